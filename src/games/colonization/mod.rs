//! Colonization Mode: Classic crossword play where every player is a language and an
//! "English" non-player devours their words. Headless: the rules as plain data changed only by
//! [`game::Game::apply`], the engine contract on top ([`plugin`]) and saves ([`save`]).
//! The rule text's decisions are in `docs/colonization.md`.

pub mod ai;
#[cfg(test)]
mod balance_tests;
pub mod english;
pub mod game;
pub mod invent;
pub mod players;
pub mod plugin;
pub mod pronounce;
pub mod refusal;
pub mod save;
pub mod state;
#[cfg(feature = "gui")]
pub mod table;
pub mod weigh;

pub use game::Game;
pub use refusal::Refusal;
pub use state::{Action, EndReason, Event, Owner, Phase, Record, Seat, Slot};
