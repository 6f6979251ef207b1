//! `WORDTABLE_FRAME_STATS=N`: prints how long the app took to show its first interactive frame,
//! and over every N frames (300 when N is not a number) the mean, median, 95th percentile and
//! worst frame times, how many frames took longer than 1/60 s and in how many the table stood
//! still (`still`) and in how many the panels were drawn only in part (`still_panels`), for
//! performance reports; and how much egui painted in the last frame: its triangles' area in
//! windows (a software renderer pays for every covered pixel, so 3.0 means three full-window
//! passes) and its vertex count.
//! `WORDTABLE_PASS_TIMES=1`: logs each render pass's time on the GPU (or in the software
//! renderer) once a second, to see where a frame goes.

use std::time::Instant;

use bevy::prelude::*;

/// When the process started (set by `run` before the app is built).
#[derive(Resource)]
pub struct Started(pub Instant);

#[derive(Default)]
struct Window {
    /// Frame times in ms since the last report.
    times: Vec<f64>,
    first_reported: bool,
}

pub(super) fn plugin(app: &mut App) {
    if std::env::var_os("WORDTABLE_FRAME_STATS").is_some() {
        // Before the panels are clipped to what changed, so the area is what egui painted.
        app.add_systems(Last, report.before(super::still_panels::decide));
    }
    if std::env::var_os("WORDTABLE_PASS_TIMES").is_some() {
        app.add_plugins((
            bevy::render::diagnostic::RenderDiagnosticsPlugin,
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
}

fn report(
    time: Res<Time>,
    started: Res<Started>,
    mut still: ResMut<super::still::StillCount>,
    mut parts: ResMut<super::still_panels::PartCount>,
    egui: Query<&bevy_egui::EguiRenderOutput, With<bevy_egui::PrimaryEguiContext>>,
    window: Query<&bevy::window::Window, With<bevy::window::PrimaryWindow>>,
    mut w: Local<Window>,
) {
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
    w.times.push(time.delta_secs_f64() * 1000.0);
    if w.times.len() as u32 == every {
        let screen = window.single().map_or(1.0, |w| w.width() * w.height());
        let (area, vertices) = egui
            .single()
            .map_or((0.0, 0), |out| painted(&out.paint_jobs));
        println!(
            "frames: {}; the table still in {} of {}; the panels drawn in part in {} (nothing in {}); \
             egui painted {:.2} windows, {} vertices",
            summary(&mut w.times),
            still.still,
            still.frames,
            parts.part,
            parts.nothing,
            area / screen.max(1.0),
            vertices
        );
        *parts = default();
        w.times.clear();
        *still = default();
    }
}

/// The area egui's triangles cover (in logical pixels, each triangle clipped to its job's
/// rectangle only by its bounds) and their vertex count.
fn painted(jobs: &[bevy_egui::egui::ClippedPrimitive]) -> (f32, usize) {
    let mut area = 0.0;
    let mut vertices = 0;
    for job in jobs {
        let bevy_egui::egui::epaint::Primitive::Mesh(mesh) = &job.primitive else {
            continue;
        };
        vertices += mesh.vertices.len();
        let clip = job.clip_rect;
        for t in mesh.indices.chunks_exact(3) {
            let [a, b, c] = [t[0], t[1], t[2]].map(|i| mesh.vertices[i as usize].pos);
            let whole = ((b - a).x * (c - a).y - (b - a).y * (c - a).x).abs() * 0.5;
            let bounds = bevy_egui::egui::Rect::from_points(&[a, b, c]);
            let shown = bounds.intersect(clip);
            // A triangle partly outside its clip rectangle counts in proportion.
            if shown.is_positive() && bounds.area() > 0.0 {
                area += whole * shown.area() / bounds.area();
            }
        }
    }
    (area, vertices)
}

/// Mean, median, 95th percentile and worst of `times` (ms), and how many are over 1/60 s.
fn summary(times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let n = times.len();
    let mean = times.iter().sum::<f64>() / n as f64;
    let at = |q: f64| times[((n as f64 * q) as usize).min(n - 1)];
    let late = times.iter().filter(|&&t| t > 1000.0 / 60.0).count();
    format!(
        "mean {mean:.2} ms, median {:.2} ms, p95 {:.2} ms, worst {:.2} ms, {late} of {n} over 16.7 ms",
        at(0.5),
        at(0.95),
        times[n - 1]
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_orders_and_counts() {
        let mut t: Vec<f64> = (1..=20).map(f64::from).rev().collect();
        assert_eq!(
            super::summary(&mut t),
            "mean 10.50 ms, median 11.00 ms, p95 20.00 ms, worst 20.00 ms, 4 of 20 over 16.7 ms"
        );
    }
}
