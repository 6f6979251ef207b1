//! The games WordTable plays, each in its own folder, and the registry: the one list of them
//! that the title screen, the new-game screen, Continue, the saves and the tools read. A game
//! is its folder plus one line in [`BUILT_IN`]; a game made elsewhere (a test's) joins with
//! [`register`].

pub mod colonization;
pub mod color_words;
pub mod crossword;
#[cfg(feature = "gui")]
pub mod offer;
#[cfg(feature = "gui")]
pub mod page_checks;
pub mod play_on_words;
pub mod saves;
#[cfg(feature = "gui")]
pub mod table_session;
pub mod word_colony;

use std::sync::RwLock;

use crate::engine::catalog::{GameEntry, GameInfo};

/// The games this build ships, in menu order: one line a game.
pub const BUILT_IN: &[&GameEntry] = &[
    &word_colony::ENTRY,
    &crossword::ENTRY,
    &colonization::ENTRY,
    &color_words::ENTRY,
    &play_on_words::ENTRY,
];

/// Games registered while the program runs, after the built-in ones.
static REGISTERED: RwLock<Vec<&'static GameEntry>> = RwLock::new(Vec::new());

/// Adds a game to the registry (a game that is not built in: a test's), with its message
/// catalogue. Registering the same id twice keeps the first.
pub fn register(entry: &'static GameEntry) {
    if find_entry(entry.info.id).is_some() {
        return;
    }
    crate::i18n::add_catalogue(entry.catalogue);
    REGISTERED
        .write()
        .expect("the registry is never left half-written")
        .push(entry);
}

/// Every game, in menu order: the built-in ones, then those registered.
pub fn registry() -> Vec<&'static GameEntry> {
    let mut all: Vec<&'static GameEntry> = BUILT_IN.to_vec();
    all.extend(
        REGISTERED
            .read()
            .expect("the registry is never left half-written")
            .iter()
            .copied(),
    );
    all
}

/// Every game's information, in menu order.
pub fn infos() -> Vec<GameInfo> {
    registry().iter().map(|e| e.info).collect()
}

/// The game registered under `id`, if any.
pub fn find_entry(id: &str) -> Option<&'static GameEntry> {
    registry().into_iter().find(|g| g.info.id == id)
}

/// The information of the game registered under `id`, if any.
pub fn find(id: &str) -> Option<GameInfo> {
    find_entry(id).map(|e| e.info)
}

/// Each game's table, by id: what the app adds to the window.
#[cfg(feature = "gui")]
pub fn tables() -> Vec<(&'static str, crate::engine::catalog::TablePlugin)> {
    registry()
        .iter()
        .filter_map(|e| Some((e.info.id, e.table?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_found() {
        let all = infos();
        for g in &all {
            assert_eq!(find(g.id), Some(*g));
            assert!(g.min_seats >= 1 && g.min_seats <= g.max_seats, "{}", g.id);
        }
        let mut ids: Vec<_> = all.iter().map(|g| g.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        assert_eq!(find("chess"), None);
        let unnamed = registry().iter().filter(|e| e.reads_unnamed).count();
        assert_eq!(unnamed, 1, "one game reads the saves that name none");
    }

    #[test]
    fn seat_limits_are_checked() {
        let wc = word_colony::INFO;
        assert!(wc.seats_fit(2) && wc.seats_fit(6));
        assert!(!wc.seats_fit(1) && !wc.seats_fit(7));
    }
}
