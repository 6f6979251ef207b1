//! The crossword games on the engine: the running game as a resource ([`Crossword`]), its
//! phase as a Bevy state ([`CrosswordPhase`]), and the engine's contract implemented for it,
//! so the generic rules plugin routes intents, publishes events and plays computer seats.

use bevy::prelude::*;

use super::ai::{Strength, choose};
use super::game::{Action, Event, Game, Refusal};
use crate::engine::{RulesPlugin, SeatId, SeededComputer, TurnGame};

/// The game's phase.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CrosswordPhase {
    /// No crossword game is running.
    #[default]
    NoGame,
    /// A seat is to play.
    Turn,
    /// The game has ended.
    Over,
}

/// The running crossword game.
#[derive(Resource, Clone)]
pub struct Crossword {
    /// The game.
    pub game: Game,
}

impl Crossword {
    /// The table for `game`.
    pub fn new(game: Game) -> Crossword {
        Crossword { game }
    }
}

impl TurnGame for Crossword {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type Phase = CrosswordPhase;
    type Level = Strength;
    type Computer = SeededComputer<Strength>;

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.game.apply(seat, action)
    }

    fn acting(&self) -> Vec<SeatId> {
        // While the table votes on a play's words, the voters act.
        match &self.game.house_vote.open {
            Some(vote) if self.game.over.is_none() => vote.waiting(),
            _ => self.game.to_play().into_iter().collect(),
        }
    }

    fn is_over(&self) -> bool {
        self.game.over.is_some()
    }

    fn phase(&self) -> CrosswordPhase {
        if self.is_over() {
            CrosswordPhase::Over
        } else {
            CrosswordPhase::Turn
        }
    }

    fn computer(seat: SeatId, strength: Strength, seed: u64) -> SeededComputer<Strength> {
        // Each seat draws from its own stream, so one seat's choices never shift another's.
        let stream = (seat as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        SeededComputer::new(strength, seed ^ stream)
    }

    fn choose(&self, seat: SeatId, computer: &mut SeededComputer<Strength>) -> Option<Action> {
        if let Some(vote) = &self.game.house_vote.open {
            // Only a computer standing in for a person who left is ever asked: it votes yes,
            // as an abstention counts.
            return vote.waiting().contains(&seat).then_some(Action::Vote(true));
        }
        (self.game.to_play() == Some(seat))
            .then(|| choose(&self.game, computer.level, &mut computer.rng))
    }
}

/// The crossword rules as a plugin (headless: no rendering).
pub struct CrosswordPlugin;

impl Plugin for CrosswordPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(RulesPlugin::<Crossword>::default());
    }
}
