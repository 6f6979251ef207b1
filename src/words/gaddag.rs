//! The GADDAG: every word stored once per letter as "reversed beginning, separator, end", so
//! a move generator can start at any square of the board and grow a word both ways. Built
//! from a lexicon's words into an fst (minimal and compact), then unpacked into the same
//! flat automaton as the dictionary, because the generator follows millions of edges a
//! second and decoding fst nodes on every step costs more than the lookup itself.

use fst::raw::Fst;

use super::dawg::{Dawg, SEPARATOR};

/// A GADDAG over a-z, with [`SEPARATOR`] between the reversed prefix and the suffix.
pub struct Gaddag {
    dawg: Dawg,
}

impl Gaddag {
    /// Builds the GADDAG of `words` (lowercase a-z; any order).
    pub fn from_words<'a, I>(words: I) -> Gaddag
    where
        I: IntoIterator<Item = &'a [u8]>,
    {
        // One arena for all keys: millions of small allocations would dominate the build.
        let mut arena: Vec<u8> = Vec::new();
        let mut keys: Vec<(u32, u8)> = Vec::new();
        for word in words {
            let n = word.len();
            // A key (the word plus its separator) must fit the one-byte length below.
            if n > super::MAX_WORD_LEN {
                continue;
            }
            for split in 1..=n {
                let start = arena.len() as u32;
                arena.extend(word[..split].iter().rev());
                if split < n {
                    arena.push(SEPARATOR);
                    arena.extend_from_slice(&word[split..]);
                }
                keys.push((start, (arena.len() as u32 - start) as u8));
            }
        }
        let key = |&(start, len): &(u32, u8)| &arena[start as usize..start as usize + len as usize];
        keys.sort_unstable_by(|a, b| key(a).cmp(key(b)));
        keys.dedup_by(|a, b| key(a) == key(b));
        let mut builder = fst::raw::Builder::memory();
        for k in &keys {
            builder.add(key(k)).expect("keys are sorted and unique");
        }
        let bytes = builder.into_inner().expect("in memory");
        let fst = Fst::new(bytes).expect("fresh fst");
        Gaddag {
            dawg: Dawg::from_fst(&fst),
        }
    }

    /// The unpacked automaton; its root starts at the anchor letter and walks left.
    #[inline]
    pub fn dawg(&self) -> &Dawg {
        &self.dawg
    }

    /// Memory used, in bytes.
    pub fn size_bytes(&self) -> usize {
        self.dawg.size_bytes()
    }

    /// Number of states.
    pub fn len(&self) -> usize {
        self.dawg.len()
    }

    /// True when there is no state (never: the root always exists).
    pub fn is_empty(&self) -> bool {
        self.dawg.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepts(g: &Gaddag, key: &[u8]) -> bool {
        let d = g.dawg();
        let mut node = Dawg::ROOT;
        for &b in key {
            match d.child(node, b) {
                Some(n) => node = n,
                None => return false,
            }
        }
        d.is_final(node)
    }

    #[test]
    fn every_split_of_a_word_is_a_path() {
        let words: [&[u8]; 3] = [b"care", b"car", b"at"];
        let g = Gaddag::from_words(words);
        for key in [
            &b"c{are"[..],
            b"ac{re",
            b"rac{e",
            b"erac",
            b"c{ar",
            b"ac{r",
            b"rac",
            b"a{t",
            b"ta",
        ] {
            assert!(accepts(&g, key), "{}", String::from_utf8_lossy(key));
        }
        for key in [&b"care"[..], b"c{a", b"ra{c", b"ac", b"t{a"] {
            assert!(!accepts(&g, key), "{}", String::from_utf8_lossy(key));
        }
    }
}
