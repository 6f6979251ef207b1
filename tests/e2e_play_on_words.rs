//! The Play On Words table as a player uses it, in a real window under Xvfb: Ana (a person)
//! against Hal (an Easy computer seat). With the mouse only, Ana clicks the draw pile to take
//! a card, then drags the first card of her fan onto the second discard pile to end her turn;
//! Hal plays his turn. Every step waits for the autosave to show the game got there (bounded,
//! generous waits), and the engine's state read back must hold her card on that pile.

#![cfg(feature = "gui")]

mod common;

use common::WAIT_FOR;

use std::path::Path;

use wordtable::games::play_on_words::save::PlayOnWordsSave;
use wordtable::session::GameSave;

#[test]
fn take_a_card_by_click_and_discard_by_dragging_onto_a_pile() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-play-on-words");
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/e2e-play-on-words.ron");
    // The card Ana drags: the first of her hand as dealt, sorted by colour (a card drawn joins
    // the fan at the right end).
    let Some(save) = GameSave::load(&scenario)
        .unwrap()
        .get::<PlayOnWordsSave>()
        .cloned()
    else {
        panic!("the scenario is a Play On Words game")
    };
    let mut hand = save.new_game(&save.lexicon().unwrap()).seats[0]
        .hand
        .clone();
    wordtable::games::play_on_words::table::sort_by_colour(&mut hand);
    let first = hand[0].to_string();
    // At 1280x800: the draw pile at (1016, 302), the second discard pile at (1233, 302), the
    // fan's first card (of twelve) at (56, 734).
    let steps = format!(
        r#"{WAIT_FOR}
until_saved '(seat: 0, action: "draw stock")' "mousemove 1016 302 click 1"
until_saved '(seat: 0, action: "discard' "mousemove 56 734 mousedown 1 sleep 0.3 mousemove 120 700 sleep 0.3 mousemove 600 500 sleep 0.3 mousemove 1233 302 sleep 0.4 mouseup 1"
until_saved '(seat: 1, action: "draw'
until_state 'Draw {{ seat: 0 }}\|RoundOver'
sleep 1
"#
    );
    let log = common::drive_window(&dir, &steps, &scenario, (1280, 800));
    let state = common::replay_autosave(&dir, &log);
    assert!(!log.contains("never saw"), "{log}");
    let saved = std::fs::read_to_string(dir.join("autosave.ron")).unwrap();
    assert!(
        saved.contains(&format!("(seat: 0, action: \"discard {first} pile 2\")")),
        "Ana's first card {first} was not discarded onto pile 2: {saved}\n{log}"
    );
    let pile = state["discards"][1]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(pile.split(' ').any(|c| c == first), "{state}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// From challenge 5 a player may announce two cards: Ana ticks "Take two cards this turn",
/// then clicks the draw pile and the first discard pile; the save holds one action taking
/// both, and her hand holds thirteen cards.
#[test]
fn take_two_cards_announced_from_two_piles() {
    if !common::window_tools(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-play-on-words-two");
    // One round on challenge 6 (two words of 4 letters or more).
    let scenario =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/e2e-play-on-words-two.ron");
    // At 1280x800: the checkbox under the prompt at (990, 434), the draw pile at (1016, 302),
    // the first discard pile at (1124, 302).
    let steps = format!(
        r#"{WAIT_FOR}
until_saved '(seat: 0, action: "draw two' "mousemove 990 434 click 1" "mousemove 1016 302 click 1" "mousemove 1124 302 click 1"
sleep 1
"#
    );
    let log = common::drive_window(&dir, &steps, &scenario, (1280, 800));
    let state = common::replay_autosave(&dir, &log);
    assert!(!log.contains("never saw"), "{log}");
    let saved = std::fs::read_to_string(dir.join("autosave.ron")).unwrap();
    assert!(
        saved.contains("(seat: 0, action: \"draw two stock pile 1\")"),
        "{saved}\n{log}"
    );
    let hand = state["players"][0]["hand"].as_str().unwrap_or_default();
    assert_eq!(hand.split_whitespace().count(), 13, "{state}");
    let _ = std::fs::remove_dir_all(&dir);
}
