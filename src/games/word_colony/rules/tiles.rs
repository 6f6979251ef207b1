//! Card notation for words (`FLOW`, `WONDEr` with a black R, `FLO*W` with a Magic Word as W)
//! and choosing which hand cards play each new letter.

use super::super::actions::{Rejection, reject};
use super::super::cards::{CardId, Face, Special};
use super::super::groups::{Placed, PlayerId};
use super::super::state::Game;

/// What kind of card a letter of a word is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileKind {
    /// A cream letter card (uppercase in notation).
    Letter,
    /// A black card (lowercase in notation).
    Black,
    /// A Magic Word card (`*` before the letter).
    Magic,
}

/// One letter of a word in notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The letter, uppercase.
    pub letter: char,
    /// The card kind that plays it.
    pub kind: TileKind,
}

/// Parses a word in card notation.
pub fn parse_tiles(word: &str) -> Result<Vec<Tile>, Rejection> {
    let mut tiles = Vec::new();
    let mut chars = word.trim().chars();
    while let Some(c) = chars.next() {
        let tile = match c {
            '*' => match chars.next() {
                Some(l) if l.is_ascii_alphabetic() => Tile {
                    letter: l.to_ascii_uppercase(),
                    kind: TileKind::Magic,
                },
                _ => return reject("a Magic Word (*) must be followed by the letter it plays as"),
            },
            c if c.is_ascii_uppercase() => Tile {
                letter: c,
                kind: TileKind::Letter,
            },
            c if c.is_ascii_lowercase() => Tile {
                letter: c.to_ascii_uppercase(),
                kind: TileKind::Black,
            },
            other => return reject(format!("'{other}' is not a letter")),
        };
        tiles.push(tile);
    }
    Ok(tiles)
}

/// The uppercase spelling of tiles.
pub(super) fn spell(tiles: &[Tile]) -> String {
    tiles.iter().map(|t| t.letter).collect()
}

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
            return reject(format!(
                "{} cards named for {} new letters",
                named.len(),
                tiles.len()
            ));
        }
        let mut seen = Vec::new();
        let mut placed = Vec::new();
        for (tile, &card) in tiles.iter().zip(named) {
            if !hand.contains(&card) || seen.contains(&card) {
                return reject(format!("card {} is not in your hand", card.0));
            }
            seen.push(card);
            if !fits(game.face(card), *tile) {
                return reject(format!(
                    "card {} ({}) cannot play the letter {}",
                    card.0,
                    game.face(card).notation(),
                    tile.letter
                ));
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
            return reject(match tile.kind {
                TileKind::Letter => format!("you have no letter card {}", tile.letter),
                TileKind::Black => format!("you have no black card {}", tile.letter),
                TileKind::Magic => "you have no Magic Word card".to_string(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let t = parse_tiles("WONDEr").unwrap();
        assert_eq!(t.len(), 6);
        assert_eq!(
            t[5],
            Tile {
                letter: 'R',
                kind: TileKind::Black
            }
        );
        let m = parse_tiles("FLO*w").unwrap();
        assert_eq!(
            m[3],
            Tile {
                letter: 'W',
                kind: TileKind::Magic
            }
        );
        assert!(parse_tiles("FL0W").is_err());
        assert!(parse_tiles("FLO*").is_err());
    }
}
