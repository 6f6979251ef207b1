//! What lies on the table: single words and colonies (staircases of words), as plain data,
//! with the geometry and value functions the rules, the layout and the AI share.

use serde::{Deserialize, Serialize};

use super::cards::CardId;

/// A player's seat index.
pub type PlayerId = usize;

/// A word group's identity: stable for the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GroupId(pub u32);

/// Why a word cannot be conquered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Protection {
    /// It is a word of a colony.
    Colony,
    /// It is the word a Decolonization left.
    Decolonized,
    /// Its owner played an Immunity card on it.
    Immunity,
}

impl Protection {
    /// The reason in `lang`, as a refused conquest ends ("PIN cannot be conquered: ...").
    pub fn message(self, lang: crate::i18n::Lang) -> String {
        match self {
            Protection::Colony => crate::i18n::tr_in!(lang, "wc-refused-protection-colony"),
            Protection::Decolonized => {
                crate::i18n::tr_in!(lang, "wc-refused-protection-decolonized")
            }
            Protection::Immunity => crate::i18n::tr_in!(lang, "wc-refused-protection-immunity"),
        }
    }
}

/// In the app's current language.
impl std::fmt::Display for Protection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

/// A card lying in a word, with the letter it plays as (a Magic Word chooses its letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// The card.
    pub card: CardId,
    /// The letter it shows, uppercase.
    pub letter: char,
    /// The points it is worth (negative for black cards, 0 for a Magic Word).
    pub value: i32,
}

/// Reading direction of a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dir {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

impl Dir {
    /// The perpendicular direction.
    pub fn turn(self) -> Dir {
        match self {
            Dir::Across => Dir::Down,
            Dir::Down => Dir::Across,
        }
    }
}

/// One word: its cards in reading order. In a colony, a word's first card is the previous
/// word's last card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Word {
    /// The cards, first letter first.
    pub cards: Vec<Placed>,
}

impl Word {
    /// The word's spelling, uppercase.
    pub fn text(&self) -> String {
        self.cards.iter().map(|p| p.letter).collect()
    }

    /// The word's value: the sum of its cards (black cards count negative).
    pub fn value(&self) -> i32 {
        letters_value(&self.cards)
    }

    /// The last letter, where the next colony word starts.
    pub fn last_letter(&self) -> char {
        self.cards.last().map_or(' ', |p| p.letter)
    }
}

/// The points of some placed cards.
pub fn letters_value(cards: &[Placed]) -> i32 {
    cards.iter().map(|p| p.value).sum()
}

/// A single word (one word) or a colony (two or more), owned by its first word's owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// Identity.
    pub id: GroupId,
    /// Words in the order they were built.
    pub words: Vec<Word>,
    /// The owner.
    pub owner: PlayerId,
    /// Direction of the first word; later words alternate.
    pub first_dir: Dir,
    /// The Supercolony bonus was paid (or forfeited) for this colony.
    pub supercolony_done: bool,
    /// Left by a Decolonization: this word cannot be conquered.
    pub unconquerable: bool,
    /// Protected by an Immunity card until its owner's next turn.
    pub immune: bool,
    /// Cards gathered by Decolonizations here (shown as a pile beside the word).
    pub decolonized_cards: usize,
}

impl Group {
    /// True for a colony (two or more words).
    pub fn is_colony(&self) -> bool {
        self.words.len() >= 2
    }

    /// The last word: the one that may be expanded or built on.
    pub fn last(&self) -> &Word {
        self.words.last().expect("a group has a word")
    }

    /// The first word (the one a Decolonization doubles).
    pub fn first(&self) -> &Word {
        &self.words[0]
    }

    /// Direction of word `i`.
    pub fn dir_of(&self, i: usize) -> Dir {
        if i.is_multiple_of(2) {
            self.first_dir
        } else {
            self.first_dir.turn()
        }
    }

    /// True when `text` is already one of the colony's words.
    pub fn has_word(&self, text: &str) -> bool {
        self.words.iter().any(|w| w.text() == text)
    }

    /// Whether another player could conquer it now, and if not, why.
    pub fn conquerable(&self) -> Result<(), Protection> {
        if self.is_colony() {
            Err(Protection::Colony)
        } else if self.unconquerable {
            Err(Protection::Decolonized)
        } else if self.immune {
            Err(Protection::Immunity)
        } else {
            Ok(())
        }
    }

    /// Every distinct card in the group (shared corner cards once).
    pub fn card_ids(&self) -> Vec<CardId> {
        let mut ids = Vec::new();
        for (i, w) in self.words.iter().enumerate() {
            let skip = usize::from(i > 0);
            ids.extend(w.cards.iter().skip(skip).map(|p| p.card));
        }
        ids
    }

    /// Grid cells of every card, relative to the first letter at (0, 0); x right, y down.
    /// Colonies always step right or down, so they never cross themselves.
    pub fn cells(&self) -> Vec<(i32, i32, Placed)> {
        let mut out = Vec::new();
        let (mut x, mut y) = (0, 0);
        for (i, w) in self.words.iter().enumerate() {
            let (dx, dy) = match self.dir_of(i) {
                Dir::Across => (1, 0),
                Dir::Down => (0, 1),
            };
            for (j, p) in w.cards.iter().enumerate() {
                if i > 0 && j == 0 {
                    continue;
                }
                out.push((x + dx * j as i32, y + dy * j as i32, *p));
            }
            let n = w.cards.len() as i32 - 1;
            x += dx * n;
            y += dy * n;
        }
        out
    }

    /// Width and height of the group in cells.
    pub fn extent(&self) -> (i32, i32) {
        let cells = self.cells();
        let w = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
        let h = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
        (w, h)
    }
}

/// Everything on the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Groups in the order they were started.
    pub groups: Vec<Group>,
    /// The next group id to hand out.
    pub next_id: u32,
}

impl Table {
    /// The group with this id.
    pub fn get(&self, id: GroupId) -> Option<&Group> {
        self.groups.iter().find(|g| g.id == id)
    }

    /// The group with this id, to change.
    pub fn get_mut(&mut self, id: GroupId) -> Option<&mut Group> {
        self.groups.iter_mut().find(|g| g.id == id)
    }

    /// True when `player` owns a word (a single word or a colony) on the table.
    pub fn owns_any(&self, player: PlayerId) -> bool {
        self.groups.iter().any(|g| g.owner == player)
    }

    /// Starts a new single word and returns its id.
    pub fn add_single(&mut self, owner: PlayerId, word: Word) -> GroupId {
        let id = GroupId(self.next_id);
        self.next_id += 1;
        self.groups.push(Group {
            id,
            words: vec![word],
            owner,
            first_dir: Dir::Across,
            supercolony_done: false,
            unconquerable: false,
            immune: false,
            decolonized_cards: 0,
        });
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(text: &str, first_id: u16) -> Word {
        Word {
            cards: text
                .chars()
                .enumerate()
                .map(|(i, c)| Placed {
                    card: CardId(first_id + i as u16),
                    letter: c,
                    value: 1,
                })
                .collect(),
        }
    }

    #[test]
    fn a_colony_is_a_staircase() {
        let mut t = Table::default();
        let id = t.add_single(0, word("WIN", 0));
        let g = t.get_mut(id).unwrap();
        let mut napkin = word("NAPKIN", 10);
        napkin.cards[0] = g.words[0].cards[2];
        g.words.push(napkin);
        let mut next = word("NEXT", 20);
        next.cards[0] = g.words[1].cards[5];
        g.words.push(next);
        let cells = g.cells();
        assert_eq!(cells.len(), 3 + 5 + 3, "shared corners are counted once");
        assert_eq!((cells[2].0, cells[2].1, cells[2].2.letter), (2, 0, 'N'));
        // NAPKIN runs down from the N of WIN; NEXT runs across from its last N.
        assert_eq!((cells[7].0, cells[7].1, cells[7].2.letter), (2, 5, 'N'));
        assert_eq!((cells[10].0, cells[10].1, cells[10].2.letter), (5, 5, 'T'));
        assert_eq!(g.extent(), (6, 6));
        assert_eq!(g.card_ids().len(), 11);
        let mut seen = std::collections::HashSet::new();
        assert!(
            cells.iter().all(|c| seen.insert((c.0, c.1))),
            "never crosses itself"
        );
    }

    #[test]
    fn colonies_are_protected() {
        let mut t = Table::default();
        let id = t.add_single(0, word("WIN", 0));
        assert!(t.get(id).unwrap().conquerable().is_ok());
        t.get_mut(id).unwrap().words.push(word("NAP", 5));
        assert_eq!(t.get(id).unwrap().conquerable(), Err(Protection::Colony));
        assert_eq!(
            Protection::Colony.to_string(),
            "words in a colony are protected"
        );
    }
}
