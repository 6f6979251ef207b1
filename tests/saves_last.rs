//! Saves outlive upgrades: every committed save (the documented examples, the window tests'
//! saves and the fuzzers' seed saves) replays to the very final state it reached when the
//! shuffles became the project's own code. `tests/data/final-states.txt` holds, for each file,
//! a fingerprint of its final state as `wordtable replay` prints it; a change to a shuffle, a
//! draw or a rule that alters any of these games shows here, file by file.
//!
//! A new example save is added to the list with `WORDTABLE_BLESS=1 cargo test --test
//! saves_last` (which rewrites the list and must then be reviewed in the diff).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use wordtable::engine::saved_game::GameSave;

/// Where the committed saves live.
const FOLDERS: [&str; 3] = ["docs/examples", "tests/data", "fuzz/corpus/save"];

/// The recorded fingerprints, one `path fingerprint` a line.
const LIST: &str = "tests/data/final-states.txt";

/// FNV-1a over the bytes: a fingerprint that no library or compiler version changes.
fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn saves(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for folder in FOLDERS {
        for entry in std::fs::read_dir(root.join(folder)).expect("folder") {
            let path = entry.expect("entry").path();
            if path.extension().is_some_and(|e| e == "ron") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The final state of every committed save, by its path from the project's root.
fn final_states(root: &Path) -> BTreeMap<String, u64> {
    saves(root)
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let save = GameSave::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
            let state = save
                .state_json()
                .unwrap_or_else(|e| panic!("{name} does not replay: {e}"));
            (name, fingerprint(&state.to_string()))
        })
        .collect()
}

#[test]
fn every_committed_save_replays_to_the_recorded_final_state() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let now = final_states(root);
    assert!(now.len() >= 15, "only {} saves found", now.len());
    let list = root.join(LIST);
    if std::env::var_os("WORDTABLE_BLESS").is_some() {
        let text: String = now
            .iter()
            .map(|(name, print)| format!("{name} {print:016x}\n"))
            .collect();
        std::fs::write(&list, text).expect("write the list");
    }
    let recorded: BTreeMap<String, u64> = std::fs::read_to_string(&list)
        .expect("the list of final states")
        .lines()
        .map(|line| {
            let (name, print) = line.split_once(' ').expect("path and fingerprint");
            (name.to_string(), u64::from_str_radix(print, 16).unwrap())
        })
        .collect();
    for (name, print) in &now {
        match recorded.get(name) {
            None => panic!("{name} is not in {LIST}: bless it once its game is reviewed"),
            Some(was) => assert_eq!(was, print, "{name} no longer ends as it did"),
        }
    }
    for name in recorded.keys() {
        assert!(now.contains_key(name), "{name} is listed but gone");
    }
}

#[test]
fn the_fingerprint_is_fnv1a() {
    // The published FNV-1a 64 values of "" and "a".
    assert_eq!(fingerprint(""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fingerprint("a"), 0xaf63_dc4c_8601_ec8c);
}
