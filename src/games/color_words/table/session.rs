//! A Color Words game's life at the table: starting one (from the new-game page, a rematch,
//! Continue or `wordtable open`), replaying a save's actions, the computer seats' pace; the
//! autosave and Continue are the shared ones (`games::table_session`).

use crate::games::table_session::RecordsIntents;
use bevy::prelude::*;

use super::{ColorWordsTable, seats_for};
use crate::engine::saved_game::GameSave;
use crate::engine::{SeatPace, SeatsPaused};
use crate::games::color_words::plugin::ColorWords;
use crate::games::color_words::save::{ColorWordsSave, ReplayStop};
use crate::games::table_session::{TableSave, autosave, leave_when_another_game_starts, resume};
use crate::gui::Screen;

/// Start (or resume) a Color Words game at the table.
#[derive(Message, Clone, Debug)]
pub struct StartColorWords {
    /// The game: its setup and the actions to replay.
    pub save: ColorWordsSave,
    /// Whether each writer has 90 seconds.
    pub timed: bool,
}

impl StartColorWords {
    /// The same seats, grid and dictionary again, with new cards.
    pub fn rematch(save: &ColorWordsSave, timed: bool) -> StartColorWords {
        let mut setup = save.setup.clone();
        setup.seed = crate::games::table_session::rematch_seed(setup.seed);
        setup.stacked = None;
        StartColorWords {
            save: ColorWordsSave::new(setup),
            timed,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartColorWords>()
        .add_systems(
            Update,
            (
                start_game,
                resume::<ColorWordsTable>,
                leave_when_another_game_starts::<ColorWordsTable>,
            )
                .in_set(crate::gui::AppSystems::Input),
        )
        .add_systems(
            Update,
            pace_and_pause
                .in_set(crate::gui::AppSystems::Input)
                .run_if(resource_exists::<ColorWords>),
        )
        .add_systems(
            Update,
            autosave::<ColorWordsTable>
                .in_set(crate::gui::AppSystems::Sync)
                .after(crate::games::table_session::record_intents::<ColorWordsTable>)
                .run_if(resource_exists::<ColorWords>),
        );
}

/// The game a save holds and a table for it, its actions replayed; the table notes where a
/// refused action stopped the replay (the save keeps only the actions before it).
pub fn replay_into_table(
    save: &ColorWordsSave,
    timed: bool,
) -> Result<(crate::games::color_words::Game, ColorWordsTable), String> {
    let mut game = save.new_game().map_err(|e| e.to_string())?;
    let mut table = ColorWordsTable::new(save, &game, timed);
    for (index, a) in save.actions.iter().enumerate() {
        match game.apply(a.seat, &a.action) {
            Ok(_) => table.record(a.seat, &a.action),
            Err(refusal) => {
                let stop = ReplayStop::Refused { index, refusal };
                table.notice = Some(stop.message(crate::i18n::language()));
                break;
            }
        }
    }
    Ok((game, table))
}

fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartColorWords>,
    mut table: ResMut<ColorWordsTable>,
    mut next: ResMut<NextState<Screen>>,
    mut active: ResMut<crate::gui::ActiveGame>,
) {
    let Some(start) = starts.read().last().cloned() else {
        return;
    };
    match replay_into_table(&start.save, start.timed) {
        Ok((game, fresh)) => {
            *table = fresh;
            commands.insert_resource(seats_for(&start.save));
            commands.insert_resource(ColorWords::new(game));
            active.0 = Some(crate::games::color_words::INFO.id);
            next.set(Screen::Table);
        }
        Err(e) => table.notice = Some(e),
    }
}

/// Computer seats act at the pace Settings give, and wait while the table is not shown or
/// the round's summary is open (so a computer dealer does not flip the next cards under it).
fn pace_and_pause(
    table: Res<ColorWordsTable>,
    screen: Res<State<Screen>>,
    settings: Res<crate::gui::SettingsStore>,
    mut pace: ResMut<SeatPace>,
    mut paused: ResMut<SeatsPaused>,
) {
    // A word takes a moment longer to write than a tile to lay.
    pace.set_if_neq(SeatPace(settings.settings.computer_pace_secs * 2.0 + 0.5));
    paused.set_if_neq(SeatsPaused(
        *screen.get() != Screen::Table || table.summary.is_some(),
    ));
}

impl TableSave for ColorWordsTable {
    type Game = ColorWords;
    type Start = StartColorWords;
    const ID: &'static str = crate::games::color_words::INFO.id;

    fn envelope(&self) -> Option<GameSave> {
        self.save.clone().map(GameSave::new)
    }

    fn resume(save: &GameSave) -> Option<Result<StartColorWords, String>> {
        let save = save.get::<ColorWordsSave>()?;
        // A stacked deck that does not fit the box is told before the table opens.
        Some(
            save.new_game()
                .map(|_| StartColorWords {
                    save: save.clone(),
                    timed: true,
                })
                .map_err(|e| e.to_string()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::color_words::players::Level;
    use crate::games::color_words::save::self_play;
    use crate::games::color_words::{Action, GridName};

    #[test]
    fn a_save_reopens_at_the_same_point_and_a_refused_action_stops_it() {
        let (save, game) = self_play(4, GridName::A, &[Level::Easy], 7);
        let (reopened, table) = replay_into_table(&save, false).unwrap();
        assert_eq!(reopened.totals(), game.totals());
        assert_eq!(reopened.round, game.round);
        assert_eq!(table.save.as_ref().unwrap(), &save);
        assert!(table.notice.is_none());
        // A vote with no word to judge is refused: the replay stops there and says so, and
        // the table's save keeps only the actions before it.
        let mut broken = save.clone();
        let at = broken.actions.len();
        broken.record(
            0,
            &Action::Vote {
                writer: 0,
                fits: true,
            },
        );
        let (_, table) = replay_into_table(&broken, false).unwrap();
        assert_eq!(table.save.unwrap().actions.len(), at);
        assert!(table.notice.is_some());
    }
}
