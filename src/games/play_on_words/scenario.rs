//! Setting a table up by hand, for tests, benchmarks and tools: a seat's hand, a pile, the
//! next cards of the draw pile, a word already on the table. Every helper moves cards from
//! the draw pile (where the cards it replaces go); a card not in the draw pile is taken from a
//! discard pile or another hand, which gets a card of the draw pile in its place. No card is
//! ever made or lost.

use super::cards::{Card, Laid, parse_laid_run};
use super::game::Game;
use super::state::{Kind, Slot, TableWord};

/// A card asked for is not in the draw pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotInStock(pub Card);

impl Game {
    /// Takes `card` for a scenario, leaving `keep`'s hand alone: from the draw pile, else from
    /// a discard pile or another hand (which gets the draw pile's bottom card instead).
    fn take_from_stock(&mut self, card: Card, keep: Option<usize>) -> Result<Card, NotInStock> {
        if let Some(i) = self.stock.iter().position(|&c| c == card) {
            return Ok(self.stock.remove(i));
        }
        let spare = self
            .stock
            .iter()
            .position(|&c| c != card)
            .ok_or(NotInStock(card))?;
        let spare = self.stock.remove(spare);
        let holders = self.discards.iter_mut().chain(
            self.seats
                .iter_mut()
                .enumerate()
                .filter(|(s, _)| Some(*s) != keep)
                .map(|(_, seat)| &mut seat.hand),
        );
        for cards in holders {
            if let Some(i) = cards.iter().position(|&c| c == card) {
                cards[i] = spare;
                return Ok(card);
            }
        }
        self.stock.insert(0, spare);
        Err(NotInStock(card))
    }

    /// Gives `seat` exactly `cards` (in that order); its old hand goes to the draw pile.
    pub fn set_hand(&mut self, seat: usize, cards: &[Card]) -> Result<(), NotInStock> {
        let old = std::mem::take(&mut self.seats[seat].hand);
        self.stock.splice(0..0, old);
        for &c in cards {
            let c = self.take_from_stock(c, Some(seat))?;
            self.seats[seat].hand.push(c);
        }
        Ok(())
    }

    /// Makes discard pile `pile` exactly `cards` (its top last).
    pub fn set_pile(&mut self, pile: usize, cards: &[Card]) -> Result<(), NotInStock> {
        let old = std::mem::take(&mut self.discards[pile]);
        self.stock.splice(0..0, old);
        for &c in cards {
            let c = self.take_from_stock(c, None)?;
            self.discards[pile].push(c);
        }
        Ok(())
    }

    /// Puts `cards` on top of the draw pile, the first to be drawn first.
    pub fn stack_stock(&mut self, cards: &[Card]) -> Result<(), NotInStock> {
        for &c in cards.iter().rev() {
            let c = self.take_from_stock(c, None)?;
            self.stock.push(c);
        }
        Ok(())
    }

    /// Lays `run` (the notation, `rTrR*E`) on the table as `owner`'s word, from the draw pile,
    /// as if laid on an earlier turn; its index. The word is not checked; when a card cannot be
    /// found, nothing is laid.
    pub fn place_word(&mut self, owner: usize, run: &str) -> Result<usize, NotInStock> {
        let laid: Vec<Laid> = parse_laid_run(run).map_err(|_| NotInStock(Card::Wild))?;
        for (i, l) in laid.iter().enumerate() {
            if let Err(e) = self.take_from_stock(l.card, None) {
                // Put back what was taken, so a failed word leaves every card where it was.
                self.stock.extend(laid[..i].iter().map(|l| l.card));
                return Err(e);
            }
        }
        self.words.push(TableWord {
            owner,
            kind: Kind::of(laid.iter().map(|l| l.card)).unwrap_or(Kind::Mixed),
            slots: laid.iter().map(|&l| Slot { stack: vec![l] }).collect(),
            laid_turn: u32::MAX,
        });
        Ok(self.words.len() - 1)
    }

    /// Marks `seat` as having met the challenge.
    pub fn set_in(&mut self, seat: usize) {
        self.seats[seat].is_in = true;
    }
}
