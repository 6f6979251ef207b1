//! A slow, independent move lister to check the generator against: it tries every word of
//! the word list at every position of every line, fills the empty squares from the rack
//! (each way blanks can be used), and asks the engine's own placement check whether the
//! result is legal and what it scores. No GADDAG, no cross-sets.

use std::collections::BTreeSet;

use crate::words::Lexicon;

use super::super::board::{Board, Dir, SIZE};
use super::super::check::check_play;
use super::super::play::{Cell, Play};
use super::super::rules::Rules;
use super::rack_counts;

/// Every legal move as (notation, score), by brute force. `words` are the lexicon's words
/// (lowercase), passed in so several positions can share one list.
pub fn brute_force_moves(
    board: &Board,
    rack: &[u8],
    rules: &Rules,
    lex: &Lexicon,
    words: &[Vec<u8>],
) -> BTreeSet<(String, i32)> {
    let mut found = BTreeSet::new();
    let Ok(counts) = rack_counts(rack) else {
        return found;
    };
    // Each word's set of letters, for a one-instruction first filter per line.
    let masks: Vec<u32> = words
        .iter()
        .map(|w| w.iter().fold(0u32, |m, &b| m | 1 << (b - b'a')))
        .collect();
    let rack_mask = (0..26)
        .filter(|&i| counts[i] > 0)
        .fold(0u32, |m, i| m | 1 << i);
    let empty = board.is_empty();
    let dirs: &[Dir] = if empty {
        &[Dir::Across]
    } else {
        &[Dir::Across, Dir::Down]
    };
    for &dir in dirs {
        let lines = if dir == Dir::Across {
            board.clone()
        } else {
            board.transposed()
        };
        for r in 0..SIZE {
            let line: Vec<u8> = (0..SIZE).map(|c| lines.get(r, c)).collect();
            let mut on_line = [0u8; 26];
            for &t in &line {
                if t != 0 {
                    on_line[((t | 0x20) - b'a') as usize] += 1;
                }
            }
            let line_mask = (0..26)
                .filter(|&i| on_line[i] > 0)
                .fold(0u32, |m, i| m | 1 << i);
            let avail_mask = rack_mask | line_mask;
            for (w, &mask) in words.iter().zip(&masks) {
                let len = w.len();
                if len > SIZE || (mask & !avail_mask).count_ones() > counts[26] as u32 {
                    continue;
                }
                // Letters the rack and the line together cannot supply, blanks aside.
                let mut need = [0u8; 26];
                let mut short = 0u32;
                for &b in w {
                    let i = (b - b'a') as usize;
                    need[i] += 1;
                    if need[i] > counts[i] + on_line[i] {
                        short += 1;
                    }
                }
                if short > counts[26] as u32 {
                    continue;
                }
                for s in 0..=SIZE - len {
                    if (s > 0 && line[s - 1] != 0) || (s + len < SIZE && line[s + len] != 0) {
                        continue;
                    }
                    let fits = (0..len).all(|i| line[s + i] == 0 || line[s + i] | 0x20 == w[i]);
                    if !fits || (0..len).all(|i| line[s + i] != 0) {
                        continue;
                    }
                    let mut cells: Vec<Cell> = (0..len)
                        .map(|i| {
                            if line[s + i] == 0 {
                                Cell::New(w[i].to_ascii_uppercase())
                            } else {
                                Cell::Board(Some(line[s + i].to_ascii_uppercase()))
                            }
                        })
                        .collect();
                    let (row, col) = if dir == Dir::Across { (r, s) } else { (s, r) };
                    let mut rack_left = counts;
                    assign(0, &mut cells, &mut rack_left, &mut |cells| {
                        let play = Play {
                            row,
                            col,
                            dir,
                            cells: cells.to_vec(),
                        };
                        if play.tiles_laid() == 1 && dir == Dir::Down {
                            // Listed across when the lone tile also makes an across word.
                            let i = cells
                                .iter()
                                .position(|c| matches!(c, Cell::New(_)))
                                .unwrap_or(0);
                            let (tr, tc) = play.square(i);
                            let left = tc > 0 && board.get(tr, tc - 1) != 0;
                            let right = tc + 1 < SIZE && board.get(tr, tc + 1) != 0;
                            if left || right {
                                return;
                            }
                        }
                        if let Ok(scored) = check_play(board, rules, &play, Some(lex)) {
                            found.insert((play.notation(board), scored.score));
                        }
                    });
                }
            }
        }
    }
    found
}

/// Chooses, for each new tile from `i` on, a real tile or a blank, as the rack allows.
fn assign(i: usize, cells: &mut [Cell], rack: &mut [u8; 27], done: &mut dyn FnMut(&[Cell])) {
    if i == cells.len() {
        done(cells);
        return;
    }
    let Cell::New(t) = cells[i] else {
        return assign(i + 1, cells, rack, done);
    };
    let li = (t.to_ascii_lowercase() - b'a') as usize;
    if rack[li] > 0 {
        rack[li] -= 1;
        cells[i] = Cell::New(t.to_ascii_uppercase());
        assign(i + 1, cells, rack, done);
        rack[li] += 1;
    }
    if rack[26] > 0 {
        rack[26] -= 1;
        cells[i] = Cell::New(t.to_ascii_lowercase());
        assign(i + 1, cells, rack, done);
        rack[26] += 1;
    }
    cells[i] = Cell::New(t);
}
