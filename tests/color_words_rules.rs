//! Color Words' rules, each driven through actions: the material (grids, boards, cards), the
//! round (the draw, where a word may start, how it runs, no letter reused, the dictionary,
//! accents folded, proper nouns under a theme), the scoring (the worked example "slaloms" = 7,
//! the Start cell, every bonus kind, the theme vote), the six rounds, grid A's Star box, grid B's
//! star race (shared and crossed stars), ties sharing the win, the solo rules and ladder, the
//! computer seats through the engine, the best-word search against a brute force, and a seeded
//! loop of random rounds checking that every score is the sum of its parts, that no cell is
//! written twice and that a refused action changes nothing.

use std::collections::HashSet;
use std::sync::Arc;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use wordtable::engine::Seats;
use wordtable::engine::harness::Harness;
use wordtable::games::color_words::material::{BonusKind, CELLS, Paint, Step};
use wordtable::games::color_words::players::{Level, query};
use wordtable::games::color_words::plugin::{ColorWords, ColorWordsPhase};
use wordtable::games::color_words::refusal::Expected;
use wordtable::games::color_words::save::state_json;
use wordtable::games::color_words::search::{best_path, best_words};
use wordtable::games::color_words::state::Written;
use wordtable::games::color_words::{
    Action, Cell, Colour, Event, Game, GridName, Material, Phase, Rating, Refusal, Setup, Stacked,
    Star, StarMark, VoteOn,
};
use wordtable::words::{Language, Lexicon};

const GRIDS: &str = include_str!("../assets/color_words/grids.ron");
const CARDS: &str = include_str!("../assets/color_words/cards.ron");

/// Bonus cards by their number in the box (from 1), as `cards.ron` lists them.
const THEME_SCREEN: usize = 1;
const LAST_YELLOW: usize = 14;
const TURN_RED: usize = 18;
const FIRST_J: usize = 22;
const FIRST_A: usize = 19;
const STRAIGHT_RIGHT: usize = 25;
const STRAIGHT_DOWN: usize = 26;
const CELLS_B4_D6: usize = 27;
const SIZE_4: usize = 31;
const SIZE_5: usize = 32;

fn cell(s: &str) -> Cell {
    Cell::parse(s).unwrap()
}

/// A path from `start` along `steps` (`R` right, `D` down).
fn path(start: &str, steps: &str) -> Vec<Cell> {
    let mut cells = vec![cell(start)];
    for s in steps.chars() {
        let step = if s == 'R' { Step::Right } else { Step::Down };
        let next = cells.last().unwrap().stepped(step).unwrap();
        cells.push(next);
    }
    cells
}

fn write(word: &str, start: &str, steps: &str) -> Action {
    Action::Write {
        word: word.into(),
        cells: path(start, steps),
    }
}

/// A game whose letter cards come in `letters` order (filled up with the rest of the box) and
/// whose bonus cards come in `bonus` order (filled up likewise).
fn stacked(
    grid: GridName,
    language: Language,
    players: usize,
    letters: &str,
    bonus: &[usize],
) -> Game {
    let mut all: String = letters.to_string();
    for l in "ABCDEGILMNOPRSTUJV".chars() {
        if !all.contains(l) {
            all.push(l);
        }
    }
    let mut cards = bonus.to_vec();
    // The thematic cards (1 to 12) last, so a round the test leaves open has no vote.
    for n in (13..=36).chain(1..=12) {
        if !cards.contains(&n) {
            cards.push(n);
        }
    }
    let names = ["Ada", "Bo", "Cy", "Di"];
    Game::new(&Setup {
        seed: 1,
        grid,
        language,
        players: names[..players].iter().map(|n| n.to_string()).collect(),
        stacked: Some(Stacked {
            letters: all,
            bonus: cards,
        }),
    })
    .unwrap()
}

/// The dealer flips the round's cards (crossing out the first open star first, solo on B).
fn draw(g: &mut Game) -> Vec<Event> {
    if g.phase == Phase::CrossOut {
        let star = Star::all()
            .find(|s| g.players[0].sheet.star(*s) == StarMark::Open)
            .unwrap();
        g.apply(0, &Action::CrossOutStar(star)).unwrap();
    }
    let dealer = g.acting()[0];
    g.apply(dealer, &Action::Draw).unwrap()
}

/// Everyone still writing passes.
fn pass_all(g: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    for seat in g.acting() {
        events.extend(g.apply(seat, &Action::Pass).unwrap());
    }
    events
}

/// Plays empty rounds to the end: the events of them all.
fn finish(g: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while !g.is_over() {
        events.extend(draw(g));
        events.extend(pass_all(g));
    }
    events
}

fn scored(events: &[Event], seat: usize) -> u32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::Scored { seat: s, score, .. } if *s == seat => Some(score.total()),
            _ => None,
        })
        .expect("a score bubble for the seat")
}

/// A refused action changes nothing: the whole state reads the same.
fn refused(g: &mut Game, seat: usize, action: Action) -> Refusal {
    let before = state_json(g);
    let phase = g.phase.clone();
    let why = g
        .apply(seat, &action)
        .expect_err("the action should be refused");
    assert_eq!(state_json(g), before, "{action:?} changed the game");
    assert_eq!(g.phase, phase);
    why
}

// ---- the material ----

#[test]
fn both_grids_have_16_cells_of_each_colour_and_every_line_holds_all_three() {
    let m = Material::shipped();
    for name in [GridName::A, GridName::B] {
        let g = m.grid(name);
        assert_eq!(g.paint(Cell::START), Paint::Start, "{name:?}");
        assert_eq!(g.paint.iter().filter(|p| **p == Paint::Start).count(), 1);
        for c in Colour::ALL {
            assert_eq!(
                g.paint.iter().filter(|p| **p == Paint::Colour(c)).count(),
                16
            );
            for line in Star::all() {
                assert!(
                    line.cells().any(|x| g.colour(x) == Some(c)),
                    "grid {name:?} line {line} lacks {c:?}"
                );
            }
        }
    }
    assert_ne!(m.grid(GridName::A).paint, m.grid(GridName::B).paint);
}

#[test]
fn the_box_holds_3_boards_18_letters_and_36_bonus_cards_of_seven_kinds_as_printed() {
    let m = Material::shipped();
    assert_eq!(m.boards, [Colour::Blue, Colour::Yellow, Colour::Red]);
    let mut letters = m.letters.clone();
    letters.sort_unstable();
    assert_eq!(letters, b"ABCDEGIJLMNOPRSTUV");
    assert_eq!(m.bonus.len(), 36);
    let of = |f: &dyn Fn(&BonusKind) -> bool| -> Vec<u32> {
        m.bonus
            .iter()
            .filter(|b| f(&b.kind))
            .map(|b| b.points)
            .collect()
    };
    assert_eq!(of(&|k| matches!(k, BonusKind::Theme(_))).len(), 12);
    assert_eq!(of(&|k| matches!(k, BonusKind::LastLetter(_))), [2, 2, 2]);
    assert_eq!(of(&|k| matches!(k, BonusKind::Turn(_))), [2, 2, 2]);
    let first: Vec<(char, u32)> = m
        .bonus
        .iter()
        .filter_map(|b| match b.kind {
            BonusKind::FirstLetter(c) => Some((c, b.points)),
            _ => None,
        })
        .collect();
    assert_eq!(
        first,
        [('A', 3), ('B', 3), ('C', 3), ('J', 4), ('N', 4), ('O', 4)]
    );
    assert_eq!(of(&|k| matches!(k, BonusKind::Straight(_))), [2, 2]);
    assert_eq!(of(&|k| matches!(k, BonusKind::Cells(_))), [3, 3, 4, 4]);
    assert_eq!(of(&|k| matches!(k, BonusKind::Size(_))).len(), 6);
    // The numbers the tests use name the cards they think.
    assert_eq!(
        m.bonus[LAST_YELLOW - 1].kind,
        BonusKind::LastLetter(Colour::Yellow)
    );
    assert_eq!(m.bonus[TURN_RED - 1].kind, BonusKind::Turn(Colour::Red));
    assert_eq!(m.bonus[FIRST_J - 1].kind, BonusKind::FirstLetter('J'));
    assert_eq!(
        m.bonus[STRAIGHT_DOWN - 1].kind,
        BonusKind::Straight(Step::Down)
    );
    assert_eq!(m.bonus[SIZE_5 - 1].kind, BonusKind::Size(5));
}

#[test]
fn a_grid_missing_a_colour_on_a_line_is_refused() {
    // Rows 1 and 2 of grid A rewritten with the same colours (5 blue, 3 yellow, 5 red) but all
    // three yellows in row 2: the counts hold, row 1 has no yellow.
    let grid = GRIDS.replacen(
        "\"SBBYRYR\",\n                \"BRRYBRB\"",
        "\"SBBRRBR\",\n                \"BRRYYYB\"",
        1,
    );
    assert_ne!(grid, GRIDS);
    let err = Material::parse(&grid, CARDS).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Grid A: line 1 lacks a colour; every row and column holds all three."
    );
}

// ---- the round ----

#[test]
fn a_round_flips_three_letters_onto_the_boards_and_a_bonus_card_new_cards_on_top() {
    let mut g = stacked(
        GridName::A,
        Language::English,
        2,
        "ABCODL",
        &[SIZE_4, LAST_YELLOW],
    );
    assert_eq!(g.acting(), vec![0], "seat 0 deals the first round");
    assert_eq!(
        refused(&mut g, 0, Action::Pass),
        Refusal::WrongAction {
            expected: Expected::Draw
        }
    );
    let events = g.apply(0, &Action::Draw).unwrap();
    let Event::Drew(d) = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(
        d.letters,
        [
            (Colour::Blue, b'A'),
            (Colour::Yellow, b'B'),
            (Colour::Red, b'C')
        ]
    );
    assert_eq!(d.bonus, SIZE_4 - 1);
    assert_eq!(g.acting(), vec![0, 1], "everyone writes at once");
    pass_all(&mut g);
    assert_eq!(g.acting(), vec![1], "the seats take turns dealing");
    let events = g.apply(1, &Action::Draw).unwrap();
    let Event::Drew(d) = &events[0] else { panic!() };
    assert_eq!(
        d.letters,
        [
            (Colour::Blue, b'O'),
            (Colour::Yellow, b'D'),
            (Colour::Red, b'L')
        ]
    );
    assert_eq!(d.bonus, LAST_YELLOW - 1);
    // Over six rounds every letter card is flipped once.
    let mut seen: Vec<u8> = b"ABCODL".to_vec();
    pass_all(&mut g);
    while !g.is_over() {
        for e in draw(&mut g) {
            if let Event::Drew(d) = e {
                seen.extend(d.letters.iter().map(|(_, l)| *l));
            }
        }
        pass_all(&mut g);
    }
    seen.sort_unstable();
    assert_eq!(seen, b"ABCDEGIJLMNOPRSTUV");
}

#[test]
fn the_first_word_starts_on_the_start_cell_and_later_ones_next_to_a_filled_cell() {
    let mut g = stacked(GridName::A, Language::English, 1, "", &[SIZE_4]);
    draw(&mut g);
    assert_eq!(
        refused(&mut g, 0, write("tea", "B1", "RR")),
        Refusal::MustStartOnStart { cell: cell("B1") }
    );
    g.apply(0, &write("tea", "A1", "RR")).unwrap();
    draw(&mut g);
    assert_eq!(
        refused(&mut g, 0, write("tea", "C3", "RR")),
        Refusal::NotAdjacent { cell: cell("C3") }
    );
    // D1 touches C1; A2 touches A1.
    g.apply(0, &write("tea", "A2", "RR")).unwrap();
    draw(&mut g);
    g.apply(0, &write("tea", "D1", "DD")).unwrap();
}

#[test]
fn a_grid_still_empty_after_a_pass_starts_on_the_start_cell() {
    let mut g = stacked(GridName::A, Language::English, 1, "", &[]);
    draw(&mut g);
    g.apply(0, &Action::Pass).unwrap();
    draw(&mut g);
    assert_eq!(
        refused(&mut g, 0, write("tea", "A2", "RR")),
        Refusal::MustStartOnStart { cell: cell("A2") }
    );
    g.apply(0, &write("tea", "A1", "DD")).unwrap();
}

#[test]
fn a_word_runs_right_and_down_only_one_letter_a_cell() {
    let mut g = stacked(GridName::A, Language::English, 1, "", &[SIZE_4]);
    draw(&mut g);
    let diagonal = Action::Write {
        word: "tea".into(),
        cells: vec![cell("A1"), cell("B2"), cell("C3")],
    };
    assert_eq!(
        refused(&mut g, 0, diagonal),
        Refusal::NotAStep {
            from: cell("A1"),
            to: cell("B2")
        }
    );
    let back = Action::Write {
        word: "tea".into(),
        cells: vec![cell("A1"), cell("B1"), cell("A1")],
    };
    assert_eq!(
        refused(&mut g, 0, back),
        Refusal::NotAStep {
            from: cell("B1"),
            to: cell("A1")
        }
    );
    let up = Action::Write {
        word: "tea".into(),
        cells: vec![cell("A1"), cell("A2"), cell("A1")],
    };
    assert!(matches!(refused(&mut g, 0, up), Refusal::NotAStep { .. }));
    assert_eq!(
        refused(&mut g, 0, write("tea", "A1", "R")),
        Refusal::PathLength {
            letters: 3,
            cells: 2
        }
    );
    let off = Action::Write {
        word: "tea".into(),
        cells: vec![cell("A1"), Cell { col: 1, row: 0 }, Cell { col: 9, row: 0 }],
    };
    assert_eq!(refused(&mut g, 0, off), Refusal::OffGrid);
    assert_eq!(
        refused(&mut g, 0, write("t", "A1", "")),
        Refusal::TooShort { min: 2 }
    );
    // A staircase is fine.
    g.apply(0, &write("steam", "A1", "RDRD")).unwrap();
    assert_eq!(g.players[0].sheet.words[0].cells, path("A1", "RDRD"));
}

#[test]
fn no_letter_of_an_earlier_word_is_used_again() {
    let mut g = stacked(GridName::A, Language::English, 1, "", &[]);
    draw(&mut g);
    g.apply(0, &write("tea", "A1", "RR")).unwrap();
    draw(&mut g);
    // "ate" through C1, the A of "tea": not a crossword.
    let through = Action::Write {
        word: "ate".into(),
        cells: vec![cell("C1"), cell("C2"), cell("C3")],
    };
    assert_eq!(
        refused(&mut g, 0, through),
        Refusal::Filled { cell: cell("C1") }
    );
    g.apply(0, &write("ate", "B2", "RR")).unwrap();
    let sheet = &g.players[0].sheet;
    assert_eq!(sheet.letters[cell("B2").index()], b'a');
    assert_eq!(sheet.empty_cells(), CELLS - 6);
}

#[test]
fn a_word_must_be_in_the_tables_dictionary_with_no_hyphen_or_apostrophe() {
    let mut g = stacked(GridName::A, Language::English, 1, "", &[SIZE_4]);
    draw(&mut g);
    assert_eq!(
        refused(&mut g, 0, write("qzx", "A1", "RR")),
        Refusal::NotAWord { word: "qzx".into() }
    );
    assert_eq!(
        refused(&mut g, 0, write("e-mail", "A1", "RRRRR")),
        Refusal::NotALetter { found: '-' }
    );
    assert_eq!(
        refused(&mut g, 0, write("don't", "A1", "RRRR")),
        Refusal::NotALetter { found: '\'' }
    );
    // Plurals and conjugations are words.
    g.apply(0, &write("walked", "A1", "RRRRR")).unwrap();
    draw(&mut g);
    g.apply(0, &write("cats", "A2", "RRR")).unwrap();
}

#[test]
fn french_words_are_matched_with_accents_folded_and_shown_with_them() {
    let mut g = stacked(GridName::A, Language::French, 1, "", &[SIZE_5]);
    draw(&mut g);
    // Typed without accents, as on paper: ÉCOLE.
    g.apply(0, &write("ecole", "A1", "RRRR")).unwrap();
    let sheet = &g.players[0].sheet;
    assert_eq!(sheet.words[0].display, "école");
    assert_eq!(sheet.shown[0], 'é');
    assert_eq!(sheet.letters[0], b'e');
    draw(&mut g);
    // Typed with them; a conjugated form.
    g.apply(0, &write("mangeâmes", "A2", "RRRRRRDD")).unwrap();
    assert_eq!(g.players[0].sheet.words[1].display, "mangeâmes");
    // An English word is not French.
    draw(&mut g);
    assert_eq!(
        refused(&mut g, 0, write("which", "A3", "RRRR")),
        Refusal::NotAWord {
            word: "which".into()
        }
    );
}

#[test]
fn words_are_checked_in_english_french_or_romanian() {
    for (language, word) in [
        (Language::English, "house"),
        (Language::French, "maison"),
        (Language::Romanian, "casă"),
    ] {
        let mut g = stacked(GridName::A, language, 1, "", &[]);
        draw(&mut g);
        let steps = "R".repeat(word.chars().count() - 1);
        g.apply(0, &write(word, "A1", &steps))
            .unwrap_or_else(|e| panic!("{language:?} {word}: {e:?}"));
    }
}

// ---- scoring ----

/// The rule text's worked example: round 2, "slaloms", L on red, O on blue, D on yellow, the
/// bonus "last letter on a yellow cell" worth 2: 1 + 2 + 2 + 2 = 7.
#[test]
fn worked_example_slaloms_scores_7() {
    let mut g = stacked(
        GridName::A,
        Language::French,
        1,
        "ABCODL",
        &[SIZE_4, LAST_YELLOW],
    );
    draw(&mut g);
    g.apply(0, &write("le", "A1", "R")).unwrap();
    let events = draw(&mut g);
    let Some(Event::Drew(d)) = events.last() else {
        panic!()
    };
    assert_eq!(
        d.letters,
        [
            (Colour::Blue, b'O'),
            (Colour::Yellow, b'D'),
            (Colour::Red, b'L')
        ]
    );
    // C1 blue, D1 yellow, D2 yellow, D3 red, D4 blue, E4 red, F4 yellow.
    let events = g.apply(0, &write("slaloms", "C1", "RDDDRR")).unwrap();
    let grid = g.grid();
    assert_eq!(grid.colour(cell("D1")), Some(Colour::Yellow));
    assert_eq!(grid.colour(cell("D3")), Some(Colour::Red));
    assert_eq!(grid.colour(cell("D4")), Some(Colour::Blue));
    assert_eq!(grid.colour(cell("F4")), Some(Colour::Yellow));
    let score = events
        .iter()
        .find_map(|e| match e {
            Event::Scored { score, .. } => Some(score.clone()),
            _ => None,
        })
        .unwrap();
    let parts: Vec<(Cell, u8, u32)> = score
        .letters
        .iter()
        .map(|l| (l.cell, l.letter, l.points))
        .collect();
    assert_eq!(
        parts,
        [
            (cell("D1"), b'L', 1),
            (cell("D3"), b'L', 2),
            (cell("D4"), b'O', 2)
        ]
    );
    assert_eq!(score.bonus, 2);
    assert_eq!(score.total(), 7);
    assert_eq!(g.players[0].sheet.bubbles[1].score.total(), 7);
}

#[test]
fn the_start_cell_scores_a_drawn_letter_one_point_at_most() {
    // A on blue, T on yellow, E on red; "tea" from A1: T in the Start cell 1, E in B1 (blue,
    // board red) 1, A in C1 (blue, board blue) 2.
    let mut g = stacked(GridName::A, Language::English, 1, "ATE", &[SIZE_4]);
    draw(&mut g);
    let events = g.apply(0, &write("tea", "A1", "RR")).unwrap();
    assert_eq!(scored(&events, 0), 4);
    let parts: Vec<u32> = g.players[0].sheet.bubbles[0]
        .score
        .letters
        .iter()
        .map(|l| l.points)
        .collect();
    assert_eq!(parts, [1, 1, 2]);
}

#[test]
fn every_occurrence_of_a_drawn_letter_scores_and_other_letters_score_nothing() {
    // E on blue: "eerie" along row 1 from A1: E(A1 start) 1, E(B1 blue) 2, E(E1 red) 1.
    let mut g = stacked(GridName::A, Language::English, 1, "EGI", &[SIZE_4]);
    draw(&mut g);
    let events = g.apply(0, &write("eerie", "A1", "RRRR")).unwrap();
    // I on red: D1 is yellow, 1.
    assert_eq!(scored(&events, 0), 1 + 2 + 1 + 1);
}

/// Plays one word in round 1 under bonus card `card`: its bonus points.
fn bonus_of(card: usize, word: &str, steps: &str) -> u32 {
    let mut g = stacked(GridName::A, Language::English, 1, "VUJ", &[card]);
    draw(&mut g);
    g.apply(0, &write(word, "A1", steps)).unwrap();
    g.players[0].sheet.bubbles[0].score.bonus
}

#[test]
fn the_last_letter_bonus_needs_the_last_cell_in_its_colour() {
    // Grid A: D1 yellow, C1 blue.
    assert_eq!(bonus_of(LAST_YELLOW, "tree", "RRR"), 2);
    assert_eq!(bonus_of(LAST_YELLOW, "tea", "RR"), 0);
}

#[test]
fn the_turn_bonus_needs_a_turn_in_a_cell_of_its_colour() {
    // Right to B1 (blue), down to B2 (red), right to C2: turns in B1 and B2.
    assert_eq!(bonus_of(TURN_RED, "tree", "RDR"), 2);
    // Straight along row 1: no turn at all.
    assert_eq!(bonus_of(TURN_RED, "tree", "RRR"), 0);
    // A1 down to A2 (blue), right to B2, down: turns in A2 (blue) and B2 (red).
    assert_eq!(bonus_of(TURN_RED, "tree", "DRD"), 2);
    // Turns in A2 (blue) only: down, right, right.
    assert_eq!(bonus_of(TURN_RED, "tree", "DRR"), 0);
}

#[test]
fn the_first_letter_bonus_needs_the_word_to_start_with_its_letter() {
    assert_eq!(bonus_of(FIRST_J, "jam", "RR"), 4);
    assert_eq!(bonus_of(FIRST_J, "ham", "RR"), 0);
    assert_eq!(bonus_of(FIRST_A, "ant", "RR"), 3);
}

#[test]
fn the_straight_line_bonus_needs_the_whole_word_one_way() {
    assert_eq!(bonus_of(STRAIGHT_RIGHT, "tree", "RRR"), 2);
    assert_eq!(bonus_of(STRAIGHT_RIGHT, "tree", "DDD"), 0);
    assert_eq!(bonus_of(STRAIGHT_DOWN, "tree", "DDD"), 2);
    assert_eq!(bonus_of(STRAIGHT_DOWN, "tree", "DDR"), 0);
}

#[test]
fn the_cells_bonus_needs_every_cell_it_names() {
    // B4 and D6: A1 down to A4, right to B4, down to B6, right to D6: 8 cells.
    // A1 A2 A3 A4 B4 B5 B6 C6: B4 but not D6.
    assert_eq!(bonus_of(CELLS_B4_D6, "salesman", "DDDRDDR"), 0);
    // A1 A2 A3 A4 B4 B5 B6 C6 D6: both.
    assert_eq!(bonus_of(CELLS_B4_D6, "something", "DDDRDDRR"), 3);
}

#[test]
fn the_size_bonus_needs_exactly_its_number_of_letters() {
    assert_eq!(bonus_of(SIZE_4, "tree", "RRR"), 2);
    assert_eq!(bonus_of(SIZE_4, "trees", "RRRR"), 0);
    assert_eq!(bonus_of(SIZE_4, "tea", "RR"), 0);
}

#[test]
fn a_thematic_bonus_is_judged_by_the_others_vote_a_tie_accepts() {
    let mut g = stacked(GridName::A, Language::English, 3, "VUJ", &[THEME_SCREEN]);
    draw(&mut g);
    g.apply(0, &write("movie", "A1", "RRRR")).unwrap();
    g.apply(1, &write("tree", "A1", "RRR")).unwrap();
    g.apply(2, &Action::Pass).unwrap();
    assert!(matches!(g.phase, Phase::Vote { .. }));
    assert_eq!(g.acting(), vec![0, 1, 2]);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Vote {
                writer: 0,
                fits: true
            }
        ),
        Refusal::OwnWord
    );
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Vote {
                writer: 2,
                fits: true
            }
        ),
        Refusal::NothingToJudge { writer: 2 }
    );
    assert_eq!(
        refused(&mut g, 0, Action::Pass),
        Refusal::WrongAction {
            expected: Expected::Vote
        }
    );
    // "movie": both others say it fits. "tree": one yes, one no: a tie accepts.
    g.apply(
        1,
        &Action::Vote {
            writer: 0,
            fits: true,
        },
    )
    .unwrap();
    assert_eq!(
        refused(
            &mut g,
            1,
            Action::Vote {
                writer: 0,
                fits: false
            }
        ),
        Refusal::AlreadyVoted { writer: 0 }
    );
    g.apply(
        2,
        &Action::Vote {
            writer: 0,
            fits: true,
        },
    )
    .unwrap();
    g.apply(
        0,
        &Action::Vote {
            writer: 1,
            fits: false,
        },
    )
    .unwrap();
    let events = g
        .apply(
            2,
            &Action::Vote {
                writer: 1,
                fits: true,
            },
        )
        .unwrap();
    assert!(events.contains(&Event::Judged {
        writer: 1,
        fits: true
    }));
    let bonus = |g: &Game, s: usize| g.players[s].sheet.bubbles[0].score.bonus;
    assert_eq!((bonus(&g, 0), bonus(&g, 1), bonus(&g, 2)), (3, 3, 0));
    // Next round, a majority refuses.
    let mut g = stacked(GridName::A, Language::English, 3, "VUJ", &[THEME_SCREEN]);
    draw(&mut g);
    g.apply(0, &write("tree", "A1", "RRR")).unwrap();
    pass_all(&mut g);
    g.apply(
        1,
        &Action::Vote {
            writer: 0,
            fits: false,
        },
    )
    .unwrap();
    g.apply(
        2,
        &Action::Vote {
            writer: 0,
            fits: false,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].sheet.bubbles[0].score.bonus, 0);
}

/// Player 1's vote on player 0's word.
fn vote_on_0(g: &mut Game, yes: bool) -> Vec<Event> {
    g.apply(
        1,
        &Action::Vote {
            writer: 0,
            fits: yes,
        },
    )
    .unwrap()
}

#[test]
fn a_proper_noun_is_voted_on_first_and_the_theme_vote_only_grants_the_bonus() {
    let mut g = stacked(
        GridName::A,
        Language::English,
        2,
        "VUJ",
        &[SIZE_4, THEME_SCREEN, THEME_SCREEN + 1, THEME_SCREEN + 2],
    );
    draw(&mut g);
    // Outside a theme, a word outside the dictionary is no word at all.
    assert_eq!(
        refused(&mut g, 0, write("Zorro", "A1", "RRRR")),
        Refusal::NotAWord {
            word: "Zorro".into()
        }
    );
    pass_all(&mut g);
    // Round 2: the table takes Zorro as a proper noun, then as fitting the theme.
    g.apply(1, &Action::Draw).unwrap();
    g.apply(0, &write("Zorro", "A1", "RRRR")).unwrap();
    assert!(g.players[0].sheet.words[0].proper_noun);
    g.apply(1, &Action::Pass).unwrap();
    assert_eq!(g.vote_on(0), VoteOn::ProperNoun);
    let events = vote_on_0(&mut g, true);
    assert!(events.contains(&Event::NounJudged {
        writer: 0,
        accepted: true
    }));
    // The same voters now judge the theme.
    assert_eq!(g.vote_on(0), VoteOn::Theme);
    assert_eq!(g.votes_owed(1), [0]);
    let events = vote_on_0(&mut g, true);
    assert!(events.contains(&Event::Judged {
        writer: 0,
        fits: true
    }));
    assert_eq!(g.players[0].sheet.words.len(), 1);
    assert_eq!(g.players[0].sheet.bubbles[1].score.bonus, 3);
    // Round 3: a proper noun that does not fit the theme stays and scores its letters; only
    // the bonus is lost (it used to be erased).
    g.apply(0, &Action::Draw).unwrap();
    g.apply(0, &write("Xanadu", "A2", "RRRRR")).unwrap();
    g.apply(1, &Action::Pass).unwrap();
    vote_on_0(&mut g, true);
    let events = vote_on_0(&mut g, false);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Erased { seat: 0, .. }))
    );
    let sheet = &g.players[0].sheet;
    assert_eq!(sheet.words.len(), 2);
    assert!(sheet.filled(cell("A2")));
    assert_eq!(sheet.bubbles[2].score.bonus, 0);
    assert!(sheet.bubbles[2].score.total() > 0, "its letters score");
    // Round 4: refused as a proper noun, it is erased, the turn is a pass, and no theme vote
    // follows.
    g.apply(1, &Action::Draw).unwrap();
    g.apply(0, &write("Quixo", "A3", "RRRR")).unwrap();
    g.apply(1, &Action::Pass).unwrap();
    let events = vote_on_0(&mut g, false);
    assert!(events.contains(&Event::NounJudged {
        writer: 0,
        accepted: false
    }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Erased { seat: 0, .. }))
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Judged { .. })));
    let sheet = &g.players[0].sheet;
    assert_eq!(sheet.words.len(), 2);
    assert!(!sheet.filled(cell("A3")));
    assert_eq!(sheet.bubbles[3].score.total(), 0);
}

#[test]
fn a_tie_on_a_proper_noun_accepts_it() {
    let mut g = stacked(GridName::A, Language::English, 3, "VUJ", &[THEME_SCREEN]);
    draw(&mut g);
    g.apply(0, &write("Zorro", "A1", "RRRR")).unwrap();
    pass_all(&mut g);
    g.apply(
        1,
        &Action::Vote {
            writer: 0,
            fits: true,
        },
    )
    .unwrap();
    let events = g
        .apply(
            2,
            &Action::Vote {
                writer: 0,
                fits: false,
            },
        )
        .unwrap();
    assert!(events.contains(&Event::NounJudged {
        writer: 0,
        accepted: true
    }));
    assert_eq!(g.vote_on(0), VoteOn::Theme);
}

// ---- the end ----

#[test]
fn six_rounds_make_a_game_and_the_total_is_the_bubbles_plus_the_star_box() {
    let mut g = stacked(GridName::A, Language::English, 2, "ATE", &[SIZE_4]);
    draw(&mut g);
    g.apply(0, &write("tea", "A1", "RR")).unwrap();
    g.apply(1, &Action::Pass).unwrap();
    let mut rounds = 1;
    while !g.is_over() {
        draw(&mut g);
        pass_all(&mut g);
        rounds += 1;
    }
    assert_eq!(rounds, 6);
    assert_eq!(g.players[0].sheet.bubbles.len(), 6);
    assert_eq!(refused(&mut g, 0, Action::Draw), Refusal::GameOver);
    // Seat 0 has the fewest empty cells: the Star box's 5 points; seat 1 crosses it out.
    assert_eq!(g.players[0].sheet.star_box, Some(5));
    assert_eq!(g.players[1].sheet.star_box, Some(0));
    assert_eq!(g.totals(), vec![4 + 5, 0]);
    assert_eq!(g.winners(), vec![0]);
}

#[test]
fn grid_a_star_box_is_shared_by_the_fewest_empty_cells_and_ties_share_the_win() {
    let mut g = stacked(GridName::A, Language::English, 3, "ATE", &[SIZE_4]);
    draw(&mut g);
    g.apply(0, &write("tea", "A1", "RR")).unwrap();
    g.apply(1, &write("tea", "A1", "DD")).unwrap();
    g.apply(2, &write("at", "A1", "R")).unwrap();
    let events = finish(&mut g);
    let boxes: Vec<u32> = g
        .players
        .iter()
        .map(|p| p.sheet.star_box.unwrap())
        .collect();
    assert_eq!(boxes, [5, 5, 0]);
    // "tea" along row 1: 1 + 1 + 2; down column A: T(A1) 1, E(A2 blue, board red) 1,
    // A(A3 yellow, board blue) 1.
    assert_eq!(g.totals(), vec![9, 8, 2]);
    let Some(Event::GameOver {
        winners, rating, ..
    }) = events.last()
    else {
        panic!()
    };
    assert_eq!(winners, &vec![0]);
    assert_eq!(*rating, None);
    // Two equal sheets share the win.
    let mut g = stacked(GridName::A, Language::English, 2, "ATE", &[SIZE_4]);
    draw(&mut g);
    g.apply(0, &write("tea", "A1", "RR")).unwrap();
    g.apply(1, &write("tea", "A1", "RR")).unwrap();
    finish(&mut g);
    assert_eq!(g.winners(), vec![0, 1]);
}

#[test]
fn grid_b_stars_are_shared_when_completed_in_the_same_round_and_crossed_for_the_others() {
    let mut g = stacked(GridName::B, Language::English, 2, "", &[]);
    draw(&mut g);
    // Both complete row 1 in round 1: both circle its star.
    g.apply(0, &write("letters", "A1", "RRRRRR")).unwrap();
    let events = g.apply(1, &write("started", "A1", "RRRRRR")).unwrap();
    assert!(events.contains(&Event::StarCircled {
        seat: 0,
        star: Star::Row(0)
    }));
    assert!(events.contains(&Event::StarCircled {
        seat: 1,
        star: Star::Row(0)
    }));
    // Round 2: seat 0 completes column G; seat 1 loses that star.
    draw(&mut g);
    g.apply(0, &write("stones", "G2", "DDDDD")).unwrap();
    let events = g.apply(1, &write("tea", "A2", "RR")).unwrap();
    assert!(events.contains(&Event::StarCircled {
        seat: 0,
        star: Star::Column(6)
    }));
    assert!(events.contains(&Event::StarLost {
        seat: 1,
        star: Star::Column(6)
    }));
    // Round 3: seat 1 completes column G too late: nothing to circle.
    draw(&mut g);
    g.apply(0, &Action::Pass).unwrap();
    let events = g.apply(1, &write("stones", "G2", "DDDDD")).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::StarCircled { .. }))
    );
    assert_eq!(g.players[1].sheet.star(Star::Column(6)), StarMark::Crossed);
    finish(&mut g);
    // Each circled star is worth 2.
    assert_eq!(g.players[0].sheet.star_box, Some(4));
    assert_eq!(g.players[1].sheet.star_box, Some(2));
}

// ---- solo ----

#[test]
fn solo_grid_a_scores_the_star_box_with_at_most_7_empty_cells() {
    let shipped = Material::shipped();
    assert!(matches!(
        shipped.grid(GridName::A).special,
        wordtable::games::color_words::material::Special::Filling {
            points: 5,
            solo_most_empty: 7
        }
    ));
    // The threshold is data: with it at 46, a 3-letter word (46 empty) scores it, a 2-letter
    // word (47 empty) does not.
    let grids = GRIDS.replace("solo_most_empty: 7", "solo_most_empty: 46");
    let material = Arc::new(Material::parse(&grids, CARDS).unwrap());
    for (word, steps, star_box) in [("tea", "RR", 5), ("at", "R", 0)] {
        let setup = Setup {
            seed: 3,
            grid: GridName::A,
            language: Language::English,
            players: vec!["Solo".into()],
            stacked: None,
        };
        let mut g = Game::with_material(material.clone(), &setup).unwrap();
        draw(&mut g);
        g.apply(0, &write(word, "A1", steps)).unwrap();
        finish(&mut g);
        assert_eq!(g.players[0].sheet.star_box, Some(star_box), "{word}");
    }
}

#[test]
fn solo_grid_b_crosses_out_a_star_at_the_start_of_each_round() {
    let mut g = stacked(GridName::B, Language::English, 1, "", &[]);
    assert_eq!(g.phase, Phase::CrossOut);
    assert_eq!(
        refused(&mut g, 0, Action::Draw),
        Refusal::WrongAction {
            expected: Expected::CrossOut
        }
    );
    assert_eq!(
        refused(&mut g, 0, Action::CrossOutStar(Star::Row(9))),
        Refusal::NoSuchStar
    );
    g.apply(0, &Action::CrossOutStar(Star::Column(6))).unwrap();
    g.apply(0, &Action::Draw).unwrap();
    // Row 1 completed: circled. Column G crossed: no star even when completed.
    let events = g.apply(0, &write("letters", "A1", "RRRRRR")).unwrap();
    assert!(events.contains(&Event::StarCircled {
        seat: 0,
        star: Star::Row(0)
    }));
    assert_eq!(g.phase, Phase::CrossOut);
    assert_eq!(
        refused(&mut g, 0, Action::CrossOutStar(Star::Row(0))),
        Refusal::StarTaken { star: Star::Row(0) }
    );
    assert_eq!(
        refused(&mut g, 0, Action::CrossOutStar(Star::Column(6))),
        Refusal::StarTaken {
            star: Star::Column(6)
        }
    );
    g.apply(0, &Action::CrossOutStar(Star::Row(6))).unwrap();
    g.apply(0, &Action::Draw).unwrap();
    let events = g.apply(0, &write("stones", "G2", "DDDDD")).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::StarCircled { .. }))
    );
    let events = finish(&mut g);
    let crossed = Star::all()
        .filter(|s| g.players[0].sheet.star(*s) == StarMark::Crossed)
        .count();
    assert_eq!(crossed, 6, "one a round");
    assert_eq!(g.players[0].sheet.star_box, Some(2));
    let Some(Event::GameOver { rating, .. }) = events.last() else {
        panic!()
    };
    assert_eq!(*rating, Some(Rating::PlayAgain));
}

#[test]
fn the_solo_ladder_has_six_titles_on_each_grid() {
    let m = Material::shipped();
    let a = &m.grid(GridName::A).ladder;
    let b = &m.grid(GridName::B).ladder;
    let on = |t, l| Rating::on_ladder(t, l);
    assert_eq!(on(34, a), Rating::PlayAgain);
    assert_eq!(on(39, a), Rating::PlayAgain);
    assert_eq!(on(40, a), Rating::NotBad);
    assert_eq!(on(45, a), Rating::Bravo);
    assert_eq!(on(50, a), Rating::Formidable);
    assert_eq!(on(55, a), Rating::Fantastic);
    assert_eq!(on(60, a), Rating::Insane);
    assert_eq!(on(99, a), Rating::Insane);
    assert_eq!(on(49, b), Rating::PlayAgain);
    assert_eq!(on(50, b), Rating::NotBad);
    assert_eq!(on(55, b), Rating::Bravo);
    assert_eq!(on(60, b), Rating::Formidable);
    assert_eq!(on(65, b), Rating::Fantastic);
    assert_eq!(on(70, b), Rating::Insane);
    let titles: Vec<String> = [Rating::PlayAgain, Rating::Insane]
        .iter()
        .map(|r| wordtable::i18n::text_in(wordtable::i18n::Lang::Fr, r.key(), None))
        .collect();
    assert_eq!(titles, ["Rejouez\u{a0}!", "Insensé\u{a0}!"]);
}

// ---- the engine, the computer seats and the search ----

#[test]
fn computer_seats_play_whole_games_through_the_engine() {
    for (grid, levels) in [
        (GridName::A, vec![Some(Level::Hard), Some(Level::Easy)]),
        (GridName::B, vec![Some(Level::Normal)]),
    ] {
        let setup = Setup {
            seed: 9,
            grid,
            language: Language::English,
            players: (0..levels.len()).map(|i| format!("P{i}")).collect(),
            stacked: None,
        };
        let game = ColorWords::new(Game::new(&setup).unwrap());
        let mut h = Harness::with_seats(game, Seats::new(&levels, 4));
        let ran = h.run_until_over(500);
        assert!(
            h.game().game.is_over(),
            "{grid:?}: not over after {} frames",
            ran.frames
        );
        assert!(ran.refusals.is_empty(), "{:?}", ran.refusals);
        h.update();
        assert_eq!(h.phase(), ColorWordsPhase::Over);
        let words = ran
            .events
            .iter()
            .filter(|e| matches!(e, Event::Wrote { .. }))
            .count();
        assert!(words >= 6 * levels.len() - 1, "{words} words");
    }
}

#[test]
fn a_person_and_a_computer_seat_share_a_table_and_refusals_come_back_typed() {
    let setup = Setup {
        seed: 2,
        grid: GridName::A,
        language: Language::English,
        players: vec!["Ada".into(), "Hal".into()],
        stacked: None,
    };
    let game = ColorWords::new(Game::new(&setup).unwrap());
    let mut h = Harness::with_seats(game, Seats::new(&[None, Some(Level::Hard)], 1));
    assert_eq!(h.phase(), ColorWordsPhase::Draw);
    h.act(0, Action::Draw).unwrap();
    h.update();
    assert_eq!(
        h.game().game.acting(),
        vec![0],
        "the computer wrote at once"
    );
    assert_eq!(
        h.act(0, write("zzzz", "B1", "RRR")),
        Err(Refusal::MustStartOnStart { cell: cell("B1") })
    );
    h.act(0, Action::Pass).unwrap();
    assert_eq!(h.game().game.round, 1);
}

/// The search against a brute force: over a small dictionary, for sheets with words on them
/// and every kind of bonus card, the best word's score is the best of every word's best path.
#[test]
fn the_best_word_search_finds_what_a_brute_force_finds() {
    let english = Lexicon::english().words();
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let small: Vec<String> = english
        .iter()
        .filter(|w| w.len() <= 7)
        .filter(|_| rng.random_bool(0.003))
        .cloned()
        .collect();
    let lexicon = Lexicon::from_words(small.iter().map(String::as_str));
    for card in [
        SIZE_4,
        LAST_YELLOW,
        TURN_RED,
        FIRST_A,
        STRAIGHT_DOWN,
        CELLS_B4_D6,
        THEME_SCREEN,
    ] {
        for grid in [GridName::A, GridName::B] {
            let mut g = stacked(
                grid,
                Language::English,
                1,
                "ESTRONALI",
                &[SIZE_5, STRAIGHT_RIGHT, card],
            );
            draw(&mut g);
            g.apply(0, &write("tea", "A1", "RR")).unwrap();
            draw(&mut g);
            g.apply(0, &write("steam", "A2", "DRDR")).unwrap();
            draw(&mut g);
            let q = query(&g, 0).unwrap();
            let brute = small
                .iter()
                .filter_map(|w| best_path(&q, w).map(|(s, _)| s))
                .max()
                .unwrap();
            let found = best_words(&lexicon, &q, 3, usize::MAX);
            assert_eq!(found[0].score, brute, "card {card} grid {grid:?}");
            assert!(found.windows(2).all(|w| w[0].score >= w[1].score));
            // The found word really scores that, written where the search says.
            let f = &found[0];
            let written = g.check_word(0, &f.word, &f.cells).unwrap();
            assert_eq!(written.cells, f.cells);
        }
    }
}

// ---- random rounds ----

/// A random legal-looking path for `seat`: from a cell where a word may start, 2 to 7 random
/// steps right or down through empty cells.
fn random_path(g: &Game, seat: usize, rng: &mut ChaCha8Rng) -> Vec<Cell> {
    let sheet = &g.players[seat].sheet;
    let starts: Vec<Cell> = (0..CELLS)
        .filter_map(Cell::from_index)
        .filter(|c| sheet.may_start(*c))
        .collect();
    let Some(&start) = starts.choose(rng) else {
        return vec![Cell::START];
    };
    let mut cells = vec![start];
    let len = rng.random_range(2..=7);
    while cells.len() < len {
        let last = *cells.last().unwrap();
        let options: Vec<Cell> = [Step::Right, Step::Down]
            .iter()
            .filter_map(|s| last.stepped(*s))
            .filter(|c| !sheet.filled(*c))
            .collect();
        match options.choose(rng) {
            Some(&c) => cells.push(c),
            None => break,
        }
    }
    cells
}

/// Seeded random games of random actions (mostly legal words on random paths, some illegal
/// actions and wrong seats): after every refused action nothing changed; every score bubble is
/// the sum of its parts and the rules' scoring of the word where it lies; no cell is written
/// twice; each total is the bubbles plus the Star box.
#[test]
fn random_rounds_score_the_sum_of_their_parts_and_never_write_a_cell_twice() {
    let words = Lexicon::english().words();
    let by_len: Vec<Vec<&str>> = (0..=7)
        .map(|n| {
            words
                .iter()
                .filter(|w| w.len() == n)
                .map(String::as_str)
                .collect()
        })
        .collect();
    for seed in 0..40u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = rng.random_range(1..=4);
        let grid = if seed % 2 == 0 {
            GridName::A
        } else {
            GridName::B
        };
        let setup = Setup {
            seed,
            grid,
            language: Language::English,
            players: (0..players).map(|i| format!("P{i}")).collect(),
            stacked: None,
        };
        let mut g = Game::new(&setup).unwrap();
        let mut written: Vec<HashSet<Cell>> = vec![HashSet::new(); players];
        let mut steps = 0;
        while !g.is_over() {
            steps += 1;
            assert!(steps < 2_000, "seed {seed}: the game does not end");
            let acting = g.acting();
            let seat = if rng.random_bool(0.1) {
                rng.random_range(0..players + 1)
            } else {
                *acting.choose(&mut rng).unwrap()
            };
            let action = match &g.phase {
                _ if rng.random_bool(0.05) => Action::Draw,
                Phase::CrossOut => {
                    Action::CrossOutStar(*Star::all().collect::<Vec<_>>().choose(&mut rng).unwrap())
                }
                Phase::Draw { .. } => Action::Draw,
                Phase::Write { .. } if seat < players => {
                    if rng.random_bool(0.1) {
                        Action::Pass
                    } else {
                        let cells = random_path(&g, seat, &mut rng);
                        let word = by_len[cells.len().min(7)]
                            .choose(&mut rng)
                            .copied()
                            .unwrap_or("ab");
                        Action::Write {
                            word: word.to_string(),
                            cells,
                        }
                    }
                }
                Phase::Vote { .. } => Action::Vote {
                    writer: rng.random_range(0..players),
                    fits: rng.random_bool(0.5),
                },
                _ => Action::Pass,
            };
            let before = state_json(&g);
            match g.apply(seat, &action) {
                Err(_) => assert_eq!(state_json(&g), before, "seed {seed}: {action:?}"),
                Ok(events) => {
                    for e in &events {
                        match e {
                            Event::Wrote { seat, cells, .. } => {
                                for c in cells {
                                    assert!(
                                        written[*seat].insert(*c),
                                        "seed {seed}: {c} written twice"
                                    );
                                }
                            }
                            Event::Erased { seat, .. } => {
                                let sheet = &g.players[*seat].sheet;
                                written[*seat].retain(|c| sheet.filled(*c));
                            }
                            Event::Scored { seat, round, score } => {
                                let parts: u32 = score.letters.iter().map(|l| l.points).sum();
                                assert_eq!(score.total(), parts + score.bonus);
                                let sheet = &g.players[*seat].sheet;
                                let word: Option<&Written> =
                                    sheet.words.iter().find(|w| w.round == *round);
                                match word {
                                    None => assert_eq!(score.total(), 0),
                                    Some(w) => {
                                        for l in &score.letters {
                                            let at =
                                                w.cells.iter().position(|c| *c == l.cell).unwrap();
                                            assert_eq!(
                                                w.folded.as_bytes()[at],
                                                l.letter.to_ascii_lowercase()
                                            );
                                            assert!(l.points == 1 || l.points == 2);
                                            if l.cell == Cell::START {
                                                assert_eq!(l.points, 1);
                                            }
                                        }
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                }
            }
            for (s, p) in g.players.iter().enumerate() {
                let filled = (0..CELLS).filter(|&i| p.sheet.letters[i] != 0).count();
                assert_eq!(filled, written[s].len(), "seed {seed}");
                let in_words: usize = p.sheet.words.iter().map(|w| w.cells.len()).sum();
                assert_eq!(in_words, filled, "seed {seed}: a cell in two words");
            }
        }
        for p in &g.players {
            let bubbles: u32 = p.sheet.bubbles.iter().map(|b| b.score.total()).sum();
            assert_eq!(p.sheet.bubbles.len(), 6);
            assert_eq!(p.sheet.total(), bubbles + p.sheet.star_box.unwrap());
        }
    }
}

/// Every refusal and every material error is worded in English, French and Romanian, with its
/// fields, and no two languages say it alike.
#[test]
fn refusals_and_material_errors_are_worded_in_every_language() {
    use wordtable::games::color_words::material::MaterialError;
    use wordtable::i18n::Lang;
    let refusals = [
        Refusal::GameOver,
        Refusal::NotYourTurn {
            waiting: vec![1, 2],
        },
        Refusal::WrongAction {
            expected: Expected::CrossOut,
        },
        Refusal::WrongAction {
            expected: Expected::Draw,
        },
        Refusal::WrongAction {
            expected: Expected::Write,
        },
        Refusal::WrongAction {
            expected: Expected::Vote,
        },
        Refusal::AlreadyWrote,
        Refusal::NotALetter { found: '-' },
        Refusal::TooShort { min: 2 },
        Refusal::PathLength {
            letters: 5,
            cells: 4,
        },
        Refusal::OffGrid,
        Refusal::NotAStep {
            from: cell("B2"),
            to: cell("A2"),
        },
        Refusal::Filled { cell: cell("C3") },
        Refusal::MustStartOnStart { cell: cell("B1") },
        Refusal::NotAdjacent { cell: cell("E5") },
        Refusal::NotAWord { word: "qzx".into() },
        Refusal::NothingToJudge { writer: 1 },
        Refusal::AlreadyVoted { writer: 1 },
        Refusal::OwnWord,
        Refusal::StarTaken { star: Star::Row(3) },
        Refusal::StarTaken {
            star: Star::Column(2),
        },
        Refusal::NoSuchStar,
    ];
    let errors = [
        MaterialError::GridShape { grid: "A".into() },
        MaterialError::GridPaint {
            grid: "A".into(),
            found: 'X',
        },
        MaterialError::GridStart { grid: "B".into() },
        MaterialError::GridCounts { grid: "B".into() },
        MaterialError::GridLine {
            grid: "A".into(),
            line: "C".into(),
        },
        MaterialError::GridList,
        MaterialError::Ladder { grid: "A".into() },
        MaterialError::Boards,
        MaterialError::Letters,
        MaterialError::TooFewLetters { have: 17, need: 18 },
        MaterialError::TooFewBonus { have: 5, need: 6 },
        MaterialError::Bonus { card: 27 },
    ];
    let said: Vec<Vec<String>> = refusals
        .iter()
        .map(|r| Lang::ALL.iter().map(|&l| r.message(l)).collect())
        .chain(
            errors
                .iter()
                .map(|e| Lang::ALL.iter().map(|&l| e.message(l)).collect()),
        )
        .collect();
    for texts in &said {
        for t in texts {
            assert!(!t.trim().is_empty() && !t.contains("clw-"), "{t}");
        }
        assert!(
            texts[0] != texts[1] && texts[1] != texts[2] && texts[0] != texts[2],
            "{texts:?}"
        );
    }
    assert_eq!(
        Refusal::NotAStep {
            from: cell("B2"),
            to: cell("A2")
        }
        .message(Lang::En),
        "From B2 to A2 is not one step right or down: write rightwards and downwards only."
    );
    assert_eq!(
        Refusal::Filled { cell: cell("C3") }.message(Lang::Fr),
        "C3 contient déjà une lettre\u{a0}: un mot ne peut pas utiliser les lettres d’un mot précédent."
    );
    assert_eq!(
        Refusal::PathLength {
            letters: 5,
            cells: 4
        }
        .message(Lang::Ro),
        "Cuvântul are 5 litere, dar drumul 4 căsuțe: câte o literă în fiecare căsuță."
    );
}

/// After a round, "the best word you could have written" is the search's best for that round's
/// cards on the sheet as it was, and scores at least what was written.
#[test]
fn the_best_word_you_could_have_written_is_searched_on_the_sheet_as_it_was() {
    use wordtable::games::color_words::players::{best_word, hindsight};
    let mut g = stacked(GridName::A, Language::English, 1, "ATE", &[SIZE_4]);
    draw(&mut g);
    let before = best_word(&g, 0).unwrap();
    g.apply(0, &write("at", "A1", "R")).unwrap();
    draw(&mut g);
    assert_eq!(hindsight(&g, 0, 0), Some(before.clone()));
    let written = g.players[0].sheet.bubbles[0].score.total();
    assert!(before.score > written, "{} against {written}", before.score);
    assert_eq!(hindsight(&g, 0, 5), None);
}

#[test]
fn a_stacked_deck_names_its_real_fault_a_letter_the_box_has_not_or_one_twice() {
    use wordtable::games::color_words::{Game, Setup, SetupError, Stacked};
    let setup = |letters: &str| Setup {
        seed: 1,
        grid: GridName::A,
        language: Language::English,
        players: vec!["Ana".into()],
        stacked: Some(Stacked {
            letters: letters.into(),
            bonus: vec![1, 2, 3, 4, 5, 6],
        }),
    };
    // The box has no W (its 18 letters are A B C D E G I L M N O P R S T U J V).
    let Err(SetupError::LetterNotInBox { letter, .. }) = Game::new(&setup("ABCDEGILMNOPRSTUJW"))
    else {
        panic!("a W is no card of the box");
    };
    assert_eq!(letter, 'W');
    let said = SetupError::LetterNotInBox {
        letter: 'W',
        letters: "ABC".into(),
    }
    .to_string();
    assert!(said.contains("W") && said.contains("ABC"), "{said}");
    assert!(matches!(
        Game::new(&setup("ABCDEGILMNOPRSTUJA")),
        Err(SetupError::LetterTwice('A'))
    ));
    assert!(matches!(
        Game::new(&setup("ABC")),
        Err(SetupError::LetterDeck)
    ));
    assert!(Game::new(&setup("ABCDEGILMNOPRSTUJV")).is_ok());
}

#[test]
fn a_computer_judges_a_theme_word_by_the_themes_list() {
    use wordtable::games::color_words::players::{choose, judges_it_fits};
    const THEME_MUSIC: usize = 12;
    let mut g = stacked(GridName::A, Language::English, 3, "VUJ", &[THEME_MUSIC]);
    draw(&mut g);
    // STEEP was accepted as a music word by every computer before it judged.
    g.apply(0, &write("steep", "A1", "RRRR")).unwrap();
    g.apply(1, &write("piano", "A1", "RRRR")).unwrap();
    g.apply(2, &Action::Pass).unwrap();
    assert!(!judges_it_fits(&g, 0));
    assert!(judges_it_fits(&g, 1));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(
        choose(&g, 2, Level::Hard, &mut rng),
        Action::Vote {
            writer: 0,
            fits: false
        }
    );
    // In French, a French music word fits and an English one does not.
    let mut g = stacked(GridName::A, Language::French, 2, "VUJ", &[THEME_MUSIC]);
    draw(&mut g);
    g.apply(0, &write("opéra", "A1", "RRRR")).unwrap();
    g.apply(1, &write("tarte", "A1", "RRRR")).unwrap();
    assert!(judges_it_fits(&g, 0));
    assert!(!judges_it_fits(&g, 1));
}
