//! Word Colony rules beyond the worked examples: the turn, questions and rewards, building,
//! conquest, colonies, special cards, the end of the game, setup and alliances. Each test
//! would fail if its rule were broken.

mod common;

use common::*;
use wordtable::games::word_colony::actions::{Action, EndReason, Outcome, ScoreReason};
use wordtable::games::word_colony::cards::{CardId, Choice, Face, Special};
use wordtable::games::word_colony::setup::{Seat, Setup};
use wordtable::games::word_colony::state::HouseRules;
use wordtable::games::word_colony::testing::HeadlessTable;
use wordtable::games::word_colony::{Content, Phase, new_game};

fn card_in_hand(t: &HeadlessTable, player: usize, notation: &str) -> CardId {
    let g = t.game();
    g.players[player]
        .hand
        .iter()
        .copied()
        .find(|&c| g.face(c).notation() == notation)
        .unwrap_or_else(|| panic!("{notation} not in hand"))
}

fn correct(t: &HeadlessTable, card: CardId) -> Choice {
    t.game().card(card).question.as_ref().unwrap().answer
}

fn wrong(c: Choice) -> Choice {
    Choice::ALL[(c.index() + 1) % 4]
}

/// Draws, then reads the given card.
fn draw_and_read(t: &mut HeadlessTable, player: usize, card: CardId) {
    t.act(player, Action::Draw).unwrap();
    t.act(player, Action::Read { card }).unwrap();
}

#[test]
fn the_turn_draws_one_card_then_asks_for_a_question() {
    let mut t = fixed(&[cards("FLOWX"), cards("ATZZZ")]);
    assert_eq!(t.game().phase, Phase::Draw);
    let out = t.act(0, Action::Draw).unwrap();
    assert!(matches!(out[0], Outcome::CardDrawn { player: 0, .. }));
    assert_eq!(t.game().players[0].hand.len(), 6);
    assert_eq!(t.game().phase, Phase::Question);
}

#[test]
fn correct_answerers_draw_the_cards_value() {
    let mut t = fixed(&[cards("KAT"), cards("ATZ"), cards("ATZ")]);
    let k = card_in_hand(&t, 0, "K");
    draw_and_read(&mut t, 0, k);
    let right = correct(&t, k);
    t.act(1, Action::Answer { choice: right }).unwrap();
    let out = t
        .act(
            2,
            Action::Answer {
                choice: wrong(right),
            },
        )
        .unwrap();
    assert!(out.contains(&Outcome::AnswersRevealed {
        correct: right,
        right: vec![1],
        wrong: vec![2]
    }));
    assert_eq!(
        t.game().players[1].hand.len(),
        3 + 3,
        "K is worth 3: Ben draws 3"
    );
    assert_eq!(t.game().players[2].hand.len(), 3);
    assert_eq!(t.game().players[0].hand.len(), 4);
    assert!(
        t.game().card(k).read,
        "the read card stays in hand, marked read"
    );
    assert!(t.game().players[0].hand.contains(&k));
    assert_eq!(t.game().phase, Phase::Build);
}

#[test]
fn when_nobody_is_right_the_reader_draws() {
    let mut t = fixed(&[cards("WAT"), cards("ATZ"), cards("ATZ")]);
    let w = card_in_hand(&t, 0, "W");
    draw_and_read(&mut t, 0, w);
    let no = wrong(correct(&t, w));
    t.act(1, Action::Answer { choice: no }).unwrap();
    t.act(2, Action::Answer { choice: no }).unwrap();
    assert_eq!(t.game().players[0].hand.len(), 4 + 2, "W is worth 2");
    assert_eq!(t.game().players[1].hand.len(), 3);
}

#[test]
fn a_black_question_costs_wrong_answerers_and_nobody_draws() {
    let mut hand = cards("ZZZZ");
    hand.insert(0, "K-3".into());
    let mut t = fixed(&[hand, cards("CATS"), cards("DOGS")]);
    // Give Ben and Cleo points first.
    reach_build(&mut t, 0);
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    build(&mut t, 1, "CATS");
    pass(&mut t, 1);
    reach_build(&mut t, 2);
    build(&mut t, 2, "DOGS");
    pass(&mut t, 2);
    let (ben, cleo) = (t.game().players[1].score, t.game().players[2].score);
    let hands: Vec<usize> = t.game().players.iter().map(|p| p.hand.len()).collect();
    let k = card_in_hand(&t, 0, "K-3");
    draw_and_read(&mut t, 0, k);
    let right = correct(&t, k);
    t.act(1, Action::Answer { choice: right }).unwrap();
    let out = t
        .act(
            2,
            Action::Answer {
                choice: wrong(right),
            },
        )
        .unwrap();
    assert_eq!(scores(&out), vec![(2, -3, ScoreReason::BlackQuestion)]);
    assert_eq!(t.game().players[1].score, ben);
    assert_eq!(t.game().players[2].score, cleo - 3);
    assert_eq!(
        t.game().players[0].hand.len(),
        hands[0] + 1,
        "only the turn's draw"
    );
    assert_eq!(t.game().players[1].hand.len(), hands[1]);
}

#[test]
fn scores_never_go_below_zero() {
    let mut hand = cards("ZZZZ");
    hand.insert(0, "K-3".into());
    let mut t = fixed(&[hand, cards("AT")]);
    let k = card_in_hand(&t, 0, "K-3");
    draw_and_read(&mut t, 0, k);
    let out = t
        .act(
            1,
            Action::Answer {
                choice: wrong(correct(&t, k)),
            },
        )
        .unwrap();
    assert_eq!(t.game().players[1].score, 0);
    assert!(
        scores(&out).is_empty(),
        "nothing to lose: no change is logged"
    );
}

#[test]
fn a_read_card_cannot_be_read_again_but_builds_words() {
    let mut t = fixed(&[cards("ATXX"), cards("ATZZ")]);
    let a = card_in_hand(&t, 0, "A");
    draw_and_read(&mut t, 0, a);
    t.act(1, Action::Answer { choice: Choice::A }).unwrap();
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    pass(&mut t, 1);
    t.act(0, Action::Draw).unwrap();
    let err = t.act(0, Action::Read { card: a }).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the question on this A card was already read; it can only build words now"
    );
    reach_build_from_question(&mut t, 0);
    let out = build(&mut t, 0, "AT");
    assert_eq!(net(&out, 0), 2);
}

fn reach_build_from_question(t: &mut HeadlessTable, player: usize) {
    let g = t.game();
    let card = g.players[player]
        .hand
        .iter()
        .copied()
        .find(|&c| g.face(c).has_question() && !g.card(c).read)
        .unwrap();
    t.act(player, Action::Read { card }).unwrap();
    for p in 0..t.game().players.len() {
        if t.game().question.as_ref().is_some_and(|q| q.answering[p]) {
            t.act(p, Action::Answer { choice: Choice::B }).unwrap();
        }
    }
}

#[test]
fn a_reader_with_no_unread_card_skips_the_question() {
    let mut t = fixed_with(&[vec!["Immunity".into()], cards("AT")], |s| {
        s.deal.as_mut().unwrap().box_top_first = vec!["Conquest".into(), "E".into()];
    });
    let out = t.act(0, Action::Draw).unwrap();
    assert!(out.contains(&Outcome::QuestionSkipped { reader: 0 }));
    assert_eq!(t.game().phase, Phase::Build);
}

#[test]
fn building_on_a_word_without_out_scoring_it_leaves_the_colony_to_its_owner() {
    // Ben builds NO (2) on Ana's WIN (4): not a conquest; the colony stays Ana's.
    let mut t = ben_after_at(&[cards("WINXX"), cards("OATZ")], "WIN");
    let out = colony(&mut t, 1, "WIN", "NO");
    assert_eq!(
        scores(&out),
        vec![(1, 1, ScoreReason::Letters("NO".into()))]
    );
    let g = &t.game().table.groups[0];
    assert_eq!(g.owner, 0);
    assert_eq!(t.game().players[0].score, 4);
}

#[test]
fn expanding_without_out_scoring_is_not_a_conquest() {
    let mut t = ben_after_at(&[cards("WINXX"), cards("SATZ")], "WIN");
    let out = expand(&mut t, 1, "WIN", "WINS");
    assert_eq!(
        scores(&out),
        vec![(1, 1, ScoreReason::Letters("WINS".into()))]
    );
    assert_eq!(t.game().table.groups[0].owner, 0);
}

#[test]
fn only_the_last_word_of_a_colony_expands() {
    let mut t = fixed(&[cards("WINAPKINSEXT"), cards("ATZZ")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    colony(&mut t, 0, "WIN", "NAPKIN");
    let err = t
        .act(
            0,
            Action::Expand {
                target: "WIN".parse().unwrap(),
                word: "WINS".parse().unwrap(),
                cards: vec![],
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "in a colony only the last word can be built on: here that is NAPKIN, not WIN"
    );
    expand(&mut t, 0, "NAPKIN", "NAPKINS");
}

#[test]
fn colony_words_are_unique() {
    // WIN, NAN (down), NAN again is refused; the rule text allows derivatives.
    let mut t = fixed(&[cards("WINANANSZ"), cards("ATZZ")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    colony(&mut t, 0, "WIN", "NAN");
    let err = t
        .act(
            0,
            Action::Colony {
                target: "NAN".parse().unwrap(),
                word: "NAN".parse().unwrap(),
                cards: vec![],
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "NAN is already in this colony: its words must be unique"
    );
    colony(&mut t, 0, "NAN", "NANS");
}

#[test]
fn the_supercolony_bonus_is_paid_once() {
    let mut t = fixed(&[cards("WINAPKINEXTRYANKITE"), cards("ATZZ")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    for (on, w) in [("WIN", "NAPKIN"), ("NAPKIN", "NEXT"), ("NEXT", "TRY")] {
        colony(&mut t, 0, on, w);
    }
    let fifth = colony(&mut t, 0, "TRY", "YANK");
    assert!(
        fifth
            .iter()
            .any(|o| matches!(o, Outcome::Supercolony { player: 0, .. }))
    );
    let sixth = colony(&mut t, 0, "YANK", "KITE");
    assert!(
        !sixth
            .iter()
            .any(|o| matches!(o, Outcome::Supercolony { .. }))
    );
    assert_eq!(net(&sixth, 0), 3);
}

#[test]
fn strict_announce_bonus_must_be_claimed_the_same_turn() {
    let setup = |s: &mut Setup| {
        s.house = HouseRules {
            strict_announce: true,
            ..Default::default()
        }
    };
    let hand = cards("WINAPKINEXTRYANKWINAPKINEXTRYANK");
    let mut t = fixed_with(&[hand, cards("ATZZ")], setup);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    for (on, w) in [("WIN", "NAPKIN"), ("NAPKIN", "NEXT"), ("NEXT", "TRY")] {
        colony(&mut t, 0, on, w);
    }
    let out = colony(&mut t, 0, "TRY", "YANK");
    assert!(!scores(&out).iter().any(|s| s.2 == ScoreReason::Supercolony));
    let out = t
        .act(
            0,
            Action::ClaimSupercolony {
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap();
    assert_eq!(scores(&out), vec![(0, 5, ScoreReason::Supercolony)]);
    let err = t
        .act(
            0,
            Action::ClaimSupercolony {
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "you have no Supercolony to announce there this turn"
    );

    // A second Supercolony, not claimed before passing, is lost.
    build(&mut t, 0, "WIN");
    for (on, w) in [
        ("#1", "NAPKIN"),
        ("NAPKIN", "NEXT"),
        ("NEXT", "TRY"),
        ("TRY", "YANK"),
    ] {
        t.act(
            0,
            Action::Colony {
                target: on.parse().unwrap(),
                word: w.parse().unwrap(),
                cards: vec![],
            },
        )
        .unwrap_or_else(|r| panic!("{w}: {r}"));
    }
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    pass(&mut t, 1);
    reach_build(&mut t, 0);
    let err = t
        .act(
            0,
            Action::ClaimSupercolony {
                target: "#1".parse().unwrap(),
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "you have no Supercolony to announce there this turn"
    );
}

#[test]
fn decolonization_needs_the_owner_and_ten_words() {
    let mut t = fixed(&[cards("WINAPKINEXTZ"), cards("ATZZ")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    colony(&mut t, 0, "WIN", "NAPKIN");
    let err = t
        .act(
            0,
            Action::Decolonize {
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a colony needs 10 words to decolonize; this one has 2"
    );
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    let err = t
        .act(
            1,
            Action::Decolonize {
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "only the colony's owner, Ana, can decolonize it"
    );
}

#[test]
fn immunity_protects_until_the_owners_next_turn() {
    let mut hand = cards("WINX");
    hand.push("Immunity".into());
    let mut t = fixed(&[hand, cards("EMAKERATEMAKER")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    let imm = card_in_hand(&t, 0, "Immunity");
    let out = t
        .act(
            0,
            Action::Immunity {
                card: imm,
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap();
    assert!(out.contains(&Outcome::SpecialUsed {
        player: 0,
        special: Special::Immunity
    }));
    assert!(t.game().discard.contains(&imm));
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    build(&mut t, 1, "AT");
    let out = expand(&mut t, 1, "WIN", "WINEMAKER");
    assert_eq!(t.game().table.groups[0].owner, 0, "immune: not conquered");
    assert_eq!(net(&out, 0), 0);
    pass(&mut t, 1);
    reach_build(&mut t, 0);
    assert!(
        !t.game().table.groups[0].immune,
        "lasts until Ana's next turn"
    );
}

#[test]
fn a_magic_word_plays_any_letter_worth_zero() {
    let mut hand = cards("FLO");
    hand.push("MagicWord".into());
    let mut t = fixed(&[hand, cards("ATZZ")]);
    reach_build(&mut t, 0);
    let out = build(&mut t, 0, "FLO*W");
    assert_eq!(net(&out, 0), 4, "F2 L1 O1 and a W worth 0");
    assert_eq!(t.game().table.groups[0].last().text(), "FLOW");
}

#[test]
fn fist_bump_draws_a_card_for_both() {
    let mut hand = cards("ZZZ");
    hand.push("FistBump".into());
    let mut t = fixed(&[hand, cards("ATZZ")]);
    reach_build(&mut t, 0);
    let (a, b) = (
        t.game().players[0].hand.len(),
        t.game().players[1].hand.len(),
    );
    let fb = card_in_hand(&t, 0, "FistBump");
    t.act(0, Action::FistBump { card: fb, with: 1 }).unwrap();
    assert_eq!(t.game().players[0].hand.len(), a - 1 + 1);
    assert_eq!(t.game().players[1].hand.len(), b + 1);
    let err = t
        .act(0, Action::FistBump { card: fb, with: 1 })
        .unwrap_err();
    assert_eq!(err.to_string(), "that card is not in your hand");
}

#[test]
fn the_conquest_card_takes_a_single_word_and_its_points() {
    let mut hand = cards("ATZ");
    hand.push("Conquest".into());
    let mut t = fixed(&[cards("WINXX"), hand]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    let c = card_in_hand(&t, 1, "Conquest");
    let err = t
        .act(
            1,
            Action::Conquest {
                card: c,
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "you need a word of your own on the table before conquering another's"
    );
    build(&mut t, 1, "AT");
    let out = t
        .act(
            1,
            Action::Conquest {
                card: c,
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap();
    assert_eq!(net(&out, 1), 4);
    assert_eq!(net(&out, 0), -4);
    assert_eq!(t.game().table.groups[0].owner, 1);
}

#[test]
fn reaching_the_finish_line_wins_at_the_end_of_the_turn() {
    let mut t = fixed_with(&[cards("QUIZ"), cards("ATZZ")], |s| s.finish_line = Some(8));
    reach_build(&mut t, 0);
    build(&mut t, 0, "QUIZ");
    assert_eq!(t.game().phase, Phase::Build, "not before the turn ends");
    let out = t.act(0, Action::Pass).unwrap();
    assert!(out.contains(&Outcome::GameOver {
        winners: vec![0],
        reason: EndReason::FinishLine
    }));
    let err = t.act(1, Action::Draw).unwrap_err();
    assert_eq!(err.to_string(), "the game is over");
}

#[test]
fn black_cards_in_hand_are_subtracted_at_the_finish_line() {
    let mut hand = cards("QUIZ");
    hand.push("K-3".into());
    let mut t = fixed_with(&[hand, cards("ATZZ")], |s| s.finish_line = Some(8));
    reach_build(&mut t, 0);
    build(&mut t, 0, "QUIZ");
    let score = t.game().players[0].score;
    assert!(score >= 8 && score - 3 < 8);
    let out = t.act(0, Action::Pass).unwrap();
    assert_eq!(scores(&out), vec![(0, -3, ScoreReason::BlackCardsInHand)]);
    assert!(
        !out.iter().any(|o| matches!(o, Outcome::GameOver { .. })),
        "back below: play on"
    );
    assert!(
        t.game()
            .discard
            .iter()
            .any(|&c| t.game().face(c).notation() == "K-3")
    );
}

#[test]
fn an_empty_box_ends_the_game_and_the_highest_score_wins() {
    let mut t = fixed_with(&[cards("FLOW"), cards("AT")], |s| {
        s.deal.as_mut().unwrap().box_top_first = cards("EE");
    });
    reach_build(&mut t, 0);
    build(&mut t, 0, "FLOW");
    pass(&mut t, 0);
    // The box held 2: Ana drew 1 and whoever collected drew the rest.
    while !t.game().box_cards.is_empty() {
        let p = t.game().current;
        reach_build(&mut t, p);
        pass(&mut t, p);
    }
    let p = t.game().current;
    let out = t.act(p, Action::Draw).unwrap();
    assert!(out.contains(&Outcome::GameOver {
        winners: vec![0],
        reason: EndReason::BoxEmpty
    }));
}

#[test]
fn the_discards_can_be_reshuffled_into_the_box() {
    let mut hand = cards("AT");
    hand.push("FistBump".into());
    let mut t = fixed_with(&[hand, cards("AT")], |s| {
        s.deal.as_mut().unwrap().box_top_first = cards("EE");
        s.house.reshuffle_discards = true;
    });
    t.act(0, Action::Draw).unwrap();
    let a = card_in_hand(&t, 0, "A");
    t.act(0, Action::Read { card: a }).unwrap();
    let right = correct(&t, a);
    t.act(1, Action::Answer { choice: right }).unwrap();
    assert!(t.game().box_cards.is_empty());
    let fb = card_in_hand(&t, 0, "FistBump");
    let out = t.act(0, Action::FistBump { card: fb, with: 1 }).unwrap();
    assert!(out.contains(&Outcome::BoxReshuffled));
}

#[test]
fn players_may_end_by_agreement() {
    let mut t = fixed(&[cards("FLOW"), cards("AT")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "FLOW");
    let out = t.act(1, Action::EndByAgreement).unwrap();
    assert!(out.contains(&Outcome::GameOver {
        winners: vec![0],
        reason: EndReason::Agreement
    }));
}

fn seated(n: usize) -> Setup {
    Setup {
        seed: 11,
        players: (0..n)
            .map(|i| Seat {
                name: format!("P{i}"),
                team: None,
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    }
}

#[test]
fn two_to_six_players_with_five_cards_each() {
    let content = Content::standard();
    for n in [1, 7] {
        assert!(new_game(&seated(n), &content).is_err(), "{n} players");
    }
    for n in 2..=6 {
        let (g, _) = new_game(&seated(n), &content).unwrap();
        assert!(g.players.iter().all(|p| p.hand.len() == 5));
        assert_eq!(g.box_cards.len(), 220 - 5 * n);
        assert_eq!(g.finish_line, 40);
    }
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let content = Content::standard();
    let (a, _) = new_game(&seated(4), &content).unwrap();
    let (b, _) = new_game(&seated(4), &content).unwrap();
    assert_eq!(a.box_cards, b.box_cards);
    assert_eq!(a.current, b.current);
    let mut other = seated(4);
    other.seed = 12;
    let (c, _) = new_game(&other, &content).unwrap();
    assert_ne!(a.box_cards, c.box_cards);
}

#[test]
fn the_starting_player_varies_with_the_seed() {
    let content = Content::standard();
    let starts: std::collections::HashSet<usize> = (0..40)
        .map(|seed| {
            let mut s = seated(3);
            s.seed = seed;
            new_game(&s, &content).unwrap().0.current
        })
        .collect();
    assert_eq!(starts.len(), 3, "every seat starts for some seed");
}

#[test]
fn allies_do_not_answer_and_share_when_nobody_is_right() {
    let mut t = fixed_with(
        &[cards("KAT"), cards("ATZ"), cards("ATZ"), cards("ATZ")],
        |s| {
            for (i, seat) in s.players.iter_mut().enumerate() {
                seat.team = Some((i % 2) as u8);
            }
        },
    );
    let k = card_in_hand(&t, 0, "K");
    draw_and_read(&mut t, 0, k);
    let q = t.game().question.clone().unwrap();
    assert_eq!(
        q.answering,
        vec![false, true, false, true],
        "Cleo is Ana's ally"
    );
    let err = t.act(2, Action::Answer { choice: Choice::A }).unwrap_err();
    assert_eq!(err.to_string(), "allies of the reader do not answer");
    let no = wrong(correct(&t, k));
    t.act(1, Action::Answer { choice: no }).unwrap();
    t.act(3, Action::Answer { choice: no }).unwrap();
    assert_eq!(t.game().players[0].hand.len(), 4 + 3);
    assert_eq!(
        t.game().players[2].hand.len(),
        3 + 3,
        "the reader's ally collects too"
    );
}

#[test]
fn an_alliance_shares_the_supercolony_bonus() {
    let mut t = fixed_with(
        &[
            cards("WINAPKINEXTRYANK"),
            cards("ATZ"),
            cards("ATZ"),
            cards("ATZ"),
        ],
        |s| {
            for (i, seat) in s.players.iter_mut().enumerate() {
                seat.team = Some((i % 2) as u8);
            }
        },
    );
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    for (on, w) in [("WIN", "NAPKIN"), ("NAPKIN", "NEXT"), ("NEXT", "TRY")] {
        colony(&mut t, 0, on, w);
    }
    let out = colony(&mut t, 0, "TRY", "YANK");
    assert!(scores(&out).contains(&(2, 5, ScoreReason::Supercolony)));
    assert_eq!(
        t.game().standing(0),
        t.game().players[0].score + t.game().players[2].score
    );
}

#[test]
fn faces_of_the_default_box_carry_questions() {
    let (g, _) = new_game(&seated(2), &Content::standard()).unwrap();
    for c in &g.cards {
        assert_eq!(c.question.is_some(), !matches!(c.face, Face::Special(_)));
    }
}

#[test]
fn the_fifth_word_earns_the_bonus_whoever_owns_the_colony() {
    // Ana's colony WIN-NAPKIN-NEXT-TRY; Ben adds YANK and collects the +5.
    let mut t = fixed(&[cards("WINAPKINEXTRY"), cards("ATANK")]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    for (on, w) in [("WIN", "NAPKIN"), ("NAPKIN", "NEXT"), ("NEXT", "TRY")] {
        colony(&mut t, 0, on, w);
    }
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    build(&mut t, 1, "AT");
    let out = colony(&mut t, 1, "TRY", "YANK");
    assert!(scores(&out).contains(&(1, 5, ScoreReason::Supercolony)));
    assert_eq!(t.game().table.groups[0].owner, 0, "the colony stays Ana's");
}

#[test]
fn an_alliance_shares_a_decolonization_and_races_as_a_team() {
    let mut t = fixed_with(
        &[
            cards("WINAPKINEXTRYANKITEARATWOXEN"),
            cards("ATZ"),
            cards("ATZ"),
            cards("ATZ"),
        ],
        |s| {
            for (i, seat) in s.players.iter_mut().enumerate() {
                seat.team = Some((i % 2) as u8);
            }
            s.finish_line = Some(55);
        },
    );
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    for (on, w) in RULE_BOOK_COLONY {
        colony(&mut t, 0, on, w);
    }
    let out = t
        .act(
            0,
            Action::Decolonize {
                target: "WIN".parse().unwrap(),
            },
        )
        .unwrap();
    assert!(scores(&out).contains(&(2, 4, ScoreReason::Decolonization("WIN".into()))));
    let (ana, cleo) = (t.game().players[0].score, t.game().players[2].score);
    assert!(
        ana < 55 && ana + cleo >= 55,
        "only together past the line: {ana} + {cleo}"
    );
    let out = t.act(0, Action::Pass).unwrap();
    assert!(out.contains(&Outcome::GameOver {
        winners: vec![0, 2],
        reason: EndReason::FinishLine
    }));
}

#[test]
fn reward_draws_stop_when_the_box_is_empty() {
    let mut t = fixed_with(&[cards("KAT"), cards("ATZ")], |s| {
        s.deal.as_mut().unwrap().box_top_first = cards("EE");
    });
    let k = card_in_hand(&t, 0, "K");
    draw_and_read(&mut t, 0, k);
    let right = correct(&t, k);
    let out = t.act(1, Action::Answer { choice: right }).unwrap();
    let drawn = out
        .iter()
        .filter(|o| matches!(o, Outcome::CardDrawn { .. }))
        .count();
    assert_eq!(drawn, 1, "K is worth 3 but only one card is left");
    assert!(t.game().box_cards.is_empty());
    assert_eq!(t.game().phase, Phase::Build, "the turn goes on");
}

#[test]
fn a_resumed_game_keeps_the_scores_of_every_turn() {
    use wordtable::games::word_colony::plugin::WordColony;
    use wordtable::games::word_colony::save::SaveFile;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples/quick-game.ron");
    let save = SaveFile::load(std::path::Path::new(path)).expect("the example loads");
    let content = Content::for_setup(&save.setup).unwrap();
    let mut wc = WordColony::start(save.setup.clone(), content).unwrap();
    let replayed = wc.replay(&save.actions);
    assert!(
        replayed.stopped.is_none(),
        "the example replays whole: {:?}",
        replayed.stopped
    );
    assert_eq!(wc.log, save.actions);
    // The race as the example's header tells it: Ana QUIZ + JINX (16), Ben FLOW (6), Ana
    // KICKBOX (15), Ben WIN and QUIZZES (4 + 5), then Ana JAZZ (10) to 41 and the win.
    assert_eq!(
        replayed.history,
        vec![
            vec![0, 0],
            vec![16, 0],
            vec![16, 6],
            vec![31, 6],
            vec![31, 15]
        ],
        "scores at the start of each turn"
    );
    assert_eq!(wc.scores(), vec![41, 15]);
    let won = |o: &Outcome| matches!(o, Outcome::GameOver { winners, .. } if winners == &[0]);
    assert!(
        replayed.outcomes.last().is_some_and(won),
        "the outcomes end with Ana's win"
    );
}
