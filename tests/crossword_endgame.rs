//! The crossword computer's endgame search: positions with the bag empty whose best sequence
//! was worked out by hand on a made-up word list (setting up an out-play, going out in two
//! for more than in one, blocking the opponent's big play), and random small endgames
//! solved by the search and by a plain minimax that tries every line without pruning or
//! memory: both must give the same spread.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use wordtable::games::crossword::ai::endgame::{Limit, Position, Solution, solve};
use wordtable::games::crossword::ai::{Strength, choose};
use wordtable::games::crossword::board::Board;
use wordtable::games::crossword::game::{Action, Game, take};
use wordtable::games::crossword::movegen::{Move, generate};
use wordtable::games::crossword::rules::{Rules, RulesKind};
use wordtable::words::Lexicon;

/// A board with `AB` across the centre row, the A on the centre square (row 8, column H).
fn board_with_ab() -> Board {
    let mut rows = vec!["15"; 15];
    rows[7] = "7AB6";
    Board::from_fen(&rows.join("/")).unwrap()
}

fn position(board: Board, mine: &str, theirs: &str) -> Position {
    Position {
        board,
        racks: [mine.as_bytes().to_vec(), theirs.as_bytes().to_vec()],
        to_move: 0,
        pass_run: 0,
        scoreless_run: 0,
    }
}

fn classic() -> &'static Rules {
    RulesKind::Classic.rules()
}

fn solved(pos: &Position, words: &[&str]) -> Solution {
    let lex = Lexicon::from_words(words.iter().map(|w| w.to_ascii_lowercase()));
    let s = solve(pos, classic(), &lex, Limit::NONE);
    assert!(s.exact, "a position this small is solved to the end");
    s
}

fn first_tiles(s: &Solution) -> Vec<u8> {
    s.first.as_ref().map(Move::rack_letters).unwrap_or_default()
}

/// Words: AB, AS, AX, XS. The opponent holds Q and V, which make no word, so they can only
/// pass. X under the A (AX, 9 points) scores most now, but takes the S's only square, and
/// the S is stuck: six scoreless turns end the game, each side losing its rack, 9 + 14 - 1 =
/// 22. The S under the A (AS) makes a place for the X beside it (XS across, the X on a
/// double letter), whether the two go down one after the other (2, then 17 with the X out)
/// or together (19, out): with twice the opponent's 14, 47 either way.
#[test]
fn keeps_the_way_out_open_rather_than_scoring_most_now() {
    let s = solved(
        &position(board_with_ab(), "SX", "QV"),
        &["AB", "AS", "AX", "XS"],
    );
    assert_ne!(first_tiles(&s), b"X", "AX alone leaves the S stuck");
    assert!(first_tiles(&s).contains(&b'S'));
    assert_eq!(s.spread, 47);
}

/// Words: AB, AS, ASH. Going out at once with ASH down from the A scores 1 + 1 + 4 = 6, then
/// twice the opponent's Q and V (28): 34. Laying the S first (AS, 2), then the H (ASH again,
/// 6, and out) scores the A and S twice: 36, and the opponent, with no word, cannot stop it.
/// With ASZ a word and a Z on the opponent's rack, the gap is theirs: after AS they lay the Z
/// below it (12) and the H is stuck (2 - 12, then the racks: 4 against their Q's 10: -4), so
/// going out at once is best: 6 + twice 20 = 46.
#[test]
fn goes_out_in_two_when_it_is_worth_more_unless_the_opponent_can_block() {
    let s = solved(&position(board_with_ab(), "SH", "QV"), &["AB", "AS", "ASH"]);
    assert_eq!(first_tiles(&s), b"S");
    assert_eq!(s.spread, 36);
    let s = solved(
        &position(board_with_ab(), "SH", "ZQ"),
        &["AB", "AS", "ASH", "ASZ"],
    );
    assert_eq!(s.first.as_ref().map(Move::tiles_laid), Some(2));
    assert_eq!(s.spread, 46);
}

/// Words: AB, ABS, SA, ZA. My S can make ABS (5) or stand above the A as SA (2); my V makes
/// nothing. The opponent's Z has one place, above the A (ZA, 11). Taking the 5 lets the Z in:
/// 5 - 11, then the game ends on scoreless turns, me losing V (4) and them Q (10): 0 in all.
/// SA blocks the only place the Z could go: 2, then both stuck with 4 against 20: 18.
#[test]
fn blocks_the_opponents_only_big_play() {
    let s = solved(
        &position(board_with_ab(), "SV", "ZQ"),
        &["AB", "ABS", "SA", "ZA"],
    );
    let first = s.first.expect("a move, not a pass");
    assert_eq!(first.word(), b"SA");
    assert_eq!(s.spread, 18);
}

/// An Expert seat in a real game reaches the same answer through `choose`.
#[test]
fn an_expert_seat_plays_the_searched_move() {
    let lex = Lexicon::from_words(["ab", "as", "ash"]);
    let mut game = Game::new(classic(), lex, &["Me", "You"], 1);
    game.bag.clear();
    game.board = board_with_ab();
    game.seats[0].rack = b"SH".to_vec();
    game.seats[1].rack = b"QV".to_vec();
    let mut rng = StdRng::seed_from_u64(1);
    match choose(&game, Strength::Expert, &mut rng) {
        Action::Place(play) => assert_eq!(play.rack_letters(), b"S".to_vec()),
        other => panic!("expected a placement, got {other:?}"),
    }
    // Hard, with no look-ahead, goes out at once.
    match choose(&game, Strength::Hard, &mut rng) {
        Action::Place(play) => assert_eq!(play.rack_letters().len(), 2),
        other => panic!("expected a placement, got {other:?}"),
    }
}

/// Every line to the end, no pruning and no table: the spread to come for the player to move.
fn minimax(pos: &Position, rules: &Rules, lex: &Lexicon) -> i32 {
    let me = pos.to_move;
    let value = |rack: &[u8]| -> i32 { rack.iter().map(|&t| rules.tile_value(t)).sum() };
    let theirs = value(&pos.racks[1 - me]);
    let mut moves = Vec::new();
    generate(&pos.board, &pos.racks[me], rules, lex, &mut moves);
    let mut best = i32::MIN;
    for option in moves.iter().map(Some).chain([None]) {
        let mut next = pos.clone();
        next.to_move = 1 - me;
        let gained = match option {
            Some(m) => {
                let rest = take(&pos.racks[me], &m.rack_letters()).unwrap();
                if rest.is_empty() {
                    let bonus = if rules.out_bonus { theirs } else { 0 };
                    best = best.max(m.score + theirs + bonus);
                    continue;
                }
                let mut play = m.to_play();
                // Lay the new tiles through the engine's own play type.
                for (i, cell) in play.cells.iter_mut().enumerate() {
                    if let wordtable::games::crossword::play::Cell::New(t) = cell {
                        let (r, c) = match play.dir {
                            wordtable::games::crossword::Dir::Across => (play.row, play.col + i),
                            wordtable::games::crossword::Dir::Down => (play.row + i, play.col),
                        };
                        next.board.set(r, c, *t);
                    }
                }
                next.racks[me] = rest;
                next.pass_run = 0;
                next.scoreless_run = if m.score > 0 {
                    0
                } else {
                    pos.scoreless_run + 1
                };
                m.score
            }
            None => {
                next.pass_run += 1;
                next.scoreless_run += 1;
                0
            }
        };
        let ends = rules.passes_end.is_some_and(|n| next.pass_run >= n)
            || rules
                .scoreless_turns_end
                .is_some_and(|n| next.scoreless_run >= n);
        let v = if ends {
            gained - value(&next.racks[me]) + theirs
        } else {
            gained - minimax(&next, rules, lex)
        };
        best = best.max(v);
    }
    best
}

/// Random endgames from real games (the built-in English list, both rule sets), cut down to
/// racks of one and two tiles so the plain minimax finishes: the search agrees every time.
#[test]
fn the_search_agrees_with_plain_minimax_on_random_endgames() {
    let lex = Lexicon::english().clone();
    let mut rng = StdRng::seed_from_u64(7);
    let mut checked = 0;
    for seed in 0..12u64 {
        let kind = if seed % 2 == 0 {
            RulesKind::Wordgame
        } else {
            RulesKind::Classic
        };
        let rules = kind.rules();
        let mut game = Game::new(rules, lex.clone(), &["A", "B"], seed);
        let mut ai_rng = StdRng::seed_from_u64(seed);
        while game.to_play().is_some() && !game.bag.is_empty() {
            let action = choose(&game, Strength::Normal, &mut ai_rng);
            game.apply(game.turn, &action).unwrap();
        }
        let Some(mut pos) = Position::of(&game) else {
            continue;
        };
        for (seat, rack) in pos.racks.iter_mut().enumerate() {
            let keep = (seat + 1).min(rack.len());
            let start = rng.random_range(0..=rack.len() - keep);
            *rack = rack[start..start + keep].to_vec();
        }
        if pos.racks.iter().any(Vec::is_empty) {
            continue;
        }
        let s = solve(&pos, rules, &lex, Limit::NONE);
        assert!(s.exact);
        assert_eq!(
            s.spread,
            minimax(&pos, rules, &lex),
            "seed {seed}: {:?} against {:?}",
            String::from_utf8_lossy(&pos.racks[0]),
            String::from_utf8_lossy(&pos.racks[1])
        );
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} endgames reached");
}
