//! A computer seat's decisions, one action at a time, by level: Easy plays a random decent
//! word, Normal the best immediate score, Hard an evaluation that also weighs cards kept,
//! words left exposed to conquest, black cards dumped and the finish line.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::answering::{answer, choose_question};
use super::finder::{Candidate, PlayKind, materialize, visit_plays};
use super::levels::{AiData, Level};
use crate::games::word_colony::actions::{Action, PlayerAction};
use crate::games::word_colony::cards::Special;
use crate::games::word_colony::groups::PlayerId;
use crate::games::word_colony::state::{Game, Phase};

/// Most build actions a seat takes in one turn (a safety net; plays always run out first).
const MAX_PLAYS_PER_TURN: usize = 40;

/// A computer-controlled seat.
#[derive(Clone)]
pub struct ComputerSeat {
    /// Its seat.
    pub player: PlayerId,
    /// Its level.
    pub level: Level,
    data: AiData,
    rng: ChaCha8Rng,
    turn_seen: u32,
    plays_this_turn: usize,
}

impl ComputerSeat {
    /// A seat with its own seeded randomness (the same seed plays the same way).
    pub fn new(player: PlayerId, level: Level, seed: u64) -> ComputerSeat {
        ComputerSeat {
            player,
            level,
            data: AiData::standard(),
            rng: ChaCha8Rng::seed_from_u64(
                seed ^ (player as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            ),
            turn_seen: 0,
            plays_this_turn: 0,
        }
    }

    /// The seat's next action, if the game is waiting for it.
    pub fn decide(&mut self, game: &Game) -> Option<PlayerAction> {
        let me = self.player;
        if game.result.is_some() {
            return None;
        }
        if game.phase == Phase::Answer {
            let q = game.question.as_ref()?;
            if q.answering[me] && q.answers[me].is_none() {
                let question = game.card(q.card).question.as_ref()?;
                let choice = answer(&self.data, self.level, question, &mut self.rng);
                return Some(self.act(Action::Answer { choice }));
            }
            return None;
        }
        if game.current != me {
            return None;
        }
        if self.turn_seen != game.turn {
            self.turn_seen = game.turn;
            self.plays_this_turn = 0;
        }
        let action = match game.phase {
            Phase::Draw => Action::Draw,
            Phase::Question => {
                let card = choose_question(game, me, &self.data, self.level, &mut self.rng)?;
                Action::Read { card }
            }
            Phase::Build => self.build_step(game),
            Phase::Answer | Phase::Over => return None,
        };
        Some(self.act(action))
    }

    fn act(&self, action: Action) -> PlayerAction {
        PlayerAction {
            player: self.player,
            action,
        }
    }

    fn build_step(&mut self, game: &Game) -> Action {
        if self.plays_this_turn >= MAX_PLAYS_PER_TURN {
            return Action::Pass;
        }
        let me = self.player;
        let chosen = match self.level {
            Level::Easy => {
                if self.plays_this_turn > 0 && self.rng.random_bool(0.35) {
                    None
                } else if self.rng.random_bool(self.data.easy_best_play) {
                    best(game, me, |c| if c.gain >= 2 { c.gain as f64 } else { 0.0 })
                } else {
                    // A random decent play, by reservoir sampling.
                    let mut pick = None;
                    let mut seen = 0u32;
                    let rng = &mut self.rng;
                    visit_plays(game, me, |c| {
                        if c.gain >= 2 {
                            seen += 1;
                            if rng.random_range(0..seen) == 0 {
                                pick = Some(materialize(game, me, c));
                            }
                        }
                    });
                    pick
                }
            }
            Level::Normal => best(game, me, normal_value),
            Level::Hard => {
                let w = self.data.hard;
                best(game, me, |c| hard_value(game, me, c, &w))
            }
        };
        match chosen {
            Some(play) => {
                self.plays_this_turn += 1;
                play.action
            }
            None => Action::Pass,
        }
    }
}

/// The play with the highest positive value (ties: the first found).
fn best(
    game: &Game,
    me: PlayerId,
    value: impl Fn(&Candidate) -> f64,
) -> Option<super::finder::Play> {
    let mut top: Option<(f64, super::finder::Play)> = None;
    visit_plays(game, me, |c| {
        let v = value(c);
        if v > 0.0 && top.as_ref().is_none_or(|(tv, _)| v > *tv) {
            top = Some((v, materialize(game, me, c)));
        }
    });
    top.map(|(_, p)| p)
}

/// Normal: the immediate score, longer words breaking ties.
fn normal_value(c: &Candidate) -> f64 {
    match c.kind {
        PlayKind::Special(Special::Immunity | Special::FistBump) => 0.0,
        _ => c.gain as f64 + c.used.count as f64 * 0.01,
    }
}

/// Hard: the immediate score and what it takes from others, adjusted for the cards it
/// spends, the exposure it creates or removes, black cards it sheds, and the finish line.
fn hard_value(game: &Game, me: PlayerId, p: &Candidate, w: &super::levels::HardWeights) -> f64 {
    let opponents = (game.players.len() - 1).max(1) as f64;
    let mut v = p.gain as f64 + p.taken as f64 / opponents;
    if p.gain < 8 {
        v -= w.keep_card * p.used.strong as f64;
    }
    let black = -p.used.black;
    v += w.black_card_dump * black as f64;
    let group = p.group.and_then(|id| game.table.get(id));
    match p.kind {
        PlayKind::Word => v -= w.exposed_word * 0.25 * p.gain.max(0) as f64,
        PlayKind::ColonyWord => {
            if let Some(g) = group
                && g.owner == me
                && !g.is_colony()
                && g.conquerable().is_ok()
            {
                v += w.exposed_word * g.last().value().max(0) as f64;
            }
        }
        PlayKind::Special(Special::Immunity) => {
            let value = group.map_or(0, |g| g.last().value().max(0));
            v += w.exposed_word * 0.5 * value as f64 - 2.0;
        }
        PlayKind::Special(Special::FistBump) => v += 0.5,
        _ => {}
    }
    let (_, black_in_hand) = game.black_in_hand(me);
    let after = game.standing(me) + p.gain + black_in_hand + black;
    if after >= game.finish_line {
        v += w.finish_bonus;
    }
    v
}
