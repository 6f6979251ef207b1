//! The Settings screen: volume, mute, UI scale, palette, streamer mode, the computer players'
//! pace, language, and each game's own options (a game registers them: [`GameSettings`]). Every
//! change is saved at once.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Screen;
use super::SettingsStore;
use super::theme::GOLD;
use crate::settings::Settings;

/// A game's own options on the Settings page, folded under its title so the page stays one
/// screen high for every game. `body` draws them and says whether one changed.
#[derive(Clone, Copy)]
pub struct GameSettings {
    /// The catalogue key of the fold's title.
    pub title_key: &'static str,
    /// Draws the options; whether one changed.
    pub body: fn(&mut egui::Ui, &mut Settings) -> bool,
}

/// The games' own options, in the order the games registered them.
#[derive(Resource, Default, Clone)]
pub struct GameSettingsSections(pub Vec<GameSettings>);

/// Adds a game's options to the Settings page.
pub fn add_game_settings(app: &mut App, section: GameSettings) {
    app.init_resource::<GameSettingsSections>();
    app.world_mut()
        .resource_mut::<GameSettingsSections>()
        .0
        .push(section);
}

/// A label and its control on one row; in a narrow window (large type) the control wraps
/// under its label rather than running off the side.
pub fn row(ui: &mut egui::Ui, label: &str, control: &mut dyn FnMut(&mut egui::Ui)) {
    // The label names the row's controls for a screen reader.
    if ui.available_width() >= 620.0 {
        ui.horizontal(|ui| {
            let label = ui.add_sized([230.0, 24.0], egui::Label::new(label)).id;
            super::spoken::labelled_by(ui, label, |ui| control(ui));
        });
    } else {
        let label = ui.label(egui::RichText::new(label).strong()).id;
        super::spoken::labelled_by(ui, label, |ui| ui.horizontal_wrapped(control));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameSettingsSections>();
    app.add_systems(
        EguiPrimaryContextPass,
        settings_screen.run_if(in_state(Screen::Settings)),
    );
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut store: ResMut<SettingsStore>,
    mut next: ResMut<NextState<Screen>>,
    sections: Res<GameSettingsSections>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::theme::screen_ui(ctx, "settings");
    let store = store.as_mut();
    let problem = store.problem.clone();
    let (changed, back) = super::theme::page(&mut root, |ui| {
        settings_body(ui, &mut store.settings, problem.as_deref(), &sections.0)
    })
    .inner;
    if changed {
        store.save();
    }
    if back {
        next.set(Screen::Title);
    }
    Ok(())
}

/// A percentage, as the sliders show their value.
fn percent(value: f64, _decimals: std::ops::RangeInclusive<usize>) -> String {
    format!("{:.0} %", value * 100.0)
}

/// Reads what a player typed into a percentage slider ("80", "80 %").
fn parse_percent(text: &str) -> Option<f64> {
    let number = text.trim().trim_end_matches('%').trim();
    number.parse::<f64>().ok().map(|v| v / 100.0)
}

/// The language choice, each language in its own name. A change applies at once: every text
/// drawn from the next frame on is in the new language.
fn language_picker(ui: &mut egui::Ui, s: &mut Settings) -> bool {
    // The language in force, which `--lang` may have set for this run.
    let before = crate::i18n::language();
    let mut chosen = before;
    egui::ComboBox::from_id_salt("language")
        .width(200.0)
        .selected_text(chosen.native_name())
        .show_ui(ui, |ui| {
            for lang in crate::i18n::Lang::ALL {
                ui.selectable_value(&mut chosen, lang, lang.native_name());
            }
        });
    if chosen == before {
        return false;
    }
    s.language = chosen.code().into();
    crate::i18n::set_language(chosen);
    true
}

/// The Settings screen's content: whether a setting changed, and whether Back was clicked.
/// The page: every shared option, each game's folded under its title, the problem met saving
/// (if any) and Back. Whether an option changed, and whether Back was clicked.
pub fn settings_body(
    ui: &mut egui::Ui,
    s: &mut Settings,
    problem: Option<&str>,
    sections: &[GameSettings],
) -> (bool, bool) {
    let mut changed = false;
    ui.vertical_centered(|ui| {
        ui.heading(
            egui::RichText::new(crate::i18n::tr!("settings-heading"))
                .size(34.0)
                .color(GOLD),
        );
    });
    ui.add_space(8.0);
    // Room is left for the scroll bar that large type brings.
    let width = 760.0_f32.min(ui.available_width() - 40.0);
    // Narrow windows (large type) put each label above its control, and shorten the sliders.
    // The frame's inside; a row of label and control fits when it is 620 wide. A slider gets
    // what its value box (up to about 230) and the label leave.
    let inner = width - 40.0;
    let label_room = if inner >= 620.0 { 240.0 } else { 0.0 };
    ui.spacing_mut().slider_width = (inner - label_room - 230.0).clamp(100.0, 280.0);
    ui.spacing_mut().icon_width = 22.0;
    ui.vertical_centered(|ui| {
        egui::Frame::new()
            .fill(super::theme::PANEL)
            .corner_radius(egui::CornerRadius::same(14))
            .inner_margin(egui::Margin::same(12))
            .show(ui, |ui| {
                ui.set_width(width - 40.0);
                ui.set_max_width(width - 40.0);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    row(ui, &crate::i18n::tr!("settings-volume"), &mut |ui| {
                        changed |= ui
                            .add(
                                egui::Slider::new(&mut s.volume, 0.0..=1.0)
                                    .custom_formatter(percent)
                                    .custom_parser(parse_percent),
                            )
                            .changed();
                    });
                    row(ui, &crate::i18n::tr!("settings-mute"), &mut |ui| {
                        changed |= ui
                            .checkbox(&mut s.muted, crate::i18n::tr!("settings-mute-detail"))
                            .changed();
                    });
                    row(
                        ui,
                        &crate::i18n::tr!("settings-interface-size"),
                        &mut |ui| {
                            changed |= ui
                                .add(
                                    egui::Slider::new(&mut s.ui_scale, 0.75..=2.0)
                                        .step_by(0.25)
                                        .custom_formatter(percent)
                                        .custom_parser(parse_percent),
                                )
                                .drag_stopped();
                        },
                    );
                    row(ui, &crate::i18n::tr!("settings-colour-blind"), &mut |ui| {
                        changed |= ui.checkbox(&mut s.colour_blind_palette, "").changed();
                    });
                    row(ui, &crate::i18n::tr!("settings-streamer-mode"), &mut |ui| {
                        ui.vertical(|ui| {
                            changed |= ui
                                .checkbox(
                                    &mut s.streamer_mode,
                                    crate::i18n::tr!("settings-streamer-larger-type"),
                                )
                                .changed();
                            ui.label(crate::i18n::tr!("settings-streamer-detail"));
                        });
                    });
                    // Each game's own options, folded so the page stays one screen high.
                    for section in sections {
                        egui::CollapsingHeader::new(crate::i18n::text(section.title_key, None))
                            .id_salt(section.title_key)
                            .show(ui, |ui| changed |= (section.body)(ui, s));
                    }
                    row(ui, &crate::i18n::tr!("settings-computer-pace"), &mut |ui| {
                        changed |= ui
                            .add(
                                egui::Slider::new(&mut s.computer_pace_secs, 0.0..=3.0)
                                    .step_by(0.1)
                                    .custom_formatter(|v, _| {
                                        crate::i18n::tr!(
                                            "settings-seconds-per-action",
                                            value = crate::i18n::decimal(v, 1)
                                        )
                                    }),
                            )
                            .changed();
                    });
                    row(ui, &crate::i18n::tr!("settings-language"), &mut |ui| {
                        changed |= language_picker(ui, s);
                    });
                });
            });
    });
    if let Some(problem) = problem {
        ui.add_space(4.0);
        ui.colored_label(egui::Color32::from_rgb(255, 140, 120), problem);
    }
    ui.add_space(8.0);
    let mut back = false;
    ui.vertical_centered(|ui| {
        back = ui
            .add_sized(
                [180.0, 46.0],
                egui::Button::new(crate::i18n::tr!("settings-back")),
            )
            .clicked()
            || super::theme::back_key(ui);
    });
    (changed, back)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::fit::assert_fits_or_scrolls;

    #[test]
    fn the_settings_fit_1280x800_in_streamer_mode_and_scroll_when_larger() {
        let mut s = Settings::default();
        assert_fits_or_scrolls(true, |ui| {
            settings_body(ui, &mut s, Some("could not save settings: disk full"), &[]);
        });
    }

    #[test]
    fn sliders_read_and_show_percentages() {
        assert_eq!(percent(0.8, 0..=0), "80 %");
        assert_eq!(percent(1.25, 0..=0), "125 %");
        assert_eq!(parse_percent("80 %"), Some(0.8));
        assert_eq!(parse_percent(" 150"), Some(1.5));
        assert_eq!(parse_percent("loud"), None);
    }
}
