//! Colonies: the Supercolony bonus at five words, its claim under "strict announce", and
//! Decolonization of a colony of ten or more words.

use super::super::actions::{Outcome, Rejection, ScoreReason};
use super::super::groups::GroupId;
use super::super::notation::Target;
use super::super::state::Game;
use super::WordRole;

/// Called after a colony word is added: the player who adds the fifth word earns the bonus
/// (with their allies), once per colony; under strict announce it waits to be claimed.
pub(super) fn check_supercolony(game: &mut Game, id: GroupId, out: &mut Vec<Outcome>) {
    let player = game.current;
    let group = game.table.get_mut(id).expect("found");
    if group.supercolony_done || group.words.len() < game.rules.supercolony_words {
        return;
    }
    group.supercolony_done = true;
    if game.house.strict_announce {
        game.claimable.push(id);
        out.push(Outcome::SupercolonyClaimable { player, group: id });
    } else {
        award_supercolony(game, id, out);
    }
}

fn award_supercolony(game: &mut Game, id: GroupId, out: &mut Vec<Outcome>) {
    let player = game.current;
    out.push(Outcome::Supercolony { player, group: id });
    let bonus = game.rules.supercolony_bonus;
    game.add_score(player, bonus, ScoreReason::Supercolony, out);
    for ally in game.allies(player) {
        game.add_score(ally, bonus, ScoreReason::Supercolony, out);
    }
}

/// Claims a Supercolony bonus made this turn (strict announce).
pub(super) fn claim(
    game: &mut Game,
    target: &Target,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    if !game.house.strict_announce {
        return Err(Rejection::SupercolonyAutomatic);
    }
    let id = game.find_group(target, WordRole::FirstOrLast)?;
    let Some(i) = game.claimable.iter().position(|&g| g == id) else {
        return Err(Rejection::NoSupercolonyToClaim);
    };
    game.claimable.remove(i);
    award_supercolony(game, id, out);
    Ok(())
}

/// The owner of a colony of ten or more words scores its first word's value again; every
/// word but the last goes to the owner's out-of-play pile, and the last stays as a single
/// word that cannot be conquered.
pub(super) fn decolonize(
    game: &mut Game,
    target: &Target,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    let player = game.current;
    let id = game.find_group(target, WordRole::FirstOrLast)?;
    let group = game.table.get(id).expect("found");
    if group.owner != player {
        return Err(Rejection::NotColonyOwner {
            owner: group.owner,
            owner_name: game.players[group.owner].name.clone(),
        });
    }
    let need = game.rules.decolonize_words;
    if group.words.len() < need {
        return Err(Rejection::TooFewToDecolonize {
            need,
            has: group.words.len(),
        });
    }
    let first = group.first().clone();
    let value = first.value();
    let last_index = group.words.len() - 1;
    let dir = group.dir_of(last_index);
    let remnant = group.last().clone();
    let keep: Vec<_> = remnant.cards.iter().map(|p| p.card).collect();
    let gathered: Vec<_> = group
        .card_ids()
        .into_iter()
        .filter(|c| !keep.contains(c))
        .collect();

    let group = game.table.get_mut(id).expect("found");
    group.words = vec![remnant.clone()];
    group.first_dir = dir;
    group.unconquerable = true;
    group.immune = false;
    group.supercolony_done = false;
    group.decolonized_cards += gathered.len();
    game.players[player].out_of_play.extend(gathered);
    out.push(Outcome::Decolonized {
        player,
        group: id,
        remaining: remnant.text(),
    });
    let first_text = first.text();
    game.add_score(
        player,
        value,
        ScoreReason::Decolonization(first_text.clone()),
        out,
    );
    for ally in game.allies(player) {
        game.add_score(
            ally,
            value,
            ScoreReason::Decolonization(first_text.clone()),
            out,
        );
    }
    Ok(())
}
