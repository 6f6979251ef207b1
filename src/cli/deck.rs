//! `wordtable deck check FILE`: validates a question deck (RON, CSV or OpenTriviaQA) and lists
//! every problem with its line; bad questions are skipped, and exit code 1 says that no
//! question in the file is usable.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;

use crate::games::word_colony::deck_files::load_deck;

/// Question deck tools.
#[derive(Subcommand, Debug)]
pub enum DeckCommand {
    /// Check a deck file and report every problem.
    Check {
        /// The deck: .ron, .csv, or OpenTriviaQA text.
        file: PathBuf,
    },
}

/// Runs one `deck` subcommand.
pub fn run(command: DeckCommand) -> ExitCode {
    let DeckCommand::Check { file } = command;
    let report = match load_deck(&file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let n = report.deck.questions.len();
    let mut categories: Vec<&str> = report
        .deck
        .questions
        .iter()
        .map(|q| q.category.as_str())
        .collect();
    categories.sort();
    categories.dedup();
    println!(
        "{}: {} in {}",
        file.display(),
        count(n, "question", "questions"),
        count(categories.len(), "category", "categories")
    );
    if let Some(legacy) = &report.legacy {
        let lines: Vec<String> = legacy.lines.iter().map(usize::to_string).collect();
        let (what, verb) = match lines.len() {
            1 => ("line", "is"),
            _ => ("lines", "are"),
        };
        println!(
            "{}: {what} {} {verb} not UTF-8 text; read as {}",
            file.display(),
            lines.join(", "),
            legacy.encoding
        );
    }
    if report.skipped > 0 {
        println!(
            "skipped {} without exactly four options",
            count(report.skipped, "entry", "entries")
        );
    }
    for p in &report.problems {
        println!("{}: {p}", file.display());
    }
    let report_problems = !report.problems.is_empty();
    let problem_count = report.problems.len();
    match report.usable() {
        Ok(_) if !report_problems => {
            println!("ok");
            ExitCode::SUCCESS
        }
        Ok(deck) => {
            println!(
                "ok: {} kept, {} skipped for the problems above",
                count(deck.questions.len(), "question", "questions"),
                problem_count
            );
            ExitCode::SUCCESS
        }
        Err(problems) => {
            if n == 0 && problems.len() == 1 {
                println!("{}", problems[0]);
            }
            println!("the deck cannot be used ({} problems)", problems.len());
            ExitCode::from(1)
        }
    }
}

/// `n` and the noun in the number it takes ("1 question", "2 questions").
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
