//! The New Game screen: seats (name, colour, person or computer level, alliance), game length,
//! question deck, dictionary, house rules, answer mode and seed. A bad deck or word list is
//! reported next to its field and never replaces the one in use.

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{AnswerMode, StartGame};
use crate::games::word_colony::Content;
use crate::games::word_colony::ai::Level;
use crate::games::word_colony::content::QuestionDeck;
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::setup::{GameLength, Seat, Setup};
use crate::games::word_colony::state::HouseRules;
use crate::gui::Screen;
use crate::gui::theme::{GOLD, PANEL, screen_ui};
use crate::gui::{SettingsStore, palette};
use crate::words::{Lexicon, load_word_list};

/// One seat as the form edits it.
#[derive(Clone)]
struct SeatForm {
    name: String,
    colour: usize,
    /// 0: a person; 1-3: computer Easy, Normal, Hard.
    kind: usize,
    team: u8,
}

/// The form's state.
#[derive(Resource)]
pub struct NewGameForm {
    seats: Vec<SeatForm>,
    length: GameLength,
    alliances: bool,
    house: HouseRules,
    answer_mode: AnswerMode,
    seed: String,
    deck_path: String,
    deck: Option<(QuestionDeck, String)>,
    deck_error: Option<String>,
    dict_path: String,
    dict: Option<(Arc<Lexicon>, String)>,
    dict_error: Option<String>,
}

impl Default for NewGameForm {
    fn default() -> Self {
        let seat = |name: &str, colour, kind| SeatForm {
            name: name.into(),
            colour,
            kind,
            team: 0,
        };
        NewGameForm {
            seats: vec![seat("Ana", 0, 0), seat("Ben", 1, 0)],
            length: GameLength::Quick,
            alliances: false,
            house: HouseRules::default(),
            answer_mode: AnswerMode::PassAndPlay,
            seed: String::new(),
            deck_path: String::new(),
            deck: None,
            deck_error: None,
            dict_path: String::new(),
            dict: None,
            dict_error: None,
        }
    }
}

impl NewGameForm {
    /// The game the form describes.
    pub fn build(&self) -> Result<StartGame, String> {
        let seed = if self.seed.trim().is_empty() {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        } else {
            self.seed
                .trim()
                .parse()
                .map_err(|_| "the seed is a whole number (or empty for a random one)")?
        };
        let players = self
            .seats
            .iter()
            .map(|s| Seat {
                name: if s.name.trim().is_empty() {
                    "Player".into()
                } else {
                    s.name.trim().into()
                },
                team: self.alliances.then_some(s.team),
                computer: [
                    None,
                    Some(Level::Easy),
                    Some(Level::Normal),
                    Some(Level::Hard),
                ][s.kind],
                colour: Some(s.colour as u8),
            })
            .collect();
        let mut content = Content::standard();
        if let Some((deck, _)) = &self.deck {
            content.deck = deck.clone();
        }
        if let Some((lex, _)) = &self.dict {
            content.lexicon = lex.clone();
        }
        let setup = Setup {
            seed,
            players,
            length: self.length,
            finish_line: None,
            house: self.house,
            deal: None,
            box_file: None,
            deck_file: self
                .deck
                .as_ref()
                .map(|_| self.deck_path.trim().to_string()),
            word_list: self
                .dict
                .as_ref()
                .map(|_| self.dict_path.trim().to_string()),
            buzzer_answers: self.answer_mode == AnswerMode::Buzzer,
        };
        crate::games::word_colony::new_game(&setup, &content)?;
        Ok(StartGame {
            save: SaveFile {
                setup,
                actions: vec![],
            },
            content,
            answer_mode: self.answer_mode,
        })
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGameForm>().add_systems(
        EguiPrimaryContextPass,
        form.run_if(
            in_state(Screen::NewGame).and_then(crate::gui::game_is(crate::games::WORD_COLONY.id)),
        ),
    );
}

/// What the player chose on the New Game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FormChoice {
    Start,
    Back,
}

#[allow(clippy::too_many_arguments)]
fn form(
    mut contexts: EguiContexts,
    mut f: ResMut<NewGameForm>,
    settings: Res<SettingsStore>,
    mut next: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartGame>,
    mut error: Local<Option<String>>,
    mut asked: Local<bool>,
    offer: Res<crate::gui::title::ContinueOffer>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let safe = settings.settings.colour_blind_palette;
    let mut root = screen_ui(ctx, "new-game");
    let replaces = offer.summary.clone();
    let choice = crate::gui::theme::page(&mut root, |ui| {
        form_body(
            ui,
            &mut f,
            safe,
            error.as_deref(),
            replaces.as_deref(),
            &mut asked,
        )
    })
    .inner;
    match choice {
        Some(FormChoice::Start) => match f.build() {
            Ok(s) => {
                *error = None;
                start.write(s);
            }
            Err(e) => *error = Some(e),
        },
        Some(FormChoice::Back) => next.set(Screen::Title),
        None => {}
    }
    Ok(())
}

/// The New Game screen's content; what was clicked, if anything.
/// `replaces` describes the unfinished saved game a new game would replace: Start then asks
/// first (`asked` keeps the question open).
fn form_body(
    ui: &mut egui::Ui,
    f: &mut NewGameForm,
    safe: bool,
    error: Option<&str>,
    replaces: Option<&str>,
    asked: &mut bool,
) -> Option<FormChoice> {
    let mut choice = None;
    ui.vertical_centered(|ui| {
        ui.heading(
            egui::RichText::new("New game of Word Colony")
                .size(34.0)
                .color(GOLD),
        );
    });
    ui.add_space(8.0);
    // Room is left for the scroll bar that large type brings.
    let width = 900.0_f32.min(ui.available_width() - 40.0);
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        ui.vertical(|ui| {
            ui.set_width(width);
            section(ui, "Players", |ui| seats(ui, f, safe));
            section(ui, "Game", |ui| game_options(ui, f));
            section(ui, "Questions and words", |ui| content_options(ui, f));
            if let Some(e) = error {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 120), e);
            }
            ui.add_space(10.0);
            if let (true, Some(saved)) = (*asked, replaces) {
                ui.colored_label(
                    egui::Color32::from_rgb(255, 200, 120),
                    egui::RichText::new(format!(
                        "A new game replaces the unfinished game of {saved}. Start anyway?"
                    ))
                    .size(19.0),
                );
                ui.horizontal(|ui| {
                    if ui.button("Start anyway").clicked() {
                        *asked = false;
                        choice = Some(FormChoice::Start);
                    }
                    if ui.button("Keep the saved game").clicked() {
                        *asked = false;
                    }
                });
            }
            ui.horizontal(|ui| {
                if ui
                    .add_sized(
                        [200.0, 48.0],
                        egui::Button::new(egui::RichText::new("Start the game").size(22.0)),
                    )
                    .clicked()
                {
                    if replaces.is_some() {
                        *asked = true;
                    } else {
                        choice = Some(FormChoice::Start);
                    }
                }
                if ui
                    .add_sized([140.0, 48.0], egui::Button::new("Back"))
                    .clicked()
                {
                    choice = Some(FormChoice::Back);
                }
            });
        });
    });
    choice
}

fn section(ui: &mut egui::Ui, title: &str, body: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(PANEL)
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::same(16))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(title).size(22.0).color(GOLD));
            ui.add_space(4.0);
            body(ui);
        });
    ui.add_space(8.0);
}

fn seats(ui: &mut egui::Ui, f: &mut NewGameForm, safe: bool) {
    let kinds = [
        "Person",
        "Computer: Easy",
        "Computer: Normal",
        "Computer: Hard",
    ];
    let mut remove = None;
    let alliances = f.alliances;
    let n = f.seats.len();
    // A seat a row; in a narrow window (large type) a seat takes two rows instead of running off
    // the side.
    let narrow = ui.available_width() < 640.0;
    let seat_layout = if narrow {
        egui::Layout::top_down(egui::Align::Min)
    } else {
        // Top-aligned: both halves of a seat's row are as tall as their combo boxes.
        egui::Layout::left_to_right(egui::Align::Min)
    };
    ui.vertical(|ui| {
        for (i, s) in f.seats.iter_mut().enumerate() {
            ui.with_layout(seat_layout, |ui| {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 12.0;
                    // One height for both halves, so their widgets centre on one line.
                    ui.set_min_height(48.0);
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
                    ui.painter().circle_filled(
                        rect.center(),
                        10.0,
                        palette::colour(s.colour, safe),
                    );
                    // Wide enough for a 16-letter name: a narrower box clipped the last letter.
                    ui.add(
                        egui::TextEdit::singleline(&mut s.name)
                            .desired_width(190.0)
                            .min_size(egui::vec2(190.0, 30.0))
                            .char_limit(16),
                    );
                    egui::ComboBox::from_id_salt(("colour", i))
                        .width(130.0)
                        .selected_text(palette::name(s.colour, safe))
                        .show_ui(ui, |ui| {
                            for c in 0..palette::NAMES.len() {
                                ui.selectable_value(&mut s.colour, c, palette::name(c, safe));
                            }
                        });
                });
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 12.0;
                    // One height for both halves, so their widgets centre on one line.
                    ui.set_min_height(48.0);
                    if narrow {
                        ui.add_space(34.0);
                    }
                    egui::ComboBox::from_id_salt(("kind", i))
                        .width(170.0)
                        .selected_text(kinds[s.kind])
                        .show_ui(ui, |ui| {
                            for (k, name) in kinds.iter().enumerate() {
                                ui.selectable_value(&mut s.kind, k, *name);
                            }
                        });
                    if alliances {
                        egui::ComboBox::from_id_salt(("team", i))
                            .selected_text(format!("Alliance {}", s.team + 1))
                            .show_ui(ui, |ui| {
                                for t in 0..3u8 {
                                    ui.selectable_value(
                                        &mut s.team,
                                        t,
                                        format!("Alliance {}", t + 1),
                                    );
                                }
                            });
                    }
                    if n > 2 && ui.button("Remove").clicked() {
                        remove = Some(i);
                    }
                });
            });
        }
    });
    if let Some(i) = remove {
        f.seats.remove(i);
    }
    ui.horizontal_wrapped(|ui| {
        if f.seats.len() < 6 && ui.button("Add a player").clicked() {
            let used: Vec<usize> = f.seats.iter().map(|s| s.colour).collect();
            let colour = (0..6).find(|c| !used.contains(c)).unwrap_or(0);
            let names = ["Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"];
            let name = names[f.seats.len() - 2].to_string();
            let team = (f.seats.len() % 2) as u8;
            f.seats.push(SeatForm {
                name,
                colour,
                kind: 2,
                team,
            });
        }
        ui.checkbox(&mut f.alliances, "Alliances (teams; best with 4 or more)");
    });
}

fn game_options(ui: &mut egui::Ui, f: &mut NewGameForm) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Length:");
        ui.radio_value(&mut f.length, GameLength::Quick, "Quick (40)");
        ui.radio_value(&mut f.length, GameLength::Master, "Master (70)");
        ui.radio_value(&mut f.length, GameLength::Epic, "Epic (100)");
    });
    ui.horizontal_wrapped(|ui| {
        ui.label("Answers:");
        ui.radio_value(
            &mut f.answer_mode,
            AnswerMode::PassAndPlay,
            "pass the laptop",
        );
        ui.radio_value(
            &mut f.answer_mode,
            AnswerMode::Buzzer,
            "buzzer keys (everyone at once)",
        );
    });
    ui.checkbox(
        &mut f.house.strict_announce,
        "House rule: a Supercolony must be announced in the turn it is made",
    );
    ui.checkbox(
        &mut f.house.reshuffle_discards,
        "House rule: when the box runs out, shuffle the discards back in",
    );
    ui.horizontal_wrapped(|ui| {
        ui.label("Seed:");
        ui.add(
            egui::TextEdit::singleline(&mut f.seed)
                .hint_text("random")
                .desired_width(180.0),
        );
    });
}

fn content_options(ui: &mut egui::Ui, f: &mut NewGameForm) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Question deck:");
        ui.add(
            egui::TextEdit::singleline(&mut f.deck_path)
                .hint_text("built-in (240 questions); or a .ron, .csv or OpenTriviaQA file")
                .desired_width(470.0_f32.min(ui.available_width() - 20.0)),
        );
        if ui.button("Load").clicked() {
            let path = PathBuf::from(f.deck_path.trim());
            match crate::content::load_deck(&path)
                .map_err(|e| vec![e])
                .and_then(|r| {
                    r.usable()
                        .map_err(|ps| ps.iter().take(3).map(|p| p.to_string()).collect())
                }) {
                Ok(deck) => {
                    let note = format!("{}: {} questions", path.display(), deck.questions.len());
                    f.deck = Some((deck, note));
                    f.deck_error = None;
                }
                Err(lines) => f.deck_error = Some(lines.join("\n")),
            }
        }
        if f.deck.is_some() && ui.button("Use built-in").clicked() {
            f.deck = None;
        }
    });
    status(
        ui,
        f.deck.as_ref().map(|d| d.1.as_str()),
        f.deck_error.as_deref(),
    );
    ui.horizontal_wrapped(|ui| {
        ui.label("Extra words:");
        ui.add(
            egui::TextEdit::singleline(&mut f.dict_path)
                .hint_text("English only; or a word list, one word a line")
                .desired_width(480.0_f32.min(ui.available_width() - 20.0)),
        );
        if ui.button("Load").clicked() {
            let path = PathBuf::from(f.dict_path.trim());
            match load_word_list(&path) {
                Ok(own) => {
                    let note = format!("English plus {} words from {}", own.len(), path.display());
                    f.dict = Some((Arc::new(Lexicon::english().union(&own)), note));
                    f.dict_error = None;
                }
                Err(e) => f.dict_error = Some(e.to_string()),
            }
        }
        if f.dict.is_some() && ui.button("English only").clicked() {
            f.dict = None;
        }
    });
    status(
        ui,
        f.dict.as_ref().map(|d| d.1.as_str()),
        f.dict_error.as_deref(),
    );
}

fn status(ui: &mut egui::Ui, ok: Option<&str>, error: Option<&str>) {
    if let Some(e) = error {
        ui.colored_label(
            egui::Color32::from_rgb(255, 140, 120),
            format!("Not loaded: {e}"),
        );
    } else if let Some(ok) = ok {
        ui.colored_label(egui::Color32::from_rgb(150, 230, 160), ok);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::fit::assert_fits_or_scrolls;

    #[test]
    fn the_new_game_form_fits_across_and_scrolls_to_start_with_six_seats_at_every_size() {
        let mut f = NewGameForm::default();
        for name in ["Cleo", "Dan", "Eve", "Finn"] {
            f.seats.push(SeatForm {
                name: name.into(),
                colour: f.seats.len(),
                kind: 2,
                team: 0,
            });
        }
        // Six seats are taller than the window: the form scrolls to Start.
        assert_fits_or_scrolls(false, |ui| {
            form_body(
                ui,
                &mut f,
                false,
                Some("the seed is a whole number"),
                Some("Ana, Ben"),
                &mut true,
            );
        });
    }

    #[test]
    fn the_safe_palette_names_its_own_colours() {
        assert_eq!(palette::name(0, false), "Red");
        assert_ne!(palette::name(0, true), "Red");
        assert_ne!(palette::name(1, true), "Blue");
    }
}
