//! A running game as the seat server hosts it, whatever the game: actions arrive as JSON from
//! phones, views leave as JSON for each seat and for spectators, computer seats play in
//! between, and refusals are worded in the language of the phone that sent the action. The
//! server and the host loop hold a `Box<dyn HostedGame>` and never name a game; each game
//! makes one from its save ([`Hosted::new`] does the work for any [`SeatView`] game).

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::contract::{SeatId, TurnGame};
use super::replay_stop::Worded;
use super::saved_game::GameSave;
use super::seat_view::{SeatView, Viewer};
use crate::i18n::Lang;

/// How a hosted game keeps its save while it is played: a game's save type adds each accepted
/// action to its log, or a game that writes its own save gives it whole.
pub trait Keeper<G: TurnGame>: Send {
    /// Adds an accepted action.
    fn keep(&mut self, seat: SeatId, action: &G::Action);
    /// The save so far, of `game` as it stands.
    fn save(&self, game: &G) -> GameSave;
}

/// A save that is a log of actions: it keeps a hosted game's save by adding each one.
pub trait ActionLog<A>: super::saved_game::SavedGame + Clone + PartialEq {
    /// Adds an accepted action to the log.
    fn log_action(&mut self, seat: SeatId, action: &A);
}

impl<G: TurnGame, S: ActionLog<G::Action>> Keeper<G> for S {
    fn keep(&mut self, seat: SeatId, action: &G::Action) {
        self.log_action(seat, action);
    }

    fn save(&self, _: &G) -> GameSave {
        GameSave::new(self.clone())
    }
}

/// Why a hosted game did not take an action sent as JSON.
#[derive(Debug)]
pub enum HostRefusal {
    /// The text is not an action of this game (the decoder's reason).
    Malformed(String),
    /// The rules refused it: the refusal as data, and its wording in each language.
    Refused {
        /// The game's typed refusal, serialized.
        reason: serde_json::Value,
        /// The refusal in words, in the language asked for.
        text: String,
    },
}

/// A game the seat server can host: the object-safe face of any [`SeatView`] game.
pub trait HostedGame: Send {
    /// The game's id (its catalogue entry's), for the phone page to pick its renderer.
    fn game_id(&self) -> &'static str;
    /// The seats' names, in seat order.
    fn seat_names(&self) -> Vec<String>;
    /// Which seats a computer plays now.
    fn computer_seats(&self) -> Vec<bool>;
    /// Hands `seat` to a computer seat (at the game's default level) or back to its person.
    fn set_computer(&mut self, seat: SeatId, computer: bool);
    /// The seats the game waits for now.
    fn acting(&self) -> Vec<SeatId>;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// What `viewer` may know, as JSON.
    fn view_json(&self, viewer: Viewer) -> String;
    /// Plays an action sent as JSON for `seat`; a refusal is worded in `lang`.
    fn act_json(&mut self, seat: SeatId, action: &str, lang: Lang) -> Result<(), HostRefusal>;
    /// What the table would say of an action before it is sent (`None`: no live verdict, or
    /// not an action of this game), as JSON.
    fn verdict_json(&self, seat: SeatId, action: &str, lang: Lang) -> Option<String>;
    /// Lets one computer seat that the game waits for act; whether one did.
    fn play_computer(&mut self) -> bool;
    /// Every accepted action so far, in order, as (seat, action JSON).
    fn log(&self) -> &[(SeatId, String)];
    /// The game's save so far (for the history, once the game ends or the host stops).
    fn save(&self) -> GameSave;
    /// Runs the rules' clocks at `now`: a seat the game has waited for longer than its clock
    /// gives does what the rules say (`scale` multiplies every clock: 0 runs them out at once).
    /// Whether one acted.
    fn run_clocks(&mut self, now: std::time::Instant, scale: f64) -> bool;
}

/// Makes a computer seat's memory for a seat handed to a computer during the game.
pub type MakeComputer<G> = fn(SeatId, u64) -> <G as TurnGame>::Computer;

/// Any [`SeatView`] game, hosted: the game, its seats' names, its computer seats, and the log
/// of accepted actions.
pub struct Hosted<G: SeatView> {
    id: &'static str,
    game: G,
    names: Vec<String>,
    computers: Vec<Option<G::Computer>>,
    make_computer: MakeComputer<G>,
    log: Vec<(SeatId, String)>,
    keeper: Box<dyn Keeper<G>>,
    /// Since when the game has waited for each seat (`None`: not waiting), and the log's
    /// length then (the clock starts again when anything happened).
    waiting: Vec<Option<(std::time::Instant, usize)>>,
}

impl<G: SeatView> Hosted<G>
where
    G::Action: Serialize,
{
    /// Keeps an action the rules accepted in the log, as JSON.
    fn record(&mut self, seat: SeatId, action: &G::Action) {
        let json = serde_json::to_string(action).expect("actions serialize");
        self.log.push((seat, json));
        self.keeper.keep(seat, action);
    }
}

impl<G: SeatView> Hosted<G> {
    /// Hosts `game` (id `id`) with these seat names; `computers` says which seats a computer
    /// plays and `make_computer` makes one for a seat handed over later; `keeper` keeps its save.
    pub fn new(
        id: &'static str,
        game: G,
        names: Vec<String>,
        computers: Vec<Option<G::Computer>>,
        make_computer: MakeComputer<G>,
        keeper: Box<dyn Keeper<G>>,
    ) -> Hosted<G> {
        Hosted {
            id,
            game,
            names,
            computers,
            make_computer,
            log: Vec::new(),
            keeper,
            waiting: Vec::new(),
        }
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }
}

impl<G> HostedGame for Hosted<G>
where
    G: SeatView + Send,
    G::Action: Serialize + DeserializeOwned,
    G::Refusal: Serialize + Worded,
{
    fn game_id(&self) -> &'static str {
        self.id
    }

    fn seat_names(&self) -> Vec<String> {
        self.names.clone()
    }

    fn computer_seats(&self) -> Vec<bool> {
        (0..self.names.len())
            .map(|s| self.computers.get(s).is_some_and(Option::is_some))
            .collect()
    }

    fn set_computer(&mut self, seat: SeatId, computer: bool) {
        if seat >= self.names.len() {
            return;
        }
        self.computers.resize_with(self.names.len(), || None);
        self.computers[seat] = match computer {
            // A seed of its own per seat and per handover keeps the computer's play varied.
            true => Some((self.make_computer)(seat, 0x5EA7 + self.log.len() as u64)),
            false => None,
        };
    }

    fn acting(&self) -> Vec<SeatId> {
        self.game.acting()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn view_json(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.game.view(viewer)).expect("views serialize")
    }

    fn act_json(&mut self, seat: SeatId, action: &str, lang: Lang) -> Result<(), HostRefusal> {
        let action: G::Action =
            serde_json::from_str(action).map_err(|e| HostRefusal::Malformed(e.to_string()))?;
        match self.game.apply(seat, &action) {
            Ok(_) => {
                self.record(seat, &action);
                Ok(())
            }
            Err(refusal) => Err(HostRefusal::Refused {
                reason: serde_json::to_value(&refusal).expect("refusals serialize"),
                text: refusal.message(lang),
            }),
        }
    }

    fn verdict_json(&self, seat: SeatId, action: &str, lang: Lang) -> Option<String> {
        let action: G::Action = serde_json::from_str(action).ok()?;
        self.game
            .verdict(seat, &action, lang)
            .map(|v| v.to_string())
    }

    fn play_computer(&mut self) -> bool {
        for seat in self.game.acting() {
            let Some(Some(computer)) = self.computers.get_mut(seat) else {
                continue;
            };
            let Some(action) = self.game.choose(seat, computer) else {
                continue;
            };
            if self.game.apply(seat, &action).is_ok() {
                self.record(seat, &action);
                return true;
            }
        }
        false
    }

    fn log(&self) -> &[(SeatId, String)] {
        &self.log
    }

    fn save(&self) -> GameSave {
        self.keeper.save(&self.game)
    }

    fn run_clocks(&mut self, now: std::time::Instant, scale: f64) -> bool {
        let acting = self.game.acting();
        self.waiting.resize(self.names.len(), None);
        for seat in 0..self.names.len() {
            let waits = acting.contains(&seat) && self.game.clock(seat).is_some();
            self.waiting[seat] = match (waits, self.waiting[seat]) {
                (false, _) => None,
                (true, None) => Some((now, self.log.len())),
                (true, Some(since)) => Some(since),
            };
        }
        for seat in 0..self.names.len() {
            let (Some((since, _)), Some((seconds, action))) =
                (self.waiting[seat], self.game.clock(seat))
            else {
                continue;
            };
            let limit = std::time::Duration::from_secs_f64(f64::from(seconds) * scale);
            if now.saturating_duration_since(since) >= limit
                && self.game.apply(seat, &action).is_ok()
            {
                self.record(seat, &action);
                self.waiting[seat] = None;
                return true;
            }
        }
        false
    }
}

/// What a host asks of a new hosted game: its seats (a name, and a computer level's name for
/// a computer seat), the seed of its shuffles and the language of its words and questions.
#[derive(Clone, Debug, PartialEq)]
pub struct HostPlan {
    /// The seats' names, in seat order.
    pub names: Vec<String>,
    /// Each seat's computer level by name (`easy`, `normal`, `hard`...); `None` for a person.
    pub computers: Vec<Option<String>>,
    /// The seed of every shuffle.
    pub seed: u64,
    /// The game's variant where it has several (`classic` for the crossword's Classic rules).
    pub variant: Option<String>,
    /// The language of the game's words (and questions, where it has them).
    pub language: Lang,
}

impl HostPlan {
    /// Each seat's computer level read by `parse`: `None` for a person, or why a name is no
    /// level of this game.
    pub fn levels<L>(&self, parse: impl Fn(&str) -> Option<L>) -> Result<Vec<Option<L>>, String> {
        self.computers
            .iter()
            .map(|c| match c {
                None => Ok(None),
                Some(name) => parse(name)
                    .map(Some)
                    .ok_or_else(|| format!("`{name}` is not a computer level of this game")),
            })
            .collect()
    }

    /// The computer seats' memories for a game `G` from `levels`, seeded from the plan.
    pub fn computers<G: TurnGame>(&self, levels: &[Option<G::Level>]) -> Vec<Option<G::Computer>> {
        levels
            .iter()
            .enumerate()
            .map(|(seat, l)| l.clone().map(|l| G::computer(seat, l, self.seed)))
            .collect()
    }
}

/// How a game makes a hosted game from a plan (its catalogue entry's `host`).
pub type HostGame = fn(&HostPlan) -> Result<Box<dyn HostedGame>, String>;

/// A level written by its lowercase name, as the games' saves write levels.
pub fn level_named<L: DeserializeOwned>(name: &str) -> Option<L> {
    serde_json::from_value(serde_json::Value::String(name.trim().to_ascii_lowercase())).ok()
}

/// The built-in dictionary of a language.
pub fn dictionary_of(lang: Lang) -> crate::words::Language {
    match lang {
        Lang::En => crate::words::Language::English,
        Lang::Fr => crate::words::Language::French,
        Lang::Ro => crate::words::Language::Romanian,
    }
}
