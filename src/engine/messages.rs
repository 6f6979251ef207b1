//! The three messages between a game and everything around it: an intent in (a seat and its
//! action), what happened out, and a refused intent out with its typed reason.

use std::fmt;

use bevy::prelude::*;

use super::contract::{SeatId, TurnGame};

/// A seat's intent: sent by the table, a computer seat, a replay or a test.
pub struct Intent<G: TurnGame> {
    /// The seat acting.
    pub seat: SeatId,
    /// What it does.
    pub action: G::Action,
}

impl<G: TurnGame> Intent<G> {
    /// `seat` wants to do `action`.
    pub fn new(seat: SeatId, action: G::Action) -> Intent<G> {
        Intent { seat, action }
    }
}

// `Clone` and `Debug` are written out rather than derived: a derive would ask the game
// resource `G` itself to be `Clone` and `Debug`, where only its action, event and refusal are.
impl<G: TurnGame> Clone for Intent<G> {
    fn clone(&self) -> Self {
        Intent {
            seat: self.seat,
            action: self.action.clone(),
        }
    }
}

impl<G: TurnGame> fmt::Debug for Intent<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Intent")
            .field("seat", &self.seat)
            .field("action", &self.action)
            .finish()
    }
}

impl<G: TurnGame> Message for Intent<G> {}

/// Something that happened in the game, in the order it happened.
pub struct Happened<G: TurnGame>(pub G::Event);

impl<G: TurnGame> Clone for Happened<G> {
    fn clone(&self) -> Self {
        Happened(self.0.clone())
    }
}

impl<G: TurnGame> fmt::Debug for Happened<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Happened").field(&self.0).finish()
    }
}

impl<G: TurnGame> Message for Happened<G> {}

/// An intent the rules refused; nothing changed.
pub struct Refused<G: TurnGame> {
    /// The refused intent.
    pub intent: Intent<G>,
    /// Why.
    pub reason: G::Refusal,
}

impl<G: TurnGame> Clone for Refused<G> {
    fn clone(&self) -> Self {
        Refused {
            intent: self.intent.clone(),
            reason: self.reason.clone(),
        }
    }
}

impl<G: TurnGame> fmt::Debug for Refused<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Refused")
            .field("intent", &self.intent)
            .field("reason", &self.reason)
            .finish()
    }
}

impl<G: TurnGame> Message for Refused<G> {}
