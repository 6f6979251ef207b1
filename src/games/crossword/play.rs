//! A placement as the notation writes it: where the word starts, which way it reads, and each
//! of its squares, either a tile the player lays (lowercase for a blank) or a tile already on
//! the board (`.` or a letter in parentheses).

use std::fmt;

use super::board::{Board, Dir, coordinate, parse_coordinate};
use super::quote::excerpt;

/// One square of a played word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Cell {
    /// A tile from the rack: `A`-`Z`, or `a`-`z` for a blank standing for that letter.
    New(u8),
    /// A tile already on the board; the letter when the notation names it.
    Board(Option<u8>),
}

/// A word laid on the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Play {
    /// Row of the first square (0-14).
    pub row: usize,
    /// Column of the first square (0-14).
    pub col: usize,
    /// Reading direction.
    pub dir: Dir,
    /// The word's squares, first to last.
    pub cells: Vec<Cell>,
}

impl Play {
    /// Parses a coordinate (`8D`, `D8`) and a word (`CRAAlED`, `SLe(W)ING`, `..NVIRILE`).
    pub fn parse(coord: &str, word: &str) -> Result<Play, String> {
        let (row, col, dir) = parse_coordinate(coord)?;
        let mut cells = Vec::new();
        let mut inside = false;
        for ch in word.chars() {
            match ch {
                '(' if !inside => inside = true,
                ')' if inside => inside = false,
                '.' if !inside => cells.push(Cell::Board(None)),
                c if c.is_ascii_alphabetic() && inside => {
                    cells.push(Cell::Board(Some(c.to_ascii_uppercase() as u8)))
                }
                c if c.is_ascii_alphabetic() => cells.push(Cell::New(c as u8)),
                _ => {
                    return Err(format!(
                        "'{}' is not a word in the notation (letters, '.', parentheses)",
                        excerpt(word)
                    ));
                }
            }
        }
        if inside {
            return Err(format!("'{}': a parenthesis is not closed", excerpt(word)));
        }
        if cells.is_empty() {
            return Err("an empty word".into());
        }
        Ok(Play {
            row,
            col,
            dir,
            cells,
        })
    }

    /// The square (row, col) of the word's `i`-th letter.
    #[inline]
    pub fn square(&self, i: usize) -> (usize, usize) {
        match self.dir {
            Dir::Across => (self.row, self.col + i),
            Dir::Down => (self.row + i, self.col),
        }
    }

    /// Number of tiles laid from the rack.
    pub fn tiles_laid(&self) -> usize {
        self.cells
            .iter()
            .filter(|c| matches!(c, Cell::New(_)))
            .count()
    }

    /// The tiles laid, as rack letters (`?` for a blank).
    pub fn rack_letters(&self) -> Vec<u8> {
        self.cells
            .iter()
            .filter_map(|c| match c {
                Cell::New(t) if t.is_ascii_lowercase() => Some(b'?'),
                Cell::New(t) => Some(*t),
                Cell::Board(_) => None,
            })
            .collect()
    }

    /// The standard notation with the board's letters in parentheses: `E5 SLe(W)ING`.
    pub fn notation(&self, board: &Board) -> String {
        format!(
            "{} {}",
            coordinate(self.row, self.col, self.dir),
            self.word_text(board, true)
        )
    }

    /// The word as the GCG format writes it: board tiles as `.`.
    pub fn gcg_word(&self) -> String {
        self.cells
            .iter()
            .map(|c| match c {
                Cell::New(t) => *t as char,
                Cell::Board(_) => '.',
            })
            .collect()
    }

    fn word_text(&self, board: &Board, parens: bool) -> String {
        let mut out = String::new();
        let mut open = false;
        for (i, cell) in self.cells.iter().enumerate() {
            match cell {
                Cell::New(t) => {
                    if open {
                        out.push(')');
                        open = false;
                    }
                    out.push(*t as char);
                }
                Cell::Board(known) => {
                    if parens && !open {
                        out.push('(');
                        open = true;
                    }
                    let (r, c) = self.square(i);
                    // The board's own tile, so a blank there shows lowercase.
                    let t = match board.get(r, c) {
                        0 => known.unwrap_or(0),
                        t => t,
                    };
                    out.push(if t == 0 { '.' } else { t as char });
                }
            }
        }
        if open {
            out.push(')');
        }
        out
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            coordinate(self.row, self.col, self.dir),
            self.gcg_word()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_parses_and_prints_board_tiles_in_parentheses() {
        let p = Play::parse("E5", "SLe(W)ING").unwrap();
        assert_eq!((p.row, p.col, p.dir), (4, 4, Dir::Down));
        assert_eq!(p.cells.len(), 7);
        assert_eq!(p.cells[3], Cell::Board(Some(b'W')));
        assert_eq!(p.cells[2], Cell::New(b'e'));
        assert_eq!(p.tiles_laid(), 6);
        assert_eq!(p.rack_letters(), b"SL?ING".to_vec());
        assert_eq!(p.notation(&Board::empty()), "E5 SLe(W)ING");
        let g = Play::parse("3E", "..NVIRILE").unwrap();
        assert_eq!(g.gcg_word(), "..NVIRILE");
        let mut b = Board::empty();
        b.set(2, 4, b'E');
        b.set(2, 5, b'N');
        assert_eq!(g.notation(&b), "3E (EN)NVIRILE");
        assert!(Play::parse("8D", "AB(C").is_err());
        assert!(Play::parse("8D", "A-B").is_err());
        assert!(Play::parse("8D", "").is_err());
    }
}
