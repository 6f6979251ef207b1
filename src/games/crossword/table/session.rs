//! A crossword game's life at the table: starting one (from the new-game page, a rematch,
//! Continue or `wordtable open`), replaying a save's turns into the move list, the computer
//! seats' pace and the GCG export; the autosave after every turn and Continue are the shared
//! ones (`games::table_session`).

use bevy::prelude::*;

use super::CrosswordTable;
use crate::engine::saved_game::GameSave;
use crate::engine::{SeatPace, Seats, SeatsPaused};
use crate::games::crossword::game::{Action, Game};
use crate::games::crossword::plugin::Crossword;
use crate::games::crossword::save::CrosswordSave;
use crate::games::crossword::{Board, Play};
use crate::games::table_session::{TableSave, autosave, leave_when_another_game_starts, resume};
use crate::gui::Screen;

/// Start (or resume) a crossword game at the table.
#[derive(Message, Clone, Debug)]
pub struct StartCrossword {
    /// The game: its setup and the actions to replay.
    pub save: CrosswordSave,
}

impl StartCrossword {
    /// The same seats and rules again, with a new shuffle.
    pub fn rematch(save: &CrosswordSave) -> StartCrossword {
        let mut setup = save.setup.clone();
        setup.seed = crate::games::table_session::rematch_seed(setup.seed);
        StartCrossword {
            save: CrosswordSave::new(setup),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartCrossword>()
        .add_systems(
            Update,
            (
                start_game,
                resume::<CrosswordTable>,
                leave_when_another_game_starts::<CrosswordTable>,
            )
                .in_set(crate::gui::AppSystems::Input),
        )
        .add_systems(
            Update,
            pace_and_pause
                .in_set(crate::gui::AppSystems::Input)
                .run_if(resource_exists::<Crossword>),
        )
        .add_systems(
            Update,
            autosave::<CrosswordTable>
                .in_set(crate::gui::AppSystems::Sync)
                // The turn reaches the save in `track_events`: written before it, the save
                // would lack the turn (a computer's move, with no later event to write it).
                .after(super::track_events)
                .run_if(resource_exists::<Crossword>),
        );
}

/// The game a save holds, replayed turn by turn into a fresh table; the table notes where a
/// refused turn stopped the replay (the save keeps only the turns before it). `teach_last`
/// (the replay viewer) gives the last placement teaching mode's best moves.
pub fn replay_into_table(
    save: &CrosswordSave,
    (teaching, teach_last): (bool, bool),
    person: &dyn Fn(usize) -> bool,
    now: f64,
) -> Result<(Game, CrosswordTable), String> {
    let lexicon = save.lexicon().map_err(|e| e.to_string())?;
    let mut game = save.new_game(&lexicon);
    let mut table = CrosswordTable {
        save: Some(CrosswordSave::new(save.setup.clone())),
        teaching: false,
        turn_since: now,
        ..Default::default()
    };
    // The replay viewer teaches too: the position before the last placement shown.
    let mut before_last: Option<(Board, Vec<u8>, Play)> = None;
    for (index, turn) in save.actions.iter().enumerate() {
        before_last = match &turn.action {
            // The rack as its seat saw it before the play (the replay viewer shows a lesson
            // once the game is over and nothing is private).
            Action::Place(play) if teach_last => Some((
                game.board.clone(),
                crate::games::crossword::view::view_of(
                    &game,
                    crate::engine::Viewer::Seat(turn.seat),
                )
                .own_rack(),
                play.clone(),
            )),
            _ => None,
        };
        match game.apply(turn.seat, &turn.action) {
            Ok(events) => table.absorb(&game, &events, person, now),
            Err(refusal) => {
                let stop = crate::games::crossword::save::ReplayStop { index, refusal };
                table.notice = Some(stop.message(crate::i18n::language()));
                break;
            }
        }
    }
    // The lesson and the animation belong to moves made at the table, not to a replay; in the
    // replay viewer, the step's placement gets teaching mode's best moves (any seat's: the
    // game is over, nothing is private).
    table.lesson = None;
    if teach_last && let Some((board, rack, play)) = before_last {
        let lesson = crate::games::crossword::teaching::lesson(
            &board,
            &rack,
            &game.rules,
            &game.lexicon,
            Some(&play),
            5,
        );
        table.lesson = Some((play.notation(&board), lesson));
    }
    table.last_move_at = f64::NEG_INFINITY;
    table.new_letters = false;
    table.teaching = teaching;
    Ok((game, table))
}

fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartCrossword>,
    mut table: ResMut<CrosswordTable>,
    mut next: ResMut<NextState<Screen>>,
    mut active: ResMut<crate::gui::ActiveGame>,
    settings: Res<crate::gui::SettingsStore>,
    time: Res<Time>,
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
    let person = |seat: usize| levels.get(seat).is_none_or(Option::is_none);
    let now = time.elapsed_secs_f64();
    super::settings::apply_think_time(&settings.settings);
    match replay_into_table(
        &start.save,
        (
            settings.settings.teaching_mode,
            crate::gui::overlay::covers_lifted(),
        ),
        &person,
        now,
    ) {
        Ok((game, fresh)) => {
            // The move generator's GADDAG takes seconds to build in a debug build: build it
            // now, beside the window, rather than freezing the table on the first lesson or
            // the first computer turn. The lexicon's clone shares the same lazily built graph.
            let lexicon = game.lexicon.clone();
            std::thread::spawn(move || {
                lexicon.gaddag();
            });
            *table = fresh;
            commands.insert_resource(Seats::<Crossword>::new(&levels, start.save.setup.seed));
            commands.insert_resource(Crossword::new(game));
            active.0 = Some(crate::games::crossword::INFO.id);
            next.set(Screen::Table);
        }
        Err(e) => table.notice = Some(e),
    }
}

/// Computer seats move at the pace Settings give (plus the moment the tiles take to fly),
/// and wait while the table is covered or not shown.
fn pace_and_pause(
    table: Res<CrosswordTable>,
    screen: Res<State<Screen>>,
    settings: Res<crate::gui::SettingsStore>,
    mut pace: ResMut<SeatPace>,
    mut paused: ResMut<SeatsPaused>,
) {
    pace.set_if_neq(SeatPace(settings.settings.computer_pace_secs + 0.5));
    paused.set_if_neq(SeatsPaused(
        *screen.get() != Screen::Table || table.new_letters,
    ));
}

impl TableSave for CrosswordTable {
    type Game = Crossword;
    type Start = StartCrossword;
    const ID: &'static str = crate::games::crossword::INFO.id;

    fn envelope(&self) -> Option<GameSave> {
        self.save.clone().map(GameSave::new)
    }

    fn resume(save: &GameSave) -> Option<Result<StartCrossword, String>> {
        let save = save.get::<CrosswordSave>()?;
        // The word list must load before the table opens, so a bad one is told at once.
        Some(
            save.lexicon()
                .map(|_| StartCrossword { save: save.clone() })
                .map_err(|e| e.to_string()),
        )
    }
}

/// Writes the game's GCG record next to the saves (`wordgame-<time>.gcg`): where it went, or
/// why it could not be written.
pub fn export_gcg(game: &Game) -> Result<String, String> {
    let dir = crate::storage::data_dir().ok_or_else(|| crate::i18n::tr!("cw-export-no-dir"))?;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let path = dir.join(format!("wordgame-{stamp}.gcg"));
    let text = game.to_gcg().to_text();
    std::fs::create_dir_all(&dir)
        .and_then(|_| crate::storage::write_atomic(&path, text.as_bytes()))
        .map_err(|e| {
            crate::i18n::tr!(
                "cw-export-failed",
                path = path.display().to_string(),
                error = e.to_string()
            )
        })?;
    Ok(path.display().to_string())
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::games::crossword::RulesKind;
    use crate::games::crossword::ai::{Strength, choose};
    use crate::games::crossword::save::CrosswordSetup;

    /// A whole game between two Hard computers, played through the table's own bookkeeping
    /// (`absorb`, as the window does after every turn), and its save as it went.
    fn played(rules: RulesKind, seed: u64) -> (Game, CrosswordTable, CrosswordSave) {
        let seats = ["Ana", "Ben"].map(|name| (name, Some(Strength::Hard)));
        let save = CrosswordSave::new(CrosswordSetup::new(rules, seed, seats));
        let lexicon = save.lexicon().unwrap();
        let mut game = save.new_game(&lexicon);
        let mut table = CrosswordTable {
            save: Some(save.clone()),
            ..Default::default()
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut reference = save.clone();
        while let Some(seat) = game.to_play() {
            let action = choose(&game, Strength::Hard, &mut rng);
            let events = game
                .apply(seat, &action)
                .expect("the computer plays legal moves");
            reference.record(seat, &action);
            table.absorb(&game, &events, &|_| true, 0.0);
        }
        (game, table, reference)
    }

    #[test]
    fn the_table_saves_every_turn_and_replays_the_same_game() {
        for rules in [RulesKind::Wordgame, RulesKind::Classic] {
            let (game, table, reference) = played(rules, 7);
            let saved = table.save.clone().unwrap();
            // The save the table kept, taken from the game's record, replays to the same end.
            assert_eq!(saved.actions.len(), reference.actions.len());
            let lexicon = saved.lexicon().unwrap();
            let again = saved.replay(&lexicon).unwrap();
            assert_eq!(again.board, game.board);
            let scores = |g: &Game| g.seats.iter().map(|s| s.score).collect::<Vec<_>>();
            assert_eq!(scores(&again), scores(&game));
            // Reopened, the table shows the same move list and totals.
            let (_, reopened) = replay_into_table(&saved, (false, false), &|_| true, 0.0).unwrap();
            assert_eq!(reopened.turns, table.turns);
            let last = |t: &CrosswordTable, seat| {
                t.turns.iter().rev().find(|r| r.seat == seat).unwrap().total
            };
            assert_eq!(last(&table, 0), game.seats[0].score);
            assert_eq!(last(&table, 1), game.seats[1].score);
        }
    }

    #[test]
    fn the_exported_record_replays_without_a_mismatch() {
        for rules in [RulesKind::Wordgame, RulesKind::Classic] {
            let (game, _, _) = played(rules, 11);
            let text = game.to_gcg().to_text();
            let record = crate::games::crossword::gcg::GcgRecord::parse(&text).unwrap();
            let report = crate::games::crossword::replay::replay(
                &record,
                rules.rules(),
                Some(&game.lexicon),
            );
            assert_eq!(report.mismatches, 0, "{:?}\n{text}", report.problems);
            let finals: Vec<i64> = report.final_scores.iter().map(|s| s.1).collect();
            let scores: Vec<i64> = game.seats.iter().map(|s| i64::from(s.score)).collect();
            assert_eq!(finals, scores);
        }
    }

    #[test]
    fn the_replay_viewer_teaches_the_best_moves_of_the_step_shown() {
        let text = include_str!("../../../../docs/examples/wordgame.ron");
        let save = GameSave::parse(text)
            .unwrap()
            .get::<CrosswordSave>()
            .cloned()
            .unwrap();
        // Shown in the viewer: the last move (a placement) gets its lesson, whoever played it.
        let (_, table) = replay_into_table(&save, (false, true), &|_| false, 0.0).unwrap();
        let (notation, lesson) = table.lesson.expect("a lesson for the step shown");
        assert_eq!(notation, "N6 JAI");
        assert!(!lesson.best.is_empty(), "best moves listed");
        // At the table a replayed game teaches nothing until a move is made there.
        let (_, table) = replay_into_table(&save, (true, false), &|_| true, 0.0).unwrap();
        assert!(table.lesson.is_none());
    }

    #[test]
    fn a_refused_turn_stops_the_replay_and_says_where() {
        let (_, _, mut save) = played(RulesKind::Classic, 3);
        save.actions.truncate(4);
        // Seat 0 plays out of turn at index 4.
        let seat = save.actions[3].seat;
        save.record(seat, &crate::games::crossword::game::Action::Pass);
        let (_, table) = replay_into_table(&save, (false, false), &|_| true, 0.0).unwrap();
        assert_eq!(table.turns.len(), 4);
        assert!(
            table.notice.as_deref().is_some_and(|n| n.contains('4')),
            "{:?}",
            table.notice
        );
        assert_eq!(table.save.unwrap().actions.len(), 4);
    }
}
