//! What one seat, or a spectator, may know of a Colonization Mode game ([`SeatView`]): the
//! board, the languages, the word records and their owners, English's score, the vote under
//! way (what is voted on and how many have voted each way), and for a seat its own rack and,
//! in a Transform, the tile it revealed; and the latest events, all of them public (how votes
//! went, the tiles a Transform showed, what English drew and took). Another seat's rack, or
//! the tile it chose in secret, is in no view until the Transform shows both.

use serde::Serialize;

use super::game::Game;
use super::plugin::Colonization;
use super::state::{EndReason, Event, Owner, Phase, Question, Slot};
use crate::engine::{SeatView, Viewer};

/// A Colonization game as one viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ColonizationView {
    /// Who looks.
    pub viewer: Viewer,
    /// The board in FEN.
    pub board: String,
    /// The Classic rules' premium squares, row by row (`T`, `D`, `t`, `d`, `.`).
    pub premiums: Vec<String>,
    /// Each letter's value, A to Z.
    pub values: [i32; 26],
    /// Tiles left in the bag.
    pub bag: usize,
    /// Every seat, in seat order.
    pub seats: Vec<LanguageSeat>,
    /// Every accepted word, with its owner (`None` for English).
    pub records: Vec<RecordView>,
    /// Whether English has entered the game, and its score.
    pub english_in: bool,
    /// English's score.
    pub english_score: i32,
    /// The turn order: seats, and English (`None`) once it has entered.
    pub order: Vec<Option<usize>>,
    /// What the game waits for.
    pub phase: PhaseView,
    /// Scoreless player turns in a row.
    pub scoreless_run: usize,
    /// The latest events, numbered from the game's start, oldest first: a page tells those
    /// it has not told yet.
    pub news: Vec<NewsItem>,
}

impl ColonizationView {
    /// The viewer's own rack as tiles (`?` a blank); nothing for a spectator. The window's
    /// rack comes from here, so the laptop shows no more of a rack than the seat's phone would.
    pub fn own_rack(&self) -> Vec<u8> {
        crate::games::crossword::view::own_tiles(self.viewer, |seat| {
            self.seats.get(seat)?.rack.as_deref()
        })
    }
}

/// One event of the game, numbered.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NewsItem {
    /// Its number, from 1 at the game's start.
    pub n: u64,
    /// What happened.
    pub event: Event,
}

/// One seat as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LanguageSeat {
    /// Display name.
    pub name: String,
    /// Its language's name, once recorded.
    pub language: Option<String>,
    /// Points so far.
    pub score: i32,
    /// Its white meeple is spent.
    pub white_used: bool,
    /// How many tiles the rack holds.
    pub rack_count: usize,
    /// The rack (lowercase would be a blank: `?`): the viewer's own only.
    pub rack: Option<String>,
}

/// A word record.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordView {
    /// The main word.
    pub word: String,
    /// Its points.
    pub points: i32,
    /// Who placed it.
    pub placer: usize,
    /// Who owns it now: a seat, or English (`None`).
    pub owner: Option<usize>,
    /// The squares its tiles were placed on (row * 15 + col): where the owner's mark goes.
    pub squares: Vec<usize>,
}

/// What the game waits for, as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum PhaseView {
    /// A seat names its language.
    Naming { seat: usize },
    /// A vote on a name or a move.
    Vote {
        /// Who proposed.
        seat: usize,
        /// The name, or the move's notation.
        proposal: String,
        /// Whether it is a language's name (else a move).
        naming: bool,
        /// Seats still to vote.
        waiting: Vec<usize>,
        /// Votes to accept so far.
        yes: usize,
        /// Votes to refuse so far.
        no: usize,
    },
    /// A seat is to play.
    Turn { seat: usize },
    /// A Transform: who has chosen a tile, and the viewer's own choice.
    Transform {
        /// The seat spending its turn.
        actor: usize,
        /// The record's owner.
        owner: usize,
        /// The targeted record.
        record: usize,
        /// The actor has chosen.
        actor_chose: bool,
        /// The owner has chosen.
        owner_chose: bool,
        /// The tile the viewer chose, if the viewer is one of the two.
        own_tile: Option<char>,
    },
    /// English's turn.
    English,
    /// Over: why.
    Over(String),
}

impl SeatView for Colonization {
    type View = ColonizationView;

    fn view(&self, viewer: Viewer) -> ColonizationView {
        view_of(&self.game, viewer)
    }

    fn seat_names(&self) -> Vec<String> {
        self.game.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// A placement's main word and points, or why it cannot be proposed (the table's own
    /// live verdict); nothing of the dictionary, which the other languages' vote replaces.
    fn verdict(
        &self,
        _seat: usize,
        action: &super::state::Action,
        lang: crate::i18n::Lang,
    ) -> Option<serde_json::Value> {
        let super::state::Action::Place(play) = action else {
            return None;
        };
        Some(match self.game.judge_placement(play, lang) {
            Ok((word, score)) => serde_json::json!({"ok": true, "word": word, "score": score}),
            Err(text) => serde_json::json!({"ok": false, "text": text}),
        })
    }
}

/// The game as `viewer` may know it.
pub fn view_of(game: &Game, viewer: Viewer) -> ColonizationView {
    let phase = match game.phase() {
        Phase::Naming { seat } => PhaseView::Naming { seat: *seat },
        Phase::Vote {
            question,
            waiting,
            yes,
            no,
        } => {
            let (seat, proposal, naming) = match question {
                Question::Name { seat, name } => (*seat, name.clone(), true),
                Question::Move { seat, play } => (*seat, play.notation(&game.board), false),
            };
            PhaseView::Vote {
                seat,
                proposal,
                naming,
                waiting: waiting.clone(),
                yes: *yes,
                no: *no,
            }
        }
        Phase::Turn { seat } => PhaseView::Turn { seat: *seat },
        Phase::Transform {
            actor,
            owner,
            record,
            actor_tile,
            owner_tile,
        } => PhaseView::Transform {
            actor: *actor,
            owner: *owner,
            record: *record,
            actor_chose: actor_tile.is_some(),
            owner_chose: owner_tile.is_some(),
            own_tile: if viewer.is(*actor) {
                actor_tile.map(char::from)
            } else if viewer.is(*owner) {
                owner_tile.map(char::from)
            } else {
                None
            },
        },
        Phase::English => PhaseView::English,
        Phase::Over(reason) => PhaseView::Over(match reason {
            EndReason::WentOut(seat) => format!("went out: {seat}"),
            EndReason::ScorelessTurns => "scoreless turns".into(),
            EndReason::AllEnglish => "all English".into(),
        }),
    };
    ColonizationView {
        viewer,
        board: game.board.to_fen(),
        premiums: crate::games::crossword::view::premiums(game.rules),
        values: game.rules.values,
        bag: game.bag.len(),
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| LanguageSeat {
                name: s.name.clone(),
                language: s.language.clone(),
                score: s.score,
                white_used: s.white_used,
                rack_count: s.rack.len(),
                rack: viewer
                    .is(i)
                    .then(|| String::from_utf8_lossy(&s.rack).into_owned()),
            })
            .collect(),
        records: game
            .records
            .iter()
            .map(|r| RecordView {
                word: r.word.clone(),
                points: r.points,
                placer: r.placer,
                squares: r.tiles.iter().map(|&(square, _)| square).collect(),
                owner: match r.owner {
                    Owner::Seat(s) => Some(s),
                    Owner::English => None,
                },
            })
            .collect(),
        english_in: game.english_in(),
        english_score: game.english_score,
        order: game
            .order
            .iter()
            .map(|slot| match slot {
                Slot::Seat(s) => Some(*s),
                Slot::English => None,
            })
            .collect(),
        phase,
        scoreless_run: game.scoreless_run,
        news: game
            .news
            .numbered()
            .map(|(n, e)| NewsItem {
                n,
                event: e.clone(),
            })
            .collect(),
    }
}
