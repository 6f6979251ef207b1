//! Play On Words hosted for phones: a new game of the ten challenges from a host's plan.

use super::INFO;
use super::players::Level;
use super::plugin::PlayOnWords;
use super::save::{PlayOnWordsSave, PlayOnWordsSeat, PlayOnWordsSetup};
use crate::engine::hosted::{ActionLog, HostPlan, Hosted, HostedGame, level_named};
use crate::engine::{SeatId, TurnGame};

/// A hosted Play On Words game of ten rounds.
pub fn host(plan: &HostPlan) -> Result<Box<dyn HostedGame>, String> {
    let levels = plan.levels(level_named::<Level>)?;
    let save = PlayOnWordsSave::new(PlayOnWordsSetup {
        seed: plan.seed,
        rounds: 10,
        players: plan
            .names
            .iter()
            .zip(&levels)
            .map(|(name, computer)| PlayOnWordsSeat {
                name: name.clone(),
                computer: *computer,
            })
            .collect(),
        ..Default::default()
    });
    let game = PlayOnWords::new(save.new_game(&save.lexicon().map_err(|e| e.to_string())?));
    Ok(Box::new(Hosted::new(
        INFO.id,
        game,
        plan.names.clone(),
        plan.computers::<PlayOnWords>(&levels),
        |seat: SeatId, seed| PlayOnWords::computer(seat, Level::Normal, seed),
        Box::new(save),
    )))
}

impl ActionLog<<PlayOnWords as TurnGame>::Action> for PlayOnWordsSave {
    fn log_action(&mut self, seat: SeatId, action: &<PlayOnWords as TurnGame>::Action) {
        self.record(seat, action);
    }
}
