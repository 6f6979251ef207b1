//! User word lists (a table's "mutually accepted dictionary"): plain text, one word a line,
//! folded to a-z and compiled into a [`Lexicon`] at run time, with errors that name the line.

use std::fmt;
use std::path::{Path, PathBuf};

use super::fold::fold_word;
use super::{Lexicon, MAX_WORD_LEN};
use crate::i18n::Lang;
use crate::i18n::tr_in;

/// The largest word list accepted; the biggest real lists are a few megabytes.
pub const MAX_WORD_LIST_BYTES: u64 = crate::input::Kind::WordList.limit();

/// Why a word list was refused. The game keeps the dictionary it had.
#[derive(Debug)]
pub enum WordListError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
    /// There is no such file.
    NotFound { path: PathBuf },
    /// Not a regular file (a device, a FIFO, a directory).
    Refused(crate::input::ReadError),
    /// Larger than [`MAX_WORD_LIST_BYTES`].
    TooLarge { path: PathBuf, bytes: u64 },
    /// No word in it.
    Empty { path: PathBuf },
    /// Not text: a NUL byte or invalid UTF-8 on that line.
    Binary { path: PathBuf, line: usize },
    /// A line that is not one word of letters.
    BadWord {
        path: PathBuf,
        line: usize,
        /// The line's first 40 characters.
        word: String,
        reason: BadWord,
    },
}

/// Why a line of a word list is not a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadWord {
    /// Longer than [`MAX_WORD_LEN`] letters (how many it has).
    TooLong(usize),
    /// It has a digit.
    Digit,
    /// It has a space: more than one word.
    Spaces,
    /// It has a control character.
    Control,
    /// It has this character, which is not a letter.
    NotALetter(char),
}

impl WordListError {
    /// The error in `lang`, naming the file (and the line).
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Self::Io { path, message } => tr_in!(
                lang,
                "error-word-list-unreadable",
                path = path.display().to_string(),
                reason = message
            ),
            Self::NotFound { path } => tr_in!(
                lang,
                "error-word-list-not-found",
                path = path.display().to_string()
            ),
            Self::TooLarge { path, bytes } => tr_in!(
                lang,
                "error-word-list-too-large",
                path = path.display().to_string(),
                size = bytes / (1024 * 1024),
                limit = MAX_WORD_LIST_BYTES / (1024 * 1024)
            ),
            Self::Refused(e) => e.message(lang),
            Self::Empty { path } => tr_in!(
                lang,
                "error-word-list-empty",
                path = path.display().to_string()
            ),
            Self::Binary { path, line } => tr_in!(
                lang,
                "error-word-list-binary",
                path = path.display().to_string(),
                line = *line
            ),
            Self::BadWord {
                path,
                line,
                word,
                reason,
            } => {
                let path = path.display().to_string();
                match reason {
                    BadWord::TooLong(letters) => tr_in!(
                        lang,
                        "error-word-list-too-long",
                        path = path,
                        line = *line,
                        word = word,
                        letters = *letters,
                        max = MAX_WORD_LEN
                    ),
                    BadWord::Digit => tr_in!(
                        lang,
                        "error-word-list-digit",
                        path = path,
                        line = *line,
                        word = word
                    ),
                    BadWord::Spaces => tr_in!(
                        lang,
                        "error-word-list-spaces",
                        path = path,
                        line = *line,
                        word = word
                    ),
                    BadWord::Control => tr_in!(
                        lang,
                        "error-word-list-control",
                        path = path,
                        line = *line,
                        word = word
                    ),
                    BadWord::NotALetter(c) => tr_in!(
                        lang,
                        "error-word-list-not-a-letter",
                        path = path,
                        line = *line,
                        word = word,
                        character = c.to_string()
                    ),
                }
            }
        }
    }
}

/// In the app's current language.
impl fmt::Display for WordListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for WordListError {}

/// Reads and compiles a word list file.
pub fn load_word_list(path: &Path) -> Result<Lexicon, WordListError> {
    use crate::input::{Kind, ReadError, read_bytes};
    let data = read_bytes(path, Kind::WordList).map_err(|e| match e {
        ReadError::TooLarge { bytes, .. } => WordListError::TooLarge {
            path: path.to_owned(),
            bytes,
        },
        ReadError::NotFound { .. } => WordListError::NotFound {
            path: path.to_owned(),
        },
        ReadError::Io { message, .. } => WordListError::Io {
            path: path.to_owned(),
            message,
        },
        other => WordListError::Refused(other),
    })?;
    parse_word_list(path, &data)
}

/// Compiles a word list already in memory; `path` only names it in errors.
/// Blank lines and lines starting with `#` are skipped; one-letter words are dropped
/// (no game plays them).
pub fn parse_word_list(path: &Path, data: &[u8]) -> Result<Lexicon, WordListError> {
    if data.len() as u64 > MAX_WORD_LIST_BYTES {
        return Err(WordListError::TooLarge {
            path: path.to_owned(),
            bytes: data.len() as u64,
        });
    }
    let mut words = Vec::new();
    for (i, raw) in data.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        let binary = || WordListError::Binary {
            path: path.to_owned(),
            line,
        };
        if raw.contains(&0) {
            return Err(binary());
        }
        let text = std::str::from_utf8(raw).map_err(|_| binary())?;
        let text = text.trim_start_matches('\u{feff}').trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let bad = |reason: BadWord| WordListError::BadWord {
            path: path.to_owned(),
            line,
            word: text.chars().take(40).collect(),
            reason,
        };
        // Checked before folding, so a multi-megabyte line costs nothing more.
        let too_long = |letters: usize| bad(BadWord::TooLong(letters));
        if text.len() > 4 * MAX_WORD_LEN {
            return Err(too_long(text.chars().count()));
        }
        let folded = fold_word(text).map_err(|c| {
            bad(if c.is_ascii_digit() {
                BadWord::Digit
            } else if c.is_whitespace() {
                BadWord::Spaces
            } else if c.is_control() {
                BadWord::Control
            } else {
                BadWord::NotALetter(c)
            })
        })?;
        if folded.len() > MAX_WORD_LEN {
            return Err(too_long(folded.len()));
        }
        if folded.len() >= 2 {
            words.push(folded);
        }
    }
    if words.is_empty() {
        return Err(WordListError::Empty {
            path: path.to_owned(),
        });
    }
    Ok(Lexicon::from_words(words))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &[u8]) -> Result<Lexicon, String> {
        parse_word_list(Path::new("house.txt"), text).map_err(|e| e.to_string())
    }

    #[test]
    fn folds_case_and_accents() {
        let lex = parse(b"# our words\nZorbly\n\n  \xc3\x89l\xc3\xa8ve  \r\nx\n").unwrap();
        assert!(lex.contains("zorbly"));
        assert!(lex.contains("eleve"));
        assert_eq!(lex.len(), 2, "the one-letter x is dropped");
    }

    #[test]
    fn errors_name_the_file_and_line() {
        assert_eq!(
            parse(b"cat\ndog2\n").unwrap_err(),
            "house.txt line 2: \"dog2\" contains a digit"
        );
        assert_eq!(
            parse(b"cat\nice cream\n").unwrap_err(),
            "house.txt line 2: \"ice cream\" has more than one word (one word a line)"
        );
        assert_eq!(
            parse(b"cat\n\x00\x01\x02\n").unwrap_err(),
            "house.txt line 2: this is not a text file (binary data)"
        );
        assert_eq!(
            parse(b"cat\n\xff\xfe\n").unwrap_err(),
            "house.txt line 2: this is not a text file (binary data)"
        );
        assert_eq!(
            parse(b"").unwrap_err(),
            "house.txt: the word list has no words"
        );
        assert_eq!(
            parse(b"\n# only a comment\n").unwrap_err(),
            "house.txt: the word list has no words"
        );
    }

    #[test]
    fn words_longer_than_a_game_can_use_are_refused_with_the_line() {
        let long = "a".repeat(MAX_WORD_LEN + 1);
        assert_eq!(
            parse(format!("cat\n{long}\n").as_bytes()).unwrap_err(),
            format!(
                "house.txt line 2: \"{}\" is 65 letters long; the longest word a game can use is 64",
                "a".repeat(40)
            )
        );
        let huge = "b".repeat(4 << 20);
        let err = parse(format!("cat\ndog\n{huge}").as_bytes()).unwrap_err();
        assert!(
            err.contains("line 3") && err.contains("4194304 letters long"),
            "{err}"
        );
        let exact = "c".repeat(MAX_WORD_LEN);
        assert!(parse(exact.as_bytes()).unwrap().contains(&exact));
    }

    #[test]
    fn refuses_a_huge_file_before_reading_it() {
        let dir = crate::testing::scratch_dir("wl");
        let path = dir.join("huge.txt");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(50 * 1024 * 1024).unwrap();
        let err = load_word_list(&path).unwrap_err().to_string();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(err.contains("huge.txt: 50 MB is too large"), "{err}");
    }

    #[test]
    fn missing_file_is_an_io_error() {
        let err = load_word_list(Path::new("/nonexistent/words.txt")).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("/nonexistent/words.txt: cannot read"),
            "{err}"
        );
    }

    #[test]
    fn errors_read_in_french_and_romanian() {
        let err =
            |text: &str| parse_word_list(Path::new("house.txt"), text.as_bytes()).unwrap_err();
        assert_eq!(
            err("cat\ndog2\n").message(Lang::Fr),
            "house.txt, ligne 2\u{a0}: «\u{a0}dog2\u{a0}» contient un chiffre"
        );
        let long = "a".repeat(MAX_WORD_LEN + 1);
        assert_eq!(
            err(&long).message(Lang::Ro),
            format!(
                "house.txt, linia 1: „{}” are 65 de litere; un joc folosește cel mult 64 de litere",
                "a".repeat(40)
            )
        );
        let huge = "b".repeat(301);
        assert!(err(&huge).message(Lang::Ro).contains("are 301 litere;"));
        let huge = "b".repeat(4 * 64 + 1);
        assert!(err(&huge).message(Lang::Ro).contains("are 257 de litere;"));
    }
}
