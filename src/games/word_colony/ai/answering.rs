//! Questions for a computer seat: answering (knowing with the level's chance, otherwise
//! guessing) and, as the reader, choosing which card's question to read.

use rand::Rng;
use rand::seq::IndexedRandom;

use super::levels::{AiData, Level};
use crate::games::word_colony::cards::{CardId, Choice, Difficulty, Face, Question};
use crate::games::word_colony::groups::PlayerId;
use crate::games::word_colony::state::Game;

/// The chance a seat of `level` knows the answer to `question`.
pub fn knows_chance(data: &AiData, level: Level, question: &Question) -> f64 {
    let scale = match question.difficulty {
        Difficulty::Easy => data.difficulty_scale.easy,
        Difficulty::Medium => data.difficulty_scale.medium,
        Difficulty::Hard => data.difficulty_scale.hard,
    };
    (data.knows.get(level) * scale).clamp(0.0, 0.98)
}

/// The seat's answer: the right one if it knows it, otherwise a guess among the four.
pub fn answer(data: &AiData, level: Level, question: &Question, rng: &mut impl Rng) -> Choice {
    if rng.random_bool(knows_chance(data, level, question)) {
        question.answer
    } else {
        *Choice::ALL.choose(rng).expect("four choices")
    }
}

/// Chance that one typical opponent gets a question of this difficulty wrong (the reader
/// cannot know who knows what; it assumes a Normal player).
fn others_wrong(data: &AiData, q: &Question) -> f64 {
    let k = knows_chance(data, Level::Normal, q);
    (1.0 - k) * 0.75
}

/// Which card the reader reads. Easy picks at random; Normal the most valuable letter card;
/// Hard weighs the cards it would collect if everyone is wrong against the points a black
/// card would cost the others, more so when a rival nears the finish line.
pub fn choose_question(
    game: &Game,
    player: PlayerId,
    data: &AiData,
    level: Level,
    rng: &mut impl Rng,
) -> Option<CardId> {
    let unread = game.unread_questions(player);
    if unread.is_empty() {
        return None;
    }
    match level {
        Level::Easy => unread.choose(rng).copied(),
        Level::Normal => unread
            .iter()
            .copied()
            .max_by_key(|&c| (game.face(c).value(), std::cmp::Reverse(c))),
        Level::Hard => {
            let answerers: Vec<PlayerId> = (0..game.players.len())
                .filter(|&p| p != player && !game.allies(player).contains(&p))
                .collect();
            let leader = answerers
                .iter()
                .map(|&p| game.standing(p))
                .max()
                .unwrap_or(0);
            let pressure = 1.0 + (leader as f64 / game.finish_line.max(1) as f64);
            let score = |c: CardId| -> f64 {
                let q = game.card(c).question.as_ref().expect("question card");
                let wrong = others_wrong(data, q);
                match game.face(c) {
                    Face::Black { value, .. } => {
                        -(value as f64) * wrong * answerers.len() as f64 * pressure
                    }
                    face => {
                        let all_wrong = wrong.powi(answerers.len() as i32);
                        // Cards collected by the reader, minus cards handed to the others.
                        let v = face.value() as f64;
                        v * all_wrong - v * (1.0 - wrong) * answerers.len() as f64 * 0.5
                    }
                }
            };
            unread
                .iter()
                .copied()
                .max_by(|&a, &b| score(a).total_cmp(&score(b)).then(b.cmp(&a)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn question(d: Difficulty) -> Question {
        Question {
            text: "?".into(),
            options: ["a".into(), "b".into(), "c".into(), "d".into()],
            answer: Choice::C,
            category: "x".into(),
            difficulty: d,
        }
    }

    #[test]
    fn answers_right_about_as_often_as_the_level_says() {
        let data = AiData::standard();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for (level, expected) in [
            (Level::Easy, 0.40),
            (Level::Normal, 0.65),
            (Level::Hard, 0.85),
        ] {
            let q = question(Difficulty::Medium);
            let n = 20_000;
            let right = (0..n)
                .filter(|_| answer(&data, level, &q, &mut rng) == Choice::C)
                .count();
            // Knowing, plus a lucky guess a quarter of the time otherwise.
            let want = expected + (1.0 - expected) * 0.25;
            let got = right as f64 / n as f64;
            assert!((got - want).abs() < 0.02, "{level:?}: {got} vs {want}");
        }
    }

    #[test]
    fn hard_questions_are_known_less_often() {
        let data = AiData::standard();
        let easy = knows_chance(&data, Level::Normal, &question(Difficulty::Easy));
        let hard = knows_chance(&data, Level::Normal, &question(Difficulty::Hard));
        assert!(easy > hard);
    }
}
