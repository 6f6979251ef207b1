//! `wordtable movegen --rules classic|wordgame [--dict WORDLIST] --positions FILE [--top N]`:
//! for each `FEN RACK` line, prints `# FEN RACK COUNT` and every legal move best first
//! (`8D CRAAlED 74`). `--bench` times the generation instead (cross-sets fresh, then one
//! generator reused through the file); `--check` compares each position with the brute-force
//! lister.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use crate::games::crossword::check::check_play;
use crate::games::crossword::movegen::brute::brute_force_moves;
use crate::games::crossword::movegen::{Move, MoveGen, generate, sort_moves};
use crate::games::crossword::positions::{Position, parse_positions};
use crate::words::Lexicon;

/// Options of `wordtable movegen`.
#[derive(Args, Debug)]
pub struct MovegenArgs {
    /// Rule set: classic or wordgame.
    #[arg(long, default_value = "classic")]
    rules: String,
    /// A plain word list (one word a line) instead of the built-in dictionary.
    #[arg(long)]
    dict: Option<PathBuf>,
    /// Positions, one `FEN RACK` a line.
    #[arg(long)]
    positions: PathBuf,
    /// Print only the N best moves of each position.
    #[arg(long)]
    top: Option<usize>,
    /// Time the generation (median and mean microseconds a position, moves a second): with
    /// cross-sets computed fresh for each position, then with one generator reused through
    /// the file in order, as through a game.
    #[arg(long)]
    bench: bool,
    /// Compare every position with the brute-force lister; exit 1 on a difference.
    #[arg(long)]
    check: bool,
}

/// Reads a positions file: `FEN RACK` a line, `#` comments.
fn read_positions(path: &Path) -> Result<Vec<Position>, String> {
    let text =
        crate::input::read_text(path, crate::input::Kind::Positions).map_err(|e| e.to_string())?;
    parse_positions(&text).map_err(|e| {
        let sep = if e.starts_with("line ") { " " } else { ": " };
        format!("{}{sep}{e}", path.display())
    })
}

/// Runs the command.
pub fn run(args: MovegenArgs) -> ExitCode {
    let kind = match super::crossword_rules(&args.rules) {
        Ok(k) => k,
        Err(code) => return code,
    };
    let rules = kind.rules();
    let positions = match read_positions(&args.positions) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let lexicon = match super::crossword_words(args.dict.as_deref()) {
        Ok(l) => l,
        Err(code) => return code,
    };
    let lex = &lexicon;
    let t = Instant::now();
    let _ = lex.dawg();
    let gaddag = lex.gaddag();
    let build = t.elapsed();
    if args.bench {
        eprintln!(
            "{} words; GADDAG {} states, {:.1} MB, built in {:.0} ms",
            lex.len(),
            gaddag.len(),
            gaddag.size_bytes() as f64 / 1e6,
            build.as_secs_f64() * 1e3
        );
        bench(&positions, rules, lex);
        return ExitCode::SUCCESS;
    }
    let words: Vec<Vec<u8>> = if args.check {
        lex.words().into_iter().map(String::into_bytes).collect()
    } else {
        Vec::new()
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut differences = 0;
    let mut moves: Vec<Move> = Vec::new();
    for p in &positions {
        moves.clear();
        generate(&p.board, p.rack.as_bytes(), rules, lex, &mut moves);
        sort_moves(&mut moves);
        let _ = writeln!(out, "# {} {} {}", p.fen, p.rack, moves.len());
        let shown = args.top.unwrap_or(usize::MAX).min(moves.len());
        for m in &moves[..shown] {
            let _ = writeln!(out, "{} {}", m.notation(), m.score);
        }
        if args.check {
            let generated: std::collections::BTreeSet<(String, i32)> =
                moves.iter().map(|m| (m.notation(), m.score)).collect();
            let reference = brute_force_moves(&p.board, p.rack.as_bytes(), rules, lex, &words);
            let refused = moves
                .iter()
                .filter(|m| check_play(&p.board, rules, &m.to_play(), Some(lex)).is_err())
                .count();
            if generated != reference || refused > 0 || generated.len() != moves.len() {
                differences += 1;
                let _ = writeln!(
                    out,
                    "# line {}: DIFFERS: {} only generated, {} only brute force, {} refused by the engine",
                    p.line,
                    generated.difference(&reference).count(),
                    reference.difference(&generated).count(),
                    refused
                );
                for (n, score) in generated.symmetric_difference(&reference).take(10) {
                    let side = if reference.contains(&(n.clone(), *score)) {
                        "brute force"
                    } else {
                        "generated"
                    };
                    let _ = writeln!(out, "#   {side}: {n} {score}");
                }
            } else {
                let _ = writeln!(out, "# line {}: matches the brute force", p.line);
            }
        }
    }
    let _ = out.flush();
    if differences > 0 {
        eprintln!("{differences} position(s) differ from the brute force");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// Runs of each position in `--bench`; the median counts.
const RUNS: usize = 7;

/// Times each position (the median of several runs, so one disturbed run does not count)
/// and prints the median over positions, the mean and the moves a second: first with
/// cross-sets computed fresh, then with one [`MoveGen`] taken through the positions in order
/// (each call finds the last position's cross-sets and updates what changed). Every run of a
/// position starts from the same state, so both figures read memory equally warm.
fn bench(positions: &[Position], rules: &crate::games::crossword::Rules, lex: &Lexicon) {
    let mut moves = Vec::with_capacity(1 << 16);
    let mut fresh = vec![[0f64; RUNS]; positions.len()];
    let mut counts = vec![0usize; positions.len()];
    for (i, p) in positions.iter().enumerate() {
        for run in fresh[i].iter_mut() {
            moves.clear();
            let t = Instant::now();
            generate(&p.board, p.rack.as_bytes(), rules, lex, &mut moves);
            *run = t.elapsed().as_secs_f64();
        }
        counts[i] = moves.len();
    }
    report("cross-sets fresh", &mut fresh, &counts);
    // Each run of a position starts from the generator as the position before left it.
    let mut reused = vec![[0f64; RUNS]; positions.len()];
    let mut generator = MoveGen::new(lex, rules);
    for (i, p) in positions.iter().enumerate() {
        let before = generator.clone();
        for run in reused[i].iter_mut() {
            generator.clone_from(&before);
            moves.clear();
            let t = Instant::now();
            generator.generate(&p.board, p.rack.as_bytes(), &mut moves);
            *run = t.elapsed().as_secs_f64();
        }
    }
    report("generator reused", &mut reused, &counts);
}

/// Prints one bench line from each position's runs (their median counts).
fn report(what: &str, runs: &mut [[f64; RUNS]], counts: &[usize]) {
    let mut times: Vec<f64> = runs
        .iter_mut()
        .map(|r| {
            r.sort_by(f64::total_cmp);
            r[r.len() / 2]
        })
        .collect();
    let total_time: f64 = times.iter().sum();
    let total_moves: usize = counts.iter().sum();
    times.sort_by(f64::total_cmp);
    let median = if times.is_empty() {
        0.0
    } else {
        times[times.len() / 2] * 1e6
    };
    let mean = total_time * 1e6 / times.len().max(1) as f64;
    println!(
        "{} positions, {what}: median {:.0} us/position, mean {:.0} us, {} moves, {:.2} million moves/s",
        times.len(),
        median,
        mean,
        total_moves,
        total_moves as f64 / total_time.max(1e-12) / 1e6
    );
}
