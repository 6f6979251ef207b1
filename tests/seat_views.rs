//! Property test of the seat views of Wordgame and Classic, Colonization Mode, Color Words and
//! Play On Words (Word Colony's is in `word_colony_views.rs`): over whole games of computer
//! seats, after every action, changing only one seat's private state (a rack tile or a hand
//! card swapped with one from the bag or the stock; in Color Words, the word a seat wrote this
//! round while the others still write) changes neither any other seat's view nor the
//! spectator's; and a seat's own view does hold its rack or hand.

mod common;

use wordtable::engine::{SeatView, TurnGame, Viewer, assert_private_to};
use wordtable::games::colonization::plugin::Colonization;
use wordtable::games::colonization::save::self_play as colonization_self_play;
use wordtable::games::color_words::material::{BonusKind, GridName};
use wordtable::games::color_words::players::Level as ColorLevel;
use wordtable::games::color_words::plugin::ColorWords;
use wordtable::games::color_words::save::self_play as color_self_play;
use wordtable::games::color_words::state::Phase as ColorPhase;
use wordtable::games::crossword::ai::Strength;
use wordtable::games::crossword::game::Game as CrosswordGame;
use wordtable::games::crossword::plugin::Crossword;
use wordtable::games::crossword::rules::RulesKind;
use wordtable::games::play_on_words::players::Level as PowLevel;
use wordtable::games::play_on_words::plugin::PlayOnWords;
use wordtable::games::play_on_words::save::self_play as pow_self_play;

/// Every game state along a game: `start`, then each action of `log` applied in turn.
fn states<G: TurnGame + Clone>(start: G, log: &[(usize, G::Action)]) -> Vec<G> {
    let mut out = vec![start.clone()];
    let mut game = start;
    for (seat, action) in log {
        game.apply(*seat, action).expect("a logged action applies");
        out.push(game.clone());
    }
    out
}

/// A rack or hand swapped, at index 0, with the first tile of the pile that differs.
fn swap_first<T: PartialEq + Copy>(held: &mut [T], pile: &mut [T]) -> bool {
    let Some(&first) = held.first() else {
        return false;
    };
    let Some(j) = pile.iter().position(|&p| p != first) else {
        return false;
    };
    held[0] = pile[j];
    pile[j] = first;
    true
}

#[test]
fn crossword_racks_are_private_to_their_seats() {
    let lexicon = common::english_sample(3, 8, &[]);
    for kind in [RulesKind::Classic, RulesKind::Wordgame] {
        let game = CrosswordGame::new(kind.rules(), lexicon.clone(), &["Ana", "Ben", "Cleo"], 5);
        let mut table = Crossword::new(game);
        let mut computers: Vec<_> = (0..3)
            .map(|s| Crossword::computer(s, Strength::Normal, s as u64))
            .collect();
        let mut checked = 0;
        for _ in 0..40 {
            for seat in 0..3 {
                let mut changed = table.clone();
                let g = &mut changed.game;
                if swap_first(&mut g.seats[seat].rack, &mut g.bag) {
                    assert_private_to(&table, &changed, seat, 3);
                    checked += 1;
                }
                let own = table.view(Viewer::Seat(seat));
                assert_eq!(
                    own.seats[seat].rack.as_deref().map(str::len),
                    Some(table.game.seats[seat].rack.len())
                );
            }
            let Some(&seat) = table.acting().first() else {
                break;
            };
            let Some(action) = table.choose(seat, &mut computers[seat]) else {
                break;
            };
            table
                .apply(seat, &action)
                .expect("a computer's move is legal");
        }
        assert!(checked > 30, "{kind:?}: {checked}");
        assert!(
            table
                .view(Viewer::Spectator)
                .seats
                .iter()
                .all(|s| s.rack.is_none())
        );
    }
}

#[test]
fn colonization_racks_are_private_to_their_seats() {
    let (save, _) = colonization_self_play(3, 3, 80);
    let log: Vec<_> = save
        .actions
        .iter()
        .map(|a| (a.seat, a.action.clone()))
        .collect();
    let start = Colonization::new(save.new_game(&save.lexicon().unwrap()));
    let mut checked = 0;
    for state in states(start, &log) {
        for seat in 0..3 {
            let mut changed = state.clone();
            let g = &mut changed.game;
            if swap_first(&mut g.seats[seat].rack, &mut g.bag) {
                assert_private_to(&state, &changed, seat, 3);
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn play_on_words_hands_are_private_to_their_seats() {
    // All ten rounds, cut at 120 actions: the computer seats lay down sooner than they did,
    // and two rounds no longer held a hundred states with hands to check.
    let (save, _) = pow_self_play(
        4,
        &[PowLevel::Normal, PowLevel::Easy, PowLevel::Hard],
        10,
        120,
    );
    let log: Vec<_> = save
        .actions
        .iter()
        .map(|a| (a.seat, a.action.clone()))
        .collect();
    let start = PlayOnWords::new(save.new_game(&save.lexicon().unwrap()));
    let mut checked = 0;
    for state in states(start, &log) {
        for seat in 0..3 {
            let mut changed = state.clone();
            let g = &mut changed.game;
            if swap_first(&mut g.seats[seat].hand, &mut g.stock) {
                assert_private_to(&state, &changed, seat, 3);
                checked += 1;
            }
            let own = state.view(Viewer::Seat(seat));
            assert_eq!(
                own.seats[seat].hand.as_ref().map(Vec::len),
                Some(state.game.seats[seat].hand.len())
            );
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn a_color_words_word_is_its_writers_until_everyone_has_written() {
    let levels = [ColorLevel::Normal, ColorLevel::Easy, ColorLevel::Normal];
    let (save, _) = color_self_play(2, GridName::A, &levels, 60);
    let log: Vec<_> = save
        .actions
        .iter()
        .map(|a| (a.seat, a.action.clone()))
        .collect();
    let start = ColorWords::new(save.new_game().expect("a game"));
    let mut checked = 0;
    let mut hidden = 0;
    for state in states(start, &log) {
        let writing = matches!(state.game.phase, ColorPhase::Write { .. });
        for seat in 0..3 {
            let round = state.game.round;
            let sheet = &state.game.players[seat].sheet;
            let Some(word) = sheet.words.iter().find(|w| writing && w.round == round) else {
                continue;
            };
            // Another word in the same cells: only its writer may see the difference.
            let mut changed = state.clone();
            let s = &mut changed.game.players[seat].sheet;
            for cell in &word.cells {
                s.shown[cell.index()] = 'q';
                s.letters[cell.index()] = b'q';
            }
            let w = s.words.iter_mut().find(|w| w.round == round).unwrap();
            w.display = "q".repeat(w.cells.len());
            w.folded = w.display.clone();
            assert_private_to(&state, &changed, seat, 3);
            checked += 1;
            let own = state.view(Viewer::Seat(seat));
            assert!(own.sheets[seat].words.iter().any(|(r, _, _)| *r == round));
            let other = state.view(Viewer::Seat((seat + 1) % 3));
            assert!(!other.sheets[seat].words.iter().any(|(r, _, _)| *r == round));
            hidden += 1;
        }
    }
    assert!(checked > 5 && hidden > 5, "{checked} {hidden}");
}

/// The Color Words view carries what a page draws: the grid's colours (A1 the Start cell) and
/// the bonus card face up once the cards are flipped, as the material has them.
#[test]
fn a_color_words_view_carries_its_grid_colours_and_the_bonus_card() {
    let levels = [ColorLevel::Normal, ColorLevel::Normal];
    let (save, _) = color_self_play(3, GridName::B, &levels, 60);
    let log: Vec<_> = save
        .actions
        .iter()
        .map(|a| (a.seat, a.action.clone()))
        .collect();
    let start = ColorWords::new(save.new_game().expect("a game"));
    let mut flipped = 0;
    for state in states(start, &log) {
        let view = state.view(Viewer::Spectator);
        assert_eq!(view.colours.len(), 49);
        assert!(view.colours.starts_with('S'));
        assert!(view.colours[1..].chars().all(|c| "BYR".contains(c)));
        match state.game.bonus() {
            None => assert!(view.bonus_card.is_none()),
            Some(card) => {
                let shown = view.bonus_card.expect("the card face up");
                assert_eq!(shown.points, card.points);
                let initial = |c: &dyn std::fmt::Debug| format!("{c:?}")[..1].to_string();
                let lower = |c: &dyn std::fmt::Debug| format!("{c:?}").to_lowercase();
                let expected = match &card.kind {
                    BonusKind::Theme(t) => ("theme", vec![lower(t)]),
                    BonusKind::LastLetter(c) => ("last", vec![initial(c)]),
                    BonusKind::Turn(c) => ("turn", vec![initial(c)]),
                    BonusKind::FirstLetter(l) => ("first", vec![l.to_string()]),
                    BonusKind::Straight(s) => ("straight", vec![lower(s)]),
                    BonusKind::Cells(cells) => ("cells", cells.clone()),
                    BonusKind::Size(n) => ("size", vec![n.to_string()]),
                };
                let names: Vec<String> = shown.names.iter().map(|n| n.replace('-', "")).collect();
                assert_eq!((shown.kind, names), expected, "{card:?}");
                flipped += 1;
            }
        }
    }
    assert!(flipped > 3, "{flipped}");
}

#[test]
fn a_crossword_view_carries_its_rules_premium_squares_and_tile_values() {
    let lexicon = common::english_sample(3, 8, &[]);
    let game = CrosswordGame::new(RulesKind::Classic.rules(), lexicon, &["Ana", "Ben"], 3);
    let view = Crossword::new(game).view(Viewer::Spectator);
    assert_eq!(view.premiums.len(), 15);
    assert_eq!(view.premiums[0], "T..d...T...d..T");
    assert_eq!(
        view.premiums[7].chars().nth(7),
        Some('D'),
        "the centre doubles the word"
    );
    assert_eq!(
        (view.values[0], view.values[16], view.values[25]),
        (1, 10, 10)
    );
    assert_eq!(view.rack_size, 7);
    assert!(view.exchanges);
}

#[test]
fn a_colonization_phone_gets_the_tables_live_verdict_on_a_placement() {
    use wordtable::games::colonization::game::Game as ColonizationGame;
    use wordtable::games::colonization::state::Action as ColonizationAction;
    use wordtable::games::crossword::play::Play;
    use wordtable::i18n::Lang;
    let game = ColonizationGame::new(
        wordtable::words::Lexicon::english().clone(),
        &["Ana", "Ben"],
        3,
    );
    let col = Colonization::new(game);
    let place = |coord: &str, word: &str| {
        ColonizationAction::Place(Play::parse(coord, word).expect("a play"))
    };
    // Through the centre star: the word, capitals, and its Classic score (double word).
    let v = col
        .verdict(0, &place("8E", "ZELT"), Lang::En)
        .expect("a verdict");
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["word"], "ZELT");
    assert_eq!(v["score"], 2 * (10 + 1 + 1 + 1), "{v}");
    // Too short for two players (four letters at least), in the phone's language.
    let v = col.verdict(0, &place("8G", "ZEL"), Lang::Fr).unwrap();
    assert_eq!(v["ok"], false);
    assert!(v["text"].as_str().unwrap().contains('4'), "{v}");
    // Away from the centre: the placement rule's reason.
    let v = col.verdict(0, &place("1A", "ZELT"), Lang::En).unwrap();
    assert_eq!(v["ok"], false, "{v}");
    // A pass is no placement.
    assert!(
        col.verdict(0, &ColonizationAction::Pass, Lang::En)
            .is_none()
    );
}

#[test]
fn a_colonization_view_carries_the_classic_premium_squares_and_tile_values() {
    let (_, game) = colonization_self_play(4, 2, 0);
    let view = Colonization::new(game).view(Viewer::Spectator);
    assert_eq!(view.premiums.len(), 15);
    assert_eq!(view.premiums[14], "T..d...T...d..T");
    assert_eq!((view.values[0], view.values[25]), (1, 10));
}

#[test]
fn a_colonization_view_tells_the_latest_events_numbered_however_many_were_missed() {
    // Votes decided, words recorded or refused, English's turns: the page tells them from the
    // view, not by comparing views, so a phone that missed some views still hears of them.
    use wordtable::games::colonization::state::{Event, News};
    let (save, _) = colonization_self_play(5, 3, 120);
    let mut game = Colonization::new(save.new_game(&save.lexicon().unwrap()));
    let mut all: Vec<Event> = Vec::new();
    let mut votes = 0;
    for a in &save.actions {
        let events = game
            .apply(a.seat, &a.action)
            .expect("a saved action applies");
        votes += events
            .iter()
            .filter(|e| matches!(e, Event::Voted { .. }))
            .count();
        all.extend(events);
        let view = game.view(Viewer::Spectator);
        let told: Vec<&Event> = view.news.iter().map(|item| &item.event).collect();
        let kept = all.len().min(News::KEEP);
        assert_eq!(told, all[all.len() - kept..].iter().collect::<Vec<_>>());
        let numbers: Vec<u64> = view.news.iter().map(|item| item.n).collect();
        let first = (all.len() - kept + 1) as u64;
        assert_eq!(numbers, (first..=all.len() as u64).collect::<Vec<_>>());
        // Every seat hears the same news: none of it is private.
        for seat in 0..3 {
            assert_eq!(game.view(Viewer::Seat(seat)).news, view.news);
        }
    }
    assert!(all.len() > News::KEEP, "{} events", all.len());
    assert!(votes > 10, "{votes} votes");
}
