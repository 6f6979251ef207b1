//! Word Colony's new-game page in a real window under Xvfb: Play on the title screen opens
//! it, the options chosen there (a Master game, buzzer answers) reach the game Start begins,
//! and the first action played in it is autosaved with them.

#![cfg(feature = "gui")]

mod common;

#[test]
fn the_options_chosen_on_the_page_reach_the_game_it_starts() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-wc-new-game");
    let _ = std::fs::remove_file(dir.join("autosave.ron"));
    let steps = format!(
        r#"{wait_for}
# Word Colony's Play, the first game on the title screen.
xdotool mousemove 852 163 click 1
sleep 2
# The page scrolled to its end: Master, buzzer keys, then Start.
xdotool mousemove 640 400
for i in $(seq 1 15); do xdotool click 5; sleep 0.1; done
sleep 1
xdotool mousemove 393 30 click 1
sleep 0.5
xdotool mousemove 445 61 click 1
sleep 0.5
xdotool mousemove 290 760 click 1
sleep 3
# Pass the laptop to Ana, who draws.
xdotool mousemove 640 437 click 1
sleep 1
until_saved Draw "key Return"
"#,
        wait_for = common::WAIT_FOR,
    );
    let log = common::drive_window_from_title(&dir, &steps, (1280, 800));
    let save = std::fs::read_to_string(dir.join("autosave.ron"))
        .unwrap_or_else(|e| panic!("nothing was saved ({e})\n{log}"));
    assert!(save.contains("Draw"), "Ana drew: {save}\n{log}");
    assert!(save.contains("length: Master"), "a Master game: {save}");
    assert!(save.contains("buzzer_answers: true"), "buzzer keys: {save}");
    assert!(
        save.contains("\"Ana\"") && save.contains("\"Ben\""),
        "{save}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
