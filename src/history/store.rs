//! The history's file: opening it (migrated, or set aside and started again when damaged),
//! keeping a game, deleting one, listing them, and moving the whole history to another machine.
//! Every write is one transaction, so two running copies can write at once (SQLite's write-ahead
//! log and a busy wait) and a killed process loses at most the game it was writing.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use super::schema::{Migrated, SCHEMA_VERSION, migrate};
use crate::engine::played::PlayedSeat;
use crate::engine::saved_game::GameSave;
use crate::i18n::tr;

/// How long a write waits for another running copy's write to finish.
const BUSY_WAIT: Duration = Duration::from_secs(10);

/// The history's file in the data directory.
pub fn history_path() -> Option<PathBuf> {
    crate::storage::data_dir().map(|d| d.join("history.sqlite"))
}

/// Why the history cannot be used.
#[derive(Debug, Clone, PartialEq)]
pub enum HistoryError {
    /// The file was written by a newer WordTable; it was left as it is.
    Newer { path: PathBuf, version: u32 },
    /// The database refused: the file and the reason.
    Database { path: PathBuf, reason: String },
    /// A file to import is not a save, a GCG record or an exported history.
    Import { path: PathBuf, reason: String },
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HistoryError::Newer { path, version } => f.write_str(&tr!(
                "history-error-newer",
                path = path.display().to_string(),
                version = *version,
                newest = SCHEMA_VERSION
            )),
            HistoryError::Database { path, reason } | HistoryError::Import { path, reason } => {
                write!(f, "{}: {reason}", path.display())
            }
        }
    }
}

impl std::error::Error for HistoryError {}

impl HistoryError {
    /// What the database said about the file at `path`.
    fn database(path: &Path, e: rusqlite::Error) -> HistoryError {
        HistoryError::Database {
            path: path.to_owned(),
            reason: e.to_string(),
        }
    }
}

/// An open history, and what opening it found.
pub struct Opened {
    /// The history, ready.
    pub history: History,
    /// A damaged file found in its place: where it was moved and why it could not be read.
    pub set_aside: Option<(PathBuf, String)>,
}

/// The history of games.
pub struct History {
    db: Connection,
    path: PathBuf,
}

/// One game in the history, as lists and the viewer show it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Entry {
    /// Its number in this history.
    pub id: i64,
    /// The game's registry id.
    pub game: String,
    /// The rule set (or the game's id when it has one).
    pub variant: String,
    /// The dictionary's language.
    pub language: String,
    /// When it started (seconds since 1970), when known.
    pub started: Option<i64>,
    /// When it was kept (seconds since 1970).
    pub ended: i64,
    /// Whether it reached its end.
    pub finished: bool,
    /// Why its record cannot be replayed, when it cannot.
    pub damaged: Option<String>,
    /// Its seats, in order.
    pub seats: Vec<PlayedSeat>,
}

/// What keeping a game did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Added {
    /// Kept, with this number.
    New(i64),
    /// The same record was kept before, with this number.
    AlreadyKept(i64),
}

/// A whole history as one file, for another machine: every game's record and dates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Transfer {
    /// Names the file for what it is.
    pub wordtable_history: u32,
    /// The games, oldest first.
    pub games: Vec<TransferGame>,
}

/// One game of a [`Transfer`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TransferGame {
    /// When it started, when known.
    pub started: Option<i64>,
    /// When it was kept.
    pub ended: i64,
    /// The save file's text.
    pub record: String,
}

/// FNV-1a, hex: how the history knows a record it already keeps.
fn fingerprint(text: &str) -> String {
    let print = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{print:016x}")
}

/// Runs `step` again while another running copy holds the lock SQLite does not wait for
/// (about ten seconds at most): a busy error is a moment, not a failure.
fn retry_busy<T>(mut step: impl FnMut() -> rusqlite::Result<T>) -> rusqlite::Result<T> {
    let mut tries = 0;
    loop {
        match step() {
            Err(e)
                if tries < 200
                    && matches!(
                        e.sqlite_error_code(),
                        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
                    ) =>
            {
                tries += 1;
                std::thread::sleep(Duration::from_millis(50));
            }
            other => return other,
        }
    }
}

/// Whether a database error means the file is not a sound database (rather than busy or full).
fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    )
}

impl History {
    /// Opens the history at `path`, creating it (and its folder) when missing and bringing its
    /// tables up to date. A damaged file is never replaced in silence: it is moved aside, and
    /// [`Opened::set_aside`] says where and why; a new history starts.
    pub fn open(path: &Path) -> Result<Opened, HistoryError> {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match History::open_as_is(path) {
            Ok(history) => Ok(Opened {
                history,
                set_aside: None,
            }),
            Err((e, true)) => {
                let aside = set_aside(path).map_err(|reason| HistoryError::Database {
                    path: path.to_owned(),
                    reason,
                })?;
                let history = History::open_as_is(path).map_err(|(e, _)| e)?;
                Ok(Opened {
                    history,
                    set_aside: Some((aside, e.to_string())),
                })
            }
            Err((e, false)) => Err(e),
        }
    }

    /// Opens and migrates; the error says whether the file is damaged.
    fn open_as_is(path: &Path) -> Result<History, (HistoryError, bool)> {
        let fail = |e: rusqlite::Error| {
            let damaged = is_damage(&e);
            (HistoryError::database(path, e), damaged)
        };
        let mut db = Connection::open(path).map_err(fail)?;
        db.busy_timeout(BUSY_WAIT).map_err(fail)?;
        // The write-ahead log lets a running copy read while another writes, and a killed
        // writer's half transaction is simply not there on the next open.
        // Switching to it takes a lock that SQLite does not wait for, so a second copy opening
        // at the same moment is told "locked" at once: it tries again.
        retry_busy(|| db.pragma_update_and_check(None, "journal_mode", "wal", |_| Ok(())))
            .map_err(fail)?;
        db.pragma_update(None, "foreign_keys", true).map_err(fail)?;
        match retry_busy(|| migrate(&mut db)).map_err(fail)? {
            Migrated::Newer(version) => Err((
                HistoryError::Newer {
                    path: path.to_owned(),
                    version,
                },
                false,
            )),
            Migrated::Current { .. } => Ok(History {
                db,
                path: path.to_owned(),
            }),
        }
    }

    /// The file this history lives in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A database error on this history's file (the statistics' queries say theirs so too).
    pub(super) fn failed(&self, e: rusqlite::Error) -> HistoryError {
        HistoryError::database(&self.path, e)
    }

    /// Keeps a game: its record, and what the statistics need of it. A record that cannot be
    /// replayed is kept too, marked damaged with the reason. The same record kept twice is one
    /// game.
    pub fn add(
        &mut self,
        save: &GameSave,
        started: Option<i64>,
        ended: i64,
    ) -> Result<Added, HistoryError> {
        let record = save.to_ron();
        let print = fingerprint(&record);
        let played = save.played();
        let tx = self
            .db
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| HistoryError::database(&self.path, e))?;
        let known: Option<i64> = tx
            .query_row(
                "SELECT id FROM games WHERE fingerprint = ?1",
                [&print],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| HistoryError::database(&self.path, e))?;
        if let Some(id) = known {
            return Ok(Added::AlreadyKept(id));
        }
        let (variant, language, finished, damaged) = match &played {
            Ok(p) => (p.variant.clone(), p.language.clone(), p.finished, None),
            Err(why) => (
                save.game_name().to_string(),
                String::new(),
                false,
                Some(why.to_string()),
            ),
        };
        let insert = || -> rusqlite::Result<i64> {
            tx.execute(
                "INSERT INTO games (game, variant, language, started, ended, finished,
                                    fingerprint, record, damaged)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    save.game_name(),
                    variant,
                    language,
                    started,
                    ended,
                    finished,
                    print,
                    record,
                    damaged
                ],
            )?;
            let id = tx.last_insert_rowid();
            if let Ok(p) = &played {
                let mut seat_row = tx.prepare(
                    "INSERT INTO seats (game_id, seat, name, computer, score, winner)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?;
                for (i, s) in p.seats.iter().enumerate() {
                    seat_row
                        .execute(params![id, i as i64, s.name, s.computer, s.score, s.winner])?;
                }
                let mut word_row = tx.prepare(
                    "INSERT INTO words (game_id, seat, word, points) VALUES (?1, ?2, ?3, ?4)",
                )?;
                for w in &p.words {
                    word_row.execute(params![id, w.seat as i64, w.word, w.points])?;
                }
            }
            Ok(id)
        };
        let id = insert().map_err(|e| HistoryError::database(&self.path, e))?;
        tx.commit()
            .map_err(|e| HistoryError::database(&self.path, e))?;
        Ok(Added::New(id))
    }

    /// Deletes a game; whether there was one with that number.
    pub fn delete(&mut self, id: i64) -> Result<bool, HistoryError> {
        self.db
            .execute("DELETE FROM games WHERE id = ?1", [id])
            .map(|n| n > 0)
            .map_err(|e| self.failed(e))
    }

    /// The games, newest first, of `game` when given.
    pub fn list(&self, game: Option<&str>) -> Result<Vec<Entry>, HistoryError> {
        self.entries("WHERE (?1 IS NULL OR g.game = ?1)", rusqlite::params![game])
    }

    /// One game, by its number.
    pub fn entry(&self, id: i64) -> Result<Option<Entry>, HistoryError> {
        Ok(self
            .entries("WHERE g.id = ?1", rusqlite::params![id])?
            .into_iter()
            .next())
    }

    /// A game's record, as the save format writes it.
    pub fn record(&self, id: i64) -> Result<Option<String>, HistoryError> {
        self.db
            .query_row("SELECT record FROM games WHERE id = ?1", [id], |r| r.get(0))
            .optional()
            .map_err(|e| self.failed(e))
    }

    /// The connection, for the statistics' queries.
    pub(super) fn db(&self) -> &Connection {
        &self.db
    }

    fn entries(
        &self,
        filter: &str,
        args: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<Entry>, HistoryError> {
        // One query for the games and one for all their seats, joined here: a page of ten
        // thousand games is two statements, not ten thousand.
        let run = || -> rusqlite::Result<Vec<Entry>> {
            let mut games = self.db.prepare(&format!(
                "SELECT g.id, g.game, g.variant, g.language, g.started, g.ended, g.finished,
                        g.damaged
                 FROM games g {filter} ORDER BY g.ended DESC, g.id DESC"
            ))?;
            let mut entries: Vec<Entry> = games
                .query_map(args, |r| {
                    Ok(Entry {
                        id: r.get(0)?,
                        game: r.get(1)?,
                        variant: r.get(2)?,
                        language: r.get(3)?,
                        started: r.get(4)?,
                        ended: r.get(5)?,
                        finished: r.get(6)?,
                        damaged: r.get(7)?,
                        seats: Vec::new(),
                    })
                })?
                .collect::<rusqlite::Result<_>>()?;
            let at: std::collections::HashMap<i64, usize> =
                entries.iter().enumerate().map(|(i, e)| (e.id, i)).collect();
            let mut seats = self.db.prepare(&format!(
                "SELECT s.game_id, s.name, s.computer, s.score, s.winner
                 FROM seats s JOIN games g ON g.id = s.game_id {filter}
                 ORDER BY s.game_id, s.seat"
            ))?;
            let mut rows = seats.query(args)?;
            while let Some(r) = rows.next()? {
                if let Some(&i) = at.get(&r.get::<_, i64>(0)?) {
                    entries[i].seats.push(PlayedSeat {
                        name: r.get(1)?,
                        computer: r.get(2)?,
                        score: r.get(3)?,
                        winner: r.get(4)?,
                    });
                }
            }
            Ok(entries)
        };
        run().map_err(|e| self.failed(e))
    }

    /// The whole history as one file's content, oldest game first.
    pub fn export(&self) -> Result<Transfer, HistoryError> {
        let run = || -> rusqlite::Result<Vec<TransferGame>> {
            let mut q = self
                .db
                .prepare("SELECT started, ended, record FROM games ORDER BY ended, id")?;
            q.query_map([], |r| {
                Ok(TransferGame {
                    started: r.get(0)?,
                    ended: r.get(1)?,
                    record: r.get(2)?,
                })
            })?
            .collect()
        };
        Ok(Transfer {
            wordtable_history: SCHEMA_VERSION,
            games: run().map_err(|e| self.failed(e))?,
        })
    }

    /// Imports a file: a save of any game, or a whole exported history. Gives how many games
    /// were new and how many the history already kept. Nothing is imported from a file that
    /// cannot be read, and the error names it.
    pub fn import_file(&mut self, path: &Path, now: i64) -> Result<(usize, usize), HistoryError> {
        let refuse = |reason: String| HistoryError::Import {
            path: path.to_owned(),
            reason,
        };
        let text = crate::input::read_text(path, crate::input::Kind::Save)
            .map_err(|e| refuse(e.to_string()))?;
        if let Ok(transfer) = serde_json::from_str::<Transfer>(&text) {
            let mut saves = Vec::new();
            for (i, g) in transfer.games.iter().enumerate() {
                let save = GameSave::parse(&g.record).map_err(|e| {
                    refuse(tr!(
                        "history-import-game",
                        number = i + 1,
                        reason = e.to_string()
                    ))
                })?;
                saves.push((save, g.started, g.ended));
            }
            return self.add_all(saves);
        }
        let save = match GameSave::parse(&text) {
            Ok(save) => save,
            // Another program's record of a game (a GCG): its game makes it a save.
            Err(e) => match GameSave::from_record(&text) {
                Some(read) => read.map_err(refuse)?,
                None => return Err(refuse(e.to_string())),
            },
        };
        self.add_all(vec![(save, None, now)])
    }

    fn add_all(
        &mut self,
        saves: Vec<(GameSave, Option<i64>, i64)>,
    ) -> Result<(usize, usize), HistoryError> {
        let (mut new, mut known) = (0, 0);
        for (save, started, ended) in saves {
            match self.add(&save, started, ended)? {
                Added::New(_) => new += 1,
                Added::AlreadyKept(_) => known += 1,
            }
        }
        Ok((new, known))
    }
}

/// Moves a damaged history (and its write-ahead log) to the first free
/// `history.damaged-N.sqlite`; the new name, or why it could not be moved.
fn set_aside(path: &Path) -> Result<PathBuf, String> {
    let stem = path
        .file_stem()
        .map_or("history".into(), |s| s.to_string_lossy().into_owned());
    let aside = (1..1000)
        .map(|n| path.with_file_name(format!("{stem}.damaged-{n}.sqlite")))
        .find(|p| !p.exists())
        .ok_or_else(|| "no free name to keep the damaged history under".to_string())?;
    std::fs::rename(path, &aside).map_err(|e| e.to_string())?;
    for extra in ["-wal", "-shm"] {
        let mut from = path.as_os_str().to_owned();
        from.push(extra);
        let mut to = aside.as_os_str().to_owned();
        to.push(extra);
        let _ = std::fs::rename(from, to);
    }
    Ok(aside)
}
