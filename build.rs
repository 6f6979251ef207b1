//! Build script: compiles the English word list (the `wordnik_list` crate) into an `fst::Set`
//! in OUT_DIR, so the binary embeds a ready automaton and parses no text at start-up.

use std::env;
use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));

    // The game only places a-z cards, so anything else in the list could never be played.
    let mut words: Vec<&str> = wordnik_list::word_iterator()
        .filter(|w| w.len() >= 2 && w.bytes().all(|b| b.is_ascii_lowercase()))
        .collect();
    words.sort_unstable();
    words.dedup();
    assert!(
        words.len() > 150_000,
        "the English word list looks truncated: {} words",
        words.len()
    );

    let path = out.join("english.fst");
    let file = BufWriter::new(File::create(&path).expect("create english.fst"));
    let mut builder = fst::SetBuilder::new(file).expect("start fst");
    builder.extend_iter(words.iter()).expect("words are sorted");
    builder.finish().expect("write english.fst");
}
