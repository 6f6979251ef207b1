//! Play On Words' new-game panel, on the shared page (`gui::new_game`): two to six seats (a
//! person or a computer at Easy, Normal or Hard), the length of the game (all ten challenges,
//! or a shorter game of five or three kept in order) and the seed.

use bevy::prelude::*;
use bevy_egui::egui;

use super::StartPlayOnWords;
use crate::games::play_on_words::INFO as PLAY_ON_WORDS;
use crate::games::play_on_words::players::Level;
use crate::games::play_on_words::save::{PlayOnWordsSave, PlayOnWordsSeat, PlayOnWordsSetup};
use crate::gui::new_game::{
    GameForm, HouseWords, SeatRow, parse_seed, seats_editor, section, seed_field,
};

/// The computer level of each kind the form lists (none for a person).
const LEVELS: [Option<Level>; 4] = [
    None,
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
];

/// The game lengths offered: every challenge, or a shorter game.
const LENGTHS: [usize; 3] = [10, 5, 3];

/// The form's state.
#[derive(Resource)]
pub struct PlayOnWordsForm {
    seats: Vec<SeatRow>,
    rounds: usize,
    seed: String,
    /// The house rules on words (the family filter).
    words: HouseWords,
}

impl Default for PlayOnWordsForm {
    fn default() -> Self {
        // A newcomer's first game: against two computers at Normal, a short one.
        let mut seats = vec![SeatRow::next(&[], 0)];
        seats.push(SeatRow::next(&seats, 2));
        seats.push(SeatRow::next(&seats, 2));
        PlayOnWordsForm {
            seats,
            rounds: 3,
            seed: String::new(),
            words: HouseWords::default(),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::gui::new_game::add_form::<PlayOnWordsForm>(app, PLAY_ON_WORDS.id);
}

impl GameForm for PlayOnWordsForm {
    type Start = StartPlayOnWords;
    const PAGE: &'static str = "pow-new-game";

    fn heading(&self) -> String {
        crate::i18n::tr!("pow-new-game-heading")
    }

    fn body(&mut self, ui: &mut egui::Ui, safe: bool) {
        section(ui, &crate::i18n::tr!("pow-section-players"), |ui| {
            seats_editor(
                ui,
                &mut self.seats,
                &PLAY_ON_WORDS,
                (false, safe, false),
                |_| {},
            );
        });
        section(ui, &crate::i18n::tr!("pow-section-game"), |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::i18n::tr!("pow-length"));
                for n in LENGTHS {
                    let label = if n == 10 {
                        crate::i18n::tr!("pow-length-full")
                    } else {
                        crate::i18n::tr!("pow-length-short", rounds = n)
                    };
                    ui.radio_value(&mut self.rounds, n, label);
                }
            });
            ui.label(egui::RichText::new(crate::i18n::tr!("pow-length-text")).size(15.0));
            seed_field(ui, &mut self.seed);
        });
    }

    /// The game the form describes.
    fn build(&self) -> Result<StartPlayOnWords, String> {
        let seed = parse_seed(&self.seed)?;
        Ok(StartPlayOnWords {
            save: PlayOnWordsSave::new(PlayOnWordsSetup {
                seed,
                rounds: self.rounds,
                players: self
                    .seats
                    .iter()
                    .map(|s| PlayOnWordsSeat {
                        name: s.player_name(),
                        computer: LEVELS[s.level()],
                    })
                    .collect(),
                deals: None,
                family_filter: self.words.family_filter(),
                dictionary_vote: self.words.dictionary_vote(),
                word_list: self.words.word_list(),
            }),
        })
    }

    fn seats(&self) -> &[SeatRow] {
        &self.seats
    }

    fn house(&mut self) -> Option<&mut HouseWords> {
        Some(&mut self.words)
    }
}
