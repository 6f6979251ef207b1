//! `wordtable crossword`: computer seats play a Wordgame or Classic game headless; prints each
//! turn and the final scores, and with `--gcg FILE` writes the finished game as a GCG record.
//! `--rules colonization` plays Colonization Mode instead ([`super::colonization`]).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::crossword::ai::{Strength, choose};
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
    /// The seats' levels, in turn order (easy, normal, hard), 2 to 4 of them.
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
        eprintln!("--seats lists 2 to 4 levels (easy, normal, hard), like hard,normal");
        return ExitCode::from(2);
    };
    if colonization {
        return super::colonization::run(&strengths, args.seed, args.games);
    }
    let lexicon = match super::crossword_words(args.dict.as_deref()) {
        Ok(l) => l,
        Err(code) => return code,
    };
    if let Some(n) = args.games {
        return tournament(kind, &strengths, &lexicon, args.seed, n);
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
        let action = choose(&game, strengths[seat], &mut rng);
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

/// Plays `n` games, rotating the seats, and prints each level's wins and mean score.
fn tournament(
    kind: RulesKind,
    strengths: &[Strength],
    lexicon: &Lexicon,
    seed: u64,
    n: usize,
) -> ExitCode {
    let k = strengths.len();
    let mut wins = vec![0f64; k];
    let mut points = vec![0i64; k];
    let names: Vec<String> = (0..k).map(|i| format!("seat {}", i + 1)).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    for g in 0..n {
        // Player p sits at seat (p + g) % k, so each level starts as often as the others.
        let seat_of = |p: usize| (p + g) % k;
        let mut at_seat = vec![Strength::Normal; k];
        for (p, s) in strengths.iter().enumerate() {
            at_seat[seat_of(p)] = *s;
        }
        let mut game = Game::new(kind.rules(), lexicon.clone(), &refs, seed + g as u64);
        let mut rng = ChaCha8Rng::seed_from_u64(seed + g as u64);
        while let Some(seat) = game.to_play() {
            let action = choose(&game, at_seat[seat], &mut rng);
            if let Err(why) = game.apply(seat, &action) {
                eprintln!(
                    "game {g}: seat {} could not play {action:?}: {why}",
                    seat + 1
                );
                return ExitCode::from(3);
            }
        }
        let best = game.seats.iter().map(|s| s.score).max().unwrap_or(0);
        let winners: Vec<usize> = (0..k)
            .filter(|&p| game.seats[seat_of(p)].score == best)
            .collect();
        for p in 0..k {
            points[p] += game.seats[seat_of(p)].score as i64;
            if winners.contains(&p) {
                wins[p] += 1.0 / winners.len() as f64;
            }
        }
    }
    for (p, s) in strengths.iter().enumerate() {
        println!(
            "player {} ({s:?}): {:.1} % wins, mean score {:.1}",
            p + 1,
            100.0 * wins[p] / n as f64,
            points[p] as f64 / n as f64
        );
    }
    ExitCode::SUCCESS
}
