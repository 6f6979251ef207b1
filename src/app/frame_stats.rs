//! `WORDTABLE_FRAME_STATS=N`: prints how long the app took to show its first interactive frame,
//! and the mean and worst frame times over every N frames (300 when N is not a number), for
//! performance reports.

use std::time::Instant;

use bevy::prelude::*;

/// When the process started (set by `run` before the app is built).
#[derive(Resource)]
pub struct Started(pub Instant);

#[derive(Default)]
struct Window {
    frames: u32,
    total: f64,
    worst: f64,
    first_reported: bool,
}

pub(super) fn plugin(app: &mut App) {
    if std::env::var_os("WORDTABLE_FRAME_STATS").is_some() {
        app.add_systems(Last, report);
    }
}

fn report(time: Res<Time>, started: Res<Started>, mut w: Local<Window>) {
    let every: u32 = std::env::var("WORDTABLE_FRAME_STATS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(300);
    if !w.first_reported {
        w.first_reported = true;
        println!(
            "first frame after {:.0} ms",
            started.0.elapsed().as_secs_f64() * 1000.0
        );
        return;
    }
    let dt = time.delta_secs_f64() * 1000.0;
    w.frames += 1;
    w.total += dt;
    w.worst = w.worst.max(dt);
    if w.frames == every {
        println!(
            "frames: mean {:.2} ms, worst {:.2} ms over {every} frames",
            w.total / every as f64,
            w.worst
        );
        *w = Window {
            first_reported: true,
            ..Window::default()
        };
    }
}
