//! The history's tables and their migrations. The database's `user_version` is the schema
//! version it holds; at start-up every migration past it runs, in order, in one transaction. A
//! database of a newer version (written by a newer WordTable) is left untouched and refused.

use rusqlite::Connection;

/// The migrations, in order: migration `i` takes a database from version `i` to `i + 1`.
const MIGRATIONS: &[&str] = &[
    // 1: games, their seats and the words they scored.
    "CREATE TABLE games (
         id INTEGER PRIMARY KEY,
         game TEXT NOT NULL,
         variant TEXT NOT NULL,
         language TEXT NOT NULL,
         started INTEGER,
         ended INTEGER NOT NULL,
         finished INTEGER NOT NULL,
         fingerprint TEXT NOT NULL UNIQUE,
         record TEXT NOT NULL,
         damaged TEXT
     );
     CREATE INDEX games_by_end ON games(ended);
     CREATE TABLE seats (
         game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
         seat INTEGER NOT NULL,
         name TEXT NOT NULL,
         computer TEXT,
         score INTEGER NOT NULL,
         winner INTEGER NOT NULL,
         PRIMARY KEY (game_id, seat)
     );
     CREATE INDEX seats_by_name ON seats(name);
     CREATE TABLE words (
         game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
         seat INTEGER NOT NULL,
         word TEXT NOT NULL,
         points INTEGER NOT NULL
     );
     CREATE INDEX words_by_game ON words(game_id, seat);",
];

/// The schema version this WordTable writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// What bringing a database up to date found.
#[derive(Debug, PartialEq)]
pub enum Migrated {
    /// The database is at [`SCHEMA_VERSION`]; it was at `from`.
    Current { from: u32 },
    /// The database is of a newer version: nothing was changed.
    Newer(u32),
}

/// Runs every migration past the database's version, in one transaction.
pub fn migrate(db: &mut Connection) -> rusqlite::Result<Migrated> {
    migrate_to(db, SCHEMA_VERSION)
}

/// Runs the migrations up to `target` only (the migration tests build every past version so).
pub fn migrate_to(db: &mut Connection, target: u32) -> rusqlite::Result<Migrated> {
    let tx = db.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let from: u32 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if from > SCHEMA_VERSION {
        return Ok(Migrated::Newer(from));
    }
    for step in MIGRATIONS.iter().take(target as usize).skip(from as usize) {
        tx.execute_batch(step)?;
    }
    if target > from {
        tx.pragma_update(None, "user_version", target)?;
    }
    tx.commit()?;
    Ok(Migrated::Current { from })
}
