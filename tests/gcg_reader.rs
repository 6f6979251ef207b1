//! The GCG reader against small records written for each convention of the format and each
//! kind of defect: what it accepts (multi-line notes, ISO-8859-1 and UTF-8, CR line ends, a
//! byte-order mark, indented lines, the challenge-bonus conventions, `#rack` lines and the
//! other pragmas, racks written `UNKNOWN`, plays written as the whole word) and what it
//! refuses, as a format error naming the line (exit 2) or as one flagged line of the replay
//! (exit 1); and which records have their words checked (those of the built-in list only).

mod common;

use wordtable::games::crossword::gcg::{GcgError, GcgKind, GcgRecord};
use wordtable::games::crossword::replay::{ReplayReport, replay};
use wordtable::games::crossword::rules::RulesKind;

const HEAD: &str = "#player1 a Ann\n#player2 b Bob\n";
const WINDY: &str = ">a: DINNVWY 8D WINDY +32 32\n";
const GALE: &str = ">b: ADEEGIL 7C GALE +16 16\n";

fn parse(text: &str) -> Result<GcgRecord, GcgError> {
    GcgRecord::parse(text)
}

fn classic(text: &str) -> ReplayReport {
    replay(&parse(text).unwrap(), RulesKind::Classic.rules(), None)
}

fn flagged(report: &ReplayReport) -> Vec<(usize, String)> {
    report
        .moves
        .iter()
        .filter_map(|m| m.mismatch.clone().map(|w| (m.line, w)))
        .collect()
}

/// Writes `bytes` to a scratch file and replays it with the command: exit code, stdout,
/// stderr.
fn run(name: &str, bytes: &[u8], extra: &[&str]) -> (i32, String, String) {
    let dir = common::scratch_dir("gcg-reader");
    let path = dir.join(format!("{name}.gcg"));
    std::fs::write(&path, bytes).unwrap();
    let mut args = vec!["gcg", "replay", path.to_str().unwrap(), "--no-dict"];
    args.extend_from_slice(extra);
    let out = common::wordtable(&args);
    std::fs::remove_file(&path).ok();
    out
}

fn refused(text: &str, line: usize, says: &str) {
    let e = parse(text).expect_err(text);
    assert_eq!(e.line, line, "{e}\n{text}");
    assert!(e.message.contains(says), "{e}");
}

// 1. Notes over several lines.

#[test]
fn a_note_runs_on_over_the_plain_lines_after_it() {
    let text = format!(
        "{HEAD}{WINDY}#note first line\nsecond line\n  third, indented\n\n{GALE}#note last\n"
    );
    let r = parse(&text).unwrap();
    assert_eq!(r.notes.len(), 2);
    assert_eq!(
        r.notes[0].text,
        "first line\nsecond line\n  third, indented"
    );
    assert_eq!(r.notes[0].after, 1);
    assert_eq!(r.notes[1].text, "last");
    assert_eq!(r.events.len(), 2);
    assert_eq!(classic(&text).mismatches, 0);
    let again = parse(&r.to_text()).unwrap();
    assert_eq!(again.notes, r.notes);
    // A plain line with no note before it is still not GCG.
    refused(
        &format!("{HEAD}{WINDY}stray words\n"),
        4,
        "starts with '#' or '>'",
    );
    let (code, _, err) = run("note", text.as_bytes(), &[]);
    assert_eq!(code, 0, "{err}");
}

// 2. Encodings, line ends, byte-order mark, indentation.

#[test]
fn latin1_is_the_default_and_the_encoding_line_is_obeyed() {
    let latin = b"#player1 a J\xE9r\xF4me\n#player2 b Bob\n>a: DINNVWY 8D WINDY +32 32\n";
    let r = GcgRecord::from_bytes(latin).unwrap();
    assert_eq!(r.players[0].name, "Jérôme");
    let (code, out, err) = run("latin1", latin, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"mismatches\": 0"), "{out}");

    let declared = [b"#character-encoding ISO-8859-1\n".as_slice(), latin].concat();
    assert_eq!(
        GcgRecord::from_bytes(&declared).unwrap().players[0].name,
        "Jérôme"
    );
    let utf8 = "#character-encoding UTF-8\n#player1 a Jérôme\n#player2 b Bob\n";
    assert_eq!(
        GcgRecord::from_bytes(utf8.as_bytes()).unwrap().players[0].name,
        "Jérôme"
    );

    // Said UTF-8, holds Latin-1: refused at the line of the bad byte.
    let lying = [b"#character-encoding UTF-8\n".as_slice(), latin].concat();
    let (code, _, err) = run("lying", &lying, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("line 2") && err.contains("not UTF-8"), "{err}");
    // An encoding it cannot read is refused, not read as UTF-8.
    let (code, _, err) = run(
        "ebcdic",
        b"#character-encoding EBCDIC-037\n#player1 a A\n",
        &[],
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("line 1") && err.contains("EBCDIC-037"),
        "{err}"
    );
    // The encoding line anywhere but first is refused.
    refused(
        &format!("{HEAD}#character-encoding UTF-8\n"),
        3,
        "first line",
    );
}

#[test]
fn cr_line_ends_a_byte_order_mark_and_indented_lines_read_alike() {
    let plain = format!("{HEAD}{WINDY}{GALE}");
    let expected = parse(&plain).unwrap();
    let strip = |r: GcgRecord| {
        r.events
            .into_iter()
            .map(|e| (e.nick, e.rack, e.kind, e.score, e.total))
            .collect::<Vec<_>>()
    };
    let cr = plain.replace('\n', "\r");
    let crlf = plain.replace('\n', "\r\n");
    let bom = format!("\u{feff}{plain}");
    let indented = plain
        .replace("\n>", "\n   >")
        .replace("#player2", "\t#player2");
    for variant in [cr, crlf, bom, indented] {
        let r = GcgRecord::from_bytes(variant.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.players, expected.players);
        assert_eq!(strip(r), strip(expected.clone()), "{variant:?}");
    }
    let cr = plain.replace('\n', "\r");
    let (code, _, err) = run("cr", cr.as_bytes(), &[]);
    assert_eq!(code, 0, "{err}");
}

// 3. Challenge-bonus conventions.

#[test]
fn challenge_bonuses_follow_one_convention_per_record() {
    // +10 after OXE, which formed four words (OXE, IO, NX, DE): two challenged words at 5,
    // then +5 after a one-word play.
    let per_word = format!(
        "{HEAD}{WINDY}>b: EEORSTX 9E OXE +26 26\n>b: EERST (challenge) +10 36\n\
         >a: ADEINNO H7 A.E +17 49\n>a: DINNO (challenge) +5 54\n"
    );
    let r = classic(&per_word);
    assert_eq!(flagged(&r), vec![]);
    assert_eq!(r.challenge_bonus.as_deref(), Some("+5 a challenged word"));
    // Ten points a challenge, whatever the play.
    let ten = format!(
        "{HEAD}{WINDY}>a: DIMSTTW (challenge) +10 42\n>b: ADEEGIL H7 A.E +6 6\n\
         >b: DEGIL (challenge) +10 16\n"
    );
    let r = classic(&ten);
    assert_eq!(flagged(&r), vec![]);
    assert_eq!(r.challenge_bonus.as_deref(), Some("+10 a challenged play"));
    // +5 then +10 for one-word plays: no convention gives both.
    let mixed = ten.replacen("+10 42", "+5 37", 1);
    let r = classic(&mixed);
    let bad = flagged(&r);
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert_eq!(bad[0].0, 6);
    assert!(bad[0].1.contains("fits none"), "{}", bad[0].1);
    // Seven points fits no convention at all.
    let seven = format!("{HEAD}{WINDY}>a: DIMSTTW (challenge) +7 39\n");
    assert_eq!(flagged(&classic(&seven)).len(), 1);
    // Wordgame has no challenge bonus.
    let wg = replay(
        &parse(&format!(
            "{HEAD}>a: DINNVWYS 8D WINDY +32 32\n>a: S (challenge) +5 37\n"
        ))
        .unwrap(),
        RulesKind::Wordgame.rules(),
        None,
    );
    assert!(
        flagged(&wg)
            .iter()
            .any(|(l, w)| *l == 4 && w.contains("no challenge bonus"))
    );
}

// 4. Withdrawn phonies.

#[test]
fn a_withdrawal_takes_back_only_the_play_just_made_with_its_rack() {
    let good = format!("{HEAD}{WINDY}{GALE}>b: ADEEGIL --  -16 0\n>a: AEJNOSV - +0 32\n");
    let r = classic(&good);
    assert_eq!(flagged(&r), vec![]);
    assert!(!r.board.contains('G'), "GALE came off: {}", r.board);
    // After a pass, '--' has no play to take back: the record is malformed.
    refused(
        &format!("{HEAD}{WINDY}{GALE}>a: AEJNOSV - +0 32\n>b: ADEEGIL --  -16 0\n"),
        6,
        "not a play",
    );
    // Nor may it take back the other player's play.
    refused(
        &format!("{HEAD}{WINDY}>b: ADEEGIL --  -32 0\n"),
        4,
        "a's, not b's",
    );
    // The rack on the '--' line is the withdrawn play's rack.
    let other_rack = good.replace(">b: ADEEGIL --", ">b: ADEEGIR --");
    let bad = flagged(&classic(&other_rack));
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert!(
        bad[0].1.contains("withdrawn play's rack ADEEGIL"),
        "{}",
        bad[0].1
    );
}

// 5. One wrong score, one flag.

#[test]
fn one_wrong_score_is_flagged_once_and_the_totals_follow_the_record() {
    let text = format!(
        "{HEAD}>a: DINNVWY 8D WINDY +30 30\n{GALE}>a: AEJNOSV E3 JAVE..N +34 64\n\
         >b: DEILOVX F2 VOX +39 55\n>a: ADENOST 10B DONATES +82 146\n"
    );
    let r = classic(&text);
    let bad = flagged(&r);
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert_eq!(bad[0].0, 3);
    assert!(
        bad[0].1.contains("recorded +30, computed +32"),
        "{}",
        bad[0].1
    );
    // The recomputed finals still count the right score.
    assert_eq!(r.final_scores[0], ("a".to_string(), 148));
    // A wrong total alone is one flag too.
    // (JAVE..N's total should be 66; DONATES's 148 is right again.)
    let total = text
        .replace("+30 30", "+32 32")
        .replace("+34 64", "+34 70")
        .replace("+82 146", "+82 148");
    let bad = flagged(&classic(&total));
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert_eq!(bad[0].0, 5);
}

// 6. Tile accounting.

#[test]
fn tiles_the_set_does_not_have_are_flagged() {
    let zzz = format!("{HEAD}>a: ZZZ 8G ZZZ +60 60\n");
    let bad = flagged(&classic(&zzz));
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert!(bad[0].1.contains(": ZZ"), "{}", bad[0].1);
    let rackless = format!("{HEAD}>a: 8G ZZZ +60 60\n");
    let bad = flagged(&classic(&rackless));
    assert!(
        bad[0].1.contains("more tiles than the set has: ZZ"),
        "{}",
        bad[0].1
    );
    // A third blank on a #rack line.
    let r = classic(&format!("{HEAD}{WINDY}#rack2 ???E\n"));
    assert_eq!(r.mismatches, 1);
    assert_eq!(r.problems[0].line, 4);
    assert!(r.problems[0].problem.contains(": ?"), "{:?}", r.problems);
    // The only Q is on the board: no rack can hold it.
    let q = format!("{HEAD}>a: AQ 8G QA +22 22\n>b: EQ - +0 0\n");
    let bad = flagged(&classic(&q));
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert_eq!(bad[0].0, 4);
    // Both players' racks together: a keeps the J of AEJNOSV after a pass, so b cannot hold it.
    let j = format!("{HEAD}>a: AEJNOSV - +0 0\n>b: JE - +0 0\n");
    assert_eq!(flagged(&classic(&j)).len(), 1);
    // Wordgame's opening passes bring new letters: b's J may be back in the bag by a's turn.
    let redraw = "#player1 a A\n#player2 b B\n#player3 c C\n>a: AB - +0 0\n>b: J - +0 0\n\
        >c: DINNVWY 8D WINDY +32 32\n>a: JA - +0 0\n";
    let wg = replay(&parse(redraw).unwrap(), RulesKind::Wordgame.rules(), None);
    assert_eq!(flagged(&wg), vec![]);
    let (code, _, _) = run("zzz", zzz.as_bytes(), &[]);
    assert_eq!(code, 1);
}

// 7. Turn order, the end of the game, players and variants.

#[test]
fn turns_out_of_order_and_moves_after_the_end_are_refused() {
    refused(
        &format!("{HEAD}{WINDY}>a: AEJNOSV E3 JAVE..N +34 66\n"),
        4,
        "b's turn",
    );
    refused(
        &format!("{HEAD}{WINDY}>b:  (ADEEGIL) +18 50\n>b: ADEEGIL 7C GALE +25 25\n"),
        5,
        "after the end-of-game rack points on line 4",
    );
    refused(
        &format!("{HEAD}{WINDY}>a: DIMSTTW (time) -10 22\n{GALE}"),
        5,
        "after the time penalty on line 4",
    );
    refused(
        &format!("{HEAD}>a: DIMSTTW (challenge) +5 5\n"),
        3,
        "not a play",
    );
    // The bonus goes to the player whose play stood, not to the challenger.
    refused(
        &format!("{HEAD}{WINDY}>b: ADEEGIL (challenge) +5 5\n"),
        4,
        "a's, not b's",
    );
    refused(
        &format!("{HEAD}{WINDY}>a: (OPEG) +14 46\n>a: (OPEG) +14 60\n"),
        5,
        "second end-of-game rack line",
    );
    // End lines and time penalties of both players after the last move are fine.
    let end = format!(
        "{HEAD}{WINDY}{GALE}>a:  (ADEEGIL) +9 41\n>b: ADEEGIL (ADEEGIL) -9 7\n\
         >a: (time) -10 31\n>b: (time) -20 -13\n"
    );
    assert_eq!(flagged(&classic(&end)), vec![]);
}

#[test]
fn players_are_numbered_once_each_with_their_own_nicks() {
    refused("#player1 a Ann\n#player1 b Bob\n", 2, "second #player1");
    refused("#player1 a Ann\n#player2 a Al\n", 2, "already #player1's");
    refused(
        "#player1 a Ann\n#player3 c Cy\n>a: - +0 0\n",
        3,
        "#player2 is not",
    );
    refused(
        &format!("{HEAD}{WINDY}#player3 c Cy\n"),
        4,
        "before the first move",
    );
    // #player2 first: the players are still in number order, so are the final scores.
    let swapped = format!("#player2 b Bob\n#player1 a Ann\n{WINDY}{GALE}");
    let r = classic(&swapped);
    assert_eq!(
        r.final_scores,
        vec![("a".to_string(), 32), ("b".to_string(), 16)]
    );
    assert_eq!(flagged(&r), vec![]);
}

#[test]
fn unknown_variants_and_lexicons_are_refused() {
    refused(&format!("{HEAD}#game-variant wordsmog\n"), 3, "'wordsmog'");
    refused(&format!("{HEAD}#lexicon FRA20\n"), 3, "'FRA20'");
    let r = parse(&format!("{HEAD}#lexicon CSW21\n#game-variant classic\n")).unwrap();
    assert_eq!(r.lexicon.as_deref(), Some("CSW21"));
    assert_eq!(r.rules_kind(), Some(RulesKind::Classic));
    refused(
        &format!("{HEAD}{WINDY}#lexicon NWL2020\n"),
        4,
        "before the first move",
    );
}

// 8. Malformed racks, squares and words.

#[test]
fn a_malformed_rack_square_or_word_is_a_format_error_on_its_line() {
    refused(
        &format!("{HEAD}>a: ADEEG3L 8D WINDY +32 32\n"),
        3,
        "'ADEEG3L' is not a rack",
    );
    refused(
        &format!("{HEAD}>a: ADEEG3L 8D +32 32\n"),
        3,
        "'ADEEG3L' is not a rack",
    );
    refused(
        &format!("{HEAD}>a: ADEEG3L WINDY +32 32\n"),
        3,
        "'ADEEG3L' is not a square",
    );
    refused(
        &format!("{HEAD}>a: DINNVWY 8Z WINDY +32 32\n"),
        3,
        "off the board",
    );
    refused(
        &format!("{HEAD}>a: DINNVWY 8D WIN-DY +32 32\n"),
        3,
        "'WIN-DY'",
    );
    refused(
        &format!("{HEAD}>a: DINNVWY 8D WIN(DY +32 32\n"),
        3,
        "not closed",
    );
    refused(
        &format!("{HEAD}>a: DINNVWY -E3 +0 0\n"),
        3,
        "'E3' is not an exchange",
    );
    refused(
        &format!("{HEAD}>a: DINNVWY (O1G) +0 0\n"),
        3,
        "not a rack in parentheses",
    );
    let (code, out, err) = run(
        "rack",
        format!("{HEAD}>a: ADEEG3L 8D +32 32\n").as_bytes(),
        &[],
    );
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("line 3"), "{err}");
}

// 9. No panic, no wrap-around, no flood.

#[test]
fn odd_squares_huge_numbers_and_huge_lines_are_refused_calmly() {
    refused(
        &format!("{HEAD}>a: DINNVWY É8 WINDY +32 32\n"),
        3,
        "'É8' is not a square",
    );
    refused(
        &format!("{HEAD}>a: DINNVWY ８H WINDY +32 32\n"),
        3,
        "is not a square",
    );
    let (code, _, err) = run(
        "fullwidth",
        format!("{HEAD}>a: DINNVWY ８H WINDY +32 32\n").as_bytes(),
        &[],
    );
    assert_eq!(code, 2, "{err}");
    // A time penalty is points lost; two huge ones cannot wrap the total round.
    refused(
        &format!("{HEAD}{WINDY}>a: (time) +2000000000 2000000032\n"),
        4,
        "points lost",
    );
    let huge = format!(
        "{HEAD}{WINDY}{GALE}>a: (time) -2000000000 -1999999968\n>b: (time) -2000000000 -1999999984\n"
    );
    let r = classic(&huge);
    assert_eq!(flagged(&r), vec![]);
    assert_eq!(r.final_scores[0].1, -1_999_999_968);
    // A 50 MB line: the error quotes a little of it.
    let long = format!("{HEAD}>a: {} +1 1\n", "Q".repeat(50 << 20));
    let e = parse(&long).unwrap_err();
    assert_eq!(e.line, 3);
    assert!(e.message.len() < 200, "{} bytes", e.message.len());
    // A huge exchange or rack is refused before the replay would compare it tile by tile.
    let wide = format!(
        "{HEAD}>a: {} -{} +0 0\n",
        "A".repeat(1 << 20),
        "A".repeat(1 << 20)
    );
    let e = parse(&wide).unwrap_err();
    assert!(e.message.contains("too long"), "{e}");
    refused(
        &format!("{HEAD}>a: {} - +0 0\n", "E".repeat(16)),
        3,
        "at most 15 tiles",
    );
    let e = parse(&format!("{HEAD}{}\n", "x".repeat(50 << 20))).unwrap_err();
    assert!(e.message.len() < 200, "{} bytes", e.message.len());
}

// 10. Pragmas: #rack lines, #title/#description/#id kept, the rules named.

#[test]
fn pragmas_are_read_checked_and_written_back() {
    let text = format!(
        "{HEAD}#title Club final\n#description Round 7, board 2\n#id io.example g42\n\
         #lexicon CSW21\n{WINDY}#rack1 AEJNOSV\n#rack2 ADEEGIL\n"
    );
    let r = parse(&text).unwrap();
    assert_eq!(r.title.as_deref(), Some("Club final"));
    assert_eq!(r.description.as_deref(), Some("Round 7, board 2"));
    assert_eq!(r.id.as_deref(), Some("io.example g42"));
    assert_eq!(r.racks.len(), 2);
    assert_eq!(r.racks[1].player, 1);
    assert_eq!(classic(&text).mismatches, 0);
    let out = r.to_text();
    for line in [
        "#title Club final",
        "#description Round 7, board 2",
        "#id io.example g42",
        "#rack2 ADEEGIL",
    ] {
        assert!(out.contains(line), "{out}");
    }
    let again = parse(&out).unwrap();
    let racks = |r: &GcgRecord| -> Vec<(usize, usize, String)> {
        r.racks
            .iter()
            .map(|k| (k.after, k.player, k.tiles.clone()))
            .collect()
    };
    assert_eq!(racks(&again), racks(&r));
    assert_eq!(
        (again.title, again.description, again.id),
        (r.title, r.description, r.id)
    );
    // A #rack line holding a tile on the board and the other rack: Z is single.
    let bad = classic(&format!("{HEAD}{WINDY}#rack1 Z\n#rack2 Z\n"));
    assert_eq!(bad.problems.len(), 1);
    assert_eq!(bad.problems[0].line, 5);
    refused(&format!("{HEAD}#rack1 ab\n"), 3, "not a rack");
    refused(&format!("{HEAD}#rack3 AB\n"), 3, "no #player3");
}

#[test]
fn a_wordgame_record_names_its_rules_and_replays_as_wordgame() {
    let dir = common::scratch_dir("gcg-variant");
    let file = dir.join("wordgame.gcg");
    let f = file.to_str().unwrap();
    let (code, _, err) = common::wordtable(&[
        "crossword",
        "--rules",
        "wordgame",
        "--seats",
        "easy,easy",
        "--seed",
        "3",
        "--gcg",
        f,
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("#game-variant wordtable-wordgame"), "{text}");
    let (code, out, err) = common::wordtable(&["gcg", "replay", f]);
    assert_eq!(code, 0, "{err}{out}");
    assert!(out.contains("\"rules\": \"Wordgame\""), "{out}");
    let (code, _, err) = common::wordtable(&["gcg", "replay", f, "--rules", "wordgame"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = common::wordtable(&["gcg", "replay", f, "--rules", "classic"]);
    assert_eq!(code, 2);
    assert!(err.contains("Wordgame") && err.contains("--rules"), "{err}");
    // Without the pragma a record is Classic unless --rules says otherwise.
    let bare = text.replace("#game-variant wordtable-wordgame\n", "");
    let r = parse(&bare).unwrap();
    assert_eq!(r.rules_kind(), None);
    let (code, _, _) = run("bare", bare.as_bytes(), &["--rules", "wordgame"]);
    assert_eq!(code, 0);
    let (code, _, _) = run("bare-classic", bare.as_bytes(), &[]);
    assert_eq!(code, 1);
    std::fs::remove_dir_all(&dir).ok();
    // The kinds of line it writes all read back.
    assert!(
        r.events
            .iter()
            .any(|e| matches!(e.kind, GcgKind::Play { .. }))
    );
}

// 11. Which word list checks the words: the built-in one only for its own records.

/// A record of `tests/data/gcg/`.
fn sample(name: &str) -> (String, String) {
    let path = format!("{}/tests/data/gcg/{name}.gcg", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

#[test]
fn only_a_record_of_the_built_in_list_or_of_no_list_has_its_words_checked() {
    let english = Some(wordtable::words::Lexicon::english());
    let classic_with =
        |text: &str| replay(&parse(text).unwrap(), RulesKind::Classic.rules(), english);
    // QUEYN and ZE are CSW words the built-in list lacks: a CSW record is not checked against
    // it, so they are not flagged, and the report says why.
    let (_, csw) = sample("csw_words");
    let r = classic_with(&csw);
    assert_eq!(flagged(&r), vec![]);
    assert!(!r.dictionary);
    assert!(!r.word_check.checked);
    let why = &r.word_check.reason;
    assert!(
        why.contains("lexicon CSW21 is not available") && why.contains("not checked"),
        "{why}"
    );
    // Every other list alike, whatever its case.
    for other in [
        "NWL2020",
        "TWL06",
        "csw19",
        "ECWL",
        "Collins Scrabble Words 2019",
    ] {
        let r = classic_with(&csw.replace("CSW21", other));
        assert_eq!(flagged(&r), vec![], "{other}");
        assert!(!r.word_check.checked, "{other}");
        assert!(r.word_check.reason.contains(other), "{other}");
    }
    // Naming no list, or the built-in one, the words are checked.
    for lexicon in ["", "#lexicon WordTable\n", "#lexicon wordnik\n"] {
        let text = csw.replace("#lexicon CSW21\n", lexicon);
        let r = classic_with(&text);
        assert!(r.dictionary && r.word_check.checked, "{lexicon}");
        assert!(r.word_check.reason.contains("were checked"), "{lexicon}");
        assert_eq!(
            flagged(&r),
            vec![
                (
                    5 - usize::from(lexicon.is_empty()),
                    "Not in the word list: QUEYN".into()
                ),
                (
                    6 - usize::from(lexicon.is_empty()),
                    "Not in the word list: ZE".into()
                ),
            ],
            "{lexicon}"
        );
    }
    // Without the dictionary nothing is checked, and the report says so.
    let r = classic(&csw.replace("#lexicon CSW21\n", ""));
    assert!(!r.word_check.checked);
    assert!(
        r.word_check.reason.contains("--no-dict"),
        "{}",
        r.word_check.reason
    );
    // Another language's record is still refused: the replay has only the English tiles.
    refused(&csw.replace("CSW21", "FRA20"), 4, "only the English tiles");
}

#[test]
fn the_command_says_when_and_why_the_words_were_not_checked() {
    let (path, csw) = sample("csw_words");
    let (code, out, err) = common::wordtable(&["gcg", "replay", &path]);
    assert_eq!(code, 0, "{err}{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["word_check"]["checked"], false);
    assert_eq!(json["dictionary"], false);
    let why = json["word_check"]["reason"].as_str().unwrap();
    assert!(
        why.contains("CSW21") && why.contains("not checked"),
        "{why}"
    );
    // On stderr too, naming the file.
    assert!(
        err.contains("csw_words.gcg") && err.contains("CSW21"),
        "{err}"
    );
    // --no-dict keeps working, and gives its own reason.
    let (code, out, err) = common::wordtable(&["gcg", "replay", &path, "--no-dict"]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["word_check"]["checked"], false);
    let why = json["word_check"]["reason"].as_str().unwrap();
    assert!(why.contains("--no-dict"), "{why}");
    // The record without its #lexicon is checked, and its CSW words are flagged.
    let dir = common::scratch_dir("gcg-lexicon");
    let bare = dir.join("bare.gcg");
    std::fs::write(&bare, csw.replace("#lexicon CSW21\n", "")).unwrap();
    let (code, out, _) = common::wordtable(&["gcg", "replay", bare.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["word_check"]["checked"], true);
    assert!(out.contains("Not in the word list: QUEYN"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

// 12. Racks written UNKNOWN (liwords' exports of annotated games).

#[test]
fn a_rack_written_unknown_replays_unchecked() {
    let (path, text) = sample("liwords_unknown");
    let r = parse(&text).unwrap();
    assert!(!r.events[0].rack_unknown);
    assert!(r.events[1].rack_unknown);
    assert_eq!(r.events[1].rack, "");
    // As tiles, UNKNOWN would be a second K after KNOWN (line 8), lack the A of OA. (line 9),
    // and differ from nothing on the '--' line: it is no rack, so none of that is flagged.
    let report = classic(&text);
    assert_eq!(flagged(&report), vec![]);
    assert_eq!(
        report.final_scores,
        vec![("ann".to_string(), 39), ("bob".to_string(), 0)]
    );
    assert!(report.moves[1].rack_unknown);
    assert_eq!(report.moves[1].rack, "");
    assert!(
        !report.board.contains('A'),
        "OA. came off: {}",
        report.board
    );
    // Any case, and written back as it was.
    let lower = text.replace("ann: UNKNOWN (challenge)", "ann: unknown (challenge)");
    assert_eq!(flagged(&classic(&lower)), vec![]);
    assert!(
        r.to_text().contains(">ann: UNKNOWN (challenge) +5 39"),
        "{}",
        r.to_text()
    );
    // A rack that is given is still checked on those lines.
    let known = text.replace("bob: UNKNOWN D6 OA.", "bob: EIRST D6 OA.");
    let bad = flagged(&classic(&known));
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert!(bad[0].1.contains("does not hold"), "{}", bad[0].1);
    // The command: exit 0, and the report marks the unknown racks only.
    let (code, out, err) = common::wordtable(&["gcg", "replay", &path, "--no-dict"]);
    assert_eq!(code, 0, "{err}{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(json["moves"][0].get("rack_unknown").is_none(), "{out}");
    assert_eq!(json["moves"][1]["rack_unknown"], true);
}

// 13. Plays written as the whole word, board letters included (Elise).

#[test]
fn a_play_written_as_the_whole_word_reads_the_board_letters_it_covers() {
    let (path, text) = sample("elise_full_words");
    let r = classic(&text);
    assert_eq!(flagged(&r), vec![]);
    assert_eq!(
        r.final_scores,
        vec![("Player_1".to_string(), 66), ("Player_2".to_string(), 27)]
    );
    // JAVELIN runs over the L of GALE and the I of WINDY: only J, A, V, E, N come off the
    // rack AEJNOSV, and the board is the one the usual notation gives.
    assert_eq!(r.moves[2].words, vec!["JAVELIN".to_string()]);
    let usual = text
        .replace("E3 JAVELIN", "E3 JAVE..N")
        .replace("3E JOE", "3E (J)OE");
    let u = classic(&usual);
    assert_eq!(flagged(&u), vec![]);
    assert_eq!(u.board, r.board);
    // A letter that is not the board's is flagged, naming the square and both letters.
    let wrong = text.replace("E3 JAVELIN", "E3 JAVELAN");
    let bad = flagged(&classic(&wrong));
    assert_eq!(bad[0].0, 7, "{bad:?}");
    assert!(bad[0].1.contains("E8 holds I, not A"), "{}", bad[0].1);
    // A blank on the board matches its letter written in either case.
    let blank = format!("{HEAD}>a: DINNVW? 8D WINDy +24 24\n>b: AEGILST H7 AYE +2 2\n");
    let b = classic(&blank);
    assert_eq!(flagged(&b), vec![]);
    assert_eq!(b.moves[1].words, vec!["AyE".to_string()]);
    assert_eq!(flagged(&classic(&blank.replace("AYE", "AyE"))), vec![]);
    let (code, _, err) = common::wordtable(&["gcg", "replay", &path, "--no-dict"]);
    assert_eq!(code, 0, "{err}");
}

// 14. A square's column is a capital letter.

#[test]
fn a_lowercase_column_is_refused_with_its_line() {
    let says = "'b10' is not a square like 8D (across) or D8 (down): the column is a capital";
    refused(
        &format!("{HEAD}{WINDY}>b: ADEEGIL b10 GALE +16 16\n"),
        4,
        says,
    );
    refused(
        &format!("{HEAD}{WINDY}>b: ADEEGIL 7c GALE +16 16\n"),
        4,
        "'7c' is not a square",
    );
    let (code, out, err) = run(
        "lowercase",
        format!("{HEAD}{WINDY}>b: ADEEGIL b10 GALE +16 16\n").as_bytes(),
        &[],
    );
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("lowercase.gcg") && err.contains("line 4") && err.contains("(B10)"),
        "{err}"
    );
}
