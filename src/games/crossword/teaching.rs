//! Teaching mode's lesson: the best moves the generator finds for a rack on a board, with
//! their scores and the tiles each keeps (its leave), and where a move actually played ranks
//! among them. Moves are ranked as the Expert computer weighs a move by itself, points now plus
//! the worth of the leave, learned for the rack size where it was ([`super::ai::leaves`]): a
//! lesson and the strongest opponent agree on what a move is worth. (Expert then plays its
//! best moves out against drawn racks; a lesson does not, so it shows the same ranking every
//! time it is opened.)

use crate::words::Lexicon;

use super::ai::kept_after;
use super::ai::leaves::Leave;
use super::board::{Board, SIZE};
use super::movegen::{Move, generate};
use super::play::{Cell, Play};
use super::rules::Rules;

/// One move the generator found.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// The move in the usual notation (`8D CRAAlED`).
    pub notation: String,
    /// Points it scores.
    pub score: i32,
    /// The tiles it keeps on the rack, as the rack writes them (`?` a blank).
    pub leave: String,
    /// Points plus the leave's worth: what the ranking sorts by.
    pub equity: f64,
}

/// What teaching mode shows after a move: the best moves, one placement of each word and
/// leave.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The best moves, best first (at most the number asked for).
    pub best: Vec<Suggestion>,
    /// How many legal placements the rack had.
    pub moves: usize,
    /// Where the played placement ranks, from 1; `None` when it was not a placement (a pass
    /// or an exchange) or the generator does not list it.
    pub rank: Option<usize>,
}

/// The squares and tiles a placement lays, in board order, for comparing placements however
/// they were written (a one-tile move reads across or down alike).
fn laid(play: &Play) -> Vec<(usize, u8)> {
    let mut out: Vec<(usize, u8)> = play
        .cells
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match c {
            Cell::New(t) => {
                let (r, col) = play.square(i);
                Some((r * SIZE + col, *t))
            }
            Cell::Board(_) => None,
        })
        .collect();
    out.sort_unstable();
    out
}

/// The same squares reflected across the main diagonal: the generator lists the first move
/// across only, so a first word played down is matched by its mirror image.
fn mirrored(squares: &[(usize, u8)]) -> Vec<(usize, u8)> {
    let mut out: Vec<(usize, u8)> = squares
        .iter()
        .map(|&(sq, t)| ((sq % SIZE) * SIZE + sq / SIZE, t))
        .collect();
    out.sort_unstable();
    out
}

fn suggestion(m: &Move, rack: &[u8], leave: Leave) -> Suggestion {
    let kept = kept_after(rack, m);
    Suggestion {
        notation: m.notation(),
        score: m.score,
        leave: kept.iter().map(|&t| t as char).collect(),
        equity: m.score as f64 + leave.value(&kept),
    }
}

/// The `n` best moves for `rack` on `board`, and the rank of `played` among all of them.
pub fn lesson(
    board: &Board,
    rack: &[u8],
    rules: &Rules,
    lexicon: &Lexicon,
    played: Option<&Play>,
    n: usize,
) -> Lesson {
    let mut moves = Vec::new();
    generate(board, rack, rules, lexicon, &mut moves);
    let leave = Leave::for_rack_size(rules.rack_size);
    let mut ranked: Vec<(Suggestion, Vec<(usize, u8)>)> = moves
        .iter()
        .map(|m| (suggestion(m, rack, leave), laid(&m.to_play())))
        .collect();
    // Best first; ties by notation so the list is the same on every run.
    ranked.sort_by(|a, b| {
        b.0.equity
            .total_cmp(&a.0.equity)
            .then_with(|| a.0.notation.cmp(&b.0.notation))
    });
    let rank = played.and_then(|p| {
        let want = laid(p);
        let mirror = mirrored(&want);
        ranked
            .iter()
            .position(|(_, sq)| *sq == want || (board.is_empty() && *sq == mirror))
            .map(|i| i + 1)
    });
    // The same word with the same leave elsewhere on the board teaches nothing more: only its
    // best placement is listed (the rank still counts every placement).
    let moves = ranked.len();
    let mut seen: Vec<(String, String)> = Vec::new();
    let best = ranked
        .into_iter()
        .map(|(s, _)| s)
        .filter(|s| {
            let word = s
                .notation
                .split_once(' ')
                .map_or("", |(_, w)| w)
                .to_string();
            let key = (word, s.leave.clone());
            let new = !seen.contains(&key);
            if new {
                seen.push(key);
            }
            new
        })
        .take(n)
        .collect();
    Lesson { moves, best, rank }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crossword::RulesKind;

    fn lex() -> Lexicon {
        Lexicon::from_words(["cat", "act", "at", "ta", "cats", "scat", "acts", "tas"])
    }

    #[test]
    fn the_best_moves_come_first_with_their_leaves() {
        let rules = RulesKind::Classic.rules();
        let l = lesson(&Board::empty(), b"CATSQ", rules, &lex(), None, 3);
        assert_eq!(l.best.len(), 3);
        assert!(l.moves >= 3);
        for pair in l.best.windows(2) {
            assert!(pair[0].equity >= pair[1].equity);
        }
        // Every suggestion keeps the Q: no listed word uses it.
        assert!(l.best.iter().all(|s| s.leave.contains('Q')), "{l:?}");
        // A four-letter word on the centre scores more than any two-letter one.
        assert!(l.best[0].score > 4, "{l:?}");
        assert_eq!(l.rank, None);
    }

    #[test]
    fn a_played_move_is_ranked_even_when_played_down() {
        let rules = RulesKind::Classic.rules();
        let all = lesson(&Board::empty(), b"CATSQ", rules, &lex(), None, usize::MAX);
        let best = &all.best[0];
        let (coord, word) = best.notation.split_once(' ').unwrap();
        let across = Play::parse(coord, word).unwrap();
        let l = lesson(&Board::empty(), b"CATSQ", rules, &lex(), Some(&across), 5);
        assert_eq!(l.rank, Some(1));
        // The same word down, through the centre, is its mirror image: also first.
        let down = Play {
            row: across.col,
            col: across.row,
            dir: crate::games::crossword::Dir::Down,
            cells: across.cells.clone(),
        };
        let l = lesson(&Board::empty(), b"CATSQ", rules, &lex(), Some(&down), 5);
        assert_eq!(l.rank, Some(1));
        // The weakest word listed ranks near the end of every placement, below the best.
        let last = all.best.last().unwrap();
        let (coord, word) = last.notation.split_once(' ').unwrap();
        let worst = Play::parse(coord, word).unwrap();
        let l = lesson(&Board::empty(), b"CATSQ", rules, &lex(), Some(&worst), 5);
        let rank = l.rank.expect("ranked");
        assert!(
            rank > all.best.len() / 2 && rank <= all.moves,
            "{rank} of {}",
            all.moves
        );
    }

    #[test]
    fn a_word_with_the_same_leave_is_listed_once_at_its_best_placement() {
        let rules = RulesKind::Classic.rules();
        let l = lesson(&Board::empty(), b"CATSQ", rules, &lex(), None, 5);
        let mut keys: Vec<(String, String)> = l
            .best
            .iter()
            .map(|s| {
                (
                    s.notation.split_once(' ').unwrap().1.to_string(),
                    s.leave.clone(),
                )
            })
            .collect();
        let before = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), before, "{l:?}");
        // The rack has more placements than the list shows words.
        assert!(l.moves > l.best.len());
    }
}
