//! `wordtable crossword --rules colonization`: Colonization Mode's computer players play each
//! other headless. One game prints its records and the final scores; `--games N` plays N games
//! (seeds S, S+1, ...; the seats rotate each game, so each level sits first as often) and prints
//! each level's share of wins and mean score, and how often English won.

use std::process::ExitCode;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::colonization::players::choose;
use crate::games::colonization::{Event, Game, Owner};
use crate::games::crossword::ai::Strength;
use crate::i18n::tr;
use crate::words::Language;

/// Most actions a self-play game may take before it is called stuck: far more than any game
/// needs (the rules end every game), so hitting it is a bug.
const MAX_ACTIONS: usize = 20_000;

/// Plays `games` games (one when `None`) with these levels, seats rotating.
pub fn run(strengths: &[Strength], seed: u64, games: Option<usize>) -> ExitCode {
    let n = games.unwrap_or(1);
    let k = strengths.len();
    let names: Vec<String> = (0..k).map(|i| format!("{}", i + 1)).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let english = Language::English.lexicon();
    let mut wins = vec![0f64; k];
    let mut english_wins = 0f64;
    let mut points = vec![0i64; k];
    let mut english_points = 0i64;
    let mut turns = 0usize;
    let mut thinking = 0f64;
    for g in 0..n {
        // Player p sits at seat (p + g) % k, so each level starts as often as the others.
        let seat_of = |p: usize| (p + g) % k;
        let mut at_seat = vec![Strength::Normal; k];
        for (p, s) in strengths.iter().enumerate() {
            at_seat[seat_of(p)] = *s;
        }
        let game_seed = seed + g as u64;
        let mut game = Game::new(english.clone(), &refs, game_seed);
        let mut rngs: Vec<ChaCha8Rng> = (0..k)
            .map(|s| ChaCha8Rng::seed_from_u64(game_seed ^ ((s as u64 + 1) << 32)))
            .collect();
        let mut actions = 0;
        while !game.is_over() {
            actions += 1;
            if actions > MAX_ACTIONS {
                eprintln!("{}", tr!("cli-col-stuck", game = g + 1));
                return ExitCode::from(3);
            }
            let seat = game.acting()[0];
            let timed = matches!(game.phase(), crate::games::colonization::Phase::Turn { .. });
            let started = Instant::now();
            let action = choose(&game, seat, at_seat[seat], &mut rngs[seat]);
            if timed {
                turns += 1;
                thinking += started.elapsed().as_secs_f64();
            }
            match game.apply(seat, &action) {
                Ok(events) if games.is_none() => {
                    for e in events {
                        if let Event::Recorded {
                            seat, word, points, ..
                        } = e
                        {
                            println!(
                                "{}",
                                tr!(
                                    "cli-col-recorded",
                                    seat = seat + 1,
                                    word = word,
                                    points = points
                                )
                            );
                        }
                    }
                }
                Ok(_) => {}
                Err(why) => {
                    eprintln!(
                        "{}",
                        tr!(
                            "cli-col-refused",
                            game = g + 1,
                            seat = seat + 1,
                            reason = why.to_string()
                        )
                    );
                    return ExitCode::from(3);
                }
            }
        }
        let best = game.seats.iter().map(|s| s.score).max().unwrap_or(0);
        let top = best.max(game.english_score);
        let mut winners: Vec<Option<usize>> = (0..k)
            .filter(|&p| game.seats[seat_of(p)].score == top)
            .map(Some)
            .collect();
        if game.english_score == top {
            winners.push(None);
        }
        let share = 1.0 / winners.len() as f64;
        for w in &winners {
            match w {
                Some(p) => wins[*p] += share,
                None => english_wins += share,
            }
        }
        for (p, total) in points.iter_mut().enumerate() {
            *total += game.seats[seat_of(p)].score as i64;
        }
        english_points += game.points_of(Owner::English) as i64;
    }
    let pct = |w: f64| format!("{:.1}", 100.0 * w / n as f64);
    let mean = |p: i64| format!("{:.1}", p as f64 / n as f64);
    for (p, s) in strengths.iter().enumerate() {
        println!(
            "{}",
            tr!(
                "cli-col-level",
                player = p + 1,
                level = format!("{s:?}"),
                wins = pct(wins[p]),
                mean = mean(points[p])
            )
        );
    }
    println!(
        "{}",
        tr!(
            "cli-col-english",
            wins = pct(english_wins),
            mean = mean(english_points)
        )
    );
    println!(
        "{}",
        tr!(
            "cli-col-timing",
            turns = turns,
            ms = format!("{:.1}", 1000.0 * thinking / turns.max(1) as f64)
        )
    );
    ExitCode::SUCCESS
}
