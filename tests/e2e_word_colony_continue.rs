//! Continue and undo at Word Colony's table, in a real window under Xvfb: the title screen
//! offers the autosave (Ana in her build step), Continue resumes it, Ana builds FLOW (the
//! autosave then holds it) and takes it back with Ctrl+Z (the autosave then holds the game as
//! it was before, so a crash after an undo does not bring the word back).

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

const W: i32 = 1280;
const H: i32 = 800;

/// The table's words, as `wordtable replay` prints the game of `dir`'s autosave.
fn words(state: &serde_json::Value) -> Vec<String> {
    let table = state["table"].as_array().expect("the table's groups");
    table
        .iter()
        .flat_map(|g| g["words"].as_array().unwrap().iter())
        .map(|w| w.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn continue_resumes_the_autosave_and_undo_rewrites_it() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-wc-continue");
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/e2e-flow.ron");
    std::fs::copy(&scenario, dir.join("autosave.ron")).unwrap();
    // Ana's hand is F L O W X E: each drag takes the fan's first card.
    let mut drags = String::new();
    for k in 0..4 {
        let (x, y) = common::word_colony_hand_card(0, 6 - k, (W, H));
        drags.push_str(&format!("drag {x} {y} {} 360\n", 260 + 40 * k as i32));
    }
    let steps = format!(
        r#"{wait_for}
{drag}
# Continue, the first button under the title.
xdotool mousemove {cx} 157 click 1
sleep 3
# Pass the laptop to Ana.
xdotool mousemove {cx} 437 click 1
sleep 2
{drags}
xdotool key Return
until_saved FLOW
cp "$DATA/autosave.ron" "$DATA/built.ron"
xdotool mousemove {cx} 300
# Ctrl is held across frames (a slow frame could otherwise see Z without it); undo never goes
# back past the resumed actions, so pressing again is harmless.
for i in $(seq 1 30); do
  grep -q FLOW "$DATA/autosave.ron" || break
  xdotool keydown ctrl; sleep 0.3; xdotool key z; sleep 0.3; xdotool keyup ctrl
  sleep 1
done
sleep 1
"#,
        drag = common::SHELL_DRAG,
        wait_for = common::WAIT_FOR,
        cx = W / 2,
    );
    let log = common::drive_window_from_title(&dir, &steps, (W as u32, H as u32));

    // Undo wrote the save again: the game as it was when continued, no word on the table.
    let undone = std::fs::read_to_string(dir.join("autosave.ron")).unwrap();
    assert!(!undone.contains("FLOW"), "{undone}\n{log}");
    let state = common::replay_autosave(&dir, &log);
    assert!(words(&state).is_empty(), "{state}\n{log}");
    assert_eq!(state["players"][0]["score"], 0);

    // Continue resumed the saved game: FLOW was built in it, after its three actions.
    let built = std::fs::read_to_string(dir.join("built.ron"))
        .unwrap_or_else(|e| panic!("FLOW was never saved ({e})\n{log}"));
    assert!(built.contains("Answer"), "the saved game went on: {built}");
    std::fs::copy(dir.join("built.ron"), dir.join("autosave.ron")).unwrap();
    let state = common::replay_autosave(&dir, &log);
    assert_eq!(words(&state), ["FLOW"], "{state}\n{log}");
    assert_eq!(state["players"][0]["score"], 6);
    let _ = std::fs::remove_dir_all(&dir);
}
