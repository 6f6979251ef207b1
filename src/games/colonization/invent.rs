//! Where a computer seat can invent a word: every placement of its rack whose main word and
//! cross words the pronounceability model can say, with its Classic score. The model is the
//! dictionary here: each line of the board (and of the transposed board, for down moves) is
//! walked from every square that starts a word, laying rack tiles in the empty squares and
//! reading board tiles through, one trigram transition at a time; a transition below the
//! floor for a seat's own words ([`Model::proposal_floor`]) ends the branch, so the walk stays
//! small. A square's cross-set is the letters that make a pronounceable word with the tiles
//! above and below it. The words found are then
//! checked and scored by the Classic placement rules ([`check_play`]); main words the English
//! dictionary holds are left out (they would be English's at once). Every word must pass the
//! seat's bar ([`Model::proposable`]: at most eight letters, as easy to say as most English
//! words of its length, and no cluster people's ears refused), which is stricter than how
//! computer seats vote ([`Model::acceptable`]): a seat proposes only what a table would accept.

use crate::games::crossword::{Board, Cell, Dir, Play, SIZE, check_play};

use super::game::{Game, main_word};
use super::pronounce::{MAX_INVENTED, Model};

/// A placement a computer seat may propose.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The placement.
    pub play: Play,
    /// Its main word (as the game reads it).
    pub word: String,
    /// Its whole Classic score.
    pub points: i32,
    /// The main word's model score (mean log-probability per transition).
    pub ease: f32,
    /// The rack tiles left after it.
    pub kept: Vec<u8>,
}

/// One line of a board (a row, or a column of the transposed board) as a move sees it.
struct Line {
    tiles: [u8; SIZE],
    /// Letters (bit i: `a + i`) that may stand on each empty square.
    cross: [u32; SIZE],
    /// Whether an empty square has a tile across the line (a cross word).
    has_cross: [bool; SIZE],
    /// Whether a tile laid there connects the move (next to a tile, or the centre at first).
    anchor: [bool; SIZE],
}

const ALL: u32 = (1 << 26) - 1;

/// The least log-probability of the letter a blank stands for, after the two before it (one
/// chance in ten): a player makes a blank a letter that reads easily.
const BLANK_EASE: f32 = -2.3;

/// Every placement `seat` can make that invents a word: main and cross words within the
/// table's bar, main word long enough and not English.
pub fn candidates(game: &Game, seat: usize, model: &Model) -> Vec<Candidate> {
    let rack = &game.seats[seat].rack;
    let mut counts = [0u8; 27];
    for &t in rack {
        match t {
            b'A'..=b'Z' => counts[(t - b'A') as usize] += 1,
            _ => counts[26] += 1,
        }
    }
    let mut plays = Vec::new();
    for dir in [Dir::Across, Dir::Down] {
        let board = match dir {
            Dir::Across => game.board.clone(),
            Dir::Down => game.board.transposed(),
        };
        for r in 0..SIZE {
            let line = line(&board, r, model);
            if !line.anchor.iter().any(|&a| a) {
                continue;
            }
            let mut walk = Walk {
                model,
                line: &line,
                rack: counts,
                left: rack.len(),
                cur: Vec::with_capacity(SIZE),
                found: Vec::new(),
                dir,
            };
            for start in 0..SIZE {
                if start > 0 && line.tiles[start - 1] != 0 {
                    continue;
                }
                walk.extend(start, Model::EDGE, Model::EDGE, 0.0, 0, false, 0);
            }
            for (start, letters) in walk.found {
                let (row, col) = match dir {
                    Dir::Across => (r, start),
                    Dir::Down => (start, r),
                };
                let cells = letters
                    .iter()
                    .map(|&l| {
                        if l == 0 {
                            Cell::Board(None)
                        } else {
                            Cell::New(l)
                        }
                    })
                    .collect();
                plays.push(Play {
                    row,
                    col,
                    dir,
                    cells,
                });
            }
        }
    }
    let mut out = Vec::new();
    for play in plays {
        let Ok(scored) = check_play(&game.board, game.rules, &play, None) else {
            continue;
        };
        let word = main_word(&play, &scored.words);
        if word.len() < game.min_word()
            || game.lexicon.contains(&word)
            || game.kept_off(&scored).is_some()
        {
            continue;
        }
        // Every word the move forms must pass the table's bar (a cross word the dictionary
        // knows is English, which the table accepts as it is).
        if !scored
            .words
            .iter()
            .all(|w| model.proposable(&w.text) || game.lexicon.contains(&w.text))
        {
            continue;
        }
        let Some(kept) = crate::games::crossword::game::take(rack, &play.rack_letters()).ok()
        else {
            continue;
        };
        out.push(Candidate {
            ease: model.score(&word),
            word,
            points: scored.score,
            kept,
            play,
        });
    }
    out
}

/// A line's tiles, cross-sets and anchors.
fn line(board: &Board, r: usize, model: &Model) -> Line {
    let mut line = Line {
        tiles: [0; SIZE],
        cross: [ALL; SIZE],
        has_cross: [false; SIZE],
        anchor: [false; SIZE],
    };
    let empty = board.is_empty();
    for c in 0..SIZE {
        let t = board.get(r, c);
        line.tiles[c] = t;
        if t != 0 {
            line.cross[c] = 0;
            continue;
        }
        let up = r > 0 && board.get(r - 1, c) != 0;
        let down = r + 1 < SIZE && board.get(r + 1, c) != 0;
        let left = c > 0 && board.get(r, c - 1) != 0;
        let right = c + 1 < SIZE && board.get(r, c + 1) != 0;
        line.anchor[c] = if empty {
            r == SIZE / 2 && c == SIZE / 2
        } else {
            up || down || left || right
        };
        if !up && !down {
            continue;
        }
        line.has_cross[c] = true;
        let mut top = r;
        while top > 0 && board.get(top - 1, c) != 0 {
            top -= 1;
        }
        let mut bottom = r;
        while bottom + 1 < SIZE && board.get(bottom + 1, c) != 0 {
            bottom += 1;
        }
        let mut word: Vec<u8> = (top..=bottom).map(|rr| board.get(rr, c)).collect();
        let mut mask = 0;
        for li in 0..26u8 {
            word[r - top] = b'a' + li;
            let text = std::str::from_utf8(&word).unwrap_or("");
            if model.proposable(text) {
                mask |= 1 << li;
            }
        }
        line.cross[c] = mask;
    }
    line
}

/// The walk along one line: the rack left, the letters so far (0 for a board tile, else the
/// tile laid: a capital, or a small letter for a blank), and the words found (start, letters).
struct Walk<'a> {
    model: &'a Model,
    line: &'a Line,
    rack: [u8; 27],
    left: usize,
    cur: Vec<u8>,
    found: Vec<(usize, Vec<u8>)>,
    dir: Dir,
}

impl Walk<'_> {
    /// Puts a letter on square `col` (the board's, or each rack letter its cross-set allows),
    /// after the symbols `a` `b`.
    #[allow(clippy::too_many_arguments)]
    fn extend(
        &mut self,
        col: usize,
        a: usize,
        b: usize,
        sum: f32,
        n: usize,
        touched: bool,
        placed: usize,
    ) {
        let t = self.line.tiles[col];
        if t != 0 {
            let c = Model::symbol(t);
            let l = self.model.step(a, b, c);
            if l < self.model.proposal_floor() {
                return;
            }
            self.cur.push(0);
            self.after(col, b, c, sum + l, n + 1, touched, placed);
            self.cur.pop();
            return;
        }
        if placed == self.left {
            return;
        }
        let anchor = self.line.anchor[col];
        for li in 0..26usize {
            if self.line.cross[col] & (1 << li) == 0 {
                continue;
            }
            let l = self.model.step(a, b, li);
            if l < self.model.proposal_floor() {
                continue;
            }
            if self.rack[li] > 0 {
                self.rack[li] -= 1;
                self.cur.push(b'A' + li as u8);
                self.after(col, b, li, sum + l, n + 1, touched || anchor, placed + 1);
                self.cur.pop();
                self.rack[li] += 1;
            }
            // A blank stands for a letter the rack lacks (the real tile scores more) and that
            // reads easily there: two blanks tried as every letter made some turns take
            // seconds.
            if self.rack[26] > 0 && self.rack[li] == 0 && l >= BLANK_EASE {
                self.rack[26] -= 1;
                self.cur.push(b'a' + li as u8);
                self.after(col, b, li, sum + l, n + 1, touched || anchor, placed + 1);
                self.cur.pop();
                self.rack[26] += 1;
            }
        }
    }

    /// After a letter `c` on `col`: keep the word if it may end here, and go on.
    #[allow(clippy::too_many_arguments)]
    fn after(
        &mut self,
        col: usize,
        b: usize,
        c: usize,
        sum: f32,
        n: usize,
        touched: bool,
        placed: usize,
    ) {
        let ends = col == SIZE - 1 || self.line.tiles[col + 1] == 0;
        if ends && touched && placed > 0 && n >= 2 {
            let end = self.model.step(b, c, Model::EDGE);
            let mean = (sum + end) / (n + 1) as f32;
            // A lone tile with a word across is found by the across walk.
            let single_down = placed == 1
                && self.dir == Dir::Down
                && self
                    .cur
                    .iter()
                    .position(|&l| l != 0)
                    .is_some_and(|i| self.line.has_cross[col + 1 - self.cur.len() + i]);
            let bar = self.model.bar[self.cur.len().min(MAX_INVENTED)];
            if end >= self.model.proposal_floor() && mean >= bar && !single_down {
                self.found
                    .push((col + 1 - self.cur.len(), self.cur.clone()));
            }
        }
        // A table refuses a longer invented word, so the walk stops there.
        if col + 1 < SIZE
            && self.cur.len() < MAX_INVENTED
            && (placed < self.left || self.line.tiles[col + 1] != 0)
        {
            self.extend(col + 1, b, c, sum, n, touched, placed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::colonization::state::{Action, Phase};
    use crate::words::Lexicon;

    #[test]
    fn every_candidate_is_pronounceable_legal_and_not_english() {
        let english = Lexicon::from_words(["sate", "sat", "tea", "eat", "rate", "tear", "rates"]);
        let mut game =
            Game::with_bag_order(english, &["A", "B"], 1, b"UUUUWWFYHHJXCMSTRAEIOSTRAEIO").unwrap();
        while !matches!(game.phase(), Phase::Turn { .. }) {
            let (seat, action) = match game.phase() {
                Phase::Vote { waiting, .. } => (waiting[0], Action::Vote(true)),
                Phase::Naming { seat } => {
                    let name = game.seats[*seat].rack.iter().map(|&t| t as char).collect();
                    (*seat, Action::Name(name))
                }
                other => panic!("{other:?}"),
            };
            game.apply(seat, &action).unwrap();
        }
        let model = Model::english();
        let found = candidates(&game, 0, model);
        assert!(!found.is_empty());
        for c in &found {
            let scored = check_play(&game.board, game.rules, &c.play, None).unwrap();
            for w in &scored.words {
                assert!(model.pronounceable(&w.text), "{}", w.text);
                assert!(model.proposable(&w.text), "{}", w.text);
                assert!(w.text.len() <= MAX_INVENTED, "{}", w.text);
            }
            assert!(!game.lexicon.contains(&c.word), "{}", c.word);
            assert!(c.word.len() >= 4);
            assert_eq!(c.points, scored.score);
        }
    }
}
