//! The crossword games' own options on the Settings page: the clock (minutes a move, or a
//! player's whole game) and teaching mode.

use bevy_egui::egui;

use crate::gui::settings_panel::{GameSettings, row};
use crate::settings::Settings;

/// The crossword games' section of the Settings page.
pub const SECTION: GameSettings = GameSettings {
    title_key: "settings-crossword",
    body,
};

fn body(ui: &mut egui::Ui, s: &mut Settings) -> bool {
    let mut changed = false;
    row(ui, &crate::i18n::tr!("settings-clock"), &mut |ui| {
        // In minutes: a clock is read in minutes at a board game.
        let mut minutes = s.clock_secs / 60;
        let slider =
            egui::Slider::new(&mut minutes, 0..=60).custom_formatter(|v, _| match v as u32 {
                0 => crate::i18n::tr!("settings-clock-off"),
                m => crate::i18n::tr!("settings-minutes", value = m),
            });
        if ui.add(slider).changed() {
            s.clock_secs = minutes * 60;
            changed = true;
        }
        changed |= ui
            .checkbox(
                &mut s.clock_whole_game,
                crate::i18n::tr!("settings-clock-game"),
            )
            .changed();
    });
    row(ui, &crate::i18n::tr!("settings-teaching"), &mut |ui| {
        changed |= ui
            .checkbox(
                &mut s.teaching_mode,
                crate::i18n::tr!("settings-teaching-text"),
            )
            .changed();
    });
    changed
}
