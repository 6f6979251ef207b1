//! Autosave: after every accepted action (never merely for opening a game) the game's save file is rewritten atomically, so a
//! crash or a kill loses nothing.

use bevy::prelude::*;

use crate::engine::Happened;
use crate::games::word_colony::plugin::WordColony;
use crate::session::{GameSave, autosave_path};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        save_after_actions
            .in_set(crate::gui::AppSystems::Sync)
            .run_if(resource_exists::<WordColony>),
    );
}

fn save_after_actions(
    wc: Res<WordColony>,
    mut happened: MessageReader<Happened<WordColony>>,
    mut saved_len: Local<Option<usize>>,
) {
    happened.clear();
    // A game just started or opened is written at its first action, not before: opening a
    // scenario or a save must not replace the autosave until something is played.
    if wc.is_added() {
        *saved_len = Some(wc.log.len());
        return;
    }
    if *saved_len == Some(wc.log.len()) {
        return;
    }
    *saved_len = Some(wc.log.len());
    if let Some(path) = autosave_path()
        && let Err(e) = GameSave::WordColony(wc.save()).store(&path)
    {
        warn!("could not autosave to {}: {e}", path.display());
    }
}
