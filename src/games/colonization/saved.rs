//! Colonization Mode's save as the rest of the app handles any game's ([`SavedGame`]):
//! replayed with the English dictionary, which tells English words.

use super::INFO;
use super::refusal::Refusal;
use super::save::{ColonizationSave, state_json};
use super::state::{Event, Owner};
use crate::engine::played::{Played, PlayedSeat, PlayedWord, level_name};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    summary, write_enveloped,
};

/// Reads a Colonization save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    let save = read_enveloped::<ColonizationSave>(text)?;
    save.check_bag()?;
    Ok(GameSave::new(save))
}

impl SavedGame for ColonizationSave {
    crate::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let game = self.lexicon().ok().and_then(|l| self.replay(&l).ok());
        let Some(game) = game else {
            let names = self.setup.players.iter().map(|p| (p.name.clone(), 0));
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

    fn to_ron(&self) -> String {
        write_enveloped(INFO.id, self, pretty(1))
    }

    fn check(&self) -> SaveCheck {
        let lexicon = match self.lexicon() {
            Ok(lexicon) => lexicon,
            Err(e) => return SaveCheck::Unplayable(e.to_string()),
        };
        let replayed = self.replay(&lexicon).map(|g| g.is_over());
        check_replay(self, replayed, &Refusal::GameOver, |s, i| {
            s.actions.truncate(i)
        })
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.replay(&self.lexicon().map_err(ReplayFailure::setup)?)
            .map(|game| state_json(&game))
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.word_list = None;
        GameSave::new(save)
    }

    fn played(&self) -> Result<Played, ReplayFailure> {
        let mut words = Vec::new();
        let game = self
            .replay_with(
                &self.lexicon().map_err(ReplayFailure::setup)?,
                |_, events| {
                    words.extend(words_kept(events));
                },
            )
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))?;
        let finished = game.is_over();
        let winners = game.winners();
        // English is no seat: only the players are listed, though English may be the winner.
        let seats = PlayedSeat::list(
            game.seats
                .iter()
                .zip(&self.setup.players)
                .map(|(seat, setup)| {
                    let level = setup.computer.map(|l| level_name(&l));
                    (seat.name.clone(), seat.score, level)
                }),
            finished,
            |s| winners.contains(&Owner::Seat(s)),
        );
        Ok(Played {
            variant: INFO.id.to_string(),
            // The invented languages have no dictionary: the English one tells English words.
            language: crate::words::Language::English.code().to_string(),
            finished,
            seats,
            words,
        })
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
