//! The move generator against an independent brute-force lister (every word of the list at
//! every position, checked by the engine): on random positions with a small word list, and
//! on the shared test positions with the word list they were made with. Every generated
//! move is also accepted by the engine at the same score.
//!
//! The Debian word lists (`wamerican`, `wamerican-huge`) are prerequisites of the test run,
//! installed by `.ci/run`; where they are missing (Windows, macOS) the tests that need them
//! are skipped with a word on stderr.

mod common;

use std::collections::BTreeSet;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use wordtable::games::crossword::board::{Board, SIZE};
use wordtable::games::crossword::check::check_play;
use wordtable::games::crossword::movegen::brute::brute_force_moves;
use wordtable::games::crossword::movegen::{Move, MoveGen, generate};
use wordtable::games::crossword::positions::parse_positions;
use wordtable::games::crossword::rules::{Rules, RulesKind};
use wordtable::words::Lexicon;

/// A Debian word list, filtered as the positions' README says; `None` where it is missing.
fn debian_list(file: &str) -> Option<Lexicon> {
    let text = common::system_word_list(file)?;
    Some(Lexicon::from_words(text.lines().filter(|w| {
        (2..=15).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_lowercase())
    })))
}

fn positions(file: &str) -> Vec<(Board, String)> {
    let path = format!("{}/tests/data/movegen/{file}", env!("CARGO_MANIFEST_DIR"));
    parse_positions(&std::fs::read_to_string(path).unwrap())
        .unwrap()
        .into_iter()
        .map(|p| (p.board, p.rack))
        .collect()
}

fn generated(board: &Board, rack: &str, rules: &Rules, lex: &Lexicon) -> Vec<Move> {
    let mut moves = Vec::new();
    generate(board, rack.as_bytes(), rules, lex, &mut moves);
    moves
}

/// Set-equality with the brute force, no duplicates, and the engine's agreement.
fn check_position(board: &Board, rack: &str, rules: &Rules, lex: &Lexicon, words: &[Vec<u8>]) {
    let moves = generated(board, rack, rules, lex);
    let set: BTreeSet<(String, i32)> = moves.iter().map(|m| (m.notation(), m.score)).collect();
    assert_eq!(
        set.len(),
        moves.len(),
        "duplicates for {} {rack}",
        board.to_fen()
    );
    let reference = brute_force_moves(board, rack.as_bytes(), rules, lex, words);
    let only_gen: Vec<_> = set.difference(&reference).take(5).collect();
    let only_ref: Vec<_> = reference.difference(&set).take(5).collect();
    assert!(
        only_gen.is_empty() && only_ref.is_empty(),
        "{} {rack}: only generated {only_gen:?}, only brute force {only_ref:?}",
        board.to_fen()
    );
    engine_accepts(board, &moves, rules, lex);
}

fn engine_accepts(board: &Board, moves: &[Move], rules: &Rules, lex: &Lexicon) {
    for m in moves {
        let scored = check_play(board, rules, &m.to_play(), Some(lex))
            .unwrap_or_else(|e| panic!("{} refused on {}: {e}", m.notation(), board.to_fen()));
        assert_eq!(
            scored.score,
            m.score,
            "{} on {}",
            m.notation(),
            board.to_fen()
        );
    }
}

/// Every 15th English word of up to 7 letters, and the two-letter words (so boards stay
/// connected and crowded enough to test hooks and parallel plays).
fn small_english() -> Lexicon {
    common::english_sample(15, 7, &[])
}

fn random_rack(rng: &mut StdRng, rules: &Rules) -> String {
    let bag = rules.full_bag();
    (0..rules.rack_size)
        .map(|_| *bag.choose(rng).unwrap() as char)
        .collect()
}

/// Puts a move's new tiles on the board.
fn lay(board: &mut Board, m: &Move) {
    let play = m.to_play();
    for (i, cell) in play.cells.iter().enumerate() {
        if let wordtable::games::crossword::play::Cell::New(t) = cell {
            let (r, c) = play.square(i);
            board.set(r, c, *t);
        }
    }
}

#[test]
fn random_positions_match_the_brute_force_under_both_rule_sets() {
    let lex = small_english();
    let words: Vec<Vec<u8>> = lex.words().into_iter().map(String::into_bytes).collect();
    let mut checked = 0;
    for (kind, seed) in [(RulesKind::Classic, 7u64), (RulesKind::Wordgame, 11)] {
        let rules = kind.rules();
        let mut rng = StdRng::seed_from_u64(seed);
        for _game in 0..3 {
            let mut board = Board::empty();
            for _turn in 0..8 {
                let rack = random_rack(&mut rng, rules);
                check_position(&board, &rack, rules, &lex, &words);
                checked += 1;
                let moves = generated(&board, &rack, rules, &lex);
                let Some(m) = moves.choose(&mut rng) else {
                    continue;
                };
                lay(&mut board, m);
                assert!(board.tile_count() <= SIZE * SIZE);
                let _ = rng.random::<u8>();
            }
        }
    }
    assert_eq!(checked, 48);
}

/// Moves as a sorted list, to compare two generators' answers.
fn sorted(moves: &[Move]) -> Vec<(String, i32)> {
    let mut list: Vec<_> = moves.iter().map(|m| (m.notation(), m.score)).collect();
    list.sort();
    list
}

#[test]
fn a_generator_reused_through_games_finds_what_a_fresh_one_finds() {
    let lex = small_english();
    for kind in [RulesKind::Classic, RulesKind::Wordgame] {
        let rules = kind.rules();
        let mut rng = StdRng::seed_from_u64(23);
        let mut generator = MoveGen::new(&lex, rules);
        let mut seen = Vec::new();
        let mut compared = 0;
        for _game in 0..3 {
            // Each game starts on an empty board: every tile of the last one comes off at once.
            let mut board = Board::empty();
            for _turn in 0..12 {
                let rack = random_rack(&mut rng, rules);
                let mut reused = Vec::new();
                generator.generate(&board, rack.as_bytes(), &mut reused);
                let fresh = generated(&board, &rack, rules, &lex);
                assert_eq!(sorted(&reused), sorted(&fresh), "{} {rack}", board.to_fen());
                compared += 1;
                seen.push((board.clone(), rack));
                let Some(m) = fresh.iter().max_by_key(|m| (m.score, m.notation())) else {
                    continue;
                };
                lay(&mut board, m);
            }
        }
        // Jumping between positions out of order: many squares change at once, both ways.
        seen.reverse();
        for (board, rack) in seen.iter().step_by(3) {
            let mut reused = Vec::new();
            generator.generate(board, rack.as_bytes(), &mut reused);
            let fresh = generated(board, rack, rules, &lex);
            assert_eq!(sorted(&reused), sorted(&fresh), "{} {rack}", board.to_fen());
        }
        assert_eq!(compared, 36);
        assert!(
            seen.iter().any(|(b, _)| b.tile_count() > 20),
            "the games grew"
        );
    }
}

fn small_list_positions_match(file: &str) {
    let Some(lex) = debian_list("american-english") else {
        return;
    };
    assert_eq!(lex.len(), 63_612, "the list the positions were made with");
    let words: Vec<Vec<u8>> = lex.words().into_iter().map(String::into_bytes).collect();
    let rules = RulesKind::Classic.rules();
    let list = positions(file);
    assert!(list.len() >= 10);
    for (board, rack) in list {
        check_position(&board, &rack, rules, &lex, &words);
    }
}

#[test]
fn fixed_positions_match_the_brute_force_with_the_small_list() {
    small_list_positions_match("fixed.txt");
}

#[test]
fn self_play_positions_match_the_brute_force_with_the_small_list() {
    small_list_positions_match("selfplay-wamerican.txt");
}

#[test]
fn huge_list_positions_are_all_accepted_by_the_engine() {
    let Some(lex) = debian_list("american-english-huge") else {
        return;
    };
    assert_eq!(lex.len(), 240_984);
    // The reference count for the empty board and ??AEINRS with this list.
    let empty = Board::empty();
    let classic = RulesKind::Classic.rules();
    assert_eq!(generated(&empty, "??AEINRS", classic, &lex).len(), 117_532);
    for (file, kind) in [
        ("selfplay-huge.txt", RulesKind::Classic),
        ("selfplay8-huge.txt", RulesKind::Wordgame),
    ] {
        let rules = kind.rules();
        for (board, rack) in positions(file) {
            let moves = generated(&board, &rack, rules, &lex);
            assert!(
                !moves.is_empty() || rack.len() < 3,
                "{} {rack}",
                board.to_fen()
            );
            engine_accepts(&board, &moves, rules, &lex);
        }
    }
}
