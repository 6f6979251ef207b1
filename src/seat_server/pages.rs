//! The pages the seat server serves, compiled into the binary: plain HTML, CSS and JavaScript
//! with no build step. `phone.html` and `shell.js` join a seat and keep the connection; each
//! game draws its own part of the page (`game-ID.js`); `overlay.html` is the public state for
//! streaming software, and `table.html` the public table for a TV's browser.

/// The phone's page.
pub const PHONE_HTML: &str = include_str!("pages/phone.html");
/// The streaming overlay's page.
pub const OVERLAY_HTML: &str = include_str!("pages/overlay.html");
/// The public table's page (a TV's browser as the big screen).
pub const TABLE_HTML: &str = include_str!("pages/table.html");

/// The files under `/static/`: name, text and content type.
const FILES: &[(&str, &str, &str)] = &[
    ("phone.css", include_str!("pages/phone.css"), "text/css"),
    (
        "shell.js",
        include_str!("pages/shell.js"),
        "text/javascript",
    ),
    (
        "watch.js",
        include_str!("pages/watch.js"),
        "text/javascript",
    ),
    (
        "game-word_colony.js",
        include_str!("pages/game-word_colony.js"),
        "text/javascript",
    ),
    (
        "game-color_words.js",
        include_str!("pages/game-color_words.js"),
        "text/javascript",
    ),
    (
        "game-wordgame.js",
        include_str!("pages/game-wordgame.js"),
        "text/javascript",
    ),
    (
        "game-colonization.js",
        include_str!("pages/game-colonization.js"),
        "text/javascript",
    ),
    (
        "game-play_on_words.js",
        include_str!("pages/game-play_on_words.js"),
        "text/javascript",
    ),
];

/// A static file by name: its text and content type.
pub fn file(name: &str) -> Option<(&'static str, &'static str)> {
    FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, text, kind)| (*text, *kind))
}
