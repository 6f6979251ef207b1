//! The four real game records replay under the Classic rules with every recorded score and
//! running total reproduced; `wordtable gcg replay` prints that as JSON with the exit codes
//! the tools promise (0 all agree, 1 a mismatch, 2 a malformed file).

mod common;

use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::replay::replay;
use wordtable::games::crossword::rules::RulesKind;

const RECORDS: [(&str, [(&str, i64); 2]); 4] = [
    ("doug_v_emely", [("doug", 451), ("emely", 345)]),
    ("josh2", [("jvc", 397), ("Paula", 291)]),
    ("noah_vs_peter", [("Noah", 471), ("Peter_Armstrong", 407)]),
    ("vs_frentz", [("cesar", 439), ("frentz", 550)]),
];

fn path(name: &str) -> String {
    format!("{}/tests/data/gcg/{name}.gcg", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_record_replays_with_zero_mismatches() {
    for (name, finals) in RECORDS {
        let text = std::fs::read_to_string(path(name)).unwrap();
        let record = GcgRecord::parse(&text).unwrap();
        let report = replay(&record, RulesKind::Classic.rules(), None);
        let bad: Vec<_> = report
            .moves
            .iter()
            .filter(|m| m.mismatch.is_some())
            .collect();
        assert!(bad.is_empty(), "{name}: {bad:#?}");
        assert_eq!(report.mismatches, 0);
        assert_eq!(report.moves.len(), record.events.len());
        let expected: Vec<(String, i64)> =
            finals.iter().map(|(n, s)| (n.to_string(), *s)).collect();
        assert_eq!(report.final_scores, expected, "{name}");
        for m in &report.moves {
            assert_eq!(m.computed, m.recorded, "{name} line {}", m.line);
            assert_eq!(
                m.computed_total,
                i64::from(m.recorded_total),
                "{name} line {}",
                m.line
            );
        }
    }
}

#[test]
fn the_records_cover_every_kind_of_turn() {
    let mut kinds = std::collections::BTreeSet::new();
    for (name, _) in RECORDS {
        let record = GcgRecord::parse(&std::fs::read_to_string(path(name)).unwrap()).unwrap();
        for m in replay(&record, RulesKind::Classic.rules(), None).moves {
            kinds.insert(m.kind);
        }
    }
    let all = [
        "challenge_bonus",
        "end_rack",
        "exchange",
        "pass",
        "play",
        "withdrawn",
    ];
    assert_eq!(kinds.into_iter().collect::<Vec<_>>(), all);
}

#[test]
fn a_wrong_score_is_a_mismatch_on_its_line() {
    let text = std::fs::read_to_string(path("doug_v_emely")).unwrap();
    // WINDY is 32; claim 30 (and keep the total consistent with the claim).
    let tampered = text.replace("8D WINDY +32 32", "8D WINDY +30 30");
    let record = GcgRecord::parse(&tampered).unwrap();
    let report = replay(&record, RulesKind::Classic.rules(), None);
    assert!(report.mismatches >= 1);
    let first = report.moves.iter().find(|m| m.mismatch.is_some()).unwrap();
    assert_eq!(first.line, 3);
    assert_eq!(first.computed, 32);
    assert_eq!(first.recorded, 30);
}

#[test]
fn a_phony_is_flagged_with_the_dictionary_on_unless_it_was_challenged_off() {
    let text = std::fs::read_to_string(path("doug_v_emely")).unwrap();
    let english = Some(wordtable::words::Lexicon::english());
    let report = replay(
        &GcgRecord::parse(&text).unwrap(),
        RulesKind::Classic.rules(),
        english,
    );
    assert!(report.dictionary);
    // emely's TIL.. (line 8) was challenged off (line 9): not a mismatch.
    let til = report.moves.iter().find(|m| m.line == 8).unwrap();
    assert_eq!(til.moved, "4B TIL..");
    assert!(til.mismatch.is_none(), "{til:?}");
    // Without the challenge it stays on the board and is flagged.
    let kept = text.replace(">emely: DEIILTZ --  -24 55\n", "");
    let kept = kept.replace("4D Z.. +38 93", "4D Z.. +38 117");
    let report = replay(
        &GcgRecord::parse(&kept).unwrap(),
        RulesKind::Classic.rules(),
        english,
    );
    let til = report.moves.iter().find(|m| m.line == 8).unwrap();
    let why = til.mismatch.as_deref().unwrap_or("");
    assert!(why.starts_with("Not in the word list: TIL"), "{why}");
}

#[test]
fn the_command_prints_json_and_signals_mismatches_and_malformed_files() {
    let (code, out, err) = common::wordtable(&["gcg", "replay", &path("vs_frentz"), "--no-dict"]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["mismatches"], 0);
    let first = &json["moves"][0];
    assert_eq!(first["moved"], "8D CRAAlED");
    assert_eq!(first["computed"], 74);
    assert_eq!(first["recorded"], 74);
    assert!(first["mismatch"].is_null());

    let dir = common::scratch_dir("gcg");
    let text = std::fs::read_to_string(path("vs_frentz")).unwrap();
    let wrong = dir.join("wrong.gcg");
    std::fs::write(&wrong, text.replace("CRAAlED +74 74", "CRAAlED +75 75")).unwrap();
    let (code, out, _) =
        common::wordtable(&["gcg", "replay", wrong.to_str().unwrap(), "--no-dict"]);
    assert_eq!(code, 1);
    assert!(out.contains("recorded +75, computed +74"), "{out}");

    let broken = dir.join("broken.gcg");
    std::fs::write(
        &broken,
        text.replace(
            ">frentz: DEENOSW E2 ENDOWE.S +74 74",
            ">frentz: DEENOSW E2 ENDOWE.S 74 seventy",
        ),
    )
    .unwrap();
    let (code, _, err) =
        common::wordtable(&["gcg", "replay", broken.to_str().unwrap(), "--no-dict"]);
    assert_eq!(code, 2);
    assert!(err.contains("line 5"), "{err}");
    let (code, _, err) =
        common::wordtable(&["gcg", "replay", dir.join("missing.gcg").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("missing.gcg"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
