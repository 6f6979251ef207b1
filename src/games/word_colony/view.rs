//! What one seat, or a spectator, may know of a Word Colony game ([`SeatView`]): the table,
//! the scores and the pawns, how many cards each hand and the box hold, the question being
//! answered (its text and options, who has answered, not what), and for a seat its own hand
//! and its own answer. The right answer is in no view while the question is open (the reveal's
//! event tells it); a card's question stays hidden until it is read (nobody, its holder
//! included, reads it before).

use serde::Serialize;

use super::actions::{EndReason, ScoreEvent};
use super::cards::{CardId, Choice, Difficulty, Face};
use super::groups::{PlayerId, Table};
use super::plugin::WordColony;
use super::state::{Game, Phase};
use crate::engine::{SeatView, Viewer};

/// Seconds an answerer has when a host without a window runs the clock (the window's table
/// has its own, set in Settings).
pub const ANSWER_SECONDS: u32 = 45;

/// A Word Colony game as one viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WordColonyView {
    /// Who looks.
    pub viewer: Viewer,
    /// The step of the turn.
    pub phase: Phase,
    /// Whose turn it is.
    pub current: PlayerId,
    /// Turn counter, from 1.
    pub turn: u32,
    /// Points that win.
    pub finish_line: i32,
    /// Every seat, in seat order.
    pub players: Vec<PlayerView>,
    /// The words and colonies on the table (all public).
    pub table: Table,
    /// The faces of the cards on the table, by id.
    pub table_cards: Vec<(CardId, Face)>,
    /// Cards left in the box.
    pub box_count: usize,
    /// The used special cards and paid black cards, face up.
    pub discard: Vec<Face>,
    /// The question being answered.
    pub question: Option<QuestionView>,
    /// The last question answered, revealed: its text, the right option and who picked what
    /// (public once revealed), until the next question is read.
    pub last_reveal: Option<RevealView>,
    /// Every score change, in order.
    pub score_log: Vec<ScoreEvent>,
    /// Winners and reason, once over.
    pub result: Option<(Vec<PlayerId>, EndReason)>,
    /// The table's vote on words the dictionary lacks (house rule), while open.
    pub vote: Option<crate::engine::word_vote::VoteView>,
    /// Whether this seat may put a word the dictionary lacks to the table's vote (the house
    /// rule is on and another person is at the table).
    pub ask_table: bool,
}

/// A revealed question as everyone may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RevealView {
    /// Who read it.
    pub reader: PlayerId,
    /// Its text.
    pub text: String,
    /// Its four options.
    pub options: [String; 4],
    /// The right option.
    pub correct: Choice,
    /// Each seat's pick (`None`: not answering, or no answer in time).
    pub picks: Vec<Option<Choice>>,
    /// Who was right.
    pub right: Vec<PlayerId>,
    /// Who was wrong.
    pub wrong: Vec<PlayerId>,
}

/// One seat as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    /// Display name.
    pub name: String,
    /// Alliance number.
    pub team: Option<u8>,
    /// Score.
    pub score: i32,
    /// The pawn is on the track.
    pub on_track: bool,
    /// How many cards the hand holds.
    pub hand_count: usize,
    /// The hand itself: the viewer's own only.
    pub hand: Option<Vec<HandCard>>,
    /// Cards set aside by this seat's Decolonizations.
    pub out_of_play: usize,
}

/// A card in the viewer's hand: its face and whether its question was read (then it only
/// builds words).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HandCard {
    /// The card.
    pub id: CardId,
    /// What is printed on it.
    pub face: Face,
    /// Its question was read.
    pub read: bool,
}

/// The question being answered, as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuestionView {
    /// Who reads.
    pub reader: PlayerId,
    /// The card read.
    pub card: CardId,
    /// The question, read aloud to everyone.
    pub text: String,
    /// Options A to D.
    pub options: [String; 4],
    /// Its category.
    pub category: String,
    /// Its difficulty.
    pub difficulty: Difficulty,
    /// Who must answer.
    pub answering: Vec<bool>,
    /// Who has answered (or ran out of time): not what.
    pub done: Vec<bool>,
    /// The viewer's own answer, once given.
    pub own_answer: Option<Choice>,
}

impl SeatView for WordColony {
    type View = WordColonyView;

    fn view(&self, viewer: Viewer) -> WordColonyView {
        view_of(&self.game, viewer)
    }

    fn seat_names(&self) -> Vec<String> {
        self.game.players.iter().map(|p| p.name.clone()).collect()
    }

    fn clock(&self, seat: usize) -> Option<(u32, super::Action)> {
        let q = self.game.question.as_ref()?;
        (self.game.phase == Phase::Answer && q.answering.get(seat) == Some(&true) && !q.done(seat))
            .then_some((ANSWER_SECONDS, super::Action::TimeUp))
    }
}

/// The cards of `viewer`'s own hand: a seat's, none for a spectator. A view's hand is made
/// from here, and so is the hand the window shows (for the seat at the screen), so the laptop
/// shows no more of a hand than the seat's phone would.
pub fn own_hand(game: &Game, viewer: Viewer) -> &[CardId] {
    match viewer {
        Viewer::Seat(seat) => game.players.get(seat).map_or(&[], |p| &p.hand),
        Viewer::Spectator => &[],
    }
}

/// The game as `viewer` may know it.
pub fn view_of(game: &Game, viewer: Viewer) -> WordColonyView {
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| PlayerView {
            name: p.name.clone(),
            team: p.team,
            score: p.score,
            on_track: p.on_track,
            hand_count: p.hand.len(),
            hand: viewer.is(seat).then(|| {
                own_hand(game, viewer)
                    .iter()
                    .map(|&id| HandCard {
                        id,
                        face: game.card(id).face,
                        read: game.card(id).read,
                    })
                    .collect()
            }),
            out_of_play: p.out_of_play.len(),
        })
        .collect();
    let table_cards = game
        .table
        .groups
        .iter()
        .flat_map(|g| g.words.iter())
        .flat_map(|w| w.cards.iter())
        .map(|placed| (placed.card, game.card(placed.card).face))
        .collect();
    let question = game.question.as_ref().and_then(|q| {
        let asked = game.card(q.card).question.as_ref()?;
        Some(QuestionView {
            reader: q.reader,
            card: q.card,
            text: asked.text.clone(),
            options: asked.options.clone(),
            category: asked.category.clone(),
            difficulty: asked.difficulty,
            answering: q.answering.clone(),
            done: (0..game.players.len()).map(|p| q.done(p)).collect(),
            own_answer: match viewer {
                Viewer::Seat(seat) => q.answers.get(seat).copied().flatten(),
                Viewer::Spectator => None,
            },
        })
    });
    let last_reveal = game.last_reveal.as_ref().and_then(|r| {
        let asked = game.card(r.card).question.as_ref()?;
        Some(RevealView {
            reader: r.reader,
            text: asked.text.clone(),
            options: asked.options.clone(),
            correct: r.correct,
            picks: r.picks.clone(),
            right: r.right.clone(),
            wrong: r.wrong.clone(),
        })
    });
    WordColonyView {
        viewer,
        last_reveal,
        phase: game.phase,
        current: game.current,
        turn: game.turn,
        finish_line: game.finish_line,
        players,
        table: game.table.clone(),
        table_cards,
        box_count: game.box_cards.len(),
        discard: game.discard.iter().map(|&id| game.card(id).face).collect(),
        question,
        score_log: game.score_log.clone(),
        result: game.result.clone(),
        vote: game.house_vote.open.as_ref().map(Into::into),
        ask_table: match viewer {
            Viewer::Seat(s) => game.house_vote.can_ask(s),
            Viewer::Spectator => false,
        },
    }
}
