//! Every reason the Word Colony engine refuses an action, each with the message a player
//! sees, and a check that the refused action changed nothing.

mod common;

use common::*;
use wordtable::games::word_colony::actions::{Action, PlayerAction, Spelling, Target};
use wordtable::games::word_colony::cards::{CardId, Choice};
use wordtable::games::word_colony::testing::HeadlessTable;

/// Asserts the action is refused with exactly `message`, and the game is unchanged.
fn refused(t: &mut HeadlessTable, player: usize, action: Action, message: &str) {
    let before = (
        t.game().players.clone(),
        t.game().table.clone(),
        t.game().phase,
        t.game().current,
    );
    let err = t
        .act(player, action.clone())
        .expect_err(&format!("{action:?} should be refused"));
    assert_eq!(err.to_string(), message, "{action:?}");
    let after = (
        t.game().players.clone(),
        t.game().table.clone(),
        t.game().phase,
        t.game().current,
    );
    assert!(before == after, "refusing {action:?} changed the game");
}

fn build_action(word: &str) -> Action {
    Action::Build {
        word: word.parse().unwrap(),
        cards: vec![],
    }
}

fn expand_action(target: &str, word: &str) -> Action {
    Action::Expand {
        target: target.parse().unwrap(),
        word: word.parse().unwrap(),
        cards: vec![],
    }
}

fn colony_action(target: &str, word: &str) -> Action {
    Action::Colony {
        target: target.parse().unwrap(),
        word: word.parse().unwrap(),
        cards: vec![],
    }
}

#[test]
fn turn_and_phase() {
    let mut t = fixed(&[cards("FLOWX"), cards("ATZZZ")]);
    refused(&mut t, 1, Action::Draw, "it is Ana's turn, not Ben's");
    refused(&mut t, 9, Action::Draw, "there is no player 9");
    refused(
        &mut t,
        0,
        build_action("FLOW"),
        "first draw a card from the box",
    );
    refused(
        &mut t,
        0,
        Action::Answer { choice: Choice::A },
        "no question is waiting for answers",
    );
    t.act(0, Action::Draw).unwrap();
    refused(
        &mut t,
        0,
        Action::Pass,
        "first choose a card in your hand and read its question",
    );
    refused(
        &mut t,
        0,
        Action::Decolonize {
            target: "FLOW".parse().unwrap(),
        },
        "first choose a card in your hand and read its question",
    );
    t.act(0, Action::Read { card: CardId(0) }).unwrap();
    refused(
        &mut t,
        0,
        Action::Pass,
        "wait until everyone has answered the question",
    );
    refused(
        &mut t,
        0,
        Action::Answer { choice: Choice::A },
        "the reader does not answer their own question",
    );
    t.act(1, Action::Answer { choice: Choice::A }).unwrap();
    refused(
        &mut t,
        0,
        Action::Draw,
        "you have drawn and the question is done: build words, or pass",
    );
}

#[test]
fn reading() {
    let mut hand = cards("AT");
    hand.push("Immunity".into());
    let mut t = fixed(&[hand, cards("ATZZZ"), cards("ATZZZ")]);
    t.act(0, Action::Draw).unwrap();
    refused(
        &mut t,
        0,
        Action::Read { card: CardId(3) },
        "that card is not in your hand",
    );
    refused(
        &mut t,
        0,
        Action::Read { card: CardId(2) },
        "special cards have no question: choose a letter or black card",
    );
    t.act(0, Action::Read { card: CardId(0) }).unwrap();
    t.act(1, Action::Answer { choice: Choice::B }).unwrap();
    refused(
        &mut t,
        1,
        Action::Answer { choice: Choice::C },
        "you have already answered",
    );
    refused(&mut t, 1, Action::TimeUp, "you have already answered");
    refused(
        &mut t,
        0,
        Action::TimeUp,
        "the reader does not answer their own question",
    );
    // Cleo's countdown ends: no answer, and no second chance.
    t.act(2, Action::TimeUp).unwrap();
    refused(
        &mut t,
        2,
        Action::Answer { choice: Choice::A },
        "no question is waiting for answers",
    );
}

#[test]
fn words_and_cards() {
    let mut hand = cards("FLOWS");
    hand.push("R-1".into());
    let mut t = fixed(&[hand, cards("ATZZZ")]);
    reach_build(&mut t, 0);
    refused(
        &mut t,
        0,
        build_action("F"),
        "words need at least 2 letters",
    );
    refused(
        &mut t,
        0,
        build_action("FLOWX"),
        "FLOWX is not in the dictionary",
    );
    // The hand has a black R but no cream R.
    refused(
        &mut t,
        0,
        build_action("FLOWER"),
        "you have no letter card R",
    );
    refused(&mut t, 0, build_action("LOWs"), "you have no black card S");
    refused(
        &mut t,
        0,
        build_action("SLO*W"),
        "you have no Magic Word card",
    );
    refused(
        &mut t,
        0,
        Action::Build {
            word: "FLOW".parse().unwrap(),
            cards: vec![CardId(0), CardId(1)],
        },
        "2 cards named for 4 new letters",
    );
    refused(
        &mut t,
        0,
        Action::Build {
            word: "LO".parse().unwrap(),
            cards: vec![CardId(1), CardId(7)],
        },
        "card 7 is not in your hand",
    );
    refused(
        &mut t,
        0,
        Action::Build {
            word: "LO".parse().unwrap(),
            cards: vec![CardId(1), CardId(0)],
        },
        "card 0 (F) cannot play the letter O",
    );
    // Named cards are used exactly.
    t.act(
        0,
        Action::Build {
            word: "LO".parse().unwrap(),
            cards: vec![CardId(1), CardId(2)],
        },
    )
    .unwrap();
}

#[test]
fn expanding_and_colonies() {
    let mut t = fixed(&[cards("WINNAPKINSWIN"), cards("EXTATSS")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    build(&mut t, 0, "NAP");
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    refused(
        &mut t,
        1,
        expand_action("WIN", "WINS"),
        "you need a word of your own on the table before building on another player's word",
    );
    refused(
        &mut t,
        1,
        colony_action("NAP", "PAT"),
        "you need a word of your own on the table before building on another player's word",
    );
    build(&mut t, 1, "AT");
    refused(
        &mut t,
        1,
        expand_action("WIN", "TWIN"),
        "TWIN does not start with WIN: letters can only be added at the end of a word",
    );
    refused(
        &mut t,
        1,
        expand_action("WIN", "WIN"),
        "add at least one letter to WIN",
    );
    refused(
        &mut t,
        1,
        expand_action("WIN", "WINX"),
        "WINX is not in the dictionary",
    );
    refused(
        &mut t,
        1,
        colony_action("NAP", "NEXT"),
        "NEXT must start with P, the last letter of NAP",
    );
    refused(
        &mut t,
        1,
        colony_action("NAP", "P"),
        "words need at least 2 letters",
    );
    refused(
        &mut t,
        1,
        expand_action("DOG", "DOGS"),
        "there is no word DOG on the table",
    );
    refused(
        &mut t,
        1,
        expand_action("#42", "WINS"),
        "there is no group #42 on the table",
    );
    // Two words spelled alike must be named by number.
    pass(&mut t, 1);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    refused(
        &mut t,
        1,
        expand_action("WIN", "WINS"),
        "there are 2 words WIN on the table: name one by its number, like #0",
    );
    t.act(1, expand_action("#3", "WINS")).unwrap();
}

#[test]
fn decolonizing_and_claiming() {
    let mut t = fixed(&[cards("WINAPKIN"), cards("ATZZZ")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    refused(
        &mut t,
        0,
        Action::ClaimSupercolony {
            target: "WIN".parse().unwrap(),
        },
        "Supercolony bonuses are paid automatically at this table",
    );
    refused(
        &mut t,
        0,
        Action::Decolonize {
            target: "WIN".parse().unwrap(),
        },
        "a colony needs 10 words to decolonize; this one has 1",
    );
}

#[test]
fn special_cards() {
    let mut hand = cards("WINAPKINN");
    for s in ["Immunity", "FistBump", "Conquest"] {
        hand.push(s.into());
    }
    let mut ben = cards("ATZ");
    ben.push("Conquest".into());
    ben.push("Immunity".into());
    let mut t = fixed(&[hand, ben]);
    let (imm, fist, conq) = (CardId(9), CardId(10), CardId(11));
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    build(&mut t, 0, "NAP");
    colony(&mut t, 0, "NAP", "PIN");
    refused(
        &mut t,
        0,
        Action::Immunity {
            card: fist,
            target: "WIN".parse().unwrap(),
        },
        "that card is not a Immunity card",
    );
    refused(
        &mut t,
        0,
        Action::Immunity {
            card: imm,
            target: "PIN".parse().unwrap(),
        },
        "colonies are already protected: Immunity is for single words",
    );
    refused(
        &mut t,
        0,
        Action::FistBump {
            card: fist,
            with: 0,
        },
        "Fist Bump is shared with another player",
    );
    refused(
        &mut t,
        0,
        Action::FistBump {
            card: fist,
            with: 5,
        },
        "there is no player 5",
    );
    refused(
        &mut t,
        0,
        Action::Conquest {
            card: conq,
            target: "WIN".parse().unwrap(),
        },
        "that word is already yours",
    );
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    build(&mut t, 1, "AT");
    let ben_conquest = CardId(15);
    let ben_immunity = CardId(16);
    refused(
        &mut t,
        1,
        Action::Conquest {
            card: ben_conquest,
            target: "PIN".parse().unwrap(),
        },
        "PIN cannot be conquered: words in a colony are protected",
    );
    refused(
        &mut t,
        1,
        Action::Immunity {
            card: ben_immunity,
            target: "WIN".parse().unwrap(),
        },
        "Immunity protects one of your own words",
    );
}

/// Notation mistakes are found where the text is read, with the same messages, before the
/// engine sees an action.
#[test]
fn notation_mistakes() {
    let word = |text: &str| text.parse::<Spelling>().unwrap_err().to_string();
    assert_eq!(word("FL0W"), "'0' is not a letter");
    assert_eq!(
        word("FLOW*"),
        "a Magic Word (*) must be followed by the letter it plays as"
    );
    assert_eq!(
        "#x".parse::<Target>().unwrap_err().to_string(),
        "\"#x\" is not a group number"
    );
    // In a save or scenario, the action does not load.
    let read = |ron: &str| ron::from_str::<PlayerAction>(ron).unwrap_err().to_string();
    let err = read(r#"(player: 0, action: Build(word: "FL0W"))"#);
    assert!(err.contains("'0' is not a letter"), "{err}");
    let err = read(r##"(player: 1, action: Expand(target: "#x", word: "WINS"))"##);
    assert!(err.contains("\"#x\" is not a group number"), "{err}");
}

#[test]
fn after_the_end() {
    let mut t = fixed(&[cards("FLOW"), cards("AT")]);
    t.act(0, Action::EndByAgreement).unwrap();
    refused(&mut t, 0, Action::Draw, "the game is over");
}
