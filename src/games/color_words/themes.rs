//! What a computer seat knows of the thematic bonus cards: for each language and theme, the
//! words that fit it (`assets/color_words/themes/`, compiled in). A computer votes that a word
//! fits when the word, folded to a-z, is in the card's list, and that it does not otherwise:
//! STEEP is no music word. People still judge by their own lights; a tie accepts.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::material::Theme;
use crate::words::Language;
use crate::words::fold::{fold_entry, fold_word, list_entries};

static ENGLISH: &str = include_str!("../../../assets/color_words/themes/en.txt");
static FRENCH: &str = include_str!("../../../assets/color_words/themes/fr.txt");
static ROMANIAN: &str = include_str!("../../../assets/color_words/themes/ro.txt");

/// Every theme, with the name its section has in the lists.
pub const NAMES: [(Theme, &str); 12] = [
    (Theme::Screen, "screen"),
    (Theme::Books, "books"),
    (Theme::Sports, "sports"),
    (Theme::Cooking, "cooking"),
    (Theme::History, "history"),
    (Theme::Nature, "nature"),
    (Theme::FamousPeople, "famous_people"),
    (Theme::Fashion, "fashion"),
    (Theme::Travel, "travel"),
    (Theme::Science, "science"),
    (Theme::Games, "games"),
    (Theme::Music, "music"),
];

/// One language's theme lists: each theme's words, folded to a-z.
#[derive(Clone, Debug, Default)]
pub struct ThemeLists {
    words: HashMap<Theme, HashSet<String>>,
}

impl ThemeLists {
    /// The built-in lists of `language`, read once (the tests read them all, so a malformed
    /// built-in list is a bug of this build).
    pub fn built_in(language: Language) -> &'static ThemeLists {
        static LISTS: [OnceLock<ThemeLists>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let (slot, name, text) = match language {
            Language::English => (0, "assets/color_words/themes/en.txt", ENGLISH),
            Language::French => (1, "assets/color_words/themes/fr.txt", FRENCH),
            Language::Romanian => (2, "assets/color_words/themes/ro.txt", ROMANIAN),
        };
        LISTS[slot].get_or_init(|| {
            ThemeLists::parse(name, text).unwrap_or_else(|e| panic!("built-in theme list: {e}"))
        })
    }

    /// Reads lists: `[theme]` starts a section, then a word a line (accents allowed); `#`
    /// starts a comment. Every theme must have its section, once; an error names the file
    /// and line.
    pub fn parse(name: &str, text: &str) -> Result<ThemeLists, String> {
        let mut lists = ThemeLists::default();
        let mut current: Option<Theme> = None;
        for (line, entry) in list_entries(text) {
            let at = || format!("{name}, line {line}");
            if let Some(section) = entry.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
                let theme = NAMES
                    .iter()
                    .find(|(_, n)| *n == section)
                    .map(|(t, _)| *t)
                    .ok_or_else(|| format!("{}: no theme is called {section:?}", at()))?;
                if lists.words.contains_key(&theme) {
                    return Err(format!("{}: [{section}] comes twice", at()));
                }
                lists.words.insert(theme, HashSet::new());
                current = Some(theme);
                continue;
            }
            let theme = current.ok_or_else(|| format!("{}: a word before any [theme]", at()))?;
            let folded = fold_entry(name, line, entry)?;
            if folded.len() < 2 {
                return Err(format!("{}: a word has at least 2 letters", at()));
            }
            lists.words.entry(theme).or_default().insert(folded);
        }
        if let Some((_, missing)) = NAMES.iter().find(|(t, _)| !lists.words.contains_key(t)) {
            return Err(format!("{name}: no [{missing}] section"));
        }
        Ok(lists)
    }

    /// Whether `word` (case and accents ignored) fits `theme`.
    pub fn fits(&self, theme: Theme, word: &str) -> bool {
        fold_word(word).is_ok_and(|w| self.words.get(&theme).is_some_and(|l| l.contains(&w)))
    }

    /// How many words `theme`'s list holds.
    pub fn len(&self, theme: Theme) -> usize {
        self.words.get(&theme).map_or(0, HashSet::len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_theme_and_its_words_fit_only_there() {
        for language in Language::ALL {
            let lists = ThemeLists::built_in(language);
            for (theme, name) in NAMES {
                assert!(
                    lists.len(theme) >= 100,
                    "{language} {name}: {}",
                    lists.len(theme)
                );
            }
        }
        let en = ThemeLists::built_in(Language::English);
        assert!(en.fits(Theme::Music, "PIANO") && en.fits(Theme::Cooking, "flour"));
        assert!(
            !en.fits(Theme::Music, "steep"),
            "the word the issue saw accepted"
        );
        assert!(!en.fits(Theme::Music, "flour"));
        let fr = ThemeLists::built_in(Language::French);
        assert!(fr.fits(Theme::Screen, "cinéma") && fr.fits(Theme::Screen, "CINEMA"));
    }

    #[test]
    fn a_bad_list_names_its_file_and_line() {
        let err = ThemeLists::parse("t.txt", "piano\n").unwrap_err();
        assert!(err.contains("t.txt, line 1"), "{err}");
        let err = ThemeLists::parse("t.txt", "[music]\npia-no\n").unwrap_err();
        assert!(
            err.contains("t.txt, line 2") && err.contains("'-'"),
            "{err}"
        );
        let err = ThemeLists::parse("t.txt", "[musik]\n").unwrap_err();
        assert!(err.contains("musik"), "{err}");
        let err = ThemeLists::parse("t.txt", "[music]\npiano\n").unwrap_err();
        assert!(err.contains("no [screen] section"), "{err}");
    }
}
