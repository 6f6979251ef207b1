//! The family filter, a house rule for streamed nights: words an audience should not see on
//! the table. Each language has a reviewed list (`assets/words/family/`, compiled in); a
//! game with the filter on plays with its dictionary minus the listed words, so computer
//! seats never find them, and asks [`Lexicon::kept_off`] to turn a person's word away with a
//! gentle reason instead of "not a word".

use std::collections::BTreeSet;
use std::sync::OnceLock;

use fst::{Automaton, IntoStreamer, Streamer};

use super::fold::{fold_entry, fold_word, list_entries};
use super::{Language, Lexicon, MAX_WORD_LEN};

/// The compiled-in lists, one per language (docs/dictionaries.md says how they were made).
static ENGLISH_LIST: &str = include_str!("../../assets/words/family/en.txt");
static FRENCH_LIST: &str = include_str!("../../assets/words/family/fr.txt");
static ROMANIAN_LIST: &str = include_str!("../../assets/words/family/ro.txt");

/// One language's family filter: whole words, and stems whose every continuation is kept off
/// (written `stem*` in the list). Words are folded to a-z, as the games compare them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FamilyList {
    words: BTreeSet<String>,
    stems: Vec<String>,
}

impl FamilyList {
    /// The built-in list of `language`, read once. The lists are checked by the tests, so a
    /// malformed built-in list is a bug of this build.
    pub fn built_in(language: Language) -> &'static FamilyList {
        static LISTS: [OnceLock<FamilyList>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let (name, text) = match language {
            Language::English => ("assets/words/family/en.txt", ENGLISH_LIST),
            Language::French => ("assets/words/family/fr.txt", FRENCH_LIST),
            Language::Romanian => ("assets/words/family/ro.txt", ROMANIAN_LIST),
        };
        LISTS[slot(language)].get_or_init(|| {
            FamilyList::parse(name, text).unwrap_or_else(|e| panic!("built-in family list: {e}"))
        })
    }

    /// Reads a list: one entry a line, `#` starts a comment, `stem*` keeps off every word
    /// starting with the stem. An entry that does not fold to 2..=64 letters is refused with
    /// its file and line.
    pub fn parse(name: &str, text: &str) -> Result<FamilyList, String> {
        let mut list = FamilyList::default();
        for (line, entry) in list_entries(text) {
            let (word, stem) = match entry.strip_suffix('*') {
                Some(stem) => (stem, true),
                None => (entry, false),
            };
            let folded = fold_entry(name, line, word)?;
            if !(2..=MAX_WORD_LEN).contains(&folded.len()) {
                return Err(format!(
                    "{name}, line {line}: an entry has 2 to {MAX_WORD_LEN} letters"
                ));
            }
            if stem {
                list.stems.push(folded);
            } else {
                list.words.insert(folded);
            }
        }
        list.stems.sort();
        list.stems.dedup();
        Ok(list)
    }

    /// Whether the filter keeps `word` off the table (case and accents ignored).
    pub fn blocks(&self, word: &str) -> bool {
        let Ok(folded) = fold_word(word) else {
            return false;
        };
        self.words.contains(&folded) || self.stems.iter().any(|s| folded.starts_with(s.as_str()))
    }

    /// How many entries the list has (whole words and stems).
    pub fn len(&self) -> usize {
        self.words.len() + self.stems.len()
    }

    /// True for a list with no entry.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The words of `lexicon` this list keeps off, in order.
    pub fn blocked_in(&self, lexicon: &Lexicon) -> Vec<String> {
        let set = lexicon.as_set();
        let mut blocked: BTreeSet<String> = self
            .words
            .iter()
            .filter(|w| lexicon.contains(w))
            .cloned()
            .collect();
        for stem in &self.stems {
            let mut stream = set
                .search(fst::automaton::Str::new(stem).starts_with())
                .into_stream();
            while let Some(word) = stream.next() {
                blocked.insert(String::from_utf8_lossy(word).into_owned());
            }
        }
        blocked.into_iter().collect()
    }
}

/// The built-in dictionary of `language` with its family list applied, built once and shared
/// (its move-generator tables too).
pub fn filtered(language: Language) -> &'static Lexicon {
    FILTERED[slot(language)].get_or_init(|| {
        language
            .lexicon()
            .keep_off(FamilyList::built_in(language))
            .leak()
    })
}

static FILTERED: [OnceLock<Lexicon>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

fn slot(language: Language) -> usize {
    match language {
        Language::English => 0,
        Language::French => 1,
        Language::Romanian => 2,
    }
}

/// A game's dictionary under the house rule: `lexicon` itself when the filter is off, else
/// without the words `language`'s list keeps off (the built-in one is shared, not rebuilt).
pub fn apply(lexicon: &Lexicon, language: Language, on: bool) -> Lexicon {
    if !on {
        lexicon.clone()
    } else if lexicon.same_words(language.lexicon()) {
        filtered(language).clone()
    } else {
        lexicon.keep_off(FamilyList::built_in(language))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(text: &str) -> &'static FamilyList {
        Box::leak(Box::new(FamilyList::parse("test.txt", text).unwrap()))
    }

    #[test]
    fn whole_words_and_stems_fold_case_and_accents() {
        let l = list("# a comment\nbad\ngrr*  # a stem\nÉpée\n\n");
        assert_eq!(l.len(), 3);
        assert!(l.blocks("BAD") && l.blocks("grr") && l.blocks("grrrr") && l.blocks("epee"));
        assert!(!l.blocks("badge") && !l.blocks("gr") && !l.blocks("ba"));
    }

    #[test]
    fn a_bad_entry_names_its_file_and_line() {
        let err = FamilyList::parse("fr.txt", "ok\nno-way\n").unwrap_err();
        assert!(
            err.contains("fr.txt, line 2") && err.contains("'-'"),
            "{err}"
        );
        let err = FamilyList::parse("ro.txt", "a\n").unwrap_err();
        assert!(err.contains("ro.txt, line 1"), "{err}");
    }

    #[test]
    fn a_kept_off_lexicon_lacks_the_words_and_says_why() {
        let l = list("bad\ngrr*\n");
        let dict = Lexicon::from_words(["bad", "badge", "grr", "grrl", "good", "gr"]);
        assert_eq!(l.blocked_in(&dict), ["bad", "grr", "grrl"]);
        let safe = dict.keep_off(l);
        assert_eq!(safe.words(), ["badge", "good", "gr"]);
        assert!(safe.kept_off("BAD") && safe.kept_off("grrrr") && !safe.kept_off("good"));
        assert!(
            !dict.kept_off("bad"),
            "the plain dictionary keeps nothing off"
        );
    }

    #[test]
    fn the_built_in_lists_read_and_keep_words_off_every_dictionary() {
        for language in [Language::English, Language::French, Language::Romanian] {
            let list = FamilyList::built_in(language);
            assert!(list.len() >= 50, "{language}: {} entries", list.len());
            let blocked = list.blocked_in(language.lexicon());
            assert!(
                blocked.len() >= 50,
                "{language}: {} words kept off",
                blocked.len()
            );
            let safe = filtered(language);
            assert_eq!(safe.len() + blocked.len(), language.lexicon().len());
            assert!(
                blocked
                    .iter()
                    .all(|w| !safe.contains(w) && safe.kept_off(w))
            );
            assert!(safe.contains("on") || safe.contains("la") || safe.contains("de"));
        }
    }

    #[test]
    fn apply_shares_the_built_in_filtered_dictionary() {
        let en = Language::English.lexicon();
        assert!(apply(en, Language::English, true).same_words(filtered(Language::English)));
        assert!(apply(en, Language::English, false).same_words(en));
        let own = en.union(&Lexicon::from_words(["zzqx"]));
        let with_own = apply(&own, Language::English, true);
        assert!(with_own.contains("zzqx"));
        assert_eq!(with_own.len(), filtered(Language::English).len() + 1);
    }
}
