//! The running game's record on disk: the autosave written after every action (atomically),
//! each running copy of the app holding its own file. What a save holds and how it is read
//! are the engine's ([`crate::engine::saved_game`]) and the registry's (`games::saves`): this
//! folder names no game.

mod lock;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

pub use lock::{AutosaveClaim, MAX_COPIES, claim_autosave};

pub use crate::engine::saved_game::{GameSave, LoadError};
pub use crate::storage::data_dir;

static AUTOSAVE_OFF: AtomicBool = AtomicBool::new(false);

/// Turns the autosave off for this process (a screenshot run shows a game, it does not play
/// one, and must not replace the player's autosave).
pub fn disable_autosave() {
    AUTOSAVE_OFF.store(true, Ordering::Relaxed);
}

/// This process's autosave file: the first one no other running copy holds (claimed on first
/// use and held until the process ends); `None` when there is no data directory, it cannot be
/// claimed, or the autosave is off.
pub fn autosave_path() -> Option<PathBuf> {
    static CLAIM: OnceLock<Option<AutosaveClaim>> = OnceLock::new();
    if AUTOSAVE_OFF.load(Ordering::Relaxed) {
        return None;
    }
    CLAIM
        .get_or_init(|| claim_autosave(&data_dir()?).ok())
        .as_ref()
        .map(|c| c.path().to_owned())
}

/// The first `STEM.WHY-N.ron` beside `path` that does not exist yet: where a save that cannot
/// stay where it is goes (`autosave.damaged-1.ron`).
pub fn free_name(path: &Path, why: &str) -> Option<PathBuf> {
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    (1..1000)
        .map(|n| path.with_file_name(format!("{stem}.{why}-{n}.ron")))
        .find(|aside| !aside.exists())
}
