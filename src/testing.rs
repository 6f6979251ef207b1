//! What the unit tests of every folder share: a scratch directory of their own. A game's
//! headless table for tests lives in that game's folder.

/// A directory for one unit test's files under the system's temporary directory, created if
/// need be: `name` keeps tests apart, the process id keeps concurrent runs apart (the
/// integration tests have the same helper in `tests/common`).
#[cfg(test)]
pub(crate) fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wordtable-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
