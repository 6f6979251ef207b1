//! `wordtable replay FILE`: plays a saved or hand-written Word Colony game headless and prints
//! its final state as JSON (exit code 2, with the action's index, if an action is illegal).

use std::path::Path;
use std::process::ExitCode;

use crate::games::word_colony::Content;
use crate::games::word_colony::save::{ReplayError, SaveFile, state_json};

/// Runs the replay.
pub fn run(path: &Path) -> ExitCode {
    let result = SaveFile::load(path).and_then(|save| {
        let content = Content::for_setup(&save.setup).map_err(ReplayError::Setup)?;
        save.replay(&content)
    });
    match result {
        Ok(game) => {
            println!(
                "{}",
                serde_json::to_string_pretty(&state_json(&game)).expect("JSON")
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            match e {
                ReplayError::Illegal { .. } => ExitCode::from(2),
                _ => ExitCode::from(3),
            }
        }
    }
}
