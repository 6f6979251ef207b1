//! Word Colony's save as the rest of the app handles any game's ([`SavedGame`]): read from a
//! file (named, or from before saves named their game), described for Continue, replayed and
//! checked with the content its setup names.

use super::INFO;
use super::actions::ScoreReason;
use super::save::{ReplayError, SaveFile, state_json};
use super::setup::{Content, new_game};
use super::state::Game;
use crate::engine::played::{Played, PlayedSeat, PlayedWord};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, envelope_name, read_enveloped,
    summary, write_enveloped,
};

/// Reads a Word Colony save: in its envelope, or bare (every save before games were named).
pub fn read(text: &str) -> Result<GameSave, String> {
    if envelope_name(text).is_some() {
        read_enveloped::<SaveFile>(text).map(GameSave::new)
    } else {
        SaveFile::parse(text)
            .map(GameSave::new)
            .map_err(|e| match e {
                // The envelope's error says "not a valid save file" itself.
                ReplayError::Format(m) => m,
                other => other.to_string(),
            })
    }
}

impl SavedGame for SaveFile {
    crate::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let game = Content::for_setup(&self.setup)
            .ok()
            .and_then(|content| self.replay(&content).ok());
        let (standings, turn): (Vec<(String, i32)>, usize) = match &game {
            Some(g) => (
                g.players
                    .iter()
                    .map(|p| (p.name.clone(), p.score))
                    .collect(),
                g.turn as usize,
            ),
            None => (
                self.setup
                    .players
                    .iter()
                    .map(|p| (p.name.clone(), 0))
                    .collect(),
                1,
            ),
        };
        summary(INFO.name, &standings, Progress::Turn(turn))
    }

    fn to_ron(&self) -> String {
        write_enveloped(INFO.id, self, ron::ser::PrettyConfig::default())
    }

    fn check(&self) -> SaveCheck {
        let content = match Content::for_setup(&self.setup) {
            Ok(c) => c,
            Err(e) => return SaveCheck::Unplayable(e),
        };
        let mut game = match new_game(&self.setup, &content) {
            Ok((game, _)) => game,
            Err(e) => return SaveCheck::Unplayable(e),
        };
        for (index, act) in self.actions.iter().enumerate() {
            if let Err(refused) = game.apply(act) {
                let mut shorter = self.clone();
                shorter.actions.truncate(index);
                return SaveCheck::RefusedAt {
                    index,
                    reason: refused.to_string(),
                    shorter: GameSave::new(shorter),
                };
            }
        }
        if game.result.is_some() {
            SaveCheck::Finished
        } else {
            SaveCheck::Playing
        }
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.replayed().map(|game| state_json(&game))
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.deck_file = None;
        save.setup.box_file = None;
        save.setup.word_list = None;
        GameSave::new(save)
    }

    fn played(&self) -> Result<Played, ReplayFailure> {
        let game = self.replayed()?;
        let finished = game.result.is_some();
        let winners = game.result.as_ref().map_or(&[][..], |(w, _)| w);
        let seats = PlayedSeat::list(
            game.players
                .iter()
                .zip(&self.setup.players)
                .map(|(player, seat)| {
                    let level = seat.computer.map(|level| level.name().to_string());
                    (player.name.clone(), player.score, level)
                }),
            finished,
            |p| winners.contains(&p),
        );
        Ok(Played {
            variant: INFO.id.to_string(),
            language: self.setup.dictionary.code().to_string(),
            finished,
            seats,
            words: words_scored(&game),
        })
    }
}

impl SaveFile {
    /// The game replayed with the content its setup names, failing as `wordtable replay` says.
    fn replayed(&self) -> Result<Game, ReplayFailure> {
        Content::for_setup(&self.setup)
            .map_err(ReplayError::Setup)
            .and_then(|content| self.replay(&content))
            .map_err(|e| match e {
                ReplayError::Illegal { .. } => ReplayFailure::Refused(e.to_string()),
                _ => ReplayFailure::Unplayable(e.to_string()),
            })
    }
}

/// Every word placed (built, expanded or built on a colony) with the points its new letters
/// scored, from the game's log of score changes: the log holds each change as applied, so a
/// score kept from going below 0 counts what it really moved, and a word that moved no score
/// at all scored nothing and is left out. A conquest's transfer and a Decolonization are
/// scores for words already on the table, not for the word played, so they are not a word's.
fn words_scored(game: &Game) -> Vec<PlayedWord> {
    game.score_log
        .iter()
        .filter_map(|event| match &event.reason {
            ScoreReason::Letters(word) => Some(PlayedWord {
                seat: event.player,
                word: word.clone(),
                points: event.delta,
            }),
            _ => None,
        })
        .collect()
}
