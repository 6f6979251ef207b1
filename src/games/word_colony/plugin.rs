//! Word Colony on the engine: the running game as a resource ([`WordColony`]: the game, its
//! setup, its content and the log of accepted actions a save is made from), the turn's steps
//! as a Bevy state ([`TurnPhase`]), and the engine's contract implemented for it, so the
//! generic rules plugin routes intents, publishes outcomes and plays computer seats.
//!
//! The rules themselves are the plain functions of `rules/`; `Game::apply` checks the seat
//! and the phase of every action, so the engine's one apply loop needs nothing more here.

use bevy::prelude::*;

use super::actions::{Action, Outcome, PlayerAction, Rejection};
use super::ai::{ComputerSeat, Level};
use super::save::SaveFile;
use super::setup::{Content, Setup, new_game};
use super::state::{Game, Phase};
use crate::engine::{RulesPlugin, SeatId, Seats, TurnGame};

/// The step of the turn, as a Bevy state (mirrors the game's phase).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TurnPhase {
    /// No game is running.
    #[default]
    NoGame,
    /// Draw a card.
    Draw,
    /// Read a question.
    Question,
    /// Answer it.
    Answer,
    /// Build, then pass.
    Build,
    /// The game has ended.
    Over,
}

impl From<Phase> for TurnPhase {
    fn from(p: Phase) -> Self {
        match p {
            Phase::Draw => TurnPhase::Draw,
            Phase::Question => TurnPhase::Question,
            Phase::Answer => TurnPhase::Answer,
            Phase::Build => TurnPhase::Build,
            Phase::Over => TurnPhase::Over,
        }
    }
}

/// The running game and its record.
#[derive(Resource, Clone)]
pub struct WordColony {
    /// The game.
    pub game: Game,
    /// The setup it started from.
    pub setup: Setup,
    /// Every accepted action, in order (with the setup, this is the save).
    pub log: Vec<PlayerAction>,
    /// The content it is played with.
    pub content: Content,
}

impl WordColony {
    /// Starts a game.
    pub fn start(setup: Setup, content: Content) -> Result<WordColony, String> {
        let (game, _) = new_game(&setup, &content)?;
        Ok(WordColony {
            game,
            setup,
            log: Vec::new(),
            content,
        })
    }

    /// Each player's score now, in seat order.
    pub fn scores(&self) -> Vec<i32> {
        self.game.players.iter().map(|p| p.score).collect()
    }

    /// Applies saved actions in order and logs them, stopping at the first the rules refuse.
    pub fn replay(&mut self, actions: &[PlayerAction]) -> Replayed {
        let mut replayed = Replayed {
            history: vec![self.scores()],
            outcomes: Vec::new(),
            stopped: None,
        };
        for (i, act) in actions.iter().enumerate() {
            match self.apply(act.player, &act.action) {
                Ok(outcomes) => {
                    for o in outcomes {
                        if matches!(o, Outcome::TurnStarted { .. }) {
                            replayed.history.push(self.scores());
                        }
                        replayed.outcomes.push(o);
                    }
                }
                Err(r) => {
                    replayed.stopped = Some((i, r));
                    break;
                }
            }
        }
        replayed
    }

    /// Who plays each seat, as the setup says (a person, or a computer at its level).
    pub fn seats(&self) -> Seats<WordColony> {
        let levels: Vec<Option<Level>> = self.setup.players.iter().map(|p| p.computer).collect();
        Seats::new(&levels, self.setup.seed)
    }

    /// The save file of the game so far.
    pub fn save(&self) -> SaveFile {
        SaveFile {
            setup: self.setup.clone(),
            actions: self.log.clone(),
        }
    }
}

/// What [`WordColony::replay`] went through, for a resumed game's log and score chart.
#[derive(Debug)]
pub struct Replayed {
    /// Each player's score when the replay began and at the start of every turn begun since.
    pub history: Vec<Vec<i32>>,
    /// Every outcome, in order.
    pub outcomes: Vec<Outcome>,
    /// The first action the rules refused: its index and the reason.
    pub stopped: Option<(usize, Rejection)>,
}

impl TurnGame for WordColony {
    type Action = Action;
    type Event = Outcome;
    type Refusal = Rejection;
    type Phase = TurnPhase;
    type Level = Level;
    type Computer = ComputerSeat;

    /// Applies the action through the rules and, once accepted, logs it for the save.
    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Outcome>, Rejection> {
        let act = PlayerAction {
            player: seat,
            action: action.clone(),
        };
        let outcomes = self.game.apply(&act)?;
        self.log.push(act);
        Ok(outcomes)
    }

    /// The answerers still to answer while a question is read (they answer at once, in
    /// secret); otherwise the current player.
    fn acting(&self) -> Vec<SeatId> {
        let game = &self.game;
        if game.result.is_some() {
            return Vec::new();
        }
        if game.house_vote.open.is_some() {
            return game.house_vote.waiting();
        }
        match (&game.phase, &game.question) {
            (Phase::Answer, Some(q)) => (0..game.players.len())
                // One whose time ran out is done too: the game no longer waits for them.
                .filter(|&p| q.answering[p] && !q.done(p))
                .collect(),
            _ => vec![game.current],
        }
    }

    fn is_over(&self) -> bool {
        self.game.result.is_some()
    }

    fn phase(&self) -> TurnPhase {
        TurnPhase::from(self.game.phase)
    }

    fn computer(seat: SeatId, level: Level, seed: u64) -> ComputerSeat {
        ComputerSeat::new(seat, level, seed)
    }

    fn choose(&self, seat: SeatId, computer: &mut ComputerSeat) -> Option<Action> {
        debug_assert_eq!(computer.player, seat, "a computer seat plays its own seat");
        if self.game.house_vote.open.is_some() {
            // Only a computer standing in for a person who left is ever asked: it votes yes,
            // as an abstention counts.
            return self
                .game
                .house_vote
                .waiting()
                .contains(&seat)
                .then_some(Action::Vote { yes: true });
        }
        computer.decide(&self.game).map(|act| act.action)
    }
}

/// Word Colony's rules in the app (headless: needs only `MinimalPlugins` and `StatesPlugin`).
pub struct WordColonyPlugin;

impl Plugin for WordColonyPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(RulesPlugin::<WordColony>::default());
    }
}
