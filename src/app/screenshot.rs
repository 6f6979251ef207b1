//! `wordtable screenshot`: show a screen, let it settle for a few frames, capture the window to
//! a PNG and exit (exit code 1 if the PNG could not be written).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use super::Screen;
use crate::cli::ScreenshotRequest;

/// Frames to wait so fonts, egui layout and the first draws have landed.
const SETTLE_FRAMES: u32 = 20;

#[derive(Resource)]
struct Plan {
    request: ScreenshotRequest,
    frames: u32,
    requested: bool,
}

pub(super) fn plugin(request: ScreenshotRequest) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let screen = Screen::from_scene(&request.scene).unwrap_or_else(|| {
            eprintln!(
                "unknown scene {:?}; showing the title screen",
                request.scene
            );
            Screen::Title
        });
        app.insert_state(screen)
            .insert_resource(Plan {
                request: request.clone(),
                frames: 0,
                requested: false,
            })
            .add_systems(Update, capture_when_settled);
    }
}

fn capture_when_settled(mut commands: Commands, mut plan: ResMut<Plan>) {
    plan.frames += 1;
    if plan.requested || plan.frames < SETTLE_FRAMES {
        return;
    }
    plan.requested = true;
    let path = plan.request.path.clone();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            let saved = captured
                .image
                .clone()
                .try_into_dynamic()
                .map_err(|e| e.to_string())
                .and_then(|img| img.to_rgb8().save(&path).map_err(|e| e.to_string()));
            match saved {
                Ok(()) => {
                    println!("wrote {}", path.display());
                    exit.write(AppExit::Success);
                }
                Err(e) => {
                    eprintln!("could not write {}: {e}", path.display());
                    exit.write(AppExit::error());
                }
            }
        },
    );
}
