//! How a Play On Words card looks: a cream card framed in its suit's colour with the letter
//! in that colour, the suit's shape in the corner (so colour is never the only cue), its
//! value; a wild in gold with a star and the letter it stands for; a card's back.

use bevy_egui::egui;

use crate::games::play_on_words::cards::{Card, Colour};
use crate::gui::theme::{CARD_CREAM, CARD_INK, GOLD};

/// A suit's colour on screen (the colour-blind palette keeps the three apart for every
/// common kind of colour blindness).
pub fn suit_colour(colour: Colour, safe: bool) -> egui::Color32 {
    match (colour, safe) {
        (Colour::Red, false) => egui::Color32::from_rgb(200, 52, 46),
        (Colour::Blue, false) => egui::Color32::from_rgb(38, 92, 196),
        (Colour::Green, false) => egui::Color32::from_rgb(28, 138, 70),
        (Colour::Red, true) => egui::Color32::from_rgb(213, 94, 0),
        (Colour::Blue, true) => egui::Color32::from_rgb(0, 114, 178),
        (Colour::Green, true) => egui::Color32::from_rgb(0, 158, 115),
    }
}

/// The suit's shape, drawn in the card's corner.
fn suit_shape(
    painter: &egui::Painter,
    at: egui::Pos2,
    r: f32,
    colour: Colour,
    fill: egui::Color32,
) {
    match colour {
        Colour::Red => {
            painter.circle_filled(at, r, fill);
        }
        Colour::Blue => {
            painter.rect_filled(
                egui::Rect::from_center_size(at, egui::vec2(r, r) * 1.8),
                1.0,
                fill,
            );
        }
        Colour::Green => {
            let pts = vec![
                at + egui::vec2(0.0, -r * 1.1),
                at + egui::vec2(r * 1.1, r * 0.9),
                at + egui::vec2(-r * 1.1, r * 0.9),
            ];
            painter.add(egui::Shape::convex_polygon(pts, fill, egui::Stroke::NONE));
        }
    }
}

/// How a card is drawn beyond its face.
#[derive(Clone, Copy, Debug, Default)]
pub struct Look {
    /// A gold outline: picked up, or a place a card may go.
    pub lit: bool,
    /// Dimmed: a card of the hand already in the draft.
    pub faded: bool,
    /// The colour-blind palette.
    pub safe: bool,
}

/// Paints `card` in `rect`, showing `letters` (a wild's chosen letters; `None` for a card in
/// hand) and its value.
pub fn paint_card(
    painter: &egui::Painter,
    rect: egui::Rect,
    card: Card,
    letters: Option<&str>,
    value: u32,
    look: Look,
) {
    let h = rect.height();
    let round = h * 0.08;
    let (frame, ink) = match card.colour() {
        Some(c) => (suit_colour(c, look.safe), suit_colour(c, look.safe)),
        None => (GOLD, CARD_INK),
    };
    let bg = if card.is_wild() {
        egui::Color32::from_rgb(255, 236, 170)
    } else {
        CARD_CREAM
    };
    painter.rect_filled(
        rect.translate(egui::vec2(2.0, 3.0)),
        round,
        egui::Color32::from_black_alpha(70),
    );
    painter.rect_filled(rect, round, bg);
    painter.rect_stroke(
        rect.shrink(h * 0.03),
        round,
        egui::Stroke::new((h * 0.05).max(2.0), frame),
        egui::StrokeKind::Inside,
    );
    let face = match (card, letters) {
        (Card::Letter(_, l), _) => (l as char).to_string(),
        (_, Some(shown)) => shown.to_string(),
        (Card::Wild, None) => "★".into(),
        (Card::DoubleWild, None) => "★★".into(),
    };
    let size = if face.chars().count() > 1 {
        h * 0.36
    } else {
        h * 0.52
    };
    painter.text(
        rect.center() + egui::vec2(0.0, h * 0.03),
        egui::Align2::CENTER_CENTER,
        &face,
        egui::FontId::proportional(size),
        ink,
    );
    let corner = rect.left_top() + egui::vec2(h * 0.15, h * 0.15);
    match card.colour() {
        Some(c) => suit_shape(painter, corner, h * 0.06, c, frame),
        None if letters.is_some() => {
            painter.text(
                corner,
                egui::Align2::CENTER_CENTER,
                "★",
                egui::FontId::proportional(h * 0.16),
                CARD_INK,
            );
        }
        None => {}
    }
    painter.text(
        rect.right_bottom() - egui::vec2(h * 0.1, h * 0.08),
        egui::Align2::RIGHT_BOTTOM,
        value.to_string(),
        egui::FontId::proportional(h * 0.16),
        CARD_INK,
    );
    if look.lit {
        painter.rect_stroke(
            rect.expand(3.0),
            round,
            egui::Stroke::new(3.0, GOLD),
            egui::StrokeKind::Outside,
        );
    }
    if look.faded {
        painter.rect_filled(rect, round, egui::Color32::from_black_alpha(140));
    }
}

/// Paints a card's back (the draw pile, or a hand no one may see).
pub fn paint_back(painter: &egui::Painter, rect: egui::Rect) {
    let h = rect.height();
    painter.rect_filled(
        rect.translate(egui::vec2(2.0, 3.0)),
        h * 0.08,
        egui::Color32::from_black_alpha(70),
    );
    painter.rect_filled(rect, h * 0.08, egui::Color32::from_rgb(120, 40, 60));
    painter.rect_stroke(
        rect.shrink(h * 0.06),
        h * 0.06,
        egui::Stroke::new(2.0, GOLD),
        egui::StrokeKind::Inside,
    );
    // The three suits' marks, in gold, one above the other: a back no one reads as a letter
    // (a big W once looked like a card showing W).
    let c = rect.center();
    let r = h * 0.075;
    let gap = h * 0.2;
    painter.circle_filled(c - egui::vec2(0.0, gap), r, GOLD);
    painter.rect_filled(
        egui::Rect::from_center_size(c, egui::vec2(2.0 * r, 2.0 * r)),
        0.0,
        GOLD,
    );
    let t = c + egui::vec2(0.0, gap);
    painter.add(egui::Shape::convex_polygon(
        vec![
            t + egui::vec2(0.0, -1.1 * r),
            t + egui::vec2(1.1 * r, 0.9 * r),
            t + egui::vec2(-1.1 * r, 0.9 * r),
        ],
        GOLD,
        egui::Stroke::NONE,
    ));
}

/// A small drawing of a covered card under a word: its letter in its suit's colour, framed in
/// that colour.
pub fn paint_covered(
    painter: &egui::Painter,
    at: egui::Pos2,
    card: Card,
    letters: &str,
    safe: bool,
) {
    let colour = card.colour().map_or(CARD_INK, |c| suit_colour(c, safe));
    let r = egui::Rect::from_center_size(at, egui::vec2(24.0, 26.0));
    painter.rect_filled(r, 4.0, CARD_CREAM);
    painter.rect_stroke(
        r,
        4.0,
        egui::Stroke::new(1.5, colour),
        egui::StrokeKind::Inside,
    );
    painter.text(
        r.center(),
        egui::Align2::CENTER_CENTER,
        letters,
        egui::FontId::proportional(17.0),
        colour,
    );
}
