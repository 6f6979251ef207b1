//! Every game kept: a history of finished games (and unfinished ones a new game replaced) in one
//! SQLite file in the data directory, with the players' statistics computed from it. A game's
//! row keeps its record as the save format writes it, so any game in the history replays, plus
//! what the statistics query (the game, variant, language, dates, seats, scores, winners and
//! words scored), which each game's save gives as [`crate::engine::played::Played`]. Nothing
//! here names a game.

pub mod dates;
pub mod schema;
mod stats;
mod store;

pub use schema::SCHEMA_VERSION;
pub use stats::{Filter, HeadToHead, PlayerStats, player_names, player_stats};
pub use store::{
    Added, Entry, History, HistoryError, Opened, Transfer, TransferGame, history_path,
};
