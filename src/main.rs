//! The `wordtable` binary: parses the command line, then opens the table or runs a headless
//! command (dictionary look-ups, replays, screenshots).

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = wordtable::cli::Cli::parse();
    wordtable::cli::run(cli)
}
