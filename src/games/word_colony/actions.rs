//! What players ask of the engine (actions), what the engine says happened (outcomes), and
//! why it refused (rejections, defined in `rejection`). The table UI, the computer players,
//! replays and tests all speak these.

use serde::{Deserialize, Serialize};

use super::cards::{CardId, Choice, Special};
use super::groups::{GroupId, PlayerId};
pub use super::notation::{Spelling, Target};
pub use super::rejection::Rejection;

/// One player's intent. `target` names a group on the table, by number or by a word's
/// spelling (`"#3"` or `"WIN"` in saves). `word` is the whole word with the kind of card for
/// each letter (in saves, card notation: `E` a letter card, `r` (lowercase) a black card, `*e`
/// a Magic Word played as E). `cards` optionally names the exact hand cards for the new
/// letters; empty lets the engine pick (read cards first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Action {
    /// Draw the turn's card from the box.
    Draw,
    /// Read the question of a card in hand.
    Read { card: CardId },
    /// A player's secret answer to the question being read.
    Answer { choice: Choice },
    /// The answer time ran out for this player: they give no answer, which counts as a wrong
    /// one. The table sends it when its countdown ends; the rules keep no clock themselves.
    TimeUp,
    /// Build a new single word from the hand.
    Build {
        word: Spelling,
        #[serde(default)]
        cards: Vec<CardId>,
    },
    /// Add letters to the end of a single word or of a colony's last word.
    Expand {
        target: Target,
        word: Spelling,
        #[serde(default)]
        cards: Vec<CardId>,
    },
    /// Build a word across/down from the last letter of a word (making or growing a colony).
    Colony {
        target: Target,
        word: Spelling,
        #[serde(default)]
        cards: Vec<CardId>,
    },
    /// Decolonize a colony of ten or more words.
    Decolonize { target: Target },
    /// Claim a Supercolony bonus (only under the "strict announce" house rule).
    ClaimSupercolony { target: Target },
    /// Protect one of your single words until your next turn.
    Immunity { card: CardId, target: Target },
    /// You and another player each draw a card.
    FistBump { card: CardId, with: PlayerId },
    /// Take another player's single word and its points.
    Conquest { card: CardId, target: Target },
    /// End the turn.
    Pass,
    /// All players agree to end the game now.
    EndByAgreement,
    /// Put words the dictionary lacks to the other people's vote (house rule), during one's
    /// build step: accepted, they play for the rest of the game.
    AskTable { words: Vec<String> },
    /// A ballot on the words put to the vote: accept them or not.
    Vote { yes: bool },
}

/// An action with the seat that takes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerAction {
    /// Who acts.
    pub player: PlayerId,
    /// What they do.
    pub action: Action,
}

/// Why a score changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoreReason {
    /// Letters placed (a new word, an expansion, a colony word).
    Letters(String),
    /// A conquered word's value, won.
    Conquest(String),
    /// A word's value, lost to a conqueror.
    Conquered(String),
    /// A wrong answer to a black card's question.
    BlackQuestion,
    /// The Supercolony bonus.
    Supercolony,
    /// A Decolonization: the first word's value again.
    Decolonization(String),
    /// Black cards in hand at the finish line (or at the end of the game).
    BlackCardsInHand,
}

/// One change of one player's score, as applied (clamped so scores never go below 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreEvent {
    /// Whose score.
    pub player: PlayerId,
    /// The change applied.
    pub delta: i32,
    /// Why.
    pub reason: ScoreReason,
}

/// Why the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A player (or alliance) reached the finish line.
    FinishLine,
    /// The box ran out of cards.
    BoxEmpty,
    /// The players agreed to stop.
    Agreement,
}

/// What happened, for the table, the sound, the score track and the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Outcome {
    /// A card went from the box to a hand (the card is private to that player).
    CardDrawn { player: PlayerId, card: CardId },
    /// The box was empty and the discards were shuffled back into it.
    BoxReshuffled,
    /// A question is being read.
    QuestionRead { reader: PlayerId, card: CardId },
    /// The reader had no unread card: no question this turn.
    QuestionSkipped { reader: PlayerId },
    /// Someone answered (the answer stays secret until the reveal).
    Answered { player: PlayerId },
    /// The correct answer and who had it.
    AnswersRevealed {
        correct: Choice,
        right: Vec<PlayerId>,
        wrong: Vec<PlayerId>,
    },
    /// A score changed.
    Scored(ScoreEvent),
    /// A pawn entered the score track.
    PawnEntered { player: PlayerId },
    /// A new single word.
    WordBuilt {
        player: PlayerId,
        group: GroupId,
        word: String,
    },
    /// Letters were added to a word's end.
    WordExpanded {
        player: PlayerId,
        group: GroupId,
        word: String,
    },
    /// A word was built on a word's last letter.
    ColonyWordBuilt {
        player: PlayerId,
        group: GroupId,
        word: String,
    },
    /// A single word changed hands.
    Conquered {
        by: PlayerId,
        from: PlayerId,
        group: GroupId,
        word: String,
    },
    /// A colony reached five words.
    Supercolony { player: PlayerId, group: GroupId },
    /// Under "strict announce": the bonus waits to be claimed this turn.
    SupercolonyClaimable { player: PlayerId, group: GroupId },
    /// A colony was decolonized, leaving its last word.
    Decolonized {
        player: PlayerId,
        group: GroupId,
        remaining: String,
    },
    /// A special card was played.
    SpecialUsed { player: PlayerId, special: Special },
    /// The turn passed.
    TurnStarted { player: PlayerId },
    /// The game is over.
    GameOver {
        winners: Vec<PlayerId>,
        reason: EndReason,
    },
    /// A player put words to the table's vote (house rule).
    VoteOpened {
        player: PlayerId,
        words: Vec<String>,
    },
    /// The table decided: accepted words play from now on.
    Voted {
        player: PlayerId,
        words: Vec<String>,
        accepted: bool,
    },
}
