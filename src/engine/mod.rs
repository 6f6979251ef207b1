//! The engine every game runs on, headless: the contract a game implements once
//! ([`TurnGame`]: its actions, events, typed refusals, `apply`, who may act, the phase, its
//! computer players), the one generic rules plugin that puts any such game into Bevy
//! ([`RulesPlugin`]: intent, outcome and refusal messages, the queue, the apply loop, the
//! phase as a state), paced computer seats ([`Seats`]) and a headless test harness
//! ([`harness::Harness`]).
//!
//! [`SeatView`] is what one seat (or a spectator) may know of a game, as serializable data.
//!
//! [`catalog::GameInfo`] is how a game presents itself to the menus and tools; [`SavedAction`]
//! is one accepted action as a save's log writes it; [`saved_game::SavedGame`] is a whole saved
//! game as the session, the tools and the history handle it, whatever the game.
//!
//! A game's own folder keeps only what is its own: its rules behind the contract and its
//! resources; everything a game's plumbing needs, every game gets from here.

pub mod catalog;
mod contract;
pub mod harness;
pub mod hosted;
mod messages;
pub mod played;
mod plugin;
mod replay_stop;
mod saved_action;
pub mod saved_game;
pub mod saved_log;
mod seat_view;
mod seats;
mod seeded_computer;
pub mod word_vote;
pub mod worker_priority;

pub use contract::{SeatId, TurnGame};
pub use messages::{Happened, Intent, Refused};
pub use plugin::{RulesPlugin, RulesSet};
pub use replay_stop::{ReplayStop, Worded};
pub use saved_action::{
    ActionText, SavedAction, check_distinct_names, check_saved_log, check_saved_name,
    check_saved_seats, replay_log,
};
pub use saved_log::{LogGame, LogSetup, SavedLog};
pub use seat_view::{SeatView, Viewer, assert_private_to, kept_for};
pub use seats::{Seat, SeatPace, Seats, SeatsPaused, TableFrozen, ThinkOn, Thinking};
pub use seeded_computer::SeededComputer;
