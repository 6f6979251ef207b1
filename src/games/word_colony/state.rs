//! The state of one Word Colony game as plain data: players, hands, the box, the table, the
//! turn and its phase. Changed only by the rules (`rules/`), one action at a time.

use std::sync::Arc;

use crate::random::GameRng;
use serde::{Deserialize, Serialize};

use super::actions::{Action, EndReason, ScoreEvent};
use super::cards::{Card, CardId, Choice, Face};
use super::content::RulesData;
use super::groups::{GroupId, PlayerId, Table};
use crate::words::Lexicon;

/// The steps of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Phase {
    /// The current player draws a card from the box.
    #[default]
    Draw,
    /// The current player chooses a card and reads its question.
    Question,
    /// The other players answer in secret.
    Answer,
    /// Build, expand, conquer, colonize, decolonize, play specials; then pass.
    Build,
    /// The game has ended.
    Over,
}

impl Action {
    /// The phase in which this action is taken (beside the phases, so the actions need not
    /// know the state).
    pub fn phase(&self) -> Phase {
        match self {
            Action::Draw => Phase::Draw,
            Action::Read { .. } => Phase::Question,
            Action::Answer { .. } | Action::TimeUp => Phase::Answer,
            Action::EndByAgreement => Phase::Over,
            _ => Phase::Build,
        }
    }
}

/// House rules chosen at setup (DECISIONS.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HouseRules {
    /// The Supercolony bonus must be claimed in the turn it is made.
    pub strict_announce: bool,
    /// When the box runs out, the discards are shuffled back in instead of ending the game.
    pub reshuffle_discards: bool,
}

/// One player at the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerState {
    /// Display name.
    pub name: String,
    /// Alliance (team) number, if playing with alliances.
    pub team: Option<u8>,
    /// Score (never below 0).
    pub score: i32,
    /// The pawn is on the score track (after the player's first word).
    pub on_track: bool,
    /// Cards in hand.
    pub hand: Vec<CardId>,
    /// Cards gathered by this player's Decolonizations (out of play).
    pub out_of_play: Vec<CardId>,
}

/// The question being answered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingQuestion {
    /// Who reads.
    pub reader: PlayerId,
    /// The card whose question is read.
    pub card: CardId,
    /// Each player's answer; `None` until given (and for those who do not answer).
    pub answers: Vec<Option<Choice>>,
    /// Who must answer.
    pub answering: Vec<bool>,
    /// Who ran out of time and gave no answer (it counts as wrong).
    #[serde(default)]
    pub out_of_time: Vec<bool>,
}

impl PendingQuestion {
    /// Whether `player` has answered or run out of time.
    pub fn done(&self, player: PlayerId) -> bool {
        self.answers.get(player).is_some_and(Option::is_some)
            || self.out_of_time.get(player).copied().unwrap_or(false)
    }
}

/// Where a word stands with the table's words (the look-up and the word tooltips say it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// In the game's dictionary (with the table's own word list, when it has one).
    InDictionary,
    /// Voted in by the table (house rule).
    VotedIn,
    /// Kept off the table by the family filter.
    KeptOff,
    /// Not a word the game knows.
    Unknown,
}

/// A Word Colony game in progress.
#[derive(Clone)]
pub struct Game {
    /// The rule numbers.
    pub rules: RulesData,
    /// Points that win.
    pub finish_line: i32,
    /// House rules.
    pub house: HouseRules,
    /// The dictionary words are checked against.
    pub lexicon: Arc<Lexicon>,
    /// The built-in dictionary's language (the look-up names it).
    pub dictionary: crate::words::Language,
    /// The players' vote that overrules the dictionary (house rule; off unless set up).
    pub house_vote: crate::engine::word_vote::DictionaryVote,
    /// The players, in seat order (play passes to the next seat).
    pub players: Vec<PlayerState>,
    /// Every card of the game, indexed by [`CardId`].
    pub cards: Vec<Card>,
    /// The box: the top card is the last.
    pub box_cards: Vec<CardId>,
    /// Used special cards and black cards paid at the finish line.
    pub discard: Vec<CardId>,
    /// Words and colonies.
    pub table: Table,
    /// Whose turn it is.
    pub current: PlayerId,
    /// The step of the turn.
    pub phase: Phase,
    /// Turn counter, from 1.
    pub turn: u32,
    /// The question being answered, during [`Phase::Answer`].
    pub question: Option<PendingQuestion>,
    /// Supercolonies made this turn and not yet claimed (strict announce).
    pub claimable: Vec<GroupId>,
    /// Every score change, in order; each score is the sum of its player's events.
    pub score_log: Vec<ScoreEvent>,
    /// Winners and reason, once the game is over.
    pub result: Option<(Vec<PlayerId>, EndReason)>,
    /// The last question answered, as it was revealed (public from then on), until the next
    /// question is read.
    pub last_reveal: Option<Revealed>,
    pub(crate) rng: GameRng,
}

/// A question as it was revealed: its card, the right option, each answerer's pick (`None`:
/// no answer in time), who was right and who was wrong.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Revealed {
    /// The card whose question it was.
    pub card: CardId,
    /// Who read it.
    pub reader: PlayerId,
    /// The right option.
    pub correct: Choice,
    /// Each answerer's pick, by seat (`None` for a seat that did not answer).
    pub picks: Vec<Option<Choice>>,
    /// Who was right.
    pub right: Vec<PlayerId>,
    /// Who was wrong (or gave no answer).
    pub wrong: Vec<PlayerId>,
}

impl Game {
    /// An empty game shell; [`super::setup`] fills it.
    pub(crate) fn empty(rules: RulesData, lexicon: Arc<Lexicon>, seed: u64) -> Game {
        Game {
            finish_line: rules.finish_lines.quick,
            rules,
            house: HouseRules::default(),
            lexicon,
            dictionary: crate::words::Language::English,
            house_vote: Default::default(),
            players: Vec::new(),
            cards: Vec::new(),
            box_cards: Vec::new(),
            discard: Vec::new(),
            table: Table::default(),
            current: 0,
            phase: Phase::Draw,
            turn: 1,
            question: None,
            claimable: Vec::new(),
            score_log: Vec::new(),
            result: None,
            last_reveal: None,
            rng: GameRng::seeded(seed),
        }
    }

    /// The card with this id.
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[id.0 as usize]
    }

    /// The face of a card.
    pub fn face(&self, id: CardId) -> Face {
        self.card(id).face
    }

    /// The other members of `player`'s alliance (empty without alliances).
    pub fn allies(&self, player: PlayerId) -> Vec<PlayerId> {
        match self.players[player].team {
            None => Vec::new(),
            Some(t) => (0..self.players.len())
                .filter(|&p| p != player && self.players[p].team == Some(t))
                .collect(),
        }
    }

    /// The score that races to the finish line: the alliance's total, or the player's own.
    pub fn standing(&self, player: PlayerId) -> i32 {
        self.players[player].score
            + self
                .allies(player)
                .iter()
                .map(|&a| self.players[a].score)
                .sum::<i32>()
    }

    /// The black cards in a player's hand and their total (negative) value.
    pub fn black_in_hand(&self, player: PlayerId) -> (Vec<CardId>, i32) {
        let cards: Vec<CardId> = self.players[player]
            .hand
            .iter()
            .copied()
            .filter(|&c| matches!(self.face(c), Face::Black { .. }))
            .collect();
        let total = cards.iter().map(|&c| self.face(c).value()).sum();
        (cards, total)
    }

    /// True when the current player holds a card whose question is still unread.
    pub fn has_unread_question(&self, player: PlayerId) -> bool {
        self.players[player]
            .hand
            .iter()
            .any(|&c| self.is_unread_question(c))
    }

    /// The cards in a player's hand whose question can still be read, in hand order.
    pub fn unread_questions(&self, player: PlayerId) -> Vec<CardId> {
        self.players[player]
            .hand
            .iter()
            .copied()
            .filter(|&c| self.is_unread_question(c))
            .collect()
    }

    fn is_unread_question(&self, card: CardId) -> bool {
        self.face(card).has_question() && !self.card(card).read
    }

    /// Every card id, wherever it is (box, hands, table, out of play, discards); for checks
    /// that no card is created or lost.
    pub fn all_card_locations(&self) -> Vec<CardId> {
        let mut all = self.box_cards.clone();
        all.extend(&self.discard);
        for p in &self.players {
            all.extend(&p.hand);
            all.extend(&p.out_of_play);
        }
        for g in &self.table.groups {
            all.extend(g.card_ids());
        }
        all
    }
}
