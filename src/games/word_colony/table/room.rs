//! Room for the word being placed: the table is laid out as if the pending cards were already
//! part of their word, so a word that would cover another moves, with its pending cards, to a
//! free place instead. Nothing on the table is ever hidden by a word in progress.

use std::collections::HashMap;

use super::{PendingTarget, TableState};
use crate::games::word_colony::Game;
use crate::games::word_colony::cards::CardId;
use crate::games::word_colony::groups::{GroupId, Placed, Word};
use crate::games::word_colony::layout::{Rect, arrange};

/// Width of the table's rows, in cells.
pub const ROW_CELLS: i32 = 26;

/// A stand-in for a card not yet on the table: it takes a cell and nothing else.
fn placeholder() -> Placed {
    Placed {
        card: CardId(u16::MAX),
        letter: '?',
        value: 0,
    }
}

/// A layout of the table's groups, and where a pending new word starts in it.
pub type RoomLayout = (HashMap<GroupId, Rect>, Option<(i32, i32)>);

/// The table's layout with the pending word counted in, and where a pending new word then
/// starts; `None` when no word is being placed.
pub fn layout_with_pending(game: &Game, state: &TableState) -> Option<RoomLayout> {
    let target = state.pending.target?;
    let n = state.pending.cards.len();
    if n == 0 {
        return None;
    }
    let mut table = game.table.clone();
    let mut previous = state.placed.clone();
    let mut pinned = state.pinned.clone();
    let mut new_group = None;
    match target {
        PendingTarget::Expand(g) => {
            pinned.remove(&g);
            let group = table.get_mut(g)?;
            let last = group.words.last_mut()?;
            last.cards.extend(std::iter::repeat_n(placeholder(), n));
        }
        PendingTarget::Colony(g) => {
            pinned.remove(&g);
            let group = table.get_mut(g)?;
            let corner = *group.last().cards.last()?;
            let mut cards = vec![corner];
            cards.extend(std::iter::repeat_n(placeholder(), n));
            group.words.push(Word { cards });
        }
        PendingTarget::NewWord { cell } => {
            let id = table.add_single(
                game.current,
                Word {
                    cards: vec![placeholder(); n],
                },
            );
            previous.insert(
                id,
                Rect {
                    x: cell.0,
                    y: cell.1,
                    w: n as i32,
                    h: 1,
                },
            );
            new_group = Some(id);
        }
    }
    let rects = arrange(&table, &previous, &pinned, ROW_CELLS);
    let start = new_group.and_then(|id| rects.get(&id)).map(|r| (r.x, r.y));
    Some((rects, start))
}

/// A new word being confirmed stays where it was laid out: it is pinned to its cell, so no
/// later layout (one made before the game has the word, or after a neighbour grows) moves it.
/// Its own stand-in in the layout is not a neighbour it must keep clear of.
pub fn pin_new_word(game: &Game, state: &mut TableState) {
    let Some(PendingTarget::NewWord { cell }) = state.pending.target else {
        return;
    };
    let id = GroupId(game.table.next_id);
    let n = state.pending.cards.len() as i32;
    let free = state
        .placed
        .iter()
        .filter(|(g, _)| **g != id)
        .all(|(_, r)| {
            cell.0 + n + 1 < r.x
                || r.x + r.w + 1 < cell.0
                || cell.1 + 2 < r.y
                || r.y + r.h + 1 < cell.1
        });
    if free && cell.0 >= 0 && cell.1 >= 0 {
        state.pinned.insert(id, cell);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::Content;
    use crate::games::word_colony::layout::arrange;
    use crate::games::word_colony::save::SaveFile;

    /// Every cell a layout's groups take.
    fn cells(game: &Game, rects: &HashMap<GroupId, Rect>) -> Vec<(GroupId, (i32, i32))> {
        game.table
            .groups
            .iter()
            .flat_map(|g| {
                let r = rects[&g.id];
                g.cells()
                    .into_iter()
                    .map(move |(x, y, _)| (g.id, (r.x + x, r.y + y)))
            })
            .collect()
    }

    #[test]
    fn an_expansion_that_would_cover_a_neighbour_moves_instead() {
        // The "winemaker" example: WIN and AT side by side, then EMAKER added to WIN.
        let text = include_str!("../../../../docs/examples/winemaker.ron");
        let mut save = SaveFile::parse(text).expect("the example parses");
        // Stop before Ben expands: AT is built, EMAKER is still in his hand.
        save.actions.truncate(9);
        let content = Content::for_setup(&save.setup).expect("content");
        let game = save.replay(&content).expect("replays");
        // WIN's neighbour sits just past its end, as a player could have dragged it.
        let mut state = TableState {
            placed: arrange(&game.table, &HashMap::new(), &HashMap::new(), ROW_CELLS),
            ..Default::default()
        };
        let win = game
            .table
            .groups
            .iter()
            .find(|g| g.last().text() == "WIN")
            .expect("WIN on the table")
            .id;
        let r = state.placed[&win];
        for g in game.table.groups.iter().filter(|g| g.id != win) {
            state.pinned.insert(g.id, (r.x + r.w + 1, r.y));
        }
        state.placed = arrange(&game.table, &state.placed, &state.pinned, ROW_CELLS);
        let me = game.current;
        let hand: Vec<CardId> = game.players[me].hand.iter().copied().take(6).collect();
        state.pending.target = Some(PendingTarget::Expand(win));
        for &c in &hand {
            state.pending.push(&game, c);
        }
        let (rects, _) = layout_with_pending(&game, &state).expect("a pending word");
        // WIN with six more cells: its cells then touch no other group's cells.
        let mut grown = game.clone();
        let g = grown.table.get_mut(win).unwrap();
        g.words
            .last_mut()
            .unwrap()
            .cards
            .extend(std::iter::repeat_n(placeholder(), hand.len()));
        let taken = cells(&grown, &rects);
        for (a, ca) in &taken {
            for (b, cb) in &taken {
                assert!(a == b || ca != cb, "{a:?} and {b:?} share {ca:?}");
            }
        }
    }

    /// A new word dropped in the middle of the table stays there once confirmed, even when the
    /// table lays itself out again before the game has the word (its place was once lost that
    /// way, and the word went to the first free place, far left).
    #[test]
    fn a_confirmed_new_word_keeps_its_place() {
        let text = include_str!("../../../../docs/examples/winemaker.ron");
        let mut save = SaveFile::parse(text).expect("the example parses");
        save.actions.truncate(9);
        let content = Content::for_setup(&save.setup).expect("content");
        let game = save.replay(&content).expect("replays");
        let mut state = TableState {
            placed: arrange(&game.table, &HashMap::new(), &HashMap::new(), ROW_CELLS),
            ..Default::default()
        };
        let me = game.current;
        let hand: Vec<CardId> = game.players[me].hand.iter().copied().take(3).collect();
        let cell = (12, 6);
        state.pending.target = Some(PendingTarget::NewWord { cell });
        for &c in &hand {
            state.pending.push(&game, c);
        }
        // The board's sync: the layout with the word counted in becomes the table's.
        let (rects, start) = layout_with_pending(&game, &state).expect("a pending word");
        assert_eq!(
            start,
            Some(cell),
            "the place is free: the word starts where dropped"
        );
        state.placed = rects;
        pin_new_word(&game, &mut state);
        let id = GroupId(game.table.next_id);
        assert_eq!(state.pinned.get(&id), Some(&cell));
        // Laid out again before the game has the word: the old groups keep their places.
        state.pending = Default::default();
        state.placed = arrange(&game.table, &state.placed, &state.pinned, ROW_CELLS);
        // The game now has the word (as the confirmed action makes it), laid out once more.
        let mut after = game.clone();
        let word = Word {
            cards: vec![placeholder(); hand.len()],
        };
        assert_eq!(after.table.add_single(me, word), id);
        let rects = arrange(&after.table, &state.placed, &state.pinned, ROW_CELLS);
        assert_eq!(
            (rects[&id].x, rects[&id].y),
            cell,
            "the word stayed where it was put"
        );
    }
}
