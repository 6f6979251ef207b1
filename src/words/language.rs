//! The built-in dictionaries a game can be played on.

use serde::{Deserialize, Serialize};

use super::Lexicon;

/// A built-in dictionary. In saves it is written by its lowercase name (`french`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// The Wordnik word list.
    #[default]
    English,
    /// Grammalecte's French lexicon, every inflected form.
    French,
    /// The Romanian Hunspell dictionary, every inflected form.
    Romanian,
}

impl Language {
    /// Every built-in dictionary, English first.
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::Romanian];

    /// The dictionary's words (built on first use, shared).
    pub fn lexicon(self) -> &'static Lexicon {
        match self {
            Language::English => Lexicon::english(),
            Language::French => Lexicon::french(),
            Language::Romanian => Lexicon::romanian(),
        }
    }

    /// The ISO 639-1 code: `en`, `fr`, `ro`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Romanian => "ro",
        }
    }

    /// The language's name in English.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "French",
            Language::Romanian => "Romanian",
        }
    }

    /// The language's name in itself (for a menu).
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Romanian => "Română",
        }
    }

    /// The language a code or an English name names, in any case (`fr`, `French`).
    pub fn from_code(text: &str) -> Option<Language> {
        let text = text.trim();
        Language::ALL
            .into_iter()
            .find(|l| text.eq_ignore_ascii_case(l.code()) || text.eq_ignore_ascii_case(l.name()))
    }

    /// True for English (a setup leaves the default out of its save).
    pub fn is_english(&self) -> bool {
        *self == Language::English
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Language {
    type Err = String;

    fn from_str(text: &str) -> Result<Language, String> {
        Language::from_code(text)
            .ok_or_else(|| format!("the dictionaries are en, fr and ro, not {text:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::MAX_WORD_LEN;
    use crate::words::fold::fold_word;

    #[test]
    fn french_has_its_inflected_forms_folded() {
        let fr = Lexicon::french();
        for w in [
            "maison",
            "maisons",
            "eleve",
            "eleves",
            "coeur",
            "ete",
            "mangeames",
            "mangerions",
            "etudiante",
            "noel",
        ] {
            assert!(fr.contains(w), "{w}");
        }
        assert!(fr.contains("MAISON"), "case is ignored");
        assert!(fr.len() > 300_000, "{} words", fr.len());
    }

    #[test]
    fn french_refuses_non_words_and_english_only_words() {
        let fr = Lexicon::french();
        for w in [
            "maisonx", "xqzt", "flowers", "napkin", "wonder", "yank", "night",
        ] {
            assert!(!fr.contains(w), "{w}");
            assert!(fr.display_forms(w).is_empty(), "{w}");
        }
        // Proper nouns, abbreviations and elided forms are no words a game plays.
        for w in ["bruxelles", "toulouse", "lan", "kg", "aujourd"] {
            assert!(!fr.contains(w), "{w}");
        }
        // "the" is French only as "thé".
        assert_eq!(fr.display_forms("the"), ["thé"]);
    }

    #[test]
    fn french_words_show_with_their_accents() {
        let fr = Lexicon::french();
        assert!(fr.display_forms("eleve").contains(&"élève".to_string()));
        assert_eq!(fr.display_forms("coeur"), ["cœur"]);
        assert_eq!(
            fr.display_forms("maison"),
            ["maison"],
            "no accent: as it is"
        );
        assert_eq!(fr.display_forms("MANGEAMES"), ["mangeâmes"]);
        let ou = fr.display_forms("ou");
        assert!(
            ou.contains(&"ou".into()) && ou.contains(&"où".into()),
            "{ou:?}"
        );
    }

    #[test]
    fn romanian_has_comma_below_letters_and_matches_cedillas() {
        let ro = Lexicon::romanian();
        for w in ["tara", "tari", "stiinte", "frumoasa", "frumos", "casa"] {
            assert!(ro.contains(w), "{w}");
        }
        let tara = ro.display_forms("tara");
        assert!(tara.contains(&"țară".to_string()), "{tara:?}");
        assert!(tara.iter().all(|w| !w.contains(['ş', 'ţ'])), "{tara:?}");
        assert!("țară".starts_with('\u{021B}'));
        assert_eq!(ro.display_forms("stiinte"), ["științe"]);
        // Typed with the cedilla letters of old keyboards, the word is the same.
        for typed in ["ţară", "ŞTIINŢE", "știință"] {
            let folded = fold_word(typed).unwrap();
            assert!(ro.contains(&folded), "{typed}");
        }
        assert!(!ro.contains("flowers"));
        assert!(ro.len() > 1_000_000, "{} words", ro.len());
    }

    #[test]
    fn every_built_in_word_is_playable_and_every_spelling_folds_to_one() {
        for language in [Language::French, Language::Romanian] {
            let lexicon = language.lexicon();
            let words = lexicon.words();
            assert_eq!(words.len(), lexicon.len());
            for w in &words {
                assert!(
                    (2..=MAX_WORD_LEN).contains(&w.len())
                        && w.bytes().all(|b| b.is_ascii_lowercase()),
                    "{language}: {w:?}"
                );
            }
            let spellings = lexicon.display_words();
            assert!(spellings.len() > 100_000, "{language}: {}", spellings.len());
            for s in &spellings {
                assert_eq!(&s.to_lowercase(), s, "{language}: {s:?}");
                assert!(!s.contains(['ş', 'ţ']), "{language}: {s:?} has a cedilla");
                let folded = fold_word(s).expect("folds");
                assert!(lexicon.contains(&folded), "{language}: {s:?} ({folded})");
            }
        }
    }

    #[test]
    fn english_words_show_as_they_are() {
        let en = Language::English.lexicon();
        assert_eq!(en.display_forms("flow"), ["flow"]);
        assert!(en.display_forms("xqzt").is_empty());
        assert!(en.display_words().is_empty());
    }

    #[test]
    fn a_table_list_added_to_french_keeps_the_accents() {
        let own = Lexicon::from_words(["zorbly"]);
        let both = Lexicon::french().union(&own);
        assert!(both.contains("zorbly") && both.contains("eleve"));
        assert_eq!(both.display_forms("zorbly"), ["zorbly"]);
        assert_eq!(both.display_forms("coeur"), ["cœur"]);
    }

    #[test]
    fn codes_and_names() {
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
            assert_eq!(language.code().parse::<Language>(), Ok(language));
            assert_eq!(
                Language::from_code(&language.name().to_uppercase()),
                Some(language)
            );
        }
        assert_eq!(Language::default(), Language::English);
        assert!("de".parse::<Language>().is_err());
        assert_eq!(ron::to_string(&Language::French).unwrap(), "french");
        assert_eq!(
            ron::from_str::<Language>("romanian").unwrap(),
            Language::Romanian
        );
    }
}
