//! Word Colony's new-game panel, on the shared page (`gui::new_game`): seats with alliances,
//! game length, answer mode, house rules, the seed, question deck and dictionary. A bad deck or
//! word list is reported next to its field and never replaces the one in use.

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{AnswerMode, StartGame};
use crate::games::WORD_COLONY;
use crate::games::word_colony::Content;
use crate::games::word_colony::ai::Level;
use crate::games::word_colony::content::QuestionDeck;
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::setup::{GameLength, Seat, Setup};
use crate::games::word_colony::state::HouseRules;
use crate::gui::new_game::{
    FormChoice, SeatRow, page, parse_seed, seats_editor, section, seed_field,
};
use crate::gui::theme::screen_ui;
use crate::gui::{Screen, SettingsStore};
use crate::words::{Lexicon, load_word_list};

/// A seat's kinds as the form lists them: a person, then each computer level.
const KINDS: [&str; 4] = [
    "Person",
    "Computer: Easy",
    "Computer: Normal",
    "Computer: Hard",
];

/// The computer level of each kind (none for a person).
const LEVELS: [Option<Level>; 4] = [
    None,
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
];

/// The form's state.
#[derive(Resource)]
pub struct NewGameForm {
    seats: Vec<SeatRow>,
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
        let ana = SeatRow::next(&[], 0);
        let ben = SeatRow::next(std::slice::from_ref(&ana), 0);
        NewGameForm {
            seats: vec![ana, ben],
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
        let seed = parse_seed(&self.seed)?;
        let players = self
            .seats
            .iter()
            .map(|s| Seat {
                name: s.player_name(),
                team: self.alliances.then_some(s.team),
                computer: LEVELS[s.kind],
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
    let heading = format!("New game of {}", WORD_COLONY.name);
    page(ui, &heading, error, replaces, asked, |ui| {
        section(ui, "Players", |ui| {
            let alliances = &mut f.alliances;
            seats_editor(
                ui,
                &mut f.seats,
                &WORD_COLONY,
                (&KINDS, *alliances, safe),
                |ui| {
                    ui.checkbox(alliances, "Alliances (teams; best with 4 or more)");
                },
            );
        });
        section(ui, "Game", |ui| game_options(ui, f));
        section(ui, "Questions and words", |ui| content_options(ui, f));
    })
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
    seed_field(ui, &mut f.seed);
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
            f.seats.push(SeatRow {
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
        use crate::gui::palette;
        assert_eq!(palette::name(0, false), "Red");
        assert_ne!(palette::name(0, true), "Red");
        assert_ne!(palette::name(1, true), "Blue");
    }
}
