//! Color Words' best-word search (goal: under 50 ms), over the whole dictionary, every legal
//! start cell and path: on an empty grid (round 1, from the Start cell) and on a half-filled
//! grid (24 cells written by a Hard computer seat over the first rounds), with the Turn bonus
//! card (the condition that keeps the most state along a path), in English and in French.

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use wordtable::games::color_words::material::{BonusKind, CELLS, Colour};
use wordtable::games::color_words::players::{Level, choose, query};
use wordtable::games::color_words::search::{Query, best_words};
use wordtable::games::color_words::{Game, GridName, Phase, Setup};
use wordtable::words::Language;

/// A one-seat game in its writing phase: `filled` cells or more written first by a Hard seat.
fn position(language: Language, filled: usize) -> Game {
    let setup = Setup {
        seed: 5,
        grid: GridName::A,
        language,
        players: vec!["Bench".into()],
        stacked: None,
    };
    let mut game = Game::new(&setup).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    loop {
        let writing = matches!(game.phase, Phase::Write { .. });
        if writing && CELLS - game.players[0].sheet.empty_cells() >= filled {
            return game;
        }
        let action = choose(&game, 0, Level::Hard, &mut rng);
        game.apply(0, &action).unwrap();
    }
}

fn search(c: &mut Criterion) {
    let material = wordtable::games::color_words::Material::shipped();
    let turn = material
        .bonus
        .iter()
        .find(|b| b.kind == BonusKind::Turn(Colour::Red))
        .unwrap();
    for language in [Language::English, Language::French] {
        for (name, filled) in [("empty", 0), ("half-filled", 24)] {
            let game = position(language, filled);
            let q = Query {
                card: turn,
                ..query(&game, 0).unwrap()
            };
            let lexicon = language.lexicon();
            // Built on first use, outside the measure.
            let found = best_words(lexicon, &q, 1, usize::MAX);
            println!(
                "{} {name}: {} cells filled, best {:?}",
                language.code(),
                CELLS - q.sheet.empty_cells(),
                found.first().map(|f| (&f.word, f.score))
            );
            let id = format!("color_words best word {} {name}", language.code());
            c.bench_function(&id, |b| {
                b.iter(|| best_words(lexicon, black_box(&q), 1, usize::MAX))
            });
        }
    }
}

criterion_group!(benches, search);
criterion_main!(benches);
