//! `--lang`: the tools speak English unless asked, French or Romanian when asked, and refuse a
//! language the app does not speak.

mod common;

#[test]
fn the_tools_speak_english_unless_asked() {
    let (code, _, err) = common::wordtable(&["replay", "no-such-save.ron"]);
    assert_ne!(code, 0);
    assert!(err.contains("no-such-save.ron: no such file"), "{err}");
}

#[test]
fn lang_asks_for_french_or_romanian_messages() {
    let (code, _, err) = common::wordtable(&["--lang", "fr", "replay", "no-such-save.ron"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("no-such-save.ron\u{a0}: fichier introuvable"),
        "{err}"
    );
    // The option is global: it may come after the subcommand too.
    let (_, _, err) = common::wordtable(&["replay", "no-such-save.ron", "--lang", "ro"]);
    assert!(
        err.contains("no-such-save.ron: fișierul nu există"),
        "{err}"
    );
}

#[test]
fn an_unknown_language_is_refused() {
    let (code, _, err) = common::wordtable(&["--lang", "de", "words", "check", "haus"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lang is en, fr or ro, not de"), "{err}");
}
