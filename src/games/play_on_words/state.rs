//! The plain data of a Play On Words game: the seats and their hands, the words on the table
//! (each card a stack, covered cards underneath), the piles, the phase; what a seat may do
//! ([`Action`]) and what came of it ([`Event`]).

use super::cards::{Card, Colour, Laid, spell};
use super::rules::WordKind;

/// A pile a card is taken from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Pile {
    /// The face-down draw pile.
    Stock,
    /// Discard pile 0 or 1 (shown as 1 and 2).
    Discard(usize),
}

/// One change to a word on the table. Positions count the word's cards (the double wild is
/// one card showing two letters) as they were before the change, from 0.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Edit {
    /// Cards added in front.
    Prefix(Vec<Laid>),
    /// Cards added at the end.
    Suffix(Vec<Laid>),
    /// Cards inserted before card `before` (0 is in front, the length at the end).
    Insert {
        /// The card they go before.
        before: usize,
        /// The cards, in order.
        cards: Vec<Laid>,
    },
    /// A card laid on card `at`, which stays underneath.
    Cover {
        /// The card covered.
        at: usize,
        /// The card laid on it.
        card: Laid,
    },
}

impl Edit {
    /// The cards the edit plays from the hand.
    pub fn cards(&self) -> &[Laid] {
        match self {
            Edit::Prefix(c) | Edit::Suffix(c) | Edit::Insert { cards: c, .. } => c,
            Edit::Cover { card, .. } => std::slice::from_ref(card),
        }
    }
}

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Take the top card of a pile: the turn's first action.
    Draw(Pile),
    /// Take two cards, announced (from challenge 5 on): the tops of two piles, or the top two
    /// of one.
    DrawTwo(Pile, Pile),
    /// Lay down the words that meet the round's challenge, all at once.
    LayDown(Vec<Vec<Laid>>),
    /// Change word `word` (its index on the table) by these edits; the result must be a word.
    Change {
        /// The word's index on the table.
        word: usize,
        /// The edits, made together.
        edits: Vec<Edit>,
    },
    /// Discard a card onto pile 0 or 1: the turn's last action.
    Discard {
        /// The card.
        card: Card,
        /// The discard pile.
        pile: usize,
    },
    /// Deal the next round (after a round's summary).
    NextRound,
    /// Put words the dictionary lacks to the other people's vote (house rule), during one's
    /// turn: accepted, they play for the rest of the game.
    AskTable(Vec<String>),
    /// A ballot on the words put to the vote: accept them or not.
    Vote(bool),
}

/// One place in a word: the card on top and those it covers, bottom first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The cards, the visible one last.
    pub stack: Vec<Laid>,
}

impl Slot {
    /// The card on top.
    pub fn top(&self) -> Laid {
        *self.stack.last().expect("a slot holds a card")
    }
}

/// A word on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableWord {
    /// Who laid it (it stays theirs when others change it).
    pub owner: usize,
    /// Pure (with its colour) or mixed, fixed when laid.
    pub kind: Kind,
    /// Its cards.
    pub slots: Vec<Slot>,
    /// The turn it was laid on (its owner cannot change it on that turn).
    pub laid_turn: u32,
}

/// A word's kind, with a pure word's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// One colour.
    Pure(Colour),
    /// Two colours or more.
    Mixed,
}

impl Kind {
    /// Pure or mixed, without the colour.
    pub fn word_kind(self) -> WordKind {
        match self {
            Kind::Pure(_) => WordKind::Pure,
            Kind::Mixed => WordKind::Mixed,
        }
    }

    /// The kind of a word whose visible cards are `cards`; `None` when no card has a colour.
    pub fn of(cards: impl IntoIterator<Item = Card>) -> Option<Kind> {
        let mut seen = [false; 3];
        for c in cards {
            if let Some(colour) = c.colour() {
                seen[colour.index()] = true;
            }
        }
        match seen.iter().filter(|&&s| s).count() {
            0 => None,
            1 => Some(Kind::Pure(
                Colour::ALL[seen.iter().position(|&s| s).expect("one colour")],
            )),
            _ => Some(Kind::Mixed),
        }
    }
}

impl TableWord {
    /// The visible cards.
    pub fn visible(&self) -> impl Iterator<Item = Laid> + Clone + '_ {
        self.slots.iter().map(Slot::top)
    }

    /// The word it spells.
    pub fn text(&self) -> String {
        spell(&self.visible().collect::<Vec<_>>())
    }

    /// Every card in it, covered ones too.
    pub fn all_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.slots
            .iter()
            .flat_map(|s| s.stack.iter().map(|l| l.card))
    }
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Display name.
    pub name: String,
    /// The cards in hand (cards a player lays face down in front of them count as in hand).
    pub hand: Vec<Card>,
    /// Total points.
    pub score: u32,
    /// Whether the seat has met this round's challenge.
    pub is_in: bool,
}

/// How a round went, for the summary and the score table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    /// The challenge's number.
    pub challenge: u8,
    /// Who went out; `None` when the round was blocked (the draw pile spent).
    pub winner: Option<usize>,
    /// Each hand when the round ended.
    pub hands: Vec<Vec<Card>>,
    /// Each seat's points in the round (bonuses and going out).
    pub points: Vec<u32>,
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// `seat` begins its turn by taking one card (or two).
    Draw {
        /// Whose turn it is.
        seat: usize,
    },
    /// `seat` lays down, changes words, and ends by discarding.
    Play {
        /// Whose turn it is.
        seat: usize,
    },
    /// A round is over; `next` (who starts the next one) deals it on.
    RoundOver {
        /// The seat that starts the next round.
        next: usize,
    },
    /// The game is over.
    Over,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A round was dealt.
    RoundStarted {
        /// Its number in this game, from 1.
        round: usize,
        /// The challenge card's number.
        challenge: u8,
        /// The dealer.
        dealer: usize,
        /// Who plays first.
        first: usize,
    },
    /// A card was taken.
    Drew {
        /// Who took it.
        seat: usize,
        /// From where.
        pile: Pile,
        /// The card.
        card: Card,
    },
    /// The draw pile ran out and was made again from the discard piles under their tops.
    StockRebuilt {
        /// Cards in the new draw pile.
        cards: usize,
    },
    /// A seat met the challenge.
    LaidDown {
        /// Who.
        seat: usize,
        /// The words' indices on the table.
        words: Vec<usize>,
    },
    /// A word was changed.
    Changed {
        /// Who changed it.
        seat: usize,
        /// Its index on the table.
        word: usize,
        /// What it spelled.
        from: String,
        /// What it spells now.
        to: String,
    },
    /// A word with bonus letters was formed.
    Bonus {
        /// Who formed it.
        seat: usize,
        /// The word.
        word: String,
        /// The points.
        points: u32,
    },
    /// A card was discarded.
    Discarded {
        /// Who.
        seat: usize,
        /// The card.
        card: Card,
        /// The pile.
        pile: usize,
    },
    /// A seat played its last card.
    WentOut {
        /// Who.
        seat: usize,
    },
    /// A round ended.
    RoundEnded {
        /// Its number in this game, from 1.
        round: usize,
        /// Who went out (`None`: blocked).
        winner: Option<usize>,
        /// Points won by going out (the others' cards and the 5).
        points: u32,
    },
    /// The turn passed.
    TurnPassed {
        /// Whose turn it is now.
        seat: usize,
    },
    /// The game ended.
    GameOver {
        /// The seats with the highest total.
        winners: Vec<usize>,
    },
    /// A player put words to the table's vote (house rule).
    VoteOpened {
        /// Who asked.
        seat: usize,
        /// The words.
        words: Vec<String>,
    },
    /// The table decided.
    Voted {
        /// Who asked.
        seat: usize,
        /// The words.
        words: Vec<String>,
        /// Accepted (they play from now on) or refused.
        accepted: bool,
    },
}
