//! Computer seats, for any game: each seat is a person or a computer at a level. When the
//! game waits for a computer seat, the seat chooses and sends an intent like anyone else, one
//! action per pace so people can follow what it does, and never while the window shows
//! something the people must read first.
//!
//! In the window a seat thinks on a worker of Bevy's async compute pool, over a copy of the
//! game, so a frame never waits on it ([`ThinkOn::Worker`], which the window's app sets); the
//! choice is sent when it arrives, and only if the game has not changed since it was asked
//! (an undo, a new game, another seat's action): a stale choice is dropped and the seat thinks
//! again. [`Thinking`] says which seat is thinking, for the table to show. Headless runs think
//! in the frame ([`ThinkOn::Frame`], the default), so a test counts its frames and replays the
//! same.

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

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
        /// What it keeps between choices; away on the worker while it thinks.
        computer: Option<G::Computer>,
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
                        computer: Some(G::computer(seat, level.clone(), seed)),
                    },
                })
                .collect(),
            wait: 0.0,
        }
    }

    /// Hands `seat` to a computer at `level` (with its own memory from `seed`), or with `None`
    /// back to its person; seats not listed yet are people.
    pub fn set(&mut self, seat: SeatId, level: Option<G::Level>, seed: u64) {
        if self.seats.len() <= seat {
            self.seats.resize_with(seat + 1, || Seat::Person);
        }
        self.seats[seat] = match level {
            None => Seat::Person,
            Some(level) => Seat::Computer {
                computer: Some(G::computer(seat, level.clone(), seed)),
                level,
            },
        };
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

/// Present while the table only shows a game (the replay viewer): no intent is applied, no
/// computer seat thinks, and nothing is saved.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableFrozen;

/// Where computer seats think: in the frame unless an app asks for a worker (the window does).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ThinkOn {
    /// On a worker thread: the frame never waits (the window).
    Worker,
    /// In the frame that asks (headless runs and tests that count frames).
    #[default]
    Frame,
}

/// A computer seat's choice under way on a worker: which seat, and the game's change tick
/// when it was asked.
#[derive(Resource)]
pub struct Thinking<G: TurnGame> {
    seat: SeatId,
    asked_at: Tick,
    task: Task<(Option<G::Action>, G::Computer)>,
}

impl<G: TurnGame> Thinking<G> {
    /// The seat that is thinking.
    pub fn seat(&self) -> SeatId {
        self.seat
    }
}

/// Lets the first computer seat the game waits for act, at most once a pace: in the frame, or
/// on a worker whose choice is taken up in a later frame (see the module's header).
#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it reads
pub(super) fn play_computer_seats<G: TurnGame>(
    mut commands: Commands,
    game: Option<Res<G>>,
    seats: Option<ResMut<Seats<G>>>,
    thinking: Option<ResMut<Thinking<G>>>,
    think_on: Res<ThinkOn>,
    pace: Res<SeatPace>,
    paused: Res<SeatsPaused>,
    time: Res<Time>,
    mut intents: MessageWriter<Intent<G>>,
    frozen: Option<Res<TableFrozen>>,
) {
    if frozen.is_some() {
        return;
    }
    let (Some(game), Some(mut seats)) = (game, seats) else {
        if thinking.is_some() {
            commands.remove_resource::<Thinking<G>>();
        }
        return;
    };
    if let Some(mut thinking) = thinking {
        let Some((action, computer)) = block_on(poll_once(&mut thinking.task)) else {
            return;
        };
        commands.remove_resource::<Thinking<G>>();
        // The seat's memory comes back, unless these are new seats (a new game).
        if let Some(Seat::Computer {
            computer: slot @ None,
            ..
        }) = seats.seats.get_mut(thinking.seat)
        {
            *slot = Some(computer);
        }
        let fresh = game.last_changed() == thinking.asked_at && !paused.0 && !game.is_over();
        if fresh && let Some(action) = action {
            intents.write(Intent {
                seat: thinking.seat,
                action,
            });
            seats.wait = pace.0;
        }
        return;
    }
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
        let Some(Seat::Computer { computer: slot, .. }) = seats.seats.get_mut(seat) else {
            continue;
        };
        let Some(computer) = slot.as_mut() else {
            continue;
        };
        match *think_on {
            ThinkOn::Frame => {
                if let Some(action) = game.choose(seat, computer) {
                    intents.write(Intent { seat, action });
                    seats.wait = pace.0;
                    return;
                }
            }
            ThinkOn::Worker => {
                let mut computer = slot.take().expect("present: checked above");
                let copy = (*game).clone();
                let task = AsyncComputeTaskPool::get().spawn(async move {
                    super::worker_priority::yield_to_the_window();
                    let action = copy.choose(seat, &mut computer);
                    (action, computer)
                });
                commands.insert_resource(Thinking::<G> {
                    seat,
                    asked_at: game.last_changed(),
                    task,
                });
                return;
            }
        }
    }
}
