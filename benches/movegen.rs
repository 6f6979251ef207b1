//! Move generation speed: one full generation (cross-sets computed fresh, every move scored)
//! per position of the shared move-generation files, each with the word list it was made
//! with (Debian's `wamerican` and `wamerican-huge`, filtered as tests/data/README.md says).
//! The same positions again with one `MoveGen` reused through the file, as through a game
//! (each call updates the cross-sets the last position left). `wordtable movegen --bench`
//! prints the same measurements as a median and a mean per position.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use wordtable::games::crossword::board::Board;
use wordtable::games::crossword::movegen::{MoveGen, generate};
use wordtable::games::crossword::positions::parse_positions;
use wordtable::games::crossword::rules::RulesKind;
use wordtable::words::Lexicon;

fn list(file: &str) -> Lexicon {
    let text = std::fs::read_to_string(format!("/usr/share/dict/{file}"))
        .expect("install Debian's wamerican and wamerican-huge");
    Lexicon::from_words(
        text.lines()
            .filter(|w| (2..=15).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_lowercase())),
    )
}

fn positions(file: &str) -> Vec<(Board, Vec<u8>)> {
    let path = format!("{}/tests/data/movegen/{file}", env!("CARGO_MANIFEST_DIR"));
    parse_positions(&std::fs::read_to_string(path).unwrap())
        .unwrap()
        .into_iter()
        .map(|p| (p.board, p.rack.into_bytes()))
        .collect()
}

fn movegen(c: &mut Criterion) {
    let huge = list("american-english-huge");
    let small = list("american-english");
    let _ = (huge.gaddag(), small.gaddag(), huge.dawg(), small.dawg());
    let mut group = c.benchmark_group("movegen");
    for (file, lex, kind) in [
        ("selfplay-huge.txt", &huge, RulesKind::Classic),
        ("selfplay8-huge.txt", &huge, RulesKind::Wordgame),
        ("selfplay-wamerican.txt", &small, RulesKind::Classic),
    ] {
        let ps = positions(file);
        let rules = kind.rules();
        let mut moves = Vec::with_capacity(1 << 16);
        group.throughput(Throughput::Elements(ps.len() as u64));
        group.bench_with_input(BenchmarkId::new("all positions", file), &ps, |b, ps| {
            b.iter(|| {
                let mut n = 0;
                for (board, rack) in ps {
                    moves.clear();
                    generate(black_box(board), rack, rules, lex, &mut moves);
                    n += moves.len();
                }
                n
            })
        });
        group.bench_with_input(BenchmarkId::new("generator reused", file), &ps, |b, ps| {
            let mut generator = MoveGen::new(lex, rules);
            b.iter(|| {
                let mut n = 0;
                for (board, rack) in ps {
                    moves.clear();
                    generator.generate(black_box(board), rack, &mut moves);
                    n += moves.len();
                }
                n
            })
        });
    }
    let empty = Board::empty();
    let mut moves = Vec::with_capacity(1 << 17);
    group.bench_function("empty board ??AEINRS (huge)", |b| {
        b.iter(|| {
            moves.clear();
            generate(
                &empty,
                b"??AEINRS",
                RulesKind::Classic.rules(),
                &huge,
                &mut moves,
            );
            moves.len()
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = movegen
}
criterion_main!(benches);
