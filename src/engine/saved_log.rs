//! A save that is a setup and the actions accepted from it, in order ([`SavedLog`]): how it is
//! read (each seat's name, the seat count, the number of actions and each action's seat
//! checked as the file is read), written and added to, and, for a game that says how its log
//! replays ([`LogGame`]), everything the rest of the app does with a save ([`SavedGame`]):
//! Continue's check and description, `wordtable replay`'s state, the history's record.
//! Colonization, Color Words and Play On Words keep their saves this way.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::catalog::GameInfo;
use super::played::Played;
use super::saved_action::{ActionText, SavedAction, check_saved_log, replay_log};
use super::saved_game::{
    GameSave, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    ron_reason, write_enveloped,
};
use super::{ReplayStop, TurnGame, Worded};

/// Everything that decides a game before its first action, as a [`SavedLog`] keeps it.
pub trait LogSetup:
    Clone + std::fmt::Debug + PartialEq + Eq + Serialize + DeserializeOwned
{
    /// What a seat does, written in the log as a line of text.
    type Action: ActionText + Clone + std::fmt::Debug + PartialEq + Eq + Send + Sync + 'static;
    /// The game it sets up: how many seats it takes, its name in messages.
    const GAME: &'static GameInfo;
    /// The longest seat name a file may give, in characters.
    const MAX_NAME_CHARS: usize = 32;
    /// The most actions a file may hold (a bound far above any real game's length).
    const MAX_ACTIONS: usize;

    /// Each seat's name, in seat order.
    fn seat_names(&self) -> Vec<&str>;

    /// What else a setup must hold to be read at all (Play On Words' number of rounds); the
    /// reason in the app's language when it does not.
    fn check_setup(&self) -> Result<(), String> {
        Ok(())
    }
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
        f.setup.check_setup()?;
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

/// A game whose save is a [`SavedLog`] of this setup: how the game starts from it and what the
/// app reads of the game the log reaches. The log replays through the engine's contract
/// ([`TurnGame::apply`]), as the table and the computer seats play. That is all a [`SavedLog`]
/// needs to be a [`SavedGame`].
pub trait LogGame: LogSetup + Send + Sync + 'static {
    /// The game as the engine drives it; its actions are the log's.
    type Game: TurnGame<Action = Self::Action>;

    /// The refusal of an action after the end: a save that holds one is a finished game.
    fn game_over() -> RefusalOf<Self>;
    /// The game before its first action, or why this setup cannot start one (a word list that
    /// cannot be read, a stacked deck that does not fit), in the app's language.
    fn start(&self) -> Result<Self::Game, String>;
    /// The save in words for Continue and the history ([`super::saved_game::summary`]): the
    /// game the log replays to, or `None` when it does not replay (the seats at 0).
    fn describe(&self, game: Option<&Self::Game>) -> String;
    /// The game's state as `wordtable replay` prints it.
    fn state_json(game: &Self::Game) -> serde_json::Value;
    /// What the history keeps of `game`, which `actions` reached; `events[i]` is what action
    /// `i` caused.
    fn played(
        &self,
        actions: &[SavedAction<Self::Action>],
        events: &[Vec<EventOf<Self>>],
        game: &Self::Game,
    ) -> Played;
    /// The same setup without the outside files it names (a table word list).
    fn without_outside_files(&mut self);
    /// What a file must also hold to be read, beyond the log's own checks (a fixed bag or deal
    /// that fits the box); the reason in the app's language when it does not.
    fn check_read(&self) -> Result<(), String> {
        Ok(())
    }
}

/// What an accepted action of a [`LogGame`] caused.
pub type EventOf<S> = <<S as LogGame>::Game as TurnGame>::Event;
/// Why the rules of a [`LogGame`] refuse an action.
pub type RefusalOf<S> = <<S as LogGame>::Game as TurnGame>::Refusal;

/// The game a log reaches from `game`, action by action; stops at the first one refused.
fn replay_from<S: LogGame>(
    game: S::Game,
    actions: &[SavedAction<S::Action>],
    each: impl FnMut(usize, &[EventOf<S>]),
) -> Result<S::Game, ReplayStop<RefusalOf<S>>> {
    replay_log(
        game,
        actions,
        |g: &mut S::Game, seat, a| g.apply(seat, a),
        each,
    )
}

impl<S: LogGame> SavedLog<S>
where
    RefusalOf<S>: Worded,
{
    /// The game the log replays to, telling `each` every action's index and events: why the
    /// setup cannot start, or the first action refused, as `wordtable replay` says them.
    pub fn replayed_with(
        &self,
        each: impl FnMut(usize, &[EventOf<S>]),
    ) -> Result<S::Game, ReplayFailure> {
        let game = self.setup.start().map_err(ReplayFailure::setup)?;
        replay_from::<S>(game, &self.actions, each)
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))
    }
}

/// Reads the save of a [`LogGame`] from its envelope: the game's `read_save`.
pub fn read<S: LogGame>(text: &str) -> Result<GameSave, String>
where
    RefusalOf<S>: Worded + PartialEq + std::fmt::Display,
{
    let save = read_enveloped::<SavedLog<S>>(text)?;
    save.setup.check_read()?;
    Ok(GameSave::new(save))
}

impl<S: LogGame> SavedGame for SavedLog<S>
where
    RefusalOf<S>: Worded + PartialEq + std::fmt::Display,
{
    crate::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        S::GAME.id
    }

    fn describe(&self) -> String {
        let game = self.replayed_with(|_, _| {}).ok();
        self.setup.describe(game.as_ref())
    }

    fn to_ron(&self) -> String {
        write_enveloped(S::GAME.id, self, pretty(1))
    }

    fn check(&self) -> SaveCheck {
        let game = match self.setup.start() {
            Ok(game) => game,
            Err(reason) => return SaveCheck::Unplayable(reason),
        };
        let replayed = replay_from::<S>(game, &self.actions, |_, _| {}).map(|g| g.is_over());
        check_replay(self, replayed, &S::game_over(), |s, i| {
            s.actions.truncate(i)
        })
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.replayed_with(|_, _| {})
            .map(|game| S::state_json(&game))
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.without_outside_files();
        GameSave::new(save)
    }

    fn played(&self) -> Result<Played, ReplayFailure> {
        let mut events: Vec<Vec<EventOf<S>>> = Vec::with_capacity(self.actions.len());
        let game = self.replayed_with(|_, caused| events.push(caused.to_vec()))?;
        Ok(self.setup.played(&self.actions, &events, &game))
    }
}
