//! The window's tables keep games in the history: a game is kept when it ends (once), and the
//! game the autosave held is kept when a new game replaces it, but not when it is the game
//! being continued. Driven through the shared table systems with Word Colony's table, in a
//! data directory of the test's own (this file is its own process, so the directory it sets is
//! nobody else's).

#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use bevy::prelude::*;
use wordtable::engine::Happened;
use wordtable::engine::saved_game::GameSave;
use wordtable::games::offer::ResumedGame;
use wordtable::games::table_session::autosave;
use wordtable::games::word_colony::plugin::WordColony;
use wordtable::games::word_colony::save::SaveFile;
use wordtable::games::word_colony::table::{AnswerMode, StartGame};
use wordtable::games::word_colony::{Content, Outcome};
use wordtable::history::History;

const QUICK: &str = include_str!("../docs/examples/quick-game.ron");
const WINEMAKER: &str = include_str!("../docs/examples/winemaker.ron");

/// A table app with `save`'s game replayed up to its last action but one.
fn table(save: &SaveFile) -> App {
    let content = Content::for_setup(&save.setup).unwrap();
    let mut wc = WordColony::start(save.setup.clone(), content.clone()).unwrap();
    let last = save.actions.len() - 1;
    assert!(wc.replay(&save.actions[..last]).stopped.is_none());
    let mut app = App::new();
    app.add_message::<Happened<WordColony>>()
        .add_message::<StartGame>()
        .init_resource::<ResumedGame>()
        .insert_resource(wc)
        .add_systems(Update, autosave::<WordColony>);
    app.world_mut().write_message(StartGame {
        save: save.clone(),
        content,
        answer_mode: AnswerMode::PassAndPlay,
    });
    app
}

/// Plays `save`'s last action at the table and lets the autosave run.
fn play_last(app: &mut App, save: &SaveFile) {
    let last = save.actions.last().unwrap().clone();
    let outcomes = {
        let mut wc = app.world_mut().resource_mut::<WordColony>();
        wordtable::engine::TurnGame::apply(&mut *wc, last.player, &last.action).unwrap()
    };
    for o in outcomes {
        app.world_mut().write_message(Happened::<WordColony>(o));
    }
    app.update();
}

/// The history's games (the writes are on threads: wait until there are `count` of them).
fn kept(count: usize) -> Vec<String> {
    let path = wordtable::history::history_path().unwrap();
    let t = Instant::now();
    loop {
        if let Ok(opened) = History::open(&path) {
            let list = opened.history.list(None).unwrap();
            if list.len() >= count || t.elapsed() > Duration::from_secs(20) {
                return list
                    .iter()
                    .map(|e| {
                        let record = opened.history.record(e.id).unwrap().unwrap();
                        format!(
                            "{} {}",
                            e.finished,
                            GameSave::parse(&record).unwrap().describe()
                        )
                    })
                    .collect();
            }
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn games_are_kept_when_they_end_and_when_a_new_game_replaces_an_unfinished_one() {
    let dir = std::env::temp_dir().join(format!("wordtable-keeping-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // SAFETY: set before any thread of this process reads the environment.
    unsafe { std::env::set_var("WORDTABLE_DATA_DIR", &dir) };
    let autosave = wordtable::session::autosave_path().unwrap();

    // An unfinished game in the autosave, from an earlier evening.
    let mut earlier = SaveFile::parse(WINEMAKER).unwrap();
    earlier.actions.truncate(6);
    GameSave::new(earlier.clone()).store(&autosave).unwrap();

    // A new quick game replaces it: the earlier game is kept, then the quick game when it ends.
    let quick = SaveFile::parse(QUICK).unwrap();
    let mut app = table(&quick);
    app.update();
    play_last(&mut app, &quick);
    let games = kept(2);
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games.iter().any(|g| g.starts_with("false ")), "{games:?}");
    assert!(
        games
            .iter()
            .any(|g| g.starts_with("true ") && g.contains("Ana 41")),
        "{games:?}"
    );
    // Nothing happens twice: more events after the end keep nothing new.
    app.world_mut()
        .write_message(Happened::<WordColony>(Outcome::BoxReshuffled));
    app.update();
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(kept(0).len(), 2);

    // Continuing the autosave's game keeps nothing when it is written again.
    let mut continued = SaveFile::parse(WINEMAKER).unwrap();
    continued.actions.truncate(8);
    GameSave::new(SaveFile {
        setup: continued.setup.clone(),
        actions: continued.actions[..7].to_vec(),
    })
    .store(&autosave)
    .unwrap();
    let mut app = table(&continued);
    app.world_mut().resource_mut::<ResumedGame>().0 = true;
    app.update();
    play_last(&mut app, &continued);
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        kept(0).len(),
        2,
        "the continued game was not kept as replaced"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
