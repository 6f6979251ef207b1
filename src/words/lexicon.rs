//! The dictionary: an `fst` automaton of lowercase a-z words, queried for membership and
//! walked letter by letter by the anagram search and the move generators.

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use fst::raw::Fst;

use super::dawg::Dawg;
use super::gaddag::Gaddag;

/// The built-in English word list, compiled by build.rs.
static ENGLISH_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/english.fst"));

/// A set of playable words (lowercase a-z, at least two letters). Cloning the built-in
/// English lexicon copies no data.
#[derive(Clone)]
pub struct Lexicon {
    fst: Fst<Cow<'static, [u8]>>,
    /// The unpacked automaton, built on first use and shared by clones.
    dawg: Arc<OnceLock<Dawg>>,
    /// The GADDAG for the crossword move generator, built on first use and shared by clones.
    gaddag: Arc<OnceLock<Gaddag>>,
    /// The automaton's completion hints for the anagram search, built on first use.
    hints: Arc<OnceLock<Vec<u32>>>,
}

/// A position in the automaton: the words sharing one prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LexNode {
    index: u32,
    word: bool,
    leaf: bool,
}

impl Lexicon {
    /// The built-in English dictionary (Wordnik list), shared and never copied.
    pub fn english() -> &'static Lexicon {
        static ENGLISH: OnceLock<Lexicon> = OnceLock::new();
        ENGLISH.get_or_init(|| {
            Lexicon::wrap(Fst::new(Cow::Borrowed(ENGLISH_FST)).expect("build.rs wrote a valid fst"))
        })
    }

    /// Builds a lexicon from words already folded to a-z; any order, duplicates allowed.
    pub fn from_words<I, S>(words: I) -> Lexicon
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut list: Vec<String> = words
            .into_iter()
            .map(|w| w.as_ref().to_owned())
            .filter(|w| {
                (2..=super::MAX_WORD_LEN).contains(&w.len())
                    && w.bytes().all(|b| b.is_ascii_lowercase())
            })
            .collect();
        list.sort_unstable();
        list.dedup();
        let set = fst::Set::from_iter(list).expect("sorted and deduplicated");
        Lexicon::wrap(Fst::new(Cow::Owned(set.into_fst().into_inner())).expect("fresh fst"))
    }

    /// The words of both lexicons, as one automaton (a table's own list added to English).
    pub fn union(&self, other: &Lexicon) -> Lexicon {
        let a = fst::Set::from(Fst::new(self.fst.as_bytes()).expect("valid fst"));
        let b = fst::Set::from(Fst::new(other.fst.as_bytes()).expect("valid fst"));
        let mut builder = fst::SetBuilder::memory();
        builder
            .extend_stream(a.op().add(&b).union())
            .expect("union stream is sorted");
        Lexicon::wrap(
            Fst::new(Cow::Owned(builder.into_inner().expect("in memory"))).expect("fresh fst"),
        )
    }

    /// Number of words.
    pub fn len(&self) -> usize {
        self.fst.len()
    }

    /// True when the lexicon holds no word.
    pub fn is_empty(&self) -> bool {
        self.fst.is_empty()
    }

    /// Size of the automaton in bytes.
    pub fn size_bytes(&self) -> usize {
        self.fst.size()
    }

    /// Whether `word` is a word; ASCII case is ignored.
    pub fn contains(&self, word: &str) -> bool {
        let bytes = word.as_bytes();
        if bytes.iter().all(|b| b.is_ascii_lowercase()) {
            return self.contains_lower(bytes);
        }
        let mut buf = [0u8; 64];
        if bytes.len() > buf.len() {
            return false;
        }
        for (slot, b) in buf.iter_mut().zip(bytes) {
            *slot = b.to_ascii_lowercase();
        }
        self.contains_lower(&buf[..bytes.len()])
    }

    /// Membership for bytes already known to be lowercase.
    #[inline]
    pub fn contains_lower(&self, word: &[u8]) -> bool {
        let dawg = self.dawg();
        let mut node = Dawg::ROOT;
        for &b in word {
            match dawg.child(node, b) {
                Some(next) => node = next,
                None => return false,
            }
        }
        dawg.is_final(node)
    }

    /// The unpacked automaton (built on first use).
    pub fn dawg(&self) -> &Dawg {
        self.dawg.get_or_init(|| Dawg::from_fst(&self.fst))
    }

    /// The GADDAG of the same words (built on first use: about a second for 200,000 words).
    pub fn gaddag(&self) -> &Gaddag {
        self.gaddag.get_or_init(|| {
            let words = self.words();
            Gaddag::from_words(words.iter().map(|w| w.as_bytes()))
        })
    }

    /// [`Dawg::completion_hints`] of this lexicon (built on first use).
    pub fn completion_hints(&self) -> &[u32] {
        self.hints.get_or_init(|| self.dawg().completion_hints())
    }

    /// The automaton's start: the empty prefix.
    pub fn root(&self) -> LexNode {
        self.at(Dawg::ROOT)
    }

    /// Follows one letter from `node`; `None` when no word continues that way.
    #[inline]
    pub fn step(&self, node: &LexNode, letter: u8) -> Option<LexNode> {
        self.dawg().child(node.index, letter).map(|i| self.at(i))
    }

    /// Follows a whole prefix from the root.
    pub fn walk(&self, prefix: &[u8]) -> Option<LexNode> {
        let mut node = self.root();
        for &b in prefix {
            node = self.step(&node, b)?;
        }
        Some(node)
    }

    /// Every letter that continues `node`, in alphabetical order, with the node it leads to.
    pub fn children(&self, node: &LexNode) -> impl Iterator<Item = (u8, LexNode)> + '_ {
        self.dawg()
            .children(node.index)
            .map(move |(letter, i)| (letter, self.at(i)))
    }

    /// Every word, in order (for tests and tools; allocates).
    pub fn words(&self) -> Vec<String> {
        let set = fst::Set::from(Fst::new(self.fst.as_bytes()).expect("valid fst"));
        set.into_stream().into_strs().expect("a-z words are UTF-8")
    }

    fn wrap(fst: Fst<Cow<'static, [u8]>>) -> Lexicon {
        Lexicon {
            fst,
            dawg: Arc::new(OnceLock::new()),
            gaddag: Arc::new(OnceLock::new()),
            hints: Arc::new(OnceLock::new()),
        }
    }

    #[inline]
    fn at(&self, index: u32) -> LexNode {
        let dawg = self.dawg();
        LexNode {
            index,
            word: dawg.is_final(index),
            leaf: dawg.letters(index) == 0,
        }
    }
}

impl std::fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lexicon({} words)", self.len())
    }
}

impl LexNode {
    /// True when the path to this node spells a whole word.
    pub fn is_word(&self) -> bool {
        self.word
    }

    /// True when no word continues past this node.
    pub fn is_leaf(&self) -> bool {
        self.leaf
    }

    /// The state's index in the unpacked automaton.
    pub fn index(&self) -> u32 {
        self.index
    }
}

use fst::IntoStreamer;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_knows_the_rule_book_words() {
        let en = Lexicon::english();
        for w in [
            "flow",
            "flowers",
            "winemaker",
            "napkin",
            "next",
            "try",
            "yank",
            "wonder",
            "oxen",
        ] {
            assert!(en.contains(w), "{w}");
        }
        assert!(en.contains("FLOW"), "case is ignored");
        assert!(!en.contains("xqzt"));
        assert!(!en.contains(""));
        assert!(en.len() > 150_000);
    }

    #[test]
    fn walking_matches_contains() {
        let en = Lexicon::english();
        let node = en.walk(b"flow").unwrap();
        assert!(node.is_word());
        let next: Vec<u8> = en.children(&node).map(|(b, _)| b).collect();
        assert!(next.contains(&b'e'));
        assert!(en.walk(b"qzx").is_none());
    }

    #[test]
    fn union_adds_a_tables_words() {
        let own = Lexicon::from_words(["zorbly", "flow"]);
        let both = Lexicon::english().union(&own);
        assert!(both.contains("zorbly"));
        assert!(both.contains("napkin"));
        assert_eq!(both.len(), Lexicon::english().len() + 1);
    }
}
