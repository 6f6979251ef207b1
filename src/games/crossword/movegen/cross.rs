//! Cross-sets and cross-scores for across moves: for each empty square, which letters make a
//! word with the tiles directly above and below it, and those tiles' value; and which empty
//! squares are anchors (next to a tile).

use crate::words::Lexicon;
use crate::words::dawg::Dawg;

use super::super::board::{Board, SIZE, SQUARES};
use super::super::rules::Rules;

const ALL: u32 = (1 << 26) - 1;

/// Per-square constraints for across moves on one board.
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
    /// Computes the constraints for across moves on `board`.
    pub fn new(board: &Board, lex: &Lexicon, rules: &Rules) -> CrossSets {
        let dawg = lex.dawg();
        let mut cs = CrossSets {
            mask: [0; SQUARES],
            score: [0; SQUARES],
            has: [false; SQUARES],
            anchor: [false; SQUARES],
        };
        for r in 0..SIZE {
            for c in 0..SIZE {
                let sq = r * SIZE + c;
                if board.at(sq) != 0 {
                    continue;
                }
                let up = r > 0 && board.get(r - 1, c) != 0;
                let down = r + 1 < SIZE && board.get(r + 1, c) != 0;
                let left = c > 0 && board.get(r, c - 1) != 0;
                let right = c + 1 < SIZE && board.get(r, c + 1) != 0;
                cs.anchor[sq] = up || down || left || right;
                if !up && !down {
                    cs.mask[sq] = ALL;
                    continue;
                }
                cs.has[sq] = true;
                let mut top = r;
                while top > 0 && board.get(top - 1, c) != 0 {
                    top -= 1;
                }
                let mut bottom = r;
                while bottom + 1 < SIZE && board.get(bottom + 1, c) != 0 {
                    bottom += 1;
                }
                let mut sum = 0;
                let mut node = Some(Dawg::ROOT);
                for rr in top..r {
                    let t = board.get(rr, c);
                    sum += rules.tile_value(t);
                    node = node.and_then(|n| dawg.child(n, t | 0x20));
                }
                for rr in r + 1..=bottom {
                    sum += rules.tile_value(board.get(rr, c));
                }
                cs.score[sq] = sum;
                let Some(node) = node else { continue };
                let mut allowed = 0u32;
                for (letter, child) in dawg.children(node) {
                    if letter > b'z' {
                        continue;
                    }
                    let mut n = Some(child);
                    for rr in r + 1..=bottom {
                        n = n.and_then(|n| dawg.child(n, board.get(rr, c) | 0x20));
                    }
                    if n.is_some_and(|n| dawg.is_final(n)) {
                        allowed |= 1 << (letter - b'a');
                    }
                }
                cs.mask[sq] = allowed;
            }
        }
        cs
    }
}
