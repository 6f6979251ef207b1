//! The crossword table as a player uses it, in a real window under Xvfb. Ana's first rack is
//! O T E N T A P (Classic, seed 4). One test drags N, O, T and E onto the board through the
//! centre star and clicks Play; the other types "note" and presses Enter. The engine's state,
//! read back from the autosave, must hold NOTE for Ana with its 8 points (the centre doubles),
//! and, after the typed one, the Hard computer's reply.

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

/// Window size the app opens with.
const W: i32 = 1280;
const H: i32 = 800;

/// The table's layout at 1280x800 once the camera has framed the board: the free area's
/// centre (left of the 310-point turn panel, under the 112-point score strip, above the
/// rack's 100 points) holds the centre square H8, and a square is 44 world units at the
/// framing's scale of (16.6 x 44 + 80) / 580.
const CENTRE: (f32, f32) = (485.0, 410.0);
const SQUARE: f32 = 44.0 / ((16.6 * 44.0 + 80.0) / 580.0);

/// Screen position of rack slot `i` of 7 (58-point tiles, 8 apart, centred under the board).
fn rack_slot(i: usize) -> (i32, i32) {
    (287 + 66 * i as i32, H - 47)
}

/// Screen position of the square `cols` columns right of H8, on row 8.
fn square_right_of_centre(cols: i32) -> (i32, i32) {
    ((CENTRE.0 + cols as f32 * SQUARE) as i32, CENTRE.1 as i32)
}

/// Waits (a minute at most) until the autosave holds a move: a slow machine may take
/// seconds to show the move, and a fixed sleep would close the window before it is saved.
const WAIT_FOR_THE_MOVE: &str = r#"
for i in $(seq 1 120); do
  "$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -q '"move":' && break
  sleep 0.5
done
"#;

/// Then waits (a minute at most) until the autosave also holds the computer's reply.
const WAIT_FOR_THE_REPLY: &str = r#"
for i in $(seq 1 120); do
  [ "$("$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -o '"move":' | wc -l)" -ge 2 ] && break
  sleep 0.5
done
"#;

fn scenario() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/e2e-crossword.ron")
}

fn first_move(dir: &Path, log: &str) -> serde_json::Value {
    let state = common::replay_autosave(dir, log);
    let first = state["moves"][0].clone();
    assert_eq!(first["name"], "Ana", "{state}\n{log}");
    first
}

#[test]
fn drag_tiles_through_the_centre_and_play() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-crossword-drag");
    // N O T E are rack slots 3, 0, 1, 2; they go to G8, H8, I8, J8.
    let mut drags = String::new();
    for (k, slot) in [3, 0, 1, 2].into_iter().enumerate() {
        let (x, y) = rack_slot(slot);
        let (tx, ty) = square_right_of_centre(k as i32 - 1);
        drags.push_str(&format!("drag {x} {y} {tx} {ty}\n"));
    }
    let steps = format!(
        r#"
{drag}
{drags}
xdotool key Return
{WAIT_FOR_THE_MOVE}"#,
        drag = common::SHELL_DRAG
    );
    let log = common::drive_window(&dir, &steps, &scenario(), (W as u32, H as u32));
    let first = first_move(&dir, &log);
    assert_eq!(first["move"], "8G NOTE", "{first}\n{log}");
    assert_eq!(first["score"], 8);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn type_a_word_from_the_centre_star() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-crossword-type");
    // On an empty board typing starts on the centre star, across.
    let steps = r#"
xdotool mousemove 485 300
xdotool type --delay 200 note
sleep 1
xdotool key Return
"#;
    let steps = format!("{steps}{WAIT_FOR_THE_MOVE}{WAIT_FOR_THE_REPLY}");
    let log = common::drive_window(&dir, &steps, &scenario(), (W as u32, H as u32));
    let first = first_move(&dir, &log);
    assert_eq!(first["move"], "8H NOTE", "{first}\n{log}");
    assert_eq!(first["score"], 8);
    // The computer's reply is saved too: the autosave runs after the turn reaches the save.
    let state = common::replay_autosave(&dir, &log);
    assert_eq!(state["moves"][1]["name"], "Ben", "{state}\n{log}");
    let _ = std::fs::remove_dir_all(&dir);
}
