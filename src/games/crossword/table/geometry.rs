//! Where the board lies: in the table's world (so the shared camera frames, pans and zooms
//! it like any table), and on screen in egui's points, where the board is drawn and the
//! pointer is read. One square is [`SQUARE`] world units; the board's centre square is at the
//! world's origin.

use bevy_egui::egui;

use crate::games::crossword::SIZE;

/// A square's side in world units.
pub const SQUARE: f32 = 44.0;

/// The board and its coordinate labels, in world units: what the camera keeps in view.
pub const FRAMED: f32 = SQUARE * (SIZE as f32 + 1.6);

/// How the table camera looks at the world this frame, and how egui scales the window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// The camera's position in the world.
    pub camera: (f32, f32),
    /// World units per logical pixel (the camera's zoom).
    pub scale: f32,
    /// The window's size in logical pixels.
    pub window: (f32, f32),
    /// Logical pixels per egui point (the UI scale, larger in streamer mode).
    pub zoom: f32,
}

impl View {
    /// A world point in egui points.
    pub fn on_screen(&self, x: f32, y: f32) -> egui::Pos2 {
        let px = (x - self.camera.0) / self.scale + self.window.0 / 2.0;
        let py = (self.camera.1 - y) / self.scale + self.window.1 / 2.0;
        egui::pos2(px / self.zoom, py / self.zoom)
    }

    /// A square's side in egui points.
    pub fn square_size(&self) -> f32 {
        SQUARE / self.scale / self.zoom
    }

    /// The rectangle of square (row, col) in egui points.
    pub fn square_rect(&self, row: usize, col: usize) -> egui::Rect {
        let half = SIZE as f32 / 2.0;
        let x = (col as f32 - half) * SQUARE;
        let y = (half - row as f32) * SQUARE;
        egui::Rect::from_min_max(self.on_screen(x, y), self.on_screen(x + SQUARE, y - SQUARE))
    }

    /// The square under a point in egui points, if it is on the board.
    pub fn square_at(&self, p: egui::Pos2) -> Option<(usize, usize)> {
        let top_left = self.square_rect(0, 0).min;
        let side = self.square_size();
        let col = ((p.x - top_left.x) / side).floor();
        let row = ((p.y - top_left.y) / side).floor();
        let on = (0.0..SIZE as f32).contains(&col) && (0.0..SIZE as f32).contains(&row);
        on.then_some((row as usize, col as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view() -> View {
        View {
            camera: (30.0, -20.0),
            scale: 1.25,
            window: (1280.0, 800.0),
            zoom: 1.1,
        }
    }

    #[test]
    fn every_square_is_found_at_its_own_centre() {
        let v = view();
        for row in 0..SIZE {
            for col in 0..SIZE {
                let r = v.square_rect(row, col);
                assert!((r.width() - v.square_size()).abs() < 1e-3);
                assert_eq!(v.square_at(r.center()), Some((row, col)));
            }
        }
    }

    #[test]
    fn the_centre_square_sits_at_the_world_origin_and_off_board_is_none() {
        let v = View {
            camera: (0.0, 0.0),
            scale: 1.0,
            window: (1000.0, 800.0),
            zoom: 1.0,
        };
        let centre = v.square_rect(7, 7).center();
        assert!((centre - egui::pos2(500.0, 400.0)).length() < 1e-3);
        let left = v.square_rect(0, 0).min;
        assert_eq!(v.square_at(left - egui::vec2(1.0, 1.0)), None);
        assert_eq!(v.square_at(egui::pos2(5000.0, 400.0)), None);
    }
}
