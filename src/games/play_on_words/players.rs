//! The computer players, Easy, Normal and Hard: each meets the challenge with words from its
//! hand, then sheds cards by changing words on the table (its own and the others'), and
//! takes and discards cards with a purpose. One choice is one action; every choice is an
//! action the rules accept (a change is checked by the rules' own [`Game::changed_slots`]
//! before it is chosen).
//!
//! - Easy lays the first words it finds, changes words only with single letter cards (and
//!   only some turns), always draws from the draw pile and discards at random.
//! - Normal looks for the longest words, changes words with one or two letter cards, takes a
//!   discard that it can play at once, takes two cards when its hand is too short for the
//!   challenge, and discards its most expensive card.
//! - Hard weighs points: it lays and changes with the cards worth most, plays wilds (and the
//!   double wild at the end of words) and seeks bonus words; it takes a discard that gets it
//!   into the game or plays at once, and discards the card least likely to be played,
//!   burying a wild or bonus card another player could take.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::cards::{Card, Colour, Laid};
use super::game::Game;
use super::rules::WordKind;
use super::state::{Action, Edit, Kind, Phase, Pile, TableWord};
use crate::words::{LetterBag, find_words};

/// How strong a computer seat plays. Saves write it by its lowercase name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// First words found, few changes, random discards.
    Easy,
    /// Longest words, one- and two-card changes, purposeful draws.
    #[default]
    Normal,
    /// Points weighed: wilds, bonus words, burying useful discards.
    Hard,
}

impl Level {
    /// The level named `text` (`easy`, `normal`, `hard`).
    pub fn parse(text: &str) -> Option<Level> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }
}

/// What `seat` does now (the game waits for it).
pub fn choose(game: &Game, seat: usize, level: Level, rng: &mut impl Rng) -> Action {
    match game.phase() {
        Phase::RoundOver { .. } | Phase::Over => Action::NextRound,
        Phase::Draw { .. } => draw(game, seat, level, rng),
        Phase::Play { .. } => {
            let hand = &game.seats[seat].hand;
            if !game.seats[seat].is_in {
                if let Some(words) = find_meld(game, hand, level, rng) {
                    let action = Action::LayDown(words);
                    // The rules have the last word: a lay-down they would refuse is not made.
                    if game.clone().apply(seat, &action).is_ok() {
                        return action;
                    }
                }
            } else if let Some((word, edits)) = best_change(game, seat, level, rng) {
                return Action::Change { word, edits };
            }
            discard(game, seat, level, rng)
        }
    }
}

/// A word that can be laid: its cards and how much the player likes it.
#[derive(Clone, Debug)]
struct Candidate {
    kind: WordKind,
    cards: Vec<Laid>,
    score: i32,
}

/// Cards left in a hand, by colour and letter, and the single wilds.
#[derive(Clone, Copy)]
struct Counts {
    letters: [[u8; 26]; 3],
    wilds: u8,
}

impl Counts {
    fn of(hand: &[Card]) -> Counts {
        let mut c = Counts {
            letters: [[0; 26]; 3],
            wilds: 0,
        };
        for &card in hand {
            match card {
                Card::Letter(colour, l) => c.letters[colour.index()][(l - b'A') as usize] += 1,
                Card::Wild => c.wilds += 1,
                Card::DoubleWild => {}
            }
        }
        c
    }

    /// How many cards are left (letters and single wilds).
    fn len(&self) -> usize {
        self.letters
            .iter()
            .flatten()
            .map(|&n| usize::from(n))
            .sum::<usize>()
            + usize::from(self.wilds)
    }

    fn take(&mut self, cards: &[Laid]) -> bool {
        let before = *self;
        for l in cards {
            let ok = match l.card {
                Card::Letter(colour, x) => {
                    let n = &mut self.letters[colour.index()][(x - b'A') as usize];
                    n.checked_sub(1).map(|v| *n = v).is_some()
                }
                Card::Wild => self.wilds.checked_sub(1).map(|v| self.wilds = v).is_some(),
                Card::DoubleWild => false,
            };
            if !ok {
                *self = before;
                return false;
            }
        }
        true
    }
}

/// The words the hand's cards make for each kind (at most `wilds` single wilds in a word).
fn candidates(game: &Game, hand: &[Card], wilds: u8, hard: bool) -> Vec<Candidate> {
    let counts = Counts::of(hand);
    let wilds = wilds.min(counts.wilds);
    let mut out = Vec::new();
    let value =
        |cards: &[Laid]| -> i32 { cards.iter().map(|l| game.rules.value(l.card) as i32).sum() };
    let score = |cards: &[Laid]| -> i32 {
        let len = cards.len() as i32;
        if hard {
            4 * len + value(cards) + game.rules.bonus(cards.iter().map(|l| l.card)) as i32
                - 3 * cards.iter().filter(|l| l.card.is_wild()).count() as i32
        } else {
            len
        }
    };
    for colour in Colour::ALL {
        let mut bag = LetterBag::new();
        let mut any = false;
        for (i, &n) in counts.letters[colour.index()].iter().enumerate() {
            for _ in 0..n {
                bag.add(b'a' + i as u8);
                any = true;
            }
        }
        if !any {
            continue;
        }
        for _ in 0..wilds {
            bag.add_wildcard();
        }
        for m in find_words(&game.lexicon, &bag, "").iter() {
            if m.word.len() < 3 {
                continue;
            }
            let cards: Vec<Laid> = m
                .word
                .bytes()
                .enumerate()
                .map(|(i, b)| {
                    let l = b.to_ascii_uppercase();
                    if m.wild_mask & (1 << i) != 0 {
                        Laid::wild(l)
                    } else {
                        Laid::letter(colour, l)
                    }
                })
                .collect();
            if cards.iter().all(|l| l.card.is_wild()) {
                continue;
            }
            out.push(Candidate {
                kind: WordKind::Pure,
                score: score(&cards),
                cards,
            });
        }
    }
    let mut bag = LetterBag::new();
    for colour in Colour::ALL {
        for (i, &n) in counts.letters[colour.index()].iter().enumerate() {
            for _ in 0..n {
                bag.add(b'a' + i as u8);
            }
        }
    }
    for _ in 0..wilds.min(1) {
        bag.add_wildcard();
    }
    for m in find_words(&game.lexicon, &bag, "").iter() {
        if let Some(cards) = mixed_cards(m.word.as_bytes(), m.wild_mask, &counts) {
            out.push(Candidate {
                kind: WordKind::Mixed,
                score: score(&cards),
                cards,
            });
        }
    }
    out
}

/// Cards from `counts` spelling `word` (lowercase) in two colours or more, the letters of
/// `wild_mask` by wilds; `None` when only one colour can spell it.
fn mixed_cards(word: &[u8], wild_mask: u64, counts: &Counts) -> Option<Vec<Laid>> {
    let mut left = *counts;
    let mut colours = Vec::with_capacity(word.len());
    for (i, &b) in word.iter().enumerate() {
        let x = (b - b'a') as usize;
        if wild_mask & (1 << i) != 0 {
            colours.push(None);
            continue;
        }
        // The colour with the most of this letter left.
        let c = (0..3).max_by_key(|&c| left.letters[c][x])?;
        if left.letters[c][x] == 0 {
            return None;
        }
        left.letters[c][x] -= 1;
        colours.push(Some(c));
    }
    let first = colours.iter().flatten().next().copied()?;
    if colours.iter().flatten().all(|&c| c == first) {
        // Move one letter to another colour that has it.
        let swap = word.iter().enumerate().find_map(|(i, &b)| {
            let x = (b - b'a') as usize;
            colours[i]?;
            (0..3)
                .find(|&c| c != first && left.letters[c][x] > 0)
                .map(|c| (i, c))
        })?;
        colours[swap.0] = Some(swap.1);
    }
    let cards: Vec<Laid> = word
        .iter()
        .zip(&colours)
        .map(|(&b, c)| match c {
            Some(c) => Laid::letter(Colour::ALL[*c], b.to_ascii_uppercase()),
            None => Laid::wild(b.to_ascii_uppercase()),
        })
        .collect();
    // One coloured card and wilds is a pure word, however the colour was picked.
    (Kind::of(cards.iter().map(|l| l.card)) == Some(Kind::Mixed)).then_some(cards)
}

/// Words from `hand` that meet the round's challenge, if the level finds them.
pub fn find_meld(
    game: &Game,
    hand: &[Card],
    level: Level,
    rng: &mut impl Rng,
) -> Option<Vec<Vec<Laid>>> {
    let challenge = game.challenge();
    if hand.len() < challenge.fewest_letters() {
        return None;
    }
    let (wilds, width) = match level {
        Level::Easy => (0, 12),
        Level::Normal => (1, 30),
        Level::Hard => (2, 60),
    };
    let mut all = candidates(game, hand, wilds, level == Level::Hard);
    match level {
        Level::Easy => all.shuffle(rng),
        _ => all.sort_by_key(|c| std::cmp::Reverse(c.score)),
    }
    // The most demanding places first: pure before mixed, longer before shorter.
    let mut order: Vec<usize> = (0..challenge.words.len()).collect();
    order.sort_by_key(|&i| {
        let w = challenge.words[i];
        (w.kind == WordKind::Mixed, std::cmp::Reverse(w.min))
    });
    let lists: Vec<Vec<&Candidate>> = order
        .iter()
        .map(|&i| {
            let w = challenge.words[i];
            all.iter()
                .filter(|c| c.kind == w.kind && c.cards.len() >= w.min)
                .collect()
        })
        .collect();
    // Widening: a few of the best words at each place first, then more. A search that went
    // deep into its first choice (a long word that leaves too few cards for the rest) spent
    // its whole budget there and missed lay-downs made of shorter words.
    let mut widths: Vec<usize> = [2, 4, 8, 16, 32]
        .into_iter()
        .filter(|&w| w < width)
        .collect();
    widths.push(width);
    let need: Vec<usize> = order.iter().map(|&i| challenge.words[i].min).collect();
    for w in widths {
        let mut chosen = Vec::new();
        let mut budget = MELD_BUDGET;
        if fill(
            &lists,
            &need,
            0,
            Counts::of(hand),
            w,
            &mut chosen,
            &mut budget,
        ) {
            return Some(chosen);
        }
    }
    if level == Level::Easy {
        return None;
    }
    // The best words may all be too long to leave room for the others (NEW, BID and TOWN
    // meet three mixed words where every long word fails): short words first then, which
    // leave the most cards for the places still to fill, keeping the best lay-down found.
    let short: Vec<Vec<&Candidate>> = lists
        .iter()
        .map(|l| {
            let mut l = l.clone();
            l.sort_by_key(|c| (c.cards.len(), std::cmp::Reverse(c.score)));
            l
        })
        .collect();
    let mut search = BestFill {
        lists: &short,
        need: &need,
        chosen: Vec::new(),
        best: None,
        budget: 5 * MELD_BUDGET,
    };
    search.run(0, Counts::of(hand), 0);
    search.best.map(|(_, words)| words)
}

/// The short-words-first search: every lay-down its budget reaches, the best kept (by the
/// words' scores, the same as the level sorts by).
struct BestFill<'a, 'c> {
    lists: &'a [Vec<&'c Candidate>],
    need: &'a [usize],
    chosen: Vec<&'c Candidate>,
    best: Option<(i32, Vec<Vec<Laid>>)>,
    budget: usize,
}

impl BestFill<'_, '_> {
    fn run(&mut self, at: usize, left: Counts, score: i32) {
        if at == self.lists.len() {
            if self.best.as_ref().is_none_or(|(b, _)| score > *b) {
                let words = self.chosen.iter().map(|c| c.cards.clone()).collect();
                self.best = Some((score, words));
            }
            return;
        }
        let room = left
            .len()
            .saturating_sub(self.need[at + 1..].iter().sum::<usize>());
        let lists = self.lists;
        for c in &lists[at] {
            if self.budget == 0 || c.cards.len() > room {
                // Sorted by length: every later word is as long or longer.
                return;
            }
            let mut next = left;
            if !next.take(&c.cards) {
                continue;
            }
            self.budget -= 1;
            self.chosen.push(c);
            self.run(at + 1, next, score + c.score);
            self.chosen.pop();
        }
    }
}

/// How many words a lay-down search may try at each width (words the hand cannot spell now
/// are passed over without counting).
const MELD_BUDGET: usize = 4000;

/// Fills the places from `at` on with words from their lists that the cards `left` spell:
/// at most `width` words tried at each place, `budget` words tried in all. `need` is each
/// place's least length: a word that leaves too few cards for the places after it is passed
/// over.
fn fill(
    lists: &[Vec<&Candidate>],
    need: &[usize],
    at: usize,
    left: Counts,
    width: usize,
    chosen: &mut Vec<Vec<Laid>>,
    budget: &mut usize,
) -> bool {
    if at == lists.len() {
        return true;
    }
    let room = left
        .len()
        .saturating_sub(need[at + 1..].iter().sum::<usize>());
    let mut tried = 0;
    for c in &lists[at] {
        if tried == width || *budget == 0 {
            return false;
        }
        if c.cards.len() > room {
            continue;
        }
        let mut next = left;
        if !next.take(&c.cards) {
            continue;
        }
        *budget -= 1;
        tried += 1;
        chosen.push(c.cards.clone());
        if fill(lists, need, at + 1, next, width, chosen, budget) {
            return true;
        }
        chosen.pop();
    }
    false
}

/// A change found: the word, the edits, how good it is.
struct Move {
    word: usize,
    edits: Vec<Edit>,
    score: i32,
}

/// The cards a word of `kind` may take from `hand` (distinct faces).
fn usable(hand: &[Card], kind: Kind) -> Vec<Card> {
    let mut out: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| match kind {
            Kind::Pure(colour) => c.colour().is_none_or(|x| x == colour),
            Kind::Mixed => true,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn colours_after(word: &TableWord, cover: Option<(usize, Card)>, added: &[Card]) -> bool {
    let visible = word.visible().enumerate().map(|(i, l)| match cover {
        Some((at, c)) if at == i => c,
        _ => l.card,
    });
    matches!(
        Kind::of(visible.chain(added.iter().copied())),
        Some(Kind::Mixed)
    )
}

/// The best change the level finds for `seat`, checked by the rules.
pub fn best_change(
    game: &Game,
    seat: usize,
    level: Level,
    rng: &mut impl Rng,
) -> Option<(usize, Vec<Edit>)> {
    if level == Level::Easy && rng.random_bool(0.4) {
        return None;
    }
    let mut moves = find_changes(game, seat, &game.seats[seat].hand, level);
    if moves.is_empty() {
        return None;
    }
    if level == Level::Easy {
        moves.shuffle(rng);
    } else {
        moves.sort_by_key(|m| std::cmp::Reverse(m.score));
    }
    moves
        .into_iter()
        .find(|m| game.changed_slots(seat, m.word, &m.edits).is_ok())
        .map(|m| (m.word, m.edits))
}

/// A change of a word on the table that spells `wanted` (case and accents aside), made with
/// `seat`'s hand and accepted by the rules: how a player typing the word they want gets it
/// laid out. Among several, the one that scores most. Looks at what the Hard level looks at
/// (one card put in or laid over, two cards before or after, wilds for any letter).
pub fn change_spelling(game: &Game, seat: usize, wanted: &str) -> Option<(usize, Vec<Edit>)> {
    let wanted = crate::words::fold::fold_word(wanted.trim()).ok()?;
    if wanted.is_empty() {
        return None;
    }
    let mut moves = find_changes(game, seat, &game.seats[seat].hand, Level::Hard);
    moves.sort_by_key(|m| std::cmp::Reverse(m.score));
    moves.into_iter().find_map(|m| {
        let slots = game.changed_slots(seat, m.word, &m.edits).ok()?;
        let laid: Vec<Laid> = slots.iter().map(|s| s.top()).collect();
        let spelt = crate::words::fold::fold_word(&super::cards::spell(&laid)).ok()?;
        (spelt == wanted).then_some((m.word, m.edits))
    })
}

/// Every change the level looks at for `hand` on the table, with its score.
fn find_changes(game: &Game, seat: usize, hand: &[Card], level: Level) -> Vec<Move> {
    let mut moves = Vec::new();
    let hand_value: i32 = hand.iter().map(|&c| game.rules.value(c) as i32).sum();
    let mut letters = [0u8; 64];
    for (wi, word) in game.words.iter().enumerate() {
        if !game.may_change(seat, wi) {
            continue;
        }
        let vis: Vec<Laid> = word.visible().collect();
        let text: Vec<u8> = vis.iter().flat_map(|l| l.shows().iter().copied()).collect();
        if text.len() + 2 > letters.len() {
            continue;
        }
        // Letter offsets of each slot (the double wild shows two).
        let mut offset = Vec::with_capacity(vis.len() + 1);
        let mut o = 0;
        for l in &vis {
            offset.push(o);
            o += l.shows().len();
        }
        offset.push(o);
        let cards = usable(hand, word.kind);
        let score = |played: &[Laid], formed: &[Card]| -> i32 {
            let shed: i32 = played.iter().map(|l| game.rules.value(l.card) as i32).sum();
            let n = played.len() as i32;
            match level {
                Level::Easy | Level::Normal => 10 * n + shed,
                Level::Hard => {
                    let wild_cost: i32 = played
                        .iter()
                        .filter(|l| l.card.is_wild())
                        .map(|_| if hand.len() <= 3 { 0 } else { 6 })
                        .sum();
                    let out = if played.len() == hand.len() {
                        1000 + hand_value
                    } else {
                        0
                    };
                    8 * n + 2 * shed + 3 * game.rules.bonus(formed.iter().copied()) as i32
                        - wild_cost
                        + out
                }
            }
        };
        let formed_with = |at: usize, add: &[Laid], cover: bool| -> Vec<Card> {
            let mut f: Vec<Card> = vis.iter().map(|l| l.card).collect();
            if cover {
                f[at] = add[0].card;
            } else {
                f.extend(add.iter().map(|l| l.card));
            }
            f
        };
        // One card: inserted anywhere (both ends included) or laid on a card.
        for &card in &cards {
            let options: Vec<Laid> = match card {
                Card::Letter(c, l) => vec![Laid::letter(c, l)],
                Card::Wild if level == Level::Hard => (b'A'..=b'Z').map(Laid::wild).collect(),
                _ => Vec::new(),
            };
            for laid in options {
                let l = laid.shows()[0];
                for (pos, &at) in offset.iter().enumerate() {
                    letters[..at].copy_from_slice(&text[..at]);
                    letters[at] = l;
                    letters[at + 1..=text.len()].copy_from_slice(&text[at..]);
                    if !game.is_word(&letters[..=text.len()]) {
                        continue;
                    }
                    if word.kind == Kind::Mixed && !colours_after(word, None, &[card]) {
                        continue;
                    }
                    let edits = vec![Edit::Insert {
                        before: pos,
                        cards: vec![laid],
                    }];
                    moves.push(Move {
                        word: wi,
                        score: score(&[laid], &formed_with(pos, &[laid], false)),
                        edits,
                    });
                }
                if level == Level::Easy {
                    continue;
                }
                for (pos, v) in vis.iter().enumerate() {
                    if v.card == Card::DoubleWild || v.shows()[0] == l {
                        continue;
                    }
                    let at = offset[pos];
                    letters[..text.len()].copy_from_slice(&text);
                    letters[at] = l;
                    if !game.is_word(&letters[..text.len()]) {
                        continue;
                    }
                    let colours_ok = match word.kind {
                        Kind::Mixed => colours_after(word, Some((pos, card)), &[]),
                        Kind::Pure(_) => Kind::of(
                            vis.iter()
                                .enumerate()
                                .map(|(i, v)| if i == pos { card } else { v.card }),
                        )
                        .is_some(),
                    };
                    if !colours_ok {
                        continue;
                    }
                    moves.push(Move {
                        word: wi,
                        score: score(&[laid], &formed_with(pos, &[laid], true)),
                        edits: vec![Edit::Cover {
                            at: pos,
                            card: laid,
                        }],
                    });
                }
            }
        }
        if level == Level::Easy {
            continue;
        }
        // Two letter cards in front or at the end.
        let pairs: Vec<(Card, Card)> = cards
            .iter()
            .filter(|c| !c.is_wild())
            .flat_map(|&a| {
                cards
                    .iter()
                    .filter(|c| !c.is_wild())
                    .filter(move |&&b| b != a || hand.iter().filter(|&&h| h == a).count() > 1)
                    .map(move |&b| (a, b))
            })
            .collect();
        for (a, b) in pairs {
            let (Card::Letter(ca, la), Card::Letter(cb, lb)) = (a, b) else {
                continue;
            };
            let added = [Laid::letter(ca, la), Laid::letter(cb, lb)];
            let mixed_ok = word.kind != Kind::Mixed || colours_after(word, None, &[a, b]);
            if !mixed_ok {
                continue;
            }
            letters[0] = la;
            letters[1] = lb;
            letters[2..text.len() + 2].copy_from_slice(&text);
            if game.is_word(&letters[..text.len() + 2]) {
                moves.push(Move {
                    word: wi,
                    score: score(&added, &formed_with(0, &added, false)),
                    edits: vec![Edit::Prefix(added.to_vec())],
                });
            }
            letters[..text.len()].copy_from_slice(&text);
            letters[text.len()] = la;
            letters[text.len() + 1] = lb;
            if game.is_word(&letters[..text.len() + 2]) {
                moves.push(Move {
                    word: wi,
                    score: score(&added, &formed_with(0, &added, false)),
                    edits: vec![Edit::Suffix(added.to_vec())],
                });
            }
        }
        // Hard: the double wild at the end of a word.
        if level == Level::Hard && hand.contains(&Card::DoubleWild) {
            let lower: Vec<u8> = text.iter().map(u8::to_ascii_lowercase).collect();
            if let Some(node) = game.lexicon.walk(&lower) {
                'found: for (x, n1) in game.lexicon.children(&node) {
                    for (y, n2) in game.lexicon.children(&n1) {
                        if n2.is_word() {
                            let laid = Laid::double(x.to_ascii_uppercase(), y.to_ascii_uppercase());
                            moves.push(Move {
                                word: wi,
                                score: score(&[laid], &formed_with(0, &[laid], false)),
                                edits: vec![Edit::Suffix(vec![laid])],
                            });
                            break 'found;
                        }
                    }
                }
            }
        }
    }
    moves
}

/// Whether `card` could be played on the table by `seat` at once (as a one-card change).
fn playable(game: &Game, seat: usize, card: Card) -> bool {
    find_changes(game, seat, &[card], Level::Normal)
        .iter()
        .any(|m| {
            m.edits
                .iter()
                .all(|e| e.cards().iter().all(|l| l.card == card))
        })
}

fn draw(game: &Game, seat: usize, level: Level, rng: &mut impl Rng) -> Action {
    let tops: Vec<(Pile, Card)> = (0..2)
        .filter_map(|p| game.discards[p].last().map(|&c| (Pile::Discard(p), c)))
        .collect();
    let stock = game.stock.len();
    let fallback = |n: usize| -> Pile {
        if stock >= n {
            Pile::Stock
        } else {
            tops.first().map(|t| t.0).unwrap_or(Pile::Stock)
        }
    };
    if level == Level::Easy {
        return Action::Draw(fallback(1));
    }
    let me = &game.seats[seat];
    // Whether the hand alone gets Hard into the game (asked once, not for each pile).
    let meld_now =
        level == Level::Hard && !me.is_in && find_meld(game, &me.hand, level, rng).is_some();
    let wanted = tops.iter().find(|(_, card)| {
        if me.is_in {
            playable(game, seat, *card)
        } else if *card == Card::Wild {
            true
        } else if level == Level::Hard {
            let mut with = me.hand.clone();
            with.push(*card);
            !meld_now && find_meld(game, &with, level, rng).is_some()
        } else {
            false
        }
    });
    let two = !me.is_in
        && game.challenge().draw_two()
        && me.hand.len()
            < game.challenge().fewest_letters() + if level == Level::Hard { 3 } else { 1 };
    match (wanted, two) {
        (Some(&(pile, _)), true) if stock >= 1 => Action::DrawTwo(pile, Pile::Stock),
        (Some(&(pile, _)), _) => Action::Draw(pile),
        (None, true) if stock >= 2 => Action::DrawTwo(Pile::Stock, Pile::Stock),
        (None, _) => Action::Draw(fallback(1)),
    }
}

fn discard(game: &Game, seat: usize, level: Level, rng: &mut impl Rng) -> Action {
    let me = &game.seats[seat];
    let hand = &me.hand;
    let card = match level {
        Level::Easy => hand[rng.random_range(0..hand.len())],
        Level::Normal => *hand
            .iter()
            .max_by_key(|&&c| (!c.is_wild(), game.rules.value(c)))
            .expect("a hand to discard from"),
        Level::Hard => {
            let keep = |c: Card| -> i32 {
                if c.is_wild() {
                    return 1000;
                }
                let Card::Letter(colour, l) = c else { return 0 };
                let same = hand.iter().filter(|h| h.colour() == Some(colour)).count() as i32;
                let vowel = if b"AEIOU".contains(&l) { 3 } else { 0 };
                let play = if me.is_in && playable(game, seat, c) {
                    50
                } else {
                    0
                };
                let twin = hand.iter().filter(|&&h| h == c).count() as i32;
                same + vowel + play - 3 * game.rules.value(c) as i32 - 2 * (twin - 1)
            };
            *hand
                .iter()
                .min_by_key(|&&c| keep(c))
                .expect("a hand to discard from")
        }
    };
    let empty = (0..2).find(|&p| game.discards[p].is_empty());
    let pile = match (empty, level) {
        (Some(p), _) => p,
        // Bury a card another player would want.
        (None, Level::Hard) => (0..2)
            .max_by_key(|&p| {
                game.discards[p]
                    .last()
                    .map(|&c| c.is_wild() as u8 * 2 + game.rules.is_bonus(c) as u8)
            })
            .unwrap_or(0),
        (None, _) => 0,
    };
    Action::Discard { card, pile }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// A wild and one coloured card make a pure word, whichever colour the card is taken from:
    /// never offered as a mixed word (a computer once laid "*B bY" for a mixed word, the rules
    /// refused it, and it tried again for ever).
    #[test]
    fn a_wild_and_one_coloured_card_are_not_a_mixed_word() {
        let hand = [
            Card::Letter(Colour::Green, b'Y'),
            Card::Letter(Colour::Blue, b'Y'),
            Card::Wild,
        ];
        assert_eq!(mixed_cards(b"by", 0b01, &Counts::of(&hand)), None);
        let two = [
            Card::Letter(Colour::Green, b'B'),
            Card::Letter(Colour::Blue, b'Y'),
        ];
        assert!(mixed_cards(b"by", 0, &Counts::of(&two)).is_some());
    }

    /// The hand that showed it, on challenge 3 (two mixed words): every level's choice is one
    /// the rules accept.
    #[test]
    fn every_level_lays_down_only_what_the_rules_accept() {
        let hand: Vec<Card> = "rP gM * gY bX rS bA gA bL bY rO *"
            .split_whitespace()
            .map(|c| Card::parse(c).unwrap())
            .collect();
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            let mut game = Game::standard(&["Ana", "Hal"], 3, 10);
            game.schedule = vec![2];
            game.set_hand(0, &hand).unwrap();
            game.apply(0, &Action::Draw(Pile::Stock)).unwrap();
            for seed in 0..5 {
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let action = choose(&game, 0, level, &mut rng);
                assert!(
                    game.clone().apply(0, &action).is_ok(),
                    "{level:?} chose {action:?}"
                );
            }
        }
    }

    /// A word typed at the table is found as a change of a table word with the hand's cards:
    /// in a whole game, every change the Hard search makes is found again from its spelling,
    /// and a word no change spells is not.
    #[test]
    fn a_typed_word_is_found_as_the_change_that_spells_it() {
        let (save, _) = crate::games::play_on_words::save::self_play(
            4,
            &[Level::Hard, Level::Normal],
            10,
            3000,
        );
        let lexicon = save.lexicon().unwrap();
        let mut game = save.new_game(&lexicon);
        let mut found = 0;
        for a in &save.actions {
            if let Action::Change { word, edits } = &a.action {
                let slots = game.changed_slots(a.seat, *word, edits).unwrap();
                let laid: Vec<Laid> = slots.iter().map(|s| s.top()).collect();
                let spelt = super::super::cards::spell(&laid);
                let (w, e) = change_spelling(&game, a.seat, &spelt)
                    .unwrap_or_else(|| panic!("{spelt} not found"));
                let again = game.changed_slots(a.seat, w, &e).unwrap();
                let again: Vec<Laid> = again.iter().map(|s| s.top()).collect();
                assert_eq!(super::super::cards::spell(&again), spelt);
                assert!(change_spelling(&game, a.seat, "QQXQZ").is_none());
                found += 1;
            }
            game.apply(a.seat, &a.action).unwrap();
        }
        assert!(found >= 5, "{found} changes in the game");
    }
}
