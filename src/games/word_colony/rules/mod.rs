//! The rules of Word Colony: one function per action family, each validating the whole action
//! before changing anything, so a refused action leaves the game exactly as it was.

mod build;
mod colony;
mod question;
mod special;
mod tiles;
mod turn;

use super::actions::{Action, Outcome, PlayerAction, Rejection, ScoreEvent, ScoreReason};
use super::cards::CardId;
use super::groups::{GroupId, PlayerId};
use super::notation::Target;
use super::state::Game;

impl Game {
    /// Applies one action: the outcomes it caused, or why it was refused (nothing changed).
    pub fn apply(&mut self, act: &PlayerAction) -> Result<Vec<Outcome>, Rejection> {
        let player = act.player;
        if player >= self.players.len() {
            return Err(Rejection::NoSuchPlayer(player));
        }
        if self.result.is_some() {
            return Err(Rejection::GameOver);
        }
        let mut out = Vec::new();
        if self.house_vote.open.is_some() {
            // While the table votes on words, only ballots.
            return match &act.action {
                Action::Vote { yes } => {
                    build::cast(self, player, *yes, &mut out)?;
                    Ok(out)
                }
                _ => Err(Rejection::VoteOpen),
            };
        }
        match &act.action {
            Action::Vote { .. } => return Err(Rejection::NotAVoter),
            Action::EndByAgreement => {
                turn::end_game(self, super::actions::EndReason::Agreement, &mut out);
                return Ok(out);
            }
            Action::Answer { choice } => {
                question::answer(self, player, Some(*choice), &mut out)?;
                return Ok(out);
            }
            Action::TimeUp => {
                question::answer(self, player, None, &mut out)?;
                return Ok(out);
            }
            _ => {}
        }
        if player != self.current {
            return Err(Rejection::NotYourTurn {
                current: self.current,
                current_name: self.players[self.current].name.clone(),
                player,
                player_name: self.players[player].name.clone(),
            });
        }
        let wanted = act.action.phase();
        if wanted != self.phase {
            return Err(Rejection::WrongPhase(self.phase));
        }
        match &act.action {
            Action::Draw => turn::draw(self, &mut out)?,
            Action::Read { card } => question::read(self, *card, &mut out)?,
            Action::Build { word, cards } => build::build(self, word, cards, &mut out)?,
            Action::AskTable { words } => build::ask_table(self, player, words, &mut out)?,
            Action::Expand {
                target,
                word,
                cards,
            } => build::expand(self, target, word, cards, &mut out)?,
            Action::Colony {
                target,
                word,
                cards,
            } => build::colony(self, target, word, cards, &mut out)?,
            Action::Decolonize { target } => colony::decolonize(self, target, &mut out)?,
            Action::ClaimSupercolony { target } => colony::claim(self, target, &mut out)?,
            Action::Immunity { card, target } => special::immunity(self, *card, target, &mut out)?,
            Action::FistBump { card, with } => special::fist_bump(self, *card, *with, &mut out)?,
            Action::Conquest { card, target } => special::conquest(self, *card, target, &mut out)?,
            Action::Pass => turn::pass(self, &mut out)?,
            Action::Answer { .. }
            | Action::TimeUp
            | Action::EndByAgreement
            | Action::Vote { .. } => {
                unreachable!("handled above")
            }
        }
        Ok(out)
    }

    /// Changes a score (never below 0), logs the change as applied, and reports it.
    pub(crate) fn add_score(
        &mut self,
        player: PlayerId,
        delta: i32,
        reason: ScoreReason,
        out: &mut Vec<Outcome>,
    ) {
        let before = self.players[player].score;
        let after = (before + delta).max(0);
        if after == before {
            return;
        }
        self.players[player].score = after;
        let event = ScoreEvent {
            player,
            delta: after - before,
            reason,
        };
        self.score_log.push(event.clone());
        out.push(Outcome::Scored(event));
    }

    /// Draws up to `n` cards for a player (reshuffling the discards under the house rule);
    /// returns how many were drawn.
    pub(crate) fn draw_cards(
        &mut self,
        player: PlayerId,
        n: usize,
        out: &mut Vec<Outcome>,
    ) -> usize {
        let mut drawn = 0;
        for _ in 0..n {
            let Some(card) = self.take_from_box(out) else {
                break;
            };
            self.players[player].hand.push(card);
            out.push(Outcome::CardDrawn { player, card });
            drawn += 1;
        }
        drawn
    }

    fn take_from_box(&mut self, out: &mut Vec<Outcome>) -> Option<CardId> {
        if self.box_cards.is_empty() && self.house.reshuffle_discards && !self.discard.is_empty() {
            self.box_cards.append(&mut self.discard);
            self.rng.shuffle(&mut self.box_cards);
            out.push(Outcome::BoxReshuffled);
        }
        self.box_cards.pop()
    }

    /// Takes a card out of a player's hand.
    pub(crate) fn remove_from_hand(&mut self, player: PlayerId, card: CardId) {
        let hand = &mut self.players[player].hand;
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
    }

    /// Finds the group a target names: by number, or by the spelling of a word matched
    /// against each group's word chosen by `which` (its last word for building, its first or
    /// last for naming a colony).
    pub(crate) fn find_group(
        &self,
        target: &Target,
        which: WordRole,
    ) -> Result<GroupId, Rejection> {
        let word = match target {
            Target::Group(id) => {
                return match self.table.get(*id) {
                    Some(g) => Ok(g.id),
                    None => Err(Rejection::NoSuchGroup(*id)),
                };
            }
            Target::Word(word) => word,
        };
        // A target made in code rather than read from text may not be uppercase yet.
        let text = word.to_ascii_uppercase();
        let matches: Vec<GroupId> = self
            .table
            .groups
            .iter()
            .filter(|g| match which {
                WordRole::Last => g.last().text() == text,
                WordRole::FirstOrLast => g.first().text() == text || g.last().text() == text,
            })
            .map(|g| g.id)
            .collect();
        match matches.as_slice() {
            [one] => Ok(*one),
            [] => {
                let inside = self.table.groups.iter().find(|g| g.has_word(&text));
                match (inside, which) {
                    (Some(g), WordRole::Last) => Err(Rejection::NotLastWord {
                        named: text,
                        last: g.last().text(),
                    }),
                    _ => Err(Rejection::NoSuchWord(text)),
                }
            }
            _ => Err(Rejection::AmbiguousWord {
                count: matches.len(),
                example: matches[0],
                word: text,
            }),
        }
    }
}

/// Which word of a group a target's spelling is matched against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WordRole {
    /// The last word (expanding, building on).
    Last,
    /// The first or the last word (naming a colony).
    FirstOrLast,
}
