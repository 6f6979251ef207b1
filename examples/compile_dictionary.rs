//! Compiles a list of inflected forms (from `tools/expand-hunspell.py`) into a built-in
//! dictionary's two automata: `PREFIX.fst` (the folded a-z words) and `PREFIX-display.fst`
//! (the accented spellings). `tools/make-dictionaries.sh` runs it for every language.
//!
//! Usage: cargo run --no-default-features --example compile_dictionary -- FORMS.txt PREFIX

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [forms, prefix] = args.as_slice() else {
        eprintln!(
            "usage: compile_dictionary FORMS.txt PREFIX   (writes PREFIX.fst, PREFIX-display.fst)"
        );
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(forms) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{forms}: {e}");
            return ExitCode::from(2);
        }
    };
    let list = match wordtable::words::compile::compile_forms(&text) {
        Ok(list) => list,
        Err(e) => {
            eprintln!("{forms} {e}");
            return ExitCode::FAILURE;
        }
    };
    for (path, bytes) in [
        (format!("{prefix}.fst"), &list.folded),
        (format!("{prefix}-display.fst"), &list.display),
    ] {
        if let Err(e) = std::fs::write(&path, bytes) {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
        let words = fst::Set::new(bytes.as_slice()).map_or(0, |s| s.len());
        println!("{path}: {words} words, {} bytes", bytes.len());
    }
    println!("{forms}: {} forms", list.forms);
    ExitCode::SUCCESS
}
