//! Players' statistics, from the history: per player name (a person's seats; names are matched
//! without regard to case) and optionally per game and period. Only finished games count: an
//! unfinished game has no winner and no final score. Head-to-head compares final scores with
//! each opponent a player met: people by name, computers by level.

use rusqlite::params;
use serde::Serialize;

use super::store::{History, HistoryError};

/// Which games the statistics look at.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filter {
    /// Only this game (its registry id).
    pub game: Option<String>,
    /// Only games kept at or after this time (seconds since 1970).
    pub since: Option<i64>,
    /// Only games kept before this time.
    pub until: Option<i64>,
}

/// One player's statistics.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The name as the newest of their games writes it.
    pub name: String,
    /// Finished games played.
    pub games: u32,
    /// Games won (a shared win counts for each winner).
    pub wins: u32,
    /// Wins over games, from 0 to 1 (0 with no game).
    pub win_rate: f64,
    /// The best final score.
    pub best_score: Option<i32>,
    /// The mean final score.
    pub mean_score: Option<f64>,
    /// The word that scored most, and its points (the earliest of equals).
    pub best_word: Option<(String, i32)>,
    /// The longest word (the higher-scoring, then the earliest, of equals).
    pub longest_word: Option<String>,
    /// Against each opponent met.
    pub head_to_head: Vec<HeadToHead>,
    /// Each finished game's final score, oldest first: when it was kept, the game, the score.
    pub scores: Vec<(i64, String, i32)>,
}

/// A player's record against one opponent.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeadToHead {
    /// A person's name, or a computer's level.
    pub opponent: String,
    /// Whether the opponent is a computer (then `opponent` is its level).
    pub computer: bool,
    /// Finished games both played.
    pub games: u32,
    /// Games the player ended ahead of the opponent.
    pub ahead: u32,
    /// Games the player ended behind.
    pub behind: u32,
    /// Games they ended level.
    pub level: u32,
}

/// The `WHERE` of a statistics query over games `g` and the player's seats `s`.
const WHERE: &str = "g.finished = 1 AND s.computer IS NULL AND s.name = ?1 COLLATE NOCASE
     AND (?2 IS NULL OR g.game = ?2) AND (?3 IS NULL OR g.ended >= ?3)
     AND (?4 IS NULL OR g.ended < ?4)";

/// The names of the people in the history (finished games in `filter`), most games first.
pub fn player_names(history: &History, filter: &Filter) -> Result<Vec<String>, HistoryError> {
    let db = history.db();
    let run = || -> rusqlite::Result<Vec<String>> {
        let mut q = db.prepare(
            "SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id
             WHERE g.finished = 1 AND s.computer IS NULL
               AND (?1 IS NULL OR g.game = ?1) AND (?2 IS NULL OR g.ended >= ?2)
               AND (?3 IS NULL OR g.ended < ?3)
             GROUP BY s.name COLLATE NOCASE ORDER BY COUNT(*) DESC, s.name",
        )?;
        q.query_map(params![filter.game, filter.since, filter.until], |r| {
            r.get(0)
        })?
        .collect()
    };
    run().map_err(|e| history.failed(e))
}

/// One player's statistics over the games `filter` keeps.
pub fn player_stats(
    history: &History,
    name: &str,
    filter: &Filter,
) -> Result<PlayerStats, HistoryError> {
    let db = history.db();
    let args = params![name, filter.game, filter.since, filter.until];
    let run = || -> rusqlite::Result<PlayerStats> {
        let mut scores = db.prepare(&format!(
            "SELECT g.ended, g.game, s.score, s.winner, s.name FROM games g
             JOIN seats s ON s.game_id = g.id WHERE {WHERE} ORDER BY g.ended, g.id"
        ))?;
        let mut rows = scores.query(args)?;
        let mut stats = PlayerStats {
            name: name.to_string(),
            games: 0,
            wins: 0,
            win_rate: 0.0,
            best_score: None,
            mean_score: None,
            best_word: None,
            longest_word: None,
            head_to_head: Vec::new(),
            scores: Vec::new(),
        };
        let mut sum = 0i64;
        while let Some(r) = rows.next()? {
            let score: i32 = r.get(2)?;
            stats.games += 1;
            stats.wins += u32::from(r.get::<_, bool>(3)?);
            sum += i64::from(score);
            stats.best_score = Some(stats.best_score.map_or(score, |b| b.max(score)));
            stats.name = r.get(4)?;
            stats.scores.push((r.get(0)?, r.get(1)?, score));
        }
        if stats.games > 0 {
            stats.win_rate = f64::from(stats.wins) / f64::from(stats.games);
            stats.mean_score = Some(sum as f64 / f64::from(stats.games));
        }
        let words = format!(
            "SELECT w.word, w.points FROM words w
             JOIN games g ON g.id = w.game_id
             JOIN seats s ON s.game_id = w.game_id AND s.seat = w.seat
             WHERE {WHERE}"
        );
        stats.best_word = db
            .query_row(
                &format!("{words} ORDER BY w.points DESC, g.ended, w.rowid LIMIT 1"),
                args,
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .ok();
        stats.longest_word = db
            .query_row(
                &format!(
                    "{words} ORDER BY length(w.word) DESC, w.points DESC, g.ended, w.rowid LIMIT 1"
                ),
                args,
                |r| r.get(0),
            )
            .ok();
        let mut meetings = db.prepare(&format!(
            "SELECT CASE WHEN o.computer IS NULL THEN o.name ELSE o.computer END AS who,
                    o.computer IS NOT NULL AS machine,
                    COUNT(*), SUM(s.score > o.score), SUM(s.score < o.score),
                    SUM(s.score = o.score)
             FROM games g JOIN seats s ON s.game_id = g.id
             JOIN seats o ON o.game_id = g.id AND o.seat != s.seat
             WHERE {WHERE}
             GROUP BY machine, who COLLATE NOCASE ORDER BY COUNT(*) DESC, machine, who"
        ))?;
        stats.head_to_head = meetings
            .query_map(args, |r| {
                Ok(HeadToHead {
                    opponent: r.get(0)?,
                    computer: r.get(1)?,
                    games: r.get(2)?,
                    ahead: r.get(3)?,
                    behind: r.get(4)?,
                    level: r.get(5)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(stats)
    };
    run().map_err(|e| history.failed(e))
}
