//! The dictionary unpacked for speed: the fst's states as a flat array, each with a 26-bit
//! mask of the letters that continue it, so following a letter is a bit test and a popcount
//! instead of decoding a compressed node. Built once per lexicon, on first use.

use std::collections::HashMap;

use fst::raw::Fst;

const FINAL: u32 = 1 << 31;
/// An edge's target state, without its [`FINAL`] flag.
const TARGET: u32 = !FINAL;
/// Symbols: a-z in bits 0-25 and, in a GADDAG, the separator `{` in bit 26.
const LETTERS: u32 = (1 << 27) - 1;

/// The letters a-z in a state's mask (or a completion hint), without a GADDAG's separator.
pub const A_TO_Z: u32 = (1 << 26) - 1;

/// The byte a GADDAG puts between a word's reversed beginning and its end; it sorts after `z`.
pub const SEPARATOR: u8 = b'{';

/// A read-only automaton over a-z (plus the separator, for a GADDAG).
///
/// Each state is a run of `u32`s in one array: its mask (bit i: symbol `a + i` continues,
/// bit 31: the path so far is a whole key), then the offsets of its children in symbol order,
/// each with bit 31 set when that child is a whole key, so a search learns that a letter ends
/// a word without loading the child. A state's id is its offset. Following an edge reads the parent's run (already in cache)
/// and then the child's run, one memory access where separate state and edge arrays need two;
/// that matters for a GADDAG of several megabytes.
pub struct Dawg {
    data: Vec<u32>,
    states: usize,
    /// The state that ends a word with nothing after it (`u32::MAX` when there is none).
    leaf: u32,
}

impl Dawg {
    /// Unpacks an fst whose keys are lowercase a-z (and, for a GADDAG, the separator `{`).
    pub fn from_fst<D: AsRef<[u8]>>(fst: &Fst<D>) -> Dawg {
        let mut index: HashMap<u64, u32> = HashMap::new();
        // Temporary form: (mask, first edge) per state, edges as state numbers.
        let mut nodes: Vec<(u32, u32)> = vec![(0, 0)];
        let mut edges = Vec::new();
        let root = fst.root().addr() as u64;
        index.insert(root, 0);
        let mut todo = vec![root];
        while let Some(addr) = todo.pop() {
            let node = fst.node(addr as usize);
            let me = index[&addr];
            let first = edges.len() as u32;
            let mut mask = if node.is_final() { FINAL } else { 0 };
            for t in node.transitions() {
                debug_assert!(t.inp.is_ascii_lowercase() || t.inp == SEPARATOR);
                mask |= 1 << (t.inp - b'a');
                let next = *index.entry(t.addr as u64).or_insert_with(|| {
                    nodes.push((0, 0));
                    todo.push(t.addr as u64);
                    (nodes.len() - 1) as u32
                });
                edges.push(next);
            }
            nodes[me as usize] = (mask, first);
        }
        Dawg::interleaved(&nodes, &edges)
    }

    /// Lays the states out in depth-first order, so a search walking down the automaton
    /// mostly reads memory it has just read (the first child usually follows its parent).
    fn interleaved(nodes: &[(u32, u32)], edges: &[u32]) -> Dawg {
        const UNSEEN: u32 = u32::MAX;
        let mut offset = vec![UNSEEN; nodes.len()];
        let mut order = Vec::with_capacity(nodes.len());
        let mut next_offset = 0u32;
        let mut stack = vec![0u32];
        while let Some(old) = stack.pop() {
            if offset[old as usize] != UNSEEN {
                continue;
            }
            let (mask, first) = nodes[old as usize];
            let count = (mask & LETTERS).count_ones();
            offset[old as usize] = next_offset;
            next_offset += 1 + count;
            order.push(old);
            // Push children last-first so the first child is visited next.
            for e in (first..first + count).rev() {
                let child = edges[e as usize];
                if offset[child as usize] == UNSEEN {
                    stack.push(child);
                }
            }
        }
        // A minimal automaton has one word-end-with-nothing-after state; a search tests for
        // it by id instead of loading it.
        let leaf = order
            .iter()
            .find(|&&old| nodes[old as usize].0 == FINAL)
            .map_or(u32::MAX, |&old| offset[old as usize]);
        let mut data = Vec::with_capacity(next_offset as usize);
        for &old in &order {
            let (mask, first) = nodes[old as usize];
            let count = (mask & LETTERS).count_ones();
            data.push(mask);
            for e in first..first + count {
                let target = edges[e as usize];
                data.push(offset[target as usize] | (nodes[target as usize].0 & FINAL));
            }
        }
        Dawg {
            data,
            states: order.len(),
            leaf,
        }
    }

    /// The start state.
    pub const ROOT: u32 = 0;

    /// Follows `letter` (a-z) from `node`.
    #[inline]
    pub fn child(&self, node: u32, letter: u8) -> Option<u32> {
        self.child_raw(node, letter).map(Dawg::edge_target)
    }

    /// Follows `letter` from `node` and returns the edge as stored (see [`Dawg::edge_raw`]).
    #[inline]
    pub fn child_raw(&self, node: u32, letter: u8) -> Option<u32> {
        let mask = self.data[node as usize];
        let bit = 1u32 << (letter.wrapping_sub(b'a') & 31);
        if !(b'a'..=SEPARATOR).contains(&letter) || mask & bit == 0 {
            return None;
        }
        let rank = (mask & (bit - 1) & LETTERS).count_ones();
        Some(self.data[(node + 1 + rank) as usize])
    }

    /// True when the path to `node` spells a word.
    #[inline]
    pub fn is_final(&self, node: u32) -> bool {
        self.data[node as usize] & FINAL != 0
    }

    /// The symbols continuing `node`: a-z in bits 0-25, a GADDAG's separator in bit 26.
    #[inline]
    pub fn letters(&self, node: u32) -> u32 {
        self.data[node as usize] & LETTERS
    }

    /// A state's raw entry: its mask (letters in bits 0-25, bit 31 when it ends a word) and
    /// the index of its first edge; for tight loops with [`Dawg::edge`].
    #[inline]
    pub fn raw(&self, node: u32) -> (u32, u32) {
        (self.data[node as usize], node + 1)
    }

    /// The target of edge `i`.
    #[inline]
    pub fn edge(&self, i: u32) -> u32 {
        self.data[i as usize] & TARGET
    }

    /// Edge `i` as stored: its target, with bit 31 set when the target ends a word (read it
    /// with [`Dawg::edge_target`] and [`Dawg::edge_ends_word`]).
    #[inline]
    pub fn edge_raw(&self, i: u32) -> u32 {
        self.data[i as usize]
    }

    /// The state a raw edge leads to.
    #[inline]
    pub fn edge_target(raw: u32) -> u32 {
        raw & TARGET
    }

    /// True when a raw edge leads to a word's end.
    #[inline]
    pub fn edge_ends_word(raw: u32) -> bool {
        raw & FINAL != 0
    }

    /// Asks the processor to start loading `node`, so a search can fetch several children at
    /// once instead of waiting for each in turn. A hint only: it changes no result.
    #[inline]
    pub fn prefetch(&self, node: u32) {
        #[cfg(target_arch = "x86_64")]
        if let Some(p) = self.data.get(node as usize) {
            // SAFETY: a prefetch never faults and reads nothing; the address is inside `data`.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    (p as *const u32).cast::<i8>(),
                )
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = node;
    }

    /// True when a raw mask marks a word's end.
    #[inline]
    pub fn raw_is_final(mask: u32) -> bool {
        mask & FINAL != 0
    }

    /// The child under `bit` (one of `letters(node)`'s bits), for tight loops.
    #[inline]
    pub fn child_at_bit(&self, node: u32, bit: u32) -> u32 {
        let mask = self.data[node as usize];
        let rank = (mask & (bit - 1) & LETTERS).count_ones();
        self.data[(node + 1 + rank) as usize] & TARGET
    }

    /// Every (letter, child) of `node`, in alphabetical order.
    #[inline]
    pub fn children(&self, node: u32) -> Children<'_> {
        Children {
            mask: self.data[node as usize] & LETTERS,
            edge: node + 1,
            dawg: self,
        }
    }

    /// For each state (by id): bits 0-25 the letters that appear anywhere below it, bits
    /// 26-31 the most letters from it to a word's end (capped at 63). Color Words' best-word
    /// search prunes a path with it.
    pub fn letters_below(&self) -> Vec<u32> {
        const UNSET: u32 = u32::MAX;
        let mut info = vec![UNSET; self.size_bytes() / 4];
        fn visit(d: &Dawg, node: u32, info: &mut [u32]) -> u32 {
            if info[node as usize] != UNSET {
                return info[node as usize];
            }
            let (mut letters, mut most) = (0u32, 0u32);
            for (letter, child) in d.children(node) {
                let c = visit(d, child, info);
                letters |= (c & ((1 << 26) - 1)) | 1 << (letter - b'a');
                most = most.max((c >> 26) + 1);
            }
            let v = letters | most.min(63) << 26;
            info[node as usize] = v;
            v
        }
        visit(self, Dawg::ROOT, &mut info);
        info
    }

    /// For each state (indexed by its id), what every way of finishing a word from it needs:
    /// bits 0-25 the letters all completions use, bits 26-31 the fewest letters to a word's end
    /// (capped at 63). A search that cannot supply them can skip the state's whole subtree.
    pub fn completion_hints(&self) -> Vec<u32> {
        const UNSET: u32 = u32::MAX;
        let mut hints = vec![UNSET; self.data.len()];
        fn visit(d: &Dawg, node: u32, hints: &mut [u32]) -> u32 {
            if hints[node as usize] != UNSET {
                return hints[node as usize];
            }
            let mut must = LETTERS;
            let mut min = 63u32;
            // Every child is visited, also below a word's end, so every state gets its hint.
            for (letter, child) in d.children(node) {
                let ch = visit(d, child, hints);
                must &= (ch & A_TO_Z) | 1 << (letter - b'a');
                min = min.min((ch >> 26) + 1);
            }
            let h = if d.data[node as usize] & FINAL != 0 {
                0
            } else {
                (must & A_TO_Z) | min.min(63) << 26
            };
            hints[node as usize] = h;
            h
        }
        visit(self, Self::ROOT, &mut hints);
        hints
    }

    /// The state that ends a word and continues no further, when the automaton has one
    /// (all of them, when it is minimal); a search can test for it by id, without a load.
    #[inline]
    pub fn leaf(&self) -> u32 {
        self.leaf
    }

    /// Number of states.
    pub fn len(&self) -> usize {
        self.states
    }

    /// True when there is no state (never: the root always exists).
    pub fn is_empty(&self) -> bool {
        self.states == 0
    }

    /// Memory used, in bytes.
    pub fn size_bytes(&self) -> usize {
        self.data.len() * 4
    }
}

/// Iterator over a state's children.
pub struct Children<'a> {
    mask: u32,
    edge: u32,
    dawg: &'a Dawg,
}

impl Iterator for Children<'_> {
    type Item = (u8, u32);

    #[inline]
    fn next(&mut self) -> Option<(u8, u32)> {
        if self.mask == 0 {
            return None;
        }
        let i = self.mask.trailing_zeros();
        self.mask &= self.mask - 1;
        let target = self.dawg.data[self.edge as usize] & TARGET;
        self.edge += 1;
        Some((b'a' + i as u8, target))
    }
}

#[cfg(test)]
mod tests {
    use crate::words::Lexicon;

    fn hint(lex: &Lexicon, prefix: &str) -> (String, u32) {
        let node = lex.walk(prefix.as_bytes()).expect("a prefix of the list");
        let h = lex.completion_hints()[node.index() as usize];
        let must = (0..26)
            .filter(|i| h & (1 << i) != 0)
            .map(|i| (b'a' + i as u8) as char)
            .collect();
        (must, h >> 26)
    }

    #[test]
    fn hints_say_what_every_completion_needs() {
        let lex = Lexicon::from_words(["cart", "card", "care", "cat", "dog"]);
        // After "car" every word needs one more letter, but no single one is shared.
        assert_eq!(hint(&lex, "car"), (String::new(), 1));
        // After "ca": t (cat), or r and one more (cart, card, care): nothing common, 1 letter.
        assert_eq!(hint(&lex, "ca"), (String::new(), 1));
        // After "d" only "dog": o and g, two letters.
        assert_eq!(hint(&lex, "d"), ("go".to_string(), 2));
        // A word's end needs nothing.
        assert_eq!(hint(&lex, "cat"), (String::new(), 0));
        // States below a word's end get hints too: after "at" (a word), "ato" needs an m.
        let lex = Lexicon::from_words(["at", "atom", "atoms"]);
        assert_eq!(hint(&lex, "ato"), ("m".to_string(), 1));
    }

    #[test]
    fn states_and_edges_share_one_array() {
        // Root, a, b and the shared end state; edges root-a, root-b, a-b, a-c, b-d.
        let lex = Lexicon::from_words(["ab", "ac", "bd"]);
        let d = lex.dawg();
        let root = super::Dawg::ROOT;
        let (mask, first) = d.raw(root);
        assert_eq!(mask & 0b11, 0b11, "a and b continue the root");
        assert_eq!(first, root + 1, "the children's offsets follow the mask");
        let a = d.child(root, b'a').unwrap();
        assert_eq!(d.edge(first), a);
        assert!(d.child(a, b'b').is_some_and(|n| d.is_final(n)));
        assert!(d.child(a, b'd').is_none());
        // An edge says whether it ends a word, and leads to the same state as `child`.
        let ab = d.child_raw(a, b'b').unwrap();
        assert!(super::Dawg::edge_ends_word(ab));
        assert_eq!(super::Dawg::edge_target(ab), d.child(a, b'b').unwrap());
        assert!(
            !super::Dawg::edge_ends_word(d.edge_raw(first)),
            "\"a\" is no word"
        );
        // Every word here ends with nothing after it, in the one shared leaf.
        let b = d.child(root, b'b').unwrap();
        assert_eq!(d.leaf(), d.child(a, b'b').unwrap());
        assert_eq!(d.leaf(), d.child(b, b'd').unwrap());
        assert_eq!(d.letters(d.leaf()), 0);
        assert_eq!(d.len(), 4);
        assert_eq!(d.size_bytes(), 4 * (4 + 5), "one word a state, one an edge");
    }
}
