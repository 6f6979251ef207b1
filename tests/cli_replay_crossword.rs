//! `wordtable replay` on Wordgame and Classic saves: the example game replays to its board,
//! racks and scores, identically twice; a finished game says how it ended; a refused action
//! stops with its index and exit code 2; a damaged file or a missing word list is exit code 3,
//! with the file, the line and the action named.

mod common;

/// A Wordgame save between Ana and Ben, with these moves.
fn wordgame(moves: &[(usize, &str)]) -> String {
    let actions: Vec<String> = moves
        .iter()
        .map(|(seat, mv)| format!("        (seat: {seat}, move: \"{mv}\"),"))
        .collect();
    format!(
        "(\n    game: \"wordgame\",\n    save: (\n        setup: (rules: wordgame, seed: 14, \
         players: [(name: \"Ana\"), (name: \"Ben\")]),\n        actions: [\n{}\n        ],\n    ),\n)\n",
        actions.join("\n")
    )
}

const EXAMPLE: &str = "docs/examples/wordgame.ron";

#[test]
fn the_example_game_replays_to_its_board_racks_and_scores() {
    let (code, out, err) = common::replay(EXAMPLE);
    assert_eq!(code, 0, "{err}");
    let state = common::json(&out);
    assert_eq!(state["rules"], "wordgame");
    assert_eq!(
        state["board"],
        "15/15/15/15/15/13J1/6ZOON3A1/6ORFE2TI1/9cH1U2/9KITS2/10S1h2/11TEW1/12D2/15/15"
    );
    assert_eq!(state["players"][0]["name"], "Ana");
    assert_eq!(state["players"][0]["score"], 57);
    assert_eq!(state["players"][1]["score"], 110);
    assert_eq!(state["players"][1]["computer"], "hard");
    assert_eq!(state["players"][0]["rack"].as_str().unwrap().len(), 8);
    assert_eq!(state["to_play"], 0);
    assert_eq!(state["over"], false);
    let moves = state["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 10);
    assert_eq!(moves[0]["move"], "pass");
    assert_eq!(moves[1]["move"], "8G ORFE");
    assert_eq!(moves[1]["score"], 14);
    // A blank is lowercase, the board's tiles in parentheses.
    assert_eq!(moves[4]["move"], "J7 (NE)cK");
    assert_eq!(moves[4]["words"][0], "NEcK");
    let (code, again, _) = common::replay(EXAMPLE);
    assert_eq!((code, again), (0, out), "a replay is the same twice");
}

#[test]
fn a_finished_game_says_how_it_ended() {
    let dir = common::scratch_dir("cw-replay-over");
    let path = dir.join("over.ron");
    // The opening two passes give new letters; three more end a Wordgame.
    let passes: Vec<(usize, &str)> = (0..5).map(|i| (i % 2, "pass")).collect();
    std::fs::write(&path, wordgame(&passes)).unwrap();
    let (code, out, err) = common::replay(path.to_str().unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 0, "{err}");
    let state = common::json(&out);
    assert_eq!(state["over"], true);
    assert_eq!(state["to_play"], serde_json::Value::Null);
    assert_eq!(state["end"]["reason"], "passes");
    assert_eq!(state["moves"][1]["new_letters"], true);
    // Each player loses the value of the rack left.
    let adjustments = state["end"]["adjustments"].as_array().unwrap();
    for (player, adjustment) in state["players"].as_array().unwrap().iter().zip(adjustments) {
        assert_eq!(&player["score"], adjustment);
        assert!(adjustment.as_i64().unwrap() <= 0);
    }
}

#[test]
fn a_refused_action_stops_with_its_index() {
    let dir = common::scratch_dir("cw-replay-refused");
    let path = dir.join("refused.ron");
    // Ana plays out of turn after Ben's opening.
    std::fs::write(&path, wordgame(&[(0, "pass"), (1, "8G ORFE"), (1, "pass")])).unwrap();
    let (code, _, err) = common::replay(path.to_str().unwrap());
    assert_eq!(code, 2);
    // The seat is counted as the file counts it: seat 1 acted where seat 0 was to play.
    assert_eq!(
        err.trim(),
        "action 2 is illegal: It is seat 0's turn (seats count from 0, as saves write them)."
    );
    // A word the dictionary does not have.
    std::fs::write(&path, wordgame(&[(0, "8G ORFF")])).unwrap();
    let (code, _, err) = common::replay(path.to_str().unwrap());
    assert_eq!(code, 2);
    assert!(err.starts_with("action 0 is illegal: "), "{err}");
    // The same in French when asked.
    std::fs::write(&path, wordgame(&[(0, "pass"), (0, "pass")])).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_wordtable"))
        .args(["--lang", "fr", "replay", path.to_str().unwrap()])
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "l’action 1 est interdite\u{a0}: C’est au tour de la place 1 (les places se comptent à \
         partir de 0, comme dans les sauvegardes)."
    );
}

#[test]
fn a_damaged_file_or_a_missing_word_list_cannot_be_played() {
    let dir = common::scratch_dir("cw-replay-damaged");
    let path = dir.join("damaged.ron");
    std::fs::write(&path, wordgame(&[(0, "pass"), (1, "8G"), (0, "pass")])).unwrap();
    let (code, out, err) = common::replay(path.to_str().unwrap());
    assert_eq!(code, 3, "{out}");
    assert!(
        err.starts_with("not a valid save file: ")
            && err.contains("damaged.ron: line 7, column ")
            && err.contains("action 1: \"8G\" is not a move"),
        "{err}"
    );
    let text = wordgame(&[(0, "pass")]).replace(
        "seed: 14,",
        &format!(
            "seed: 14, word_list: Some({:?}),",
            dir.join("gone.txt").display().to_string()
        ),
    );
    std::fs::write(&path, text).unwrap();
    let (code, out, err) = common::replay(path.to_str().unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 3, "{out}");
    assert!(
        err.starts_with("the setup cannot be played: ") && err.contains("gone.txt"),
        "{err}"
    );
}
