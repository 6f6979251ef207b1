//! The autosave under SIGKILL: a child process writes saves in a loop with the project's own
//! code (claiming the autosave, then `SaveFile::store` after each "action"), and is killed at
//! random moments, many times. After every kill the save must load and hold the last action
//! the child reported or the one after it (never less, never a half-written file), and no
//! temporary file may survive the next claim of the autosave.
//!
//! This file has its own `main` (no test harness): the same binary is the child when
//! `WORDTABLE_KILL_CHILD` names a directory.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use wordtable::games::word_colony::save::SaveFile;
use wordtable::session::claim_autosave;

const RULE_BOOK: &str = include_str!("../docs/examples/rule-book.ron");
const KILLS: usize = 40;

/// The save after `n` actions of the rule book's game; a long box makes each write take a
/// while, so kills land inside writes too.
fn save_after(n: usize) -> SaveFile {
    let mut save = SaveFile::parse(RULE_BOOK).unwrap();
    save.actions.truncate(n);
    if let Some(deal) = &mut save.setup.deal {
        deal.box_top_first
            .extend(std::iter::repeat_n("E".to_string(), 5_000));
    }
    save
}

fn actions_in_game() -> usize {
    SaveFile::parse(RULE_BOOK).unwrap().actions.len()
}

/// The child: holds the autosave and writes 1, 2, ... N actions, then starts over, printing
/// each count once it is stored.
fn child(dir: &Path) -> ! {
    let claim = claim_autosave(dir).expect("claim");
    let n = actions_in_game();
    let saves: Vec<SaveFile> = (1..=n).map(save_after).collect();
    loop {
        for (i, save) in saves.iter().enumerate() {
            save.store(claim.path()).expect("store");
            println!("{}", i + 1);
        }
    }
}

fn main() {
    if let Some(dir) = std::env::var_os("WORDTABLE_KILL_CHILD") {
        child(Path::new(&dir));
    }
    let t = Instant::now();
    let dir = std::env::temp_dir().join(format!("wordtable-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("autosave.ron");
    let n = actions_in_game();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(std::process::id() as u64);
    let mut on_disk: Option<usize> = None;
    let mut leftovers_seen = 0;
    for kill in 0..KILLS {
        let mut proc = Command::new(std::env::current_exe().unwrap())
            .env("WORDTABLE_KILL_CHILD", &dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = proc.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = tx.send(line.parse::<usize>().unwrap());
            }
        });
        std::thread::sleep(Duration::from_millis(rng.random_range(10..150)));
        proc.kill().unwrap(); // SIGKILL
        proc.wait().unwrap();
        reader.join().unwrap();
        let reported = rx.try_iter().last();
        let temporary = |dir: &Path| {
            std::fs::read_dir(dir)
                .unwrap()
                .flatten()
                .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
                .count()
        };
        if reported.is_none() && on_disk.is_none() && !path.exists() {
            // Killed before its first save was in place: nothing to load yet.
            leftovers_seen += temporary(&dir);
            drop(claim_autosave(&dir).unwrap());
            assert_eq!(temporary(&dir), 0, "kill {kill}: a temporary file survived");
            continue;
        }
        let save = SaveFile::load(&path)
            .unwrap_or_else(|e| panic!("kill {kill}: the save does not load: {e}"));
        let len = save.actions.len();
        assert_eq!(
            save,
            save_after(len),
            "kill {kill}: the save is the game's first {len} actions"
        );
        let allowed: Vec<usize> = match reported {
            Some(k) => vec![k, k % n + 1],
            // Killed before its first report: the earlier save, or the child's first write.
            None => on_disk.into_iter().chain([1]).collect(),
        };
        assert!(
            allowed.contains(&len),
            "kill {kill}: {len} actions on disk, the child had reported {reported:?}"
        );
        on_disk = Some(len);
        leftovers_seen += temporary(&dir);
        // The next start (a claim of the autosave) clears what the killed write left.
        let claim = claim_autosave(&dir).unwrap();
        assert_eq!(claim.path(), path, "the killed child's lock was released");
        assert_eq!(
            temporary(&dir),
            0,
            "kill {kill}: a temporary file survived the next start"
        );
        drop(claim);
    }
    std::fs::remove_dir_all(&dir).unwrap();
    println!(
        "autosave_kill: {KILLS} kills, every save loaded; {leftovers_seen} temporary files left by killed writes were cleared; {:.1} s",
        t.elapsed().as_secs_f64()
    );
}
