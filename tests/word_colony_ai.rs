//! Computer players: the play finder finds what a person would, every play it proposes is
//! accepted by the engine and scores what the finder said, and seats decide in every phase.

mod common;

use common::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use wordtable::games::word_colony::actions::{Action, Outcome, PlayerAction};
use wordtable::games::word_colony::ai::selfplay::play_game;
use wordtable::games::word_colony::ai::{ComputerSeat, Level, PlayKind, find_plays};
use wordtable::games::word_colony::setup::GameLength;
use wordtable::games::word_colony::{Content, Game, Phase};

fn words_of(plays: &[wordtable::games::word_colony::ai::Play]) -> Vec<String> {
    plays
        .iter()
        .filter_map(|p| match &p.action {
            Action::Build { word, .. }
            | Action::Expand { word, .. }
            | Action::Colony { word, .. } => Some(word.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn finds_flowers_from_flow() {
    let t = ben_after_at(&[cards("FLOWX"), cards("ERSAT")], "FLOW");
    let plays = find_plays(t.game(), 1);
    let flowers = plays
        .iter()
        .find(|p| matches!(&p.action, Action::Expand { word, .. } if word.to_string() == "FLOWERS"))
        .expect("FLOWERS is found");
    assert_eq!(flowers.kind, PlayKind::Expansion);
    assert_eq!(flowers.gain, 3);
    assert!(!flowers.conquers, "3 does not out-score FLOW's 6");
}

#[test]
fn finds_the_conquest_of_win_by_emaker() {
    let t = ben_after_at(&[cards("WINXX"), cards("EMAKERAT")], "WIN");
    let plays = find_plays(t.game(), 1);
    let p = plays
        .iter()
        .find(
            |p| matches!(&p.action, Action::Expand { word, .. } if word.to_string() == "WINEMAKER"),
        )
        .expect("WINEMAKER is found");
    assert!(p.conquers);
    assert_eq!((p.gain, p.taken), (13, 4));
    // A Normal seat takes it: it is the best immediate score.
    let mut seat = ComputerSeat::new(1, Level::Normal, 1);
    let act = seat.decide(t.game()).unwrap();
    assert!(
        matches!(act.action, Action::Expand { ref word, .. } if word.to_string() == "WINEMAKER"),
        "{act:?}"
    );
}

#[test]
fn finds_colony_words_and_the_supercolony() {
    let mut t = fixed(&[cards("WINAPKINEXTRYANK"), cards("ATZ")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    for (on, w) in [("WIN", "NAPKIN"), ("NAPKIN", "NEXT"), ("NEXT", "TRY")] {
        colony(&mut t, 0, on, w);
    }
    let plays = find_plays(t.game(), 0);
    let yank = plays
        .iter()
        .find(|p| matches!(&p.action, Action::Colony { word, .. } if word.to_string() == "YANK"))
        .expect("YANK on TRY");
    assert_eq!(yank.gain, 5 + 5, "letters and the Supercolony bonus");
    assert!(
        words_of(&plays).iter().all(|w| w != "NAPKIN"),
        "no repeated colony word"
    );
}

/// Applies every proposed play to a copy of the game: each must be accepted and score what
/// the finder said.
fn check_plays(game: &Game, player: usize, rng: &mut ChaCha8Rng) -> usize {
    let plays = find_plays(game, player);
    let sample: Vec<_> = if plays.len() > 25 {
        plays.choose_multiple(rng, 25).cloned().collect()
    } else {
        plays
    };
    for p in &sample {
        let mut copy = game.clone();
        let before = copy.players[player].score;
        let out = copy
            .apply(&PlayerAction {
                player,
                action: p.action.clone(),
            })
            .unwrap_or_else(|r| panic!("proposed {:?} was refused: {r}", p.action));
        let got: i32 = out
            .iter()
            .filter_map(|o| match o {
                Outcome::Scored(e) if e.player == player => Some(e.delta),
                _ => None,
            })
            .sum();
        if before + p.gain >= 0 {
            assert_eq!(got, p.gain, "{:?}", p.action);
        }
    }
    sample.len()
}

#[test]
fn every_proposed_play_is_legal_over_many_positions() {
    let content = Content::standard();
    let mut positions = 0;
    let mut checked = 0;
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for seed in 0..30u64 {
        let levels = [Level::Normal, Level::Easy, Level::Hard];
        let setup = wordtable::games::word_colony::setup::Setup {
            seed,
            players: levels
                .iter()
                .map(|l| wordtable::games::word_colony::setup::Seat {
                    name: l.name().into(),
                    team: None,
                    computer: None,
                    colour: None,
                })
                .collect(),
            length: GameLength::Master,
            house: wordtable::games::word_colony::state::HouseRules {
                strict_announce: seed % 2 == 0,
                reshuffle_discards: seed % 3 == 0,
            },
            ..Default::default()
        };
        let (mut game, _) = wordtable::games::word_colony::new_game(&setup, &content).unwrap();
        let mut seats: Vec<ComputerSeat> = levels
            .iter()
            .enumerate()
            .map(|(i, &l)| ComputerSeat::new(i, l, seed))
            .collect();
        let mut steps = 0;
        while game.result.is_none() && steps < 3000 {
            steps += 1;
            if game.phase == Phase::Build {
                positions += 1;
                checked += check_plays(&game, game.current, &mut rng);
            }
            let act = seats
                .iter_mut()
                .find_map(|s| s.decide(&game))
                .expect("someone acts");
            game.apply(&act)
                .unwrap_or_else(|r| panic!("seat proposed {act:?}: {r}"));
        }
        assert!(game.result.is_some(), "game {seed} finished");
    }
    eprintln!("{positions} positions, {checked} plays checked");
    assert!(positions > 2000, "{positions} positions");
    assert!(checked > 20_000, "{checked} plays");
}

#[test]
fn self_play_is_deterministic_and_clean() {
    let content = Content::standard();
    let levels = [Level::Hard, Level::Normal, Level::Easy];
    let (a, ra) = play_game(&levels, 77, GameLength::Quick, &content);
    let (b, rb) = play_game(&levels, 77, GameLength::Quick, &content);
    assert_eq!(ra.scores, rb.scores);
    assert_eq!(ra.winners, rb.winners);
    assert_eq!(a.table, b.table);
    assert_eq!(
        ra.refused, 0,
        "computer seats never propose an illegal action"
    );
    assert!(!ra.stopped);
}

#[test]
fn stronger_levels_win_more() {
    use wordtable::games::word_colony::ai::selfplay::run;
    let content = Content::standard();
    for (strong, weak) in [(Level::Hard, Level::Normal), (Level::Normal, Level::Easy)] {
        let s = run(&[strong, weak], 200, 5, GameLength::Quick, &content);
        let rate = s.wins[0] / s.games as f64;
        assert!(
            rate > 0.6,
            "{strong:?} won {rate:.2} of games against {weak:?}"
        );
        assert_eq!(s.refused, 0);
        assert_eq!(s.stopped, 0);
    }
}
