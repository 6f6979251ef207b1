//! Word Colony's own option on the Settings page: the question timer (seconds to answer a
//! trivia question; 0 leaves it untimed).

use bevy_egui::egui;

use crate::gui::settings_panel::{GameSettings, row};
use crate::settings::Settings;

/// Word Colony's section of the Settings page.
pub const SECTION: GameSettings = GameSettings {
    title_key: "settings-word-colony",
    body,
};

fn body(ui: &mut egui::Ui, s: &mut Settings) -> bool {
    let mut changed = false;
    row(
        ui,
        &crate::i18n::tr!("settings-question-timer"),
        &mut |ui| {
            changed |= ui
                .add(
                    egui::Slider::new(&mut s.question_timer_secs, 0..=60)
                        .custom_formatter(|v, _| crate::i18n::tr!("settings-seconds", value = v)),
                )
                .changed();
        },
    );
    changed
}
