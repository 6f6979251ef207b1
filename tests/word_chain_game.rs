//! A sixth game, Word Chain (`tests/word_chain/`), registered by one line, goes the whole way a
//! shipped game goes: the registry lists it after the built-in games, the title holds it and
//! its How to play passes the shared page checks, its catalogue speaks three languages, its
//! computer seat plays through the engine, its save is written and read back through the
//! registry, replayed to JSON, and offered by Continue (not once finished; cut before a refused
//! move). Nothing outside its folder and this file was edited to add it.

mod common;
mod word_chain;

use word_chain::{ChainSave, Move, NoSay, WordChain};
use wordtable::engine::Seats;
use wordtable::engine::harness::Harness;
use wordtable::engine::saved_game::{GameSave, LoadError, ReplayFailure, SaveCheck};
use wordtable::games::saves::{check_continue, keep_aside_before_open, known_names};
use wordtable::i18n::Lang;

/// The one line that adds the game (idempotent: every test calls it).
fn registered() {
    wordtable::games::register(&word_chain::ENTRY);
}

/// A whole game of two computer seats through the engine.
fn played() -> WordChain {
    let game = WordChain::new(&["Ana", "Ben"]);
    let seats: Seats<WordChain> = Seats::new(&[Some(()), Some(())], 1);
    let mut h = Harness::with_seats(game, seats);
    let ran = h.run_until_over(1_000);
    assert!(ran.refusals.is_empty(), "{:?}", ran.refusals);
    h.game().clone()
}

#[test]
fn the_registry_lists_it_after_the_built_in_games_in_three_languages() {
    registered();
    let infos = wordtable::games::infos();
    assert_eq!(infos.len(), wordtable::games::BUILT_IN.len() + 1);
    assert_eq!(infos.last().unwrap().id, "word_chain");
    assert_eq!(
        wordtable::games::find("word_chain"),
        Some(word_chain::ENTRY.info)
    );
    assert!(known_names().contains(&"word_chain"));
    let name = |lang| wordtable::i18n::text_in(lang, "game-word-chain", None);
    assert_eq!(name(Lang::En), "Word Chain");
    assert_eq!(name(Lang::Fr), "Chaîne de mots");
    assert_eq!(name(Lang::Ro), "Lanțul de cuvinte");
    // A built-in key keeps its built-in text.
    assert_eq!(
        wordtable::i18n::text_in(Lang::En, "game-word-colony", None),
        "Word Colony"
    );
}

#[cfg(feature = "gui")]
#[test]
fn the_title_holds_it_and_its_pages_pass_the_shared_checks() {
    registered();
    let infos = wordtable::games::infos();
    wordtable::games::page_checks::check_title(&infos);
    wordtable::games::page_checks::check_how_to_play(&word_chain::ENTRY.info);
}

#[test]
fn its_computer_seat_plays_a_whole_game_and_the_rules_refuse_what_they_should() {
    let game = played();
    assert!(game.said.len() >= 3, "{:?}", game.said);
    for pair in game.said.windows(2) {
        assert_eq!(pair[1].chars().next(), pair[0].chars().last(), "{pair:?}");
    }
    let mut fresh = WordChain::new(&["Ana", "Ben"]);
    fresh.apply(0, &Move::Say("apple".into())).unwrap();
    let before = fresh.clone();
    assert_eq!(
        fresh.apply(1, &Move::Say("river".into())),
        Err(NoSay::WrongStart { letter: 'e' })
    );
    assert_eq!(
        fresh.apply(0, &Move::Say("eagle".into())),
        Err(NoSay::NotYourTurn { current: 1 })
    );
    assert_eq!(fresh, before, "a refused move changes nothing");
}

use wordtable::engine::TurnGame;

#[test]
fn its_save_goes_through_the_registry_and_replays_to_json() {
    registered();
    let game = played();
    let save = GameSave::new(game.save.clone());
    let text = save.to_ron();
    assert!(text.contains("game: \"word_chain\""), "{text}");
    let back = GameSave::parse(&text).expect("read back by the registry");
    assert_eq!(back, save);
    assert_eq!(back.get::<ChainSave>(), Some(&game.save));
    let state = back.state_json().unwrap();
    assert_eq!(state["said"].as_array().unwrap().len(), game.said.len());
    // A refused move is a replay that stops, naming the move.
    let mut bad = game.save.clone();
    bad.actions.insert(
        0,
        wordtable::engine::SavedAction {
            seat: 1,
            action: Move::Pass,
        },
    );
    assert!(matches!(
        GameSave::new(bad).state_json(),
        Err(ReplayFailure::Refused(m)) if m.starts_with("action 0")
    ));
    // Damaged: the reason with its line.
    let broken = text.replace("\"say ", "\"sing ");
    assert!(matches!(
        GameSave::parse(&broken),
        Err(LoadError::Format(_))
    ));
}

#[test]
fn its_save_says_what_the_history_keeps() {
    let mut save = ChainSave::new(word_chain::ChainSetup {
        players: vec!["Ana".into(), "Ben".into()],
    });
    for (seat, m) in [
        (0, Move::Say("apple".into())),
        (1, Move::Say("eagle".into())),
        (0, Move::Say("egg".into())),
        (1, Move::Pass),
        (0, Move::Pass),
    ] {
        save.record(seat, &m);
    }
    let played = GameSave::new(save).played().unwrap();
    assert_eq!(
        (played.variant.as_str(), played.language.as_str()),
        ("word_chain", "en")
    );
    assert!(played.finished);
    let seats: Vec<_> = played
        .seats
        .iter()
        .map(|s| (s.name.as_str(), s.computer.is_none(), s.score, s.winner))
        .collect();
    assert_eq!(seats, [("Ana", true, 8, true), ("Ben", true, 5, false)]);
    let words: Vec<_> = played
        .words
        .iter()
        .map(|w| (w.seat, w.word.as_str(), w.points))
        .collect();
    // A word scores its length.
    assert_eq!(words, [(0, "APPLE", 5), (1, "EAGLE", 5), (0, "EGG", 3)]);
}

#[test]
fn continue_offers_it_until_it_ends_and_cuts_it_before_a_refused_move() {
    registered();
    let dir = common::scratch_dir("word-chain-continue");
    let path = dir.join("autosave.ron");
    let game = played();
    let mut unfinished = game.save.clone();
    unfinished.actions.truncate(3);
    GameSave::new(unfinished.clone()).store(&path).unwrap();
    let found = check_continue(&path);
    assert_eq!(found.problem, None);
    let offered = found.save.expect("offered");
    assert_eq!(offered.get::<ChainSave>(), Some(&unfinished));
    assert_eq!(
        wordtable::i18n::with_language(Lang::En, || offered.describe()),
        "Word Chain with Ana, Ben: 3 moves"
    );
    // Opening another file keeps it aside, since it is unfinished.
    let kept = keep_aside_before_open(&path).expect("kept");
    assert!(kept.ends_with("autosave.before-open-1.ron"));
    // Finished: not offered.
    GameSave::new(game.save.clone()).store(&path).unwrap();
    let found = check_continue(&path);
    assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
    assert_eq!(
        GameSave::new(game.save.clone()).check(),
        SaveCheck::Finished
    );
    // A refused move: the game before it is offered, the file kept whole.
    let mut refused = unfinished.clone();
    refused.record(0, &Move::Say("zebra".into()));
    GameSave::new(refused).store(&path).unwrap();
    let found = check_continue(&path);
    assert_eq!(
        found.save.as_ref().and_then(|s| s.get::<ChainSave>()),
        Some(&unfinished)
    );
    assert!(found.problem.expect("said").contains("Action 4"));
    std::fs::remove_dir_all(&dir).unwrap();
}
