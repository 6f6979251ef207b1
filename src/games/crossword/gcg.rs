//! GCG game records: the plain-text format crossword-game players and tools exchange.
//! `#player1 nick Full Name` pragmas, then one `>nick: RACK MOVE +SCORE TOTAL` line a turn:
//! placements (`8D WINDY`, `.` for board tiles), exchanges (`-EE`), passes (`-`), withdrawn
//! phonies (`--`), challenge bonuses (`(challenge)`), time penalties (`(time)`) and the
//! end-of-game rack points (`(OPEG)`). Other pragmas and notes are kept out of the way.

use std::fmt;
use std::fmt::Write as _;

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
    /// The player's previous play was challenged off the board.
    Withdrawn,
    /// Points for a challenged word that stood.
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
    /// The rack before the move (may be empty).
    pub rack: String,
    /// The move.
    pub kind: GcgKind,
    /// Points recorded for the move.
    pub score: i32,
    /// The player's total recorded after it.
    pub total: i32,
}

/// A whole record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GcgRecord {
    /// The players, first to move first.
    pub players: Vec<GcgPlayer>,
    /// The turns in order.
    pub events: Vec<GcgEvent>,
    /// The `#lexicon` pragma, when present.
    pub lexicon: Option<String>,
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

impl GcgRecord {
    /// Parses a record.
    pub fn parse(text: &str) -> Result<GcgRecord, GcgError> {
        let mut record = GcgRecord::default();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |message: String| GcgError { line, message };
            let l = raw.trim_end_matches('\r');
            if let Some(p) = l.strip_prefix('#') {
                let mut parts = p.splitn(2, char::is_whitespace);
                let key = parts.next().unwrap_or("");
                let rest = parts.next().unwrap_or("").trim();
                if key == "player1" || key == "player2" || key.starts_with("player") {
                    let mut w = rest.splitn(2, char::is_whitespace);
                    let nick = w.next().unwrap_or("").to_string();
                    if nick.is_empty() {
                        return Err(err(format!("#{key} needs a nick")));
                    }
                    let name = w.next().unwrap_or(&nick).trim().to_string();
                    record.players.push(GcgPlayer { nick, name });
                } else if key == "lexicon" {
                    record.lexicon = Some(rest.to_string());
                }
                continue;
            }
            if l.trim().is_empty() {
                continue;
            }
            let Some(body) = l.strip_prefix('>') else {
                return Err(err(format!(
                    "'{}': a line starts with '#' or '>'",
                    l.trim()
                )));
            };
            let Some((nick, rest)) = body.split_once(':') else {
                return Err(err("a turn line is '>nick: RACK MOVE +SCORE TOTAL'".into()));
            };
            let nick = nick.trim().to_string();
            if !record.players.iter().any(|p| p.nick == nick) {
                return Err(err(format!(
                    "'{nick}' is not a player named by #player1/#player2"
                )));
            }
            let tokens: Vec<&str> = rest.split_whitespace().collect();
            if tokens.len() < 3 {
                return Err(err("a turn line needs a move, a score and a total".into()));
            }
            let n = tokens.len();
            let score = parse_score(tokens[n - 2]).ok_or_else(|| {
                err(format!(
                    "'{}' is not a score like +32 or -24",
                    tokens[n - 2]
                ))
            })?;
            let total: i32 = tokens[n - 1]
                .parse()
                .map_err(|_| err(format!("'{}' is not a total", tokens[n - 1])))?;
            let mv = &tokens[..n - 2];
            let is_rack =
                |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_uppercase() || b == b'?');
            let (rack, kind) = match mv {
                [r, "--"] if is_rack(r) => (r.to_string(), GcgKind::Withdrawn),
                ["--"] => (String::new(), GcgKind::Withdrawn),
                [r, t] | [r, t, _] if is_rack(r) && t.eq_ignore_ascii_case("(challenge)") => {
                    (r.to_string(), GcgKind::ChallengeBonus)
                }
                [t] if t.eq_ignore_ascii_case("(challenge)") => {
                    (String::new(), GcgKind::ChallengeBonus)
                }
                [r, t] if is_rack(r) && t.eq_ignore_ascii_case("(time)") => {
                    (r.to_string(), GcgKind::TimePenalty)
                }
                [t] if t.eq_ignore_ascii_case("(time)") => (String::new(), GcgKind::TimePenalty),
                [r, "-"] if is_rack(r) => (r.to_string(), GcgKind::Pass),
                ["-"] => (String::new(), GcgKind::Pass),
                [r, t] if is_rack(r) && t.starts_with('-') => {
                    let tiles = &t[1..];
                    if !(is_rack(tiles) || tiles.bytes().all(|b| b.is_ascii_digit())) {
                        return Err(err(format!("'{t}' is not an exchange like -EE")));
                    }
                    (r.to_string(), GcgKind::Exchange(tiles.to_string()))
                }
                [r, t] if is_rack(r) && t.starts_with('(') && t.ends_with(')') => {
                    let tiles = &t[1..t.len() - 1];
                    if !is_rack(tiles) {
                        return Err(err(format!("'{t}' is not a rack in parentheses")));
                    }
                    (r.to_string(), GcgKind::EndRack(tiles.to_string()))
                }
                [t] if t.starts_with('(') && t.ends_with(')') => {
                    let tiles = &t[1..t.len() - 1];
                    if !is_rack(tiles) {
                        return Err(err(format!("'{t}' is not a rack in parentheses")));
                    }
                    (String::new(), GcgKind::EndRack(tiles.to_string()))
                }
                [r, coord, word] if is_rack(r) => (
                    r.to_string(),
                    GcgKind::Play {
                        coord: coord.to_string(),
                        word: word.to_string(),
                    },
                ),
                [coord, word] => (
                    String::new(),
                    GcgKind::Play {
                        coord: coord.to_string(),
                        word: word.to_string(),
                    },
                ),
                _ => return Err(err(format!("'{}' is not a move", mv.join(" ")))),
            };
            record.events.push(GcgEvent {
                line,
                nick,
                rack,
                kind,
                score,
                total,
            });
        }
        if record.players.len() < 2 {
            return Err(GcgError {
                line: 1,
                message: "a record names its players with #player1 and #player2".into(),
            });
        }
        Ok(record)
    }

    /// The record as GCG text.
    pub fn to_text(&self) -> String {
        let mut out = String::from("#character-encoding UTF-8\n");
        for (i, p) in self.players.iter().enumerate() {
            let _ = writeln!(out, "#player{} {} {}", i + 1, p.nick, p.name);
        }
        if let Some(lex) = &self.lexicon {
            let _ = writeln!(out, "#lexicon {lex}");
        }
        for e in &self.events {
            let mv = match &e.kind {
                GcgKind::Play { coord, word } => format!("{coord} {word}"),
                GcgKind::Withdrawn => "--".into(),
                GcgKind::ChallengeBonus => "(challenge)".into(),
                GcgKind::Exchange(t) => format!("-{t}"),
                GcgKind::Pass => "-".into(),
                GcgKind::EndRack(t) => format!("({t})"),
                GcgKind::TimePenalty => "(time)".into(),
            };
            let _ = writeln!(
                out,
                ">{}: {} {} {:+} {}",
                e.nick, e.rack, mv, e.score, e.total
            );
        }
        out
    }
}

fn parse_score(t: &str) -> Option<i32> {
    let (sign, digits) = match t.as_bytes().first()? {
        b'+' => (1, &t[1..]),
        b'-' => (-1, &t[1..]),
        _ => (1, t),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<i32>().ok().map(|v| sign * v)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "#player1 a Ann A\n#player2 b Bob B\n#note hi\n\
        >a: DINNVWY 8D WINDY +32 32\n>b: ADEEGIL 7C GALE +16 16\n>b: ADEEGIL --  -16 0\n\
        >a: DIMSTTW (challenge) +5 37\n>b: EEEEEEE -E +0 0\n>a: DEINNOR -  +0 37\n\
        >b:  (OPEG) +14 14\n>a: Q (Q) -10 27\n";

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
                &GcgKind::Play {
                    coord: "7C".into(),
                    word: "GALE".into()
                },
                &GcgKind::Withdrawn,
                &GcgKind::ChallengeBonus,
                &GcgKind::Exchange("E".into()),
                &GcgKind::Pass,
                &GcgKind::EndRack("OPEG".into()),
                &GcgKind::EndRack("Q".into()),
            ]
        );
        assert_eq!(r.events[2].score, -16);
        assert_eq!(r.events[6].rack, "");
        assert_eq!(r.events[7].rack, "Q");
        assert_eq!(r.players[1].name, "Bob B");
        let again = GcgRecord::parse(&r.to_text()).unwrap();
        assert_eq!(again.players, r.players);
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
        assert_eq!(e.line, 5);
        assert!(e.message.contains("'c'"), "{e}");
        let e = GcgRecord::parse("#player1 a A\n#player2 b B\nhello\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(GcgRecord::parse(">a: X 8D X +1 1\n").is_err());
        assert!(GcgRecord::parse("#player1 a A\n#player2 b B\n>a: +1 1\n").is_err());
    }
}
