//! Every card face (letter cards A-Z worth 1-3, black cards worth -1 to -3, Magic Words showing
//! their letter, the special cards) drawn once at start-up into one atlas texture, letters
//! and values included. The table then draws each card as a single sprite from that atlas:
//! hundreds of cards become one batch instead of three draws each (card, letter, value),
//! which is what made a full table slow under software rendering.

use std::collections::HashMap;

use bevy::math::Rect;
use swash::FontRef;

use swash::scale::ScaleContext;

use crate::gui::fonts::CARD_FONT;
use crate::gui::raster::{Canvas, lut, text_width, to_linear};

/// Where a card's label goes, the same on atlas faces and on text labels: sizes in table
/// units, places as fractions of the card's size from its centre (y up).
pub struct LabelLayout {
    /// Font size of the letter (or the special card's name).
    pub letter_size: f32,
    /// Centre of the letter.
    pub letter_centre: (f32, f32),
    /// Font size of the value.
    pub value_size: f32,
    /// Left end of the value, vertically centred.
    pub value_left: (f32, f32),
}

/// Offset between letters of an across word (cards overlap): kept here, beside the faces,
/// because a face's penalty keeps left of the next card (`cards` uses it to lay words out).
pub const STEP_X: f32 = 40.0;

/// Where a black card's penalty ends (right end, vertically centred), as fractions of the card
/// from its centre: in a word the next card covers everything right of `STEP_X`, so the
/// penalty keeps left of it, under the letter ("M −" once hid the 1 of "−1").
pub const PENALTY_RIGHT: (f32, f32) = (STEP_X / CARD.x - 0.5 - 0.02, -0.22);

/// Whether a card's value is a black card's penalty (written with a minus).
pub fn is_penalty(value: &str) -> bool {
    value.starts_with('-') || value.starts_with('\u{2212}')
}

/// The layout of a one-letter label (`big`) or a longer one (the special cards' names).
pub fn label_layout(big: bool) -> LabelLayout {
    if big {
        // The value is large enough to read when a full table is framed in a small window.
        LabelLayout {
            letter_size: 36.0,
            letter_centre: (-0.2, 0.2),
            value_size: 19.0,
            value_left: (-0.06, 0.02),
        }
    } else {
        LabelLayout {
            letter_size: 15.0,
            letter_centre: (0.0, 0.08),
            value_size: 12.0,
            value_left: (-0.42, -0.3),
        }
    }
}

/// One face as the table shows it: kind (0 letter, 1 black, 2 special), label and value.
pub type FaceKey = (u8, String, String);

/// Card size on the table, in world units.
pub const CARD: bevy::math::Vec2 = bevy::math::Vec2::new(64.0, 84.0);
/// Card pixels in the atlas (twice the card's size on the table, for sharp zoomed cards).
pub const CELL_W: usize = 128;
/// See [`CELL_W`].
pub const CELL_H: usize = 168;
const COLUMNS: usize = 16;

/// The atlas: RGBA8 sRGB pixels and where each face is.
pub struct FaceAtlas {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// Premultiplied-free RGBA, sRGB encoded, row by row.
    pub pixels: Vec<u8>,
    /// Each face's rectangle in pixels.
    pub cells: HashMap<FaceKey, Rect>,
}

/// What one face looks like: its fill and ink (sRGB 0-1), label and value.
pub struct FaceSpec {
    /// The face's key.
    pub key: FaceKey,
    /// Card colour.
    pub fill: [f32; 3],
    /// Letter colour.
    pub ink: [f32; 3],
}

/// Draws `faces` on copies of `card` (a white card, `CELL_W` x `CELL_H` RGBA8 sRGB).
pub fn draw_atlas(card: &[u8], faces: &[FaceSpec]) -> FaceAtlas {
    let rows = faces.len().div_ceil(COLUMNS).max(1);
    let (width, height) = (COLUMNS * CELL_W, rows * CELL_H);
    let mut pixels = vec![0u8; width * height * 4];
    // Hack has every letter of the app's languages (Bevy's default font has no accents).
    let font = FontRef::from_index(CARD_FONT, 0).expect("the card font parses");
    let mut ctx = ScaleContext::new();
    let mut cells = HashMap::new();
    let lut = lut();
    for (i, face) in faces.iter().enumerate() {
        let (ox, oy) = ((i % COLUMNS) * CELL_W, (i / COLUMNS) * CELL_H);
        // The card, tinted (in linear light, as the sprite tint did): one table per channel
        // from the card's grey level to the tinted colour.
        let tint: Vec<[u8; 3]> = (0..256)
            .map(|v| {
                let lin = lut.linear[v];
                [0, 1, 2].map(|c| lut.encode(lin * to_linear(face.fill[c])))
            })
            .collect();
        for y in 0..CELL_H {
            for x in 0..CELL_W {
                let s = (y * CELL_W + x) * 4;
                let d = ((oy + y) * width + ox + x) * 4;
                pixels[d..d + 3].copy_from_slice(&tint[card[s] as usize]);
                pixels[d + 3] = card[s + 3];
            }
        }
        let (label, value) = (&face.key.1, &face.key.2);
        let big = label.chars().count() == 1;
        let cx = CELL_W as f32 / 2.0;
        let cy = CELL_H as f32 / 2.0;
        let layout = label_layout(big);
        let scale = CELL_W as f32 / CARD.x;
        let (lsize, vsize) = (layout.letter_size * scale, layout.value_size * scale);
        let at = |(fx, fy): (f32, f32)| (cx + fx * CELL_W as f32, cy - fy * CELL_H as f32);
        let letter_centre = at(layout.letter_centre);
        let value_left = at(layout.value_left);
        let (x0, y0) = (ox as f32, oy as f32);
        let mut cell = Canvas::clipped(
            &mut pixels,
            width,
            [
                ox as i32,
                oy as i32,
                (ox + CELL_W) as i32,
                (oy + CELL_H) as i32,
            ],
        );
        // A name (a special card) goes a word a line, each centred and shrunk to fit the card.
        let lines: Vec<&str> = if big {
            vec![label.as_str()]
        } else {
            label.split(' ').collect()
        };
        let room = CELL_W as f32 * 0.86;
        let step = lsize * 1.1;
        let top = letter_centre.1 - step * (lines.len() as f32 - 1.0) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            let natural = text_width(&font, line, lsize);
            let size = if natural > room {
                lsize * room / natural
            } else {
                lsize
            };
            let w = text_width(&font, line, size);
            cell.text(
                &font,
                &mut ctx,
                line,
                size,
                x0 + letter_centre.0 - w / 2.0,
                y0 + top + step * i as f32,
                face.ink,
                1.0,
            );
        }
        // A longer value word ("any" in another language) shrinks to stay on the card.
        let value_room = CELL_W as f32 * 0.94 - value_left.0;
        let natural = text_width(&font, value, vsize);
        let vsize = if natural > value_room {
            vsize * value_room / natural
        } else {
            vsize
        };
        let (vx, vy) = if big && is_penalty(value) {
            let right = at(PENALTY_RIGHT);
            (right.0 - text_width(&font, value, vsize), right.1)
        } else {
            value_left
        };
        cell.text(
            &font,
            &mut ctx,
            value,
            vsize,
            x0 + vx,
            y0 + vy,
            face.ink,
            0.85,
        );
        cells.insert(
            face.key.clone(),
            Rect::new(
                ox as f32,
                oy as f32,
                (ox + CELL_W) as f32,
                (oy + CELL_H) as f32,
            ),
        );
    }
    FaceAtlas {
        width,
        height,
        pixels,
        cells,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_and_romanian_names_have_glyphs() {
        let font = FontRef::from_index(CARD_FONT, 0).unwrap();
        for lang in crate::i18n::Lang::ALL {
            for kind in [
                crate::games::word_colony::cards::Special::Immunity,
                crate::games::word_colony::cards::Special::MagicWord,
                crate::games::word_colony::cards::Special::FistBump,
                crate::games::word_colony::cards::Special::Conquest,
            ] {
                let name = kind.display_name_in(lang);
                let any = crate::i18n::tr_in!(lang, "wc-face-any");
                for ch in name.chars().chain(any.chars()).filter(|c| *c != ' ') {
                    assert_ne!(
                        font.charmap().map(ch),
                        0,
                        "{}: no glyph for {ch}",
                        lang.code()
                    );
                }
            }
        }
    }

    #[test]
    fn a_face_gets_its_own_cell_with_ink_on_it() {
        let card = vec![255u8; CELL_W * CELL_H * 4];
        let faces = [
            FaceSpec {
                key: (0, "W".into(), "2".into()),
                fill: [1.0, 1.0, 1.0],
                ink: [0.0, 0.0, 0.0],
            },
            FaceSpec {
                key: (1, "R".into(), "-1".into()),
                fill: [0.1, 0.1, 0.1],
                ink: [1.0, 0.3, 0.3],
            },
        ];
        let atlas = draw_atlas(&card, &faces);
        assert_eq!(atlas.width, 16 * CELL_W);
        assert_eq!(atlas.cells.len(), 2);
        let w = atlas.cells[&(0, "W".into(), "2".into())];
        assert_eq!(w.min, bevy::math::Vec2::ZERO);
        // Some dark letter pixels on the white card, around where the letter sits.
        let dark = (0..CELL_H)
            .flat_map(|y| (0..CELL_W).map(move |x| (x, y)))
            .filter(|&(x, y)| atlas.pixels[(y * atlas.width + x) * 4] < 100)
            .count();
        assert!(dark > 200, "{dark} dark pixels");
        // The black card is dark with a lighter letter.
        let r = atlas.cells[&(1, "R".into(), "-1".into())];
        let px = |x: usize, y: usize| atlas.pixels[(y * atlas.width + x) * 4];
        assert!(px(r.min.x as usize + 100, 150) < 100);
    }
}
