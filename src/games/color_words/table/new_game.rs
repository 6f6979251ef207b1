//! Color Words' new-game panel, on the shared page (`gui::new_game`): the grid (A, filling;
//! B, the star race), one to six seats (a person or a computer at Easy, Normal or Hard), the
//! dictionary, the 90-second timer, a game night on paper and the seed.

use bevy::prelude::*;
use bevy_egui::egui;

use super::StartColorWords;
use crate::games::color_words::GridName;
use crate::games::color_words::INFO as COLOR_WORDS;
use crate::games::color_words::players::Level;
use crate::games::color_words::save::{ColorWordsSave, SavedSeat, SavedSetup};
use crate::gui::new_game::{
    GameForm, HouseWords, SeatRow, parse_seed, seats_editor, section, seed_field,
};
use crate::words::Language;

/// The computer level of each kind the form lists (none for a person).
const LEVELS: [Option<Level>; 4] = [
    None,
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
];

/// The form's state.
#[derive(Resource)]
pub struct ColorWordsForm {
    grid: GridName,
    seats: Vec<SeatRow>,
    seed: String,
    dictionary: Language,
    timed: bool,
    /// A game night: the cards big on the shared screen, the words on paper.
    paper: bool,
    /// The house rules on words (the family filter).
    words: HouseWords,
}

impl Default for ColorWordsForm {
    fn default() -> Self {
        // A newcomer's first game: alone, as the rule text's solo mode.
        ColorWordsForm {
            grid: GridName::A,
            seats: vec![SeatRow::next(&[], 0)],
            seed: String::new(),
            dictionary: Language::English,
            timed: true,
            paper: false,
            words: HouseWords::default(),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::gui::new_game::add_form::<ColorWordsForm>(app, COLOR_WORDS.id);
}

impl GameForm for ColorWordsForm {
    type Start = StartColorWords;
    const PAGE: &'static str = "clw-new-game";

    fn heading(&self) -> String {
        crate::i18n::tr!("clw-new-game-heading")
    }

    fn body(&mut self, ui: &mut egui::Ui, safe: bool) {
        section(ui, &crate::i18n::tr!("clw-section-grid"), |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(&mut self.grid, GridName::A, crate::i18n::tr!("clw-grid-a"));
                ui.radio_value(&mut self.grid, GridName::B, crate::i18n::tr!("clw-grid-b"));
            });
            ui.label(
                egui::RichText::new(match self.grid {
                    GridName::A => crate::i18n::tr!("clw-grid-a-text"),
                    GridName::B => crate::i18n::tr!("clw-grid-b-text"),
                })
                .size(15.0),
            );
        });
        section(ui, &crate::i18n::tr!("clw-section-players"), |ui| {
            seats_editor(
                ui,
                &mut self.seats,
                &COLOR_WORDS,
                (false, safe, true),
                |_| {},
            );
        });
        section(ui, &crate::i18n::tr!("clw-section-game"), |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::i18n::tr!("clw-dictionary"));
                for (lang, label) in [
                    (Language::English, crate::i18n::tr!("clw-dictionary-en")),
                    (Language::French, crate::i18n::tr!("clw-dictionary-fr")),
                    (Language::Romanian, crate::i18n::tr!("clw-dictionary-ro")),
                ] {
                    ui.radio_value(&mut self.dictionary, lang, label);
                }
            });
            ui.checkbox(&mut self.timed, crate::i18n::tr!("clw-timer"));
            ui.checkbox(&mut self.paper, crate::i18n::tr!("clw-paper"));
            if self.paper {
                ui.label(egui::RichText::new(crate::i18n::tr!("clw-paper-text")).size(15.0));
            }
            seed_field(ui, &mut self.seed);
        });
    }

    /// The game the form describes.
    fn build(&self) -> Result<StartColorWords, String> {
        let seed = parse_seed(&self.seed)?;
        let setup = SavedSetup {
            seed,
            grid: self.grid,
            dictionary: self.dictionary,
            players: self
                .seats
                .iter()
                .map(|s| SavedSeat {
                    name: s.player_name(),
                    computer: LEVELS[s.level()],
                })
                .collect(),
            stacked: None,
            paper: self.paper,
            family_filter: self.words.family_filter(),
            dictionary_vote: self.words.dictionary_vote(),
            word_list: self.words.word_list(),
        };
        Ok(StartColorWords {
            save: ColorWordsSave::new(setup),
            timed: self.timed,
        })
    }

    fn seats(&self) -> &[SeatRow] {
        &self.seats
    }

    fn house(&mut self) -> Option<&mut HouseWords> {
        Some(&mut self.words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game-night box makes a game night, and it goes into the save's setup.
    #[test]
    fn the_game_night_option_reaches_the_save() {
        let mut form = ColorWordsForm::default();
        assert!(!form.build().unwrap().save.setup.paper);
        form.paper = true;
        form.timed = false;
        let start = form.build().unwrap();
        assert!(start.save.setup.paper);
        assert!(!start.timed);
    }
}
