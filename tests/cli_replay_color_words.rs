//! `wordtable replay` on Color Words saves: the rule text's worked example as a hand-written
//! save ("slaloms" = 7 in round 2), a game of computer seats replaying to the state the library
//! reaches, and a refused action stopping with its index and exit code 2.

mod common;

use wordtable::games::color_words::save::{self_play, state_json};
use wordtable::games::color_words::{Action, GridName, players::Level};
use wordtable::session::GameSave;

#[test]
fn the_worked_example_save_replays_to_slaloms_7() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/examples/color-words-slaloms.ron");
    let (code, out, err) = common::replay(&path);
    assert_eq!(code, 0, "{err}");
    let state: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(state["game"], "color_words");
    let player = &state["players"][0];
    assert_eq!(player["bubbles"], serde_json::json!([0, 7]));
    assert_eq!(player["words"][1]["word"], "slaloms");
    assert_eq!(player["rows"][3], "...oms.");
}

#[test]
fn a_color_words_save_replays_and_a_refused_action_stops_it() {
    let dir = common::scratch_dir("cli-replay-color-words");
    let path = dir.join("game.ron");
    let (mut save, game) = self_play(8, GridName::B, &[Level::Hard, Level::Normal], 12);
    GameSave::new(save.clone()).store(&path).unwrap();
    let (code, out, err) = common::replay(&path);
    assert_eq!(code, 0, "{err}");
    let state: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(state, state_json(&game));

    let refused = save.actions.len();
    save.record(
        0,
        &Action::CrossOutStar(wordtable::games::color_words::Star::Row(2)),
    );
    GameSave::new(save).store(&path).unwrap();
    let (code, _, err) = common::replay(&path);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(&format!("action {refused} ")), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Continue offers an unfinished Color Words autosave, not a finished one, and one with an
/// action now refused up to that action (the file kept aside whole).
#[test]
fn continue_offers_an_unfinished_game_and_cuts_before_a_refused_action() {
    use wordtable::games::saves::check_continue;
    let dir = common::scratch_dir("continue-color-words");
    let path = dir.join("autosave.ron");
    let (save, _) = self_play(6, GridName::A, &[Level::Easy, Level::Hard], 9);
    GameSave::new(save.clone()).store(&path).unwrap();
    let found = check_continue(&path);
    assert_eq!(found.save, Some(GameSave::new(save.clone())));
    assert!(found.problem.is_none());

    let (done, game) = self_play(6, GridName::A, &[Level::Easy, Level::Hard], 10_000);
    assert!(game.is_over());
    GameSave::new(done).store(&path).unwrap();
    assert_eq!(check_continue(&path).save, None);

    let mut bad = save.clone();
    bad.record(
        0,
        &Action::Vote {
            writer: 1,
            fits: true,
        },
    );
    GameSave::new(bad).store(&path).unwrap();
    let found = check_continue(&path);
    assert_eq!(found.save, Some(GameSave::new(save)));
    assert!(found.problem.is_some());
    std::fs::remove_dir_all(&dir).unwrap();
}
