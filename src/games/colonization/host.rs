//! Colonization Mode hosted for phones: a new game from a host's plan (its words are always
//! judged against English, the language that devours them).

use super::INFO;
use super::plugin::{Colonization, ColonizationLevel};
use super::save::{ColonizationSave, ColonizationSeat, ColonizationSetup};
use crate::engine::hosted::{ActionLog, HostPlan, Hosted, HostedGame, level_named};
use crate::engine::{SeatId, TurnGame};

/// A hosted Colonization Mode game.
pub fn host(plan: &HostPlan) -> Result<Box<dyn HostedGame>, String> {
    let levels = plan.levels(level_named::<ColonizationLevel>)?;
    let save = ColonizationSave::new(ColonizationSetup {
        seed: plan.seed,
        players: plan
            .names
            .iter()
            .zip(&levels)
            .map(|(name, computer)| ColonizationSeat {
                name: name.clone(),
                computer: *computer,
            })
            .collect(),
        ..Default::default()
    });
    let game = save.new_game(&save.lexicon().map_err(|e| e.to_string())?);
    Ok(Box::new(Hosted::new(
        INFO.id,
        Colonization::new(game),
        plan.names.clone(),
        plan.computers::<Colonization>(&levels),
        |seat: SeatId, seed| Colonization::computer(seat, ColonizationLevel::Normal, seed),
        Box::new(save),
    )))
}

impl ActionLog<<Colonization as TurnGame>::Action> for ColonizationSave {
    fn log_action(&mut self, seat: SeatId, action: &<Colonization as TurnGame>::Action) {
        self.record(seat, action);
    }
}
