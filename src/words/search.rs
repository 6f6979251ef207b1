//! Anagram search: every word a hand (with wildcards) can make, optionally continuing a
//! prefix already on the table (expanding a word, or a colony word's first letter).

use super::dawg::Dawg;
use super::{LetterBag, Lexicon};

/// A word the hand can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WordMatch<'a> {
    /// The whole word, prefix included.
    pub word: &'a str,
    /// Bit `i` set: letter `i` of the word is played by a wildcard.
    pub wild_mask: u64,
}

/// The words a search found, stored in one buffer (a search can find tens of thousands).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WordMatches {
    text: Vec<u8>,
    items: Vec<(u32, u16, u64)>,
}

impl WordMatches {
    /// How many words.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True when nothing was found.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The `i`-th word, in alphabetical order.
    pub fn get(&self, i: usize) -> WordMatch<'_> {
        let (start, len, wild_mask) = self.items[i];
        let bytes = &self.text[start as usize..start as usize + len as usize];
        WordMatch {
            word: std::str::from_utf8(bytes).expect("a-z"),
            wild_mask,
        }
    }

    /// Every word found.
    pub fn iter(&self) -> impl Iterator<Item = WordMatch<'_>> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// The words as owned strings (for tools and tests).
    pub fn words(&self) -> Vec<String> {
        self.iter().map(|m| m.word.to_string()).collect()
    }

    fn push(&mut self, word: &[u8], wild_mask: u64) {
        self.items
            .push((self.text.len() as u32, word.len() as u16, wild_mask));
        self.text.extend_from_slice(word);
    }
}

/// All words of at least two letters that start with `prefix` (letters already on the table)
/// and continue with one or more letters from `hand`. Each word is listed once, using real
/// letters before wildcards, in alphabetical order.
pub fn find_words(lexicon: &Lexicon, hand: &LetterBag, prefix: &str) -> WordMatches {
    let prefix = prefix.to_ascii_lowercase();
    let Some(start) = lexicon.walk(prefix.as_bytes()) else {
        return WordMatches::default();
    };
    let mut counts = [0u8; 26];
    let mut have = 0u32;
    for (i, c) in counts.iter_mut().enumerate() {
        *c = hand.count(b'a' + i as u8);
        if *c > 0 {
            have |= 1 << i;
        }
    }
    let mut search = Search {
        dawg: lexicon.dawg(),
        counts,
        have,
        wild: hand.wildcards(),
        word: [0; 64],
        len: prefix.len(),
        min_len: 0,
        wild_mask: 0,
        out: WordMatches::default(),
    };
    if prefix.len() >= 64 {
        return WordMatches::default();
    }
    search.word[..prefix.len()].copy_from_slice(prefix.as_bytes());
    search.min_len = (prefix.len() + 1).max(2);
    search.descend(start.index());
    search.out
}

struct Search<'a> {
    dawg: &'a Dawg,
    counts: [u8; 26],
    /// Bit i set while the hand still holds letter i.
    have: u32,
    wild: u8,
    word: [u8; 64],
    len: usize,
    min_len: usize,
    wild_mask: u64,
    out: WordMatches,
}

impl Search<'_> {
    fn descend(&mut self, node: u32) {
        let dawg = self.dawg;
        let (raw, first) = dawg.raw(node);
        let pos = self.len;
        if Dawg::raw_is_final(raw) && pos >= self.min_len {
            self.out.push(&self.word[..pos], self.wild_mask);
        }
        if pos >= 63 {
            return;
        }
        let all = raw & ((1 << 26) - 1);
        // Without wildcards only letters still in hand can continue.
        let mut mask = if self.wild > 0 { all } else { all & self.have };
        // Start loading every child we will visit, so their memory arrives together.
        let mut ahead = mask;
        while ahead != 0 {
            let bit = ahead & ahead.wrapping_neg();
            ahead &= ahead - 1;
            dawg.prefetch(dawg.edge(first + (all & (bit - 1)).count_ones()));
        }
        while mask != 0 {
            let i = mask.trailing_zeros() as usize;
            let bit = 1u32 << i;
            mask &= mask - 1;
            let child = dawg.edge(first + (all & (bit - 1)).count_ones());
            self.word[pos] = b'a' + i as u8;
            self.len = pos + 1;
            // A real letter first; a wildcard only where no real one is left, so each word
            // is produced once (swapping a real letter for a wildcard never enables a word).
            if self.have & bit != 0 {
                self.counts[i] -= 1;
                if self.counts[i] == 0 {
                    self.have &= !bit;
                }
                self.descend(child);
                self.counts[i] += 1;
                self.have |= bit;
            } else {
                self.wild -= 1;
                self.wild_mask |= 1 << pos;
                self.descend(child);
                self.wild_mask &= !(1 << pos);
                self.wild += 1;
            }
        }
        self.len = pos;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(hand: &str, prefix: &str, lex: &Lexicon) -> Vec<String> {
        find_words(lex, &LetterBag::parse(hand).unwrap(), prefix).words()
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
        let found: Vec<WordMatch> = found.iter().collect();
        assert_eq!(
            found,
            [
                WordMatch {
                    word: "aa",
                    wild_mask: 0b10
                },
                WordMatch {
                    word: "ab",
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

    /// Whether `word` can be made from `prefix` plus the hand, and which letters need a wildcard
    /// when real letters are used first.
    fn brute_force(word: &str, hand: &str, prefix: &str) -> Option<u64> {
        if !word.starts_with(prefix) || word.len() <= prefix.len() || word.len() < 2 {
            return None;
        }
        let mut counts = [0i32; 26];
        let mut wild = 0;
        for c in hand.bytes() {
            if c == b'?' {
                wild += 1;
            } else {
                counts[(c - b'a') as usize] += 1;
            }
        }
        let mut mask = 0u64;
        for (i, c) in word.bytes().enumerate().skip(prefix.len()) {
            let k = (c - b'a') as usize;
            if counts[k] > 0 {
                counts[k] -= 1;
            } else if wild > 0 {
                wild -= 1;
                mask |= 1 << i;
            } else {
                return None;
            }
        }
        Some(mask)
    }

    #[test]
    fn agrees_with_brute_force_over_the_whole_dictionary() {
        let en = Lexicon::english();
        let all = en.words();
        for (hand, prefix) in [
            ("aeinrstlod??", ""),
            ("qwertyuiop?", ""),
            ("ers", "flow"),
            ("apkin?", "n"),
            ("zzyx??", "a"),
            ("eeaaiioonn", ""),
        ] {
            let found: Vec<(String, u64)> =
                find_words(en, &LetterBag::parse(hand).unwrap(), prefix)
                    .iter()
                    .map(|m| (m.word.to_string(), m.wild_mask))
                    .collect();
            let expected: Vec<(String, u64)> = all
                .iter()
                .filter_map(|w| brute_force(w, hand, prefix).map(|m| (w.clone(), m)))
                .collect();
            assert_eq!(found.len(), expected.len(), "{hand} {prefix}");
            // Wildcard positions may differ where two assignments spell the same word
            // (real letters first decides which); the words must be the same.
            let fw: Vec<&String> = found.iter().map(|f| &f.0).collect();
            let ew: Vec<&String> = expected.iter().map(|e| &e.0).collect();
            assert_eq!(fw, ew, "{hand} {prefix}");
            for ((w, m), (_, em)) in found.iter().zip(&expected) {
                assert_eq!(m.count_ones(), em.count_ones(), "{w}: as many wildcards");
            }
        }
    }

    #[test]
    fn unknown_prefix_finds_nothing() {
        assert!(words("abc", "xqz", Lexicon::english()).is_empty());
    }
}
