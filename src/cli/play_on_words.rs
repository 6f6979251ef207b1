//! `wordtable play-on-words`: Play On Words' computer players play each other headless,
//! `--games N` games of `--rounds R` rounds (seeds S, S+1, ...; the seats rotate each game, so
//! each level sits first as often), and the command prints each level's share of wins (a tie
//! shares the win), its mean score, and how long a Hard decision took on average.

use std::process::ExitCode;
use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::play_on_words::Game;
use crate::games::play_on_words::players::{Level, choose};
use crate::i18n::tr;

/// Most actions a self-play game may take before it is called stuck: far more than ten
/// rounds need (a blocked round ends the round anyway), so hitting it is a bug.
const MAX_ACTIONS: usize = 100_000;

/// The command's options.
#[derive(clap::Args, Debug)]
pub struct PlayOnWordsArgs {
    /// How many games.
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// The seats' levels, in seat order (2 to 6 of easy, normal, hard).
    #[arg(long, default_value = "easy,normal,hard")]
    pub seats: String,
    /// Rounds a game (1 to 10; fewer plays a random subset of the challenges, in order).
    #[arg(long, default_value_t = 10)]
    pub rounds: usize,
    /// The first game's seed (game i uses seed + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs the games and prints the report.
pub fn run(args: PlayOnWordsArgs) -> ExitCode {
    let levels: Option<Vec<Level>> = args.seats.split(',').map(Level::parse).collect();
    let levels = match levels {
        Some(l) if (2..=6).contains(&l.len()) => l,
        _ => {
            eprintln!("{}", tr!("cli-pow-bad-seats", seats = args.seats.as_str()));
            return ExitCode::from(2);
        }
    };
    if !(1..=10).contains(&args.rounds) {
        eprintln!("{}", tr!("cli-pow-bad-rounds", rounds = args.rounds));
        return ExitCode::from(2);
    }
    let k = levels.len();
    let names: Vec<String> = (1..=k).map(|i| i.to_string()).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut wins = vec![0f64; k];
    let mut points = vec![0u64; k];
    let (mut decisions, mut thinking) = (0usize, 0f64);
    let started = Instant::now();
    for g in 0..args.games {
        // Player p sits at seat (p + g) % k.
        let seat_of = |p: usize| (p + g) % k;
        let mut at_seat = vec![Level::Normal; k];
        for (p, l) in levels.iter().enumerate() {
            at_seat[seat_of(p)] = *l;
        }
        let seed = args.seed + g as u64;
        let mut game = Game::standard(&refs, seed, args.rounds);
        let mut rngs: Vec<ChaCha8Rng> = (0..k)
            .map(|s| ChaCha8Rng::seed_from_u64(seed ^ ((s as u64 + 1) << 32)))
            .collect();
        let mut actions = 0;
        while !game.is_over() {
            actions += 1;
            if actions > MAX_ACTIONS {
                eprintln!("{}", tr!("cli-pow-stuck", game = g + 1));
                return ExitCode::from(3);
            }
            let seat = game.acting()[0];
            let clock = Instant::now();
            let action = choose(&game, seat, at_seat[seat], &mut rngs[seat]);
            if at_seat[seat] == Level::Hard {
                decisions += 1;
                thinking += clock.elapsed().as_secs_f64();
            }
            if let Err(why) = game.apply(seat, &action) {
                eprintln!(
                    "{}",
                    tr!(
                        "cli-pow-refused",
                        game = g + 1,
                        seat = seat + 1,
                        reason = why.to_string()
                    )
                );
                return ExitCode::from(3);
            }
        }
        let winners = game.leaders();
        for p in 0..k {
            if winners.contains(&seat_of(p)) {
                wins[p] += 1.0 / winners.len() as f64;
            }
            points[p] += u64::from(game.seats[seat_of(p)].score);
        }
    }
    let n = args.games.max(1) as f64;
    println!(
        "{}",
        tr!(
            "cli-pow-games",
            games = args.games,
            rounds = args.rounds,
            seconds = format!("{:.1}", started.elapsed().as_secs_f64())
        )
    );
    for (p, l) in levels.iter().enumerate() {
        println!(
            "{}",
            tr!(
                "cli-pow-level",
                player = p + 1,
                level = format!("{l:?}"),
                wins = format!("{:.1}", 100.0 * wins[p] / n),
                mean = format!("{:.1}", points[p] as f64 / n)
            )
        );
    }
    if decisions > 0 {
        println!(
            "{}",
            tr!(
                "cli-pow-timing",
                ms = format!("{:.2}", 1000.0 * thinking / decisions as f64),
                decisions = decisions
            )
        );
    }
    ExitCode::SUCCESS
}
