//! Computer seats think on a worker (`ThinkOn::Worker`, the window's way): a seat whose choice
//! takes long (a test level that sleeps) does not hold frames up, the table can see which seat
//! is thinking, and a choice that arrives after the game changed (an undo, a new game) is
//! dropped, never applied: the seat thinks again over the game as it now stands.

use std::time::Duration;

use bevy::prelude::*;
use wordtable::engine::harness::{Harness, headless_app};
use wordtable::engine::{SeatId, Seats, ThinkOn, Thinking, TurnGame};

/// Counters on a pile; a seat takes one to three; the last to take wins.
#[derive(Resource, Clone, Debug, PartialEq)]
struct Pile {
    left: u32,
    turn: SeatId,
    taken: Vec<(SeatId, u32)>,
}

#[derive(Clone, Debug, PartialEq)]
struct Take(u32);

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum PilePhase {
    #[default]
    None,
    Taking,
    Over,
}

/// A computer that thinks for `Duration` and then takes what leaves a multiple of four (one
/// when it cannot).
struct Slow(Duration);

impl TurnGame for Pile {
    type Action = Take;
    type Event = (SeatId, u32);
    type Refusal = String;
    type Phase = PilePhase;
    type Level = Duration;
    type Computer = Slow;

    fn apply(&mut self, seat: SeatId, action: &Take) -> Result<Vec<(SeatId, u32)>, String> {
        if self.left == 0 {
            return Err("over".into());
        }
        if seat != self.turn {
            return Err("not your turn".into());
        }
        if !(1..=3).contains(&action.0) || action.0 > self.left {
            return Err(format!("cannot take {}", action.0));
        }
        self.left -= action.0;
        self.taken.push((seat, action.0));
        self.turn = 1 - self.turn;
        Ok(vec![(seat, action.0)])
    }

    fn acting(&self) -> Vec<SeatId> {
        if self.left == 0 {
            vec![]
        } else {
            vec![self.turn]
        }
    }

    fn is_over(&self) -> bool {
        self.left == 0
    }

    fn phase(&self) -> PilePhase {
        if self.is_over() {
            PilePhase::Over
        } else {
            PilePhase::Taking
        }
    }

    fn computer(_seat: SeatId, level: Duration, _seed: u64) -> Slow {
        Slow(level)
    }

    fn choose(&self, seat: SeatId, slow: &mut Slow) -> Option<Take> {
        if seat != self.turn || self.is_over() {
            return None;
        }
        std::thread::sleep(slow.0);
        Some(Take(match self.left % 4 {
            0 => 1,
            n => n,
        }))
    }
}

/// Seat 0 a slow computer, seat 1 a person; computer seats think on a worker.
fn table(left: u32, think: Duration) -> Harness<Pile> {
    let mut app = headless_app::<Pile>();
    app.insert_resource(ThinkOn::Worker);
    app.insert_resource(Seats::<Pile>::new(&[Some(think), None], 1));
    Harness::start(
        app,
        Pile {
            left,
            turn: 0,
            taken: vec![],
        },
    )
}

fn thinking(t: &Harness<Pile>) -> Option<SeatId> {
    t.app
        .world()
        .get_resource::<Thinking<Pile>>()
        .map(Thinking::seat)
}

#[test]
fn frames_go_on_while_a_computer_seat_thinks_and_its_choice_is_applied_when_it_arrives() {
    let mut t = table(10, Duration::from_millis(300));
    let mut frames_while_thinking = 0;
    for _ in 0..10_000 {
        t.update();
        if t.game().left != 10 {
            break;
        }
        if thinking(&t) == Some(0) {
            frames_while_thinking += 1;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(t.game().taken, vec![(0, 2)], "it took two, leaving eight");
    assert!(
        frames_while_thinking >= 10,
        "frames ran while it thought ({frames_while_thinking})"
    );
    assert_eq!(thinking(&t), None);
}

#[test]
fn a_choice_that_arrives_after_the_game_changed_is_dropped_and_the_seat_thinks_again() {
    let mut t = table(10, Duration::from_millis(200));
    t.update();
    assert_eq!(thinking(&t), Some(0), "asked over ten counters");
    // Meanwhile the game changes (as an undo or a new game would): seven counters.
    t.app.world_mut().resource_mut::<Pile>().left = 7;
    for _ in 0..10_000 {
        t.update();
        if !t.game().taken.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    // The choice made over ten (take two) was dropped; the one made over seven took three.
    assert_eq!(t.game().taken, vec![(0, 3)]);
    assert_eq!(t.game().left, 4);
}
