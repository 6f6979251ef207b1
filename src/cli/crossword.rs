//! `wordtable crossword`: computer seats play a Wordgame or Classic game headless; prints each
//! turn and the final scores, and with `--gcg FILE` writes the finished game as a GCG record.
//! `--rules colonization` plays Colonization Mode instead ([`super::colonization`]).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::crossword::ai::expert::Budget;
use crate::games::crossword::ai::{Strength, choose_within};
use crate::games::crossword::game::{Event, Game};
use crate::games::crossword::rules::RulesKind;
use crate::storage::write_atomic;
use crate::words::Lexicon;

/// Options of `wordtable crossword`.
#[derive(Args, Debug)]
pub struct CrosswordArgs {
    /// Rule set: classic, wordgame or colonization.
    #[arg(long, default_value = "wordgame")]
    rules: String,
    /// The seats' levels, in turn order (easy, normal, hard, expert), 2 to 4 of them.
    #[arg(long, default_value = "hard,normal")]
    seats: String,
    /// The game's seed (bag order and the computers' choices).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A plain word list instead of the built-in English one.
    #[arg(long)]
    dict: Option<PathBuf>,
    /// Write the finished game here as a GCG record.
    #[arg(long)]
    gcg: Option<PathBuf>,
    /// Play this many games (seeds S, S+1, ...; the seats rotate each game) and print each
    /// level's wins and mean score instead of the moves.
    #[arg(long)]
    games: Option<usize>,
    /// Expert's think time a move, in milliseconds.
    #[arg(long, default_value_t = crate::games::crossword::ai::expert::DEFAULT_THINK_MS)]
    think_ms: u64,
    /// Expert simulates this many opponent racks a move instead of thinking for a time, so a
    /// seed plays the same game on any machine.
    #[arg(long)]
    expert_racks: Option<u32>,
    /// Games played at once, on as many threads (with --games).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Learn leave values from this many Hard games a rule set (Classic's 7-tile racks and
    /// Wordgame's 8), write them as a leaves file (see --leaves-out), and play the learned
    /// values against the hand-set ones.
    #[arg(long)]
    learn_leaves: Option<u32>,
    /// Where --learn-leaves writes the file (default: printed).
    #[arg(long)]
    leaves_out: Option<PathBuf>,
}

/// Runs the game.
pub fn run(args: CrosswordArgs) -> ExitCode {
    let colonization = args.rules.trim().eq_ignore_ascii_case("colonization");
    let kind = match super::crossword_rules(if colonization { "classic" } else { &args.rules }) {
        Ok(k) => k,
        Err(code) => return code,
    };
    let strengths: Option<Vec<Strength>> = args.seats.split(',').map(Strength::parse).collect();
    let Some(strengths) = strengths.filter(|s| (2..=4).contains(&s.len())) else {
        eprintln!("--seats lists 2 to 4 levels (easy, normal, hard, expert), like hard,normal");
        return ExitCode::from(2);
    };
    if colonization {
        return super::colonization::run(&strengths, args.seed, args.games);
    }
    let lexicon = match super::crossword_words(args.dict.as_deref()) {
        Ok(l) => l,
        Err(code) => return code,
    };
    if let Some(games) = args.learn_leaves {
        return super::leaves::learn_and_compare(
            &lexicon,
            games,
            args.seed,
            args.leaves_out.as_deref(),
        );
    }
    let budget = match args.expert_racks {
        Some(racks) => Budget::racks(racks),
        None => Budget::time(std::time::Duration::from_millis(args.think_ms.max(1))),
    };
    if let Some(n) = args.games {
        let plan = Tournament {
            kind,
            strengths: &strengths,
            lexicon: &lexicon,
            seed: args.seed,
            budget,
        };
        return plan.run(n, args.jobs.max(1));
    }
    let names: Vec<String> = strengths
        .iter()
        .enumerate()
        .map(|(i, s)| format!("Computer {} ({s:?})", i + 1))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut game = Game::new(kind.rules(), lexicon, &refs, args.seed);
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    while let Some(seat) = game.to_play() {
        let action = choose_within(&game, strengths[seat], &mut rng, budget);
        match game.apply(seat, &action) {
            Ok(events) => {
                for e in events {
                    print_event(&game, &e);
                }
            }
            Err(why) => {
                eprintln!("seat {} could not play {action:?}: {why}", seat + 1);
                return ExitCode::from(3);
            }
        }
    }
    if let Some(path) = &args.gcg {
        let text = game.to_gcg().to_text();
        if let Err(e) = write_atomic(path, text.as_bytes()) {
            eprintln!("{}: {e}", path.display());
            return ExitCode::from(3);
        }
        println!("record written to {}", path.display());
    }
    ExitCode::SUCCESS
}

fn print_event(game: &Game, e: &Event) {
    let name = |s: usize| &game.seats[s].name;
    match e {
        Event::Placed {
            seat,
            notation,
            score,
            ..
        } => println!("{}: {notation} {score}", name(*seat)),
        Event::Passed { seat } => println!("{}: pass", name(*seat)),
        Event::Exchanged { seat, count } => println!("{}: exchanges {count}", name(*seat)),
        Event::NewLetters => println!("both opening moves passed: new letters for everyone"),
        Event::Withdrawn { seat, score, .. } => {
            println!("{}: phony withdrawn -{score}", name(*seat))
        }
        Event::Stood { seat, bonus, .. } => {
            println!("{}: the challenged play stands +{bonus}", name(*seat))
        }
        Event::TurnLost { seat } => println!("{}: loses the turn", name(*seat)),
        Event::VoteOpened { seat, words } => {
            println!("{}: the table votes on {}", name(*seat), words.join(", "))
        }
        Event::WordsAccepted { seat, words } => {
            println!("{}: the table accepts {}", name(*seat), words.join(", "))
        }
        Event::Ended {
            adjustments,
            scores,
            ..
        } => {
            for (i, s) in scores.iter().enumerate() {
                println!("{}: {s} (rack {:+})", name(i), adjustments[i]);
            }
        }
    }
}

/// A match of many games between levels.
struct Tournament<'a> {
    kind: RulesKind,
    strengths: &'a [Strength],
    lexicon: &'a Lexicon,
    seed: u64,
    budget: Budget,
}

/// What one player (a level at its place in `--seats`) did over the games.
#[derive(Clone, Default)]
struct Tally {
    wins: f64,
    points: i64,
    decisions: u64,
    thinking: f64,
    slowest: f64,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.wins += other.wins;
        self.points += other.points;
        self.decisions += other.decisions;
        self.thinking += other.thinking;
        self.slowest = self.slowest.max(other.slowest);
    }
}

impl Tournament<'_> {
    /// Plays `n` games on `jobs` threads, rotating the seats, and prints each level's wins,
    /// mean score and think time a move.
    fn run(&self, n: usize, jobs: usize) -> ExitCode {
        let k = self.strengths.len();
        let results: Vec<Result<Vec<Tally>, String>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..jobs)
                .map(|j| scope.spawn(move || self.play_share(n, j, jobs)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|_| Err("a game panicked".into())))
                .collect()
        });
        let mut total = vec![Tally::default(); k];
        for r in results {
            match r {
                Ok(tallies) => total.iter_mut().zip(&tallies).for_each(|(t, o)| t.add(o)),
                Err(why) => {
                    eprintln!("{why}");
                    return ExitCode::from(3);
                }
            }
        }
        for (p, s) in self.strengths.iter().enumerate() {
            let t = &total[p];
            println!(
                "player {} ({s:?}): {:.1} % wins, mean score {:.1}, {:.1} ms a move (slowest {:.0} ms)",
                p + 1,
                100.0 * t.wins / n as f64,
                t.points as f64 / n as f64,
                1000.0 * t.thinking / t.decisions.max(1) as f64,
                1000.0 * t.slowest,
            );
        }
        ExitCode::SUCCESS
    }

    /// Plays games `job`, `job + jobs`, ... of `n`.
    fn play_share(&self, n: usize, job: usize, jobs: usize) -> Result<Vec<Tally>, String> {
        let k = self.strengths.len();
        let mut tally = vec![Tally::default(); k];
        let names: Vec<String> = (0..k).map(|i| format!("seat {}", i + 1)).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        for g in (job..n).step_by(jobs) {
            // Player p sits at seat (p + g) % k, so each level starts as often as the others.
            let seat_of = |p: usize| (p + g) % k;
            let player_at = |seat: usize| (seat + k - g % k) % k;
            let seed = self.seed + g as u64;
            let mut game = Game::new(self.kind.rules(), self.lexicon.clone(), &refs, seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(seat) = game.to_play() {
                let p = player_at(seat);
                let clock = std::time::Instant::now();
                let action = choose_within(&game, self.strengths[p], &mut rng, self.budget);
                let took = clock.elapsed().as_secs_f64();
                let t = &mut tally[p];
                t.decisions += 1;
                t.thinking += took;
                t.slowest = t.slowest.max(took);
                if let Err(why) = game.apply(seat, &action) {
                    return Err(format!(
                        "game {g}: seat {} could not play {action:?}: {why}",
                        seat + 1
                    ));
                }
            }
            let best = game.seats.iter().map(|s| s.score).max().unwrap_or(0);
            let winners: Vec<usize> = (0..k)
                .filter(|&p| game.seats[seat_of(p)].score == best)
                .collect();
            for (p, t) in tally.iter_mut().enumerate() {
                t.points += game.seats[seat_of(p)].score as i64;
                if winners.contains(&p) {
                    t.wins += 1.0 / winners.len() as f64;
                }
            }
        }
        Ok(tally)
    }
}
