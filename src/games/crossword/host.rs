//! Wordgame and Classic hosted for phones: a new game from a host's plan, on the plan's
//! dictionary; the plan's variant `classic` plays Classic rules.

use super::INFO;
use super::ai::Strength;
use super::plugin::Crossword;
use super::rules::RulesKind;
use super::save::{CrosswordSave, CrosswordSetup};
use crate::engine::hosted::{ActionLog, HostPlan, Hosted, HostedGame, dictionary_of};
use crate::engine::{SeatId, TurnGame};

/// A hosted Wordgame (or, with the variant `classic`, Classic) game.
pub fn host(plan: &HostPlan) -> Result<Box<dyn HostedGame>, String> {
    let levels = plan.levels(Strength::parse)?;
    let rules = match plan.variant.as_deref() {
        None | Some("wordgame") => RulesKind::Wordgame,
        Some("classic") => RulesKind::Classic,
        Some(other) => return Err(format!("`{other}` is neither wordgame nor classic")),
    };
    let dictionary = dictionary_of(plan.language);
    let seats = plan.names.iter().cloned().zip(levels.iter().copied());
    let save = CrosswordSave::new(CrosswordSetup {
        dictionary,
        ..CrosswordSetup::new(rules, plan.seed, seats)
    });
    let game = save.new_game(dictionary.lexicon());
    Ok(Box::new(Hosted::new(
        INFO.id,
        Crossword::new(game),
        plan.names.clone(),
        plan.computers::<Crossword>(&levels),
        |seat: SeatId, seed| Crossword::computer(seat, Strength::Normal, seed),
        Box::new(save),
    )))
}

impl ActionLog<<Crossword as TurnGame>::Action> for CrosswordSave {
    fn log_action(&mut self, seat: SeatId, action: &<Crossword as TurnGame>::Action) {
        self.record(seat, action);
    }
}
