//! The Colonization table as a player uses it, in a real window under Xvfb: Ana (a person)
//! against Ben (the quick scripted computer seat). From the keyboard only, Ana names her
//! language (Tab suggests an order of her seven tiles, Enter proposes it), accepts Ben's name
//! (A), then lays the word Suggest finds for her rack (H) and proposes it (Enter). Every step
//! waits for the autosave to show the game got there (bounded, generous waits, never a fixed
//! sleep standing for the game's pace), and the engine's state read back must hold her
//! language and her word.

#![cfg(feature = "gui")]

mod common;

use common::WAIT_FOR;

use std::path::Path;

#[test]
fn name_a_language_vote_and_place_a_suggested_word_from_the_keyboard() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-colonization");
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/e2e-colonization.ron");
    let steps = format!(
        r#"{WAIT_FOR}
xdotool mousemove 1270 790
# Ana names her language: Suggest fills the order, Enter proposes; Ben accepts at once.
until_saved '(seat: 1, action: "accept")' "key F2" "key Return"
# Ben names his; Ana accepts it.
until_saved '(seat: 1, action: "name'
until_saved '(seat: 0, action: "accept")' "type a"
# Ana's turn: Suggest lays a word (H), Enter proposes it; Ben accepts.
until_saved '(seat: 0, action: "[0-9A-O]' "type h" "key Return"
until_state '"placer": 0'
sleep 1
"#
    );
    let log = common::drive_window(&dir, &steps, &scenario, (1280, 800));
    let state = common::replay_autosave(&dir, &log);
    let ana = &state["players"][0];
    let language = ana["language"].as_str().unwrap_or_default();
    assert_eq!(language.len(), 7, "{state}\n{log}");
    let records = state["records"].as_array().cloned().unwrap_or_default();
    assert!(
        records.iter().any(|r| r["placer"] == 0),
        "Ana placed no word: {state}\n{log}"
    );
    assert!(!log.contains("never saw"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}
