//! Drawing on the CPU into RGBA8 sRGB pixels: rectangles (square or rounded), rings, stars and
//! text in the app's card font, each edge anti-aliased and blended in linear light. A table
//! draws its art once with it (card faces, a board, tiles) into textures, so the GPU then
//! draws each piece as one sprite: under a software renderer that is far cheaper than
//! shapes and glyphs laid out again every frame.

use std::sync::OnceLock;

use swash::FontRef;
use swash::scale::{Render, ScaleContext, Source};
use swash::zeno::Format;

/// A rectangle in pixels: left, top, right, bottom.
pub type PxRect = [f32; 4];

/// A region of an RGBA8 sRGB picture that can be drawn on; nothing is drawn outside `clip`.
pub struct Canvas<'a> {
    pixels: &'a mut [u8],
    width: usize,
    clip: [i32; 4],
}

impl<'a> Canvas<'a> {
    /// The whole picture of `width` pixels a row.
    pub fn new(pixels: &'a mut [u8], width: usize) -> Canvas<'a> {
        let height = pixels.len() / 4 / width.max(1);
        Canvas {
            pixels,
            width,
            clip: [0, 0, width as i32, height as i32],
        }
    }

    /// The same picture, drawn on only within `clip` (left, top, right, bottom).
    pub fn clipped(pixels: &'a mut [u8], width: usize, clip: [i32; 4]) -> Canvas<'a> {
        let mut canvas = Canvas::new(pixels, width);
        canvas.clip = [
            clip[0].max(canvas.clip[0]),
            clip[1].max(canvas.clip[1]),
            clip[2].min(canvas.clip[2]),
            clip[3].min(canvas.clip[3]),
        ];
        canvas
    }

    /// Lays `rgb` (sRGB, 0-1) over one pixel with coverage `a`, source over.
    fn blend(&mut self, x: i32, y: i32, rgb: [f32; 3], a: f32) {
        let [x0, y0, x1, y1] = self.clip;
        if a <= 0.0 || x < x0 || y < y0 || x >= x1 || y >= y1 {
            return;
        }
        let a = a.min(1.0);
        let lut = lut();
        let d = (y as usize * self.width + x as usize) * 4;
        let dst_a = self.pixels[d + 3] as f32 / 255.0;
        let out_a = a + dst_a * (1.0 - a);
        for (c, &src) in rgb.iter().enumerate() {
            let dst = lut.linear[self.pixels[d + c] as usize];
            let mixed = (to_linear(src) * a + dst * dst_a * (1.0 - a)) / out_a.max(1e-6);
            self.pixels[d + c] = lut.encode(mixed);
        }
        self.pixels[d + 3] = (out_a * 255.0).round() as u8;
    }

    /// Covers every pixel whose centre's signed distance `sdf` gives, with a one-pixel soft
    /// edge, within `bounds`.
    fn cover(&mut self, bounds: PxRect, rgb: [f32; 3], coverage: impl Fn(f32, f32) -> f32) {
        let [l, t, r, b] = bounds;
        for y in (t.floor() as i32 - 1)..=(b.ceil() as i32) {
            for x in (l.floor() as i32 - 1)..=(r.ceil() as i32) {
                let a = coverage(x as f32 + 0.5, y as f32 + 0.5);
                self.blend(x, y, rgb, a);
            }
        }
    }

    /// Fills `rect` with corners rounded by `radius`.
    pub fn fill(&mut self, rect: PxRect, radius: f32, rgb: [f32; 3]) {
        self.cover(rect, rgb, |x, y| {
            (0.5 - rounded_box_distance(rect, radius, x, y)).clamp(0.0, 1.0)
        });
    }

    /// Strokes the inside edge of `rect`, `width` pixels wide.
    pub fn stroke(&mut self, rect: PxRect, radius: f32, width: f32, rgb: [f32; 3]) {
        let inner = [
            rect[0] + width,
            rect[1] + width,
            rect[2] - width,
            rect[3] - width,
        ];
        let inner_radius = (radius - width).max(0.0);
        self.cover(rect, rgb, |x, y| {
            let outside = (0.5 - rounded_box_distance(rect, radius, x, y)).clamp(0.0, 1.0);
            let inside = (0.5 - rounded_box_distance(inner, inner_radius, x, y)).clamp(0.0, 1.0);
            outside - inside
        });
    }

    /// A ring around `centre` whose outer edge is at `radius`.
    pub fn ring(&mut self, centre: (f32, f32), radius: f32, width: f32, rgb: [f32; 3]) {
        let (cx, cy) = centre;
        let mid = radius - width / 2.0;
        let bounds = [cx - radius, cy - radius, cx + radius, cy + radius];
        self.cover(bounds, rgb, |x, y| {
            let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
            (width / 2.0 + 0.5 - (d - mid).abs()).clamp(0.0, 1.0)
        });
    }

    /// A five-pointed star around `centre`, `radius` to its points, one point up.
    pub fn star(&mut self, centre: (f32, f32), radius: f32, rgb: [f32; 3]) {
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let r = if i % 2 == 0 { radius } else { radius * 0.42 };
                let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
                (centre.0 + r * angle.cos(), centre.1 + r * angle.sin())
            })
            .collect();
        let bounds = [
            centre.0 - radius,
            centre.1 - radius,
            centre.0 + radius,
            centre.1 + radius,
        ];
        // Four by four samples a pixel: the star's edges are not axis-aligned.
        self.cover(bounds, rgb, |x, y| {
            let mut inside = 0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let p = (x - 0.375 + sx as f32 * 0.25, y - 0.375 + sy as f32 * 0.25);
                    inside += in_polygon(&points, p) as u32;
                }
            }
            inside as f32 / 16.0
        });
    }

    /// Draws `text` with its left edge at `x` and its line box centred on `centre_y`.
    #[allow(clippy::too_many_arguments)] // what, how big, where, which colour
    pub fn text(
        &mut self,
        font: &FontRef,
        ctx: &mut ScaleContext,
        text: &str,
        size: f32,
        x: f32,
        centre_y: f32,
        ink: [f32; 3],
        opacity: f32,
    ) {
        let m = font.metrics(&[]).scale(size);
        let baseline = centre_y - (m.ascent + m.descent) / 2.0 + m.ascent;
        let glyphs = font.glyph_metrics(&[]).scale(size);
        let charmap = font.charmap();
        let mut scaler = ctx.builder(*font).size(size).hint(false).build();
        let mut pen = x;
        for ch in text.chars() {
            let id = charmap.map(ch);
            if let Some(img) = Render::new(&[Source::Outline])
                .format(Format::Alpha)
                .offset(swash::zeno::Vector::new(pen.fract(), 0.0))
                .render(&mut scaler, id)
            {
                let p = img.placement;
                let left = pen.floor() as i32 + p.left;
                let top = baseline.round() as i32 - p.top;
                for gy in 0..p.height as i32 {
                    for gx in 0..p.width as i32 {
                        let a = img.data[(gy * p.width as i32 + gx) as usize] as f32 / 255.0;
                        self.blend(left + gx, top + gy, ink, a * opacity);
                    }
                }
            }
            pen += glyphs.advance_width(id);
        }
    }

    /// Draws `text` centred on `centre`.
    pub fn text_centred(
        &mut self,
        font: &FontRef,
        ctx: &mut ScaleContext,
        text: &str,
        size: f32,
        centre: (f32, f32),
        ink: [f32; 3],
    ) {
        let w = text_width(font, text, size);
        self.text(
            font,
            ctx,
            text,
            size,
            centre.0 - w / 2.0,
            centre.1,
            ink,
            1.0,
        );
    }
}

/// The signed distance from (x, y) to a box with rounded corners: negative inside.
fn rounded_box_distance(rect: PxRect, radius: f32, x: f32, y: f32) -> f32 {
    let [l, t, r, b] = rect;
    let half = ((r - l) / 2.0, (b - t) / 2.0);
    let radius = radius.min(half.0).min(half.1).max(0.0);
    let (cx, cy) = ((l + r) / 2.0, (t + b) / 2.0);
    let qx = (x - cx).abs() - half.0 + radius;
    let qy = (y - cy).abs() - half.1 + radius;
    let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
    outside + qx.max(qy).min(0.0) - radius
}

fn in_polygon(points: &[(f32, f32)], (x, y): (f32, f32)) -> bool {
    let mut inside = false;
    let mut j = points.len() - 1;
    for i in 0..points.len() {
        let (xi, yi) = points[i];
        let (xj, yj) = points[j];
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// The width of `text` at `size` pixels.
pub fn text_width(font: &FontRef, text: &str, size: f32) -> f32 {
    let metrics = font.glyph_metrics(&[]).scale(size);
    let charmap = font.charmap();
    text.chars()
        .map(|ch| metrics.advance_width(charmap.map(ch)))
        .sum()
}

/// sRGB <-> linear conversions by table: a picture has millions of channel values to blend.
pub struct Lut {
    /// Each 8-bit sRGB value in linear light.
    pub linear: [f32; 256],
    srgb: Vec<u8>,
}

impl Lut {
    const STEPS: usize = 4096;

    /// Linear light (0-1) back to 8-bit sRGB.
    pub fn encode(&self, linear: f32) -> u8 {
        self.srgb[(linear.clamp(0.0, 1.0) * Self::STEPS as f32) as usize]
    }
}

/// The conversion tables, made once.
pub fn lut() -> &'static Lut {
    static LUT: OnceLock<Lut> = OnceLock::new();
    LUT.get_or_init(|| Lut {
        linear: std::array::from_fn(|v| to_linear(v as f32 / 255.0)),
        srgb: (0..=Lut::STEPS)
            .map(|i| (to_srgb(i as f32 / Lut::STEPS as f32) * 255.0).round() as u8)
            .collect(),
    })
}

/// An sRGB channel (0-1) in linear light.
pub fn to_linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear-light channel (0-1) in sRGB.
pub fn to_srgb(c: f32) -> f32 {
    let c = c.clamp(0.0, 1.0);
    if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(w: usize, h: usize) -> Vec<u8> {
        vec![0; w * h * 4]
    }

    fn alpha(p: &[u8], w: usize, x: usize, y: usize) -> u8 {
        p[(y * w + x) * 4 + 3]
    }

    #[test]
    fn a_filled_box_covers_its_inside_rounds_its_corners_and_stays_in_its_clip() {
        let mut p = picture(40, 40);
        let mut c = Canvas::clipped(&mut p, 40, [0, 0, 30, 40]);
        c.fill([4.0, 4.0, 36.0, 36.0], 8.0, [1.0, 0.0, 0.0]);
        assert_eq!(alpha(&p, 40, 20, 20), 255);
        assert_eq!(&p[(20 * 40 + 20) * 4..][..3], &[255, 0, 0]);
        assert_eq!(alpha(&p, 40, 4, 4), 0, "the corner is rounded off");
        assert_eq!(alpha(&p, 40, 2, 20), 0, "outside the box");
        assert_eq!(alpha(&p, 40, 33, 20), 0, "outside the clip");
    }

    #[test]
    fn a_stroke_leaves_the_middle_alone_and_a_star_fills_its_centre() {
        let mut p = picture(40, 40);
        let mut c = Canvas::new(&mut p, 40);
        c.stroke([0.0, 0.0, 40.0, 40.0], 0.0, 3.0, [0.0, 0.0, 1.0]);
        c.star((20.0, 20.0), 10.0, [1.0, 1.0, 0.0]);
        assert_eq!(alpha(&p, 40, 1, 20), 255);
        assert_eq!(alpha(&p, 40, 6, 20), 0);
        assert_eq!(alpha(&p, 40, 20, 20), 255);
        assert_eq!(alpha(&p, 40, 12, 28), 0, "between two points");
    }

    #[test]
    fn text_leaves_ink_where_it_is_written() {
        let font = FontRef::from_index(crate::gui::fonts::CARD_FONT, 0).unwrap();
        let mut ctx = ScaleContext::new();
        let mut p = picture(60, 40);
        let mut c = Canvas::new(&mut p, 60);
        c.text_centred(&font, &mut ctx, "W", 30.0, (30.0, 20.0), [0.0, 0.0, 0.0]);
        let inked = (0..40)
            .flat_map(|y| (0..60).map(move |x| (x, y)))
            .filter(|&(x, y)| alpha(&p, 60, x, y) > 128);
        let xs: Vec<usize> = inked.map(|(x, _)| x).collect();
        assert!(xs.len() > 50, "a W leaves ink");
        let mean = xs.iter().sum::<usize>() as f32 / xs.len() as f32;
        assert!((mean - 30.0).abs() < 3.0, "centred, mean x {mean}");
    }
}
