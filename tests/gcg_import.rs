//! GCG records made into saves for the history: a record with every rack rebuilds the bag's
//! order and replays to the record's own scores (the end's rack points as WordTable's Classic
//! counts them); one that writes only part of a rack, or none, is refused with the line.

use wordtable::games::crossword::gcg::GcgRecord;
use wordtable::games::crossword::gcg_import::save_from_gcg;
use wordtable::words::Lexicon;

fn record(name: &str) -> GcgRecord {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/gcg")
        .join(name);
    GcgRecord::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The record's last total for each player, in player order.
fn recorded_totals(record: &GcgRecord) -> Vec<i32> {
    record
        .players
        .iter()
        .map(|p| {
            record
                .events
                .iter()
                .rev()
                .find(|e| e.nick == p.nick)
                .map_or(0, |e| e.total)
        })
        .collect()
}

/// The final scores of the save rebuilt from a record.
fn imported_scores(record: &GcgRecord) -> Vec<i32> {
    let save = save_from_gcg(record).unwrap();
    let game = save.replay(Lexicon::english()).unwrap();
    game.seats.iter().map(|s| s.score).collect()
}

#[test]
fn records_with_every_rack_replay_to_their_own_scores() {
    // A CSW record (its words stand: the import plays under the single challenge rule) and
    // an Elise one (board letters written in full).
    for name in ["csw_words.gcg", "elise_full_words.gcg"] {
        let r = record(name);
        assert_eq!(imported_scores(&r), recorded_totals(&r), "{name}");
    }
    // Doug and Emely's game ends by the two-times-the-rack convention; WordTable's Classic
    // gives the one who went out the rack's value and takes it from the other: OPEG, 7 points.
    let r = record("doug_v_emely.gcg");
    let (ours, theirs) = (imported_scores(&r), recorded_totals(&r));
    assert_eq!(
        ours.iter()
            .zip(&theirs)
            .map(|(a, b)| b - a)
            .collect::<Vec<_>>(),
        [7, 7]
    );
}

#[test]
fn records_with_part_of_a_rack_are_refused_with_the_line() {
    for (name, line) in [
        ("josh2.gcg", "line 10"),
        ("noah_vs_peter.gcg", "line 6"),
        ("vs_frentz.gcg", "line 9"),
        ("liwords_unknown.gcg", "line 9"),
    ] {
        let why = save_from_gcg(&record(name)).unwrap_err();
        assert!(
            why.starts_with(line) && why.contains("rack"),
            "{name}: {why}"
        );
    }
}

#[test]
fn the_history_imports_a_gcg_record_and_refuses_one_it_cannot_rebuild() {
    use wordtable::history::History;
    let dir = std::env::temp_dir().join(format!("wordtable-gcg-history-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut history = History::open(&dir.join("history.sqlite")).unwrap().history;
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/gcg");
    let (new, known) = history
        .import_file(&data.join("elise_full_words.gcg"), 1)
        .unwrap();
    assert_eq!((new, known), (1, 0));
    let kept = history.list(None).unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        (kept[0].game.as_str(), kept[0].variant.as_str()),
        ("wordgame", "classic")
    );
    assert!(kept[0].damaged.is_none());
    // Imported again, it is already kept.
    assert_eq!(
        history
            .import_file(&data.join("elise_full_words.gcg"), 2)
            .unwrap(),
        (0, 1)
    );
    // A record with part of a rack: refused, naming the file and the line; nothing kept.
    let err = history
        .import_file(&data.join("vs_frentz.gcg"), 3)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("vs_frentz.gcg") && err.contains("line 9"),
        "{err}"
    );
    assert_eq!(history.list(None).unwrap().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
