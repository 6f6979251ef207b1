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
    fn names_the_first_non_letter() {
        assert_eq!(fold_word("abc1d"), Err('1'));
        assert_eq!(fold_word("don't"), Err('\''));
    }
}
