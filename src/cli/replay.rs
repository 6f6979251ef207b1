//! `wordtable replay FILE`: plays a saved or hand-written game headless, with the game the file
//! names (an unnamed file is a Word Colony save; Wordgame, Classic, Colonization Mode, Color
//! Words and Play On Words too), and prints its final state as JSON (exit code
//! 2, with the action's index, if an action is illegal; 3 if the file cannot be played).

use std::path::Path;
use std::process::ExitCode;

use crate::games::colonization::save::ColonizationSave;
use crate::games::color_words::save::{ColorWordsSave, ReplayStop as ColorWordsStop};
use crate::games::crossword::save::CrosswordSave;
use crate::games::play_on_words::save::PlayOnWordsSave;
use crate::games::word_colony::Content;
use crate::games::word_colony::save::{ReplayError, SaveFile, state_json};
use crate::session::GameSave;

/// Runs the replay.
pub fn run(path: &Path) -> ExitCode {
    match GameSave::load(path) {
        Ok(GameSave::WordColony(save)) => word_colony(&save),
        Ok(GameSave::Crossword(save)) => crossword(&save),
        Ok(GameSave::Colonization(save)) => colonization(&save),
        Ok(GameSave::ColorWords(save)) => color_words(&save),
        Ok(GameSave::PlayOnWords(save)) => play_on_words(&save),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(3)
        }
    }
}

fn word_colony(save: &SaveFile) -> ExitCode {
    let result = Content::for_setup(&save.setup)
        .map_err(ReplayError::Setup)
        .and_then(|content| save.replay(&content));
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

/// A Wordgame or Classic save: its words loaded (a missing or bad word list is a file that
/// cannot be played, 3), its actions replayed (a refused one is 2).
fn crossword(save: &CrosswordSave) -> ExitCode {
    let lexicon = match save.lexicon() {
        Ok(lexicon) => lexicon,
        Err(e) => {
            eprintln!(
                "{}",
                crate::i18n::tr!("error-replay-setup", reason = e.to_string())
            );
            return ExitCode::from(3);
        }
    };
    let mut turns = Vec::new();
    match save.replay_with(&lexicon, |_, events| turns.push(events.to_vec())) {
        Ok(game) => {
            let state = crate::games::crossword::save::state_json(&game, save, &turns);
            println!("{}", serde_json::to_string_pretty(&state).expect("JSON"));
            ExitCode::SUCCESS
        }
        Err(stop) => {
            eprintln!("{stop}");
            ExitCode::from(2)
        }
    }
}

/// A Colonization save: replayed with the English dictionary (a refused action is 2).
fn colonization(save: &ColonizationSave) -> ExitCode {
    match save.replay(ColonizationSave::lexicon()) {
        Ok(game) => {
            let state = crate::games::colonization::save::state_json(&game);
            println!("{}", serde_json::to_string_pretty(&state).expect("JSON"));
            ExitCode::SUCCESS
        }
        Err(stop) => {
            eprintln!("{stop}");
            ExitCode::from(2)
        }
    }
}

/// A Color Words save: replayed with its dictionary (a refused action is 2; a stacked deck
/// that does not fit the box, a file that cannot be played, 3).
fn color_words(save: &ColorWordsSave) -> ExitCode {
    match save.replay() {
        Ok(game) => {
            let state = crate::games::color_words::save::state_json(&game);
            println!("{}", serde_json::to_string_pretty(&state).expect("JSON"));
            ExitCode::SUCCESS
        }
        Err(stop) => {
            eprintln!("{stop}");
            match stop {
                ColorWordsStop::Refused { .. } => ExitCode::from(2),
                ColorWordsStop::Setup(_) => ExitCode::from(3),
            }
        }
    }
}

/// A Play On Words save: replayed with the standard deck and English (a refused action is 2).
fn play_on_words(save: &PlayOnWordsSave) -> ExitCode {
    match save.replay() {
        Ok(game) => {
            let state = crate::games::play_on_words::save::state_json(&game);
            println!("{}", serde_json::to_string_pretty(&state).expect("JSON"));
            ExitCode::SUCCESS
        }
        Err(stop) => {
            eprintln!("{stop}");
            ExitCode::from(2)
        }
    }
}
