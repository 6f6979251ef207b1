//! Why the engine refused an action: one variant per reason, with the facts a message needs as
//! typed fields, so the window can say it in the player's language. `Display` gives the
//! English the command line and the logs use.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::cards::{CardId, Face, Special};
use super::groups::{GroupId, PlayerId, Protection};
use super::state::Phase;

/// Why an action was refused. A refused action changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    // The turn's frame.
    /// No seat has this number.
    NoSuchPlayer(PlayerId),
    /// The game has ended.
    GameOver,
    /// Someone acted out of turn.
    NotYourTurn {
        /// Whose turn it is.
        current: PlayerId,
        /// Their name.
        current_name: String,
        /// Who acted.
        player: PlayerId,
        /// Their name.
        player_name: String,
    },
    /// The action belongs to another step of the turn; the field is the step the turn is in.
    WrongPhase(Phase),

    // Naming a group.
    /// No group has this number.
    NoSuchGroup(GroupId),
    /// No group has a word so spelled (in the place the action looks).
    NoSuchWord(String),
    /// The word named is inside a colony, where only the last word can be built on.
    NotLastWord {
        /// The word named.
        named: String,
        /// The colony's last word.
        last: String,
    },
    /// More than one group has a word so spelled.
    AmbiguousWord {
        /// The spelling.
        word: String,
        /// How many groups have it.
        count: usize,
        /// One of them, to show how to name a group by number.
        example: GroupId,
    },

    // Choosing the cards.
    /// The cards named are not as many as the new letters.
    CardCountMismatch {
        /// Cards named.
        named: usize,
        /// New letters.
        letters: usize,
    },
    /// A named card is not in the hand (or is named twice: the second time it is used up).
    NamedCardNotInHand(CardId),
    /// A named card cannot play the letter it is named for.
    CardCannotPlay {
        /// The card.
        card: CardId,
        /// What is printed on it.
        face: Face,
        /// The letter it was named for.
        letter: char,
    },
    /// The hand has no cream letter card for this letter.
    NoLetterCard(char),
    /// The hand has no black card for this letter.
    NoBlackCard(char),
    /// The hand has no Magic Word card.
    NoMagicWordCard,

    // Building.
    /// The word is shorter than the rules allow.
    TooShort {
        /// The fewest letters allowed.
        min: usize,
    },
    /// The word is not in the dictionary.
    NotInDictionary(String),
    /// An expansion that does not begin with the word it expands.
    NotAnExpansion {
        /// The word spelled.
        word: String,
        /// The word on the table.
        base: String,
    },
    /// An expansion that adds no letter.
    NothingAdded {
        /// The word on the table.
        base: String,
    },
    /// A colony word that does not begin with the last letter of the word it is built on.
    WrongColonyStart {
        /// The word spelled.
        word: String,
        /// The letter it must begin with.
        start: char,
        /// The word built on.
        base: String,
    },
    /// The colony already has this word.
    AlreadyInColony(String),
    /// Building on another player's word before having a word of one's own on the table.
    NeedOwnWordToBuild,

    // Colonies.
    /// Claiming a Supercolony where bonuses are paid without a claim.
    SupercolonyAutomatic,
    /// No Supercolony bonus waits to be claimed on that group this turn.
    NoSupercolonyToClaim,
    /// Only a colony's owner may decolonize it.
    NotColonyOwner {
        /// The owner.
        owner: PlayerId,
        /// Their name.
        owner_name: String,
    },
    /// The colony is too small to decolonize.
    TooFewToDecolonize {
        /// Words needed.
        need: usize,
        /// Words it has.
        has: usize,
    },

    // The question round.
    /// The card is not in the hand.
    NotInHand(CardId),
    /// Special cards carry no question.
    NoQuestion,
    /// The card's question was read before.
    AlreadyRead(Face),
    /// No question is being read.
    NoQuestionWaiting,
    /// The reader tried to answer.
    ReaderAnswers,
    /// An ally of the reader tried to answer.
    AllyAnswers,
    /// The player has answered already.
    AlreadyAnswered,

    // Special cards.
    /// The card played is not the special card the action is for.
    NotThatSpecial {
        /// The card played.
        card: CardId,
        /// The special card the action needs.
        wanted: Special,
    },
    /// Immunity on another player's word.
    ImmunityNotOwnWord,
    /// Immunity on a colony.
    ImmunityOnColony,
    /// Fist Bump with oneself.
    FistBumpWithSelf,
    /// Conquest of one's own word.
    AlreadyYours,
    /// Conquest of a protected word.
    NotConquerable {
        /// The word.
        word: String,
        /// What protects it.
        why: Protection,
    },
    /// Conquest before having a word of one's own on the table.
    NeedOwnWordToConquer,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Rejection::*;
        match self {
            NoSuchPlayer(p) => write!(f, "there is no player {p}"),
            GameOver => f.write_str("the game is over"),
            NotYourTurn {
                current_name,
                player_name,
                ..
            } => write!(f, "it is {current_name}'s turn, not {player_name}'s"),
            WrongPhase(phase) => f.write_str(match phase {
                Phase::Draw => "first draw a card from the box",
                Phase::Question => "first choose a card in your hand and read its question",
                Phase::Answer => "wait until everyone has answered the question",
                Phase::Build => "you have drawn and the question is done: build words, or pass",
                Phase::Over => "the game is over",
            }),
            NoSuchGroup(g) => write!(f, "there is no group #{} on the table", g.0),
            NoSuchWord(word) => write!(f, "there is no word {word} on the table"),
            NotLastWord { named, last } => write!(
                f,
                "in a colony only the last word can be built on: here that is {last}, not {named}"
            ),
            AmbiguousWord {
                word,
                count,
                example,
            } => write!(
                f,
                "there are {count} words {word} on the table: name one by its number, like #{}",
                example.0
            ),
            CardCountMismatch { named, letters } => {
                write!(f, "{named} cards named for {letters} new letters")
            }
            NamedCardNotInHand(card) => write!(f, "card {} is not in your hand", card.0),
            CardCannotPlay { card, face, letter } => write!(
                f,
                "card {} ({}) cannot play the letter {letter}",
                card.0,
                face.notation()
            ),
            NoLetterCard(letter) => write!(f, "you have no letter card {letter}"),
            NoBlackCard(letter) => write!(f, "you have no black card {letter}"),
            NoMagicWordCard => f.write_str("you have no Magic Word card"),
            TooShort { min } => write!(f, "words need at least {min} letters"),
            NotInDictionary(word) => write!(f, "{word} is not in the dictionary"),
            NotAnExpansion { word, base } => write!(
                f,
                "{word} does not start with {base}: letters can only be added at the end of a word"
            ),
            NothingAdded { base } => write!(f, "add at least one letter to {base}"),
            WrongColonyStart { word, start, base } => {
                write!(
                    f,
                    "{word} must start with {start}, the last letter of {base}"
                )
            }
            AlreadyInColony(word) => {
                write!(
                    f,
                    "{word} is already in this colony: its words must be unique"
                )
            }
            NeedOwnWordToBuild => f.write_str(
                "you need a word of your own on the table before building on another player's word",
            ),
            SupercolonyAutomatic => {
                f.write_str("Supercolony bonuses are paid automatically at this table")
            }
            NoSupercolonyToClaim => {
                f.write_str("you have no Supercolony to announce there this turn")
            }
            NotColonyOwner { owner_name, .. } => {
                write!(
                    f,
                    "only the colony's owner, {owner_name}, can decolonize it"
                )
            }
            TooFewToDecolonize { need, has } => write!(
                f,
                "a colony needs {need} words to decolonize; this one has {has}"
            ),
            NotInHand(_) => f.write_str("that card is not in your hand"),
            NoQuestion => {
                f.write_str("special cards have no question: choose a letter or black card")
            }
            AlreadyRead(face) => write!(
                f,
                "the question on this {} card was already read; it can only build words now",
                face.notation()
            ),
            NoQuestionWaiting => f.write_str("no question is waiting for answers"),
            ReaderAnswers => f.write_str("the reader does not answer their own question"),
            AllyAnswers => f.write_str("allies of the reader do not answer"),
            AlreadyAnswered => f.write_str("you have already answered"),
            NotThatSpecial { wanted, .. } => {
                write!(f, "that card is not a {} card", wanted.name())
            }
            ImmunityNotOwnWord => f.write_str("Immunity protects one of your own words"),
            ImmunityOnColony => {
                f.write_str("colonies are already protected: Immunity is for single words")
            }
            FistBumpWithSelf => f.write_str("Fist Bump is shared with another player"),
            AlreadyYours => f.write_str("that word is already yours"),
            NotConquerable { word, why } => write!(f, "{word} cannot be conquered: {why}"),
            NeedOwnWordToConquer => {
                f.write_str("you need a word of your own on the table before conquering another's")
            }
        }
    }
}

impl std::error::Error for Rejection {}

#[cfg(test)]
mod tests {
    use super::Rejection::*;
    use super::*;

    /// Every reason's English, as the command line prints it.
    #[test]
    fn every_reason_reads_as_before() {
        let black_r = Face::Black {
            letter: 'R',
            value: -1,
        };
        let f = Face::Letter {
            letter: 'F',
            value: 1,
        };
        let cases = [
            (NoSuchPlayer(9), "there is no player 9"),
            (GameOver, "the game is over"),
            (
                NotYourTurn {
                    current: 0,
                    current_name: "Ana".into(),
                    player: 1,
                    player_name: "Ben".into(),
                },
                "it is Ana's turn, not Ben's",
            ),
            (WrongPhase(Phase::Draw), "first draw a card from the box"),
            (
                WrongPhase(Phase::Question),
                "first choose a card in your hand and read its question",
            ),
            (
                WrongPhase(Phase::Answer),
                "wait until everyone has answered the question",
            ),
            (
                WrongPhase(Phase::Build),
                "you have drawn and the question is done: build words, or pass",
            ),
            (WrongPhase(Phase::Over), "the game is over"),
            (
                NoSuchGroup(GroupId(42)),
                "there is no group #42 on the table",
            ),
            (
                NoSuchWord("DOG".into()),
                "there is no word DOG on the table",
            ),
            (
                NotLastWord {
                    named: "WIN".into(),
                    last: "NAP".into(),
                },
                "in a colony only the last word can be built on: here that is NAP, not WIN",
            ),
            (
                AmbiguousWord {
                    word: "WIN".into(),
                    count: 2,
                    example: GroupId(0),
                },
                "there are 2 words WIN on the table: name one by its number, like #0",
            ),
            (
                CardCountMismatch {
                    named: 2,
                    letters: 4,
                },
                "2 cards named for 4 new letters",
            ),
            (NamedCardNotInHand(CardId(7)), "card 7 is not in your hand"),
            (
                CardCannotPlay {
                    card: CardId(0),
                    face: f,
                    letter: 'O',
                },
                "card 0 (F) cannot play the letter O",
            ),
            (NoLetterCard('R'), "you have no letter card R"),
            (NoBlackCard('S'), "you have no black card S"),
            (NoMagicWordCard, "you have no Magic Word card"),
            (TooShort { min: 2 }, "words need at least 2 letters"),
            (
                NotInDictionary("FLOWX".into()),
                "FLOWX is not in the dictionary",
            ),
            (
                NotAnExpansion {
                    word: "TWIN".into(),
                    base: "WIN".into(),
                },
                "TWIN does not start with WIN: letters can only be added at the end of a word",
            ),
            (
                NothingAdded { base: "WIN".into() },
                "add at least one letter to WIN",
            ),
            (
                WrongColonyStart {
                    word: "NEXT".into(),
                    start: 'P',
                    base: "NAP".into(),
                },
                "NEXT must start with P, the last letter of NAP",
            ),
            (
                AlreadyInColony("NAP".into()),
                "NAP is already in this colony: its words must be unique",
            ),
            (
                NeedOwnWordToBuild,
                "you need a word of your own on the table before building on another player's word",
            ),
            (
                SupercolonyAutomatic,
                "Supercolony bonuses are paid automatically at this table",
            ),
            (
                NoSupercolonyToClaim,
                "you have no Supercolony to announce there this turn",
            ),
            (
                NotColonyOwner {
                    owner: 0,
                    owner_name: "Ana".into(),
                },
                "only the colony's owner, Ana, can decolonize it",
            ),
            (
                TooFewToDecolonize { need: 10, has: 1 },
                "a colony needs 10 words to decolonize; this one has 1",
            ),
            (NotInHand(CardId(3)), "that card is not in your hand"),
            (
                NoQuestion,
                "special cards have no question: choose a letter or black card",
            ),
            (
                AlreadyRead(black_r),
                "the question on this R-1 card was already read; it can only build words now",
            ),
            (NoQuestionWaiting, "no question is waiting for answers"),
            (
                ReaderAnswers,
                "the reader does not answer their own question",
            ),
            (AllyAnswers, "allies of the reader do not answer"),
            (AlreadyAnswered, "you have already answered"),
            (
                NotThatSpecial {
                    card: CardId(10),
                    wanted: Special::Immunity,
                },
                "that card is not a Immunity card",
            ),
            (
                NotThatSpecial {
                    card: CardId(9),
                    wanted: Special::FistBump,
                },
                "that card is not a Fist Bump card",
            ),
            (
                ImmunityNotOwnWord,
                "Immunity protects one of your own words",
            ),
            (
                ImmunityOnColony,
                "colonies are already protected: Immunity is for single words",
            ),
            (FistBumpWithSelf, "Fist Bump is shared with another player"),
            (AlreadyYours, "that word is already yours"),
            (
                NotConquerable {
                    word: "PIN".into(),
                    why: Protection::Colony,
                },
                "PIN cannot be conquered: words in a colony are protected",
            ),
            (
                NotConquerable {
                    word: "OXEN".into(),
                    why: Protection::Decolonized,
                },
                "OXEN cannot be conquered: the word left by a Decolonization cannot be conquered",
            ),
            (
                NotConquerable {
                    word: "WIN".into(),
                    why: Protection::Immunity,
                },
                "WIN cannot be conquered: it is protected by an Immunity card",
            ),
            (
                NeedOwnWordToConquer,
                "you need a word of your own on the table before conquering another's",
            ),
        ];
        for (rejection, english) in cases {
            assert_eq!(rejection.to_string(), english, "{rejection:?}");
        }
    }
}
