//! The window with phone seats, under Xvfb: a Color Words table opened with Ana's and Ben's
//! seats on phones and Cleo a computer (`wordtable open SAVE --phones 1,2`). Two phones, each
//! headless Chromium at a phone's size, join from the address the table prints, take the free
//! seats in turn and write their words through the page's buttons, while Cleo writes on the
//! laptop's side; nobody touches the window. The autosave, read back, must hold both phones'
//! words in round 1 and the round must be over.

#![cfg(feature = "gui")]

mod common;

const SCENARIO: &str = r#"(
    game: "color_words",
    save: (
        setup: (
            seed: 4,
            grid: A,
            players: [(name: "Ana"), (name: "Ben"), (name: "Cleo", computer: Some(normal))],
        ),
        actions: [],
    ),
)
"#;

/// Waits for the table's address, then two phones play their seats' first round.
const PHONES: &str = r#"
for i in $(seq 1 120); do grep -q "Phones join at" "$DATA/app.log" && break; sleep 0.5; done
URL=$(grep -o "http://[^ ]*" "$DATA/app.log" | head -1)
for phone in 1 2; do
  node "$ROOT/tests/browser/color_words.js" "$URL" >> "$DATA/phones.log" 2>&1
done
for i in $(seq 1 120); do
  "$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -q '"round": 1' && break
  sleep 0.5
done
import -window root "$DATA/table.png" 2>/dev/null
"#;

#[test]
fn two_phones_and_a_computer_play_a_round_of_color_words_at_the_window() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) || !common::browser_tools() {
        return;
    }
    let dir = common::scratch_dir("e2e-phones");
    let scenario = dir.join("three.ron");
    std::fs::write(&scenario, SCENARIO).unwrap();
    let root = env!("CARGO_MANIFEST_DIR");
    let core = format!("{root}/tests/browser/node_modules/playwright-core");
    let log = common::drive_window_with(
        &dir,
        PHONES,
        &scenario,
        (1280, 800),
        &[
            ("OPEN_ARGS", "--phones 1,2"),
            ("ROOT", root),
            ("PLAYWRIGHT_CORE", core.as_str()),
        ],
    );
    assert!(!log.contains("panicked"), "{log}");
    let phones = std::fs::read_to_string(dir.join("phones.log")).unwrap_or_default();
    assert_eq!(
        phones.lines().filter(|l| l.starts_with("ok wrote")).count(),
        2,
        "both phones wrote: {phones}"
    );
    let state = common::replay_autosave(&dir, &log);
    assert_eq!(state["round"], 1, "the round is over: {state}");
    let players = state["players"].as_array().unwrap();
    for (seat, player) in players.iter().take(2).enumerate() {
        let words = player["words"].as_array().unwrap();
        assert_eq!(words.len(), 1, "seat {seat} wrote one word: {state}");
    }
}
