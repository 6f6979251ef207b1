//! Which screen the app shows: a Bevy state, so each screen's systems and entities come and go
//! with it.

use bevy::prelude::*;

/// The screens of the app.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The game list.
    #[default]
    Title,
    /// Volume, scale, palette, streamer mode.
    Settings,
    /// Seats, length, deck, dictionary, house rules.
    NewGame,
    /// The chosen game's rules in short.
    HowToPlay,
    /// The active game's table.
    Table,
    /// The games kept, and the players' statistics.
    History,
}

impl Screen {
    /// The screen a `--scene` name asks for.
    pub fn from_scene(name: &str) -> Option<Screen> {
        match name {
            "title" => Some(Screen::Title),
            "settings" => Some(Screen::Settings),
            "new-game" => Some(Screen::NewGame),
            "how-to-play" => Some(Screen::HowToPlay),
            "table" => Some(Screen::Table),
            "history" => Some(Screen::History),
            _ => None,
        }
    }
}

/// The camera that looks at the table: cards and hand. Only the table's own part of the
/// window (the panels excepted) shows what it sees.
#[derive(Component)]
pub struct TableCamera;

/// The camera that draws last: the egui panels, then the window's picture from the layer.
#[derive(Component)]
pub struct UiCamera;

/// A render layer nothing is on, so the UI camera draws no sprites of its own.
const UI_ONLY_LAYER: usize = 31;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_systems(Startup, spawn_cameras);
}

fn spawn_cameras(mut commands: Commands) {
    // Both cameras draw into one layer and the backdrop pass, not Bevy's own copy, puts it in
    // the window. The table camera draws only on the table, where its layer starts as a copy
    // of the felt; elsewhere the UI camera clears the layer to the background.
    commands.spawn((
        Camera2d,
        TableCamera,
        Camera {
            order: 0,
            is_active: false,
            // The backdrop picture is copied into the layer instead.
            clear_color: ClearColorConfig::None,
            output_mode: bevy::camera::CameraOutputMode::Skip,
            ..default()
        },
        super::backdrop::LaysFelt,
        layer_usages(),
        bevy::render::view::Msaa::Off,
        bevy::core_pipeline::tonemapping::DebandDither::Disabled,
    ));
    commands.spawn((
        Camera2d,
        UiCamera,
        Camera {
            order: 1,
            // The background, off the table; on it, the layer starts as the felt instead.
            clear_color: ClearColorConfig::Default,
            // Its render schedule (`ui_graph`) ends with the window's own pass rather than
            // Bevy's copy, but a camera that writes to the window is what gives the views the
            // window at all.
            output_mode: bevy::camera::CameraOutputMode::Write {
                blend_state: None,
                clear_color: ClearColorConfig::None,
            },
            ..default()
        },
        bevy::camera::visibility::RenderLayers::layer(UI_ONLY_LAYER),
        layer_usages(),
        bevy::render::view::Msaa::Off,
        bevy::core_pipeline::tonemapping::DebandDither::Disabled,
        bevy_egui::PrimaryEguiContext,
        super::backdrop::Backdrop::default(),
        super::ui_graph::ui_render_graph(),
    ));
}

/// The cameras share one layer only if they ask for it alike; the backdrop picture is copied
/// into it.
fn layer_usages() -> bevy::camera::CameraMainTextureUsages {
    let usages = bevy::camera::CameraMainTextureUsages::default();
    bevy::camera::CameraMainTextureUsages(
        usages.0 | bevy::render::render_resource::TextureUsages::COPY_DST,
    )
}
