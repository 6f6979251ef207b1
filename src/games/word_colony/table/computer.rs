//! Computer seats at the table: the engine plays them (`crate::engine::Seats`); the table
//! only sets their pace from Settings (computer speed), so people can follow what they do,
//! and pauses them while a question's reveal is on screen or the table is not.

use bevy::prelude::*;

use super::TableState;
use crate::engine::{SeatPace, SeatsPaused};
use crate::gui::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, pace_and_pause.in_set(AppSystems::Input));
}

fn pace_and_pause(
    state: Res<TableState>,
    screen: Res<State<Screen>>,
    settings: Res<crate::gui::SettingsStore>,
    mut pace: ResMut<SeatPace>,
    mut paused: ResMut<SeatsPaused>,
) {
    pace.set_if_neq(SeatPace(settings.settings.computer_pace_secs));
    paused.set_if_neq(SeatsPaused(
        *screen.get() != Screen::Table || state.reveal.is_some(),
    ));
}
