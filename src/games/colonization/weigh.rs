//! How the stronger computer seats weigh what a move risks under Colonization's two dangers:
//! the over-50 rule (the record that takes a player over 50 is English's: its points go to the
//! monster, and English enters if it was not in yet) and English's claims (a record touching an
//! English record may be claimed on English's next turns). Hard weighs both in every word and
//! in every Transform ([`hard_equity`], [`hard_transform`]); Normal only shies away from words
//! English can claim ([`normal_value`]). Easy weighs nothing.

use crate::games::crossword::ai::leave_value;
use crate::games::crossword::{Cell, SIZE};

use super::game::{Game, SCORE_LIMIT};
use super::invent::Candidate;
use super::state::Owner;

/// How many English turns ahead a seat looks when it fears a claim.
const CLAIM_HORIZON: i32 = 3;
/// What a point English gains is worth against a point of one's own: English is an opponent
/// too (it wins with the highest score), so feeding it costs nearly as much as losing a point.
const ENGLISH_WEIGHT: f64 = 0.8;
/// What letting English in by a Transform costs, besides the points it is given: from then on
/// it claims a word touching its own almost every turn (everyone's words, so most of the cost
/// is shared with the opponents; Hard's own words beside the target are counted apart).
const ENTRY_COST: f64 = 5.0;
/// What English is expected to claim after a Transform lets it gain a record: about a record
/// on each of its next turns while the game lasts.
const ENGLISH_FOLLOW: f64 = 20.0;
/// The least a Transform must be worth (after its risks) for Hard to spend a turn on it.
const TRANSFORM_FLOOR: f64 = 10.0;

/// Whether placing `c` would take `seat` from 50 or under to over 50 (the record would be
/// English's).
pub fn crosses_limit(game: &Game, seat: usize, c: &Candidate) -> bool {
    let score = game.seats[seat].score;
    score <= SCORE_LIMIT && score + c.points > SCORE_LIMIT
}

/// Hard's worth of a candidate. Under the limit: its points, plus the tiles it keeps, less
/// what English may claim of it (the points lost and English's gain). Over the limit the
/// placer keeps nothing and English gains the points, and every such word keeps the game going
/// for English to claim more; so Hard crosses 50 only to go out (its last tiles, the bag
/// empty: the game ends at once and it adds the others' racks), and only when English gains
/// less than that brings.
pub fn hard_equity(game: &Game, seat: usize, c: &Candidate) -> f64 {
    let points = c.points as f64;
    if crosses_limit(game, seat, c) {
        if !(game.bag.is_empty() && c.kept.is_empty()) {
            return f64::NEG_INFINITY;
        }
        // The bag is empty: what Hard cannot see is the others' racks.
        let others = unseen(game, seat)
            .iter()
            .map(|&t| game.rules.tile_value(t))
            .sum::<i32>() as f64;
        return others - ENGLISH_WEIGHT * points;
    }
    let leave = if game.bag.is_empty() {
        // The game is near its end: tiles kept count against the placer.
        -2.0 * c
            .kept
            .iter()
            .map(|&t| game.rules.tile_value(t))
            .sum::<i32>() as f64
    } else {
        leave_value(&c.kept)
    };
    points + leave - (1.0 + ENGLISH_WEIGHT) * points * claim_chance(game, c)
}

/// What Hard exchanges when no word is worth playing: at the limit (no word keeps it at 50 or
/// under) it only waits for the end, where each rack counts against its holder, so it gives
/// back just its tiles worth more than a tile drawn from the bag is on average (none: it
/// passes); otherwise the whole rack, for a fresh one.
pub fn hard_exchange(game: &Game, seat: usize, stuck: bool) -> Vec<u8> {
    let rack = &game.seats[seat].rack;
    if !stuck {
        return rack.clone();
    }
    let pool = unseen(game, seat);
    let mean = pool.iter().map(|&t| game.rules.tile_value(t)).sum::<i32>() as f64
        / pool.len().max(1) as f64;
    rack.iter()
        .copied()
        .filter(|&t| game.rules.tile_value(t) as f64 > mean)
        .collect()
}

/// Normal's worth of a candidate: its points, less what English may claim of them (the points
/// lost only; Normal does not count English's gain).
pub fn normal_value(game: &Game, c: &Candidate) -> f64 {
    c.points as f64 * (1.0 - claim_chance(game, c))
}

/// The chance English claims the candidate's record within a few turns: none unless it
/// touches an English record; then the chance one of English's next draws shows one of its
/// letters (by the letters' share of the full set).
pub fn claim_chance(game: &Game, c: &Candidate) -> f64 {
    if !game.english_in() {
        return 0.0;
    }
    let english = english_squares(game);
    let squares = laid_squares(c);
    if !squares
        .iter()
        .any(|&(sq, _)| english.iter().any(|&e| touching(sq, e)))
    {
        return 0.0;
    }
    letters_chance(game, squares.iter().map(|&(_, t)| t))
}

/// The chance that one of English's next [`CLAIM_HORIZON`] draws shows one of `tiles`' letters.
fn letters_chance(game: &Game, tiles: impl Iterator<Item = u8>) -> f64 {
    let mut letters: Vec<u8> = tiles.map(|t| t.to_ascii_uppercase()).collect();
    letters.sort_unstable();
    letters.dedup();
    let full = game.rules.full_bag();
    let share = letters
        .iter()
        .map(|l| full.iter().filter(|t| *t == l).count() as f64)
        .sum::<f64>()
        / full.len() as f64;
    1.0 - (1.0 - share).powi(CLAIM_HORIZON)
}

/// The squares of every English record's tiles.
fn english_squares(game: &Game) -> Vec<usize> {
    game.records
        .iter()
        .filter(|r| r.owner == Owner::English)
        .flat_map(|r| r.tiles.iter().map(|&(sq, _)| sq))
        .collect()
}

/// Whether two squares are the same or share an edge.
fn touching(a: usize, b: usize) -> bool {
    let (ar, ac) = ((a / SIZE) as i32, (a % SIZE) as i32);
    let (br, bc) = ((b / SIZE) as i32, (b % SIZE) as i32);
    (ar - br).abs() + (ac - bc).abs() <= 1
}

/// The squares and tiles a candidate lays.
fn laid_squares(c: &Candidate) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for (i, cell) in c.play.cells.iter().enumerate() {
        if let Cell::New(t) = cell {
            let (r, col) = c.play.square(i);
            out.push((r * SIZE + col, *t));
        }
    }
    out
}

/// The tiles `seat` cannot see: the full set less the board and its own rack (the bag and the
/// other racks).
fn unseen(game: &Game, seat: usize) -> Vec<u8> {
    let mut unseen = game.rules.full_bag();
    let mut remove = |t: u8| {
        if let Some(i) = unseen.iter().position(|&u| u == t) {
            unseen.swap_remove(i);
        }
    };
    for &t in &game.seats[seat].rack {
        remove(t);
    }
    for r in 0..SIZE {
        for c in 0..SIZE {
            match game.board.get(r, c) {
                0 => {}
                t if t.is_ascii_lowercase() => remove(b'?'),
                t => remove(t),
            }
        }
    }
    unseen
}

/// The chance that `seat`'s tile worth `value` beats the highest tile of a rack of `size`
/// tiles drawn from the tiles it cannot see.
pub fn beat_chance(game: &Game, seat: usize, value: i32, size: usize) -> f64 {
    let unseen = unseen(game, seat);
    if unseen.is_empty() {
        return 0.0;
    }
    let lower = unseen
        .iter()
        .filter(|&&t| game.rules.tile_value(t) < value)
        .count() as f64
        / unseen.len() as f64;
    lower.powi(size as i32)
}

/// The record Hard tries to Transform this turn, if any, given the worth of its best word.
/// It aims at an opponent level with it or ahead: the record's points leave that opponent, but
/// go to English, which then goes on claiming; so only while English, with what it is expected
/// to claim afterwards ([`ENGLISH_FOLLOW`]), stays behind Hard. The turn is spent whether it
/// succeeds or not, so the gain counts by the chance its highest tile wins, and Hard's own
/// records beside the target (English's next claims) count against it.
pub fn hard_transform(game: &Game, seat: usize, best_word: f64) -> Option<usize> {
    let me = &game.seats[seat];
    if me.white_used || me.rack.is_empty() {
        return None;
    }
    let high = me.rack.iter().map(|&t| game.rules.tile_value(t)).max()?;
    let entry = if game.english_in() { 0.0 } else { ENTRY_COST };
    let mut best: Option<(usize, f64)> = None;
    for (i, r) in game.records.iter().enumerate() {
        let Owner::Seat(owner) = r.owner else {
            continue;
        };
        let them = &game.seats[owner];
        if owner == seat
            || them.rack.is_empty()
            || them.score < me.score
            || game.english_score as f64 + r.points as f64 + ENGLISH_FOLLOW >= me.score as f64
        {
            continue;
        }
        // Hard's own records beside the target could be English's next.
        let exposed: i32 = game
            .records
            .iter()
            .filter(|m| m.owner == Owner::Seat(seat))
            .filter(|m| {
                m.tiles
                    .iter()
                    .any(|&(a, _)| r.tiles.iter().any(|&(b, _)| touching(a, b)))
            })
            .map(|m| m.points)
            .sum();
        let chance = beat_chance(game, seat, high, them.rack.len());
        let worth = chance * (r.points as f64 - entry - exposed as f64);
        if worth >= TRANSFORM_FLOOR.max(best_word) && best.is_none_or(|(_, w)| worth > w) {
            best = Some((i, worth));
        }
    }
    best.map(|(i, _)| i)
}
