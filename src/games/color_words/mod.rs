//! Color Words: a flip-and-write game. Each round three letters are flipped onto three colour
//! boards and a bonus card is shown; everyone writes one word on their own 7x7 grid, rightwards
//! and downwards, for points. Headless: the material as data ([`material`]), the rules as plain
//! data changed only by [`game::Game::apply`], scoring, the best-word search and the computer
//! players, the engine contract ([`plugin`]) and saves ([`save`]). The rule text's open points
//! are decided in `docs/color-words.md`.

pub mod game;
pub mod host;
pub mod material;
pub mod players;
pub mod plugin;
pub mod refusal;
pub mod save;
pub mod saved;
pub mod scoring;
pub mod search;
#[cfg(feature = "gui")]
pub mod sheet;
pub mod sheet_pdf;
pub mod state;
#[cfg(feature = "gui")]
pub mod table;
pub mod themes;
pub mod view;

pub use game::{Game, Setup, SetupError, Stacked};
pub use material::{Cell, Colour, GridName, Material};
pub use refusal::Refusal;
pub use state::{Action, Event, Phase, Rating, Star, StarMark, VoteOn};

/// Color Words: flip three coloured letters, write a word on a 7x7 grid.
pub const INFO: crate::engine::catalog::GameInfo = crate::engine::catalog::GameInfo {
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

/// Color Words as it registers itself (the registry in `games` lists it): its saves, its table.
pub const ENTRY: crate::engine::catalog::GameEntry = crate::engine::catalog::GameEntry {
    info: INFO,
    read_save: Some(crate::engine::saved_log::read::<save::SavedSetup>),
    host: Some(host::host),
    reads_unnamed: false,
    read_record: None,
    catalogue: &[],
    tile_value: None,
    fuzz_targets: &[],
    #[cfg(feature = "gui")]
    table: Some(table::plugin),
    #[cfg(feature = "gui")]
    open: Some(crate::games::table_session::open::<table::ColorWordsTable>),
};
