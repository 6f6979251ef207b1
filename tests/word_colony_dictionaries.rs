//! Word Colony on the built-in French and Romanian dictionaries: a setup names its dictionary,
//! the table checks words against it (with the table's own word list added), computer seats
//! play it, and saves that name none are English as before.

mod common;

use common::*;
use wordtable::games::word_colony::Content;
use wordtable::games::word_colony::actions::Action;
use wordtable::games::word_colony::ai::Level;
use wordtable::games::word_colony::ai::selfplay::play_game;
use wordtable::games::word_colony::save::SaveFile;
use wordtable::games::word_colony::setup::{GameLength, Seat, Setup};
use wordtable::words::{Language, Lexicon};

fn build_action(word: &str) -> Action {
    Action::Build {
        word: word.parse().unwrap(),
        cards: vec![],
    }
}

#[test]
fn a_french_table_plays_french_words_that_english_lacks() {
    assert!(!Lexicon::english().contains("maison"));
    let mut english = fixed(&[cards("MAISON"), cards("ATZZZ")]);
    reach_build(&mut english, 0);
    let refused = english.act(0, build_action("MAISON")).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("MAISON is not in the dictionary"),
        "{refused}"
    );

    let mut french = fixed_with(&[cards("MAISON"), cards("ATZZZ")], |s| {
        s.dictionary = Language::French;
    });
    reach_build(&mut french, 0);
    build(&mut french, 0, "MAISON");
    assert_eq!(french.game().table.groups[0].words[0].text(), "MAISON");
}

#[test]
fn a_french_table_refuses_english_words() {
    let mut t = fixed_with(&[cards("FLOWS"), cards("ATZZZ")], |s| {
        s.dictionary = Language::French;
    });
    reach_build(&mut t, 0);
    let refused = t.act(0, build_action("FLOWS")).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("FLOWS is not in the dictionary"),
        "{refused}"
    );
}

#[test]
fn a_romanian_table_plays_words_written_with_accents_in_the_list() {
    // țară is played as TARA: the cards are a-z, the dictionary folds its accents.
    let mut t = fixed_with(&[cards("TARAS"), cards("ATZZZ")], |s| {
        s.dictionary = Language::Romanian;
    });
    reach_build(&mut t, 0);
    build(&mut t, 0, "TARA");
    assert!(
        t.game()
            .lexicon
            .display_forms("tara")
            .contains(&"țară".to_string())
    );
}

#[test]
fn the_word_list_adds_to_the_chosen_dictionary() {
    let dir = scratch_dir("dict-union");
    let path = dir.join("own.txt");
    std::fs::write(&path, "zorbly\n").unwrap();
    let setup = Setup {
        seed: 1,
        players: vec![Seat::default(), Seat::default()],
        dictionary: Language::French,
        word_list: Some(path.display().to_string()),
        ..Default::default()
    };
    let content = Content::for_setup(&setup).unwrap();
    assert!(content.lexicon.contains("zorbly"));
    assert!(content.lexicon.contains("maison"));
    assert!(!content.lexicon.contains("napkin"), "English is not added");
    assert_eq!(content.lexicon.len(), Lexicon::french().len() + 1);
    assert_eq!(content.lexicon.display_forms("eleve"), ["élevé", "élève"]);
    std::fs::remove_dir_all(&dir).unwrap();

    let english = Content::for_setup(&Setup {
        seed: 1,
        players: vec![Seat::default(), Seat::default()],
        ..Default::default()
    })
    .unwrap();
    assert_eq!(english.lexicon.len(), Lexicon::english().len());
}

#[test]
fn an_old_save_loads_as_english_and_english_saves_are_unchanged() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/examples/rule-book.ron"
    ))
    .unwrap();
    assert!(!text.contains("dictionary"));
    let save = SaveFile::parse(&text).unwrap();
    assert_eq!(save.setup.dictionary, Language::English);
    let written = save.to_ron();
    assert!(!written.contains("dictionary"), "English is left out");
    assert_eq!(SaveFile::parse(&written).unwrap(), save);

    let mut french = save.clone();
    french.setup.dictionary = Language::French;
    let written = french.to_ron();
    assert!(written.contains("dictionary: french"), "{written}");
    let back = SaveFile::parse(&written).unwrap();
    assert_eq!(back.setup.dictionary, Language::French);
    let romanian = SaveFile::parse(&written.replace("dictionary: french", "dictionary: romanian"));
    assert_eq!(romanian.unwrap().setup.dictionary, Language::Romanian);
}

#[test]
fn computer_seats_play_a_whole_romanian_game_in_romanian() {
    let setup = Setup {
        dictionary: Language::Romanian,
        ..Default::default()
    };
    let content = Content::for_setup(&setup).unwrap();
    let (game, record) = play_game(&[Level::Hard, Level::Easy], 5, GameLength::Quick, &content);
    assert_eq!(record.refused, 0);
    assert!(!record.stopped);
    let words: Vec<String> = game
        .table
        .groups
        .iter()
        .flat_map(|g| g.words.iter().map(|w| w.text()))
        .collect();
    assert!(words.len() >= 5, "{words:?}");
    for w in &words {
        assert!(Lexicon::romanian().contains(w), "{w}");
    }
    assert!(
        words.iter().any(|w| !Lexicon::english().contains(w)),
        "some word is Romanian only: {words:?}"
    );
}
