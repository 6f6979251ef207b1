//! What every game's table does the same way with its running game: it leaves the table when
//! another game is chosen, writes the autosave after every accepted action, and resumes its own
//! saves when the player continues. A table implements [`TableSave`] and adds the three systems
//! (the autosave after the system that takes accepted actions into its save). A table that keeps
//! its save by playing every intent on a copy of the game ([`RecordsIntents`]) also takes the
//! shared [`record_intents`] and [`show_refusals`].

use bevy::prelude::*;

use crate::engine::catalog::OpenTable;
use crate::engine::saved_game::GameSave;
use crate::engine::{Happened, Intent, Refused, Seats, TurnGame, Worded};
use crate::games::offer::{FoundAutosave, ResumedGame};
use crate::gui::title::{ContinueOffer, ContinueRequested};
use crate::session::autosave_path;

/// The seed of a rematch: the game's seed a step along a 64-bit linear congruential sequence
/// (Knuth's MMIX constants), so the same seats play again with a new shuffle, and a rematch of
/// a rematch differs again.
pub fn rematch_seed(seed: u64) -> u64 {
    seed.wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407)
}

/// A game's table, as the shared session systems see it.
pub trait TableSave: Resource {
    /// The running game (the engine's contract, a resource while the game runs).
    type Game: TurnGame;
    /// The message that starts or resumes a game at this table.
    type Start: Message + Clone;
    /// The game's id in the registry.
    const ID: &'static str;
    /// The running game's save, in the envelope that names its game.
    fn envelope(&self) -> Option<GameSave>;
    /// The start that resumes `save`, when the save is this game's, or why it cannot be
    /// resumed (the title screen tells it).
    fn resume(save: &GameSave) -> Option<Result<Self::Start, String>>;
}

/// `wordtable open FILE` for the table `T`: its save resumed as Continue would (or why it
/// cannot be, told before the window opens), the game made the active one and its start sent
/// when the app starts. `None` when the save is another game's. Each game's registry entry
/// names this for its table.
pub fn open<T: TableSave>(save: &GameSave) -> Option<Result<OpenTable, String>> {
    let start = T::resume(save)?;
    Some(start.map(|start| {
        Box::new(move |app: &mut App| {
            app.insert_resource(crate::gui::ActiveGame(Some(T::ID)));
            app.add_systems(Startup, move |mut w: MessageWriter<T::Start>| {
                w.write(start.clone());
            });
        }) as OpenTable
    }))
}

/// Another game chosen on the title screen: this one leaves the table (its game and seats go).
pub fn leave_when_another_game_starts<T: TableSave>(
    mut commands: Commands,
    active: Res<crate::gui::ActiveGame>,
) {
    if active.is_changed() && active.0 != Some(T::ID) {
        commands.remove_resource::<T::Game>();
        commands.remove_resource::<Seats<T::Game>>();
    }
}

/// After every accepted action (never merely for opening a game) the save is written
/// atomically. The history keeps the game when it ends, and keeps the game the autosave held
/// when a new game (not that one continued) replaces it; both are written on a thread of their
/// own, so no frame waits for the database.
pub fn autosave<T: TableSave>(
    table: Res<T>,
    game: Option<Res<T::Game>>,
    mut happened: MessageReader<Happened<T::Game>>,
    mut starts: MessageReader<T::Start>,
    resumed: Option<ResMut<ResumedGame>>,
    mut session: Local<HistorySession>,
    frozen: Option<Res<crate::engine::TableFrozen>>,
) {
    // A replay shown at the table is not a game played: nothing is saved or kept.
    if frozen.is_some() {
        starts.clear();
        happened.clear();
        return;
    }
    if starts.read().count() > 0 {
        *session = HistorySession {
            replaces_autosave: !resumed.is_some_and(|mut r| std::mem::take(&mut r.0)),
            started: Some(crate::history::dates::now()),
            kept: false,
        };
    }
    if happened.read().count() == 0 {
        return;
    }
    let (Some(path), Some(save)) = (autosave_path(), table.envelope()) else {
        return;
    };
    if std::mem::take(&mut session.replaces_autosave)
        && let Ok(replaced) = GameSave::load(&path)
    {
        keep_in_history(replaced, None);
    }
    if let Err(e) = save.store(&path) {
        warn!("could not autosave to {}: {e}", path.display());
    }
    if !session.kept && game.is_some_and(|g| g.is_over()) {
        session.kept = true;
        keep_in_history(save, session.started);
    }
}

/// What the history needs to know of the game at a table.
#[derive(Default)]
pub struct HistorySession {
    /// The game began as a new one: the autosave's game is kept before it is overwritten.
    replaces_autosave: bool,
    /// When it began, when this run of the app saw it begin.
    started: Option<i64>,
    /// It ended and was kept.
    kept: bool,
}

/// Keeps a game in the history on a thread of its own; a failure is logged, never shown as
/// a crash.
fn keep_in_history(save: GameSave, started: Option<i64>) {
    std::thread::spawn(move || {
        if let Err(why) = crate::history::keep(&save, started) {
            warn!("could not keep the game in the history: {why}");
        }
    });
}

/// Continue on the title screen: the autosave is this table's to resume only when it holds
/// this table's game; when that game cannot be resumed, the title screen says why.
pub fn resume<T: TableSave>(
    mut asked: MessageReader<ContinueRequested>,
    found: Res<FoundAutosave>,
    mut offer: ResMut<ContinueOffer>,
    mut start: MessageWriter<T::Start>,
    resumed: Option<ResMut<ResumedGame>>,
    mut replays: MessageReader<crate::gui::replay_viewer::ReplayRequested>,
) {
    // The replay viewer's step: the table shows this game as it stood after its actions.
    for replay in replays.read() {
        if let Some(Ok(s)) = T::resume(&replay.0) {
            start.write(s);
        }
    }
    if asked.read().count() == 0 {
        return;
    }
    match found.0.as_ref().and_then(T::resume) {
        Some(Ok(s)) => {
            if let Some(mut resumed) = resumed {
                resumed.0 = true;
            }
            start.write(s);
        }
        Some(Err(why)) => offer.problem = Some(why),
        None => {}
    }
}

/// Keeps `action` in `save` once `shadow`, the game as the save replays it, accepts it too: the
/// save then holds exactly the actions the running game accepted, whoever sent them, in order.
pub fn keep_accepted<S: crate::engine::LogGame>(
    save: &mut Option<crate::engine::SavedLog<S>>,
    shadow: &mut Option<S::Game>,
    seat: usize,
    action: &S::Action,
) {
    if let (Some(shadow), Some(save)) = (shadow.as_mut(), save.as_mut())
        && shadow.apply(seat, action).is_ok()
    {
        save.record(seat, action);
    }
}

/// A table that keeps its save by playing every intent on a copy of the game, and tells the
/// people at it why an action of theirs was refused.
pub trait RecordsIntents: TableSave + Resource<Mutability = bevy::ecs::component::Mutable> {
    /// Takes in an intent the engine was sent; the save keeps it when the rules accept it.
    fn record(&mut self, seat: usize, action: &<Self::Game as TurnGame>::Action);
    /// Whether `seat` is played by a person.
    fn is_person(&self, seat: usize) -> bool;
    /// Shows `text` for a moment, from `now` (seconds since start).
    fn tell(&mut self, text: String, now: f64);
}

/// The save keeps every action the rules accepted, whoever sent it.
pub fn record_intents<T: RecordsIntents>(
    mut table: ResMut<T>,
    mut intents: MessageReader<Intent<T::Game>>,
) {
    for intent in intents.read() {
        table.record(intent.seat, &intent.action);
    }
}

/// A person's refused action is told in their language, with the rules' reason.
pub fn show_refusals<T: RecordsIntents>(
    mut table: ResMut<T>,
    mut refused: MessageReader<Refused<T::Game>>,
    time: Res<Time>,
) where
    <T::Game as TurnGame>::Refusal: Worded,
{
    for r in refused.read() {
        if table.is_person(r.intent.seat) {
            let text = r.reason.message(crate::i18n::language());
            table.tell(text, time.elapsed_secs_f64());
        }
    }
}

#[cfg(test)]
mod rematch_tests {
    #[test]
    fn a_rematch_seed_steps_the_sequence_and_never_repeats_the_last() {
        assert_eq!(super::rematch_seed(0), 1442695040888963407);
        let mut seen = std::collections::HashSet::new();
        let mut seed = 14;
        for _ in 0..1000 {
            assert!(seen.insert(seed), "seed {seed} came back");
            seed = super::rematch_seed(seed);
        }
    }
}
