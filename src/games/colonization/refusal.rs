//! Why Colonization refuses an action, as data with its fields, and its wording through the
//! Fluent catalogue (`colonization_refusals.ftl`). A refused action changes nothing.

use std::fmt;

use crate::games::crossword::Rejection;
use crate::i18n::Lang;

/// What the game waits for, when an action does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Expected {
    /// A language name.
    Name,
    /// A vote.
    Vote,
    /// A move: place, pass, exchange or transform.
    Move,
    /// A tile revealed for a Transform.
    Reveal,
    /// English's turn.
    EnglishTurn,
}

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The game waits for other seats.
    NotYourTurn { waiting: Vec<usize> },
    /// The game waits for another kind of action.
    WrongAction { expected: Expected },
    /// The name must use exactly the seven rack tiles.
    NameNotRack { rack: String },
    /// The placement breaks a Classic rule.
    Illegal(Rejection),
    /// The main word is shorter than the minimum.
    TooShort { word: String, min: usize },
    /// Exchanges need a fuller bag.
    BagTooSmall { have: usize, need: usize },
    /// An exchange of no tiles.
    EmptyExchange,
    /// The rack lacks these tiles.
    NotOnRack { tiles: String },
    /// No record has this number.
    NoSuchRecord { record: usize },
    /// The record is English already.
    TargetEnglish { record: usize },
    /// The record is the actor's own.
    TargetOwn { record: usize },
    /// The actor's white meeple is spent.
    WhiteMeepleUsed,
    /// A seat in the Transform has no tile to reveal.
    NoTileToReveal { seat: usize },
}

impl Refusal {
    /// The reason in `lang`, as the table shows it.
    pub fn message(&self, lang: Lang) -> String {
        use crate::i18n::tr_in;
        match self {
            Refusal::GameOver => tr_in!(lang, "col-refused-game-over"),
            Refusal::NotYourTurn { waiting } => {
                // Seats counted as saves count them (from 0).
                let seats: Vec<String> = waiting.iter().map(|s| s.to_string()).collect();
                tr_in!(
                    lang,
                    "col-refused-not-your-turn",
                    seats = seats.join(", "),
                    count = waiting.len()
                )
            }
            Refusal::WrongAction { expected } => match expected {
                Expected::Name => tr_in!(lang, "col-refused-expected-name"),
                Expected::Vote => tr_in!(lang, "col-refused-expected-vote"),
                Expected::Move => tr_in!(lang, "col-refused-expected-move"),
                Expected::Reveal => tr_in!(lang, "col-refused-expected-reveal"),
                Expected::EnglishTurn => tr_in!(lang, "col-refused-expected-english"),
            },
            Refusal::NameNotRack { rack } => {
                tr_in!(lang, "col-refused-name-not-rack", rack = rack.as_str())
            }
            Refusal::Illegal(why) => why.message(lang),
            Refusal::TooShort { word, min } => tr_in!(
                lang,
                "col-refused-too-short",
                word = word.as_str(),
                min = *min
            ),
            Refusal::BagTooSmall { have, need } => {
                tr_in!(
                    lang,
                    "col-refused-bag-too-small",
                    have = *have,
                    need = *need
                )
            }
            Refusal::EmptyExchange => tr_in!(lang, "col-refused-empty-exchange"),
            Refusal::NotOnRack { tiles } => {
                tr_in!(lang, "col-refused-not-on-rack", tiles = tiles.as_str())
            }
            Refusal::NoSuchRecord { record } => {
                tr_in!(lang, "col-refused-no-such-record", record = record + 1)
            }
            Refusal::TargetEnglish { record } => {
                tr_in!(lang, "col-refused-target-english", record = record + 1)
            }
            Refusal::TargetOwn { record } => {
                tr_in!(lang, "col-refused-target-own", record = record + 1)
            }
            Refusal::WhiteMeepleUsed => tr_in!(lang, "col-refused-white-meeple-used"),
            Refusal::NoTileToReveal { seat } => {
                tr_in!(lang, "col-refused-no-tile-to-reveal", seat = seat + 1)
            }
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
