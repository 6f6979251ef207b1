//! Computer seats, for any game: each seat is a person or a computer at a level. When the
//! game waits for a computer seat, the seat chooses and sends an intent like anyone else, one
//! action per pace so people can follow what it does, and never while the window shows
//! something the people must read first.

use bevy::prelude::*;

use super::contract::{SeatId, TurnGame};
use super::messages::Intent;

/// Who plays a seat.
pub enum Seat<G: TurnGame> {
    /// A person (the table sends their intents).
    Person,
    /// A computer at a level, with its own memory.
    Computer {
        /// How strong it plays.
        level: G::Level,
        /// What it keeps between choices.
        computer: G::Computer,
    },
}

/// Who plays each seat of the running game. Without this resource every seat is a person.
#[derive(Resource)]
pub struct Seats<G: TurnGame> {
    seats: Vec<Seat<G>>,
    /// Seconds left before a computer seat may act again.
    wait: f32,
}

impl<G: TurnGame> Seats<G> {
    /// One seat per entry: `None` for a person, `Some(level)` for a computer seat; `seed`
    /// makes the computers' choices repeatable.
    pub fn new(levels: &[Option<G::Level>], seed: u64) -> Seats<G> {
        Seats {
            seats: levels
                .iter()
                .enumerate()
                .map(|(seat, level)| match level {
                    None => Seat::Person,
                    Some(level) => Seat::Computer {
                        level: level.clone(),
                        computer: G::computer(seat, level.clone(), seed),
                    },
                })
                .collect(),
            wait: 0.0,
        }
    }

    /// The level of a computer seat; `None` for a person (or a seat not listed).
    pub fn level(&self, seat: SeatId) -> Option<&G::Level> {
        match self.seats.get(seat) {
            Some(Seat::Computer { level, .. }) => Some(level),
            _ => None,
        }
    }

    /// Whether a person plays `seat`.
    pub fn is_person(&self, seat: SeatId) -> bool {
        self.level(seat).is_none()
    }
}

/// Seconds a computer seat waits before each action (0 headless: as fast as frames run).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct SeatPace(pub f32);

/// Set while the window shows something the people must read (a question's reveal, another
/// screen): computer seats wait, and once it is cleared they wait a whole pace more, so the
/// table sees their next action happen rather than finding it done.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatsPaused(pub bool);

/// Lets the first computer seat the game waits for act, at most once a pace.
pub(super) fn play_computer_seats<G: TurnGame>(
    game: Option<Res<G>>,
    seats: Option<ResMut<Seats<G>>>,
    pace: Res<SeatPace>,
    paused: Res<SeatsPaused>,
    time: Res<Time>,
    mut intents: MessageWriter<Intent<G>>,
) {
    let (Some(game), Some(mut seats)) = (game, seats) else {
        return;
    };
    if paused.0 {
        seats.wait = pace.0;
        return;
    }
    if game.is_over() {
        return;
    }
    if seats.wait > 0.0 {
        seats.wait -= time.delta_secs();
        return;
    }
    let seats = &mut *seats;
    for seat in game.acting() {
        let Some(Seat::Computer { computer, .. }) = seats.seats.get_mut(seat) else {
            continue;
        };
        if let Some(action) = game.choose(seat, computer) {
            intents.write(Intent { seat, action });
            seats.wait = pace.0;
            return;
        }
    }
}
