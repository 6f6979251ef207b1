//! The Settings screen: volume, mute, UI scale, palette, streamer mode, question timer,
//! language. Every change is saved at once.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::SettingsStore;
use super::theme::GOLD;
use crate::app::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        settings_screen.run_if(in_state(Screen::Settings)),
    );
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut store: ResMut<SettingsStore>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::theme::screen_ui(ctx, "settings");
    let mut changed = false;
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::same(32)))
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                ui.heading(egui::RichText::new("Settings").size(40.0).color(GOLD));
            });
            ui.add_space(20.0);
            let s = &mut store.settings;
            ui.spacing_mut().slider_width = 280.0;
            ui.spacing_mut().icon_width = 22.0;
            let width = 760.0_f32.min(ui.available_width());
            ui.add_space(0.0);
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
                egui::Frame::new()
                    .fill(super::theme::PANEL)
                    .corner_radius(egui::CornerRadius::same(14))
                    .inner_margin(egui::Margin::same(28))
                    .show(ui, |ui| {
                        ui.set_width(width - 56.0);
                        egui::Grid::new("settings")
                            .num_columns(2)
                            .spacing([40.0, 16.0])
                            .show(ui, |ui| {
                                ui.label("Volume");
                                changed |= ui
                                    .add(
                                        egui::Slider::new(&mut s.volume, 0.0..=1.0)
                                            .show_value(false),
                                    )
                                    .changed();
                                ui.end_row();
                                ui.label("Mute");
                                changed |=
                                    ui.checkbox(&mut s.muted, "silence every sound").changed();
                                ui.end_row();
                                ui.label("Interface size");
                                changed |= ui
                                    .add(
                                        egui::Slider::new(&mut s.ui_scale, 0.75..=2.0)
                                            .step_by(0.25),
                                    )
                                    .drag_stopped();
                                ui.end_row();
                                ui.label("Colour-blind safe palette");
                                changed |= ui.checkbox(&mut s.colour_blind_palette, "").changed();
                                ui.end_row();
                                ui.label("Streamer mode");
                                changed |= ui
                                    .checkbox(
                                        &mut s.streamer_mode,
                                        "hands only while a key is held",
                                    )
                                    .changed();
                                ui.end_row();
                                ui.label("Question timer");
                                changed |= ui
                                    .add(
                                        egui::Slider::new(&mut s.question_timer_secs, 0..=60)
                                            .suffix(" s"),
                                    )
                                    .changed();
                                ui.end_row();
                                ui.label("Computer players' pace");
                                changed |= ui
                                    .add(
                                        egui::Slider::new(&mut s.computer_pace_secs, 0.0..=3.0)
                                            .step_by(0.1)
                                            .suffix(" s per action"),
                                    )
                                    .changed();
                                ui.end_row();
                                ui.label("Language");
                                ui.label("English (French and Romanian to follow)");
                                ui.end_row();
                            });
                    });
            });
            if let Some(problem) = &store.problem {
                ui.add_space(12.0);
                ui.colored_label(egui::Color32::from_rgb(255, 140, 120), problem);
            }
            ui.add_space(24.0);
            ui.vertical_centered(|ui| {
                if ui
                    .add_sized([180.0, 46.0], egui::Button::new("Back"))
                    .clicked()
                {
                    next.set(Screen::Title);
                }
            });
        });
    if changed {
        store.save();
    }
    Ok(())
}
