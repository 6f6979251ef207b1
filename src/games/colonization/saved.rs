//! Colonization Mode's save as the rest of the app handles any game's: a [`LogGame`], replayed
//! with the English dictionary, which tells English words.

use super::INFO;
use super::plugin::Colonization;
use super::refusal::Refusal;
use super::save::{ColonizationSetup, state_json};
use super::state::{Action, Event, Owner};
use crate::engine::played::{Played, PlayedSeat, PlayedWord, level_name};
use crate::engine::saved_game::{Progress, summary};
use crate::engine::{LogGame, SavedAction};

impl LogGame for ColonizationSetup {
    type Game = Colonization;

    fn game_over() -> Refusal {
        Refusal::GameOver
    }

    fn start(&self) -> Result<Colonization, String> {
        let save = super::save::ColonizationSave::new(self.clone());
        let lexicon = save.lexicon().map_err(|e| e.to_string())?;
        Ok(Colonization::new(save.new_game(&lexicon)))
    }

    fn describe(&self, game: Option<&Colonization>) -> String {
        let game = game.map(|g| &g.game);
        let Some(game) = game else {
            let names = self.players.iter().map(|p| (p.name.clone(), 0));
            return summary(INFO.name, &names.collect::<Vec<_>>(), Progress::Words(0));
        };
        let mut standings: Vec<(String, i32)> = game
            .seats
            .iter()
            .map(|s| (s.name.clone(), s.score))
            .collect();
        if game.english_in() {
            standings.push((crate::i18n::tr!("col-english"), game.english_score));
        }
        summary(INFO.name, &standings, Progress::Words(game.records.len()))
    }

    fn state_json(game: &Colonization) -> serde_json::Value {
        state_json(&game.game)
    }

    fn played(
        &self,
        _: &[SavedAction<Action>],
        events: &[Vec<Event>],
        game: &Colonization,
    ) -> Played {
        let game = &game.game;
        let finished = game.is_over();
        let winners = game.winners();
        // English is no seat: only the players are listed, though English may be the winner.
        let seats = PlayedSeat::list(
            game.seats.iter().zip(&self.players).map(|(seat, setup)| {
                let level = setup.computer.map(|l| level_name(&l));
                (seat.name.clone(), seat.score, level)
            }),
            finished,
            |s| winners.contains(&Owner::Seat(s)),
        );
        Played {
            variant: INFO.id.to_string(),
            // The invented languages have no dictionary: the English one tells English words.
            language: crate::words::Language::English.code().to_string(),
            finished,
            seats,
            words: events.iter().flat_map(|e| words_kept(e)).collect(),
        }
    }

    fn without_outside_files(&mut self) {
        self.word_list = None;
    }

    fn check_read(&self) -> Result<(), String> {
        self.check_bag()
    }
}

/// The words an action's accepted move scored for its placer. A record holds the main word
/// and the move's whole score (cross-words and the full rack's reward included), so the main
/// word carries the play's score. A word that went to English at once (an English word, or
/// one taking its placer over the limit) scored nothing for the seat and is left out; one
/// claimed or transformed later had scored when played, and stays.
fn words_kept(events: &[Event]) -> Vec<PlayedWord> {
    let to_english = |record: usize| {
        events.iter().any(|e| {
            matches!(e, Event::EnglishWord { record: r } | Event::OverLimit { record: r, .. }
                if *r == record)
        })
    };
    events
        .iter()
        .filter_map(|e| match e {
            Event::Recorded {
                record,
                seat,
                word,
                points,
                ..
            } if !to_english(*record) => Some(PlayedWord {
                seat: *seat,
                // A blank is written lowercase; the word is read in capitals.
                word: word.to_ascii_uppercase(),
                points: *points,
            }),
            _ => None,
        })
        .collect()
}
