//! The engine with a game of its own: a pile of counters from which the seats take one to
//! three in turn, the last to take winning. Through the generic rules plugin and harness:
//! intents apply in the order they arrive, a refused one changes nothing and blocks nothing,
//! the phase state follows the game, and computer seats act at their pace, never while paused.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use wordtable::engine::harness::{Harness, headless_app};
use wordtable::engine::{
    Happened, Intent, Refused, SeatId, SeatPace, Seats, SeatsPaused, TableFrozen, TurnGame,
};

#[derive(Resource, Clone, Debug, PartialEq)]
struct Pile {
    left: u32,
    turn: SeatId,
    seats: usize,
    winner: Option<SeatId>,
}

impl Pile {
    fn new(left: u32, seats: usize) -> Pile {
        Pile {
            left,
            turn: 0,
            seats,
            winner: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Take(u32);

#[derive(Clone, Debug, PartialEq)]
enum Took {
    Counters { seat: SeatId, n: u32 },
    Won { seat: SeatId },
}

#[derive(Clone, Debug, PartialEq)]
enum NoTake {
    Over,
    NotYourTurn { current: SeatId },
    OneToThree,
    MoreThanLeft { left: u32 },
}

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum PilePhase {
    #[default]
    NoGame,
    Taking,
    Over,
}

/// A computer that leaves a multiple of four when it can.
struct Bot;

impl TurnGame for Pile {
    type Action = Take;
    type Event = Took;
    type Refusal = NoTake;
    type Phase = PilePhase;
    type Level = ();
    type Computer = Bot;

    fn apply(&mut self, seat: SeatId, action: &Take) -> Result<Vec<Took>, NoTake> {
        let n = action.0;
        if self.winner.is_some() {
            return Err(NoTake::Over);
        }
        if seat != self.turn {
            return Err(NoTake::NotYourTurn { current: self.turn });
        }
        if !(1..=3).contains(&n) {
            return Err(NoTake::OneToThree);
        }
        if n > self.left {
            return Err(NoTake::MoreThanLeft { left: self.left });
        }
        self.left -= n;
        let mut events = vec![Took::Counters { seat, n }];
        if self.left == 0 {
            self.winner = Some(seat);
            events.push(Took::Won { seat });
        } else {
            self.turn = (self.turn + 1) % self.seats;
        }
        Ok(events)
    }

    fn acting(&self) -> Vec<SeatId> {
        if self.winner.is_some() {
            Vec::new()
        } else {
            vec![self.turn]
        }
    }

    fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    fn phase(&self) -> PilePhase {
        if self.is_over() {
            PilePhase::Over
        } else {
            PilePhase::Taking
        }
    }

    fn computer(_seat: SeatId, _level: (), _seed: u64) -> Bot {
        Bot
    }

    fn choose(&self, seat: SeatId, _bot: &mut Bot) -> Option<Take> {
        if seat != self.turn || self.is_over() {
            return None;
        }
        Some(Take(match self.left % 4 {
            0 => 1,
            n => n,
        }))
    }
}

/// Everything the rules said, frame by frame.
#[derive(Resource, Default)]
struct Seen {
    frames: Vec<(Vec<Took>, Vec<NoTake>)>,
}

fn collect(
    mut seen: ResMut<Seen>,
    mut happened: MessageReader<Happened<Pile>>,
    mut refused: MessageReader<Refused<Pile>>,
) {
    let events = happened.read().map(|h| h.0.clone()).collect();
    let refusals = refused.read().map(|r| r.reason.clone()).collect();
    seen.frames.push((events, refusals));
}

fn watched(mut app: App) -> App {
    app.init_resource::<Seen>().add_systems(Last, collect);
    app
}

#[test]
fn intents_apply_in_order_and_a_refused_one_changes_nothing_nor_blocks_the_rest() {
    let mut t = Harness::start(watched(headless_app::<Pile>()), Pile::new(10, 2));
    for (seat, n) in [(1, 1), (0, 5), (0, 2), (1, 3)] {
        t.app
            .world_mut()
            .write_message(Intent::<Pile>::new(seat, Take(n)));
    }
    t.update();
    let (events, refusals) = t
        .app
        .world()
        .resource::<Seen>()
        .frames
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        refusals,
        vec![NoTake::NotYourTurn { current: 0 }, NoTake::OneToThree]
    );
    assert_eq!(
        events,
        vec![
            Took::Counters { seat: 0, n: 2 },
            Took::Counters { seat: 1, n: 3 }
        ]
    );
    assert_eq!(t.game().left, 5);

    let before = t.game().clone();
    assert_eq!(t.act(0, Take(9)), Err(NoTake::OneToThree));
    assert_eq!(t.act(1, Take(1)), Err(NoTake::NotYourTurn { current: 0 }));
    assert_eq!(*t.game(), before, "refused intents change nothing");
    assert_eq!(
        t.act(0, Take(2)),
        Ok(vec![Took::Counters { seat: 0, n: 2 }])
    );
}

#[test]
fn the_phase_state_follows_the_game() {
    let mut app = headless_app::<Pile>();
    app.update();
    assert_eq!(
        *app.world().resource::<State<PilePhase>>().get(),
        PilePhase::NoGame
    );
    let mut t = Harness::start(app, Pile::new(3, 2));
    assert_eq!(t.phase(), PilePhase::Taking);
    assert_eq!(
        t.act(0, Take(3)),
        Ok(vec![
            Took::Counters { seat: 0, n: 3 },
            Took::Won { seat: 0 }
        ])
    );
    // The state catches up at the next frame's transition.
    t.update();
    assert_eq!(t.phase(), PilePhase::Over);
    assert_eq!(t.act(1, Take(1)), Err(NoTake::Over));
}

#[test]
fn computer_seats_play_a_whole_game_one_action_a_frame() {
    let seats = Seats::<Pile>::new(&[Some(()), Some(())], 1);
    let mut t = Harness::with_seats(Pile::new(21, 2), seats);
    let ran = t.run_until_over(100);
    assert!(ran.refusals.is_empty(), "{:?}", ran.refusals);
    // Seat 0 leaves 20, a multiple of four, and keeps doing so: it wins.
    assert_eq!(ran.events.last(), Some(&Took::Won { seat: 0 }));
    let takes = ran
        .events
        .iter()
        .filter(|e| matches!(e, Took::Counters { .. }))
        .count();
    // One action a frame without a pace.
    assert_eq!(ran.frames, takes);
}

#[test]
fn a_computer_waits_its_pace_between_actions_and_never_acts_while_paused() {
    let mut app = watched(headless_app::<Pile>());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        100,
    )))
    .insert_resource(SeatPace(0.25))
    .insert_resource(Seats::<Pile>::new(&[None, Some(())], 5));
    let mut t = Harness::start(app, Pile::new(30, 2));

    // The person takes; the computer answers within the frames its pace allows.
    t.act(0, Take(1)).unwrap();
    let mut frames_to_answer = 0;
    while t.game().turn == 1 {
        t.update();
        frames_to_answer += 1;
        assert!(frames_to_answer < 10, "the computer never took");
    }
    // A computer has not acted before, so the first answer needs no wait beyond the frame.
    assert!(frames_to_answer <= 2, "{frames_to_answer}");

    // Paused (a reveal on screen): the computer's turn comes and goes unplayed.
    t.app.insert_resource(SeatsPaused(true));
    t.act(0, Take(1)).unwrap();
    for _ in 0..30 {
        t.update();
    }
    assert_eq!(t.game().turn, 1, "no action while paused");
    // 29 was left to it, it took 1 to leave 28, the person took 1.
    assert_eq!(t.game().left, 27);

    // Unpaused: it waits a whole pace (0.25 s at 0.1 s a frame) before acting.
    t.app.insert_resource(SeatsPaused(false));
    let mut frames = 0;
    while t.game().turn == 1 {
        t.update();
        frames += 1;
        assert!(frames < 10, "the computer never took");
    }
    assert!(
        frames >= 3,
        "acted {frames} frames after the pause, within its pace"
    );
}

#[test]
fn computers_at_a_pace_leave_it_between_their_actions() {
    let mut app = watched(headless_app::<Pile>());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        100,
    )))
    .insert_resource(SeatPace(0.25))
    .insert_resource(Seats::<Pile>::new(&[Some(()), Some(())], 5));
    let mut t = Harness::start(app, Pile::new(9, 2));
    t.run_until_over(100);
    let acted: Vec<usize> = t
        .app
        .world()
        .resource::<Seen>()
        .frames
        .iter()
        .enumerate()
        .filter(|(_, (events, _))| !events.is_empty())
        .map(|(frame, _)| frame)
        .collect();
    assert!(acted.len() >= 3, "{acted:?}");
    // 0.25 s at 0.1 s a frame: three frames of waiting, then the action.
    assert!(acted.windows(2).all(|w| w[1] - w[0] >= 3), "{acted:?}");
}

#[test]
fn a_frozen_table_takes_no_intent_and_its_computers_never_act() {
    let mut app = headless_app::<Pile>();
    app.insert_resource(Seats::<Pile>::new(&[Some(()), Some(())], 1))
        .insert_resource(TableFrozen);
    let mut t = Harness::start(app, Pile::new(21, 2));
    t.app
        .world_mut()
        .write_message(Intent::<Pile>::new(0, Take(1)));
    for _ in 0..20 {
        t.update();
    }
    assert_eq!(t.game().left, 21, "nothing was taken while frozen");
    // Thawed, the computers play the game out.
    t.app.world_mut().remove_resource::<TableFrozen>();
    let ran = t.run_until_over(100);
    assert!(t.game().winner.is_some(), "{:?}", ran.events);
}
