//! Why Color Words refuses an action, as data with its fields, and its wording through the
//! Fluent catalogue (`color_words_refusals.ftl`). A refused action changes nothing.

use std::fmt;

use super::material::Cell;
use super::state::Star;
use crate::i18n::Lang;

/// What the game waits for, when an action does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Expected {
    /// The solo player's star to cross out (grid B).
    CrossOut,
    /// The round's draw.
    Draw,
    /// A word, or a pass.
    Write,
    /// A vote on a word under a thematic card.
    Vote,
}

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The game waits for other seats.
    NotYourTurn {
        /// The seats it waits for.
        waiting: Vec<usize>,
    },
    /// The game waits for another kind of action.
    WrongAction {
        /// What it waits for.
        expected: Expected,
    },
    /// The seat has written (or passed) this round already.
    AlreadyWrote,
    /// The word holds something that is not a letter (a hyphen, an apostrophe, a digit).
    NotALetter {
        /// The first such character.
        found: char,
    },
    /// Too few letters.
    TooShort {
        /// The fewest letters a word has.
        min: usize,
    },
    /// The path has not one cell a letter.
    PathLength {
        /// Letters in the word (accents folded).
        letters: usize,
        /// Cells in the path.
        cells: usize,
    },
    /// A cell of the path is off the grid.
    OffGrid,
    /// Two cells in a row are not one step right or one step down.
    NotAStep {
        /// The cell before.
        from: Cell,
        /// The cell after.
        to: Cell,
    },
    /// A cell of the path already holds a letter (of an earlier word).
    Filled {
        /// The cell.
        cell: Cell,
    },
    /// The grid is empty: the first letter goes in the Start cell.
    MustStartOnStart {
        /// Where the word started.
        cell: Cell,
    },
    /// The first letter is not next to a filled cell.
    NotAdjacent {
        /// Where the word started.
        cell: Cell,
    },
    /// The word is not in the table's dictionary.
    NotAWord {
        /// The word.
        word: String,
    },
    /// The family filter (house rule) keeps the word off the table.
    KeptOff {
        /// The word.
        word: String,
    },
    /// No word of this seat is waiting for a vote.
    NothingToJudge {
        /// The seat named.
        writer: usize,
    },
    /// The voter has judged this word already.
    AlreadyVoted {
        /// The word's writer.
        writer: usize,
    },
    /// Players judge the others' words, not their own (except alone).
    OwnWord,
    /// The star is circled or crossed out already.
    StarTaken {
        /// The star.
        star: Star,
    },
    /// No such row or column.
    NoSuchStar,
}

impl crate::engine::Worded for Refusal {
    fn message(&self, lang: Lang) -> String {
        Refusal::message(self, lang)
    }
}

impl Refusal {
    /// The reason in `lang`, as the table shows it.
    pub fn message(&self, lang: Lang) -> String {
        use crate::i18n::tr_in;
        match self {
            Refusal::GameOver => tr_in!(lang, "clw-refused-game-over"),
            Refusal::NotYourTurn { waiting } => {
                // Seats counted as saves count them (from 0).
                let seats: Vec<String> = waiting.iter().map(|s| s.to_string()).collect();
                tr_in!(
                    lang,
                    "clw-refused-not-your-turn",
                    seats = seats.join(", "),
                    count = waiting.len()
                )
            }
            Refusal::WrongAction { expected } => match expected {
                Expected::CrossOut => tr_in!(lang, "clw-refused-expected-cross-out"),
                Expected::Draw => tr_in!(lang, "clw-refused-expected-draw"),
                Expected::Write => tr_in!(lang, "clw-refused-expected-write"),
                Expected::Vote => tr_in!(lang, "clw-refused-expected-vote"),
            },
            Refusal::AlreadyWrote => tr_in!(lang, "clw-refused-already-wrote"),
            Refusal::NotALetter { found } => {
                tr_in!(lang, "clw-refused-not-a-letter", found = found.to_string())
            }
            Refusal::TooShort { min } => tr_in!(lang, "clw-refused-too-short", min = *min),
            Refusal::PathLength { letters, cells } => tr_in!(
                lang,
                "clw-refused-path-length",
                letters = *letters,
                cells = *cells
            ),
            Refusal::OffGrid => tr_in!(lang, "clw-refused-off-grid"),
            Refusal::NotAStep { from, to } => tr_in!(
                lang,
                "clw-refused-not-a-step",
                from = from.to_string(),
                to = to.to_string()
            ),
            Refusal::Filled { cell } => {
                tr_in!(lang, "clw-refused-filled", cell = cell.to_string())
            }
            Refusal::MustStartOnStart { cell } => {
                tr_in!(
                    lang,
                    "clw-refused-must-start-on-start",
                    cell = cell.to_string()
                )
            }
            Refusal::NotAdjacent { cell } => {
                tr_in!(lang, "clw-refused-not-adjacent", cell = cell.to_string())
            }
            Refusal::NotAWord { word } => {
                tr_in!(lang, "clw-refused-not-a-word", word = word.as_str())
            }
            Refusal::KeptOff { word } => tr_in!(lang, "house-kept-off", word = word.as_str()),
            Refusal::NothingToJudge { writer } => {
                tr_in!(lang, "clw-refused-nothing-to-judge", seat = writer + 1)
            }
            Refusal::AlreadyVoted { writer } => {
                tr_in!(lang, "clw-refused-already-voted", seat = writer + 1)
            }
            Refusal::OwnWord => tr_in!(lang, "clw-refused-own-word"),
            Refusal::StarTaken { star } => star_message(lang, *star),
            Refusal::NoSuchStar => tr_in!(lang, "clw-refused-no-such-star"),
        }
    }
}

fn star_message(lang: Lang, star: Star) -> String {
    use crate::i18n::tr_in;
    match star {
        Star::Row(_) => tr_in!(lang, "clw-refused-row-star-taken", line = star.to_string()),
        Star::Column(_) => {
            tr_in!(
                lang,
                "clw-refused-column-star-taken",
                line = star.to_string()
            )
        }
    }
}

/// In the app's language.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for Refusal {}
