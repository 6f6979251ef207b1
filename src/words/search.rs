//! Anagram search: every word a hand (with wildcards) can make, optionally continuing a
//! prefix already on the table (expanding a word, or a colony word's first letter).

use bevy::tasks::{ComputeTaskPool, TaskPoolBuilder};

use super::dawg::{A_TO_Z, Dawg};
use super::{LetterBag, Lexicon};

/// A word the hand can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WordMatch<'a> {
    /// The whole word, prefix included.
    pub word: &'a str,
    /// Bit `i` set: letter `i` of the word is played by a wildcard.
    pub wild_mask: u64,
}

/// The words a search found, in alphabetical order. A search can find tens of thousands, so
/// they are stored in a few flat buffers: one run of words a search task.
#[derive(Clone, Debug, Default)]
pub struct WordMatches {
    runs: Vec<Run>,
}

/// (start in the text, length, wildcard mask) of one word.
type Item = (u32, u16, u64);

/// Words found one after another: their letters end to end, and where each one is.
#[derive(Clone, Debug, Default)]
struct Run {
    text: Vec<u8>,
    items: Vec<Item>,
}

impl WordMatches {
    /// How many words.
    pub fn len(&self) -> usize {
        self.runs.iter().map(|r| r.items.len()).sum()
    }

    /// True when nothing was found.
    pub fn is_empty(&self) -> bool {
        self.runs.iter().all(|r| r.items.is_empty())
    }

    /// The `i`-th word, in alphabetical order.
    ///
    /// # Panics
    /// When `i` is not below [`WordMatches::len`].
    pub fn get(&self, mut i: usize) -> WordMatch<'_> {
        for run in &self.runs {
            if i < run.items.len() {
                return run.get(i);
            }
            i -= run.items.len();
        }
        panic!("word {i} past the end of the matches")
    }

    /// Every word found.
    pub fn iter(&self) -> impl Iterator<Item = WordMatch<'_>> + '_ {
        self.runs
            .iter()
            .flat_map(|r| (0..r.items.len()).map(|i| r.get(i)))
    }

    /// The words as owned strings (for tools and tests).
    pub fn words(&self) -> Vec<String> {
        self.iter().map(|m| m.word.to_string()).collect()
    }
}

impl PartialEq for WordMatches {
    /// The same words with the same wildcards, however they are split into runs.
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for WordMatches {}

impl Run {
    /// An empty run with room for `bytes` of text and `words` words.
    fn with_capacity(bytes: usize, words: usize) -> Run {
        Run {
            text: Vec::with_capacity(bytes),
            items: Vec::with_capacity(words),
        }
    }

    /// Adds the first `len` letters of `word`, as a search finds it.
    #[inline(always)]
    fn record(&mut self, word: &[u8; 64], len: usize, wild_mask: u64) {
        let at = self.text.len();
        self.items.push((at as u32, len as u16, wild_mask));
        // Most words fit in 16 bytes: a fixed-size copy (then cut to length) needs no call.
        if len <= 16 {
            self.text.extend_from_slice(&word[..16]);
            self.text.truncate(at + len);
        } else {
            self.text.extend_from_slice(&word[..len]);
        }
    }

    fn get(&self, i: usize) -> WordMatch<'_> {
        let (start, len, wild_mask) = self.items[i];
        let bytes = &self.text[start as usize..start as usize + len as usize];
        WordMatch {
            word: std::str::from_utf8(bytes).expect("a-z"),
            wild_mask,
        }
    }
}

/// All words of at least two letters that start with `prefix` (letters already on the table)
/// and continue with one or more letters from `hand`. Each word is listed once, using real
/// letters before wildcards, in alphabetical order.
pub fn find_words(lexicon: &Lexicon, hand: &LetterBag, prefix: &str) -> WordMatches {
    search_words(lexicon, hand, prefix, true)
}

/// Whether the processor has a popcount instruction.
fn has_popcnt() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("popcnt");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// [`find_words`], with the popcount instruction if `popcnt` and the processor has it (the
/// tests compare both ways).
fn search_words(lexicon: &Lexicon, hand: &LetterBag, prefix: &str, popcnt: bool) -> WordMatches {
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
        out: Run::with_capacity(1 << 10, 1 << 6),
        popcnt: popcnt && has_popcnt(),
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
    WordMatches {
        runs: vec![search.out],
    }
}

/// Hands at least this big are searched on two threads (a big hand with wildcards visits
/// over 100,000 states; a small one finishes before a thread would start).
const PARALLEL_FROM: usize = 10;

impl Search<'_> {
    /// Searches each first letter's subtree as its own task, on this thread and one more,
    /// then joins the results in letter order (the order one thread would have found them).
    fn descend_in_parallel(self, node: u32) -> WordMatches {
        // The shared pool's threads are already running: starting a thread per search would
        // cost about as much as a tenth of the search.
        let pool = ComputeTaskPool::get_or_init(|| {
            // The calling thread works too while it waits, so one thread fewer than cores.
            let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
            TaskPoolBuilder::new()
                .num_threads(cores.saturating_sub(1).max(1))
                .build()
        });
        let this = &self;
        let runs = pool.scope(|scope| {
            // One task a first letter; the pool hands them to whichever thread is free and
            // returns the results in the order they were spawned.
            for (letter, child) in this.dawg.children(node) {
                if this.wild == 0 && this.have & (1 << (letter - b'a')) == 0 {
                    continue;
                }
                scope.spawn(async move {
                    // Room for a typical first letter's words, so the buffers rarely grow.
                    let mut s = this.clone_state(Run::with_capacity(1 << 16, 1 << 12));
                    s.consume(letter);
                    s.descend(child);
                    s.out
                });
            }
        });
        WordMatches { runs }
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

    /// A copy of the search's state, for a task, with its own output.
    fn clone_state(&self, out: Run) -> Search<'_> {
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
            out,
            popcnt: self.popcnt,
        }
    }
}

// The word being built fits the longest word a list may hold, and its wildcard mask a bit a
// letter.
const _: () = assert!(super::MAX_WORD_LEN <= 64);

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
    out: Run,
    /// Whether to search with the popcount instruction (see [`Search::descend`]).
    popcnt: bool,
}

impl Search<'_> {
    /// Searches below `node`, whatever is left in hand, with the processor's popcount
    /// instruction when it has one (every x86-64 since 2009; a build for baseline x86-64
    /// cannot assume it, and counting bits without it is a dozen instructions a child).
    fn descend(&mut self, node: u32) {
        #[cfg(target_arch = "x86_64")]
        if self.popcnt {
            // SAFETY: `popcnt` is only set when the processor has the instruction.
            unsafe { self.descend_popcnt(node) };
            return;
        }
        self.descend_plain(node);
    }

    /// Whether a hand of `left` letters (`have`, no wildcard) can finish any word below
    /// `node`: a subtree whose every word needs a letter the hand lacks, or more letters than
    /// it holds, is skipped whole, before the call (about a third of them are). With wildcards
    /// left this rarely prunes and costs more than it saves.
    #[inline(always)]
    fn exact_can_finish(&self, node: u32, have: u32, left: u32) -> bool {
        let hint = self.hints[node as usize];
        hint & A_TO_Z & !have == 0 && hint >> 26 <= left
    }
}

/// The search itself, once for any processor and once for one with popcount (the same code,
/// compiled twice).
macro_rules! search_core {
    ($(#[$attr:meta])* $entry:ident, $wild:ident, $exact:ident) => {
        impl Search<'_> {
            /// Searches below `node`, whatever is left in hand.
            $(#[$attr])*
            fn $entry(&mut self, node: u32) {
                let (pos, left, have) = (self.len, self.left, self.have);
                if self.wild > 0 {
                    self.$wild(node, pos, left, have, self.wild, self.wild_mask);
                } else if self.exact_can_finish(node, have, left) {
                    self.$exact(node, pos, left, have);
                }
            }

            /// Below `node`, the word's first `pos` letters played, with `left` letters and
            /// `wild` (at least one) of them wildcards still in hand, `have` the letters held:
            /// every child is worth a look. The state changing at every step is passed along
            /// rather than stored, so it stays in registers.
            $(#[$attr])*
            fn $wild(
                &mut self,
                node: u32,
                pos: usize,
                left: u32,
                have: u32,
                wild: u8,
                wild_mask: u64,
            ) {
                let dawg = self.dawg;
                let (raw, first) = dawg.raw(node);
                let leaf = dawg.leaf();
                if Dawg::raw_is_final(raw) && pos >= self.min_len {
                    self.out.record(&self.word, pos, wild_mask);
                }
                // A word as long as a word list allows (MAX_WORD_LEN, the buffer's size) is
                // complete here; its last letter was played from the state before.
                if pos >= self.word.len() {
                    return;
                }
                // Children are stored in letter order: walking every letter in order gives each
                // child's edge by counting.
                let mut letters = raw & A_TO_Z;
                let mut edge = first;
                while letters != 0 {
                    let i = letters.trailing_zeros() as usize;
                    let bit = 1u32 << i;
                    letters &= letters - 1;
                    let child = dawg.edge(edge);
                    edge += 1;
                    self.word[pos] = b'a' + i as u8;
                    // A real letter first; a wildcard only where no real one is left, so each
                    // word is produced once (swapping a real letter for a wildcard never
                    // enables a word).
                    let real = have & bit != 0;
                    if child == leaf {
                        // A word's last letter with nothing after it (most words end so):
                        // record it here instead of a call that would only do that.
                        if pos + 1 >= self.min_len {
                            let wild_bit = if real { 0 } else { 1 << pos };
                            self.out.record(&self.word, pos + 1, wild_mask | wild_bit);
                        }
                        continue;
                    }
                    if real {
                        let count = self.counts[i] - 1;
                        self.counts[i] = count;
                        let have = if count == 0 { have & !bit } else { have };
                        self.$wild(child, pos + 1, left - 1, have, wild, wild_mask);
                        self.counts[i] = count + 1;
                    } else {
                        let wild_mask = wild_mask | 1 << pos;
                        if wild > 1 {
                            self.$wild(child, pos + 1, left - 1, have, wild - 1, wild_mask);
                        } else if self.exact_can_finish(child, have, left - 1) {
                            self.wild_mask = wild_mask;
                            self.$exact(child, pos + 1, left - 1, have);
                        }
                    }
                }
            }

            /// Below `node` with the wildcards spent (those played are in `self.wild_mask`): only
            /// letters still in hand continue.
            $(#[$attr])*
            fn $exact(&mut self, node: u32, pos: usize, left: u32, have: u32) {
                let dawg = self.dawg;
                let (raw, first) = dawg.raw(node);
                let leaf = dawg.leaf();
                if Dawg::raw_is_final(raw) && pos >= self.min_len {
                    self.out.record(&self.word, pos, self.wild_mask);
                }
                // A word as long as a word list allows (MAX_WORD_LEN, the buffer's size) is
                // complete here; its last letter was played from the state before.
                if pos >= self.word.len() {
                    return;
                }
                let all = raw & A_TO_Z;
                let mut letters = all & have;
                while letters != 0 {
                    let i = letters.trailing_zeros() as usize;
                    let bit = 1u32 << i;
                    letters &= letters - 1;
                    // The child's edge is its letter's rank among the state's letters.
                    let child = dawg.edge(first + (all & (bit - 1)).count_ones());
                    self.word[pos] = b'a' + i as u8;
                    if child == leaf {
                        if pos + 1 >= self.min_len {
                            self.out.record(&self.word, pos + 1, self.wild_mask);
                        }
                        continue;
                    }
                    let count = self.counts[i] - 1;
                    self.counts[i] = count;
                    let have = if count == 0 { have & !bit } else { have };
                    if self.exact_can_finish(child, have, left - 1) {
                        self.$exact(child, pos + 1, left - 1, have);
                    }
                    self.counts[i] = count + 1;
                }
            }
        }
    };
}

search_core!(descend_plain, descend_wild, descend_exact);
#[cfg(target_arch = "x86_64")]
search_core!(
    #[target_feature(enable = "popcnt")]
    descend_popcnt,
    descend_wild_popcnt,
    descend_exact_popcnt
);

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
    fn words_are_read_back_across_runs() {
        // A big hand is searched in several runs (one a first letter): the `i`-th word is the
        // same whether read by index or in order, and the order is alphabetical.
        let found = find_words(
            Lexicon::english(),
            &LetterBag::parse("aeinrstlod??").unwrap(),
            "",
        );
        assert!(found.runs.len() > 1, "searched in parts");
        let in_order: Vec<WordMatch> = found.iter().collect();
        assert_eq!(in_order.len(), found.len());
        for i in (0..found.len()).step_by(997).chain([found.len() - 1]) {
            assert_eq!(found.get(i), in_order[i]);
        }
        assert!(in_order.windows(2).all(|w| w[0].word < w[1].word));
    }

    #[test]
    fn long_words_and_many_wildcards() {
        let long = "abcdefghijklmnopqrstu";
        let lex = Lexicon::from_words([long, "ab", "abc"]);
        assert_eq!(words(long, "", &lex), ["ab", "abc", long]);
        // Three wildcards and the rest real: the wildcards are the last three letters.
        let found = find_words(
            &lex,
            &LetterBag::parse("abcdefghijklmnopqr???").unwrap(),
            "",
        );
        let last = found.iter().last().unwrap();
        assert_eq!(last.word, long);
        assert_eq!(last.wild_mask, 0b111 << 18);
    }

    #[test]
    fn with_and_without_popcount_alike() {
        let en = Lexicon::english();
        for (hand, prefix) in [("aeinrstlod??", ""), ("ers", "flow"), ("apkin?", "n")] {
            let bag = LetterBag::parse(hand).unwrap();
            let plain = search_words(en, &bag, prefix, false);
            assert_eq!(
                plain,
                search_words(en, &bag, prefix, true),
                "{hand} {prefix}"
            );
        }
    }

    #[test]
    fn unknown_prefix_finds_nothing() {
        assert!(words("abc", "xqz", Lexicon::english()).is_empty());
    }
}
