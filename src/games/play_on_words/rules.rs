//! The game's data: the deck (the letters of each suit, the wilds, the card values and the
//! bonus letters, `assets/play_on_words/deck.ron`) and the ten challenge cards
//! (`assets/play_on_words/challenges.ron`), both compiled in and checked as they are read. A
//! malformed file is refused with a [`DataError`] saying what is wrong.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, LazyLock};

use serde::Deserialize;

use super::cards::{Card, Colour};
use crate::i18n::Lang;
use crate::i18n::tr_in;

/// The deck file compiled in.
pub const DECK_RON: &str = include_str!("../../../assets/play_on_words/deck.ron");
/// The challenge file compiled in.
pub const CHALLENGES_RON: &str = include_str!("../../../assets/play_on_words/challenges.ron");

/// Cards dealt to each player at the start of a round.
pub const HAND_SIZE: usize = 11;
/// Points for going out, on top of the cards left in the other hands.
pub const GOING_OUT_BONUS: u32 = 5;
/// The first challenge (by its number) on which a player may take two cards.
pub const DRAW_TWO_FROM: u8 = 5;
/// Most players at a table (the registry's).
pub const MAX_PLAYERS: usize = crate::games::play_on_words::INFO.max_seats;

/// What kind of word a challenge asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum WordKind {
    /// One colour (wilds aside).
    Pure,
    /// Two colours or more.
    Mixed,
}

impl WordKind {
    /// The fewest letters a word of this kind has unless a challenge asks for more.
    pub fn usual_min(self) -> usize {
        match self {
            WordKind::Pure => 3,
            WordKind::Mixed => 2,
        }
    }
}

/// One word a challenge asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Wanted {
    /// Pure or mixed.
    pub kind: WordKind,
    /// The fewest letters.
    pub min: usize,
}

/// A challenge card: its number and the words it asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// 1 to 10, as printed.
    pub number: u8,
    /// The words to lay down.
    pub words: Vec<Wanted>,
}

impl Challenge {
    /// Whether a player may take two cards on this challenge's round.
    pub fn draw_two(&self) -> bool {
        self.number >= DRAW_TWO_FROM
    }

    /// The fewest cards that meet it.
    pub fn fewest_letters(&self) -> usize {
        self.words.iter().map(|w| w.min).sum()
    }
}

/// Card values and the bonus letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    letter: u32,
    high_letters: Vec<u8>,
    high: u32,
    wild: u32,
    double_wild: u32,
    bonus_letters: Vec<u8>,
}

/// Everything the rules read from the data files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Every card of the deck, red then blue then green then the wilds.
    pub deck: Vec<Card>,
    /// The values and bonus letters.
    pub values: Values,
    /// The challenge cards, in number order.
    pub challenges: Vec<Challenge>,
}

/// Why a data file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataError {
    /// Not readable RON of the expected shape: the reader's words.
    Format(String),
    /// A suit holds a character that is not a capital letter A-Z.
    NotALetter { suit: Colour, found: char },
    /// The deck cannot deal a full table and start the piles.
    TooFewCards { have: usize, need: usize },
    /// No challenge card.
    NoChallenges,
    /// Challenge numbers are not 1, 2, 3 ... in order.
    ChallengeOrder { position: usize, number: u8 },
    /// A challenge asks for no word.
    EmptyChallenge { number: u8 },
    /// A challenge's word is shorter than its kind allows.
    ChallengeTooShort { number: u8, min: usize },
}

impl DataError {
    /// The error in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            DataError::Format(why) => tr_in!(lang, "pow-data-format", reason = why.as_str()),
            DataError::NotALetter { suit, found } => tr_in!(
                lang,
                "pow-data-not-a-letter",
                suit = suit.code().to_string(),
                found = found.to_string()
            ),
            DataError::TooFewCards { have, need } => {
                tr_in!(lang, "pow-data-too-few-cards", have = *have, need = *need)
            }
            DataError::NoChallenges => tr_in!(lang, "pow-data-no-challenges"),
            DataError::ChallengeOrder { position, number } => tr_in!(
                lang,
                "pow-data-challenge-order",
                position = position + 1,
                number = *number
            ),
            DataError::EmptyChallenge { number } => {
                tr_in!(lang, "pow-data-empty-challenge", number = *number)
            }
            DataError::ChallengeTooShort { number, min } => tr_in!(
                lang,
                "pow-data-challenge-too-short",
                number = *number,
                min = *min
            ),
        }
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for DataError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    suits: BTreeMap<Colour, String>,
    wilds: usize,
    double_wilds: usize,
    values: ValuesFile,
    bonus_letters: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ValuesFile {
    letter: u32,
    high_letters: String,
    high: u32,
    wild: u32,
    double_wild: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChallengeFile {
    number: u8,
    words: Vec<WantedFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WantedFile {
    kind: WordKind,
    /// 0 (left out): the kind's usual minimum.
    #[serde(default)]
    min: usize,
}

fn capitals(text: &str, suit: Colour) -> Result<Vec<u8>, DataError> {
    text.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                Ok(c as u8)
            } else {
                Err(DataError::NotALetter { suit, found: c })
            }
        })
        .collect()
}

impl Rules {
    /// The rules of the compiled-in files, read once.
    pub fn standard() -> Arc<Rules> {
        static STANDARD: LazyLock<Arc<Rules>> = LazyLock::new(|| {
            Arc::new(
                Rules::parse(DECK_RON, CHALLENGES_RON)
                    .expect("the compiled-in data files are valid"),
            )
        });
        STANDARD.clone()
    }

    /// Reads and checks a deck file and a challenge file.
    pub fn parse(deck: &str, challenges: &str) -> Result<Rules, DataError> {
        let format = |e: ron::error::SpannedError| DataError::Format(e.to_string());
        let d: DeckFile = ron::from_str(deck).map_err(format)?;
        let c: Vec<ChallengeFile> = ron::from_str(challenges).map_err(format)?;
        let mut cards = Vec::new();
        for (&colour, letters) in &d.suits {
            for l in capitals(letters, colour)? {
                cards.push(Card::Letter(colour, l));
            }
        }
        cards.extend(std::iter::repeat_n(Card::Wild, d.wilds));
        cards.extend(std::iter::repeat_n(Card::DoubleWild, d.double_wilds));
        // A full table of six, the two discard piles and a draw pile of at least one.
        let need = MAX_PLAYERS * HAND_SIZE + 3;
        if cards.len() < need {
            return Err(DataError::TooFewCards {
                have: cards.len(),
                need,
            });
        }
        let high_letters = capitals(&d.values.high_letters, Colour::Red)?;
        let bonus_letters = capitals(&d.bonus_letters, Colour::Red)?;
        if c.is_empty() {
            return Err(DataError::NoChallenges);
        }
        let mut challenges = Vec::new();
        for (position, card) in c.into_iter().enumerate() {
            if usize::from(card.number) != position + 1 {
                return Err(DataError::ChallengeOrder {
                    position,
                    number: card.number,
                });
            }
            if card.words.is_empty() {
                return Err(DataError::EmptyChallenge {
                    number: card.number,
                });
            }
            let mut words = Vec::new();
            for w in card.words {
                let min = if w.min == 0 {
                    w.kind.usual_min()
                } else {
                    w.min
                };
                if min < w.kind.usual_min() {
                    return Err(DataError::ChallengeTooShort {
                        number: card.number,
                        min,
                    });
                }
                words.push(Wanted { kind: w.kind, min });
            }
            challenges.push(Challenge {
                number: card.number,
                words,
            });
        }
        Ok(Rules {
            deck: cards,
            values: Values {
                letter: d.values.letter,
                high_letters,
                high: d.values.high,
                wild: d.values.wild,
                double_wild: d.values.double_wild,
                bonus_letters,
            },
            challenges,
        })
    }

    /// A card's point value.
    pub fn value(&self, card: Card) -> u32 {
        let v = &self.values;
        match card {
            Card::Letter(_, l) if v.high_letters.contains(&l) => v.high,
            Card::Letter(..) => v.letter,
            Card::Wild => v.wild,
            Card::DoubleWild => v.double_wild,
        }
    }

    /// Whether the card is a bonus letter (a real K J Q X Z; a wild standing for one is not).
    pub fn is_bonus(&self, card: Card) -> bool {
        matches!(card, Card::Letter(_, l) if self.values.bonus_letters.contains(&l))
    }

    /// The points a word scores at once when formed, from its visible cards: its value,
    /// doubled with two bonus letters or more; 0 without one.
    pub fn bonus(&self, visible: impl IntoIterator<Item = Card> + Clone) -> u32 {
        let bonus = visible
            .clone()
            .into_iter()
            .filter(|&c| self.is_bonus(c))
            .count();
        let value: u32 = visible.into_iter().map(|c| self.value(c)).sum();
        match bonus {
            0 => 0,
            1 => value,
            _ => 2 * value,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_files_read() {
        let rules = Rules::standard();
        assert_eq!(rules.challenges.len(), 10);
        assert_eq!(rules.value(Card::Letter(Colour::Red, b'T')), 2);
        assert_eq!(rules.value(Card::Letter(Colour::Green, b'Q')), 1);
        assert_eq!(rules.value(Card::Wild), 5);
        assert_eq!(rules.value(Card::DoubleWild), 10);
    }

    #[test]
    fn malformed_files_are_refused_with_the_reason() {
        let bad_letter = DECK_RON.replace("AABCDEEEFGHIILMNNOOPRRSSTTUVWXYZ", "AAb");
        assert_eq!(
            Rules::parse(&bad_letter, CHALLENGES_RON),
            Err(DataError::NotALetter {
                suit: Colour::Blue,
                found: 'b'
            })
        );
        assert!(matches!(
            Rules::parse("(suits: {})", CHALLENGES_RON),
            Err(DataError::Format(_))
        ));
        assert_eq!(Rules::parse(DECK_RON, "[]"), Err(DataError::NoChallenges));
        assert_eq!(
            Rules::parse(DECK_RON, "[(number: 2, words: [(kind: pure)])]"),
            Err(DataError::ChallengeOrder {
                position: 0,
                number: 2
            })
        );
        assert_eq!(
            Rules::parse(DECK_RON, "[(number: 1, words: [])]"),
            Err(DataError::EmptyChallenge { number: 1 })
        );
        assert_eq!(
            Rules::parse(DECK_RON, "[(number: 1, words: [(kind: pure, min: 2)])]"),
            Err(DataError::ChallengeTooShort { number: 1, min: 2 })
        );
        let tiny = DECK_RON
            .replace("AABCDEEEFGHIILMNNOOPRRSSTTUVWXYZ", "A")
            .replace("AAABCDEEEFGHIILMNNOOPQRRSSTTUUVWY", "A");
        assert_eq!(
            Rules::parse(&tiny, CHALLENGES_RON),
            Err(DataError::TooFewCards { have: 39, need: 69 })
        );
    }
}
