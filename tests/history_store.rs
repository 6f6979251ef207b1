//! The history's file: migrated from every past schema version with its games kept, a newer
//! one refused and left untouched, a damaged one set aside (never replaced in silence), the same
//! record kept once, deletion, export to a file and import on a "new machine", a damaged record
//! shown as damaged, and two running copies writing at once with nothing lost.

use std::path::{Path, PathBuf};
use std::process::Command;

use rusqlite::Connection;
use wordtable::engine::saved_game::GameSave;
use wordtable::games::word_colony::save::SaveFile;
use wordtable::history::schema::migrate_to;
use wordtable::history::{Added, History, HistoryError, SCHEMA_VERSION};

const RULE_BOOK: &str = include_str!("../docs/examples/rule-book.ron");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wordtable-history-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The rule book's game with another seed: a distinct record of the same game.
fn game(seed: u64) -> GameSave {
    let mut save = SaveFile::parse(RULE_BOOK).unwrap();
    save.setup.seed = seed;
    GameSave::new(save)
}

fn open(path: &Path) -> History {
    let opened = History::open(path).expect("opens");
    assert!(opened.set_aside.is_none());
    opened.history
}

#[test]
fn every_past_schema_version_migrates_and_keeps_its_games() {
    let dir = scratch("migrate");
    for version in 0..=SCHEMA_VERSION {
        let path = dir.join(format!("from-{version}.sqlite"));
        let mut db = Connection::open(&path).unwrap();
        migrate_to(&mut db, version).unwrap();
        let found: u32 = db
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(found, version);
        drop(db);
        if version > 0 {
            // A game kept by that version survives the migration.
            let mut history = open(&path);
            history.add(&game(1), None, 100).unwrap();
        }
        let mut history = open(&path);
        let found: u32 = Connection::open(&path)
            .unwrap()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(found, SCHEMA_VERSION, "from version {version}");
        assert_eq!(
            history.add(&game(2), None, 200).unwrap(),
            Added::New(if version > 0 { 2 } else { 1 })
        );
        assert_eq!(
            history.list(None).unwrap().len(),
            if version > 0 { 2 } else { 1 }
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_newer_history_is_refused_and_left_as_it_is() {
    let dir = scratch("newer");
    let path = dir.join("history.sqlite");
    open(&path).add(&game(1), None, 1).unwrap();
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", SCHEMA_VERSION + 1)
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    match History::open(&path) {
        Err(HistoryError::Newer { version, .. }) => assert_eq!(version, SCHEMA_VERSION + 1),
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("a newer history was opened"),
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_history_is_kept_aside_and_a_new_one_started() {
    let dir = scratch("damaged");
    let path = dir.join("history.sqlite");
    let garbage = "this was never a database, but it was someone's file".repeat(200);
    std::fs::write(&path, &garbage).unwrap();
    let opened = History::open(&path).expect("a new history starts");
    let (aside, why) = opened.set_aside.expect("the damaged file is set aside");
    assert!(
        aside.ends_with("history.damaged-1.sqlite"),
        "{}",
        aside.display()
    );
    assert!(why.contains("not a database"), "{why}");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), garbage);
    let mut history = opened.history;
    assert_eq!(history.add(&game(1), None, 1).unwrap(), Added::New(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_is_kept_once_deleted_exported_and_imported_elsewhere() {
    let dir = scratch("transfer");
    let mut history = open(&dir.join("history.sqlite"));
    let first = history.add(&game(1), Some(10), 20).unwrap();
    assert_eq!(first, Added::New(1));
    assert_eq!(
        history.add(&game(1), Some(11), 30).unwrap(),
        Added::AlreadyKept(1)
    );
    history.add(&game(2), None, 40).unwrap();
    history.add(&game(3), None, 50).unwrap();
    assert!(history.delete(2).unwrap());
    assert!(!history.delete(2).unwrap());
    let ids: Vec<i64> = history.list(None).unwrap().iter().map(|e| e.id).collect();
    assert_eq!(ids, [3, 1], "newest first");
    let entry = history.entry(1).unwrap().unwrap();
    assert_eq!((entry.started, entry.ended), (Some(10), 20));
    assert_eq!(entry.seats.len(), 2);
    assert_eq!(entry.seats[0].name, "Ana");

    let file = dir.join("all.json");
    std::fs::write(
        &file,
        serde_json::to_string(&history.export().unwrap()).unwrap(),
    )
    .unwrap();
    let mut elsewhere = open(&dir.join("new-machine.sqlite"));
    assert_eq!(elsewhere.import_file(&file, 99).unwrap(), (2, 0));
    assert_eq!(
        elsewhere.import_file(&file, 99).unwrap(),
        (0, 2),
        "importing twice adds nothing"
    );
    let moved = elsewhere.list(None).unwrap();
    let kept = history.list(None).unwrap();
    assert_eq!(
        moved
            .iter()
            .map(|e| (e.ended, &e.seats))
            .collect::<Vec<_>>(),
        kept.iter().map(|e| (e.ended, &e.seats)).collect::<Vec<_>>()
    );
    for (a, b) in moved.iter().zip(&kept) {
        assert_eq!(
            elsewhere.record(a.id).unwrap(),
            history.record(b.id).unwrap()
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_is_not_a_game_imports_nothing_and_is_named() {
    let dir = scratch("bad-import");
    let mut history = open(&dir.join("history.sqlite"));
    let bad = dir.join("notes.txt");
    std::fs::write(&bad, "shopping: eggs, milk").unwrap();
    let err = history.import_file(&bad, 1).unwrap_err();
    assert!(err.to_string().contains("notes.txt"), "{err}");
    // An exported history with one damaged game imports none of it.
    let mut transfer = history.export().unwrap();
    transfer.games.push(wordtable::history::TransferGame {
        started: None,
        ended: 5,
        record: game(1).to_ron(),
    });
    transfer.games.push(wordtable::history::TransferGame {
        started: None,
        ended: 6,
        record: "(game: \"wordgame\", save: (setup: 3))".into(),
    });
    let file = dir.join("half.json");
    std::fs::write(&file, serde_json::to_string(&transfer).unwrap()).unwrap();
    let err = history.import_file(&file, 1).unwrap_err().to_string();
    assert!(err.contains("half.json") && err.contains("game 2"), "{err}");
    assert!(history.list(None).unwrap().is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_that_no_longer_replays_is_kept_as_damaged() {
    let dir = scratch("damaged-record");
    let mut history = open(&dir.join("history.sqlite"));
    // A save whose third action the rules refuse: it is read, but it cannot be replayed.
    let mut save = SaveFile::parse(RULE_BOOK).unwrap();
    save.actions.swap(1, 2);
    let added = history.add(&GameSave::new(save), None, 1).unwrap();
    let Added::New(id) = added else {
        panic!("{added:?}")
    };
    let entry = history.entry(id).unwrap().unwrap();
    assert!(entry.damaged.is_some(), "{entry:?}");
    assert!(entry.seats.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn two_running_copies_write_at_once_and_nothing_is_lost() {
    let dir = scratch("two-writers");
    // Each copy imports its own exported history of 25 games, one transaction a game.
    let mut files = Vec::new();
    for copy in 0..2u64 {
        let mut transfer = wordtable::history::Transfer {
            wordtable_history: SCHEMA_VERSION,
            games: Vec::new(),
        };
        for i in 0..25 {
            transfer.games.push(wordtable::history::TransferGame {
                started: None,
                ended: i as i64,
                record: game(1000 * copy + i).to_ron(),
            });
        }
        let file = dir.join(format!("copy-{copy}.json"));
        std::fs::write(&file, serde_json::to_string(&transfer).unwrap()).unwrap();
        files.push(file);
    }
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // Start both before waiting for either, so their writes interleave.
    let children: Vec<_> = files
        .iter()
        .map(|file| {
            Command::new(env!("CARGO_BIN_EXE_wordtable"))
                .args(["history", "import"])
                .arg(file)
                .env("WORDTABLE_DATA_DIR", &data)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("run wordtable")
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            "25 games kept, 0 already in the history"
        );
    }
    let history = open(&data.join("history.sqlite"));
    let all = history.list(None).unwrap();
    assert_eq!(all.len(), 50);
    assert!(
        all.iter()
            .all(|e| e.seats.len() == 2 && e.damaged.is_none())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
