//! The Classic board as Colonization shows it: the premium squares, every accepted tile with
//! a band in its word's owner's colour and, on each word's first tile, its marker (a meeple in
//! the owner's colour; white for English), the move being voted on, the tiles laid this turn,
//! the typing cursor, and the words lit by English's turn or chosen as a Transform's target.

use bevy_egui::egui;

use super::ColonizationTable;
use crate::games::colonization::Game;
use crate::games::colonization::state::{Owner, Phase, Question};
use crate::games::crossword::{Cell, Dir, SIZE};
use crate::gui::theme::{CARD_CREAM, CARD_INK, GOLD};

/// English's colour: white, like its meeples.
pub const ENGLISH: egui::Color32 = egui::Color32::from_rgb(250, 250, 250);

/// An owner's colour.
pub fn owner_colour(owner: Owner, safe: bool) -> egui::Color32 {
    match owner {
        Owner::Seat(s) => crate::gui::palette::colour(s, safe),
        Owner::English => ENGLISH,
    }
}

/// What the board draws besides the game.
pub struct Marks<'a> {
    /// Records lit (English's candidates, ties, claim).
    pub lit: &'a [usize],
    /// The colour-blind palette.
    pub safe: bool,
    /// Whether the rack viewer may lay tiles now.
    pub can_lay: bool,
}

/// The square under a point, if on the board.
fn square_at(rect: egui::Rect, pos: egui::Pos2) -> Option<(usize, usize)> {
    if !rect.contains(pos) {
        return None;
    }
    let cell = rect.width() / SIZE as f32;
    let col = ((pos.x - rect.left()) / cell) as usize;
    let row = ((pos.y - rect.top()) / cell) as usize;
    (row < SIZE && col < SIZE).then_some((row, col))
}

/// The largest square board that fits `area`, centred.
pub fn board_rect(area: egui::Rect) -> egui::Rect {
    let side = (area.width().min(area.height()) - 16.0).max(150.0);
    egui::Rect::from_center_size(area.center(), egui::vec2(side, side))
}

/// Draws the board in `area`; the square clicked, if any.
pub fn show(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &ColonizationTable,
    marks: &Marks,
) -> Option<(usize, usize)> {
    let rect = board_rect(area);
    let response = ui.allocate_rect(rect, egui::Sense::click());
    let painter = ui.painter_at(rect.expand(8.0));
    let cell = rect.width() / SIZE as f32;
    painter.rect_filled(rect.expand(6.0), 6.0, egui::Color32::from_rgb(28, 52, 40));
    let rules = game.rules;
    let square = |r: usize, c: usize| {
        egui::Rect::from_min_size(
            rect.min + egui::vec2(c as f32 * cell, r as f32 * cell),
            egui::vec2(cell, cell),
        )
        .shrink(1.0)
    };
    let [tw, dw, tl, dl] = premium_labels();
    for r in 0..SIZE {
        for c in 0..SIZE {
            // A tile covers its square whole: painting the square under it too would double
            // what a software renderer fills on a full board (every frame egui draws in full).
            if game.board.get(r, c) != 0 {
                continue;
            }
            let sq = r * SIZE + c;
            let (fill, label) = match (rules.word_mult[sq], rules.letter_mult[sq]) {
                (3, _) => (egui::Color32::from_rgb(196, 60, 58), tw.as_str()),
                (2, _) if (r, c) == (7, 7) => (egui::Color32::from_rgb(214, 140, 150), "★"),
                (2, _) => (egui::Color32::from_rgb(214, 140, 150), dw.as_str()),
                (_, 3) => (egui::Color32::from_rgb(52, 110, 180), tl.as_str()),
                (_, 2) => (egui::Color32::from_rgb(140, 190, 225), dl.as_str()),
                _ => (egui::Color32::from_rgb(206, 196, 170), ""),
            };
            let s = square(r, c);
            painter.rect_filled(s, 2.0, fill);
            if !label.is_empty() {
                painter.text(
                    s.center(),
                    egui::Align2::CENTER_CENTER,
                    label,
                    egui::FontId::proportional(cell * 0.32),
                    egui::Color32::from_white_alpha(220),
                );
            }
        }
    }
    // Accepted tiles, each with its word's owner.
    let mut owner_of = [None; SIZE * SIZE];
    for (i, rec) in game.records.iter().enumerate() {
        for &(sq, _) in &rec.tiles {
            owner_of[sq] = Some((i, rec.owner));
        }
    }
    for r in 0..SIZE {
        for c in 0..SIZE {
            let t = game.board.get(r, c);
            if t == 0 {
                continue;
            }
            let band = owner_of[r * SIZE + c].map(|(i, o)| (owner_colour(o, marks.safe), i));
            tile(&painter, square(r, c), t, game, band.map(|b| b.0), false);
            if let Some((_, i)) = band {
                if marks.lit.contains(&i) {
                    painter.rect_stroke(
                        square(r, c).expand(1.0),
                        3.0,
                        egui::Stroke::new(3.0, GOLD),
                        egui::StrokeKind::Outside,
                    );
                }
                if table.target == Some(i) {
                    painter.rect_stroke(
                        square(r, c).expand(1.0),
                        3.0,
                        egui::Stroke::new(3.0, egui::Color32::from_rgb(240, 80, 70)),
                        egui::StrokeKind::Outside,
                    );
                }
            }
        }
    }
    // Each word's marker on its first tile.
    for rec in &game.records {
        if let Some(&(sq, _)) = rec.tiles.iter().min_by_key(|&&(sq, _)| sq) {
            let s = square(sq / SIZE, sq % SIZE);
            meeple(
                &painter,
                egui::pos2(s.right() - cell * 0.16, s.top() + cell * 0.2),
                cell * 0.3,
                owner_colour(rec.owner, marks.safe),
            );
        }
    }
    // The move being voted on, its new tiles outlined in gold.
    if let Phase::Vote {
        question: Question::Move { play, seat },
        ..
    } = game.phase()
    {
        for (i, c) in play.cells.iter().enumerate() {
            if let Cell::New(t) = c {
                let (r, k) = play.square(i);
                let colour = crate::gui::palette::colour(*seat, marks.safe);
                tile(&painter, square(r, k), *t, game, Some(colour), true);
            }
        }
    }
    for l in &table.laid {
        tile(&painter, square(l.row, l.col), l.tile, game, None, true);
    }
    if let Some((r, c, dir)) = table.cursor {
        let s = square(r, c);
        painter.rect_stroke(
            s,
            2.0,
            egui::Stroke::new(2.5, GOLD),
            egui::StrokeKind::Inside,
        );
        let arrow = if dir == Dir::Across { "▶" } else { "▼" };
        painter.text(
            s.center(),
            egui::Align2::CENTER_CENTER,
            arrow,
            egui::FontId::proportional(cell * 0.45),
            GOLD,
        );
    }
    if !marks.can_lay {
        return None;
    }
    // A rack tile dragged here and let go lays as a click on the square would.
    let dropped =
        table.dragging && ui.input(|i| i.pointer.primary_released()) && table.picked.is_some();
    if dropped {
        return ui
            .input(|i| i.pointer.latest_pos())
            .and_then(|p| square_at(rect, p))
            .filter(|&(r, c)| game.board.get(r, c) == 0);
    }
    response
        .clicked()
        .then(|| response.interact_pointer_pos())
        .flatten()
        .and_then(|p| square_at(rect, p))
}

/// The rack tile being dragged, under the pointer, above everything else.
pub fn dragged_tile(ctx: &egui::Context, t: u8, game: &Game, at: egui::Pos2) {
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("col-dragged-tile"),
    ));
    let s = egui::Rect::from_center_size(at, egui::vec2(50.0, 50.0));
    painter.rect_filled(
        s.translate(egui::vec2(3.0, 4.0)),
        4.0,
        egui::Color32::from_black_alpha(110),
    );
    tile(&painter, s, t, game, None, true);
}

/// One tile: cream with its letter and value (a blank's letter small and valueless), a band
/// in its owner's colour, or a gold edge while it is only laid or proposed.
fn tile(
    painter: &egui::Painter,
    s: egui::Rect,
    t: u8,
    game: &Game,
    band: Option<egui::Color32>,
    pending: bool,
) {
    let fill = if pending {
        egui::Color32::from_rgb(255, 236, 170)
    } else {
        CARD_CREAM
    };
    painter.rect_filled(s, 3.0, fill);
    if let Some(colour) = band {
        let b =
            egui::Rect::from_min_max(egui::pos2(s.left(), s.bottom() - s.height() * 0.16), s.max);
        painter.rect_filled(b, 2.0, colour);
    }
    if pending {
        painter.rect_stroke(
            s,
            3.0,
            egui::Stroke::new(2.0, GOLD),
            egui::StrokeKind::Inside,
        );
    }
    let blank = t.is_ascii_lowercase() || t == b'?';
    let letter = (t as char).to_ascii_uppercase().to_string();
    painter.text(
        s.center() - egui::vec2(s.width() * 0.06, s.height() * 0.05),
        egui::Align2::CENTER_CENTER,
        letter,
        egui::FontId::proportional(s.height() * if blank { 0.5 } else { 0.62 }),
        if blank {
            egui::Color32::from_rgb(150, 90, 40)
        } else {
            CARD_INK
        },
    );
    if !blank {
        painter.text(
            egui::pos2(s.right() - s.width() * 0.1, s.bottom() - s.height() * 0.2),
            egui::Align2::RIGHT_BOTTOM,
            game.rules.tile_value(t).to_string(),
            egui::FontId::proportional(s.height() * 0.26),
            CARD_INK,
        );
    }
}

/// A meeple: a round head over a body with arms, in `colour`, outlined dark.
pub fn meeple(painter: &egui::Painter, centre: egui::Pos2, size: f32, colour: egui::Color32) {
    let ink = egui::Stroke::new((size * 0.1).max(1.0), egui::Color32::from_rgb(30, 26, 24));
    let h = size;
    let w = size * 0.9;
    let top = centre.y - h * 0.5;
    let pts = vec![
        egui::pos2(centre.x - w * 0.18, top + h * 0.32),
        egui::pos2(centre.x - w * 0.5, top + h * 0.45),
        egui::pos2(centre.x - w * 0.45, top + h * 0.6),
        egui::pos2(centre.x - w * 0.22, top + h * 0.58),
        egui::pos2(centre.x - w * 0.4, top + h),
        egui::pos2(centre.x + w * 0.4, top + h),
        egui::pos2(centre.x + w * 0.22, top + h * 0.58),
        egui::pos2(centre.x + w * 0.45, top + h * 0.6),
        egui::pos2(centre.x + w * 0.5, top + h * 0.45),
        egui::pos2(centre.x + w * 0.18, top + h * 0.32),
    ];
    painter.add(egui::Shape::convex_polygon(
        pts.clone(),
        colour,
        egui::Stroke::NONE,
    ));
    painter.add(egui::Shape::closed_line(pts, ink));
    painter.circle(egui::pos2(centre.x, top + h * 0.18), h * 0.18, colour, ink);
}

/// A rack tile as a button: the letter and value; `lift` raises it when picked up.
pub fn rack_tile(
    ui: &mut egui::Ui,
    t: u8,
    game: &Game,
    size: f32,
    lifted: bool,
    used: bool,
) -> egui::Response {
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::click_and_drag());
    let s = if lifted {
        rect.translate(egui::vec2(0.0, -8.0))
    } else {
        rect
    };
    let painter = ui.painter();
    if used {
        painter.rect_stroke(
            s,
            4.0,
            egui::Stroke::new(1.5, egui::Color32::from_white_alpha(60)),
            egui::StrokeKind::Inside,
        );
        return response;
    }
    painter.rect_filled(
        s.translate(egui::vec2(2.0, 3.0)),
        4.0,
        egui::Color32::from_black_alpha(90),
    );
    tile(painter, s, t, game, None, lifted);
    response
}

/// The premium squares' labels, as the crossword table names them in the player's language
/// (TW, DW, TL, DL; MT, MD, LT, LD in French; CT, CD, LT, LD in Romanian): looked up once a
/// frame, not once a square.
fn premium_labels() -> [String; 4] {
    [
        crate::i18n::tr!("cw-premium-tw"),
        crate::i18n::tr!("cw-premium-dw"),
        crate::i18n::tr!("cw-premium-tl"),
        crate::i18n::tr!("cw-premium-dl"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_language};

    #[test]
    fn premium_squares_are_named_in_the_players_language() {
        assert_eq!(
            with_language(Lang::En, premium_labels),
            ["TW", "DW", "TL", "DL"]
        );
        assert_eq!(
            with_language(Lang::Fr, premium_labels),
            ["MT", "MD", "LT", "LD"]
        );
        assert_eq!(
            with_language(Lang::Ro, premium_labels),
            ["CT", "CD", "LT", "LD"]
        );
    }
}
