//! Every game's actions and refusals serialize (the phones send intents as JSON and get
//! refusals back): each action of whole self-played games goes to JSON and back unchanged, and
//! so does a refusal of each game.

use serde::{Serialize, de::DeserializeOwned};
use wordtable::engine::TurnGame;
use wordtable::games::colonization::save::self_play as colonization_self_play;
use wordtable::games::color_words::material::GridName;
use wordtable::games::color_words::players::Level as ColorLevel;
use wordtable::games::color_words::save::self_play as color_self_play;
use wordtable::games::crossword::ai::Strength;
use wordtable::games::crossword::game::Game as CrosswordGame;
use wordtable::games::crossword::plugin::Crossword;
use wordtable::games::crossword::rules::RulesKind;
use wordtable::games::play_on_words::players::Level as PowLevel;
use wordtable::games::play_on_words::save::self_play as pow_self_play;

mod common;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let json = serde_json::to_string(value).expect("serializes");
    let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
    assert_eq!(&back, value, "{json}");
}

#[test]
fn colonization_play_on_words_and_color_words_actions_and_refusals_go_to_json_and_back() {
    let (save, game) = colonization_self_play(2, 3, 60);
    assert!(save.actions.len() > 30);
    save.actions.iter().for_each(|a| round_trip(&a.action));
    let mut game = game;
    let refused = game
        .apply(9, &wordtable::games::colonization::Action::Pass)
        .unwrap_err();
    round_trip(&refused);

    let (save, game) = pow_self_play(3, &[PowLevel::Normal, PowLevel::Hard], 3, 80);
    assert!(save.actions.len() > 10, "{}", save.actions.len());
    save.actions.iter().for_each(|a| round_trip(&a.action));
    let mut game = game;
    let refused = game
        .apply(7, &wordtable::games::play_on_words::Action::NextRound)
        .unwrap_err();
    round_trip(&refused);

    let (save, game) = color_self_play(2, GridName::B, &[ColorLevel::Normal, ColorLevel::Easy], 40);
    assert!(save.actions.len() > 10);
    save.actions.iter().for_each(|a| round_trip(&a.action));
    let mut game = game;
    let refused = game
        .apply(5, &wordtable::games::color_words::Action::Pass)
        .unwrap_err();
    round_trip(&refused);
}

#[test]
fn crossword_and_word_colony_actions_and_refusals_go_to_json_and_back() {
    let lexicon = common::english_sample(3, 8, &[]);
    let game = CrosswordGame::new(RulesKind::Classic.rules(), lexicon, &["Ana", "Ben"], 3);
    let mut table = Crossword::new(game);
    let mut computers: Vec<_> = (0..2)
        .map(|s| Crossword::computer(s, Strength::Hard, s as u64))
        .collect();
    for _ in 0..12 {
        let Some(&seat) = table.acting().first() else {
            break;
        };
        let Some(action) = table.choose(seat, &mut computers[seat]) else {
            break;
        };
        round_trip(&action);
        table.apply(seat, &action).unwrap();
    }
    let seat = table.acting().first().copied().unwrap_or(0);
    let refused = table
        .apply(1 - seat, &wordtable::games::crossword::game::Action::Pass)
        .unwrap_err();
    round_trip(&refused);
    let bad = wordtable::games::crossword::save::parse_action("8D QQQQ").unwrap();
    if let Err(refused) = table.apply(seat, &bad) {
        round_trip(&refused);
    }

    let mut t = common::fixed(&[common::cards("FLOW"), common::cards("WIN")]);
    let refused = t
        .act(1, wordtable::games::word_colony::Action::Draw)
        .unwrap_err();
    round_trip(&refused);
    round_trip(&wordtable::games::word_colony::Action::Draw);
}
