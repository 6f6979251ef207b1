//! Special cards (this product's effects, DECISIONS.md): Immunity, Fist Bump and Conquest are
//! played here; a Magic Word is played as a letter when building. A played special card is
//! discarded.

use super::super::actions::{Outcome, Rejection, ScoreReason};
use super::super::cards::{CardId, Face, Special};
use super::super::groups::PlayerId;
use super::super::notation::Target;
use super::super::state::Game;
use super::WordRole;

fn check_card(game: &Game, card: CardId, kind: Special) -> Result<(), Rejection> {
    let player = game.current;
    if !game.players[player].hand.contains(&card) {
        return Err(Rejection::NotInHand(card));
    }
    if game.face(card) != Face::Special(kind) {
        return Err(Rejection::NotThatSpecial { card, wanted: kind });
    }
    Ok(())
}

fn discard(game: &mut Game, card: CardId, kind: Special, out: &mut Vec<Outcome>) {
    let player = game.current;
    game.remove_from_hand(player, card);
    game.discard.push(card);
    out.push(Outcome::SpecialUsed {
        player,
        special: kind,
    });
}

/// Protects one of the player's single words until their next turn.
pub(super) fn immunity(
    game: &mut Game,
    card: CardId,
    target: &Target,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    check_card(game, card, Special::Immunity)?;
    let id = game.find_group(target, WordRole::Last)?;
    let group = game.table.get(id).expect("found");
    if group.owner != game.current {
        return Err(Rejection::ImmunityNotOwnWord);
    }
    if group.is_colony() {
        return Err(Rejection::ImmunityOnColony);
    }
    game.table.get_mut(id).expect("found").immune = true;
    discard(game, card, Special::Immunity, out);
    Ok(())
}

/// The player and one other each draw a card.
pub(super) fn fist_bump(
    game: &mut Game,
    card: CardId,
    with: PlayerId,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    check_card(game, card, Special::FistBump)?;
    let player = game.current;
    if with >= game.players.len() {
        return Err(Rejection::NoSuchPlayer(with));
    }
    if with == player {
        return Err(Rejection::FistBumpWithSelf);
    }
    discard(game, card, Special::FistBump, out);
    game.draw_cards(player, 1, out);
    game.draw_cards(with, 1, out);
    Ok(())
}

/// Takes another player's single word; its value moves from their score to the player's.
pub(super) fn conquest(
    game: &mut Game,
    card: CardId,
    target: &Target,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    check_card(game, card, Special::Conquest)?;
    let player = game.current;
    let id = game.find_group(target, WordRole::Last)?;
    let group = game.table.get(id).expect("found");
    if group.owner == player {
        return Err(Rejection::AlreadyYours);
    }
    if let Err(why) = group.conquerable() {
        return Err(Rejection::NotConquerable {
            word: group.last().text(),
            why,
        });
    }
    if !game.table.owns_any(player) {
        return Err(Rejection::NeedOwnWordToConquer);
    }
    let owner = group.owner;
    let text = group.last().text();
    let value = group.last().value().max(0);
    game.table.get_mut(id).expect("found").owner = player;
    discard(game, card, Special::Conquest, out);
    out.push(Outcome::Conquered {
        by: player,
        from: owner,
        group: id,
        word: text.clone(),
    });
    game.add_score(player, value, ScoreReason::Conquest(text.clone()), out);
    game.add_score(owner, -value, ScoreReason::Conquered(text), out);
    Ok(())
}
