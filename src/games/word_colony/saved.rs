//! Word Colony's save as the rest of the app handles any game's ([`SavedGame`]): read from a
//! file (named, or from before saves named their game), described for Continue, replayed and
//! checked with the content its setup names.

use super::INFO;
use super::save::{ReplayError, SaveFile, state_json};
use super::setup::{Content, new_game};
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
        Content::for_setup(&self.setup)
            .map_err(ReplayError::Setup)
            .and_then(|content| self.replay(&content))
            .map(|game| state_json(&game))
            .map_err(|e| match e {
                ReplayError::Illegal { .. } => ReplayFailure::Refused(e.to_string()),
                _ => ReplayFailure::Unplayable(e.to_string()),
            })
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.deck_file = None;
        save.setup.box_file = None;
        save.setup.word_list = None;
        GameSave::new(save)
    }
}
