//! The order a player keeps their hand in: sorted by colour when dealt, re-sorted by a drag,
//! new cards at the right end, played cards gone; the cards of the draft left out of the fan.

use crate::games::play_on_words::cards::Card;

/// The order hands are dealt in: red, blue, green, each by letter, the wilds last.
pub fn sort_by_colour(cards: &mut [Card]) {
    cards.sort_by_key(|c| match c {
        Card::Letter(colour, l) => (colour.index(), *l),
        Card::Wild => (3, 0),
        Card::DoubleWild => (3, 1),
    });
}

/// Keeps `order` in step with `hand`: cards no longer held go (the rightmost of equal cards
/// first), new ones join at the right end; a new deal (nothing of the old order left) is
/// sorted by colour.
pub fn keep_order(order: &mut Vec<Card>, hand: &[Card]) {
    let mut left: Vec<Card> = hand.to_vec();
    let mut kept = Vec::with_capacity(hand.len());
    for &c in order.iter() {
        if let Some(i) = left.iter().position(|&h| h == c) {
            left.swap_remove(i);
            kept.push(c);
        }
    }
    if kept.is_empty() {
        sort_by_colour(&mut left);
    }
    kept.extend(left);
    *order = kept;
}

/// The cards of `order` the fan shows: all but those in `used` (the draft's).
pub fn fan(order: &[Card], used: &[Card]) -> Vec<Card> {
    let mut used = used.to_vec();
    order
        .iter()
        .copied()
        .filter(|c| match used.iter().position(|u| u == c) {
            Some(i) => {
                used.swap_remove(i);
                false
            }
            None => true,
        })
        .collect()
}

/// Moves one `card` of `order` to just before the fan's card `gap` (the fan's length: to the
/// end), the fan being `order` without `used`.
pub fn move_to(order: &mut Vec<Card>, used: &[Card], card: Card, gap: usize) {
    let shown = fan(order, used);
    let Some(from) = order.iter().position(|&c| c == card) else {
        return;
    };
    let target = shown.get(gap).copied();
    order.remove(from);
    // The card the gap is before, counted again without the moved one.
    let at = match target {
        Some(t) if t != card => order.iter().position(|&c| c == t).unwrap_or(order.len()),
        Some(_) => from,
        None => order.len(),
    };
    order.insert(at, card);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::play_on_words::cards::Colour::{Blue, Green, Red};

    #[test]
    fn a_deal_is_sorted_by_colour_and_a_players_order_survives_plays_and_draws() {
        let (ra, bz, gq, rk) = (
            Card::Letter(Red, b'A'),
            Card::Letter(Blue, b'Z'),
            Card::Letter(Green, b'Q'),
            Card::Letter(Red, b'K'),
        );
        let mut order = Vec::new();
        keep_order(&mut order, &[Card::Wild, gq, bz, rk, ra]);
        assert_eq!(order, vec![ra, rk, bz, gq, Card::Wild]);
        // The player drags the wild to the front.
        move_to(&mut order, &[], Card::Wild, 0);
        assert_eq!(order, vec![Card::Wild, ra, rk, bz, gq]);
        // Dragged to the end.
        move_to(&mut order, &[], ra, 5);
        assert_eq!(order, vec![Card::Wild, rk, bz, gq, ra]);
        // RK is played, a blue A drawn: the rest keeps its place, the new card at the end.
        let ba = Card::Letter(Blue, b'A');
        keep_order(&mut order, &[ra, gq, bz, Card::Wild, ba]);
        assert_eq!(order, vec![Card::Wild, bz, gq, ra, ba]);
        // The draft holds BZ: the fan leaves it out, and gaps count the fan's cards.
        assert_eq!(fan(&order, &[bz]), vec![Card::Wild, gq, ra, ba]);
        move_to(&mut order, &[bz], ba, 1);
        assert_eq!(order, vec![Card::Wild, bz, ba, gq, ra]);
    }
}
