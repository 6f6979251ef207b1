//! Colonization Mode's save as the rest of the app handles any game's ([`SavedGame`]):
//! replayed with the English dictionary, which tells English words.

use super::INFO;
use super::refusal::Refusal;
use super::save::{ColonizationSave, state_json};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    summary, write_enveloped,
};

/// Reads a Colonization save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    read_enveloped::<ColonizationSave>(text).map(GameSave::new)
}

impl SavedGame for ColonizationSave {
    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let Ok(game) = self.replay(ColonizationSave::lexicon()) else {
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
        let replayed = self
            .replay(ColonizationSave::lexicon())
            .map(|g| g.is_over());
        check_replay(self, replayed, &Refusal::GameOver, |s, i| {
            s.actions.truncate(i)
        })
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.replay(ColonizationSave::lexicon())
            .map(|game| state_json(&game))
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))
    }

    fn without_outside_files(&self) -> GameSave {
        GameSave::new(self.clone())
    }
}
