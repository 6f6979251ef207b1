//! Color Words' save as the rest of the app handles any game's ([`SavedGame`]): a stacked
//! deck that does not fit the box makes it unplayable.

use super::INFO;
use super::game::Game;
use super::refusal::Refusal;
use super::save::{ColorWordsSave, ReplayStop, state_json};
use crate::engine::played::{Played, PlayedSeat, PlayedWord, level_name};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, pretty, read_enveloped, summary,
    write_enveloped,
};

/// Reads a Color Words save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    read_enveloped::<ColorWordsSave>(text).map(GameSave::new)
}

impl SavedGame for ColorWordsSave {
    crate::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let rounds = super::material::ROUNDS;
        let Ok(game) = self.replay() else {
            let names = self.setup.players.iter().map(|p| (p.name.clone(), 0));
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

    fn to_ron(&self) -> String {
        write_enveloped(INFO.id, self, pretty(1))
    }

    fn check(&self) -> SaveCheck {
        match self.replay() {
            Ok(game) if game.is_over() => SaveCheck::Finished,
            Ok(_) => SaveCheck::Playing,
            Err(ReplayStop::Setup(e)) => SaveCheck::Unplayable(e.to_string()),
            Err(ReplayStop::Refused {
                refusal: Refusal::GameOver,
                ..
            }) => SaveCheck::Finished,
            Err(ReplayStop::Refused { index, refusal }) => {
                let mut shorter = self.clone();
                shorter.actions.truncate(index);
                SaveCheck::RefusedAt {
                    index,
                    reason: refusal.to_string(),
                    shorter: GameSave::new(shorter),
                }
            }
        }
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.replayed().map(|game| state_json(&game))
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.word_list = None;
        GameSave::new(save)
    }

    fn played(&self) -> Result<Played, ReplayFailure> {
        let game = self.replayed()?;
        let finished = game.is_over();
        // Empty until the game is over.
        let winners = game.winners();
        let seats = PlayedSeat::list(
            game.players
                .iter()
                .zip(&self.setup.players)
                .map(|(player, setup)| {
                    let level = setup.computer.map(|l| level_name(&l));
                    (player.name.clone(), player.sheet.total() as i32, level)
                }),
            finished,
            |s| winners.contains(&s),
        );
        Ok(Played {
            variant: INFO.id.to_string(),
            language: game.language.code().to_string(),
            finished,
            seats,
            words: words_written(&game),
        })
    }
}

impl ColorWordsSave {
    /// The game replayed, failing as `wordtable replay` says: a stacked deck that does not fit
    /// is unplayable, a refused action is refused.
    fn replayed(&self) -> Result<Game, ReplayFailure> {
        self.replay().map_err(|stop| match stop {
            ReplayStop::Refused { .. } => ReplayFailure::Refused(stop.to_string()),
            ReplayStop::Setup(_) => ReplayFailure::Unplayable(stop.to_string()),
        })
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
