//! Leave values learned by self-play: what the tiles kept after a move are worth in points
//! to come, for 7-tile racks (Classic, Colonization) and 8-tile racks (Wordgame) apart, since
//! what an eighth tile is worth differs.
//!
//! A leave is described by a few counts (each tile kept, each tile kept twice or more, a Q
//! without a U, and the vowels and consonants with their squares and product), and its worth
//! is a weighted sum of them, nothing kept being worth 0. The weights come from computer
//! games: after every move that draws a full rack, the score of the player's next move is
//! noted beside the tiles kept (none, after a move that used them all), and a least-squares
//! fit (lightly damped, so a rare tile does not swing) finds the weights that best tell a
//! good next move from a poor one, against the next move from a fresh rack. `wordtable crossword
//! --learn-leaves GAMES` does it again and writes the tables that ship in
//! `assets/crossword/leaves.ron`.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::words::Lexicon;

use super::super::game::{Action, Game};
use super::super::rules::Rules;
use super::{Strength, choose};

/// How many numbers describe a leave.
pub const FEATURES: usize = 27 + 27 + 1 + 5;

/// The tiles, in feature order: `A`-`Z`, then the blank.
const TILES: &[u8; 27] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ?";

/// The name of each feature, as the leaves file writes it.
pub fn feature_names() -> Vec<String> {
    let mut names: Vec<String> = TILES.iter().map(|&t| (t as char).to_string()).collect();
    names.extend(TILES.iter().map(|&t| format!("{0}{0}", t as char)));
    names.push("Q without U".into());
    for n in [
        "vowels",
        "consonants",
        "vowels²",
        "consonants²",
        "vowels×consonants",
    ] {
        names.push(n.into());
    }
    names
}

/// The numbers that describe a leave (rack tiles, `?` a blank).
pub fn features(tiles: &[u8]) -> [f64; FEATURES] {
    let mut f = [0.0; FEATURES];
    let mut counts = [0u32; 27];
    for &t in tiles {
        let i = match t {
            b'?' => 26,
            b'A'..=b'Z' => (t - b'A') as usize,
            _ => continue,
        };
        counts[i] += 1;
    }
    for (i, &n) in counts.iter().enumerate() {
        f[i] = n as f64;
        f[27 + i] = n.saturating_sub(1) as f64;
    }
    if counts[(b'Q' - b'A') as usize] > 0 && counts[(b'U' - b'A') as usize] == 0 {
        f[54] = 1.0;
    }
    let vowels: u32 = b"AEIOU".iter().map(|&v| counts[(v - b'A') as usize]).sum();
    let letters: u32 = counts[..26].iter().sum();
    let (v, c) = (vowels as f64, (letters - vowels) as f64);
    f[55..60].copy_from_slice(&[v, c, v * v, c * c, v * c]);
    f
}

/// Learned weights for one rack size.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaveTable {
    /// Tiles on a full rack under the rules it was learned for.
    pub rack_size: usize,
    /// Games it was learned from.
    pub games: u32,
    /// One weight per feature, in [`feature_names`] order.
    pub weights: [f64; FEATURES],
}

impl LeaveTable {
    /// What keeping `tiles` is worth, in points of moves to come.
    pub fn value(&self, tiles: &[u8]) -> f64 {
        features(tiles)
            .iter()
            .zip(&self.weights)
            .map(|(f, w)| f * w)
            .sum()
    }
}

/// What Expert (and teaching mode) think kept tiles are worth: the values learned for the
/// rack size where there are some, else Hard's hand-set ones.
#[derive(Clone, Copy, Debug)]
pub enum Leave {
    /// A learned table.
    Learned(&'static LeaveTable),
    /// Hard's values ([`super::leave_value`]).
    HandSet,
}

impl Leave {
    /// The values for racks of `rack_size` tiles.
    pub fn for_rack_size(rack_size: usize) -> Leave {
        shipped(rack_size).map_or(Leave::HandSet, Leave::Learned)
    }

    /// What keeping `tiles` is worth.
    pub fn value(self, tiles: &[u8]) -> f64 {
        match self {
            Leave::Learned(table) => table.value(tiles),
            Leave::HandSet => super::LEAVE_WEIGHT * super::leave_value(tiles),
        }
    }
}

/// The leaves file: a table per rack size, each weight under its feature's name.
#[derive(Serialize, Deserialize)]
struct LeavesFile {
    tables: Vec<TableEntry>,
}

#[derive(Serialize, Deserialize)]
struct TableEntry {
    rack_size: usize,
    games: u32,
    weights: BTreeMap<String, f64>,
}

/// Reads a leaves file; the error names the line, or the feature it does not know.
pub fn parse(text: &str) -> Result<Vec<LeaveTable>, String> {
    let file: LeavesFile =
        ron::from_str(text).map_err(|e| crate::engine::saved_game::ron_text(&e))?;
    let names = feature_names();
    file.tables
        .into_iter()
        .map(|t| {
            let mut weights = [0.0; FEATURES];
            for (name, w) in t.weights {
                let i = names
                    .iter()
                    .position(|n| *n == name)
                    .ok_or_else(|| format!("no leave feature is called {name:?}"))?;
                if !w.is_finite() {
                    return Err(format!("the weight of {name:?} is not a number"));
                }
                weights[i] = w;
            }
            Ok(LeaveTable {
                rack_size: t.rack_size,
                games: t.games,
                weights,
            })
        })
        .collect()
}

/// Writes tables as a leaves file.
pub fn to_text(tables: &[LeaveTable]) -> String {
    let names = feature_names();
    let file = LeavesFile {
        tables: tables
            .iter()
            .map(|t| TableEntry {
                rack_size: t.rack_size,
                games: t.games,
                weights: names
                    .iter()
                    .zip(&t.weights)
                    .filter(|(_, w)| **w != 0.0)
                    .map(|(n, w)| (n.clone(), (w * 1000.0).round() / 1000.0))
                    .collect(),
            })
            .collect(),
    };
    let pretty = ron::ser::PrettyConfig::default();
    let body =
        ron::ser::to_string_pretty(&file, pretty).expect("plain numbers and names serialize");
    format!("{HEADER}{body}\n")
}

/// The comment at the head of a leaves file.
const HEADER: &str = "// Leave values learned by self-play (`wordtable crossword --learn-leaves GAMES`): what the
// tiles kept after a move are worth in points to come, a table per rack size (7: Classic and
// Colonization; 8: Wordgame). Expert and teaching mode read them (src/games/crossword/ai/leaves.rs).
";

/// The shipped table for racks of `rack_size` tiles, if one was learned.
pub fn shipped(rack_size: usize) -> Option<&'static LeaveTable> {
    static TABLES: OnceLock<Vec<LeaveTable>> = OnceLock::new();
    TABLES
        .get_or_init(|| {
            parse(include_str!("../../../../assets/crossword/leaves.ron"))
                .expect("the shipped leaves file is valid (a test reads it)")
        })
        .iter()
        .find(|t| t.rack_size == rack_size)
}

/// Plays `games` games between Hard seats under `rules` and fits a table to what they kept
/// and scored next.
pub fn learn(rules: &Rules, lexicon: &Lexicon, games: u32, seed: u64) -> LeaveTable {
    let mut fit = Fit::new();
    for g in 0..games {
        let seed = seed.wrapping_add(g as u64);
        let mut game = Game::new(rules, lexicon.clone(), &["A", "B"], seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Each seat's leave from its last move, waiting for the score of its next.
        let mut waiting: [Option<Vec<u8>>; 2] = [None, None];
        while let Some(seat) = game.to_play() {
            let action = choose(&game, Strength::Hard, &mut rng);
            let before = game.seats[seat].score;
            let rack = game.seats[seat].rack.clone();
            let bag = game.bag.len();
            if game.apply(seat, &action).is_err() {
                break;
            }
            if let Some(leave) = waiting[seat].take() {
                let scored = if matches!(action, Action::Place(_)) {
                    game.seats[seat].score - before
                } else {
                    0
                };
                fit.add(&features(&leave), scored as f64);
            }
            if let Action::Place(play) = &action {
                let kept =
                    super::super::game::take(&rack, &play.rack_letters()).unwrap_or_default();
                // Only a leave topped up to a full rack says what it is worth; the empty one
                // (a fresh rack) is what the others are worth against.
                if bag >= rules.rack_size - kept.len() {
                    waiting[seat] = Some(kept);
                }
            }
        }
    }
    LeaveTable {
        rack_size: rules.rack_size,
        games,
        weights: fit.solve(),
    }
}

/// A damped least-squares fit with an intercept (the mean next score, which is not kept).
struct Fit {
    /// The normal equations' matrix, intercept last.
    xtx: Vec<[f64; FEATURES + 1]>,
    xty: [f64; FEATURES + 1],
}

/// How strongly the fit pulls rare features' weights towards 0.
const DAMPING: f64 = 20.0;

impl Fit {
    fn new() -> Fit {
        Fit {
            xtx: vec![[0.0; FEATURES + 1]; FEATURES + 1],
            xty: [0.0; FEATURES + 1],
        }
    }

    fn add(&mut self, f: &[f64; FEATURES], y: f64) {
        let mut x = [1.0; FEATURES + 1];
        x[..FEATURES].copy_from_slice(f);
        for i in 0..=FEATURES {
            if x[i] == 0.0 {
                continue;
            }
            for j in 0..=FEATURES {
                self.xtx[i][j] += x[i] * x[j];
            }
            self.xty[i] += x[i] * y;
        }
    }

    /// Solves by Gaussian elimination with partial pivoting; the weights without the intercept.
    fn solve(mut self) -> [f64; FEATURES] {
        let n = FEATURES + 1;
        for i in 0..FEATURES {
            self.xtx[i][i] += DAMPING;
        }
        let mut a: Vec<Vec<f64>> = (0..n)
            .map(|i| {
                let mut row = self.xtx[i].to_vec();
                row.push(self.xty[i]);
                row
            })
            .collect();
        for col in 0..n {
            let pivot = (col..n)
                .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
                .expect("rows left");
            a.swap(col, pivot);
            if a[col][col].abs() < 1e-12 {
                continue;
            }
            let pivot_row = a[col].clone();
            for (r, row) in a.iter_mut().enumerate() {
                let k = row[col] / pivot_row[col];
                if r != col && k != 0.0 {
                    for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                        *x -= k * p;
                    }
                }
            }
        }
        let mut w = [0.0; FEATURES];
        for (i, w) in w.iter_mut().enumerate() {
            if a[i][i].abs() >= 1e-12 {
                *w = a[i][n] / a[i][i];
            }
        }
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_count_tiles_pairs_and_balance() {
        let f = features(b"QEE?");
        assert_eq!(f[(b'E' - b'A') as usize], 2.0);
        assert_eq!(f[27 + (b'E' - b'A') as usize], 1.0);
        assert_eq!(f[26], 1.0, "the blank");
        assert_eq!(f[54], 1.0, "a Q without a U");
        assert_eq!(&f[55..60], &[2.0, 1.0, 4.0, 1.0, 2.0]);
        assert_eq!(features(b"QU")[54], 0.0);
        assert!(features(b"").iter().all(|&x| x == 0.0));
    }

    #[test]
    fn the_fit_recovers_known_weights() {
        // Next scores made from known worths (S +8, Q -7, a second E -3) around a mean of 30.
        let mut fit = Fit::new();
        let leaves: [&[u8]; 7] = [b"", b"S", b"Q", b"EE", b"E", b"SQ", b"SEE"];
        for _ in 0..2000 {
            for leave in leaves {
                let f = features(leave);
                let worth = 8.0 * f[18] - 7.0 * f[16] - 3.0 * f[27 + 4];
                fit.add(&f, 30.0 + worth);
            }
        }
        let table = LeaveTable {
            rack_size: 7,
            games: 0,
            weights: fit.solve(),
        };
        let worth = |t: &[u8]| table.value(t);
        assert!((worth(b"S") - 8.0).abs() < 0.5, "S: {}", worth(b"S"));
        assert!((worth(b"Q") + 7.0).abs() < 0.5, "Q: {}", worth(b"Q"));
        assert!(worth(b"E").abs() < 0.5, "E: {}", worth(b"E"));
        assert!((worth(b"EE") + 3.0).abs() < 0.5, "EE: {}", worth(b"EE"));
    }

    #[test]
    fn the_file_reads_back_what_it_wrote_and_names_a_bad_feature() {
        let mut weights = [0.0; FEATURES];
        weights[18] = 7.5;
        weights[54] = -4.25;
        let table = LeaveTable {
            rack_size: 8,
            games: 12,
            weights,
        };
        assert_eq!(
            parse(&to_text(std::slice::from_ref(&table))).unwrap(),
            vec![table]
        );
        let bad = "(tables: [(rack_size: 7, games: 1, weights: {\"Sx\": 1.0})])";
        assert!(parse(bad).unwrap_err().contains("\"Sx\""));
        assert!(parse("(tables: [").unwrap_err().contains("1:"));
    }

    #[test]
    fn the_shipped_tables_cover_seven_and_eight_tiles_and_like_the_blank() {
        for size in [7, 8] {
            let t = shipped(size).expect("a table for this rack size");
            assert!(t.games >= 1000, "learned from {} games", t.games);
            assert!(t.value(b"?") > t.value(b"Q"));
            assert!(t.value(b"S") > t.value(b"V"));
            assert!(t.value(b"ERS") > t.value(b"UUV"));
        }
    }
}
