//! A Colonization game's life at the table: starting one (the new-game page, a rematch,
//! Continue or `wordtable open`), replaying a save into a fresh table, the computer seats'
//! pace (they wait while something is played out or a cover is up), English's turn started by
//! the table itself; the autosave and Continue are the shared ones (`games::table_session`).

use bevy::prelude::*;

use super::{ColonizationTable, needed_viewer, people};
use crate::engine::saved_game::GameSave;
use crate::engine::{Intent, SeatPace, Seats, SeatsPaused};
use crate::games::colonization::Game;
use crate::games::colonization::plugin::Colonization;
use crate::games::colonization::save::ColonizationSave;
use crate::games::colonization::state::{Action, Phase};
use crate::games::table_session::{TableSave, leave_when_another_game_starts, resume};
use crate::gui::Screen;

/// Start (or resume) a Colonization game at the table.
#[derive(Message, Clone, Debug)]
pub struct StartColonization {
    /// The game: its setup and the actions to replay.
    pub save: ColonizationSave,
}

impl StartColonization {
    /// The same seats again, with a new shuffle.
    pub fn rematch(save: &ColonizationSave) -> StartColonization {
        let mut setup = save.setup.clone();
        setup.seed = crate::games::table_session::rematch_seed(setup.seed);
        StartColonization {
            save: ColonizationSave::new(setup),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartColonization>()
        .add_systems(
            Update,
            (
                start_game,
                resume::<ColonizationTable>,
                leave_when_another_game_starts::<ColonizationTable>,
            )
                .in_set(crate::gui::AppSystems::Input),
        )
        .add_systems(
            Update,
            (pace_and_pause, english_turn)
                .in_set(crate::gui::AppSystems::Input)
                .run_if(resource_exists::<Colonization>),
        );
}

/// The game a save holds, replayed action by action into a fresh table; the table notes
/// where a refused action stopped the replay (the save keeps only the actions before it).
pub fn replay_into_table(save: &ColonizationSave) -> Result<(Game, ColonizationTable), String> {
    let lexicon = save.lexicon().map_err(|e| e.to_string())?;
    let mut col = Colonization::new(save.new_game(&lexicon));
    let mut table = ColonizationTable {
        save: Some(ColonizationSave::new(save.setup.clone())),
        ..Default::default()
    };
    for (index, turn) in save.actions.iter().enumerate() {
        match col.game.apply(turn.seat, &turn.action) {
            Ok(events) => table.absorb(&col, &events, 0.0),
            Err(refusal) => {
                let stop = crate::games::colonization::save::ReplayStop { index, refusal };
                table.notice = Some(stop.message(crate::i18n::language()));
                break;
            }
        }
    }
    // Shows belong to what happens at the table, not to a replay.
    table.shows.clear();
    Ok((col.game, table))
}

fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartColonization>,
    mut table: ResMut<ColonizationTable>,
    mut next: ResMut<NextState<Screen>>,
    mut active: ResMut<crate::gui::ActiveGame>,
) {
    let Some(start) = starts.read().last().cloned() else {
        return;
    };
    let levels: Vec<_> = start
        .save
        .setup
        .players
        .iter()
        .map(|p| p.computer)
        .collect();
    let (game, fresh) = match replay_into_table(&start.save) {
        Ok(both) => both,
        Err(why) => {
            table.notice = Some(why);
            return;
        }
    };
    *table = fresh;
    commands.insert_resource(Seats::<Colonization>::new(&levels, start.save.setup.seed));
    commands.insert_resource(Colonization::new(game));
    active.0 = Some(crate::games::colonization::INFO.id);
    next.set(Screen::Table);
}

/// Whether the "Pass to NAME" cover must hide the table now: two people or more share the
/// screen and the seat whose secret tiles show next has not taken it yet.
pub fn covered(
    col: &Colonization,
    seats: Option<&Seats<Colonization>>,
    table: &ColonizationTable,
) -> Option<usize> {
    let seat = needed_viewer(col, seats)?;
    (people(col, seats) >= 2 && table.viewer != Some(seat)).then_some(seat)
}

/// Computer seats act at the pace Settings give, and wait while the table is not shown,
/// something is played out, a cover is up or it is English's turn (the table starts it).
fn pace_and_pause(
    col: Res<Colonization>,
    table: Res<ColonizationTable>,
    seats: Option<Res<Seats<Colonization>>>,
    screen: Res<State<Screen>>,
    settings: Res<crate::gui::SettingsStore>,
    mut pace: ResMut<SeatPace>,
    mut paused: ResMut<SeatsPaused>,
) {
    pace.set_if_neq(SeatPace(settings.settings.computer_pace_secs + 0.4));
    let wait = *screen.get() != Screen::Table
        || table.showing()
        || *col.game.phase() == Phase::English
        || covered(&col, seats.as_deref(), &table).is_some();
    paused.set_if_neq(SeatsPaused(wait));
}

/// English has no one to press a button: the table starts its turn once nothing is being
/// played out.
fn english_turn(
    col: Res<Colonization>,
    table: Res<ColonizationTable>,
    screen: Res<State<Screen>>,
    mut intents: MessageWriter<Intent<Colonization>>,
    time: Res<Time>,
    mut since: Local<Option<f64>>,
) {
    if *col.game.phase() != Phase::English || *screen.get() != Screen::Table || table.showing() {
        *since = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    let began = *since.get_or_insert(now);
    if now - began >= 0.5 {
        intents.write(Intent::new(0, Action::EnglishTurn));
        *since = None;
    }
}

impl TableSave for ColonizationTable {
    type Game = Colonization;
    type Start = StartColonization;
    const ID: &'static str = crate::games::colonization::INFO.id;

    fn envelope(&self) -> Option<GameSave> {
        self.save.clone().map(GameSave::new)
    }

    fn resume(save: &GameSave) -> Option<Result<StartColonization, String>> {
        let save = save.get::<ColonizationSave>()?;
        Some(Ok(StartColonization { save: save.clone() }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::colonization::plugin::ColonizationLevel;
    use crate::games::colonization::save::{ColonizationSeat, ColonizationSetup};

    /// A whole game of placeholder seats through the table's own bookkeeping (`absorb`, as
    /// the window does after every action): the save it kept replays to the same game, and
    /// reopened it shows the same log.
    #[test]
    fn the_table_saves_every_action_and_replays_the_same_game() {
        let setup = ColonizationSetup {
            seed: 4,
            players: ["Ana", "Ben", "Cleo"]
                .map(|name| ColonizationSeat {
                    name: name.into(),
                    computer: Some(ColonizationLevel::Placeholder),
                })
                .to_vec(),
            ..Default::default()
        };
        let save = ColonizationSave::new(setup);
        let mut col = Colonization::new(save.new_game(&save.lexicon().unwrap()));
        let mut table = ColonizationTable {
            save: Some(save),
            ..Default::default()
        };
        let mut steps = 0;
        while !col.game.is_over() && steps < 5_000 {
            let seat = col.game.acting()[0];
            let action = crate::games::colonization::plugin::placeholder_choice(&col.game, seat);
            let events = col.game.apply(seat, &action).unwrap();
            table.absorb(&col, &events, 0.0);
            steps += 1;
        }
        assert!(col.game.is_over());
        let saved = table.save.clone().unwrap();
        assert_eq!(saved.actions.len(), col.game.log.len());
        let (again, reopened) = replay_into_table(&saved).unwrap();
        assert!(again.is_over());
        assert_eq!(again.board, col.game.board);
        assert_eq!(again.records, col.game.records);
        assert_eq!(reopened.log, table.log);
        assert!(reopened.notice.is_none());
    }
}
