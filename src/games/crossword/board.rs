//! The 15x15 board as plain bytes (0 empty, `A`-`Z` a tile, `a`-`z` a blank standing for that
//! letter), its FEN text form, and the coordinates of the standard notation (`8D` across from
//! row 8 column D, `D8` down).

use std::fmt;

use super::quote::excerpt;

/// Squares on a side.
pub const SIZE: usize = 15;
/// Squares on the board.
pub const SQUARES: usize = SIZE * SIZE;
/// The centre square, which the first word must cover.
pub const CENTRE: usize = 7 * SIZE + 7;

/// The direction a word reads.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Dir {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

/// The tiles on the board.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    squares: [u8; SQUARES],
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    /// A board with no tile.
    pub fn empty() -> Board {
        Board {
            squares: [0; SQUARES],
        }
    }

    /// The tile at (row, col), 0 when empty.
    #[inline]
    pub fn get(&self, row: usize, col: usize) -> u8 {
        self.squares[row * SIZE + col]
    }

    /// The tile at a square index.
    #[inline]
    pub fn at(&self, square: usize) -> u8 {
        self.squares[square]
    }

    /// Puts a tile (or 0 to clear).
    #[inline]
    pub fn set(&mut self, row: usize, col: usize, tile: u8) {
        self.squares[row * SIZE + col] = tile;
    }

    /// All squares, row by row.
    pub fn squares(&self) -> &[u8; SQUARES] {
        &self.squares
    }

    /// True when no tile has been played.
    pub fn is_empty(&self) -> bool {
        self.squares.iter().all(|&s| s == 0)
    }

    /// Number of tiles on the board.
    pub fn tile_count(&self) -> usize {
        self.squares.iter().filter(|&&s| s != 0).count()
    }

    /// The board mirrored along its main diagonal: down words become across words.
    pub fn transposed(&self) -> Board {
        let mut t = Board::empty();
        for r in 0..SIZE {
            for c in 0..SIZE {
                t.squares[c * SIZE + r] = self.squares[r * SIZE + c];
            }
        }
        t
    }

    /// Parses the FEN form: 15 rows top to bottom separated by `/`; a number is that many
    /// empty squares, an uppercase letter a tile, a lowercase letter a blank.
    pub fn from_fen(fen: &str) -> Result<Board, String> {
        let rows: Vec<&str> = fen.split('/').collect();
        if rows.len() != SIZE {
            return Err(format!("a board has {SIZE} rows, this one {}", rows.len()));
        }
        let mut board = Board::empty();
        for (r, row) in rows.iter().enumerate() {
            let mut c = 0usize;
            let bytes = row.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                let b = bytes[i];
                if b.is_ascii_digit() {
                    // Saturating: a long run of digits is simply too many squares.
                    let mut n = 0usize;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        n = n
                            .saturating_mul(10)
                            .saturating_add((bytes[i] - b'0') as usize);
                        i += 1;
                    }
                    c = c.saturating_add(n);
                    if c > SIZE {
                        return Err(format!("row {} covers more than {SIZE} squares", r + 1));
                    }
                    continue;
                }
                if !b.is_ascii_alphabetic() {
                    return Err(format!(
                        "row {}: '{}' is not a letter or a number",
                        r + 1,
                        b as char
                    ));
                }
                if c >= SIZE {
                    return Err(format!("row {} covers more than {SIZE} squares", r + 1));
                }
                board.set(r, c, b);
                c += 1;
                i += 1;
            }
            if c != SIZE {
                return Err(format!("row {} covers {c} squares, not {SIZE}", r + 1));
            }
        }
        Ok(board)
    }

    /// The FEN form (see [`Board::from_fen`]).
    pub fn to_fen(&self) -> String {
        let mut out = String::new();
        for r in 0..SIZE {
            if r > 0 {
                out.push('/');
            }
            let mut gap = 0;
            for c in 0..SIZE {
                let t = self.get(r, c);
                if t == 0 {
                    gap += 1;
                } else {
                    if gap > 0 {
                        out.push_str(&gap.to_string());
                        gap = 0;
                    }
                    out.push(t as char);
                }
            }
            if gap > 0 {
                out.push_str(&gap.to_string());
            }
        }
        out
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..SIZE {
            for c in 0..SIZE {
                let t = self.get(r, c);
                write!(f, "{}", if t == 0 { '.' } else { t as char })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// The coordinate of a word: `8D` (row 8, column D, across) or `D8` (column D, row 8, down).
pub fn coordinate(row: usize, col: usize, dir: Dir) -> String {
    let letter = (b'A' + col as u8) as char;
    match dir {
        Dir::Across => format!("{}{letter}", row + 1),
        Dir::Down => format!("{letter}{}", row + 1),
    }
}

/// Parses a coordinate into (row, col, dir).
pub fn parse_coordinate(text: &str) -> Result<(usize, usize, Dir), String> {
    let bad = || {
        format!(
            "'{}' is not a square like 8D (across) or D8 (down)",
            excerpt(text)
        )
    };
    let t = text.trim();
    // Only ASCII from here: a square is digits and one letter, and slicing below is by byte.
    if !t.is_ascii() {
        return Err(bad());
    }
    let first = t.chars().next().ok_or_else(bad)?;
    let (dir, letter, number) = if first.is_ascii_digit() {
        let split = t.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
        (Dir::Across, &t[split..], &t[..split])
    } else {
        (Dir::Down, &t[..1], &t[1..])
    };
    let letter = letter.to_ascii_uppercase();
    if letter.len() != 1 || !letter.as_bytes()[0].is_ascii_uppercase() {
        return Err(bad());
    }
    let col = (letter.as_bytes()[0] - b'A') as usize;
    let row: usize = number.parse().map_err(|_| bad())?;
    if row == 0 || row > SIZE || col >= SIZE {
        return Err(format!("'{}' is off the board", excerpt(text)));
    }
    Ok((row - 1, col, dir))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_round_trips_and_rejects_bad_rows() {
        let fen = "14F/14A/8SUBTEEN/11I2N/10ENJOY/11K3/9PAL3/7AGAVE3/9Ti4/9HA4/10T4/10O2Z1/9CRUXES/7REFS2DO/14B";
        let b = Board::from_fen(fen).unwrap();
        assert_eq!(b.to_fen(), fen);
        assert_eq!(b.get(8, 10), b'i');
        assert_eq!(b.get(0, 14), b'F');
        assert!(Board::from_fen("15/15").unwrap_err().contains("15 rows"));
        let short = fen.replacen("14F", "13F", 1);
        assert!(
            Board::from_fen(&short)
                .unwrap_err()
                .contains("row 1 covers 14")
        );
        assert!(Board::from_fen(&fen.replacen("14F", "14#", 1)).is_err());
    }

    #[test]
    fn coordinates_follow_the_notation() {
        assert_eq!(parse_coordinate("8D").unwrap(), (7, 3, Dir::Across));
        assert_eq!(parse_coordinate("E5").unwrap(), (4, 4, Dir::Down));
        assert_eq!(parse_coordinate("15A").unwrap(), (14, 0, Dir::Across));
        assert_eq!(coordinate(14, 0, Dir::Across), "15A");
        assert_eq!(coordinate(4, 4, Dir::Down), "E5");
        assert!(parse_coordinate("16A").is_err());
        assert!(parse_coordinate("P1").is_err());
        assert!(parse_coordinate("").is_err());
        // Non-ASCII first characters are refused, not sliced through.
        assert!(parse_coordinate("É8").is_err());
        assert!(parse_coordinate("８H").is_err());
        assert!(parse_coordinate("8É").is_err());
    }
}
