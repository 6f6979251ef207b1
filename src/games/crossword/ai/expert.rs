//! The Expert crossword computer. Hard judges a move by its score and the tiles it keeps;
//! Expert takes Hard's best candidates and plays each out two turns deep: its own move, then
//! the opponent's best reply from a rack drawn at random from the tiles Expert has not seen
//! (the bag and the other racks), many racks in turn, every candidate facing the same racks.
//! A candidate is worth its score and leave less the replies it opens, on average; the best
//! average is played. Once the bag is empty in a two-player game there is nothing left to
//! guess, and the endgame search ([`super::endgame`]) plays instead.
//!
//! It thinks within a [`Budget`]: the time the settings give it (two seconds unless changed)
//! and, for reproducible runs and tests, a number of racks. While it thinks, [`progress`]
//! tells the table how far it has got.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::Rng;
use rand::seq::SliceRandom;

use super::super::game::{Action, Game};
use super::super::movegen::{Move, MoveGen, generate};
use super::endgame::{Limit, Position, lay, solve};
use super::leaves::Leave;
use super::{equity_with, hard_exchange, kept_after};

/// How long and how far Expert may think about one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Wall-clock time for the move.
    pub time: Duration,
    /// The most opponent racks to simulate (`u32::MAX`: as many as the time allows).
    pub racks: u32,
    /// The most positions the endgame search visits (`u64::MAX`: as many as the time allows).
    pub endgame_nodes: u64,
}

impl Budget {
    /// The settings' think time, racks unlimited.
    pub fn from_settings() -> Budget {
        Budget::time(think_time())
    }

    /// A budget of `time`, racks and positions unlimited.
    pub fn time(time: Duration) -> Budget {
        Budget {
            time,
            racks: u32::MAX,
            endgame_nodes: u64::MAX,
        }
    }

    /// A budget of `racks` simulated racks, and an endgame search of as many hundred
    /// positions, with time enough that the counts decide (for reproducible runs: the same
    /// seed then gives the same moves on any machine).
    pub fn racks(racks: u32) -> Budget {
        Budget {
            time: Duration::from_secs(3600),
            racks,
            endgame_nodes: racks as u64 * 100,
        }
    }
}

/// The default think time, in milliseconds.
pub const DEFAULT_THINK_MS: u64 = 2000;
/// The fewest and most seconds the settings offer.
pub const THINK_SECS: std::ops::RangeInclusive<u32> = 1..=10;

static THINK_MS: AtomicU64 = AtomicU64::new(DEFAULT_THINK_MS);
/// Thousandths of the budget used by the move being thought about; `u32::MAX` when Expert is
/// not thinking.
static PROGRESS: AtomicU32 = AtomicU32::new(u32::MAX);

/// Sets how long Expert thinks about a move (the Settings page's value).
pub fn set_think_time(time: Duration) {
    THINK_MS.store(time.as_millis().max(1) as u64, Ordering::Relaxed);
}

/// How long Expert thinks about a move.
pub fn think_time() -> Duration {
    Duration::from_millis(THINK_MS.load(Ordering::Relaxed))
}

/// How far the Expert thinking now has got, from 0 to 1; `None` when none is thinking.
pub fn progress() -> Option<f32> {
    let p = PROGRESS.load(Ordering::Relaxed);
    (p != u32::MAX).then(|| p as f32 / 1000.0)
}

/// Clears the progress when the thinking ends, however it ends.
struct Thinking;

impl Thinking {
    fn start() -> Thinking {
        PROGRESS.store(0, Ordering::Relaxed);
        Thinking
    }

    fn at(&self, fraction: f64) {
        PROGRESS.store(
            (fraction.clamp(0.0, 1.0) * 1000.0) as u32,
            Ordering::Relaxed,
        );
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        PROGRESS.store(u32::MAX, Ordering::Relaxed);
    }
}

/// How many of Hard's best moves are played out.
const CANDIDATES: usize = 12;
/// How many of the opponent's highest-scoring replies are weighed with their leave.
const REPLIES_WEIGHED: usize = 24;

/// Expert's action for the seat to play (a challenge pending is settled by the caller).
pub fn choose(game: &Game, rng: &mut impl Rng, budget: Budget) -> Action {
    let thinking = Thinking::start();
    let started = Instant::now();
    let deadline = started + budget.time;
    if let Some(pos) = Position::of(game) {
        let limit = Limit {
            deadline: Some(deadline),
            nodes: budget.endgame_nodes,
        };
        let solved = solve(&pos, &game.rules, &game.lexicon, limit);
        return solved
            .first
            .map_or(Action::Pass, |m| Action::Place(m.to_play()));
    }
    let seat = game.turn;
    let rack = &game.seats[seat].rack;
    let mut moves: Vec<Move> = Vec::new();
    generate(&game.board, rack, &game.rules, &game.lexicon, &mut moves);
    let leave = Leave::for_rack_size(game.rules.rack_size);
    let mut ranked: Vec<(Move, f64)> = moves
        .iter()
        .map(|m| (*m, equity(game, rack, m, leave)))
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    let Some(&(best, equity)) = ranked.first() else {
        // Nothing to lay: Hard's exchange, or a pass.
        return hard_exchange(game, rack, f64::NEG_INFINITY).unwrap_or(Action::Pass);
    };
    if let Some(exchange) = hard_exchange(game, rack, equity) {
        return exchange;
    }
    ranked.truncate(CANDIDATES);
    if ranked.len() == 1 {
        return Action::Place(best.to_play());
    }
    let opponent = (seat + 1) % game.seats.len();
    let their_len = game.seats[opponent].rack.len();
    let mut unseen: Vec<u8> = game.unseen_by(seat).spelled().into_bytes();
    let boards: Vec<_> = ranked
        .iter()
        .map(|(m, _)| {
            let mut b = game.board.clone();
            lay(&mut b, m);
            b
        })
        .collect();
    // One generator a candidate: it computes its board's cross-sets once, not once a rack.
    let mut generators: Vec<_> = boards
        .iter()
        .map(|_| MoveGen::new(&game.lexicon, &game.rules))
        .collect();
    let mut totals = vec![0.0f64; ranked.len()];
    let mut played = 0u32;
    let mut replies = Vec::new();
    while played < budget.racks && Instant::now() < deadline {
        let (theirs, _) = unseen.partial_shuffle(rng, their_len);
        let theirs = &*theirs;
        for (i, (_, equity)) in ranked.iter().enumerate() {
            replies.clear();
            generators[i].generate(&boards[i], theirs, &mut replies);
            totals[i] += equity - best_reply(theirs, &mut replies, leave);
        }
        played += 1;
        let by_time = started.elapsed().as_secs_f64() / budget.time.as_secs_f64();
        let by_racks = played as f64 / budget.racks as f64;
        thinking.at(by_time.max(by_racks));
    }
    // Ties (and no time at all) go to Hard's order.
    let chosen = (0..ranked.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    drop(thinking);
    Action::Place(ranked[chosen].0.to_play())
}

/// A move's score plus its leave's worth, as Expert values leaves.
fn equity(game: &Game, rack: &[u8], m: &Move, leave: Leave) -> f64 {
    equity_with(game, rack, m, |kept| leave.value(kept))
}

/// The points of the reply the opponent would choose with `rack` (its score plus its leave,
/// among its highest-scoring replies); 0 when it has none.
fn best_reply(rack: &[u8], replies: &mut [Move], leave: Leave) -> f64 {
    let n = replies.len().min(REPLIES_WEIGHED);
    if n == 0 {
        return 0.0;
    }
    replies.select_nth_unstable_by_key(n - 1, |m| -m.score);
    // Each reply's worth once, not once for every comparison it takes part in.
    replies[..n]
        .iter()
        .map(|m| (m.score, m.score as f64 + leave.value(&kept_after(rack, m))))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(0.0, |(score, _)| score as f64)
}
