//! A headless test harness for any game: a minimal Bevy app (`MinimalPlugins`,
//! `StatesPlugin` and the game's rules plugin) driven through the same messages as the
//! window, one intent at a time, returning what happened or why it was refused; or left to
//! its computer seats until the game ends.

use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

use super::contract::{SeatId, TurnGame};
use super::messages::{Happened, Intent, Refused};
use super::plugin::{Queue, RulesPlugin};
use super::seats::{Seats, ThinkOn};

/// A headless app with the game's rules: `MinimalPlugins`, `StatesPlugin` and
/// [`RulesPlugin`] for `G`. Computer seats think in the frame ([`ThinkOn::Frame`]), so a run
/// counts its frames and replays the same; a test of thinking on a worker sets
/// [`ThinkOn::Worker`].
pub fn headless_app<G: TurnGame>() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, RulesPlugin::<G>::default()))
        .insert_resource(ThinkOn::Frame);
    app
}

/// A game running in a headless app, driven by messages.
pub struct Harness<G: TurnGame> {
    /// The app (for what a test needs beyond the harness).
    pub app: App,
    happened: MessageCursor<Happened<G>>,
    refused: MessageCursor<Refused<G>>,
}

/// What a run of frames went through.
#[derive(Debug)]
pub struct Ran<G: TurnGame> {
    /// Every event, in order.
    pub events: Vec<G::Event>,
    /// Every refused intent's reason, in order.
    pub refusals: Vec<G::Refusal>,
    /// Frames run.
    pub frames: usize,
}

impl<G: TurnGame> Harness<G> {
    /// Starts `game` with every seat a person; the phase state already follows it.
    pub fn new(game: G) -> Harness<G> {
        Harness::start(headless_app::<G>(), game)
    }

    /// Starts `game` with these seats (computer seats act as soon as the game waits for
    /// them, without pause).
    pub fn with_seats(game: G, seats: Seats<G>) -> Harness<G> {
        let mut app = headless_app::<G>();
        app.insert_resource(seats);
        Harness::start(app, game)
    }

    /// Inserts `game` into an app that already has its rules plugin, and runs the frames
    /// that bring the phase state in line with it. What happened before is not reported.
    pub fn start(mut app: App, game: G) -> Harness<G> {
        app.insert_resource(game);
        // The first frame syncs the phase; the second applies the transition.
        app.update();
        app.update();
        let happened = app
            .world()
            .resource::<Messages<Happened<G>>>()
            .get_cursor_current();
        let refused = app
            .world()
            .resource::<Messages<Refused<G>>>()
            .get_cursor_current();
        Harness {
            app,
            happened,
            refused,
        }
    }

    /// Sends one intent and runs the frame that applies it: its events, or why it was
    /// refused (nothing changed). Computer seats acting in the same frame add their events.
    pub fn act(&mut self, seat: SeatId, action: G::Action) -> Result<Vec<G::Event>, G::Refusal> {
        self.app
            .world_mut()
            .write_message(Intent::<G>::new(seat, action));
        self.app.update();
        assert!(
            self.app.world().resource::<Queue<G>>().0.is_empty(),
            "the intent was neither accepted nor refused"
        );
        let world = self.app.world();
        let events: Vec<G::Event> = self
            .happened
            .read(world.resource::<Messages<Happened<G>>>())
            .map(|h| h.0.clone())
            .collect();
        let refusal = self
            .refused
            .read(world.resource::<Messages<Refused<G>>>())
            .find(|r| r.intent.seat == seat)
            .map(|r| r.reason.clone());
        match refusal {
            Some(reason) => Err(reason),
            None => Ok(events),
        }
    }

    /// Runs frames until the game is over or `max_frames` have run, collecting what happened
    /// (for games whose seats are all computers).
    pub fn run_until_over(&mut self, max_frames: usize) -> Ran<G> {
        let mut ran = Ran {
            events: Vec::new(),
            refusals: Vec::new(),
            frames: 0,
        };
        while ran.frames < max_frames && !self.game().is_over() {
            self.app.update();
            ran.frames += 1;
            let world = self.app.world();
            ran.events.extend(
                self.happened
                    .read(world.resource::<Messages<Happened<G>>>())
                    .map(|h| h.0.clone()),
            );
            ran.refusals.extend(
                self.refused
                    .read(world.resource::<Messages<Refused<G>>>())
                    .map(|r| r.reason.clone()),
            );
        }
        ran
    }

    /// Runs one frame more (the phase state catches up with the game at the next frame's
    /// state transition).
    pub fn update(&mut self) {
        self.app.update();
    }

    /// The running game.
    pub fn game(&self) -> &G {
        self.app.world().resource::<G>()
    }

    /// The game's phase as the app's state has it.
    pub fn phase(&self) -> G::Phase {
        self.app.world().resource::<State<G::Phase>>().get().clone()
    }
}
