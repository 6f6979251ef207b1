//! `wordtable replay` on Colonization saves: a game of placeholder seats replays to the state
//! the library reaches; a refused action stops with its index and exit code 2.

mod common;

use wordtable::games::colonization::Action;
use wordtable::games::colonization::save::{self_play, state_json};
use wordtable::session::GameSave;

#[test]
fn a_colonization_save_replays_and_a_refused_action_stops_it() {
    let dir = common::scratch_dir("cli-replay-colonization");
    let path = dir.join("game.ron");
    let (mut save, game) = self_play(8, 2, 80);
    GameSave::new(save.clone()).store(&path).unwrap();
    let (code, out, err) = common::replay(&path);
    assert_eq!(code, 0, "{err}");
    let state: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(state, state_json(&game));
    assert_eq!(state["game"], "colonization");

    let refused = save.actions.len();
    save.record(1, &Action::Transform { record: 77 });
    GameSave::new(save).store(&path).unwrap();
    let (code, _, err) = common::replay(&path);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(&format!("action {refused} ")), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
