//! The two rule sets of the crossword board (Classic and Wordgame) as data: tile values and
//! counts, premium squares, rack size, how word bonuses combine, the full-rack reward, the
//! first-move minimum and the end conditions. Loaded from RON so a table can change them.

use serde::{Deserialize, Serialize};

use super::board::{SIZE, SQUARES};

/// How word bonuses under the new tiles of one word combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum WordBonus {
    /// Classic: every word bonus multiplies (two double-word squares make x4).
    Multiply,
    /// Wordgame: only the highest word bonus of a word applies.
    Highest,
}

/// Which of the two rule sets. Saves write it by its lowercase name (`wordgame`, `classic`),
/// the same word [`RulesKind::parse`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RulesKind {
    /// Standard crossword-game rules, 7-tile racks (the base of Colonization Mode).
    Classic,
    /// Wordgame: 8-tile racks, one word bonus per word, all 8 tiles double the move.
    Wordgame,
}

impl RulesKind {
    /// Parses `classic` or `wordgame`.
    pub fn parse(s: &str) -> Option<RulesKind> {
        match s.to_ascii_lowercase().as_str() {
            "classic" => Some(RulesKind::Classic),
            "wordgame" => Some(RulesKind::Wordgame),
            _ => None,
        }
    }

    /// The shipped rules of this kind.
    pub fn rules(self) -> &'static Rules {
        use std::sync::OnceLock;
        static CLASSIC: OnceLock<Rules> = OnceLock::new();
        static WORDGAME: OnceLock<Rules> = OnceLock::new();
        match self {
            RulesKind::Classic => CLASSIC.get_or_init(|| {
                Rules::from_ron(include_str!("../../../assets/crossword/classic.ron"))
                    .expect("shipped classic.ron is valid")
            }),
            RulesKind::Wordgame => WORDGAME.get_or_init(|| {
                Rules::from_ron(include_str!("../../../assets/crossword/wordgame.ron"))
                    .expect("shipped wordgame.ron is valid")
            }),
        }
    }
}

#[derive(Deserialize)]
struct RuleFile {
    name: String,
    rack_size: usize,
    values: String,
    distribution: String,
    premiums: Vec<String>,
    word_bonus: WordBonus,
    full_rack_bonus: i32,
    full_rack_multiplier: i32,
    first_move_min_letters: usize,
    exchanges: bool,
    scoreless_turns_end: Option<usize>,
    passes_end: Option<usize>,
    out_bonus: bool,
    redraw_after_opening_passes: bool,
    challenge_bonus: i32,
}

/// A rule set, ready for play: values and premiums as arrays indexed by letter and square.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    /// The rule set's name.
    pub name: String,
    /// Tiles on a full rack.
    pub rack_size: usize,
    /// Value of each letter a-z (a blank is always 0).
    pub values: [i32; 26],
    /// How many tiles of each letter a-z are in the bag at the start.
    pub counts: [u8; 26],
    /// How many blanks.
    pub blanks: u8,
    /// Letter multiplier of each square (1, 2 or 3), row by row.
    pub letter_mult: [u8; SQUARES],
    /// Word multiplier of each square (1, 2 or 3), row by row.
    pub word_mult: [u8; SQUARES],
    /// How word bonuses combine.
    pub word_bonus: WordBonus,
    /// Points added when a move uses a full rack (Classic: 50).
    pub full_rack_bonus: i32,
    /// Factor applied to a move that uses a full rack (Wordgame: 2).
    pub full_rack_multiplier: i32,
    /// Fewest letters in the first word (Wordgame: 4).
    pub first_move_min_letters: usize,
    /// Whether a player may exchange tiles instead of playing.
    pub exchanges: bool,
    /// The game ends after this many scoreless turns in a row (Classic: 6).
    pub scoreless_turns_end: Option<usize>,
    /// The game ends after this many passes in a row (Wordgame: 3).
    pub passes_end: Option<usize>,
    /// Whether the player who goes out scores the others' rack values.
    pub out_bonus: bool,
    /// Whether two passes opening the game give both players new letters (Wordgame).
    pub redraw_after_opening_passes: bool,
    /// Points for a challenged word that stands (game records; 0 when unused).
    pub challenge_bonus: i32,
}

impl Rules {
    /// Parses a rule file, checking every table in it.
    pub fn from_ron(text: &str) -> Result<Rules, String> {
        let file: RuleFile = ron::from_str(text).map_err(|e| format!("rule file: {e}"))?;
        let values = letter_table(&file.values, "values")?;
        let dist = letter_table(&file.distribution, "distribution")?;
        let mut counts = [0u8; 26];
        for (i, c) in counts.iter_mut().enumerate() {
            *c = u8::try_from(dist[i]).map_err(|_| "distribution: count out of range")?;
        }
        let blanks = blank_count(&file.distribution)?;
        if file.premiums.len() != SIZE || file.premiums.iter().any(|r| r.chars().count() != SIZE) {
            return Err(format!("premiums: {SIZE} rows of {SIZE} squares expected"));
        }
        let mut letter_mult = [1u8; SQUARES];
        let mut word_mult = [1u8; SQUARES];
        for (r, row) in file.premiums.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                let sq = r * SIZE + c;
                match ch {
                    'T' => word_mult[sq] = 3,
                    'D' => word_mult[sq] = 2,
                    't' => letter_mult[sq] = 3,
                    'd' => letter_mult[sq] = 2,
                    '.' => {}
                    other => {
                        return Err(format!(
                            "premiums: unknown square '{other}' in row {}",
                            r + 1
                        ));
                    }
                }
            }
        }
        if file.rack_size == 0 || file.rack_size > SIZE {
            return Err("rack_size: 1 to 15".into());
        }
        Ok(Rules {
            name: file.name,
            rack_size: file.rack_size,
            values,
            counts,
            blanks,
            letter_mult,
            word_mult,
            word_bonus: file.word_bonus,
            full_rack_bonus: file.full_rack_bonus,
            full_rack_multiplier: file.full_rack_multiplier.max(1),
            first_move_min_letters: file.first_move_min_letters.max(2),
            exchanges: file.exchanges,
            scoreless_turns_end: file.scoreless_turns_end,
            passes_end: file.passes_end,
            out_bonus: file.out_bonus,
            redraw_after_opening_passes: file.redraw_after_opening_passes,
            challenge_bonus: file.challenge_bonus,
        })
    }

    /// Value of a tile as it lies on the board or a rack: uppercase a real tile, lowercase
    /// or `?` a blank (0).
    #[inline]
    pub fn tile_value(&self, tile: u8) -> i32 {
        if tile.is_ascii_uppercase() {
            self.values[(tile - b'A') as usize]
        } else {
            0
        }
    }

    /// Total tiles in the bag at the start.
    pub fn tile_total(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum::<usize>() + self.blanks as usize
    }

    /// Every tile of a full bag, in letter order (`?` for the blanks).
    pub fn full_bag(&self) -> Vec<u8> {
        let mut bag = Vec::with_capacity(self.tile_total());
        for (i, &n) in self.counts.iter().enumerate() {
            bag.extend(std::iter::repeat_n(b'A' + i as u8, n as usize));
        }
        bag.extend(std::iter::repeat_n(b'?', self.blanks as usize));
        bag
    }

    /// Combines the word multipliers under a word's new tiles.
    #[inline]
    pub fn combine(&self, acc: i32, mult: i32) -> i32 {
        match self.word_bonus {
            WordBonus::Multiply => acc * mult,
            WordBonus::Highest => acc.max(mult),
        }
    }
}

fn letter_table(text: &str, what: &str) -> Result<[i32; 26], String> {
    let mut out = [0i32; 26];
    let mut seen = [false; 26];
    for item in text.split_whitespace() {
        let mut chars = item.chars();
        let letter = chars.next().unwrap_or(' ');
        if letter == '?' {
            continue;
        }
        if !letter.is_ascii_uppercase() {
            return Err(format!(
                "{what}: '{item}' should be a capital letter and a number"
            ));
        }
        let n: i32 = chars
            .as_str()
            .parse()
            .map_err(|_| format!("{what}: '{item}' should be a capital letter and a number"))?;
        let i = (letter as u8 - b'A') as usize;
        if seen[i] {
            return Err(format!("{what}: {letter} is listed twice"));
        }
        seen[i] = true;
        out[i] = n;
    }
    if let Some(i) = seen.iter().position(|s| !s) {
        return Err(format!("{what}: {} is missing", (b'A' + i as u8) as char));
    }
    Ok(out)
}

fn blank_count(text: &str) -> Result<u8, String> {
    for item in text.split_whitespace() {
        if let Some(n) = item.strip_prefix('?') {
            return n.parse().map_err(|_| format!("distribution: '{item}'"));
        }
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::super::board::CENTRE;
    use super::*;

    #[test]
    fn shipped_bags_hold_what_the_rules_say() {
        let classic = RulesKind::Classic.rules();
        assert_eq!(classic.tile_total(), 100);
        assert_eq!(classic.blanks, 2);
        assert_eq!(classic.rack_size, 7);
        let wordgame = RulesKind::Wordgame.rules();
        // "There are 102 letters and 2 blanks"
        assert_eq!(wordgame.tile_total(), 104);
        assert_eq!(wordgame.blanks, 2);
        assert_eq!(wordgame.counts[(b'E' - b'A') as usize], 13);
        assert_eq!(wordgame.rack_size, 8);
    }

    #[test]
    fn standard_premium_layout_with_a_double_word_centre() {
        let r = RulesKind::Classic.rules();
        assert_eq!(r.word_mult[CENTRE], 2);
        assert_eq!(r.word_mult[0], 3);
        assert_eq!(r.letter_mult[SIZE + 5], 3);
        assert_eq!(r.letter_mult[3], 2);
        let triples = r.word_mult.iter().filter(|&&m| m == 3).count();
        let doubles = r.word_mult.iter().filter(|&&m| m == 2).count();
        let tl = r.letter_mult.iter().filter(|&&m| m == 3).count();
        let dl = r.letter_mult.iter().filter(|&&m| m == 2).count();
        assert_eq!((triples, doubles, tl, dl), (8, 17, 12, 24));
        assert_eq!(RulesKind::Wordgame.rules().word_mult, r.word_mult);
    }

    #[test]
    fn a_broken_rule_file_says_what_is_wrong() {
        let text = include_str!("../../../assets/crossword/classic.ron");
        let err = Rules::from_ron(&text.replace("Z10", "Z")).unwrap_err();
        assert!(err.contains("'Z'"), "{err}");
        let err = Rules::from_ron(&text.replace("A1 B3", "B3")).unwrap_err();
        assert!(err.contains("A is missing"), "{err}");
        let err = Rules::from_ron(&text.replace("\"T..d...T...d..T\",\n        \".D", "\".D"))
            .unwrap_err();
        assert!(err.contains("15 rows"), "{err}");
    }
}
