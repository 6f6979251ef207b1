//! The family filter (house rule) in every game that checks words: with it on, a listed word
//! is turned away with the filter's gentle reason (not "not a word"), computer seats never
//! find one, and with it off (the default) the same word plays as before. The words come from
//! the built-in lists themselves, so the tests name none.

mod common;

use common::*;
use wordtable::games::crossword::Play;
use wordtable::games::crossword::game::{
    Action as CrosswordAction, Game as CrosswordGame, Refusal,
};
use wordtable::games::crossword::save::CrosswordSetup;
use wordtable::games::crossword::{Rejection, RulesKind};
use wordtable::games::word_colony::Content;
use wordtable::games::word_colony::actions::Action;
use wordtable::games::word_colony::setup::Setup;
use wordtable::words::{FamilyList, Language, Lexicon, family};

/// Listed English words of `len` letters that the dictionary has, in order.
fn blocked_english(len: usize) -> Vec<String> {
    FamilyList::built_in(Language::English)
        .blocked_in(Lexicon::english())
        .into_iter()
        .filter(|w| w.len() == len)
        .collect()
}

#[test]
fn word_colony_turns_a_listed_word_away_only_with_the_filter_on() {
    let word = blocked_english(4)[0].to_ascii_uppercase();
    let hands = [cards(&word), cards("ATZZZ")];

    let mut plain = fixed(&hands);
    reach_build(&mut plain, 0);
    build(&mut plain, 0, &word);

    let mut filtered = fixed_with(&hands, |s| s.family_filter = true);
    reach_build(&mut filtered, 0);
    let refused = filtered
        .act(
            0,
            Action::Build {
                word: word.parse().unwrap(),
                cards: vec![],
            },
        )
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        format!("{word} stays off the table tonight: the family filter is on")
    );
    // A word the list does not name still plays.
    assert!(filtered.game().table.groups.is_empty());
}

#[test]
fn word_colony_content_has_no_listed_word_for_computers_to_find() {
    for language in [Language::English, Language::French, Language::Romanian] {
        let mut setup = Setup {
            dictionary: language,
            family_filter: true,
            ..Setup::default()
        };
        let content = Content::for_setup(&setup).unwrap();
        let listed = FamilyList::built_in(language).blocked_in(language.lexicon());
        assert!(!listed.is_empty(), "{language}");
        for w in &listed {
            assert!(!content.lexicon.contains(w), "{language}: {w}");
        }
        setup.family_filter = false;
        let content = Content::for_setup(&setup).unwrap();
        assert!(content.lexicon.contains(&listed[0]), "{language}");
    }
}

/// A two-seat Classic setup, the filter as given.
fn classic_setup(filter: bool) -> CrosswordSetup {
    CrosswordSetup {
        family_filter: filter,
        ..CrosswordSetup::new(RulesKind::Classic, 3, ["Ana", "Ben"].map(|n| (n, None)))
    }
}

/// A Classic game whose first rack holds `word`, with the filter as given.
fn classic_with_rack(word: &str, filter: bool) -> CrosswordGame {
    let setup = classic_setup(filter);
    CrosswordGame::with_bag_order(
        RulesKind::Classic.rules(),
        setup.lexicon().unwrap(),
        &["Ana", "Ben"],
        3,
        word.as_bytes(),
    )
    .unwrap()
}

#[test]
fn the_crossword_board_turns_a_listed_word_away_with_the_filters_reason() {
    // A listed word of five letters the Classic set can spell, laid across the centre.
    let word = blocked_english(5)
        .into_iter()
        .map(|w| w.to_ascii_uppercase())
        .find(|w| {
            CrosswordGame::with_bag_order(
                RulesKind::Classic.rules(),
                Lexicon::english().clone(),
                &["Ana", "Ben"],
                3,
                w.as_bytes(),
            )
            .is_ok()
        })
        .expect("a five-letter listed word the tiles can spell");
    let play = CrosswordAction::Place(Play::parse("8D", &word).unwrap());

    let mut plain = classic_with_rack(&word, false);
    plain.apply(0, &play).unwrap();

    let mut filtered = classic_with_rack(&word, true);
    let refused = filtered.apply(0, &play).unwrap_err();
    assert_eq!(refused, Refusal::Illegal(Rejection::KeptOff(word.clone())));
    assert_eq!(
        refused.message(wordtable::i18n::Lang::Fr),
        format!("{word} reste hors de la table ce soir\u{a0}: le filtre familial est activé")
    );
}

#[test]
fn a_house_word_list_keeps_its_words_and_loses_the_listed_ones() {
    let dir = scratch_dir("family-own-list");
    let path = dir.join("own.txt");
    std::fs::write(&path, "zorbly\n").unwrap();
    let setup = CrosswordSetup {
        word_list: Some(path.display().to_string()),
        ..classic_setup(true)
    };
    let lexicon = setup.lexicon().unwrap();
    assert!(lexicon.contains("zorbly"));
    let listed = blocked_english(4);
    assert!(
        listed
            .iter()
            .all(|w| !lexicon.contains(w) && lexicon.kept_off(w))
    );
    assert_eq!(lexicon.len(), family::filtered(Language::English).len() + 1);
}

/// A made-up list naming `words`, as a game's filter (the tests below keep ordinary words
/// off to show the rules' path without an offensive word in the file).
fn test_list(words: &str) -> &'static FamilyList {
    Box::leak(Box::new(FamilyList::parse("test.txt", words).unwrap()))
}

#[test]
fn colonization_refuses_to_place_a_word_the_filter_keeps_off() {
    use wordtable::games::colonization::{Action as ColAction, Game as ColGame, Phase, Refusal};
    let words = Lexicon::from_words(["note", "tone"]);
    let start = |lexicon: Lexicon| {
        let bag = "UUUUWWFYHHJXCMNOTERABODEARTSIIIILLNNRR";
        let mut g = ColGame::with_bag_order(lexicon, &["Ana", "Ben"], 1, bag.as_bytes()).unwrap();
        while let Phase::Naming { seat } = *g.phase() {
            let name: String = g.seats[seat].rack.iter().map(|&t| t as char).collect();
            g.apply(seat, &ColAction::Name(name)).unwrap();
            while let Phase::Vote { waiting, .. } = g.phase().clone() {
                for s in waiting {
                    g.apply(s, &ColAction::Vote(true)).unwrap();
                }
            }
        }
        g
    };
    let note = ColAction::Place(Play::parse("8H", "NOTE").unwrap());
    // Without the filter NOTE is English's word; with it, it never reaches the board.
    let mut plain = start(words.clone());
    plain.apply(0, &note).unwrap();
    let mut filtered = start(words.keep_off(test_list("note")));
    assert_eq!(
        filtered.apply(0, &note),
        Err(Refusal::Illegal(Rejection::KeptOff("NOTE".into())))
    );
    // TONE, not listed, is placed as before.
    filtered
        .apply(0, &ColAction::Place(Play::parse("8H", "TONE").unwrap()))
        .unwrap();
}

#[test]
fn play_on_words_turns_away_a_listed_word_in_a_lay_down() {
    use wordtable::games::play_on_words::Refusal as PowRefusal;
    use wordtable::games::play_on_words::cards::parse_laid_run;
    use wordtable::games::play_on_words::{Action as PowAction, Card, Game as PowGame, Pile};
    let lay_down = |lexicon: Lexicon| {
        let mut g = PowGame::standard(&["Ana", "Ben"], 7, 10);
        g.lexicon = lexicon;
        let hand: Vec<Card> = "rT rR rE rE gN * * * bA bB gC"
            .split_whitespace()
            .map(|t| Card::parse(t).unwrap())
            .collect();
        g.set_hand(0, &hand).unwrap();
        g.stack_stock(&[Card::parse("gA").unwrap()]).unwrap();
        g.apply(0, &PowAction::Draw(Pile::Stock)).unwrap();
        let words = ["rTrRrErE", "gN*O*T*E"]
            .iter()
            .map(|w| parse_laid_run(w).unwrap())
            .collect();
        g.apply(0, &PowAction::LayDown(words))
    };
    let words = Lexicon::from_words(["tree", "note"]);
    lay_down(words.clone()).unwrap();
    assert_eq!(
        lay_down(words.keep_off(test_list("note"))),
        Err(PowRefusal::KeptOff {
            word: "NOTE".into()
        })
    );
}

#[test]
fn color_words_turns_away_a_listed_word_even_under_a_theme_card() {
    use wordtable::games::color_words::save::{ColorWordsSave, SavedSeat, SavedSetup};
    use wordtable::games::color_words::{Action as CwAction, Cell, Refusal as CwRefusal};
    let word = blocked_english(4)[0].clone();
    let setup = |filter: bool| SavedSetup {
        seed: 5,
        dictionary: Language::English,
        players: vec![SavedSeat {
            name: "Ana".into(),
            computer: None,
        }],
        family_filter: filter,
        ..Default::default()
    };
    let write = |filter: bool| {
        let mut g = ColorWordsSave::new(setup(filter)).new_game().unwrap();
        let dealer = g.acting()[0];
        g.apply(dealer, &CwAction::Draw).unwrap();
        let cells: Vec<Cell> = ["A1", "B1", "C1", "D1"]
            .iter()
            .map(|c| Cell::parse(c).unwrap())
            .collect();
        g.apply(
            0,
            &CwAction::Write {
                word: word.clone(),
                cells,
            },
        )
    };
    assert_eq!(write(true), Err(CwRefusal::KeptOff { word: word.clone() }));
    assert!(
        !matches!(write(false), Err(CwRefusal::KeptOff { .. })),
        "without the filter the word is judged as any other"
    );
}
