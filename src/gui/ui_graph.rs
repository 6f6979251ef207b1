//! The UI camera's render schedule: egui's pass (over the kept picture when only a part of it
//! changed, `still_panels`), then the window's last pass. Bevy's own 2D
//! schedule would add passes that draw nothing on this camera but still clear a depth buffer
//! the size of the window every frame, and a software renderer pays for every pixel of that.

use bevy::ecs::schedule::{ScheduleBuildSettings, ScheduleLabel};
use bevy::prelude::*;
use bevy::render::RenderApp;
use bevy::render::camera::CameraRenderGraph;

/// The schedule the UI camera renders with.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct UiGraph;

/// What the UI camera renders with: [`UiGraph`].
pub fn ui_render_graph() -> CameraRenderGraph {
    CameraRenderGraph::new(UiGraph)
}

pub(super) fn plugin(app: &mut App) {
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    let mut schedule = Schedule::new(UiGraph);
    // The passes only record commands; nothing they defer needs applying in between.
    schedule.set_build_settings(ScheduleBuildSettings {
        auto_insert_apply_deferred: false,
        ..default()
    });
    render_app.add_schedule(schedule).add_systems(
        UiGraph,
        (
            bevy_egui::render::prepare_egui_pass,
            super::still_panels::lay_ui,
            bevy_egui::render::egui_pass,
            super::still_panels::keep_ui,
            super::backdrop::window_pass,
        )
            .chain(),
    );
}
