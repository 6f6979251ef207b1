//! The players' vote that overrules the dictionary (shared house rule, off by default): a
//! word the dictionary lacks goes to the other people at the table, a majority refuses it, a
//! tie accepts it, and an accepted word plays for the rest of the game. Computer seats do not
//! vote, so with no other person at the table the dictionary stands.

mod common;

use wordtable::engine::word_vote::DictionaryVote;
use wordtable::games::crossword::game::{Action, Event, Game, Refusal};
use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::replay::replay;
use wordtable::games::crossword::save::{CrosswordSave, CrosswordSetup};
use wordtable::games::crossword::{Play, Rejection, RulesKind};
use wordtable::words::Lexicon;

/// Ana's rack, Ben's, Cleo's, then the next draws.
const BAG: &str = "CATERSQDOGSLIENNIRTUOAHRRUUU";
/// Not an English word.
const MADE_UP: &str = "TEQ";

/// A Classic game for three, with the vote on; `people` says who votes.
fn crossword(people: [bool; 3]) -> Game {
    let mut g = Game::with_bag_order(
        RulesKind::Classic.rules(),
        Lexicon::english().clone(),
        &["Ana", "Ben", "Cleo"],
        1,
        BAG.as_bytes(),
    )
    .unwrap();
    g.house_vote = DictionaryVote::new(true, people.to_vec());
    assert!(!g.lexicon.contains(&MADE_UP.to_ascii_lowercase()));
    g
}

fn place(word: &str) -> Action {
    Action::Place(Play::parse("8H", word).unwrap())
}

#[test]
fn crossword_without_the_house_rule_refuses_the_word() {
    let mut g = crossword([true; 3]);
    g.house_vote.on = false;
    assert!(matches!(
        g.apply(0, &place(MADE_UP)),
        Err(Refusal::Illegal(Rejection::NotWords(_)))
    ));
}

#[test]
fn crossword_a_tie_accepts_the_word_for_the_rest_of_the_game() {
    let mut g = crossword([true; 3]);
    let events = g.apply(0, &place(MADE_UP)).unwrap();
    assert!(matches!(&events[1], Event::VoteOpened { seat: 0, words } if words == &[MADE_UP]));
    // Only ballots now, and only from the others.
    assert_eq!(g.house_vote.open.as_ref().unwrap().waiting(), [1, 2]);
    assert_eq!(g.apply(1, &Action::Pass), Err(Refusal::VoteOpen));
    assert_eq!(g.apply(0, &Action::Vote(true)), Err(Refusal::NotAVoter));
    g.apply(1, &Action::Vote(false)).unwrap();
    assert_eq!(g.apply(1, &Action::Vote(true)), Err(Refusal::AlreadyVoted));
    assert_eq!(g.turn, 0, "the turn waits for the table");
    let events = g.apply(2, &Action::Vote(true)).unwrap();
    assert!(matches!(&events[0], Event::WordsAccepted { seat: 0, .. }));
    assert!(g.house_vote.accepted.has(MADE_UP));
    assert_eq!(
        (g.turn, g.seats[0].rack.len()),
        (1, 7),
        "Ana drew, Ben plays"
    );
    assert!(g.seats[0].score > 0);
    // The record replays to the same scores (without a dictionary: GCG knows no vote).
    let record = GcgRecord::parse(&g.to_gcg().to_text()).unwrap();
    let report = replay(&record, RulesKind::Classic.rules(), None);
    assert_eq!(report.mismatches, 0);
}

#[test]
fn crossword_a_majority_takes_the_play_back_and_the_turn_passes() {
    let mut g = crossword([true; 3]);
    g.apply(0, &place(MADE_UP)).unwrap();
    g.apply(1, &Action::Vote(false)).unwrap();
    let events = g.apply(2, &Action::Vote(false)).unwrap();
    assert!(matches!(events[0], Event::Withdrawn { seat: 0, .. }));
    assert!(g.board.is_empty() && g.house_vote.open.is_none());
    assert_eq!((g.turn, g.seats[0].score, g.seats[0].rack.len()), (1, 0, 7));
    assert!(!g.house_vote.accepted.has(MADE_UP));
    let record = GcgRecord::parse(&g.to_gcg().to_text()).unwrap();
    let report = replay(
        &record,
        RulesKind::Classic.rules(),
        Some(Lexicon::english()),
    );
    assert_eq!(report.mismatches, 0, "the withdrawn phony is no mismatch");
}

#[test]
fn crossword_computers_do_not_vote_so_alone_the_dictionary_stands() {
    // Ben is a computer; Cleo alone votes.
    let mut g = crossword([true, false, true]);
    g.apply(0, &place(MADE_UP)).unwrap();
    assert_eq!(g.house_vote.open.as_ref().unwrap().voters(), [2]);
    // Nobody but computers: nobody to ask.
    let mut g = crossword([true, false, false]);
    assert!(matches!(
        g.apply(0, &place(MADE_UP)),
        Err(Refusal::Illegal(Rejection::NotWords(_)))
    ));
}

#[test]
fn crossword_saves_keep_the_house_rule_and_the_ballots() {
    let people = ["Ana", "Ben", "Cleo"].map(|n| (n, None));
    let setup = CrosswordSetup {
        dictionary_vote: true,
        bag: Some(BAG.into()),
        ..CrosswordSetup::new(RulesKind::Classic, 1, people)
    };
    let mut save = CrosswordSave::new(setup);
    let lexicon = save.lexicon().unwrap();
    let mut g = save.new_game(&lexicon);
    for (seat, action) in [
        (0, place(MADE_UP)),
        (1, Action::Vote(true)),
        (2, Action::Vote(false)),
    ] {
        g.apply(seat, &action).unwrap();
        save.record(seat, &action);
    }
    let text = save.to_ron();
    assert!(text.contains("dictionary_vote: true"), "{text}");
    assert!(
        text.contains("\"vote yes\"") && text.contains("\"vote no\""),
        "{text}"
    );
    let again = CrosswordSave::parse(&text)
        .unwrap()
        .replay(&lexicon)
        .unwrap();
    assert!(again.house_vote.accepted.has(MADE_UP));
    assert_eq!(again.seats[0].score, g.seats[0].score);
}

mod play_on_words {
    use wordtable::engine::word_vote::DictionaryVote;
    use wordtable::games::play_on_words::cards::parse_laid_run;
    use wordtable::games::play_on_words::{Action, Card, Event, Game, Pile, Refusal};
    use wordtable::words::Lexicon;

    /// Ana's turn with TREE and NOTE (a wild for the O) in hand, in a game whose dictionary
    /// knows TREE but not NOTE; the house rule as `on`, `people` the people.
    fn table(on: bool, people: Vec<bool>) -> Game {
        let names = ["Ana", "Ben", "Cleo"];
        let mut g = Game::standard(&names[..people.len()], 7, 10);
        g.lexicon = Lexicon::from_words(["tree", "tone"]);
        g.house_vote = DictionaryVote::new(on, people);
        let hand: Vec<Card> = "rT rR rE rE gN * * * bA bB gC"
            .split_whitespace()
            .map(|t| Card::parse(t).unwrap())
            .collect();
        g.set_hand(0, &hand).unwrap();
        g.stack_stock(&[Card::parse("gA").unwrap()]).unwrap();
        g.apply(0, &Action::Draw(Pile::Stock)).unwrap();
        g
    }

    fn lay_down() -> Action {
        Action::LayDown(
            ["rTrRrErE", "gN*O*T*E"]
                .iter()
                .map(|w| parse_laid_run(w).unwrap())
                .collect(),
        )
    }

    fn ask() -> Action {
        Action::AskTable(vec!["note".into()])
    }

    #[test]
    fn a_tie_accepts_and_the_word_lays_down() {
        let mut g = table(true, vec![true; 3]);
        assert_eq!(
            g.apply(0, &lay_down()),
            Err(Refusal::NotAWord {
                word: "NOTE".into()
            })
        );
        let events = g.apply(0, &ask()).unwrap();
        assert!(matches!(&events[0], Event::VoteOpened { seat: 0, words } if words == &["NOTE"]));
        assert_eq!(g.acting(), [1, 2]);
        assert_eq!(g.apply(0, &lay_down()), Err(Refusal::VoteOpen));
        assert_eq!(g.apply(0, &Action::Vote(true)), Err(Refusal::NotAVoter));
        g.apply(1, &Action::Vote(true)).unwrap();
        let events = g.apply(2, &Action::Vote(false)).unwrap();
        assert!(matches!(events[0], Event::Voted { accepted: true, .. }));
        assert_eq!(g.acting(), [0], "Ana's turn goes on");
        g.apply(0, &lay_down()).unwrap();
    }

    #[test]
    fn a_majority_refuses_and_the_dictionary_stands() {
        let mut g = table(true, vec![true; 3]);
        g.apply(0, &ask()).unwrap();
        g.apply(1, &Action::Vote(false)).unwrap();
        g.apply(2, &Action::Vote(false)).unwrap();
        assert!(matches!(
            g.apply(0, &lay_down()),
            Err(Refusal::NotAWord { .. })
        ));
    }

    #[test]
    fn no_rule_no_people_or_a_real_word_asks_nothing() {
        let mut off = table(false, vec![true; 3]);
        assert_eq!(off.apply(0, &ask()), Err(Refusal::NoVoteRule));
        let mut alone = table(true, vec![true, false, false]);
        assert_eq!(alone.apply(0, &ask()), Err(Refusal::NobodyToAsk));
        let mut g = table(true, vec![true; 3]);
        assert_eq!(
            g.apply(0, &Action::AskTable(vec!["TREE".into()])),
            Err(Refusal::AlreadyAWord {
                word: "TREE".into()
            })
        );
    }

    #[test]
    fn the_ask_and_the_ballots_are_saved_as_text() {
        use wordtable::engine::ActionText;
        for a in [ask(), Action::Vote(true), Action::Vote(false)] {
            assert_eq!(
                Action::from_text(&a.to_text()).unwrap(),
                match a {
                    Action::AskTable(_) => Action::AskTable(vec!["NOTE".into()]),
                    other => other,
                }
            );
        }
    }
}

mod color_words {
    use wordtable::games::color_words::save::{ColorWordsSave, SavedSeat, SavedSetup};
    use wordtable::games::color_words::{Action, Cell, Game, Refusal, VoteOn};
    use wordtable::words::Language;

    /// A two-seat game after the first draw under a card that is not thematic, Ana a person,
    /// Ben as `ben_person` says; the house rule as `on`.
    fn drawn(on: bool, ben_person: bool) -> Game {
        for seed in 1..200 {
            let setup = SavedSetup {
                seed,
                dictionary: Language::English,
                players: vec![
                    SavedSeat {
                        name: "Ana".into(),
                        computer: None,
                    },
                    SavedSeat {
                        name: "Ben".into(),
                        computer: (!ben_person).then(Default::default),
                    },
                ],
                dictionary_vote: on,
                ..Default::default()
            };
            let mut g = ColorWordsSave::new(setup).new_game().unwrap();
            let dealer = g.acting()[0];
            g.apply(dealer, &Action::Draw).unwrap();
            if !g.bonus().unwrap().is_theme() {
                return g;
            }
        }
        panic!("a seed whose first card is not thematic");
    }

    fn write(g: &mut Game) -> Result<Vec<wordtable::games::color_words::Event>, Refusal> {
        let cells: Vec<Cell> = ["A1", "B1", "C1", "D1"]
            .iter()
            .map(|c| Cell::parse(c).unwrap())
            .collect();
        g.apply(
            0,
            &Action::Write {
                word: "ZORB".into(),
                cells,
            },
        )
    }

    #[test]
    fn without_the_rule_a_word_outside_the_dictionary_is_refused() {
        let mut g = drawn(false, true);
        assert!(matches!(write(&mut g), Err(Refusal::NotAWord { .. })));
        // With only a computer to ask, the rule changes nothing.
        let mut g = drawn(true, false);
        assert!(matches!(write(&mut g), Err(Refusal::NotAWord { .. })));
    }

    #[test]
    fn the_other_person_votes_and_a_refused_word_is_erased() {
        for keep in [true, false] {
            let mut g = drawn(true, true);
            write(&mut g).unwrap();
            g.apply(1, &Action::Pass).unwrap();
            assert_eq!(g.vote_on(0), VoteOn::OutsideDictionary);
            assert_eq!(g.acting(), [1]);
            g.apply(
                1,
                &Action::Vote {
                    writer: 0,
                    fits: keep,
                },
            )
            .unwrap();
            let written = g.players[0].sheet.words.len();
            assert_eq!(written, usize::from(keep), "kept: {keep}");
            assert_eq!(g.round, 1, "the round is over");
        }
    }
}

mod word_colony {
    use super::common::*;
    use wordtable::games::word_colony::actions::{Action, Outcome};
    use wordtable::games::word_colony::ai::Level;
    use wordtable::games::word_colony::{Phase, Rejection};

    /// Not an English word, in Ana's hand.
    const MADE_UP: &str = "KWIZ";

    /// Ana's build step with KWIZ in hand; the rule as `on`; `computers` seats played by
    /// computers.
    fn table(
        on: bool,
        computers: &[usize],
    ) -> wordtable::games::word_colony::testing::HeadlessTable {
        let hands = [cards(MADE_UP), cards("ATEST"), cards("ONEST")];
        let mut t = fixed_with(&hands, |s| {
            s.dictionary_vote = on;
            for &c in computers {
                s.players[c].computer = Some(Level::Normal);
            }
        });
        assert!(!t.game().lexicon.contains(MADE_UP));
        reach_build(&mut t, 0);
        t
    }

    fn ask() -> Action {
        Action::AskTable {
            words: vec!["kwiz".into()],
        }
    }

    fn build_it(
        t: &mut wordtable::games::word_colony::testing::HeadlessTable,
    ) -> Result<Vec<Outcome>, Rejection> {
        t.act(
            0,
            Action::Build {
                word: MADE_UP.parse().unwrap(),
                cards: vec![],
            },
        )
    }

    #[test]
    fn a_tie_accepts_and_the_word_is_built() {
        let mut t = table(true, &[]);
        assert_eq!(
            build_it(&mut t),
            Err(Rejection::NotInDictionary(MADE_UP.into()))
        );
        let out = t.act(0, ask()).unwrap();
        assert!(matches!(&out[0], Outcome::VoteOpened { player: 0, words } if words == &[MADE_UP]));
        assert_eq!(t.act(0, Action::Pass), Err(Rejection::VoteOpen));
        assert_eq!(
            t.act(0, Action::Vote { yes: true }),
            Err(Rejection::NotAVoter)
        );
        t.act(1, Action::Vote { yes: false }).unwrap();
        let out = t.act(2, Action::Vote { yes: true }).unwrap();
        assert!(matches!(out[0], Outcome::Voted { accepted: true, .. }));
        assert_eq!(t.game().phase, Phase::Build, "Ana's build step goes on");
        // The look-up says where each word stands.
        use wordtable::games::word_colony::state::Standing;
        assert_eq!(t.game().word_standing("kwiz"), Standing::VotedIn);
        assert_eq!(t.game().word_standing("house"), Standing::InDictionary);
        assert_eq!(t.game().word_standing("qqzz"), Standing::Unknown);
        build_it(&mut t).unwrap();
        assert_eq!(t.game().table.groups.len(), 1);
    }

    #[test]
    fn a_majority_refuses_and_the_dictionary_stands() {
        let mut t = table(true, &[]);
        t.act(0, ask()).unwrap();
        t.act(1, Action::Vote { yes: false }).unwrap();
        t.act(2, Action::Vote { yes: false }).unwrap();
        assert!(matches!(
            build_it(&mut t),
            Err(Rejection::NotInDictionary(_))
        ));
    }

    #[test]
    fn no_rule_or_only_computers_asks_nothing() {
        assert_eq!(table(false, &[]).act(0, ask()), Err(Rejection::NoVoteRule));
        assert_eq!(
            table(true, &[1, 2]).act(0, ask()),
            Err(Rejection::NobodyToAsk)
        );
        // One person is enough: the computer is not asked.
        let mut t = table(true, &[1]);
        t.act(0, ask()).unwrap();
        assert_eq!(t.game().house_vote.waiting(), [2]);
    }
}
