//! The desktop app: builds the Bevy app with a window, egui and the screens, and runs it.

mod screens;
mod screenshot;

use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::cli::ScreenshotRequest;

pub use screens::Screen;

/// Opens the window and runs until the player quits (or the screenshot is written).
pub fn run(screenshot: Option<ScreenshotRequest>) -> ExitCode {
    let (width, height) = screenshot.as_ref().map_or((1280, 800), |s| s.size);
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "WordTable".into(),
                    resolution: WindowResolution::new(width, height)
                        .with_scale_factor_override(1.0),
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_winit=warn".into(),
                ..default()
            }),
    )
    .insert_resource(ClearColor(crate::ui::theme::FELT))
    .add_plugins(EguiPlugin::default())
    .add_plugins((screens::plugin, crate::ui::plugin));
    if let Some(request) = screenshot {
        app.add_plugins(screenshot::plugin(request));
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
