//! `wordtable gcg replay FILE [--no-dict] [--rules classic|wordgame]`: replays a GCG record
//! and prints every move with its recorded and recomputed scores as JSON. The rules are the
//! ones the record's `#game-variant` names (Classic without one); `--rules` chooses them for
//! a record that names none and must agree with one that does. Words are checked against the
//! built-in English list unless `--no-dict`, or unless the record's `#lexicon` is another list
//! (then the report's `word_check` and a line on stderr say they were not, and why). Exit code
//! 0 when all agree, 1 on a mismatch, 2 when the file is malformed or unreadable or the rules
//! conflict.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;

use crate::games::crossword::gcg::{GcgRecord, variant_name};
use crate::games::crossword::replay::replay;
use crate::games::crossword::rules::RulesKind;
use crate::words::Lexicon;

/// GCG game records.
#[derive(Subcommand, Debug)]
pub enum GcgCommand {
    /// Replay a record and check every score.
    Replay {
        /// The .gcg file.
        file: PathBuf,
        /// Accept any word. Records naming another word list than the built-in one (#lexicon
        /// CSW21, NWL2020...) are replayed without a word check anyway.
        #[arg(long)]
        no_dict: bool,
        /// Rule set: classic or wordgame (default: what the record's #game-variant names,
        /// else classic).
        #[arg(long)]
        rules: Option<String>,
    },
}

/// Runs a `gcg` subcommand.
pub fn run(command: GcgCommand) -> ExitCode {
    match command {
        GcgCommand::Replay {
            file,
            no_dict,
            rules,
        } => run_replay(&file, no_dict, rules.as_deref()),
    }
}

fn run_replay(file: &Path, no_dict: bool, rules: Option<&str>) -> ExitCode {
    let asked = match rules.map(super::crossword_rules).transpose() {
        Ok(k) => k,
        Err(code) => return code,
    };
    // Bytes, not text: the record's own first line says how it is encoded.
    let bytes = match crate::input::read_bytes(file, crate::input::Kind::Gcg) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let record = match GcgRecord::from_bytes(&bytes) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let kind = match (asked, record.rules_kind()) {
        (Some(a), Some(r)) if a != r => {
            eprintln!(
                "{}: the record is played under {r:?} (#game-variant {}), not {a:?}: leave out --rules",
                file.display(),
                record.variant.as_deref().unwrap_or(variant_name(r))
            );
            return ExitCode::from(2);
        }
        (a, r) => a.or(r).unwrap_or(RulesKind::Classic),
    };
    let dict = (!no_dict).then(Lexicon::english);
    let report = replay(&record, kind.rules(), dict);
    if !no_dict && !report.word_check.checked {
        // Asked for a word check the record's own list rules out: say so where a person looks.
        eprintln!("{}: {}", file.display(), report.word_check.reason);
    }
    println!("{}", serde_json::to_string_pretty(&report).expect("JSON"));
    if report.mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
