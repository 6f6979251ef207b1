//! Play On Words' save as the rest of the app handles any game's: a [`LogGame`], replayed with
//! the standard deck and the English dictionary.

use super::INFO;
use super::cards::spell;
use super::plugin::PlayOnWords;
use super::refusal::Refusal;
use super::save::{PlayOnWordsSave, PlayOnWordsSetup, state_json};
use super::state::{Action, Event};
use crate::engine::played::{Played, PlayedSeat, PlayedWord, level_name};
use crate::engine::saved_game::{Progress, summary};
use crate::engine::{LogGame, SavedAction};

impl LogGame for PlayOnWordsSetup {
    type Game = PlayOnWords;

    fn game_over() -> Refusal {
        Refusal::GameOver
    }

    fn start(&self) -> Result<PlayOnWords, String> {
        let save = PlayOnWordsSave::new(self.clone());
        let lexicon = save.lexicon().map_err(|e| e.to_string())?;
        Ok(PlayOnWords::new(save.new_game(&lexicon)))
    }

    fn describe(&self, game: Option<&PlayOnWords>) -> String {
        let game = game.map(|g| &g.game);
        let Some(game) = game else {
            let names = self.players.iter().map(|p| (p.name.clone(), 0));
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

    fn state_json(game: &PlayOnWords) -> serde_json::Value {
        state_json(&game.game)
    }

    fn played(
        &self,
        actions: &[SavedAction<Action>],
        events: &[Vec<Event>],
        game: &PlayOnWords,
    ) -> Played {
        let game = &game.game;
        let finished = game.is_over();
        // The game's winners are its leaders at the end.
        let winners = game.leaders();
        let seats = PlayedSeat::list(
            game.seats.iter().zip(&self.players).map(|(seat, setup)| {
                let level = setup.computer.map(|l| level_name(&l));
                (seat.name.clone(), seat.score as i32, level)
            }),
            finished,
            |s| winners.contains(&s),
        );
        Played {
            variant: INFO.id.to_string(),
            // Played with the standard deck and the built-in English dictionary.
            language: crate::words::Language::English.code().to_string(),
            finished,
            seats,
            words: actions
                .iter()
                .zip(events)
                .flat_map(|(a, e)| words_formed(&a.action, e))
                .collect(),
        }
    }

    fn without_outside_files(&mut self) {
        self.word_list = None;
    }

    fn check_read(&self) -> Result<(), String> {
        self.fixed_deals().map(|_| ())
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
