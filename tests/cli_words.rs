//! The `wordtable words` commands as a player runs them: output and exit codes.

mod common;

#[test]
fn check_accepts_the_rule_book_words() {
    let (code, out, _) =
        common::wordtable(&["words", "check", "flow", "flowers", "winemaker", "napkin"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "flow: valid\nflowers: valid\nwinemaker: valid\nnapkin: valid\n"
    );
}

#[test]
fn check_fails_on_a_non_word() {
    let (code, out, _) = common::wordtable(&["words", "check", "flow", "xqzt"]);
    assert_eq!(code, 1);
    assert!(out.contains("xqzt: not a word"), "{out}");
}

#[test]
fn find_lists_flowers_after_flow() {
    let (code, out, _) = common::wordtable(&["words", "find", "flowers", "--prefix", "flow"]);
    assert_eq!(code, 0);
    let words: Vec<&str> = out.lines().collect();
    assert!(words.contains(&"flowers"), "{out}");
    assert!(words.iter().all(|w| w.starts_with("flow") && w.len() > 4));
}

#[test]
fn find_with_wildcards() {
    let (code, out, _) = common::wordtable(&["words", "find", "ca?"]);
    assert_eq!(code, 0);
    let words: Vec<&str> = out.lines().collect();
    for w in ["cat", "cab", "act", "arc"] {
        assert!(words.contains(&w), "{w} missing from {out}");
    }
}

#[test]
fn a_bad_word_list_is_named_and_english_is_kept() {
    let dir = common::scratch_dir("cli");
    let bad = dir.join("ours.txt");
    std::fs::write(&bad, "zorbly\nr2d2\n").unwrap();
    let (code, _, err) =
        common::wordtable(&["words", "check", "flow", "--dict", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("ours.txt line 2: \"r2d2\" contains a digit"),
        "{err}"
    );

    let good = dir.join("good.txt");
    std::fs::write(&good, "Zorbly\n").unwrap();
    let (code, out, _) = common::wordtable(&[
        "words",
        "check",
        "zorbly",
        "flow",
        "--dict",
        good.to_str().unwrap(),
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 0, "{out}");
}

#[test]
fn version_is_printed() {
    let (code, out, _) = common::wordtable(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        format!("wordtable {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn deck_check_reports_every_problem_with_its_line() {
    let dir = common::scratch_dir("deck");
    let bad = dir.join("quiz.csv");
    std::fs::write(&bad, "Q1?,a,b,c,d,A,Cat\nQ2?,a,b,c,d,Z,Cat\nQ3?,a,b\n").unwrap();
    let (code, out, _) = common::wordtable(&["deck", "check", bad.to_str().unwrap()]);
    // The good question is kept; the bad ones are skipped, each reported with its line.
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("line 2: the answer must be A, B, C or D, not \"Z\""),
        "{out}"
    );
    assert!(out.contains("line 3: expected 7 fields"), "{out}");
    assert!(out.contains("ok: 1 question kept, 2 skipped"), "{out}");
    std::fs::write(&bad, "Q2?,a,b,c,d,Z,Cat\nQ3?,a,b\n").unwrap();
    let (code, out, _) = common::wordtable(&["deck", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 1, "nothing usable: {out}");
    assert!(out.contains("the deck cannot be used"), "{out}");
    let good = dir.join("trivia.txt");
    std::fs::write(&good, "#Q Red planet?\n^ Mars\nA Mars\nB Venus\nC Pluto\nD Io\n\n#Q Yes or no?\n^ Yes\nA Yes\nB No\n").unwrap();
    let (code, out, _) = common::wordtable(&["deck", "check", good.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 question in 1 category"), "{out}");
    assert!(
        out.contains("skipped 1 entry without exactly four options"),
        "{out}"
    );
    let (code, out, _) = common::wordtable(&["deck", "check", "assets/word_colony/questions.ron"]);
    assert_eq!(code, 0, "{out}");
    // The shipped deck, as a player's file would be checked: every question and category.
    let count: usize = out
        .split_once(": ")
        .and_then(|(_, rest)| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a count: {out}"));
    assert!(count >= 1_500, "{out}");
    assert!(out.contains(" questions in 12 categories"), "{out}");
}

#[test]
fn check_folds_the_query_like_the_word_list() {
    let dir = common::scratch_dir("fold-query");
    let list = dir.join("french.txt");
    std::fs::write(&list, "Élève\nçà\n").unwrap();
    let (code, out, err) = common::wordtable(&[
        "words",
        "check",
        "Élève",
        "ELEVE",
        "ÇÀ",
        "--dict",
        list.to_str().unwrap(),
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out, "Élève: valid\nELEVE: valid\nÇÀ: valid\n");
}

#[test]
fn check_and_find_on_the_french_and_romanian_dictionaries() {
    let (code, out, _) = common::wordtable(&[
        "words",
        "check",
        "--language",
        "fr",
        "maison",
        "Élève",
        "coeur",
    ]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "maison: valid\nÉlève: valid (élevé, élève)\ncoeur: valid (cœur)\n"
    );
    let (code, out, _) = common::wordtable(&["words", "check", "--language", "fr", "napkin"]);
    assert_eq!(code, 1);
    assert_eq!(out, "napkin: not a word\n", "English is not added");

    // Typed with the cedilla letters, shown with the comma below.
    let (code, out, _) = common::wordtable(&["words", "check", "--language", "ro", "ŞTIINŢE"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "ŞTIINŢE: valid (științe)\n");

    let (code, out, _) = common::wordtable(&[
        "words",
        "find",
        "--language",
        "fr",
        "ru?",
        "--prefix",
        "coe",
    ]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "coeur (cœur)"), "{out}");

    let (code, _, err) = common::wordtable(&["words", "check", "--language", "de", "haus"]);
    assert_eq!(code, 2);
    assert!(err.contains("en, fr and ro"), "{err}");
}

/// Found by the word-list fuzz target: a word of exactly the longest length a list allows
/// (64 letters) was accepted from the list but never found by the anagram search, which
/// stopped one letter short.
#[test]
fn find_lists_a_word_as_long_as_a_word_list_allows() {
    let list = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/fuzz/word_list/longest-word.txt"
    );
    let word = std::fs::read_to_string(list)
        .unwrap()
        .trim()
        .to_ascii_lowercase();
    assert_eq!(word.len(), wordtable::words::MAX_WORD_LEN);
    let (code, out, err) = common::wordtable(&["words", "find", &word, "--dict", list]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|w| w == word), "{word} missing from {out}");
    let (code, out, _) = common::wordtable(&["words", "check", &word, "--dict", list]);
    assert_eq!((code, out), (0, format!("{word}: valid\n")));
}
