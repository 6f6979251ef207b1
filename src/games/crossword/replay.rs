//! Replays a GCG record under a rule set: lays every play on a board, recomputes its score
//! from the squares, takes withdrawn phonies back off, and checks every recorded score and
//! running total against the recomputed ones.

use serde::Serialize;

use crate::words::Lexicon;

use super::board::{Board, SIZE};
use super::check::check_play;
use super::game::take;
use super::gcg::{GcgKind, GcgRecord};
use super::play::Play;
use super::rules::Rules;

/// One turn of the replay, as the JSON report prints it.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ReplayedMove {
    /// Line in the record.
    pub line: usize,
    /// Who moved.
    pub player: String,
    /// play, withdrawn, challenge_bonus, exchange, pass, end_rack or time_penalty.
    pub kind: &'static str,
    /// The rack before the move.
    pub rack: String,
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
    /// Running total recomputed.
    pub computed_total: i32,
    /// What disagrees, when something does.
    pub mismatch: Option<String>,
}

/// The whole replay.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ReplayReport {
    /// The rule set used.
    pub rules: String,
    /// Whether words were checked against a dictionary.
    pub dictionary: bool,
    /// Final recomputed scores, by player in record order.
    pub final_scores: Vec<(String, i32)>,
    /// Every turn.
    pub moves: Vec<ReplayedMove>,
    /// How many turns disagree.
    pub mismatches: usize,
    /// The final board (FEN).
    pub board: String,
}

/// Replays `record` under `rules`; with `dict`, every word formed must be in it.
pub fn replay(record: &GcgRecord, rules: &Rules, dict: Option<&Lexicon>) -> ReplayReport {
    let mut board = Board::empty();
    let players: Vec<String> = record.players.iter().map(|p| p.nick.clone()).collect();
    let mut totals = vec![0i32; players.len()];
    // Each player's last play: squares laid and its score, for a withdrawal.
    let mut last_play: Vec<Option<(Vec<usize>, i32)>> = vec![None; players.len()];
    let mut last_move: Vec<Option<usize>> = vec![None; players.len()];
    // Someone's own rack deducted in the record: then going out earns the rack once, not twice.
    let deductions = record
        .events
        .iter()
        .any(|e| matches!(&e.kind, GcgKind::EndRack(t) if *t == e.rack));
    let mut moves: Vec<ReplayedMove> = Vec::new();
    for e in &record.events {
        let who = players.iter().position(|p| *p == e.nick).unwrap_or(0);
        let mut mismatch = None;
        let mut words = Vec::new();
        let (kind, moved, computed) = match &e.kind {
            GcgKind::Play { coord, word } => {
                let moved = format!("{coord} {word}");
                match Play::parse(coord, word) {
                    Err(msg) => {
                        mismatch = Some(msg);
                        ("play", moved, 0)
                    }
                    Ok(play) => {
                        if !e.rack.is_empty()
                            && let Err(missing) = take(e.rack.as_bytes(), &play.rack_letters())
                        {
                            mismatch = Some(format!("the rack {} does not hold {missing}", e.rack));
                        }
                        // Legality and score first; words missing from the dictionary are
                        // flagged but stay on the board, as they did in the game, until a
                        // challenge takes them off.
                        match check_play(&board, rules, &play, None) {
                            Ok(scored) => {
                                if let Some(dict) = dict {
                                    let bad: Vec<String> = scored
                                        .words
                                        .iter()
                                        .filter(|w| !dict.contains(&w.text))
                                        .map(|w| w.text.to_ascii_uppercase())
                                        .collect();
                                    if !bad.is_empty() {
                                        mismatch = Some(format!(
                                            "Not in the word list: {}",
                                            bad.join(", ")
                                        ));
                                    }
                                }
                                last_move[who] = Some(moves.len());
                                for &(sq, t) in &scored.laid {
                                    board.set(sq / SIZE, sq % SIZE, t);
                                }
                                words = scored.words.iter().map(|w| w.text.clone()).collect();
                                last_play[who] =
                                    Some((scored.laid.iter().map(|l| l.0).collect(), scored.score));
                                ("play", moved, scored.score)
                            }
                            Err(why) => {
                                mismatch = Some(why.to_string());
                                ("play", moved, 0)
                            }
                        }
                    }
                }
            }
            GcgKind::Withdrawn => match last_play[who].take() {
                Some((squares, score)) => {
                    // The phony came off: the record is right about it.
                    if let Some(i) = last_move[who].take() {
                        let m: &mut ReplayedMove = &mut moves[i];
                        if m.mismatch
                            .as_deref()
                            .is_some_and(|w| w.starts_with("Not in the word list"))
                        {
                            m.mismatch = None;
                        }
                    }
                    for sq in squares {
                        board.set(sq / SIZE, sq % SIZE, 0);
                    }
                    ("withdrawn", "--".into(), -score)
                }
                None => {
                    mismatch = Some("no play of this player to withdraw".into());
                    ("withdrawn", "--".into(), 0)
                }
            },
            GcgKind::ChallengeBonus => (
                "challenge_bonus",
                "(challenge)".into(),
                rules.challenge_bonus,
            ),
            GcgKind::Exchange(tiles) => {
                if rules.exchanges {
                    if !tiles.bytes().all(|b| b.is_ascii_digit())
                        && !e.rack.is_empty()
                        && let Err(missing) = take(e.rack.as_bytes(), tiles.as_bytes())
                    {
                        mismatch = Some(format!("the rack {} does not hold {missing}", e.rack));
                    }
                } else {
                    mismatch = Some(format!("{} has no exchanges", rules.name));
                }
                ("exchange", format!("-{tiles}"), 0)
            }
            GcgKind::Pass => ("pass", "-".into(), 0),
            GcgKind::EndRack(tiles) => {
                let value: i32 = tiles.bytes().map(|t| rules.tile_value(t)).sum();
                let computed = if *tiles == e.rack {
                    -value
                } else if deductions || !rules.out_bonus {
                    value
                } else {
                    2 * value
                };
                ("end_rack", format!("({tiles})"), computed)
            }
            // A penalty for the clock: nothing on the board to recompute it from.
            GcgKind::TimePenalty => ("time_penalty", "(time)".into(), e.score),
        };
        totals[who] += computed;
        let mut add = |what: String| {
            mismatch = Some(match mismatch.take() {
                Some(m) => format!("{m}; {what}"),
                None => what,
            })
        };
        if computed != e.score {
            add(format!(
                "score: recorded {:+}, computed {computed:+}",
                e.score
            ));
        }
        if totals[who] != e.total {
            add(format!(
                "total: recorded {}, computed {}",
                e.total, totals[who]
            ));
        }
        moves.push(ReplayedMove {
            line: e.line,
            player: e.nick.clone(),
            kind,
            rack: e.rack.clone(),
            moved,
            words,
            recorded: e.score,
            computed,
            recorded_total: e.total,
            computed_total: totals[who],
            mismatch,
        });
    }
    let mismatches = moves.iter().filter(|m| m.mismatch.is_some()).count();
    ReplayReport {
        rules: rules.name.clone(),
        dictionary: dict.is_some(),
        final_scores: players.into_iter().zip(totals).collect(),
        moves,
        mismatches,
        board: board.to_fen(),
    }
}
