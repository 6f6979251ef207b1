//! Colonization Mode: Classic crossword play where every player is a language and an
//! "English" non-player devours their words. Headless: the rules as plain data changed only by
//! [`game::Game::apply`], the engine contract on top ([`plugin`]) and saves ([`save`]).
//! The rule text's decisions are in `docs/colonization.md`.

pub mod ai;
#[cfg(test)]
mod balance_tests;
pub mod english;
pub mod game;
pub mod host;
pub mod invent;
pub mod players;
pub mod plugin;
pub mod pronounce;
pub mod refusal;
pub mod save;
pub mod saved;
pub mod state;
#[cfg(feature = "gui")]
pub mod table;
pub mod view;
pub mod weigh;

pub use game::Game;
pub use refusal::Refusal;
pub use state::{Action, EndReason, Event, Owner, Phase, Record, Seat, Slot};

/// Colonization Mode: Classic with an "English" non-player that devours words.
pub const INFO: crate::engine::catalog::GameInfo = crate::engine::catalog::GameInfo {
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

/// Colonization Mode as it registers itself (the registry in `games` lists it): its saves, its table.
pub const ENTRY: crate::engine::catalog::GameEntry = crate::engine::catalog::GameEntry {
    info: INFO,
    read_save: Some(crate::engine::saved_log::read::<save::ColonizationSetup>),
    host: Some(host::host),
    reads_unnamed: false,
    read_record: None,
    catalogue: &[],
    tile_value: None,
    fuzz_targets: &[],
    #[cfg(feature = "gui")]
    table: Some(table::plugin),
    #[cfg(feature = "gui")]
    open: Some(crate::games::table_session::open::<table::ColonizationTable>),
};
