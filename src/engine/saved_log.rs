//! A save that is a setup and the actions accepted from it, in order ([`SavedLog`]): how it is
//! read (each seat's name, the seat count, the number of actions and each action's seat
//! checked as the file is read), written and added to. Colonization, Color Words and Play On
//! Words keep their saves this way; each says what its setup is ([`LogSetup`]) and keeps to
//! itself how the log replays.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::catalog::GameInfo;
use super::saved_action::{ActionText, SavedAction, check_saved_log};
use super::saved_game::{pretty, ron_reason};

/// Everything that decides a game before its first action, as a [`SavedLog`] keeps it.
pub trait LogSetup:
    Clone + std::fmt::Debug + PartialEq + Eq + Serialize + DeserializeOwned
{
    /// What a seat does, written in the log as a line of text.
    type Action: ActionText + Clone + std::fmt::Debug + PartialEq + Eq;
    /// The game it sets up: how many seats it takes, its name in messages.
    const GAME: &'static GameInfo;
    /// The longest seat name a file may give, in characters.
    const MAX_NAME_CHARS: usize = 32;
    /// The most actions a file may hold (a bound far above any real game's length).
    const MAX_ACTIONS: usize;

    /// Each seat's name, in seat order.
    fn seat_names(&self) -> Vec<&str>;
}

/// A saved game (or a hand-written scenario): its setup and every accepted action, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    try_from = "LogFields<S>",
    bound(serialize = "S: LogSetup", deserialize = "S: LogSetup")
)]
pub struct SavedLog<S: LogSetup> {
    /// The game's setup.
    pub setup: S,
    /// Every accepted action, in order.
    pub actions: Vec<SavedAction<S::Action>>,
}

/// The fields as a file holds them, checked before they become a [`SavedLog`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields, bound = "S: LogSetup")]
struct LogFields<S: LogSetup> {
    setup: S,
    #[serde(default)]
    actions: Vec<SavedAction<S::Action>>,
}

impl<S: LogSetup> TryFrom<LogFields<S>> for SavedLog<S> {
    type Error = String;

    fn try_from(f: LogFields<S>) -> Result<SavedLog<S>, String> {
        check_saved_log(
            S::GAME,
            f.setup.seat_names().into_iter(),
            S::MAX_NAME_CHARS,
            &f.actions,
            S::MAX_ACTIONS,
        )?;
        Ok(SavedLog {
            setup: f.setup,
            actions: f.actions,
        })
    }
}

impl<S: LogSetup> SavedLog<S> {
    /// A save of a game about to start.
    pub fn new(setup: S) -> SavedLog<S> {
        SavedLog {
            setup,
            actions: Vec::new(),
        }
    }

    /// Adds an action the game has just accepted.
    pub fn record(&mut self, seat: usize, action: &S::Action) {
        self.actions.push(SavedAction {
            seat,
            action: action.clone(),
        });
    }

    /// Parses a save from RON text (without the envelope save files carry).
    pub fn parse(text: &str) -> Result<SavedLog<S>, String> {
        ron::from_str(text).map_err(ron_reason)
    }

    /// The save as RON text, one action a line.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, pretty(0)).expect("saves serialize")
    }
}
