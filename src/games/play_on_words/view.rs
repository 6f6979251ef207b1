//! What one seat, or a spectator, may know of a Play On Words game ([`SeatView`]): the words
//! on the table, the top of each discard pile, how many cards the stock and each hand hold,
//! the scores and the rounds played (with the hands shown at their end), and for a seat its own
//! hand. The stock's order and another seat's hand are in no view.

use serde::Serialize;

use super::game::Game;
use super::plugin::PlayOnWords;
use super::state::{Kind, Phase};
use crate::engine::{SeatView, Viewer};

/// A Play On Words game as one viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayOnWordsView {
    /// Who looks.
    pub viewer: Viewer,
    /// The round (from 0) and its challenge's number.
    pub round: usize,
    /// The challenge card of the round: its place in the rules' list of challenges, from 0
    /// (challenge 1 is 0).
    pub challenge: usize,
    /// The words the round's challenge asks for: each one's kind and fewest letters.
    pub wanted: Vec<super::rules::Wanted>,
    /// Who dealt the round.
    pub dealer: usize,
    /// What the game waits for: `draw` or `play` by a seat, `round over`, `over`.
    pub phase: String,
    /// The seat the phase is about, if any.
    pub seat: Option<usize>,
    /// Every seat, in seat order.
    pub seats: Vec<HandView>,
    /// Cards left in the stock.
    pub stock: usize,
    /// Each discard pile, bottom first (all face up).
    pub discards: [Vec<String>; 2],
    /// The words on the table.
    pub words: Vec<WordView>,
    /// Each finished round: its challenge, winner, points and the hands left at its end.
    pub history: Vec<RoundView>,
    /// This round's points so far, by seat.
    pub round_points: Vec<u32>,
    /// The table's vote on words the dictionary lacks (house rule), while open.
    pub vote: Option<crate::engine::word_vote::VoteView>,
}

impl PlayOnWordsView {
    /// The viewer's own hand; nothing for a spectator. The window's hand comes from here, so
    /// the laptop shows no more of a hand than the seat's phone would.
    pub fn own_hand(&self) -> Vec<super::cards::Card> {
        let Viewer::Seat(seat) = self.viewer else {
            return Vec::new();
        };
        self.seats
            .get(seat)
            .and_then(|s| s.hand.as_ref())
            .map(|h| {
                h.iter()
                    .filter_map(|c| super::cards::Card::parse(c))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// One seat as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandView {
    /// Display name.
    pub name: String,
    /// Points so far.
    pub score: u32,
    /// Has laid down this round.
    pub is_in: bool,
    /// How many cards the hand holds.
    pub hand_count: usize,
    /// The hand, in the card notation: the viewer's own only.
    pub hand: Option<Vec<String>>,
}

/// A word on the table: its owner, pure or mixed, and each letter's stack (bottom first).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WordView {
    /// Who laid it.
    pub owner: usize,
    /// Its colour when pure.
    pub pure: Option<String>,
    /// Each slot's cards, the visible one last.
    pub slots: Vec<Vec<String>>,
}

/// A finished round.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundView {
    /// The challenge played.
    pub challenge: u8,
    /// Who went out, if anyone.
    pub winner: Option<usize>,
    /// Each seat's hand at the end, shown to all.
    pub hands: Vec<Vec<String>>,
    /// Each seat's points for the round.
    pub points: Vec<u32>,
}

impl SeatView for PlayOnWords {
    type View = PlayOnWordsView;

    fn view(&self, viewer: Viewer) -> PlayOnWordsView {
        view_of(&self.game, viewer)
    }

    fn seat_names(&self) -> Vec<String> {
        self.game.seats.iter().map(|s| s.name.clone()).collect()
    }
}

/// The game as `viewer` may know it.
pub fn view_of(game: &Game, viewer: Viewer) -> PlayOnWordsView {
    let notes = |cards: &[super::cards::Card]| cards.iter().map(|c| c.to_string()).collect();
    let (phase, seat) = match game.phase {
        Phase::Draw { seat } => ("draw", Some(seat)),
        Phase::Play { seat } => ("play", Some(seat)),
        Phase::RoundOver { next } => ("round over", Some(next)),
        Phase::Over => ("over", None),
    };
    PlayOnWordsView {
        viewer,
        round: game.round,
        challenge: game.schedule.get(game.round).copied().unwrap_or(0),
        wanted: game
            .schedule
            .get(game.round)
            .and_then(|&c| game.rules.challenges.get(c))
            .map(|c| c.words.clone())
            .unwrap_or_default(),
        dealer: game.dealer,
        phase: phase.into(),
        seat,
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| HandView {
                name: s.name.clone(),
                score: s.score,
                is_in: s.is_in,
                hand_count: s.hand.len(),
                hand: viewer.is(i).then(|| notes(&s.hand)),
            })
            .collect(),
        stock: game.stock.len(),
        discards: [notes(&game.discards[0]), notes(&game.discards[1])],
        words: game
            .words
            .iter()
            .map(|w| WordView {
                owner: w.owner,
                pure: match w.kind {
                    Kind::Pure(colour) => Some(format!("{colour:?}")),
                    Kind::Mixed => None,
                },
                slots: w
                    .slots
                    .iter()
                    .map(|slot| slot.stack.iter().map(|l| l.to_string()).collect())
                    .collect(),
            })
            .collect(),
        history: game
            .history
            .iter()
            .map(|r| RoundView {
                challenge: r.challenge,
                winner: r.winner,
                hands: r.hands.iter().map(|h| notes(h)).collect(),
                points: r.points.clone(),
            })
            .collect(),
        round_points: game.round_points.clone(),
        vote: game.house_vote.open.as_ref().map(Into::into),
    }
}
