//! A table's own word list (the shared house rule "a mutually accepted dictionary") in the
//! games that had none: Color Words, Play On Words and Colonization Mode. The list's words
//! join the dictionary the rules check, a save names the list, and a save whose list is gone
//! is reported as unplayable, naming the file, and kept.

use std::path::PathBuf;

use wordtable::engine::saved_game::{GameSave, SaveCheck};
use wordtable::games::colonization::save::{ColonizationSave, ColonizationSeat, ColonizationSetup};
use wordtable::games::color_words::save::{ColorWordsSave, SavedSeat, SavedSetup};
use wordtable::games::play_on_words::save::{PlayOnWordsSave, PlayOnWordsSeat, PlayOnWordsSetup};
use wordtable::words::Language;

/// Made-up words no dictionary holds.
const OURS: [&str; 3] = ["zindle", "glorpy", "frumbix"];

/// A folder of its own for one test, with the list written in it.
fn list_in(test: &str) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("table-lists-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("our-words.txt");
    std::fs::write(&path, OURS.join("\n")).unwrap();
    (dir, path.display().to_string())
}

/// The save is reported unplayable, naming the list's file, once the list is gone.
fn gone_list_is_named(save: GameSave, dir: &PathBuf) {
    std::fs::remove_dir_all(dir).unwrap();
    match save.check() {
        SaveCheck::Unplayable(why) => assert!(why.contains("our-words.txt"), "{why}"),
        other => panic!("a save whose list is gone is unplayable, not {other:?}"),
    }
}

#[test]
fn color_words_plays_with_the_tables_words() {
    let (dir, path) = list_in("cw");
    let setup = |word_list: Option<String>| SavedSetup {
        seed: 5,
        dictionary: Language::English,
        players: vec![SavedSeat {
            name: "Ana".into(),
            computer: None,
        }],
        word_list,
        ..Default::default()
    };
    let plain = ColorWordsSave::new(setup(None)).new_game().unwrap();
    let save = ColorWordsSave::new(setup(Some(path.clone())));
    let ours = save.new_game().unwrap();
    for w in OURS {
        assert!(!plain.lexicon().contains(w), "{w}");
        assert!(ours.lexicon().contains(w), "{w}");
    }
    assert!(ours.lexicon().contains("house"), "the dictionary stays");
    let text = save.to_ron();
    assert!(
        text.contains("word_list: Some("),
        "the save names the list: {text}"
    );
    gone_list_is_named(GameSave::new(save), &dir);
}

#[test]
fn play_on_words_plays_with_the_tables_words() {
    let (dir, path) = list_in("pow");
    let setup = |word_list: Option<String>| PlayOnWordsSetup {
        seed: 9,
        rounds: 10,
        players: ["Ana", "Ben"]
            .map(|name| PlayOnWordsSeat {
                name: name.into(),
                computer: None,
            })
            .to_vec(),
        word_list,
        ..Default::default()
    };
    let plain = PlayOnWordsSave::new(setup(None));
    let save = PlayOnWordsSave::new(setup(Some(path)));
    let game = save.new_game(&save.lexicon().unwrap());
    for w in OURS {
        assert!(!plain.lexicon().unwrap().contains(w), "{w}");
        assert!(game.lexicon.contains(w), "{w}");
    }
    assert!(game.lexicon.contains("house"), "the dictionary stays");
    gone_list_is_named(GameSave::new(save), &dir);
}

#[test]
fn colonization_counts_the_tables_words_as_english() {
    let (dir, path) = list_in("col");
    let setup = |word_list: Option<String>| ColonizationSetup {
        seed: 4,
        players: ["Ana", "Ben"]
            .map(|name| ColonizationSeat {
                name: name.into(),
                computer: None,
            })
            .to_vec(),
        word_list,
        ..Default::default()
    };
    let plain = ColonizationSave::new(setup(None));
    let save = ColonizationSave::new(setup(Some(path)));
    let ours = save.lexicon().unwrap();
    for w in OURS {
        assert!(!plain.lexicon().unwrap().contains(w), "{w}");
        assert!(ours.contains(w), "{w}");
    }
    // The game itself tells English words by it.
    let game = save.new_game(&ours);
    assert!(game.lexicon.contains(OURS[0]));
    gone_list_is_named(GameSave::new(save), &dir);
}
