//! The crossword games inside Bevy: intents arrive as messages (from the table, a computer
//! seat or a replay), the game's phase is a Bevy state, the rule systems run in ordered sets
//! (computer seats choose, intents are queued, applied, then the board's tiles are mirrored
//! as entities) and what happened, or why an intent was refused, goes out as messages.

use std::collections::{HashSet, VecDeque};

use bevy::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::ai::{Strength, choose};
use super::board::SIZE;
use super::game::{Action, Event, Game, Refusal};

/// A player's intent.
#[derive(Message, Clone, Debug)]
pub struct CrosswordIntent {
    /// The seat acting.
    pub seat: usize,
    /// What it does.
    pub action: Action,
}

/// Something that happened, for the table, the sound and the log.
#[derive(Message, Clone, Debug)]
pub struct CrosswordHappened(pub Event);

/// An intent the rules refused; nothing changed.
#[derive(Message, Clone, Debug)]
pub struct CrosswordRefused {
    /// The refused intent.
    pub intent: CrosswordIntent,
    /// Why.
    pub reason: Refusal,
}

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

/// The ordered sets of a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CrosswordSet {
    /// Computer seats send their intents.
    Computer,
    /// Intents are queued.
    Intake,
    /// Queued intents are applied in order.
    Play,
    /// Phase and tile entities follow the game.
    Sync,
}

/// The running game and who plays each seat.
#[derive(Resource)]
pub struct CrosswordTable {
    /// The game.
    pub game: Game,
    /// `Some(strength)` for a computer seat.
    pub computers: Vec<Option<Strength>>,
    rng: ChaCha8Rng,
    waiting: bool,
}

impl CrosswordTable {
    /// A table for `game`; computer seats draw their choices from `seed`.
    pub fn new(game: Game, computers: Vec<Option<Strength>>, seed: u64) -> CrosswordTable {
        CrosswordTable {
            game,
            computers,
            rng: ChaCha8Rng::seed_from_u64(seed),
            waiting: false,
        }
    }
}

/// A tile on the board, mirrored from the game.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardTile {
    /// Row 0-14.
    pub row: usize,
    /// Column 0-14.
    pub col: usize,
    /// `A`-`Z`, or `a`-`z` for a blank.
    pub tile: u8,
}

#[derive(Resource, Default)]
struct Queue(VecDeque<CrosswordIntent>);

/// The crossword rules as a plugin (headless: no rendering).
pub struct CrosswordPlugin;

impl Plugin for CrosswordPlugin {
    fn build(&self, app: &mut App) {
        use CrosswordSet::*;
        app.add_message::<CrosswordIntent>()
            .add_message::<CrosswordHappened>()
            .add_message::<CrosswordRefused>()
            .init_state::<CrosswordPhase>()
            .init_resource::<Queue>()
            .configure_sets(Update, (Computer, Intake, Play, Sync).chain())
            .add_systems(
                Update,
                computer_turn
                    .in_set(Computer)
                    .run_if(in_state(CrosswordPhase::Turn)),
            )
            .add_systems(Update, queue_intents.in_set(Intake))
            .add_systems(
                Update,
                apply_intents
                    .in_set(Play)
                    .run_if(resource_exists::<CrosswordTable>),
            )
            .add_systems(
                Update,
                (sync_phase, sync_tiles)
                    .in_set(Sync)
                    .run_if(resource_exists::<CrosswordTable>),
            );
    }
}

fn computer_turn(table: Option<ResMut<CrosswordTable>>, mut out: MessageWriter<CrosswordIntent>) {
    let Some(mut table) = table else { return };
    let Some(seat) = table.game.to_play() else {
        return;
    };
    let Some(strength) = table.computers.get(seat).copied().flatten() else {
        return;
    };
    if table.waiting {
        return;
    }
    let t = &mut *table;
    let action = choose(&t.game, strength, &mut t.rng);
    t.waiting = true;
    out.write(CrosswordIntent { seat, action });
}

fn queue_intents(mut intents: MessageReader<CrosswordIntent>, mut queue: ResMut<Queue>) {
    queue.0.extend(intents.read().cloned());
}

fn apply_intents(
    mut table: ResMut<CrosswordTable>,
    mut queue: ResMut<Queue>,
    mut happened: MessageWriter<CrosswordHappened>,
    mut refused: MessageWriter<CrosswordRefused>,
) {
    while let Some(intent) = queue.0.pop_front() {
        match table.game.apply(intent.seat, &intent.action) {
            Ok(events) => {
                happened.write_batch(events.into_iter().map(CrosswordHappened));
            }
            Err(reason) => {
                refused.write(CrosswordRefused { intent, reason });
            }
        }
        table.waiting = false;
    }
}

fn sync_phase(
    table: Res<CrosswordTable>,
    phase: Res<State<CrosswordPhase>>,
    mut next: ResMut<NextState<CrosswordPhase>>,
) {
    let want = if table.game.over.is_some() {
        CrosswordPhase::Over
    } else {
        CrosswordPhase::Turn
    };
    if *phase.get() != want {
        next.set(want);
    }
}

fn sync_tiles(
    mut commands: Commands,
    table: Res<CrosswordTable>,
    tiles: Query<(Entity, &BoardTile)>,
) {
    if !table.is_changed() {
        return;
    }
    let board = &table.game.board;
    let mut present = HashSet::new();
    for (e, t) in &tiles {
        if board.get(t.row, t.col) == t.tile {
            present.insert(t.row * SIZE + t.col);
        } else {
            commands.entity(e).despawn();
        }
    }
    for sq in 0..SIZE * SIZE {
        let tile = board.at(sq);
        if tile != 0 && !present.contains(&sq) {
            commands.spawn(BoardTile {
                row: sq / SIZE,
                col: sq % SIZE,
                tile,
            });
        }
    }
}
