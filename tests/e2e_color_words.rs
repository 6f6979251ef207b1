//! Color Words as a player uses it, in a real window under Xvfb. Ana is alone on grid A with
//! the decks stacked (round 1 flips S, L and O; round 2 A, B and C). On the screen she flips
//! the cards, clicks the Start cell, types "slot" and presses Enter. At a game night the host
//! prints the sheet (PDF and PNG in the data folder), she flips the cards, they fill the
//! screen, she presses "Enter the words" and enters the word she wrote on paper the same way;
//! then a second round, CAB from E1. The autosave, read back with `wordtable replay`, must hold
//! the words in their cells with the bubbles the rules give them.

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

use wordtable::games::color_words::save::ColorWordsSave;
use wordtable::games::color_words::{Action, Cell};
use wordtable::session::GameSave;

/// Window size the app opens with.
const W: u32 = 1280;
const H: u32 = 800;

/// The layout at 1280x800 (`table/board.rs`): the sheet's A1 starts at (50, 180) and a cell
/// is (616.2 - 90) / 7 points; the flip button is in the turn panel under the bonus card.
const A1: (i32, i32) = (87, 217);
/// A cell's side there, rounded.
const CELL: i32 = 75;
const FLIP: (i32, i32) = (1125, 368);
/// A game night's "Enter the words", under the countdown (`table/paper.rs`).
const ENTER_THE_WORDS: (i32, i32) = (1011, 682);
/// A game night's "Print the sheet", left of Menu in the score strip.
const PRINT: (i32, i32) = (1106, 82);

/// Waits (a minute at most) until the autosave holds Ana's first word.
const WAIT_FOR_THE_WORD: &str = r#"
for i in $(seq 1 120); do
  "$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -q '"word": "slot"' && break
  sleep 0.5
done
"#;

/// Waits (a minute at most) until the cards are flipped and the round waits for the words:
/// on a loaded machine the click may take seconds to reach the rules and the autosave.
const WAIT_FOR_THE_DRAW: &str = r#"
for i in $(seq 1 120); do
  "$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -q '"phase": "Write' && break
  sleep 0.5
done
sleep 1
"#;

fn scenario(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// The bubbles the rules give these words, a round each, in this scenario, played headless.
fn headless_bubbles(scenario: &Path, words: &[(&str, &[&str])]) -> Vec<u64> {
    let Some(save) = GameSave::load(scenario)
        .ok()
        .and_then(|s| s.get::<ColorWordsSave>().cloned())
    else {
        panic!("{} is a Color Words game", scenario.display());
    };
    let mut game = save.new_game().unwrap();
    for (word, cells) in words {
        game.apply(0, &Action::Draw).unwrap();
        let cells = cells.iter().map(|c| Cell::parse(c).unwrap()).collect();
        game.apply(
            0,
            &Action::Write {
                word: word.to_string(),
                cells,
            },
        )
        .unwrap();
    }
    game.players[0]
        .sheet
        .bubbles
        .iter()
        .map(|b| b.score.total() as u64)
        .collect()
}

/// SLOT from the Start cell, rightwards.
const SLOT: (&str, &[&str]) = ("slot", &["A1", "B1", "C1", "D1"]);

/// Ana's sheet after the window closed: SLOT in A1-D1, scored.
fn assert_slot_written(dir: &Path, scenario: &Path, log: &str) {
    let state = common::replay_autosave(dir, log);
    let ana = &state["players"][0];
    assert_eq!(ana["words"][0]["word"], "slot", "{state}\n{log}");
    assert_eq!(
        ana["words"][0]["cells"],
        serde_json::json!(["A1", "B1", "C1", "D1"])
    );
    assert!(ana["rows"][0].as_str().unwrap().starts_with("slot"));
    let points = headless_bubbles(scenario, &[SLOT])[0];
    assert!(points > 0, "S, L and O were drawn: SLOT scores");
    assert_eq!(ana["bubbles"][0], points, "{state}");
}

#[test]
fn a_solo_round_written_on_the_screen_is_saved_and_scored() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-color-words-solo");
    let scenario = scenario("e2e-color-words.ron");
    let steps = format!(
        r#"
xdotool mousemove {fx} {fy}; sleep 0.3; xdotool click 1
{WAIT_FOR_THE_DRAW}
xdotool mousemove {ax} {ay}; sleep 0.3; xdotool click 1; sleep 1
xdotool type --delay 200 slot
sleep 1
xdotool key Return
{WAIT_FOR_THE_WORD}"#,
        fx = FLIP.0,
        fy = FLIP.1,
        ax = A1.0,
        ay = A1.1,
    );
    let log = common::drive_window(&dir, &steps, &scenario, (W, H));
    assert_slot_written(&dir, &scenario, &log);
    let state = common::replay_autosave(&dir, &log);
    assert_eq!(
        state["players"][0]["total"],
        state["players"][0]["bubbles"][0]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn game_night_rounds_are_entered_after_the_paper_and_scored() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-color-words-night");
    let scenario = scenario("e2e-color-words-night.ron");
    // The host prints the sheet first. While the cards fill the screen no sheet is open:
    // typing then writes nothing. Round 2 (A, B and C flipped) goes the same way: the round's
    // summary closed, the cards flipped and shown big again, then CAB entered from E1.
    let steps = format!(
        r#"
xdotool mousemove {px} {py}; sleep 0.3; xdotool click 1; sleep 2
xdotool mousemove {fx} {fy}; sleep 0.3; xdotool click 1
{WAIT_FOR_THE_DRAW}
xdotool mousemove {ax} {ay}; sleep 0.3; xdotool click 1; sleep 0.5
xdotool type --delay 100 slot; xdotool key Return; sleep 1
"$BIN" replay "$DATA/autosave.ron" > "$DATA/while-writing.json" 2>/dev/null
xdotool mousemove {ex} {ey}; sleep 0.3; xdotool click 1; sleep 1
xdotool mousemove {ax} {ay}; sleep 0.3; xdotool click 1; sleep 1
xdotool type --delay 200 slot
sleep 1
xdotool key Return
{WAIT_FOR_THE_WORD}
sleep 1.5; xdotool key Return; sleep 1
xdotool mousemove {fx} {fy}; sleep 0.3; xdotool click 1
{WAIT_FOR_THE_DRAW}
xdotool mousemove {ex} {ey}; sleep 0.3; xdotool click 1; sleep 1
xdotool mousemove {e1x} {e1y}; sleep 0.3; xdotool click 1; sleep 1
xdotool type --delay 200 cab
sleep 1
xdotool key Return
for i in $(seq 1 120); do
  "$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -q '"word": "cab"' && break
  sleep 0.5
done
"#,
        fx = FLIP.0,
        fy = FLIP.1,
        ax = A1.0,
        ay = A1.1,
        e1x = A1.0 + 4 * CELL,
        e1y = A1.1,
        ex = ENTER_THE_WORDS.0,
        ey = ENTER_THE_WORDS.1,
        px = PRINT.0,
        py = PRINT.1,
    );
    let log = common::drive_window(&dir, &steps, &scenario, (W, H));
    let before: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("while-writing.json")).unwrap())
            .unwrap();
    assert_eq!(
        before["players"][0]["words"],
        serde_json::json!([]),
        "nothing is written before the words are entered: {before}\n{log}"
    );
    assert!(before["phase"].as_str().unwrap().starts_with("Write"));
    let pdf = std::fs::read(dir.join("color-words-sheet-a.pdf")).unwrap_or_default();
    assert!(pdf.starts_with(b"%PDF-"), "the printed sheet's PDF\n{log}");
    let sheet = image::open(dir.join("color-words-sheet-a.png"))
        .unwrap_or_else(|e| panic!("the printed sheet: {e}\n{log}"));
    assert_eq!(
        (sheet.width(), sheet.height()),
        (
            wordtable::games::color_words::sheet::WIDTH,
            wordtable::games::color_words::sheet::HEIGHT
        )
    );
    assert_slot_written(&dir, &scenario, &log);
    let state = common::replay_autosave(&dir, &log);
    let ana = &state["players"][0];
    assert_eq!(ana["words"][1]["word"], "cab", "{state}\n{log}");
    assert_eq!(
        ana["words"][1]["cells"],
        serde_json::json!(["E1", "F1", "G1"])
    );
    let bubbles = headless_bubbles(&scenario, &[SLOT, ("cab", &["E1", "F1", "G1"])]);
    assert_eq!(ana["bubbles"], serde_json::json!(bubbles), "{state}");
    assert_eq!(ana["total"], bubbles.iter().sum::<u64>());
    let _ = std::fs::remove_dir_all(&dir);
}
