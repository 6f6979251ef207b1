//! A multiset of letters with wildcards: a hand of cards or a rack of tiles.

use std::fmt;

use crate::i18n::Lang;
use crate::i18n::tr_in;

/// The most letters and wildcards a bag holds (each count is one byte).
pub const MAX_LETTERS: usize = u8::MAX as usize;

/// Why letters could not be made into a bag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BagError {
    /// A character that is neither a letter nor `?`.
    NotALetter(char),
    /// More than [`MAX_LETTERS`] letters (how many there were).
    TooMany(usize),
}

impl BagError {
    /// The error in `lang`.
    pub fn message(self, lang: Lang) -> String {
        match self {
            BagError::NotALetter(c) => {
                tr_in!(lang, "error-bag-not-a-letter", character = c.to_string())
            }
            BagError::TooMany(n) => {
                tr_in!(lang, "error-bag-too-many", count = n, max = MAX_LETTERS)
            }
        }
    }
}

/// In the app's current language.
impl fmt::Display for BagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

/// Counts of each letter a-z plus a number of wildcards (blanks, Magic Word cards).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct LetterBag {
    counts: [u8; 26],
    wildcards: u8,
}

impl LetterBag {
    /// An empty bag.
    pub fn new() -> Self {
        Self::default()
    }

    /// Parses letters (any case) with `?` as a wildcard; other characters, and more than
    /// [`MAX_LETTERS`] in all (the counts are kept in one byte each), are refused.
    pub fn parse(text: &str) -> Result<Self, BagError> {
        let mut bag = Self::new();
        let mut n = 0usize;
        for c in text.chars() {
            n += 1;
            if n > MAX_LETTERS {
                return Err(BagError::TooMany(text.chars().count()));
            }
            match c {
                '?' => bag.wildcards += 1,
                c if c.is_ascii_alphabetic() => bag.add(c.to_ascii_lowercase() as u8),
                other => return Err(BagError::NotALetter(other)),
            }
        }
        Ok(bag)
    }

    /// Adds one letter (`b'a'..=b'z'`).
    pub fn add(&mut self, letter: u8) {
        self.counts[index(letter)] += 1;
    }

    /// Adds one wildcard.
    pub fn add_wildcard(&mut self) {
        self.wildcards += 1;
    }

    /// Takes one letter out; false when the bag has none.
    pub fn take(&mut self, letter: u8) -> bool {
        let slot = &mut self.counts[index(letter)];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Puts back a letter taken with [`take`](Self::take).
    pub fn put_back(&mut self, letter: u8) {
        self.add(letter);
    }

    /// Takes one wildcard out; false when there is none.
    pub fn take_wildcard(&mut self) -> bool {
        if self.wildcards == 0 {
            return false;
        }
        self.wildcards -= 1;
        true
    }

    /// How many of `letter` the bag holds.
    pub fn count(&self, letter: u8) -> u8 {
        self.counts[index(letter)]
    }

    /// How many wildcards the bag holds.
    pub fn wildcards(&self) -> u8 {
        self.wildcards
    }

    /// Total number of letters and wildcards.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum::<usize>() + self.wildcards as usize
    }

    /// True when the bag holds nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

fn index(letter: u8) -> usize {
    debug_assert!(letter.is_ascii_lowercase(), "not a-z: {letter}");
    (letter - b'a') as usize
}

impl fmt::Debug for LetterBag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &n) in self.counts.iter().enumerate() {
            for _ in 0..n {
                write!(f, "{}", (b'a' + i as u8) as char)?;
            }
        }
        for _ in 0..self.wildcards {
            f.write_str("?")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_letters_and_wildcards() {
        let bag = LetterBag::parse("FLow??").unwrap();
        assert_eq!(bag.count(b'f'), 1);
        assert_eq!(bag.count(b'w'), 1);
        assert_eq!(bag.wildcards(), 2);
        assert_eq!(bag.len(), 6);
        assert_eq!(LetterBag::parse("ab1"), Err(BagError::NotALetter('1')));
        assert_eq!(LetterBag::parse(&"e".repeat(255)).unwrap().count(b'e'), 255);
        assert_eq!(
            LetterBag::parse(&"e".repeat(256)),
            Err(BagError::TooMany(256))
        );
    }

    #[test]
    fn take_and_put_back() {
        let mut bag = LetterBag::parse("aa").unwrap();
        assert!(bag.take(b'a'));
        assert!(bag.take(b'a'));
        assert!(!bag.take(b'a'));
        bag.put_back(b'a');
        assert_eq!(bag.count(b'a'), 1);
        assert!(!bag.take_wildcard());
    }

    #[test]
    fn errors_read_in_french_and_romanian() {
        assert_eq!(
            BagError::TooMany(256).message(Lang::Ro),
            "256 de litere: mai multe decât încap într-o mână (cel mult 255)"
        );
        assert_eq!(
            BagError::TooMany(301).message(Lang::Ro),
            "301 litere: mai multe decât încap într-o mână (cel mult 255)"
        );
        assert_eq!(
            BagError::NotALetter('1').message(Lang::Fr),
            "«\u{a0}1\u{a0}» n’est pas une lettre\u{a0}; utilisez a-z, et «\u{a0}?\u{a0}» pour un joker"
        );
    }
}
