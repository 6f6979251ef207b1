//! A Hard computer player's decision in a late round of Play On Words: challenge 9, the player
//! in the game with 15 cards in hand and 20 words on the table, the two others holding three
//! cards each (goal: under 10 ms).

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use wordtable::games::play_on_words::players::{Level, choose};
use wordtable::games::play_on_words::{Action, Colour, Game, Phase, Pile};

/// Twenty words the deck can hold together with the hands (its consonants are scarce: most
/// have one card a suit).
const WORDS: [&str; 20] = [
    "STONE", "HEART", "PLAN", "CODE", "BIRD", "GAME", "FOUR", "MILK", "VAST", "WING", "YAWN",
    "JOB", "FIX", "QUIZ", "CUP", "HEM", "SPY", "BEG", "VOW", "CHEF",
];

/// The position: seat 0 of three, in the game on challenge 9, after drawing its 15th card,
/// with 20 words of all three seats on the table, pure and mixed.
fn position() -> Game {
    let mut g = Game::standard(&["Ana", "Ben", "Cleo"], 42, 10);
    g.round = 8;
    // Late in the round the others have shed most of their cards.
    for seat in 1..3 {
        let kept = g.seats[seat].hand[..3].to_vec();
        g.set_hand(seat, &kept).expect("its own cards");
    }
    let mut placed = 0;
    for (i, w) in WORDS.iter().enumerate() {
        if placed == 20 {
            break;
        }
        // Even words pure, odd ones mixed if they can be: the first colouring whose cards
        // are free.
        let n = w.len() as u32;
        let codes = (0..3usize.pow(n)).map(|c| (true, c));
        let found = codes
            .chain((0..3usize.pow(n)).map(|c| (false, c)))
            .find_map(|(first, code)| {
                let colours: Vec<usize> = (0..n).map(|k| (code / 3usize.pow(k)) % 3).collect();
                let pure = colours.iter().all(|&c| c == colours[0]);
                if first && pure != (i % 2 == 0) {
                    return None;
                }
                let run: String = w
                    .bytes()
                    .zip(&colours)
                    .map(|(l, &c)| format!("{}{}", Colour::ALL[c].code(), l as char))
                    .collect();
                g.place_word(i % 3, &run).ok()
            });
        if found.is_some() {
            placed += 1;
        }
    }
    assert_eq!(g.words.len(), 20, "the table holds 20 words");
    // Seat 0's hand as dealt and the words left it, with three more cards from the pile.
    let mut hand = g.seats[0].hand.clone();
    hand.extend_from_slice(&g.stock[g.stock.len() - 3..]);
    g.set_hand(0, &hand).expect("the cards are free");
    g.set_in(0);
    g.apply(0, &Action::Draw(Pile::Stock))
        .expect("seat 0 draws");
    assert_eq!(g.seats[0].hand.len(), 15);
    assert_eq!(g.phase(), Phase::Play { seat: 0 });
    g
}

fn bench(c: &mut Criterion) {
    let game = position();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let first = choose(&game, 0, Level::Hard, &mut rng);
    assert!(
        matches!(first, Action::Change { .. }),
        "Hard changes a word: {first:?}"
    );
    game.clone()
        .apply(0, &first)
        .expect("Hard's choice is legal");
    c.bench_function("play_on_words_hard_decision_late_round", |b| {
        b.iter(|| black_box(choose(black_box(&game), 0, Level::Hard, &mut rng)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
