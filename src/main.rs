//! The `wordtable` binary: parses the command line, then opens the table or runs a headless
//! command (dictionary look-ups, replays, screenshots).

// A release build on Windows is a windowed program: no console window opens beside the game.
// The command-line tools still print when started from a terminal (see `windows_console`).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

use clap::Parser;

#[cfg(windows)]
mod windows_console;

fn main() -> ExitCode {
    #[cfg(windows)]
    windows_console::attach_to_parent();
    let cli = wordtable::cli::Cli::parse();
    wordtable::cli::run(cli)
}
