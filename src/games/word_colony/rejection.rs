//! Why the engine refused an action: one variant per reason, with the facts a message needs as
//! typed fields, so the window can say it in the player's language. [`Rejection::message`]
//! says it in a given language (from the `word_colony_refusals` catalogue file); `Display` in
//! the app's current one, which is English on the command line and in the logs.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::cards::{CardId, Face, Special};
use super::groups::{GroupId, PlayerId, Protection};
use super::state::Phase;
use crate::i18n::tr_in;
use crate::i18n::{self, Lang};

/// Why an action was refused. A refused action changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    // The turn's frame.
    /// No seat has this number.
    NoSuchPlayer(PlayerId),
    /// The game has ended.
    GameOver,
    /// The house rule that lets the table vote on words is off.
    NoVoteRule,
    /// No other person at the table to vote.
    NobodyToAsk,
    /// The table is voting on words: only ballots now.
    VoteOpen,
    /// This seat has no ballot (it asked, a computer plays it, it voted, or no vote is open).
    NotAVoter,
    /// The word is in the dictionary (or accepted already): nothing to ask.
    AlreadyAWord(String),
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
    /// The family filter (house rule) keeps the word off the table.
    KeptOff(String),
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

impl Rejection {
    /// The reason in `lang`, as a player reads it.
    pub fn message(&self, lang: Lang) -> String {
        use Rejection::*;
        match self {
            NoSuchPlayer(p) => tr_in!(lang, "wc-refused-no-such-player", player = *p),
            GameOver => tr_in!(lang, "wc-refused-game-over"),
            NoVoteRule => tr_in!(lang, "house-refused-no-vote-rule"),
            NobodyToAsk => tr_in!(lang, "house-refused-nobody-to-ask"),
            VoteOpen => tr_in!(lang, "house-refused-vote-open"),
            NotAVoter => tr_in!(lang, "house-refused-not-a-voter"),
            AlreadyAWord(word) => {
                tr_in!(lang, "house-refused-already-a-word", word = word.as_str())
            }
            NotYourTurn {
                current_name,
                player_name,
                ..
            } => tr_in!(
                lang,
                "wc-refused-not-your-turn",
                current = current_name,
                player = player_name
            ),
            WrongPhase(phase) => match phase {
                Phase::Draw => tr_in!(lang, "wc-refused-phase-draw"),
                Phase::Question => tr_in!(lang, "wc-refused-phase-question"),
                Phase::Answer => tr_in!(lang, "wc-refused-phase-answer"),
                Phase::Build => tr_in!(lang, "wc-refused-phase-build"),
                Phase::Over => tr_in!(lang, "wc-refused-game-over"),
            },
            NoSuchGroup(g) => tr_in!(lang, "wc-refused-no-such-group", group = g.0),
            NoSuchWord(word) => tr_in!(lang, "wc-refused-no-such-word", word = word),
            NotLastWord { named, last } => {
                tr_in!(lang, "wc-refused-not-last-word", named = named, last = last)
            }
            AmbiguousWord {
                word,
                count,
                example,
            } => tr_in!(
                lang,
                "wc-refused-ambiguous-word",
                count = *count,
                word = word,
                example = example.0
            ),
            CardCountMismatch { named, letters } => tr_in!(
                lang,
                "wc-refused-card-count",
                named = *named,
                letters = *letters
            ),
            NamedCardNotInHand(card) => {
                tr_in!(lang, "wc-refused-named-card-not-in-hand", card = card.0)
            }
            CardCannotPlay { card, face, letter } => tr_in!(
                lang,
                "wc-refused-card-cannot-play",
                card = card.0,
                face = face_text(*face, lang),
                letter = letter.to_string()
            ),
            NoLetterCard(letter) => tr_in!(
                lang,
                "wc-refused-no-letter-card",
                letter = letter.to_string()
            ),
            NoBlackCard(letter) => tr_in!(
                lang,
                "wc-refused-no-black-card",
                letter = letter.to_string()
            ),
            NoMagicWordCard => tr_in!(lang, "wc-refused-no-magic-word-card"),
            TooShort { min } => tr_in!(lang, "wc-refused-too-short", min = *min),
            NotInDictionary(word) => tr_in!(lang, "wc-refused-not-in-dictionary", word = word),
            KeptOff(word) => tr_in!(lang, "house-kept-off", word = word),
            NotAnExpansion { word, base } => tr_in!(
                lang,
                "wc-refused-not-an-expansion",
                word = word,
                base = base
            ),
            NothingAdded { base } => tr_in!(lang, "wc-refused-nothing-added", base = base),
            WrongColonyStart { word, start, base } => tr_in!(
                lang,
                "wc-refused-wrong-colony-start",
                word = word,
                start = start.to_string(),
                base = base
            ),
            AlreadyInColony(word) => tr_in!(lang, "wc-refused-already-in-colony", word = word),
            NeedOwnWordToBuild => tr_in!(lang, "wc-refused-need-own-word-to-build"),
            SupercolonyAutomatic => tr_in!(lang, "wc-refused-supercolony-automatic"),
            NoSupercolonyToClaim => tr_in!(lang, "wc-refused-no-supercolony-to-claim"),
            NotColonyOwner { owner_name, .. } => {
                tr_in!(lang, "wc-refused-not-colony-owner", owner = owner_name)
            }
            TooFewToDecolonize { need, has } => tr_in!(
                lang,
                "wc-refused-too-few-to-decolonize",
                need = *need,
                has = *has
            ),
            NotInHand(_) => tr_in!(lang, "wc-refused-not-in-hand"),
            NoQuestion => tr_in!(lang, "wc-refused-no-question"),
            AlreadyRead(face) => tr_in!(
                lang,
                "wc-refused-already-read",
                face = face_text(*face, lang)
            ),
            NoQuestionWaiting => tr_in!(lang, "wc-refused-no-question-waiting"),
            ReaderAnswers => tr_in!(lang, "wc-refused-reader-answers"),
            AllyAnswers => tr_in!(lang, "wc-refused-ally-answers"),
            AlreadyAnswered => tr_in!(lang, "wc-refused-already-answered"),
            NotThatSpecial { wanted, .. } => tr_in!(
                lang,
                "wc-refused-not-that-special",
                special = wanted.display_name_in(lang)
            ),
            ImmunityNotOwnWord => tr_in!(lang, "wc-refused-immunity-not-own-word"),
            ImmunityOnColony => tr_in!(lang, "wc-refused-immunity-on-colony"),
            FistBumpWithSelf => tr_in!(lang, "wc-refused-fist-bump-with-self"),
            AlreadyYours => tr_in!(lang, "wc-refused-already-yours"),
            NotConquerable { word, why } => tr_in!(
                lang,
                "wc-refused-not-conquerable",
                word = word,
                why = why.message(lang)
            ),
            NeedOwnWordToConquer => tr_in!(lang, "wc-refused-need-own-word-to-conquer"),
        }
    }
}

/// A card's face inside a refusal: letter and black cards in card notation ("F", "R-1"),
/// which reads the same in every language; special cards by name (in English as the command
/// line writes them, "FistBump").
fn face_text(face: Face, lang: Lang) -> String {
    match face {
        Face::Letter { .. } | Face::Black { .. } => face.notation(),
        Face::Special(Special::Immunity) => tr_in!(lang, "wc-refused-face-immunity"),
        Face::Special(Special::MagicWord) => tr_in!(lang, "wc-refused-face-magic-word"),
        Face::Special(Special::FistBump) => tr_in!(lang, "wc-refused-face-fist-bump"),
        Face::Special(Special::Conquest) => tr_in!(lang, "wc-refused-face-conquest"),
    }
}

/// In the app's current language (English on the command line).
impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(i18n::language()))
    }
}

impl std::error::Error for Rejection {}

impl crate::engine::Worded for Rejection {
    fn message(&self, lang: Lang) -> String {
        Rejection::message(self, lang)
    }
}

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
                KeptOff("BOTHER".into()),
                "BOTHER stays off the table tonight: the family filter is on",
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

    /// The same reasons in French and Romanian, asked for by language (the process-wide
    /// language is never changed: tests run side by side).
    #[test]
    fn reasons_read_in_french_and_romanian() {
        let nbsp = '\u{a0}';
        let fr = |r: &Rejection| r.message(Lang::Fr);
        let ro = |r: &Rejection| r.message(Lang::Ro);
        let turn = NotYourTurn {
            current: 0,
            current_name: "Ana".into(),
            player: 1,
            player_name: "Ben".into(),
        };
        assert_eq!(fr(&turn), "c’est à Ana de jouer, pas à Ben");
        assert_eq!(ro(&turn), "acum joacă Ana, nu Ben");
        let pin = NotConquerable {
            word: "PIN".into(),
            why: Protection::Immunity,
        };
        assert_eq!(
            fr(&pin),
            format!("PIN ne peut pas être conquis{nbsp}: il est protégé par une carte Immunité")
        );
        assert_eq!(
            ro(&pin),
            "PIN nu poate fi cucerit: este protejat de o carte Imunitate"
        );
        let special = NotThatSpecial {
            card: CardId(9),
            wanted: Special::FistBump,
        };
        assert_eq!(fr(&special), "cette carte n’est pas une carte Tope là");
        assert_eq!(ro(&special), "cartea aceasta nu este o carte Bate palma");
        let cannot = CardCannotPlay {
            card: CardId(4),
            face: Face::Special(Special::MagicWord),
            letter: 'O',
        };
        assert_eq!(
            fr(&cannot),
            "la carte 4 (Mot magique) ne peut pas jouer la lettre O"
        );
        assert_eq!(
            cannot.message(Lang::En),
            "card 4 (MagicWord) cannot play the letter O"
        );
        assert_eq!(
            ro(&WrongPhase(Phase::Build)),
            "ai tras și întrebarea s-a încheiat: construiește cuvinte sau dă pas"
        );
        assert_eq!(ro(&WrongPhase(Phase::Over)), "jocul s-a terminat");
    }

    /// Counts take the plural each language needs: French "1 carte" and "0 carte", Romanian
    /// "1 literă", "2 litere", "20 de litere", and again without "de" from 101 to 119.
    #[test]
    fn counts_agree_in_french_and_romanian() {
        let short = |min| TooShort { min };
        assert_eq!(
            short(1).message(Lang::Fr),
            "un mot doit avoir au moins 1 lettre"
        );
        assert_eq!(
            short(3).message(Lang::Fr),
            "un mot doit avoir au moins 3 lettres"
        );
        for (min, says) in [
            (1, "1 literă"),
            (2, "2 litere"),
            (19, "19 litere"),
            (20, "20 de litere"),
            (102, "102 litere"),
            (120, "120 de litere"),
        ] {
            assert_eq!(
                short(min).message(Lang::Ro),
                format!("cel puțin {says} pe cuvânt")
            );
        }
        let cards = |named, letters| CardCountMismatch { named, letters };
        assert_eq!(
            cards(0, 1).message(Lang::Fr),
            "0 carte choisie pour 1 nouvelle lettre"
        );
        assert_eq!(
            cards(2, 4).message(Lang::Fr),
            "2 cartes choisies pour 4 nouvelles lettres"
        );
        assert_eq!(
            cards(1, 20).message(Lang::Ro),
            "1 carte aleasă pentru 20 de litere noi"
        );
        assert_eq!(
            cards(21, 101).message(Lang::Ro),
            "21 de cărți alese pentru 101 litere noi"
        );
        let ambiguous = AmbiguousWord {
            word: "WIN".into(),
            count: 20,
            example: GroupId(3),
        };
        assert_eq!(
            ambiguous.message(Lang::Ro),
            "pe masă sunt 20 de cuvinte WIN: alege unul după număr, de ex. #3"
        );
        assert_eq!(
            TooFewToDecolonize { need: 10, has: 1 }.message(Lang::Ro),
            "decolonizarea cere 10 cuvinte în colonie; aceasta are 1"
        );
        assert_eq!(
            TooFewToDecolonize { need: 10, has: 1 }.message(Lang::Fr),
            "pour décoloniser, il faut 10 mots dans la colonie\u{a0}; celle-ci en a 1"
        );
    }
}
