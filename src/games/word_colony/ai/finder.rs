//! The play finder: every legal build from a hand and the table (new single words, expansions
//! of every expandable word, colony words on every open end, conquests, Supercolony
//! completions, Decolonizations, special cards), each scored with the engine's own scoring.

use std::collections::HashMap;

use crate::games::word_colony::actions::Action;
use crate::games::word_colony::cards::{CardId, Face, Special};
use crate::games::word_colony::scoring::placement_gain;
use crate::games::word_colony::state::Game;
use crate::games::word_colony::table::{GroupId, PlayerId};
use crate::words::{LetterBag, WordMatch, WordMatches, find_words};

/// What a play does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayKind {
    /// A new single word.
    Word,
    /// Letters added to a word's end.
    Expansion,
    /// A word on a word's last letter.
    ColonyWord,
    /// A Decolonization.
    Decolonization,
    /// Claiming a Supercolony (strict announce).
    Claim,
    /// A special card (Immunity, Fist Bump, Conquest).
    Special(Special),
}

/// One legal play and its immediate effect.
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    /// The action to send.
    pub action: Action,
    /// What it does.
    pub kind: PlayKind,
    /// Points the player scores now (letters, conquest, bonuses).
    pub gain: i32,
    /// Points an opponent loses.
    pub taken: i32,
    /// The group built on (none for a new word or Fist Bump).
    pub group: Option<GroupId>,
    /// It conquers a word.
    pub conquers: bool,
    /// Values of the hand cards it uses.
    pub card_values: Vec<i32>,
}

/// The hand as the finder sees it: letters (cream and black) with wildcards for Magic Words.
struct Hand {
    bag: LetterBag,
    /// Per letter: values of the cream cards, then of the black cards (best first).
    values: HashMap<char, Vec<(i32, bool)>>,
}

impl Hand {
    fn of(game: &Game, player: PlayerId) -> Hand {
        let mut bag = LetterBag::new();
        let mut values: HashMap<char, Vec<(i32, bool)>> = HashMap::new();
        for &c in &game.players[player].hand {
            match game.face(c) {
                Face::Letter { letter, value } => {
                    bag.add(letter.to_ascii_lowercase() as u8);
                    values.entry(letter).or_default().push((value, false));
                }
                Face::Black { letter, value } => {
                    bag.add(letter.to_ascii_lowercase() as u8);
                    values.entry(letter).or_default().push((value, true));
                }
                Face::Special(Special::MagicWord) => {
                    bag.add_wildcard();
                }
                Face::Special(_) => {}
            }
        }
        for v in values.values_mut() {
            v.sort_by(|a, b| b.0.cmp(&a.0));
        }
        Hand { bag, values }
    }

    /// Spells the new letters of a found word in notation, choosing cream cards before black
    /// ones; returns the notation of the whole word and the new cards' values.
    fn spell(&self, m: &WordMatch, prefix_len: usize) -> (String, Vec<i32>) {
        let mut used: HashMap<char, usize> = HashMap::new();
        let mut word = String::new();
        let mut values = Vec::new();
        for (i, b) in m.word.bytes().enumerate() {
            let c = (b as char).to_ascii_uppercase();
            if i < prefix_len {
                word.push(c);
            } else if m.wild_mask & (1 << i) != 0 {
                word.push('*');
                word.push(c);
                values.push(0);
            } else {
                let k = used.entry(c).or_default();
                let (value, black) = self.values[&c][*k];
                *k += 1;
                word.push(if black { c.to_ascii_lowercase() } else { c });
                values.push(value);
            }
        }
        (word, values)
    }
}

/// Every legal play for `player` now (in the build step), scored.
pub fn find_plays(game: &Game, player: PlayerId) -> Vec<Play> {
    let hand = Hand::of(game, player);
    let mut plays = Vec::new();
    let owns_any = game.table.owns_any(player);
    let lex = &game.lexicon;
    let min_len = game.rules.min_word_len;

    if !hand.bag.is_empty() {
        for m in find_words(lex, &hand.bag, "").iter() {
            if m.word.len() < min_len {
                continue;
            }
            let (word, card_values) = hand.spell(&m, 0);
            let gain: i32 = card_values.iter().sum();
            plays.push(Play {
                action: Action::Build {
                    word,
                    cards: vec![],
                },
                kind: PlayKind::Word,
                gain,
                taken: 0,
                group: None,
                conquers: false,
                card_values,
            });
        }

        let mut by_letter: HashMap<char, WordMatches> = HashMap::new();
        for g in &game.table.groups {
            if g.owner != player && !owns_any {
                continue;
            }
            let last = g.last();
            let base = last.text();
            let target = format!("#{}", g.id.0);
            for m in find_words(lex, &hand.bag, &base.to_ascii_lowercase()).iter() {
                let (word, card_values) = hand.spell(&m, base.len());
                if g.is_colony() && g.has_word(&word.to_ascii_uppercase().replace('*', "")) {
                    continue;
                }
                let added: i32 = card_values.iter().sum();
                let gain = placement_gain(g, player, added);
                plays.push(Play {
                    action: Action::Expand {
                        target: target.clone(),
                        word,
                        cards: vec![],
                    },
                    kind: PlayKind::Expansion,
                    gain: gain.player,
                    taken: gain.owner_loss,
                    group: Some(g.id),
                    conquers: gain.conquers,
                    card_values,
                });
            }
            let start = last.last_letter();
            let found = by_letter.entry(start).or_insert_with(|| {
                find_words(lex, &hand.bag, &start.to_ascii_lowercase().to_string())
            });
            let supercolony = !game.house.strict_announce
                && !g.supercolony_done
                && g.words.len() + 1 == game.rules.supercolony_words;
            for m in found.iter() {
                let (word, card_values) = hand.spell(&m, 1);
                if g.has_word(&word.to_ascii_uppercase().replace('*', "")) {
                    continue;
                }
                let added: i32 = card_values.iter().sum();
                let gain = placement_gain(g, player, added);
                let bonus = if supercolony {
                    game.rules.supercolony_bonus
                } else {
                    0
                };
                plays.push(Play {
                    action: Action::Colony {
                        target: target.clone(),
                        word,
                        cards: vec![],
                    },
                    kind: PlayKind::ColonyWord,
                    gain: gain.player + bonus,
                    taken: gain.owner_loss,
                    group: Some(g.id),
                    conquers: gain.conquers,
                    card_values,
                });
            }
        }
    }

    for g in &game.table.groups {
        if g.owner == player && g.words.len() >= game.rules.decolonize_words {
            plays.push(Play {
                action: Action::Decolonize {
                    target: format!("#{}", g.id.0),
                },
                kind: PlayKind::Decolonization,
                gain: g.first().value(),
                taken: 0,
                group: Some(g.id),
                conquers: false,
                card_values: vec![],
            });
        }
    }
    for &id in &game.claimable {
        plays.push(Play {
            action: Action::ClaimSupercolony {
                target: format!("#{}", id.0),
            },
            kind: PlayKind::Claim,
            gain: game.rules.supercolony_bonus,
            taken: 0,
            group: Some(id),
            conquers: false,
            card_values: vec![],
        });
    }
    special_plays(game, player, owns_any, &mut plays);
    plays
}

fn special_plays(game: &Game, player: PlayerId, owns_any: bool, plays: &mut Vec<Play>) {
    let find = |kind: Special| -> Option<CardId> {
        game.players[player]
            .hand
            .iter()
            .copied()
            .find(|&c| game.face(c) == Face::Special(kind))
    };
    if let Some(card) = find(Special::Conquest).filter(|_| owns_any) {
        for g in &game.table.groups {
            if g.owner != player && g.conquerable().is_ok() {
                let value = g.last().value().max(0);
                plays.push(Play {
                    action: Action::Conquest {
                        card,
                        target: format!("#{}", g.id.0),
                    },
                    kind: PlayKind::Special(Special::Conquest),
                    gain: value,
                    taken: value,
                    group: Some(g.id),
                    conquers: true,
                    card_values: vec![],
                });
            }
        }
    }
    if let Some(card) = find(Special::Immunity) {
        for g in &game.table.groups {
            if g.owner == player && !g.is_colony() && !g.immune && !g.unconquerable {
                plays.push(Play {
                    action: Action::Immunity {
                        card,
                        target: format!("#{}", g.id.0),
                    },
                    kind: PlayKind::Special(Special::Immunity),
                    gain: 0,
                    taken: 0,
                    group: Some(g.id),
                    conquers: false,
                    card_values: vec![],
                });
            }
        }
    }
    if let Some(card) = find(Special::FistBump) {
        for other in 0..game.players.len() {
            if other != player {
                plays.push(Play {
                    action: Action::FistBump { card, with: other },
                    kind: PlayKind::Special(Special::FistBump),
                    gain: 0,
                    taken: 0,
                    group: None,
                    conquers: false,
                    card_values: vec![],
                });
            }
        }
    }
}
