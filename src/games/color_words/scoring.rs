//! How a word scores: each occurrence of a drawn letter, 1 point in a cell of another colour
//! than its board, 2 in a cell of its board's colour, the Start cell at most 1; then the bonus
//! card's condition. Plain functions of the grid, the draw, the word and its cells, used by the
//! rules, the best-word search (to check itself) and the tests.

use super::material::{BonusCard, BonusKind, Cell, Grid, LetterPoints, Paint};
use super::state::Draw;
pub use super::state::{LetterPoint, WordScore};

/// The points of `letter` (a-z) in `cell` for this draw: 0 when it is not a drawn letter.
pub fn letter_points(
    grid: &Grid,
    points: &LetterPoints,
    draw: &Draw,
    letter: u8,
    cell: Cell,
) -> u32 {
    let Some(&(board, _)) = draw
        .letters
        .iter()
        .find(|(_, l)| l.to_ascii_lowercase() == letter)
    else {
        return 0;
    };
    match grid.paint(cell) {
        Paint::Start => points.start_cell,
        Paint::Colour(c) if c == board => points.same_colour,
        Paint::Colour(_) => points.other_colour,
    }
}

/// The drawn letters' points of a word (`folded`: a-z, one letter a cell).
pub fn letters_score(
    grid: &Grid,
    points: &LetterPoints,
    draw: &Draw,
    folded: &[u8],
    cells: &[Cell],
) -> Vec<LetterPoint> {
    folded
        .iter()
        .zip(cells)
        .filter_map(|(&l, &cell)| {
            let p = letter_points(grid, points, draw, l, cell);
            (p > 0).then_some(LetterPoint {
                cell,
                letter: l.to_ascii_uppercase(),
                points: p,
            })
        })
        .collect()
}

/// The cells where the word turns: where it arrives going one way and leaves going the other.
pub fn turns(cells: &[Cell]) -> impl Iterator<Item = Cell> + '_ {
    cells.windows(3).filter_map(|w| {
        let a = w[0].step_to(w[1]);
        let b = w[1].step_to(w[2]);
        (a.is_some() && b.is_some() && a != b).then_some(w[1])
    })
}

/// Whether the word meets the card's condition; `None` for a thematic card (a vote decides).
pub fn bonus_met(grid: &Grid, card: &BonusCard, folded: &[u8], cells: &[Cell]) -> Option<bool> {
    Some(match &card.kind {
        BonusKind::Theme(_) => return None,
        BonusKind::LastLetter(colour) => cells
            .last()
            .is_some_and(|&c| grid.colour(c) == Some(*colour)),
        BonusKind::Turn(colour) => turns(cells).any(|c| grid.colour(c) == Some(*colour)),
        BonusKind::FirstLetter(letter) => folded
            .first()
            .is_some_and(|&l| l == letter.to_ascii_lowercase() as u8),
        BonusKind::Straight(step) => {
            cells.len() >= 2 && cells.windows(2).all(|w| w[0].step_to(w[1]) == Some(*step))
        }
        BonusKind::Cells(_) => card.cells().iter().all(|c| cells.contains(c)),
        BonusKind::Size(n) => folded.len() == *n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::color_words::material::{Colour, GridName, Material};

    fn cell(s: &str) -> Cell {
        Cell::parse(s).unwrap()
    }

    #[test]
    fn the_start_cell_scores_one_point_at_most() {
        let m = Material::shipped();
        let grid = m.grid(GridName::A);
        let draw = Draw {
            letters: [
                (Colour::Blue, b'A'),
                (Colour::Yellow, b'B'),
                (Colour::Red, b'C'),
            ],
            bonus: 0,
        };
        assert_eq!(letter_points(grid, &m.points, &draw, b'a', Cell::START), 1);
        assert_eq!(letter_points(grid, &m.points, &draw, b'z', Cell::START), 0);
        // B1 is blue on grid A.
        assert_eq!(letter_points(grid, &m.points, &draw, b'a', cell("B1")), 2);
        assert_eq!(letter_points(grid, &m.points, &draw, b'b', cell("B1")), 1);
    }

    #[test]
    fn turns_are_where_the_direction_changes() {
        let path: Vec<Cell> = ["A1", "B1", "B2", "B3", "C3"]
            .iter()
            .map(|s| cell(s))
            .collect();
        assert_eq!(
            turns(&path).collect::<Vec<_>>(),
            vec![cell("B1"), cell("B3")]
        );
    }
}
