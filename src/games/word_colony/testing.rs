//! Word Colony headless, for tests and tools: a thin layer over the engine's generic harness
//! ([`crate::engine::harness::Harness`]), fed intents one at a time as messages, returning
//! what happened.

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
