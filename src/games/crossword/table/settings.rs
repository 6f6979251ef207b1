//! The crossword games' own options on the Settings page: the clock (minutes a move, or a
//! player's whole game), teaching mode and how long the Expert computer thinks.

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
    row(ui, &crate::i18n::tr!("settings-expert"), &mut |ui| {
        let secs = crate::games::crossword::ai::expert::THINK_SECS;
        let slider = egui::Slider::new(&mut s.expert_think_secs, *secs.start()..=*secs.end())
            .custom_formatter(|v, _| crate::i18n::tr!("settings-expert-secs", value = v as u32));
        if ui.add(slider).changed() {
            apply_think_time(s);
            changed = true;
        }
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

/// Gives the Expert computer the settings' think time (it reads it when it starts a move).
pub fn apply_think_time(s: &Settings) {
    let secs = u64::from(s.expert_think_secs);
    crate::games::crossword::ai::expert::set_think_time(std::time::Duration::from_secs(secs));
}
