//! Word Colony's cards: letter cards, black cards (negative letters), special cards, and the
//! questions printed on letter and black cards.

use serde::{Deserialize, Serialize};

/// A card's identity for the whole game (its index in the game's card list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

/// The four special cards (their effects are this product's, see DECISIONS.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Special {
    /// One of your single words cannot be conquered until your next turn.
    Immunity,
    /// Played as any letter, worth 0.
    MagicWord,
    /// You and one other player each draw a card.
    FistBump,
    /// Take another player's single word and its points.
    Conquest,
}

impl Special {
    /// The card's printed name.
    pub fn name(self) -> &'static str {
        match self {
            Special::Immunity => "Immunity",
            Special::MagicWord => "Magic Word",
            Special::FistBump => "Fist Bump",
            Special::Conquest => "Conquest",
        }
    }

    /// The card's name as the table shows it, in the app's language (the printed English
    /// [`Special::name`] stays the notation of saves and scenarios).
    pub fn display_name(self) -> String {
        self.display_name_in(crate::i18n::language())
    }

    /// The card's name as shown in `lang`.
    pub fn display_name_in(self, lang: crate::i18n::Lang) -> String {
        match self {
            Special::Immunity => crate::i18n::tr_in!(lang, "wc-special-immunity"),
            Special::MagicWord => crate::i18n::tr_in!(lang, "wc-special-magic-word"),
            Special::FistBump => crate::i18n::tr_in!(lang, "wc-special-fist-bump"),
            Special::Conquest => crate::i18n::tr_in!(lang, "wc-special-conquest"),
        }
    }

    /// Parses a name as written in boxes and scenarios ("MagicWord", "magic word", ...).
    pub fn parse(text: &str) -> Option<Special> {
        let key: String = text
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        match key.as_str() {
            "immunity" => Some(Special::Immunity),
            "magicword" => Some(Special::MagicWord),
            "fistbump" => Some(Special::FistBump),
            "conquest" => Some(Special::Conquest),
            _ => None,
        }
    }
}

/// What is printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    /// A cream letter card worth `value` (1-3).
    Letter { letter: char, value: i32 },
    /// A black card: a letter worth `value` (negative, -1 to -3).
    Black { letter: char, value: i32 },
    /// A special card.
    Special(Special),
}

impl Face {
    /// The letter the card plays as (specials have none of their own).
    pub fn letter(self) -> Option<char> {
        match self {
            Face::Letter { letter, .. } | Face::Black { letter, .. } => Some(letter),
            Face::Special(_) => None,
        }
    }

    /// Points the card scores when placed (a Magic Word is worth 0).
    pub fn value(self) -> i32 {
        match self {
            Face::Letter { value, .. } | Face::Black { value, .. } => value,
            Face::Special(_) => 0,
        }
    }

    /// True for letter and black cards, which carry a question.
    pub fn has_question(self) -> bool {
        !matches!(self, Face::Special(_))
    }

    /// Short notation: `F`, `R-1` for a black R, or the special's name without spaces.
    pub fn notation(self) -> String {
        match self {
            Face::Letter { letter, .. } => letter.to_string(),
            Face::Black { letter, value } => format!("{letter}{value}"),
            Face::Special(s) => s.name().replace(' ', ""),
        }
    }
}

/// One of the four answer options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    A,
    B,
    C,
    D,
}

impl Choice {
    /// All four, in order.
    pub const ALL: [Choice; 4] = [Choice::A, Choice::B, Choice::C, Choice::D];

    /// 0 for A to 3 for D.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The choice for a letter `A`-`D` (any case).
    pub fn from_letter(c: char) -> Option<Choice> {
        match c.to_ascii_uppercase() {
            'A' => Some(Choice::A),
            'B' => Some(Choice::B),
            'C' => Some(Choice::C),
            'D' => Some(Choice::D),
            _ => None,
        }
    }
}

/// How hard a question is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Difficulty {
    Easy,
    #[default]
    Medium,
    Hard,
}

/// A multiple-choice question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Question {
    /// The question as read aloud.
    pub text: String,
    /// Options A to D.
    pub options: [String; 4],
    /// The correct option.
    pub answer: Choice,
    /// Category shown on the reader ("Science", "History", ...).
    pub category: String,
    /// Difficulty.
    #[serde(default)]
    pub difficulty: Difficulty,
}

/// A card in a game: its face, its question, and whether the question was read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// The card's identity.
    pub id: CardId,
    /// What is printed on it.
    pub face: Face,
    /// Its question (letter and black cards).
    pub question: Option<Question>,
    /// True once its question was read: it may then only build words.
    pub read: bool,
}
