//! Play On Words: rummy with coloured letter cards and ten challenge rounds. Headless: the
//! deck and the challenges as data ([`rules`]), the rules as plain data changed only by
//! [`game::Game::apply`], typed refusals, the engine contract on top ([`plugin`]), the
//! computer players ([`players`]) and saves ([`save`]). The rule text's decisions are in
//! `docs/play-on-words.md`.

pub mod cards;
pub mod game;
pub mod host;
mod house_vote;
pub mod players;
pub mod plugin;
pub mod refusal;
pub mod rules;
pub mod save;
pub mod saved;
pub mod scenario;
pub mod state;
#[cfg(feature = "gui")]
pub mod table;
pub mod view;

pub use cards::{Card, Colour, Laid};
pub use game::Game;
pub use refusal::Refusal;
pub use rules::Rules;
pub use state::{Action, Edit, Event, Kind, Phase, Pile};

/// Play On Words: rummy with coloured letter cards and ten challenge rounds.
pub const INFO: crate::engine::catalog::GameInfo = crate::engine::catalog::GameInfo {
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

/// Play On Words as it registers itself (the registry in `games` lists it): its saves, its table.
pub const ENTRY: crate::engine::catalog::GameEntry = crate::engine::catalog::GameEntry {
    info: INFO,
    read_save: Some(crate::engine::saved_log::read::<save::PlayOnWordsSetup>),
    host: Some(host::host),
    reads_unnamed: false,
    read_record: None,
    catalogue: &[],
    tile_value: None,
    fuzz_targets: &[],
    #[cfg(feature = "gui")]
    table: Some(table::plugin),
    #[cfg(feature = "gui")]
    open: Some(crate::games::table_session::open::<table::PowTable>),
};
