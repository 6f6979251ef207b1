//! `wordtable replay FILE`: plays a saved or hand-written game headless, with the game the file
//! names (an unnamed file is a Word Colony save; every registered game's saves are read), and
//! prints its final state as JSON (exit code 2, with the action's index, if an action is
//! illegal; 3 if the file cannot be played).

use std::path::Path;
use std::process::ExitCode;

use crate::engine::saved_game::{GameSave, ReplayFailure};

/// Runs the replay.
pub fn run(path: &Path) -> ExitCode {
    let save = match GameSave::load(path) {
        Ok(save) => save,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(3);
        }
    };
    match save.state_json() {
        Ok(state) => {
            println!("{}", serde_json::to_string_pretty(&state).expect("JSON"));
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("{failure}");
            match failure {
                ReplayFailure::Refused(_) => ExitCode::from(2),
                ReplayFailure::Unplayable(_) => ExitCode::from(3),
            }
        }
    }
}
