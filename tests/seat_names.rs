//! Two seats of one name are refused by every game's save, so a table never says "Pass to
//! Ana" to two people (names compared without case or surrounding spaces), with a message that
//! names the name. And what a save's reader says stays short and in a player's words.

use wordtable::engine::check_distinct_names;
use wordtable::engine::saved_game::{GameSave, LoadError, SaveCheck};

#[test]
fn names_that_differ_only_in_case_or_spaces_are_the_same_name() {
    assert!(check_distinct_names(["Ana", "Ben", "Cleo"]).is_ok());
    let err = check_distinct_names(["Ana", "Ben", " ana "]).unwrap_err();
    assert!(err.contains("“ana”") || err.contains("“Ana”"), "{err}");
    assert!(check_distinct_names(["A", "B", "b"]).is_err());
}

/// The reason a save with these seats is refused: when read, or when replayed.
fn refused(text: &str) -> String {
    match GameSave::parse(text) {
        Err(LoadError::Format(why)) => why,
        Err(other) => panic!("{other:?}"),
        Ok(save) => match save.check() {
            SaveCheck::Unplayable(why) => why,
            other => panic!("accepted: {other:?}"),
        },
    }
}

#[test]
fn every_games_save_refuses_two_seats_of_one_name() {
    let saves = [
        r#"(setup: (seed: 1, players: [(name: "Ana"), (name: "ana")]))"#.to_string(),
        r#"(game: "wordgame", save: (setup: (rules: classic, seed: 4, players: [(name: "Ana"), (name: "Ana")]), actions: []))"#.into(),
        r#"(game: "colonization", save: (setup: (seed: 4, players: [(name: "Ana"), (name: "Ana ")]), actions: []))"#.into(),
        r#"(game: "play_on_words", save: (setup: (seed: 4, players: [(name: "Ana"), (name: "ANA")]), actions: []))"#.into(),
        r#"(game: "color_words", save: (setup: (seed: 4, grid: A, players: [(name: "Ana"), (name: "Ana")]), actions: []))"#.into(),
    ];
    for text in saves {
        let why = refused(&text);
        assert!(why.contains("two seats are named"), "{text}: {why}");
    }
}

#[test]
fn a_huge_unknown_game_name_is_quoted_short_and_deep_nesting_is_said_in_a_players_words() {
    let name = "x".repeat(3_000_000);
    let err = GameSave::parse(&format!("(game: \"{name}\", save: ())")).unwrap_err();
    let said = err.to_string();
    assert!(matches!(err, LoadError::UnknownGame { .. }));
    assert!(said.len() < 1_000, "{} bytes", said.len());
    assert!(said.contains("more characters"), "{said}");
    let deep = format!(
        "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\")], x: {}{}))",
        "[".repeat(300),
        "]".repeat(300)
    );
    let said = GameSave::parse(&deep).unwrap_err().to_string();
    assert!(said.contains("nested too deeply"), "{said}");
    assert!(!said.contains("recursion_limit"), "{said}");
}
