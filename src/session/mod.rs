//! The running game's record on disk: the autosave written after every action (atomically),
//! and resuming it after a crash or a kill. A damaged autosave is reported and set aside,
//! never overwritten blindly.

use std::path::{Path, PathBuf};

use crate::games::word_colony::save::SaveFile;

/// Where WordTable keeps its data: `WORDTABLE_DATA_DIR` if set, else the OS data directory.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("WORDTABLE_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    dirs::data_dir().map(|d| d.join("wordtable"))
}

/// The autosave file.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("autosave.ron"))
}

/// What was found where the autosave lives.
#[derive(Debug)]
pub enum Resume {
    /// No autosave.
    Nothing,
    /// A game to continue.
    Game(Box<SaveFile>),
    /// The file was damaged: it was moved aside to the given path.
    Damaged {
        reason: String,
        moved_to: Option<PathBuf>,
    },
}

/// Reads the autosave at `path`; a damaged file is renamed to `autosave.damaged-N.ron`.
pub fn resume(path: &Path) -> Resume {
    if !path.exists() {
        return Resume::Nothing;
    }
    match SaveFile::load(path) {
        Ok(save) => Resume::Game(Box::new(save)),
        Err(e) => {
            let moved_to = set_aside(path);
            Resume::Damaged {
                reason: e.to_string(),
                moved_to,
            }
        }
    }
}

fn set_aside(path: &Path) -> Option<PathBuf> {
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    for n in 1..1000 {
        let aside = path.with_file_name(format!("{stem}.damaged-{n}.ron"));
        if !aside.exists() {
            return std::fs::rename(path, &aside).ok().map(|_| aside);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_autosave_is_set_aside() {
        let dir = std::env::temp_dir().join(format!("wordtable-resume-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
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
