//! Word Colony's readers of outside files as fuzz targets (`fuzz/`): box files and question
//! decks. Each takes the raw bytes of a file and panics only when a reader breaks the contract
//! of `docs/input-limits.md`.

use std::sync::OnceLock;

use super::content::{BoxSpec, MAX_CARDS};
use super::deck_files::{MAX_OPTION_CHARS, MAX_QUESTION_CHARS, deck_text, parse_deck};
use super::{Content, Setup, new_game};
use crate::engine::catalog::FuzzTarget;
use crate::fuzz_check::{said, text};

/// This game's targets, by name.
pub const TARGETS: &[FuzzTarget] = &[("box_file", box_file), ("deck", deck)];

/// The shipped content, read once.
fn standard() -> &'static Content {
    static STANDARD: OnceLock<Content> = OnceLock::new();
    STANDARD.get_or_init(Content::standard)
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
    let (text, legacy) = deck_text(bytes.to_vec());
    let lines = text.lines().count().max(1);
    if let Some(legacy) = &legacy {
        assert!(!legacy.lines.is_empty());
        for &l in &legacy.lines {
            assert!((1..=lines + 1).contains(&l), "legacy line {l} of {lines}");
        }
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
