//! A Word Colony game's life at the table as every table shares it (`games::table_session`):
//! it leaves the table when another game is chosen, the autosave is written after every
//! accepted action, and Continue resumes a Word Colony save. Undo, which the engine does not
//! see, writes the save itself; `--unlock` (screenshots) opens the current player's view.
//! Every question read at the table is remembered in the data directory (`heard`), so the
//! next game deals others.

use bevy::prelude::*;

use super::{AnswerMode, StartGame, TableState, needed_viewer};
use crate::engine::saved_game::GameSave;
use crate::games::table_session::{TableSave, autosave, leave_when_another_game_starts, resume};
use crate::games::word_colony::Content;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::save::SaveFile;
use crate::gui::screenshot::UnlockPrivateView;
use crate::session::autosave_path;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            resume::<WordColony>,
            leave_when_another_game_starts::<WordColony>,
            unlock_view,
        )
            .in_set(crate::gui::AppSystems::Input),
    )
    .add_systems(
        Update,
        (
            autosave::<WordColony>,
            autosave_after_undo,
            remember_questions_heard,
        )
            .in_set(crate::gui::AppSystems::Sync)
            .run_if(resource_exists::<WordColony>),
    );
}

/// The running game is its own record (its setup and the log of accepted actions), so it is
/// the table's save.
impl TableSave for WordColony {
    type Game = WordColony;
    type Start = StartGame;
    const ID: &'static str = crate::games::word_colony::INFO.id;

    fn envelope(&self) -> Option<GameSave> {
        Some(GameSave::new(self.save()))
    }

    fn resume(save: &GameSave) -> Option<Result<StartGame, String>> {
        let save = save.get::<SaveFile>()?;
        // A resumed game answers as it was set up (`answer_mode_for`): buzzer keys when its
        // setup says so, else the laptop goes round.
        // A setup that cannot deal (a fixed deal of two hands for three players) is said here,
        // before the table opens, rather than leaving the player on the title screen.
        Some(
            Content::for_setup(&save.setup)
                .and_then(|content| {
                    crate::games::word_colony::new_game(&save.setup, &content).map(|_| content)
                })
                .map(|content| StartGame {
                    save: save.clone(),
                    content,
                    answer_mode: AnswerMode::PassAndPlay,
                }),
        )
    }
}

/// Undo rebuilds the game from its log without the engine, so no accepted action tells the
/// shared autosave: the save is written here, so that a crash after an undo does not bring
/// the undone action back.
fn autosave_after_undo(wc: Res<WordColony>, mut state: ResMut<TableState>) {
    if !state.undone {
        return;
    }
    state.undone = false;
    if let (Some(path), Some(save)) = (autosave_path(), wc.envelope())
        && let Err(e) = save.store(&path)
    {
        warn!("could not autosave to {}: {e}", path.display());
    }
}

/// Writes the built-in questions this game has read into the machine's record of heard
/// questions, once each. The file is read again before each write, so two running copies add
/// to each other's record instead of replacing it.
fn remember_questions_heard(
    wc: Res<WordColony>,
    mut written: Local<std::collections::HashSet<(crate::i18n::Lang, u16)>>,
) {
    use crate::games::word_colony::heard::{self, Heard};
    if !wc.is_changed() || wc.setup.deck_file.is_some() || autosave_path().is_none() {
        return;
    }
    let lang = wc.setup.question_language;
    let read = heard::read_positions(&wc.game, lang);
    if read.iter().all(|&p| written.contains(&(lang, p))) {
        return;
    }
    let Some(dir) = crate::storage::data_dir() else {
        return;
    };
    let (mut record, _) = Heard::load_or_start_again(&dir);
    record.mark(lang, read.iter().copied());
    match record.store(&dir) {
        Ok(()) => written.extend(read.into_iter().map(|p| (lang, p))),
        Err(e) => warn!("could not write {}: {e}", Heard::path(&dir).display()),
    }
}

/// `--unlock`: the current player has taken the laptop.
fn unlock_view(
    unlock: Option<Res<UnlockPrivateView>>,
    wc: Option<Res<WordColony>>,
    mut state: ResMut<TableState>,
) {
    if let (Some(_), Some(wc)) = (unlock, wc) {
        let want = needed_viewer(&wc.game, &state);
        if want.is_some() && state.viewer != want {
            state.viewer = want;
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::ecs::message::MessageCursor;

    use super::*;
    use crate::games::offer::FoundAutosave;
    use crate::games::word_colony::save::SaveFile;
    use crate::gui::title::{ContinueOffer, ContinueRequested};

    fn example(text: &str) -> SaveFile {
        SaveFile::parse(text).expect("the example parses")
    }

    /// Continue asked with `found` in the autosave: what the table is asked to start, and the
    /// problem the title screen is told.
    fn continue_with(found: Option<GameSave>) -> (Vec<StartGame>, Option<String>) {
        let mut app = App::new();
        app.add_message::<ContinueRequested>()
            .add_message::<crate::gui::replay_viewer::ReplayRequested>()
            .add_message::<StartGame>()
            .init_resource::<ContinueOffer>()
            .insert_resource(FoundAutosave(found))
            .add_systems(Update, resume::<WordColony>);
        app.world_mut().write_message(ContinueRequested);
        app.update();
        let messages = app.world().resource::<Messages<StartGame>>();
        let starts = MessageCursor::<StartGame>::default()
            .read(messages)
            .cloned()
            .collect();
        let problem = app.world().resource::<ContinueOffer>().problem.clone();
        (starts, problem)
    }

    #[test]
    fn continue_resumes_a_word_colony_save_where_it_was_left() {
        let save = example(include_str!("../../../../docs/examples/winemaker.ron"));
        let (starts, problem) = continue_with(Some(GameSave::new(save.clone())));
        assert_eq!(problem, None);
        let [start] = starts.as_slice() else {
            panic!("one start, got {}", starts.len());
        };
        assert_eq!(start.save, save);
        assert_eq!(start.answer_mode, AnswerMode::PassAndPlay);
        // The envelope written after its next action is the same game.
        let mut wc = WordColony::start(start.save.setup.clone(), start.content.clone()).unwrap();
        assert!(wc.replay(&start.save.actions).stopped.is_none());
        assert_eq!(wc.envelope(), Some(GameSave::new(save)));
    }

    #[test]
    fn continue_leaves_another_games_save_alone_and_tells_why_a_word_colony_save_cannot_start() {
        let pow = GameSave::parse(include_str!(
            "../../../../docs/examples/play-on-words-covered.ron"
        ))
        .expect("parses");
        assert_eq!(pow.game_name(), "play_on_words");
        let (starts, problem) = continue_with(Some(pow));
        assert!(starts.is_empty());
        assert_eq!(problem, None);
        let (starts, problem) = continue_with(None);
        assert!(starts.is_empty() && problem.is_none());

        let mut save = example(include_str!("../../../../docs/examples/quick-game.ron"));
        save.setup.box_file = Some("no-such-box-file.txt".into());
        let (starts, problem) = continue_with(Some(GameSave::new(save)));
        assert!(starts.is_empty());
        assert!(
            problem
                .as_deref()
                .is_some_and(|p| p.contains("no-such-box-file")),
            "{problem:?}"
        );
    }

    #[test]
    fn a_save_whose_deal_cannot_seat_its_players_says_why_instead_of_opening() {
        let mut save = example(include_str!("../../../../docs/examples/quick-game.ron"));
        save.setup
            .players
            .push(crate::games::word_colony::setup::Seat {
                name: "Cleo".into(),
                ..Default::default()
            });
        let Some(Err(why)) = WordColony::resume(&GameSave::new(save)) else {
            panic!("refused with a reason");
        };
        assert!(why.contains('2') && why.contains('3'), "{why}");
    }

    #[test]
    fn undo_asks_for_the_save_to_be_written_again() {
        let save = example(include_str!("../../../../docs/examples/winemaker.ron"));
        let content = Content::for_setup(&save.setup).unwrap();
        let mut wc = WordColony::start(save.setup.clone(), content).unwrap();
        assert!(wc.replay(&save.actions[..10]).stopped.is_none());
        let mut state = TableState {
            undo_floor: 9,
            ..default()
        };
        assert!(super::super::undo(&mut wc, &mut state));
        assert!(state.undone);
        assert_eq!(
            wc.envelope(),
            Some(GameSave::new(SaveFile {
                setup: save.setup.clone(),
                actions: save.actions[..9].to_vec(),
            }))
        );
        // Nothing left to undo: nothing to write again.
        state.undone = false;
        assert!(!super::super::undo(&mut wc, &mut state));
        assert!(!state.undone);
    }
}
