//! The turn's frame: drawing the turn's card, passing, the finish line, and the end of the
//! game (finish line, empty box, agreement).

use super::super::actions::{EndReason, Outcome, Rejection, ScoreReason};
use super::super::state::{Game, Phase};

/// The turn's draw. An empty box ends the game (or, under the house rule, the discards are
/// shuffled back in).
pub(super) fn draw(game: &mut Game, out: &mut Vec<Outcome>) -> Result<(), Rejection> {
    let player = game.current;
    if game.draw_cards(player, 1, out) == 0 {
        end_game(game, EndReason::BoxEmpty, out);
        return Ok(());
    }
    if game.has_unread_question(player) {
        game.phase = Phase::Question;
    } else {
        out.push(Outcome::QuestionSkipped { reader: player });
        game.phase = Phase::Build;
    }
    Ok(())
}

/// Ends the turn: a forgotten Supercolony claim lapses (strict announce), the finish line is
/// checked, and the next seat begins.
pub(super) fn pass(game: &mut Game, out: &mut Vec<Outcome>) -> Result<(), Rejection> {
    let player = game.current;
    game.claimable.clear();
    if game.standing(player) >= game.finish_line {
        // Black cards still in hand cost their value at the finish line; once paid they
        // are discarded so they never count twice.
        let (black, total) = game.black_in_hand(player);
        if !black.is_empty() {
            game.add_score(player, total, ScoreReason::BlackCardsInHand, out);
            for card in black {
                game.remove_from_hand(player, card);
                game.discard.push(card);
            }
        }
        if game.standing(player) >= game.finish_line {
            let mut winners = vec![player];
            winners.extend(game.allies(player));
            winners.sort_unstable();
            finish(game, winners, EndReason::FinishLine, out);
            return Ok(());
        }
    }
    let next = (player + 1) % game.players.len();
    game.current = next;
    game.turn += 1;
    game.phase = Phase::Draw;
    // Immunity lasts until its owner's next turn.
    for g in &mut game.table.groups {
        if g.owner == next {
            g.immune = false;
        }
    }
    out.push(Outcome::TurnStarted { player: next });
    Ok(())
}

/// Ends the game without a finish line: black cards in every hand are subtracted, and the
/// highest standing wins (ties share the win).
pub(super) fn end_game(game: &mut Game, reason: EndReason, out: &mut Vec<Outcome>) {
    for p in 0..game.players.len() {
        let (_, total) = game.black_in_hand(p);
        game.add_score(p, total, ScoreReason::BlackCardsInHand, out);
    }
    let best = (0..game.players.len())
        .map(|p| game.standing(p))
        .max()
        .unwrap_or(0);
    let winners = (0..game.players.len())
        .filter(|&p| game.standing(p) == best)
        .collect();
    finish(game, winners, reason, out);
}

fn finish(game: &mut Game, winners: Vec<usize>, reason: EndReason, out: &mut Vec<Outcome>) {
    game.phase = Phase::Over;
    game.question = None;
    game.result = Some((winners.clone(), reason.clone()));
    out.push(Outcome::GameOver { winners, reason });
}
