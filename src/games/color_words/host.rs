//! Color Words hosted for phones: a new game from a host's plan, everyone writing at once on
//! their own grid.

use super::INFO;
use super::players::Level;
use super::plugin::ColorWords;
use super::save::{ColorWordsSave, SavedSeat, SavedSetup};
use crate::engine::hosted::{ActionLog, HostPlan, Hosted, HostedGame, dictionary_of, level_named};
use crate::engine::{SeatId, TurnGame};

/// A hosted Color Words game on grid A, in the plan's language.
pub fn host(plan: &HostPlan) -> Result<Box<dyn HostedGame>, String> {
    let levels = plan.levels(level_named::<Level>)?;
    let setup = SavedSetup {
        seed: plan.seed,
        dictionary: dictionary_of(plan.language),
        players: plan
            .names
            .iter()
            .zip(&levels)
            .map(|(name, computer)| SavedSeat {
                name: name.clone(),
                computer: *computer,
            })
            .collect(),
        ..Default::default()
    };
    let game = super::game::Game::new(&setup.setup()).map_err(|e| e.to_string())?;
    let save = ColorWordsSave::new(setup);
    Ok(Box::new(Hosted::new(
        INFO.id,
        ColorWords::new(game),
        plan.names.clone(),
        plan.computers::<ColorWords>(&levels),
        |seat: SeatId, seed| ColorWords::computer(seat, Level::Normal, seed),
        Box::new(save),
    )))
}

impl ActionLog<<ColorWords as TurnGame>::Action> for ColorWordsSave {
    fn log_action(&mut self, seat: SeatId, action: &<ColorWords as TurnGame>::Action) {
        self.record(seat, action);
    }
}
