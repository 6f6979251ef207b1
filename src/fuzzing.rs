//! The entry points of the fuzz targets (`fuzz/`), one a reader of outside data. Each takes
//! the raw bytes of a file, reads them the way the program does, and checks the contract of
//! `docs/input-limits.md`: bad input gets an error that says what is wrong (and the line,
//! where the reader has lines), never a panic; good input gives a value within its limits.
//! A broken contract panics, which is what the fuzzer reports. The corpus smoke test
//! (`tests/fuzz_corpus.rs`) feeds the committed corpora through the same functions on stable
//! Rust, so CI runs them without a fuzzer.

use std::path::Path;
use std::sync::OnceLock;

use crate::content::questions::{MAX_OPTION_CHARS, MAX_QUESTION_CHARS, deck_text, parse_deck};
use crate::games::crossword::board::Board;
use crate::games::crossword::gcg::GcgRecord;
use crate::games::crossword::movegen::{generate, rack_counts};
use crate::games::crossword::positions::parse_positions;
use crate::games::crossword::replay::replay;
use crate::games::crossword::rules::RulesKind;
use crate::games::crossword::save::state_json as crossword_state_json;
use crate::games::word_colony::content::{BoxSpec, MAX_CARDS};
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::{Content, Setup, new_game};
use crate::session::GameSave;
use crate::settings::Settings;
use crate::words::{LetterBag, Lexicon, MAX_WORD_LEN, find_words, parse_word_list};

/// A target's entry point: the bytes of one input.
pub type Target = fn(&[u8]);

/// The targets, by name (the name of the fuzz target and of its corpus folder), with their
/// entry points.
pub const TARGETS: [(&str, Target); 8] = [
    ("gcg", gcg),
    ("save", save),
    ("word_list", word_list),
    ("box_file", box_file),
    ("deck", deck),
    ("positions", positions),
    ("letter_bag", letter_bag),
    ("settings", settings),
];

/// The name the files are given in messages.
const NAME: &str = "fuzz.input";

/// The shipped content, read once.
fn standard() -> &'static Content {
    static STANDARD: OnceLock<Content> = OnceLock::new();
    STANDARD.get_or_init(Content::standard)
}

/// A small dictionary for the move generator (the English one makes a rack of blanks
/// generate for seconds, which is the generator's speed, not a reader's fault).
fn small_lexicon() -> &'static Lexicon {
    static SMALL: OnceLock<Lexicon> = OnceLock::new();
    SMALL.get_or_init(|| {
        Lexicon::from_words([
            "at", "ta", "cat", "act", "tac", "scat", "cats", "acts", "qi", "za", "zax", "ax", "ex",
            "re", "er", "ere", "tree", "trees", "steer", "reset", "aa", "aah", "ah", "ha",
        ])
    })
}

/// Text as `input::read_text` decodes it; `None` when it refuses the bytes (after checking
/// that its error names the line).
fn text(data: &[u8]) -> Option<String> {
    match crate::input::decode_utf8(Path::new(NAME), data.to_vec()) {
        Ok(t) => Some(t),
        Err(e) => {
            let said = e.to_string();
            assert!(said.starts_with(&format!("{NAME} line ")), "{said}");
            None
        }
    }
}

fn said(what: &str, e: &dyn std::fmt::Display) {
    let s = e.to_string();
    assert!(!s.trim().is_empty(), "{what}: an error with no message");
}

/// A GCG game record: decoded, parsed, and replayed (scores recomputed, no dictionary).
pub fn gcg(data: &[u8]) {
    match GcgRecord::from_bytes(data) {
        Ok(record) => {
            let kind = record.rules_kind().unwrap_or(RulesKind::Classic);
            let report = replay(&record, kind.rules(), None);
            let _ = serde_json::to_string(&report).expect("the report is JSON");
        }
        Err(e) => {
            said("gcg", &e);
            let lines = data.iter().filter(|&&b| b == b'\n' || b == b'\r').count() + 1;
            assert!(
                (1..=lines).contains(&e.line),
                "line {} of a {lines}-line record: {e}",
                e.line
            );
        }
    }
}

/// A move-generation positions file (`FEN RACK` a line): parsed, each board written back as
/// FEN and read again, and the first positions' moves generated.
pub fn positions(data: &[u8]) {
    let Some(text) = text(data) else { return };
    match parse_positions(&text) {
        Ok(ps) => {
            assert!(!ps.is_empty());
            for p in ps.iter().take(4) {
                let fen = p.board.to_fen();
                assert!(
                    Board::from_fen(&fen).as_ref() == Ok(&p.board),
                    "{} does not read back",
                    p.fen
                );
                assert!(rack_counts(p.rack.as_bytes()).is_ok());
                let mut moves = Vec::new();
                generate(
                    &p.board,
                    p.rack.as_bytes(),
                    RulesKind::Classic.rules(),
                    small_lexicon(),
                    &mut moves,
                );
            }
        }
        Err(e) => {
            said("positions", &e);
            assert!(
                e.starts_with("line ") || e.starts_with("no position"),
                "{e}"
            );
        }
    }
}

/// A saved game or scenario: read as the autosave is (the envelope) and as a Word Colony save,
/// written back and read again, and replayed with the shipped content (files it names are not
/// opened): a Word Colony save with the shipped box and deck, a Wordgame or Classic save with
/// its built-in dictionary.
pub fn save(data: &[u8]) {
    let Some(text) = text(data) else { return };
    if let Err(e) = SaveFile::parse(&text) {
        said("save", &e);
    }
    match GameSave::parse(&text) {
        Ok(save) => {
            let again = GameSave::parse(&save.to_ron());
            assert!(
                again.as_ref() == Ok(&save),
                "a save does not read back: {again:?}"
            );
            match save {
                GameSave::WordColony(mut save) => {
                    save.setup.deck_file = None;
                    save.setup.box_file = None;
                    save.setup.word_list = None;
                    match save.replay(standard()) {
                        Ok(game) => {
                            let _ = crate::games::word_colony::save::state_json(&game);
                        }
                        Err(e) => said("replay", &e),
                    }
                }
                GameSave::Colonization(save) => {
                    let lexicon = crate::games::colonization::save::ColonizationSave::lexicon();
                    match save.replay(lexicon) {
                        Ok(game) => {
                            let state = crate::games::colonization::save::state_json(&game);
                            let _ = serde_json::to_string(&state).expect("the state is JSON");
                        }
                        Err(stop) => {
                            assert!(stop.index < save.actions.len(), "{stop:?}");
                            said("replay", &stop);
                        }
                    }
                }
                GameSave::ColorWords(save) => match save.replay() {
                    Ok(game) => {
                        let state = crate::games::color_words::save::state_json(&game);
                        let _ = serde_json::to_string(&state).expect("the state is JSON");
                    }
                    Err(stop) => said("replay", &stop),
                },
                GameSave::PlayOnWords(save) => match save.replay() {
                    Ok(game) => {
                        let state = crate::games::play_on_words::save::state_json(&game);
                        let _ = serde_json::to_string(&state).expect("the state is JSON");
                    }
                    Err(stop) => {
                        assert!(stop.index < save.actions.len(), "{stop:?}");
                        said("replay", &stop);
                    }
                },
                GameSave::Crossword(mut save) => {
                    save.setup.word_list = None;
                    let lexicon = save.lexicon().expect("a built-in dictionary loads");
                    let mut turns = Vec::new();
                    match save.replay_with(&lexicon, |_, events| turns.push(events.to_vec())) {
                        Ok(game) => {
                            let state = crossword_state_json(&game, &save, &turns);
                            let _ = serde_json::to_string(&state).expect("the state is JSON");
                        }
                        Err(stop) => {
                            assert!(stop.index < save.actions.len(), "{stop:?}");
                            said("replay", &stop);
                        }
                    }
                }
            }
        }
        Err(e) => said("save", &e),
    }
}

/// A Word Colony box file: parsed and checked, its cards made, and a game dealt from it.
pub fn box_file(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let content = standard();
    match BoxSpec::parse(&text, &content.rules, "box.ron") {
        Ok(spec) => {
            let cards = spec.card_count();
            assert!(cards <= MAX_CARDS, "{cards} cards");
            assert_eq!(spec.faces(&content.rules).len(), cards);
            let mut content = content.clone();
            content.box_spec = spec;
            let setup = Setup {
                seed: 7,
                players: vec![
                    crate::games::word_colony::setup::Seat {
                        name: "A".into(),
                        ..Default::default()
                    },
                    crate::games::word_colony::setup::Seat {
                        name: "B".into(),
                        ..Default::default()
                    },
                ],
                ..Default::default()
            };
            if let Err(e) = new_game(&setup, &content) {
                said("deal", &e);
            }
        }
        Err(e) => said("box", &e),
    }
}

/// A question deck: the first byte chooses the format (0 RON, 1 CSV, 2 OpenTriviaQA, by its
/// value modulo 3), the rest is the file's bytes, decoded as `load_deck` does.
pub fn deck(data: &[u8]) {
    let Some((&format, bytes)) = data.split_first() else {
        return;
    };
    let format = ["ron", "csv", "txt"][(format % 3) as usize];
    let (text, from_line) = deck_text(bytes.to_vec());
    let lines = text.lines().count().max(1);
    if let Some(l) = from_line {
        assert!((1..=lines).contains(&l), "Windows-1252 from line {l}");
    }
    let report = parse_deck(&text, format, "Fuzz");
    for p in &report.problems {
        said("deck", p);
        if format != "ron" {
            let l = p.line.expect("a problem in a line-based deck has its line");
            assert!((1..=lines).contains(&l), "line {l} of {lines}: {p}");
        }
    }
    for q in &report.deck.questions {
        assert!(!q.text.trim().is_empty());
        assert!(q.text.chars().count() <= MAX_QUESTION_CHARS);
        let short = q.options.iter().chain(std::iter::once(&q.category));
        assert!(short.clone().all(|f| f.chars().count() <= MAX_OPTION_CHARS));
        for f in short.chain(std::iter::once(&q.text)) {
            assert!(
                !f.trim().is_empty() && !f.chars().any(char::is_control),
                "{f:?}"
            );
        }
    }
    if let Err(problems) = report.usable() {
        assert!(!problems.is_empty());
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
    if let Err(e) = rack_counts(data) {
        assert!(!e.is_empty());
    }
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
