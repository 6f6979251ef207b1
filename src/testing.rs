//! Helpers for driving Word Colony headless in tests and tools: a thin layer over the
//! engine's generic harness ([`crate::engine::harness::Harness`]), fed intents one at a time
//! as messages, returning what happened.

use bevy::prelude::*;

use crate::engine::harness::Harness;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::{Action, Content, Game, Outcome, Rejection, Setup};

/// A Word Colony game running in a headless app, driven by messages. Every seat is played
/// by the test, whatever the setup says about computers.
pub struct HeadlessTable {
    harness: Harness<WordColony>,
}

impl HeadlessTable {
    /// Sets up a game with the content its setup names (the standard box, deck and rules,
    /// and its dictionary, unless it names files).
    pub fn new(setup: Setup) -> HeadlessTable {
        let content = Content::for_setup(&setup).expect("the setup's content");
        HeadlessTable::with_content(setup, content)
    }

    /// Sets up a game with the given content.
    pub fn with_content(setup: Setup, content: Content) -> HeadlessTable {
        let wc = WordColony::start(setup, content).expect("a playable setup");
        HeadlessTable {
            harness: Harness::new(wc),
        }
    }

    /// Sends one intent and runs the frame that applies it: the outcomes, or why the rules
    /// refused it.
    pub fn act(&mut self, player: usize, action: Action) -> Result<Vec<Outcome>, Rejection> {
        self.harness.act(player, action)
    }

    /// The running game.
    pub fn game(&self) -> &Game {
        &self.wc().game
    }

    /// The game resource.
    pub fn wc(&self) -> &WordColony {
        self.harness.game()
    }

    /// The app it runs in.
    pub fn app(&mut self) -> &mut App {
        &mut self.harness.app
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
