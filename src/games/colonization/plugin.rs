//! Colonization on the engine: the running game as a resource ([`Colonization`]), its phase
//! as a Bevy state ([`ColonizationPhase`]), the engine's contract implemented for it, and its
//! computer seats: the Easy, Normal and Hard players of [`super::players`], and the quick
//! scripted placeholder the rules tests, saves and fuzzing drive whole games with.
//!
//! The placeholder is not a player to measure oneself against: it names its language with its
//! tiles as drawn, votes to accept every name and move, places the highest-scoring made-up
//! word it finds ([`super::ai`]: never an English one, which would be English's at once),
//! exchanges or passes when it finds none, never transforms, reveals its lowest tile when its
//! record is targeted, and starts English's turn when it comes.

use bevy::prelude::*;

use super::ai::made_up_move;
use super::game::Game;
use super::refusal::Refusal;
use super::state::{Action, Event, Phase};
use crate::engine::{RulesPlugin, SeatId, SeededComputer, TurnGame};
use crate::games::crossword::ai::Strength;

/// The game's phase as a Bevy state.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColonizationPhase {
    /// No Colonization game is running.
    #[default]
    NoGame,
    /// A player names their language.
    Naming,
    /// The others vote on a name or a move.
    Vote,
    /// A player is to play.
    Turn,
    /// A Transform waits for the revealed tiles.
    Transform,
    /// English's turn.
    English,
    /// The game has ended.
    Over,
}

/// The running Colonization game.
#[derive(Resource, Clone)]
pub struct Colonization {
    /// The game.
    pub game: Game,
}

impl Colonization {
    /// The table for `game`.
    pub fn new(game: Game) -> Colonization {
        Colonization { game }
    }
}

/// How a computer seat plays. Saves write it by its lowercase name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColonizationLevel {
    /// The quick scripted seat described in the module's header (for tests and tools).
    Placeholder,
    /// A random decent invented word; see [`super::players`].
    Easy,
    /// The highest-scoring invented word under the 50-point limit.
    #[default]
    Normal,
    /// Points, leave, the limit and English's claims weighed together.
    Hard,
}

impl ColonizationLevel {
    /// The crossword strength the level plays at; `None` for the placeholder.
    pub fn strength(self) -> Option<Strength> {
        match self {
            ColonizationLevel::Placeholder => None,
            ColonizationLevel::Easy => Some(Strength::Easy),
            ColonizationLevel::Normal => Some(Strength::Normal),
            ColonizationLevel::Hard => Some(Strength::Hard),
        }
    }
}

impl TurnGame for Colonization {
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type Phase = ColonizationPhase;
    type Level = ColonizationLevel;
    type Computer = SeededComputer<ColonizationLevel>;

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.game.apply(seat, action)
    }

    fn acting(&self) -> Vec<SeatId> {
        self.game.acting()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn phase(&self) -> ColonizationPhase {
        match self.game.phase() {
            Phase::Naming { .. } => ColonizationPhase::Naming,
            Phase::Vote { .. } => ColonizationPhase::Vote,
            Phase::Turn { .. } => ColonizationPhase::Turn,
            Phase::Transform { .. } => ColonizationPhase::Transform,
            Phase::English => ColonizationPhase::English,
            Phase::Over(_) => ColonizationPhase::Over,
        }
    }

    fn computer(
        seat: SeatId,
        level: ColonizationLevel,
        seed: u64,
    ) -> SeededComputer<ColonizationLevel> {
        SeededComputer::new(level, seed ^ (seat as u64).wrapping_mul(0x9e37_79b9))
    }

    fn choose(
        &self,
        seat: SeatId,
        computer: &mut SeededComputer<ColonizationLevel>,
    ) -> Option<Action> {
        if !self.game.acting().contains(&seat) {
            return None;
        }
        Some(match computer.level.strength() {
            Some(strength) => super::players::choose(&self.game, seat, strength, &mut computer.rng),
            None => placeholder_choice(&self.game, seat),
        })
    }
}

/// The placeholder level's choice for `seat`, which the game waits for.
pub fn placeholder_choice(game: &Game, seat: usize) -> Action {
    let rack = &game.seats[seat].rack;
    match game.phase() {
        Phase::Naming { .. } => Action::Name(
            rack.iter()
                .map(|&t| if t == b'?' { 'e' } else { t as char })
                .collect(),
        ),
        Phase::Vote { .. } => Action::Vote(true),
        Phase::Transform { .. } => Action::Reveal(
            *rack
                .iter()
                .min_by_key(|&&t| game.rules.tile_value(t))
                .expect("a Transform needs a tile on each rack"),
        ),
        Phase::English | Phase::Over(_) => Action::EnglishTurn,
        Phase::Turn { .. } => match made_up_move(game, seat) {
            Some(play) => Action::Place(play),
            None if game.bag.len() >= game.rules.rack_size && !rack.is_empty() => {
                Action::Exchange(rack.clone())
            }
            None => Action::Pass,
        },
    }
}

/// The Colonization rules as a plugin (headless: no rendering).
pub struct ColonizationPlugin;

impl Plugin for ColonizationPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(RulesPlugin::<Colonization>::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seats;
    use crate::engine::harness::Harness;
    use crate::words::Language;

    fn game(seed: u64) -> Colonization {
        Colonization::new(Game::new(
            Language::English.lexicon().clone(),
            &["Ana", "Ben", "Cleo"],
            seed,
        ))
    }

    #[test]
    fn placeholder_seats_play_a_whole_game_through_the_engine() {
        let seats = Seats::new(&[Some(ColonizationLevel::Placeholder); 3], 1);
        let mut h = Harness::with_seats(game(11), seats);
        let ran = h.run_until_over(20_000);
        assert!(h.game().is_over(), "not over after {} frames", ran.frames);
        assert!(ran.refusals.is_empty(), "{:?}", ran.refusals);
        h.update();
        assert_eq!(h.phase(), ColonizationPhase::Over);
    }

    /// Easy, Normal and Hard at one table: the game ends, no computer choice is refused, and
    /// no computer seat ever places an English word.
    #[test]
    fn level_seats_play_a_whole_game_without_refusals_or_english_words() {
        let levels = [
            Some(ColonizationLevel::Easy),
            Some(ColonizationLevel::Normal),
            Some(ColonizationLevel::Hard),
        ];
        let seats = Seats::new(&levels, 5);
        let mut h = Harness::with_seats(game(5), seats);
        let ran = h.run_until_over(20_000);
        assert!(h.game().is_over(), "not over after {} frames", ran.frames);
        assert!(ran.refusals.is_empty(), "{:?}", ran.refusals);
        let english: Vec<&Event> = ran
            .events
            .iter()
            .filter(|e| matches!(e, Event::EnglishWord { .. }))
            .collect();
        assert!(english.is_empty(), "{english:?}");
        assert!(
            ran.events
                .iter()
                .any(|e| matches!(e, Event::Recorded { .. })),
            "no word was placed"
        );
    }

    #[test]
    fn the_phase_follows_the_game_and_refusals_come_back_typed() {
        let mut h = Harness::new(game(2));
        assert_eq!(h.phase(), ColonizationPhase::Naming);
        assert_eq!(
            h.act(1, Action::Pass),
            Err(Refusal::NotYourTurn { waiting: vec![0] })
        );
        let name = placeholder_choice(&h.game().game, 0);
        h.act(0, name).unwrap();
        h.update();
        assert_eq!(h.phase(), ColonizationPhase::Vote);
        assert_eq!(h.game().acting(), vec![1, 2]);
    }
}
