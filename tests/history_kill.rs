//! The history under SIGKILL: a child process keeps games in the history one after another (one
//! transaction each) and is killed at random moments, many times. After every kill the history
//! opens without being set aside, passes SQLite's integrity check, holds every game the child
//! reported kept (and at most the one it was writing), and each game it holds is whole: its
//! row, its seats and its words, or nothing of it.
//!
//! This file has its own `main` (no test harness): the same binary is the child when
//! `WORDTABLE_HISTORY_CHILD` names the history's file.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rusqlite::Connection;
use wordtable::engine::saved_game::GameSave;
use wordtable::games::word_colony::save::SaveFile;
use wordtable::history::History;

const RULE_BOOK: &str = include_str!("../docs/examples/rule-book.ron");
const KILLS: usize = 25;

/// The child: keeps the rule book's game under seeds from where the history stands, printing
/// each seed once its game is kept.
fn child(path: &Path) -> ! {
    let mut history = History::open(path).expect("open").history;
    let mut seed = history.list(None).expect("list").len() as u64;
    loop {
        let mut save = SaveFile::parse(RULE_BOOK).unwrap();
        save.setup.seed = seed;
        history
            .add(&GameSave::new(save), None, seed as i64)
            .expect("add");
        println!("{seed}");
        seed += 1;
    }
}

/// Games, and games missing their seats or words.
fn check(path: &Path) -> (usize, usize) {
    let opened = History::open(path).expect("opens after a kill");
    assert!(opened.set_aside.is_none(), "the history was damaged");
    drop(opened);
    let db = Connection::open(path).unwrap();
    let ok: String = db
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
    let games: i64 = db
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    let partial: i64 = db
        .query_row(
            "SELECT COUNT(*) FROM games g WHERE
               (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) != 2
            OR (SELECT COUNT(*) FROM words w WHERE w.game_id = g.id) = 0",
            [],
            |r| r.get(0),
        )
        .unwrap();
    (games as usize, partial as usize)
}

fn main() {
    if let Some(path) = std::env::var_os("WORDTABLE_HISTORY_CHILD") {
        child(Path::new(&path));
    }
    let t = Instant::now();
    let dir = std::env::temp_dir().join(format!("wordtable-history-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("history.sqlite");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    let mut reported = 0usize;
    for kill in 0..KILLS {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .env("WORDTABLE_HISTORY_CHILD", &path)
            .stdout(Stdio::piped())
            .spawn()
            .expect("child");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line.parse::<usize>().unwrap()).is_err() {
                    break;
                }
            }
        });
        // Let it keep at least one game, then kill it a random moment later.
        let first = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("a game kept");
        reported = reported.max(first + 1);
        std::thread::sleep(Duration::from_millis(rng.random_range(0..120)));
        child.kill().unwrap();
        child.wait().unwrap();
        while let Ok(seed) = rx.try_recv() {
            reported = reported.max(seed + 1);
        }
        let (games, partial) = check(&path);
        assert_eq!(partial, 0, "kill {kill}: a game was kept in part");
        assert!(
            games == reported || games == reported + 1,
            "kill {kill}: {games} games kept, {reported} reported"
        );
        reported = games;
    }
    std::fs::remove_dir_all(&dir).unwrap();
    println!(
        "history_kill: {KILLS} kills, {reported} games, every one whole ({:.1} s)",
        t.elapsed().as_secs_f64()
    );
}
