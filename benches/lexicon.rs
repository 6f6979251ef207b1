//! Dictionary speed: `contains` look-ups per second, and the anagram search for a 12-letter
//! hand with two wildcards (goals: 10 million look-ups a second; under 1 ms a search).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use wordtable::words::{LetterBag, Lexicon, find_words};

fn contains(c: &mut Criterion) {
    let en = Lexicon::english();
    // Half words, half near-misses, so both outcomes are measured.
    let probes: Vec<String> = [
        "flow",
        "flowers",
        "winemaker",
        "napkin",
        "next",
        "try",
        "yank",
        "wonder",
        "oxen",
        "colony",
        "question",
        "alphabet",
        "zebra",
        "quartz",
        "jukebox",
        "rhythm",
    ]
    .iter()
    .flat_map(|w| [w.to_string(), format!("{w}q"), w[1..].to_string()])
    .collect();
    c.bench_function("contains (48 words)", |b| {
        b.iter(|| {
            let mut n = 0;
            for w in &probes {
                n += en.contains_lower(black_box(w.as_bytes())) as usize;
            }
            n
        })
    });
}

fn anagrams(c: &mut Criterion) {
    let en = Lexicon::english();
    let hands = [
        "aeinrstlod??",
        "qwertyuiop??",
        "eeaaiioonn??",
        "flowersabc??",
    ];
    for hand in hands {
        let bag = LetterBag::parse(hand).unwrap();
        c.bench_function(&format!("anagrams {hand}"), |b| {
            b.iter(|| find_words(en, black_box(&bag), "").len())
        });
    }
}

criterion_group!(benches, contains, anagrams);
criterion_main!(benches);
