//! Computer seats at the table: the engine plays them (`crate::engine::Seats`); the table
//! only sets their pace from Settings (computer speed), so people can follow what they do,
//! and pauses them while a question's reveal is on screen or the table is not.

use bevy::prelude::*;

use super::TableState;
use crate::engine::{SeatPace, SeatsPaused};
use crate::gui::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pace_and_pause
            .in_set(AppSystems::Input)
            // Only while Word Colony is the game chosen: another game's table paces its own.
            .run_if(crate::gui::game_is(crate::games::word_colony::INFO.id)),
    );
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

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::games::word_colony::cards::{CardId, Choice};
    use crate::gui::SettingsStore;
    use crate::settings::Settings;

    fn reveal() -> super::super::Reveal {
        super::super::Reveal {
            reader: 0,
            card: CardId(0),
            picks: vec![(1, Choice::A)],
            correct: Choice::B,
            right: vec![],
            wrong: vec![1],
            drawn: vec![0, 0],
            lost: vec![0, 0],
            since: 0.0,
        }
    }

    #[test]
    fn computers_wait_while_a_reveal_shows_and_move_at_the_settings_pace() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_state(Screen::Table)
            .init_resource::<SeatPace>()
            .init_resource::<SeatsPaused>()
            .insert_resource(SettingsStore {
                settings: Settings {
                    computer_pace_secs: 1.5,
                    ..Settings::default()
                },
                path: None,
                problem: None,
            })
            .insert_resource(TableState {
                reveal: Some(reveal()),
                ..default()
            })
            .insert_resource(crate::gui::ActiveGame(Some(
                crate::games::word_colony::INFO.id,
            )))
            .configure_sets(Update, AppSystems::Input);
        plugin(&mut app);
        app.update();
        assert_eq!(*app.world().resource::<SeatsPaused>(), SeatsPaused(true));
        assert_eq!(*app.world().resource::<SeatPace>(), SeatPace(1.5));
        // The reveal dismissed: the seats go on (and the engine makes them wait a whole pace).
        app.world_mut().resource_mut::<TableState>().reveal = None;
        app.update();
        assert_eq!(*app.world().resource::<SeatsPaused>(), SeatsPaused(false));
        // Off the table (the title, the settings) nobody plays.
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Settings);
        app.update();
        app.update();
        assert_eq!(*app.world().resource::<SeatsPaused>(), SeatsPaused(true));
    }
}
