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

    /// Appends another search's words after these (they must sort after them).
    fn append(&mut self, other: WordMatches) {
        let offset = self.text.len() as u32;
        self.items
            .extend(other.items.into_iter().map(|(s, l, w)| (s + offset, l, w)));
        self.text.extend_from_slice(&other.text);
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
        hints: lexicon.completion_hints(),
        left: hand.len() as u32,
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
    if hand.len() >= PARALLEL_FROM {
        return search.descend_in_parallel(start.index());
    }
    search.descend(start.index());
    search.out
}

/// The raw mask of a state that ends a word and has no continuation.
const FINAL_LEAF: u32 = 1 << 31;

/// Hands at least this big are searched on two threads (a big hand with wildcards visits
/// over 100,000 states; a small one finishes before a thread would start).
const PARALLEL_FROM: usize = 10;

impl Search<'_> {
    /// Searches each first letter's subtree as its own task, on this thread and one more,
    /// then joins the results in letter order (the order one thread would have found them).
    fn descend_in_parallel(self, node: u32) -> WordMatches {
        use std::sync::Mutex;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let dawg = self.dawg;
        // One task a first letter, taken in turn by whichever thread is free.
        let tasks: Vec<(u8, u32)> = dawg
            .children(node)
            .filter(|&(letter, _)| self.wild > 0 || self.have & (1 << (letter - b'a')) != 0)
            .collect();
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<(usize, WordMatches)>> = Mutex::new(Vec::with_capacity(tasks.len()));
        let work = || {
            loop {
                let t = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(letter, child)) = tasks.get(t) else {
                    break;
                };
                let mut s = self.clone_state();
                // Room for a typical first letter's words, so the buffers rarely grow.
                s.out.text.reserve(1 << 16);
                s.out.items.reserve(1 << 12);
                s.consume(letter);
                s.descend(child);
                results
                    .lock()
                    .expect("no panic while held")
                    .push((t, s.out));
            }
        };
        std::thread::scope(|scope| {
            scope.spawn(work);
            work();
        });
        let mut parts = results.into_inner().expect("no panic while held");
        parts.sort_unstable_by_key(|(t, _)| *t);
        let mut out = WordMatches {
            text: Vec::with_capacity(parts.iter().map(|(_, p)| p.text.len()).sum()),
            items: Vec::with_capacity(parts.iter().map(|(_, p)| p.items.len()).sum()),
        };
        for (_, part) in parts {
            out.append(part);
        }
        out
    }

    /// Plays `letter` at the end of the word: a real one when the hand has it, else a
    /// wildcard.
    #[inline]
    fn consume(&mut self, letter: u8) {
        let (i, pos) = ((letter - b'a') as usize, self.len);
        self.word[pos] = letter;
        self.len = pos + 1;
        self.left -= 1;
        if self.have & (1 << i) != 0 {
            self.counts[i] -= 1;
            if self.counts[i] == 0 {
                self.have &= !(1 << i);
            }
        } else {
            self.wild -= 1;
            self.wild_mask |= 1 << pos;
        }
    }

    /// Takes back the word's last letter, `i` (index a-z), played by [`Search::consume`] from
    /// a wildcard (`wild`) or the hand.
    #[inline]
    fn undo(&mut self, i: usize, wild: bool) {
        let pos = self.len - 1;
        self.len = pos;
        self.left += 1;
        if wild {
            self.wild += 1;
            self.wild_mask &= !(1 << pos);
        } else {
            self.counts[i] += 1;
            self.have |= 1 << i;
        }
    }

    /// A copy of the search's state, for a task (its output starts empty).
    fn clone_state(&self) -> Search<'_> {
        Search {
            dawg: self.dawg,
            hints: self.hints,
            left: self.left,
            counts: self.counts,
            have: self.have,
            wild: self.wild,
            word: self.word,
            len: self.len,
            min_len: self.min_len,
            wild_mask: self.wild_mask,
            out: WordMatches::default(),
        }
    }
}

struct Search<'a> {
    dawg: &'a Dawg,
    hints: &'a [u32],
    /// Letters and wildcards still in hand.
    left: u32,
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
        // Once the wildcards are spent, skip a subtree whose every word needs a letter the
        // hand lacks, or more letters than it holds (with wildcards left this rarely prunes
        // and costs more than it saves).
        if self.wild == 0 {
            let hint = self.hints[node as usize];
            if hint & ((1 << 26) - 1) & !self.have != 0 || hint >> 26 > self.left {
                return;
            }
        }
        let all = raw & ((1 << 26) - 1);
        // Without wildcards only letters still in hand can continue.
        let mask = if self.wild > 0 { all } else { all & self.have };
        // Children are stored in letter order: walking the letters in order gives each
        // child's edge by counting, with no bit counting per child.
        let mut letters = all;
        let mut edge = first;
        while letters != 0 {
            let i = letters.trailing_zeros() as usize;
            let bit = 1u32 << i;
            letters &= letters - 1;
            let child = dawg.edge(edge);
            edge += 1;
            if mask & bit == 0 {
                continue;
            }
            if dawg.raw(child).0 == FINAL_LEAF {
                // A word's last letter with nothing after it (most words end so): record it
                // here instead of a call that would only do that.
                if pos + 1 >= self.min_len {
                    self.word[pos] = b'a' + i as u8;
                    let wild = if self.have & bit != 0 { 0 } else { 1 << pos };
                    self.out.push(&self.word[..pos + 1], self.wild_mask | wild);
                }
                continue;
            }
            // A real letter first; a wildcard only where no real one is left, so each word
            // is produced once (swapping a real letter for a wildcard never enables a word).
            let wild = self.have & bit == 0;
            self.consume(b'a' + i as u8);
            self.descend(child);
            self.undo(i, wild);
        }
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
