//! The fuzz targets' smoke run, on stable Rust and without a fuzzer: every file of every
//! committed corpus (`fuzz/corpus/<target>/`) goes through the target's entry point
//! (`wordtable::fuzzing`), which panics if a reader crashes or breaks its error contract.
//! Inputs the fuzzer once crashed on are in `tests/data/fuzz/<target>/` and run here too.

use std::path::{Path, PathBuf};

fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

#[test]
fn every_corpus_file_goes_through_its_target_without_a_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let started = std::time::Instant::now();
    let mut total = 0;
    for (name, target) in wordtable::fuzzing::targets() {
        let corpus = files(&root.join("fuzz/corpus").join(name));
        assert!(!corpus.is_empty(), "fuzz/corpus/{name} has no seed");
        let regressions = files(&root.join("tests/data/fuzz").join(name));
        for path in corpus.iter().chain(&regressions) {
            let data = std::fs::read(path).unwrap();
            let run = std::panic::catch_unwind(|| target(&data));
            assert!(run.is_ok(), "{name}: {} panicked", path.display());
            total += 1;
        }
    }
    for (name, _) in wordtable::fuzzing::targets() {
        assert!(
            root.join("fuzz/fuzz_targets")
                .join(format!("{name}.rs"))
                .is_file(),
            "no fuzz target {name}"
        );
    }
    // Every target directory under fuzz/corpus is one the smoke run knows.
    for dir in std::fs::read_dir(root.join("fuzz/corpus")).unwrap() {
        let dir = dir.unwrap().file_name();
        let dir = dir.to_string_lossy();
        assert!(
            wordtable::fuzzing::targets().iter().any(|(n, _)| *n == dir),
            "fuzz/corpus/{dir} is not a target"
        );
    }
    eprintln!("{total} inputs in {:.1} s", started.elapsed().as_secs_f64());
}
