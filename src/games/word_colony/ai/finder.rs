//! The play finder: every legal build from a hand and the table (new single words, expansions
//! of every expandable word, colony words on every open end, conquests, Supercolony
//! completions, Decolonizations, special cards), each scored with the engine's own scoring.
//!
//! Tens of thousands of candidates are common, so they are visited as light references and
//! only the chosen ones are turned into actions.

use crate::games::word_colony::actions::Action;
use crate::games::word_colony::cards::{CardId, Face, Special};
use crate::games::word_colony::groups::{GroupId, PlayerId};
use crate::games::word_colony::notation::{Spelling, Target, Tile, TileKind};
use crate::games::word_colony::scoring::gain_on_word;
use crate::games::word_colony::state::Game;
use crate::words::{LetterBag, WordMatch, find_words};

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

/// The cards a word play takes from the hand, summarised for judging it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardsUsed {
    /// How many cards.
    pub count: u8,
    /// Total points of the 3-point cards among them.
    pub strong: i32,
    /// Total (negative) points of the black cards among them.
    pub black: i32,
}

/// One candidate play, by reference (no allocation).
#[derive(Clone, Copy, Debug)]
pub struct Candidate<'a> {
    /// What it does.
    pub kind: PlayKind,
    /// The group built on or targeted.
    pub group: Option<GroupId>,
    /// For word plays: the whole word (lowercase) and which letters are Magic Words.
    pub word: Option<WordMatch<'a>>,
    /// For word plays: how many letters of the word were already on the table.
    pub prefix_len: usize,
    /// The special card played, and the other player for a Fist Bump.
    pub card: Option<(CardId, Option<PlayerId>)>,
    /// Points the player scores now.
    pub gain: i32,
    /// Points an opponent loses.
    pub taken: i32,
    /// It conquers a word.
    pub conquers: bool,
    /// Hand cards it uses.
    pub used: CardsUsed,
}

/// One legal play, ready to send.
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    /// The action.
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
    /// Hand cards it uses.
    pub used: CardsUsed,
}

/// The hand as the finder sees it: letters (cream and black) with wildcards for Magic Words,
/// and each letter's card values in the order the engine plays them (cream first).
struct Hand {
    bag: LetterBag,
    values: [[i8; 24]; 26],
    black_from: [u8; 26],
}

impl Hand {
    fn of(game: &Game, player: PlayerId) -> Hand {
        let mut bag = LetterBag::new();
        let mut cream: [Vec<i8>; 26] = Default::default();
        let mut black: [Vec<i8>; 26] = Default::default();
        for &c in &game.players[player].hand {
            match game.face(c) {
                Face::Letter { letter, value } => {
                    let i = letter_index(letter);
                    bag.add(b'a' + i as u8);
                    cream[i].push(value as i8);
                }
                Face::Black { letter, value } => {
                    let i = letter_index(letter);
                    bag.add(b'a' + i as u8);
                    black[i].push(value as i8);
                }
                Face::Special(Special::MagicWord) => bag.add_wildcard(),
                Face::Special(_) => {}
            }
        }
        let mut values = [[0i8; 24]; 26];
        let mut black_from = [0u8; 26];
        for i in 0..26 {
            black_from[i] = cream[i].len().min(24) as u8;
            for (k, v) in cream[i].iter().chain(black[i].iter()).take(24).enumerate() {
                values[i][k] = *v;
            }
        }
        Hand {
            bag,
            values,
            black_from,
        }
    }

    /// Value and card summary of the new letters of a found word.
    fn cost(&self, m: &WordMatch, prefix_len: usize) -> (i32, CardsUsed) {
        let mut seen = [0u8; 26];
        let mut added = 0;
        let mut used = CardsUsed::default();
        for (pos, b) in m.word.bytes().enumerate().skip(prefix_len) {
            used.count += 1;
            if m.wild_mask & (1 << pos) != 0 {
                continue;
            }
            let i = (b - b'a') as usize;
            let k = seen[i] as usize;
            seen[i] += 1;
            let v = self.values[i][k.min(23)] as i32;
            added += v;
            if v >= 3 {
                used.strong += v;
            }
            if k >= self.black_from[i] as usize {
                used.black += v;
            }
        }
        (added, used)
    }
}

fn letter_index(letter: char) -> usize {
    (letter.to_ascii_lowercase() as u8 - b'a') as usize
}

/// Calls `visit` for every legal play of `player` now (in the build step).
pub fn visit_plays(game: &Game, player: PlayerId, mut visit: impl FnMut(&Candidate)) {
    let hand = Hand::of(game, player);
    let owns_any = game.table.owns_any(player);
    let lex = &game.lexicon;
    let min_len = game.rules.min_word_len;

    if !hand.bag.is_empty() {
        let found = find_words(lex, &hand.bag, "");
        for m in found.iter().filter(|m| m.word.len() >= min_len) {
            let (added, used) = hand.cost(&m, 0);
            visit(&Candidate {
                kind: PlayKind::Word,
                group: None,
                word: Some(m),
                prefix_len: 0,
                card: None,
                gain: added,
                taken: 0,
                conquers: false,
                used,
            });
        }

        let mut by_letter: [Option<crate::words::WordMatches>; 26] = Default::default();
        for g in &game.table.groups {
            if g.owner != player && !owns_any {
                continue;
            }
            let words: Vec<String> = g
                .words
                .iter()
                .map(|w| w.text().to_ascii_lowercase())
                .collect();
            let last = words.last().expect("a group has a word");
            let last_value = g.last().value();
            let open = g.owner != player && g.conquerable().is_ok();
            for m in find_words(lex, &hand.bag, last).iter() {
                if g.is_colony() && words.iter().any(|w| w == m.word) {
                    continue;
                }
                let (added, used) = hand.cost(&m, last.len());
                let gain = gain_on_word(last_value, open, added);
                visit(&Candidate {
                    kind: PlayKind::Expansion,
                    group: Some(g.id),
                    word: Some(m),
                    prefix_len: last.len(),
                    card: None,
                    gain: gain.player,
                    taken: gain.owner_loss,
                    conquers: gain.conquers,
                    used,
                });
            }
            let start = *last.as_bytes().last().expect("a word has letters");
            let found = by_letter[(start - b'a') as usize]
                .get_or_insert_with(|| find_words(lex, &hand.bag, &(start as char).to_string()));
            let bonus = if !game.house.strict_announce
                && !g.supercolony_done
                && g.words.len() + 1 == game.rules.supercolony_words
            {
                game.rules.supercolony_bonus
            } else {
                0
            };
            for m in found.iter() {
                if words.iter().any(|w| w == m.word) {
                    continue;
                }
                let (added, used) = hand.cost(&m, 1);
                let gain = gain_on_word(last_value, open, added);
                visit(&Candidate {
                    kind: PlayKind::ColonyWord,
                    group: Some(g.id),
                    word: Some(m),
                    prefix_len: 1,
                    card: None,
                    gain: gain.player + bonus,
                    taken: gain.owner_loss,
                    conquers: gain.conquers,
                    used,
                });
            }
        }
    }
    other_plays(game, player, owns_any, &mut visit);
}

fn other_plays(game: &Game, player: PlayerId, owns_any: bool, visit: &mut impl FnMut(&Candidate)) {
    let plain = |kind, group, gain, taken, card| Candidate {
        kind,
        group,
        word: None,
        prefix_len: 0,
        card,
        gain,
        taken,
        conquers: matches!(kind, PlayKind::Special(Special::Conquest)),
        used: CardsUsed::default(),
    };
    for g in &game.table.groups {
        if g.owner == player && g.words.len() >= game.rules.decolonize_words {
            visit(&plain(
                PlayKind::Decolonization,
                Some(g.id),
                g.first().value(),
                0,
                None,
            ));
        }
    }
    for &id in &game.claimable {
        visit(&plain(
            PlayKind::Claim,
            Some(id),
            game.rules.supercolony_bonus,
            0,
            None,
        ));
    }
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
                let kind = PlayKind::Special(Special::Conquest);
                visit(&plain(kind, Some(g.id), value, value, Some((card, None))));
            }
        }
    }
    if let Some(card) = find(Special::Immunity) {
        for g in &game.table.groups {
            if g.owner == player && !g.is_colony() && !g.immune && !g.unconquerable {
                let kind = PlayKind::Special(Special::Immunity);
                visit(&plain(kind, Some(g.id), 0, 0, Some((card, None))));
            }
        }
    }
    if let Some(card) = find(Special::FistBump) {
        for other in (0..game.players.len()).filter(|&o| o != player) {
            let kind = PlayKind::Special(Special::FistBump);
            visit(&plain(kind, None, 0, 0, Some((card, Some(other)))));
        }
    }
}

/// Turns a candidate into the action that plays it. Each new letter of a word names its kind
/// of card: cream cards before black ones, as the engine picks them.
pub fn materialize(game: &Game, player: PlayerId, c: &Candidate) -> Play {
    let target = |g: Option<GroupId>| Target::Group(g.expect("a group"));
    let action = match c.kind {
        PlayKind::Word | PlayKind::Expansion | PlayKind::ColonyWord => {
            let m = c.word.expect("word plays have a word");
            let word = spell(&Hand::of(game, player), &m, c.prefix_len);
            match c.kind {
                PlayKind::Word => Action::Build {
                    word,
                    cards: vec![],
                },
                PlayKind::Expansion => Action::Expand {
                    target: target(c.group),
                    word,
                    cards: vec![],
                },
                _ => Action::Colony {
                    target: target(c.group),
                    word,
                    cards: vec![],
                },
            }
        }
        PlayKind::Decolonization => Action::Decolonize {
            target: target(c.group),
        },
        PlayKind::Claim => Action::ClaimSupercolony {
            target: target(c.group),
        },
        PlayKind::Special(Special::Conquest) => Action::Conquest {
            card: c.card.expect("a card").0,
            target: target(c.group),
        },
        PlayKind::Special(Special::Immunity) => Action::Immunity {
            card: c.card.expect("a card").0,
            target: target(c.group),
        },
        PlayKind::Special(_) => {
            let (card, with) = c.card.expect("a card");
            Action::FistBump {
                card,
                with: with.expect("a partner"),
            }
        }
    };
    Play {
        action,
        kind: c.kind,
        gain: c.gain,
        taken: c.taken,
        group: c.group,
        conquers: c.conquers,
        used: c.used,
    }
}

fn spell(hand: &Hand, m: &WordMatch, prefix_len: usize) -> Spelling {
    let mut seen = [0u8; 26];
    m.word
        .bytes()
        .enumerate()
        .map(|(pos, b)| {
            let letter = b.to_ascii_uppercase() as char;
            // The letters already on the table are spelled as plain letters: only the kind
            // of the new ones matters to the engine.
            let kind = if pos < prefix_len {
                TileKind::Letter
            } else if m.wild_mask & (1 << pos) != 0 {
                TileKind::Magic
            } else {
                let i = (b - b'a') as usize;
                let black = seen[i] >= hand.black_from[i];
                seen[i] += 1;
                if black {
                    TileKind::Black
                } else {
                    TileKind::Letter
                }
            };
            Tile { letter, kind }
        })
        .collect()
}

/// Every legal play, as actions (for tests and tools; the computer players visit instead).
pub fn find_plays(game: &Game, player: PlayerId) -> Vec<Play> {
    let mut plays = Vec::new();
    visit_plays(game, player, |c| plays.push(materialize(game, player, c)));
    plays
}
