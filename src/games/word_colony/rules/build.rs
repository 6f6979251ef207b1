//! Building: new single words, expansions (letters added at a word's end) and colony words
//! (built across/down from a word's last letter), with conquest by expansion and by building
//! over.

use super::super::actions::{Outcome, Rejection, ScoreReason};
use super::super::cards::CardId;
use super::super::groups::{GroupId, Placed, Word, letters_value};
use super::super::notation::{Spelling, Target};
use super::super::scoring::placement_gain;
use super::super::state::Game;
use super::WordRole;
use super::colony;
use super::tiles::pick_cards;

/// A new single word from the hand.
pub(super) fn build(
    game: &mut Game,
    word: &Spelling,
    named: &[CardId],
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    let player = game.current;
    let text = word.text();
    check_word(game, &text)?;
    let placed = pick_cards(game, player, word.tiles(), named)?;

    take_cards(game, player, &placed);
    let word = Word { cards: placed };
    let value = word.value();
    let group = game.table.add_single(player, word);
    if !game.players[player].on_track {
        game.players[player].on_track = true;
        out.push(Outcome::PawnEntered { player });
    }
    out.push(Outcome::WordBuilt {
        player,
        group,
        word: text.clone(),
    });
    game.add_score(player, value, ScoreReason::Letters(text), out);
    Ok(())
}

/// Adds letters to the end of a single word or of a colony's last word.
pub(super) fn expand(
    game: &mut Game,
    target: &Target,
    word: &Spelling,
    named: &[CardId],
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    let player = game.current;
    let id = game.find_group(target, WordRole::Last)?;
    let group = game.table.get(id).expect("found");
    let base = group.last().text();
    let text = word.text();
    if !text.starts_with(&base) {
        return Err(Rejection::NotAnExpansion { word: text, base });
    }
    if text.len() == base.len() {
        return Err(Rejection::NothingAdded { base });
    }
    check_may_touch(game, id)?;
    check_word(game, &text)?;
    if group.is_colony() && group.has_word(&text) {
        return Err(Rejection::AlreadyInColony(text));
    }
    // Letters are ASCII, so the base's byte length is its tile count.
    let new = pick_cards(game, player, &word.tiles()[base.len()..], named)?;

    let added = letters_value(&new);
    let gain = placement_gain(group, player, added);
    let owner = group.owner;
    take_cards(game, player, &new);
    let group = game.table.get_mut(id).expect("found");
    group.words.last_mut().expect("a word").cards.extend(new);
    if gain.conquers {
        group.owner = player;
    }
    out.push(Outcome::WordExpanded {
        player,
        group: id,
        word: text.clone(),
    });
    settle(game, id, owner, &base, &text, gain, out);
    Ok(())
}

/// Builds a word starting on the last letter of a word, perpendicular to it.
pub(super) fn colony(
    game: &mut Game,
    target: &Target,
    word: &Spelling,
    named: &[CardId],
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    let player = game.current;
    let id = game.find_group(target, WordRole::Last)?;
    let group = game.table.get(id).expect("found");
    let last = group.last();
    let base = last.text();
    let text = word.text();
    let start = last.last_letter();
    if !text.starts_with(start) {
        return Err(Rejection::WrongColonyStart {
            word: text,
            start,
            base,
        });
    }
    if text.len() < 2 {
        return Err(Rejection::TooShort { min: 2 });
    }
    check_may_touch(game, id)?;
    check_word(game, &text)?;
    if group.has_word(&text) {
        return Err(Rejection::AlreadyInColony(text));
    }
    let new = pick_cards(game, player, &word.tiles()[1..], named)?;

    let added = letters_value(&new);
    let gain = placement_gain(group, player, added);
    let corner = *last.cards.last().expect("a word has cards");
    let owner = group.owner;
    take_cards(game, player, &new);
    let mut cards = vec![corner];
    cards.extend(new);
    let group = game.table.get_mut(id).expect("found");
    group.words.push(Word { cards });
    if gain.conquers {
        group.owner = player;
    }
    out.push(Outcome::ColonyWordBuilt {
        player,
        group: id,
        word: text.clone(),
    });
    settle(game, id, owner, &base, &text, gain, out);
    colony::check_supercolony(game, id, out);
    Ok(())
}

/// Applies a placement's scores, and a conquest's transfer.
fn settle(
    game: &mut Game,
    id: GroupId,
    owner: usize,
    conquered_word: &str,
    text: &str,
    gain: super::super::scoring::Gain,
    out: &mut Vec<Outcome>,
) {
    let player = game.current;
    let added = gain.player - gain.owner_loss;
    if gain.conquers {
        out.push(Outcome::Conquered {
            by: player,
            from: owner,
            group: id,
            word: conquered_word.to_string(),
        });
        game.add_score(player, added, ScoreReason::Letters(text.to_string()), out);
        game.add_score(
            player,
            gain.owner_loss,
            ScoreReason::Conquest(conquered_word.to_string()),
            out,
        );
        game.add_score(
            owner,
            -gain.owner_loss,
            ScoreReason::Conquered(conquered_word.to_string()),
            out,
        );
    } else {
        game.add_score(player, added, ScoreReason::Letters(text.to_string()), out);
    }
}

fn check_word(game: &Game, text: &str) -> Result<(), Rejection> {
    if text.chars().count() < game.rules.min_word_len {
        return Err(Rejection::TooShort {
            min: game.rules.min_word_len,
        });
    }
    if game.lexicon.kept_off(text) {
        return Err(Rejection::KeptOff(text.to_string()));
    }
    if !game.lexicon.contains(text) && !game.house_vote.accepted.has(text) {
        return Err(Rejection::NotInDictionary(text.to_string()));
    }
    Ok(())
}

impl Game {
    /// Where `word` (any case, accents folded as the dictionary folds them) stands with this
    /// table's words.
    pub fn word_standing(&self, word: &str) -> crate::games::word_colony::state::Standing {
        use crate::games::word_colony::state::Standing;
        let w = word.trim();
        if self.lexicon.kept_off(w) {
            Standing::KeptOff
        } else if self.lexicon.contains(w) {
            Standing::InDictionary
        } else if self.house_vote.accepted.has(w) {
            Standing::VotedIn
        } else {
            Standing::Unknown
        }
    }
}

/// `player` puts `words` to the table's vote (house rule): each of letters only, neither in
/// the dictionary nor accepted already, nor kept off by the family filter.
pub fn ask_table(
    game: &mut Game,
    player: usize,
    words: &[String],
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    use crate::engine::word_vote::AskError;
    let mut asked: Vec<String> = Vec::new();
    for word in words {
        let w = word.trim().to_uppercase();
        if w.chars().count() < game.rules.min_word_len {
            return Err(Rejection::TooShort {
                min: game.rules.min_word_len,
            });
        }
        if w.chars().count() > crate::words::MAX_WORD_LEN || !w.chars().all(char::is_alphabetic) {
            return Err(Rejection::NotInDictionary(w));
        }
        if game.lexicon.kept_off(&w) {
            return Err(Rejection::KeptOff(w));
        }
        if game.lexicon.contains(&w) || game.house_vote.accepted.has(&w) {
            return Err(Rejection::AlreadyAWord(w));
        }
        if !asked.contains(&w) {
            asked.push(w);
        }
    }
    if asked.is_empty() {
        return Err(Rejection::TooShort {
            min: game.rules.min_word_len,
        });
    }
    game.house_vote
        .ask(player, asked.clone())
        .map_err(|e| match e {
            AskError::Off => Rejection::NoVoteRule,
            AskError::NobodyToAsk => Rejection::NobodyToAsk,
            AskError::VoteOpen => Rejection::VoteOpen,
        })?;
    out.push(Outcome::VoteOpened {
        player,
        words: asked,
    });
    Ok(())
}

/// A ballot; the last one closes the vote, and the asker's build step goes on.
pub fn cast(
    game: &mut Game,
    player: usize,
    yes: bool,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    let decided = game
        .house_vote
        .cast(player, yes)
        .map_err(|_| Rejection::NotAVoter)?;
    if let Some((vote, accepted)) = decided {
        out.push(Outcome::Voted {
            player: vote.by,
            words: vote.words,
            accepted,
        });
    }
    Ok(())
}

/// Building on another player's word needs a word of one's own on the table.
fn check_may_touch(game: &Game, id: GroupId) -> Result<(), Rejection> {
    let player = game.current;
    let group = game.table.get(id).expect("found");
    if group.owner != player && !game.table.owns_any(player) {
        return Err(Rejection::NeedOwnWordToBuild);
    }
    Ok(())
}

fn take_cards(game: &mut Game, player: usize, placed: &[Placed]) {
    for p in placed {
        game.remove_from_hand(player, p.card);
    }
}
