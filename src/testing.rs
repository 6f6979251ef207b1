//! Helpers for driving a game headless in tests and tools: a minimal Bevy app with the Word
//! Colony plugin, fed intents one at a time as messages, returning what happened.

use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use crate::games::word_colony::plugin::{Happened, Intent, Refused, WordColony, WordColonyPlugin};
use crate::games::word_colony::{Action, Content, Game, Outcome, PlayerAction, Rejection, Setup};

/// A headless app: `MinimalPlugins`, `StatesPlugin` and the game's plugin.
pub fn minimal_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, WordColonyPlugin));
    app
}

/// A Word Colony game running in a headless app, driven by messages.
pub struct HeadlessTable {
    /// The app.
    pub app: App,
    happened: MessageCursor<Happened>,
    refused: MessageCursor<Refused>,
}

impl HeadlessTable {
    /// Sets up a game with the standard content.
    pub fn new(setup: Setup) -> HeadlessTable {
        HeadlessTable::with_content(setup, Content::standard())
    }

    /// Sets up a game with the given content.
    pub fn with_content(setup: Setup, content: Content) -> HeadlessTable {
        let mut app = minimal_app();
        let wc = WordColony::start(setup, content).expect("a playable setup");
        app.insert_resource(wc);
        app.update();
        let happened = app
            .world()
            .resource::<Messages<Happened>>()
            .get_cursor_current();
        let refused = app
            .world()
            .resource::<Messages<Refused>>()
            .get_cursor_current();
        HeadlessTable {
            app,
            happened,
            refused,
        }
    }

    /// Sends one intent and runs frames until the engine has accepted or refused it.
    pub fn act(&mut self, player: usize, action: Action) -> Result<Vec<Outcome>, Rejection> {
        let before = self.wc().log.len();
        self.app
            .world_mut()
            .write_message(Intent(PlayerAction { player, action }));
        let mut outcomes = Vec::new();
        for _ in 0..4 {
            self.app.update();
            let world = self.app.world();
            outcomes.extend(
                self.happened
                    .read(world.resource::<Messages<Happened>>())
                    .map(|h| h.0.clone()),
            );
            if let Some(r) = self
                .refused
                .read(world.resource::<Messages<Refused>>())
                .last()
            {
                return Err(r.reason.clone());
            }
            if self.wc().log.len() > before {
                return Ok(outcomes);
            }
        }
        panic!("the intent was neither accepted nor refused");
    }

    /// The running game.
    pub fn game(&self) -> &Game {
        &self.wc().game
    }

    /// The game resource.
    pub fn wc(&self) -> &WordColony {
        self.app.world().resource::<WordColony>()
    }
}

/// A directory for one unit test's files under the system's temporary directory, created if
/// need be: `name` keeps tests apart, the process id keeps concurrent runs apart (the
/// integration tests have the same helper in `tests/common`).
#[cfg(test)]
pub(crate) fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wordtable-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
