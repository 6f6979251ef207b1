//! The command line: one subcommand a tool, each in its own file; no subcommand opens the app.

mod colonization;
mod color_words;
mod crossword;
mod deck;
mod gcg;
mod history;
mod host;
mod leaves;
mod movegen;
mod play_on_words;
mod replay;
mod selfplay;
mod words;

use std::path::PathBuf;

pub use crate::launch::ScreenshotRequest;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// WordTable: word board games on a digital card table.
#[derive(Parser, Debug)]
#[command(name = "wordtable", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Language of messages: en, fr or ro. The tools speak English unless asked (scripts
    /// read their output); the window follows its settings unless asked.
    #[arg(long, global = true)]
    pub lang: Option<String>,
}

/// The headless tools, and the screenshot renderer.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Dictionary look-ups.
    Words {
        #[command(subcommand)]
        command: words::WordsCommand,
    },
    /// Question deck tools.
    Deck {
        #[command(subcommand)]
        command: deck::DeckCommand,
    },
    /// Crossword game records (GCG): replay and check every score.
    Gcg {
        #[command(subcommand)]
        command: gcg::GcgCommand,
    },
    /// Computer seats play a Wordgame or Classic game; optionally save it as GCG.
    Crossword(crossword::CrosswordArgs),
    /// List every legal crossword move for positions in FEN, sorted by score.
    Movegen(movegen::MovegenArgs),
    /// Computer seats play Play On Words games headless; prints win rates and scores.
    PlayOnWords(play_on_words::PlayOnWordsArgs),
    /// Replay a saved game (any of the five: the file names its game) and print its final state
    /// as JSON.
    Replay {
        /// The save file (RON).
        file: PathBuf,
    },
    /// Computer seats play Word Colony games headless; prints win rates and scores.
    Selfplay {
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// The first game's seed (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The seats' levels, in seat order.
        #[arg(long, default_value = "hard,normal,easy")]
        seats: String,
        /// Game length: quick, master or epic.
        #[arg(long, default_value = "quick")]
        length: String,
    },
    /// Render a screen to a PNG file and exit.
    Screenshot {
        /// Where to write the PNG.
        path: PathBuf,
        /// Which screen: title or settings.
        #[arg(long, default_value = "title")]
        scene: String,
        /// Window size, WIDTHxHEIGHT.
        #[arg(long, default_value = "1280x720")]
        size: String,
        /// Show the table of this saved game (or scenario).
        #[arg(long)]
        load: Option<PathBuf>,
        /// Show the current player's private view (their hand), as if they had taken the laptop.
        #[arg(long)]
        unlock: bool,
    },
    /// Color Words tools: the printable sheet of a grid, for a game on paper.
    ColorWords {
        #[command(subcommand)]
        command: color_words::ColorWordsCommand,
    },
    /// The history of games: list, stats, show, import, export, delete.
    History {
        #[command(subcommand)]
        command: history::HistoryCommand,
    },
    /// Host a game for phones without a window: prints the join address and the room code.
    Host(host::HostArgs),
    /// Open the table with a saved game (or a hand-written scenario).
    Open {
        /// The save file.
        file: PathBuf,
        /// Seats (counted from 1) whose players join from their phones, e.g. `2,3`.
        #[arg(long, value_delimiter = ',')]
        phones: Vec<usize>,
    },
}

/// Runs the parsed command line and returns the process exit code.
pub fn run(cli: Cli) -> ExitCode {
    if let Some(code) = &cli.lang {
        let Some(lang) = crate::i18n::Lang::from_code(code) else {
            eprintln!("--lang is en, fr or ro, not {code}");
            return ExitCode::from(2);
        };
        crate::i18n::set_language(lang);
        crate::launch::set_language_override(lang);
    }
    match cli.command {
        None => open_app(None, None),
        Some(Command::Open { file, phones }) => {
            if phones.contains(&0) {
                eprintln!("--phones counts seats from 1");
                return ExitCode::from(2);
            }
            let phones = phones.iter().map(|s| s - 1).collect();
            crate::launch::set_phone_seats(phones);
            open_app(None, Some(file))
        }
        Some(Command::Words { command }) => words::run(command),
        Some(Command::Replay { file }) => replay::run(&file),
        Some(Command::Deck { command }) => deck::run(command),
        Some(Command::Gcg { command }) => gcg::run(command),
        Some(Command::Host(args)) => host::run(args),
        Some(Command::History { command }) => history::run(command),
        Some(Command::Movegen(args)) => movegen::run(args),
        Some(Command::Crossword(args)) => crossword::run(args),
        Some(Command::PlayOnWords(args)) => play_on_words::run(args),
        Some(Command::ColorWords { command }) => color_words::run(command),
        Some(Command::Selfplay {
            games,
            seed,
            seats,
            length,
        }) => selfplay::run_cli(games, seed, &seats, &length),
        Some(Command::Screenshot {
            path,
            scene,
            size,
            load,
            unlock,
        }) => {
            let Some(size) = parse_size(&size) else {
                eprintln!("--size wants WIDTHxHEIGHT, for example 1280x720; got {size}");
                return ExitCode::from(2);
            };
            let scene = if load.is_some() {
                "table".to_string()
            } else {
                scene
            };
            open_app(
                Some(ScreenshotRequest {
                    path,
                    scene,
                    size,
                    unlock,
                }),
                load,
            )
        }
    }
}

/// The `--rules` option of the crossword tools; a wrong name is reported (exit code 2).
fn crossword_rules(text: &str) -> Result<crate::games::crossword::RulesKind, ExitCode> {
    crate::games::crossword::RulesKind::parse(text).ok_or_else(|| {
        eprintln!("--rules is classic or wordgame, not {text}");
        ExitCode::from(2)
    })
}

/// The `--dict` option of the crossword tools: that word list instead of English; a bad list
/// is reported with its file and line (exit code 2).
fn crossword_words(path: Option<&std::path::Path>) -> Result<crate::words::Lexicon, ExitCode> {
    match path {
        Some(path) => crate::words::load_word_list(path).map_err(|e| {
            eprintln!("{e}");
            ExitCode::from(2)
        }),
        None => Ok(crate::words::Lexicon::english().clone()),
    }
}

fn parse_size(text: &str) -> Option<(u32, u32)> {
    let (w, h) = text.split_once(['x', 'X'])?;
    let (w, h) = (w.trim().parse().ok()?, h.trim().parse().ok()?);
    (w >= 320 && h >= 240 && w <= 7680 && h <= 4320).then_some((w, h))
}

#[cfg(feature = "gui")]
fn open_app(screenshot: Option<ScreenshotRequest>, game: Option<PathBuf>) -> ExitCode {
    crate::app::run(screenshot, game)
}

#[cfg(not(feature = "gui"))]
fn open_app(_screenshot: Option<ScreenshotRequest>, _game: Option<PathBuf>) -> ExitCode {
    eprintln!("this build of wordtable has no window (built without the `gui` feature)");
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_within_bounds() {
        assert_eq!(parse_size("1920x1080"), Some((1920, 1080)));
        assert_eq!(parse_size("800X600"), Some((800, 600)));
        assert_eq!(parse_size("10x10"), None);
        assert_eq!(parse_size("wide"), None);
    }
}
