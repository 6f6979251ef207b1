//! The contract every game implements once: what a seat may do (its `Action`), what came of
//! it (its `Event`s), why it was refused (its typed `Refusal`), the one function that changes
//! the game, who the game waits for, its phase, and how its computer players choose.

use std::fmt::Debug;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;

/// A seat at the table, counted from 0 in turn order.
pub type SeatId = usize;

/// A game played in turns by seats, as plain data changed only by [`TurnGame::apply`].
///
/// The implementing type is the running game as a Bevy resource (the rules' state plus what
/// the game keeps beside it, such as the log of accepted actions a save is made from). The
/// engine never looks inside it: it only applies actions, asks who may act and in which
/// phase the game is, and asks a computer seat for its choice.
///
/// It is `Clone`: a computer seat thinks over a copy of the game on a worker thread.
pub trait TurnGame: Resource<Mutability = Mutable> + Sized + Clone {
    /// What a seat does: the one way in, for people, computer seats, replays and tests.
    type Action: Clone + Debug + Send + Sync + 'static;
    /// What happened, for the table, the sound and the log.
    type Event: Clone + Debug + Send + Sync + 'static;
    /// Why an action was refused, as data (the window puts it into words).
    type Refusal: Clone + Debug + Send + Sync + 'static;
    /// The game's phase as a Bevy state; its `Default` is "no game is running".
    type Phase: FreelyMutableState + Default;
    /// How strong a computer seat plays.
    type Level: Clone + Debug + Send + Sync + 'static;
    /// A computer seat's own memory between choices (its randomness, what it did this turn).
    type Computer: Send + Sync + 'static;

    /// Plays `action` for `seat`: the events it caused, or why it is refused. A refused
    /// action changes nothing, so the game can be driven by anyone without a check first.
    fn apply(
        &mut self,
        seat: SeatId,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Refusal>;

    /// The seats the game waits for now, in seat order: usually the one whose turn it is,
    /// but several when they act at once (answering a question in secret); empty once the
    /// game is over.
    fn acting(&self) -> Vec<SeatId>;

    /// Whether the game has ended.
    fn is_over(&self) -> bool;

    /// The phase the game is in (never the "no game" default while it runs).
    fn phase(&self) -> Self::Phase;

    /// A computer seat for `seat` playing at `level`; `seed` makes its choices repeatable.
    fn computer(seat: SeatId, level: Self::Level, seed: u64) -> Self::Computer;

    /// What the computer seat `seat` does now, if the game waits for it; `None` when it has
    /// nothing to do.
    fn choose(&self, seat: SeatId, computer: &mut Self::Computer) -> Option<Self::Action>;
}
