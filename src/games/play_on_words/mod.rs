//! Play On Words: rummy with coloured letter cards and ten challenge rounds. Headless: the
//! deck and the challenges as data ([`rules`]), the rules as plain data changed only by
//! [`game::Game::apply`], typed refusals, the engine contract on top ([`plugin`]), the
//! computer players ([`players`]) and saves ([`save`]). The rule text's decisions are in
//! `docs/play-on-words.md`.

pub mod cards;
pub mod game;
pub mod players;
pub mod plugin;
pub mod refusal;
pub mod rules;
pub mod save;
pub mod scenario;
pub mod state;
#[cfg(feature = "gui")]
pub mod table;

pub use cards::{Card, Colour, Laid};
pub use game::Game;
pub use refusal::Refusal;
pub use rules::Rules;
pub use state::{Action, Edit, Event, Kind, Phase, Pile};
