//! The players' vote that overrules the dictionary (shared house rule, off by default): a
//! word the dictionary lacks goes to the other people at the table, a majority refuses it, a
//! tie accepts it, and an accepted word plays for the rest of the game. Computer seats do not
//! vote, so with no other person at the table the dictionary stands.

use wordtable::games::crossword::game::{Action, Event, Game, Refusal};
use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::replay::replay;
use wordtable::games::crossword::save::{CrosswordSave, CrosswordSeat, CrosswordSetup};
use wordtable::games::crossword::{Play, Rejection, RulesKind};
use wordtable::words::Lexicon;

/// Ana's rack, Ben's, Cleo's, then the next draws.
const BAG: &str = "CATERSQDOGSLIENNIRTUOAHRRUUU";
/// Not an English word.
const MADE_UP: &str = "TEQ";

/// A Classic game for three, with the vote on; `people` says who votes.
fn crossword(people: [bool; 3]) -> Game {
    let mut g = Game::with_bag_order(
        RulesKind::Classic.rules(),
        Lexicon::english().clone(),
        &["Ana", "Ben", "Cleo"],
        1,
        BAG.as_bytes(),
    )
    .unwrap();
    g.dictionary_vote = true;
    g.people = people.to_vec();
    assert!(!g.lexicon.contains(&MADE_UP.to_ascii_lowercase()));
    g
}

fn place(word: &str) -> Action {
    Action::Place(Play::parse("8H", word).unwrap())
}

#[test]
fn crossword_without_the_house_rule_refuses_the_word() {
    let mut g = crossword([true; 3]);
    g.dictionary_vote = false;
    assert!(matches!(
        g.apply(0, &place(MADE_UP)),
        Err(Refusal::Illegal(Rejection::NotWords(_)))
    ));
}

#[test]
fn crossword_a_tie_accepts_the_word_for_the_rest_of_the_game() {
    let mut g = crossword([true; 3]);
    let events = g.apply(0, &place(MADE_UP)).unwrap();
    assert!(matches!(&events[1], Event::VoteOpened { seat: 0, words } if words == &[MADE_UP]));
    // Only ballots now, and only from the others.
    assert_eq!(g.vote.as_ref().unwrap().waiting(), [1, 2]);
    assert_eq!(g.apply(1, &Action::Pass), Err(Refusal::VoteOpen));
    assert_eq!(g.apply(0, &Action::Vote(true)), Err(Refusal::NotAVoter));
    g.apply(1, &Action::Vote(false)).unwrap();
    assert_eq!(g.apply(1, &Action::Vote(true)), Err(Refusal::AlreadyVoted));
    assert_eq!(g.turn, 0, "the turn waits for the table");
    let events = g.apply(2, &Action::Vote(true)).unwrap();
    assert!(matches!(&events[0], Event::WordsAccepted { seat: 0, .. }));
    assert!(g.table_words.has(MADE_UP));
    assert_eq!(
        (g.turn, g.seats[0].rack.len()),
        (1, 7),
        "Ana drew, Ben plays"
    );
    assert!(g.seats[0].score > 0);
    // The record replays to the same scores (without a dictionary: GCG knows no vote).
    let record = GcgRecord::parse(&g.to_gcg().to_text()).unwrap();
    let report = replay(&record, RulesKind::Classic.rules(), None);
    assert_eq!(report.mismatches, 0);
}

#[test]
fn crossword_a_majority_takes_the_play_back_and_the_turn_passes() {
    let mut g = crossword([true; 3]);
    g.apply(0, &place(MADE_UP)).unwrap();
    g.apply(1, &Action::Vote(false)).unwrap();
    let events = g.apply(2, &Action::Vote(false)).unwrap();
    assert!(matches!(events[0], Event::Withdrawn { seat: 0, .. }));
    assert!(g.board.is_empty() && g.vote.is_none());
    assert_eq!((g.turn, g.seats[0].score, g.seats[0].rack.len()), (1, 0, 7));
    assert!(!g.table_words.has(MADE_UP));
    let record = GcgRecord::parse(&g.to_gcg().to_text()).unwrap();
    let report = replay(
        &record,
        RulesKind::Classic.rules(),
        Some(Lexicon::english()),
    );
    assert_eq!(report.mismatches, 0, "the withdrawn phony is no mismatch");
}

#[test]
fn crossword_computers_do_not_vote_so_alone_the_dictionary_stands() {
    // Ben is a computer; Cleo alone votes.
    let mut g = crossword([true, false, true]);
    g.apply(0, &place(MADE_UP)).unwrap();
    assert_eq!(g.vote.as_ref().unwrap().voters(), [2]);
    // Nobody but computers: nobody to ask.
    let mut g = crossword([true, false, false]);
    assert!(matches!(
        g.apply(0, &place(MADE_UP)),
        Err(Refusal::Illegal(Rejection::NotWords(_)))
    ));
}

#[test]
fn crossword_saves_keep_the_house_rule_and_the_ballots() {
    let setup = CrosswordSetup {
        rules: RulesKind::Classic,
        seed: 1,
        players: ["Ana", "Ben", "Cleo"]
            .map(|name| CrosswordSeat {
                name: name.into(),
                computer: None,
            })
            .to_vec(),
        dictionary: Default::default(),
        word_list: None,
        family_filter: false,
        challenge: Default::default(),
        dictionary_vote: true,
        bag: Some(BAG.into()),
    };
    let mut save = CrosswordSave::new(setup);
    let lexicon = save.lexicon().unwrap();
    let mut g = save.new_game(&lexicon);
    for (seat, action) in [
        (0, place(MADE_UP)),
        (1, Action::Vote(true)),
        (2, Action::Vote(false)),
    ] {
        g.apply(seat, &action).unwrap();
        save.record(seat, &action);
    }
    let text = save.to_ron();
    assert!(text.contains("dictionary_vote: true"), "{text}");
    assert!(
        text.contains("\"vote yes\"") && text.contains("\"vote no\""),
        "{text}"
    );
    let again = CrosswordSave::parse(&text)
        .unwrap()
        .replay(&lexicon)
        .unwrap();
    assert!(again.table_words.has(MADE_UP));
    assert_eq!(again.seats[0].score, g.seats[0].score);
}
