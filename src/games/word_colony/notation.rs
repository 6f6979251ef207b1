//! The text notations of Word Colony's actions, parsed at the edge into typed values: a word
//! spelled in card notation (`FLOW`, `WONDEr` with a black R, `FLO*W` with a Magic Word as W)
//! and a target naming a word group (`#3`, or a word's spelling `WIN`). Saves, scenarios and
//! the command line read and write these strings; the rules only ever see the typed values,
//! so a notation mistake is reported where the text is read, never as a refusal of the game.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::cards::{Face, Special};
use super::groups::GroupId;
use crate::i18n::Lang;
use crate::i18n::tr_in;

/// What kind of card a letter of a word is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TileKind {
    /// A cream letter card (uppercase in notation).
    Letter,
    /// A black card (lowercase in notation).
    Black,
    /// A Magic Word card (`*` before the letter).
    Magic,
}

/// One letter of a word and the kind of card that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    /// The letter, uppercase.
    pub letter: char,
    /// The card kind that plays it.
    pub kind: TileKind,
}

impl Tile {
    /// The tile a card with this face plays: its own letter for letter and black cards,
    /// `magic_letter` for a Magic Word; `None` for the other special cards, which are never
    /// letters.
    pub fn played_by(face: Face, magic_letter: char) -> Option<Tile> {
        match face {
            Face::Letter { letter, .. } => Some(Tile {
                letter,
                kind: TileKind::Letter,
            }),
            Face::Black { letter, .. } => Some(Tile {
                letter,
                kind: TileKind::Black,
            }),
            Face::Special(Special::MagicWord) => Some(Tile {
                letter: magic_letter.to_ascii_uppercase(),
                kind: TileKind::Magic,
            }),
            Face::Special(_) => None,
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            TileKind::Letter => write!(f, "{}", self.letter),
            TileKind::Black => write!(f, "{}", self.letter.to_ascii_lowercase()),
            TileKind::Magic => write!(f, "*{}", self.letter),
        }
    }
}

/// Why a text is not a valid word or target notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// A `*` with no letter after it.
    MagicWithoutLetter,
    /// A character that is neither a letter nor `*`.
    NotALetter(char),
    /// A `#` target whose number does not read as one (the whole target).
    NotAGroupNumber(String),
}

impl NotationError {
    /// The error in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            NotationError::MagicWithoutLetter => {
                tr_in!(lang, "error-notation-magic-without-letter")
            }
            NotationError::NotALetter(c) => {
                tr_in!(
                    lang,
                    "error-notation-not-a-letter",
                    character = c.to_string()
                )
            }
            NotationError::NotAGroupNumber(text) => {
                tr_in!(lang, "error-notation-not-a-group-number", text = text)
            }
        }
    }
}

/// In the app's current language.
impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for NotationError {}

/// A whole word in card notation: each letter with the kind of card that plays it. In an
/// expansion or a colony word the letters already on the table are part of the word too
/// (their kind is not used). Written and read as notation text (`"WONDEr"`, `"FLO*W"`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Spelling(Vec<Tile>);

impl Spelling {
    /// A spelling of these tiles.
    pub fn new(tiles: Vec<Tile>) -> Spelling {
        Spelling(tiles)
    }

    /// A word that continues letters already on the table (`on_table`, uppercase) with new
    /// tiles: an expansion's or a colony word's whole spelling. The letters on the table are
    /// spelled as letter cards, since the rules use the kind of the new letters only.
    pub fn after(on_table: &str, new: impl IntoIterator<Item = Tile>) -> Spelling {
        on_table
            .chars()
            .map(|letter| Tile {
                letter,
                kind: TileKind::Letter,
            })
            .chain(new)
            .collect()
    }

    /// The tiles, in reading order.
    pub fn tiles(&self) -> &[Tile] {
        &self.0
    }

    /// The word's letters, uppercase, whatever cards play them (`WONDEr` is `WONDER`).
    pub fn text(&self) -> String {
        self.0.iter().map(|t| t.letter).collect()
    }

    /// How many letters.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for a word of no letters.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl From<Vec<Tile>> for Spelling {
    fn from(tiles: Vec<Tile>) -> Spelling {
        Spelling(tiles)
    }
}

impl FromIterator<Tile> for Spelling {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Spelling {
        Spelling(iter.into_iter().collect())
    }
}

impl FromStr for Spelling {
    type Err = NotationError;

    /// Reads card notation; surrounding spaces are ignored, and `*e` reads like `*E`.
    fn from_str(text: &str) -> Result<Spelling, NotationError> {
        let mut tiles = Vec::new();
        let mut chars = text.trim().chars();
        while let Some(c) = chars.next() {
            let tile = match c {
                '*' => match chars.next() {
                    Some(l) if l.is_ascii_alphabetic() => Tile {
                        letter: l.to_ascii_uppercase(),
                        kind: TileKind::Magic,
                    },
                    _ => return Err(NotationError::MagicWithoutLetter),
                },
                c if c.is_ascii_uppercase() => Tile {
                    letter: c,
                    kind: TileKind::Letter,
                },
                c if c.is_ascii_lowercase() => Tile {
                    letter: c.to_ascii_uppercase(),
                    kind: TileKind::Black,
                },
                other => return Err(NotationError::NotALetter(other)),
            };
            tiles.push(tile);
        }
        Ok(Spelling(tiles))
    }
}

impl fmt::Display for Spelling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|t| t.fmt(f))
    }
}

impl TryFrom<String> for Spelling {
    type Error = NotationError;

    fn try_from(text: String) -> Result<Spelling, NotationError> {
        text.parse()
    }
}

impl From<Spelling> for String {
    fn from(word: Spelling) -> String {
        word.to_string()
    }
}

/// The word group an action is aimed at: by number, or by the spelling of one of its words
/// (which word counts depends on the action; the rules resolve it against the table, and
/// refuse a spelling that names no group or more than one). Written and read as text: `"#3"`
/// or `"WIN"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Target {
    /// The group with this number.
    Group(GroupId),
    /// The group with a word spelled so (uppercase letters).
    Word(String),
}

impl FromStr for Target {
    type Err = NotationError;

    /// Reads `#N` as a group number and anything else as a word's spelling (uppercased);
    /// surrounding spaces are ignored.
    fn from_str(text: &str) -> Result<Target, NotationError> {
        let t = text.trim();
        match t.strip_prefix('#') {
            Some(n) => n
                .parse()
                .map(|n| Target::Group(GroupId(n)))
                .map_err(|_| NotationError::NotAGroupNumber(t.to_string())),
            None => Ok(Target::Word(t.to_ascii_uppercase())),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Group(g) => write!(f, "#{}", g.0),
            Target::Word(text) => f.write_str(text),
        }
    }
}

impl TryFrom<String> for Target {
    type Error = NotationError;

    fn try_from(text: String) -> Result<Target, NotationError> {
        text.parse()
    }
}

impl From<Target> for String {
    fn from(target: Target) -> String {
        target.to_string()
    }
}

impl From<GroupId> for Target {
    fn from(group: GroupId) -> Target {
        Target::Group(group)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(letter: char, kind: TileKind) -> Tile {
        Tile { letter, kind }
    }

    #[test]
    fn words_read_in_card_notation() {
        let t: Spelling = "WONDEr".parse().unwrap();
        assert_eq!(t.len(), 6);
        assert_eq!(t.tiles()[5], tile('R', TileKind::Black));
        assert_eq!(t.text(), "WONDER");
        let m: Spelling = "FLO*w".parse().unwrap();
        assert_eq!(m.tiles()[3], tile('W', TileKind::Magic));
        assert_eq!(
            m.to_string(),
            "FLO*W",
            "a Magic Word's letter is written uppercase"
        );
        assert_eq!(" FLOW ".parse::<Spelling>().unwrap().to_string(), "FLOW");
        assert_eq!("".parse::<Spelling>().unwrap(), Spelling::default());
    }

    #[test]
    fn notation_mistakes_are_named() {
        let err = |text: &str| text.parse::<Spelling>().unwrap_err().to_string();
        assert_eq!(err("FL0W"), "'0' is not a letter");
        assert_eq!(
            err("FLO*"),
            "a Magic Word (*) must be followed by the letter it plays as"
        );
        assert_eq!(
            err("FLO*1"),
            "a Magic Word (*) must be followed by the letter it plays as"
        );
        assert_eq!(
            "#x".parse::<Target>().unwrap_err().to_string(),
            "\"#x\" is not a group number"
        );
        assert_eq!(
            " #4a ".parse::<Target>().unwrap_err(),
            NotationError::NotAGroupNumber("#4a".into())
        );
    }

    #[test]
    fn targets_read_as_numbers_or_spellings() {
        assert_eq!("#3".parse(), Ok(Target::Group(GroupId(3))));
        assert_eq!(" win ".parse(), Ok(Target::Word("WIN".into())));
        assert_eq!(Target::Group(GroupId(12)).to_string(), "#12");
        assert_eq!(Target::Word("WIN".into()).to_string(), "WIN");
    }

    #[test]
    fn cards_play_their_tiles() {
        let letter = Face::Letter {
            letter: 'F',
            value: 1,
        };
        let black = Face::Black {
            letter: 'R',
            value: -1,
        };
        let played: Spelling = [
            Tile::played_by(letter, ' '),
            Tile::played_by(black, ' '),
            Tile::played_by(Face::Special(Special::MagicWord), 'e'),
        ]
        .into_iter()
        .map(Option::unwrap)
        .collect();
        assert_eq!(played.to_string(), "Fr*E");
        assert_eq!(Tile::played_by(Face::Special(Special::Conquest), 'E'), None);
    }

    #[test]
    fn serde_keeps_the_text_form() {
        #[derive(Debug, PartialEq, Serialize, Deserialize)]
        struct Both {
            target: Target,
            word: Spelling,
        }
        let both: Both = ron::from_str(r##"(target: "#3", word: "WONDEr")"##).unwrap();
        assert_eq!(both.target, Target::Group(GroupId(3)));
        assert_eq!(
            ron::to_string(&both).unwrap(),
            r##"(target:"#3",word:"WONDEr")"##
        );
        let by_word: Both = ron::from_str(r#"(target: "WIN", word: "WINS")"#).unwrap();
        assert_eq!(by_word.target, Target::Word("WIN".into()));
        let bad = ron::from_str::<Both>(r#"(target: "WIN", word: "W1NS")"#).unwrap_err();
        assert!(bad.to_string().contains("'1' is not a letter"), "{bad}");
        let bad = ron::from_str::<Both>(r##"(target: "#x", word: "WINS")"##).unwrap_err();
        assert!(
            bad.to_string().contains("\"#x\" is not a group number"),
            "{bad}"
        );
    }

    #[test]
    fn errors_read_in_french_and_romanian() {
        let magic = NotationError::MagicWithoutLetter;
        assert_eq!(
            magic.message(Lang::Fr),
            "un Mot magique (*) doit être suivi de la lettre qu’il joue"
        );
        assert_eq!(
            NotationError::NotAGroupNumber("#4a".into()).message(Lang::Ro),
            "„#4a” nu este un număr de grup"
        );
    }
}
