//! Color Words as a player uses it, in a real window under Xvfb. Ana is alone on grid A with
//! the decks stacked (round 1 flips S, L and O). On the screen she flips the cards, clicks the
//! Start cell, types "slot" and presses Enter; at a game night she flips them, the cards fill
//! the screen, she presses "Enter the words" and enters the word she wrote on paper the same
//! way; the host's "Print the sheet" writes grid A's sheet in the data folder (PDF and PNG). The autosave, read back with `wordtable replay`, must hold SLOT in A1-D1 with the
//! bubble the rules give it.

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

use wordtable::games::color_words::{Action, Cell};
use wordtable::session::GameSave;

/// Window size the app opens with.
const W: u32 = 1280;
const H: u32 = 800;

/// The layout at 1280x800 (`table/board.rs`): the sheet's A1 starts at (50, 180) and a cell
/// is (616.2 - 90) / 7 points; the flip button is in the turn panel under the bonus card.
const A1: (i32, i32) = (87, 217);
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

/// The bubble the rules give SLOT in A1-D1 in this scenario, played headless.
fn slot_points(scenario: &Path) -> u64 {
    let Ok(GameSave::ColorWords(save)) = GameSave::load(scenario) else {
        panic!("{} is a Color Words game", scenario.display());
    };
    let mut game = save.new_game().unwrap();
    game.apply(0, &Action::Draw).unwrap();
    let cells = ["A1", "B1", "C1", "D1"].map(|c| Cell::parse(c).unwrap());
    game.apply(
        0,
        &Action::Write {
            word: "slot".into(),
            cells: cells.to_vec(),
        },
    )
    .unwrap();
    game.players[0].sheet.bubbles[0].score.total() as u64
}

/// Ana's sheet after the window closed: SLOT in A1-D1, scored.
fn assert_slot_written(dir: &Path, scenario: &Path, log: &str) {
    let state = common::replay_autosave(dir, log);
    let ana = &state["players"][0];
    assert_eq!(ana["words"][0]["word"], "slot", "{state}\n{log}");
    assert_eq!(
        ana["words"][0]["cells"],
        serde_json::json!(["A1", "B1", "C1", "D1"])
    );
    assert_eq!(ana["rows"][0], "slot...");
    let points = slot_points(scenario);
    assert!(points > 0, "S, L and O were drawn: SLOT scores");
    assert_eq!(ana["bubbles"], serde_json::json!([points]), "{state}");
    assert_eq!(ana["total"], points);
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
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_night_round_is_entered_after_the_paper_and_scored() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-color-words-night");
    let scenario = scenario("e2e-color-words-night.ron");
    // The host prints the sheet first. While the cards fill the screen no sheet is open:
    // typing then writes nothing.
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
{WAIT_FOR_THE_WORD}"#,
        fx = FLIP.0,
        fy = FLIP.1,
        ax = A1.0,
        ay = A1.1,
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
    let _ = std::fs::remove_dir_all(&dir);
}
