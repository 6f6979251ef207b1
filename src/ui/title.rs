//! The title screen: the game list (unplayable games marked "coming soon"), Settings and Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{self, GOLD};
use crate::app::Screen;
use crate::games::GameKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        title_screen.run_if(in_state(Screen::Title)),
    );
}

/// Word Colony letter values, for the title tiles.
fn tile_value(letter: char) -> i32 {
    match letter {
        'J' | 'K' | 'Q' | 'X' | 'Z' => 3,
        'B' | 'C' | 'F' | 'G' | 'H' | 'M' | 'P' | 'V' | 'W' | 'Y' => 2,
        _ => 1,
    }
}

fn title_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::theme::screen_ui(ctx, "title");
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::same(16)))
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                let word = "WORDTABLE";
                let tile = 56.0;
                let width = word.len() as f32 * (tile + 8.0);
                ui.allocate_ui_with_layout(
                    egui::vec2(width, tile * 1.4),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.spacing_mut().item_spacing.x = 8.0;
                        for (i, letter) in word.chars().enumerate() {
                            let lift = ((i as f32) * 0.9).sin() * 6.0;
                            theme::letter_tile(ui, letter, tile_value(letter), tile, lift);
                        }
                    },
                );
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new("A card table for word games. Every rule enforced.")
                        .size(20.0)
                        .italics(),
                );
                ui.add_space(14.0);
                for game in GameKind::ALL {
                    game_entry(ui, game);
                }
                ui.add_space(10.0);
                ui.horizontal(|ui| {
                    let buttons = 2.0 * 170.0 + ui.spacing().item_spacing.x;
                    ui.add_space((ui.available_width() - buttons).max(0.0) / 2.0);
                    let size = egui::vec2(170.0, 44.0);
                    if ui.add_sized(size, egui::Button::new("Settings")).clicked() {
                        next.set(Screen::Settings);
                    }
                    if ui.add_sized(size, egui::Button::new("Quit")).clicked() {
                        exit.write(AppExit::Success);
                    }
                });
            });
        });
    Ok(())
}

fn game_entry(ui: &mut egui::Ui, game: GameKind) {
    let playable = game.is_playable();
    egui::Frame::new()
        .fill(theme::PANEL)
        .corner_radius(egui::CornerRadius::same(12))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(60, 110, 80)))
        .inner_margin(egui::Margin::symmetric(18, 6))
        .show(ui, |ui| {
            ui.set_width(560.0);
            ui.horizontal(|ui| {
                ui.vertical(|ui| {
                    ui.label(
                        egui::RichText::new(game.name())
                            .size(23.0)
                            .strong()
                            .color(GOLD),
                    );
                    ui.label(egui::RichText::new(game.tagline()).size(16.0));
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if playable {
                        let _ = ui.button("Play");
                    } else {
                        ui.label(
                            egui::RichText::new("coming soon")
                                .size(15.0)
                                .italics()
                                .color(egui::Color32::from_rgb(170, 190, 175)),
                        );
                    }
                });
            });
        });
}
