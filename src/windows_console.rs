//! Windows only: a windowed program has no console of its own, so when WordTable is started
//! from a terminal (`wordtable --version`, `wordtable words check ...`) it borrows that
//! terminal's console for its output. Started from the Start menu or Explorer, there is no
//! parent console and nothing opens.

use windows_sys::Win32::System::Console::{
    ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_OUTPUT_HANDLE,
};

/// Attaches to the parent process's console when output has nowhere to go yet. Output already
/// redirected (to a file or a pipe, as tests and scripts do) keeps its place.
pub fn attach_to_parent() {
    // SAFETY: plain Win32 calls with constant arguments; a null or invalid handle is an
    // answer, not an error, and AttachConsole fails harmlessly when there is no parent console.
    unsafe {
        let has_output = |which| {
            let handle = GetStdHandle(which);
            !handle.is_null() && handle as isize != -1
        };
        if !has_output(STD_OUTPUT_HANDLE) || !has_output(STD_ERROR_HANDLE) {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
