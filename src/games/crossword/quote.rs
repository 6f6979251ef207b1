//! Quoting record text in messages: a malformed line can be megabytes long, and an error
//! message should name the bad part, not repeat all of it.

/// Characters of record text a message quotes at most.
pub const QUOTE_MAX: usize = 40;

/// `text` as a message quotes it: whole when short, else its first [`QUOTE_MAX`] characters
/// and how many more there are.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(QUOTE_MAX) {
        None => text.to_string(),
        Some((cut, _)) => {
            let more = text[cut..].chars().count();
            format!("{}... ({more} more characters)", &text[..cut])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_and_short_text_kept() {
        assert_eq!(excerpt("8D WINDY"), "8D WINDY");
        let long = "É".repeat(1000);
        let q = excerpt(&long);
        assert!(q.starts_with(&"É".repeat(QUOTE_MAX)), "{q}");
        assert!(q.ends_with("(960 more characters)"), "{q}");
        assert!(q.len() < 120);
    }
}
