//! The computer players' full play search: a 12-card hand (2 black cards) over a table of 20
//! single words and 10 colonies (goal: under 1 ms median).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use wordtable::games::word_colony::ai::{find_plays, visit_plays};
use wordtable::games::word_colony::cards::{Card, CardId, Face};
use wordtable::games::word_colony::groups::{Placed, Word};
use wordtable::games::word_colony::setup::{FixedDeal, Seat, Setup};
use wordtable::games::word_colony::{Content, Game, new_game};

fn word(game: &mut Game, text: &str) -> Word {
    let cards = text
        .chars()
        .map(|c| {
            let id = CardId(game.cards.len() as u16);
            let value = game.rules.value_of(c);
            game.cards.push(Card {
                id,
                face: Face::Letter { letter: c, value },
                question: None,
                read: false,
            });
            Placed {
                card: id,
                letter: c,
                value,
            }
        })
        .collect();
    Word { cards }
}

/// A mid-game table: 20 single words (10 each) and 10 colonies of 2 to 5 words.
fn position() -> Game {
    let hand: Vec<String> = [
        "E", "A", "R", "S", "T", "I", "N", "O", "L", "K", "D-2", "M-2",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let setup = Setup {
        seed: 1,
        players: vec![
            Seat {
                name: "Ana".into(),
                ..Default::default()
            },
            Seat {
                name: "Ben".into(),
                ..Default::default()
            },
        ],
        finish_line: Some(100),
        deal: Some(FixedDeal {
            hands: vec![hand, vec!["E".into()]],
            box_top_first: vec!["E".into(); 20],
            start: 0,
        }),
        ..Default::default()
    };
    let (mut game, _) = new_game(&setup, &Content::standard()).unwrap();
    let singles = [
        "FLOW", "WIN", "CAT", "HOUSE", "GARDEN", "PLANT", "RIVER", "STONE", "CLOUD", "BREAD",
        "TIGER", "MUSIC", "LIGHT", "OCEAN", "CHAIR", "PAPER", "GREEN", "SMILE", "TRAIN", "QUIET",
    ];
    for (i, w) in singles.iter().enumerate() {
        let wd = word(&mut game, w);
        game.table.add_single(i % 2, wd);
    }
    let colonies: [&[&str]; 10] = [
        &["WIN", "NAPKIN", "NEXT"],
        &["TREE", "EAR"],
        &["DOG", "GOAT", "TEN", "NOSE"],
        &["SUN", "NET"],
        &["MAP", "PEN", "NOTE", "EARN", "NAIL"],
        &["LAMP", "PIT"],
        &["RAIN", "NEST", "TOAD"],
        &["BOX", "XENON"],
        &["FISH", "HAT", "TIDE"],
        &["CORN", "NUT"],
    ];
    for (i, words) in colonies.iter().enumerate() {
        let first = word(&mut game, words[0]);
        let id = game.table.add_single(i % 2, first);
        for w in &words[1..] {
            let last = game
                .table
                .get(id)
                .unwrap()
                .last()
                .cards
                .last()
                .copied()
                .unwrap();
            let mut next = word(&mut game, &w[1..]);
            next.cards.insert(0, last);
            game.table.get_mut(id).unwrap().words.push(next);
        }
    }
    game.phase = wordtable::games::word_colony::Phase::Build;
    game
}

fn play_search(c: &mut Criterion) {
    let game = position();
    let n = find_plays(&game, 0).len();
    // What a computer seat does each decision: visit every legal play, keep the best.
    c.bench_function(
        &format!("play search, 12 cards, 30 groups ({n} plays)"),
        |b| {
            b.iter(|| {
                let mut best = i32::MIN;
                visit_plays(black_box(&game), 0, |p| best = best.max(p.gain));
                best
            })
        },
    );
    // Every play turned into an action (tools and tests).
    c.bench_function("find_plays (all as actions)", |b| {
        b.iter(|| find_plays(black_box(&game), 0).len())
    });
}

criterion_group!(benches, play_search);
criterion_main!(benches);
