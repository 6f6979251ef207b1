//! Each running copy of the app claims its own autosave: a lock file beside the autosave is
//! held for as long as the copy runs, so a second copy never overwrites the first one's game
//! (it takes `autosave-2.ron`, and so on). Whoever holds the claim also clears the temporary
//! files that a kill in the middle of a write left behind.

use std::fs::{File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

/// The most copies of the app that keep autosaves side by side.
pub const MAX_COPIES: usize = 16;

/// An autosave this process holds; the lock is released when it is dropped (or the process
/// ends, however it ends).
#[derive(Debug)]
pub struct AutosaveClaim {
    path: PathBuf,
    _lock: File,
}

impl AutosaveClaim {
    /// The autosave file this claim covers.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Claims the first autosave in `dir` that no running copy holds (`autosave.ron`, then
/// `autosave-2.ron`, ...), and removes the temporary files earlier writes of it left behind.
pub fn claim_autosave(dir: &Path) -> io::Result<AutosaveClaim> {
    std::fs::create_dir_all(dir)?;
    for n in 1..=MAX_COPIES {
        let stem = if n == 1 {
            "autosave".to_string()
        } else {
            format!("autosave-{n}")
        };
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(format!("{stem}.lock")))?;
        match lock.try_lock() {
            Ok(()) => {
                let path = dir.join(format!("{stem}.ron"));
                remove_leftovers(&path);
                return Ok(AutosaveClaim { path, _lock: lock });
            }
            Err(TryLockError::WouldBlock) => continue,
            Err(TryLockError::Error(e)) => return Err(e),
        }
    }
    Err(io::Error::other(format!(
        "{MAX_COPIES} copies of WordTable are already running"
    )))
}

/// Removes `NAME.tmpPID` files beside `path`: while the claim is held nobody else writes
/// them, so any that exist were left by a process killed mid-write.
fn remove_leftovers(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let prefix = format!("{}.tmp", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let file_name = file_name.to_string_lossy();
        if let Some(pid) = file_name.strip_prefix(&prefix)
            && pid.bytes().all(|b| b.is_ascii_digit())
        {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_claim_gets_its_own_autosave_and_leftovers_are_cleared() {
        let dir = crate::testing::scratch_dir("claim");
        std::fs::write(dir.join("autosave.ron.tmp12345"), "half a save").unwrap();
        std::fs::write(dir.join("autosave.ron.tmpnotes"), "not ours").unwrap();
        let first = claim_autosave(&dir).unwrap();
        assert_eq!(first.path(), dir.join("autosave.ron"));
        assert!(!dir.join("autosave.ron.tmp12345").exists());
        assert!(dir.join("autosave.ron.tmpnotes").exists());
        let second = claim_autosave(&dir).unwrap();
        assert_eq!(second.path(), dir.join("autosave-2.ron"));
        drop(first);
        let third = claim_autosave(&dir).unwrap();
        assert_eq!(third.path(), dir.join("autosave.ron"), "freed when dropped");
        drop((second, third));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
