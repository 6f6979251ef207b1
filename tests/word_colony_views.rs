//! Property test of Word Colony's seat views: over whole games of computer seats, after every
//! action, changing only one seat's private state (a card of its hand swapped with one from
//! the box, its answer to the open question) changes neither any other seat's view nor the
//! spectator's; and a seat's own view does show its hand and its answer.

use wordtable::engine::{SeatView, TurnGame, Viewer, assert_private_to};
use wordtable::games::word_colony::ai::Level;
use wordtable::games::word_colony::cards::Choice;
use wordtable::games::word_colony::plugin::WordColony;
use wordtable::games::word_colony::setup::{GameLength, Seat};
use wordtable::games::word_colony::state::Phase;
use wordtable::games::word_colony::{Content, Setup};

const SEATS: usize = 3;

fn start(seed: u64) -> WordColony {
    let setup = Setup {
        seed,
        players: (0..SEATS)
            .map(|i| Seat {
                name: format!("P{i}"),
                computer: Some(Level::Easy),
                ..Default::default()
            })
            .collect(),
        length: GameLength::Quick,
        ..Default::default()
    };
    WordColony::start(setup, Content::standard()).expect("a playable setup")
}

/// Every way one seat's private state can change without anything public changing.
fn private_changes(wc: &WordColony, seat: usize) -> Vec<WordColony> {
    let mut out = Vec::new();
    let game = &wc.game;
    // A card of the hand swapped with one from the box of another face.
    if let Some(&held) = game.players[seat].hand.first()
        && let Some(j) = game
            .box_cards
            .iter()
            .position(|&b| game.card(b).face != game.card(held).face)
    {
        let mut changed = wc.clone();
        let boxed = changed.game.box_cards[j];
        changed.game.players[seat].hand[0] = boxed;
        changed.game.box_cards[j] = held;
        out.push(changed);
    }
    // Another answer to the open question.
    if game.phase == Phase::Answer
        && let Some(Some(given)) = game
            .question
            .as_ref()
            .and_then(|q| q.answers.get(seat).copied())
    {
        let mut changed = wc.clone();
        let other = if given == Choice::A {
            Choice::B
        } else {
            Choice::A
        };
        changed.game.question.as_mut().unwrap().answers[seat] = Some(other);
        out.push(changed);
    }
    out
}

#[test]
fn no_view_shows_another_seats_hand_or_answer_after_any_action() {
    let mut checked = 0;
    for seed in 0..4 {
        let mut wc = start(seed);
        let mut computers: Vec<_> = (0..SEATS)
            .map(|s| WordColony::computer(s, Level::Easy, seed * 10 + s as u64))
            .collect();
        for _ in 0..400 {
            for seat in 0..SEATS {
                for changed in private_changes(&wc, seat) {
                    assert_private_to(&wc, &changed, seat, SEATS);
                    checked += 1;
                }
            }
            let Some(&seat) = wc.acting().first() else {
                break;
            };
            let Some(action) = wc.choose(seat, &mut computers[seat]) else {
                break;
            };
            wc.apply(seat, &action)
                .expect("a computer seat's action is legal");
        }
    }
    assert!(checked > 500, "{checked} private changes checked");
}

#[test]
fn a_seat_sees_its_own_hand_and_answer_and_the_spectator_sees_no_hand() {
    let mut wc = start(7);
    let mut computers: Vec<_> = (0..SEATS)
        .map(|s| WordColony::computer(s, Level::Easy, s as u64))
        .collect();
    let mut saw_answer = false;
    for _ in 0..200 {
        for seat in 0..SEATS {
            let own = wc.view(Viewer::Seat(seat));
            let hand = own.players[seat].hand.as_ref().expect("its own hand");
            assert_eq!(hand.len(), wc.game.players[seat].hand.len());
            assert!(
                (0..SEATS)
                    .filter(|&o| o != seat)
                    .all(|o| own.players[o].hand.is_none())
            );
            if let Some(q) = &own.question
                && let Some(given) = wc.game.question.as_ref().unwrap().answers[seat]
            {
                assert_eq!(q.own_answer, Some(given));
                saw_answer = true;
            }
        }
        let spectator = wc.view(Viewer::Spectator);
        assert!(spectator.players.iter().all(|p| p.hand.is_none()));
        let text = serde_json::to_string(&spectator).expect("a view serializes");
        assert!(
            !text.contains("\"answer\""),
            "no right answer in a view: {text}"
        );
        let Some(&seat) = wc.acting().first() else {
            break;
        };
        let Some(action) = wc.choose(seat, &mut computers[seat]) else {
            break;
        };
        wc.apply(seat, &action).unwrap();
    }
    assert!(saw_answer, "an answer was seen by its seat");
}

#[test]
fn once_revealed_a_question_shows_its_answer_and_everyones_pick_to_every_viewer() {
    use wordtable::engine::TurnGame;
    use wordtable::games::word_colony::Phase;
    // Play computer seats until a question has been revealed.
    let mut wc = start(3);
    let mut computers: Vec<_> = (0..wc.game.players.len())
        .map(|s| WordColony::computer(s, wordtable::games::word_colony::ai::Level::Easy, 3))
        .collect();
    let mut seen_answer = false;
    for _ in 0..400 {
        let Some(&seat) = wc.acting().first() else {
            break;
        };
        let Some(action) = wc.choose(seat, &mut computers[seat]) else {
            break;
        };
        let before = wc.game.phase;
        wc.apply(seat, &action)
            .expect("computer seats play legal actions");
        if before == Phase::Answer && wc.game.phase != Phase::Answer {
            seen_answer = true;
            break;
        }
    }
    assert!(seen_answer, "a question was revealed");
    let shown = wc.game.last_reveal.clone().expect("the reveal is kept");
    for viewer in (0..wc.game.players.len())
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator))
    {
        let view = wc.view(viewer);
        let reveal = view.last_reveal.expect("every viewer sees the reveal");
        assert_eq!(reveal.correct, shown.correct);
        assert_eq!(reveal.picks, shown.picks);
        assert!(!reveal.text.is_empty());
    }
}
