//! The five games WordTable plays, each in its own folder, and the registry: the one list of
//! them that the title screen, the new-game screen, Continue and the tools read.

pub mod colonization;
pub mod color_words;
pub mod crossword;
#[cfg(feature = "gui")]
pub mod offer;
pub mod play_on_words;
#[cfg(all(test, feature = "gui"))]
mod shared_pages;
#[cfg(feature = "gui")]
pub mod table_session;
pub mod word_colony;

use crate::engine::catalog::GameInfo;

// Each game's entry is kept in its own folder (so a game's files name their own game, not the
// registry) and listed here.
pub use colonization::INFO as COLONIZATION;
pub use color_words::INFO as COLOR_WORDS;
pub use crossword::INFO as WORDGAME;
pub use play_on_words::INFO as PLAY_ON_WORDS;
pub use word_colony::INFO as WORD_COLONY;

/// Every game, in menu order.
pub const REGISTRY: [GameInfo; 5] = [
    WORD_COLONY,
    WORDGAME,
    COLONIZATION,
    COLOR_WORDS,
    PLAY_ON_WORDS,
];

/// The game registered under `id`, if any.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    REGISTRY.iter().find(|g| g.id == id)
}

/// A game's table in the window: the plugin that adds it.
#[cfg(feature = "gui")]
pub type TablePlugin = fn(&mut bevy::prelude::App);

/// Each playable game's table, by id: what the app adds to the window.
#[cfg(feature = "gui")]
pub fn tables() -> Vec<(&'static str, TablePlugin)> {
    vec![
        (WORD_COLONY.id, word_colony::table::plugin),
        (WORDGAME.id, crossword::table::plugin),
        (COLONIZATION.id, colonization::table::plugin),
        (COLOR_WORDS.id, color_words::table::plugin),
        (PLAY_ON_WORDS.id, play_on_words::table::plugin),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_found() {
        for g in &REGISTRY {
            assert_eq!(find(g.id), Some(g));
            assert!(g.min_seats >= 1 && g.min_seats <= g.max_seats, "{}", g.id);
        }
        let mut ids: Vec<_> = REGISTRY.iter().map(|g| g.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), REGISTRY.len());
        assert_eq!(find("chess"), None);
    }

    #[test]
    fn seat_limits_are_checked() {
        assert!(WORD_COLONY.seats_fit(2) && WORD_COLONY.seats_fit(6));
        assert!(!WORD_COLONY.seats_fit(1) && !WORD_COLONY.seats_fit(7));
    }
}
