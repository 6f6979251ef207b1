//! Color Words on the engine: the running game as a resource ([`ColorWords`]), its phase as a
//! Bevy state ([`ColorWordsPhase`]), the engine's contract implemented for it, and its computer
//! seats at the levels of [`super::players`].

use bevy::prelude::*;

use super::game::Game;
use super::players::{Level, choose};
use super::refusal::Refusal;
use super::state::{Action, Event, Phase};
use crate::engine::{RulesPlugin, SeatId, SeededComputer, TurnGame};

/// The game's phase as a Bevy state.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColorWordsPhase {
    /// No Color Words game is running.
    #[default]
    NoGame,
    /// Solo on grid B: a star is crossed out.
    CrossOut,
    /// The round's cards are flipped.
    Draw,
    /// Everyone writes.
    Write,
    /// Words under a thematic card are judged.
    Vote,
    /// The game has ended.
    Over,
}

/// The running Color Words game.
#[derive(Resource, Clone)]
pub struct ColorWords {
    /// The game.
    pub game: Game,
}

impl ColorWords {
    /// The table for `game`.
    pub fn new(game: Game) -> ColorWords {
        ColorWords { game }
    }
}

impl TurnGame for ColorWords {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type Phase = ColorWordsPhase;
    type Level = Level;
    type Computer = SeededComputer<Level>;

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.game.apply(seat, action)
    }

    fn acting(&self) -> Vec<SeatId> {
        self.game.acting()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn phase(&self) -> ColorWordsPhase {
        match self.game.phase {
            Phase::CrossOut => ColorWordsPhase::CrossOut,
            Phase::Draw { .. } => ColorWordsPhase::Draw,
            Phase::Write { .. } => ColorWordsPhase::Write,
            Phase::Vote { .. } => ColorWordsPhase::Vote,
            Phase::Over => ColorWordsPhase::Over,
        }
    }

    fn computer(seat: SeatId, level: Level, seed: u64) -> SeededComputer<Level> {
        SeededComputer::new(level, seed ^ (seat as u64).wrapping_mul(0x9e37_79b9))
    }

    fn choose(&self, seat: SeatId, computer: &mut SeededComputer<Level>) -> Option<Action> {
        if !self.game.acting().contains(&seat) {
            return None;
        }
        Some(choose(&self.game, seat, computer.level, &mut computer.rng))
    }
}

/// The Color Words rules as a plugin (headless: no rendering).
pub struct ColorWordsPlugin;

impl Plugin for ColorWordsPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(RulesPlugin::<ColorWords>::default());
    }
}
