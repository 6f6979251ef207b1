//! The history with 10,000 games stored: opening it and listing every game (what the history
//! page shows), and one player's statistics over all of them (the statistics page: the names,
//! then the player's games, best and longest words and head-to-head). The target is under
//! 100 ms for each. The history is built once (the finished quick game under 10,000 seeds, each
//! kept as the window keeps a game) and reused from the temporary folder.
//!
//! `cargo bench --bench history`

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, criterion_group, criterion_main};
use wordtable::engine::saved_game::GameSave;
use wordtable::games::word_colony::save::SaveFile;
use wordtable::history::{Filter, History, player_names, player_stats};

const GAMES: usize = 10_000;
const QUICK_GAME: &str = include_str!("../docs/examples/quick-game.ron");

/// The history of 10,000 games, built on first use.
fn history() -> PathBuf {
    let path = std::env::temp_dir().join(format!("wordtable-bench-history-quick-{GAMES}.sqlite"));
    let mut history = History::open(&path).expect("opens").history;
    let have = history.list(None).expect("lists").len();
    for seed in have..GAMES {
        let mut save = SaveFile::parse(QUICK_GAME).unwrap();
        save.setup.seed = seed as u64;
        // A different name now and then, so the names and head-to-head have work to do.
        save.setup.players[1].name = ["Ben", "Cleo", "Dan", "Eve"][seed % 4].into();
        history
            .add(
                &GameSave::new(save),
                None,
                1_700_000_000 + seed as i64 * 600,
            )
            .expect("kept");
    }
    path
}

fn bench(c: &mut Criterion) {
    let path = history();
    c.bench_function("history page: open and list 10,000 games", |b| {
        b.iter(|| {
            let opened = History::open(&path).unwrap();
            black_box(opened.history.list(None).unwrap().len())
        })
    });
    let history = History::open(&path).unwrap().history;
    c.bench_function(
        "statistics page: names and one player over 10,000 games",
        |b| {
            b.iter(|| {
                let filter = Filter::default();
                let names = player_names(&history, &filter).unwrap();
                black_box(player_stats(&history, &names[0], &filter).unwrap())
            })
        },
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
