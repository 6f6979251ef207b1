//! The crossword board engine shared by Wordgame and Colonization Mode (on the Classic
//! rules): board and premiums, tile bags and racks, placement checks and scoring for both
//! rule sets, the game flow with passes, exchanges and end conditions, a GADDAG move
//! generator, computer players, teaching mode's lessons, GCG game records and saves.
//! Headless: plain data and functions, with an ECS plugin on top; its table (feature `gui`)
//! draws it.

pub mod ai;
pub mod board;
pub mod challenge;
pub mod challenge_rule;
pub mod check;
pub mod fuzz;
pub mod game;
pub mod gcg;
pub mod gcg_import;
mod gcg_parse;
pub mod gcg_text;
pub mod host;
pub mod movegen;
pub mod placing;
pub mod play;
pub mod plugin;
pub mod positions;
pub mod quote;
pub mod replay;
pub mod rules;
pub mod save;
pub mod saved;
#[cfg(feature = "gui")]
pub mod table;
pub mod teaching;
pub mod tiles;
pub mod view;

pub use board::{Board, CENTRE, Dir, SIZE};
pub use check::{FormedWord, Rejection, Scored, check_play};
pub use play::{Cell, Play};
pub use rules::{Rules, RulesKind, WordBonus};

/// Wordgame: the crossword board, 15x15 with 8-tile racks.
pub const INFO: crate::engine::catalog::GameInfo = crate::engine::catalog::GameInfo {
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

/// Wordgame and Classic as it registers itself (the registry in `games` lists it): its saves, its table.
pub const ENTRY: crate::engine::catalog::GameEntry = crate::engine::catalog::GameEntry {
    info: INFO,
    read_save: Some(saved::read),
    host: Some(host::host),
    reads_unnamed: false,
    read_record: Some(saved::read_gcg),
    catalogue: &[],
    tile_value: None,
    fuzz_targets: fuzz::TARGETS,
    #[cfg(feature = "gui")]
    table: Some(table::plugin),
    #[cfg(feature = "gui")]
    open: Some(crate::games::table_session::open::<table::CrosswordTable>),
};
