//! The dictionary unpacked for speed: the fst's states as a flat array, each with a 26-bit
//! mask of the letters that continue it, so following a letter is a bit test and a popcount
//! instead of decoding a compressed node. Built once per lexicon, on first use.

use std::collections::HashMap;

use fst::raw::Fst;

const FINAL: u32 = 1 << 31;
/// Symbols: a-z in bits 0-25 and, in a GADDAG, the separator `{` in bit 26.
const LETTERS: u32 = (1 << 27) - 1;

#[derive(Clone, Copy)]
struct Node {
    /// Bit i: symbol `a + i` continues; bit 31: the path so far is a whole key.
    mask: u32,
    /// Index in `edges` of the first child.
    first: u32,
}

/// The byte a GADDAG puts between a word's reversed beginning and its end; it sorts after `z`.
pub const SEPARATOR: u8 = b'{';

/// A read-only automaton over a-z (plus the separator, for a GADDAG).
pub struct Dawg {
    nodes: Vec<Node>,
    edges: Vec<u32>,
}

impl Dawg {
    /// Unpacks an fst whose keys are lowercase a-z (and, for a GADDAG, the separator `{`).
    pub fn from_fst<D: AsRef<[u8]>>(fst: &Fst<D>) -> Dawg {
        let mut index: HashMap<u64, u32> = HashMap::new();
        let mut nodes = vec![Node { mask: 0, first: 0 }];
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
                    nodes.push(Node { mask: 0, first: 0 });
                    todo.push(t.addr as u64);
                    (nodes.len() - 1) as u32
                });
                edges.push(next);
            }
            nodes[me as usize] = Node { mask, first };
        }
        Dawg { nodes, edges }.in_depth_first_order()
    }

    /// Renumbers the states in depth-first order, so a search walking down the automaton
    /// mostly reads memory it has just read (the first child usually follows its parent).
    fn in_depth_first_order(self) -> Dawg {
        const UNSEEN: u32 = u32::MAX;
        let mut new_id = vec![UNSEEN; self.nodes.len()];
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![Dawg::ROOT];
        while let Some(old) = stack.pop() {
            if new_id[old as usize] != UNSEEN {
                continue;
            }
            new_id[old as usize] = order.len() as u32;
            order.push(old);
            let n = self.nodes[old as usize];
            let count = (n.mask & LETTERS).count_ones();
            // Push children last-first so the first child is visited next.
            for e in (n.first..n.first + count).rev() {
                let child = self.edges[e as usize];
                if new_id[child as usize] == UNSEEN {
                    stack.push(child);
                }
            }
        }
        let mut nodes = Vec::with_capacity(order.len());
        let mut edges = Vec::with_capacity(self.edges.len());
        for &old in &order {
            let n = self.nodes[old as usize];
            let first = edges.len() as u32;
            let count = (n.mask & LETTERS).count_ones();
            for e in n.first..n.first + count {
                edges.push(new_id[self.edges[e as usize] as usize]);
            }
            nodes.push(Node {
                mask: n.mask,
                first,
            });
        }
        Dawg { nodes, edges }
    }

    /// The start state.
    pub const ROOT: u32 = 0;

    /// Follows `letter` (a-z) from `node`.
    #[inline]
    pub fn child(&self, node: u32, letter: u8) -> Option<u32> {
        let n = self.nodes[node as usize];
        let bit = 1u32 << (letter.wrapping_sub(b'a') & 31);
        if !(b'a'..=SEPARATOR).contains(&letter) || n.mask & bit == 0 {
            return None;
        }
        let rank = (n.mask & (bit - 1) & LETTERS).count_ones();
        Some(self.edges[(n.first + rank) as usize])
    }

    /// True when the path to `node` spells a word.
    #[inline]
    pub fn is_final(&self, node: u32) -> bool {
        self.nodes[node as usize].mask & FINAL != 0
    }

    /// The symbols continuing `node`: a-z in bits 0-25, a GADDAG's separator in bit 26.
    #[inline]
    pub fn letters(&self, node: u32) -> u32 {
        self.nodes[node as usize].mask & LETTERS
    }

    /// A state's raw entry: its mask (letters in bits 0-25, bit 31 when it ends a word) and
    /// the index of its first edge; for tight loops with [`Dawg::edge`].
    #[inline]
    pub fn raw(&self, node: u32) -> (u32, u32) {
        let n = self.nodes[node as usize];
        (n.mask, n.first)
    }

    /// The target of edge `i`.
    #[inline]
    pub fn edge(&self, i: u32) -> u32 {
        self.edges[i as usize]
    }

    /// True when a raw mask marks a word's end.
    #[inline]
    pub fn raw_is_final(mask: u32) -> bool {
        mask & FINAL != 0
    }

    /// The child under `bit` (one of `letters(node)`'s bits), for tight loops.
    #[inline]
    pub fn child_at_bit(&self, node: u32, bit: u32) -> u32 {
        let n = self.nodes[node as usize];
        let rank = (n.mask & (bit - 1) & LETTERS).count_ones();
        self.edges[(n.first + rank) as usize]
    }

    /// Every (letter, child) of `node`, in alphabetical order.
    #[inline]
    pub fn children(&self, node: u32) -> Children<'_> {
        let n = self.nodes[node as usize];
        Children {
            mask: n.mask & LETTERS,
            edge: n.first,
            dawg: self,
        }
    }

    /// Number of states.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when there is no state (never: the root always exists).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Memory used, in bytes.
    pub fn size_bytes(&self) -> usize {
        self.nodes.len() * std::mem::size_of::<Node>() + self.edges.len() * 4
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
        let target = self.dawg.edges[self.edge as usize];
        self.edge += 1;
        Some((b'a' + i as u8, target))
    }
}
