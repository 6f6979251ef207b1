//! Writing files so that a crash or a full disk never leaves a half-written save: write a
//! temporary file beside the target, flush it to disk, rename it over the target, then flush
//! the directory so the rename is on disk too. And where the data lives.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Where WordTable keeps its data: `WORDTABLE_DATA_DIR` if set, else the OS data directory.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("WORDTABLE_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    dirs::data_dir().map(|d| d.join("wordtable"))
}

/// Replaces `path` with `bytes` atomically; on any error the previous file is untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp_name = path.file_name().unwrap_or_default().to_os_string();
    tmp_name.push(format!(".tmp{}", std::process::id()));
    let tmp = path.with_file_name(tmp_name);
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)?;
        sync_dir(path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Flushes the directory holding `path`, so the rename itself survives a power cut (without
/// it the directory entry may still name the old file, or none, after a crash).
#[cfg(unix)]
fn sync_dir(path: &Path) -> std::io::Result<()> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::File::open(dir)?.sync_all(),
        _ => std::fs::File::open(".")?.sync_all(),
    }
}

/// Other systems cannot open a directory as a file; their rename is as durable as it gets.
#[cfg(not(unix))]
fn sync_dir(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_and_keeps_the_old_file_on_failure() {
        let dir = std::env::temp_dir().join(format!("wordtable-atomic-{}", std::process::id()));
        let path = dir.join("save.ron");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        // A target that is a directory cannot be replaced: the write fails, nothing is lost.
        let blocked = dir.join("blocked");
        std::fs::create_dir_all(blocked.join("inner")).unwrap();
        assert!(write_atomic(&blocked, b"x").is_err());
        assert!(blocked.join("inner").is_dir());
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "temporary files are cleaned up");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
