//! What a Colonization game is made of: the actions a seat takes, the events they cause, the
//! word records with their owners, the turn order with English's slot, and the phases the
//! game waits in.

use crate::games::crossword::Play;

/// Who owns a word record (whose meeple stands on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Owner {
    /// A player, by seat.
    Seat(usize),
    /// The English non-player (a white meeple).
    English,
}

/// One accepted move: its main word, the tiles it placed, the move's whole Classic score and
/// who owns it now. Claims and Transforms change only the owner; the points move with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The word along the line of the tiles placed (for a single tile, the longer word).
    pub word: String,
    /// The squares (row * 15 + col) and tiles placed by the move.
    pub tiles: Vec<(usize, u8)>,
    /// The move's whole Classic score, cross-words and full-rack reward included.
    pub points: i32,
    /// The seat that placed it.
    pub placer: usize,
    /// Its owner now.
    pub owner: Owner,
}

impl Record {
    /// Whether one of its tiles shows `letter` (a blank shows the letter it stands for).
    pub fn shows(&self, letter: u8) -> bool {
        self.tiles
            .iter()
            .any(|&(_, t)| t.eq_ignore_ascii_case(&letter))
    }
}

/// One slot of the turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// A player.
    Seat(usize),
    /// English, once it has entered.
    English,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Display name.
    pub name: String,
    /// Rack tiles: `A`-`Z`, `?` for a blank.
    pub rack: Vec<u8>,
    /// The sum of the points of the records it owns, plus its end adjustment.
    pub score: i32,
    /// The name of its language, once voted.
    pub language: Option<String>,
    /// Whether its one white meeple is spent (a successful Transform).
    pub white_used: bool,
}

/// What a vote is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// `seat` names its language `name` (its seven tiles, in its order).
    Name { seat: usize, name: String },
    /// `seat` placed `play` (its tiles are held aside until the vote ends).
    Move { seat: usize, play: Play },
}

/// Where the game stands: what it waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// `seat` names its language from its seven tiles.
    Naming { seat: usize },
    /// The other players vote on `question`; `waiting` have not voted yet.
    Vote {
        /// What is voted on.
        question: Question,
        /// The seats still to vote.
        waiting: Vec<usize>,
        /// Votes to accept so far.
        yes: usize,
        /// Votes to refuse so far.
        no: usize,
    },
    /// `seat` is to play: place, pass, exchange or transform.
    Turn { seat: usize },
    /// `actor` tries to transform `record` (owned by `owner`); each reveals a rack tile in
    /// secret, held here until both have chosen.
    Transform {
        /// The seat spending its turn.
        actor: usize,
        /// The record's owner.
        owner: usize,
        /// The targeted record's index.
        record: usize,
        /// The actor's chosen tile, once chosen.
        actor_tile: Option<u8>,
        /// The owner's chosen tile, once chosen.
        owner_tile: Option<u8>,
    },
    /// English's turn: any seat (or the table) sends [`Action::EnglishTurn`].
    English,
    /// The game has ended.
    Over(EndReason),
}

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Name one's language with all seven rack tiles, in any order (a lowercase letter
    /// stands for a blank).
    Name(String),
    /// Vote on the open question: accept (`true`) or refuse.
    Vote(bool),
    /// Place a word (Classic placement; the others then vote).
    Place(Play),
    /// Do nothing this turn.
    Pass,
    /// Put these rack tiles back and draw as many (Classic: the bag must hold a rack).
    Exchange(Vec<u8>),
    /// Spend the turn trying to turn another player's record English.
    Transform { record: usize },
    /// Reveal a rack tile for the Transform under way.
    Reveal(u8),
    /// Play English's turn (sent by any seat or the table when the phase is English's).
    EnglishTurn,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum EndReason {
    /// This seat used its last tile with the bag empty.
    WentOut(usize),
    /// Six scoreless player turns in a row.
    ScorelessTurns,
    /// Every word on the board is English.
    AllEnglish,
}

/// What happened, with what a table needs to show it. Every event is public (a Transform's
/// tiles show only once both are chosen), so the views carry the latest ones ([`News`]);
/// tiles serialize as one-letter strings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Event {
    /// A seat proposed its language's name; the vote opens.
    NameProposed { seat: usize, name: String },
    /// The name was accepted and recorded; the seven tiles went back and seven were drawn.
    NameRecorded { seat: usize, name: String },
    /// The name was refused; the seat names again.
    NameRefused { seat: usize },
    /// A seat placed a word; the vote opens. `score` is what it would score.
    Proposed {
        seat: usize,
        notation: String,
        word: String,
        score: i32,
    },
    /// A seat voted.
    Voted { seat: usize, accept: bool },
    /// The move was accepted: record `record` made, owned by `owner` (its placer; an
    /// [`Event::EnglishWord`] or [`Event::OverLimit`] follows when it goes to English).
    Recorded {
        record: usize,
        seat: usize,
        word: String,
        points: i32,
        owner: Owner,
    },
    /// The move was refused: its tiles went back to the rack and the turn passes.
    MoveRefused { seat: usize },
    /// A pass.
    Passed { seat: usize },
    /// An exchange of this many tiles.
    Exchanged { seat: usize, count: usize },
    /// A record became English's because its word is English.
    EnglishWord { record: usize },
    /// A record became English's because it took its owner over the score limit.
    OverLimit { record: usize, seat: usize },
    /// English joined the turn order, just before `before`.
    EnglishEntered { before: usize },
    /// A Transform began.
    TransformStarted {
        actor: usize,
        owner: usize,
        record: usize,
    },
    /// A seat chose its tile for the Transform (not which one).
    Revealing { seat: usize },
    /// Both tiles shown: whether the Transform succeeded. Both went back; both drew.
    Transformed {
        actor: usize,
        owner: usize,
        record: usize,
        #[serde(serialize_with = "tile")]
        actor_tile: u8,
        #[serde(serialize_with = "tile")]
        owner_tile: u8,
        success: bool,
    },
    /// English drew `tile` (`None`: the bag was empty); `candidates` are the records it may
    /// claim with it.
    EnglishDrew {
        #[serde(serialize_with = "maybe_tile")]
        tile: Option<u8>,
        candidates: Vec<usize>,
    },
    /// A tie-break draw: each contending record and the tile drawn for it.
    TieDraw {
        round: usize,
        #[serde(serialize_with = "tie_draws")]
        draws: Vec<(usize, u8)>,
    },
    /// A record changed hands to English, with its points.
    Claimed {
        record: usize,
        from: Owner,
        points: i32,
    },
    /// English's drawn tiles went back to the bag.
    EnglishReturned { count: usize },
    /// The game is over: each seat's rack adjustment, the final scores and English's.
    Ended {
        reason: EndReason,
        adjustments: Vec<i32>,
        scores: Vec<i32>,
        english: i32,
    },
}

/// The game's latest events, numbered from its start: what the phones tell of what happened
/// (votes decided, Transforms revealed, English's claims), however many views they missed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct News {
    /// Events so far, all told.
    pub count: u64,
    /// The latest, oldest first: at most [`News::KEEP`].
    pub recent: std::collections::VecDeque<Event>,
}

impl News {
    /// How many events are kept: more than one round of votes and English's turn makes.
    pub const KEEP: usize = 24;

    /// Adds an action's events.
    pub fn add(&mut self, events: &[Event]) {
        for e in events {
            if self.recent.len() == Self::KEEP {
                self.recent.pop_front();
            }
            self.recent.push_back(e.clone());
            self.count += 1;
        }
    }

    /// The kept events with their numbers (the first event of the game is 1).
    pub fn numbered(&self) -> impl Iterator<Item = (u64, &Event)> {
        let first = self.count - self.recent.len() as u64 + 1;
        (first..).zip(self.recent.iter())
    }
}

/// A tile as its letter (a blank's letter lowercase, `?` unassigned).
fn tile<S: serde::Serializer>(t: &u8, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&char::from(*t))
}

fn maybe_tile<S: serde::Serializer>(t: &Option<u8>, s: S) -> Result<S::Ok, S::Error> {
    match t {
        Some(t) => tile(t, s),
        None => s.serialize_none(),
    }
}

fn tie_draws<S: serde::Serializer>(draws: &[(usize, u8)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(draws.iter().map(|&(record, t)| (record, char::from(t))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transforms_tiles_show_as_letters_in_the_news() {
        let shown = serde_json::to_value(Event::Transformed {
            actor: 0,
            owner: 2,
            record: 4,
            actor_tile: b'E',
            owner_tile: b's',
            success: true,
        })
        .unwrap();
        assert_eq!(
            shown,
            serde_json::json!({"Transformed": {"actor": 0, "owner": 2, "record": 4,
                "actor_tile": "E", "owner_tile": "s", "success": true}})
        );
        let drew = serde_json::to_value(Event::EnglishDrew {
            tile: None,
            candidates: vec![1],
        })
        .unwrap();
        assert_eq!(
            drew,
            serde_json::json!({"EnglishDrew": {"tile": null, "candidates": [1]}})
        );
    }

    #[test]
    fn the_news_keeps_the_latest_events_numbered_from_the_first() {
        let mut news = News::default();
        let passes: Vec<Event> = (0..30).map(|seat| Event::Passed { seat }).collect();
        news.add(&passes);
        let kept: Vec<(u64, &Event)> = news.numbered().collect();
        assert_eq!(kept.len(), News::KEEP);
        assert_eq!(kept[0], (7, &Event::Passed { seat: 6 }));
        assert_eq!(kept[News::KEEP - 1], (30, &Event::Passed { seat: 29 }));
    }
}
