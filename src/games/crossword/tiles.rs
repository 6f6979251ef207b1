//! Tile counts by letter, blanks apart: what a full bag holds, what lies on a board, what a
//! rack shows. A game record can then be checked for tiles the set does not have (three Z, a
//! third blank, a rack holding tiles that are already on the board).

use super::board::Board;
use super::rules::Rules;

/// How many tiles of each letter `A`-`Z` (indices 0-25) and blanks (index 26).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TileCounts([u32; 27]);

impl TileCounts {
    /// The full bag of a rule set.
    pub fn full_bag(rules: &Rules) -> TileCounts {
        let mut c = TileCounts::default();
        for (i, &n) in rules.counts.iter().enumerate() {
            c.0[i] = n as u32;
        }
        c.0[26] = rules.blanks as u32;
        c
    }

    /// The tiles on a board: a lowercase letter is a blank.
    pub fn on_board(board: &Board) -> TileCounts {
        let mut c = TileCounts::default();
        for &t in board.squares() {
            if t != 0 {
                c.add(t);
            }
        }
        c
    }

    /// Adds one tile: `A`-`Z` a letter; `?` or a lowercase letter a blank. Anything else is
    /// not a tile and is left out (the parser refuses such racks before they get here).
    pub fn add(&mut self, tile: u8) {
        match tile {
            b'A'..=b'Z' => self.0[(tile - b'A') as usize] += 1,
            b'?' | b'a'..=b'z' => self.0[26] += 1,
            _ => {}
        }
    }

    /// Adds every tile of a rack or a word.
    pub fn add_all(&mut self, tiles: &[u8]) {
        for &t in tiles {
            self.add(t);
        }
    }

    /// `self` plus `other`.
    pub fn plus(mut self, other: &TileCounts) -> TileCounts {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += b;
        }
        self
    }

    /// `self` less `other`, never below zero per tile.
    pub fn minus(mut self, other: &TileCounts) -> TileCounts {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_sub(*b);
        }
        self
    }

    /// How many tiles in all.
    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The tiles in alphabetical order, blanks last, as a rack writes them (`AEEIRST?`).
    pub fn spelled(&self) -> String {
        self.excess_over(&TileCounts::default())
    }

    /// The tiles `self` has beyond `limit`, as a rack writes them (`ZZ`, `?`), empty when it
    /// fits.
    pub fn excess_over(&self, limit: &TileCounts) -> String {
        let mut out = String::new();
        for (i, (&have, &max)) in self.0.iter().zip(limit.0.iter()).enumerate() {
            let tile = if i == 26 {
                '?'
            } else {
                (b'A' + i as u8) as char
            };
            for _ in max..have {
                out.push(tile);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::RulesKind;
    use super::*;

    #[test]
    fn a_board_and_a_rack_fit_the_bag_until_a_tile_is_one_too_many() {
        let bag = TileCounts::full_bag(RulesKind::Classic.rules());
        let mut board = Board::empty();
        board.set(7, 7, b'Z');
        board.set(7, 8, b'a');
        let on = TileCounts::on_board(&board);
        let mut rack = TileCounts::default();
        rack.add_all(b"?QA");
        assert_eq!(on.plus(&rack).excess_over(&bag), "");
        rack.add_all(b"Z?");
        assert_eq!(on.plus(&rack).excess_over(&bag), "Z?");
    }
}
