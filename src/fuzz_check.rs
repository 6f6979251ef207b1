//! What every fuzz target checks of a reader, whichever file it reads: text decoded as
//! `input::read_text` decodes it (a refusal names its line), and an error that says something.
//! Below both the fuzz targets' list (`fuzzing`, which reads the registry) and the games' own
//! targets, so neither imports the other.

use std::path::Path;

/// The name the files are given in messages.
pub const NAME: &str = "fuzz.input";

/// Text as `input::read_text` decodes it; `None` when it refuses the bytes (after checking
/// that its error names the line).
pub fn text(data: &[u8]) -> Option<String> {
    match crate::input::decode_utf8(Path::new(NAME), data.to_vec()) {
        Ok(t) => Some(t),
        Err(e) => {
            let said = e.to_string();
            assert!(said.starts_with(&format!("{NAME} line ")), "{said}");
            None
        }
    }
}

/// Checks that an error says something.
pub fn said(what: &str, e: &dyn std::fmt::Display) {
    let s = e.to_string();
    assert!(!s.trim().is_empty(), "{what}: an error with no message");
}
