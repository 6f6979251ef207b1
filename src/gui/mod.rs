//! The window's shared layer, below every game and naming none: screens and cameras, the felt
//! and backdrop, pan and zoom, gliding pieces, drag and drop with the landing place outlined,
//! the hand or rack fan's layout, the title screen (from the game catalogue),
//! settings, the shared look, screenshots and frame statistics. A game's table is a plugin of
//! its own folder that builds on this.

mod backdrop;
pub mod drag_drop;
pub mod end_screen;
pub mod fan;
mod felt;
pub mod fit;
pub mod fonts;
mod frame_stats;
pub mod glide;
pub mod history_page;
pub(crate) mod how_to_play;
pub mod key_focus;
pub mod log_panel;
pub mod new_game;
mod one_thread;
pub mod overlay;
mod paint_diff;
pub mod palette;
mod phone_room;
pub mod raster;
pub mod replay_viewer;
pub mod score_track;
mod screens;
pub mod screenshot;
pub mod settings_panel;
mod settings_store;
pub mod spoken;
mod still;
mod still_panels;
pub mod system_open;
pub mod theme;
pub mod timer;
pub mod title;
mod ui_graph;
pub mod view;
pub mod word_vote;

use bevy::prelude::*;

use crate::engine::RulesSet;
use crate::engine::catalog::GameInfo;

pub use backdrop::Backdrop;
pub use felt::open_area;
pub use frame_stats::Started;
pub use screens::{Screen, TableCamera, UiCamera};
pub use settings_store::SettingsStore;

/// The games the title screen offers, in menu order (the registry's entries, handed down by
/// the app so this layer never lists them itself).
#[derive(Resource, Clone, Debug, Default)]
pub struct GameCatalog(pub Vec<GameInfo>);

/// The game chosen on the title screen or resumed: its table's and new-game panel's systems
/// run only while it is the one (`game_is`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActiveGame(pub Option<&'static str>);

/// A run condition: the active game is `id`.
pub fn game_is(id: &'static str) -> impl Fn(Res<ActiveGame>) -> bool + Clone {
    move |active: Res<ActiveGame>| active.0 == Some(id)
}

/// The order of a frame, chained once for the whole app: the people's input becomes intents,
/// the rules apply them, each table mirrors the game into its pieces, then everything is
/// presented (animation, camera).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keys, pointer, computer seats: intents are sent.
    Input,
    /// The rules apply the intents and publish what happened.
    Rules,
    /// Tables bring their pieces up to date with the game.
    Sync,
    /// Animation and the camera.
    Present,
}

/// The shared layer: every screen but the games' own tables and options.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Rules,
            AppSystems::Sync,
            AppSystems::Present,
        )
            .chain(),
    )
    // Every game's rules run inside the rules step of the frame.
    .configure_sets(
        Update,
        (
            RulesSet::Computer,
            RulesSet::Intake,
            RulesSet::Apply,
            RulesSet::Sync,
        )
            .in_set(AppSystems::Rules),
    )
    .init_resource::<GameCatalog>()
    .init_resource::<ActiveGame>()
    .insert_resource(SettingsStore::load())
    .add_plugins((
        screens::plugin,
        backdrop::plugin,
        ui_graph::plugin,
        one_thread::plugin,
        screenshot::key_plugin,
        frame_stats::plugin,
        theme::plugin,
        title::plugin,
        how_to_play::plugin,
        settings_panel::plugin,
        felt::plugin,
        view::plugin,
        glide::plugin,
        still::plugin,
        drag_drop::plugin,
    ))
    .add_plugins((
        still_panels::plugin,
        phone_room::plugin,
        history_page::plugin,
        replay_viewer::plugin,
    ));
}
