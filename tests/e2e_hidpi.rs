//! On a display with a scale factor of 2 (a recent laptop's), the window follows it: the app
//! opens at 1280x800 logical pixels, 2560x1600 on the screen, and draws everything at twice the
//! size, not a quarter of the window as when it forced a scale of 1. Checked on an F12
//! screenshot of the rule book's table: Ana's red pawn on the score track stands at twice the
//! coordinates it has at 1x.

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

#[test]
fn a_2x_display_draws_the_table_at_twice_the_size() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-hidpi");
    let _ = std::fs::remove_file(dir.join("screenshot-1.png"));
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/rule-book.ron");
    // The "Pass to Ana" cover's button, at twice its 1x place (640, 436).
    let steps = r#"
xdotool getwindowgeometry "$WID" >> "$DATA/app.log"
xdotool mousemove 1280 872 click 1
sleep 2
xdotool key F12
for i in $(seq 1 40); do [ -f "$DATA/screenshot-1.png" ] && break; sleep 0.5; done
sleep 1
"#;
    let log = common::drive_window_scaled(&dir, steps, &scenario, (2560, 1600), 2.0);
    assert!(log.contains("Geometry: 2560x1600"), "{log}");
    let img = image::open(dir.join("screenshot-1.png"))
        .unwrap_or_else(|e| panic!("the F12 screenshot ({e})\n{log}"))
        .to_rgb8();
    assert_eq!(img.dimensions(), (2560, 1600));
    let red = |x: u32, y: u32| {
        let [r, g, b] = img.get_pixel(x, y).0;
        r > 200 && g < 90 && b < 100
    };
    let reds = |x0: u32, y0: u32, w: u32, h: u32| {
        (x0..x0 + w)
            .flat_map(|x| (y0..y0 + h).map(move |y| (x, y)))
            .filter(|&(x, y)| red(x, y))
            .count()
    };
    // At 1x the track runs from x 34 to 1219 for 0 to 100 points, the pawns at y 22-42: Ana
    // (14 points) at x 200. At 2x everything doubles.
    let x14 = 2.0 * (34.0 + (1219.0 - 34.0) * 14.0 / 100.0);
    let at_2x = reds(x14 as u32 - 14, 44, 28, 40);
    assert!(
        at_2x > 150,
        "Ana's pawn at twice its place ({at_2x} red pixels)\n{log}"
    );
    let at_1x = reds(190, 22, 20, 20);
    assert_eq!(at_1x, 0, "nothing red where the pawn stands at 1x");
    let _ = std::fs::remove_dir_all(&dir);
}
