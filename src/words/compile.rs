//! Compiling a language's list of inflected forms (lowercase, with their accents: `élève`,
//! `țară`) into the two automata a built-in dictionary ships as (`assets/words/`): the folded
//! a-z words the games match, and the accented spellings the app shows.

use std::collections::BTreeSet;

use super::MAX_WORD_LEN;
use super::fold::fold_word;

/// A dictionary's two automata, as `fst::Set` bytes.
pub struct CompiledList {
    /// Every form folded to a-z (2..=[`MAX_WORD_LEN`] letters): the playable words.
    pub folded: Vec<u8>,
    /// The spellings to show: every form that is not plain a-z, and every plain form that
    /// shares its folding with one that is not (`a` beside `à`). A folded word with no entry
    /// here is shown as it is.
    pub display: Vec<u8>,
    /// How many forms were read.
    pub forms: usize,
}

/// Compiles a list of forms, one a line (blank lines skipped). Every form must be lowercase
/// and fold to 2..=[`MAX_WORD_LEN`] letters a-z; the first that does not is refused with its
/// line, so a list that changed shape is noticed rather than silently thinned.
pub fn compile_forms(text: &str) -> Result<CompiledList, String> {
    let mut folded = BTreeSet::new();
    let mut forms: Vec<(String, &str)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let form = line.trim();
        if form.is_empty() {
            continue;
        }
        let plain = fold_word(form)
            .map_err(|c| format!("line {}: {form:?} has {c:?}, which is no letter", i + 1))?;
        if form.chars().any(char::is_uppercase) {
            return Err(format!("line {}: {form:?} is not lowercase", i + 1));
        }
        if !(2..=MAX_WORD_LEN).contains(&plain.len()) {
            return Err(format!(
                "line {}: {form:?} is {} letters long once folded; a game uses 2 to {MAX_WORD_LEN}",
                i + 1,
                plain.len()
            ));
        }
        folded.insert(plain.clone());
        forms.push((plain, form));
    }
    // A folded word is shown as it is unless one of its forms has an accent; then all of
    // its forms are kept, the plain one too when it is a word of its own.
    let accented: BTreeSet<&str> = forms
        .iter()
        .filter(|(plain, form)| plain != form)
        .map(|(plain, _)| plain.as_str())
        .collect();
    let display: BTreeSet<&str> = forms
        .iter()
        .filter(|(plain, _)| accented.contains(plain.as_str()))
        .map(|(_, form)| *form)
        .collect();
    let count = forms.len();
    Ok(CompiledList {
        folded: fst::Set::from_iter(&folded)
            .map_err(|e| e.to_string())?
            .into_fst()
            .into_inner(),
        display: fst::Set::from_iter(display)
            .map_err(|e| e.to_string())?
            .into_fst()
            .into_inner(),
        forms: count,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strs(bytes: &[u8]) -> Vec<String> {
        use fst::IntoStreamer;
        fst::Set::new(bytes)
            .unwrap()
            .into_stream()
            .into_strs()
            .unwrap()
    }

    #[test]
    fn folds_the_forms_and_keeps_the_accented_ones_to_show() {
        let list = compile_forms("maison\nélève\nça\nabricot\n\ncœur\n").unwrap();
        assert_eq!(list.forms, 5);
        assert_eq!(
            strs(&list.folded),
            ["abricot", "ca", "coeur", "eleve", "maison"]
        );
        assert_eq!(strs(&list.display), ["cœur", "ça", "élève"]);
        let list = compile_forms("as\nâs\nde\n").unwrap();
        assert_eq!(
            strs(&list.display),
            ["as", "âs"],
            "a plain form beside an accented one is kept"
        );
    }

    #[test]
    fn refuses_what_a_game_cannot_play_with_its_line() {
        let err = compile_forms("maison\nl'an\n").err().unwrap();
        assert!(err.contains("line 2"), "{err}");
        let err = compile_forms("maison\nParis\n").err().unwrap();
        assert!(err.contains("not lowercase"), "{err}");
        let err = compile_forms(&"a".repeat(MAX_WORD_LEN + 1)).err().unwrap();
        assert!(err.contains("is 65 letters long"), "{err}");
        let err = compile_forms("de\nà\n").err().unwrap();
        assert!(
            err.contains("line 2") && err.contains("is 1 letters long"),
            "{err}"
        );
    }
}
