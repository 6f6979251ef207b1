//! Classic's challenge rules (house rule): under single, double and the points rules a phony
//! may be laid and stands until challenged; a challenge takes it off, and a play that stands
//! costs the challenger nothing, their next turn, or gives its player 5 or 10 points. Every
//! record these games write replays as GCG reads it, and saves keep challenges and
//! acceptances as actions.

use wordtable::games::crossword::ai::{Strength, choose};
use wordtable::games::crossword::challenge_rule::ChallengeRule;
use wordtable::games::crossword::game::{Action, EndReason, Event, Game, Refusal};
use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::replay::replay;
use wordtable::games::crossword::save::{CrosswordSave, CrosswordSetup};
use wordtable::games::crossword::{Play, Rejection, RulesKind};
use wordtable::words::{FamilyList, Lexicon};

/// Ana's rack, then Ben's, then the next draws.
const BAG: &str = "CATERSQDOGSLIENNNRRRUUU";
/// Not an English word (checked in each test that leans on it).
const PHONY: &str = "TEQ";

fn game(rule: ChallengeRule) -> Game {
    let mut g = Game::with_bag_order(
        RulesKind::Classic.rules(),
        Lexicon::english().clone(),
        &["Ana", "Ben"],
        1,
        BAG.as_bytes(),
    )
    .unwrap();
    g.challenge = rule;
    assert!(!g.lexicon.contains(&PHONY.to_ascii_lowercase()));
    g
}

fn place(word: &str) -> Action {
    Action::Place(Play::parse("8H", word).unwrap())
}

fn rack(g: &Game, seat: usize) -> String {
    let mut r: Vec<u8> = g.seats[seat].rack.clone();
    r.sort();
    String::from_utf8(r).unwrap()
}

/// The game's own record, read back as GCG and replayed with the dictionary: nothing the
/// replay disagrees with, and the same final scores.
fn record_replays(g: &Game) -> String {
    let text = g.to_gcg().to_text();
    let record = GcgRecord::parse(&text).unwrap();
    let report = replay(
        &record,
        RulesKind::Classic.rules(),
        Some(Lexicon::english()),
    );
    assert_eq!(report.mismatches, 0, "{text}\n{:#?}", report.moves);
    let scores: Vec<i64> = g.seats.iter().map(|s| s.score as i64).collect();
    let replayed: Vec<i64> = report.final_scores.iter().map(|(_, s)| *s).collect();
    assert_eq!(replayed, scores, "{text}");
    text
}

#[test]
fn under_the_void_rule_a_phony_is_refused_as_it_is_laid() {
    let mut g = game(ChallengeRule::Void);
    assert!(matches!(
        g.apply(0, &place(PHONY)),
        Err(Refusal::Illegal(Rejection::NotWords(_)))
    ));
    assert_eq!(
        g.apply(1, &Action::Challenge),
        Err(Refusal::NothingToChallenge)
    );
}

#[test]
fn a_challenged_phony_comes_off_and_its_player_loses_the_turn() {
    for rule in [
        ChallengeRule::Single,
        ChallengeRule::Double,
        ChallengeRule::FivePoints,
    ] {
        let mut g = game(rule);
        let before = rack(&g, 0);
        g.apply(0, &place(PHONY)).unwrap();
        // Laid and scored, not yet drawn for: the rack waits for the play to stand.
        assert!(g.seats[0].score > 0);
        assert_eq!(g.seats[0].rack.len(), 4);
        assert_eq!(g.turn, 1);
        // Nobody can tell a phony from the live verdict: Ben's DTO through the T is laid
        // and scored like any word.
        assert!(!g.lexicon.contains("dto"));
        assert!(
            g.check_placement(&Play::parse("H7", "D(T)O").unwrap())
                .is_ok()
        );
        assert_eq!(g.apply(0, &Action::Challenge), Err(Refusal::OwnPlay));
        let events = g.apply(1, &Action::Challenge).unwrap();
        assert!(
            matches!(&events[..], [Event::Withdrawn { seat: 0, phonies, .. }] if phonies == &[PHONY.to_string()])
        );
        assert!(g.board.is_empty(), "{rule:?}");
        assert_eq!(rack(&g, 0), before, "the tiles are back, nothing drawn");
        assert_eq!(g.seats[0].score, 0);
        assert_eq!(g.turn, 1, "Ben plays next: Ana's turn is spent");
        assert_eq!(g.scoreless_run, 1);
        let text = record_replays(&g);
        assert!(text.contains(" -- -"), "{text}");
    }
}

#[test]
fn a_play_that_stands_costs_what_the_rule_says() {
    // Single: nothing; Ben plays on.
    let mut g = game(ChallengeRule::Single);
    g.apply(0, &place("CAT")).unwrap();
    let scored = g.seats[0].score;
    let events = g.apply(1, &Action::Challenge).unwrap();
    assert!(matches!(
        events[..],
        [Event::Stood {
            seat: 0,
            challenger: 1,
            bonus: 0
        }]
    ));
    assert_eq!(g.seats[0].rack.len(), 7, "Ana drew");
    assert_eq!((g.turn, g.seats[0].score), (1, scored));
    record_replays(&g);

    // Double: Ben loses his turn, written as his pass.
    let mut g = game(ChallengeRule::Double);
    g.apply(0, &place("CAT")).unwrap();
    let events = g.apply(1, &Action::Challenge).unwrap();
    assert!(matches!(events[1], Event::TurnLost { seat: 1 }));
    assert_eq!(g.turn, 0, "Ana plays again");
    assert_eq!(
        g.apply(1, &Action::Pass),
        Err(Refusal::NotYourTurn { current: 0 })
    );
    let text = record_replays(&g);
    assert!(text.lines().last().unwrap().contains(" - +0"), "{text}");

    // Five and ten points: to the player, written as GCG's challenge line.
    for (rule, points) in [
        (ChallengeRule::FivePoints, 5),
        (ChallengeRule::TenPoints, 10),
    ] {
        let mut g = game(rule);
        g.apply(0, &place("CAT")).unwrap();
        g.apply(1, &Action::Challenge).unwrap();
        assert_eq!(g.seats[0].score, scored + points);
        let text = record_replays(&g);
        assert!(text.contains(&format!("(challenge) +{points}")), "{text}");
    }
}

#[test]
fn the_next_move_accepts_a_play_and_a_refused_move_changes_nothing() {
    let mut g = game(ChallengeRule::Double);
    g.apply(0, &place("CAT")).unwrap();
    let held = g.bag.len();
    // Ben's word off the board's tiles: refused, and Ana still has not drawn.
    let wrong = Action::Place(Play::parse("A1", "DOG").unwrap());
    assert!(g.apply(1, &wrong).is_err());
    assert!(g.pending.is_some());
    assert_eq!((g.seats[0].rack.len(), g.bag.len()), (4, held));
    // LAG down through the A of CAT: the play stands, Ana draws, then Ben scores.
    let events = g
        .apply(1, &Action::Place(Play::parse("I7", "L(A)G").unwrap()))
        .unwrap();
    assert!(matches!(events[0], Event::Placed { seat: 1, .. }));
    assert!(g.pending.as_ref().is_some_and(|p| p.seat == 1));
    assert_eq!(g.seats[0].rack.len(), 7);
    // Ana may not accept Ben's play for him, nor Ben his own.
    assert_eq!(g.apply(1, &Action::Accept), Err(Refusal::OwnPlay));
    g.apply(0, &Action::Accept).unwrap();
    assert_eq!(g.seats[1].rack.len(), 7);
    record_replays(&g);
}

#[test]
fn a_play_that_went_out_is_challenged_or_accepted_before_anything_else() {
    let mut g = game(ChallengeRule::Single);
    g.bag.clear();
    g.seats[0].rack = b"CAT".to_vec();
    g.apply(0, &place("CAT")).unwrap();
    assert!(g.pending_goes_out() && g.over.is_none());
    assert_eq!(g.apply(1, &Action::Pass), Err(Refusal::ChallengeFirst));
    let events = g.apply(1, &Action::Accept).unwrap();
    assert!(matches!(
        events.last(),
        Some(Event::Ended {
            reason: EndReason::WentOut(0),
            ..
        })
    ));
    // The same play challenged off instead: the game goes on.
    let mut g = game(ChallengeRule::Single);
    g.bag.clear();
    g.seats[0].rack = b"TEQ".to_vec();
    g.apply(0, &place(PHONY)).unwrap();
    g.apply(1, &Action::Challenge).unwrap();
    assert!(g.over.is_none());
    assert_eq!(rack(&g, 0), "EQT");
}

#[test]
fn a_computer_challenges_a_phony_and_lets_a_good_play_stand() {
    let mut rng = rand::rng();
    let mut g = game(ChallengeRule::Double);
    g.apply(0, &place(PHONY)).unwrap();
    assert_eq!(choose(&g, Strength::Easy, &mut rng), Action::Challenge);
    let mut g = game(ChallengeRule::Double);
    g.apply(0, &place("CAT")).unwrap();
    assert!(matches!(
        choose(&g, Strength::Hard, &mut rng),
        Action::Place(_) | Action::Exchange(_) | Action::Pass
    ));
}

#[test]
fn the_family_filter_still_turns_a_word_away_as_it_is_laid() {
    let list = Box::leak(Box::new(FamilyList::parse("test.txt", "cat").unwrap()));
    let mut g = game(ChallengeRule::Single);
    g.lexicon = g.lexicon.keep_off(list);
    assert_eq!(
        g.apply(0, &place("CAT")),
        Err(Refusal::Illegal(Rejection::KeptOff("CAT".into())))
    );
}

#[test]
fn a_save_keeps_the_rule_challenges_and_acceptances() {
    let setup = CrosswordSetup {
        challenge: ChallengeRule::TenPoints,
        bag: Some(BAG.into()),
        ..CrosswordSetup::new(RulesKind::Classic, 1, ["Ana", "Ben"].map(|n| (n, None)))
    };
    let mut save = CrosswordSave::new(setup);
    let lexicon = save.lexicon().unwrap();
    let mut g = save.new_game(&lexicon);
    assert_eq!(g.challenge, ChallengeRule::TenPoints);
    for (seat, action) in [(0, place(PHONY)), (1, Action::Challenge), (1, Action::Pass)] {
        g.apply(seat, &action).unwrap();
        save.record(seat, &action);
    }
    assert_eq!(
        g.accepted.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        [0, 1, 1]
    );
    let text = save.to_ron();
    assert!(text.contains("challenge: ten_points"), "{text}");
    assert!(text.contains("\"challenge\""), "{text}");
    let read = CrosswordSave::parse(&text).unwrap();
    assert_eq!(read, save);
    let again = read.replay(&lexicon).unwrap();
    assert_eq!(again.seats[0].score, g.seats[0].score);
    assert_eq!(again.board, g.board);
}

#[test]
fn no_view_tells_a_phony_before_it_is_challenged() {
    use wordtable::engine::Viewer;
    use wordtable::games::crossword::view::view_of;
    // The same play, a phony in one game and a word in the other (whose dictionary has it).
    let mut phony = game(ChallengeRule::Single);
    let mut word = game(ChallengeRule::Single);
    word.lexicon = Lexicon::from_words(["teq", "cat"]);
    phony.apply(0, &place(PHONY)).unwrap();
    word.apply(0, &place(PHONY)).unwrap();
    assert!(phony.pending.as_ref().unwrap().is_phony());
    assert!(!word.pending.as_ref().unwrap().is_phony());
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        let (a, b) = (view_of(&phony, viewer), view_of(&word, viewer));
        assert_eq!(a, b, "{viewer:?}");
        assert_eq!(a.pending.as_ref().unwrap().words, [PHONY.to_string()]);
    }
}
