//! The one rules plugin, generic over the game: intents are queued as they arrive, applied
//! one by one in that order by the game's own `apply`, what happened and what was refused go
//! out as messages, and the game's phase is kept in a Bevy state.
//!
//! Every intent is applied in the order it arrived, in the frame it arrived: an accepted one
//! changes the game, a refused one changes nothing and comes back with its reason, so a stray
//! intent (a click in the wrong phase, a seat out of turn) never blocks those behind it.
//! There is one apply loop, not one per phase: each game's `apply` already checks the phase
//! and the seat, and refuses what does not fit.

use std::collections::VecDeque;
use std::marker::PhantomData;

use bevy::prelude::*;

use super::contract::TurnGame;
use super::messages::{Happened, Intent, Refused};
use super::seats::{SeatPace, SeatsPaused, TableFrozen, ThinkOn, play_computer_seats};

/// The ordered system sets of a frame, shared by every game's rules plugin. The window
/// orders itself after [`RulesSet::Sync`] to see the frame's outcomes and the game as they
/// left it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesSet {
    /// Computer seats the game waits for send their intents.
    Computer,
    /// Intents are queued.
    Intake,
    /// Queued intents are applied in order.
    Apply,
    /// The phase state follows the game.
    Sync,
}

/// A game's rules in the app: its messages, queue, apply loop, phase state and computer
/// seats. Headless: it needs only `MinimalPlugins` and `StatesPlugin`.
pub struct RulesPlugin<G>(PhantomData<fn() -> G>);

impl<G> Default for RulesPlugin<G> {
    fn default() -> Self {
        RulesPlugin(PhantomData)
    }
}

impl<G: TurnGame> Plugin for RulesPlugin<G> {
    fn build(&self, app: &mut App) {
        use RulesSet::*;
        app.add_message::<Intent<G>>()
            .add_message::<Happened<G>>()
            .add_message::<Refused<G>>()
            .init_state::<G::Phase>()
            .init_resource::<Queue<G>>()
            .init_resource::<SeatPace>()
            .init_resource::<SeatsPaused>()
            .init_resource::<ThinkOn>()
            .configure_sets(Update, (Computer, Intake, Apply, Sync).chain())
            .add_systems(Update, play_computer_seats::<G>.in_set(Computer))
            .add_systems(Update, queue_intents::<G>.in_set(Intake))
            .add_systems(
                Update,
                apply_intents::<G>
                    .in_set(Apply)
                    .run_if(resource_exists::<G>),
            )
            .add_systems(
                Update,
                sync_phase::<G>.in_set(Sync).run_if(resource_exists::<G>),
            );
    }
}

/// Intents waiting to be applied, oldest first.
#[derive(Resource)]
pub(super) struct Queue<G: TurnGame>(pub(super) VecDeque<Intent<G>>);

impl<G: TurnGame> Default for Queue<G> {
    fn default() -> Self {
        Queue(VecDeque::new())
    }
}

/// Intents join the queue, except while the table is frozen (a replay shown): then they are
/// let go.
fn queue_intents<G: TurnGame>(
    mut intents: MessageReader<Intent<G>>,
    mut queue: ResMut<Queue<G>>,
    frozen: Option<Res<TableFrozen>>,
) {
    let read = intents.read().cloned();
    if frozen.is_none() {
        queue.0.extend(read);
    }
}

fn apply_intents<G: TurnGame>(
    mut game: ResMut<G>,
    mut queue: ResMut<Queue<G>>,
    mut happened: MessageWriter<Happened<G>>,
    mut refused: MessageWriter<Refused<G>>,
) {
    while let Some(intent) = queue.0.pop_front() {
        match game.apply(intent.seat, &intent.action) {
            Ok(events) => {
                happened.write_batch(events.into_iter().map(Happened));
            }
            Err(reason) => {
                refused.write(Refused { intent, reason });
            }
        }
    }
}

fn sync_phase<G: TurnGame>(
    game: Res<G>,
    state: Res<State<G::Phase>>,
    mut next: ResMut<NextState<G::Phase>>,
) {
    let want = game.phase();
    if *state.get() != want {
        next.set(want);
    }
}
