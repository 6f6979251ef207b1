//! Choosing which hand cards play each new letter of a word.

use super::super::actions::Rejection;
use super::super::cards::{CardId, Face, Special};
use super::super::groups::{Placed, PlayerId};
use super::super::notation::{Tile, TileKind};
use super::super::state::Game;

/// Chooses the hand cards for `tiles` (or checks the ones named in `named`). Among matching
/// cards the engine prefers those whose question was already read, keeping unread questions
/// for later turns.
pub(super) fn pick_cards(
    game: &Game,
    player: PlayerId,
    tiles: &[Tile],
    named: &[CardId],
) -> Result<Vec<Placed>, Rejection> {
    let hand = &game.players[player].hand;
    if !named.is_empty() {
        if named.len() != tiles.len() {
            return Err(Rejection::CardCountMismatch {
                named: named.len(),
                letters: tiles.len(),
            });
        }
        let mut seen = Vec::new();
        let mut placed = Vec::new();
        for (tile, &card) in tiles.iter().zip(named) {
            if !hand.contains(&card) || seen.contains(&card) {
                return Err(Rejection::NamedCardNotInHand(card));
            }
            seen.push(card);
            if !fits(game.face(card), *tile) {
                return Err(Rejection::CardCannotPlay {
                    card,
                    face: game.face(card),
                    letter: tile.letter,
                });
            }
            placed.push(place(game, card, *tile));
        }
        return Ok(placed);
    }
    let mut available: Vec<CardId> = hand.clone();
    // Read cards first, then by id: deterministic, and unread questions stay in hand.
    available.sort_by_key(|&c| (!game.card(c).read, c));
    let mut placed = Vec::new();
    for tile in tiles {
        let Some(i) = available.iter().position(|&c| fits(game.face(c), *tile)) else {
            return Err(match tile.kind {
                TileKind::Letter => Rejection::NoLetterCard(tile.letter),
                TileKind::Black => Rejection::NoBlackCard(tile.letter),
                TileKind::Magic => Rejection::NoMagicWordCard,
            });
        };
        let card = available.remove(i);
        placed.push(place(game, card, *tile));
    }
    Ok(placed)
}

fn fits(face: Face, tile: Tile) -> bool {
    match (face, tile.kind) {
        (Face::Letter { letter, .. }, TileKind::Letter) => letter == tile.letter,
        (Face::Black { letter, .. }, TileKind::Black) => letter == tile.letter,
        (Face::Special(Special::MagicWord), TileKind::Magic) => true,
        _ => false,
    }
}

fn place(game: &Game, card: CardId, tile: Tile) -> Placed {
    Placed {
        card,
        letter: tile.letter,
        value: game.face(card).value(),
    }
}
