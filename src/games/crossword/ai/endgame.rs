//! The crossword computer's endgame. Once the bag is empty, the tiles a player has not seen
//! are exactly the opponent's rack, so a two-player game becomes a game of perfect
//! information. A negamax search with alpha-beta pruning plays it out to the end: every
//! placement and the pass, the best-scoring tried first, deepened one turn at a time until no
//! line was cut short (the answer is then exact) or the time is up (the deepest search that
//! finished answers). Positions met again by another order of moves come from a table.
//!
//! The value searched is the spread still to come: the points the player to move will score
//! from here to the end, less the opponent's, end-of-game rack adjustments included, by the
//! rule set's own end rules (going out with or without the opponent's rack as a bonus; a run
//! of passes or scoreless turns ending the game).

use std::collections::HashMap;
use std::time::Instant;

use crate::words::Lexicon;

use super::super::board::{Board, Dir, SIZE};
use super::super::game::{Game, take};
use super::super::movegen::{Move, MoveGen};
use super::super::rules::Rules;

/// A position with the bag empty: the board, both racks, whose turn, and the runs of passes
/// and scoreless turns that can end the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The tiles laid.
    pub board: Board,
    /// Both players' racks (`?` a blank), by seat.
    pub racks: [Vec<u8>; 2],
    /// The seat to move, 0 or 1.
    pub to_move: usize,
    /// Passes in a row so far.
    pub pass_run: usize,
    /// Scoreless turns in a row so far.
    pub scoreless_run: usize,
}

impl Position {
    /// The position of a two-player game whose bag is empty, or `None` when the game is not
    /// in an endgame the search can take (a bag with tiles, another number of players, a play
    /// still open to challenge or to the table's vote, or a game over).
    pub fn of(game: &Game) -> Option<Position> {
        let searchable = game.bag.is_empty()
            && game.seats.len() == 2
            && game.pending.is_none()
            && game.house_vote.open.is_none()
            && game.over.is_none();
        searchable.then(|| Position {
            board: game.board.clone(),
            racks: [game.seats[0].rack.clone(), game.seats[1].rack.clone()],
            to_move: game.turn,
            pass_run: game.pass_run,
            scoreless_run: game.scoreless_run,
        })
    }
}

/// What the search found for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The move to play; `None` to pass.
    pub first: Option<Move>,
    /// The spread still to come with best play on both sides (exact) or as far as the search
    /// saw (not exact).
    pub spread: i32,
    /// True when every line was followed to the end of the game.
    pub exact: bool,
    /// Positions searched.
    pub nodes: u64,
}

/// When the search must stop, solved or not.
#[derive(Clone, Copy, Debug)]
pub struct Limit {
    /// A time (`None`: none).
    pub deadline: Option<Instant>,
    /// The most positions to search (`u64::MAX`: no limit), for answers that do not depend on
    /// the machine's speed.
    pub nodes: u64,
}

impl Limit {
    /// No limit: search until solved.
    pub const NONE: Limit = Limit {
        deadline: None,
        nodes: u64::MAX,
    };
}

/// Searches `pos` until it is solved or the `limit` is reached.
pub fn solve(pos: &Position, rules: &Rules, lex: &Lexicon, limit: Limit) -> Solution {
    let mut search = Search {
        rules,
        generator: MoveGen::new(lex, rules),
        limit,
        nodes: 0,
        stopped: false,
        table: HashMap::new(),
    };
    let mut root = search.options(pos);
    let mut answer = Solution {
        first: root.first().copied().flatten(),
        spread: 0,
        exact: false,
        nodes: 0,
    };
    // Each turn lays at least a tile or adds to a run that ends the game, so this many
    // turns always reach the end.
    let run = rules
        .passes_end
        .into_iter()
        .chain(rules.scoreless_turns_end)
        .min()
        .unwrap_or(6);
    let tiles = pos.racks[0].len() + pos.racks[1].len();
    let longest = (tiles + 1) * run;
    for depth in 1..=longest as u32 {
        let mut best: Option<(i32, usize)> = None;
        let mut cut = false;
        let mut values = Vec::with_capacity(root.len());
        for (i, option) in root.iter().enumerate() {
            let alpha = best.map_or(-INF, |b| b.0);
            let (v, c) = search.after(pos, option.as_ref(), depth, alpha, INF);
            if search.stopped {
                break;
            }
            cut |= c;
            values.push((v, i));
            if best.is_none_or(|b| v > b.0) {
                best = Some((v, i));
            }
        }
        if search.stopped {
            break;
        }
        let (spread, i) = best.expect("the pass is always an option");
        answer = Solution {
            first: root[i],
            spread,
            exact: !cut,
            nodes: search.nodes,
        };
        if !cut {
            break;
        }
        // The next, deeper search tries this one's best first, so it cuts more.
        values.sort_by_key(|&(v, i)| (-v, i));
        root = values.iter().map(|&(_, i)| root[i]).collect();
    }
    answer.nodes = search.nodes;
    answer
}

/// Larger than any spread a game can reach.
const INF: i32 = 1 << 24;

/// What the table remembers of a position: the value, what kind of bound it is, how deep it
/// was searched, and whether a line was cut short under it.
#[derive(Clone, Copy)]
struct Known {
    value: i32,
    bound: Bound,
    depth: u32,
    cut: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    AtLeast,
    AtMost,
}

struct Search<'a> {
    rules: &'a Rules,
    /// One generator for the whole search: the positions it visits differ by a move or two, so
    /// it updates only the cross-sets those moves changed.
    generator: MoveGen<'a>,
    limit: Limit,
    nodes: u64,
    stopped: bool,
    table: HashMap<Position, Known>,
}

impl Search<'_> {
    /// The placements for the player to move, best score first, then the pass (`None`).
    fn options(&mut self, pos: &Position) -> Vec<Option<Move>> {
        let mut moves = Vec::new();
        self.generator
            .generate(&pos.board, &pos.racks[pos.to_move], &mut moves);
        moves.sort_by_key(|m| (-m.score, -(m.tiles_laid() as i32)));
        moves.into_iter().map(Some).chain([None]).collect()
    }

    fn rack_value(&self, rack: &[u8]) -> i32 {
        rack.iter().map(|&t| self.rules.tile_value(t)).sum()
    }

    /// The best spread to come for the player to move, searching `depth` turns, and whether
    /// some line was cut short by the depth.
    fn negamax(
        &mut self,
        pos: &Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> (i32, bool) {
        self.nodes += 1;
        if self.nodes > self.limit.nodes || self.limit.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
        if self.stopped {
            return (0, true);
        }
        let me = pos.to_move;
        if depth == 0 {
            // A guess: the game ending now, each player losing their own rack.
            return (
                self.rack_value(&pos.racks[1 - me]) - self.rack_value(&pos.racks[me]),
                true,
            );
        }
        let (alpha0, beta0) = (alpha, beta);
        if let Some(k) = self.table.get(pos).copied()
            && (k.depth >= depth || !k.cut)
        {
            match k.bound {
                Bound::Exact => return (k.value, k.cut),
                Bound::AtLeast => alpha = alpha.max(k.value),
                Bound::AtMost => beta = beta.min(k.value),
            }
            if alpha >= beta {
                return (k.value, k.cut);
            }
        }
        let mut best = -INF;
        let mut cut = false;
        for option in self.options(pos) {
            let (v, c) = self.after(pos, option.as_ref(), depth, alpha, beta);
            if self.stopped {
                return (0, true);
            }
            cut |= c;
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::AtMost
        } else if best >= beta0 {
            Bound::AtLeast
        } else {
            Bound::Exact
        };
        self.table.insert(
            pos.clone(),
            Known {
                value: best,
                bound,
                depth,
                cut,
            },
        );
        (best, cut)
    }

    /// The spread to come for the player to move if they make `option` (`None`: pass).
    fn after(
        &mut self,
        pos: &Position,
        option: Option<&Move>,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> (i32, bool) {
        let me = pos.to_move;
        let theirs = self.rack_value(&pos.racks[1 - me]);
        let mut next = pos.clone();
        next.to_move = 1 - me;
        let gained = match option {
            Some(m) => {
                let rest = take(&pos.racks[me], &m.rack_letters()).unwrap_or_default();
                if rest.is_empty() {
                    // Out: the opponent loses their rack, and it may count for us as well.
                    let bonus = if self.rules.out_bonus { theirs } else { 0 };
                    return (m.score + theirs + bonus, false);
                }
                lay(&mut next.board, m);
                next.racks[me] = rest;
                next.pass_run = 0;
                next.scoreless_run = if m.score > 0 {
                    0
                } else {
                    pos.scoreless_run + 1
                };
                m.score
            }
            None => {
                next.pass_run += 1;
                next.scoreless_run += 1;
                0
            }
        };
        let ends = self.rules.passes_end.is_some_and(|n| next.pass_run >= n)
            || self
                .rules
                .scoreless_turns_end
                .is_some_and(|n| next.scoreless_run >= n);
        if ends {
            let mine = self.rack_value(&next.racks[me]);
            return (gained - mine + theirs, false);
        }
        let (v, cut) = self.negamax(&next, depth - 1, gained - beta, gained - alpha);
        (gained - v, cut)
    }
}

/// Lays a generated move's new tiles on `board`.
pub fn lay(board: &mut Board, m: &Move) {
    for i in 0..m.len as usize {
        if m.new_mask & (1 << i) != 0 {
            let (r, c) = match m.dir {
                Dir::Across => (m.row as usize, m.col as usize + i),
                Dir::Down => (m.row as usize + i, m.col as usize),
            };
            debug_assert!(r < SIZE && c < SIZE);
            board.set(r, c, m.letters[i]);
        }
    }
}
