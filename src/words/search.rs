//! Anagram search: every word a hand (with wildcards) can make, optionally continuing a
//! prefix already on the table (expanding a word, or a colony word's first letter).

use super::{LetterBag, LexNode, Lexicon};

/// A word the hand can make.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WordMatch {
    /// The whole word, prefix included.
    pub word: String,
    /// Bit `i` set: letter `i` of the word is played by a wildcard.
    pub wild_mask: u64,
}

/// All words of at least two letters that start with `prefix` (letters already on the table)
/// and continue with one or more letters from `hand`. Each word is listed once, using real
/// letters before wildcards, in alphabetical order.
pub fn find_words(lexicon: &Lexicon, hand: &LetterBag, prefix: &str) -> Vec<WordMatch> {
    let prefix = prefix.to_ascii_lowercase();
    let Some(start) = lexicon.walk(prefix.as_bytes()) else {
        return Vec::new();
    };
    let mut search = Search {
        lexicon,
        hand: *hand,
        word: prefix.into_bytes(),
        min_len: 0,
        wild_mask: 0,
        out: Vec::new(),
    };
    search.min_len = (search.word.len() + 1).max(2);
    search.descend(&start);
    search.out
}

struct Search<'a> {
    lexicon: &'a Lexicon,
    hand: LetterBag,
    word: Vec<u8>,
    min_len: usize,
    wild_mask: u64,
    out: Vec<WordMatch>,
}

impl<'a> Search<'a> {
    fn descend(&mut self, node: &LexNode<'a>) {
        if node.is_word() && self.word.len() >= self.min_len {
            self.out.push(WordMatch {
                word: String::from_utf8(self.word.clone()).expect("a-z"),
                wild_mask: self.wild_mask,
            });
        }
        let has_wild = self.hand.wildcards() > 0;
        for (letter, child) in self.lexicon.children(node) {
            let pos = self.word.len();
            // A real letter first; a wildcard only where no real one is left, so each word
            // is produced once (swapping a real letter for a wildcard never enables a word).
            let used_wild = if self.hand.take(letter) {
                false
            } else if has_wild && pos < 64 && self.hand.take_wildcard() {
                true
            } else {
                continue;
            };
            self.word.push(letter);
            if used_wild {
                self.wild_mask |= 1 << pos;
            }
            self.descend(&child);
            self.word.pop();
            if used_wild {
                self.wild_mask &= !(1 << pos);
                self.hand.add_wildcard();
            } else {
                self.hand.put_back(letter);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(hand: &str, prefix: &str, lex: &Lexicon) -> Vec<String> {
        find_words(lex, &LetterBag::parse(hand).unwrap(), prefix)
            .into_iter()
            .map(|m| m.word)
            .collect()
    }

    #[test]
    fn finds_flowers_from_flow() {
        let found = words("ers", "flow", Lexicon::english());
        assert!(found.contains(&"flowers".to_string()), "{found:?}");
        assert!(found.contains(&"flower".to_string()));
        assert!(
            !found.contains(&"flow".to_string()),
            "at least one letter must be added"
        );
        assert!(found.iter().all(|w| w.starts_with("flow")));
    }

    #[test]
    fn plain_anagrams_on_a_small_lexicon() {
        let lex = Lexicon::from_words(["at", "tea", "eat", "ate", "tee", "seat"]);
        assert_eq!(words("tea", "", &lex), ["at", "ate", "eat", "tea"]);
        assert_eq!(words("te?", "", &lex), ["at", "ate", "eat", "tea", "tee"]);
    }

    #[test]
    fn wildcards_are_marked_and_real_letters_preferred() {
        let lex = Lexicon::from_words(["aa", "ab"]);
        let found = find_words(&lex, &LetterBag::parse("a?").unwrap(), "");
        assert_eq!(
            found,
            [
                WordMatch {
                    word: "aa".into(),
                    wild_mask: 0b10
                },
                WordMatch {
                    word: "ab".into(),
                    wild_mask: 0b10
                },
            ]
        );
    }

    #[test]
    fn first_letter_constraint() {
        let found = words("apki", "n", Lexicon::english());
        assert!(found.contains(&"nip".to_string()));
        assert!(
            !found.contains(&"napkin".to_string()),
            "needs a second n from the hand"
        );
        assert!(words("apkin", "n", Lexicon::english()).contains(&"napkin".to_string()));
    }

    #[test]
    fn unknown_prefix_finds_nothing() {
        assert!(words("abc", "xqz", Lexicon::english()).is_empty());
    }
}
