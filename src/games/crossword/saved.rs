//! Wordgame's and Classic's save as the rest of the app handles any game's ([`SavedGame`]):
//! both rule sets are saved under the Wordgame id, the setup saying which; replayed with the
//! words the setup names.

use super::INFO;
use super::game::Refusal;
use super::save::{CrosswordSave, state_json};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    summary, write_enveloped,
};

/// Reads a Wordgame or Classic save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    read_enveloped::<CrosswordSave>(text).map(GameSave::new)
}

impl SavedGame for CrosswordSave {
    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let name = self.setup.rules.rules().name.clone();
        let game = self.lexicon().ok().and_then(|l| self.replay(&l).ok());
        let (standings, turn): (Vec<(String, i32)>, usize) = match &game {
            Some(g) => (
                g.seats.iter().map(|s| (s.name.clone(), s.score)).collect(),
                g.turns_played + 1,
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
        summary(&name, &standings, Progress::Turn(turn))
    }

    fn to_ron(&self) -> String {
        // One action a line: the save sits one level inside the envelope.
        write_enveloped(INFO.id, self, pretty(1))
    }

    fn check(&self) -> SaveCheck {
        let lexicon = match self.lexicon() {
            Ok(lexicon) => lexicon,
            Err(e) => return SaveCheck::Unplayable(e.to_string()),
        };
        // An action after the end: what comes before it is a finished game.
        let replayed = self.replay(&lexicon).map(|g| g.over.is_some());
        check_replay(self, replayed, &Refusal::GameOver, |s, i| {
            s.actions.truncate(i)
        })
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        let lexicon = self.lexicon().map_err(|e| {
            ReplayFailure::Unplayable(crate::i18n::tr!(
                "error-replay-setup",
                reason = e.to_string()
            ))
        })?;
        let mut turns = Vec::new();
        self.replay_with(&lexicon, |_, events| turns.push(events.to_vec()))
            .map(|game| state_json(&game, self, &turns))
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.word_list = None;
        GameSave::new(save)
    }
}
