//! The title screen: the game list (unplayable games marked "coming soon"), Settings and Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{self, GOLD};
use crate::app::Screen;
use crate::games::GameKind;
use crate::games::word_colony::Content;
use crate::games::word_colony::save::SaveFile;
use crate::session::{autosave_path, check_continue};
use crate::table::StartGame;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ContinueOffer>()
        .add_systems(OnEnter(Screen::Title), look_for_autosave)
        .add_systems(
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

/// A saved game to continue, or why the autosave could not be read.
#[derive(Resource, Default)]
pub struct ContinueOffer {
    save: Option<SaveFile>,
    problem: Option<String>,
}

fn look_for_autosave(mut offer: ResMut<ContinueOffer>) {
    *offer = ContinueOffer::default();
    let Some(path) = autosave_path() else { return };
    // The session says what is wrong with a save and keeps it aside; the title shows it.
    let found = check_continue(&path);
    offer.save = found.save;
    offer.problem = found.problem;
}

fn title_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    offer: Res<ContinueOffer>,
    mut start: MessageWriter<StartGame>,
    table: Res<crate::table::TableState>,
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
                if let Some(save) = &offer.save {
                    let names: Vec<&str> =
                        save.setup.players.iter().map(|p| p.name.as_str()).collect();
                    let label = format!(
                        "Continue: {} ({} actions)",
                        names.join(", "),
                        save.actions.len()
                    );
                    if ui
                        .add_sized(
                            [560.0, 46.0],
                            egui::Button::new(egui::RichText::new(label).size(20.0)),
                        )
                        .clicked()
                    {
                        match Content::for_setup(&save.setup) {
                            Ok(content) => {
                                start.write(StartGame {
                                    save: save.clone(),
                                    content,
                                    answer_mode: table.answer_mode,
                                });
                            }
                            Err(e) => {
                                ui.colored_label(egui::Color32::from_rgb(255, 140, 120), e);
                            }
                        }
                    }
                    ui.add_space(4.0);
                }
                if let Some(p) = &offer.problem {
                    ui.colored_label(egui::Color32::from_rgb(255, 170, 120), p);
                }
                for game in GameKind::ALL {
                    if game_entry(ui, game) {
                        next.set(Screen::NewGame);
                    }
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

/// One game's entry; true when its Play button was clicked.
fn game_entry(ui: &mut egui::Ui, game: GameKind) -> bool {
    let playable = game.is_playable();
    let mut play = false;
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
                        play = ui
                            .add_sized(
                                [110.0, 40.0],
                                egui::Button::new(egui::RichText::new("Play").size(20.0)),
                            )
                            .clicked();
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
    play
}
