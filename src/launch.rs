//! What the command line asks of the window when it opens it: kept below both, so the
//! command line can ask and the window can answer without either importing the other.

use std::path::PathBuf;

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
