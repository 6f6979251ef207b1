//! Word Colony: trivia questions decide who draws letter cards; players build words, expand
//! and conquer them, grow colonies into Supercolonies and decolonize, racing to a finish line.
//!
//! The rules are plain data and functions (`state`, `rules/`, `scoring`, `groups`), driven by
//! [`actions::PlayerAction`]s; [`plugin`] puts them on the engine (`crate::engine`), with the
//! turn's phases as a Bevy state and the computer players as its seats.

pub mod actions;
pub mod ai;
pub mod cards;
pub mod content;
pub mod deck_files;
#[cfg(test)]
pub mod fixtures;
pub mod fuzz;
pub mod groups;
pub mod heard;
pub mod host;
pub mod layout;
pub mod notation;
pub mod plugin;
pub mod rejection;
pub mod rules;
pub mod save;
pub mod saved;
pub mod scoring;
pub mod setup;
pub mod state;
#[cfg(feature = "gui")]
pub mod table;
pub mod testing;
pub mod view;

pub use actions::{Action, Outcome, PlayerAction, Rejection, Spelling, Target};
pub use setup::{Content, Setup, new_game};
pub use state::{Game, Phase};

/// Word Colony: trivia decides who draws letter cards; words grow into colonies.
pub const INFO: crate::engine::catalog::GameInfo = crate::engine::catalog::GameInfo {
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

/// Word Colony as it registers itself (the registry in `games` lists it): its saves, its table.
pub const ENTRY: crate::engine::catalog::GameEntry = crate::engine::catalog::GameEntry {
    info: INFO,
    read_save: Some(saved::read),
    host: Some(host::host),
    reads_unnamed: true,
    read_record: None,
    catalogue: &[],
    tile_value: Some(content::letter_value),
    fuzz_targets: fuzz::TARGETS,
    #[cfg(feature = "gui")]
    table: Some(table::plugin),
    #[cfg(feature = "gui")]
    open: Some(crate::games::table_session::open::<crate::games::word_colony::plugin::WordColony>),
};
