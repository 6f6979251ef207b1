//! The entry points of the fuzz targets (`fuzz/`), one a reader of outside data. Each takes
//! the raw bytes of a file, reads them the way the program does, and checks the contract of
//! `docs/input-limits.md`: bad input gets an error that says what is wrong (and the line,
//! where the reader has lines), never a panic; good input gives a value within its limits.
//! A broken contract panics, which is what the fuzzer reports. The corpus smoke test
//! (`tests/fuzz_corpus.rs`) feeds the committed corpora through the same functions on stable
//! Rust, so CI runs them without a fuzzer.

use std::path::Path;

use crate::engine::saved_game::GameSave;
use crate::fuzz_check::{NAME, said, text};
use crate::settings::Settings;
use crate::words::{LetterBag, Lexicon, MAX_WORD_LEN, find_words, parse_word_list};

/// A target's entry point: the bytes of one input.
pub type Target = fn(&[u8]);

/// The targets of every game's files: saves, word lists, hands of letters, settings.
const SHARED: [(&str, Target); 7] = [
    ("save", save),
    ("history_import", history_import),
    ("history_file", history_file),
    ("phone_message", phone_message),
    ("word_list", word_list),
    ("letter_bag", letter_bag),
    ("settings", settings),
];

/// Every target, by name (the name of the fuzz target and of its corpus folder), with its
/// entry point: the shared ones, then each registered game's readers of its own files.
pub fn targets() -> Vec<(&'static str, Target)> {
    let mut all = SHARED.to_vec();
    for entry in crate::games::registry() {
        all.extend_from_slice(entry.fuzz_targets);
    }
    all
}

/// A message from a phone to the seat server: read as the server reads it (capped, every
/// field checked), written back and read again; an action in it is played on a hosted game
/// (Color Words, two phone seats), which refuses it or takes it, never panics.
pub fn phone_message(data: &[u8]) {
    use crate::seat_server::protocol::{ClientMessage, decode};
    let Some(text) = text(data) else { return };
    match decode(&text) {
        Ok(message) => {
            let again = decode(&serde_json::to_string(&message).expect("messages serialize"));
            assert!(
                again.as_ref() == Ok(&message),
                "a message does not read back: {again:?}"
            );
            if let ClientMessage::Act { action, .. } = message {
                static GAME: std::sync::LazyLock<
                    std::sync::Mutex<Box<dyn crate::engine::hosted::HostedGame>>,
                > = std::sync::LazyLock::new(|| {
                    let plan = crate::engine::hosted::HostPlan {
                        names: vec!["Ana".into(), "Ben".into()],
                        computers: vec![None, None],
                        seed: 7,
                        variant: None,
                        language: crate::i18n::Lang::En,
                    };
                    let game = crate::games::color_words::host::host(&plan);
                    std::sync::Mutex::new(game.expect("a hosted game"))
                });
                let mut game = GAME.lock().unwrap_or_else(|e| e.into_inner());
                for seat in 0..2 {
                    match game.act_json(seat, &action.to_string(), crate::i18n::Lang::Fr) {
                        Ok(()) => {}
                        Err(crate::engine::hosted::HostRefusal::Malformed(why)) => {
                            said("action", &why)
                        }
                        Err(crate::engine::hosted::HostRefusal::Refused { text, .. }) => {
                            said("refusal", &text)
                        }
                    }
                }
            }
        }
        Err(e) => said("phone message", &e),
    }
}

/// A saved game or scenario: read as the autosave is (by the game its envelope names), written
/// back and read again, and replayed by its own game with the shipped content (files it names
/// are not opened).
pub fn save(data: &[u8]) {
    let Some(text) = text(data) else { return };
    match GameSave::parse(&text) {
        Ok(save) => {
            let again = GameSave::parse(&save.to_ron());
            assert!(
                again.as_ref() == Ok(&save),
                "a save does not read back: {again:?}"
            );
            // Replayed by its own game with the shipped content only: the files it names
            // are not opened.
            match save.without_outside_files().state_json() {
                Ok(state) => {
                    let _ = serde_json::to_string(&state).expect("the state is JSON");
                }
                Err(failure) => said("replay", &failure),
            }
        }
        Err(e) => said("save", &e),
    }
}

/// A scratch folder of this process for the history's targets (they read files, as the
/// history does), emptied for each input.
fn history_scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wordtable-fuzz-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A file imported into the history (an exported history or a save): imported whole or
/// refused naming the file, into a history that stays readable either way.
pub fn history_import(data: &[u8]) {
    use crate::history::History;
    let dir = history_scratch("history-import");
    let file = dir.join(NAME);
    std::fs::write(&file, data).expect("the input is written");
    let mut history = History::open(&dir.join("history.sqlite"))
        .expect("a new history opens")
        .history;
    match history.import_file(&file, 0) {
        Ok((new, known)) => {
            let kept = history.list(None).expect("the history lists").len();
            assert_eq!(kept, new, "{known} known, {new} new, {kept} kept");
        }
        Err(e) => {
            let s = e.to_string();
            assert!(s.contains(NAME), "{s}");
            assert!(history.list(None).expect("the history lists").is_empty());
        }
    }
}

/// The history's own file, whatever it holds: opened (or set aside, its bytes kept, and a new
/// one started), never a panic; each game it lists reads back or is shown as damaged.
pub fn history_file(data: &[u8]) {
    use crate::history::History;
    let dir = history_scratch("history-file");
    let path = dir.join("history.sqlite");
    std::fs::write(&path, data).expect("the input is written");
    match History::open(&path) {
        Ok(opened) => {
            if let Some((aside, why)) = &opened.set_aside {
                said("history", why);
                let kept = std::fs::read(aside).expect("the damaged file is kept");
                assert_eq!(kept, data, "the damaged file was changed");
            }
            // A sound database from elsewhere may still hold anything in its rows.
            if let Ok(games) = opened.history.list(None) {
                for game in games {
                    if let Ok(Some(record)) = opened.history.record(game.id) {
                        let _ = GameSave::parse(&record);
                    }
                }
            }
        }
        Err(e) => said("history", &e.to_string()),
    }
}

/// A word list: compiled, and each of its first words found again by the anagram search
/// from its own letters.
pub fn word_list(data: &[u8]) {
    match parse_word_list(Path::new(NAME), data) {
        Ok(lex) => {
            assert!(!lex.is_empty());
            let words = lex.words();
            assert!(words.iter().all(|w| (2..=MAX_WORD_LEN).contains(&w.len())));
            let _ = lex.gaddag();
            for w in words.iter().take(3) {
                let bag = LetterBag::parse(w).expect("a word's letters make a hand");
                let found = find_words(&lex, &bag, "");
                assert!(found.words().contains(w), "{w} not found from its letters");
            }
        }
        Err(e) => {
            let s = e.to_string();
            assert!(s.starts_with(NAME), "{s}");
        }
    }
}

/// A hand of letters (`words find`) and a rack (`movegen`): the first line is the hand, the
/// second the letters already on the table; the whole input is also read as a rack.
pub fn letter_bag(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (hand, prefix) = text.split_once('\n').unwrap_or((text, ""));
    match LetterBag::parse(hand) {
        Ok(bag) => {
            assert_eq!(bag.len(), hand.chars().count());
            let found = find_words(Lexicon::english(), &bag, prefix);
            for m in found.iter().take(50) {
                assert!(Lexicon::english().contains(m.word), "{}", m.word);
            }
        }
        Err(e) => said("letters", &e),
    }
}

/// The settings file: parsed, every value within its range, written back and read again.
pub fn settings(data: &[u8]) {
    let Some(text) = text(data) else { return };
    match Settings::parse(&text) {
        Ok(s) => {
            assert!((0.0..=1.0).contains(&s.volume), "{s:?}");
            assert!((0.75..=2.5).contains(&s.ui_scale), "{s:?}");
            assert!((0.0..=5.0).contains(&s.computer_pace_secs), "{s:?}");
            assert!(s.question_timer_secs <= 600, "{s:?}");
            assert!(s.language.len() <= 16, "{s:?}");
            let written = ron::ser::to_string(&s).expect("settings serialize");
            assert_eq!(Settings::parse(&written).as_ref(), Ok(&s), "{written}");
        }
        Err(e) => said("settings", &e),
    }
}
