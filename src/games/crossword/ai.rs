//! Computer players for the crossword games, on top of the move generator. Easy plays a
//! random move worth between half and four fifths of the best; Normal the highest score;
//! Hard the highest score plus the worth of the tiles it keeps (its "leave"), and exchanges a
//! hopeless rack when the rules allow; Expert looks ahead ([`expert`]): it plays out Hard's
//! best candidates against racks the opponent may hold, and searches the endgame
//! ([`endgame`]) once the bag is empty.

pub mod endgame;
pub mod expert;
pub mod leaves;

use rand::Rng;
use rand::seq::IndexedRandom;

use super::game::{Action, Game, take};
use super::movegen::{Move, generate};

/// How strong a computer seat plays. Saves write it by its lowercase name (`easy`, `normal`,
/// `hard`), the same word [`Strength::parse`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strength {
    /// A random move scoring between half and four fifths of the best.
    Easy,
    /// The highest-scoring move.
    Normal,
    /// Score plus the value of the tiles kept.
    Hard,
    /// Hard's best candidates played out against the opponent's possible replies; the
    /// endgame searched.
    Expert,
}

impl Strength {
    /// Parses `easy`, `normal` or `hard`.
    pub fn parse(text: &str) -> Option<Strength> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Some(Strength::Easy),
            "normal" => Some(Strength::Normal),
            "hard" => Some(Strength::Hard),
            "expert" => Some(Strength::Expert),
            _ => None,
        }
    }
}

/// The action a computer seat takes on its turn. Expert thinks for the time the settings give
/// it ([`expert::think_time`]).
pub fn choose(game: &Game, strength: Strength, rng: &mut impl Rng) -> Action {
    choose_within(game, strength, rng, expert::Budget::from_settings())
}

/// The action a computer seat takes on its turn, Expert thinking within `budget`.
pub fn choose_within(
    game: &Game,
    strength: Strength,
    rng: &mut impl Rng,
    budget: expert::Budget,
) -> Action {
    let seat = game.turn;
    // Under a challenge rule a computer knows the dictionary: it challenges every phony
    // played before its turn, and accepts a sound play that went out (nothing else can).
    if let Some(p) = &game.pending
        && p.seat != seat
    {
        if p.is_phony() {
            return Action::Challenge;
        }
        if game.pending_goes_out() {
            return Action::Accept;
        }
    }
    if strength == Strength::Expert {
        return expert::choose(game, rng, budget);
    }
    let rack = &game.seats[seat].rack;
    let mut moves: Vec<Move> = Vec::new();
    generate(&game.board, rack, &game.rules, &game.lexicon, &mut moves);
    let can_exchange = can_exchange(game);
    if moves.is_empty() {
        return if can_exchange {
            Action::Exchange(rack.clone())
        } else {
            Action::Pass
        };
    }
    match strength {
        Strength::Easy => {
            // A casual player: a decent word, rarely the best one.
            let best = moves.iter().map(|m| m.score).max().unwrap_or(0);
            let modest: Vec<&Move> = moves
                .iter()
                .filter(|m| m.score * 2 >= best && m.score * 5 <= best * 4)
                .collect();
            let m = match modest.choose(rng) {
                Some(m) => *m,
                None => moves
                    .iter()
                    .max_by_key(|m| m.score)
                    .expect("at least one move"),
            };
            Action::Place(m.to_play())
        }
        Strength::Normal => {
            let m = moves
                .iter()
                .max_by_key(|m| m.score)
                .expect("at least one move");
            Action::Place(m.to_play())
        }
        Strength::Hard | Strength::Expert => {
            let (best, equity) = moves
                .iter()
                .map(|m| (m, static_equity(game, rack, m)))
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .expect("at least one move");
            hard_exchange(game, rack, equity).unwrap_or_else(|| Action::Place(best.to_play()))
        }
    }
}

/// Whether the seat to play may exchange: the rules allow it and the bag holds a full rack.
fn can_exchange(game: &Game) -> bool {
    game.rules.exchanges && game.bag_once_settled() >= game.rules.rack_size
}

/// Hard's worth of a move: [`equity_with`] its hand-set leave values.
pub fn static_equity(game: &Game, rack: &[u8], m: &Move) -> f64 {
    equity_with(game, rack, m, |kept| LEAVE_WEIGHT * leave_value(kept))
}

/// A move's score plus what `leave` says the tiles kept are worth, or, with the bag empty,
/// its score less twice the tiles still held (nothing to draw: heavy tiles left count
/// against us).
pub fn equity_with(game: &Game, rack: &[u8], m: &Move, leave: impl Fn(&[u8]) -> f64) -> f64 {
    let kept = kept_after(rack, m);
    if game.bag.is_empty() {
        let left: i32 = kept.iter().map(|&t| game.rules.tile_value(t)).sum();
        m.score as f64 - 2.0 * left as f64
    } else {
        m.score as f64 + leave(&kept)
    }
}

/// Hard's exchange: when the best move's equity is below [`EXCHANGE_BELOW`] and the rules
/// allow, the rack's weak tiles go back.
pub fn hard_exchange(game: &Game, rack: &[u8], best_equity: f64) -> Option<Action> {
    if !can_exchange(game) || best_equity >= EXCHANGE_BELOW {
        return None;
    }
    let give: Vec<u8> = take(rack, &best_keep(rack)).unwrap_or_default();
    (!give.is_empty()).then_some(Action::Exchange(give))
}

/// How much the tiles kept count against the points scored now.
pub const LEAVE_WEIGHT: f64 = 1.0;
/// Hard exchanges when its best move is worth less than this, leave included.
const EXCHANGE_BELOW: f64 = -2.0;

/// The rack after a move (its tiles always come from the rack).
pub fn kept_after(rack: &[u8], m: &Move) -> Vec<u8> {
    take(rack, &m.rack_letters()).unwrap_or_default()
}

/// The worth, in points of future moves, of keeping these tiles.
pub fn leave_value(tiles: &[u8]) -> f64 {
    let mut v = 0.0;
    let mut counts = [0u8; 27];
    for &t in tiles {
        let i = if t == b'?' { 26 } else { (t - b'A') as usize };
        counts[i] += 1;
        v += match t {
            b'?' => 20.0,
            b'S' => 7.0,
            b'E' => 3.0,
            b'R' | b'X' | b'Z' => 1.5,
            b'A' | b'N' | b'T' | b'L' | b'I' | b'D' | b'H' => 0.5,
            b'C' | b'M' | b'O' | b'P' | b'G' | b'J' => -0.5,
            b'B' | b'F' | b'K' | b'Y' => -1.5,
            b'U' | b'W' => -3.0,
            b'V' => -4.5,
            b'Q' => -7.0,
            _ => 0.0,
        };
    }
    for (i, &n) in counts.iter().enumerate().take(26) {
        if n > 1 {
            let vowel = matches!(b'A' + i as u8, b'A' | b'E' | b'I' | b'O' | b'U');
            v -= (n - 1) as f64 * if vowel { 4.0 } else { 3.0 };
        }
    }
    if counts[(b'Q' - b'A') as usize] > 0 && counts[(b'U' - b'A') as usize] == 0 {
        v -= 4.0;
    }
    let vowels = tiles.iter().filter(|t| b"AEIOU".contains(t)).count() as f64;
    let consonants = tiles
        .iter()
        .filter(|t| t.is_ascii_uppercase() && !b"AEIOU".contains(t))
        .count() as f64;
    v -= 1.5 * (vowels - 0.8 * consonants).abs();
    v
}

/// The tiles worth keeping through an exchange: blanks, one S, one E and a few good letters.
fn best_keep(rack: &[u8]) -> Vec<u8> {
    let mut keep = Vec::new();
    for &t in rack {
        let useful = t == b'?' || (b"SERTAIN".contains(&t) && !keep.contains(&t));
        if useful && keep.len() < 4 {
            keep.push(t);
        }
    }
    keep
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_good_leave_beats_a_clunky_one() {
        assert!(leave_value(b"ERS") > leave_value(b"UUV"));
        assert!(leave_value(b"?") > leave_value(b"Q"));
        assert!(leave_value(b"EIN") > leave_value(b"III"));
        assert!(leave_value(b"QU") > leave_value(b"QI"));
    }

    #[test]
    fn an_exchange_keeps_blanks_and_the_best_letters() {
        assert_eq!(best_keep(b"?UUVVWS"), b"?S".to_vec());
        assert_eq!(best_keep(b"EEEESSS"), b"ES".to_vec());
    }
}
