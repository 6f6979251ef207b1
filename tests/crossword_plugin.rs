//! The crossword rules as an ECS plugin, headless (MinimalPlugins + StatesPlugin): computer
//! seats play a whole game through messages, the phase state follows the game, every tile is
//! accounted for at the end, and a refused intent comes back with its reason.

mod common;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use wordtable::engine::{Happened, Intent, Refused, Seats};
use wordtable::games::crossword::ai::Strength;
use wordtable::games::crossword::game::{Action, Event, Game, Refusal};
use wordtable::games::crossword::plugin::{Crossword, CrosswordPhase, CrosswordPlugin};
use wordtable::games::crossword::rules::RulesKind;
use wordtable::words::Lexicon;

fn lexicon() -> Lexicon {
    common::english_sample(4, 7, &[])
}

fn app(computers: Vec<Option<Strength>>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, CrosswordPlugin));
    let game = Game::new(RulesKind::Wordgame.rules(), lexicon(), &["Ada", "Bo"], 17);
    app.insert_resource(Crossword::new(game))
        .insert_resource(Seats::<Crossword>::new(&computers, 17));
    app
}

#[derive(Resource, Default)]
struct Seen(Vec<Event>, Vec<Refusal>);

fn collect(
    mut seen: ResMut<Seen>,
    mut h: MessageReader<Happened<Crossword>>,
    mut r: MessageReader<Refused<Crossword>>,
) {
    seen.0.extend(h.read().map(|m| m.0.clone()));
    seen.1.extend(r.read().map(|m| m.reason.clone()));
}

#[test]
fn computer_seats_play_a_whole_game_through_messages() {
    let mut app = app(vec![Some(Strength::Hard), Some(Strength::Normal)]);
    app.init_resource::<Seen>().add_systems(Last, collect);
    for _ in 0..500 {
        app.update();
        if *app.world().resource::<State<CrosswordPhase>>().get() == CrosswordPhase::Over {
            break;
        }
    }
    assert_eq!(
        *app.world().resource::<State<CrosswordPhase>>().get(),
        CrosswordPhase::Over
    );
    let seen = app.world().resource::<Seen>();
    assert!(seen.1.is_empty(), "computer moves refused: {:?}", seen.1);
    assert!(matches!(seen.0.last(), Some(Event::Ended { .. })));
    // Every tile of the bag is in the bag, on a rack or on the board: the game the messages
    // played is whole.
    let game = &app.world().resource::<Crossword>().game;
    let board_tiles = game.board.tile_count();
    let on_racks: usize = game.seats.iter().map(|s| s.rack.len()).sum();
    assert_eq!(
        game.bag.len() + on_racks + board_tiles,
        game.rules.full_bag().len()
    );
    assert!(board_tiles > 30);
}

#[test]
fn a_refused_intent_comes_back_with_its_reason() {
    let mut app = app(vec![None, None]);
    app.init_resource::<Seen>().add_systems(Last, collect);
    // The phase follows the game at the next frame's state transition.
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<CrosswordPhase>>().get(),
        CrosswordPhase::Turn
    );
    app.world_mut()
        .write_message(Intent::<Crossword>::new(1, Action::Pass));
    app.update();
    app.world_mut()
        .write_message(Intent::<Crossword>::new(0, Action::Pass));
    app.update();
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.1, vec![Refusal::NotYourTurn { current: 0 }]);
    assert_eq!(seen.0, vec![Event::Passed { seat: 0 }]);
    assert_eq!(app.world().resource::<Crossword>().game.turn, 1);
}
