//! The table as a player uses it, in a real window under Xvfb: xdotool passes the privacy
//! screen, drags F, L, O and W from the hand onto the table, and presses Enter. The engine's
//! state (from the autosave) must hold FLOW for Ana with 6 points, and the score track (from
//! an F12 screenshot) must show Ana's pawn at 6; the question read is remembered as heard.

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

/// Window size the app opens with.
const W: i32 = 1280;
const H: i32 = 800;

#[test]
fn drag_cards_to_build_flow() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("wordtable-e2e-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/e2e-flow.ron");
    // Ana's hand is F L O W X E: each drag takes the fan's first card.
    let mut drags = String::new();
    for k in 0..4 {
        let (x, y) = common::word_colony_hand_card(0, 6 - k, (W, H));
        drags.push_str(&format!("drag {x} {y} {} 360\n", 260 + 40 * k as i32));
    }
    let steps = format!(
        r#"
{drag}
xdotool mousemove {px} {py} click 1
sleep 2
{drags}
xdotool key Return
sleep 3
xdotool key F12
for i in $(seq 1 40); do [ -f "$DATA/screenshot-1.png" ] && break; sleep 0.5; done
sleep 1
"#,
        drag = common::SHELL_DRAG,
        px = W / 2,
        py = 437,
    );
    let log = common::drive_window(&dir, &steps, &scenario, (W as u32, H as u32));

    // The engine's state, replayed from the autosave.
    let state = common::replay_autosave(&dir, &log);
    assert_eq!(state["table"][0]["words"][0], "FLOW", "{state}\n{log}");
    assert_eq!(state["table"][0]["owner_name"], "Ana");
    assert_eq!(state["players"][0]["score"], 6);
    assert_eq!(state["players"][0]["on_track"], true);

    // The question Ana read before the table opened is remembered as heard on this computer,
    // so the next game deals others.
    let heard = wordtable::games::word_colony::heard::Heard::load(&dir).expect("the record");
    assert_eq!(heard.en.len(), 1, "{heard:?}\n{log}");

    // The score track: Ana's red pawn stands at 6 of 40.
    let img = image::open(dir.join("screenshot-1.png"))
        .expect("the F12 screenshot")
        .to_rgb8();
    assert_eq!(img.dimensions(), (W as u32, H as u32));
    let x6 = 34.0 + (1219.0 - 34.0) * 6.0 / 40.0;
    let red = |x: u32, y: u32| {
        let [r, g, b] = img.get_pixel(x, y).0;
        r > 200 && g < 90 && b < 100
    };
    let near = (x6 as u32 - 6..x6 as u32 + 7)
        .flat_map(|x| (22..42).map(move |y| (x, y)))
        .filter(|&(x, y)| red(x, y))
        .count();
    assert!(
        near > 40,
        "Ana's pawn is at 6 on the track ({near} red pixels)"
    );
    let at_zero = (28..40)
        .flat_map(|x| (22..42).map(move |y| (x, y)))
        .filter(|&(x, y)| red(x, y))
        .count();
    assert_eq!(at_zero, 0, "and not at 0");
    let _ = std::fs::remove_dir_all(&dir);
}
