//! Why Play On Words refuses an action, as data with its fields, and its wording through the
//! Fluent catalogue (`play_on_words_refusals.ftl`). A refused action changes nothing.

use std::fmt;

use super::cards::Colour;
use super::rules::{Wanted, WordKind};
use super::state::Pile;
use crate::i18n::Lang;
use crate::i18n::tr_in;

/// What the game waits for, when an action does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Expected {
    /// The turn begins by taking a card.
    Draw,
    /// Lay down, change words or discard.
    Play,
    /// The round is over: deal the next one.
    NextRound,
}

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The house rule that lets the table vote on words is off.
    NoVoteRule,
    /// No other person at the table to vote.
    NobodyToAsk,
    /// The table is voting: only ballots now.
    VoteOpen,
    /// This seat has no ballot in the vote (or no vote is open).
    NotAVoter,
    /// The word is in the dictionary (or accepted already): nothing to ask.
    AlreadyAWord {
        /// The word.
        word: String,
    },
    /// The game waits for another seat.
    NotYourTurn {
        /// The seat it waits for.
        waiting: usize,
    },
    /// The game waits for another kind of action.
    WrongAction {
        /// What it waits for.
        expected: Expected,
    },
    /// There is no discard pile with this number.
    NoSuchPile {
        /// The number given (from 0).
        pile: usize,
    },
    /// The pile is empty.
    PileEmpty {
        /// The pile.
        pile: Pile,
    },
    /// Two cards from one pile need two cards in it.
    TooFewInPile {
        /// The pile.
        pile: Pile,
    },
    /// Taking two cards starts with this challenge.
    DrawTwoTooEarly {
        /// The first challenge that allows it.
        from: u8,
    },
    /// The hand does not hold these cards.
    NotInHand {
        /// The missing cards, in the notation.
        cards: String,
    },
    /// The seat met the challenge already: it lays no new words.
    AlreadyIn,
    /// Words are changed only after meeting the challenge.
    NotInYet,
    /// The challenge asks for another number of words.
    WordCount {
        /// Words asked for.
        need: usize,
        /// Words laid.
        have: usize,
    },
    /// A word or an edit without cards.
    NoCards,
    /// A word made of wild cards only.
    OnlyWilds {
        /// The word.
        word: String,
    },
    /// Not in the dictionary.
    NotAWord {
        /// The word.
        word: String,
    },
    /// The family filter (house rule) keeps the word off the table.
    KeptOff {
        /// The word.
        word: String,
    },
    /// The words laid do not meet the challenge.
    ChallengeNotMet {
        /// The challenge's number.
        challenge: u8,
        /// The words it asks for.
        wanted: Vec<Wanted>,
    },
    /// No word on the table has this index.
    NoSuchWord {
        /// The index given (from 0).
        word: usize,
    },
    /// A player's own word cannot change on the turn it was laid.
    LaidThisTurn {
        /// The word.
        word: String,
    },
    /// A change without edits.
    NoEdit,
    /// The word has no card at this position.
    NoSuchPosition {
        /// The word.
        word: String,
        /// The position (from 0).
        at: usize,
    },
    /// One card covered twice in one change.
    CoverTwice {
        /// The position (from 0).
        at: usize,
    },
    /// The double wild cannot be covered.
    CoverDoubleWild,
    /// The double wild stands for two letters: it covers nothing.
    DoubleWildCovers,
    /// A cover must show a different letter.
    SameLetter {
        /// The position (from 0).
        at: usize,
    },
    /// A pure word stays pure: only its colour and wilds.
    PureStaysPure {
        /// The word.
        word: String,
        /// Its colour.
        colour: Colour,
    },
    /// A mixed word stays mixed: two colours or more.
    MixedStaysMixed {
        /// What it would become.
        word: String,
    },
    /// A discard pile is empty: the discard must start it.
    MustStartEmptyPile {
        /// The empty pile (from 0).
        pile: usize,
    },
}

fn pile_name(lang: Lang, pile: Pile) -> String {
    match pile {
        Pile::Stock => tr_in!(lang, "pow-pile-stock"),
        Pile::Discard(n) => tr_in!(lang, "pow-pile-discard", number = n + 1),
    }
}

/// A colour's name in `lang`.
pub fn colour_name(lang: Lang, colour: Colour) -> String {
    match colour {
        Colour::Red => tr_in!(lang, "pow-colour-red"),
        Colour::Blue => tr_in!(lang, "pow-colour-blue"),
        Colour::Green => tr_in!(lang, "pow-colour-green"),
    }
}

/// The words a challenge asks for, in `lang` ("a pure word of 4+ letters, ...").
pub fn wanted_text(lang: Lang, wanted: &[Wanted]) -> String {
    let parts: Vec<String> = wanted
        .iter()
        .map(|w| match w.kind {
            WordKind::Pure => tr_in!(lang, "pow-wanted-pure", min = w.min),
            WordKind::Mixed => tr_in!(lang, "pow-wanted-mixed", min = w.min),
        })
        .collect();
    parts.join(", ")
}

impl Refusal {
    /// The reason in `lang`, as the table shows it.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Refusal::GameOver => tr_in!(lang, "pow-refused-game-over"),
            Refusal::NoVoteRule => tr_in!(lang, "house-refused-no-vote-rule"),
            Refusal::NobodyToAsk => tr_in!(lang, "house-refused-nobody-to-ask"),
            Refusal::VoteOpen => tr_in!(lang, "house-refused-vote-open"),
            Refusal::NotAVoter => tr_in!(lang, "house-refused-not-a-voter"),
            Refusal::AlreadyAWord { word } => {
                tr_in!(lang, "house-refused-already-a-word", word = word.as_str())
            }
            Refusal::NotYourTurn { waiting } => {
                // Seats counted as saves count them (from 0).
                tr_in!(lang, "pow-refused-not-your-turn", seat = *waiting)
            }
            Refusal::WrongAction { expected } => match expected {
                Expected::Draw => tr_in!(lang, "pow-refused-expected-draw"),
                Expected::Play => tr_in!(lang, "pow-refused-expected-play"),
                Expected::NextRound => tr_in!(lang, "pow-refused-expected-next-round"),
            },
            Refusal::NoSuchPile { pile } => {
                tr_in!(lang, "pow-refused-no-such-pile", pile = pile + 1)
            }
            Refusal::PileEmpty { pile } => {
                tr_in!(
                    lang,
                    "pow-refused-pile-empty",
                    pile = pile_name(lang, *pile)
                )
            }
            Refusal::TooFewInPile { pile } => {
                tr_in!(
                    lang,
                    "pow-refused-too-few-in-pile",
                    pile = pile_name(lang, *pile)
                )
            }
            Refusal::DrawTwoTooEarly { from } => {
                tr_in!(lang, "pow-refused-draw-two-too-early", from = *from)
            }
            Refusal::NotInHand { cards } => {
                tr_in!(lang, "pow-refused-not-in-hand", cards = cards.as_str())
            }
            Refusal::AlreadyIn => tr_in!(lang, "pow-refused-already-in"),
            Refusal::NotInYet => tr_in!(lang, "pow-refused-not-in-yet"),
            Refusal::WordCount { need, have } => {
                tr_in!(lang, "pow-refused-word-count", need = *need, have = *have)
            }
            Refusal::NoCards => tr_in!(lang, "pow-refused-no-cards"),
            Refusal::OnlyWilds { word } => {
                tr_in!(lang, "pow-refused-only-wilds", word = word.as_str())
            }
            Refusal::NotAWord { word } => {
                tr_in!(lang, "pow-refused-not-a-word", word = word.as_str())
            }
            Refusal::KeptOff { word } => tr_in!(lang, "house-kept-off", word = word.as_str()),
            Refusal::ChallengeNotMet { challenge, wanted } => tr_in!(
                lang,
                "pow-refused-challenge-not-met",
                challenge = *challenge,
                wanted = wanted_text(lang, wanted)
            ),
            Refusal::NoSuchWord { word } => {
                tr_in!(lang, "pow-refused-no-such-word", word = word + 1)
            }
            Refusal::LaidThisTurn { word } => {
                tr_in!(lang, "pow-refused-laid-this-turn", word = word.as_str())
            }
            Refusal::NoEdit => tr_in!(lang, "pow-refused-no-edit"),
            Refusal::NoSuchPosition { word, at } => tr_in!(
                lang,
                "pow-refused-no-such-position",
                word = word.as_str(),
                at = at + 1
            ),
            Refusal::CoverTwice { at } => tr_in!(lang, "pow-refused-cover-twice", at = at + 1),
            Refusal::CoverDoubleWild => tr_in!(lang, "pow-refused-cover-double-wild"),
            Refusal::DoubleWildCovers => tr_in!(lang, "pow-refused-double-wild-covers"),
            Refusal::SameLetter { at } => tr_in!(lang, "pow-refused-same-letter", at = at + 1),
            Refusal::PureStaysPure { word, colour } => tr_in!(
                lang,
                "pow-refused-pure-stays-pure",
                word = word.as_str(),
                colour = colour_name(lang, *colour)
            ),
            Refusal::MixedStaysMixed { word } => {
                tr_in!(lang, "pow-refused-mixed-stays-mixed", word = word.as_str())
            }
            Refusal::MustStartEmptyPile { pile } => {
                tr_in!(lang, "pow-refused-must-start-empty-pile", pile = pile + 1)
            }
        }
    }
}

/// In the app's language.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for Refusal {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::play_on_words::rules::Rules;

    #[test]
    fn refusals_are_worded_in_every_language() {
        let wanted = Rules::standard().challenges[9].words.clone();
        let all = [
            Refusal::GameOver,
            Refusal::NotYourTurn { waiting: 1 },
            Refusal::WrongAction {
                expected: Expected::Draw,
            },
            Refusal::WrongAction {
                expected: Expected::Play,
            },
            Refusal::WrongAction {
                expected: Expected::NextRound,
            },
            Refusal::NoSuchPile { pile: 2 },
            Refusal::PileEmpty { pile: Pile::Stock },
            Refusal::TooFewInPile {
                pile: Pile::Discard(0),
            },
            Refusal::DrawTwoTooEarly { from: 5 },
            Refusal::NotInHand { cards: "bX".into() },
            Refusal::AlreadyIn,
            Refusal::NotInYet,
            Refusal::WordCount { need: 2, have: 1 },
            Refusal::NoCards,
            Refusal::OnlyWilds { word: "ATE".into() },
            Refusal::NotAWord { word: "AET".into() },
            Refusal::KeptOff { word: "AET".into() },
            Refusal::ChallengeNotMet {
                challenge: 10,
                wanted,
            },
            Refusal::NoSuchWord { word: 3 },
            Refusal::LaidThisTurn {
                word: "TREE".into(),
            },
            Refusal::NoEdit,
            Refusal::NoSuchPosition {
                word: "BOTH".into(),
                at: 4,
            },
            Refusal::CoverTwice { at: 1 },
            Refusal::CoverDoubleWild,
            Refusal::DoubleWildCovers,
            Refusal::SameLetter { at: 1 },
            Refusal::PureStaysPure {
                word: "LIST".into(),
                colour: Colour::Red,
            },
            Refusal::MixedStaysMixed { word: "BAT".into() },
            Refusal::MustStartEmptyPile { pile: 1 },
        ];
        for lang in Lang::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for r in &all {
                let said = r.message(lang);
                assert!(
                    !said.is_empty() && !said.contains("pow-"),
                    "{lang:?} {r:?}: {said}"
                );
                assert!(!said.contains('{'), "{lang:?} {r:?}: {said}");
                seen.insert(said);
            }
            // The wrong-action refusals and the rest say different things.
            assert_eq!(seen.len(), all.len(), "{lang:?}");
        }
        assert_eq!(
            Refusal::ChallengeNotMet {
                challenge: 6,
                wanted: Rules::standard().challenges[5].words.clone()
            }
            .message(Lang::En),
            "These words do not meet challenge 6, which asks for a pure word of 4+ letters, \
             a mixed word of 4+ letters."
        );
        let fr = Refusal::PureStaysPure {
            word: "LIST".into(),
            colour: Colour::Green,
        }
        .message(Lang::Fr);
        assert!(fr.contains("LIST") && fr.contains("(vert)"), "{fr}");
    }
}
