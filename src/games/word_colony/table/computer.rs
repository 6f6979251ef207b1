//! Computer seats at the table: when the game waits for one, it acts after a pause (Settings:
//! computer speed) so people can follow what it does.

use bevy::prelude::*;

use super::TableState;
use crate::games::word_colony::plugin::{Intent, WordColony};
use crate::gui::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        act.in_set(crate::gui::AppSystems::Input)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
    );
}

fn act(
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    mut intents: MessageWriter<Intent>,
    time: Res<Time>,
    settings: Res<crate::gui::SettingsStore>,
) {
    // A reveal on screen waits for the people to read it; a table of people needs nothing.
    if wc.game.result.is_some() || state.reveal.is_some() || state.seats.iter().all(Option::is_none)
    {
        return;
    }
    if state.computer_wait > 0.0 {
        state.computer_wait -= time.delta_secs();
        return;
    }
    let game = &wc.game;
    let decision = state
        .seats
        .iter_mut()
        .flatten()
        .find_map(|seat| seat.decide(game));
    if let Some(act) = decision {
        intents.write(Intent(act));
        state.computer_wait = settings.settings.computer_pace_secs;
    }
}
