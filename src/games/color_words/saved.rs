//! Color Words' save as the rest of the app handles any game's: a [`LogGame`]; a stacked deck
//! that does not fit the box makes it unplayable.

use super::INFO;
use super::game::Game;
use super::plugin::ColorWords;
use super::refusal::Refusal;
use super::save::{ColorWordsSave, SavedSetup, state_json};
use super::state::{Action, Event};
use crate::engine::played::{Played, PlayedSeat, PlayedWord, level_name};
use crate::engine::saved_game::{Progress, summary};
use crate::engine::{LogGame, SavedAction};

impl LogGame for SavedSetup {
    type Game = ColorWords;

    fn game_over() -> Refusal {
        Refusal::GameOver
    }

    fn start(&self) -> Result<ColorWords, String> {
        let save = ColorWordsSave::new(self.clone());
        save.new_game()
            .map(ColorWords::new)
            .map_err(|e| e.to_string())
    }

    fn describe(&self, game: Option<&ColorWords>) -> String {
        let game = game.map(|g| &g.game);
        let rounds = super::material::ROUNDS;
        let Some(game) = game else {
            let names = self.players.iter().map(|p| (p.name.clone(), 0));
            return summary(
                INFO.name,
                &names.collect::<Vec<_>>(),
                Progress::Round(1, rounds),
            );
        };
        let standings: Vec<(String, i32)> = game
            .players
            .iter()
            .map(|p| (p.name.clone(), p.sheet.total() as i32))
            .collect();
        summary(
            INFO.name,
            &standings,
            Progress::Round((game.round + 1).min(rounds), rounds),
        )
    }

    fn state_json(game: &ColorWords) -> serde_json::Value {
        state_json(&game.game)
    }

    fn played(&self, _: &[SavedAction<Action>], _: &[Vec<Event>], game: &ColorWords) -> Played {
        let game = &game.game;
        let finished = game.is_over();
        // Empty until the game is over.
        let winners = game.winners();
        let seats = PlayedSeat::list(
            game.players
                .iter()
                .zip(&self.players)
                .map(|(player, setup)| {
                    let level = setup.computer.map(|l| level_name(&l));
                    (player.name.clone(), player.sheet.total() as i32, level)
                }),
            finished,
            |s| winners.contains(&s),
        );
        Played {
            variant: INFO.id.to_string(),
            language: game.language.code().to_string(),
            finished,
            seats,
            words: words_written(game),
        }
    }

    fn without_outside_files(&mut self) {
        self.word_list = None;
    }
}

/// Every word on the sheets with its round's score bubble (letters and the bonus card), round
/// by round and, within a round, seat by seat: everyone writes at once. A word of a round not
/// scored yet (its vote still open) has no bubble and waits; a proper noun the vote refused
/// was erased from its sheet and is not there. The Star box is the sheet's, not a word's.
fn words_written(game: &Game) -> Vec<PlayedWord> {
    let mut words = Vec::new();
    for round in 0..=game.round {
        for (seat, player) in game.players.iter().enumerate() {
            let sheet = &player.sheet;
            let word = sheet.words.iter().find(|w| w.round == round);
            let bubble = sheet.bubbles.iter().find(|b| b.round == round);
            if let (Some(word), Some(bubble)) = (word, bubble) {
                words.push(PlayedWord {
                    seat,
                    word: word.display.to_uppercase(),
                    points: bubble.score.total() as i32,
                });
            }
        }
    }
    words
}
