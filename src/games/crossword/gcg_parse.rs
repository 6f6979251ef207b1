//! Parsing GCG text into a [`GcgRecord`], line by line: pragmas, turn lines and the lines
//! that continue a note. Everything not well formed is refused with its line: malformed
//! pragmas, players, racks, squares, words and numbers, and turns out of order (a player
//! moving twice, `--` or a challenge bonus not after that player's play, moves after the
//! end-of-game rack points or a time penalty). A square's column is a capital letter, as the
//! format writes it (`b10` is refused). A rack written `UNKNOWN` is read as an unknown rack.

use super::board::parse_coordinate;
use super::gcg::{
    ENGLISH_LEXICONS, GcgError, GcgEvent, GcgKind, GcgNote, GcgPlayer, GcgRack, GcgRecord,
    MAX_PLAYERS, MAX_RACK, UNKNOWN_RACK, VARIANTS, is_english_lexicon, is_rack, variant_kind,
};
use super::gcg_text::{declared_encoding, lines};
use super::play::Play;
use super::quote::excerpt;

impl GcgRecord {
    /// Reads a record from its bytes: decodes them (see `gcg_text`), then parses.
    pub fn from_bytes(bytes: &[u8]) -> Result<GcgRecord, GcgError> {
        GcgRecord::parse(&super::gcg_text::decode(bytes)?)
    }

    /// Parses a record's text (the reader's entry point; the record's shape is in `gcg`).
    pub fn parse(text: &str) -> Result<GcgRecord, GcgError> {
        parse(text)
    }
}

/// Longest move token (square, word, exchange, end-of-game tiles): a word covers at most 15
/// squares, with parentheses around board letters, and an end-of-game line shows up to three
/// racks. Longer ones are malformed, and refusing them keeps the replay's work small.
const MAX_MOVE_TOKEN: usize = 64;

/// Parses a record's text (already decoded).
pub(super) fn parse(text: &str) -> Result<GcgRecord, GcgError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut parser = Parser::default();
    for (i, raw) in lines(text).into_iter().enumerate() {
        parser.line(i + 1, raw)?;
    }
    parser.finish()
}

/// The parse in progress: the record so far and what the next line may be.
#[derive(Default)]
struct Parser {
    record: GcgRecord,
    /// `#player1`..`#player4` as they come, in any order.
    slots: [Option<GcgPlayer>; MAX_PLAYERS],
    /// Whether plain lines continue the last note.
    in_note: bool,
    /// Whose turn it is, once someone has moved.
    to_move: Option<usize>,
    /// The player whose play is on the turn line just before (a `--` or a challenge bonus
    /// must follow such a line).
    prev_play: Option<usize>,
    /// The first end-of-game rack line, once seen.
    end_at: Option<usize>,
    /// The first time penalty, once seen.
    time_at: Option<usize>,
    /// Who already has an end-of-game rack line, who a time penalty.
    end_racks: [bool; MAX_PLAYERS],
    times: [bool; MAX_PLAYERS],
}

impl Parser {
    fn line(&mut self, line: usize, raw: &str) -> Result<(), GcgError> {
        let l = raw.trim();
        // A note runs on over the plain lines after it, until the next pragma or turn line.
        if self.in_note && !l.starts_with('#') && !l.starts_with('>') {
            if let Some(note) = self.record.notes.last_mut() {
                note.text.push('\n');
                note.text.push_str(raw.trim_end());
            }
            return Ok(());
        }
        self.in_note = false;
        let at = |message: String| GcgError { line, message };
        if l.is_empty() {
            Ok(())
        } else if let Some(p) = l.strip_prefix('#') {
            self.pragma(line, p).map_err(at)
        } else if let Some(body) = l.strip_prefix('>') {
            self.turn(line, body).map_err(at)
        } else {
            Err(at(format!(
                "'{}': a line starts with '#' or '>'",
                excerpt(l)
            )))
        }
    }

    fn pragma(&mut self, line: usize, p: &str) -> Result<(), String> {
        let (key, rest) = match p.split_once(char::is_whitespace) {
            Some((k, r)) => (k, r.trim()),
            None => (p, ""),
        };
        let started = !self.record.events.is_empty();
        let before_moves = |what: &str| {
            if started {
                Err(format!("#{what} belongs before the first move"))
            } else {
                Ok(())
            }
        };
        match key {
            "note" => {
                self.record.notes.push(GcgNote {
                    after: self.record.events.len(),
                    text: rest.to_string(),
                });
                self.in_note = true;
            }
            "character-encoding" => {
                // The bytes were decoded as this line says; it has to come first to say so.
                if line != 1 {
                    return Err("#character-encoding must be the record's first line".into());
                }
                let pragma = format!("#{p}");
                let name = declared_encoding(&pragma).unwrap_or("");
                let known = ["utf-8", "utf8", "iso-8859-1", "iso8859-1", "iso_8859-1"];
                if !known.contains(&name.to_ascii_lowercase().as_str())
                    && !name.eq_ignore_ascii_case("latin1")
                    && !name.eq_ignore_ascii_case("latin-1")
                {
                    return Err(format!(
                        "character encoding '{}' is not one this reader knows (UTF-8 or ISO-8859-1)",
                        excerpt(name)
                    ));
                }
            }
            "title" => {
                before_moves(key)?;
                self.record.title = Some(rest.to_string());
            }
            "description" => {
                before_moves(key)?;
                self.record.description = Some(rest.to_string());
            }
            "id" => {
                before_moves(key)?;
                if rest.split_whitespace().count() != 2 {
                    return Err("#id is an authority and an id, like 'io.woogles abc123'".into());
                }
                self.record.id = Some(rest.to_string());
            }
            "lexicon" => {
                before_moves(key)?;
                if !is_english_lexicon(rest) {
                    // Not a word check: another language's record has other tiles and tile
                    // values, so the replay could not even score it.
                    return Err(format!(
                        "lexicon '{}' is not an English word list this reader knows ({}): \
                         the replay has only the English tiles, so it cannot score the record",
                        excerpt(rest),
                        ENGLISH_LEXICONS.join(", ")
                    ));
                }
                self.record.lexicon = Some(rest.to_string());
            }
            "game-variant" => {
                before_moves(key)?;
                if variant_kind(rest).is_none() {
                    let known: Vec<&str> = VARIANTS.iter().map(|v| v.0).collect();
                    return Err(format!(
                        "game variant '{}' is not one this reader plays ({})",
                        excerpt(rest),
                        known.join(", ")
                    ));
                }
                self.record.variant = Some(rest.to_string());
            }
            k if k.starts_with("player") => self.player(&k[6..], rest)?,
            k if k.starts_with("rack") => self.rack(line, &k[4..], rest)?,
            // Other pragmas have no bearing on the replay.
            _ => {}
        }
        Ok(())
    }

    fn player(&mut self, number: &str, rest: &str) -> Result<(), String> {
        let n = number
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_PLAYERS).contains(n))
            .ok_or_else(|| {
                format!(
                    "'#player{}': players are #player1 to #player{MAX_PLAYERS}",
                    excerpt(number)
                )
            })?;
        if !self.record.players.is_empty() {
            return Err("#player lines belong before the first move".into());
        }
        let mut words = rest.splitn(2, char::is_whitespace);
        let nick = words.next().unwrap_or("");
        if nick.is_empty() {
            return Err(format!("#player{n} needs a nick"));
        }
        if nick.contains(':') {
            return Err(format!(
                "the nick '{}' holds a ':', which ends the nick on turn lines",
                excerpt(nick)
            ));
        }
        if self.slots[n - 1].is_some() {
            return Err(format!("a second #player{n} line"));
        }
        if let Some(j) = self
            .slots
            .iter()
            .position(|s| s.as_ref().is_some_and(|p| p.nick == nick))
        {
            return Err(format!(
                "the nick '{}' is already #player{}'s: each player needs their own",
                excerpt(nick),
                j + 1
            ));
        }
        let name = words.next().map(str::trim).filter(|n| !n.is_empty());
        self.slots[n - 1] = Some(GcgPlayer {
            nick: nick.to_string(),
            name: name.unwrap_or(nick).to_string(),
        });
        Ok(())
    }

    fn rack(&mut self, line: usize, number: &str, rest: &str) -> Result<(), String> {
        let n = number
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_PLAYERS).contains(n))
            .ok_or_else(|| format!("'#rack{}' names no player", excerpt(number)))?;
        let tiles = rest.split_whitespace().next().unwrap_or("");
        if !is_rack(tiles) || tiles.len() > MAX_RACK {
            return Err(format!(
                "'{}' is not a rack (capital letters, ? for a blank, at most {MAX_RACK})",
                excerpt(tiles)
            ));
        }
        self.record.racks.push(GcgRack {
            line,
            after: self.record.events.len(),
            player: n - 1,
            tiles: tiles.to_string(),
        });
        Ok(())
    }

    /// The players from the `#player` lines: numbered 1, 2 (and on) without a gap.
    fn seat_players(&mut self) -> Result<(), String> {
        let count = self.slots.iter().take_while(|s| s.is_some()).count();
        if let Some(gap) = self.slots[count..].iter().position(Option::is_some) {
            return Err(format!(
                "#player{} is named but #player{} is not",
                count + gap + 1,
                count + 1
            ));
        }
        if count < 2 {
            return Err("a record names its players with #player1 and #player2".into());
        }
        self.record.players = self.slots[..count].iter().flatten().cloned().collect();
        Ok(())
    }

    fn turn(&mut self, line: usize, body: &str) -> Result<(), String> {
        if self.record.players.is_empty() {
            self.seat_players()?;
        }
        let Some((nick, rest)) = body.split_once(':') else {
            return Err("a turn line is '>nick: RACK MOVE +SCORE TOTAL'".into());
        };
        let nick = nick.trim();
        let who = self
            .record
            .players
            .iter()
            .position(|p| p.nick == nick)
            .ok_or_else(|| {
                format!(
                    "'{}' is not a player named by a #player line",
                    excerpt(nick)
                )
            })?;
        let tokens: Vec<&str> = rest.split_whitespace().collect();
        if tokens.len() < 3 {
            return Err("a turn line needs a move, a score and a total".into());
        }
        let n = tokens.len();
        let score = parse_score(tokens[n - 2]).ok_or_else(|| {
            format!(
                "'{}' is not a score like +32 or -24",
                excerpt(tokens[n - 2])
            )
        })?;
        let total: i32 = tokens[n - 1]
            .parse()
            .map_err(|_| format!("'{}' is not a total", excerpt(tokens[n - 1])))?;
        if let Some(t) = tokens[..n - 2].iter().find(|t| t.len() > MAX_MOVE_TOKEN) {
            return Err(format!(
                "'{}' is too long for a rack, a square or a word",
                excerpt(t)
            ));
        }
        // `UNKNOWN` is read before racks, which its capitals would pass for: liwords writes it
        // where nobody entered the rack of that turn in an annotated game (on a challenge
        // bonus line, say), and as tiles it would be three Ns, a K and a W never held.
        let (rack, rack_unknown, kind) = match &tokens[..n - 2] {
            [r, mv @ ..] if r.eq_ignore_ascii_case(UNKNOWN_RACK) && !mv.is_empty() => {
                (String::new(), true, move_kind(mv)?)
            }
            [r, mv @ ..] if is_rack(r) && !mv.is_empty() => (r.to_string(), false, move_kind(mv)?),
            mv => (String::new(), false, move_kind(mv)?),
        };
        if rack.len() > MAX_RACK {
            return Err(format!(
                "a rack holds at most {MAX_RACK} tiles, not {}",
                rack.len()
            ));
        }
        if let GcgKind::Exchange(t) = &kind
            && t.len() > MAX_RACK
        {
            return Err(format!("an exchange of more than {MAX_RACK} tiles"));
        }
        if kind == GcgKind::TimePenalty && score > 0 {
            return Err("a time penalty is points lost, like -10".into());
        }
        self.sequence(line, who, &kind)?;
        self.record.events.push(GcgEvent {
            line,
            nick: nick.to_string(),
            rack,
            rack_unknown,
            kind,
            score,
            total,
        });
        Ok(())
    }

    /// Turn order and the end of the game: players take turns; `--` and a challenge bonus
    /// follow the play they are about, for its player; end-of-game rack lines and time
    /// penalties come last.
    fn sequence(&mut self, line: usize, who: usize, kind: &GcgKind) -> Result<(), String> {
        let nick = |i: usize| self.record.players[i].nick.clone();
        let is_move = !matches!(kind, GcgKind::EndRack(_) | GcgKind::TimePenalty);
        if is_move {
            if let Some(t) = self.time_at {
                return Err(format!(
                    "a move after the time penalty on line {t}: penalties come after the last move"
                ));
            }
            if let Some(e) = self.end_at {
                return Err(format!(
                    "a move after the end-of-game rack points on line {e}"
                ));
            }
        }
        match kind {
            GcgKind::Play { .. } | GcgKind::Pass | GcgKind::Exchange(_) => {
                if let Some(t) = self.to_move
                    && t != who
                {
                    return Err(format!("it is {}'s turn, not {}'s", nick(t), nick(who)));
                }
                self.to_move = Some((who + 1) % self.record.players.len());
                self.prev_play = matches!(kind, GcgKind::Play { .. }).then_some(who);
            }
            GcgKind::Withdrawn | GcgKind::ChallengeBonus => {
                let what = if *kind == GcgKind::Withdrawn {
                    "'--' takes back"
                } else {
                    "a challenge bonus goes to the player of"
                };
                match self.prev_play.take() {
                    Some(p) if p == who => {}
                    Some(p) => {
                        return Err(format!(
                            "{what} the play on the turn line before, which is {}'s, not {}'s",
                            nick(p),
                            nick(who)
                        ));
                    }
                    None => {
                        return Err(format!(
                            "{what} the play on the turn line before, and that line is not a play"
                        ));
                    }
                }
            }
            GcgKind::EndRack(_) => {
                if std::mem::replace(&mut self.end_racks[who], true) {
                    return Err(format!("a second end-of-game rack line for {}", nick(who)));
                }
                self.end_at.get_or_insert(line);
                self.prev_play = None;
            }
            GcgKind::TimePenalty => {
                if std::mem::replace(&mut self.times[who], true) {
                    return Err(format!("a second time penalty for {}", nick(who)));
                }
                self.time_at.get_or_insert(line);
                self.prev_play = None;
            }
        }
        Ok(())
    }

    fn finish(mut self) -> Result<GcgRecord, GcgError> {
        if self.record.players.is_empty() {
            self.seat_players()
                .map_err(|message| GcgError { line: 1, message })?;
        }
        if let Some(r) = self
            .record
            .racks
            .iter()
            .find(|r| r.player >= self.record.players.len())
        {
            return Err(GcgError {
                line: r.line,
                message: format!("#rack{}: there is no #player{}", r.player + 1, r.player + 1),
            });
        }
        for note in &mut self.record.notes {
            note.text.truncate(note.text.trim_end().len());
        }
        Ok(self.record)
    }
}

/// What the move tokens of a turn line (after the rack) record.
fn move_kind(mv: &[&str]) -> Result<GcgKind, String> {
    let tiles_in = |t: &str, what: &str| -> Result<String, String> {
        if is_rack(t) {
            Ok(t.to_string())
        } else {
            Err(format!(
                "'{}' is not {what} (capital letters, ? for a blank)",
                excerpt(t)
            ))
        }
    };
    Ok(match mv {
        ["--"] => GcgKind::Withdrawn,
        [t] if t.eq_ignore_ascii_case("(challenge)") => GcgKind::ChallengeBonus,
        [t] if t.eq_ignore_ascii_case("(time)") => GcgKind::TimePenalty,
        ["-"] => GcgKind::Pass,
        [t] if t.starts_with('-') => {
            let tiles = &t[1..];
            if tiles.bytes().all(|b| b.is_ascii_digit()) {
                GcgKind::Exchange(tiles.to_string())
            } else {
                GcgKind::Exchange(tiles_in(tiles, "an exchange like -EE")?)
            }
        }
        [t] if t.len() >= 2 && t.starts_with('(') && t.ends_with(')') => {
            GcgKind::EndRack(tiles_in(&t[1..t.len() - 1], "a rack in parentheses")?)
        }
        [coord, word] => {
            // Square and word are checked here, so a malformed one is a malformed line.
            if parse_coordinate(coord).is_err() && parse_coordinate(word).is_ok() {
                // `>a: ADEEG3L 8D`: the first token is a mistyped rack, and no word follows.
                return Err(format!(
                    "'{}' is not a rack (capital letters, ? for a blank), and a placement \
                     needs a word after its square",
                    excerpt(coord)
                ));
            }
            // The notation's column is a capital, lowercase being a blank's mark in the word;
            // the shared square reader takes either case, so the record's rule is kept here.
            if coord.bytes().any(|b| b.is_ascii_lowercase()) && parse_coordinate(coord).is_ok() {
                return Err(format!(
                    "'{}' is not a square like 8D (across) or D8 (down): the column is a \
                     capital letter ({})",
                    excerpt(coord),
                    coord.to_ascii_uppercase()
                ));
            }
            Play::parse(coord, word)?;
            GcgKind::Play {
                coord: coord.to_string(),
                word: word.to_string(),
            }
        }
        [r, coord, _] if parse_coordinate(coord).is_ok() => {
            return Err(format!(
                "'{}' is not a rack (capital letters, ? for a blank)",
                excerpt(r)
            ));
        }
        _ => return Err(format!("'{}' is not a move", excerpt(&mv.join(" ")))),
    })
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
