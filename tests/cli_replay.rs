//! `wordtable replay`: example games replay to the expected final state, identically twice,
//! and an illegal action stops the replay with its index and exit code 2; a save naming its
//! game replays as the unnamed file does, and one naming an unknown game is refused.

mod common;

#[test]
fn the_rule_book_game_replays_to_oxen() {
    let (code, out, err) = common::replay("docs/examples/rule-book.ron");
    assert_eq!(code, 0, "{err}");
    let state = common::json(&out);
    let table = state["table"].as_array().unwrap();
    let words: Vec<Vec<String>> = table
        .iter()
        .map(|g| serde_json::from_value(g["words"].clone()).unwrap())
        .collect();
    assert_eq!(
        words,
        vec![
            vec!["FLOWERS".to_string()],
            vec!["OXEN".into()],
            vec!["WONDER".into()]
        ]
    );
    assert_eq!(table[1]["owner_name"], "Ben");
    assert_eq!(table[1]["unconquerable"], true);
    assert_eq!(table[1]["decolonized_cards"], 24);
    // Ana: FLOW 6 + WIN 4 - 4 (conquered) + NEXT 5 + TRY 3.
    assert_eq!(state["players"][0]["score"], 14);
    // Ben: WONDEr 5 + ERS 3 + NAPKIN 12 + YANK 5 + Supercolony 5 + KITE 3 + EAR 2 + RAT 2
    //      + TWO 3 + OXEN 5 + Decolonization 4.
    assert_eq!(state["players"][1]["score"], 49);
    assert_eq!(state["current_name"], "Ana");
    assert_eq!(state["phase"], "Draw");
}

#[test]
fn a_replay_is_the_same_twice() {
    for file in [
        "docs/examples/rule-book.ron",
        "docs/examples/quick-game.ron",
    ] {
        let (code1, first, err) = common::replay(file);
        let (code2, second, _) = common::replay(file);
        assert_eq!((code1, code2), (0, 0), "{file}: {err}");
        assert_eq!(first, second, "{file}");
    }
}

#[test]
fn the_quick_game_reaches_the_finish_line() {
    let (code, out, err) = common::replay("docs/examples/quick-game.ron");
    assert_eq!(code, 0, "{err}");
    let state = common::json(&out);
    assert_eq!(state["end_reason"], "FinishLine");
    assert_eq!(state["phase"], "Over");
    let winner = state["winners"][0].as_str().unwrap();
    let best = state["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == winner)
        .unwrap();
    assert!(best["score"].as_i64().unwrap() >= 40);
}

#[test]
fn winemaker_conquers_win() {
    let (code, out, err) = common::replay("docs/examples/winemaker.ron");
    assert_eq!(code, 0, "{err}");
    let state = common::json(&out);
    assert_eq!(state["table"][0]["words"][0], "WINEMAKER");
    assert_eq!(state["table"][0]["owner_name"], "Ben");
    assert_eq!(state["players"][0]["score"], 0);
    assert_eq!(state["players"][1]["score"], 2 + 13);
}

#[test]
fn an_illegal_action_stops_with_its_index() {
    let dir = common::scratch_dir("replay");
    let path = dir.join("bad.ron");
    std::fs::write(
        &path,
        r#"(
            setup: (seed: 1, players: [(name: "Ana"), (name: "Ben")],
                    deal: Some((hands: [["N", "A", "P"], ["E", "X", "T"]], box_top_first: ["E", "E"]))),
            actions: [
                (player: 0, action: Draw),
                (player: 0, action: Read(card: 0)),
                (player: 1, action: Answer(choice: A)),
                (player: 0, action: Build(word: "NAP")),
                (player: 0, action: Colony(target: "NAP", word: "NEXT")),
            ],
        )"#,
    )
    .unwrap();
    let (code, _, err) = common::replay(path.to_str().unwrap());
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "action 4 is illegal: NEXT must start with P, the last letter of NAP"
    );
    std::fs::write(&path, "(setup: oops").unwrap();
    let (code, _, err) = common::replay(path.to_str().unwrap());
    assert_eq!(code, 3);
    assert!(err.contains("not a valid save file"), "{err}");
    // A word that is not card notation is found when the file is read, not by the rules.
    std::fs::write(
        &path,
        r#"(
            setup: (seed: 1, players: [(name: "Ana"), (name: "Ben")]),
            actions: [(player: 0, action: Build(word: "N4P"))],
        )"#,
    )
    .unwrap();
    let (code, _, err) = common::replay(path.to_str().unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 3);
    assert!(err.contains("not a valid save file"), "{err}");
    assert!(err.contains("'4' is not a letter"), "{err}");
}

#[test]
fn a_save_naming_its_game_replays_like_the_unnamed_file() {
    let dir = common::scratch_dir("replay-named");
    let path = dir.join("named.ron");
    let unnamed = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/winemaker.ron"),
    )
    .unwrap();
    std::fs::write(&path, format!("(game: \"word_colony\", save: {unnamed})")).unwrap();
    let (code, named_out, err) = common::replay(path.to_str().unwrap());
    let (_, unnamed_out, _) = common::replay("docs/examples/winemaker.ron");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 0, "{err}");
    assert_eq!(named_out, unnamed_out);
}

#[test]
fn a_save_of_an_unknown_game_is_refused_naming_the_file() {
    let dir = common::scratch_dir("replay-unknown");
    let path = dir.join("ladders.ron");
    std::fs::write(
        &path,
        "(game: \"snakes_and_ladders\", save: (grid: [1, 2]))",
    )
    .unwrap();
    let (code, out, err) = common::replay(path.to_str().unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 3, "{out}");
    assert!(
        err.contains("ladders.ron")
            && err.contains("\"snakes_and_ladders\"")
            && err.contains("does not know"),
        "{err}"
    );
}
