//! The bytes of a GCG record as text lines. The format's default character set is
//! ISO-8859-1; a first line `#character-encoding UTF-8` (or `ISO-8859-1`) names it, and any
//! other encoding is refused. A record without that line that is valid UTF-8 is read as UTF-8
//! (many tools write UTF-8 without saying so, and Latin-1 text with accents is almost never
//! valid UTF-8); otherwise as ISO-8859-1, one byte to one character. A UTF-8 byte-order mark
//! is skipped, and lines may end in LF, CR LF or a lone CR.

use super::gcg::GcgError;
use super::quote::excerpt;

/// The UTF-8 byte-order mark some editors put first.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Decodes a record's bytes into text (see the module notes).
pub fn decode(bytes: &[u8]) -> Result<String, GcgError> {
    let bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
    let first_end = bytes
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .unwrap_or(bytes.len());
    let first = latin1(&bytes[..first_end]);
    match declared_encoding(&first) {
        Some(name) => match name.to_ascii_lowercase().as_str() {
            "utf-8" | "utf8" => utf8(bytes),
            "iso-8859-1" | "iso8859-1" | "iso_8859-1" | "latin1" | "latin-1" => Ok(latin1(bytes)),
            _ => Err(GcgError {
                line: 1,
                message: format!(
                    "character encoding '{}' is not one this reader knows (UTF-8 or ISO-8859-1)",
                    excerpt(name)
                ),
            }),
        },
        None => Ok(utf8(bytes).unwrap_or_else(|_| latin1(bytes))),
    }
}

/// The encoding a `#character-encoding NAME` line names, if `line` is one.
pub fn declared_encoding(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix("#character-encoding")?;
    if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
        return None;
    }
    Some(rest.trim())
}

/// Splits text into lines at LF, CR LF or a lone CR (the line ends are not kept).
pub fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            b'\r' => {
                out.push(&text[start..i]);
                if bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < bytes.len() {
        out.push(&text[start..]);
    }
    out
}

fn utf8(bytes: &[u8]) -> Result<String, GcgError> {
    std::str::from_utf8(bytes).map(str::to_string).map_err(|e| {
        // The line of the first bad byte, counted the way `lines` counts.
        let before = latin1(&bytes[..e.valid_up_to()]);
        GcgError {
            line: lines(&before).len().max(1) + usize::from(before.ends_with(['\n', '\r'])),
            message: "the record says UTF-8 but this line is not UTF-8 text".into(),
        }
    })
}

/// ISO-8859-1: every byte is the character of the same number.
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ends_of_every_kind_split_alike() {
        assert_eq!(lines("a\nb\r\nc\rd"), vec!["a", "b", "c", "d"]);
        assert_eq!(lines("a\n\nb\n"), vec!["a", "", "b"]);
        assert_eq!(lines(""), Vec::<&str>::new());
    }

    #[test]
    fn encodings_are_read_or_refused_as_the_first_line_says() {
        assert_eq!(
            decode(b"#player1 J\xE9r J\xE9r\n").unwrap(),
            "#player1 Jér Jér\n"
        );
        assert_eq!(
            decode("#player1 Jér x\n".as_bytes()).unwrap(),
            "#player1 Jér x\n"
        );
        let latin = b"#character-encoding ISO-8859-1\n#player1 J\xE9r x\n";
        assert!(decode(latin).unwrap().contains("Jér"));
        let bad = b"#character-encoding UTF-8\n#player1 a a\n#player2 J\xE9r x\n";
        let e = decode(bad).unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        let e = decode(b"#character-encoding EBCDIC\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("EBCDIC"), "{e}");
        assert_eq!(decode(b"\xEF\xBB\xBF#player1 a a").unwrap(), "#player1 a a");
    }
}
