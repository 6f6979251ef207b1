//! The title screen: the game list (unplayable games marked "coming soon"), Settings and Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{self, GOLD};
use crate::app::Screen;
use crate::games::GameKind;
use crate::games::word_colony::Content;
use crate::games::word_colony::save::SaveFile;
use crate::session::{GameSave, autosave_path, check_continue};
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

impl ContinueOffer {
    /// The unfinished saved game in words ("Ana, Ben: 34 actions"), if there is one.
    pub fn describe(&self) -> Option<String> {
        let save = self.save.as_ref()?;
        let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
        Some(format!(
            "{}: {} actions",
            names.join(", "),
            save.actions.len()
        ))
    }
}

fn look_for_autosave(mut offer: ResMut<ContinueOffer>) {
    *offer = ContinueOffer::default();
    let Some(path) = autosave_path() else { return };
    // The session says what is wrong with a save and keeps it aside; the title shows it.
    let found = check_continue(&path);
    // Continue resumes the game the autosave names.
    offer.save = found.save.map(|save| match save {
        GameSave::WordColony(save) => save,
    });
    offer.problem = found.problem;
}

/// What the player chose on the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TitleChoice {
    Continue,
    Play,
    Settings,
    Quit,
}

fn title_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut offer: ResMut<ContinueOffer>,
    mut start: MessageWriter<StartGame>,
    table: Res<crate::table::TableState>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::theme::screen_ui(ctx, "title");
    let choice = theme::page(&mut root, |ui| title_body(ui, &offer)).inner;
    match choice {
        Some(TitleChoice::Continue) => {
            if let Some(save) = offer.save.clone() {
                match Content::for_setup(&save.setup) {
                    Ok(content) => {
                        start.write(StartGame {
                            save,
                            content,
                            answer_mode: table.answer_mode,
                        });
                    }
                    Err(e) => offer.problem = Some(e),
                }
            }
        }
        Some(TitleChoice::Play) => next.set(Screen::NewGame),
        Some(TitleChoice::Settings) => next.set(Screen::Settings),
        Some(TitleChoice::Quit) => {
            exit.write(AppExit::Success);
        }
        None => {}
    }
    Ok(())
}

/// The title screen's content; what was clicked, if anything.
fn title_body(ui: &mut egui::Ui, offer: &ContinueOffer) -> Option<TitleChoice> {
    let mut choice = None;
    // The entries are as wide as the window allows, up to their natural width.
    let width = 560.0_f32.min(ui.available_width() - 8.0);
    ui.vertical_centered(|ui| {
        // Compact enough that the whole screen shows at 1280x800 in streamer mode's large type.
        ui.spacing_mut().item_spacing.y = 7.0;
        ui.add_space(6.0);
        let word = "WORDTABLE";
        let tile = (50.0_f32).min((ui.available_width() - 8.0) / word.len() as f32 - 8.0);
        let tiles_width = word.len() as f32 * (tile + 8.0);
        ui.allocate_ui_with_layout(
            egui::vec2(tiles_width, tile * 1.3),
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
        ui.add_space(6.0);
        if let Some(saved) = offer.describe() {
            let label = format!("Continue: {saved}");
            if ui
                .add_sized(
                    [width, 42.0],
                    egui::Button::new(egui::RichText::new(label).size(20.0)).truncate(),
                )
                .clicked()
            {
                choice = Some(TitleChoice::Continue);
            }
            ui.add_space(4.0);
        }
        if let Some(p) = &offer.problem {
            ui.colored_label(egui::Color32::from_rgb(255, 170, 120), p);
        }
        for game in GameKind::ALL {
            if game_entry(ui, game, width) {
                choice = Some(TitleChoice::Play);
            }
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let button = (170.0_f32).min((width - ui.spacing().item_spacing.x) / 2.0);
            let buttons = 2.0 * button + ui.spacing().item_spacing.x;
            ui.add_space((ui.available_width() - buttons).max(0.0) / 2.0);
            let size = egui::vec2(button, 44.0);
            if ui.add_sized(size, egui::Button::new("Settings")).clicked() {
                choice = Some(TitleChoice::Settings);
            }
            if ui.add_sized(size, egui::Button::new("Quit")).clicked() {
                choice = Some(TitleChoice::Quit);
            }
        });
        ui.add_space(8.0);
    });
    choice
}

/// One game's entry; true when its Play button was clicked.
fn game_entry(ui: &mut egui::Ui, game: GameKind, width: f32) -> bool {
    let playable = game.is_playable();
    let mut play = false;
    egui::Frame::new()
        .fill(theme::PANEL)
        .corner_radius(egui::CornerRadius::same(12))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(60, 110, 80)))
        .inner_margin(egui::Margin::symmetric(18, 4))
        .show(ui, |ui| {
            ui.set_width(width - 36.0);
            ui.horizontal(|ui| {
                ui.vertical(|ui| {
                    ui.spacing_mut().item_spacing.y = 0.0;
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
                                [110.0, 38.0],
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::fit::assert_fits_or_scrolls;

    /// The title screen as a game in progress shows it: with a Continue button and a problem.
    fn offer() -> ContinueOffer {
        let save = SaveFile::parse(
            r#"(setup: (seed: 7, players: [(name: "Ana"), (name: "Ben"), (name: "Cleo")]))"#,
        )
        .expect("a save");
        ContinueOffer {
            save: Some(save),
            problem: Some("The saved game was damaged (line 3); it was kept aside.".into()),
        }
    }

    #[test]
    fn the_title_fits_1280x800_in_streamer_mode_and_scrolls_when_larger() {
        // Streamer mode at the usual size once hid Settings and Quit: it must all show.
        let offer = offer();
        assert_fits_or_scrolls(true, |ui| {
            title_body(ui, &offer);
        });
    }
}
