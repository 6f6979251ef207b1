//! The score track: always on top of the table, big enough for a streamed screen: pawns in the
//! players' colours gliding along it, the finish line, each player's score and card count.

use bevy::prelude::*;
use bevy_egui::egui;

use super::TableState;
use crate::games::word_colony::plugin::WordColony;
use crate::gui::palette;
use crate::gui::theme::GOLD;

/// Where each pawn is drawn (it glides toward its score).
#[derive(Resource, Default)]
pub struct PawnPositions(pub Vec<f32>);

/// Draws the track in a top panel.
pub fn show(
    root: &mut egui::Ui,
    wc: &WordColony,
    state: &TableState,
    pawns: &mut PawnPositions,
    safe: bool,
    dt: f32,
) {
    let game = &wc.game;
    let n = game.players.len();
    pawns.0.resize(n, 0.0);
    let finish = game.finish_line.max(1) as f32;
    egui::Panel::top("score-track")
        .exact_size(crate::gui::theme::TOP_PANEL)
        .frame(
            // No fill: the table draws the panel's backing (see `table::felt`).
            egui::Frame::new().inner_margin(egui::Margin::symmetric(20, 8)),
        )
        .show(root, |ui| {
            let width = ui.available_width();
            let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 52.0), egui::Sense::hover());
            let painter = ui.painter();
            // The finish label sits right of the line, past half the last tick's number, and
            // the track ends early enough for it: "ARRIVÉE" or a five-digit finish never runs
            // off the window or into the number.
            let label = painter.layout_no_wrap(
                crate::i18n::tr!("wc-track-finish"),
                egui::FontId::proportional(13.0),
                GOLD,
            );
            let finish_number = painter
                .layout_no_wrap(
                    game.finish_line.to_string(),
                    egui::FontId::proportional(12.0),
                    GOLD,
                )
                .size()
                .x;
            let label_gap = (finish_number / 2.0 + 6.0).max(14.0);
            let left = rect.left() + 14.0;
            let right = rect.right() - label_gap - label.size().x - 2.0;
            let y = rect.center().y + 4.0;
            let x_of = |score: f32| left + (right - left) * (score.clamp(0.0, finish) / finish);
            painter.line_segment(
                [egui::pos2(left, y), egui::pos2(right, y)],
                egui::Stroke::new(6.0, egui::Color32::from_rgb(40, 80, 60)),
            );
            let tick = tick_step(game.finish_line);
            for s in (0..=game.finish_line).step_by(tick) {
                let x = x_of(s as f32);
                painter.line_segment(
                    [egui::pos2(x, y - 7.0), egui::pos2(x, y + 7.0)],
                    egui::Stroke::new(1.5, egui::Color32::from_rgb(120, 160, 135)),
                );
                painter.text(
                    egui::pos2(x, y + 10.0),
                    egui::Align2::CENTER_TOP,
                    s.to_string(),
                    egui::FontId::proportional(12.0),
                    egui::Color32::from_rgb(150, 185, 160),
                );
            }
            let fx = x_of(finish);
            // Below the track, right of the line: a pawn at the finish never covers it.
            painter.galley(egui::pos2(fx + label_gap, y + 10.0), label, GOLD);
            painter.line_segment(
                [egui::pos2(fx, y - 22.0), egui::pos2(fx, y + 8.0)],
                egui::Stroke::new(3.0, GOLD),
            );
            for (p, player) in game.players.iter().enumerate() {
                let target = player.score as f32;
                let shown = &mut pawns.0[p];
                *shown += (target - *shown) * (dt * 4.0).min(1.0);
                if !player.on_track {
                    continue;
                }
                // Pawns on the same score stand side by side, each initial showing.
                let (before, together) = side_by_side(game, p);
                let spread = (before as f32 - (together as f32 - 1.0) / 2.0) * 20.0;
                let centre = egui::pos2(x_of(*shown) + spread, y - 6.0);
                let colour = pawn_colour(wc, p, safe);
                painter.circle_filled(
                    centre + egui::vec2(1.5, 2.0),
                    11.0,
                    egui::Color32::from_black_alpha(90),
                );
                painter.circle_filled(centre, 11.0, colour);
                painter.circle_stroke(
                    centre,
                    11.0,
                    egui::Stroke::new(1.5, egui::Color32::from_black_alpha(150)),
                );
                let initial: String = player.name.chars().take(1).collect();
                painter.text(
                    centre,
                    egui::Align2::CENTER_CENTER,
                    initial,
                    egui::FontId::proportional(13.0),
                    egui::Color32::BLACK,
                );
            }
            ui.horizontal(|ui| {
                for (p, player) in game.players.iter().enumerate() {
                    let current = p == game.current && game.result.is_none();
                    let colour = pawn_colour(wc, p, safe);
                    let (name, score, cards) =
                        (player.name.clone(), player.score, player.hand.len());
                    let text = if state.is_human(p) {
                        crate::i18n::tr!(
                            "wc-track-person",
                            name = name,
                            score = score,
                            count = cards
                        )
                    } else {
                        crate::i18n::tr!(
                            "wc-track-computer",
                            name = name,
                            score = score,
                            count = cards
                        )
                    };
                    let label = egui::RichText::new(text).size(18.0).color(if current {
                        GOLD
                    } else {
                        egui::Color32::from_rgb(225, 232, 225)
                    });
                    let (r, _) =
                        ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                    ui.painter().circle_filled(r.center(), 7.0, colour);
                    ui.label(if current { label.strong() } else { label });
                    ui.add_space(14.0);
                }
            });
        });
}

/// A player's pawn colour.
pub fn pawn_colour(wc: &WordColony, p: usize, safe: bool) -> egui::Color32 {
    let i = wc
        .setup
        .players
        .get(p)
        .and_then(|s| s.colour)
        .map_or(p, |c| c as usize);
    palette::colour(i, safe)
}

/// For player `p`'s pawn: how many pawns on the track at the same score come before it, and
/// how many stand there in all (itself included).
pub fn side_by_side(game: &crate::games::word_colony::Game, p: usize) -> (usize, usize) {
    let score = game.players[p].score;
    let here: Vec<usize> = (0..game.players.len())
        .filter(|&q| game.players[q].on_track && game.players[q].score == score)
        .collect();
    let before = here.iter().filter(|&&q| q < p).count();
    (before, here.len().max(1))
}

/// A round step giving about ten ticks along the track.
fn tick_step(finish: i32) -> usize {
    let want = (finish.max(1) as f64 / 10.0).max(1.0);
    let mut base = 1.0;
    loop {
        for m in [1.0, 2.0, 5.0] {
            if base * m >= want {
                return (base * m) as usize;
            }
        }
        base *= 10.0;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn ticks_stay_few() {
        assert_eq!(super::tick_step(40), 5);
        assert_eq!(super::tick_step(70), 10);
        assert_eq!(super::tick_step(100), 10);
        assert_eq!(super::tick_step(100_000), 10_000);
    }
}
