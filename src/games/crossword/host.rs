//! Wordgame and Classic hosted for phones: a new game from a host's plan, on the plan's
//! dictionary; the plan's variant `classic` plays Classic rules.

use super::INFO;
use super::ai::Strength;
use super::plugin::Crossword;
use super::rules::RulesKind;
use super::save::{CrosswordSave, CrosswordSeat, CrosswordSetup};
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
    let save = CrosswordSave::new(CrosswordSetup {
        rules,
        seed: plan.seed,
        players: plan
            .names
            .iter()
            .zip(&levels)
            .map(|(name, computer)| CrosswordSeat {
                name: name.clone(),
                computer: *computer,
            })
            .collect(),
        dictionary,
        word_list: None,
        family_filter: false,
        challenge: Default::default(),
        dictionary_vote: false,
        bag: None,
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
