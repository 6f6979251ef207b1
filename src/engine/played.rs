//! A replayed game as the history keeps it, the same for every game: who sat where (a person or
//! a computer level), the final scores, who won, and every word scored with its points. Each
//! game's save gives one ([`crate::engine::saved_game::SavedGame::played`]), so the history and
//! its statistics name no game.

use serde::{Deserialize, Serialize};

/// One game, replayed to where its save stops.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    /// The rule set when a game has several (`wordgame` or `classic`); otherwise the game's id.
    pub variant: String,
    /// The dictionary's language (`en`, `fr`, `ro`) or the word list's name.
    pub language: String,
    /// Whether the game reached its end.
    pub finished: bool,
    /// The seats in order.
    pub seats: Vec<PlayedSeat>,
    /// Every word a seat scored, in the order played.
    pub words: Vec<PlayedWord>,
}

/// One seat of a played game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayedSeat {
    /// The name at the seat.
    pub name: String,
    /// The computer's level (`easy`, `normal`, `hard`...) when a computer played it.
    pub computer: Option<String>,
    /// The final score.
    pub score: i32,
    /// Whether the seat is among the winners (only in a finished game).
    pub winner: bool,
}

/// A word a seat scored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayedWord {
    /// The seat that played it.
    pub seat: usize,
    /// The word as written on the table, in capitals.
    pub word: String,
    /// The points it scored when played.
    pub points: i32,
}

impl PlayedSeat {
    /// The seats of a replayed game, from each seat's name, final score and computer level
    /// (as the save writes it; `None` for a person): a seat is a winner only when the game is
    /// `finished` and `won` says so of it.
    pub fn list(
        seats: impl IntoIterator<Item = (String, i32, Option<String>)>,
        finished: bool,
        won: impl Fn(usize) -> bool,
    ) -> Vec<PlayedSeat> {
        seats
            .into_iter()
            .enumerate()
            .map(|(s, (name, score, computer))| PlayedSeat {
                name,
                computer,
                score,
                winner: finished && won(s),
            })
            .collect()
    }
}

/// A computer level as a save writes it (its RON name: `easy`, `hard`, `placeholder`...).
pub fn level_name(level: &impl Serialize) -> String {
    ron::to_string(level).expect("levels serialize")
}

#[cfg(test)]
impl Played {
    /// Each seat as a test compares it: name, computer level, score, winner.
    pub(crate) fn seat_rows(&self) -> Vec<(&str, Option<&str>, i32, bool)> {
        self.seats
            .iter()
            .map(|s| (s.name.as_str(), s.computer.as_deref(), s.score, s.winner))
            .collect()
    }
}
