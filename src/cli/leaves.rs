//! `wordtable crossword --learn-leaves GAMES`: learns leave values for 7- and 8-tile racks
//! from Hard's games ([`crate::games::crossword::ai::leaves`]), writes the leaves file, and
//! plays a score-plus-leave player with the learned values against the same player with the
//! hand-set ones, so the file is only shipped when it plays better.

use std::path::Path;
use std::process::ExitCode;

use crate::games::crossword::ai::leaves::{LeaveTable, learn, to_text};
use crate::games::crossword::ai::{equity_with, leave_value};
use crate::games::crossword::game::{Action, Game};
use crate::games::crossword::movegen::{Move, generate};
use crate::games::crossword::rules::RulesKind;
use crate::storage::write_atomic;
use crate::words::Lexicon;

/// Games of the match between learned and hand-set values, a rule set.
const MATCH_GAMES: u64 = 400;

/// Learns both tables, writes them, and prints how they play.
pub fn learn_and_compare(lexicon: &Lexicon, games: u32, seed: u64, out: Option<&Path>) -> ExitCode {
    let kinds = [RulesKind::Classic, RulesKind::Wordgame];
    let tables: Vec<LeaveTable> = kinds
        .iter()
        .map(|k| learn(k.rules(), lexicon, games, seed))
        .collect();
    let text = to_text(&tables);
    match out {
        Some(path) => {
            if let Err(e) = write_atomic(path, text.as_bytes()) {
                eprintln!("{}: {e}", path.display());
                return ExitCode::from(3);
            }
            println!("leaves written to {}", path.display());
        }
        None => println!("{text}"),
    }
    for (kind, table) in kinds.iter().zip(&tables) {
        let (wins, spread) = play_match(*kind, lexicon, table, seed);
        println!(
            "{kind:?}: learned values against hand-set, {MATCH_GAMES} games: {:.1} % wins, {spread:+.1} points a game",
            100.0 * wins
        );
    }
    ExitCode::SUCCESS
}

/// Plays the learned values (seat 0 in even games, 1 in odd) against the hand-set ones: the
/// learned side's share of wins and mean spread.
fn play_match(kind: RulesKind, lexicon: &Lexicon, table: &LeaveTable, seed: u64) -> (f64, f64) {
    let (mut wins, mut spread) = (0.0, 0i64);
    for g in 0..MATCH_GAMES {
        let learned_seat = (g % 2) as usize;
        let mut game = Game::new(kind.rules(), lexicon.clone(), &["A", "B"], seed + 1000 + g);
        while let Some(seat) = game.to_play() {
            let action = if seat == learned_seat {
                best_by(&game, &|t| table.value(t))
            } else {
                best_by(&game, &leave_value)
            };
            if game.apply(seat, &action).is_err() {
                break;
            }
        }
        let mine = game.seats[learned_seat].score;
        let theirs = game.seats[1 - learned_seat].score;
        spread += (mine - theirs) as i64;
        wins += match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
    }
    (
        wins / MATCH_GAMES as f64,
        spread as f64 / MATCH_GAMES as f64,
    )
}

/// The placement with the best score plus leave (with the bag empty, score less twice the
/// tiles held), or a pass.
fn best_by(game: &Game, leave: &dyn Fn(&[u8]) -> f64) -> Action {
    let rack = &game.seats[game.turn].rack;
    let mut moves: Vec<Move> = Vec::new();
    generate(&game.board, rack, &game.rules, &game.lexicon, &mut moves);
    moves
        .iter()
        .map(|m| (m, equity_with(game, rack, m, leave)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(Action::Pass, |(m, _)| Action::Place(m.to_play()))
}
