//! The computer players of Colonization Mode, at the crossword levels ([`Strength`]): what a
//! computer seat does in every phase. It names its language with its tiles in the order the
//! pronounceability model says most easily; it votes with the same model; on its turn it
//! invents a word ([`super::invent`]: never an English one, which would be English's at once),
//! tries a Transform, exchanges or passes; it reveals a tile when a Transform involves it; and
//! it starts English's turn when it comes.
//!
//! Every word it proposes passes its own bar ([`Model::proposable`]), stricter than how it
//! votes ([`Model::acceptable`]). A word that takes a player over 50 is English's, so every level keeps under 50 as it
//! can:
//!
//! - **Easy** places a random invented word worth between half and four fifths of the best that
//!   keeps it at 50 or under; with none, it sometimes plays one all the same. It ignores
//!   English's claims, never transforms, and reveals a random tile.
//! - **Normal** places the best invented word that keeps it at 50 or under, a word English may
//!   claim counting less; with none it waits, giving back its high tiles; it transforms only
//!   with a 10-point tile in hand.
//! - **Hard** weighs each word ([`super::weigh`]): its points, the tiles it keeps, and what
//!   English may claim of it; it crosses 50 only to go out, transforms a record of an opponent
//!   ahead of it only while English stays behind it, and refuses an opponent's strong move whose
//!   word only just passes the bar.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::games::crossword::ai::Strength;
use crate::games::crossword::check_play;

use super::game::{Game, NAME_TILES, SCORE_LIMIT};
use super::invent::{Candidate, candidates};
use super::pronounce::Model;
use super::state::{Action, Owner, Phase, Question};
use super::weigh::{crosses_limit, hard_equity, hard_exchange, hard_transform, normal_value};

/// How much more leniently Easy hears a word (the table's bar lowered by this much).
const EASY_EAR: f32 = -0.3;
/// How often Easy, with no word that keeps it at 50 or under, plays one all the same.
const EASY_SLIPS: f64 = 0.12;
/// At the limit, Normal gives back its tiles worth this much or more (a rule of thumb; Hard
/// weighs them against the bag).
const NORMAL_HIGH_TILE: i32 = 4;
/// How far above the table's bar a strong opponent move's word must score for Hard to accept.
const BORDERLINE: f32 = 0.1;
/// An opponent's move worth this many points is strong.
const STRONG_MOVE: i32 = 18;
/// A name as easy to say as its tiles allow, within this much, is accepted.
const NAME_SLACK: f32 = 0.25;

/// What the computer seat `seat` does now (the game waits for it).
pub fn choose(game: &Game, seat: usize, strength: Strength, rng: &mut impl Rng) -> Action {
    // Colonization has no Expert of its own yet (its turns are votes and invented words, not
    // the crossword's placements alone): an Expert seat plays as Hard.
    let strength = match strength {
        Strength::Expert => Strength::Hard,
        s => s,
    };
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
            // Easy has a lenient ear; the others hear every word the move forms. A word the
            // dictionary knows is English: the table knows how to say and spell it.
            let margin = if strength == Strength::Easy {
                EASY_EAR
            } else {
                0.0
            };
            if !scored
                .words
                .iter()
                .all(|w| game.lexicon.contains(&w.text) || model.acceptable_by(&w.text, margin))
            {
                return false;
            }
            if strength == Strength::Hard && *placer != seat && scored.score >= STRONG_MOVE {
                let word = super::game::main_word(play, &scored.words);
                return game.lexicon.contains(&word) || model.acceptable_by(&word, BORDERLINE);
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
    let pick: Option<&Candidate> = match strength {
        Strength::Easy => {
            // Easy knows the plain rule (over 50, the word is English's) and keeps under it
            // when it can; when it cannot, it sometimes plays a word all the same.
            let under: Vec<&Candidate> = found
                .iter()
                .filter(|c| !crosses_limit(game, seat, c))
                .collect();
            let pool: Vec<&Candidate> = if !under.is_empty() {
                under
            } else if rng.random_bool(EASY_SLIPS) {
                found.iter().collect()
            } else {
                Vec::new()
            };
            let best_points = pool.iter().map(|c| c.points).max().unwrap_or(0);
            let modest: Vec<&Candidate> = pool
                .iter()
                .copied()
                .filter(|c| c.points * 2 >= best_points && c.points * 5 <= best_points * 4)
                .collect();
            modest
                .choose(rng)
                .copied()
                .or_else(|| pool.iter().copied().max_by_key(|c| c.points))
        }
        Strength::Normal => {
            let best_points = found.iter().map(|c| c.points).max().unwrap_or(0);
            if let Some(record) = normal_transform(game, seat, best_points) {
                return Action::Transform { record };
            }
            // The best word that keeps it at 50 or under, a word English may claim counting
            // less; when every word would take it over, none: it waits for the end, giving
            // back its high tiles (they would count against it) or passing.
            let pick = found
                .iter()
                .filter(|c| !crosses_limit(game, seat, c))
                .map(|c| (c, normal_value(game, c)))
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(c, _)| c);
            if pick.is_none() && !found.is_empty() && game.bag.len() >= game.rules.rack_size {
                let high: Vec<u8> = game.seats[seat]
                    .rack
                    .iter()
                    .copied()
                    .filter(|&t| game.rules.tile_value(t) >= NORMAL_HIGH_TILE)
                    .collect();
                return if high.is_empty() {
                    Action::Pass
                } else {
                    Action::Exchange(high)
                };
            }
            pick
        }
        Strength::Hard | Strength::Expert => {
            let best = found
                .iter()
                .map(|c| (c, hard_equity(game, seat, c)))
                .max_by(|a, b| a.1.total_cmp(&b.1));
            if let Some(record) = hard_transform(game, seat, best.map_or(0.0, |b| b.1)) {
                return Action::Transform { record };
            }
            // A move that only feeds English is worse than waiting.
            let pick = best.filter(|(_, e)| *e > 0.0).map(|(c, _)| c);
            if pick.is_none() && game.bag.len() >= game.rules.rack_size {
                let stuck = !found.is_empty() && found.iter().all(|c| crosses_limit(game, seat, c));
                let tiles = hard_exchange(game, seat, stuck);
                return if tiles.is_empty() {
                    Action::Pass
                } else {
                    Action::Exchange(tiles)
                };
            }
            pick
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

/// The record Normal tries to Transform this turn, if any: with a 10-point tile in hand, the
/// largest record of any opponent worth at least 10 and as much as the best word it can place.
fn normal_transform(game: &Game, seat: usize, best: i32) -> Option<usize> {
    let me = &game.seats[seat];
    if me.white_used || me.rack.is_empty() {
        return None;
    }
    let high = me.rack.iter().map(|&t| game.rules.tile_value(t)).max()?;
    if high < 10 {
        return None;
    }
    game.records
        .iter()
        .enumerate()
        .filter(|(_, r)| match r.owner {
            Owner::Seat(s) => s != seat && !game.seats[s].rack.is_empty(),
            Owner::English => false,
        })
        .filter(|(_, r)| r.points >= 10.max(best))
        // English must not pass the limit the seats stay under with that record.
        .filter(|(_, r)| game.english_score + r.points <= SCORE_LIMIT)
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

    /// Seat 0 owns a 24-point record; Hard seat 1 holds the Z: it transforms the record when
    /// English would stay behind it (not at the start), each reveals its highest tile, and the
    /// record is English's.
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
        // At 0 points against 24, Hard leaves the record: English would enter with 24 points
        // and claim on, ahead of Hard.
        assert!(!matches!(
            choose(&game, 1, Strength::Hard, &mut rng),
            Action::Transform { .. }
        ));
        // Later in a game (the scores as other words would have made them: the choice reads
        // only the scores, the records and the racks), both near the limit, seat 0 ahead:
        // English would stay behind Hard, so Hard transforms.
        game.seats[0].score = 50;
        game.seats[1].score = 48;
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
