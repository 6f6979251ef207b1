//! Replays a GCG record under a rule set: lays every play on a board, recomputes its score
//! from the squares, takes withdrawn phonies back off, checks the tiles against the set (no
//! rack or board holds tiles the bag never had), checks challenge bonuses against the
//! conventions records use, and checks every recorded score and running total against the
//! recomputed ones. After a disagreement the running total follows the record again (a
//! total is right when it adds the move to the record's previous total, or when it is the
//! recomputed running score), so one wrong line is one flag.
//!
//! Words are checked only against the list the record was played with: the built-in English
//! list checks a record that names no `#lexicon` or names that list; any other record is
//! replayed without a word check, and the report's `word_check` says so and why. A rack the
//! record writes `UNKNOWN` is not checked. A play written as the whole word, letters already
//! on the board included (`8D WINDY` over a W, as Elise writes), counts those letters as
//! board tiles when they are the board's, and is flagged when one is not.

use serde::Serialize;

use crate::words::Lexicon;

use super::board::{Board, Dir, SIZE, coordinate};
use super::challenge::Conventions;
use super::check::{Rejection, check_play};
use super::game::take;
use super::gcg::{GcgEvent, GcgKind, GcgRecord};
use super::play::{Cell, Play};
use super::quote::excerpt;
use super::rules::Rules;
use super::tiles::TileCounts;

/// One turn of the replay, as the JSON report prints it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ReplayedMove {
    /// Line in the record.
    pub line: usize,
    /// Who moved.
    pub player: String,
    /// play, withdrawn, challenge_bonus, exchange, pass, end_rack or time_penalty.
    pub kind: &'static str,
    /// The rack before the move (empty when the record does not give it).
    pub rack: String,
    /// Whether the record writes the rack `UNKNOWN` (then nothing is checked against it);
    /// only written when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rack_unknown: bool,
    /// The move as recorded (`8D WINDY`, `-EE`, `(OPEG)`...).
    pub moved: String,
    /// The words formed, for plays.
    pub words: Vec<String>,
    /// Score in the record.
    pub recorded: i32,
    /// Score recomputed from the board and the rules.
    pub computed: i32,
    /// Running total in the record.
    pub recorded_total: i32,
    /// The record's total before this line plus the recomputed score.
    pub computed_total: i64,
    /// What disagrees, when something does.
    pub mismatch: Option<String>,
}

/// A line of the record, other than a turn, that disagrees (a `#rack1`/`#rack2` line holding
/// tiles that are not left).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct LineProblem {
    /// Line in the record.
    pub line: usize,
    /// What disagrees.
    pub problem: String,
}

/// Whether the words formed were checked against a word list, and why (or why not).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct WordCheck {
    /// True when every word formed was looked up.
    pub checked: bool,
    /// Which list, or why none: the record's lexicon is not available, or none was asked for.
    pub reason: String,
}

/// The whole replay.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ReplayReport {
    /// The rule set used.
    pub rules: String,
    /// Whether words were checked against a dictionary (the same as `word_check.checked`).
    pub dictionary: bool,
    /// Whether words were checked, and why or why not.
    pub word_check: WordCheck,
    /// The challenge-bonus convention(s) the record's bonuses fit, when it has any.
    pub challenge_bonus: Option<String>,
    /// Final recomputed scores (the sum of every recomputed move), by player in record order.
    pub final_scores: Vec<(String, i64)>,
    /// Every turn.
    pub moves: Vec<ReplayedMove>,
    /// Other lines that disagree.
    pub problems: Vec<LineProblem>,
    /// How many turns and other lines disagree.
    pub mismatches: usize,
    /// The final board (FEN).
    pub board: String,
}

/// The play on the turn line just before, which a `--` or a challenge bonus is about.
struct LastPlay {
    who: usize,
    squares: Vec<usize>,
    score: i32,
    rack: String,
    words: usize,
    index: usize,
}

/// What the replay carries from line to line.
struct State<'a> {
    rules: &'a Rules,
    board: Board,
    bag: TileCounts,
    /// Tiles each player kept on their rack after their last move, as far as the record
    /// shows them (still theirs, so not in the bag).
    kept: Vec<TileCounts>,
    last_play: Option<LastPlay>,
    conventions: Conventions,
}

impl State<'_> {
    /// Tiles of `rack` (with the board and the others' kept tiles) beyond the set, as a rack
    /// writes them; empty when they fit.
    fn not_in_bag(&self, who: usize, rack: &str) -> String {
        let mut held = TileCounts::on_board(&self.board);
        held.add_all(rack.as_bytes());
        // Wordgame gives everyone new letters after two opening passes: until the first
        // play, what a player kept may have gone back to the bag.
        let redrawn = self.rules.redraw_after_opening_passes && self.board.is_empty();
        if !redrawn {
            for (i, k) in self.kept.iter().enumerate() {
                if i != who {
                    held = held.plus(k);
                }
            }
        }
        held.excess_over(&self.bag)
    }

    fn check_rack(&self, who: usize, rack: &str) -> Option<String> {
        let extra = self.not_in_bag(who, rack);
        (!extra.is_empty())
            .then(|| format!("the rack {rack} holds tiles the set does not have left: {extra}"))
    }

    fn keep(&mut self, who: usize, rack: &str, used: &[u8]) {
        let mut k = TileCounts::default();
        if let Ok(left) = take(rack.as_bytes(), used) {
            k.add_all(&left);
        }
        self.kept[who] = k;
    }
}

/// Whether the record's words are checked against `dict`, the built-in English list: only
/// when the record names no `#lexicon` or names that list (a word missing from the built-in
/// list may well be in CSW or NWL, so checking another list's record would flag good plays).
fn word_check<'a>(
    record: &GcgRecord,
    dict: Option<&'a Lexicon>,
) -> (Option<&'a Lexicon>, WordCheck) {
    const BUILTIN: &str = "Wordnik's English list";
    let Some(dict) = dict else {
        return (
            None,
            WordCheck {
                checked: false,
                reason: "no word list was asked for (--no-dict); words were not checked".into(),
            },
        );
    };
    let reason = match record.lexicon.as_deref() {
        Some(name) if !record.builtin_list_applies() => {
            return (
                None,
                WordCheck {
                    checked: false,
                    reason: format!(
                        "the record's lexicon {} is not available (the built-in list is \
                         {BUILTIN}); words were not checked",
                        excerpt(name)
                    ),
                },
            );
        }
        Some(name) => format!(
            "the record's lexicon {} is the built-in list, {BUILTIN}; words were checked \
             against it",
            excerpt(name)
        ),
        None => format!(
            "the record names no lexicon; words were checked against the built-in list, \
             {BUILTIN}"
        ),
    };
    (
        Some(dict),
        WordCheck {
            checked: true,
            reason,
        },
    )
}

/// Replays `record` under `rules`. `dict` is the built-in English list: with it, every word
/// formed must be in it, when the record's `#lexicon` is that list or is not named (see
/// [`ReplayReport::word_check`]); without it, or for a record of another list, words are not
/// checked.
pub fn replay(record: &GcgRecord, rules: &Rules, dict: Option<&Lexicon>) -> ReplayReport {
    let (dict, word_check) = word_check(record, dict);
    let players: Vec<String> = record.players.iter().map(|p| p.nick.clone()).collect();
    let mut st = State {
        rules,
        board: Board::empty(),
        bag: TileCounts::full_bag(rules),
        kept: vec![TileCounts::default(); players.len()],
        last_play: None,
        conventions: Conventions::new(rules.challenge_bonus),
    };
    // The recomputed scores, and the record's own totals the next line builds on.
    let mut sums = vec![0i64; players.len()];
    let mut base = vec![0i64; players.len()];
    // Someone's own rack deducted in the record: then going out earns the rack once, not twice.
    let deductions = record
        .events
        .iter()
        .any(|e| matches!(&e.kind, GcgKind::EndRack(t) if *t == e.rack));
    let mut moves: Vec<ReplayedMove> = Vec::new();
    let mut problems = Vec::new();
    for i in 0..=record.events.len() {
        check_rack_lines(record, i, &st, &mut problems);
        let Some(e) = record.events.get(i) else {
            break;
        };
        let who = players.iter().position(|p| *p == e.nick).unwrap_or(0);
        let mut m = replay_turn(&mut st, e, who, moves.len(), dict, deductions, &mut moves);
        sums[who] += i64::from(m.computed);
        m.computed_total = base[who] + i64::from(m.computed);
        let disagree = if m.computed != e.score {
            Some(format!(
                "score: recorded {:+}, computed {:+}",
                e.score, m.computed
            ))
        } else if m.computed_total != i64::from(e.total) && sums[who] != i64::from(e.total) {
            // Neither the record's previous total plus this move nor the recomputed running
            // score: a total that is right either way is not a second flag for one defect.
            Some(format!(
                "total: recorded {}, computed {}",
                e.total, m.computed_total
            ))
        } else {
            None
        };
        if let Some(d) = disagree {
            m.mismatch = Some(match m.mismatch.take() {
                Some(w) => format!("{w}; {d}"),
                None => d,
            });
        }
        // The next line builds on the recorded total, right or wrong, so a defect is flagged
        // once rather than on every later line of that player.
        base[who] = i64::from(e.total);
        moves.push(m);
    }
    let mismatches = moves.iter().filter(|m| m.mismatch.is_some()).count() + problems.len();
    ReplayReport {
        rules: rules.name.clone(),
        dictionary: word_check.checked,
        word_check,
        challenge_bonus: st.conventions.found(),
        final_scores: players.into_iter().zip(sums).collect(),
        moves,
        problems,
        mismatches,
        board: st.board.to_fen(),
    }
}

/// The `#rack` lines standing before turn `i`: together with the board they must fit the set.
fn check_rack_lines(record: &GcgRecord, i: usize, st: &State, problems: &mut Vec<LineProblem>) {
    let mut held = TileCounts::on_board(&st.board);
    for r in record.racks.iter().filter(|r| r.after == i) {
        held.add_all(r.tiles.as_bytes());
        let extra = held.excess_over(&st.bag);
        if !extra.is_empty() {
            problems.push(LineProblem {
                line: r.line,
                problem: format!(
                    "the rack {} holds tiles the set does not have left: {extra}",
                    r.tiles
                ),
            });
        }
    }
}

/// Replays one turn line; the totals are the caller's.
fn replay_turn(
    st: &mut State,
    e: &GcgEvent,
    who: usize,
    index: usize,
    dict: Option<&Lexicon>,
    deductions: bool,
    moves: &mut [ReplayedMove],
) -> ReplayedMove {
    let mut mismatch = None;
    let mut words = Vec::new();
    let last_play = st.last_play.take();
    let (kind, moved, computed) = match &e.kind {
        GcgKind::Play { coord, word } => {
            let moved = format!("{coord} {word}");
            let (score, formed) = replay_play(st, e, who, index, coord, word, dict, &mut mismatch);
            words = formed;
            ("play", moved, score)
        }
        GcgKind::Withdrawn => {
            let computed = match last_play {
                Some(p) if p.who == who => {
                    // The phony came off: the record is right about it.
                    let m = &mut moves[p.index];
                    if m.mismatch
                        .as_deref()
                        .is_some_and(|w| w.starts_with("Not in the word list"))
                    {
                        m.mismatch = None;
                    }
                    for &sq in &p.squares {
                        st.board.set(sq / SIZE, sq % SIZE, 0);
                    }
                    if !e.rack.is_empty()
                        && !p.rack.is_empty()
                        && sorted(&e.rack) != sorted(&p.rack)
                    {
                        mismatch = Some(format!(
                            "the rack {} is not the withdrawn play's rack {}",
                            e.rack, p.rack
                        ));
                    }
                    // The tiles go back on the rack.
                    st.keep(who, &p.rack, &[]);
                    -p.score
                }
                _ => {
                    mismatch = Some("no play of this player just before to withdraw".into());
                    0
                }
            };
            ("withdrawn", "--".into(), computed)
        }
        GcgKind::ChallengeBonus => {
            let computed = match last_play {
                Some(p) if p.who == who => match st.conventions.check(e.score, p.words) {
                    Ok(()) => e.score,
                    Err((expected, why)) => {
                        mismatch = Some(why);
                        expected
                    }
                },
                _ => {
                    mismatch = Some("no play of this player just before to earn it".into());
                    0
                }
            };
            // The rack here is the one drawn after the play.
            if mismatch.is_none() && !e.rack.is_empty() {
                mismatch = st.check_rack(who, &e.rack);
            }
            ("challenge_bonus", "(challenge)".into(), computed)
        }
        GcgKind::Exchange(tiles) => {
            let counted = tiles.bytes().all(|b| b.is_ascii_digit());
            if !st.rules.exchanges {
                mismatch = Some(format!("{} has no exchanges", st.rules.name));
            } else if !counted
                && !e.rack.is_empty()
                && let Err(missing) = take(e.rack.as_bytes(), tiles.as_bytes())
            {
                mismatch = Some(format!("the rack {} does not hold {missing}", e.rack));
            } else if !e.rack.is_empty() {
                mismatch = st.check_rack(who, &e.rack);
            }
            let used = if counted { &[][..] } else { tiles.as_bytes() };
            st.keep(who, &e.rack, used);
            ("exchange", format!("-{tiles}"), 0)
        }
        GcgKind::Pass => {
            if !e.rack.is_empty() {
                mismatch = st.check_rack(who, &e.rack);
            }
            if st.rules.redraw_after_opening_passes && st.board.is_empty() {
                // Opening passes may bring new letters for everyone: nothing is known kept.
                st.kept[who] = TileCounts::default();
            } else {
                st.keep(who, &e.rack, &[]);
            }
            ("pass", "-".into(), 0)
        }
        GcgKind::EndRack(tiles) => {
            // At most a few racks of tiles (the parser's limit), so no overflow here.
            let value: i32 = tiles.bytes().map(|t| st.rules.tile_value(t)).sum();
            let computed = if *tiles == e.rack {
                -value
            } else if deductions || !st.rules.out_bonus {
                value
            } else {
                2 * value
            };
            let mut held = TileCounts::on_board(&st.board);
            held.add_all(tiles.as_bytes());
            let extra = held.excess_over(&st.bag);
            if !extra.is_empty() {
                mismatch = Some(format!(
                    "the rack {tiles} holds tiles the set does not have left: {extra}"
                ));
            }
            ("end_rack", format!("({tiles})"), computed)
        }
        // A penalty for the clock: nothing on the board to recompute it from.
        GcgKind::TimePenalty => ("time_penalty", "(time)".into(), e.score),
    };
    ReplayedMove {
        line: e.line,
        player: e.nick.clone(),
        kind,
        rack: e.rack.clone(),
        rack_unknown: e.rack_unknown,
        moved,
        words,
        recorded: e.score,
        computed,
        recorded_total: e.total,
        computed_total: 0,
        mismatch,
    }
}

/// Lays a play: its score and words, with what disagrees in `mismatch`.
#[allow(clippy::too_many_arguments)]
fn replay_play(
    st: &mut State,
    e: &GcgEvent,
    who: usize,
    index: usize,
    coord: &str,
    word: &str,
    dict: Option<&Lexicon>,
    mismatch: &mut Option<String>,
) -> (i32, Vec<String>) {
    // An illegal play stays off the board; a `--` after it then takes back what the record
    // says, so the one defect is flagged once.
    st.last_play = Some(LastPlay {
        who,
        squares: Vec::new(),
        score: e.score,
        rack: e.rack.clone(),
        words: 1,
        index,
    });
    let play = match Play::parse(coord, word).map(|p| through_written_letters(&st.board, p)) {
        Ok(Ok(p)) => p,
        Ok(Err(why)) => {
            *mismatch = Some(why.to_string());
            return (0, Vec::new());
        }
        Err(msg) => {
            *mismatch = Some(msg);
            return (0, Vec::new());
        }
    };
    // Only the tiles laid come off the rack: letters written over board tiles are not.
    let letters = play.rack_letters();
    if !e.rack.is_empty() {
        if let Err(missing) = take(e.rack.as_bytes(), &letters) {
            *mismatch = Some(format!("the rack {} does not hold {missing}", e.rack));
        } else {
            *mismatch = st.check_rack(who, &e.rack);
        }
    }
    // Legality and score first; words missing from the dictionary are flagged but stay on
    // the board, as they did in the game, until a challenge takes them off.
    let scored = match check_play(&st.board, st.rules, &play, None) {
        Ok(s) => s,
        Err(why) => {
            *mismatch = Some(why.to_string());
            return (0, Vec::new());
        }
    };
    if let Some(dict) = dict {
        let bad: Vec<String> = scored
            .words
            .iter()
            .filter(|w| !dict.contains(&w.text))
            .map(|w| w.text.to_ascii_uppercase())
            .collect();
        if !bad.is_empty() {
            *mismatch = Some(format!("Not in the word list: {}", bad.join(", ")));
        }
    }
    for &(sq, t) in &scored.laid {
        st.board.set(sq / SIZE, sq % SIZE, t);
    }
    if mismatch.is_none() {
        let extra = TileCounts::on_board(&st.board).excess_over(&st.bag);
        if !extra.is_empty() {
            *mismatch = Some(format!(
                "the board now holds more tiles than the set has: {extra}"
            ));
        }
    }
    st.keep(who, &e.rack, &letters);
    st.last_play = Some(LastPlay {
        who,
        squares: scored.laid.iter().map(|l| l.0).collect(),
        score: scored.score,
        rack: e.rack.clone(),
        words: scored.words.len(),
        index,
    });
    (
        scored.score,
        scored.words.iter().map(|w| w.text.clone()).collect(),
    )
}

/// A play written as the whole word (`8D WINDY` with the W already on the board, as Elise
/// and some transcriptions write it; macondo reads them): each letter written on an occupied
/// square is a board tile when it is the board's letter (either case, so a blank there
/// matches), and refused when it is not, naming the square and both letters.
fn through_written_letters(board: &Board, mut play: Play) -> Result<Play, Rejection> {
    for i in 0..play.cells.len() {
        let (r, c) = play.square(i);
        // Off the board: the legality check names it.
        if r >= SIZE || c >= SIZE {
            break;
        }
        let here = board.get(r, c);
        if let Cell::New(t) = play.cells[i]
            && here != 0
        {
            if !t.eq_ignore_ascii_case(&here) {
                return Err(Rejection::WrongBoardLetter {
                    square: coordinate(r, c, Dir::Down),
                    board: here.to_ascii_uppercase() as char,
                    named: t.to_ascii_uppercase() as char,
                });
            }
            play.cells[i] = Cell::Board(Some(here.to_ascii_uppercase()));
        }
    }
    Ok(play)
}

fn sorted(rack: &str) -> Vec<u8> {
    let mut v = rack.as_bytes().to_vec();
    v.sort_unstable();
    v
}
