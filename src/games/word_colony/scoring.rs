//! Word Colony scoring as plain functions: what a placement earns, and whether it conquers.
//! The rules apply these; the computer players call the same ones to judge a play.

use super::groups::{Group, PlayerId};

/// What a placement on an existing word does to the scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gain {
    /// Points the acting player scores.
    pub player: i32,
    /// Points the word's owner loses (conquest).
    pub owner_loss: i32,
    /// The single word changes hands.
    pub conquers: bool,
}

/// Expanding the last word of `group` (or building a word on its last letter) by `player`
/// with new letters worth `added`: the player scores the added letters; on another player's
/// conquerable single word, out-scoring its current value conquers it, and its value moves
/// from the owner to the player.
pub fn placement_gain(group: &Group, player: PlayerId, added: i32) -> Gain {
    let open_to_conquest = group.owner != player && group.conquerable().is_ok();
    gain_on_word(group.last().value(), open_to_conquest, added)
}

/// The same rule from its three facts: the value of the word built on, whether it is another
/// player's conquerable single word, and the value of the new letters. (The play finder
/// computes the facts once per word and calls this for every candidate.)
pub fn gain_on_word(word_value: i32, open_to_conquest: bool, added: i32) -> Gain {
    let conquers = open_to_conquest && added > word_value;
    if conquers {
        // A word dragged below zero by black cards transfers nothing.
        let transfer = word_value.max(0);
        Gain {
            player: added + transfer,
            owner_loss: transfer,
            conquers: true,
        }
    } else {
        Gain {
            player: added,
            owner_loss: 0,
            conquers: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::cards::CardId;
    use crate::games::word_colony::groups::{Placed, Table, Word};

    fn word(text: &str, values: &[i32]) -> Word {
        Word {
            cards: text
                .chars()
                .zip(values)
                .enumerate()
                .map(|(i, (c, &v))| Placed {
                    card: CardId(i as u16),
                    letter: c,
                    value: v,
                })
                .collect(),
        }
    }

    #[test]
    fn out_scoring_a_single_word_conquers_it() {
        let mut t = Table::default();
        let id = t.add_single(0, word("WIN", &[2, 1, 1]));
        let g = t.get(id).unwrap();
        assert_eq!(
            placement_gain(g, 1, 9),
            Gain {
                player: 13,
                owner_loss: 4,
                conquers: true
            }
        );
        assert_eq!(
            placement_gain(g, 1, 4),
            Gain {
                player: 4,
                owner_loss: 0,
                conquers: false
            },
            "equal is not more"
        );
        assert!(!placement_gain(g, 0, 9).conquers, "one's own word");
    }

    #[test]
    fn protected_words_are_not_conquered() {
        let mut t = Table::default();
        let id = t.add_single(0, word("WIN", &[2, 1, 1]));
        t.get_mut(id).unwrap().immune = true;
        assert!(!placement_gain(t.get(id).unwrap(), 1, 9).conquers);
        let g = t.get_mut(id).unwrap();
        g.immune = false;
        g.unconquerable = true;
        assert!(!placement_gain(t.get(id).unwrap(), 1, 9).conquers);
    }
}
