//! Plain words when there is no display to open a window on. Without one, the windowing
//! library panics with a backtrace; a player (or a script started over SSH) needs to hear
//! that WordTable is a windowed app and what to do instead.

/// Why no window can open, from the environment's display variables; `None` where a display
/// is named or the system always has one (Windows, macOS).
pub fn missing(display: Option<&str>, wayland: Option<&str>) -> Option<&'static str> {
    let named = |v: Option<&str>| v.is_some_and(|s| !s.trim().is_empty());
    let unix_desktop = cfg!(all(unix, not(target_os = "macos")));
    (unix_desktop && !named(display) && !named(wayland)).then_some(ADVICE)
}

const ADVICE: &str = "WordTable could not start: there is no display to open its window on \
(neither DISPLAY nor WAYLAND_DISPLAY is set).
Start it from a desktop session. The command-line tools (wordtable words, deck, replay, \
movegen, gcg, selfplay and every other command) need no display.
Saved games and settings are untouched.";

/// The advice for this process's environment.
pub fn check() -> Option<&'static str> {
    let display = std::env::var("DISPLAY").ok();
    let wayland = std::env::var("WAYLAND_DISPLAY").ok();
    missing(display.as_deref(), wayland.as_deref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_display_variable_means_no_window_on_linux() {
        let advice = missing(None, None);
        if cfg!(all(unix, not(target_os = "macos"))) {
            assert!(advice.expect("advice").contains("no display"));
            assert_eq!(
                missing(Some("  "), None),
                advice,
                "an empty DISPLAY names nothing"
            );
        } else {
            assert_eq!(advice, None);
        }
        assert_eq!(missing(Some(":0"), None), None);
        assert_eq!(missing(None, Some("wayland-0")), None);
    }
}
