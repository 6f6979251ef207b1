//! Every worked example of the Word Colony rule text, played through the engine by messages.

mod common;

use common::*;
use wordtable::games::word_colony::actions::{Action, Outcome, ScoreReason};

/// Ana builds FLOW: F2 L1 O1 W2 = 6 points, and her pawn enters the track.
#[test]
fn flow_scores_6() {
    let mut t = fixed(&[cards("FLOWX"), cards("ATZZZ")]);
    reach_build(&mut t, 0);
    let out = build(&mut t, 0, "FLOW");
    assert_eq!(net(&out, 0), 6);
    assert!(out.contains(&Outcome::PawnEntered { player: 0 }));
    assert_eq!(t.game().players[0].score, 6);
}

/// FLOW(ERS): the expander scores E1 R1 S1 = 3; FLOWERS still belongs to FLOW's creator.
#[test]
fn flowers_gives_3_to_the_expander() {
    let mut t = ben_after_at(&[cards("FLOWX"), cards("ERSAT")], "FLOW");
    let out = expand(&mut t, 1, "FLOW", "FLOWERS");
    assert_eq!(
        scores(&out),
        vec![(1, 3, ScoreReason::Letters("FLOWERS".into()))]
    );
    let g = &t.game().table.groups[0];
    assert_eq!(g.last().text(), "FLOWERS");
    assert_eq!(g.owner, 0, "the word keeps its owner");
    assert_eq!(t.game().players[0].score, 6);
}

/// (WIN)EMAKER: EMAKER (9) out-scores WIN (4): the conqueror gains 13, the owner loses 4.
#[test]
fn winemaker_conquers_win() {
    let mut t = ben_after_at(&[cards("WINXX"), cards("EMAKERAT")], "WIN");
    let before = t.game().players[1].score;
    let out = expand(&mut t, 1, "WIN", "WINEMAKER");
    assert_eq!(net(&out, 1), 13);
    assert_eq!(net(&out, 0), -4);
    assert_eq!(t.game().players[1].score - before, 13);
    assert_eq!(t.game().players[0].score, 0);
    let g = &t.game().table.groups[0];
    assert_eq!((g.owner, g.last().text().as_str()), (1, "WINEMAKER"));
    assert!(
        out.iter()
            .any(|o| matches!(o, Outcome::Conquered { by: 1, from: 0, word, .. } if word == "WIN"))
    );
}

/// Builds WIN for Ana and NAPKIN over it for Ben (who first builds AT): the (N)APKIN example.
fn napkin_table(extra_ben: &str) -> wordtable::games::word_colony::testing::HeadlessTable {
    let mut t = fixed(&[cards("WINXX"), cards(&format!("APKINAT{extra_ben}"))]);
    reach_build(&mut t, 0);
    build(&mut t, 0, "WIN");
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    build(&mut t, 1, "AT");
    t
}

/// (N)APKIN: APKIN (8) built over WIN (4): +12 for the builder, -4 for WIN's owner, and the
/// two words form the builder's colony.
#[test]
fn napkin_conquers_win_and_forms_a_colony() {
    let mut t = napkin_table("");
    let out = colony(&mut t, 1, "WIN", "NAPKIN");
    assert_eq!(net(&out, 1), 12);
    assert_eq!(net(&out, 0), -4);
    let g = &t.game().table.groups[0];
    assert!(g.is_colony());
    assert_eq!(g.owner, 1);
    assert_eq!(
        g.words.iter().map(|w| w.text()).collect::<Vec<_>>(),
        ["WIN", "NAPKIN"]
    );
}

/// (N)EXT = 5, (T)RY = 3, then YANK makes the fifth word: the Supercolony bonus of 5.
#[test]
fn next_try_and_the_supercolony() {
    let mut t = napkin_table("EXTRYANK");
    colony(&mut t, 1, "WIN", "NAPKIN");
    let out = colony(&mut t, 1, "NAPKIN", "NEXT");
    assert_eq!(net(&out, 1), 5);
    let out = colony(&mut t, 1, "NEXT", "TRY");
    assert_eq!(net(&out, 1), 3);
    let out = colony(&mut t, 1, "TRY", "YANK");
    assert_eq!(
        scores(&out),
        vec![
            (1, 5, ScoreReason::Letters("YANK".into())),
            (1, 5, ScoreReason::Supercolony),
        ]
    );
    let g = &t.game().table.groups[0];
    assert_eq!(g.words.len(), 5);
    // WIN, NEXT and YANK run across; NAPKIN and TRY run down.
    use wordtable::games::word_colony::groups::Dir;
    let dirs: Vec<Dir> = (0..5).map(|i| g.dir_of(i)).collect();
    assert_eq!(
        dirs,
        [Dir::Across, Dir::Down, Dir::Across, Dir::Down, Dir::Across]
    );
}

/// WONDER with a black R (-1): W2 O1 N1 D1 E1 R-1 = 5.
#[test]
fn wonder_with_a_black_r_scores_5() {
    let mut hand = cards("WONDE");
    hand.push("R-1".into());
    let mut t = fixed(&[hand, cards("ATZZZ")]);
    reach_build(&mut t, 0);
    let out = build(&mut t, 0, "WONDEr");
    assert_eq!(net(&out, 0), 5);
}

/// The Decolonization of WIN: a colony of ten words; its owner scores WIN's 4 points again;
/// every word but OXEN leaves the table; OXEN stays and cannot be conquered.
#[test]
fn decolonization_of_win_leaves_oxen() {
    let mut t = napkin_table("EXTRYANKITEARATWOXEN");
    for (on, word) in RULE_BOOK_COLONY {
        colony(&mut t, 1, on, word);
    }
    assert_eq!(t.game().table.groups[0].words.len(), 10);
    let out = t
        .act(
            1,
            Action::Decolonize {
                target: "WIN".parse().unwrap(),
            },
        )
        .expect("decolonize");
    assert_eq!(
        scores(&out),
        vec![(1, 4, ScoreReason::Decolonization("WIN".into()))]
    );
    let g = &t.game().table.groups[0];
    assert_eq!(g.words.len(), 1);
    assert_eq!(g.last().text(), "OXEN");
    assert!(g.unconquerable);
    assert_eq!(g.owner, 1);
    // 10 words of 3+6+4+3+4+4+3+3+3+4 letters, 9 corners shared: 28 cards, 4 kept in OXEN.
    assert_eq!(t.game().players[1].out_of_play.len(), 24);
    assert_eq!(g.decolonized_cards, 24);
    assert!(g.conquerable().is_err(), "OXEN cannot be conquered");
    let all = t.game().all_card_locations();
    assert_eq!(
        all.len(),
        t.game().cards.len(),
        "no card lost or duplicated"
    );
}
