//! Tiles set on squares one by one, as a player drags them from the rack, read as the
//! placement they make: they must share a row or a column and leave no empty square between
//! them (tiles already on the board fill gaps). The table never decides this itself; it asks
//! here and shows the answer, then `check_play` says whether the placement is legal and what
//! it scores.

use super::board::{Board, Dir, SIZE};
use super::check::Rejection;
use super::play::{Cell, Play};

/// A tile set on a square: row, column (0-14) and the tile (`A`-`Z`, or `a`-`z` for a blank
/// standing for that letter).
pub type Placed = (usize, usize, u8);

/// The placement the tiles `placed` make on `board`: the whole word along their line, board
/// tiles included at both ends and in between. One tile reads across when it touches a tile
/// left or right of it, down otherwise.
pub fn play_from_tiles(board: &Board, placed: &[Placed]) -> Result<Play, Rejection> {
    let Some(&(r0, c0, _)) = placed.first() else {
        return Err(Rejection::NoTiles);
    };
    if placed.iter().any(|&(r, c, _)| r >= SIZE || c >= SIZE) {
        return Err(Rejection::OffBoard);
    }
    for (i, &(r, c, _)) in placed.iter().enumerate() {
        if board.get(r, c) != 0 {
            return Err(Rejection::SquareTaken(super::board::coordinate(
                r,
                c,
                Dir::Down,
            )));
        }
        if placed[..i].iter().any(|&(r2, c2, _)| (r2, c2) == (r, c)) {
            return Err(Rejection::NotInLine);
        }
    }
    let same_row = placed.iter().all(|&(r, _, _)| r == r0);
    let same_col = placed.iter().all(|&(_, c, _)| c == c0);
    let dir = match (same_row, same_col) {
        (false, false) => return Err(Rejection::NotInLine),
        // One tile: across if it has a neighbour left or right, else down.
        (true, true) => {
            let left = c0 > 0 && board.get(r0, c0 - 1) != 0;
            let right = c0 + 1 < SIZE && board.get(r0, c0 + 1) != 0;
            if left || right {
                Dir::Across
            } else {
                Dir::Down
            }
        }
        (true, false) => Dir::Across,
        (false, true) => Dir::Down,
    };
    // Positions along the line, and the fixed coordinate.
    let along = |&(r, c, _): &Placed| if dir == Dir::Across { c } else { r };
    let square = |i: usize| if dir == Dir::Across { (r0, i) } else { (i, c0) };
    let tile_at = |i: usize| {
        let (r, c) = square(i);
        board.get(r, c)
    };
    let lo = placed.iter().map(along).min().expect("a tile");
    let hi = placed.iter().map(along).max().expect("a tile");
    // Between the first and last tile, every square holds a new tile or a board tile.
    for i in lo..=hi {
        if tile_at(i) == 0 && !placed.iter().any(|p| along(p) == i) {
            return Err(Rejection::Gap(super::board::coordinate(
                square(i).0,
                square(i).1,
                Dir::Down,
            )));
        }
    }
    // The word runs on over board tiles at both ends.
    let mut start = lo;
    while start > 0 && tile_at(start - 1) != 0 {
        start -= 1;
    }
    let mut end = hi;
    while end + 1 < SIZE && tile_at(end + 1) != 0 {
        end += 1;
    }
    let cells = (start..=end)
        .map(|i| match placed.iter().find(|p| along(p) == i) {
            Some(&(_, _, t)) => Cell::New(t),
            None => Cell::Board(Some(tile_at(i).to_ascii_uppercase())),
        })
        .collect();
    let (row, col) = square(start);
    Ok(Play {
        row,
        col,
        dir,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_with(word: &str, row: usize, col: usize) -> Board {
        let mut b = Board::empty();
        for (i, t) in word.bytes().enumerate() {
            b.set(row, col + i, t);
        }
        b
    }

    #[test]
    fn tiles_in_a_row_make_an_across_play() {
        let p =
            play_from_tiles(&Board::empty(), &[(7, 9, b'E'), (7, 7, b'A'), (7, 8, b'T')]).unwrap();
        assert_eq!(p.notation(&Board::empty()), "8H ATE");
    }

    #[test]
    fn board_tiles_fill_gaps_and_extend_the_ends() {
        // CAT across at 8G-8I; lay S after it and R before it.
        let b = board_with("CAT", 7, 6);
        let p = play_from_tiles(&b, &[(7, 9, b'S')]).unwrap();
        assert_eq!(p.notation(&b), "8G (CAT)S");
        let p = play_from_tiles(&b, &[(7, 5, b'S'), (7, 9, b's')]).unwrap();
        assert_eq!(p.notation(&b), "8F S(CAT)s");
    }

    #[test]
    fn a_column_makes_a_down_play_through_the_board() {
        let b = board_with("CAT", 7, 6);
        let p = play_from_tiles(&b, &[(6, 7, b'B'), (8, 7, b'D')]).unwrap();
        assert_eq!(p.notation(&b), "H7 B(A)D");
        // One tile under the A, no neighbour left or right: down.
        let p = play_from_tiles(&b, &[(8, 7, b'T')]).unwrap();
        assert_eq!(p.notation(&b), "H8 (A)T");
    }

    #[test]
    fn scattered_tiles_are_not_in_line() {
        let r = play_from_tiles(&Board::empty(), &[(7, 7, b'A'), (8, 8, b'B')]);
        assert_eq!(r, Err(Rejection::NotInLine));
    }

    #[test]
    fn an_empty_square_between_tiles_is_a_gap() {
        let r = play_from_tiles(&Board::empty(), &[(7, 7, b'A'), (7, 9, b'B')]);
        assert_eq!(r, Err(Rejection::Gap("I8".into())));
    }

    #[test]
    fn no_tiles_and_taken_squares_are_refused() {
        assert_eq!(
            play_from_tiles(&Board::empty(), &[]),
            Err(Rejection::NoTiles)
        );
        let b = board_with("CAT", 7, 6);
        assert_eq!(
            play_from_tiles(&b, &[(7, 6, b'S')]),
            Err(Rejection::SquareTaken("G8".into()))
        );
    }
}
