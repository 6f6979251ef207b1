//! Case and accent folding: every word the games compare is plain lowercase a-z.

/// Folds one character to its plain lowercase a-z spelling (`É` -> `e`, `ß` -> `ss`).
/// Returns `None` for a character that is not a letter of a Latin alphabet.
pub fn fold_char(c: char) -> Option<&'static str> {
    const PLAIN: [&str; 26] = [
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r",
        "s", "t", "u", "v", "w", "x", "y", "z",
    ];
    let lower = c.to_lowercase().next().unwrap_or(c);
    if lower.is_ascii_lowercase() {
        return Some(PLAIN[(lower as u8 - b'a') as usize]);
    }
    let plain = match lower {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' => "c",
        'ď' | 'đ' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
        'ğ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
        'ł' | 'ľ' => "l",
        'ñ' | 'ń' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
        'œ' => "oe",
        'ř' => "r",
        'ś' | 'š' | 'ş' | 'ș' => "s",
        'ß' => "ss",
        'ť' | 'ţ' | 'ț' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    };
    Some(plain)
}

/// Folds a whole word; `Err(c)` names the first character that is not a letter.
pub fn fold_word(word: &str) -> Result<String, char> {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        out.push_str(fold_char(c).ok_or(c)?);
    }
    Ok(out)
}

/// The entries of a hand-written list shipped with the app (one a line; `#` starts a comment,
/// blank lines are skipped), each with its line number from 1.
pub fn list_entries(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(i, line)| {
        let entry = line.split('#').next().unwrap_or("").trim();
        (!entry.is_empty()).then_some((i + 1, entry))
    })
}

/// A list entry folded to a-z, or why not, naming the list `name` and the `line`.
pub fn fold_entry(name: &str, line: usize, entry: &str) -> Result<String, String> {
    fold_word(entry).map_err(|c| format!("{name}, line {line}: {c:?} is not a letter"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_and_accents() {
        assert_eq!(fold_word("Élève").unwrap(), "eleve");
        assert_eq!(fold_word("ȘTIINȚĂ").unwrap(), "stiinta");
        assert_eq!(fold_word("Straße").unwrap(), "strasse");
        assert_eq!(fold_word("cœur").unwrap(), "coeur");
    }

    #[test]
    fn a_lists_entries_skip_comments_and_blanks_and_keep_their_lines() {
        let text = "# heading\nfirst\n\n  second  # why\n#\nthird";
        let got: Vec<(usize, &str)> = list_entries(text).collect();
        assert_eq!(got, [(2, "first"), (4, "second"), (6, "third")]);
        assert_eq!(fold_entry("l.txt", 4, "Épée"), Ok("epee".into()));
        assert_eq!(
            fold_entry("l.txt", 4, "a-b"),
            Err("l.txt, line 4: '-' is not a letter".into())
        );
    }

    #[test]
    fn names_the_first_non_letter() {
        assert_eq!(fold_word("abc1d"), Err('1'));
        assert_eq!(fold_word("don't"), Err('\''));
    }
}
