//! A word typed from the keyboard becomes the word being placed: an expansion of a word on the
//! table when it starts with that word, a colony word when it starts with a word's last
//! letter, or a new word; the first reading the engine accepts is chosen, and the player sees
//! its verdict and score before confirming, as for a word dragged from the hand.

use super::pending::{Pending, PendingTarget, preview};
use crate::engine::Viewer;
use crate::games::word_colony::Game;
use crate::games::word_colony::cards::{CardId, Face, Special};

/// Hand cards for `letters`, cream cards first, then black cards, then Magic Words (with the
/// letter each plays); the first letter the hand cannot supply when there is one.
fn pick_cards(game: &Game, letters: &[char]) -> Result<(Vec<CardId>, Vec<char>), char> {
    let mut hand =
        crate::games::word_colony::view::own_hand(game, Viewer::Seat(game.current)).to_vec();
    let (mut cards, mut magic) = (Vec::new(), Vec::new());
    for &letter in letters {
        let take = |hand: &mut Vec<CardId>, want: &dyn Fn(Face) -> bool| {
            let i = hand.iter().position(|&k| want(game.face(k)))?;
            Some(hand.remove(i))
        };
        let cream = |f: Face| matches!(f, Face::Letter { letter: l, .. } if l == letter);
        let black = |f: Face| matches!(f, Face::Black { letter: l, .. } if l == letter);
        let wild = |f: Face| f == Face::Special(Special::MagicWord);
        if let Some(card) = take(&mut hand, &cream).or_else(|| take(&mut hand, &black)) {
            cards.push(card);
            magic.push(' ');
        } else if let Some(card) = take(&mut hand, &wild) {
            cards.push(card);
            magic.push(letter);
        } else {
            return Err(letter);
        }
    }
    Ok((cards, magic))
}

/// The readings of `letters` as words on this table, most ambitious first: expansions of the
/// longest words it continues, then colony words, then a new word at `new_cell`.
fn readings(game: &Game, letters: &[char], new_cell: (i32, i32)) -> Vec<(PendingTarget, usize)> {
    let mut groups: Vec<_> = game.table.groups.iter().collect();
    groups.sort_by_key(|g| std::cmp::Reverse(g.last().cards.len()));
    let mut out = Vec::new();
    for g in &groups {
        let base: Vec<char> = g.last().text().chars().collect();
        if letters.len() > base.len() && letters.starts_with(&base) {
            out.push((PendingTarget::Expand(g.id), base.len()));
        }
    }
    for g in &groups {
        if letters.len() >= 2 && letters[0] == g.last().last_letter() {
            out.push((PendingTarget::Colony(g.id), 1));
        }
    }
    out.push((PendingTarget::NewWord { cell: new_cell }, 0));
    out
}

/// The letters of what was typed, in capitals (anything else left out).
fn letters_of(typed: &str) -> Vec<char> {
    typed
        .chars()
        .filter(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Every reading of `letters` the hand can spell, in the order of [`readings`], and the first
/// letter no card gives for those it cannot.
fn spellable(game: &Game, letters: &[char], new_cell: (i32, i32)) -> (Vec<Pending>, Option<char>) {
    let mut missing = None;
    let mut out = Vec::new();
    if letters.is_empty() {
        return (out, missing);
    }
    for (target, on_table) in readings(game, letters, new_cell) {
        match pick_cards(game, &letters[on_table..]) {
            Ok((cards, magic)) => out.push(Pending {
                target: Some(target),
                cards,
                magic,
            }),
            Err(letter) => missing = missing.or(Some(letter)),
        }
    }
    (out, missing)
}

/// Every reading of what the current player typed that the engine accepts, most ambitious
/// first (Page Down walks through them when a typed word could be placed more than one way).
pub fn typed_readings(game: &Game, typed: &str, new_cell: (i32, i32)) -> Vec<Pending> {
    let (placings, _) = spellable(game, &letters_of(typed), new_cell);
    placings
        .into_iter()
        .filter(|p| matches!(preview(game, p), Some(Ok(_))))
        .collect()
}

/// What is placed for a typed word no reading of which the engine accepts: the plainest one
/// the hand can spell (a new word, else the first), whose preview says why it is refused. An
/// error asks for letters, or names a letter no card in hand can give.
pub fn typed_refused(game: &Game, typed: &str, new_cell: (i32, i32)) -> Result<Pending, String> {
    let letters = letters_of(typed);
    if letters.is_empty() {
        return Err(crate::i18n::tr!("wc-type-letters"));
    }
    let (placings, missing) = spellable(game, &letters, new_cell);
    let new_word = placings
        .iter()
        .position(|p| matches!(p.target, Some(PendingTarget::NewWord { .. })));
    placings
        .into_iter()
        .nth(new_word.unwrap_or(0))
        .ok_or_else(|| {
            crate::i18n::tr!(
                "wc-no-card-for",
                letter = missing.unwrap_or('?').to_string(),
                word = letters.iter().collect::<String>()
            )
        })
}

/// The word being placed for what the current player typed: the first reading the engine
/// accepts, or else [`typed_refused`]'s.
pub fn typed_pending(game: &Game, typed: &str, new_cell: (i32, i32)) -> Result<Pending, String> {
    match typed_readings(game, typed, new_cell).into_iter().next() {
        Some(accepted) => Ok(accepted),
        None => typed_refused(game, typed, new_cell),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::fixtures::{act, fixed, reach_build};

    /// Ana holds W I N E M A K E R T and is in her build step.
    fn anas_build_step() -> Game {
        let mut game = fixed(&["Ana", "Ben"], &["WINEMAKERT", "OXYZQU"]);
        reach_build(&mut game);
        game
    }

    #[test]
    fn a_typed_word_expands_or_grows_a_colony_when_it_continues_a_table_word() {
        let mut game = anas_build_step();
        let win = typed_pending(&game, "win", (0, 0)).expect("WIN from the hand");
        assert!(matches!(win.target, Some(PendingTarget::NewWord { .. })));
        let build = win.action(&game).expect("spelled");
        act(&mut game, 0, build);
        let g = game.table.groups[0].id;
        let longer = typed_pending(&game, "winemaker", (0, 4)).expect("an expansion");
        assert_eq!(longer.target, Some(PendingTarget::Expand(g)));
        assert_eq!(longer.cards.len(), 6, "only EMAKER comes from the hand");
        let across = typed_pending(&game, "Net", (0, 4)).expect("a colony word from N");
        assert_eq!(across.target, Some(PendingTarget::Colony(g)));
        assert_eq!(across.cards.len(), 2, "E and T from the hand");
    }

    #[test]
    fn a_letter_no_card_gives_is_named() {
        let game = anas_build_step();
        let err = typed_pending(&game, "jam", (0, 0)).unwrap_err();
        assert!(err.contains('J'), "{err}");
    }

    /// A typed word that fits more than one way offers each in turn, the most ambitious first,
    /// each reading the engine accepts a different placing.
    #[test]
    fn every_accepted_reading_of_a_typed_word_is_offered() {
        // Ana holds two W I N; WIN is already on the table.
        let mut game = fixed(&["Ana", "Ben"], &["WINWINEAKT", "OXYZQU"]);
        reach_build(&mut game);
        let win = typed_pending(&game, "win", (0, 0)).expect("WIN from the hand");
        let build = win.action(&game).expect("spelled");
        act(&mut game, 0, build);
        let all = typed_readings(&game, "wine", (0, 4));
        assert!(!all.is_empty());
        let first = typed_pending(&game, "wine", (0, 4)).expect("placed");
        assert_eq!(all[0], first, "the first reading is the one placed at once");
        for (i, a) in all.iter().enumerate() {
            assert!(matches!(preview(&game, a), Some(Ok(_))));
            for b in &all[i + 1..] {
                assert_ne!(a.target, b.target, "each reading places it differently");
            }
        }
        assert!(typed_readings(&game, "123", (0, 4)).is_empty());
        // WINE expands WIN or stands alone; NET grows a colony from WIN's N or stands alone.
        assert_eq!(all.len(), 2, "{all:?}");
        assert!(matches!(all[0].target, Some(PendingTarget::Expand(_))));
        let net = typed_readings(&game, "net", (0, 4));
        assert_eq!(net.len(), 2, "{net:?}");
        assert!(matches!(net[0].target, Some(PendingTarget::Colony(_))));
        assert!(matches!(net[1].target, Some(PendingTarget::NewWord { .. })));
    }
}
