//! Opening what the app wrote (the printable sheet, the folder of an exported record) with the
//! system's own viewer or file manager, without waiting for it.

use std::path::Path;

/// Set (to anything) to keep the app from opening files or folders: the tests that press
/// "Print the sheet" or "Export GCG" under Xvfb, and a kiosk that should start no other
/// program.
pub const NO_OPEN_VAR: &str = "WORDTABLE_NO_OPEN";

/// Asks the system to open `path` (a file in its viewer, a folder in its file manager) and
/// returns at once: whether it was handed over. The caller says where the file is either way.
pub fn open_path(path: &Path) -> bool {
    if std::env::var_os(NO_OPEN_VAR).is_some() {
        return false;
    }
    open::that_detached(path).is_ok()
}
