//! What the command line asks of the window when it opens it: kept below both, so the
//! command line can ask and the window can answer without either importing the other.

use std::path::PathBuf;
use std::sync::OnceLock;

use crate::i18n::Lang;

static LANGUAGE: OnceLock<Lang> = OnceLock::new();

/// The language `--lang` asked for, which the window speaks for this run instead of the
/// settings' (a screenshot in French, say); the settings file is left as it is.
pub fn language_override() -> Option<Lang> {
    LANGUAGE.get().copied()
}

/// Records `--lang` for the window (the first call wins).
pub fn set_language_override(lang: Lang) {
    let _ = LANGUAGE.set(lang);
}

/// What `wordtable screenshot` asks of the app.
#[derive(Debug, Clone)]
pub struct ScreenshotRequest {
    /// The PNG to write.
    pub path: PathBuf,
    /// The screen to show.
    pub scene: String,
    /// Window size in logical pixels.
    pub size: (u32, u32),
    /// Show the current player's private view.
    pub unlock: bool,
}

static PHONE_SEATS: OnceLock<Vec<usize>> = OnceLock::new();

/// The seats (from 0) `wordtable open --phones` gives to phones.
pub fn phone_seats() -> &'static [usize] {
    PHONE_SEATS.get().map_or(&[], Vec::as_slice)
}

/// Records `--phones` for the window (the first call wins).
pub fn set_phone_seats(seats: Vec<usize>) {
    let _ = PHONE_SEATS.set(seats);
}
