//! Where each word group lies on the table, in grid cells: groups keep their place as the game
//! goes on, new ones take the first free spot, and a group that grows into a neighbour moves
//! to a free spot, so no two groups ever overlap.

use std::collections::HashMap;

use super::groups::{GroupId, Table};

/// Empty cells kept between groups.
pub const GAP: i32 = 1;

/// A rectangle of cells: x, y (top-left), width, height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Rect {
    /// True when the two groups would touch (with [`GAP`] empty cells between them).
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x < o.x + o.w + GAP
            && o.x < self.x + self.w + GAP
            && self.y < o.y + o.h + GAP
            && o.y < self.y + self.h + GAP
    }
}

/// Places every group: `pinned` ones (moved by a player) stay as they are; groups that did not
/// change size keep their `previous` place; a group that grew keeps its place if it still fits,
/// else moves; the rest go to the first free spot in rows `width` cells wide.
pub fn arrange(
    table: &Table,
    previous: &HashMap<GroupId, Rect>,
    pinned: &HashMap<GroupId, (i32, i32)>,
    width: i32,
) -> HashMap<GroupId, Rect> {
    let mut placed: HashMap<GroupId, Rect> = HashMap::new();
    let sizes: Vec<(GroupId, i32, i32)> = table
        .groups
        .iter()
        .map(|g| {
            let (w, h) = g.extent();
            (g.id, w, h)
        })
        .collect();
    for &(id, w, h) in &sizes {
        if let Some(&(x, y)) = pinned.get(&id) {
            placed.insert(id, Rect { x, y, w, h });
        }
    }
    let fits = |r: &Rect, placed: &HashMap<GroupId, Rect>| placed.values().all(|o| !r.overlaps(o));
    // Unchanged groups first, so a group that grows moves rather than its neighbours.
    for unchanged_pass in [true, false] {
        for &(id, w, h) in &sizes {
            if placed.contains_key(&id) {
                continue;
            }
            let Some(prev) = previous.get(&id) else {
                continue;
            };
            if (prev.w == w && prev.h == h) != unchanged_pass {
                continue;
            }
            let r = Rect {
                x: prev.x,
                y: prev.y,
                w,
                h,
            };
            if fits(&r, &placed) {
                placed.insert(id, r);
            }
        }
    }
    for &(id, w, h) in &sizes {
        if !placed.contains_key(&id) {
            let rect = first_free(w, h, width, &placed);
            placed.insert(id, rect);
        }
    }
    placed
}

fn first_free(w: i32, h: i32, width: i32, placed: &HashMap<GroupId, Rect>) -> Rect {
    for y in 0.. {
        for x in 0..=(width - w).max(0) {
            let r = Rect { x, y, w, h };
            if placed.values().all(|o| !r.overlaps(o)) {
                return r;
            }
        }
    }
    unreachable!("rows go on forever")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::groups::Word;

    fn word(text: &str) -> Word {
        crate::games::word_colony::fixtures::plain_word(text)
    }

    fn no_overlaps(rects: &HashMap<GroupId, Rect>) {
        let all: Vec<&Rect> = rects.values().collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert!(!a.overlaps(b), "{a:?} overlaps {b:?}");
            }
        }
    }

    #[test]
    fn groups_never_overlap_and_keep_their_place() {
        let mut t = Table::default();
        for w in ["FLOW", "WIN", "NAPKIN", "OXEN", "QUIZ", "JAZZ", "KICKBOX"] {
            t.add_single(0, word(w));
        }
        let first = arrange(&t, &HashMap::new(), &HashMap::new(), 20);
        no_overlaps(&first);
        assert!(first.values().all(|r| r.x + r.w <= 20));
        let prev = first.clone();
        // WIN grows into a tall colony: it may move, the others stay.
        let id = t.groups[1].id;
        let g = t.get_mut(id).unwrap();
        g.words.push(word("NAPKIN"));
        g.words.push(word("NEXT"));
        let second = arrange(&t, &prev, &HashMap::new(), 20);
        no_overlaps(&second);
        for g in &t.groups {
            if g.id != id {
                assert_eq!(second[&g.id], prev[&g.id], "{:?} kept its place", g.id);
            }
        }
    }

    #[test]
    fn a_pinned_group_stays_where_a_player_put_it() {
        let mut t = Table::default();
        let a = t.add_single(0, word("FLOW"));
        let b = t.add_single(1, word("WIN"));
        let pinned = HashMap::from([(b, (0, 0))]);
        let r = arrange(&t, &HashMap::new(), &pinned, 20);
        assert_eq!((r[&b].x, r[&b].y), (0, 0));
        assert!(!r[&a].overlaps(&r[&b]));
    }
}
