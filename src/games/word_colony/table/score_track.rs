//! Word Colony's score track: always on top of the table, big enough for a streamed screen: the
//! shared track (`gui::score_track`) with a pawn for each player racing to the finish line, and
//! under it each player's score and card count.

use bevy_egui::egui;

use super::TableState;
use crate::games::word_colony::plugin::WordColony;
use crate::gui::palette;
use crate::gui::score_track::{self, Pawn, Track};
use crate::gui::theme::GOLD;

pub use crate::gui::score_track::PawnPositions;

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
    let track = Track {
        finish: game.finish_line,
        finish_label: crate::i18n::tr!("wc-track-finish"),
        pawns: game
            .players
            .iter()
            .enumerate()
            .map(|(p, player)| Pawn {
                colour: pawn_colour(wc, p, safe),
                initial: player.name.chars().take(1).collect(),
                score: player.score,
                on_track: player.on_track,
            })
            .collect(),
    };
    egui::Panel::top("score-track")
        .exact_size(crate::gui::theme::TOP_PANEL)
        .frame(
            // No fill: the table draws the panel's backing (see `table::felt`).
            egui::Frame::new().inner_margin(egui::Margin::symmetric(20, 8)),
        )
        .show(root, |ui| {
            score_track::draw(ui, &track, pawns, dt);
            ui.horizontal(|ui| {
                for (p, player) in game.players.iter().enumerate() {
                    let current = p == game.current && game.result.is_none();
                    let colour = pawn_colour(wc, p, safe);
                    let (name, score, cards) =
                        (player.name.clone(), player.score, player.hand.len());
                    let text = if crate::seat_server::table::on_phone(p) {
                        crate::i18n::tr!(
                            "wc-track-phone",
                            name = name,
                            score = score,
                            count = cards
                        )
                    } else if state.is_human(p) {
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
