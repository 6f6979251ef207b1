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
/// Keeps a game in this machine's history (the data directory's), the way the window and
/// `wordtable host` do when a game ends or a new one replaces it: `started` is when it began,
/// when known. Gives its number, or why it could not be kept (a damaged history set aside is
/// no reason: a new one is started).
pub fn keep(
    save: &crate::engine::saved_game::GameSave,
    started: Option<i64>,
) -> Result<i64, String> {
    let path = history_path().ok_or("no data directory")?;
    let mut opened = History::open(&path).map_err(|e| e.to_string())?;
    match opened
        .history
        .add(save, started, dates::now())
        .map_err(|e| e.to_string())?
    {
        Added::New(id) | Added::AlreadyKept(id) => Ok(id),
    }
}

pub use store::{
    Added, Entry, History, HistoryError, Opened, Transfer, TransferGame, history_path,
};
