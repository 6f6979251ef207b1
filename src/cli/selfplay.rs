//! `wordtable selfplay`: computer seats play N Word Colony games headless; prints win rates,
//! average scores and game length (the same seed prints the same), and the time per decision
//! on standard error.

use std::process::ExitCode;

use crate::games::word_colony::Content;
use crate::games::word_colony::ai::Level;
use crate::games::word_colony::ai::selfplay::run;
use crate::games::word_colony::setup::GameLength;

/// Runs self-play.
pub fn run_cli(games: usize, seed: u64, seats: &str, length: &str) -> ExitCode {
    let levels: Option<Vec<Level>> = seats.split(',').map(Level::parse).collect();
    let Some(levels) = levels.filter(|l| (2..=6).contains(&l.len())) else {
        eprintln!("--seats takes 2 to 6 of easy, normal, hard separated by commas");
        return ExitCode::from(2);
    };
    let length = match length {
        "quick" => GameLength::Quick,
        "master" => GameLength::Master,
        "epic" => GameLength::Epic,
        other => {
            eprintln!("--length is quick, master or epic, not {other}");
            return ExitCode::from(2);
        }
    };
    let s = run(&levels, games, seed, length, &Content::standard());
    println!("{} games, seed {seed}, {length:?}", s.games);
    for (i, l) in levels.iter().enumerate() {
        println!(
            "seat {i} {:<6} wins {:5.1}%  average score {:5.1}",
            l.name(),
            100.0 * s.wins[i] / s.games as f64,
            s.score_sum[i] as f64 / s.games as f64
        );
    }
    println!(
        "average game length {:.1} turns; {} refused actions; {} games stopped at the limit",
        s.turns as f64 / s.games as f64,
        s.refused,
        s.stopped
    );
    eprintln!(
        "time per decision: {:.1} us over {} decisions",
        s.thinking.as_secs_f64() * 1e6 / s.decisions.max(1) as f64,
        s.decisions
    );
    ExitCode::SUCCESS
}
