//! The printable sheet of a Color Words grid, for a game night played on paper: an A4 page
//! (portrait, 150 dots an inch) with the 7x7 grid in its colours, the Start cell, the column
//! letters and row numbers, grid B's stars beside the rows and below the columns, the Star
//! box, and six round lines for the words and their scores with the total. Drawn on the CPU
//! with the app's card font (feature `gui`, which has it) and written as a PNG, or as a PDF
//! page around that picture (`sheet_pdf`).

use std::path::{Path, PathBuf};

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use swash::FontRef;
use swash::scale::ScaleContext;

use super::material::{Cell, Colour, GridName, Material, Paint, ROUNDS, SIDE};
use super::state::Star;
use crate::gui::raster::{Canvas, PxRect};
use crate::i18n::tr;

/// The page's width in pixels (A4 at 150 dots an inch).
pub const WIDTH: u32 = 1240;
/// The page's height in pixels.
pub const HEIGHT: u32 = 1754;

/// A cell's side on the page.
pub const CELL: f32 = 118.0;
/// The top-left corner of A1 on the page: the grid centred across it, with grid B's row
/// stars on its right.
pub fn grid_origin(grid: GridName) -> (f32, f32) {
    let wide = SIDE as f32 * CELL
        + match grid {
            GridName::A => 0.0,
            GridName::B => 92.0,
        };
    (((WIDTH as f32 - wide) / 2.0).round(), 330.0)
}

/// The ink for the page's text and lines.
const INK: [u8; 3] = [40, 36, 32];
/// The faint ink of the hints.
const FAINT: [u8; 3] = [120, 114, 104];
/// The paper.
const PAPER: [u8; 3] = [255, 255, 255];
/// The stars' gold.
const STAR: [u8; 3] = [196, 150, 40];

/// A cell's paint on the sheet: light tints of the table's colours (`table::cards::fill`), pale
/// enough to write on in pencil, and the Start cell's stone. Printed in black and white, blue
/// and red come out the same grey: each colour also has its mark ([`Mark`]).
pub fn paint_rgb(paint: Paint) -> [u8; 3] {
    match paint {
        Paint::Start => [226, 220, 206],
        Paint::Colour(Colour::Blue) => [196, 216, 246],
        Paint::Colour(Colour::Yellow) => [250, 234, 170],
        Paint::Colour(Colour::Red) => [246, 198, 194],
    }
}

/// The mark in a coloured cell's corner, which tells the colours apart in black and white:
/// a dot for red, a square for blue, a ring for yellow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A filled dot.
    Dot,
    /// A filled square.
    Square,
    /// An open ring.
    Ring,
}

impl Mark {
    /// The mark of a colour.
    pub fn of(colour: Colour) -> Mark {
        match colour {
            Colour::Red => Mark::Dot,
            Colour::Blue => Mark::Square,
            Colour::Yellow => Mark::Ring,
        }
    }
}

/// Where a cell's mark sits: its centre, in the cell's top-right corner.
pub fn mark_centre(rect: PxRect) -> (f32, f32) {
    (rect[2] - 20.0, rect[1] + 20.0)
}

/// The mark's radius.
const MARK: f32 = 9.0;

/// A cell's square on the page: left, top, right, bottom.
pub fn cell_rect(grid: GridName, cell: Cell) -> PxRect {
    let origin = grid_origin(grid);
    let (x, y) = (
        origin.0 + cell.col as f32 * CELL,
        origin.1 + cell.row as f32 * CELL,
    );
    [x, y, x + CELL, y + CELL]
}

/// The file a sheet is written to in the data directory: `color-words-sheet-a.png`.
pub fn file_name(grid: GridName) -> String {
    format!(
        "color-words-sheet-{}.png",
        letter(grid).to_ascii_lowercase()
    )
}

/// "A" or "B".
fn letter(grid: GridName) -> &'static str {
    match grid {
        GridName::A => "A",
        GridName::B => "B",
    }
}

/// Why a sheet could not be written.
#[derive(Debug)]
pub struct SheetError {
    /// Where it was to go.
    pub path: PathBuf,
    /// What went wrong.
    pub reason: String,
}

impl std::fmt::Display for SheetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&tr!(
            "clw-sheet-not-written",
            path = self.path.display().to_string(),
            reason = self.reason.clone()
        ))
    }
}

impl std::error::Error for SheetError {}

/// The sheet of `grid` as PNG bytes, its words in the player's language.
pub fn png_bytes(material: &Material, grid: GridName) -> Result<Vec<u8>, String> {
    let image = Image::new(
        Extent3d {
            width: WIDTH,
            height: HEIGHT,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        render(material, grid),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    let rgb = image
        .try_into_dynamic()
        .map_err(|e| e.to_string())?
        .to_rgb8();
    let png = bevy::image::ImageFormat::Png
        .as_image_crate_format()
        .expect("PNG is built in");
    let mut bytes = std::io::Cursor::new(Vec::new());
    rgb.write_to(&mut bytes, png).map_err(|e| e.to_string())?;
    Ok(bytes.into_inner())
}

/// Writes `grid`'s sheet at `path`: a one-page A4 PDF when the name ends in `.pdf`, else a
/// PNG.
pub fn write(material: &Material, grid: GridName, path: &Path) -> Result<(), SheetError> {
    let fail = |reason: String| SheetError {
        path: path.to_path_buf(),
        reason,
    };
    let png = png_bytes(material, grid).map_err(fail)?;
    let pdf = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pdf"));
    let bytes = if pdf {
        let title = format!("Color Words {}", letter(grid));
        super::sheet_pdf::pdf_from_png(&png, &title).map_err(|e| fail(e.to_string()))?
    } else {
        png
    };
    std::fs::write(path, bytes).map_err(|e| fail(e.to_string()))
}

/// Writes `grid`'s sheet into the data directory, as a PDF to print and a PNG to look at or
/// share, and returns the folder.
pub fn write_to_data_dir(material: &Material, grid: GridName) -> Result<PathBuf, SheetError> {
    let Some(dir) = crate::storage::data_dir() else {
        return Err(SheetError {
            path: PathBuf::from(file_name(grid)),
            reason: tr!("clw-sheet-no-data-dir"),
        });
    };
    std::fs::create_dir_all(&dir).map_err(|e| SheetError {
        path: dir.clone(),
        reason: e.to_string(),
    })?;
    for name in [pdf_file_name(grid), file_name(grid)] {
        write(material, grid, &dir.join(name))?;
    }
    Ok(dir)
}

/// The PDF a sheet is written to in the data directory: `color-words-sheet-a.pdf`.
pub fn pdf_file_name(grid: GridName) -> String {
    file_name(grid).replace(".png", ".pdf")
}

fn f(rgb: [u8; 3]) -> [f32; 3] {
    rgb.map(|c| c as f32 / 255.0)
}

/// The page's pixels, RGBA8 sRGB, row by row.
pub fn render(material: &Material, grid: GridName) -> Vec<u8> {
    let (w, h) = (WIDTH as usize, HEIGHT as usize);
    let mut pixels = vec![0u8; w * h * 4];
    let mut canvas = Canvas::new(&mut pixels, w);
    let font = FontRef::from_index(crate::gui::fonts::CARD_FONT, 0).expect("the card font");
    let mut ctx = ScaleContext::new();
    let mut page = Page {
        canvas: &mut canvas,
        font: &font,
        ctx: &mut ctx,
    };
    page.canvas
        .fill([0.0, 0.0, w as f32, h as f32], 0.0, f(PAPER));
    page.header(grid);
    page.grid(material, grid);
    page.rounds();
    pixels
}

/// The page being drawn, with its font.
struct Page<'a, 'b> {
    canvas: &'a mut Canvas<'b>,
    font: &'a FontRef<'a>,
    ctx: &'a mut ScaleContext,
}

impl Page<'_, '_> {
    fn text(&mut self, text: &str, size: f32, x: f32, y: f32, ink: [u8; 3]) {
        self.canvas
            .text(self.font, self.ctx, text, size, x, y, f(ink), 1.0);
    }

    fn centred(&mut self, text: &str, size: f32, at: (f32, f32), ink: [u8; 3]) {
        self.canvas
            .text_centred(self.font, self.ctx, text, size, at, f(ink));
    }

    fn width(&self, text: &str, size: f32) -> f32 {
        crate::gui::raster::text_width(self.font, text, size)
    }

    /// A horizontal rule from `x0` to `x1`.
    fn rule(&mut self, x0: f32, x1: f32, y: f32, ink: [u8; 3]) {
        self.canvas.fill([x0, y - 1.0, x1, y + 1.0], 0.0, f(ink));
    }

    /// The game's name, the grid and its rule in a line, and the player's name to fill in.
    fn header(&mut self, grid: GridName) {
        self.text(&tr!("clw-sheet-title"), 52.0, 90.0, 110.0, INK);
        let (name, rule) = match grid {
            GridName::A => (tr!("clw-grid-a"), tr!("clw-sheet-rule-a")),
            GridName::B => (tr!("clw-grid-b"), tr!("clw-sheet-rule-b")),
        };
        self.text(&name, 30.0, 90.0, 170.0, INK);
        self.text(&rule, 20.0, 90.0, 208.0, FAINT);
        let label = tr!("clw-sheet-name");
        self.text(&label, 26.0, 90.0, 262.0, INK);
        let x = 90.0 + self.width(&label, 26.0) + 16.0;
        self.rule(x, 640.0, 276.0, INK);
        // The colours' marks, for a sheet printed in black and white.
        let mut at = 680.0;
        for (colour, name) in [
            (Colour::Red, tr!("clw-colour-red")),
            (Colour::Blue, tr!("clw-colour-blue")),
            (Colour::Yellow, tr!("clw-colour-yellow")),
        ] {
            self.mark(Mark::of(colour), (at + MARK, 254.0));
            self.text(&name, 22.0, at + 2.0 * MARK + 8.0, 262.0, INK);
            at += 2.0 * MARK + 8.0 + self.width(&name, 22.0) + 28.0;
        }
    }

    /// A colour's mark centred at `at`.
    fn mark(&mut self, mark: Mark, at: (f32, f32)) {
        let square = [at.0 - MARK, at.1 - MARK, at.0 + MARK, at.1 + MARK];
        match mark {
            Mark::Dot => self.canvas.fill(square, MARK, f(INK)),
            Mark::Square => self.canvas.fill(square, 0.0, f(INK)),
            Mark::Ring => self.canvas.ring(at, MARK - 1.0, 2.5, f(INK)),
        }
    }

    /// The 7x7 grid: its colours, the Start cell, the column letters, the row numbers and
    /// (grid B) the stars of the rows and columns.
    fn grid(&mut self, material: &Material, grid: GridName) {
        let layout = material.grid(grid);
        for i in 0..SIDE {
            let column = ((b'A' + i as u8) as char).to_string();
            let top = cell_rect(grid, Cell::new(i, 0).expect("on the grid"));
            self.centred(&column, 30.0, ((top[0] + top[2]) / 2.0, top[1] - 26.0), INK);
            let left = cell_rect(grid, Cell::new(0, i).expect("on the grid"));
            self.centred(
                &(i + 1).to_string(),
                30.0,
                (left[0] - 30.0, (left[1] + left[3]) / 2.0),
                INK,
            );
        }
        for index in 0..SIDE * SIDE {
            let cell = Cell::from_index(index).expect("on the grid");
            let [l, t, r, b] = cell_rect(grid, cell);
            let inner = [l + 3.0, t + 3.0, r - 3.0, b - 3.0];
            let paint = layout.paint(cell);
            self.canvas.fill(inner, 10.0, f(paint_rgb(paint)));
            if let Paint::Colour(colour) = paint {
                self.mark(Mark::of(colour), mark_centre([l, t, r, b]));
            }
            if paint == Paint::Start {
                let centre = ((l + r) / 2.0, (t + b) / 2.0);
                self.canvas
                    .star((centre.0, centre.1 - 14.0), 26.0, f([150, 120, 60]));
                self.centred(
                    &tr!("clw-sheet-start"),
                    17.0,
                    (centre.0, b - 22.0),
                    [110, 90, 50],
                );
            }
        }
        let [gl, gt, _, _] = cell_rect(grid, Cell::START);
        let side = SIDE as f32 * CELL;
        self.canvas
            .stroke([gl, gt, gl + side, gt + side], 6.0, 3.0, f(INK));
        if grid == GridName::B {
            for star in Star::all() {
                let at = star_centre(star);
                let at = (at.0 + grid_origin(grid).0, at.1);
                self.canvas.star(at, 30.0, f(STAR));
                self.canvas.ring(at, 40.0, 2.0, f(FAINT));
            }
        }
    }

    /// The six rounds: each a numbered bubble, a line for the word and a box for its points;
    /// then the Star box (grid A's 5 points, or grid B's circled stars) and the total.
    fn rounds(&mut self) {
        let word_x = 190.0;
        let box_x = [930.0, 1070.0];
        self.text(&tr!("clw-sheet-word"), 22.0, word_x, ROUNDS_TOP, FAINT);
        self.centred(
            &tr!("clw-sheet-points"),
            22.0,
            ((box_x[0] + box_x[1]) / 2.0, ROUNDS_TOP),
            FAINT,
        );
        for round in 0..ROUNDS {
            let y = ROUNDS_TOP + 56.0 + round as f32 * 58.0;
            self.canvas.ring((130.0, y), 22.0, 2.5, f(INK));
            self.centred(&(round + 1).to_string(), 24.0, (130.0, y), INK);
            self.rule(word_x, 880.0, y + 16.0, FAINT);
            self.canvas
                .stroke([box_x[0], y - 24.0, box_x[1], y + 24.0], 8.0, 2.5, f(INK));
        }
        let y = ROUNDS_TOP + 56.0 + ROUNDS as f32 * 58.0 + 14.0;
        let star_box = [560.0, 700.0];
        let label = tr!("clw-sheet-star-box");
        let w = self.width(&label, 24.0);
        self.text(&label, 24.0, star_box[0] - w - 58.0, y, INK);
        self.canvas.star((star_box[0] - 30.0, y), 20.0, f(STAR));
        self.canvas.stroke(
            [star_box[0], y - 28.0, star_box[1], y + 28.0],
            8.0,
            3.0,
            f(INK),
        );
        let total = tr!("clw-sheet-total");
        let w = self.width(&total, 28.0);
        self.text(&total, 28.0, box_x[0] - w - 20.0, y, INK);
        self.canvas
            .stroke([box_x[0], y - 28.0, box_x[1], y + 28.0], 8.0, 4.0, f(INK));
    }
}

/// Where the round lines begin (their heading's centre line).
const ROUNDS_TOP: f32 = 1290.0;

/// Where a star of grid B is drawn, across from the grid's left edge: right of its row,
/// below its column.
fn star_centre(star: Star) -> (f32, f32) {
    let side = SIDE as f32 * CELL;
    let top = grid_origin(GridName::B).1;
    match star {
        Star::Row(r) => (side + 52.0, top + (r as f32 + 0.5) * CELL),
        Star::Column(c) => ((c as f32 + 0.5) * CELL, top + side + 52.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The grey a pixel prints as (ITU-R BT.601 luma).
    fn grey(p: &[u8]) -> f32 {
        0.299 * p[0] as f32 + 0.587 * p[1] as f32 + 0.114 * p[2] as f32
    }

    /// Printed in black and white, every cell is pale enough to write on, and each colour's
    /// cells are told apart by their mark: a dark dot (red), a dark square (blue) and a ring
    /// whose middle stays pale (yellow), where the tints alone would print alike.
    #[test]
    fn the_sheet_survives_black_and_white_printing() {
        let material = Material::shipped();
        let grid = GridName::A;
        let pixels = render(material, grid);
        let layout = material.grid(grid);
        let at = |x: f32, y: f32| {
            let i = (y as usize * WIDTH as usize + x as usize) * 4;
            grey(&pixels[i..i + 3])
        };
        let mut seen = std::collections::BTreeSet::new();
        for index in 0..SIDE * SIDE {
            let cell = Cell::from_index(index).unwrap();
            let rect = cell_rect(grid, cell);
            // Where the word is written: pale in grey.
            let middle = ((rect[0] + rect[2]) / 2.0, (rect[1] + rect[3]) / 2.0 + 20.0);
            assert!(at(middle.0, middle.1) > 190.0, "{cell:?} writes in pencil");
            let Paint::Colour(colour) = layout.paint(cell) else {
                continue;
            };
            let (mx, my) = mark_centre(rect);
            let centre = at(mx, my);
            let edge = at(mx + MARK - 2.0, my);
            let corner = at(mx + MARK - 2.0, my + MARK - 2.0);
            let told = match Mark::of(colour) {
                // A dot: dark at its centre, pale at the square's corner.
                Mark::Dot => centre < 90.0 && corner > 150.0,
                // A square: dark at its centre and at its corner.
                Mark::Square => centre < 90.0 && corner < 90.0,
                // A ring: pale at its centre, dark on its line.
                Mark::Ring => centre > 150.0 && edge < 120.0,
            };
            assert!(told, "{cell:?} ({colour:?}) shows its mark");
            seen.insert(format!("{colour:?}"));
        }
        assert_eq!(seen.len(), 3, "all three colours are on the grid");
        // The tints alone print as near the same grey: why the marks are there.
        let tint = |c| grey(&paint_rgb(Paint::Colour(c)));
        assert!((tint(Colour::Red) - tint(Colour::Blue)).abs() < 10.0);
    }

    /// Every cell is painted its grid's colour, and grid B's stars and the Star box stay on
    /// the page clear of the grid.
    #[test]
    fn every_cell_has_its_colour_on_the_page() {
        let material = Material::shipped();
        for grid in [GridName::A, GridName::B] {
            let pixels = render(material, grid);
            assert_eq!(pixels.len(), (WIDTH * HEIGHT * 4) as usize);
            let layout = material.grid(grid);
            for index in 0..SIDE * SIDE {
                let cell = Cell::from_index(index).unwrap();
                let [l, t, _, _] = cell_rect(grid, cell);
                // A quarter in from the corner: clear of the Start cell's star and label.
                let (x, y) = ((l + CELL * 0.2) as usize, (t + CELL * 0.2) as usize);
                let at = (y * WIDTH as usize + x) * 4;
                assert_eq!(
                    pixels[at..at + 3],
                    paint_rgb(layout.paint(cell)),
                    "{grid:?} {cell:?}"
                );
            }
        }
    }
}
