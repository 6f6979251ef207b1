//! The keyboard alone, in the real window under Xvfb: from the title, Tab and Enter open
//! Wordgame's new-game page and Esc goes back; Tab reaches Start below the fold (the page
//! scrolls to it) and Enter starts the game; on the table Tab reaches Pass, and Enter passes.

#![cfg(feature = "gui")]

mod common;

#[test]
fn a_wordgame_is_started_and_a_turn_passed_without_the_mouse() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-keyboard");
    let _ = std::fs::remove_file(dir.join("autosave.ron"));
    let steps = format!(
        r#"{wait_for}
keys() {{ for k in "$@"; do xdotool key "$k"; sleep 0.35; done; }}
# The title: Word Colony's Play, its "?", then Wordgame's Play.
keys Tab Tab Tab Return
sleep 1.5
# Esc: back to the title, then the same way in again.
keys Escape
sleep 1
keys Tab Tab Tab Return
sleep 1.5
# Seventeen stops down the page, Start (the page scrolls to it).
for i in $(seq 1 17); do keys Tab; done
keys Return
sleep 3
# Ana's turn: Recall, Shuffle, Pass.
keys Tab Tab Tab Return
until_saved '"pass"'
"#,
        wait_for = common::WAIT_FOR,
    );
    let log = common::drive_window_from_title(&dir, &steps, (1280, 800));
    let save = std::fs::read_to_string(dir.join("autosave.ron"))
        .unwrap_or_else(|e| panic!("no game was started ({e})\n{log}"));
    assert!(save.contains("game: \"wordgame\""), "{save}");
    assert!(
        save.contains("(seat: 0, move: \"pass\")"),
        "Ana passed: {save}\n{log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
