//! English's turn: draw a tile; the records touching an English record (a tile on or
//! edge-adjacent to one of its tiles) that show that letter are the candidates; one is claimed;
//! several draw a tile each, the lowest value is claimed, the tied lowest draw again. Every
//! tile drawn goes back to the bag at the end of the turn.

use crate::games::crossword::SIZE;

use super::game::Game;
use super::state::{Event, Owner};

impl Game {
    /// The records English may claim with `tile`: not English, touching an English record,
    /// showing the letter. A blank shows no letter, so it finds none.
    pub fn candidates(&self, tile: u8) -> Vec<usize> {
        if !tile.is_ascii_uppercase() {
            return Vec::new();
        }
        let english: Vec<usize> = self
            .records
            .iter()
            .filter(|r| r.owner == Owner::English)
            .flat_map(|r| r.tiles.iter().map(|&(sq, _)| sq))
            .collect();
        self.records
            .iter()
            .enumerate()
            .filter(|(_, r)| r.owner != Owner::English && r.shows(tile))
            .filter(|(_, r)| {
                r.tiles
                    .iter()
                    .any(|&(sq, _)| english.iter().any(|&e| touching(sq, e)))
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// Plays English's turn (the phase is English's).
    pub(super) fn english_turn(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        let Some(tile) = self.draw() else {
            events.push(Event::EnglishDrew {
                tile: None,
                candidates: Vec::new(),
            });
            self.end_turn(&mut events);
            return events;
        };
        let candidates = self.candidates(tile);
        events.push(Event::EnglishDrew {
            tile: Some(tile),
            candidates: candidates.clone(),
        });
        let mut aside = vec![tile];
        let claimed = match candidates.len() {
            0 => None,
            1 => Some(candidates[0]),
            _ => Some(self.tie_break(candidates, &mut aside, &mut events)),
        };
        if let Some(record) = claimed {
            self.took_from_player = true;
            events.push(self.give_to_english(record));
        }
        self.put_back(&aside);
        events.push(Event::EnglishReturned { count: aside.len() });
        self.end_turn(&mut events);
        events
    }

    /// Draws a tile for each contender until one has the lowest value alone (a blank counts
    /// 0). When the bag holds too few tiles for a round, the tiles drawn so far go back first;
    /// if it still holds too few, or every tile it holds is worth the same (no draw could ever
    /// break the tie), or [`MAX_TIE_ROUNDS`] rounds have not broken it, the earliest contending
    /// record is claimed: the turn always ends.
    fn tie_break(
        &mut self,
        mut contenders: Vec<usize>,
        aside: &mut Vec<u8>,
        events: &mut Vec<Event>,
    ) -> usize {
        let mut round = 1;
        loop {
            if self.bag.len() < contenders.len() {
                self.put_back(aside);
                aside.clear();
            }
            if self.bag.len() < contenders.len() || round > MAX_TIE_ROUNDS || !self.bag_can_differ()
            {
                return contenders[0];
            }
            let draws: Vec<(usize, u8)> = contenders
                .iter()
                .map(|&c| (c, self.draw().expect("the bag was counted")))
                .collect();
            aside.extend(draws.iter().map(|&(_, t)| t));
            let low = draws
                .iter()
                .map(|&(_, t)| self.rules.tile_value(t))
                .min()
                .expect("two contenders or more");
            contenders = draws
                .iter()
                .filter(|&&(_, t)| self.rules.tile_value(t) == low)
                .map(|&(c, _)| c)
                .collect();
            events.push(Event::TieDraw { round, draws });
            if contenders.len() == 1 {
                return contenders[0];
            }
            round += 1;
        }
    }
}

/// Tie-break rounds after which the earliest contender is claimed: a fixed-order bag (tests,
/// scenarios) could otherwise repeat the same tied draws for ever.
pub const MAX_TIE_ROUNDS: usize = 50;

impl Game {
    /// Whether the bag holds tiles of two values or more (a blank counts 0), so that a
    /// tie-break draw could tell contenders apart.
    fn bag_can_differ(&self) -> bool {
        let mut values = self.bag.iter().map(|&t| self.rules.tile_value(t));
        let first = values.next();
        values.any(|v| Some(v) != first)
    }
}

/// Whether two squares are the same or share an edge.
fn touching(a: usize, b: usize) -> bool {
    let (ar, ac) = ((a / SIZE) as i32, (a % SIZE) as i32);
    let (br, bc) = ((b / SIZE) as i32, (b % SIZE) as i32);
    (ar - br).abs() + (ac - bc).abs() <= 1
}

#[cfg(test)]
mod tests {
    use super::touching;
    use crate::games::crossword::SIZE;

    #[test]
    fn touching_is_the_same_square_or_an_edge_neighbour() {
        let centre = 7 * SIZE + 7;
        for near in [centre, centre - 1, centre + 1, centre - SIZE, centre + SIZE] {
            assert!(touching(centre, near));
        }
        for far in [centre - SIZE - 1, centre + SIZE + 1, centre + 2, 7 * SIZE] {
            assert!(!touching(centre, far));
        }
        // A row's last square does not touch the next row's first.
        assert!(!touching(SIZE - 1, SIZE));
    }
}
