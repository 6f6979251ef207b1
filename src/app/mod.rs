//! The desktop app's composition root: builds the Bevy app with a window and egui, adds the
//! shared window layer, sound and every playable game's table from the registry, and runs it.
//! Only here do the games and the shared layer meet.

mod no_display;
mod no_gpu;

use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::engine::catalog::OpenTable;
use crate::engine::saved_game::GameSave;
use crate::gui::{ActiveGame, GameCatalog, screenshot, title::TitleTiles};
use crate::launch::ScreenshotRequest;
use std::path::{Path, PathBuf};

/// Reads a game file for the table of the game it names: what opening it does to the app.
fn load_game(path: &Path) -> Result<OpenTable, String> {
    let save = GameSave::load(path).map_err(|e| e.to_string())?;
    let open = crate::games::registry()
        .iter()
        .filter_map(|e| e.open)
        .find_map(|open| open(&save))
        .unwrap_or_else(|| Err(crate::i18n::tr!("error-no-table", game = save.game_name())))?;
    let phones = crate::launch::phone_seats();
    if phones.is_empty() {
        return Ok(open);
    }
    // `--phones`: the room opens with the game, for the seats asked.
    let request = crate::seat_server::table::PhoneRoomRequest {
        game: save.game_name(),
        names: Vec::new(),
        phones: (0..=phones.iter().copied().max().unwrap_or(0))
            .map(|s| phones.contains(&s))
            .collect(),
        computers: Vec::new(),
        loopback: false,
    };
    Ok(Box::new(move |app: &mut App| {
        app.insert_resource(request);
        open(app);
    }))
}

/// Opens the window and runs until the player quits (or the screenshot is written); with a
/// game file, the table opens on that game.
pub fn run(screenshot: Option<ScreenshotRequest>, game: Option<PathBuf>) -> ExitCode {
    let boot = match game.map(|p| load_game(&p)).transpose() {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if let Some(advice) = no_display::check() {
        eprintln!("{advice}");
        return ExitCode::from(1);
    }
    if screenshot.is_some() {
        crate::session::disable_autosave(); // a screenshot never replaces the player's game
    } else if boot.is_some()
        && let Some(kept) = crate::session::autosave_path()
            .and_then(|p| crate::games::saves::keep_aside_before_open(&p))
    {
        eprintln!(
            "the unfinished game in the autosave was kept as {}",
            kept.display()
        );
    }
    let started = crate::gui::Started(std::time::Instant::now());
    no_gpu::install();
    let (width, height) = screenshot.as_ref().map_or((1280, 800), |s| s.size);
    let mut app = App::new();
    app.insert_resource(started);
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "WordTable".into(),
                    // `WORDTABLE_NO_VSYNC=1` draws as fast as it can (for measuring frame time).
                    present_mode: if std::env::var_os("WORDTABLE_NO_VSYNC").is_some() {
                        bevy::window::PresentMode::AutoNoVsync
                    } else {
                        bevy::window::PresentMode::AutoVsync
                    },
                    // The OS scale factor is followed (a 2x display draws everything at twice
                    // the pixels, sharp), the interface-size setting on top; a screenshot is
                    // taken at its exact size.
                    resolution: if screenshot.is_some() {
                        WindowResolution::new(width, height).with_scale_factor_override(1.0)
                    } else {
                        WindowResolution::new(width, height)
                    },
                    ..default()
                }),
                ..default()
            })
            .set(bevy::log::LogPlugin {
                filter: "wgpu=error,naga=warn,bevy_render=warn,bevy_winit=warn".into(),
                ..default()
            }),
    )
    .insert_resource(ClearColor(crate::gui::theme::FELT))
    .add_plugins(EguiPlugin::default())
    .insert_resource(bevy_egui::EguiGlobalSettings {
        // The egui context belongs to the UI camera, not to the first camera spawned.
        auto_create_primary_context: false,
        ..default()
    })
    .add_plugins((crate::gui::plugin, crate::audio::plugin))
    .insert_resource(GameCatalog(crate::games::infos()))
    // Until a game is chosen, the first playable one's new-game panel answers `--scene`.
    .insert_resource(ActiveGame(
        crate::games::infos()
            .iter()
            .find(|g| g.playable)
            .map(|g| g.id),
    ))
    .insert_resource(title_tiles())
    // Computer seats think on a worker: a frame never waits for their choice.
    .insert_resource(crate::engine::ThinkOn::Worker);
    crate::games::offer::plugin(&mut app);
    // Called, not added as plugins: every table is a plain `fn(&mut App)`, and Bevy tells
    // plugins apart by their type.
    for (_, table) in crate::games::tables() {
        table(&mut app);
    }
    if let Some(request) = screenshot {
        app.add_plugins(screenshot::plugin(request));
    }
    if let Some(open) = boot {
        open(&mut app);
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The title's tiles carry the letter values of the first registered game that has them.
fn title_tiles() -> TitleTiles {
    let value = crate::games::registry()
        .iter()
        .find_map(|e| e.tile_value)
        .unwrap_or(|_| 0);
    TitleTiles(('A'..='Z').map(|l| (l, value(l))).collect())
}
