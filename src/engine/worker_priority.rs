//! The thread a computer seat thinks on yields to the window. A seat's choice runs on a worker
//! of Bevy's async compute pool so that the frame never waits for it; but on a machine with
//! few cores the search still takes the CPU the renderer needs (under a software renderer,
//! the renderer's own threads), and frames slow down while a seat thinks. So the worker asks
//! the system for a lower priority before it thinks: the window's threads come first, and the
//! seat thinks with what they leave. On Linux a thread has a nice value of its own; on Windows
//! a thread priority. Elsewhere (macOS, whose windows draw on the GPU) nothing changes.

/// Lowers the calling thread's scheduling priority, once: later calls on the same thread do
/// nothing. Failure is harmless (the thread keeps its priority) and not reported.
pub fn yield_to_the_window() {
    thread_local! {
        static LOWERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if LOWERED.with(|l| l.replace(true)) {
        return;
    }
    lower();
}

#[cfg(target_os = "linux")]
fn lower() {
    // On Linux, PRIO_PROCESS with 0 names the calling thread alone (each thread has its own
    // nice value). 10 leaves the thread about a tenth of a contended core; a thread already
    // nicer than that keeps its value.
    // SAFETY: getpriority and setpriority only read their integer arguments.
    unsafe {
        if libc::getpriority(libc::PRIO_PROCESS, 0) < 10 {
            let _ = libc::setpriority(libc::PRIO_PROCESS, 0, 10);
        }
    }
}

#[cfg(windows)]
fn lower() {
    use windows_sys::Win32::System::Threading::{
        GetCurrentThread, SetThreadPriority, THREAD_PRIORITY_BELOW_NORMAL,
    };
    // SAFETY: GetCurrentThread returns a pseudo-handle for this thread, valid to pass on.
    let _ = unsafe { SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL) };
}

#[cfg(not(any(target_os = "linux", windows)))]
fn lower() {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    #[test]
    fn a_thread_that_yields_has_a_higher_nice_value_and_others_keep_theirs() {
        // SAFETY: getpriority only reads its integer arguments.
        let nice = || unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
        let before = nice();
        let (lowered, again) = std::thread::spawn(move || {
            super::yield_to_the_window();
            let once = nice();
            super::yield_to_the_window();
            (once, nice())
        })
        .join()
        .unwrap();
        assert_eq!(lowered, before.max(10));
        assert_eq!(again, lowered, "a second call changes nothing");
        assert_eq!(nice(), before, "the calling thread keeps its priority");
    }
}
