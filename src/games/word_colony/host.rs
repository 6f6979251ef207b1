//! Word Colony hosted for phones: a new game from a host's plan, its questions and words in
//! the plan's language, every answerer answering on their own phone at once.

use super::INFO;
use super::ai::Level;
use super::plugin::WordColony;
use super::setup::Seat;
use super::{Content, Setup};
use crate::engine::hosted::{HostPlan, Hosted, HostedGame, Keeper, dictionary_of};
use crate::engine::saved_game::GameSave;
use crate::engine::{SeatId, TurnGame};

/// A hosted Word Colony game with the standard box and the built-in deck of the plan's
/// language (its first edition).
pub fn host(plan: &HostPlan) -> Result<Box<dyn HostedGame>, String> {
    let levels = plan.levels(Level::parse)?;
    let setup = Setup {
        seed: plan.seed,
        players: plan
            .names
            .iter()
            .zip(&levels)
            .map(|(name, computer)| Seat {
                name: name.clone(),
                computer: *computer,
                ..Seat::default()
            })
            .collect(),
        question_language: plan.language,
        dictionary: dictionary_of(plan.language),
        ..Setup::default()
    };
    let content = Content::for_setup(&setup)?;
    let wc = WordColony::start(setup, content)?;
    Ok(Box::new(Hosted::new(
        INFO.id,
        wc,
        plan.names.clone(),
        plan.computers::<WordColony>(&levels),
        |seat: SeatId, seed| WordColony::computer(seat, Level::Normal, seed),
        Box::new(KeptByTheGame),
    )))
}

/// Word Colony's game keeps its own log (its save is the game's setup and log).
struct KeptByTheGame;

impl Keeper<WordColony> for KeptByTheGame {
    fn keep(&mut self, _: SeatId, _: &<WordColony as TurnGame>::Action) {}

    fn save(&self, game: &WordColony) -> GameSave {
        GameSave::new(game.save())
    }
}
