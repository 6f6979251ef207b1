//! `WORDTABLE_FRAME_STATS=1`: prints how long the app took to show its first interactive frame,
//! and the mean and worst frame times over each 300 frames (for performance reports).

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
    if w.frames == 300 {
        println!(
            "frames: mean {:.2} ms, worst {:.2} ms over 300 frames",
            w.total / 300.0,
            w.worst
        );
        *w = Window {
            first_reported: true,
            ..Window::default()
        };
    }
}
