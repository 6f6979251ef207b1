//! The Expert crossword computer before the endgame: its choice within a budget of racks is the
//! same on every run of a seed, it is one of the moves Hard ranks highest, it says how far it
//! has got while it thinks and nothing once it is done, and a whole game of Expert against
//! Hard runs to the end through the engine.

use rand::SeedableRng;
use rand::rngs::StdRng;
use wordtable::games::crossword::ai::expert::{Budget, progress};
use wordtable::games::crossword::ai::{Strength, choose, choose_within, static_equity};
use wordtable::games::crossword::game::{Action, Game};
use wordtable::games::crossword::movegen::generate;
use wordtable::games::crossword::rules::RulesKind;
use wordtable::words::Lexicon;

/// A Classic game a few moves in (Hard against Hard), Expert's seat to play.
fn game_in_progress(seed: u64) -> Game {
    let mut game = Game::new(
        RulesKind::Classic.rules(),
        Lexicon::english().clone(),
        &["A", "B"],
        seed,
    );
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..4 {
        let action = choose(&game, Strength::Hard, &mut rng);
        game.apply(game.turn, &action).unwrap();
    }
    game
}

#[test]
fn a_budget_of_racks_gives_the_same_move_on_every_run() {
    for seed in [3, 4] {
        let game = game_in_progress(seed);
        let pick = |n| {
            let mut rng = StdRng::seed_from_u64(99);
            choose_within(&game, Strength::Expert, &mut rng, Budget::racks(n))
        };
        assert_eq!(pick(40), pick(40), "seed {seed}");
        assert_eq!(progress(), None, "no progress once the choice is made");
    }
}

#[test]
fn expert_plays_one_of_the_moves_hard_ranks_highest() {
    for seed in [5, 6, 7] {
        let game = game_in_progress(seed);
        let rack = &game.seats[game.turn].rack;
        let mut moves = Vec::new();
        generate(&game.board, rack, &game.rules, &game.lexicon, &mut moves);
        let mut rng = StdRng::seed_from_u64(1);
        let Action::Place(play) =
            choose_within(&game, Strength::Expert, &mut rng, Budget::racks(30))
        else {
            continue;
        };
        let chosen = moves
            .iter()
            .find(|m| m.to_play() == play)
            .expect("Expert plays a generated move");
        // Expert's candidates are the best dozen by its own leave values; Hard's values differ a
        // little, so the move is near the top of Hard's list rather than exactly in its first 12.
        let better = moves
            .iter()
            .filter(|m| static_equity(&game, rack, m) > static_equity(&game, rack, chosen) + 12.0)
            .count();
        assert!(
            better < 12,
            "seed {seed}: {better} moves far better by Hard's count"
        );
    }
}

#[test]
fn expert_plays_a_whole_game_against_hard_to_the_end() {
    let mut game = Game::new(
        RulesKind::Wordgame.rules(),
        Lexicon::english().clone(),
        &["Expert", "Hard"],
        11,
    );
    let mut rng = StdRng::seed_from_u64(11);
    let mut turns = 0;
    while let Some(seat) = game.to_play() {
        let level = if seat == 0 {
            Strength::Expert
        } else {
            Strength::Hard
        };
        let action = choose_within(&game, level, &mut rng, Budget::racks(8));
        game.apply(seat, &action)
            .unwrap_or_else(|why| panic!("turn {turns}: {action:?} refused: {why}"));
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
    assert!(game.over.is_some());
}
