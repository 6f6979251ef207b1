//! The dictionary: an `fst` automaton of lowercase a-z words, queried for membership and
//! walked letter by letter by the anagram search and the move generators. The built-in French
//! and Romanian dictionaries also keep their words' accented spellings, to show them.

use std::sync::{Arc, OnceLock};

use fst::raw::Fst;

use super::dawg::Dawg;
use super::family::FamilyList;
use super::gaddag::Gaddag;

/// The built-in English word list, compiled by build.rs.
static ENGLISH_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/english.fst"));

/// The French and Romanian dictionaries: the folded a-z words, and the accented spellings
/// (see `docs/dictionaries.md`; made by `tools/make-dictionaries.sh`).
static FRENCH_FST: &[u8] = include_bytes!("../../assets/words/fr.fst");
static FRENCH_DISPLAY_FST: &[u8] = include_bytes!("../../assets/words/fr-display.fst");
static ROMANIAN_FST: &[u8] = include_bytes!("../../assets/words/ro.fst");
static ROMANIAN_DISPLAY_FST: &[u8] = include_bytes!("../../assets/words/ro-display.fst");

/// An automaton's bytes: built into the program, or built while it runs and shared by every
/// clone (a table's word list joined to a dictionary is megabytes that a game, its computer
/// seats' copies and the table's trial moves all read).
#[derive(Clone)]
enum FstBytes {
    /// Compiled into the binary.
    Static(&'static [u8]),
    /// Built at run time.
    Shared(Arc<[u8]>),
}

impl FstBytes {
    fn shared(bytes: Vec<u8>) -> FstBytes {
        FstBytes::Shared(bytes.into())
    }
}

impl AsRef<[u8]> for FstBytes {
    fn as_ref(&self) -> &[u8] {
        match self {
            FstBytes::Static(bytes) => bytes,
            FstBytes::Shared(bytes) => bytes,
        }
    }
}

/// A set of playable words (lowercase a-z, at least two letters). Cloning a lexicon copies no
/// words.
#[derive(Clone)]
pub struct Lexicon {
    fst: Fst<FstBytes>,
    /// The accented spellings of the words that have any (see
    /// [`CompiledList::display`](super::compile::CompiledList::display)); `None` for a list
    /// whose words are shown as they are.
    display: Option<&'static [u8]>,
    /// The unpacked automaton, built on first use and shared by clones.
    dawg: Arc<OnceLock<Dawg>>,
    /// The GADDAG for the board games' move generator, built on first use and shared by clones.
    gaddag: Arc<OnceLock<Gaddag>>,
    /// The automaton's completion hints for the anagram search, built on first use.
    hints: Arc<OnceLock<Vec<u32>>>,
    /// [`Dawg::letters_below`] of the automaton, built on first use.
    below: Arc<OnceLock<Vec<u32>>>,
    /// The family filter whose words were taken out (see [`Lexicon::keep_off`]), to say why a
    /// word is missing.
    kept_off: Option<&'static FamilyList>,
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
            Lexicon::wrap(
                Fst::new(FstBytes::Static(ENGLISH_FST)).expect("build.rs wrote a valid fst"),
            )
        })
    }

    /// The built-in French dictionary (Grammalecte's lexicon, every inflected form), shared
    /// and never copied.
    pub fn french() -> &'static Lexicon {
        static FRENCH: OnceLock<Lexicon> = OnceLock::new();
        FRENCH.get_or_init(|| Lexicon::built_in(FRENCH_FST, FRENCH_DISPLAY_FST))
    }

    /// The built-in Romanian dictionary (the Romanian Hunspell dictionary, every inflected
    /// form), shared and never copied.
    pub fn romanian() -> &'static Lexicon {
        static ROMANIAN: OnceLock<Lexicon> = OnceLock::new();
        ROMANIAN.get_or_init(|| Lexicon::built_in(ROMANIAN_FST, ROMANIAN_DISPLAY_FST))
    }

    fn built_in(words: &'static [u8], display: &'static [u8]) -> Lexicon {
        let mut lexicon =
            Lexicon::wrap(Fst::new(FstBytes::Static(words)).expect("a valid fst in assets/words"));
        Fst::new(display).expect("a valid fst in assets/words");
        lexicon.display = Some(display);
        lexicon
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
        Lexicon::wrap(Fst::new(FstBytes::shared(set.into_fst().into_inner())).expect("fresh fst"))
    }

    /// The words of both lexicons, as one automaton (a table's own list added to its
    /// dictionary). The accented spellings are `self`'s (or, without any, `other`'s).
    pub fn union(&self, other: &Lexicon) -> Lexicon {
        let a = fst::Set::from(Fst::new(self.fst.as_bytes()).expect("valid fst"));
        let b = fst::Set::from(Fst::new(other.fst.as_bytes()).expect("valid fst"));
        let mut builder = fst::SetBuilder::memory();
        builder
            .extend_stream(a.op().add(&b).union())
            .expect("union stream is sorted");
        let mut both = Lexicon::wrap(
            Fst::new(FstBytes::shared(builder.into_inner().expect("in memory")))
                .expect("fresh fst"),
        );
        both.display = self.display.or(other.display);
        both.kept_off = self.kept_off.or(other.kept_off);
        both
    }

    /// These words without the ones `list` keeps off the table (the family filter); the
    /// result remembers the list, so [`Lexicon::kept_off`] can say why a word is missing.
    pub fn keep_off(&self, list: &'static FamilyList) -> Lexicon {
        let blocked = fst::Set::from_iter(list.blocked_in(self)).expect("sorted and unique");
        let mut builder = fst::SetBuilder::memory();
        builder
            .extend_stream(self.as_set().op().add(&blocked).difference())
            .expect("difference stream is sorted");
        let mut kept = Lexicon::wrap(
            Fst::new(FstBytes::shared(builder.into_inner().expect("in memory")))
                .expect("fresh fst"),
        );
        kept.display = self.display;
        kept.kept_off = Some(list);
        kept
    }

    /// This lexicon kept for the life of the program, so its clones share its words instead of
    /// copying them (for the few lexicons built once and cached, as the filtered built-ins).
    pub(super) fn leak(self) -> Lexicon {
        let (display, kept_off) = (self.display, self.kept_off);
        let bytes: &'static [u8] = match self.fst.into_inner() {
            FstBytes::Static(bytes) => bytes,
            FstBytes::Shared(bytes) => Box::leak(bytes.to_vec().into_boxed_slice()),
        };
        let mut lexicon =
            Lexicon::wrap(Fst::new(FstBytes::Static(bytes)).expect("the same valid fst"));
        lexicon.display = display;
        lexicon.kept_off = kept_off;
        lexicon
    }

    /// Whether the family filter this lexicon was made with keeps `word` off the table (false
    /// for a lexicon without one).
    pub fn kept_off(&self, word: &str) -> bool {
        self.kept_off.is_some_and(|list| list.blocks(word))
    }

    /// Whether both lexicons are one automaton (a clone of the other): cheap, no word compared.
    pub fn same_words(&self, other: &Lexicon) -> bool {
        std::ptr::eq(self.fst.as_bytes(), other.fst.as_bytes())
    }

    /// The words as an `fst` set borrowing this automaton (for set operations and searches).
    pub(super) fn as_set(&self) -> fst::Set<&[u8]> {
        fst::Set::from(Fst::new(self.fst.as_bytes()).expect("valid fst"))
    }

    /// How `folded` (a word of this lexicon, a-z) is spelled: its spellings in order
    /// (`eleve` -> `élevé`, `élève`; `ou` -> `ou`, `où`), or the word itself when it has no
    /// accented one. Empty when `folded` is not a word here.
    pub fn display_forms(&self, folded: &str) -> Vec<String> {
        if !self.contains(folded) {
            return Vec::new();
        }
        let folded = folded.to_ascii_lowercase();
        let forms = match self.display {
            Some(bytes) => {
                let set = fst::Set::from(Fst::new(bytes).expect("checked when built"));
                set.search(FoldsTo::new(&folded))
                    .into_stream()
                    .into_strs()
                    .expect("the display list is UTF-8")
            }
            None => Vec::new(),
        };
        if forms.is_empty() {
            vec![folded]
        } else {
            forms
        }
    }

    /// The accented spellings kept to show (empty for a list shown as it is): for tests and
    /// tools; allocates.
    pub fn display_words(&self) -> Vec<String> {
        match self.display {
            Some(bytes) => fst::Set::from(Fst::new(bytes).expect("checked when built"))
                .into_stream()
                .into_strs()
                .expect("the display list is UTF-8"),
            None => Vec::new(),
        }
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

    /// [`Dawg::letters_below`] of this lexicon (built on first use, shared by clones).
    pub fn letters_below(&self) -> &[u32] {
        self.below.get_or_init(|| self.dawg().letters_below())
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

    fn wrap(fst: Fst<FstBytes>) -> Lexicon {
        Lexicon {
            fst,
            display: None,
            dawg: Arc::new(OnceLock::new()),
            gaddag: Arc::new(OnceLock::new()),
            hints: Arc::new(OnceLock::new()),
            below: Arc::new(OnceLock::new()),
            kept_off: None,
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

use fst::{Automaton, IntoStreamer};

/// An automaton over UTF-8 keys that accepts the spellings folding to one a-z word
/// ([`fold_char`](super::fold::fold_char)): at each position, any letter whose folding comes
/// next (`é` or `e` for `e`, `œ` for `oe`).
struct FoldsTo<'a> {
    folded: &'a [u8],
}

/// How far into the folded word, and the bytes of a letter begun but not finished.
#[derive(Clone, Copy)]
struct FoldState {
    at: usize,
    pending: [u8; 4],
    len: u8,
}

impl<'a> FoldsTo<'a> {
    fn new(folded: &'a str) -> Self {
        FoldsTo {
            folded: folded.as_bytes(),
        }
    }
}

impl Automaton for FoldsTo<'_> {
    type State = Option<FoldState>;

    fn start(&self) -> Self::State {
        Some(FoldState {
            at: 0,
            pending: [0; 4],
            len: 0,
        })
    }

    fn is_match(&self, state: &Self::State) -> bool {
        state.is_some_and(|s| s.len == 0 && s.at == self.folded.len())
    }

    fn can_match(&self, state: &Self::State) -> bool {
        state.is_some()
    }

    fn accept(&self, state: &Self::State, byte: u8) -> Self::State {
        let mut s = (*state)?;
        s.pending[s.len as usize] = byte;
        s.len += 1;
        let want = match s.pending[0] {
            0x00..=0x7f => 1,
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            _ => return None,
        };
        if (s.len as usize) < want {
            return Some(s);
        }
        let c = std::str::from_utf8(&s.pending[..want])
            .ok()?
            .chars()
            .next()?;
        let plain = super::fold::fold_char(c)?.as_bytes();
        if !self.folded[s.at..].starts_with(plain) {
            return None;
        }
        Some(FoldState {
            at: s.at + plain.len(),
            pending: [0; 4],
            len: 0,
        })
    }
}

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
