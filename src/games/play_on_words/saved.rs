//! Play On Words' save as the rest of the app handles any game's ([`SavedGame`]): replayed
//! with the standard deck and the English dictionary.

use super::INFO;
use super::refusal::Refusal;
use super::save::{PlayOnWordsSave, state_json};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    summary, write_enveloped,
};

/// Reads a Play On Words save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    read_enveloped::<PlayOnWordsSave>(text).map(GameSave::new)
}

impl SavedGame for PlayOnWordsSave {
    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let Ok(game) = self.replay() else {
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
        let replayed = self.replay().map(|g| g.is_over());
        check_replay(self, replayed, &Refusal::GameOver, |s, i| {
            s.actions.truncate(i)
        })
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.replay()
            .map(|game| state_json(&game))
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))
    }

    fn without_outside_files(&self) -> GameSave {
        GameSave::new(self.clone())
    }
}
