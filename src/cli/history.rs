//! `wordtable history`: the history of games from the command line, the same file the window
//! keeps (in the data directory, `WORDTABLE_DATA_DIR` when set). `list`, `stats`, `show ID`,
//! `import FILE`, `export FILE` and `delete ID`; `--json` prints what a script reads.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;

use crate::engine::saved_game::GameSave;
use crate::history::{Entry, Filter, History, dates, history_path, player_names, player_stats};

/// What to do with the history.
#[derive(Subcommand, Debug)]
pub enum HistoryCommand {
    /// The games kept, newest first.
    List {
        /// Only this game (word_colony, wordgame, colonization, color_words, play_on_words).
        #[arg(long)]
        game: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Players' statistics: one player's in full, or every player's in a line each.
    Stats {
        /// The player's name (every player's when left out).
        name: Option<String>,
        /// Only this game.
        #[arg(long)]
        game: Option<String>,
        /// Only games kept on or after this day (YYYY-MM-DD, UTC).
        #[arg(long)]
        since: Option<String>,
        /// Only games kept before this day.
        #[arg(long)]
        until: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// One game: its seats and scores, then its final state.
    Show {
        /// The game's number, as `list` prints it.
        id: i64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Keep a save file (of any game) or a whole exported history.
    Import {
        /// The file.
        file: PathBuf,
    },
    /// Write the whole history to one file another machine can import.
    Export {
        /// Where to write it.
        file: PathBuf,
    },
    /// Delete a game from the history.
    Delete {
        /// The game's number.
        id: i64,
    },
}

/// Runs a history command.
pub fn run(command: HistoryCommand) -> ExitCode {
    let Some(path) = history_path() else {
        eprintln!("no data directory to keep the history in");
        return ExitCode::from(3);
    };
    let mut history = match History::open(&path) {
        Ok(opened) => {
            if let Some((aside, why)) = &opened.set_aside {
                eprintln!(
                    "the history was damaged ({why}); it was kept as {} and a new one started",
                    aside.display()
                );
            }
            opened.history
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(3);
        }
    };
    match execute(&mut history, command) {
        Ok(()) => ExitCode::SUCCESS,
        Err((code, message)) => {
            eprintln!("{message}");
            ExitCode::from(code)
        }
    }
}

/// A failure: the exit code (2 for a bad request, 3 for a file or database that failed) and
/// what to say.
type Failure = (u8, String);

fn execute(history: &mut History, command: HistoryCommand) -> Result<(), Failure> {
    let db = |e: crate::history::HistoryError| (3, e.to_string());
    match command {
        HistoryCommand::List { game, json } => {
            let entries = history.list(game.as_deref()).map_err(db)?;
            if json {
                print_json(&entries);
            } else {
                for e in &entries {
                    println!("{}", line(e));
                }
            }
        }
        HistoryCommand::Stats {
            name,
            game,
            since,
            until,
            json,
        } => {
            let day = |text: Option<String>| -> Result<Option<i64>, Failure> {
                text.map(|t| {
                    dates::parse_day(&t).ok_or((2, format!("not a date (YYYY-MM-DD): {t}")))
                })
                .transpose()
            };
            let filter = Filter {
                game,
                since: day(since)?,
                until: day(until)?,
            };
            let names = match name {
                Some(name) => vec![name],
                None => player_names(history, &filter).map_err(db)?,
            };
            let all = names
                .iter()
                .map(|n| player_stats(history, n, &filter))
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)?;
            if json {
                print_json(&all);
            } else if all.len() == 1 {
                print_player(&all[0]);
            } else {
                for s in &all {
                    println!(
                        "{:<16} {:>4} games {:>4} wins {:>5.1}%  best {:>4}  mean {:>6.1}",
                        s.name,
                        s.games,
                        s.wins,
                        100.0 * s.win_rate,
                        s.best_score.unwrap_or(0),
                        s.mean_score.unwrap_or(0.0)
                    );
                }
            }
        }
        HistoryCommand::Show { id, json } => {
            let entry = history
                .entry(id)
                .map_err(db)?
                .ok_or((2, format!("no game {id} in the history")))?;
            let record = history.record(id).map_err(db)?.unwrap_or_default();
            let state = GameSave::parse(&record)
                .map_err(|e| e.to_string())
                .and_then(|s| s.state_json().map_err(|e| e.to_string()));
            if json {
                let state = state.unwrap_or_else(|why| serde_json::json!({ "damaged": why }));
                print_json(&serde_json::json!({ "game": entry, "state": state }));
            } else {
                println!("{}", line(&entry));
                match state {
                    Ok(state) => println!("{}", serde_json::to_string_pretty(&state).unwrap()),
                    Err(why) => println!("cannot be replayed: {why}"),
                }
            }
        }
        HistoryCommand::Import { file } => {
            let (new, known) = history.import_file(&file, dates::now()).map_err(db)?;
            println!("{new} games kept, {known} already in the history");
        }
        HistoryCommand::Export { file } => {
            let all = history.export().map_err(db)?;
            let text = serde_json::to_string_pretty(&all).expect("JSON");
            write(&file, &text)?;
            println!("{} games written to {}", all.games.len(), file.display());
        }
        HistoryCommand::Delete { id } => {
            if !history.delete(id).map_err(db)? {
                return Err((2, format!("no game {id} in the history")));
            }
            println!("game {id} deleted");
        }
    }
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<(), Failure> {
    crate::storage::write_atomic(path, text.as_bytes())
        .map_err(|e| (3, format!("{}: {e}", path.display())))
}

fn print_json(value: &impl serde::Serialize) {
    println!("{}", serde_json::to_string_pretty(value).expect("JSON"));
}

/// A game on one line: number, date, game, then each seat's name and score (a computer's
/// level in brackets, a star for a winner).
fn line(e: &Entry) -> String {
    let seats = e
        .seats
        .iter()
        .map(|s| {
            let level = s
                .computer
                .as_ref()
                .map(|l| format!(" ({l})"))
                .unwrap_or_default();
            let star = if s.winner { "*" } else { "" };
            format!("{}{level} {}{star}", s.name, s.score)
        })
        .collect::<Vec<_>>()
        .join(", ");
    let state = match (&e.damaged, e.finished) {
        (Some(_), _) => "damaged",
        (None, true) => "finished",
        (None, false) => "unfinished",
    };
    format!(
        "{:>5}  {}  {:<14} {:<10}  {seats}",
        e.id,
        dates::show(e.ended),
        e.variant,
        state
    )
}

fn print_player(s: &crate::history::PlayerStats) {
    println!(
        "{}: {} games, {} wins ({:.1}%)",
        s.name,
        s.games,
        s.wins,
        100.0 * s.win_rate
    );
    if let (Some(best), Some(mean)) = (s.best_score, s.mean_score) {
        println!("scores: best {best}, mean {mean:.1}");
    }
    if let Some((word, points)) = &s.best_word {
        println!("best word: {word} ({points})");
    }
    if let Some(word) = &s.longest_word {
        println!("longest word: {word}");
    }
    for h in &s.head_to_head {
        let who = if h.computer {
            format!("computer ({})", h.opponent)
        } else {
            h.opponent.clone()
        };
        println!(
            "against {who}: {} games, {} ahead, {} behind, {} level",
            h.games, h.ahead, h.behind, h.level
        );
    }
}
