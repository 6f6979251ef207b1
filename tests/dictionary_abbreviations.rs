//! The French and Romanian game dictionaries hold no abbreviations, acronyms or units (shared
//! rules, DECISIONS.md): the forms real games played from the spell-checkers' lists are gone,
//! the interjections without a vowel and the real words that look like abbreviations stay.

use wordtable::words::Language;

#[test]
fn french_has_no_abbreviations_and_keeps_its_short_words() {
    let fr = Language::French.lexicon();
    // Played in real games: dpi, pt; and the months and dictionary abbreviations.
    for gone in [
        "dpi", "pt", "pts", "janv", "fevr", "cf", "etc", "vs", "http",
    ] {
        assert!(!fr.contains(gone), "{gone} is still a French word");
    }
    // `tél.` is an abbreviation, `tel` the adjective: the form another entry makes stays.
    assert!(fr.contains("tel") && fr.contains("telle"));
    for kept in [
        "pff", "hmm", "brrr", "tan", "sept", "qi", "pacs", "bio", "ado", "maison",
    ] {
        assert!(fr.contains(kept), "{kept} was left out of French");
    }
}

#[test]
fn romanian_has_no_abbreviations_and_keeps_its_short_words() {
    let ro = Language::Romanian.lexicon();
    // Played in real games: dl, pc, bd.
    for gone in [
        "dl", "pc", "bd", "dna", "dvs", "apr", "km", "dhcp", "str", "xviii",
    ] {
        assert!(!ro.contains(gone), "{gone} is still a Romanian word");
    }
    for kept in ["hm", "st", "tar", "leu", "auto", "ok", "tara", "casa"] {
        assert!(ro.contains(kept), "{kept} was left out of Romanian");
    }
}
