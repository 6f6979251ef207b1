//! The built-in question decks, checked as a table would need them: enough questions for a
//! season of game nights in each language, each one well formed (four distinct options, a valid
//! answer, lengths a streamed reader shows whole, no question asked twice), the categories and
//! difficulties balanced, and the first edition (which older saves were dealt from) where it
//! was. Then ten games on one data directory: no question is heard twice while fresh ones
//! remain.

use std::collections::{BTreeSet, HashMap};

use wordtable::engine::Seats;
use wordtable::engine::harness::Harness;
use wordtable::games::word_colony::ai::Level;
use wordtable::games::word_colony::cards::{Choice, Difficulty, Question};
use wordtable::games::word_colony::content::{
    FIRST_EDITION_QUESTIONS, QuestionDeck, built_in_questions,
};
use wordtable::games::word_colony::heard::{self, Heard};
use wordtable::games::word_colony::plugin::WordColony;
use wordtable::games::word_colony::setup::{GameLength, Seat};
use wordtable::games::word_colony::{Content, Setup};
use wordtable::i18n::Lang;

mod common;

/// The fewest questions a language ships.
const AT_LEAST: usize = 1_500;
/// The longest question, in characters: read aloud on a streamed screen in two lines.
const LONGEST_QUESTION: usize = 150;
/// The longest option, in characters: one line of the reader's answer box.
const LONGEST_OPTION: usize = 40;

/// What a question is, for telling two apart: its words, without case or punctuation.
fn key(q: &Question) -> String {
    q.text
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .flat_map(char::to_lowercase)
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn letter(c: Choice) -> char {
    match c {
        Choice::A => 'A',
        Choice::B => 'B',
        Choice::C => 'C',
        Choice::D => 'D',
    }
}

/// Every mechanical fault of one deck, as lines naming the question.
fn faults(lang: Lang, deck: &[Question]) -> Vec<String> {
    let mut out = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    for (i, q) in deck.iter().enumerate() {
        let at = format!("{lang:?} #{i} \"{}\"", q.text);
        let distinct: BTreeSet<String> =
            q.options.iter().map(|o| o.trim().to_lowercase()).collect();
        if distinct.len() != 4 || q.options.iter().any(|o| o.trim().is_empty()) {
            out.push(format!(
                "{at}: the four options are not four distinct answers"
            ));
        }
        let len = q.text.chars().count();
        if !(15..=LONGEST_QUESTION).contains(&len) {
            out.push(format!("{at}: {len} characters long"));
        }
        for o in &q.options {
            if o.chars().count() > LONGEST_OPTION {
                out.push(format!(
                    "{at}: option \"{o}\" is longer than {LONGEST_OPTION}"
                ));
            }
        }
        let all = format!("{}{}{}", q.text, q.options.concat(), q.category);
        if all.chars().any(char::is_control) {
            out.push(format!("{at}: a control character"));
        }
        if all.trim() != all || q.text.contains("  ") {
            out.push(format!("{at}: stray spaces"));
        }
        if lang == Lang::Ro && all.chars().any(|c| "şţŞŢã".contains(c)) {
            out.push(format!(
                "{at}: a cedilla ş/ţ or ã (Romanian writes ș, ț, ă)"
            ));
        }
        if let Some(first) = seen.insert(key(q), i) {
            out.push(format!("{at}: asks what #{first} asks"));
        }
    }
    out
}

#[test]
fn every_built_in_question_is_well_formed_and_asked_once() {
    for lang in Lang::ALL {
        let deck = built_in_questions(lang);
        let faults = faults(lang, deck);
        assert!(
            faults.is_empty(),
            "{} faults:\n{}",
            faults.len(),
            faults.join("\n")
        );
    }
}

#[test]
fn each_language_holds_a_season_of_questions_balanced_over_categories_and_difficulties() {
    for lang in Lang::ALL {
        let deck = built_in_questions(lang);
        assert!(
            deck.len() >= AT_LEAST,
            "{lang:?}: {} questions, fewer than {AT_LEAST}",
            deck.len()
        );
        let cats = heard::categories(lang);
        assert_eq!(cats.len(), 12, "{lang:?}: the twelve categories: {cats:?}");
        let n = deck.len() as f64;
        for cat in &cats {
            let of: Vec<&Question> = deck.iter().filter(|q| q.category == *cat).collect();
            assert!(
                of.len() as f64 >= n / 12.0 * 0.75,
                "{lang:?} {cat}: only {} questions",
                of.len()
            );
            for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
                let share =
                    of.iter().filter(|q| q.difficulty == d).count() as f64 / of.len() as f64;
                assert!(
                    (0.2..=0.5).contains(&share),
                    "{lang:?} {cat}: {d:?} is {:.0} % of the category",
                    share * 100.0
                );
            }
        }
        // The right answer is spread over the four letters, so guessing one letter pays no more
        // than chance.
        for c in [Choice::A, Choice::B, Choice::C, Choice::D] {
            let share = deck.iter().filter(|q| q.answer == c).count() as f64 / n;
            assert!(
                (0.2..=0.3).contains(&share),
                "{lang:?}: {} is the answer {:.0} % of the time",
                letter(c),
                share * 100.0
            );
        }
    }
}

/// The first edition's answers, in deck order, as the saves made before the decks grew were
/// dealt them (a save names no questions of its own: it deals from these). Growing a deck adds
/// at its end; correcting one of these keeps its place and its answer.
const FIRST_EDITION_ANSWERS: [(Lang, &str); 3] = [
    (Lang::En, include_str!("data/first-edition-answers.en.txt")),
    (Lang::Fr, include_str!("data/first-edition-answers.fr.txt")),
    (Lang::Ro, include_str!("data/first-edition-answers.ro.txt")),
];

#[test]
fn the_first_edition_keeps_its_place_so_older_saves_deal_the_same_questions() {
    for (lang, pinned) in FIRST_EDITION_ANSWERS {
        let first = QuestionDeck::first_edition(lang);
        assert_eq!(first.questions.len(), FIRST_EDITION_QUESTIONS);
        let answers: String = first.questions.iter().map(|q| letter(q.answer)).collect();
        assert_eq!(answers, pinned.trim(), "{lang:?}");
        assert_eq!(
            &built_in_questions(lang)[..FIRST_EDITION_QUESTIONS],
            &first.questions[..]
        );
    }
    // A save without a question list deals from the first edition; one with a list, from it.
    let old = Setup {
        seed: 3,
        players: vec![Seat::default(), Seat::default()],
        question_language: Lang::Fr,
        ..Setup::default()
    };
    assert_eq!(
        Content::for_setup(&old).unwrap().deck,
        QuestionDeck::first_edition(Lang::Fr)
    );
    let listed = Setup {
        questions: Some(vec![1400, 7, 300]),
        ..old.clone()
    };
    let deck = Content::for_setup(&listed).unwrap().deck.questions;
    let all = built_in_questions(Lang::Fr);
    assert_eq!(
        deck,
        vec![all[1400].clone(), all[7].clone(), all[300].clone()]
    );
    let too_far = Setup {
        questions: Some(vec![60_000]),
        ..old
    };
    let Err(err) = Content::for_setup(&too_far) else {
        panic!("a question past the deck's end is refused")
    };
    assert!(err.contains("60"), "{err}");
}

/// Computer seats play a whole Quick game from this question list.
fn play(lang: Lang, questions: Vec<u16>, seed: u64) -> WordColony {
    let setup = Setup {
        seed,
        players: (0..3)
            .map(|i| Seat {
                name: format!("Seat {i}"),
                computer: Some(Level::Easy),
                ..Default::default()
            })
            .collect(),
        length: GameLength::Quick,
        question_language: lang,
        questions: Some(questions),
        ..Default::default()
    };
    let content = Content::for_setup(&setup).expect("the setup's content");
    let wc = WordColony::start(setup, content).expect("a playable setup");
    let seats: Seats<WordColony> = wc.seats();
    let mut h = Harness::with_seats(wc, seats);
    let ran = h.run_until_over(50_000);
    assert!(ran.refusals.is_empty(), "refused: {:?}", ran.refusals);
    h.game().clone()
}

#[test]
fn ten_games_on_one_data_directory_hear_no_question_twice_while_fresh_ones_remain() {
    let dir = common::scratch_dir("heard-ten-games");
    let lang = Lang::En;
    let total = built_in_questions(lang).len();
    let mut ever: BTreeSet<u16> = BTreeSet::new();
    for game in 0..10 {
        // What the new-game page does: the machine's record, the questions to deal.
        let before = Heard::load(&dir).expect("the record");
        let (fresh, all) = heard::fresh_count(lang, &[], &before);
        assert_eq!(all, total);
        assert_eq!(
            fresh,
            total - ever.len(),
            "game {game}: the record kept every question"
        );
        let picked = heard::choose(lang, &[], &before, heard::questions_per_game(), game);
        let wc = play(lang, picked, 100 + game);
        // What the table does after each question read.
        let read = heard::read_positions(&wc.game, lang);
        assert!(!read.is_empty(), "game {game} read questions");
        for p in &read {
            assert!(
                !before.en.contains(p),
                "game {game}: question {p} heard again with {fresh} fresh ones left"
            );
        }
        let mut record = Heard::load(&dir).unwrap();
        record.mark(lang, read.iter().copied());
        record.store(&dir).unwrap();
        ever.extend(read);
    }
    assert!(ever.len() > 100, "ten games asked {} questions", ever.len());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn once_a_category_is_used_up_its_heard_questions_come_back_and_reset_puts_all_back() {
    let lang = Lang::Ro;
    let cat = heard::categories(lang)[5].to_string();
    let chosen = vec![cat.clone()];
    let mut record = Heard::default();
    let (fresh, count) = heard::fresh_count(lang, &chosen, &record);
    assert_eq!(fresh, count);
    // Hear all but five of the category: a game deals those five, then heard ones.
    let of_cat = heard::in_categories(lang, &chosen);
    record.mark(lang, of_cat[5..].iter().copied());
    let picked = heard::choose(lang, &chosen, &record, 50, 4);
    assert_eq!(picked.len(), 50.min(count));
    assert!(
        of_cat[..5].iter().all(|p| picked.contains(p)),
        "the fresh ones first"
    );
    assert_eq!(heard::fresh_count(lang, &chosen, &record), (5, count));
    record.reset(lang);
    assert_eq!(
        heard::fresh_count(lang, &[], &record).0,
        built_in_questions(lang).len()
    );
}

/// The seed that chose the reviewed sample.
const SAMPLE_SEED: u64 = 41;
/// Questions a language's sample holds.
const SAMPLE_SIZE: usize = 100;
/// Where the sample is listed, with its answers.
const SAMPLE_DOC: &str = "docs/question-sample.md";

/// The sample of each deck that was read once more by someone other than its writer: chosen
/// by [`SAMPLE_SEED`], listed in deck order with the right answer.
fn sample_markdown() -> String {
    use rand::SeedableRng;
    let mut out = String::from(
        "# The reviewed sample of the question decks\n\n\
         One hundred questions of each built-in deck, chosen at random by the seed of\n\
         `tests/question_decks.rs` (which checks that this page lists exactly them), each with\n\
         its right answer. Each was read once more by a reviewer who had not written it; how and\n\
         what came of it is in [questions.md](questions.md). Regenerate this page with\n\
         `WORDTABLE_WRITE_SAMPLE=1 cargo test --test question_decks`.\n",
    );
    for (lang, title) in [
        (Lang::En, "English"),
        (Lang::Fr, "French"),
        (Lang::Ro, "Romanian"),
    ] {
        let deck = built_in_questions(lang);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(SAMPLE_SEED ^ lang as u64);
        let mut picked = rand::seq::index::sample(&mut rng, deck.len(), SAMPLE_SIZE).into_vec();
        picked.sort_unstable();
        out.push_str(&format!("\n## {title}\n\n"));
        for i in picked {
            let q = &deck[i];
            let answer = &q.options[q.answer.index()];
            out.push_str(&format!(
                "- #{i} {} **{answer}** ({}, {:?})\n",
                q.text, q.category, q.difficulty
            ));
        }
    }
    out
}

#[test]
fn the_docs_list_the_reviewed_sample_with_its_answers() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE_DOC);
    let want = sample_markdown();
    if std::env::var_os("WORDTABLE_WRITE_SAMPLE").is_some() {
        std::fs::write(&path, &want).unwrap();
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{SAMPLE_DOC} is not the sample the seed chooses from today's decks: regenerate it with \
         WORDTABLE_WRITE_SAMPLE=1 and have the new questions in it reviewed"
    );
}
