//! The material of Color Words as data: the two grids (colours of the 49 cells, the grid's own
//! rule, the solo ladder), the three colour boards, the 18 letter cards, the points a drawn
//! letter scores and the 36 bonus cards. Read from `assets/color_words/grids.ron` and
//! `cards.ron` (compiled in) and checked as it is read: a malformed file is a typed
//! [`MaterialError`], never a game with a broken grid.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::i18n::tr_in;

/// Cells along a side of a grid.
pub const SIDE: usize = 7;
/// Cells in a grid.
pub const CELLS: usize = SIDE * SIDE;

/// The grid files as shipped.
const GRIDS_RON: &str = include_str!("../../../assets/color_words/grids.ron");
/// The card files as shipped.
const CARDS_RON: &str = include_str!("../../../assets/color_words/cards.ron");

/// A colour of a cell or a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
    /// Red.
    Red,
}

impl Colour {
    /// The three colours, in the order of the boards on the table.
    pub const ALL: [Colour; 3] = [Colour::Blue, Colour::Yellow, Colour::Red];
}

/// A cell of a grid: column A-G (0-6) and row 1-7 (0-6). Written `C4`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Cell {
    /// Column, 0 for A.
    pub col: u8,
    /// Row, 0 for row 1.
    pub row: u8,
}

impl Cell {
    /// The Start cell, A1.
    pub const START: Cell = Cell { col: 0, row: 0 };

    /// The cell at column `col` and row `row` (from 0), if it is on the grid.
    pub fn new(col: usize, row: usize) -> Option<Cell> {
        (col < SIDE && row < SIDE).then_some(Cell {
            col: col as u8,
            row: row as u8,
        })
    }

    /// The cell with this index (row by row from A1), if it is on the grid.
    pub fn from_index(index: usize) -> Option<Cell> {
        Cell::new(index % SIDE, index / SIDE)
    }

    /// The cell's index, row by row from A1 (0-48).
    pub fn index(self) -> usize {
        self.row as usize * SIDE + self.col as usize
    }

    /// Whether the cell lies on the grid (a cell read from an action may not).
    pub fn on_grid(self) -> bool {
        (self.col as usize) < SIDE && (self.row as usize) < SIDE
    }

    /// Reads `C4` (column letter in either case, then the row).
    pub fn parse(text: &str) -> Option<Cell> {
        let mut chars = text.trim().chars();
        let col = chars.next()?.to_ascii_uppercase();
        let row: usize = chars.as_str().parse().ok()?;
        if !('A'..='G').contains(&col) || !(1..=SIDE).contains(&row) {
            return None;
        }
        Cell::new(col as usize - 'A' as usize, row - 1)
    }

    /// The cells sharing an edge with this one.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (c, r) = (self.col as i32, self.row as i32);
        [(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)]
            .into_iter()
            .filter_map(|(c, r)| {
                (c >= 0 && r >= 0)
                    .then(|| Cell::new(c as usize, r as usize))
                    .flatten()
            })
    }

    /// The step from this cell to `next`, if it is one cell right or one cell down.
    pub fn step_to(self, next: Cell) -> Option<Step> {
        if next.row == self.row && next.col == self.col.wrapping_add(1) {
            Some(Step::Right)
        } else if next.col == self.col && next.row == self.row.wrapping_add(1) {
            Some(Step::Down)
        } else {
            None
        }
    }

    /// The cell one step away, if it is on the grid.
    pub fn stepped(self, step: Step) -> Option<Cell> {
        match step {
            Step::Right => Cell::new(self.col as usize + 1, self.row as usize),
            Step::Down => Cell::new(self.col as usize, self.row as usize + 1),
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

/// A step of a word's path: the only two directions a word is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// One cell to the right.
    Right,
    /// One cell down.
    Down,
}

/// A cell's colour, or the Start cell (no colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paint {
    /// The Start cell, A1.
    Start,
    /// A coloured cell.
    Colour(Colour),
}

/// Which of the two grids the table plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GridName {
    /// Grid A, "Filling": the Star box goes to the fewest empty cells.
    #[default]
    A,
    /// Grid B, "Star race": stars for completed rows and columns.
    B,
}

/// A grid's own rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Special {
    /// Grid A: the Star box's points to the fewest empty cells (solo: at most
    /// `solo_most_empty` empty cells).
    Filling {
        /// The Star box's points.
        points: u32,
        /// The most empty cells a solo player may leave and still score the Star box.
        solo_most_empty: usize,
    },
    /// Grid B: each circled star (a completed row or column) is worth `points_per_star`.
    StarRace {
        /// Points per circled star.
        points_per_star: u32,
    },
}

/// One grid: its cells' colours, its rule and its solo ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// A or B.
    pub name: GridName,
    /// Each cell's paint, by [`Cell::index`].
    pub paint: [Paint; CELLS],
    /// The grid's own rule.
    pub special: Special,
    /// The solo ladder's five thresholds, lowest first.
    pub ladder: [u32; 5],
}

impl Grid {
    /// The paint of `cell`.
    pub fn paint(&self, cell: Cell) -> Paint {
        self.paint[cell.index()]
    }

    /// The colour of `cell`, `None` for the Start cell.
    pub fn colour(&self, cell: Cell) -> Option<Colour> {
        match self.paint(cell) {
            Paint::Start => None,
            Paint::Colour(c) => Some(c),
        }
    }
}

/// A bonus card's theme (judged by a vote of the players).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Theme {
    /// Cinema, TV series, YouTube.
    Screen,
    /// Literature, comics, manga.
    Books,
    /// Sports.
    Sports,
    /// Cooking.
    Cooking,
    /// History.
    History,
    /// Nature, plants, animals.
    Nature,
    /// Famous people, real or fictional.
    FamousPeople,
    /// Fashion, clothes.
    Fashion,
    /// Travel, geography.
    Travel,
    /// Science, technology.
    Science,
    /// Games.
    Games,
    /// Music.
    Music,
}

/// What a bonus card asks of the word.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BonusKind {
    /// The word fits the theme (a vote decides); proper nouns are allowed meanwhile.
    Theme(Theme),
    /// The word's last letter is in a cell of this colour.
    LastLetter(Colour),
    /// The word turns at least once in a cell of this colour.
    Turn(Colour),
    /// The word starts with this letter.
    FirstLetter(char),
    /// The word is written in one straight line this way.
    Straight(Step),
    /// The word uses at least these cells (written `C4` in the file).
    Cells(Vec<String>),
    /// The word has exactly this many letters.
    Size(usize),
}

/// One bonus card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusCard {
    /// Its condition.
    pub kind: BonusKind,
    /// The points it adds when the word meets it.
    pub points: u32,
}

impl BonusCard {
    /// The cells a Cells card names (empty for other cards). Checked when the file is read.
    pub fn cells(&self) -> Vec<Cell> {
        match &self.kind {
            BonusKind::Cells(names) => names.iter().filter_map(|n| Cell::parse(n)).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the card is judged by a vote.
    pub fn is_theme(&self) -> bool {
        matches!(self.kind, BonusKind::Theme(_))
    }
}

/// The points a drawn letter scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LetterPoints {
    /// In a cell of its board's colour.
    pub same_colour: u32,
    /// In a cell of another colour.
    pub other_colour: u32,
    /// In the Start cell (no colour).
    pub start_cell: u32,
}

/// Everything in the box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Material {
    /// Grid A and grid B.
    pub grids: Vec<Grid>,
    /// The colour boards, in the order drawn letters are laid on them.
    pub boards: [Colour; 3],
    /// The letter cards (uppercase A-Z).
    pub letters: Vec<u8>,
    /// What a drawn letter scores.
    pub points: LetterPoints,
    /// The bonus cards.
    pub bonus: Vec<BonusCard>,
}

/// Why a material file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaterialError {
    /// Not readable as the file's format; the reader's reason.
    Format { file: &'static str, reason: String },
    /// A grid is not 7 rows of 7 cells.
    GridShape { grid: String },
    /// A grid has a character that is not S, B, Y or R.
    GridPaint { grid: String, found: char },
    /// A grid's Start cell is not A1 alone.
    GridStart { grid: String },
    /// A grid has not 16 cells of each colour.
    GridCounts { grid: String },
    /// A row or column lacks a colour (`line` is `3` or `C`).
    GridLine { grid: String, line: String },
    /// Grid A or B is missing, or listed twice.
    GridList,
    /// A ladder is not five rising thresholds.
    Ladder { grid: String },
    /// The boards are not the three colours.
    Boards,
    /// A letter card is not an uppercase letter, or is there twice.
    Letters,
    /// Fewer letter cards than six rounds draw.
    TooFewLetters { have: usize, need: usize },
    /// Fewer bonus cards than six rounds draw.
    TooFewBonus { have: usize, need: usize },
    /// A bonus card is malformed (its number, from 1).
    Bonus { card: usize },
}

impl MaterialError {
    /// The reason in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            MaterialError::Format { file, reason } => {
                tr_in!(
                    lang,
                    "clw-material-format",
                    file = *file,
                    reason = reason.as_str()
                )
            }
            MaterialError::GridShape { grid } => {
                tr_in!(lang, "clw-material-grid-shape", grid = grid.as_str())
            }
            MaterialError::GridPaint { grid, found } => tr_in!(
                lang,
                "clw-material-grid-paint",
                grid = grid.as_str(),
                found = found.to_string()
            ),
            MaterialError::GridStart { grid } => {
                tr_in!(lang, "clw-material-grid-start", grid = grid.as_str())
            }
            MaterialError::GridCounts { grid } => {
                tr_in!(lang, "clw-material-grid-counts", grid = grid.as_str())
            }
            MaterialError::GridLine { grid, line } => tr_in!(
                lang,
                "clw-material-grid-line",
                grid = grid.as_str(),
                line = line.as_str()
            ),
            MaterialError::GridList => tr_in!(lang, "clw-material-grid-list"),
            MaterialError::Ladder { grid } => {
                tr_in!(lang, "clw-material-ladder", grid = grid.as_str())
            }
            MaterialError::Boards => tr_in!(lang, "clw-material-boards"),
            MaterialError::Letters => tr_in!(lang, "clw-material-letters"),
            MaterialError::TooFewLetters { have, need } => tr_in!(
                lang,
                "clw-material-too-few-letters",
                have = *have,
                need = *need
            ),
            MaterialError::TooFewBonus { have, need } => tr_in!(
                lang,
                "clw-material-too-few-bonus",
                have = *have,
                need = *need
            ),
            MaterialError::Bonus { card } => tr_in!(lang, "clw-material-bonus", card = *card),
        }
    }
}

impl fmt::Display for MaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for MaterialError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GridFile {
    grids: Vec<GridFields>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GridFields {
    name: GridName,
    rows: Vec<String>,
    special: Special,
    ladder: Vec<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    boards: Vec<Colour>,
    letters: String,
    points: LetterPoints,
    bonus: Vec<BonusCard>,
}

/// Rounds in a game: each draws 3 letter cards and 1 bonus card.
pub const ROUNDS: usize = 6;

impl Material {
    /// The material as shipped (read once; the shipped files are checked by the tests).
    pub fn shipped() -> &'static Material {
        static SHIPPED: OnceLock<Material> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            Material::parse(GRIDS_RON, CARDS_RON).expect("the shipped material is valid")
        })
    }

    /// The grid named `name`.
    pub fn grid(&self, name: GridName) -> &Grid {
        self.grids
            .iter()
            .find(|g| g.name == name)
            .expect("both grids are checked to be present")
    }

    /// Reads and checks the two files' text.
    pub fn parse(grids: &str, cards: &str) -> Result<Material, MaterialError> {
        let grid_file: GridFile = ron::from_str(grids).map_err(|e| MaterialError::Format {
            file: "grids.ron",
            reason: e.to_string(),
        })?;
        let card_file: CardFile = ron::from_str(cards).map_err(|e| MaterialError::Format {
            file: "cards.ron",
            reason: e.to_string(),
        })?;
        let grids = grid_file
            .grids
            .into_iter()
            .map(check_grid)
            .collect::<Result<Vec<Grid>, MaterialError>>()?;
        let has = |n: GridName| grids.iter().filter(|g| g.name == n).count() == 1;
        if grids.len() != 2 || !has(GridName::A) || !has(GridName::B) {
            return Err(MaterialError::GridList);
        }
        let boards: [Colour; 3] = card_file
            .boards
            .try_into()
            .map_err(|_| MaterialError::Boards)?;
        if Colour::ALL.iter().any(|c| !boards.contains(c)) {
            return Err(MaterialError::Boards);
        }
        let letters: Vec<u8> = card_file.letters.bytes().collect();
        let mut sorted = letters.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != letters.len() || !letters.iter().all(u8::is_ascii_uppercase) {
            return Err(MaterialError::Letters);
        }
        if letters.len() < 3 * ROUNDS {
            return Err(MaterialError::TooFewLetters {
                have: letters.len(),
                need: 3 * ROUNDS,
            });
        }
        if card_file.bonus.len() < ROUNDS {
            return Err(MaterialError::TooFewBonus {
                have: card_file.bonus.len(),
                need: ROUNDS,
            });
        }
        for (i, card) in card_file.bonus.iter().enumerate() {
            let ok = match &card.kind {
                BonusKind::FirstLetter(c) => c.is_ascii_uppercase(),
                BonusKind::Cells(names) => {
                    !names.is_empty() && names.iter().all(|n| Cell::parse(n).is_some())
                }
                BonusKind::Size(n) => (2..=2 * SIDE - 1).contains(n),
                _ => true,
            };
            if !ok {
                return Err(MaterialError::Bonus { card: i + 1 });
            }
        }
        Ok(Material {
            grids,
            boards,
            letters,
            points: card_file.points,
            bonus: card_file.bonus,
        })
    }
}

fn check_grid(fields: GridFields) -> Result<Grid, MaterialError> {
    let grid = format!("{:?}", fields.name);
    if fields.rows.len() != SIDE || fields.rows.iter().any(|r| r.chars().count() != SIDE) {
        return Err(MaterialError::GridShape { grid });
    }
    let mut paint = [Paint::Start; CELLS];
    let mut starts = 0;
    for (r, row) in fields.rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            paint[r * SIDE + c] = match ch.to_ascii_uppercase() {
                'S' => {
                    starts += 1;
                    Paint::Start
                }
                'B' => Paint::Colour(Colour::Blue),
                'Y' => Paint::Colour(Colour::Yellow),
                'R' => Paint::Colour(Colour::Red),
                found => return Err(MaterialError::GridPaint { grid, found }),
            };
        }
    }
    if starts != 1 || paint[0] != Paint::Start {
        return Err(MaterialError::GridStart { grid });
    }
    let count = |c: Colour| paint.iter().filter(|p| **p == Paint::Colour(c)).count();
    if Colour::ALL.iter().any(|&c| count(c) != 16) {
        return Err(MaterialError::GridCounts { grid });
    }
    for i in 0..SIDE {
        let row: Vec<Paint> = (0..SIDE).map(|c| paint[i * SIDE + c]).collect();
        let col: Vec<Paint> = (0..SIDE).map(|r| paint[r * SIDE + i]).collect();
        for (line, cells) in [
            ((i + 1).to_string(), row),
            (((b'A' + i as u8) as char).to_string(), col),
        ] {
            if Colour::ALL
                .iter()
                .any(|&c| !cells.contains(&Paint::Colour(c)))
            {
                return Err(MaterialError::GridLine { grid, line });
            }
        }
    }
    let Ok(ladder) = <[u32; 5]>::try_from(fields.ladder.as_slice()) else {
        return Err(MaterialError::Ladder { grid });
    };
    if ladder.windows(2).any(|w| w[0] >= w[1]) {
        return Err(MaterialError::Ladder { grid });
    }
    Ok(Grid {
        name: fields.name,
        paint,
        special: fields.special,
        ladder,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_material_is_the_box() {
        let m = Material::shipped();
        assert_eq!(m.letters.len(), 18);
        assert_eq!(m.bonus.len(), 36);
        assert_eq!(
            String::from_utf8(m.letters.clone()).unwrap(),
            "ABCDEGILMNOPRSTUJV"
        );
        for name in [GridName::A, GridName::B] {
            let g = m.grid(name);
            assert_eq!(g.paint(Cell::START), Paint::Start);
            for c in Colour::ALL {
                assert_eq!(
                    g.paint.iter().filter(|p| **p == Paint::Colour(c)).count(),
                    16
                );
            }
        }
    }

    #[test]
    fn cells_read_and_write_as_on_the_sheet() {
        assert_eq!(Cell::parse("c4"), Cell::new(2, 3));
        assert_eq!(Cell::new(6, 6).unwrap().to_string(), "G7");
        for bad in ["H1", "A0", "A8", "", "4C"] {
            assert_eq!(Cell::parse(bad), None, "{bad}");
        }
        assert_eq!(
            Cell::START.step_to(Cell::new(1, 0).unwrap()),
            Some(Step::Right)
        );
        assert_eq!(Cell::START.step_to(Cell::new(1, 1).unwrap()), None);
        assert_eq!(Cell::START.neighbours().count(), 2);
    }

    #[test]
    fn a_malformed_file_is_refused_with_its_reason() {
        let bad_row = GRIDS_RON.replacen("\"SBBYRYR\"", "\"SBBYRYX\"", 1);
        assert!(matches!(
            Material::parse(&bad_row, CARDS_RON),
            Err(MaterialError::GridPaint { found: 'X', .. })
        ));
        // Swapping two cells of row 1 leaves the counts but moves the Start cell.
        let moved = GRIDS_RON.replacen("\"SBBYRYR\"", "\"BSBYRYR\"", 1);
        assert!(matches!(
            Material::parse(&moved, CARDS_RON),
            Err(MaterialError::GridStart { .. })
        ));
        let short = GRIDS_RON.replacen("\"SBBYRYR\"", "\"SBBYRY\"", 1);
        assert!(matches!(
            Material::parse(&short, CARDS_RON),
            Err(MaterialError::GridShape { .. })
        ));
        let twice = CARDS_RON.replace("ABCDEGILMNOPRSTUJV", "AACDEGILMNOPRSTUJV");
        assert_eq!(
            Material::parse(GRIDS_RON, &twice),
            Err(MaterialError::Letters)
        );
        let cell = CARDS_RON.replace("\"B4\"", "\"H9\"");
        assert_eq!(
            Material::parse(GRIDS_RON, &cell),
            Err(MaterialError::Bonus { card: 27 })
        );
        assert!(matches!(
            Material::parse("(grids: [", CARDS_RON),
            Err(MaterialError::Format {
                file: "grids.ron",
                ..
            })
        ));
    }
}
