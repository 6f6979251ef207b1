//! The words one table plays with, as every game that checks words builds them: a built-in
//! dictionary, the table's own word list added to it (the shared house rule "a mutually
//! accepted dictionary"), and the family filter over both when the table turns it on.

use std::path::Path;

use super::{Language, Lexicon, WordListError, family, load_word_list};

/// The dictionary of `language`, with the words of the list at `word_list` added when one is
/// named, less the family filter's words when `family_filter` is on. A list that cannot be
/// read is an error naming the file (and the line of a bad word); nothing is played without
/// it.
pub fn table_lexicon(
    language: Language,
    word_list: Option<&str>,
    family_filter: bool,
) -> Result<Lexicon, WordListError> {
    let dictionary = language.lexicon();
    let words = match word_list {
        Some(path) => dictionary.union(&load_word_list(Path::new(path))?),
        None => dictionary.clone(),
    };
    Ok(family::apply(&words, language, family_filter))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_adds_its_words_and_keeps_the_dictionary() {
        let dir = std::env::temp_dir().join(format!("table-words-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("house.txt");
        std::fs::write(&path, "zorbleflux\nquimbit\n").unwrap();
        let plain = table_lexicon(Language::English, None, false).unwrap();
        assert!(!plain.contains("zorbleflux"));
        let own = table_lexicon(Language::English, path.to_str(), false).unwrap();
        assert!(own.contains("zorbleflux") && own.contains("quimbit"));
        assert!(own.contains("house"), "the dictionary stays");
        std::fs::write(&path, "fine\nno good\n").unwrap();
        let err = table_lexicon(Language::English, path.to_str(), false).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("house.txt") && text.contains('2'), "{text}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
