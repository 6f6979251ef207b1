//! Small games for unit tests: fixed hands, a box of E cards, and the steps of a turn driven
//! through the engine's own actions.

use super::cards::{CardId, Choice};
use super::groups::{Placed, Word};
use super::setup::{FixedDeal, Seat, Setup, new_game};
use super::{Action, Content, Game, Phase, PlayerAction};

/// A game of `names.len()` seats with these hands (card notation, a card a letter), seat 0 to
/// start, E cards in the box and a far finish line.
pub fn fixed(names: &[&str], hands: &[&str]) -> Game {
    let letters: Vec<Vec<String>> = hands
        .iter()
        .map(|h| h.chars().map(|c| c.to_string()).collect())
        .collect();
    fixed_cards(names, &letters)
}

/// Like [`fixed`], with hands in card notation a card an entry (`"Immunity"`, `"R-1"`).
pub fn fixed_cards(names: &[&str], hands: &[Vec<String>]) -> Game {
    let setup = Setup {
        seed: 7,
        players: names
            .iter()
            .map(|n| Seat {
                name: n.to_string(),
                ..Default::default()
            })
            .collect(),
        finish_line: Some(1000),
        deal: Some(FixedDeal {
            hands: hands.to_vec(),
            box_top_first: vec!["E".to_string(); 40],
            start: 0,
        }),
        ..Default::default()
    };
    new_game(&setup, &Content::standard()).expect("a game").0
}

/// Applies an action the engine must accept.
pub fn act(game: &mut Game, player: usize, action: Action) {
    game.apply(&PlayerAction { player, action })
        .expect("the engine accepts it");
}

/// The current player draws and reads their first unread card: the others are to answer.
pub fn reach_answer(game: &mut Game) {
    let me = game.current;
    act(game, me, Action::Draw);
    let card = game.unread_questions(me)[0];
    act(game, me, Action::Read { card });
    assert_eq!(game.phase, Phase::Answer);
}

/// The current player draws, reads, and everyone answers A: their build step.
pub fn reach_build(game: &mut Game) {
    reach_answer(game);
    for p in 0..game.players.len() {
        if game.question.as_ref().is_some_and(|q| q.answering[p]) {
            act(game, p, Action::Answer { choice: Choice::A });
        }
    }
    assert_eq!(game.phase, Phase::Build);
}

/// A word of plain one-point cards spelling `text` (cards numbered from 0), for layout tests.
pub fn plain_word(text: &str) -> Word {
    Word {
        cards: text
            .chars()
            .enumerate()
            .map(|(i, letter)| Placed {
                card: CardId(i as u16),
                letter,
                value: 1,
            })
            .collect(),
    }
}
