//! `wordtable movegen` and `wordtable crossword`: the output format of the move lister
//! (header line, standard notation, best first, `--top`, `--dict`), its errors, and a
//! computer game written as a GCG record that `wordtable gcg replay` accepts.

mod common;

fn temp(name: &str) -> std::path::PathBuf {
    let dir = common::scratch_dir("movegen");
    dir.join(name)
}

const EMPTY: &str = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";

#[test]
fn moves_are_listed_best_first_in_the_standard_notation() {
    let words = temp("words.txt");
    std::fs::write(&words, "CRAALED\nCRADLE\nSLEWING\nWING\nSLING\n").unwrap();
    let positions = temp("positions.txt");
    let board_with_w = "15/15/15/15/15/15/15/4W10/15/15/15/15/15/15/15";
    std::fs::write(
        &positions,
        format!("# a comment\n{EMPTY} ?AACDER\n\n{board_with_w} SLEINGX\n"),
    )
    .unwrap();
    let (code, out, err) = common::wordtable(&[
        "movegen",
        "--rules",
        "classic",
        "--dict",
        words.to_str().unwrap(),
        "--positions",
        positions.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with(&format!("# {EMPTY} ?AACDER ")),
        "{out}"
    );
    // The opening bingo of the vs_frentz record: 8D CRAAlED 74.
    assert!(lines.contains(&"8D CRAAlED 74"), "{out}");
    let count: usize = lines[0].rsplit(' ').next().unwrap().parse().unwrap();
    let second = lines
        .iter()
        .position(|l| l.starts_with(&format!("# {board_with_w}")))
        .unwrap();
    assert_eq!(second, count + 1, "every move listed after its header");
    // Board tiles in parentheses; across and down coordinates.
    assert!(
        lines.iter().any(|l| l.starts_with("E5 SLE(W)ING ")),
        "{out}"
    );
    assert!(lines.iter().any(|l| l.starts_with("8E (W)ING ")), "{out}");
    // Best first.
    let scores: Vec<i32> = lines[1..=count]
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");

    let (code, out, _) = common::wordtable(&[
        "movegen",
        "--dict",
        words.to_str().unwrap(),
        "--positions",
        positions.to_str().unwrap(),
        "--top",
        "1",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().filter(|l| !l.starts_with('#')).count(), 2);
}

#[test]
fn a_bad_position_line_is_named() {
    let positions = temp("bad.txt");
    std::fs::write(&positions, format!("{EMPTY} AEINRST\n15/15 AB\n")).unwrap();
    let (code, _, err) =
        common::wordtable(&["movegen", "--positions", positions.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("line 2") && err.contains("15 rows"), "{err}");
    std::fs::write(&positions, format!("{EMPTY} AB3\n")).unwrap();
    let (code, _, err) =
        common::wordtable(&["movegen", "--positions", positions.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("line 1") && err.contains("'3'"), "{err}");
    let (code, _, err) = common::wordtable(&[
        "movegen",
        "--rules",
        "chess",
        "--positions",
        positions.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("classic or wordgame"), "{err}");
}

#[test]
fn the_check_option_compares_with_the_brute_force() {
    let words = temp("small.txt");
    std::fs::write(&words, "CAT\nCATS\nAT\nTA\nACT\nSCAT\nTACT\nAS\n").unwrap();
    let positions = temp("check.txt");
    let board = "15/15/15/15/15/15/15/6CAT6/15/15/15/15/15/15/15";
    std::fs::write(&positions, format!("{EMPTY} CATS\n{board} STA?\n")).unwrap();
    let (code, out, err) = common::wordtable(&[
        "movegen",
        "--check",
        "--dict",
        words.to_str().unwrap(),
        "--positions",
        positions.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}\n{out}");
    assert_eq!(out.matches("matches the brute force").count(), 2, "{out}");
}

#[test]
fn a_computer_game_is_written_as_a_record_that_replays() {
    let words = temp("game-words.txt");
    // A compact list keeps the test quick; the game still runs to its end.
    let list: Vec<String> = wordtable::words::Lexicon::english()
        .words()
        .into_iter()
        .enumerate()
        .filter(|(i, w)| w.len() == 2 || (w.len() <= 6 && i % 5 == 0))
        .map(|(_, w)| w)
        .collect();
    std::fs::write(&words, list.join("\n")).unwrap();
    for rules in ["classic", "wordgame"] {
        let gcg = temp(&format!("{rules}.gcg"));
        let (code, out, err) = common::wordtable(&[
            "crossword",
            "--rules",
            rules,
            "--seats",
            "hard,easy",
            "--seed",
            "5",
            "--dict",
            words.to_str().unwrap(),
            "--gcg",
            gcg.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("record written"), "{out}");
        let (code, json, err) = common::wordtable(&[
            "gcg",
            "replay",
            gcg.to_str().unwrap(),
            "--no-dict",
            "--rules",
            rules,
        ]);
        assert_eq!(code, 0, "{rules}: {err}\n{json}");
        let report: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(report["mismatches"], 0);
        assert!(report["moves"].as_array().unwrap().len() > 10);
    }
}
