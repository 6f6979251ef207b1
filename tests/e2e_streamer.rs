//! A host's streamed game in a real window under Xvfb: with streamer mode on, the table needs
//! no "Pass to" button outside answering; D draws and 1 reads a card's question from the
//! keyboard; the hand shows only while Space is held (F12 screenshots with and without it).

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

const W: u32 = 1280;
const H: u32 = 800;

/// Cream card pixels in the hand's strip along the bottom of the table (left of the turn
/// panel).
fn cream_in_hand_strip(path: &Path) -> usize {
    let img = image::open(path).expect("an F12 screenshot").to_rgb8();
    assert_eq!(img.dimensions(), (W, H));
    let mut n = 0;
    for y in H - 140..H {
        for x in 0..W - 340 {
            let [r, g, b] = img.get_pixel(x, y).0;
            if r > 235 && g > 225 && b > 200 && b < 235 {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn streamer_mode_plays_from_the_keyboard_and_hides_the_hand_until_space() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-streamer");
    std::fs::write(dir.join("settings.ron"), "(streamer_mode: true)").unwrap();
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/streamer-flow.ron");
    let steps = r#"
xdotool mousemove 400 300
shot() {
  xdotool key F12
  for i in $(seq 1 40); do [ -f "$DATA/screenshot-$1.png" ] && break; sleep 0.5; done
  sleep 0.5
}
shot 1
xdotool key Return
sleep 2
xdotool keydown space
sleep 1.5
shot 2
xdotool keyup space
sleep 1
shot 3
xdotool key 1
sleep 2
"#;
    let log = common::drive_window(&dir, steps, &scenario, (W, H));

    // What the engine did: Ana drew with D and read a card's question with 1.
    common::replay_autosave(&dir, &log);
    let save = std::fs::read_to_string(dir.join("autosave.ron")).unwrap();
    assert!(save.contains("Draw"), "Enter drew a card: {save}\n{log}");
    assert!(save.contains("Read"), "1 read a question: {save}\n{log}");

    // The hand: hidden, shown while Space is held, hidden again.
    let before = cream_in_hand_strip(&dir.join("screenshot-1.png"));
    let held = cream_in_hand_strip(&dir.join("screenshot-2.png"));
    let after = cream_in_hand_strip(&dir.join("screenshot-3.png"));
    // A hand of cards is tens of thousands of cream pixels; a few stray ones are antialiasing.
    assert!(before < 500, "no hand before Space ({before} cream pixels)");
    assert!(
        held > 10_000,
        "the hand shows while Space is held ({held} cream pixels)"
    );
    assert!(
        after < 500,
        "no hand after Space is let go ({after} cream pixels)"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
