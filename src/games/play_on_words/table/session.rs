//! A Play On Words game's life at the table: starting one (from the new-game page, a rematch,
//! Continue or `wordtable open`), replaying a save's actions, the computer seats' pace; the
//! autosave and Continue are the shared ones (`games::table_session`).

use crate::games::table_session::RecordsIntents;
use bevy::prelude::*;

use super::{PowTable, seats_for};
use crate::engine::saved_game::GameSave;
use crate::engine::{SeatPace, SeatsPaused};
use crate::games::play_on_words::game::Game;
use crate::games::play_on_words::plugin::PlayOnWords;
use crate::games::play_on_words::save::{PlayOnWordsSave, ReplayStop};
use crate::games::table_session::{TableSave, autosave, leave_when_another_game_starts, resume};
use crate::gui::Screen;

/// Start (or resume) a Play On Words game at the table.
#[derive(Message, Clone, Debug)]
pub struct StartPlayOnWords {
    /// The game: its setup and the actions to replay.
    pub save: PlayOnWordsSave,
}

impl StartPlayOnWords {
    /// The same seats and number of rounds again, with a new deal.
    pub fn rematch(save: &PlayOnWordsSave) -> StartPlayOnWords {
        let mut setup = save.setup.clone();
        setup.seed = crate::games::table_session::rematch_seed(setup.seed);
        StartPlayOnWords {
            save: PlayOnWordsSave::new(setup),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartPlayOnWords>()
        .add_systems(
            Update,
            (
                start_game,
                resume::<PowTable>,
                leave_when_another_game_starts::<PowTable>,
            )
                .in_set(crate::gui::AppSystems::Input),
        )
        .add_systems(
            Update,
            pace_and_pause
                .in_set(crate::gui::AppSystems::Input)
                .run_if(resource_exists::<PlayOnWords>),
        )
        .add_systems(
            Update,
            autosave::<PowTable>
                .in_set(crate::gui::AppSystems::Sync)
                .after(crate::games::table_session::record_intents::<PowTable>)
                .run_if(resource_exists::<PlayOnWords>),
        );
}

/// The game a save holds and a table for it, its actions replayed; the table notes where a
/// refused action stopped the replay (the save keeps only the actions before it). A table word
/// list that cannot be read is the error, naming the file.
pub fn replay_into_table(save: &PlayOnWordsSave) -> Result<(Game, PowTable), String> {
    let lexicon = save.lexicon().map_err(|e| e.to_string())?;
    let mut game = save.new_game(&lexicon);
    let mut table = PowTable::new(save, &game);
    for (index, a) in save.actions.iter().enumerate() {
        match game.apply(a.seat, &a.action) {
            Ok(events) => {
                table.record(a.seat, &a.action);
                // The turn's story, so a round's summary reopened tells how it was won.
                for e in &events {
                    table.note_event(&game, e);
                }
            }
            Err(refusal) => {
                let stop = ReplayStop { index, refusal };
                table.notice = Some(stop.message(crate::i18n::language()));
                break;
            }
        }
    }
    Ok((game, table))
}

fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartPlayOnWords>,
    mut table: ResMut<PowTable>,
    mut next: ResMut<NextState<Screen>>,
    mut active: ResMut<crate::gui::ActiveGame>,
) {
    let Some(start) = starts.read().last().cloned() else {
        return;
    };
    let (game, fresh) = match replay_into_table(&start.save) {
        Ok(both) => both,
        Err(why) => {
            table.notice = Some(why);
            return;
        }
    };
    *table = fresh;
    commands.insert_resource(seats_for(&start.save));
    commands.insert_resource(PlayOnWords::new(game));
    active.0 = Some(crate::games::play_on_words::INFO.id);
    next.set(Screen::Table);
}

/// Computer seats act at the pace Settings give, and wait while the table is not shown, a
/// round's summary is open (so a computer does not deal the next round under it) or a
/// loading problem is being told.
fn pace_and_pause(
    table: Res<PowTable>,
    screen: Res<State<Screen>>,
    settings: Res<crate::gui::SettingsStore>,
    mut pace: ResMut<SeatPace>,
    mut paused: ResMut<SeatsPaused>,
) {
    pace.set_if_neq(SeatPace(settings.settings.computer_pace_secs));
    paused.set_if_neq(SeatsPaused(
        *screen.get() != Screen::Table || table.summary.is_some() || table.notice.is_some(),
    ));
}

impl TableSave for PowTable {
    type Game = PlayOnWords;
    type Start = StartPlayOnWords;
    const ID: &'static str = crate::games::play_on_words::INFO.id;

    fn envelope(&self) -> Option<GameSave> {
        self.save.clone().map(GameSave::new)
    }

    fn resume(save: &GameSave) -> Option<Result<StartPlayOnWords, String>> {
        let save = save.get::<PlayOnWordsSave>()?;
        Some(Ok(StartPlayOnWords { save: save.clone() }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::play_on_words::Action;
    use crate::games::play_on_words::players::Level;
    use crate::games::play_on_words::save::self_play;

    #[test]
    fn a_save_reopens_at_the_same_point_and_a_refused_action_stops_it() {
        let (save, game) = self_play(7, &[Level::Easy, Level::Hard], 2, usize::MAX);
        let (reopened, table) = replay_into_table(&save).unwrap();
        assert_eq!(reopened.history, game.history);
        assert_eq!(table.save.as_ref().unwrap(), &save);
        assert!(table.notice.is_none());
        // An action after the game's end is refused: the replay stops there and says so, and
        // the table's save keeps only the actions before it.
        let mut broken = save.clone();
        let at = broken.actions.len();
        broken.record(0, &Action::NextRound);
        let (_, table) = replay_into_table(&broken).unwrap();
        assert_eq!(table.save.unwrap().actions.len(), at);
        assert!(table.notice.is_some());
    }
}
