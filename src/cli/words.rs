//! `wordtable words check|find`: the dictionary from the command line.

use std::path::PathBuf;
use std::process::ExitCode;

use std::io::Write;

use clap::Subcommand;

use crate::words::{Language, LetterBag, Lexicon, find_words, load_word_list};

/// Dictionary look-ups.
#[derive(Subcommand, Debug)]
pub enum WordsCommand {
    /// Say whether each word is valid; exit code 1 if any is not.
    Check {
        /// The words to check.
        #[arg(required = true)]
        words: Vec<String>,
        /// The built-in dictionary: en (English), fr (French) or ro (Romanian).
        #[arg(long, default_value = "en")]
        language: Language,
        /// A word list (one word a line) to accept as well as the dictionary.
        #[arg(long)]
        dict: Option<PathBuf>,
    },
    /// List every word the letters can make (`?` is a wildcard).
    Find {
        /// The letters in hand.
        letters: String,
        /// Letters already on the table that the word must start with.
        #[arg(long, default_value = "")]
        prefix: String,
        /// The built-in dictionary: en (English), fr (French) or ro (Romanian).
        #[arg(long, default_value = "en")]
        language: Language,
        /// A word list (one word a line) to accept as well as the dictionary.
        #[arg(long)]
        dict: Option<PathBuf>,
    },
}

/// Runs one `words` subcommand.
pub fn run(command: WordsCommand) -> ExitCode {
    match command {
        WordsCommand::Check {
            words,
            language,
            dict,
        } => {
            let checked = with_dictionary(language, dict, |lexicon| {
                let mut all_valid = true;
                for word in &words {
                    // Word lists are folded (case and accents) when read; so is the query.
                    let folded = crate::words::fold::fold_word(word)
                        .ok()
                        .filter(|folded| lexicon.contains(folded));
                    all_valid &= folded.is_some();
                    match folded {
                        Some(folded) => {
                            println!("{word}: valid{}", spellings(lexicon, &folded))
                        }
                        None => println!("{word}: not a word"),
                    }
                }
                all_valid
            });
            match checked {
                Some(true) => ExitCode::SUCCESS,
                Some(false) => ExitCode::from(1),
                None => ExitCode::from(2),
            }
        }
        WordsCommand::Find {
            letters,
            prefix,
            language,
            dict,
        } => {
            let bag = match LetterBag::parse(&letters) {
                Ok(bag) => bag,
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::from(2);
                }
            };
            if !prefix.chars().all(|c| c.is_ascii_alphabetic()) {
                eprintln!("--prefix takes letters only");
                return ExitCode::from(2);
            }
            let listed = with_dictionary(language, dict, |lexicon| {
                let found = find_words(lexicon, &bag, &prefix);
                let mut out = std::io::BufWriter::new(std::io::stdout().lock());
                for m in found.iter() {
                    let _ = writeln!(out, "{}{}", m.word, spellings(lexicon, m.word));
                }
            });
            match listed {
                Some(()) => ExitCode::SUCCESS,
                None => ExitCode::from(2),
            }
        }
    }
}

/// How a word is written when that is not as it is matched: ` (élevé, élève)` for `eleve`;
/// nothing for a word without accents.
fn spellings(lexicon: &Lexicon, folded: &str) -> String {
    let forms = lexicon.display_forms(folded);
    if forms.len() == 1 && forms[0] == folded {
        String::new()
    } else {
        format!(" ({})", forms.join(", "))
    }
}

/// Runs `f` with the dictionary plus the given list; `None` after printing why the list was
/// refused.
fn with_dictionary<R>(
    language: Language,
    extra: Option<PathBuf>,
    f: impl FnOnce(&Lexicon) -> R,
) -> Option<R> {
    let dictionary = language.lexicon();
    match extra {
        None => Some(f(dictionary)),
        Some(path) => match load_word_list(&path) {
            Ok(own) => Some(f(&dictionary.union(&own))),
            Err(e) => {
                eprintln!("{e}");
                None
            }
        },
    }
}
