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

/// Word Colony: trivia decides who draws letter cards; words grow into colonies.
pub const WORD_COLONY: GameInfo = GameInfo {
    id: "word_colony",
    name: "Word Colony",
    name_key: "game-word-colony",
    tagline_key: "game-word-colony-tagline",
    min_seats: 2,
    max_seats: 6,
    playable: true,
    how_to_play: &[
        ("rules-wc-goal", "rules-wc-goal-text"),
        ("rules-wc-turn", "rules-wc-turn-text"),
        ("rules-wc-answers", "rules-wc-answers-text"),
        ("rules-wc-words", "rules-wc-words-text"),
        ("rules-wc-conquest", "rules-wc-conquest-text"),
        ("rules-wc-colonies", "rules-wc-colonies-text"),
        ("rules-wc-supercolonies", "rules-wc-supercolonies-text"),
        ("rules-wc-specials", "rules-wc-specials-text"),
        ("rules-wc-end", "rules-wc-end-text"),
        ("rules-wc-controls", "rules-wc-controls-text"),
    ],
};

/// Wordgame: the crossword board, 15x15 with 8-tile racks.
pub const WORDGAME: GameInfo = GameInfo {
    id: "wordgame",
    name: "Wordgame",
    name_key: "game-wordgame",
    tagline_key: "game-wordgame-tagline",
    min_seats: 2,
    max_seats: 4,
    playable: true,
    how_to_play: &[
        ("rules-wg-goal", "rules-wg-goal-text"),
        ("rules-wg-turn", "rules-wg-turn-text"),
        ("rules-wg-words", "rules-wg-words-text"),
        ("rules-wg-scoring", "rules-wg-scoring-text"),
        ("rules-wg-blanks", "rules-wg-blanks-text"),
        ("rules-wg-end", "rules-wg-end-text"),
        ("rules-wg-classic", "rules-wg-classic-text"),
        ("rules-wg-controls", "rules-wg-controls-text"),
        ("rules-wg-teaching", "rules-wg-teaching-text"),
    ],
};

/// Colonization Mode: Classic with an "English" non-player that devours words.
pub const COLONIZATION: GameInfo = GameInfo {
    id: "colonization",
    name: "Colonization Mode",
    name_key: "game-colonization",
    tagline_key: "game-colonization-tagline",
    min_seats: 2,
    max_seats: 4,
    playable: true,
    how_to_play: &[
        ("rules-col-goal", "rules-col-goal-text"),
        ("rules-col-start", "rules-col-start-text"),
        ("rules-col-words", "rules-col-words-text"),
        ("rules-col-english", "rules-col-english-text"),
        ("rules-col-transform", "rules-col-transform-text"),
        ("rules-col-english-turn", "rules-col-english-turn-text"),
        ("rules-col-end", "rules-col-end-text"),
        ("rules-col-controls", "rules-col-controls-text"),
    ],
};

/// Color Words: flip three coloured letters, write a word on a 7x7 grid.
pub const COLOR_WORDS: GameInfo = GameInfo {
    id: "color_words",
    name: "Color Words",
    name_key: "game-color-words",
    tagline_key: "game-color-words-tagline",
    min_seats: 1,
    max_seats: 6,
    playable: true,
    how_to_play: &[
        ("rules-clw-goal", "rules-clw-goal-text"),
        ("rules-clw-round", "rules-clw-round-text"),
        ("rules-clw-writing", "rules-clw-writing-text"),
        ("rules-clw-scoring", "rules-clw-scoring-text"),
        ("rules-clw-grids", "rules-clw-grids-text"),
        ("rules-clw-solo", "rules-clw-solo-text"),
        ("rules-clw-controls", "rules-clw-controls-text"),
    ],
};

/// Play On Words: rummy with coloured letter cards and ten challenge rounds.
pub const PLAY_ON_WORDS: GameInfo = GameInfo {
    id: "play_on_words",
    name: "Play On Words",
    name_key: "game-play-on-words",
    tagline_key: "game-play-on-words-tagline",
    min_seats: 2,
    max_seats: 6,
    playable: true,
    how_to_play: &[
        ("rules-pow-goal", "rules-pow-goal-text"),
        ("rules-pow-cards", "rules-pow-cards-text"),
        ("rules-pow-turn", "rules-pow-turn-text"),
        ("rules-pow-challenges", "rules-pow-challenges-text"),
        ("rules-pow-changing", "rules-pow-changing-text"),
        ("rules-pow-bonus", "rules-pow-bonus-text"),
        ("rules-pow-end", "rules-pow-end-text"),
        ("rules-pow-controls", "rules-pow-controls-text"),
    ],
};

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
