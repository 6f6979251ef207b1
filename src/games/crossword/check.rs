//! Is a placement legal, and what does it score? One line, contiguous, connected, the first
//! word over the centre (and long enough), every word formed in the dictionary; then the
//! words' scores with premiums under the new tiles only, word bonuses combined as the rule
//! set says, and the full-rack reward.

use std::fmt;

use crate::i18n::Lang;
use crate::words::Lexicon;

use super::board::{Board, CENTRE, Dir, SIZE, coordinate};
use super::play::{Cell, Play};
use super::rules::Rules;

/// Why a placement is refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Rejection {
    /// Part of the word lies off the board.
    OffBoard,
    /// No tile is laid.
    NoTiles,
    /// A tile is laid on a square that already holds one.
    SquareTaken(String),
    /// The notation says a board tile is there, but the square is empty.
    NothingToPlayThrough(String),
    /// The notation names a board letter that differs from the tile there.
    WrongBoardLetter {
        square: String,
        board: char,
        named: char,
    },
    /// The word stops next to a tile that would extend it.
    RunsOn(String),
    /// A laid tile is not a letter.
    NotALetter(char),
    /// The first word does not cover the centre square.
    MissesCentre,
    /// The first word is shorter than the rules allow.
    FirstWordTooShort { min: usize },
    /// The word touches no tile on the board.
    NotConnected,
    /// Words formed that are not in the dictionary.
    NotWords(Vec<String>),
    /// A word formed that the family filter (house rule) keeps off the table.
    KeptOff(String),
    /// The rack does not hold the tiles laid.
    NotOnRack(String),
    /// The tiles laid share no row or column.
    NotInLine,
    /// An empty square lies between the tiles laid.
    Gap(String),
}

impl Rejection {
    /// The reason in `lang`, as the table shows it.
    pub fn message(&self, lang: Lang) -> String {
        use crate::i18n::tr_in;
        match self {
            Rejection::OffBoard => tr_in!(lang, "cw-refused-off-board"),
            Rejection::NoTiles => tr_in!(lang, "cw-refused-no-tiles"),
            Rejection::SquareTaken(sq) => {
                tr_in!(lang, "cw-refused-square-taken", square = sq.as_str())
            }
            Rejection::NothingToPlayThrough(sq) => {
                tr_in!(
                    lang,
                    "cw-refused-nothing-to-play-through",
                    square = sq.as_str()
                )
            }
            Rejection::WrongBoardLetter {
                square,
                board,
                named,
            } => tr_in!(
                lang,
                "cw-refused-wrong-board-letter",
                square = square.as_str(),
                board = board.to_string(),
                named = named.to_string()
            ),
            Rejection::RunsOn(sq) => tr_in!(lang, "cw-refused-runs-on", square = sq.as_str()),
            Rejection::NotALetter(c) => {
                tr_in!(lang, "cw-refused-not-a-letter", tile = c.to_string())
            }
            Rejection::MissesCentre => tr_in!(lang, "cw-refused-misses-centre"),
            Rejection::FirstWordTooShort { min } => {
                tr_in!(lang, "cw-refused-first-word-too-short", min = *min)
            }
            Rejection::NotConnected => tr_in!(lang, "cw-refused-not-connected"),
            Rejection::NotWords(words) => tr_in!(
                lang,
                "cw-refused-not-words",
                words = words.join(", "),
                count = words.len()
            ),
            Rejection::KeptOff(word) => tr_in!(lang, "house-kept-off", word = word.as_str()),
            Rejection::NotOnRack(letters) => {
                tr_in!(lang, "cw-refused-not-on-rack", letters = letters.as_str())
            }
            Rejection::NotInLine => tr_in!(lang, "cw-refused-not-in-line"),
            Rejection::Gap(sq) => tr_in!(lang, "cw-refused-gap", square = sq.as_str()),
        }
    }
}

/// In the app's language: English for the command line unless `--lang` says otherwise.
impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for Rejection {}

/// A word formed by a placement, with its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormedWord {
    /// The word's letters (blanks lowercase).
    pub text: String,
    /// Its score, premiums included.
    pub score: i32,
}

/// A legal placement's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// Points for the move, full-rack reward included.
    pub score: i32,
    /// The main word first, then the cross words.
    pub words: Vec<FormedWord>,
    /// Squares (row * 15 + col) and tiles laid.
    pub laid: Vec<(usize, u8)>,
    /// True when the move used a full rack.
    pub full_rack: bool,
}

/// Checks a placement on `board` and scores it. With `dict`, every word formed must be in it;
/// without, any letters pass (for game records made with other word lists).
pub fn check_play(
    board: &Board,
    rules: &Rules,
    play: &Play,
    dict: Option<&Lexicon>,
) -> Result<Scored, Rejection> {
    let len = play.cells.len();
    let end = match play.dir {
        Dir::Across => play.col + len,
        Dir::Down => play.row + len,
    };
    if play.row >= SIZE || play.col >= SIZE || end > SIZE || len == 0 {
        return Err(Rejection::OffBoard);
    }
    let name = |(r, c): (usize, usize)| coordinate(r, c, Dir::Down);
    let mut laid = Vec::new();
    let mut through = false;
    for (i, cell) in play.cells.iter().enumerate() {
        let (r, c) = play.square(i);
        let here = board.get(r, c);
        match *cell {
            Cell::New(t) => {
                if !t.is_ascii_alphabetic() {
                    return Err(Rejection::NotALetter(t as char));
                }
                if here != 0 {
                    return Err(Rejection::SquareTaken(name((r, c))));
                }
                laid.push((r * SIZE + c, t));
            }
            Cell::Board(named) => {
                if here == 0 {
                    return Err(Rejection::NothingToPlayThrough(name((r, c))));
                }
                if let Some(n) = named
                    && !n.eq_ignore_ascii_case(&here)
                {
                    return Err(Rejection::WrongBoardLetter {
                        square: name((r, c)),
                        board: here.to_ascii_uppercase() as char,
                        named: n.to_ascii_uppercase() as char,
                    });
                }
                through = true;
            }
        }
    }
    if laid.is_empty() {
        return Err(Rejection::NoTiles);
    }
    // The word must be whole: no tile just before or just after it.
    let (dr, dc) = match play.dir {
        Dir::Across => (0usize, 1usize),
        Dir::Down => (1, 0),
    };
    if (play.row >= dr && play.col >= dc) && board.get(play.row - dr, play.col - dc) != 0 {
        return Err(Rejection::RunsOn(name((play.row - dr, play.col - dc))));
    }
    if end < SIZE {
        let (r, c) = play.square(len);
        if board.get(r, c) != 0 {
            return Err(Rejection::RunsOn(name((r, c))));
        }
    }

    let mut after = board.clone();
    for &(sq, t) in &laid {
        after.set(sq / SIZE, sq % SIZE, t);
    }
    let first = board.is_empty();
    if first {
        if !laid.iter().any(|&(sq, _)| sq == CENTRE) {
            return Err(Rejection::MissesCentre);
        }
        if len < rules.first_move_min_letters {
            return Err(Rejection::FirstWordTooShort {
                min: rules.first_move_min_letters,
            });
        }
    }

    let perp = match play.dir {
        Dir::Across => Dir::Down,
        Dir::Down => Dir::Across,
    };
    let mut words = Vec::new();
    if len >= 2 {
        words.push(score_word(
            &after, rules, play.row, play.col, play.dir, &laid,
        ));
    }
    let mut touches = through;
    for &(sq, _) in &laid {
        let (r, c) = (sq / SIZE, sq % SIZE);
        let (sr, sc) = word_start(&after, r, c, perp);
        let wlen = word_len(&after, sr, sc, perp);
        if wlen >= 2 {
            touches = true;
            words.push(score_word(&after, rules, sr, sc, perp, &laid));
        }
    }
    if words.is_empty() {
        return Err(Rejection::NotConnected);
    }
    if !first && !touches {
        return Err(Rejection::NotConnected);
    }
    if let Some(dict) = dict {
        let bad: Vec<String> = words
            .iter()
            .filter(|w| !dict.contains(&w.text))
            .map(|w| w.text.to_ascii_uppercase())
            .collect();
        if let Some(kept_off) = bad.iter().find(|w| dict.kept_off(w)) {
            return Err(Rejection::KeptOff(kept_off.clone()));
        }
        if !bad.is_empty() {
            return Err(Rejection::NotWords(bad));
        }
    }
    let full_rack = laid.len() == rules.rack_size;
    let mut score: i32 = words.iter().map(|w| w.score).sum();
    if full_rack {
        score = score * rules.full_rack_multiplier + rules.full_rack_bonus;
    }
    Ok(Scored {
        score,
        words,
        laid,
        full_rack,
    })
}

/// Where the word through (row, col) in `dir` starts.
fn word_start(board: &Board, mut r: usize, mut c: usize, dir: Dir) -> (usize, usize) {
    match dir {
        Dir::Across => {
            while c > 0 && board.get(r, c - 1) != 0 {
                c -= 1;
            }
        }
        Dir::Down => {
            while r > 0 && board.get(r - 1, c) != 0 {
                r -= 1;
            }
        }
    }
    (r, c)
}

fn word_len(board: &Board, r: usize, c: usize, dir: Dir) -> usize {
    let mut n = 0;
    loop {
        let (rr, cc) = match dir {
            Dir::Across => (r, c + n),
            Dir::Down => (r + n, c),
        };
        if rr >= SIZE || cc >= SIZE || board.get(rr, cc) == 0 {
            return n;
        }
        n += 1;
    }
}

fn score_word(
    board: &Board,
    rules: &Rules,
    r: usize,
    c: usize,
    dir: Dir,
    laid: &[(usize, u8)],
) -> FormedWord {
    let len = word_len(board, r, c, dir);
    let mut text = String::with_capacity(len);
    let mut sum = 0;
    let mut mult = 1;
    for i in 0..len {
        let (rr, cc) = match dir {
            Dir::Across => (r, c + i),
            Dir::Down => (r + i, c),
        };
        let sq = rr * SIZE + cc;
        let t = board.at(sq);
        text.push(t as char);
        let v = rules.tile_value(t);
        if laid.iter().any(|&(s, _)| s == sq) {
            sum += v * rules.letter_mult[sq] as i32;
            mult = rules.combine(mult, rules.word_mult[sq] as i32);
        } else {
            sum += v;
        }
    }
    FormedWord {
        text,
        score: sum * mult,
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::RulesKind;
    use super::*;

    fn classic() -> &'static Rules {
        RulesKind::Classic.rules()
    }

    fn play(board: &Board, rules: &Rules, coord: &str, word: &str) -> Result<Scored, Rejection> {
        check_play(board, rules, &Play::parse(coord, word).unwrap(), None)
    }

    #[test]
    fn first_word_doubles_on_the_centre() {
        // WINDY at 8D: W on a double letter (4 x 2), Y on the centre; (8+1+1+2+4) x 2 = 32.
        let s = play(&Board::empty(), classic(), "8D", "WINDY").unwrap();
        assert_eq!(s.score, 32);
        assert_eq!(s.words.len(), 1);
    }

    #[test]
    fn placement_rejections_say_why() {
        let b = Board::empty();
        let r = classic();
        assert_eq!(play(&b, r, "8A", "CAT"), Err(Rejection::MissesCentre));
        assert_eq!(play(&b, r, "8N", "CAT"), Err(Rejection::OffBoard));
        assert_eq!(
            play(&b, r, "8H", "Q"),
            Err(Rejection::FirstWordTooShort { min: 2 })
        );
        assert_eq!(
            play(&b, RulesKind::Wordgame.rules(), "8G", "CAT"),
            Err(Rejection::FirstWordTooShort { min: 4 })
        );
        let mut b = Board::empty();
        for (i, t) in b"CAT".iter().enumerate() {
            b.set(7, 6 + i, *t);
        }
        assert_eq!(
            play(&b, r, "8G", "CAT"),
            Err(Rejection::SquareTaken("G8".into()))
        );
        assert_eq!(play(&b, r, "8J", "S"), Err(Rejection::RunsOn("I8".into())));
        assert_eq!(play(&b, r, "8F", "S"), Err(Rejection::RunsOn("G8".into())));
        assert_eq!(play(&b, r, "1A", "DOG"), Err(Rejection::NotConnected));
        assert_eq!(
            play(&b, r, "9A", ".S"),
            Err(Rejection::NothingToPlayThrough("A9".into()))
        );
        assert_eq!(play(&b, r, "8G", "...").unwrap_err(), Rejection::NoTiles);
        assert_eq!(
            play(&b, r, "G8", "(D)OG"),
            Err(Rejection::WrongBoardLetter {
                square: "G8".into(),
                board: 'C',
                named: 'D'
            })
        );
        let digit = Play {
            row: 8,
            col: 7,
            dir: Dir::Across,
            cells: vec![Cell::New(b'3')],
        };
        let err = check_play(&b, r, &digit, None).unwrap_err();
        assert_eq!(err, Rejection::NotALetter('3'));
        assert_eq!(err.to_string(), "'3' is not a letter.");
        let dict = Lexicon::from_words(["cat", "cats", "at"]);
        let p = Play::parse("8G", "...X").unwrap();
        assert_eq!(
            check_play(&b, r, &p, Some(&dict)),
            Err(Rejection::NotWords(vec!["CATX".into()]))
        );
        let p = Play::parse("8G", "...S").unwrap();
        assert_eq!(check_play(&b, r, &p, Some(&dict)).unwrap().score, 6);
    }

    #[test]
    fn premiums_count_only_under_new_tiles() {
        let mut b = Board::empty();
        // WINDY already on 8D-8H: the double letter under W and the centre are used up.
        for (i, t) in b"WINDY".iter().enumerate() {
            b.set(7, 3 + i, *t);
        }
        let s = play(&b, classic(), "8D", ".....S").unwrap();
        assert_eq!(s.score, 4 + 1 + 1 + 2 + 4 + 1);
        // "Even if a new word is created in a different direction using that square, the bonus
        // will not be applied": YES down from the Y on the centre is not doubled.
        let s = play(&b, classic(), "H8", "(Y)ES").unwrap();
        assert_eq!(s.score, 4 + 1 + 1);
    }

    #[test]
    fn every_letter_bonus_a_word_covers_counts() {
        // QUICKLY on row 7 from C7 covers three double letters (Q, K, Y) and hooks the A below
        // its L: 20+1+1+3+10+1+8 = 44, and LA = 2.
        let b = board_with(&[(7, 7, b'A')]);
        let w = play(&b, RulesKind::Wordgame.rules(), "7C", "QUICKLY").unwrap();
        assert_eq!(w.words[0].score, 44);
        assert_eq!(w.score, 46);
        let c = play(&b, classic(), "7C", "QUICKLY").unwrap();
        assert_eq!(c.score, 46 + 50, "seven tiles: a Classic bingo");
    }

    #[test]
    fn every_word_formed_must_be_in_the_list() {
        // "If the words cross in more than one place, then all resulting words must be legal":
        // ON under AT makes AO and TN; with AO missing from the list the play is refused.
        let b = board_with(&[(7, 6, b'C'), (7, 7, b'A'), (7, 8, b'T')]);
        let p = Play::parse("9H", "ON").unwrap();
        let some = Lexicon::from_words(["on", "tn"]);
        assert_eq!(
            check_play(&b, classic(), &p, Some(&some)),
            Err(Rejection::NotWords(vec!["AO".into()]))
        );
        let all = Lexicon::from_words(["on", "tn", "ao"]);
        assert_eq!(check_play(&b, classic(), &p, Some(&all)).unwrap().score, 8);
    }

    fn board_with(tiles: &[(usize, usize, u8)]) -> Board {
        let mut b = Board::empty();
        for &(r, c, t) in tiles {
            b.set(r, c, t);
        }
        b
    }

    #[test]
    fn two_double_words_multiply_in_classic_and_count_once_in_wordgame() {
        // EXAMPLE on row 5 from E5 to K5 through a board M: both ends on double-word squares.
        // E1 X8 A1 M3 P3 L1 E1 = 18.
        let b = board_with(&[(4, 7, b'M')]);
        let c = play(&b, classic(), "5E", "EXA.PLE").unwrap();
        assert_eq!(c.score, 18 * 4);
        let w = play(&b, RulesKind::Wordgame.rules(), "5E", "EXA.PLE").unwrap();
        assert_eq!(w.score, 18 * 2);
    }

    #[test]
    fn triple_and_double_word_make_six_in_classic_three_in_wordgame() {
        // ABSOLUTE from A8 (triple word) to H8 (the centre, double word) through a board L.
        // A1 B3 S1 O1x2 (double letter at D8) L1 U1 T1 E1 = 11.
        let b = board_with(&[(7, 4, b'L')]);
        let c = play(&b, classic(), "8A", "ABSO.UTE").unwrap();
        assert!(c.full_rack, "seven tiles laid from a seven-tile rack");
        assert_eq!(c.score, 11 * 6 + 50);
        let w = play(&b, RulesKind::Wordgame.rules(), "8A", "ABSO.UTE").unwrap();
        assert!(!w.full_rack, "seven of eight tiles");
        assert_eq!(w.score, 11 * 3);
    }

    #[test]
    fn all_eight_tiles_double_a_wordgame_move() {
        let w = play(
            &Board::empty(),
            RulesKind::Wordgame.rules(),
            "8A",
            "ABSOLUTE",
        )
        .unwrap();
        assert!(w.full_rack);
        assert_eq!(w.score, 11 * 3 * 2);
    }

    #[test]
    fn a_blank_scores_nothing_even_on_a_premium() {
        // WINDY with a blank W on the double letter: (0+1+1+2+4) x 2 = 16.
        let s = play(&Board::empty(), classic(), "8D", "wINDY").unwrap();
        assert_eq!(s.score, 16);
        assert_eq!(s.words[0].text, "wINDY");
    }

    #[test]
    fn cross_words_score_with_the_new_tiles_premiums() {
        // CAT across at 8G-8I; S laid at J8 makes CATS; a down word through the new tile:
        // tiles above and below J8 are none, so one word. Then a parallel play under CAT.
        let b = board_with(&[(7, 6, b'C'), (7, 7, b'A'), (7, 8, b'T')]);
        // AX at 9H-9I: X under T on I9 (double letter): AX = 1 + 8x2 = 17, AA? no: H9 under A
        // makes AA (1+1 = 2, H9 plain), I9 under T makes TX... use a real pair: "ON" under "AT"
        // gives AO and TN; the engine scores without a dictionary here.
        let s = play(&b, classic(), "9H", "ON").unwrap();
        // 9H is (8,7) plain, 9I is (8,8) double letter: ON = 1 + 1x2 = 3; AO = 1+1 = 2;
        // TN = 1 + 1x2 = 3.
        assert_eq!(
            s.words.iter().map(|w| w.score).collect::<Vec<_>>(),
            vec![3, 2, 3]
        );
        assert_eq!(s.score, 8);
    }
}
