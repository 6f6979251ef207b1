//! Color Words' save as the rest of the app handles any game's ([`SavedGame`]): a stacked
//! deck that does not fit the box makes it unplayable.

use super::INFO;
use super::refusal::Refusal;
use super::save::{ColorWordsSave, ReplayStop, state_json};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, pretty, read_enveloped, summary,
    write_enveloped,
};

/// Reads a Color Words save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    read_enveloped::<ColorWordsSave>(text).map(GameSave::new)
}

impl SavedGame for ColorWordsSave {
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
        self.replay()
            .map(|game| state_json(&game))
            .map_err(|stop| match stop {
                ReplayStop::Refused { .. } => ReplayFailure::Refused(stop.to_string()),
                ReplayStop::Setup(_) => ReplayFailure::Unplayable(stop.to_string()),
            })
    }

    fn without_outside_files(&self) -> GameSave {
        GameSave::new(self.clone())
    }
}
