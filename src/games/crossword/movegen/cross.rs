//! Cross-sets and cross-scores for across moves: for each empty square, which letters make a
//! word with the tiles directly above and below it, and those tiles' value; and which empty
//! squares are anchors (next to a tile). A square's cross-set depends on its column only, so a
//! generator reused through a game recomputes just the columns a move changed.

use crate::words::Lexicon;
use crate::words::dawg::{A_TO_Z, Dawg};

use super::super::board::{Board, SIZE, SQUARES};
use super::super::rules::Rules;

const ALL: u32 = (1 << 26) - 1;

/// Per-square constraints for across moves on one board.
#[derive(Clone)]
pub struct CrossSets {
    /// Letters (bit i = `a + i`) allowed on each square; 0 on occupied squares.
    pub mask: [u32; SQUARES],
    /// Sum of the tiles above and below each square.
    pub score: [i32; SQUARES],
    /// True when a square has a tile directly above or below.
    pub has: [bool; SQUARES],
    /// True for empty squares next to a tile.
    pub anchor: [bool; SQUARES],
}

impl CrossSets {
    /// Constraints for no board yet: to be filled by [`CrossSets::update`] with every column.
    pub fn unset() -> CrossSets {
        CrossSets {
            mask: [0; SQUARES],
            score: [0; SQUARES],
            has: [false; SQUARES],
            anchor: [false; SQUARES],
        }
    }

    /// Recomputes the columns in `columns` (bit c: column c) for `board`, and every anchor.
    pub fn update(&mut self, board: &Board, lex: &Lexicon, rules: &Rules, columns: u32) {
        let (dawg, gaddag) = (lex.dawg(), lex.gaddag().dawg());
        let mut cols = columns;
        while cols != 0 {
            let c = cols.trailing_zeros() as usize;
            cols &= cols - 1;
            self.column(board, c, dawg, gaddag, rules);
        }
        let sq = board.squares();
        for r in 0..SIZE {
            for c in 0..SIZE {
                let i = r * SIZE + c;
                self.anchor[i] = sq[i] == 0
                    && ((r > 0 && sq[i - SIZE] != 0)
                        || (r + 1 < SIZE && sq[i + SIZE] != 0)
                        || (c > 0 && sq[i - 1] != 0)
                        || (c + 1 < SIZE && sq[i + 1] != 0));
            }
        }
    }

    /// One column's cross-sets and cross-scores.
    fn column(&mut self, board: &Board, c: usize, dawg: &Dawg, gaddag: &Dawg, rules: &Rules) {
        // The column's letters, lowercase, 0 where empty.
        let mut line = [0u8; SIZE];
        for (r, l) in line.iter_mut().enumerate() {
            let t = board.get(r, c);
            *l = if t == 0 { 0 } else { t | 0x20 };
        }
        for r in 0..SIZE {
            let sq = r * SIZE + c;
            self.has[sq] = false;
            self.score[sq] = 0;
            if line[r] != 0 {
                self.mask[sq] = 0;
                continue;
            }
            let mut top = r;
            while top > 0 && line[top - 1] != 0 {
                top -= 1;
            }
            let mut bottom = r;
            while bottom + 1 < SIZE && line[bottom + 1] != 0 {
                bottom += 1;
            }
            let (above, below) = (&line[top..r], &line[r + 1..=bottom]);
            if above.is_empty() && below.is_empty() {
                self.mask[sq] = ALL;
                continue;
            }
            self.has[sq] = true;
            self.score[sq] = (top..r)
                .chain(r + 1..=bottom)
                .map(|rr| rules.tile_value(board.get(rr, c)))
                .sum();
            self.mask[sq] = letters_between(dawg, gaddag, above, below);
        }
    }
}

/// The letters x for which `above`, x, `below` is a word. The side walked once is the longer
/// one; each candidate letter then walks the shorter side, and the last step's word end is read
/// from the edge, without loading the state it leads to.
fn letters_between(dawg: &Dawg, gaddag: &Dawg, above: &[u8], below: &[u8]) -> u32 {
    if below.len() <= above.len() {
        // Forward: the letters above, the candidate, the letters below.
        let Some(node) = walk(dawg, Dawg::ROOT, above.iter().copied()) else {
            return 0;
        };
        if below.is_empty() {
            return word_end_letters(dawg, node);
        }
        let mut allowed = 0;
        for (letter, child) in dawg.children(node) {
            if ends_word(dawg, child, below.iter().copied()) {
                allowed |= 1 << (letter - b'a');
            }
        }
        allowed
    } else {
        // The GADDAG's whole reversal of the word: the letters below read upwards, the
        // candidate, the letters above read upwards (no separator).
        let Some(node) = walk(gaddag, Dawg::ROOT, below.iter().rev().copied()) else {
            return 0;
        };
        if above.is_empty() {
            return word_end_letters(gaddag, node) & A_TO_Z;
        }
        let mut allowed = 0;
        for (letter, child) in gaddag.children(node) {
            if letter <= b'z' && ends_word(gaddag, child, above.iter().rev().copied()) {
                allowed |= 1 << (letter - b'a');
            }
        }
        allowed
    }
}

/// Follows `letters` from `node`.
fn walk(d: &Dawg, mut node: u32, letters: impl Iterator<Item = u8>) -> Option<u32> {
    for l in letters {
        node = d.child(node, l)?;
    }
    Some(node)
}

/// True when following the (non-empty) `letters` from `node` ends a word.
fn ends_word(d: &Dawg, mut node: u32, mut letters: impl Iterator<Item = u8>) -> bool {
    let Some(mut l) = letters.next() else {
        return d.is_final(node);
    };
    for next in letters {
        match d.child(node, l) {
            Some(n) => node = n,
            None => return false,
        }
        l = next;
    }
    d.child_raw(node, l).is_some_and(Dawg::edge_ends_word)
}

/// The symbols of `node` whose edge ends a word.
fn word_end_letters(d: &Dawg, node: u32) -> u32 {
    let mut edge = d.raw(node).1;
    let mut letters = d.letters(node);
    let mut out = 0;
    while letters != 0 {
        let bit = letters & letters.wrapping_neg();
        letters &= letters - 1;
        if Dawg::edge_ends_word(d.edge_raw(edge)) {
            out |= bit;
        }
        edge += 1;
    }
    out
}
