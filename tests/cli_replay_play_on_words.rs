//! `wordtable replay` and `wordtable play-on-words` from the command line: a Play On Words save
//! replays to the state the library reaches, a refused action stops it with its index and exit
//! code 2; the self-play command reports each level and refuses bad options.

mod common;

use wordtable::games::play_on_words::players::Level;
use wordtable::games::play_on_words::save::{self_play, state_json};
use wordtable::games::play_on_words::{Action, Card, Colour};
use wordtable::session::GameSave;

#[test]
fn a_play_on_words_save_replays_and_a_refused_action_stops_it() {
    let dir = common::scratch_dir("cli-replay-play-on-words");
    let path = dir.join("game.ron");
    let (mut save, game) = self_play(8, &[Level::Hard, Level::Normal, Level::Easy], 2, 150);
    GameSave::new(save.clone()).store(&path).unwrap();
    let path_text = path.to_str().unwrap();
    let (code, out, err) = common::wordtable(&["replay", path_text]);
    assert_eq!(code, 0, "{err}");
    let state: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(state, state_json(&game));
    assert_eq!(state["game"], "play_on_words");

    let refused = save.actions.len();
    // There is no red Q: whatever the game waits for, this is refused.
    let no_card = Card::Letter(Colour::Red, b'Q');
    save.record(
        0,
        &Action::Discard {
            card: no_card,
            pile: 0,
        },
    );
    GameSave::new(save).store(&path).unwrap();
    let (code, _, err) = common::wordtable(&["replay", path_text]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(&format!("action {refused} ")), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_self_play_command_reports_every_level_and_refuses_bad_options() {
    let (code, out, err) = common::wordtable(&[
        "play-on-words",
        "--games",
        "2",
        "--rounds",
        "1",
        "--seats",
        "easy,hard",
        "--seed",
        "5",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("player 1 (Easy): "), "{out}");
    assert!(out.contains("player 2 (Hard): "), "{out}");
    let shares: f64 = out
        .lines()
        .filter_map(|l| l.split(": ").nth(1)?.split('%').next()?.parse::<f64>().ok())
        .sum();
    assert!(
        (shares - 100.0).abs() < 0.2,
        "the win shares add up to {shares}: {out}"
    );
    let (code, _, err) = common::wordtable(&["play-on-words", "--seats", "easy,expert"]);
    assert_eq!(code, 2);
    assert!(err.contains("easy,expert"), "{err}");
    let (code, _, err) = common::wordtable(&["play-on-words", "--rounds", "11"]);
    assert_eq!(code, 2);
    assert!(err.contains("11"), "{err}");
}
