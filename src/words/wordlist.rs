//! User word lists (a table's "mutually accepted dictionary"): plain text, one word a line,
//! folded to a-z and compiled into a [`Lexicon`] at run time, with errors that name the line.

use std::fmt;
use std::path::{Path, PathBuf};

use super::fold::fold_word;
use super::{Lexicon, MAX_WORD_LEN};

/// The largest word list accepted; the biggest real lists are a few megabytes.
pub const MAX_WORD_LIST_BYTES: u64 = crate::input::Kind::WordList.limit();

/// Why a word list was refused. The game keeps the dictionary it had.
#[derive(Debug)]
pub enum WordListError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
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
        word: String,
        reason: String,
    },
}

impl fmt::Display for WordListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Io { path, message } => write!(f, "{}: cannot read: {message}", path.display()),
            Self::TooLarge { path, bytes } => write!(
                f,
                "{}: {} MB is too large for a word list (the limit is {} MB)",
                path.display(),
                bytes / (1024 * 1024),
                MAX_WORD_LIST_BYTES / (1024 * 1024)
            ),
            Self::Refused(e) => write!(f, "{e}"),
            Self::Empty { path } => write!(f, "{}: the word list has no words", path.display()),
            Self::Binary { path, line } => write!(
                f,
                "{} line {line}: this is not a text file (binary data)",
                path.display()
            ),
            Self::BadWord {
                path,
                line,
                word,
                reason,
            } => write!(f, "{} line {line}: \"{word}\" {reason}", path.display()),
        }
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
        ReadError::NotFound { .. } => WordListError::Io {
            path: path.to_owned(),
            message: "no such file".into(),
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
        let bad = |reason: String| WordListError::BadWord {
            path: path.to_owned(),
            line,
            word: text.chars().take(40).collect(),
            reason,
        };
        // Checked before folding, so a multi-megabyte line costs nothing more.
        let too_long = |letters: usize| {
            bad(format!(
                "is {letters} letters long; the longest word a game can use is {MAX_WORD_LEN}"
            ))
        };
        if text.len() > 4 * MAX_WORD_LEN {
            return Err(too_long(text.chars().count()));
        }
        let folded = fold_word(text).map_err(|c| {
            bad(if c.is_ascii_digit() {
                "contains a digit".to_owned()
            } else if c.is_whitespace() {
                "has more than one word (one word a line)".to_owned()
            } else if c.is_control() {
                "contains a control character".to_owned()
            } else {
                format!("contains '{c}', which is not a letter")
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
}
