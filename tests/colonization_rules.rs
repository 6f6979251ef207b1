//! Colonization Mode's rules, each driven through actions: naming the languages, placing under
//! a vote, word records, English entering (an English word, a score over 50, a Transform),
//! Transforms, English's turn with the rule text's tie-break examples (1,2,2 and 3,2,2), the
//! end (every record English, scoreless turns, a player out), English winning, and a seeded
//! loop of random games checking after every action that no tile is made or lost and that
//! every score is the sum of its owner's records.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use wordtable::games::colonization::plugin::placeholder_choice;
use wordtable::games::colonization::refusal::Expected;
use wordtable::games::colonization::{Action, EndReason, Event, Game, Owner, Phase, Refusal, Slot};
use wordtable::games::crossword::tiles::TileCounts;
use wordtable::games::crossword::{Cell, Dir, Play, Rejection, RulesKind, SIZE};
use wordtable::words::Lexicon;

/// The name tiles of a fixed-order game's first two seats: letters the tests use little.
const NAMES_0: &str = "UUUUWWF";
const NAMES_1: &str = "YHHJXCM";

fn lex(words: &[&str]) -> Lexicon {
    Lexicon::from_words(words.iter().copied())
}

fn play(coord: &str, word: &str) -> Action {
    Action::Place(Play::parse(coord, word).unwrap())
}

/// Every open vote answered `accept` by the seats it waits for.
fn accept_all(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while let Phase::Vote { waiting, .. } = game.phase().clone() {
        for s in waiting {
            events.extend(game.apply(s, &Action::Vote(true)).unwrap());
        }
    }
    events
}

/// Each seat names its language with its rack as drawn; the others accept.
fn name_all(game: &mut Game) {
    while let Phase::Naming { seat } = *game.phase() {
        let name: String = game.seats[seat]
            .rack
            .iter()
            .map(|&t| if t == b'?' { 'e' } else { t as char })
            .collect();
        game.apply(seat, &Action::Name(name)).unwrap();
        accept_all(game);
    }
}

/// `seat` places and everyone accepts; the events of the whole move.
fn place(game: &mut Game, seat: usize, coord: &str, word: &str) -> Vec<Event> {
    let mut events = game.apply(seat, &play(coord, word)).unwrap();
    events.extend(accept_all(game));
    events
}

fn rack(game: &Game, seat: usize) -> String {
    game.seats[seat].rack.iter().map(|&b| b as char).collect()
}

/// A two-player game whose racks, after naming, are `r0` and `r1`, the bag continuing with
/// `then`.
fn scenario(words: &[&str], r0: &str, r1: &str, then: &str) -> Game {
    let bag = format!("{NAMES_0}{NAMES_1}{r0}{r1}{then}");
    let mut game = Game::with_bag_order(lex(words), &["Ana", "Ben"], 1, bag.as_bytes()).unwrap();
    name_all(&mut game);
    assert_eq!(rack(&game, 0), r0);
    assert_eq!(rack(&game, 1), r1);
    game
}

/// The tie-break board: NOTE (seat 0), NODE (seat 1, English), RAB(O) (seat 0), (D)ART
/// (seat 1), MAP(E) (seat 0), with one English turn between that draws V and claims nothing.
/// The bag then holds `draws` for the second English turn.
fn tie_board(draws: &str) -> Game {
    let then = format!("MAPINNIIIRVLLIIRR{draws}");
    let mut g = scenario(&["node"], "NOTERAB", "ODEARTS", &then);
    place(&mut g, 0, "8H", "NOTE");
    let ev = place(&mut g, 1, "H8", "(N)ODE");
    assert!(ev.contains(&Event::EnglishWord { record: 1 }));
    place(&mut g, 0, "9E", "RAB(O)");
    assert_eq!(g.phase(), &Phase::English);
    let ev = g.apply(1, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::EnglishDrew {
        tile: Some(b'V'),
        candidates: vec![]
    }));
    place(&mut g, 1, "10H", "(D)ART");
    place(&mut g, 0, "11E", "MAP(E)");
    assert_eq!(g.phase(), &Phase::English);
    g
}

#[test]
fn tie_break_example_1_2_2_claims_the_1_word() {
    let mut g = tie_board("AEDG");
    let rab = g.records[2].points;
    let before = (g.seats[0].score, g.english_score);
    let ev = g.apply(0, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::EnglishDrew {
        tile: Some(b'A'),
        candidates: vec![2, 3, 4]
    }));
    assert!(ev.contains(&Event::TieDraw {
        round: 1,
        draws: vec![(2, b'E'), (3, b'D'), (4, b'G')]
    }));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::TieDraw { round: 2, .. }))
    );
    assert!(ev.contains(&Event::Claimed {
        record: 2,
        from: Owner::Seat(0),
        points: rab
    }));
    assert_eq!(g.records[2].owner, Owner::English);
    assert_eq!(g.seats[0].score, before.0 - rab);
    assert_eq!(g.english_score, before.1 + rab);
    assert_eq!(g.records[3].owner, Owner::Seat(1));
    assert_eq!(g.records[4].owner, Owner::Seat(0));
}

#[test]
fn tie_break_example_3_2_2_redraws_the_2_words_only() {
    let mut g = tie_board("ACDGEF");
    let bag_before = g.bag.len();
    let ev = g.apply(0, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::TieDraw {
        round: 1,
        draws: vec![(2, b'C'), (3, b'D'), (4, b'G')]
    }));
    // The '3' word is out: only the two '2' words draw again; E (1) beats F (4).
    assert!(ev.contains(&Event::TieDraw {
        round: 2,
        draws: vec![(3, b'E'), (4, b'F')]
    }));
    assert_eq!(g.records[3].owner, Owner::English);
    assert_eq!(g.records[2].owner, Owner::Seat(0));
    assert_eq!(g.records[4].owner, Owner::Seat(0));
    // The letter and the six tie tiles went back before the next player's turn.
    assert!(ev.contains(&Event::EnglishReturned { count: 6 }));
    assert_eq!(g.bag.len(), bag_before);
}

#[test]
fn english_claims_a_single_candidate_and_returns_its_tile() {
    let mut g = tie_board("B");
    let bag = g.bag.len();
    let ev = g.apply(1, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::EnglishDrew {
        tile: Some(b'B'),
        candidates: vec![2]
    }));
    assert_eq!(g.records[2].owner, Owner::English);
    assert_eq!(g.bag.len(), bag);
    assert_eq!(g.phase(), &Phase::Turn { seat: 1 });
}

#[test]
fn english_claims_only_words_touching_an_english_word() {
    // NOTE (seat 0), NODE (seat 1, English), then (E)RAB down from NOTE's E: it touches NOTE
    // but no tile of NODE, so English's A finds no candidate although ERAB shows an A.
    let mut g = scenario(&["node"], "NOTERAB", "ODEARTS", "MAPINNIIIRA");
    place(&mut g, 0, "8H", "NOTE");
    place(&mut g, 1, "H8", "(N)ODE");
    place(&mut g, 0, "K8", "(E)RAB");
    let ev = g.apply(0, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::EnglishDrew {
        tile: Some(b'A'),
        candidates: vec![]
    }));
    assert_eq!(g.records[2].owner, Owner::Seat(0));
    // NOTE touches NODE (H8 beside H9): its letters make it a candidate.
    assert_eq!(g.candidates(b'T'), vec![0]);
    assert_eq!(g.candidates(b'B'), Vec::<usize>::new());
    // A blank shows no letter.
    assert_eq!(g.candidates(b'?'), Vec::<usize>::new());
}

#[test]
fn a_blank_drawn_in_a_tie_counts_zero() {
    let mut g = tie_board("AE?E");
    let ev = g.apply(0, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::TieDraw {
        round: 1,
        draws: vec![(2, b'E'), (3, b'?'), (4, b'E')]
    }));
    assert_eq!(g.records[3].owner, Owner::English);
}

/// With a near-empty bag whose tiles are all worth the same, no draw can ever break the tie:
/// the earliest contending record is claimed instead of drawing forever. (Run on a thread
/// with a generous bound, so a regression fails rather than hanging the suite.)
#[test]
fn a_tie_the_bag_cannot_break_claims_the_earliest_contender() {
    let mut g = tie_board("AEEI");
    // Only these four one-point tiles are left to draw: the rest of the bag went to a
    // bystander's pile for this test (the tie-break reads only the bag).
    g.bag = b"AEEI".to_vec();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let ev = g.apply(0, &Action::EnglishTurn).unwrap();
        tx.send((ev, g)).unwrap();
    });
    let (ev, g) = rx
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("English's tie-break never ended");
    assert!(ev.contains(&Event::EnglishDrew {
        tile: Some(b'A'),
        candidates: vec![2, 3, 4]
    }));
    assert_eq!(g.records[2].owner, Owner::English);
    assert_eq!(g.records[3].owner, Owner::Seat(1));
    assert_eq!(g.records[4].owner, Owner::Seat(0));
    // Every tile drawn went back.
    let mut bag = g.bag.clone();
    bag.sort_unstable();
    assert_eq!(bag, b"AEEI".to_vec());
}

/// Mixed values in a fixed-order bag still end: the draws go on while they can differ.
#[test]
fn a_tie_with_a_near_empty_mixed_bag_still_draws_to_a_winner() {
    let mut g = tie_board("AEEIZ");
    g.bag = b"AEEIZ".to_vec();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let ev = g.apply(0, &Action::EnglishTurn).unwrap();
        tx.send((ev, g)).unwrap();
    });
    let (ev, g) = rx
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("English's tie-break never ended");
    let claimed = ev.iter().find_map(|e| match e {
        Event::Claimed { record, .. } => Some(*record),
        _ => None,
    });
    assert!(matches!(claimed, Some(2..=4)), "{ev:?}");
    assert_eq!(g.bag.len(), 5);
}

#[test]
fn english_turn_is_an_action_refused_out_of_its_phase() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "");
    assert_eq!(
        g.apply(0, &Action::EnglishTurn),
        Err(Refusal::WrongAction {
            expected: Expected::Move
        })
    );
    let mut g = tie_board("B");
    assert_eq!(
        g.apply(0, &Action::Pass),
        Err(Refusal::WrongAction {
            expected: Expected::EnglishTurn
        })
    );
}

#[test]
fn language_names_use_all_seven_tiles_are_voted_and_recorded_then_replaced() {
    let bag = b"NOTERABODEARTUIIIIIIIEEEEEEE";
    let mut g = Game::with_bag_order(lex(&[]), &["Ana", "Ben"], 1, bag).unwrap();
    assert_eq!(g.phase(), &Phase::Naming { seat: 0 });
    assert_eq!(rack(&g, 0), "NOTERAB");
    // Six of the seven, or a letter not on the rack: refused.
    let refused = Err(Refusal::NameNotRack {
        rack: "NOTERAB".into(),
    });
    assert_eq!(g.apply(0, &Action::Name("NOTERA".into())), refused);
    assert_eq!(g.apply(0, &Action::Name("NOTERAZ".into())), refused);
    assert_eq!(
        g.apply(1, &Action::Name("ODEARTS".into())),
        Err(Refusal::NotYourTurn { waiting: vec![0] })
    );
    // Any order; the other player votes; a refused name is named again.
    g.apply(0, &Action::Name("BARTONE".into())).unwrap();
    assert_eq!(g.acting(), vec![1]);
    let ev = g.apply(1, &Action::Vote(false)).unwrap();
    assert!(ev.contains(&Event::NameRefused { seat: 0 }));
    assert_eq!(g.seats[0].language, None);
    assert_eq!(g.phase(), &Phase::Naming { seat: 0 });
    g.apply(0, &Action::Name("BARTONE".into())).unwrap();
    g.apply(1, &Action::Vote(true)).unwrap();
    assert_eq!(g.seats[0].language.as_deref(), Some("BARTONE"));
    // The seven went back to the bag (its bottom, in this fixed-order game); seven new drawn.
    assert_eq!(rack(&g, 0), "IIIIIII");
    assert_eq!(&g.bag[g.bag.len() - 7..], b"NOTERAB");
    assert_eq!(g.phase(), &Phase::Naming { seat: 1 });
    g.apply(1, &Action::Name("TROUDEA".into())).unwrap();
    g.apply(0, &Action::Vote(true)).unwrap();
    assert_eq!(rack(&g, 1), "EEEEEEE");
    assert_eq!(g.phase(), &Phase::Turn { seat: 0 });
}

#[test]
fn placing_scores_as_classic_and_makes_a_word_record() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    // Classic legality: the first word covers the centre.
    assert_eq!(
        g.apply(0, &play("1A", "NOTE")),
        Err(Refusal::Illegal(Rejection::MissesCentre))
    );
    let ev = g.apply(0, &play("8H", "NOTE")).unwrap();
    assert!(ev.contains(&Event::Proposed {
        seat: 0,
        notation: "8H NOTE".into(),
        word: "NOTE".into(),
        score: 8
    }));
    // The tiles wait aside during the vote; the board has not changed yet.
    assert!(g.board.is_empty());
    assert_eq!(g.aside(), b"NOTE".to_vec());
    accept_all(&mut g);
    let r = &g.records[0];
    assert_eq!(r.word, "NOTE");
    assert_eq!(r.points, 8);
    assert_eq!(r.owner, Owner::Seat(0));
    assert_eq!(r.tiles.len(), 4);
    assert_eq!(r.tiles[0], (7 * SIZE + 7, b'N'));
    assert_eq!(g.seats[0].score, 8);
    // A move's whole score, cross-words included, goes to its record: ODES under NOTE's
    // O, T and E scores ODES 6 (O on a double letter) + OO 3 + TD 3 + EE 2 = 14.
    let ev = place(&mut g, 1, "9I", "ODES");
    assert!(ev.contains(&Event::Recorded {
        record: 1,
        seat: 1,
        word: "ODES".into(),
        points: 14,
        owner: Owner::Seat(1)
    }));
    assert_eq!(g.records[1].tiles.len(), 4);
    assert_eq!(g.seats[1].score, 14);
}

#[test]
fn words_need_four_letters_or_three_with_four_players() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "");
    assert_eq!(
        g.apply(0, &play("8H", "NOT")),
        Err(Refusal::TooShort {
            word: "NOT".into(),
            min: 4
        })
    );
    let mut g = Game::new(lex(&[]), &["A", "B", "C", "D"], 5);
    name_all(&mut g);
    let r: Vec<u8> = g.seats[0].rack.clone();
    let three: String = r[..3]
        .iter()
        .map(|&t| if t == b'?' { 'e' } else { t as char })
        .collect();
    let two: String = three[..2].to_string();
    assert!(matches!(
        g.apply(0, &play("8H", &two)),
        Err(Refusal::TooShort { min: 3, .. })
    ));
    g.apply(0, &play("8H", &three)).unwrap();
    // Three voters.
    assert_eq!(g.acting(), vec![1, 2, 3]);
}

#[test]
fn a_refused_move_is_taken_back_and_the_turn_passes() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "");
    g.apply(0, &play("8H", "NOTE")).unwrap();
    let ev = g.apply(1, &Action::Vote(false)).unwrap();
    assert!(ev.contains(&Event::MoveRefused { seat: 0 }));
    assert!(g.board.is_empty());
    assert!(g.records.is_empty());
    let mut r = g.seats[0].rack.clone();
    r.sort_unstable();
    assert_eq!(r, b"ABENORT");
    assert_eq!(g.phase(), &Phase::Turn { seat: 1 });
    assert_eq!(g.scoreless_run, 1);
}

#[test]
fn a_vote_tie_accepts_and_a_majority_refuses() {
    let bag = format!("{NAMES_0}{NAMES_1}EEEEOOONOTERABIIIIIIIEEEEEEE");
    let bag = bag.as_bytes();
    let mut g = Game::with_bag_order(lex(&[]), &["A", "B", "C"], 1, bag).unwrap();
    name_all(&mut g);
    g.apply(0, &play("8H", "NOTE")).unwrap();
    g.apply(1, &Action::Vote(true)).unwrap();
    g.apply(2, &Action::Vote(false)).unwrap();
    assert_eq!(g.records.len(), 1, "one for, one against: accepted");
    g.apply(1, &Action::Pass).unwrap();
    g.apply(2, &Action::Pass).unwrap();
    g.apply(0, &play("H8", "(N)ARB")).unwrap();
    g.apply(1, &Action::Vote(false)).unwrap();
    g.apply(2, &Action::Vote(false)).unwrap();
    assert_eq!(g.records.len(), 1, "two against: refused");
}

#[test]
fn an_english_word_belongs_to_english_which_enters_before_the_placer() {
    let mut g = scenario(&["note"], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    let ev = place(&mut g, 0, "8H", "NOTE");
    assert!(ev.contains(&Event::EnglishWord { record: 0 }));
    assert!(ev.contains(&Event::EnglishEntered { before: 0 }));
    assert_eq!(g.records[0].owner, Owner::English);
    assert_eq!(g.english_score, 8);
    assert_eq!(g.points_of(Owner::Seat(0)), 0);
    // Every record is English, but English took no player's word: a word English as it is
    // placed never ends the game by itself (DECISIONS.md), so the first move does not end it.
    assert!(!g.is_over(), "{:?}", g.phase());
    assert_eq!(g.phase(), &Phase::Turn { seat: 1 });
}

#[test]
fn english_wins_only_a_game_it_entered_and_the_best_player_wins_one_it_did_not() {
    // Six scoreless turns with nobody placing: English never entered, every player is at 0 or
    // below after the racks are taken off; the best player wins, not English at 0.
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    for _ in 0..6 {
        let seat = g.acting()[0];
        g.apply(seat, &Action::Pass).unwrap();
    }
    assert_eq!(g.phase(), &Phase::Over(EndReason::ScorelessTurns));
    assert!(!g.english_in());
    assert!(g.seats.iter().all(|s| s.score < 0), "racks taken off");
    let best = (0..2).max_by_key(|&s| g.seats[s].score).unwrap();
    assert_eq!(g.winners(), vec![Owner::Seat(best)]);
    // Once English entered, it competes: NOTE is English and ahead of every player.
    let mut g = scenario(&["note"], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    place(&mut g, 0, "8H", "NOTE");
    for _ in 0..12 {
        if g.is_over() {
            break;
        }
        let seat = g.acting()[0];
        let action = if g.phase() == &Phase::English {
            Action::EnglishTurn
        } else {
            Action::Pass
        };
        g.apply(seat, &action).unwrap();
    }
    assert!(g.is_over(), "{:?}", g.phase());
    assert!(g.english_in());
    assert_eq!(g.winners(), vec![Owner::English]);
}

#[test]
fn english_joins_to_the_right_of_the_current_player_and_acts_before_their_next_turn() {
    let bag = format!("{NAMES_0}{NAMES_1}EEEEOOONOTERABODEARTSIIIIIIILLLNNN");
    let bag = bag.as_bytes();
    let mut g = Game::with_bag_order(lex(&["node"]), &["A", "B", "C"], 1, bag).unwrap();
    name_all(&mut g);
    place(&mut g, 0, "8H", "NOTE");
    g.apply(1, &Action::Pass).unwrap();
    g.apply(2, &Action::Pass).unwrap();
    g.apply(0, &Action::Pass).unwrap();
    // Seat 1 places an English word: English slots in just before seat 1.
    let ev = place(&mut g, 1, "H8", "(N)ODE");
    assert!(ev.contains(&Event::EnglishEntered { before: 1 }));
    assert_eq!(
        g.order,
        vec![Slot::Seat(0), Slot::English, Slot::Seat(1), Slot::Seat(2)]
    );
    assert_eq!(g.phase(), &Phase::Turn { seat: 2 });
    g.apply(2, &Action::Pass).unwrap();
    g.apply(0, &Action::Pass).unwrap();
    assert_eq!(g.phase(), &Phase::English);
    g.apply(2, &Action::EnglishTurn).unwrap();
    assert_eq!(g.phase(), &Phase::Turn { seat: 1 });
}

#[test]
fn going_over_fifty_gives_the_record_that_did_it_to_english() {
    // A seven-tile first move: (7 letters) x2 + 50 > 50.
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    let ev = place(&mut g, 0, "8H", "NOTERAB");
    assert!(ev.contains(&Event::OverLimit { record: 0, seat: 0 }));
    assert_eq!(g.records[0].owner, Owner::English);
    assert!(g.records[0].points > 50);
    assert_eq!(g.points_of(Owner::Seat(0)), 0);
    assert_eq!(g.english_score, g.records[0].points);
    assert!(g.english_in());
}

#[test]
fn staying_at_fifty_or_under_keeps_the_record() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    place(&mut g, 0, "8H", "NOTE");
    assert_eq!(g.records[0].owner, Owner::Seat(0));
    assert!(!g.english_in());
}

/// Seat 0's NOTE, then seat 1 to play, racks set for a Transform.
fn transform_board(r1: &str, then: &str) -> Game {
    let mut g = scenario(&[], "NOTEQAB", r1, then);
    place(&mut g, 0, "8H", "NOTE");
    g
}

#[test]
fn a_transform_succeeds_with_a_higher_tile_and_spends_the_white_meeple() {
    let mut g = transform_board("ZDEARTS", "IIIIKLMNOP");
    assert_eq!(
        g.apply(1, &Action::Transform { record: 0 }).unwrap(),
        vec![Event::TransformStarted {
            actor: 1,
            owner: 0,
            record: 0
        }]
    );
    // Both reveal in secret, in any order; the game waits for both.
    assert_eq!(g.acting(), vec![0, 1]);
    assert_eq!(
        g.apply(0, &Action::Reveal(b'Z')),
        Err(Refusal::NotOnRack { tiles: "Z".into() })
    );
    g.apply(0, &Action::Reveal(b'A')).unwrap();
    assert_eq!(g.acting(), vec![1]);
    let bag = g.bag.len();
    let ev = g.apply(1, &Action::Reveal(b'Z')).unwrap();
    assert!(ev.contains(&Event::Transformed {
        actor: 1,
        owner: 0,
        record: 0,
        actor_tile: b'Z',
        owner_tile: b'A',
        success: true
    }));
    assert_eq!(g.records[0].owner, Owner::English);
    assert_eq!(g.points_of(Owner::Seat(0)), 0);
    assert_eq!(g.english_score, 8);
    assert!(g.seats[1].white_used);
    assert!(ev.contains(&Event::EnglishEntered { before: 1 }));
    // Both tiles went back and both drew: racks full, bag as before.
    assert_eq!(g.bag.len(), bag);
    assert_eq!(g.seats[0].rack.len(), 7);
    assert_eq!(g.seats[1].rack.len(), 7);
    assert!(!g.seats[1].rack.contains(&b'Z') || g.bag.contains(&b'Z'));
    // The only record is English: the game is over.
    assert_eq!(g.phase(), &Phase::Over(EndReason::AllEnglish));
}

#[test]
fn a_transform_with_an_equal_or_lower_tile_is_blocked_and_the_turn_spent() {
    let mut g = transform_board("ADEARTS", "IIIIKLMNOP");
    g.apply(1, &Action::Transform { record: 0 }).unwrap();
    g.apply(1, &Action::Reveal(b'A')).unwrap();
    // A (1) against I (1): not higher, blocked.
    let ev = g.apply(0, &Action::Reveal(b'I')).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Transformed { success: false, .. }))
    );
    assert_eq!(g.records[0].owner, Owner::Seat(0));
    assert!(!g.seats[1].white_used);
    assert!(!g.english_in());
    assert_eq!(g.phase(), &Phase::Turn { seat: 0 });
}

#[test]
fn a_transform_targets_another_players_record_once_per_player() {
    let mut g = transform_board("ZDEARTS", "IIIIKLMNOPRRSS");
    assert_eq!(
        g.apply(1, &Action::Transform { record: 5 }),
        Err(Refusal::NoSuchRecord { record: 5 })
    );
    place(&mut g, 1, "H8", "(N)EAR");
    assert_eq!(
        g.apply(0, &Action::Transform { record: 0 }),
        Err(Refusal::TargetOwn { record: 0 })
    );
    place(&mut g, 0, "J8", "(T)QAB");
    // Seat 1 transforms seat 0's NOTE: Z (10) against I (1).
    g.apply(1, &Action::Transform { record: 0 }).unwrap();
    g.apply(1, &Action::Reveal(b'Z')).unwrap();
    g.apply(0, &Action::Reveal(b'I')).unwrap();
    assert_eq!(g.records[0].owner, Owner::English);
    assert!(g.seats[1].white_used);
    // An English record is no target.
    assert_eq!(g.phase(), &Phase::Turn { seat: 0 });
    assert_eq!(
        g.apply(0, &Action::Transform { record: 0 }),
        Err(Refusal::TargetEnglish { record: 0 })
    );
    g.apply(0, &Action::Pass).unwrap();
    // English draws S: no record touching NOTE shows it.
    let ev = g.apply(0, &Action::EnglishTurn).unwrap();
    assert!(ev.contains(&Event::EnglishDrew {
        tile: Some(b'S'),
        candidates: vec![]
    }));
    // Seat 1 has spent its white meeple: no second Transform.
    assert_eq!(g.phase(), &Phase::Turn { seat: 1 });
    assert_eq!(g.records[2].owner, Owner::Seat(0));
    assert_eq!(
        g.apply(1, &Action::Transform { record: 2 }),
        Err(Refusal::WhiteMeepleUsed)
    );
}

#[test]
fn six_scoreless_turns_end_the_game_with_rack_adjustments() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "");
    for i in 0..6 {
        assert!(!g.is_over());
        g.apply(i % 2, &Action::Pass).unwrap();
    }
    assert_eq!(g.phase(), &Phase::Over(EndReason::ScorelessTurns));
    let rules = RulesKind::Classic.rules();
    let value = |r: &str| -> i32 { r.bytes().map(|t| rules.tile_value(t)).sum() };
    assert_eq!(g.seats[0].score, -value("NOTERAB"));
    assert_eq!(g.seats[1].score, -value("ODEARTS"));
    assert_eq!(g.apply(0, &Action::Pass), Err(Refusal::GameOver));
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "");
    let before = fingerprint(&g);
    for action in [
        play("1A", "NOTE"),
        play("8H", "NOT"),
        play("8H", "ZZZZ"),
        Action::Exchange(vec![]),
        Action::Exchange(b"QQ".to_vec()),
        Action::Transform { record: 0 },
        Action::Vote(true),
        Action::Reveal(b'N'),
        Action::EnglishTurn,
    ] {
        assert!(g.apply(0, &action).is_err(), "{action:?}");
        assert_eq!(fingerprint(&g), before);
    }
}

/// Self-play with the placeholder computer seats and the English dictionary: whole games
/// end, and a player going out takes the others' rack values while they lose theirs; with
/// fewer than seven tiles in the bag, an exchange is refused.
#[test]
fn placeholder_self_play_finishes_games_and_going_out_adjusts_racks() {
    let english = wordtable::words::Language::English.lexicon();
    let mut went_out = 0;
    let mut small_bag = 0;
    for seed in 0..6 {
        let mut g = Game::new(english.clone(), &["A", "B", "C"], seed);
        let mut last = Vec::new();
        for _ in 0..3_000 {
            if g.is_over() {
                break;
            }
            let seat = g.acting()[0];
            if matches!(g.phase(), Phase::Turn { .. }) && g.bag.len() < 7 {
                let tile = g.seats[seat].rack[0];
                assert_eq!(
                    g.apply(seat, &Action::Exchange(vec![tile])),
                    Err(Refusal::BagTooSmall {
                        have: g.bag.len(),
                        need: 7
                    })
                );
                small_bag += 1;
            }
            let action = placeholder_choice(&g, seat);
            last = g.apply(seat, &action).unwrap();
            check_invariants(&g);
        }
        assert!(g.is_over(), "seed {seed} did not end");
        if let Some(Event::Ended {
            reason: EndReason::WentOut(out),
            adjustments,
            ..
        }) = last.last()
        {
            went_out += 1;
            let rules = RulesKind::Classic.rules();
            let values: Vec<i32> = g
                .seats
                .iter()
                .map(|s| s.rack.iter().map(|&t| rules.tile_value(t)).sum())
                .collect();
            assert!(g.seats[*out].rack.is_empty() && g.bag.is_empty());
            for (s, &adj) in adjustments.iter().enumerate() {
                let want = if s == *out {
                    values.iter().sum()
                } else {
                    -values[s]
                };
                assert_eq!(adj, want);
            }
        }
    }
    assert!(went_out > 0, "no self-play game ended with a player out");
    assert!(
        small_bag > 0,
        "no exchange was tried with a nearly empty bag"
    );
}

fn fingerprint(g: &Game) -> String {
    format!(
        "{} {:?} {:?} {:?} {} {:?} {:?} {} {}",
        g.board.to_fen(),
        g.bag,
        g.seats,
        g.records,
        g.english_score,
        g.order,
        g.phase(),
        g.at,
        g.scoreless_run
    )
}

fn check_invariants(g: &Game) {
    let full = TileCounts::full_bag(RulesKind::Classic.rules());
    assert_eq!(g.tile_counts(), full, "a tile was made or lost");
    for (s, seat) in g.seats.iter().enumerate() {
        assert_eq!(
            seat.score,
            g.points_of(Owner::Seat(s)) + g.adjustments[s],
            "seat {s}'s score is not its records' points"
        );
    }
    assert_eq!(g.english_score, g.points_of(Owner::English));
}

/// A random placement of rack tiles next to the board's tiles (often legal, since any
/// letters pass), or nonsense.
fn random_play(g: &Game, seat: usize, rng: &mut ChaCha8Rng) -> Play {
    let dir = if rng.random_bool(0.5) {
        Dir::Across
    } else {
        Dir::Down
    };
    let anchors: Vec<usize> = (0..SIZE * SIZE).filter(|&sq| g.board.at(sq) != 0).collect();
    let anchor = anchors.choose(rng).copied().unwrap_or(7 * SIZE + 7);
    let back = rng.random_range(0..4usize);
    let (mut r, mut c) = (anchor / SIZE, anchor % SIZE);
    match dir {
        Dir::Across => c = c.saturating_sub(back),
        Dir::Down => r = r.saturating_sub(back),
    }
    let mut rack = g.seats[seat].rack.clone();
    let mut cells = Vec::new();
    let len = rng.random_range(1..9usize);
    for i in 0..len {
        let (rr, cc) = match dir {
            Dir::Across => (r, c + i),
            Dir::Down => (r + i, c),
        };
        if rr >= SIZE || cc >= SIZE {
            break;
        }
        if g.board.get(rr, cc) != 0 {
            cells.push(Cell::Board(None));
        } else if rack.is_empty() {
            break;
        } else {
            let t = rack.swap_remove(rng.random_range(0..rack.len()));
            cells.push(Cell::New(if t == b'?' {
                rng.random_range(b'a'..=b'z')
            } else {
                t
            }));
        }
    }
    if cells.is_empty() {
        cells.push(Cell::New(b'Q'));
    }
    Play {
        row: r,
        col: c,
        dir,
        cells,
    }
}

fn random_action(g: &Game, seat: usize, rng: &mut ChaCha8Rng) -> Action {
    let rack = &g.seats[seat].rack;
    match rng.random_range(0..12) {
        0 => Action::Name(
            rack.iter()
                .map(|&t| t as char)
                .collect::<String>()
                .to_uppercase(),
        ),
        1 => Action::Vote(rng.random_bool(0.8)),
        2..=4 => Action::Place(random_play(g, seat, rng)),
        5 => Action::Pass,
        6 => Action::Exchange(rack.iter().take(rng.random_range(0..3)).copied().collect()),
        7 => Action::Transform {
            record: rng.random_range(0..g.records.len() + 1),
        },
        8 => Action::Reveal(
            rack.choose(rng)
                .copied()
                .unwrap_or(rng.random_range(b'A'..=b'Z')),
        ),
        9 => Action::EnglishTurn,
        // Tiles that may not be on the rack.
        10 => Action::Exchange(vec![rng.random_range(b'A'..=b'Z')]),
        _ => Action::Reveal(rng.random_range(b'A'..=b'Z')),
    }
}

/// Thousands of random games of random legal and illegal actions from random seats: after
/// every action the full tile set is accounted for, every score is its records' points
/// (plus end adjustments), and a refused action changed nothing.
#[test]
fn random_games_keep_every_tile_and_every_score_honest() {
    let words = lex(&[
        "note", "tone", "rate", "tear", "near", "earn", "stone", "notes",
    ]);
    let mut ended = 0;
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..2_000u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let seats = rng.random_range(2..=4);
        let names = ["A", "B", "C", "D"];
        let mut g = Game::new(words.clone(), &names[..seats], seed);
        for _ in 0..400 {
            if g.is_over() {
                break;
            }
            let acting = g.acting();
            let seat = if rng.random_bool(0.9) {
                *acting.choose(&mut rng).unwrap()
            } else {
                rng.random_range(0..seats)
            };
            let action = if rng.random_bool(0.3) && acting.contains(&seat) {
                match g.phase() {
                    Phase::Vote { .. } => Action::Vote(rng.random_bool(0.85)),
                    Phase::Naming { .. } => Action::Name(
                        g.seats[seat]
                            .rack
                            .iter()
                            .map(|&t| if t == b'?' { 'x' } else { t as char })
                            .collect(),
                    ),
                    _ => random_action(&g, seat, &mut rng),
                }
            } else {
                random_action(&g, seat, &mut rng)
            };
            let before = fingerprint(&g);
            if let Err(refusal) = g.apply(seat, &action) {
                assert_eq!(
                    fingerprint(&g),
                    before,
                    "a refused {action:?} changed the game"
                );
                let name = format!("{refusal:?}");
                seen.insert(name.split([' ', '(', '{']).next().unwrap().to_string());
            }
            check_invariants(&g);
        }
        if g.is_over() {
            ended += 1;
            assert_eq!(g.apply(0, &Action::Pass), Err(Refusal::GameOver));
            seen.insert("GameOver".to_string());
        }
    }
    assert!(ended > 100, "only {ended} random games ended");
    // The random actions reach every refusal a game can give.
    for refusal in [
        "GameOver",
        "NotYourTurn",
        "WrongAction",
        "NameNotRack",
        "Illegal",
        "TooShort",
        "EmptyExchange",
        "NotOnRack",
        "NoSuchRecord",
        "TargetEnglish",
        "TargetOwn",
        "WhiteMeepleUsed",
    ] {
        assert!(seen.contains(refusal), "{refusal} never refused: {seen:?}");
    }
}

#[test]
fn classic_exchanges_and_passes_are_turns() {
    let mut g = scenario(&[], "NOTERAB", "ODEARTS", "IIIILLNNRR");
    assert_eq!(
        g.apply(0, &Action::Exchange(vec![])),
        Err(Refusal::EmptyExchange)
    );
    assert_eq!(
        g.apply(0, &Action::Exchange(b"ZZ".to_vec())),
        Err(Refusal::NotOnRack { tiles: "ZZ".into() })
    );
    let bag = g.bag.len();
    let ev = g.apply(0, &Action::Exchange(b"QB".to_vec())).unwrap_err();
    assert_eq!(ev, Refusal::NotOnRack { tiles: "Q".into() });
    let ev = g.apply(0, &Action::Exchange(b"NB".to_vec())).unwrap();
    assert_eq!(ev, vec![Event::Exchanged { seat: 0, count: 2 }]);
    assert_eq!(rack(&g, 0), "OTERAII");
    assert_eq!(g.bag.len(), bag);
    assert_eq!(g.scoreless_run, 1);
    let ev = g.apply(1, &Action::Pass).unwrap();
    assert_eq!(ev, vec![Event::Passed { seat: 1 }]);
    assert_eq!(g.phase(), &Phase::Turn { seat: 0 });
}

#[test]
fn refusals_are_worded_in_every_language() {
    use wordtable::i18n::Lang;
    let refusals = [
        Refusal::NotYourTurn {
            waiting: vec![1, 2],
        },
        Refusal::TooShort {
            word: "NOT".into(),
            min: 4,
        },
        Refusal::WhiteMeepleUsed,
        Refusal::Illegal(Rejection::MissesCentre),
    ];
    for lang in Lang::ALL {
        for r in &refusals {
            let text = r.message(lang);
            assert!(!text.is_empty() && !text.contains("col-refused"), "{text}");
        }
    }
    assert_eq!(
        Refusal::TooShort {
            word: "NOT".into(),
            min: 4
        }
        .message(Lang::En),
        "“NOT” is too short: a word needs at least 4 letters."
    );
}

/// The game's log holds every accepted action and no refused one: replayed on the same
/// start, it rebuilds the same game (what the table's autosave relies on).
#[test]
fn the_log_holds_the_accepted_actions_and_replays_the_game() {
    let mut g = tie_board("AEDG");
    let before = g.log.len();
    assert!(g.apply(1, &Action::Pass).is_err());
    assert_eq!(g.log.len(), before);
    g.apply(0, &Action::EnglishTurn).unwrap();
    assert_eq!(g.log.last(), Some(&(0, Action::EnglishTurn)));
    let bag = format!("{NAMES_0}{NAMES_1}NOTERABODEARTSMAPINNIIIRVLLIIRRAEDG");
    let mut again =
        Game::with_bag_order(lex(&["node"]), &["Ana", "Ben"], 1, bag.as_bytes()).unwrap();
    for (seat, action) in &g.log {
        again.apply(*seat, action).unwrap();
    }
    assert_eq!(again.board, g.board);
    assert_eq!(again.records, g.records);
    assert_eq!(again.english_score, g.english_score);
    assert_eq!(again.log, g.log);
}
