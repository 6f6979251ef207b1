//! Play On Words' save as the rest of the app handles any game's ([`SavedGame`]): replayed
//! with the standard deck and the English dictionary.

use super::INFO;
use super::cards::spell;
use super::refusal::Refusal;
use super::save::{PlayOnWordsSave, state_json};
use super::state::{Action, Event};
use crate::engine::played::{Played, PlayedSeat, PlayedWord, level_name};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    summary, write_enveloped,
};

/// Reads a Play On Words save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    let save = read_enveloped::<PlayOnWordsSave>(text)?;
    save.deals()?;
    Ok(GameSave::new(save))
}

impl SavedGame for PlayOnWordsSave {
    crate::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let game = self.lexicon().ok().and_then(|l| self.replay(&l).ok());
        let Some(game) = game else {
            let names = self.setup.players.iter().map(|p| (p.name.clone(), 0));
            return summary(INFO.name, &names.collect::<Vec<_>>(), Progress::Round(1, 1));
        };
        let standings: Vec<(String, i32)> = game
            .seats
            .iter()
            .map(|s| (s.name.clone(), s.score as i32))
            .collect();
        let rounds = game.schedule.len();
        summary(
            INFO.name,
            &standings,
            Progress::Round((game.round + 1).min(rounds), rounds),
        )
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
                |index, events| {
                    words.extend(words_formed(&self.actions[index].action, events));
                },
            )
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))?;
        let finished = game.is_over();
        // The game's winners are its leaders at the end.
        let winners = game.leaders();
        let seats = PlayedSeat::list(
            game.seats
                .iter()
                .zip(&self.setup.players)
                .map(|(seat, setup)| {
                    let level = setup.computer.map(|l| level_name(&l));
                    (seat.name.clone(), seat.score as i32, level)
                }),
            finished,
            |s| winners.contains(&s),
        );
        Ok(Played {
            variant: INFO.id.to_string(),
            // Played with the standard deck and the built-in English dictionary.
            language: crate::words::Language::English.code().to_string(),
            finished,
            seats,
            words,
        })
    }
}

/// The words an action formed: each word of a lay-down, or the word a change made, with the
/// bonus its letters scored then (0 without one). Going out scores the round, not a word, so
/// a seat's words add up to its score less what it won by going out.
fn words_formed(action: &Action, events: &[Event]) -> Vec<PlayedWord> {
    let mut words: Vec<PlayedWord> = Vec::new();
    for event in events {
        match event {
            Event::LaidDown { seat, .. } => {
                if let Action::LayDown(laid) = action {
                    words.extend(laid.iter().map(|cards| PlayedWord {
                        seat: *seat,
                        word: spell(cards),
                        points: 0,
                    }));
                }
            }
            Event::Changed { seat, to, .. } => words.push(PlayedWord {
                seat: *seat,
                word: to.clone(),
                points: 0,
            }),
            // Bonuses follow their words in order: each goes to the first of its words
            // without one yet.
            Event::Bonus { word, points, .. } => {
                if let Some(w) = words.iter_mut().find(|w| w.word == *word && w.points == 0) {
                    w.points = *points as i32;
                }
            }
            _ => {}
        }
    }
    words
}
