//! The round's cards drawn big enough to read on a streamed screen: the three colour boards
//! with the letters flipped onto them, the bonus card and the countdown; and the colours the
//! table paints cells and boards with.

use bevy_egui::egui;

use super::text::bonus_text;
use crate::games::color_words::material::{BonusCard, Colour};
use crate::games::color_words::state::Draw;
use crate::gui::theme::{CARD_CREAM, CARD_INK, GOLD};

/// A colour as the table paints it.
pub fn fill(colour: Colour) -> egui::Color32 {
    match colour {
        Colour::Blue => egui::Color32::from_rgb(58, 112, 214),
        Colour::Yellow => egui::Color32::from_rgb(232, 186, 44),
        Colour::Red => egui::Color32::from_rgb(212, 64, 58),
    }
}

/// The Start cell's paint: no colour.
pub const START_FILL: egui::Color32 = egui::Color32::from_rgb(214, 206, 190);

/// The three boards, one above the other in `rect`: each its colour with the letter flipped
/// onto it, or face down before the draw.
pub fn boards(painter: &egui::Painter, rect: egui::Rect, draw: Option<&Draw>) {
    let gap = 16.0;
    let h = ((rect.height() - 2.0 * gap) / 3.0).min(200.0);
    for (i, colour) in Colour::ALL.iter().enumerate() {
        let y = rect.top() + i as f32 * (h + gap);
        let board =
            egui::Rect::from_min_size(egui::pos2(rect.left(), y), egui::vec2(rect.width(), h));
        paint_board(painter, board, *colour, draw);
    }
}

/// The three boards side by side in `rect`, `gap` apart (a game night's big view).
pub fn boards_row(painter: &egui::Painter, rect: egui::Rect, draw: Option<&Draw>, gap: f32) {
    let w = (rect.width() - 2.0 * gap) / 3.0;
    for (i, colour) in Colour::ALL.iter().enumerate() {
        let x = rect.left() + i as f32 * (w + gap);
        let board =
            egui::Rect::from_min_size(egui::pos2(x, rect.top()), egui::vec2(w, rect.height()));
        paint_board(painter, board, *colour, draw);
    }
}

/// One board in its colour, with the letter flipped onto it or a card face down.
fn paint_board(painter: &egui::Painter, board: egui::Rect, colour: Colour, draw: Option<&Draw>) {
    painter.rect_filled(board, 16.0, fill(colour));
    painter.rect_stroke(
        board,
        16.0,
        egui::Stroke::new(3.0, egui::Color32::from_black_alpha(90)),
        egui::StrokeKind::Inside,
    );
    let letter = draw.and_then(|d| {
        d.letters
            .iter()
            .find(|(c, _)| *c == colour)
            .map(|(_, l)| *l)
    });
    // A letter card on the board, upright like the cards of the box.
    let card = egui::Rect::from_center_size(
        board.center(),
        egui::vec2(board.height() * 0.62, board.height() * 0.8),
    );
    match letter {
        Some(l) => {
            painter.rect_filled(card, 12.0, CARD_CREAM);
            painter.text(
                card.center(),
                egui::Align2::CENTER_CENTER,
                (l as char).to_string(),
                egui::FontId::proportional(card.height() * 0.72),
                CARD_INK,
            );
        }
        None => {
            painter.rect_filled(card, 12.0, egui::Color32::from_rgb(40, 60, 90));
            painter.text(
                card.center(),
                egui::Align2::CENTER_CENTER,
                "?",
                egui::FontId::proportional(card.height() * 0.5),
                egui::Color32::from_white_alpha(90),
            );
        }
    }
}

/// The bonus card in `rect`: what it asks and its points, or face down.
pub fn bonus(ui: &mut egui::Ui, rect: egui::Rect, card: Option<&BonusCard>) {
    bonus_scaled(ui, rect, card, 1.0);
}

/// The bonus card with its type `scale` times the turn panel's (a game night's big view).
pub fn bonus_scaled(ui: &mut egui::Ui, rect: egui::Rect, card: Option<&BonusCard>, scale: f32) {
    let painter = ui.painter();
    painter.rect_filled(rect, 16.0, CARD_CREAM);
    painter.rect_stroke(
        rect,
        16.0,
        egui::Stroke::new(4.0, GOLD),
        egui::StrokeKind::Inside,
    );
    let Some(card) = card else {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            crate::i18n::tr!("clw-bonus-face-down"),
            egui::FontId::proportional(22.0 * scale),
            egui::Color32::from_gray(120),
        );
        return;
    };
    let centre = egui::pos2(rect.right() - 44.0 * scale, rect.top() + 42.0 * scale);
    painter.circle_filled(centre, 30.0 * scale, GOLD);
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        format!("+{}", card.points),
        egui::FontId::proportional(30.0 * scale),
        CARD_INK,
    );
    let text_rect = egui::Rect::from_min_max(
        rect.min + egui::vec2(18.0, 14.0),
        rect.max - egui::vec2(14.0, 10.0),
    );
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(text_rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.label(
        egui::RichText::new(crate::i18n::tr!("clw-bonus-heading"))
            .size(18.0 * scale)
            .color(egui::Color32::from_gray(110)),
    );
    child.add_space(22.0 * scale);
    child.label(
        egui::RichText::new(bonus_text(card))
            .size(28.0 * scale)
            .strong()
            .color(CARD_INK),
    );
}

/// The countdown: the time left, large, in the shared clock's colours (`gui::timer`).
pub fn countdown(painter: &egui::Painter, at: egui::Pos2, left: f64) {
    countdown_sized(painter, at, left, 64.0);
}

/// The countdown with its digits `size` points high.
pub fn countdown_sized(painter: &egui::Painter, at: egui::Pos2, left: f64, size: f32) {
    // Writing time never runs past zero: the round moves on.
    let left = left.max(0.0);
    let colour = crate::gui::timer::clock_colour(left, GOLD);
    painter.text(
        at,
        egui::Align2::CENTER_CENTER,
        crate::gui::timer::clock_text(left),
        egui::FontId::monospace(size),
        colour,
    );
}
