//! The plain data of a Color Words game: what a seat does ([`Action`]), what came of it
//! ([`Event`]), the phase the round is in, and each player's sheet (the grid's letters, the
//! words written, the score bubbles, the stars).

use super::material::{CELLS, Cell, Colour, SIDE};

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Grid B, solo: cross out one star not yet circled, at the start of a round.
    CrossOutStar(Star),
    /// Flip the round's 3 letter cards onto the boards and its bonus card (the dealer).
    Draw,
    /// Write `word` in these cells, one letter a cell, in order.
    Write {
        /// The word as typed (accents allowed; folded to a-z to match).
        word: String,
        /// The path, first letter first.
        cells: Vec<Cell>,
    },
    /// Write nothing this round (the 90 seconds ran out).
    Pass,
    /// Judge whether `writer`'s word fits the thematic bonus card.
    Vote {
        /// The seat whose word is judged.
        writer: usize,
        /// Whether it fits.
        fits: bool,
    },
}

/// What a vote on a word asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum VoteOn {
    /// Whether a word outside the dictionary is a proper noun (refused, it is erased).
    ProperNoun,
    /// Whether the word fits the thematic card (only the bonus depends on it).
    Theme,
    /// Whether the table accepts a word the dictionary lacks, under a card that is not
    /// thematic (house rule: the players' vote overrules the dictionary; refused, it is
    /// erased).
    OutsideDictionary,
}

/// A row or column of grid B, with its star.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Star {
    /// Row 1-7 (0-6).
    Row(u8),
    /// Column A-G (0-6).
    Column(u8),
}

impl Star {
    /// The 14 stars: rows 1-7, then columns A-G.
    pub fn all() -> impl Iterator<Item = Star> {
        (0..SIDE as u8)
            .map(Star::Row)
            .chain((0..SIDE as u8).map(Star::Column))
    }

    /// Index 0-13 (rows first).
    pub fn index(self) -> usize {
        match self {
            Star::Row(r) => r as usize,
            Star::Column(c) => SIDE + c as usize,
        }
    }

    /// The cells of its row or column.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..SIDE as u8).map(move |i| match self {
            Star::Row(r) => Cell { col: i, row: r },
            Star::Column(c) => Cell { col: c, row: i },
        })
    }

    /// Whether it is on the grid (a star read from an action may not be).
    pub fn on_grid(self) -> bool {
        match self {
            Star::Row(i) | Star::Column(i) => (i as usize) < SIDE,
        }
    }

    /// Reads `4` (row 4) or `C` (column C).
    pub fn parse(text: &str) -> Option<Star> {
        let t = text.trim();
        if let Ok(n) = t.parse::<u8>() {
            return (1..=SIDE as u8).contains(&n).then(|| Star::Row(n - 1));
        }
        let mut chars = t.chars();
        let c = chars.next()?.to_ascii_uppercase();
        (chars.next().is_none() && ('A'..='G').contains(&c)).then(|| Star::Column(c as u8 - b'A'))
    }
}

impl std::fmt::Display for Star {
    /// `4` for row 4, `C` for column C.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Star::Row(r) => write!(f, "{}", r + 1),
            Star::Column(c) => write!(f, "{}", (b'A' + c) as char),
        }
    }
}

/// A star on one player's sheet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum StarMark {
    /// Still to be won.
    #[default]
    Open,
    /// Circled: the player completed the line (worth points at the end).
    Circled,
    /// Crossed out: someone else won it first, or (solo) the player crossed it.
    Crossed,
}

/// One word on a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The round it was written in (from 0).
    pub round: usize,
    /// The word folded to a-z, one letter a cell.
    pub folded: String,
    /// The word as shown, with its accents.
    pub display: String,
    /// Its cells, in order.
    pub cells: Vec<Cell>,
    /// Whether it is a proper noun (not in the dictionary, written under a thematic card).
    pub proper_noun: bool,
}

/// One round on a sheet: the word, or nothing, and its score bubble.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bubble {
    /// The round (from 0).
    pub round: usize,
    /// The word's score, its parts listed; zero when nothing was written.
    pub score: WordScore,
}

/// A player's sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// Each cell's letter (a-z), by [`Cell::index`]; 0 when empty.
    pub letters: [u8; CELLS],
    /// Each cell's letter as shown (with its accent), by [`Cell::index`].
    pub shown: [char; CELLS],
    /// The words written, in order.
    pub words: Vec<Written>,
    /// The score bubbles, one a finished round.
    pub bubbles: Vec<Bubble>,
    /// Grid B's stars, by [`Star::index`].
    pub stars: [StarMark; 2 * SIDE],
    /// The Star box's points, once the game is over.
    pub star_box: Option<u32>,
}

impl Default for Sheet {
    fn default() -> Sheet {
        Sheet {
            letters: [0; CELLS],
            shown: [' '; CELLS],
            words: Vec::new(),
            bubbles: Vec::new(),
            stars: [StarMark::Open; 2 * SIDE],
            star_box: None,
        }
    }
}

impl Sheet {
    /// Whether `cell` holds a letter.
    pub fn filled(&self, cell: Cell) -> bool {
        self.letters[cell.index()] != 0
    }

    /// Cells still empty.
    pub fn empty_cells(&self) -> usize {
        self.letters.iter().filter(|&&l| l == 0).count()
    }

    /// Whether every cell of `star`'s line holds a letter.
    pub fn line_full(&self, star: Star) -> bool {
        star.cells().all(|c| self.filled(c))
    }

    /// The mark on `star`.
    pub fn star(&self, star: Star) -> StarMark {
        self.stars[star.index()]
    }

    /// Points of the score bubbles so far.
    pub fn bubbles_total(&self) -> u32 {
        self.bubbles.iter().map(|b| b.score.total()).sum()
    }

    /// The whole score: bubbles plus the Star box (0 until the end).
    pub fn total(&self) -> u32 {
        self.bubbles_total() + self.star_box.unwrap_or(0)
    }

    /// Whether a word may start on `cell` now: the Start cell while the grid is empty, else
    /// an empty cell next to a filled one.
    pub fn may_start(&self, cell: Cell) -> bool {
        if self.filled(cell) {
            return false;
        }
        if self.letters.iter().all(|&l| l == 0) {
            return cell == Cell::START;
        }
        cell.neighbours().any(|n| self.filled(n))
    }
}

/// A player: a name and a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Shown at the table.
    pub name: String,
    /// Their sheet.
    pub sheet: Sheet,
}

/// The round's cards on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    /// Each board's colour and the letter (A-Z) flipped onto it.
    pub letters: [(Colour, u8); 3],
    /// The bonus card (its index in the material).
    pub bonus: usize,
}

/// What the round waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Solo on grid B: the player crosses out a star before the round's draw.
    CrossOut,
    /// The dealer flips the round's cards.
    Draw {
        /// The seat that flips them.
        dealer: usize,
    },
    /// Everyone writes at once; `done[seat]` once they wrote or passed.
    Write {
        /// Who has written or passed.
        done: Vec<bool>,
    },
    /// The players judge the words written under a thematic card: `ballots[writer][voter]`.
    Vote {
        /// Each word's votes so far (`None` not yet cast); an entry for every seat that
        /// wrote a word, empty for one that did not. The writer's own entry (except alone)
        /// is filled from the start and never counted.
        ballots: Vec<Vec<Option<bool>>>,
    },
    /// The game has ended.
    Over,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A round began (from 0).
    RoundStarted {
        /// The round.
        round: usize,
    },
    /// The solo player crossed out a star.
    StarCrossedOut {
        /// Who.
        seat: usize,
        /// Which.
        star: Star,
    },
    /// The round's cards were flipped.
    Drew(Draw),
    /// A player wrote a word.
    Wrote {
        /// Who.
        seat: usize,
        /// The word as shown.
        word: String,
        /// Its cells.
        cells: Vec<Cell>,
    },
    /// A player wrote nothing this round.
    Passed {
        /// Who.
        seat: usize,
    },
    /// A vote was cast.
    Voted {
        /// The voter.
        seat: usize,
        /// The word's writer.
        writer: usize,
        /// The vote.
        fits: bool,
    },
    /// The vote on a word is over.
    Judged {
        /// The word's writer.
        writer: usize,
        /// Whether it fits the theme.
        fits: bool,
    },
    /// The vote on whether a word outside the dictionary is a proper noun is over.
    NounJudged {
        /// The word's writer.
        writer: usize,
        /// Whether the table takes it as a proper noun.
        accepted: bool,
    },
    /// A proper noun refused by the vote was erased.
    Erased {
        /// Its writer.
        seat: usize,
        /// The word.
        word: String,
    },
    /// A score bubble was filled.
    Scored {
        /// Whose.
        seat: usize,
        /// The round.
        round: usize,
        /// Its parts.
        score: WordScore,
    },
    /// Grid B: a completed line's star was circled.
    StarCircled {
        /// Who.
        seat: usize,
        /// Which.
        star: Star,
    },
    /// Grid B: a star was crossed out because someone else circled it.
    StarLost {
        /// On whose sheet.
        seat: usize,
        /// Which.
        star: Star,
    },
    /// The Star box was filled at the end (0: crossed out).
    StarBox {
        /// Whose.
        seat: usize,
        /// Its points.
        points: u32,
    },
    /// The game ended.
    GameOver {
        /// Each seat's total.
        totals: Vec<u32>,
        /// The winners (ties share the win).
        winners: Vec<usize>,
        /// Solo: the rating on the ladder.
        rating: Option<Rating>,
    },
}

/// The solo ladder's six titles, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rating {
    /// Below the first threshold.
    PlayAgain,
    /// "Not bad!"
    NotBad,
    /// "Bravo!"
    Bravo,
    /// "Formidable!"
    Formidable,
    /// "Fantastic!"
    Fantastic,
    /// At or above the last threshold.
    Insane,
}

impl Rating {
    /// The title for `total` on a ladder of five rising thresholds.
    pub fn on_ladder(total: u32, ladder: &[u32; 5]) -> Rating {
        const UP: [Rating; 6] = [
            Rating::PlayAgain,
            Rating::NotBad,
            Rating::Bravo,
            Rating::Formidable,
            Rating::Fantastic,
            Rating::Insane,
        ];
        UP[ladder.iter().filter(|&&t| total >= t).count()]
    }

    /// The catalogue key of its title.
    pub fn key(self) -> &'static str {
        match self {
            Rating::PlayAgain => "clw-rating-play-again",
            Rating::NotBad => "clw-rating-not-bad",
            Rating::Bravo => "clw-rating-bravo",
            Rating::Formidable => "clw-rating-formidable",
            Rating::Fantastic => "clw-rating-fantastic",
            Rating::Insane => "clw-rating-insane",
        }
    }
}

/// What one drawn letter of the word scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LetterPoint {
    /// Where it is.
    pub cell: Cell,
    /// The letter (A-Z).
    pub letter: u8,
    /// Its points.
    pub points: u32,
}

/// A word's score, part by part: its bubble is [`WordScore::total`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WordScore {
    /// Every drawn letter of the word, in order.
    pub letters: Vec<LetterPoint>,
    /// The bonus card's points when its condition is met, else 0.
    pub bonus: u32,
}

impl WordScore {
    /// The letters' points.
    pub fn letter_points(&self) -> u32 {
        self.letters.iter().map(|l| l.points).sum()
    }

    /// The whole score.
    pub fn total(&self) -> u32 {
        self.letter_points() + self.bonus
    }
}
