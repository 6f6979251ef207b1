//! `wordtable gcg replay FILE [--no-dict]`: replays a GCG record under the Classic rules and
//! prints every move with its recorded and recomputed scores as JSON. Exit code 0 when all
//! agree, 1 on a mismatch, 2 when the file is malformed or unreadable.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;

use crate::games::crossword::gcg::GcgRecord;
use crate::games::crossword::replay::replay;
use crate::words::Lexicon;

/// GCG game records.
#[derive(Subcommand, Debug)]
pub enum GcgCommand {
    /// Replay a record under the Classic rules and check every score.
    Replay {
        /// The .gcg file.
        file: PathBuf,
        /// Accept any word (records made with another word list).
        #[arg(long)]
        no_dict: bool,
        /// Rule set: classic or wordgame.
        #[arg(long, default_value = "classic")]
        rules: String,
    },
}

/// Runs a `gcg` subcommand.
pub fn run(command: GcgCommand) -> ExitCode {
    match command {
        GcgCommand::Replay {
            file,
            no_dict,
            rules,
        } => run_replay(&file, no_dict, &rules),
    }
}

fn run_replay(file: &Path, no_dict: bool, rules: &str) -> ExitCode {
    let kind = match super::crossword_rules(rules) {
        Ok(k) => k,
        Err(code) => return code,
    };
    let text = match crate::input::read_text(file, crate::input::Kind::Gcg) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let record = match GcgRecord::parse(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let dict = (!no_dict).then(Lexicon::english);
    let report = replay(&record, kind.rules(), dict);
    println!("{}", serde_json::to_string_pretty(&report).expect("JSON"));
    if report.mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
