//! The still panels draw what a full drawing draws. With `still_panels` a frame redraws only
//! the rectangle where egui's painting changed, over the picture the frame before ended with;
//! so a hovered button, lit and then let go, must leave the window exactly as a frame drawn in
//! full would. Two tables are played alike twice, once as the app draws and once with
//! `WORDTABLE_FULL_PANELS=1`: the pointer rests on buttons and moves away, an F12 screenshot is
//! taken after each step, and the two runs' screenshots must agree to the pixel. Colonization's
//! table is drawn by egui alone; Word Colony's draws its panels over the table camera's cards,
//! and its Menu leads to the title, where no card may linger.

#![cfg(feature = "gui")]

mod common;

use std::path::Path;

/// Where the pointer rests, and whether it clicks there.
type Stop = (u32, u32, bool);

/// Runs `scenario`, rests the pointer at each of `stops` (after unlocking the table), and
/// returns the F12 screenshot taken at each stop, with the app's log.
fn screenshots(
    name: &str,
    scenario: &str,
    stops: &[Stop],
    full: bool,
) -> (Vec<image::RgbImage>, String) {
    let dir = common::scratch_dir(name);
    for i in 1..=stops.len() {
        let _ = std::fs::remove_file(dir.join(format!("screenshot-{i}.png")));
    }
    let mut steps = String::from("xdotool mousemove 640 437 click 1\nsleep 2\n");
    for (i, (x, y, click)) in stops.iter().enumerate() {
        let n = i + 1;
        let click = if *click { " click 1" } else { "" };
        // A second for hover's fade to end; then the screenshot, and its file written.
        steps.push_str(&format!(
            "xdotool mousemove {x} {y}{click}\nsleep 1.2\nxdotool key F12\n\
             for i in $(seq 1 40); do [ -f \"$DATA/screenshot-{n}.png\" ] && break; sleep 0.5; done\n\
             sleep 0.5\n"
        ));
    }
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join(scenario);
    let mut env = vec![("WORDTABLE_FRAME_STATS", "20")];
    if full {
        env.push(("WORDTABLE_FULL_PANELS", "1"));
    }
    let log = common::drive_window_with(&dir, &steps, &scenario, (1280, 800), &env);
    let shots = (1..=stops.len())
        .map(|i| {
            image::open(dir.join(format!("screenshot-{i}.png")))
                .unwrap_or_else(|e| panic!("screenshot {i} of {name} ({e})\n{log}"))
                .to_rgb8()
        })
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    (shots, log)
}

/// Frames the panels were drawn in part, summed over the log's frame statistics.
fn drawn_in_part(log: &str) -> u32 {
    log.lines()
        .filter_map(|l| l.split("the panels drawn in part in ").nth(1))
        .filter_map(|rest| rest.split_whitespace().next()?.parse::<u32>().ok())
        .sum()
}

fn same_pictures(name: &str, scenario: &str, stops: &[Stop]) {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let (part, part_log) = screenshots(&format!("{name}-part"), scenario, stops, false);
    let (full, full_log) = screenshots(&format!("{name}-full"), scenario, stops, true);
    assert!(
        drawn_in_part(&part_log) > 20,
        "the panels were drawn in part\n{part_log}"
    );
    assert_eq!(
        drawn_in_part(&full_log),
        0,
        "WORDTABLE_FULL_PANELS draws in full\n{full_log}"
    );
    for (i, (a, b)) in part.iter().zip(&full).enumerate() {
        assert_eq!(a.dimensions(), b.dimensions());
        let differ: Vec<(u32, u32)> = a
            .enumerate_pixels()
            .filter(|&(x, y, p)| b.get_pixel(x, y) != p)
            .map(|(x, y, _)| (x, y))
            .take(5)
            .collect();
        assert!(
            differ.is_empty(),
            "{name}, stop {} {:?}: drawn in part, the picture differs from a full drawing at {differ:?}",
            i + 1,
            stops[i]
        );
    }
}

#[test]
fn colonization_buttons_lit_and_let_go_leave_the_full_picture() {
    // The end screen's Rematch and New game, the side panel's Menu, then nothing.
    same_pictures(
        "e2e-still-colonization",
        "docs/examples/colonization.ron",
        &[
            (224, 589, false),
            (414, 589, false),
            (1070, 733, false),
            (5, 5, false),
        ],
    );
}

#[test]
fn word_colony_panels_over_the_cards_leave_the_full_picture() {
    // Pass, the typed-word box, Menu, over the cards; then Menu clicked, the table gives way
    // to the title, and the pointer rests on the title's first Play.
    same_pictures(
        "e2e-still-word-colony",
        "docs/examples/three-hundred-cards.ron",
        &[
            (1190, 228, false),
            (1115, 447, false),
            (1100, 767, false),
            (640, 300, false),
            (1100, 767, true),
            (852, 163, false),
        ],
    );
}
