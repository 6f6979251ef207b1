//! Reading files that come from outside the program (saves, scenarios, box files, decks, word
//! lists, position files, game records, settings) with bounds: only regular files are opened
//! (a device such as `/dev/zero` would be read until memory runs out, a FIFO would block
//! forever), each kind of file has a size limit checked before and while reading, and text is
//! decoded with errors that name the line. Every reader of outside data goes through here.

use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::i18n::Lang;
use crate::i18n::tr_in;

/// The kinds of file read from outside, each with its own size limit (see
/// `docs/input-limits.md` for why each limit is where it is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A Word Colony save or scenario (also the autosave).
    Save,
    /// A Word Colony box file.
    BoxFile,
    /// A question deck (RON, CSV or OpenTriviaQA).
    Deck,
    /// A word list, one word a line.
    WordList,
    /// A move-generation positions file.
    Positions,
    /// A GCG game record (the board games' standard notation).
    Gcg,
    /// The settings file.
    Settings,
}

impl Kind {
    /// The largest file of this kind that is read, in bytes.
    pub const fn limit(self) -> u64 {
        const MB: u64 = 1024 * 1024;
        match self {
            Kind::Save => 8 * MB,
            Kind::BoxFile => 64 * 1024,
            Kind::Deck => 32 * MB,
            Kind::WordList => 16 * MB,
            Kind::Positions => 4 * MB,
            Kind::Gcg => MB,
            Kind::Settings => 64 * 1024,
        }
    }
}

/// What a path that is not a regular file turned out to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileType {
    /// A directory.
    Directory,
    /// A named pipe.
    Fifo,
    /// A character or block device.
    Device,
    /// A socket.
    Socket,
    /// Anything else that is not a file.
    Other,
}

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// No such file.
    NotFound { path: PathBuf },
    /// A directory, device, FIFO or socket: never opened.
    NotRegular { path: PathBuf, what: FileType },
    /// Larger than its kind's limit.
    TooLarge {
        path: PathBuf,
        kind: Kind,
        bytes: u64,
    },
    /// Any other I/O error.
    Io { path: PathBuf, message: String },
    /// Not UTF-8 text (or a NUL byte): the line and column of the first bad byte.
    NotText {
        path: PathBuf,
        line: usize,
        column: usize,
    },
}

impl ReadError {
    /// True when the file does not exist.
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::NotFound { .. })
    }
}

impl ReadError {
    /// The error in `lang`, naming the file.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ReadError::NotFound { path } => {
                tr_in!(
                    lang,
                    "error-no-such-file",
                    path = path.display().to_string()
                )
            }
            ReadError::NotRegular { path, what } => {
                let what = match what {
                    FileType::Directory => tr_in!(lang, "error-file-type-directory"),
                    FileType::Fifo => tr_in!(lang, "error-file-type-fifo"),
                    FileType::Device => tr_in!(lang, "error-file-type-device"),
                    FileType::Socket => tr_in!(lang, "error-file-type-socket"),
                    FileType::Other => tr_in!(lang, "error-file-type-other"),
                };
                tr_in!(
                    lang,
                    "error-not-regular-file",
                    path = path.display().to_string(),
                    what = what
                )
            }
            ReadError::TooLarge { path, kind, bytes } => {
                let path = path.display().to_string();
                let size = size_text(*bytes, lang);
                let limit = size_text(kind.limit(), lang);
                tr_in!(
                    lang,
                    match kind {
                        Kind::Save => "error-too-large-save",
                        Kind::BoxFile => "error-too-large-box",
                        Kind::Deck => "error-too-large-deck",
                        Kind::WordList => "error-too-large-word-list",
                        Kind::Positions => "error-too-large-positions",
                        Kind::Gcg => "error-too-large-game-record",
                        Kind::Settings => "error-too-large-settings",
                    },
                    path = path,
                    size = size,
                    limit = limit
                )
            }
            ReadError::Io { path, message } => tr_in!(
                lang,
                "error-in-file",
                path = path.display().to_string(),
                reason = message
            ),
            ReadError::NotText { path, line, column } => tr_in!(
                lang,
                "error-not-text",
                path = path.display().to_string(),
                line = *line,
                column = *column
            ),
        }
    }
}

/// In the app's current language.
impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for ReadError {}

/// A size as messages write it: whole megabytes from 1 MB, kilobytes (rounded up) below.
fn size_text(bytes: u64, lang: Lang) -> String {
    if bytes >= 1024 * 1024 {
        tr_in!(lang, "error-size-mb", amount = bytes / (1024 * 1024))
    } else {
        tr_in!(lang, "error-size-kb", amount = bytes.div_ceil(1024))
    }
}

fn file_type(meta: &std::fs::Metadata) -> FileType {
    let t = meta.file_type();
    if t.is_dir() {
        return FileType::Directory;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return FileType::Fifo;
        }
        if t.is_char_device() || t.is_block_device() {
            return FileType::Device;
        }
        if t.is_socket() {
            return FileType::Socket;
        }
    }
    FileType::Other
}

/// Reads a whole file of `kind`: refuses anything but a regular file before opening it, and
/// anything over the kind's limit (checked from its size, then again while reading, in case
/// it grows).
pub fn read_bytes(path: &Path, kind: Kind) -> Result<Vec<u8>, ReadError> {
    let io = |e: std::io::Error| {
        if e.kind() == std::io::ErrorKind::NotFound {
            ReadError::NotFound {
                path: path.to_owned(),
            }
        } else {
            ReadError::Io {
                path: path.to_owned(),
                message: e.to_string(),
            }
        }
    };
    let check = |meta: &std::fs::Metadata| -> Result<(), ReadError> {
        if !meta.is_file() {
            return Err(ReadError::NotRegular {
                path: path.to_owned(),
                what: file_type(meta),
            });
        }
        if meta.len() > kind.limit() {
            return Err(ReadError::TooLarge {
                path: path.to_owned(),
                kind,
                bytes: meta.len(),
            });
        }
        Ok(())
    };
    // Checked before opening: opening a FIFO blocks until a writer comes.
    check(&std::fs::metadata(path).map_err(io)?)?;
    let file = std::fs::File::open(path).map_err(io)?;
    // And again on the opened file, which is the one read.
    check(&file.metadata().map_err(io)?)?;
    let mut bytes = Vec::new();
    file.take(kind.limit() + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > kind.limit() {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            kind,
            bytes: bytes.len() as u64,
        });
    }
    Ok(bytes)
}

/// Reads a text file of `kind`: [`read_bytes`], then [`decode_utf8`].
pub fn read_text(path: &Path, kind: Kind) -> Result<String, ReadError> {
    let bytes = read_bytes(path, kind)?;
    decode_utf8(path, bytes)
}

/// Decodes UTF-8 text, dropping a leading byte-order mark; invalid UTF-8 or a NUL byte is an
/// error naming the line (`path` only names the file in it).
pub fn decode_utf8(path: &Path, mut bytes: Vec<u8>) -> Result<String, ReadError> {
    if bytes.starts_with(BOM) {
        bytes.drain(..BOM.len());
    }
    let not_text = |at: usize| {
        let (line, column) = line_and_column(&bytes, at);
        ReadError::NotText {
            path: path.to_owned(),
            line,
            column,
        }
    };
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(not_text(at));
    }
    match std::str::from_utf8(&bytes) {
        Ok(_) => Ok(String::from_utf8(bytes).expect("checked")),
        Err(e) => Err(not_text(e.valid_up_to())),
    }
}

/// The UTF-8 byte-order mark some editors put at the start of a file.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The 1-based line and column (in bytes) of byte `at`.
pub fn line_and_column(bytes: &[u8], at: usize) -> (usize, usize) {
    let before = &bytes[..at.min(bytes.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, at - start + 1)
}

/// Decodes Windows-1252 text (what many older files on Windows are written in): bytes below
/// 0x80 are ASCII, 0xA0-0xFF are the same code points as Latin-1, and 0x80-0x9F hold the
/// curly quotes, dashes and the euro sign; the five unassigned bytes become U+FFFD.
pub fn decode_windows_1252(bytes: &[u8]) -> String {
    const HIGH: [char; 32] = [
        '€', '\u{FFFD}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{FFFD}', 'Ž',
        '\u{FFFD}', '\u{FFFD}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ',
        '\u{FFFD}', 'ž', 'Ÿ',
    ];
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9F => HIGH[(b - 0x80) as usize],
            _ => b as char,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        crate::testing::scratch_dir(&format!("input-{name}"))
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_fifos_are_refused_without_reading() {
        let t = std::time::Instant::now();
        let err = read_bytes(Path::new("/dev/zero"), Kind::Deck).unwrap_err();
        assert!(
            err.to_string() == "/dev/zero: a device, not a regular file",
            "{err}"
        );
        let dir = scratch("fifo");
        let fifo = dir.join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success());
        if made {
            let err = read_bytes(&fifo, Kind::Save).unwrap_err();
            assert!(
                err.to_string()
                    .ends_with("pipe: a FIFO, not a regular file"),
                "{err}"
            );
        }
        let err = read_bytes(&dir, Kind::Save).unwrap_err();
        assert!(
            err.to_string().ends_with("a directory, not a regular file"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(t.elapsed().as_secs() < 5, "nothing was read or waited for");
    }

    #[test]
    fn each_kind_has_its_limit() {
        let dir = scratch("limit");
        let path = dir.join("big.ron");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(Kind::Save.limit() + 1).unwrap();
        let err = read_bytes(&path, Kind::Save).unwrap_err().to_string();
        assert!(
            err.ends_with("big.ron: 8 MB is too large for a save file (the limit is 8 MB)"),
            "{err}"
        );
        file.set_len(Kind::Save.limit()).unwrap();
        assert_eq!(
            read_bytes(&path, Kind::Save).unwrap().len() as u64,
            Kind::Save.limit()
        );
        let err = read_bytes(&path, Kind::BoxFile).unwrap_err().to_string();
        assert!(
            err.contains("too large for a box file (the limit is 64 KB)"),
            "{err}"
        );
        assert!(
            read_bytes(&dir.join("missing"), Kind::Save)
                .unwrap_err()
                .is_not_found()
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn text_drops_the_bom_and_names_the_bad_line() {
        let p = Path::new("deck.txt");
        assert_eq!(decode_utf8(p, b"\xEF\xBB\xBFabc".to_vec()).unwrap(), "abc");
        let err = decode_utf8(p, b"one\ntwo\nth\xe9ree\n".to_vec()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "deck.txt line 3: not UTF-8 text (bad byte at column 3)"
        );
        let err = decode_utf8(p, b"one\n\0".to_vec()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "deck.txt line 2: not UTF-8 text (bad byte at column 1)"
        );
    }

    #[test]
    fn windows_1252_decodes_quotes_and_accents() {
        assert_eq!(
            decode_windows_1252(b"caf\xe9 \x93hi\x94 \x80"),
            "café “hi” €"
        );
    }

    #[test]
    fn errors_read_in_french_and_romanian() {
        let big = ReadError::TooLarge {
            path: PathBuf::from("big.ron"),
            kind: Kind::Save,
            bytes: 9 * 1024 * 1024,
        };
        assert_eq!(
            big.message(Lang::Fr),
            "big.ron\u{a0}: trop gros pour une sauvegarde (9\u{a0}Mo, limite 8\u{a0}Mo)"
        );
        assert_eq!(
            big.message(Lang::Ro),
            "big.ron: prea mare pentru o salvare (9 MB, limita e 8 MB)"
        );
        let dir = ReadError::NotRegular {
            path: PathBuf::from("saves"),
            what: FileType::Directory,
        };
        assert_eq!(
            dir.message(Lang::Fr),
            "saves\u{a0}: un dossier, pas un fichier ordinaire"
        );
        assert_eq!(
            dir.message(Lang::Ro),
            "saves: un director, nu un fișier obișnuit"
        );
    }
}
