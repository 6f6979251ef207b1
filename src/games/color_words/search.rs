//! The best-word search: over the whole dictionary, every legal start cell and every path of
//! right and down steps through empty cells, the words that score most for a sheet, the round's
//! drawn letters and its bonus card. The computer seats and the "best word you could have
//! written" hint are built on it.
//!
//! How: one depth-first walk of the dictionary's automaton, carrying for each prefix a
//! *frontier*: for every cell where the prefix's last letter could stand, and every state of the
//! bonus condition that matters (the direction the path arrived from, whether it turned in the
//! card's colour, which named cells it used), the best score of a path spelling the prefix.
//! Appending a letter moves the frontier one step right or down. A prefix whose frontier is
//! empty (no path fits it) ends its subtree. Letters that were not drawn all score nothing, so
//! the frontier after any of them is the same: it is computed once per node and shared.
//!
//! A subtree is skipped when it cannot beat the words kept: its best is bounded by the
//! frontier's best so far, 2 points a letter still to come (none when no drawn letter appears
//! anywhere below, which `Lexicon::letters_below` knows for each state of the automaton) and the card's points.
//!
//! The walk knows only scores; the path of a chosen word is found again by [`best_path`], which
//! tries every legal path with the rules' own scoring functions (so the tests can check one
//! against the other).

use super::material::{BonusCard, BonusKind, CELLS, Cell, Grid, LetterPoints, SIDE, Step};
use super::scoring::{bonus_met, letters_score};
use super::state::{Draw, Sheet};

use crate::words::Lexicon;
use crate::words::dawg::Dawg;

/// The most states a frontier cell keeps (a Cells card naming 3 cells: 2^3).
const MAX_MODES: usize = 8;
/// No path: a score below any real one.
const NONE: i16 = i16::MIN;
/// The longest word a 7x7 grid takes along right and down steps.
const MAX_LEN: usize = 2 * SIDE - 1;

/// What the search is asked: one sheet, the round's cards.
#[derive(Clone, Copy, Debug)]
pub struct Query<'a> {
    /// The grid's colours.
    pub grid: &'a Grid,
    /// What drawn letters score.
    pub points: &'a LetterPoints,
    /// The round's letters.
    pub draw: &'a Draw,
    /// The round's bonus card.
    pub card: &'a BonusCard,
    /// The sheet written on.
    pub sheet: &'a Sheet,
}

/// A word the search found, with its best placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The word, a-z.
    pub word: String,
    /// Its score on its best path (letters and, unless thematic, the bonus).
    pub score: u32,
    /// That path, first letter first.
    pub cells: Vec<Cell>,
}

/// How the bonus card follows a path, as a small state per frontier cell.
#[derive(Clone, Copy, Debug)]
enum Track {
    /// Nothing along the path matters (or only the word itself).
    Plain,
    /// The last cell's colour matters, only at the end.
    LastLetter(u8),
    /// Modes: arrival (0 none, 1 right, 2 down) times 2, plus 1 once turned in the colour.
    Turn(u8),
    /// Modes: 0 one letter, 1 straight the card's way so far, 2 anything else.
    Straight(Step),
    /// Modes: the named cells used so far, one bit each.
    Cells([u8; 3], usize),
}

/// The search's tables for one query.
struct Plan {
    /// Points by letter class (0: not drawn, 1-3: the drawn letters) and cell.
    gain: [[i16; CELLS]; 4],
    /// Each letter's class.
    class: [u8; 26],
    /// Each cell's colour (0 blue, 1 yellow, 2 red, 3 the Start cell).
    colour: [u8; CELLS],
    /// Empty cells.
    empty: u64,
    /// Legal start cells.
    starts: u64,
    track: Track,
    modes: usize,
    /// The bonus points a path-judged condition adds.
    bonus: i16,
    /// The most a letter scores anywhere.
    most: i32,
    /// A word-judged condition: first letter (a-z) or size.
    first: Option<u8>,
    size: Option<usize>,
}

fn colour_code(grid: &Grid, cell: Cell) -> u8 {
    match grid.colour(cell) {
        Some(super::material::Colour::Blue) => 0,
        Some(super::material::Colour::Yellow) => 1,
        Some(super::material::Colour::Red) => 2,
        None => 3,
    }
}

impl Plan {
    fn new(q: &Query) -> Plan {
        let mut class = [0u8; 26];
        for (i, &(_, letter)) in q.draw.letters.iter().enumerate() {
            class[(letter.to_ascii_lowercase() - b'a') as usize] = i as u8 + 1;
        }
        let mut gain = [[0i16; CELLS]; 4];
        let mut colour = [0u8; CELLS];
        let mut empty = 0u64;
        let mut starts = 0u64;
        for i in 0..CELLS {
            let cell = Cell::from_index(i).expect("in the grid");
            colour[i] = colour_code(q.grid, cell);
            for (k, &(_, letter)) in q.draw.letters.iter().enumerate() {
                gain[k + 1][i] = super::scoring::letter_points(
                    q.grid,
                    q.points,
                    q.draw,
                    letter.to_ascii_lowercase(),
                    cell,
                ) as i16;
            }
            if !q.sheet.filled(cell) {
                empty |= 1 << i;
            }
            if q.sheet.may_start(cell) {
                starts |= 1 << i;
            }
        }
        let code = |c: super::material::Colour| colour_code_of(c);
        let points = q.card.points as i16;
        let (track, modes, first, size) = match &q.card.kind {
            BonusKind::Theme(_) => (Track::Plain, 1, None, None),
            BonusKind::FirstLetter(l) => {
                (Track::Plain, 1, Some(l.to_ascii_lowercase() as u8), None)
            }
            BonusKind::Size(n) => (Track::Plain, 1, None, Some(*n)),
            BonusKind::LastLetter(c) => (Track::LastLetter(code(*c)), 1, None, None),
            BonusKind::Turn(c) => (Track::Turn(code(*c)), 6, None, None),
            BonusKind::Straight(s) => (Track::Straight(*s), 3, None, None),
            BonusKind::Cells(_) => {
                let mut named = [u8::MAX; 3];
                let cells = q.card.cells();
                for (slot, c) in named.iter_mut().zip(&cells) {
                    *slot = c.index() as u8;
                }
                let k = cells.len().min(3);
                (Track::Cells(named, k), 1 << k, None, None)
            }
        };
        let most = gain.iter().flatten().copied().max().unwrap_or(0) as i32;
        Plan {
            most,
            gain,
            class,
            colour,
            empty,
            starts,
            track,
            modes,
            bonus: if matches!(q.card.kind, BonusKind::Theme(_)) {
                0
            } else {
                points
            },
            first,
            size,
        }
    }

    /// The mode of a path's first cell.
    #[inline]
    fn first_mode(&self, cell: usize) -> usize {
        match self.track {
            Track::Cells(named, k) => named[..k]
                .iter()
                .enumerate()
                .filter(|(_, n)| **n as usize == cell)
                .fold(0, |m, (b, _)| m | 1 << b),
            _ => 0,
        }
    }

    /// The mode after stepping `down` (else right) from `from` to `to` in mode `m`.
    #[inline]
    fn next_mode(&self, m: usize, down: bool, from: usize, to: usize) -> usize {
        match self.track {
            Track::Plain | Track::LastLetter(_) => 0,
            Track::Turn(colour) => {
                let arrived = m / 2;
                let dir = if down { 2 } else { 1 };
                let turned = arrived != 0 && arrived != dir && self.colour[from] == colour;
                dir * 2 + (m & 1 | turned as usize)
            }
            Track::Straight(step) => {
                let way = matches!(step, Step::Down) == down;
                if m <= 1 && way { 1 } else { 2 }
            }
            Track::Cells(named, k) => named[..k]
                .iter()
                .enumerate()
                .filter(|(_, n)| **n as usize == to)
                .fold(m, |m, (b, _)| m | 1 << b),
        }
    }

    /// The bonus a path ending on `cell` in mode `m` earns from the card's path condition.
    #[inline]
    fn end_bonus(&self, m: usize, cell: usize) -> i16 {
        let met = match self.track {
            Track::Plain => false,
            Track::LastLetter(colour) => self.colour[cell] == colour,
            Track::Turn(_) => m & 1 == 1,
            Track::Straight(_) => m == 1,
            Track::Cells(_, k) => m == (1 << k) - 1,
        };
        if met { self.bonus } else { 0 }
    }
}

fn colour_code_of(c: super::material::Colour) -> u8 {
    match c {
        super::material::Colour::Blue => 0,
        super::material::Colour::Yellow => 1,
        super::material::Colour::Red => 2,
    }
}

/// A frontier: the best score of each (cell, mode), the cells where any is set, and the best
/// of them all.
#[derive(Clone)]
struct Frontier {
    best: [[i16; MAX_MODES]; CELLS],
    live: u64,
    top: i16,
}

impl Frontier {
    fn empty() -> Frontier {
        Frontier {
            best: [[NONE; MAX_MODES]; CELLS],
            live: 0,
            top: NONE,
        }
    }
}

/// The best words kept so far, best first.
struct Top {
    keep: usize,
    /// (rank, word): rank is the score times 16 plus the length, so a tie goes to the word
    /// that fills more cells.
    words: Vec<(i32, Vec<u8>)>,
}

impl Top {
    fn floor(&self) -> i32 {
        if self.words.len() < self.keep {
            i32::MIN
        } else {
            self.words.last().map_or(i32::MIN, |w| w.0)
        }
    }

    fn offer(&mut self, rank: i32, word: &[u8]) {
        if rank <= self.floor() {
            return;
        }
        let at = self.words.partition_point(|w| w.0 >= rank);
        self.words.insert(at, (rank, word.to_vec()));
        self.words.truncate(self.keep);
    }
}

struct Walk<'a> {
    dawg: &'a Dawg,
    plan: &'a Plan,
    below: &'a [u32],
    /// The drawn letters, one bit each.
    drawn: u32,
    /// The most the card can add (nothing for a theme, which the search cannot judge).
    bonus: i16,
    /// One frontier a depth, reused.
    frames: Vec<Frontier>,
    word: Vec<u8>,
    top: Top,
    max_len: usize,
}

impl Walk<'_> {
    /// The frontier after appending a letter of class `class` to frame `depth`'s, into frame
    /// `depth + 1`.
    fn advance(&mut self, depth: usize, class: usize) -> bool {
        let plan = self.plan;
        let (before, after) = self.frames.split_at_mut(depth + 1);
        let from = &before[depth];
        let to = &mut after[0];
        // Clear only what the last use left.
        let mut stale = to.live;
        while stale != 0 {
            let c = stale.trailing_zeros() as usize;
            stale &= stale - 1;
            to.best[c] = [NONE; MAX_MODES];
        }
        to.live = 0;
        to.top = NONE;
        let gain = &plan.gain[class];
        let mut live = from.live;
        while live != 0 {
            let c = live.trailing_zeros() as usize;
            live &= live - 1;
            let (col, row) = (c % SIDE, c / SIDE);
            for down in [false, true] {
                let next = match down {
                    false if col + 1 < SIDE => c + 1,
                    true if row + 1 < SIDE => c + SIDE,
                    _ => continue,
                };
                if plan.empty & (1 << next) == 0 {
                    continue;
                }
                let g = gain[next];
                for m in 0..plan.modes {
                    let v = from.best[c][m];
                    if v == NONE {
                        continue;
                    }
                    let m2 = plan.next_mode(m, down, c, next);
                    let slot = &mut to.best[next][m2];
                    if v + g > *slot {
                        *slot = v + g;
                        to.top = to.top.max(v + g);
                    }
                }
                to.live |= 1 << next;
            }
        }
        to.live != 0
    }

    /// Offers the word spelled so far (frame `depth` holds its last letter).
    fn finish(&mut self, depth: usize) {
        let plan = self.plan;
        let len = depth + 1;
        if len < super::game::MIN_WORD {
            return;
        }
        let frame = &self.frames[depth];
        let mut best = NONE;
        let mut live = frame.live;
        while live != 0 {
            let c = live.trailing_zeros() as usize;
            live &= live - 1;
            for m in 0..plan.modes {
                let v = frame.best[c][m];
                if v != NONE {
                    best = best.max(v + plan.end_bonus(m, c));
                }
            }
        }
        if plan.first.is_some_and(|f| self.word[0] == f) || plan.size == Some(len) {
            best += plan.bonus;
        }
        let rank = best as i32 * 16 + len as i32;
        let word = std::mem::take(&mut self.word);
        self.top.offer(rank, &word);
        self.word = word;
    }

    /// Whether a word below `node` (frame `depth` its prefix's frontier) could still beat the
    /// words kept.
    #[inline]
    fn promising(&self, node: u32, depth: usize) -> bool {
        let floor = self.top.floor();
        if floor == i32::MIN {
            return true;
        }
        let info = self.below[node as usize];
        let longest = ((info >> 26) as usize).min(self.max_len - depth - 1);
        let more = if info & self.drawn != 0 {
            self.plan.most * longest as i32
        } else {
            0
        };
        let best = self.frames[depth].top as i32 + more + self.bonus as i32;
        best * 16 + (depth + 1 + longest) as i32 > floor
    }

    /// Visits the children of `node`, whose prefix's frontier is frame `depth`.
    fn visit(&mut self, node: u32, depth: usize) {
        let dawg = self.dawg;
        // The frontier after a letter that was not drawn, shared by all of them.
        let mut plain_ready = false;
        for (letter, child) in dawg.children(node) {
            let class = self.plan.class[(letter - b'a') as usize] as usize;
            let next = depth + 1;
            if class == 0 && plain_ready {
                // Frame `next` still holds it: nothing below overwrote it, since the
                // subtree writes only deeper frames.
            } else {
                if !self.advance(depth, class) {
                    plain_ready = false;
                    continue;
                }
                plain_ready = class == 0;
            }
            if self.frames[next].live == 0 {
                continue;
            }
            self.word.push(letter);
            if dawg.is_final(child) {
                self.finish(next);
            }
            if next + 1 < self.max_len && dawg.letters(child) != 0 && self.promising(child, next) {
                self.visit(child, next);
            }
            self.word.pop();
        }
    }
}

/// The `keep` best words for the query, best first, each with its score on its best path
/// (ties: the longer word first, then alphabetical). Words longer than `max_len` letters are
/// left out (the Easy seat's shorter reach).
pub fn best_words(lexicon: &Lexicon, q: &Query, keep: usize, max_len: usize) -> Vec<Found> {
    let plan = Plan::new(q);
    let dawg = lexicon.dawg();
    let max_len = max_len.min(MAX_LEN);
    let below = lexicon.letters_below();
    let drawn = q
        .draw
        .letters
        .iter()
        .fold(0u32, |m, (_, l)| m | 1 << (l.to_ascii_lowercase() - b'a'));
    let mut walk = Walk {
        dawg,
        plan: &plan,
        below,
        drawn,
        bonus: plan.bonus,
        frames: vec![Frontier::empty(); MAX_LEN + 1],
        word: Vec::with_capacity(MAX_LEN),
        top: Top {
            keep: keep.max(1),
            words: Vec::new(),
        },
        max_len,
    };
    for (letter, child) in dawg.children(Dawg::ROOT) {
        let class = plan.class[(letter - b'a') as usize] as usize;
        let frame = &mut walk.frames[0];
        *frame = Frontier::empty();
        let mut starts = plan.starts;
        while starts != 0 {
            let c = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            frame.best[c][plan.first_mode(c)] = plan.gain[class][c];
            frame.live |= 1 << c;
            frame.top = frame.top.max(plan.gain[class][c]);
        }
        if frame.live == 0 {
            break;
        }
        walk.word.push(letter);
        if dawg.is_final(child) {
            walk.finish(0);
        }
        if max_len > 1 && walk.promising(child, 0) {
            walk.visit(child, 0);
        }
        walk.word.pop();
    }
    walk.top
        .words
        .into_iter()
        .filter_map(|(_, w)| {
            let word = String::from_utf8(w).expect("a-z");
            let (score, cells) = best_path(q, &word)?;
            Some(Found { word, score, cells })
        })
        .collect()
}

/// The best word for the query, if any word fits the sheet.
pub fn best_word(lexicon: &Lexicon, q: &Query) -> Option<Found> {
    best_words(lexicon, q, 1, MAX_LEN).into_iter().next()
}

/// The best legal placement of `word` (a-z) on the sheet, tried path by path with the rules'
/// own scoring: its score (letters and, unless thematic, the bonus) and cells.
pub fn best_path(q: &Query, word: &str) -> Option<(u32, Vec<Cell>)> {
    let letters = word.as_bytes();
    let mut best: Option<(u32, Vec<Cell>)> = None;
    let mut path = Vec::with_capacity(letters.len());
    for i in 0..CELLS {
        let cell = Cell::from_index(i).expect("in the grid");
        if q.sheet.may_start(cell) {
            path.push(cell);
            extend(q, letters, &mut path, &mut best);
            path.pop();
        }
    }
    best
}

fn extend(q: &Query, letters: &[u8], path: &mut Vec<Cell>, best: &mut Option<(u32, Vec<Cell>)>) {
    if path.len() == letters.len() {
        let score = letters_score(q.grid, q.points, q.draw, letters, path)
            .iter()
            .map(|l| l.points)
            .sum::<u32>()
            + match bonus_met(q.grid, q.card, letters, path) {
                Some(true) => q.card.points,
                _ => 0,
            };
        if best.as_ref().is_none_or(|b| score > b.0) {
            *best = Some((score, path.clone()));
        }
        return;
    }
    let last = *path.last().expect("a path has a start");
    for step in [Step::Right, Step::Down] {
        if let Some(next) = last.stepped(step).filter(|c| !q.sheet.filled(*c)) {
            path.push(next);
            extend(q, letters, path, best);
            path.pop();
        }
    }
}
