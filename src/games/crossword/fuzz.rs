//! Wordgame's and Classic's readers of outside files as fuzz targets (`fuzz/`): GCG game
//! records and move-generation positions. Each takes the raw bytes of a file and panics only
//! when a reader breaks the contract of `docs/input-limits.md`.

use std::sync::OnceLock;

use super::board::Board;
use super::gcg::GcgRecord;
use super::movegen::{generate, rack_counts};
use super::positions::parse_positions;
use super::replay::replay;
use super::rules::RulesKind;
use crate::engine::catalog::FuzzTarget;
use crate::fuzz_check::{said, text};
use crate::words::Lexicon;

/// This game's targets, by name.
pub const TARGETS: &[FuzzTarget] = &[("gcg", gcg), ("positions", positions)];

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
    // The whole input is also read as a rack.
    if let Err(e) = rack_counts(data) {
        assert!(!e.is_empty());
    }
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
