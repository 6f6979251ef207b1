//! What the table plays out step by step after it happened: English's turn (the tile drawn,
//! the candidate words lit, each tie-break draw, the claim) and a Transform duel's two tiles
//! and verdict. Computer seats wait while a show runs; a click or Space skips it. Also the one
//! line the log panel gives each event.

use bevy::prelude::*;

use super::ColonizationTable;
use crate::games::colonization::Game;
use crate::games::colonization::state::{Event, Owner};
use crate::gui::Screen;

/// Seconds each step of a show stays.
pub const STEP_SECS: f64 = 1.3;

/// One thing played out.
#[derive(Clone, Debug, PartialEq)]
pub struct Show {
    /// What it is.
    pub kind: ShowKind,
    /// When it began showing (seconds since start); `None` while it waits its turn.
    pub started: Option<f64>,
}

/// What a show plays out.
#[derive(Clone, Debug, PartialEq)]
pub enum ShowKind {
    /// English's turn: its tile, the candidates, each tie-break round, the word claimed.
    English {
        /// The tile drawn (`None`: the bag was empty).
        tile: Option<u8>,
        /// The records it may claim.
        candidates: Vec<usize>,
        /// Each tie-break round's draws: a record and its tile.
        ties: Vec<Vec<(usize, u8)>>,
        /// The record claimed and whom it was taken from.
        claimed: Option<(usize, Owner)>,
    },
    /// A Transform's tiles shown side by side, and whether it succeeded.
    Duel {
        /// The seat that tried.
        actor: usize,
        /// The word's owner.
        owner: usize,
        /// The word.
        record: usize,
        /// The actor's tile.
        actor_tile: u8,
        /// The owner's tile.
        owner_tile: u8,
        /// Whether the word went to English.
        success: bool,
    },
}

impl ShowKind {
    /// How many steps it takes.
    pub fn steps(&self) -> usize {
        match self {
            ShowKind::English {
                tile,
                candidates,
                ties,
                ..
            } => match (tile, candidates.len()) {
                (None, _) => 1,
                (_, 0) => 2,
                _ => 3 + ties.len(),
            },
            ShowKind::Duel { .. } => 3,
        }
    }
}

impl Show {
    /// The step showing at `now` (from 0).
    pub fn step(&self, now: f64) -> usize {
        let since = self.started.map_or(0.0, |s| (now - s).max(0.0));
        (since / STEP_SECS) as usize
    }

    /// The records lit at `now`: English's candidates, then those still tied, then the one
    /// claimed.
    pub fn lit(&self, now: f64) -> Vec<usize> {
        let step = self.step(now);
        match &self.kind {
            ShowKind::English {
                candidates,
                ties,
                claimed,
                ..
            } => {
                if step == 0 {
                    Vec::new()
                } else if step == 1 || ties.is_empty() && step < 2 {
                    candidates.clone()
                } else if step - 2 < ties.len() {
                    ties[step - 2].iter().map(|&(r, _)| r).collect()
                } else {
                    claimed.iter().map(|&(r, _)| r).collect()
                }
            }
            ShowKind::Duel { record, .. } => vec![*record],
        }
    }
}

/// Adds the shows the events call for.
pub(super) fn queue(table: &mut ColonizationTable, _game: &Game, events: &[Event], _now: f64) {
    for e in events {
        match e {
            Event::EnglishDrew { tile, candidates } => table.shows.push(Show {
                kind: ShowKind::English {
                    tile: *tile,
                    candidates: candidates.clone(),
                    ties: Vec::new(),
                    claimed: None,
                },
                started: None,
            }),
            Event::TieDraw { draws, .. } => {
                if let Some(Show {
                    kind: ShowKind::English { ties, .. },
                    ..
                }) = table.shows.last_mut()
                {
                    ties.push(draws.clone());
                }
            }
            Event::Claimed { record, from, .. } => {
                if let Some(Show {
                    kind: ShowKind::English { claimed, tile, .. },
                    ..
                }) = table.shows.last_mut()
                    && tile.is_some()
                    && claimed.is_none()
                {
                    *claimed = Some((*record, *from));
                }
            }
            Event::Transformed {
                actor,
                owner,
                record,
                actor_tile,
                owner_tile,
                success,
            } => table.shows.push(Show {
                kind: ShowKind::Duel {
                    actor: *actor,
                    owner: *owner,
                    record: *record,
                    actor_tile: *actor_tile,
                    owner_tile: *owner_tile,
                    success: *success,
                },
                started: None,
            }),
            // English's turn is whole once its tiles went back: nothing more joins its show.
            Event::EnglishReturned { .. } => {}
            _ => {}
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        advance
            .in_set(crate::gui::AppSystems::Present)
            .run_if(in_state(Screen::Table)),
    );
}

/// Starts the first show, ends it when its steps are done (or it is skipped).
fn advance(
    mut table: ResMut<ColonizationTable>,
    time: Res<Time>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
) {
    let now = time.elapsed_secs_f64();
    let skip = keys.just_pressed(KeyCode::Space) || mouse.just_pressed(MouseButton::Left);
    let Some(first) = table.shows.first_mut() else {
        return;
    };
    match first.started {
        None => first.started = Some(now),
        Some(_) if skip || first.step(now) > first.kind.steps() => {
            table.shows.remove(0);
        }
        Some(_) => {}
    }
}

/// A word record's word, for messages.
pub fn word(game: &Game, record: usize) -> String {
    game.records
        .get(record)
        .map_or_else(String::new, |r| r.word.to_uppercase())
}

/// A seat's name.
pub fn name(game: &Game, seat: usize) -> String {
    game.seats
        .get(seat)
        .map_or_else(String::new, |s| s.name.clone())
}

/// An owner's name: a player's, or English.
pub fn owner_name(game: &Game, owner: Owner) -> String {
    match owner {
        Owner::Seat(s) => name(game, s),
        Owner::English => crate::i18n::tr!("col-english"),
    }
}

/// A tile as shown: its letter, or "blank".
pub fn tile_text(tile: u8) -> String {
    if tile == b'?' {
        crate::i18n::tr!("col-blank")
    } else {
        (tile as char).to_string()
    }
}

/// The log panel's line for an event, in the app's language (`None`: not worth a line).
pub fn describe(game: &Game, e: &Event) -> Option<String> {
    Some(match e {
        Event::NameProposed { seat, name: n } => {
            crate::i18n::tr!(
                "col-log-name-proposed",
                name = name(game, *seat),
                language = n.clone()
            )
        }
        Event::NameRecorded { seat, name: n } => {
            crate::i18n::tr!(
                "col-log-name-recorded",
                name = name(game, *seat),
                language = n.clone()
            )
        }
        Event::NameRefused { seat } => {
            crate::i18n::tr!("col-log-name-refused", name = name(game, *seat))
        }
        Event::Proposed {
            seat, word, score, ..
        } => crate::i18n::tr!(
            "col-log-proposed",
            name = name(game, *seat),
            word = word.to_uppercase(),
            score = *score
        ),
        Event::Voted { seat, accept } => {
            if *accept {
                crate::i18n::tr!("col-log-voted-yes", name = name(game, *seat))
            } else {
                crate::i18n::tr!("col-log-voted-no", name = name(game, *seat))
            }
        }
        Event::Recorded {
            seat, word, points, ..
        } => crate::i18n::tr!(
            "col-log-recorded",
            name = name(game, *seat),
            word = word.to_uppercase(),
            points = *points
        ),
        Event::MoveRefused { seat } => {
            crate::i18n::tr!("col-log-move-refused", name = name(game, *seat))
        }
        Event::Passed { seat } => crate::i18n::tr!("col-log-passed", name = name(game, *seat)),
        Event::Exchanged { seat, count } => {
            crate::i18n::tr!(
                "col-log-exchanged",
                name = name(game, *seat),
                count = *count
            )
        }
        Event::EnglishWord { record } => {
            crate::i18n::tr!("col-log-english-word", word = word(game, *record))
        }
        Event::OverLimit { record, seat } => crate::i18n::tr!(
            "col-log-over-limit",
            name = name(game, *seat),
            word = word(game, *record)
        ),
        Event::EnglishEntered { before } => {
            crate::i18n::tr!("col-log-english-entered", name = name(game, *before))
        }
        Event::TransformStarted {
            actor,
            owner,
            record,
        } => crate::i18n::tr!(
            "col-log-transform-started",
            name = name(game, *actor),
            owner = name(game, *owner),
            word = word(game, *record)
        ),
        Event::Transformed {
            actor,
            actor_tile,
            owner_tile,
            success,
            record,
            ..
        } => {
            let (a, o) = (tile_text(*actor_tile), tile_text(*owner_tile));
            if *success {
                crate::i18n::tr!(
                    "col-log-transformed",
                    name = name(game, *actor),
                    word = word(game, *record),
                    mine = a,
                    theirs = o
                )
            } else {
                crate::i18n::tr!(
                    "col-log-transform-blocked",
                    name = name(game, *actor),
                    word = word(game, *record),
                    mine = a,
                    theirs = o
                )
            }
        }
        Event::EnglishDrew { tile, candidates } => match tile {
            Some(t) => crate::i18n::tr!(
                "col-log-english-drew",
                letter = tile_text(*t),
                count = candidates.len()
            ),
            None => crate::i18n::tr!("col-log-english-drew-nothing"),
        },
        Event::TieDraw { round, draws } => {
            let list: Vec<String> = draws
                .iter()
                .map(|&(r, t)| format!("{} {}", word(game, r), tile_text(t)))
                .collect();
            crate::i18n::tr!("col-log-tie-draw", round = *round, draws = list.join(", "))
        }
        Event::Claimed { record, from, .. } => crate::i18n::tr!(
            "col-log-claimed",
            word = word(game, *record),
            owner = owner_name(game, *from)
        ),
        Event::Ended { .. } => crate::i18n::tr!("col-log-ended"),
        Event::Revealing { .. } | Event::EnglishReturned { .. } => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english(candidates: Vec<usize>, ties: Vec<Vec<(usize, u8)>>) -> Show {
        Show {
            kind: ShowKind::English {
                tile: Some(b'A'),
                claimed: candidates.first().map(|&r| (r, Owner::Seat(0))),
                candidates,
                ties,
            },
            started: Some(0.0),
        }
    }

    #[test]
    fn english_lights_the_candidates_then_the_tied_then_the_claim() {
        let s = english(
            vec![2, 3, 4],
            vec![
                vec![(2, b'C'), (3, b'D'), (4, b'G')],
                vec![(3, b'E'), (4, b'F')],
            ],
        );
        assert_eq!(s.kind.steps(), 5);
        let at = |step: usize| s.lit(step as f64 * STEP_SECS + 0.1);
        assert!(at(0).is_empty());
        assert_eq!(at(1), vec![2, 3, 4]);
        assert_eq!(at(2), vec![2, 3, 4]);
        assert_eq!(at(3), vec![3, 4]);
        assert_eq!(at(4), vec![2]);
    }

    #[test]
    fn a_draw_without_candidates_is_short() {
        let s = english(vec![], vec![]);
        assert_eq!(s.kind.steps(), 2);
    }
}
