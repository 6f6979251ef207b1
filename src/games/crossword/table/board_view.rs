//! The board on the felt, as egui draws it over the board's sprites (`board_art`): the
//! premiums and their colours (a palette that stays distinct for colour-blind players), the
//! look of a tile, the tiles laid this turn, the verdict's bubble and the keyboard cursor.
//! Clicking a square puts the cursor there (again: turns it); clicking a tile laid this turn
//! takes it back; tiles laid this turn can be dragged elsewhere.

use bevy::prelude::*;
use bevy_egui::egui;

use super::geometry::{FRAMED, View};
use super::{CrosswordTable, Drag};
use crate::games::crossword::plugin::Crossword;
use crate::games::crossword::rules::Rules;
use crate::games::crossword::{Dir, SIZE};
use crate::gui::Screen;
use crate::gui::glide::{Framed, GlideTo};
use crate::gui::theme::{CARD_CREAM, CARD_INK};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), frame_the_board);
}

/// The board as a piece of the table: the shared camera frames it.
#[derive(Component)]
struct BoardPiece;

fn frame_the_board(mut commands: Commands, cw: Option<Res<Crossword>>) {
    if cw.is_none() {
        return;
    }
    commands.spawn((
        BoardPiece,
        Transform::default(),
        GlideTo(Vec3::ZERO),
        Framed(Vec2::splat(FRAMED)),
        DespawnOnExit(Screen::Table),
    ));
}

/// A premium square's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Premium {
    DoubleLetter,
    TripleLetter,
    DoubleWord,
    TripleWord,
}

pub(super) fn premium(rules: &Rules, square: usize) -> Option<Premium> {
    match (rules.letter_mult[square], rules.word_mult[square]) {
        (_, 3) => Some(Premium::TripleWord),
        (_, 2) => Some(Premium::DoubleWord),
        (3, _) => Some(Premium::TripleLetter),
        (2, _) => Some(Premium::DoubleLetter),
        _ => None,
    }
}

/// A premium's colour: the familiar board colours, or Paul Tol's colour-blind-safe set (cyan,
/// indigo, sand, rose), which stay apart for every kind of colour blindness. Each square also
/// names its premium, so no one reads colour alone.
pub(super) fn premium_colour(p: Premium, safe: bool) -> egui::Color32 {
    use egui::Color32 as C;
    match (p, safe) {
        (Premium::DoubleLetter, false) => C::from_rgb(150, 200, 232),
        (Premium::TripleLetter, false) => C::from_rgb(36, 104, 186),
        (Premium::DoubleWord, false) => C::from_rgb(236, 170, 182),
        (Premium::TripleWord, false) => C::from_rgb(196, 52, 52),
        (Premium::DoubleLetter, true) => C::from_rgb(136, 204, 238),
        (Premium::TripleLetter, true) => C::from_rgb(51, 34, 136),
        (Premium::DoubleWord, true) => C::from_rgb(221, 204, 119),
        (Premium::TripleWord, true) => C::from_rgb(204, 102, 119),
    }
}

/// The short name printed on a premium square, in the app's language.
pub(super) fn premium_label(p: Premium) -> String {
    match p {
        Premium::DoubleLetter => crate::i18n::tr!("cw-premium-dl"),
        Premium::TripleLetter => crate::i18n::tr!("cw-premium-tl"),
        Premium::DoubleWord => crate::i18n::tr!("cw-premium-dw"),
        Premium::TripleWord => crate::i18n::tr!("cw-premium-tw"),
    }
}

/// How a tile drawn by egui looks (tiles already played are sprites, see `board_art`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileLook {
    /// Laid this turn, not played yet.
    Pending,
    /// On the rack.
    Rack,
}

/// Draws a tile: `tile` is `A`-`Z`, `a`-`z` for a blank standing for a letter, `?` for a
/// blank not yet given one.
pub fn paint_tile(
    painter: &egui::Painter,
    rect: egui::Rect,
    tile: u8,
    rules: &Rules,
    look: TileLook,
) {
    let side = rect.width();
    let radius = egui::CornerRadius::same((side * 0.14).clamp(1.0, 40.0) as u8);
    let fill = match look {
        TileLook::Pending => egui::Color32::from_rgb(255, 236, 170),
        _ => CARD_CREAM,
    };
    if look == TileLook::Rack {
        painter.rect_filled(
            rect.translate(egui::vec2(2.0, 3.0)),
            radius,
            egui::Color32::from_black_alpha(90),
        );
    }
    painter.rect_filled(rect, radius, fill);
    let (stroke, width) = match look {
        TileLook::Pending => (
            egui::Color32::from_rgb(214, 140, 20),
            (side * 0.06).max(2.0),
        ),
        _ => (egui::Color32::from_rgb(196, 170, 120), 1.0),
    };
    painter.rect_stroke(
        rect,
        radius,
        egui::Stroke::new(width, stroke),
        egui::StrokeKind::Inside,
    );
    let blank = tile == b'?' || tile.is_ascii_lowercase();
    let letter = if tile == b'?' {
        ' '
    } else {
        tile.to_ascii_uppercase() as char
    };
    // A blank's letter is drawn in red inside a ring, and carries no value: as a physical
    // blank marked with a pen.
    let ink = if blank {
        egui::Color32::from_rgb(190, 40, 40)
    } else {
        CARD_INK
    };
    if blank {
        painter.circle_stroke(
            rect.center(),
            side * 0.36,
            egui::Stroke::new((side * 0.04).max(1.0), ink),
        );
    }
    painter.text(
        rect.center() - egui::vec2(side * 0.04, side * 0.02),
        egui::Align2::CENTER_CENTER,
        letter,
        egui::FontId::proportional(side * 0.6),
        ink,
    );
    if !blank {
        painter.text(
            rect.right_bottom() - egui::vec2(side * 0.08, side * 0.04),
            egui::Align2::RIGHT_BOTTOM,
            rules.tile_value(tile).to_string(),
            egui::FontId::proportional(side * 0.26),
            ink,
        );
    }
}

/// Draws the board and answers clicks and drags on it.
pub fn show(
    ui: &mut egui::Ui,
    view: &View,
    cw: &Crossword,
    table: &mut CrosswordTable,
    can_play: bool,
) {
    let game = &cw.game;
    let rules = &game.rules;
    let painter = ui.painter().clone();
    let side = view.square_size();
    let board_rect = view
        .square_rect(0, 0)
        .union(view.square_rect(SIZE - 1, SIZE - 1));
    // The keyboard cursor: the square outlined and an arrow for the direction typing goes.
    if let Some((row, col, dir)) = table.cursor {
        let rect = view.square_rect(row, col);
        painter.rect_stroke(
            rect,
            side * 0.08,
            egui::Stroke::new(
                (side * 0.08).max(2.0),
                egui::Color32::from_rgb(40, 200, 255),
            ),
            egui::StrokeKind::Inside,
        );
        if game.board.get(row, col) == 0 && table.laid_at(row, col).is_none() {
            // A drawn arrowhead (the fonts have no arrow glyphs): right for across, down for
            // down.
            let c = rect.center();
            let r = side * 0.26;
            let points = if dir == Dir::Across {
                vec![
                    c + egui::vec2(r, 0.0),
                    c + egui::vec2(-r * 0.7, -r),
                    c + egui::vec2(-r * 0.7, r),
                ]
            } else {
                vec![
                    c + egui::vec2(0.0, r),
                    c + egui::vec2(-r, -r * 0.7),
                    c + egui::vec2(r, -r * 0.7),
                ]
            };
            painter.add(egui::Shape::convex_polygon(
                points,
                egui::Color32::from_rgb(20, 120, 200),
                egui::Stroke::NONE,
            ));
        }
    }
    // Tiles laid this turn: click to take back, drag to move.
    for i in 0..table.laid.len() {
        let l = table.laid[i];
        let rect = view.square_rect(l.row, l.col).shrink(side * 0.04);
        if table.drag == Some(Drag::Board(i)) {
            continue;
        }
        paint_tile(&painter, rect, l.tile, rules, TileLook::Pending);
    }
    // The verdict's score in a bubble on the last tile laid, as the move's own label.
    if let Some(Ok((_, scored))) = super::verdict(cw, &table.placed())
        && let Some(last) = table.laid.iter().max_by_key(|l| (l.row, l.col))
    {
        let rect = view.square_rect(last.row, last.col);
        let at = rect.right_top() + egui::vec2(-side * 0.05, side * 0.05);
        let radius = (side * 0.32).max(9.0);
        painter.circle_filled(at, radius, egui::Color32::from_rgb(30, 140, 70));
        painter.circle_stroke(at, radius, egui::Stroke::new(1.5, egui::Color32::WHITE));
        painter.text(
            at,
            egui::Align2::CENTER_CENTER,
            scored.score.to_string(),
            egui::FontId::proportional(radius * 1.1),
            egui::Color32::WHITE,
        );
    }
    if !can_play {
        return;
    }
    let board = ui.interact(
        board_rect,
        ui.id().with("cw-board"),
        egui::Sense::click_and_drag(),
    );
    let pointer = board.interact_pointer_pos();
    if board.clicked()
        && let Some((row, col)) = pointer.and_then(|p| view.square_at(p))
    {
        if let Some(i) = table.laid_at(row, col) {
            table.laid.remove(i);
            table.blank_pick = table.laid.iter().position(|l| l.tile == b'?');
        } else if game.board.get(row, col) == 0 {
            table.cursor = match table.cursor {
                Some((r, c, Dir::Across)) if (r, c) == (row, col) => Some((row, col, Dir::Down)),
                Some((r, c, Dir::Down)) if (r, c) == (row, col) => Some((row, col, Dir::Across)),
                _ => Some((row, col, Dir::Across)),
            };
        }
    }
    if board.drag_started()
        && let Some((row, col)) = board.interact_pointer_pos().and_then(|p| view.square_at(p))
        && let Some(i) = table.laid_at(row, col)
    {
        table.drag = Some(Drag::Board(i));
    }
}
