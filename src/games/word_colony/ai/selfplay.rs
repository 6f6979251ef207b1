//! Self-play: computer seats play whole games headless through the engine, for win rates,
//! scores, game lengths and decision times.

use std::time::{Duration, Instant};

use super::levels::Level;
use super::policy::ComputerSeat;
use crate::games::word_colony::actions::{Action, PlayerAction};
use crate::games::word_colony::setup::{Content, GameLength, Seat, Setup, new_game};
use crate::games::word_colony::state::Game;

/// Longest game played before it is stopped by agreement (a safety net).
const MAX_ACTIONS: usize = 20_000;

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Winners (seat indexes).
    pub winners: Vec<usize>,
    /// Final scores.
    pub scores: Vec<i32>,
    /// Turns played.
    pub turns: u32,
    /// Actions the engine refused (a correct computer player proposes none).
    pub refused: usize,
    /// Decisions taken, and the time they took.
    pub decisions: usize,
    /// Time spent deciding.
    pub thinking: Duration,
    /// The game stopped at the action limit.
    pub stopped: bool,
}

/// Plays one game between the given levels (seat i plays `levels[i]`).
pub fn play_game(
    levels: &[Level],
    seed: u64,
    length: GameLength,
    content: &Content,
) -> (Game, GameRecord) {
    let setup = Setup {
        seed,
        players: levels
            .iter()
            .enumerate()
            .map(|(i, l)| Seat {
                name: format!("{}-{i}", l.name()),
                team: None,
                computer: Some(*l),
                colour: None,
            })
            .collect(),
        length,
        ..Default::default()
    };
    let (mut game, _) = new_game(&setup, content).expect("a valid self-play setup");
    let mut seats: Vec<ComputerSeat> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| ComputerSeat::new(i, l, seed))
        .collect();
    let (mut refused, mut decisions, mut thinking, mut stopped) = (0, 0, Duration::ZERO, false);
    let mut actions = 0;
    while game.result.is_none() {
        actions += 1;
        if actions > MAX_ACTIONS {
            stopped = true;
            let _ = game.apply(&PlayerAction {
                player: 0,
                action: Action::EndByAgreement,
            });
            break;
        }
        let mut moved = false;
        for seat in seats.iter_mut() {
            let start = Instant::now();
            let decision = seat.decide(&game);
            thinking += start.elapsed();
            if let Some(act) = decision {
                decisions += 1;
                moved = true;
                if game.apply(&act).is_err() {
                    refused += 1;
                    // Never stall: a refused build ends the turn.
                    let _ = game.apply(&PlayerAction {
                        player: act.player,
                        action: Action::Pass,
                    });
                }
                break;
            }
        }
        assert!(moved, "no seat could act in phase {:?}", game.phase);
    }
    let (winners, _) = game.result.clone().expect("the game ended");
    let record = GameRecord {
        winners,
        scores: game.players.iter().map(|p| p.score).collect(),
        turns: game.turn,
        refused,
        decisions,
        thinking,
        stopped,
    };
    (game, record)
}

/// Totals over many games.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Games played.
    pub games: usize,
    /// Wins per seat (a shared win counts as a fraction).
    pub wins: Vec<f64>,
    /// Sum of final scores per seat.
    pub score_sum: Vec<i64>,
    /// Sum of turns.
    pub turns: u64,
    /// Refused actions in all games.
    pub refused: usize,
    /// Decisions in all games.
    pub decisions: usize,
    /// Time spent deciding.
    pub thinking: Duration,
    /// Games stopped at the action limit.
    pub stopped: usize,
}

/// Plays `games` games with seeds `seed, seed+1, ...`.
pub fn run(
    levels: &[Level],
    games: usize,
    seed: u64,
    length: GameLength,
    content: &Content,
) -> Summary {
    let mut s = Summary {
        wins: vec![0.0; levels.len()],
        score_sum: vec![0; levels.len()],
        ..Default::default()
    };
    for g in 0..games {
        let (_, r) = play_game(levels, seed.wrapping_add(g as u64), length, content);
        s.games += 1;
        for &w in &r.winners {
            s.wins[w] += 1.0 / r.winners.len() as f64;
        }
        for (i, sc) in r.scores.iter().enumerate() {
            s.score_sum[i] += *sc as i64;
        }
        s.turns += r.turns as u64;
        s.refused += r.refused;
        s.decisions += r.decisions;
        s.thinking += r.thinking;
        s.stopped += r.stopped as usize;
    }
    s
}
