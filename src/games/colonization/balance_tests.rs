//! Tests of the computer seats' judgement under the table's bar and the over-50 rule: what a
//! seat invents passes the bar every voter hears by, and Hard never gives English a word for
//! nothing. The positions are real games, or a real game's start with the score a later turn
//! would have (the choice reads only the score, the board and the rack).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::crossword::ai::Strength;
use crate::games::crossword::check_play;
use crate::words::{Language, Lexicon};

use super::game::{Game, SCORE_LIMIT};
use super::players::choose;
use super::pronounce::{MAX_INVENTED, Model};
use super::state::{Action, Phase};

/// Names every language through the vote, so seat 0 is to place its first word.
fn named(mut game: Game) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    while !matches!(game.phase(), Phase::Turn { .. }) {
        let seat = game.acting()[0];
        let action = choose(&game, seat, Strength::Normal, &mut rng);
        game.apply(seat, &action).unwrap();
    }
    game
}

/// A game of Hard, Normal and Easy seats, up to where Hard waits at the limit: every word a seat proposes passes the table's
/// bar (at most eight letters, as easy to say as most English words that long; a cross word
/// the dictionary knows may be English), and no Hard word takes it over 50 except one that
/// goes out with the bag empty.
#[test]
fn computer_words_respect_the_bar_and_hard_never_feeds_english() {
    let model = Model::english();
    let levels = [Strength::Hard, Strength::Normal, Strength::Easy];
    let mut game = Game::new(Language::English.lexicon().clone(), &["H", "N", "E"], 4);
    let mut rngs: Vec<ChaCha8Rng> = (0..3).map(ChaCha8Rng::seed_from_u64).collect();
    let (mut placed, mut hard_at_limit) = (0, 0);
    // Until Hard has waited at the limit a few turns (or the game ends): the rest of a game
    // only repeats that, and each turn costs a search.
    for _ in 0..2_000 {
        if game.is_over() || hard_at_limit >= 3 {
            break;
        }
        let seat = game.acting()[0];
        let action = choose(&game, seat, levels[seat], &mut rngs[seat]);
        if let (Phase::Turn { .. }, Action::Place(play)) = (game.phase(), &action) {
            placed += 1;
            let scored = check_play(&game.board, game.rules, play, None).unwrap();
            for w in &scored.words {
                assert!(
                    w.text.len() <= MAX_INVENTED || game.lexicon.contains(&w.text),
                    "{}",
                    w.text
                );
                assert!(
                    model.proposable(&w.text) || game.lexicon.contains(&w.text),
                    "{}",
                    w.text
                );
            }
            let score = game.seats[seat].score;
            if levels[seat] == Strength::Hard && score + scored.score > SCORE_LIMIT {
                let goes_out =
                    game.bag.is_empty() && play.rack_letters().len() == game.seats[seat].rack.len();
                assert!(goes_out, "Hard at {score} placed {} points", scored.score);
            }
        }
        if levels[seat] == Strength::Hard
            && matches!(game.phase(), Phase::Turn { .. })
            && game.seats[seat].score >= SCORE_LIMIT - 5
        {
            hard_at_limit += 1;
        }
        game.apply(seat, &action).unwrap();
    }
    assert!(placed >= 4, "only {placed} words placed");
    // The game reached the limit, so the over-50 check was put to the test.
    assert!(hard_at_limit > 0);
}

/// On an empty board every word of at least four letters scores more than 4 (the centre
/// doubles it): at 46 points, every word Hard could place would take it over 50 and bring
/// English in, so it places none (it gives back tiles or passes), as Normal does; at 20 it
/// places a word that keeps it at 50 or under.
#[test]
fn hard_stops_just_under_the_limit() {
    let game = named(
        Game::with_bag_order(
            Lexicon::from_words(["word"]),
            &["A", "B"],
            1,
            b"UUUUWWFYHHJXCMBLORPEEZVVKGGBNNNNNN",
        )
        .unwrap(),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut at = |score: i32, strength: Strength| {
        let mut g = game.clone();
        g.seats[0].score = score;
        choose(&g, 0, strength, &mut rng)
    };
    for strength in [Strength::Hard, Strength::Normal] {
        let action = at(46, strength);
        assert!(
            matches!(action, Action::Exchange(_) | Action::Pass),
            "{strength:?}: {action:?}"
        );
    }
    let Action::Place(play) = at(20, Strength::Hard) else {
        panic!("Hard at 20 places a word");
    };
    let scored = check_play(&game.board, game.rules, &play, None).unwrap();
    assert!(scored.score > 4 && 20 + scored.score <= SCORE_LIMIT);
}
