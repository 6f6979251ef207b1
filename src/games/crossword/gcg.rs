//! GCG game records: the plain-text format crossword-game players and tools exchange.
//! Pragmas first (`#player1 nick Full Name`, `#title`, `#description`, `#id`, `#lexicon`,
//! `#game-variant`), then one `>nick: RACK MOVE +SCORE TOTAL` line a turn: placements
//! (`8D WINDY`, `.` for board tiles), exchanges (`-EE`), passes (`-`), withdrawn phonies
//! (`--`), challenge bonuses (`(challenge)`), time penalties (`(time)`) and the end-of-game
//! rack points (`(OPEG)`); `#note` lines (continued on the plain lines after them) and
//! `#rack1`/`#rack2` lines between them. A rack written `UNKNOWN` (liwords' exports of
//! annotated games) is a rack the record does not know. The types, the export and which
//! `#lexicon` the built-in word list can check live here; decoding the bytes is `gcg_text`,
//! parsing (which refuses what is not well formed or not in turn order, naming the line) is
//! `gcg_parse`; scores and words are left to the replay.

use std::fmt;
use std::fmt::Write as _;

use super::rules::RulesKind;

/// Most players a record may name (GCG itself has two; WordTable's games seat up to four).
pub const MAX_PLAYERS: usize = 4;

/// The `#game-variant` values this reader knows, and the rules each stands for.
pub const VARIANTS: [(&str, RulesKind); 3] = [
    ("classic", RulesKind::Classic),
    ("wordtable-classic", RulesKind::Classic),
    ("wordtable-wordgame", RulesKind::Wordgame),
];

/// The families of English word lists a `#lexicon` may name (matched at the start of the
/// name, ignoring case: `CSW21`, `NWL2020`, `TWL06`...). Records on another language's list
/// use another tile set, which the replay does not have.
pub const ENGLISH_LEXICONS: [&str; 13] = [
    "CSW",
    "NWL",
    "TWL",
    "OWL",
    "OTCWL",
    "SOWPODS",
    "COLLINS",
    "ECWL",
    "CEL",
    "NSWL",
    "ENABLE",
    "WORDTABLE",
    "WORDNIK",
];

/// The `#lexicon` names of the built-in English list (`Lexicon::english()`, the Wordnik word
/// list), matched whole, ignoring case. Only a record naming one of these, or naming no
/// lexicon, has its words checked: every other list (CSW, NWL...) has many words it
/// lacks (OK, ZE, QUEYN), so checking against it would flag good plays.
pub const BUILTIN_LEXICONS: [&str; 2] = ["WORDTABLE", "WORDNIK"];

/// What a record's turn line writes for a rack it does not know (liwords' exports of
/// annotated games, where nobody entered that rack). Read in any case.
pub const UNKNOWN_RACK: &str = "UNKNOWN";

/// A player as the record names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgPlayer {
    /// The short name used on move lines.
    pub nick: String,
    /// The full name.
    pub name: String,
}

/// What a turn line records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GcgKind {
    /// Tiles laid: coordinate and word (`.` for tiles already on the board).
    Play { coord: String, word: String },
    /// The player's play on the line before was challenged off the board.
    Withdrawn,
    /// Points for a challenged play that stood, to the player who made it.
    ChallengeBonus,
    /// Tiles put back in the bag (`?` for a blank), or a number of tiles when hidden.
    Exchange(String),
    /// No move.
    Pass,
    /// Rack points at the end of the game (the tiles in parentheses).
    EndRack(String),
    /// A time penalty.
    TimePenalty,
}

/// One turn line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgEvent {
    /// Line number in the file (1-based; 0 when built in memory).
    pub line: usize,
    /// The player's nick.
    pub nick: String,
    /// The rack before the move (empty when the line leaves it out or writes it
    /// [`UNKNOWN_RACK`]).
    pub rack: String,
    /// Whether the line writes the rack as [`UNKNOWN_RACK`]: it holds tiles nobody recorded,
    /// so nothing is checked against it.
    pub rack_unknown: bool,
    /// The move.
    pub kind: GcgKind,
    /// Points recorded for the move.
    pub score: i32,
    /// The player's total recorded after it.
    pub total: i32,
}

/// A `#note` and the plain lines that continue it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgNote {
    /// How many turn lines come before it.
    pub after: usize,
    /// The text, its lines joined by `\n`.
    pub text: String,
}

/// A `#rack1`/`#rack2` line: the tiles a player holds at that point of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgRack {
    /// Line number in the file (0 when built in memory).
    pub line: usize,
    /// How many turn lines come before it.
    pub after: usize,
    /// The player, 0 for `#rack1`.
    pub player: usize,
    /// The tiles (`?` for a blank).
    pub tiles: String,
}

/// A whole record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GcgRecord {
    /// The players in `#player` order (`#player1` first, whatever the lines' order).
    pub players: Vec<GcgPlayer>,
    /// The turns in order.
    pub events: Vec<GcgEvent>,
    /// The `#lexicon` pragma, when present.
    pub lexicon: Option<String>,
    /// The `#game-variant` pragma, when present (one of [`VARIANTS`]).
    pub variant: Option<String>,
    /// The `#title` pragma.
    pub title: Option<String>,
    /// The `#description` pragma.
    pub description: Option<String>,
    /// The `#id` pragma: an authority and an id.
    pub id: Option<String>,
    /// The notes, with where they stand.
    pub notes: Vec<GcgNote>,
    /// The `#rack1`/`#rack2` lines, with where they stand.
    pub racks: Vec<GcgRack>,
}

/// A line that is not valid GCG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for GcgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for GcgError {}

/// The rules a `#game-variant` value stands for.
pub fn variant_kind(name: &str) -> Option<RulesKind> {
    VARIANTS
        .iter()
        .find(|(v, _)| v.eq_ignore_ascii_case(name.trim()))
        .map(|&(_, k)| k)
}

/// The `#game-variant` value a record of these rules carries.
pub fn variant_name(kind: RulesKind) -> &'static str {
    match kind {
        RulesKind::Classic => "classic",
        RulesKind::Wordgame => "wordtable-wordgame",
    }
}

/// Whether a `#lexicon` value names an English word list (see [`ENGLISH_LEXICONS`]).
pub fn is_english_lexicon(name: &str) -> bool {
    let upper = name.trim().to_ascii_uppercase();
    ENGLISH_LEXICONS.iter().any(|f| upper.starts_with(f))
}

/// Whether a `#lexicon` value names the built-in English list (see [`BUILTIN_LEXICONS`]).
pub fn is_builtin_lexicon(name: &str) -> bool {
    BUILTIN_LEXICONS
        .iter()
        .any(|b| b.eq_ignore_ascii_case(name.trim()))
}

/// Most tiles a rack line may show: a rule set's rack holds at most the board's side.
pub const MAX_RACK: usize = 15;

/// Whether `t` is a rack as records write them: capital letters, `?` for a blank.
pub(super) fn is_rack(t: &str) -> bool {
    !t.is_empty() && t.bytes().all(|b| b.is_ascii_uppercase() || b == b'?')
}

impl GcgRecord {
    /// The rules the record's `#game-variant` names, if it names one.
    pub fn rules_kind(&self) -> Option<RulesKind> {
        self.variant.as_deref().and_then(variant_kind)
    }

    /// Whether the built-in English list can check the record's words: it names no
    /// `#lexicon`, or names that list itself (see [`BUILTIN_LEXICONS`]).
    pub fn builtin_list_applies(&self) -> bool {
        self.lexicon.as_deref().is_none_or(is_builtin_lexicon)
    }

    /// The record as GCG text (UTF-8, saying so on its first line).
    pub fn to_text(&self) -> String {
        let mut out = String::from("#character-encoding UTF-8\n");
        for (i, p) in self.players.iter().enumerate() {
            let _ = writeln!(out, "#player{} {} {}", i + 1, p.nick, p.name);
        }
        let pragmas = [
            ("title", &self.title),
            ("description", &self.description),
            ("id", &self.id),
            ("lexicon", &self.lexicon),
            ("game-variant", &self.variant),
        ];
        for (key, value) in pragmas {
            if let Some(v) = value {
                let _ = writeln!(out, "#{key} {v}");
            }
        }
        for i in 0..=self.events.len() {
            for note in self.notes.iter().filter(|n| n.after == i) {
                let _ = writeln!(out, "#note {}", note.text);
            }
            for rack in self.racks.iter().filter(|r| r.after == i) {
                let _ = writeln!(out, "#rack{} {}", rack.player + 1, rack.tiles);
            }
            if let Some(e) = self.events.get(i) {
                let rack = if e.rack_unknown {
                    UNKNOWN_RACK
                } else {
                    &e.rack
                };
                let _ = writeln!(
                    out,
                    ">{}: {} {} {:+} {}",
                    e.nick,
                    rack,
                    move_text(&e.kind),
                    e.score,
                    e.total
                );
            }
        }
        out
    }
}

/// A move as its turn line writes it.
fn move_text(kind: &GcgKind) -> String {
    match kind {
        GcgKind::Play { coord, word } => format!("{coord} {word}"),
        GcgKind::Withdrawn => "--".into(),
        GcgKind::ChallengeBonus => "(challenge)".into(),
        GcgKind::Exchange(t) => format!("-{t}"),
        GcgKind::Pass => "-".into(),
        GcgKind::EndRack(t) => format!("({t})"),
        GcgKind::TimePenalty => "(time)".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "#player1 a Ann A\n#player2 b Bob B\n#note hi\n\
        >a: DINNVWY 8D WINDY +32 32\n>a: DIMSTTW (challenge) +5 37\n\
        >b: ADEEGIL 7C GALE +16 16\n>b: ADEEGIL --  -16 0\n>a: DEINNOR -  +0 37\n\
        >b: EEEEEEE -E +0 0\n>b:  (OPEG) +14 14\n>a: Q (Q) -10 27\n";

    #[test]
    fn every_kind_of_line_parses_and_writes_back() {
        let r = GcgRecord::parse(SAMPLE).unwrap();
        let kinds: Vec<&GcgKind> = r.events.iter().map(|e| &e.kind).collect();
        assert_eq!(
            kinds,
            vec![
                &GcgKind::Play {
                    coord: "8D".into(),
                    word: "WINDY".into()
                },
                &GcgKind::ChallengeBonus,
                &GcgKind::Play {
                    coord: "7C".into(),
                    word: "GALE".into()
                },
                &GcgKind::Withdrawn,
                &GcgKind::Pass,
                &GcgKind::Exchange("E".into()),
                &GcgKind::EndRack("OPEG".into()),
                &GcgKind::EndRack("Q".into()),
            ]
        );
        assert_eq!(r.events[3].score, -16);
        assert_eq!(r.events[6].rack, "");
        assert_eq!(r.events[7].rack, "Q");
        assert_eq!(r.players[1].name, "Bob B");
        assert_eq!(
            r.notes,
            vec![GcgNote {
                after: 0,
                text: "hi".into()
            }]
        );
        let again = GcgRecord::parse(&r.to_text()).unwrap();
        assert_eq!(again.players, r.players);
        assert_eq!(again.notes, r.notes);
        let strip = |v: &[GcgEvent]| {
            v.iter()
                .map(|e| GcgEvent {
                    line: 0,
                    ..e.clone()
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(strip(&again.events), strip(&r.events));
    }

    #[test]
    fn malformed_lines_name_their_line() {
        let bad = SAMPLE.replace("+32 32", "32x 32");
        assert_eq!(GcgRecord::parse(&bad).unwrap_err().line, 4);
        let bad = SAMPLE.replace(">b: ADEEGIL 7C", ">c: ADEEGIL 7C");
        let e = GcgRecord::parse(&bad).unwrap_err();
        assert_eq!(e.line, 6);
        assert!(e.message.contains("'c'"), "{e}");
        let e = GcgRecord::parse("#player1 a A\n#player2 b B\nhello\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(GcgRecord::parse(">a: X 8D X +1 1\n").is_err());
        assert!(GcgRecord::parse("#player1 a A\n#player2 b B\n>a: +1 1\n").is_err());
    }
}
