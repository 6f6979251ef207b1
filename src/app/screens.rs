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
    /// The Word Colony table.
    Table,
}

impl Screen {
    /// The screen a `--scene` name asks for.
    pub fn from_scene(name: &str) -> Option<Screen> {
        match name {
            "title" => Some(Screen::Title),
            "settings" => Some(Screen::Settings),
            "new-game" => Some(Screen::NewGame),
            "table" => Some(Screen::Table),
            _ => None,
        }
    }
}

/// The one camera: it looks at the table (and carries the egui panels).
#[derive(Component)]
pub struct TableCamera;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_systems(Startup, |mut commands: Commands| {
        commands.spawn((
            Camera2d,
            TableCamera,
            bevy::render::view::Msaa::Off,
            bevy::core_pipeline::tonemapping::DebandDither::Disabled,
        ));
    });
}
