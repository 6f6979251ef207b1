//! Property test for the crossword engine: seven hundred seeded random games, under both rule
//! sets and with two or three seats, of random legal and illegal actions through
//! `Game::apply`. After every action: no tile is created or lost (the bag, the racks and the
//! board hold exactly the full set), a refused action changes nothing, and each score is the
//! sum of its move scores and end adjustments. Every finished game exports a GCG record that
//! replays exactly, and reads back the same.

use rand::prelude::*;
use rand_chacha::ChaCha8Rng;
use wordtable::games::crossword::game::{Action, Event, Game};
use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::movegen::{Move, generate};
use wordtable::games::crossword::play::Play;
use wordtable::games::crossword::replay::replay;
use wordtable::games::crossword::rules::RulesKind;
use wordtable::games::crossword::{Cell, Dir};
use wordtable::words::Lexicon;

/// A small word list: every two-letter word the random plays need to connect, and short
/// words so the move generator is quick in a debug build.
const WORDS: &str = "aa ab ad ae ag ah ai al am an ar as at aw ax ay ba be bi bo by de do ed \
    ef eh el em en er es ex fa go ha he hi hm ho id if in is it jo ka la li lo ma me mi mo mu \
    my na ne no nu od oe of oh oi om on op or os ow ox oy pa pe pi qi re sh si so ta ti to uh \
    um un up us ut we wo xi xu ya ye yo za ant tan eat tea ate sea set ten net not ton one \
    ore roe oar rat tar art era are ear sat tis its sit son nos ion rot tor dot don nod end \
    den red rid din dim aim mat tam man men hen hat the his her ore zoo zap jab jet qat box \
    fox wax vex yak kin ink gin rig dig fig cat act cab cot cod cox stare tears rates aster \
    stone notes onset tones rinse risen siren inert inter niter train retain ratine \
    dearest derates readies seriate aeriest";

fn lexicon() -> Lexicon {
    Lexicon::from_words(WORDS.split_whitespace())
}

/// Tile counts of the whole game: bag, racks and board (a blank on the board counts as `?`).
fn tile_counts(g: &Game) -> [u32; 27] {
    let mut c = [0u32; 27];
    let mut add = |t: u8| match t {
        b'A'..=b'Z' => c[(t - b'A') as usize] += 1,
        b'?' | b'a'..=b'z' => c[26] += 1,
        _ => panic!("not a tile: {t}"),
    };
    g.bag.iter().for_each(|&t| add(t));
    g.seats.iter().flat_map(|s| &s.rack).for_each(|&t| add(t));
    g.board
        .squares()
        .iter()
        .filter(|&&t| t != 0)
        .for_each(|&t| add(t));
    c
}

/// Everything an action may change, to compare before and after a refusal.
#[derive(Debug, PartialEq)]
struct Snapshot {
    board: String,
    bag: Vec<u8>,
    seats: Vec<wordtable::games::crossword::game::Seat>,
    turn: usize,
    runs: (usize, usize, usize),
    over: Option<wordtable::games::crossword::game::EndReason>,
    log: usize,
}

fn snapshot(g: &Game) -> Snapshot {
    Snapshot {
        board: g.board.to_fen(),
        bag: g.bag.clone(),
        seats: g.seats.clone(),
        turn: g.turn,
        runs: (g.scoreless_run, g.pass_run, g.turns_played),
        over: g.over,
        log: g.log.len(),
    }
}

/// A random action for `seat`: often a legal play from the move generator, else a pass, an
/// exchange (of rack tiles or not), or a placement of random letters at a random square.
fn random_action(g: &Game, seat: usize, lex: &Lexicon, rng: &mut ChaCha8Rng) -> Action {
    let rack = &g.seats[seat].rack;
    match rng.random_range(0..20) {
        0..=9 => {
            let mut moves: Vec<Move> = Vec::new();
            generate(&g.board, rack, &g.rules, lex, &mut moves);
            match moves.choose(rng) {
                Some(m) => Action::Place(m.to_play()),
                None => Action::Pass,
            }
        }
        10..=11 => Action::Pass,
        12..=14 => {
            let mut tiles: Vec<u8> = rack
                .iter()
                .copied()
                .filter(|_| rng.random_bool(0.4))
                .collect();
            if rng.random_bool(0.2) {
                tiles.push(b'A' + rng.random_range(0..26u8));
            }
            Action::Exchange(tiles)
        }
        _ => {
            let n = rng.random_range(1..5);
            let cells = (0..n)
                .map(|_| {
                    if rng.random_bool(0.7) && !rack.is_empty() {
                        let t = rack[rng.random_range(0..rack.len())];
                        Cell::New(if t == b'?' { b'e' } else { t })
                    } else if rng.random_bool(0.5) {
                        Cell::Board(None)
                    } else {
                        Cell::New(b'A' + rng.random_range(0..26u8))
                    }
                })
                .collect();
            Action::Place(Play {
                row: rng.random_range(0..15),
                col: rng.random_range(0..15),
                dir: if rng.random_bool(0.5) {
                    Dir::Across
                } else {
                    Dir::Down
                },
                cells,
            })
        }
    }
}

/// Plays one random game; returns whether it finished.
fn play_game(seed: u64, lex: &Lexicon) -> bool {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let kind = if seed.is_multiple_of(2) {
        RulesKind::Classic
    } else {
        RulesKind::Wordgame
    };
    let rules = kind.rules();
    let names: &[&str] = if seed.is_multiple_of(5) {
        &["Ada", "Bo", "Cy"]
    } else {
        &["Ada", "Bo"]
    };
    let mut g = Game::new(rules, lex.clone(), names, seed);
    let full = {
        let mut c = [0u32; 27];
        for (i, &n) in rules.counts.iter().enumerate() {
            c[i] = n as u32;
        }
        c[26] = rules.blanks as u32;
        c
    };
    assert_eq!(tile_counts(&g), full);
    let mut expected = vec![0i32; names.len()];
    for _ in 0..150 {
        // What each seat has not seen is the bag and the other racks, tile for tile.
        for seat in 0..names.len() {
            let mut others = g.bag.clone();
            for (i, s) in g.seats.iter().enumerate() {
                if i != seat {
                    others.extend_from_slice(&s.rack);
                }
            }
            others.sort_unstable();
            let mut unseen: Vec<u8> = g.unseen_by(seat).spelled().into_bytes();
            unseen.sort_unstable();
            assert_eq!(unseen, others, "seed {seed}, seat {seat}");
        }
        let Some(current) = g.to_play() else {
            break;
        };
        // Now and then, someone out of turn.
        let seat = if rng.random_bool(0.05) {
            (current + 1) % names.len()
        } else {
            current
        };
        let action = random_action(&g, seat, lex, &mut rng);
        let before = snapshot(&g);
        match g.apply(seat, &action) {
            Ok(events) => {
                for e in &events {
                    match e {
                        Event::Placed { seat, score, .. } => expected[*seat] += score,
                        Event::Ended { adjustments, .. } => {
                            for (x, a) in expected.iter_mut().zip(adjustments) {
                                *x += a;
                            }
                        }
                        _ => {}
                    }
                }
            }
            Err(why) => assert_eq!(
                snapshot(&g),
                before,
                "seed {seed}: refused {action:?} ({why}) changed the game"
            ),
        }
        assert_eq!(tile_counts(&g), full, "seed {seed}: after {action:?}");
        let scores: Vec<i32> = g.seats.iter().map(|s| s.score).collect();
        assert_eq!(scores, expected, "seed {seed}: after {action:?}");
    }
    if g.over.is_none() {
        return false;
    }
    let text = g.to_gcg().to_text();
    let record = GcgRecord::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
    assert_eq!(record.rules_kind(), Some(kind));
    let report = replay(&record, rules, Some(lex));
    let bad: Vec<_> = report
        .moves
        .iter()
        .filter(|m| m.mismatch.is_some())
        .collect();
    assert!(bad.is_empty(), "seed {seed}: {bad:#?}\n{text}");
    assert_eq!(report.mismatches, 0, "seed {seed}: {:?}", report.problems);
    let finals: Vec<i64> = report.final_scores.iter().map(|f| f.1).collect();
    let scores: Vec<i64> = g.seats.iter().map(|s| i64::from(s.score)).collect();
    assert_eq!(finals, scores, "seed {seed}\n{text}");
    assert_eq!(report.board, g.board.to_fen(), "seed {seed}");
    assert_eq!(
        GcgRecord::parse(&record.to_text()).unwrap().events,
        record.events
    );
    true
}

#[test]
fn random_games_conserve_tiles_and_scores_and_replay_exactly() {
    let lex = lexicon();
    let games = 700;
    let finished = (0..games).filter(|&seed| play_game(seed, &lex)).count();
    // Most games end within the action budget (passes and exchanges end them too).
    assert!(
        finished * 2 > games as usize,
        "only {finished} of {games} finished"
    );
}
