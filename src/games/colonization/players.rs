//! The computer players of Colonization Mode, at the crossword levels ([`Strength`]): what a
//! computer seat does in every phase. It names its language with its tiles in the order the
//! pronounceability model says most easily; it votes with the same model; on its turn it
//! invents a word ([`super::invent`]: never an English one, which would be English's at once),
//! tries a Transform, exchanges or passes; it reveals a tile when a Transform involves it; and
//! it starts English's turn when it comes.
//!
//! - **Easy** places a random invented word worth between half and four fifths of the best,
//!   ignores the 50-point limit and English, never transforms, and reveals a random tile.
//! - **Normal** places the highest-scoring invented word that keeps it at 50 or under (the
//!   highest of all when none does), and transforms only with a 10-point tile in hand.
//! - **Hard** weighs each word: its points (a word taking it over 50 counts against it: the
//!   record would be English's), the tiles it keeps ([`leave_value`]), and the chance English
//!   claims it soon (a word touching an English record that shows common letters); it
//!   transforms a valuable record of its strongest opponent when holding a high tile, and
//!   refuses an opponent's strong move whose word it finds barely pronounceable.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::games::crossword::ai::{Strength, leave_value};
use crate::games::crossword::{SIZE, check_play};

use super::game::{Game, NAME_TILES, SCORE_LIMIT};
use super::invent::{Candidate, candidates};
use super::pronounce::Model;
use super::state::{Action, Owner, Phase, Question};

/// How many English turns ahead Hard looks when it fears a claim.
const CLAIM_HORIZON: i32 = 3;
/// How far above the threshold a strong opponent move's word must score for Hard to accept.
const BORDERLINE: f32 = 0.2;
/// An opponent's move worth this many points is strong.
const STRONG_MOVE: i32 = 18;
/// A name as easy to say as its tiles allow, within this much, is accepted.
const NAME_SLACK: f32 = 0.25;

/// What the computer seat `seat` does now (the game waits for it).
pub fn choose(game: &Game, seat: usize, strength: Strength, rng: &mut impl Rng) -> Action {
    let model = Model::english();
    let rack = &game.seats[seat].rack;
    match game.phase() {
        Phase::Naming { .. } => Action::Name(best_name(rack, model).0),
        Phase::Vote { question, .. } => Action::Vote(vote(game, seat, question, strength, model)),
        Phase::Transform { actor, .. } => Action::Reveal(reveal(game, seat, *actor, strength, rng)),
        Phase::English | Phase::Over(_) => Action::EnglishTurn,
        Phase::Turn { .. } => turn(game, seat, strength, model, rng),
    }
}

/// The most pronounceable order of `rack` as a language's name (a blank stands for the letter
/// that reads best, written small), and its model score.
pub fn best_name(rack: &[u8], model: &Model) -> (String, f32) {
    let mut left: Vec<u8> = rack.to_vec();
    left.sort_unstable();
    let mut best = (String::new(), f32::NEG_INFINITY);
    let mut cur = Vec::with_capacity(rack.len());
    name_orders(&mut left, &mut cur, model, &mut best);
    best
}

fn name_orders(left: &mut Vec<u8>, cur: &mut Vec<u8>, model: &Model, best: &mut (String, f32)) {
    if left.is_empty() {
        let (mean, worst) = model.measure(cur);
        // The floor matters too: below it the name is penalised by how far it falls.
        let value = mean + (worst - model.floor).min(0.0);
        if value > best.1 {
            *best = (String::from_utf8_lossy(cur).into_owned(), value);
        }
        return;
    }
    for i in 0..left.len() {
        if i > 0 && left[i] == left[i - 1] {
            continue;
        }
        let t = left.remove(i);
        if t == b'?' {
            // A blank reads best as a common letter; trying all 26 costs too much.
            for &l in b"aeiourstln" {
                cur.push(l);
                name_orders(left, cur, model, best);
                cur.pop();
            }
        } else {
            cur.push(t);
            name_orders(left, cur, model, best);
            cur.pop();
        }
        left.insert(i, t);
    }
}

/// How `seat` votes on `question`.
fn vote(game: &Game, seat: usize, question: &Question, strength: Strength, model: &Model) -> bool {
    match question {
        Question::Name { name, .. } => {
            if model.pronounceable(name) || name.len() != NAME_TILES {
                return true;
            }
            // Its tiles allow no easier name: refusing would only make it name them again.
            let tiles: Vec<u8> = name
                .bytes()
                .map(|b| if b.is_ascii_lowercase() { b'?' } else { b })
                .collect();
            model.score(name) + NAME_SLACK >= best_name(&tiles, model).1
        }
        Question::Move { seat: placer, play } => {
            let Ok(scored) = check_play(&game.board, game.rules, play, None) else {
                return false;
            };
            // Easy has a lenient ear; the others hear every word the move forms.
            let margin = if strength == Strength::Easy {
                -0.3
            } else {
                0.0
            };
            if !scored
                .words
                .iter()
                .all(|w| model.pronounceable_by(&w.text, margin))
            {
                return false;
            }
            if strength == Strength::Hard && *placer != seat && scored.score >= STRONG_MOVE {
                let word = super::game::main_word(play, &scored.words);
                return game.lexicon.contains(&word) || model.pronounceable_by(&word, BORDERLINE);
            }
            true
        }
    }
}

/// The tile `seat` reveals in a Transform: the highest (the actor must beat the owner, the
/// owner wants to block), or, for Easy, any.
fn reveal(game: &Game, seat: usize, _actor: usize, strength: Strength, rng: &mut impl Rng) -> u8 {
    let rack = &game.seats[seat].rack;
    if strength == Strength::Easy {
        return *rack
            .choose(rng)
            .expect("a Transform needs a tile on each rack");
    }
    *rack
        .iter()
        .max_by_key(|&&t| game.rules.tile_value(t))
        .expect("a Transform needs a tile on each rack")
}

/// The turn: a Transform, an invented word, or an exchange or pass when none is worth it.
fn turn(game: &Game, seat: usize, strength: Strength, model: &Model, rng: &mut impl Rng) -> Action {
    let found = candidates(game, seat, model);
    let best_points = found.iter().map(|c| c.points).max().unwrap_or(0);
    if let Some(record) = transform_target(game, seat, strength, best_points) {
        return Action::Transform { record };
    }
    let score = game.seats[seat].score;
    let keeps = |c: &Candidate| score > SCORE_LIMIT || score + c.points <= SCORE_LIMIT;
    let pick: Option<&Candidate> = match strength {
        Strength::Easy => {
            let modest: Vec<&Candidate> = found
                .iter()
                .filter(|c| c.points * 2 >= best_points && c.points * 5 <= best_points * 4)
                .collect();
            modest
                .choose(rng)
                .copied()
                .or_else(|| found.iter().max_by_key(|c| c.points))
        }
        Strength::Normal => found
            .iter()
            .filter(|c| keeps(c))
            .max_by_key(|c| c.points)
            .or_else(|| found.iter().max_by_key(|c| c.points)),
        Strength::Hard => {
            let best = found
                .iter()
                .map(|c| (c, equity(game, seat, c)))
                .max_by(|a, b| a.1.total_cmp(&b.1));
            // A move that only feeds English is worse than waiting.
            best.filter(|(_, e)| *e > 0.0).map(|(c, _)| c)
        }
    };
    let rack = &game.seats[seat].rack;
    match pick {
        Some(c) => Action::Place(c.play.clone()),
        None if game.bag.len() >= game.rules.rack_size && !rack.is_empty() => {
            Action::Exchange(rack.clone())
        }
        None => Action::Pass,
    }
}

/// Hard's worth of a candidate: points it keeps, plus its leave, less what English may take.
fn equity(game: &Game, seat: usize, c: &Candidate) -> f64 {
    let score = game.seats[seat].score;
    let over = score <= SCORE_LIMIT && score + c.points > SCORE_LIMIT;
    // Over the limit the record is English's: the points go to the monster, not to us.
    let points = if over {
        -(c.points as f64) / 2.0
    } else {
        c.points as f64
    };
    let leave = if game.bag.is_empty() {
        -2.0 * c
            .kept
            .iter()
            .map(|&t| game.rules.tile_value(t))
            .sum::<i32>() as f64
    } else {
        leave_value(&c.kept)
    };
    let risk = if over {
        0.0
    } else {
        c.points as f64 * claim_chance(game, c)
    };
    points + leave - risk
}

/// The chance English claims the candidate's record within a few turns: none unless it
/// touches an English record; then by how common its letters are in the full set.
fn claim_chance(game: &Game, c: &Candidate) -> f64 {
    if !game.english_in() {
        return 0.0;
    }
    let english: Vec<usize> = game
        .records
        .iter()
        .filter(|r| r.owner == Owner::English)
        .flat_map(|r| r.tiles.iter().map(|&(sq, _)| sq))
        .collect();
    let squares = laid_squares(c);
    let touches = squares.iter().any(|&(sq, _)| {
        english.iter().any(|&e| {
            let (a, b) = ((sq / SIZE) as i32, (sq % SIZE) as i32);
            let (x, y) = ((e / SIZE) as i32, (e % SIZE) as i32);
            (a - x).abs() + (b - y).abs() <= 1
        })
    });
    if !touches {
        return 0.0;
    }
    let mut letters: Vec<u8> = squares
        .iter()
        .map(|&(_, t)| t.to_ascii_uppercase())
        .collect();
    letters.sort_unstable();
    letters.dedup();
    let total = game.rules.tile_total() as f64;
    let full = game.rules.full_bag();
    let share = letters
        .iter()
        .map(|l| full.iter().filter(|t| *t == l).count() as f64)
        .sum::<f64>()
        / total;
    1.0 - (1.0 - share).powi(CLAIM_HORIZON)
}

/// The squares and tiles a candidate lays.
fn laid_squares(c: &Candidate) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for (i, cell) in c.play.cells.iter().enumerate() {
        if let crate::games::crossword::Cell::New(t) = cell {
            let (r, col) = c.play.square(i);
            out.push((r * SIZE + col, *t));
        }
    }
    out
}

/// The record `seat` tries to Transform this turn, if any: Normal with a 10-point tile, Hard
/// with an 8-point one, the largest record of the leading opponent worth more than the best
/// word it can place (and at least 10).
fn transform_target(game: &Game, seat: usize, strength: Strength, best: i32) -> Option<usize> {
    let me = &game.seats[seat];
    if strength == Strength::Easy || me.white_used || me.rack.is_empty() {
        return None;
    }
    let high = me.rack.iter().map(|&t| game.rules.tile_value(t)).max()?;
    let needed = if strength == Strength::Hard { 8 } else { 10 };
    if high < needed {
        return None;
    }
    let worth = |points: i32| points >= 10.max(best);
    let leader = (0..game.seats.len())
        .filter(|&s| s != seat && !game.seats[s].rack.is_empty())
        .max_by_key(|&s| game.seats[s].score)?;
    // Hard aims at its strongest opponent; Normal at whoever holds the biggest record.
    let target = |owner: Owner| match owner {
        Owner::Seat(s) if strength == Strength::Hard => s == leader,
        Owner::Seat(s) => s != seat && !game.seats[s].rack.is_empty(),
        Owner::English => false,
    };
    game.records
        .iter()
        .enumerate()
        .filter(|(_, r)| target(r.owner) && worth(r.points))
        .max_by_key(|(_, r)| r.points)
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_name_is_the_rack_in_its_easiest_order() {
        let model = Model::english();
        let (name, _) = best_name(b"RTSEANO", model);
        assert_eq!(name.len(), 7);
        assert!(model.pronounceable(&name), "{name}");
        let (blank, _) = best_name(b"BRT?NOS", model);
        assert_eq!(blank.bytes().filter(|b| b.is_ascii_lowercase()).count(), 1);
    }

    #[test]
    fn votes_refuse_gibberish_and_accept_pronounceable_words() {
        use crate::games::crossword::Play;
        let model = Model::english();
        let game = Game::new(crate::words::Lexicon::from_words(["word"]), &["A", "B"], 1);
        for strength in [Strength::Easy, Strength::Normal, Strength::Hard] {
            for (word, accept) in [
                ("BLORPA", true),
                ("TESKIN", true),
                ("XQZTK", false),
                ("PFNMT", false),
            ] {
                let q = Question::Move {
                    seat: 0,
                    play: Play::parse("8H", word).unwrap(),
                };
                assert_eq!(
                    vote(&game, 1, &q, strength, model),
                    accept,
                    "{word} {strength:?}"
                );
            }
            let name = Question::Name {
                seat: 0,
                name: "MELOTRA".into(),
            };
            assert!(vote(&game, 1, &name, strength, model));
            let soup = Question::Name {
                seat: 0,
                name: "TMRLOAE".into(),
            };
            assert!(!vote(&game, 1, &soup, strength, model));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(matches!(
            choose(&game, 0, Strength::Hard, &mut rng),
            Action::Name(_)
        ));
    }

    /// Seat 0 owns a 24-point record; Hard seat 1 holds the Z: it transforms the record, each
    /// reveals its highest tile, and the record is English's.
    #[test]
    fn hard_transforms_a_valuable_record_with_a_high_tile() {
        use crate::games::crossword::Play;
        let bag = b"UUUUWWFYHHJXCMBLORPEEZVVKGGBNNNNNN";
        let mut game = Game::with_bag_order(
            crate::words::Lexicon::from_words(["word"]),
            &["A", "B"],
            1,
            bag,
        )
        .unwrap();
        for (seat, name) in [(0, "UUUUWWF"), (1, "YHHJXCM")] {
            game.apply(seat, &Action::Name(name.into())).unwrap();
            game.apply(1 - seat, &Action::Vote(true)).unwrap();
        }
        assert_eq!(game.seats[0].rack, b"BLORPEE".to_vec());
        let place = Action::Place(Play::parse("8D", "BLORP").unwrap());
        game.apply(0, &place).unwrap();
        game.apply(1, &Action::Vote(true)).unwrap();
        assert_eq!(game.records[0].points, 24);
        assert_eq!(game.seats[1].rack, b"ZVVKGGB".to_vec());
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert_eq!(
            choose(&game, 1, Strength::Hard, &mut rng),
            Action::Transform { record: 0 }
        );
        // Easy never transforms.
        assert!(!matches!(
            choose(&game, 1, Strength::Easy, &mut rng),
            Action::Transform { .. }
        ));
        game.apply(1, &Action::Transform { record: 0 }).unwrap();
        let mut events = Vec::new();
        for seat in game.acting() {
            let reveal = choose(&game, seat, Strength::Hard, &mut rng);
            events.extend(game.apply(seat, &reveal).unwrap());
        }
        assert!(events.iter().any(|e| matches!(
            e,
            crate::games::colonization::Event::Transformed {
                actor_tile: b'Z',
                success: true,
                ..
            }
        )));
        assert_eq!(game.records[0].owner, Owner::English);
    }
}
