//! Runs every schedule's systems on one thread, in the main app and in the render app.
//!
//! WordTable's systems are light (a few hundred entities at most), so Bevy's multi-threaded
//! executor has nothing to win here: it wakes worker threads for every system, and on a
//! two-core laptop those wake-ups take time from the renderer, which in software rendering
//! keeps every core busy. Measured with 300 cards under llvmpipe on two cores, in alternation:
//! about 1 ms a frame less. Parallel iteration inside Bevy's own systems still uses the
//! task pools.

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use bevy::render::{RenderApp, RenderStartup};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, one_thread);
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.add_systems(RenderStartup, one_thread);
    }
}

/// Gives every schedule of this world a single-threaded executor. It runs once at start-up,
/// when every plugin has added its schedules; the schedule running it keeps its executor.
fn one_thread(mut schedules: ResMut<Schedules>) {
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};
    use std::thread::{self, ThreadId};

    use bevy::prelude::*;

    #[test]
    fn after_start_up_every_system_runs_on_the_thread_that_runs_the_app() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        super::plugin(&mut app);
        let seen: Arc<Mutex<Vec<ThreadId>>> = Arc::default();
        // Independent systems, which a multi-threaded executor spreads over its workers.
        for _ in 0..16 {
            let seen = seen.clone();
            app.add_systems(Update, move || {
                // Long enough that a multi-threaded executor would not run them all in turn.
                std::thread::sleep(std::time::Duration::from_millis(2));
                seen.lock().unwrap().push(thread::current().id());
            });
        }
        app.update();
        app.update();
        let seen = seen.lock().unwrap();
        assert_eq!(seen.len(), 32);
        assert!(seen.iter().all(|&id| id == thread::current().id()));
    }
}
