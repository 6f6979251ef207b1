//! The crossword game flow under both rule sets: whole computer games end with the tiles
//! conserved and export GCG records that replay exactly; each end condition with its rack
//! adjustments; Wordgame's new letters after two opening passes; every refusal with its
//! message, changing nothing.

mod common;

use std::sync::OnceLock;

use rand::SeedableRng;
use rand::rngs::StdRng;
use wordtable::games::crossword::ai::{Strength, choose};
use wordtable::games::crossword::check::Rejection;
use wordtable::games::crossword::game::{Action, EndReason, Event, Game, Refusal};
use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::play::Play;
use wordtable::games::crossword::replay::replay;
use wordtable::games::crossword::rules::RulesKind;
use wordtable::words::Lexicon;

/// A quarter of the English words up to seven letters, every two-letter word and a few the
/// tests play.
fn lexicon() -> Lexicon {
    static LEX: OnceLock<Lexicon> = OnceLock::new();
    LEX.get_or_init(|| common::english_sample(4, 7, &["cat", "cats", "zoo", "quiz"]))
        .clone()
}

fn tiles_in_play(g: &Game) -> usize {
    g.bag.len() + g.seats.iter().map(|s| s.rack.len()).sum::<usize>() + g.board.tile_count()
}

fn play_out(kind: RulesKind, strengths: [Strength; 2], seed: u64) -> Game {
    let rules = kind.rules();
    let mut g = Game::new(rules, lexicon(), &["Ada", "Bo"], seed);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut turns = 0;
    while let Some(seat) = g.to_play() {
        let action = choose(&g, strengths[seat], &mut rng);
        g.apply(seat, &action)
            .unwrap_or_else(|e| panic!("computer move {action:?} refused: {e}"));
        assert_eq!(tiles_in_play(&g), rules.tile_total());
        turns += 1;
        assert!(turns < 400, "the game ends");
    }
    g
}

#[test]
fn whole_games_end_and_their_records_replay_exactly() {
    for (kind, seed) in [(RulesKind::Classic, 1u64), (RulesKind::Wordgame, 2)] {
        let g = play_out(kind, [Strength::Hard, Strength::Normal], seed);
        assert!(g.over.is_some());
        let text = g.to_gcg().to_text();
        let record = GcgRecord::parse(&text).unwrap();
        let lex = lexicon();
        let report = replay(&record, kind.rules(), Some(&lex));
        let bad: Vec<_> = report
            .moves
            .iter()
            .filter(|m| m.mismatch.is_some())
            .collect();
        assert!(bad.is_empty(), "{kind:?}: {bad:#?}\n{text}");
        let finals: Vec<i64> = report.final_scores.iter().map(|(_, s)| *s).collect();
        let scores: Vec<i64> = g.seats.iter().map(|s| i64::from(s.score)).collect();
        assert_eq!(finals, scores, "{kind:?}");
        assert_eq!(report.board, g.board.to_fen());
    }
}

#[test]
fn hard_beats_easy() {
    let mut hard_wins = 0;
    let games = 6;
    for seed in 0..games {
        // Alternate who starts.
        let (hard, easy) = if seed % 2 == 0 { (0, 1) } else { (1, 0) };
        let mut s = [Strength::Easy; 2];
        s[hard] = Strength::Hard;
        let g = play_out(RulesKind::Classic, s, 100 + seed);
        if g.seats[hard].score > g.seats[easy].score {
            hard_wins += 1;
        }
    }
    assert!(hard_wins >= 5, "hard won {hard_wins} of {games}");
}

fn set_rack(g: &mut Game, seat: usize, rack: &str) {
    // Keep the tile count: put the old rack back, take the new one out of the bag.
    let old = std::mem::take(&mut g.seats[seat].rack);
    g.bag.extend(old);
    for t in rack.bytes() {
        let i = g.bag.iter().position(|&b| b == t).expect("tile in the bag");
        g.bag.swap_remove(i);
        g.seats[seat].rack.push(t);
    }
}

fn place(coord: &str, word: &str) -> Action {
    Action::Place(Play::parse(coord, word).unwrap())
}

#[test]
fn classic_going_out_scores_the_others_racks() {
    let mut g = Game::new(RulesKind::Classic.rules(), lexicon(), &["Ada", "Bo"], 5);
    set_rack(&mut g, 0, "CAT");
    set_rack(&mut g, 1, "QZ");
    g.bag.clear();
    let events = g.apply(0, &place("8G", "CAT")).unwrap();
    // CAT over the centre: (3+1+1) x 2 = 10; then Bo's Q and Z (20) move from Bo to Ada.
    assert_eq!(
        events.last(),
        Some(&Event::Ended {
            reason: EndReason::WentOut(0),
            adjustments: vec![20, -20],
            scores: vec![30, -20],
        })
    );
    assert_eq!(g.apply(1, &Action::Pass), Err(Refusal::GameOver));
}

#[test]
fn wordgame_going_out_earns_nothing_extra() {
    let mut g = Game::new(RulesKind::Wordgame.rules(), lexicon(), &["Ada", "Bo"], 5);
    set_rack(&mut g, 0, "CATS");
    set_rack(&mut g, 1, "QZ");
    g.bag.clear();
    let events = g.apply(0, &place("8G", "CATS")).unwrap();
    // "The endscore is the number of points the player has scored during the game, minus the
    // points still on the rack of that player."
    assert_eq!(
        events.last(),
        Some(&Event::Ended {
            reason: EndReason::WentOut(0),
            adjustments: vec![0, -20],
            scores: vec![12, -20],
        })
    );
}

#[test]
fn six_scoreless_turns_end_a_classic_game() {
    let mut g = Game::new(RulesKind::Classic.rules(), lexicon(), &["Ada", "Bo"], 9);
    let racks: Vec<i32> = g
        .seats
        .iter()
        .map(|s| s.rack.iter().map(|&t| g.rules.tile_value(t)).sum())
        .collect();
    for turn in 0..6 {
        let seat = turn % 2;
        let events = g.apply(seat, &Action::Pass).unwrap();
        let ended = events.iter().any(|e| matches!(e, Event::Ended { .. }));
        assert_eq!(ended, turn == 5, "turn {turn}");
    }
    assert_eq!(g.over, Some(EndReason::ScorelessTurns));
    assert_eq!(g.seats[0].score, -racks[0]);
    assert_eq!(g.seats[1].score, -racks[1]);
}

#[test]
fn wordgame_opening_passes_bring_new_letters_and_three_passes_end_it() {
    let mut g = Game::new(RulesKind::Wordgame.rules(), lexicon(), &["Ada", "Bo"], 3);
    let before = (g.seats[0].rack.clone(), g.seats[1].rack.clone());
    assert!(g.apply(0, &Action::Pass).unwrap() == vec![Event::Passed { seat: 0 }]);
    let events = g.apply(1, &Action::Pass).unwrap();
    assert_eq!(events, vec![Event::Passed { seat: 1 }, Event::NewLetters]);
    assert_ne!((g.seats[0].rack.clone(), g.seats[1].rack.clone()), before);
    assert_eq!(g.seats[0].rack.len(), 8);
    assert_eq!(tiles_in_play(&g), 104);
    assert_eq!(g.turn, 0);
    // Later, three passes in a row end the game, whoever passes.
    set_rack(&mut g, 0, "CATS");
    g.apply(0, &place("8G", "CATS")).unwrap();
    g.apply(1, &Action::Pass).unwrap();
    g.apply(0, &Action::Pass).unwrap();
    assert!(g.over.is_none());
    let events = g.apply(1, &Action::Pass).unwrap();
    assert!(matches!(
        events.last(),
        Some(Event::Ended {
            reason: EndReason::Passes,
            ..
        })
    ));
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let lex = lexicon();
    let mut g = Game::new(RulesKind::Classic.rules(), lex.clone(), &["Ada", "Bo"], 4);
    set_rack(&mut g, 0, "CATEE");
    let snapshot = |g: &Game| {
        (
            g.board.to_fen(),
            g.bag.clone(),
            g.seats.clone(),
            g.turn,
            g.log.len(),
        )
    };
    let before = snapshot(&g);
    let cases: Vec<(usize, Action, Refusal, &str)> = vec![
        (
            1,
            Action::Pass,
            Refusal::NotYourTurn { current: 0 },
            "It is seat 0's turn (seats count from 0, as saves write them).",
        ),
        (
            0,
            place("8G", "DOG"),
            Refusal::Illegal(Rejection::NotOnRack("DOG".into())),
            "Your rack does not hold DOG.",
        ),
        (
            0,
            place("8G", "EECT"),
            Refusal::Illegal(Rejection::NotWords(vec!["EECT".into()])),
            "Not in the word list: EECT.",
        ),
        (
            0,
            place("1A", "CAT"),
            Refusal::Illegal(Rejection::MissesCentre),
            "The first word must cover the centre square.",
        ),
        (
            0,
            Action::Exchange(vec![]),
            Refusal::EmptyExchange,
            "Choose at least one tile to exchange.",
        ),
        (
            0,
            Action::Exchange(b"SS".to_vec()),
            Refusal::Illegal(Rejection::NotOnRack("SS".into())),
            "Your rack does not hold SS.",
        ),
    ];
    for (seat, action, refusal, message) in cases {
        let got = g.apply(seat, &action).unwrap_err();
        assert_eq!(got, refusal);
        assert_eq!(got.to_string(), message);
        assert!(snapshot(&g) == before, "{action:?} changed the game");
    }
    let mut w = Game::new(RulesKind::Wordgame.rules(), lex.clone(), &["Ada", "Bo"], 4);
    let r = w
        .apply(0, &Action::Exchange(vec![w.seats[0].rack[0]]))
        .unwrap_err();
    assert_eq!(r, Refusal::NoExchanges);
    assert_eq!(
        r.to_string(),
        "These rules have no exchanges: play or pass."
    );
    g.bag.truncate(3);
    let t = g.seats[0].rack[0];
    let r = g.apply(0, &Action::Exchange(vec![t])).unwrap_err();
    assert_eq!(r, Refusal::BagTooSmall { have: 3, need: 7 });
    assert_eq!(
        r.to_string(),
        "Exchanging needs at least 7 tiles in the bag; it holds 3."
    );
}

#[test]
fn an_exchange_swaps_tiles_with_the_bag() {
    let mut g = Game::new(RulesKind::Classic.rules(), lexicon(), &["Ada", "Bo"], 8);
    set_rack(&mut g, 0, "QQ".get(..1).unwrap());
    let mut rack = g.seats[0].rack.clone();
    while rack.len() < 7 {
        let t = g.bag.pop().unwrap();
        rack.push(t);
    }
    g.seats[0].rack = rack;
    let events = g.apply(0, &Action::Exchange(b"Q".to_vec())).unwrap();
    assert_eq!(events, vec![Event::Exchanged { seat: 0, count: 1 }]);
    assert_eq!(g.seats[0].rack.len(), 7);
    assert_eq!(tiles_in_play(&g), 100);
    assert_eq!(g.turn, 1);
    assert_eq!(g.scoreless_run, 1);
}

#[test]
fn a_computer_game_looks_like_a_real_one() {
    let g = play_out(RulesKind::Classic, [Strength::Hard, Strength::Normal], 21);
    let plays = g
        .log
        .iter()
        .filter(|e| {
            matches!(
                e.kind,
                wordtable::games::crossword::gcg::GcgKind::Play { .. }
            )
        })
        .count();
    assert!(plays >= 12, "{plays} plays");
    assert!(g.board.tile_count() >= 60, "{:?}", g.board);
    assert!(g.seats.iter().all(|s| s.score > 150), "{:?}", g.seats);
}

#[test]
fn every_player_starts_with_a_full_rack_and_refills_after_a_move() {
    // "every player gets randomly 8 letters from the bag"; the engine seats 2 to 4.
    let mut g = Game::new(
        RulesKind::Wordgame.rules(),
        lexicon(),
        &["A", "B", "C", "D"],
        12,
    );
    assert!(g.seats.iter().all(|s| s.rack.len() == 8));
    assert_eq!(g.bag.len(), 104 - 32);
    set_rack(&mut g, 0, "CATSEEEE");
    g.apply(0, &place("8G", "CATS")).unwrap();
    // "After a move the player gets ... as many new letters ... as he needs to have 8 again."
    assert_eq!(g.seats[0].rack.len(), 8);
    assert_eq!(g.bag.len(), 104 - 32 - 4);
    assert_eq!(g.turn, 1);
    let c = Game::new(RulesKind::Classic.rules(), lexicon(), &["A", "B"], 12);
    assert!(c.seats.iter().all(|s| s.rack.len() == 7));
    assert_eq!(c.bag.len(), 100 - 14);
}
