//! Box files and fixed deals with numbers out of their range: refused with the file and the
//! line (exit code 3 from `wordtable replay`), never a crash, a huge allocation or a silent
//! wrap.

mod common;

/// Writes a box file and a save naming it; returns the replay's exit code and stderr.
fn replay_with_box(name: &str, box_text: &str) -> (i32, String) {
    let dir = common::scratch_dir(name);
    let box_path = dir.join("box.ron");
    std::fs::write(&box_path, box_text).unwrap();
    let save = dir.join("save.ron");
    std::fs::write(
        &save,
        format!(
            "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\")], box_file: Some({:?})))",
            box_path.display().to_string()
        ),
    )
    .unwrap();
    let (code, _, err) = common::wordtable(&["replay", save.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    (code, err)
}

#[test]
fn a_huge_letter_count_is_refused_with_its_line() {
    for count in ["18446744073709551615", "100000000000", "10001"] {
        let (code, err) = replay_with_box(
            &format!("box-count-{}", count.len()),
            &format!(
                "(\n letters: [('E', 40), ('T', 40),\n  ('A', {count})],\n black: [],\n specials: [],\n)"
            ),
        );
        assert_eq!(code, 3, "{err}");
        assert!(err.contains("box.ron line 3"), "{err}");
        assert!(err.contains("more than a box holds"), "{err}");
    }
}

#[test]
fn letters_outside_a_z_and_black_cards_out_of_range_are_refused() {
    let (code, err) = replay_with_box(
        "box-letter",
        "(letters: [('E', 40), ('T', 40),\n ('1', 3)], black: [], specials: [])",
    );
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("box.ron line 2") && err.contains("'1' is not a letter"),
        "{err}"
    );
    for value in ["5000", "-2147483648", "0", "-4"] {
        let (code, err) = replay_with_box(
            "box-black",
            &format!(
                "(letters: [('E', 40), ('T', 40)],\n black: [\n ('R', {value})], specials: [])"
            ),
        );
        assert_eq!(code, 3, "{err}");
        assert!(
            err.contains("box.ron line 3") && err.contains("worth -1, -2 or -3"),
            "{value}: {err}"
        );
    }
}

#[test]
fn a_fixed_deal_beyond_the_card_ids_is_refused() {
    let dir = common::scratch_dir("deal-70000");
    let save = dir.join("save.ron");
    let many = vec!["\"E\""; 70_000].join(",");
    std::fs::write(
        &save,
        format!(
            "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\")], deal: Some((hands: [[\"E\"], [\"T\"]], box_top_first: [{many}]))))"
        ),
    )
    .unwrap();
    let (code, _, err) = common::wordtable(&["replay", save.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("the fixed deal has 70002 cards"), "{err}");
}
