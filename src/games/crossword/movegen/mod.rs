//! Every legal placement for a rack on a board, with its score: Gordon's GADDAG algorithm.
//! A word grows leftwards from where it starts, then, after the GADDAG's separator,
//! rightwards. It starts at the last tile of each run of tiles in the row (so the board's own
//! letters steer the search from its first step), and at each empty square that touches tiles
//! only above or below (or the centre on an empty board). Each move is found once, from the
//! leftmost of those starts that it covers: growing leftwards never reaches another one.
//! Cross-sets (which letters may stand on a square, given the tiles above and below) and
//! cross-scores are computed once per board and direction; down moves are generated as
//! across moves on the transposed board. A [`MoveGen`] kept through a game (or a search) keeps
//! them too, and recomputes only the columns and rows a move changed.
//!
//! Counting conventions: on the empty board only across moves (down ones are their
//! mirror images); a one-tile play that forms words both ways is listed once, across; each
//! letter a blank can stand for is its own move; no exchanges or passes.

pub mod brute;
mod cross;

use crate::words::Lexicon;
use crate::words::dawg::{A_TO_Z, Dawg, SEPARATOR};

use super::board::{Board, CENTRE, Dir, SIZE, coordinate};
use super::play::{Cell, Play};
use super::rules::Rules;

pub use cross::CrossSets;

/// A generated placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Row of the first letter.
    pub row: u8,
    /// Column of the first letter.
    pub col: u8,
    /// Reading direction.
    pub dir: Dir,
    /// Letters in the word.
    pub len: u8,
    /// The word's letters: uppercase tiles, lowercase blanks (board tiles included).
    pub letters: [u8; SIZE],
    /// Bit i set when letter i is laid from the rack (clear: already on the board).
    pub new_mask: u16,
    /// Points scored.
    pub score: i32,
}

impl Move {
    /// The word's letters.
    pub fn word(&self) -> &[u8] {
        &self.letters[..self.len as usize]
    }

    /// Number of tiles laid.
    pub fn tiles_laid(&self) -> u32 {
        self.new_mask.count_ones()
    }

    /// The tiles laid as rack letters (`?` for blanks).
    pub fn rack_letters(&self) -> Vec<u8> {
        (0..self.len as usize)
            .filter(|&i| self.new_mask & (1 << i) != 0)
            .map(|i| {
                let t = self.letters[i];
                if t.is_ascii_lowercase() { b'?' } else { t }
            })
            .collect()
    }

    /// The standard notation: `8D CRAAlED`, board tiles in parentheses (`E5 SLe(W)ING`).
    pub fn notation(&self) -> String {
        let mut out = coordinate(self.row as usize, self.col as usize, self.dir);
        out.push(' ');
        let mut open = false;
        for i in 0..self.len as usize {
            let new = self.new_mask & (1 << i) != 0;
            if !new && !open {
                out.push('(');
                open = true;
            } else if new && open {
                out.push(')');
                open = false;
            }
            out.push(self.letters[i] as char);
        }
        if open {
            out.push(')');
        }
        out
    }

    /// The same placement as the engine's [`Play`].
    pub fn to_play(&self) -> Play {
        let cells = (0..self.len as usize)
            .map(|i| {
                if self.new_mask & (1 << i) != 0 {
                    Cell::New(self.letters[i])
                } else {
                    Cell::Board(Some(self.letters[i].to_ascii_uppercase()))
                }
            })
            .collect();
        Play {
            row: self.row as usize,
            col: self.col as usize,
            dir: self.dir,
            cells,
        }
    }
}

/// Rack letters (`A`-`Z`, `?` a blank) as counts: a-z, then blanks at index 26.
pub fn rack_counts(rack: &[u8]) -> Result<[u8; 27], String> {
    // A rack can never lay more tiles than a row holds; the limit also keeps each count
    // within its byte.
    if rack.len() > SIZE {
        return Err(format!(
            "a rack of {} tiles is longer than the board is wide ({SIZE})",
            rack.len()
        ));
    }
    let mut counts = [0u8; 27];
    for &t in rack {
        match t {
            b'?' => counts[26] += 1,
            b'A'..=b'Z' => counts[(t - b'A') as usize] += 1,
            b'a'..=b'z' => counts[(t - b'a') as usize] += 1,
            _ => return Err(format!("'{}' is not a rack tile (A-Z or ?)", t as char)),
        }
    }
    Ok(counts)
}

/// Appends every legal move for `rack` on `board` to `out` (not sorted), with cross-sets
/// computed for this board alone.
pub fn generate(board: &Board, rack: &[u8], rules: &Rules, lex: &Lexicon, out: &mut Vec<Move>) {
    MoveGen::new(lex, rules).generate(board, rack, out);
}

/// A move generator for one word list and rule set that keeps the cross-sets of the last
/// board it was asked about. The next board usually differs by one move, and a move changes
/// the cross-sets of the columns (for across moves) and rows (for down moves) it touches only,
/// so only those are computed again. It finds exactly what [`generate`] finds.
#[derive(Clone)]
pub struct MoveGen<'a> {
    lex: &'a Lexicon,
    rules: &'a Rules,
    /// The board the cross-sets below belong to (none before the first call).
    board: Option<Board>,
    across: CrossSets,
    /// For down moves: computed on the transposed board.
    down: CrossSets,
}

impl<'a> MoveGen<'a> {
    /// A generator for `lex` and `rules`, with nothing computed yet.
    pub fn new(lex: &'a Lexicon, rules: &'a Rules) -> MoveGen<'a> {
        MoveGen {
            lex,
            rules,
            board: None,
            across: CrossSets::unset(),
            down: CrossSets::unset(),
        }
    }

    /// Appends every legal move for `rack` on `board` to `out` (not sorted).
    pub fn generate(&mut self, board: &Board, rack: &[u8], out: &mut Vec<Move>) {
        let Ok(counts) = rack_counts(rack) else {
            return;
        };
        // Bit c of `cols`: column c changed; bit r of `rows`: row r changed.
        let (mut cols, mut rows) = (0u32, 0u32);
        match &self.board {
            None => (cols, rows) = ((1 << SIZE) - 1, (1 << SIZE) - 1),
            Some(last) => {
                for (i, (a, b)) in last.squares().iter().zip(board.squares()).enumerate() {
                    if a != b {
                        cols |= 1 << (i % SIZE);
                        rows |= 1 << (i / SIZE);
                    }
                }
            }
        }
        let transposed = board.transposed();
        if cols != 0 {
            self.across.update(board, self.lex, self.rules, cols);
            // A row of the board is a column of the transposed board.
            self.down.update(&transposed, self.lex, self.rules, rows);
            self.board = Some(board.clone());
        }
        let gaddag = self.lex.gaddag().dawg();
        let empty = board.is_empty();
        let (len, rules) = (rack.len(), self.rules);
        generate_dir(
            board,
            &self.across,
            Dir::Across,
            empty,
            &counts,
            len,
            rules,
            gaddag,
            out,
        );
        if !empty {
            generate_dir(
                &transposed,
                &self.down,
                Dir::Down,
                false,
                &counts,
                len,
                rules,
                gaddag,
                out,
            );
        }
    }
}

/// Sorts moves best first (ties by notation, so the order is stable across runs).
pub fn sort_moves(moves: &mut [Move]) {
    moves.sort_by_cached_key(|m| (-m.score, m.notation()));
}

#[allow(clippy::too_many_arguments)]
fn generate_dir(
    board: &Board,
    cross: &CrossSets,
    dir: Dir,
    empty: bool,
    rack: &[u8; 27],
    rack_len: usize,
    rules: &Rules,
    gaddag: &Dawg,
    out: &mut Vec<Move>,
) {
    let mut g = Gen {
        g: gaddag,
        values: rules.values,
        line: [0; SIZE],
        cross: [0; SIZE],
        xscore: [0; SIZE],
        has_x: [false; SIZE],
        block: [false; SIZE],
        lm: [1; SIZE],
        wm: [1; SIZE],
        rack: *rack,
        rack_bits: (0..26).filter(|&i| rack[i] > 0).fold(0, |m, i| m | 1 << i),
        rack_len: rack_len as u8,
        rules,
        cur: [0; SIZE],
        anchor_col: 0,
        row: 0,
        dir,
        min_len: if empty {
            rules.first_move_min_letters
        } else {
            2
        },
        out,
    };
    for r in 0..SIZE {
        let mut any_anchor = false;
        for c in 0..SIZE {
            let sq = r * SIZE + c;
            // Premiums belong to the real board square.
            let real = if dir == Dir::Across { sq } else { c * SIZE + r };
            g.line[c] = board.at(sq);
            g.cross[c] = cross.mask[sq];
            g.xscore[c] = cross.score[sq];
            g.has_x[c] = cross.has[sq];
            g.lm[c] = rules.letter_mult[real] as i32;
            g.wm[c] = rules.word_mult[real] as i32;
            any_anchor |= if empty {
                sq == CENTRE
            } else {
                cross.anchor[sq]
            };
        }
        if !any_anchor {
            continue;
        }
        g.row = r;
        // Where words start: the last tile of each run, and each empty square that touches
        // tiles only above or below. A word growing leftwards from one start must not reach
        // another, so those squares, and the square just right of each run (a tile there
        // joins the word to that run), are closed to it.
        let mut starts = [0u8; SIZE];
        let mut n = 0;
        for c in 0..SIZE {
            let left = c > 0 && g.line[c - 1] != 0;
            let right = c + 1 < SIZE && g.line[c + 1] != 0;
            let start = if g.line[c] != 0 {
                !right
            } else if empty {
                r * SIZE + c == CENTRE
            } else {
                cross.anchor[r * SIZE + c] && !left && !right && g.cross[c] != 0
            };
            g.block[c] = g.line[c] == 0 && (start || left);
            if start {
                starts[n] = c as u8;
                n += 1;
            }
        }
        for &c in &starts[..n] {
            g.anchor_col = c as usize;
            g.fill(c as usize, Dawg::ROOT, 0, 0, 1, 0, 0);
        }
    }
}

struct Gen<'a> {
    g: &'a Dawg,
    values: [i32; 26],
    line: [u8; SIZE],
    cross: [u32; SIZE],
    xscore: [i32; SIZE],
    has_x: [bool; SIZE],
    /// Squares a word growing leftwards may not take a tile on (see `generate_dir`).
    block: [bool; SIZE],
    lm: [i32; SIZE],
    wm: [i32; SIZE],
    rack: [u8; 27],
    /// Letters with at least one real tile left on the rack.
    rack_bits: u32,
    rack_len: u8,
    rules: &'a Rules,
    cur: [u8; SIZE],
    anchor_col: usize,
    row: usize,
    dir: Dir,
    min_len: usize,
    out: &'a mut Vec<Move>,
}

const SEPARATOR_BIT: u32 = 1 << (SEPARATOR - b'a');

impl Gen<'_> {
    /// Fills square `col` (a board tile, or each rack letter the cross-set allows) from
    /// GADDAG state `node`.
    #[allow(clippy::too_many_arguments)]
    fn fill(
        &mut self,
        col: usize,
        node: u32,
        start: usize,
        main: i32,
        mult: i32,
        cross: i32,
        placed: u8,
    ) {
        let sq = self.line[col];
        if sq != 0 {
            if let Some(next) = self.g.child(node, sq | 0x20) {
                self.cur[col] = sq;
                let v = if sq.is_ascii_uppercase() {
                    self.values[(sq - b'A') as usize]
                } else {
                    0
                };
                self.go_on(col, next, start, main + v, mult, cross, placed);
            }
            return;
        }
        if placed == self.rack_len {
            return;
        }
        let (mask, first) = self.g.raw(node);
        let blank = self.rack[26] > 0;
        let mut possible = mask & self.cross[col] & A_TO_Z;
        if !blank {
            possible &= self.rack_bits;
        }
        let (lm, wm) = (self.lm[col], self.wm[col]);
        let new_mult = self.rules.combine(mult, wm);
        let has_x = self.has_x[col];
        let xs = self.xscore[col];
        while possible != 0 {
            let li = possible.trailing_zeros() as usize;
            let bit = 1u32 << li;
            possible &= possible - 1;
            let next = self.g.edge(first + (mask & (bit - 1)).count_ones());
            if self.rack[li] > 0 {
                self.rack[li] -= 1;
                if self.rack[li] == 0 {
                    self.rack_bits &= !bit;
                }
                self.cur[col] = b'A' + li as u8;
                let v = self.values[li] * lm;
                let x = if has_x { (xs + v) * wm } else { 0 };
                self.go_on(col, next, start, main + v, new_mult, cross + x, placed + 1);
                self.rack[li] += 1;
                self.rack_bits |= bit;
            }
            if blank {
                self.rack[26] -= 1;
                self.cur[col] = b'a' + li as u8;
                let x = if has_x { xs * wm } else { 0 };
                self.go_on(col, next, start, main, new_mult, cross + x, placed + 1);
                self.rack[26] += 1;
            }
        }
    }

    /// After a letter at `col` led to `node`: record a finished word, keep growing.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn go_on(
        &mut self,
        col: usize,
        node: u32,
        start: usize,
        main: i32,
        mult: i32,
        cross: i32,
        placed: u8,
    ) {
        let (mask, first) = self.g.raw(node);
        let a = self.anchor_col;
        if col <= a {
            let left_free = col == 0 || self.line[col - 1] == 0;
            if left_free && Dawg::raw_is_final(mask) && (a == SIZE - 1 || self.line[a + 1] == 0) {
                self.record(col, a, main, mult, cross, placed);
            }
            let turn = left_free && a < SIZE - 1 && mask & SEPARATOR_BIT != 0;
            // The separator is the node's last child; load it while the left side is explored.
            let sep = if turn {
                let sep = self
                    .g
                    .edge(first + (mask & (SEPARATOR_BIT - 1)).count_ones());
                self.g.prefetch(sep);
                sep
            } else {
                0
            };
            if col > 0 && (self.line[col - 1] != 0 || !self.block[col - 1]) {
                self.fill(col - 1, node, col, main, mult, cross, placed);
            }
            if turn {
                self.fill(a + 1, sep, col, main, mult, cross, placed);
            }
        } else {
            if Dawg::raw_is_final(mask) && (col == SIZE - 1 || self.line[col + 1] == 0) {
                self.record(start, col, main, mult, cross, placed);
            }
            if col < SIZE - 1 {
                self.fill(col + 1, node, start, main, mult, cross, placed);
            }
        }
    }

    fn record(&mut self, start: usize, end: usize, main: i32, mult: i32, cross: i32, placed: u8) {
        let len = end - start + 1;
        // A word of board tiles alone is no move.
        if len < self.min_len || placed == 0 {
            return;
        }
        let mut new_mask = 0u16;
        for c in start..=end {
            if self.line[c] == 0 {
                new_mask |= 1 << (c - start);
            }
        }
        if placed == 1 && self.dir == Dir::Down {
            // A lone tile with neighbours across was listed by the across pass.
            let c = start + new_mask.trailing_zeros() as usize;
            if self.has_x[c] {
                return;
            }
        }
        let mut score = main * mult + cross;
        if placed as usize == self.rules.rack_size {
            score = score * self.rules.full_rack_multiplier + self.rules.full_rack_bonus;
        }
        let mut letters = [0u8; SIZE];
        letters[..len].copy_from_slice(&self.cur[start..=end]);
        let (row, col) = match self.dir {
            Dir::Across => (self.row, start),
            Dir::Down => (start, self.row),
        };
        self.out.push(Move {
            row: row as u8,
            col: col as u8,
            dir: self.dir,
            len: len as u8,
            letters,
            new_mask,
            score,
        });
    }
}
