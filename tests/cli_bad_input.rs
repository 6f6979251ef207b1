//! Bad input given to the command-line tools: a clear error naming the file (and the line),
//! a non-zero exit, quickly, with no panic, hang or runaway memory.

mod common;

use std::time::{Duration, Instant};

/// Runs wordtable and insists it ends within `secs` seconds. The bound catches a hang (an
/// input that made a tool read or loop forever), not slowness: it is several times what a
/// debug build takes on a loaded two-core machine. Speed is measured by the benchmarks.
fn run_within(secs: u64, args: &[&str]) -> (i32, String, String) {
    let secs = secs * 6;
    let t = Instant::now();
    let r = common::wordtable(args);
    assert!(
        t.elapsed() < Duration::from_secs(secs),
        "{args:?} took {:?}",
        t.elapsed()
    );
    r
}

/// An empty board's FEN with `row` as its first row.
fn fen_with_first_row(row: &str) -> String {
    let mut rows = vec![row.to_string()];
    rows.extend(std::iter::repeat_n("15".to_string(), 14));
    rows.join("/")
}

#[test]
fn a_word_longer_than_any_game_uses_is_refused_with_its_line() {
    let dir = common::scratch_dir("long-word");
    let list = dir.join("list.txt");
    std::fs::write(&list, format!("cat\n{}\ndog\n", "e".repeat(50_000))).unwrap();
    let list = list.to_str().unwrap();
    for args in [
        &["words", "find", "eee", "--dict", list][..],
        &["words", "check", "cat", "--dict", list],
    ] {
        let (code, _, err) = run_within(20, args);
        assert_eq!(code, 2, "{err}");
        assert!(
            err.contains("list.txt line 2") && err.contains("50000 letters long"),
            "{err}"
        );
    }
    let (code, _, err) = run_within(
        20,
        &[
            "movegen",
            "--dict",
            list,
            "--positions",
            "tests/data/movegen/fixed.txt",
        ],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("list.txt line 2"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn counts_over_a_byte_are_refused_not_wrapped() {
    let (code, out, err) = run_within(20, &["words", "find", &"e".repeat(256)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("256 letters is more than a hand holds"),
        "{err}"
    );
    let dir = common::scratch_dir("big-rack");
    let pos = dir.join("pos.txt");
    std::fs::write(
        &pos,
        format!("{} {}\n", fen_with_first_row("15"), "E".repeat(256)),
    )
    .unwrap();
    let (code, _, err) = run_within(20, &["movegen", "--positions", pos.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("pos.txt line 1: a rack of 256 tiles"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fen_rows_of_more_than_fifteen_squares_are_refused() {
    let dir = common::scratch_dir("fen-rows");
    let pos = dir.join("pos.txt");
    for row in [
        "ABCDEFGHIJKLMNOPQRS",
        "15A",
        "99999999999999999999999999999",
        "1844674407370955161615",
    ] {
        std::fs::write(
            &pos,
            format!("# a comment\n{} AEIRST\n", fen_with_first_row(row)),
        )
        .unwrap();
        let (code, out, err) = run_within(20, &["movegen", "--positions", pos.to_str().unwrap()]);
        assert_eq!(code, 2, "{row}: {out}{err}");
        assert!(
            err.contains("pos.txt line 2: row 1 covers more than 15 squares"),
            "{row}: {err}"
        );
    }
    std::fs::write(&pos, "# nothing but a comment\n\n").unwrap();
    let (code, out, err) = run_within(20, &["movegen", "--positions", pos.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("pos.txt: no position in the file"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn devices_are_refused_by_every_reader() {
    let zero = "/dev/zero";
    for args in [
        &["deck", "check", zero][..],
        &["words", "check", "cat", "--dict", zero],
        &["movegen", "--positions", zero],
        &[
            "movegen",
            "--dict",
            zero,
            "--positions",
            "tests/data/movegen/fixed.txt",
        ],
        &["replay", zero],
        &["gcg", "replay", zero],
    ] {
        let (code, out, err) = run_within(20, args);
        assert_ne!(code, 0, "{args:?}: {out}");
        assert!(
            err.contains("/dev/zero: a device, not a regular file"),
            "{args:?}: {err}"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_save_naming_a_device_as_its_deck_or_word_list_is_refused() {
    let dir = common::scratch_dir("save-device");
    let save = dir.join("save.ron");
    for field in ["deck_file", "word_list", "box_file"] {
        std::fs::write(
            &save,
            format!(
                "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\")], {field}: Some(\"/dev/zero\")))"
            ),
        )
        .unwrap();
        let (code, _, err) = run_within(20, &["replay", save.to_str().unwrap()]);
        assert_eq!(code, 3, "{field}: {err}");
        assert!(
            err.contains("/dev/zero: a device, not a regular file"),
            "{field}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = common::scratch_dir("fifo");
    let fifo = dir.join("deck.csv");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("mkfifo is not available: skipped");
        return;
    }
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_wordtable"))
        .args(["deck", "check", fifo.to_str().unwrap()])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let t = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if t.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("deck check blocked on a FIFO");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).unwrap();
    assert!(!status.success());
    assert!(err.contains("a FIFO, not a regular file"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saves_positions_and_game_records_have_a_size_limit() {
    let dir = common::scratch_dir("huge-files");
    for (name, args) in [
        ("save.ron", &["replay"][..]),
        ("pos.txt", &["movegen", "--positions"]),
        ("game.gcg", &["gcg", "replay"]),
    ] {
        let path = dir.join(name);
        // 60 MB (sparse, so the test writes nothing): refused from its size, unread.
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(60 * 1024 * 1024).unwrap();
        let mut all: Vec<&str> = args.to_vec();
        all.push(path.to_str().unwrap());
        let (code, _, err) = run_within(10, &all);
        assert_ne!(code, 0, "{name}");
        assert!(
            err.contains(&format!("{name}: 60 MB is too large")),
            "{name}: {err}"
        );
        std::fs::remove_file(&path).unwrap();
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_byte_order_mark_is_dropped_and_bad_utf8_names_its_line() {
    let dir = common::scratch_dir("bom");
    let save = dir.join("save.ron");
    let mut text = b"\xEF\xBB\xBF".to_vec();
    text.extend(std::fs::read("docs/examples/rule-book.ron").unwrap());
    std::fs::write(&save, &text).unwrap();
    let (code, _, err) = run_within(30, &["replay", save.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let pos = dir.join("pos.txt");
    let mut text = b"\xEF\xBB\xBF".to_vec();
    text.extend(format!("{} AEIRST\n", fen_with_first_row("15")).bytes());
    std::fs::write(&pos, &text).unwrap();
    let (code, _, err) = run_within(30, &["movegen", "--positions", pos.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    std::fs::write(
        &save,
        b"(\n  setup: (seed: 1,\n players: [(name: \"Ana\xff\")]))",
    )
    .unwrap();
    let (code, _, err) = run_within(30, &["replay", save.to_str().unwrap()]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("save.ron line 3: not UTF-8 text"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
