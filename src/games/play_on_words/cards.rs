//! The cards of Play On Words: three coloured suits of letters and the wilds, and a card as it
//! lies in a word (the letters it shows). Their notation, used by saves and tools: a letter
//! card is its colour's initial and the letter (`rA`, `bX`, `gQ`), a wild `*`, the double wild
//! `**`; laid in a word, a wild carries the letter it stands for (`*E`) and the double wild
//! its two (`**OR`), so a word is written as its cards end to end (`rTrR*E`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A suit's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Red: the only suit with J and K.
    Red,
    /// Blue: the only suit with X and Z.
    Blue,
    /// Green: the only suit with Q, and an extra U.
    Green,
}

impl Colour {
    /// The three colours, in the order hands are sorted.
    pub const ALL: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Green];

    /// The colour's initial in the notation.
    pub fn code(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::Blue => 'b',
            Colour::Green => 'g',
        }
    }

    /// The colour written with `code`.
    pub fn from_code(code: char) -> Option<Colour> {
        match code {
            'r' => Some(Colour::Red),
            'b' => Some(Colour::Blue),
            'g' => Some(Colour::Green),
            _ => None,
        }
    }

    /// 0, 1, 2 for red, blue, green (a bit in a colour set).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A letter card: identical cards are interchangeable, so a card is its face.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Card {
    /// A coloured letter, `b'A'..=b'Z'`.
    Letter(Colour, u8),
    /// A single wild: any one letter, kept for the round once laid.
    Wild,
    /// The double wild: two successive letters.
    DoubleWild,
}

impl Card {
    /// The card's colour; `None` for the wilds.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Card::Letter(c, _) => Some(c),
            _ => None,
        }
    }

    /// True for both wilds.
    pub fn is_wild(self) -> bool {
        !matches!(self, Card::Letter(..))
    }

    /// How many letters the card shows in a word.
    pub fn width(self) -> usize {
        if self == Card::DoubleWild { 2 } else { 1 }
    }

    /// Reads one card (`rA`, `*`, `**`).
    pub fn parse(text: &str) -> Option<Card> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some('*'), None, None) => Some(Card::Wild),
            (Some('*'), Some('*'), None) => Some(Card::DoubleWild),
            (Some(c), Some(l), None) if l.is_ascii_uppercase() => {
                Colour::from_code(c).map(|c| Card::Letter(c, l as u8))
            }
            _ => None,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Letter(c, l) => write!(f, "{}{}", c.code(), *l as char),
            Card::Wild => f.write_str("*"),
            Card::DoubleWild => f.write_str("**"),
        }
    }
}

/// A card as laid in a word: the card and the letters it shows (a letter card its own, a wild
/// the one chosen for it, the double wild two). Read from outside (a phone's intent) it is
/// checked as [`Laid::new`] checks it: a letter card shows its own letter, nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "LaidParts")]
pub struct Laid {
    /// The card.
    pub card: Card,
    /// The letters shown, `b'A'..=b'Z'`; the second is 0 unless the card is the double wild.
    letters: [u8; 2],
}

/// A laid card as it is written from outside, before it is checked.
#[derive(serde::Deserialize)]
struct LaidParts {
    card: Card,
    letters: [u8; 2],
}

impl TryFrom<LaidParts> for Laid {
    type Error = String;

    fn try_from(parts: LaidParts) -> Result<Laid, String> {
        let width = parts.card.width();
        let shown = parts.letters.get(..width).unwrap_or_default();
        let extra = parts.letters.get(width..).unwrap_or_default();
        extra
            .iter()
            .all(|&b| b == 0)
            .then(|| Laid::new(parts.card, shown))
            .flatten()
            .ok_or_else(|| {
                format!(
                    "{:?} cannot show the letters {:?}",
                    parts.card, parts.letters
                )
            })
    }
}

impl Laid {
    /// A coloured letter card, showing its letter.
    pub fn letter(colour: Colour, letter: u8) -> Laid {
        Laid {
            card: Card::Letter(colour, letter),
            letters: [letter, 0],
        }
    }

    /// A single wild standing for `letter`.
    pub fn wild(letter: u8) -> Laid {
        Laid {
            card: Card::Wild,
            letters: [letter, 0],
        }
    }

    /// The double wild standing for `first` then `second`.
    pub fn double(first: u8, second: u8) -> Laid {
        Laid {
            card: Card::DoubleWild,
            letters: [first, second],
        }
    }

    /// `card` showing `letters` (one letter, or two for the double wild); `None` when they do
    /// not fit the card (a letter card shows only its own letter).
    pub fn new(card: Card, letters: &[u8]) -> Option<Laid> {
        let ok = |l: &u8| l.is_ascii_uppercase();
        match (card, letters) {
            (Card::Letter(c, l), [x]) if *x == l && ok(x) => Some(Laid::letter(c, l)),
            (Card::Wild, [x]) if ok(x) => Some(Laid::wild(*x)),
            (Card::DoubleWild, [x, y]) if ok(x) && ok(y) => Some(Laid::double(*x, *y)),
            _ => None,
        }
    }

    /// The letters the card shows (one, or two for the double wild).
    pub fn shows(&self) -> &[u8] {
        &self.letters[..self.card.width()]
    }
}

impl fmt::Display for Laid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.card {
            Card::Letter(..) => write!(f, "{}", self.card),
            wild => {
                write!(f, "{wild}")?;
                self.shows()
                    .iter()
                    .try_for_each(|&l| write!(f, "{}", l as char))
            }
        }
    }
}

/// The letters a run of laid cards spells.
pub fn spell(cards: &[Laid]) -> String {
    cards
        .iter()
        .flat_map(|c| c.shows().iter().map(|&l| l as char))
        .collect()
}

/// Writes a run of laid cards end to end (`rTrR*E`).
pub fn run_text(cards: &[Laid]) -> String {
    cards.iter().map(Laid::to_string).collect()
}

/// Reads a run of laid cards written end to end (`rTrR*E`, `**ORgS`); the error is the part
/// that could not be read.
pub fn parse_laid_run(text: &str) -> Result<Vec<Laid>, String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let upper = |i: usize| b.get(i).copied().filter(u8::is_ascii_uppercase);
    while i < b.len() {
        let rest = || String::from_utf8_lossy(&b[i..]).into_owned();
        if b[i] == b'*' {
            if b.get(i + 1) == Some(&b'*') {
                let (Some(x), Some(y)) = (upper(i + 2), upper(i + 3)) else {
                    return Err(rest());
                };
                out.push(Laid::double(x, y));
                i += 4;
            } else {
                let Some(x) = upper(i + 1) else {
                    return Err(rest());
                };
                out.push(Laid::wild(x));
                i += 2;
            }
        } else {
            let (Some(c), Some(l)) = (Colour::from_code(b[i] as char), upper(i + 1)) else {
                return Err(rest());
            };
            out.push(Laid::letter(c, l));
            i += 2;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_and_runs_read_back_from_their_notation() {
        for text in ["rA", "bX", "gQ", "*", "**"] {
            let card = Card::parse(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(card.to_string(), text);
        }
        for bad in ["", "A", "xA", "ra", "***", "rAA"] {
            assert_eq!(Card::parse(bad), None, "{bad}");
        }
        let run = parse_laid_run("gIgNgDgO**ORgS").unwrap();
        assert_eq!(spell(&run), "INDOORS");
        assert_eq!(run_text(&run), "gIgNgDgO**ORgS");
        assert_eq!(run[4], Laid::double(b'O', b'R'));
        for bad in ["r", "*", "**O", "rA*", "ra", "qA"] {
            assert!(parse_laid_run(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_letter_card_shows_only_its_letter() {
        assert_eq!(Laid::new(Card::Letter(Colour::Red, b'A'), b"B"), None);
        assert_eq!(Laid::new(Card::Wild, b"AB"), None);
        assert_eq!(
            Laid::new(Card::DoubleWild, b"OR"),
            Some(Laid::double(b'O', b'R'))
        );
        assert_eq!(Laid::new(Card::Wild, b"e"), None);
    }

    #[test]
    fn a_laid_card_read_from_outside_shows_only_what_it_may() {
        let read = |json: &str| serde_json::from_str::<Laid>(json);
        assert_eq!(
            read(r#"{"card":{"Letter":["red",65]},"letters":[65,0]}"#).unwrap(),
            Laid::letter(Colour::Red, b'A')
        );
        assert_eq!(
            read(r#"{"card":"Wild","letters":[81,0]}"#).unwrap(),
            Laid::wild(b'Q')
        );
        for bad in [
            r#"{"card":{"Letter":["red",65]},"letters":[90,0]}"#,
            r#"{"card":{"Letter":["red",65]},"letters":[65,66]}"#,
            r#"{"card":"Wild","letters":[81,82]}"#,
            r#"{"card":"Wild","letters":[49,0]}"#,
            r#"{"card":"DoubleWild","letters":[81,0]}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }
}
