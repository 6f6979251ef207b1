//! Play On Words on the engine: the running game as a resource ([`PlayOnWords`]), its phase as
//! a Bevy state ([`PlayOnWordsPhase`]: draw, meld, change, round end), the engine's contract
//! implemented for it, and its computer seats (the levels of [`super::players`]).

use bevy::prelude::*;

use super::game::Game;
use super::players::{Level, choose};
use super::refusal::Refusal;
use super::state::{Action, Event, Phase};
use crate::engine::{RulesPlugin, SeatId, SeededComputer, TurnGame};

/// The game's phase as a Bevy state. A turn is draw, then meld (before the seat has met the
/// challenge) or change (after), each ended by the discard.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PlayOnWordsPhase {
    /// No Play On Words game is running.
    #[default]
    NoGame,
    /// A seat takes one card or two.
    Draw,
    /// A seat that has not met the challenge lays its words down, or discards.
    Meld,
    /// A seat in the game changes words, or discards.
    Change,
    /// A round is over: its summary, then the next deal.
    RoundEnd,
    /// The game has ended.
    Over,
}

/// The running Play On Words game.
#[derive(Resource, Clone)]
pub struct PlayOnWords {
    /// The game.
    pub game: Game,
}

impl PlayOnWords {
    /// The table for `game`.
    pub fn new(game: Game) -> PlayOnWords {
        PlayOnWords { game }
    }
}

impl TurnGame for PlayOnWords {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type Phase = PlayOnWordsPhase;
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

    fn phase(&self) -> PlayOnWordsPhase {
        match self.game.phase() {
            Phase::Draw { .. } => PlayOnWordsPhase::Draw,
            Phase::Play { seat } if self.game.seats[seat].is_in => PlayOnWordsPhase::Change,
            Phase::Play { .. } => PlayOnWordsPhase::Meld,
            Phase::RoundOver { .. } => PlayOnWordsPhase::RoundEnd,
            Phase::Over => PlayOnWordsPhase::Over,
        }
    }

    fn computer(seat: SeatId, level: Level, seed: u64) -> SeededComputer<Level> {
        SeededComputer::new(level, seed ^ (seat as u64 + 1).wrapping_mul(0x9e37_79b9))
    }

    fn choose(&self, seat: SeatId, computer: &mut SeededComputer<Level>) -> Option<Action> {
        if !self.game.acting().contains(&seat) {
            return None;
        }
        if self.game.house_vote.open.is_some() {
            // Only a computer standing in for a person who left is ever asked: it votes yes,
            // as an abstention counts.
            return Some(Action::Vote(true));
        }
        Some(choose(&self.game, seat, computer.level, &mut computer.rng))
    }
}

/// The Play On Words rules as a plugin (headless: no rendering).
pub struct PlayOnWordsPlugin;

impl Plugin for PlayOnWordsPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(RulesPlugin::<PlayOnWords>::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seats;
    use crate::engine::harness::Harness;
    use crate::games::play_on_words::Pile;
    use crate::games::play_on_words::refusal::Expected;

    #[test]
    fn three_levels_play_a_short_game_through_the_engine_without_refusals() {
        let levels = [Some(Level::Easy), Some(Level::Normal), Some(Level::Hard)];
        let seats = Seats::new(&levels, 3);
        let game = Game::standard(&["Ana", "Ben", "Cleo"], 3, 3);
        let mut h = Harness::with_seats(PlayOnWords::new(game), seats);
        let ran = h.run_until_over(20_000);
        assert!(h.game().is_over(), "not over after {} frames", ran.frames);
        assert!(ran.refusals.is_empty(), "{:?}", ran.refusals);
        assert!(
            ran.events
                .iter()
                .any(|e| matches!(e, Event::LaidDown { .. }))
        );
        h.update();
        assert_eq!(h.phase(), PlayOnWordsPhase::Over);
    }

    #[test]
    fn the_phase_follows_the_game_and_refusals_come_back_typed() {
        let game = Game::standard(&["Ana", "Ben"], 1, 10);
        let mut h = Harness::new(PlayOnWords::new(game));
        assert_eq!(h.phase(), PlayOnWordsPhase::Draw);
        assert_eq!(
            h.act(1, Action::Draw(Pile::Stock)),
            Err(Refusal::NotYourTurn { waiting: 0 })
        );
        assert_eq!(
            h.act(0, Action::NextRound),
            Err(Refusal::WrongAction {
                expected: Expected::Draw
            })
        );
        h.act(0, Action::Draw(Pile::Stock)).unwrap();
        h.update();
        assert_eq!(h.phase(), PlayOnWordsPhase::Meld);
    }
}
