//! `wordtable screenshot`: show a screen, let it settle for a few frames, capture the window to
//! a PNG and exit (exit code 1 if the PNG could not be written).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use super::Screen;
use crate::launch::ScreenshotRequest;

/// Frames to wait so fonts, egui layout and the first draws have landed (a table waits for
/// its cards to glide into place).
const SETTLE_FRAMES: u32 = 20;
const TABLE_SETTLE_FRAMES: u32 = 90;

#[derive(Resource)]
struct Plan {
    request: ScreenshotRequest,
    frames: u32,
    requested: bool,
}

/// Writes a captured frame as an RGB PNG.
fn save_png(image: &Image, path: &std::path::Path) -> Result<(), String> {
    let rgb = image
        .clone()
        .try_into_dynamic()
        .map_err(|e| e.to_string())?
        .to_rgb8();
    rgb.save(path).map_err(|e| e.to_string())
}

/// F12 saves a picture of the window in the data directory (for hosts, bug reports and
/// tests).
pub(super) fn key_plugin(app: &mut App) {
    app.add_systems(Update, screenshot_key);
}

fn screenshot_key(mut commands: Commands, keys: Res<ButtonInput<KeyCode>>, mut n: Local<u32>) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    let Some(dir) = crate::storage::data_dir() else {
        return;
    };
    let _ = std::fs::create_dir_all(&dir);
    *n += 1;
    let path = dir.join(format!("screenshot-{}.png", *n));
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>| {
            let saved = save_png(&captured.image, &path);
            if let Err(e) = saved {
                warn!("could not save {}: {e}", path.display());
            }
        },
    );
}

/// Shows the requested screen, then writes the picture and exits.
pub fn plugin(request: ScreenshotRequest) -> impl Fn(&mut App) {
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
        if request.unlock {
            app.insert_resource(UnlockPrivateView);
        }
    }
}

/// `--unlock`: the table opens the current player's private view, as if they had taken the
/// laptop (each game's table reads this).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnlockPrivateView;

fn capture_when_settled(
    mut commands: Commands,
    mut plan: ResMut<Plan>,
    screen: Res<State<Screen>>,
) {
    plan.frames += 1;
    let settle = if *screen.get() == Screen::Table {
        TABLE_SETTLE_FRAMES
    } else {
        SETTLE_FRAMES
    };
    if plan.requested || plan.frames < settle {
        return;
    }
    plan.requested = true;
    let path = plan.request.path.clone();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            let saved = save_png(&captured.image, &path);
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
