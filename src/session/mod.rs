//! The running game's record on disk: the autosave written after every action (atomically),
//! and resuming it after a crash or a kill. Every save names its game (see [`GameSave`]). A
//! damaged autosave is reported and set aside, never overwritten blindly; each running copy of
//! the app holds its own autosave.

mod check;
mod envelope;
mod lock;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

pub use check::{ContinueCheck, check_continue, keep_aside_before_open};
pub use envelope::{GameSave, LoadError};
pub use lock::{AutosaveClaim, MAX_COPIES, claim_autosave};

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

/// What was found where the autosave lives.
#[derive(Debug)]
pub enum Resume {
    /// No autosave.
    Nothing,
    /// A game to continue.
    Game(Box<GameSave>),
    /// The file was damaged: it was moved aside to the given path.
    Damaged {
        reason: String,
        moved_to: Option<PathBuf>,
    },
    /// The file holds a game this version does not know (written by a newer one): it was
    /// moved aside to the given path.
    UnknownGame {
        reason: String,
        moved_to: Option<PathBuf>,
    },
}

/// Reads the autosave at `path`; a damaged file is renamed to `autosave.damaged-N.ron`, one
/// of an unknown game to `autosave.unplayable-N.ron`.
pub fn resume(path: &Path) -> Resume {
    if !path.exists() {
        return Resume::Nothing;
    }
    match GameSave::load(path) {
        Ok(save) => Resume::Game(Box::new(save)),
        Err(e @ LoadError::UnknownGame { .. }) => Resume::UnknownGame {
            reason: e.to_string(),
            moved_to: set_aside(path, "unplayable"),
        },
        Err(e) => Resume::Damaged {
            reason: e.to_string(),
            moved_to: set_aside(path, "damaged"),
        },
    }
}

fn set_aside(path: &Path, why: &str) -> Option<PathBuf> {
    let aside = free_name(path, why)?;
    std::fs::rename(path, &aside).ok().map(|_| aside)
}

/// The first `STEM.WHY-N.ron` beside `path` that does not exist yet.
fn free_name(path: &Path, why: &str) -> Option<PathBuf> {
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    (1..1000)
        .map(|n| path.with_file_name(format!("{stem}.{why}-{n}.ron")))
        .find(|aside| !aside.exists())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_autosave_is_set_aside() {
        let dir = crate::testing::scratch_dir("resume");
        let path = dir.join("autosave.ron");
        assert!(matches!(resume(&path), Resume::Nothing));
        std::fs::write(&path, "(setup: (seed: 1, players: [").unwrap();
        match resume(&path) {
            Resume::Damaged { reason, moved_to } => {
                assert!(reason.contains("not a valid save file"), "{reason}");
                let moved = moved_to.expect("moved aside");
                assert!(moved.ends_with("autosave.damaged-1.ron"));
                assert_eq!(
                    std::fs::read_to_string(&moved).unwrap(),
                    "(setup: (seed: 1, players: ["
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(
            !path.exists(),
            "the damaged file no longer blocks a new autosave"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
