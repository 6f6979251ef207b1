//! The question round: the reader reads an unread card's question, the others answer in
//! secret, and the reveal hands out cards (or, for a black card, costs points).

use super::super::actions::{Outcome, Rejection, ScoreReason};
use super::super::cards::{CardId, Choice, Face};
use super::super::groups::PlayerId;
use super::super::state::{Game, PendingQuestion, Phase};

/// The reader chooses a card and reads its question.
pub(super) fn read(game: &mut Game, card: CardId, out: &mut Vec<Outcome>) -> Result<(), Rejection> {
    let reader = game.current;
    if !game.players[reader].hand.contains(&card) {
        return Err(Rejection::NotInHand(card));
    }
    let c = game.card(card);
    if !c.face.has_question() {
        return Err(Rejection::NoQuestion);
    }
    if c.read {
        return Err(Rejection::AlreadyRead(c.face));
    }
    let n = game.players.len();
    let allies = game.allies(reader);
    let answering: Vec<bool> = (0..n)
        .map(|p| p != reader && !allies.contains(&p))
        .collect();
    game.last_reveal = None;
    game.question = Some(PendingQuestion {
        reader,
        card,
        answers: vec![None; n],
        answering,
        out_of_time: vec![false; n],
    });
    game.phase = Phase::Answer;
    out.push(Outcome::QuestionRead { reader, card });
    Ok(())
}

/// One player's secret answer (`None`: their time ran out, no answer); the last one triggers
/// the reveal.
pub(super) fn answer(
    game: &mut Game,
    player: PlayerId,
    choice: Option<Choice>,
    out: &mut Vec<Outcome>,
) -> Result<(), Rejection> {
    if game.phase != Phase::Answer {
        return Err(Rejection::NoQuestionWaiting);
    }
    let q = game
        .question
        .as_mut()
        .expect("a question in the answer phase");
    if player == q.reader {
        return Err(Rejection::ReaderAnswers);
    }
    if !q.answering[player] {
        return Err(Rejection::AllyAnswers);
    }
    if q.done(player) {
        return Err(Rejection::AlreadyAnswered);
    }
    match choice {
        Some(c) => q.answers[player] = Some(c),
        None => {
            q.out_of_time.resize(q.answers.len(), false);
            q.out_of_time[player] = true;
        }
    }
    out.push(Outcome::Answered { player });
    let all_in = (0..q.answering.len()).all(|p| !q.answering[p] || q.done(p));
    if all_in {
        reveal(game, out);
    }
    Ok(())
}

/// Compares the answers with the card's and applies the rewards or penalties.
fn reveal(game: &mut Game, out: &mut Vec<Outcome>) {
    let q = game.question.take().expect("a question to reveal");
    let card = game.card(q.card).clone();
    let correct = card
        .question
        .as_ref()
        .expect("question cards have one")
        .answer;
    let (mut right, mut wrong) = (Vec::new(), Vec::new());
    for (p, a) in q.answers.iter().enumerate() {
        if q.answering[p] {
            if *a == Some(correct) {
                right.push(p);
            } else {
                wrong.push(p);
            }
        }
    }
    out.push(Outcome::AnswersRevealed {
        correct,
        right: right.clone(),
        wrong: wrong.clone(),
    });
    game.last_reveal = Some(crate::games::word_colony::state::Revealed {
        card: q.card,
        reader: q.reader,
        correct,
        picks: (0..q.answers.len())
            .map(|p| q.answers[p].filter(|_| q.answering[p]))
            .collect(),
        right: right.clone(),
        wrong: wrong.clone(),
    });
    match card.face {
        Face::Black { value, .. } => {
            for &p in &wrong {
                game.add_score(p, value, ScoreReason::BlackQuestion, out);
            }
        }
        face => {
            let n = face.value().max(0) as usize;
            let collectors = if right.is_empty() {
                let mut c = vec![q.reader];
                c.extend(game.allies(q.reader));
                c
            } else {
                right
            };
            for p in collectors {
                game.draw_cards(p, n, out);
            }
        }
    }
    game.cards[q.card.0 as usize].read = true;
    game.phase = Phase::Build;
}
