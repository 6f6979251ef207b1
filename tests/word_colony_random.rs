//! Property test: thousands of seeded random games of random legal and illegal actions. After
//! every action: no card is created or lost, each score is the sum of its score events and
//! never negative, a refused action changes nothing, and nothing panics.

use std::sync::Arc;

use rand::prelude::*;
use rand_chacha::ChaCha8Rng;
use wordtable::games::word_colony::actions::{Action, PlayerAction};
use wordtable::games::word_colony::cards::{Choice, Face, Special};
use wordtable::games::word_colony::notation::{Spelling, Target, Tile, TileKind};
use wordtable::games::word_colony::setup::{Seat, Setup};
use wordtable::games::word_colony::{Content, Game, Phase, new_game};
use wordtable::words::{LetterBag, Lexicon, find_words};

/// A small dictionary so random hands find words often (and the test stays fast).
const WORDS: &str = "at ta an na in it is si on no so to do go we me he be by my of or us up as \
    am ad ax ox ex re ye yo id if ant tan nat tin nit sit its tis ion son not ton dot ten net \
    set tea eat ate sat sea era ear are rat tar art star rats tars sate seat east eats teas \
    rate tear tare rent tern nest sent tens toes nose ones note tone stone notes tones onset \
    wine win wins twin twine flow flows flower flowers low owl fowl wolf now own town nap \
    napkin kin kit kite kites next text try yank yanks ran ray rays yarn earn near oxen xenon \
    dear read dare red rod doe ode nod don end den send tend dent edit tide diet tried tired \
    rid rind grind ring rings grin grins sing sign sting tongs song gone nog log logs slog \
    quiz zest jab jar jars jet jets kid kids ski skit ask oak oaks joke jokes vex vet vets";

fn small_content() -> Content {
    let mut c = Content::standard();
    c.lexicon = Arc::new(Lexicon::from_words(WORDS.split_whitespace()));
    c
}

fn hand_bag(g: &Game, p: usize) -> (LetterBag, String) {
    let mut bag = LetterBag::new();
    for &c in &g.players[p].hand {
        if let Face::Letter { letter, .. } = g.face(c) {
            bag.add(letter.to_ascii_lowercase() as u8);
        }
    }
    (bag, String::new())
}

fn pick_word(g: &Game, p: usize, prefix: &str, rng: &mut ChaCha8Rng) -> Option<String> {
    let (bag, _) = hand_bag(g, p);
    let found = find_words(&g.lexicon, &bag, prefix);
    if found.is_empty() {
        return None;
    }
    Some(
        found
            .get(rng.random_range(0..found.len()))
            .word
            .to_ascii_uppercase(),
    )
}

fn random_letters(rng: &mut ChaCha8Rng) -> Spelling {
    let n = rng.random_range(1..6);
    (0..n)
        .map(|_| {
            let letter = (b'A' + rng.random_range(0..26u8)) as char;
            let kind = if rng.random_bool(0.1) {
                TileKind::Black
            } else {
                TileKind::Letter
            };
            Tile { letter, kind }
        })
        .collect()
}

fn random_target(g: &Game, rng: &mut ChaCha8Rng) -> Target {
    match g.table.groups.choose(rng) {
        Some(grp) if rng.random_bool(0.8) => Target::Word(grp.last().text()),
        Some(grp) => Target::Group(grp.id),
        None => Target::Word("WIN".into()),
    }
}

fn any_card(g: &Game, p: usize) -> wordtable::games::word_colony::cards::CardId {
    g.players[p]
        .hand
        .first()
        .copied()
        .unwrap_or(wordtable::games::word_colony::cards::CardId(0))
}

fn random_action(g: &Game, rng: &mut ChaCha8Rng) -> PlayerAction {
    let n = g.players.len();
    let cur = g.current;
    // Now and then, anything from anyone.
    if rng.random_bool(0.05) {
        let player = rng.random_range(0..n);
        let action = match rng.random_range(0..6) {
            0 => Action::Draw,
            1 => Action::Pass,
            2 => Action::Answer {
                choice: *Choice::ALL.choose(rng).unwrap(),
            },
            3 => Action::Build {
                word: random_letters(rng),
                cards: vec![],
            },
            4 => Action::Read {
                card: wordtable::games::word_colony::cards::CardId(rng.random_range(0..230)),
            },
            _ => Action::Decolonize {
                target: random_target(g, rng),
            },
        };
        return PlayerAction { player, action };
    }
    if rng.random_bool(0.002) {
        return PlayerAction {
            player: rng.random_range(0..n),
            action: Action::EndByAgreement,
        };
    }
    let action = match g.phase {
        Phase::Draw | Phase::Over => Action::Draw,
        Phase::Question => {
            let card = *g.players[cur]
                .hand
                .choose(rng)
                .expect("a hand after drawing");
            Action::Read { card }
        }
        Phase::Answer => {
            let q = g.question.as_ref().unwrap();
            let waiting: Vec<usize> = (0..n).filter(|&p| q.answering[p] && !q.done(p)).collect();
            let player = if rng.random_bool(0.9) {
                *waiting.choose(rng).unwrap()
            } else {
                rng.random_range(0..n)
            };
            // Now and then a player's countdown ends before they answer.
            let action = if rng.random_bool(0.1) {
                Action::TimeUp
            } else {
                Action::Answer {
                    choice: *Choice::ALL.choose(rng).unwrap(),
                }
            };
            return PlayerAction { player, action };
        }
        Phase::Build => {
            let special = |kind: Special| {
                g.players[cur]
                    .hand
                    .iter()
                    .copied()
                    .find(|&c| g.face(c) == Face::Special(kind))
            };
            match rng.random_range(0..12) {
                0..=2 => match pick_word(g, cur, "", rng) {
                    Some(word) => Action::Build {
                        word: word.parse().unwrap(),
                        cards: vec![],
                    },
                    None => Action::Pass,
                },
                3 | 4 => {
                    let target = random_target(g, rng);
                    let prefix = target.to_string().to_ascii_lowercase();
                    match pick_word(g, cur, &prefix, rng) {
                        Some(word) => Action::Expand {
                            target,
                            word: word.parse().unwrap(),
                            cards: vec![],
                        },
                        None => Action::Expand {
                            target,
                            word: random_letters(rng),
                            cards: vec![],
                        },
                    }
                }
                5 | 6 => {
                    let target = random_target(g, rng);
                    let first = target
                        .to_string()
                        .chars()
                        .last()
                        .unwrap_or('W')
                        .to_ascii_lowercase()
                        .to_string();
                    match pick_word(g, cur, &first, rng) {
                        Some(word) => Action::Colony {
                            target,
                            word: word.parse().unwrap(),
                            cards: vec![],
                        },
                        None => Action::Colony {
                            target,
                            word: random_letters(rng),
                            cards: vec![],
                        },
                    }
                }
                7 => Action::Build {
                    word: random_letters(rng),
                    cards: vec![],
                },
                8 => match rng.random_range(0..4) {
                    0 => Action::Decolonize {
                        target: random_target(g, rng),
                    },
                    1 => Action::Immunity {
                        card: special(Special::Immunity).unwrap_or(any_card(g, cur)),
                        target: random_target(g, rng),
                    },
                    2 => Action::FistBump {
                        card: special(Special::FistBump).unwrap_or(any_card(g, cur)),
                        with: rng.random_range(0..n),
                    },
                    _ => Action::Conquest {
                        card: special(Special::Conquest).unwrap_or(any_card(g, cur)),
                        target: random_target(g, rng),
                    },
                },
                9 => match special(Special::MagicWord) {
                    Some(_) => Action::Build {
                        word: format!("*{}T", (b'A' + rng.random_range(0..26u8)) as char)
                            .parse()
                            .unwrap(),
                        cards: vec![],
                    },
                    None => Action::ClaimSupercolony {
                        target: random_target(g, rng),
                    },
                },
                _ => Action::Pass,
            }
        }
    };
    PlayerAction {
        player: cur,
        action,
    }
}

fn check_invariants(g: &Game, context: &str) {
    let mut all: Vec<u16> = g.all_card_locations().iter().map(|c| c.0).collect();
    all.sort_unstable();
    let expected: Vec<u16> = (0..g.cards.len() as u16).collect();
    assert_eq!(all, expected, "cards created or lost after {context}");
    for (p, player) in g.players.iter().enumerate() {
        let logged: i32 = g
            .score_log
            .iter()
            .filter(|e| e.player == p)
            .map(|e| e.delta)
            .sum();
        assert_eq!(
            player.score, logged,
            "score of {p} vs its events after {context}"
        );
        assert!(player.score >= 0, "negative score after {context}");
    }
}

type Snapshot = (
    Phase,
    usize,
    u32,
    Vec<wordtable::games::word_colony::state::PlayerState>,
    wordtable::games::word_colony::groups::Table,
    usize,
    usize,
    usize,
);

fn snapshot(g: &Game) -> Snapshot {
    (
        g.phase,
        g.current,
        g.turn,
        g.players.clone(),
        g.table.clone(),
        g.box_cards.len(),
        g.discard.len(),
        g.score_log.len(),
    )
}

#[test]
fn random_games_keep_every_invariant() {
    let content = small_content();
    let games = 2000;
    let (mut accepted, mut refused, mut finished) = (0usize, 0usize, 0usize);
    for seed in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let n = rng.random_range(2..=6);
        let setup = Setup {
            seed,
            players: (0..n)
                .map(|i| Seat {
                    name: format!("P{i}"),
                    team: if n >= 4 && seed % 3 == 0 {
                        Some((i % 2) as u8)
                    } else {
                        None
                    },
                    ..Default::default()
                })
                .collect(),
            finish_line: Some(rng.random_range(15..60)),
            house: wordtable::games::word_colony::state::HouseRules {
                strict_announce: rng.random_bool(0.3),
                reshuffle_discards: rng.random_bool(0.3),
            },
            ..Default::default()
        };
        let (mut game, _) = new_game(&setup, &content).unwrap();
        check_invariants(&game, "setup");
        for step in 0..400 {
            if game.result.is_some() {
                finished += 1;
                break;
            }
            let act = random_action(&game, &mut rng);
            let before = snapshot(&game);
            let context = format!("game {seed} step {step}: {act:?}");
            match game.apply(&act) {
                Ok(_) => accepted += 1,
                Err(_) => {
                    refused += 1;
                    assert!(
                        snapshot(&game) == before,
                        "a refused action changed the game: {context}"
                    );
                }
            }
            check_invariants(&game, &context);
        }
    }
    eprintln!("{games} games: {accepted} actions accepted, {refused} refused, {finished} finished");
    assert!(
        accepted > games as usize * 50,
        "the games mostly move forward"
    );
    assert!(refused > games as usize, "illegal actions were tried");
    assert!(finished > games as usize / 4, "many games reach an end");
}
