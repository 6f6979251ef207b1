//! `wordtable color-words sheet` in a build without the window: the sheet is drawn with the
//! window's font, so the command says it cannot draw one (exit code 2) and writes nothing; a
//! wrong grid is refused first, as in the desktop build.

#![cfg(not(feature = "gui"))]

mod common;

#[test]
fn a_build_without_the_window_says_it_draws_no_sheet() {
    let dir = common::scratch_dir("cli-color-words-sheet-headless");
    let out = dir.join("sheet.png");
    let path = out.to_str().unwrap();
    let (code, _, stderr) =
        common::wordtable(&["color-words", "sheet", "--grid", "B", "--out", path]);
    assert_eq!(code, 2);
    assert!(stderr.contains("draws no sheets"), "{stderr}");
    assert!(!out.exists());
    let (code, _, stderr) =
        common::wordtable(&["color-words", "sheet", "--grid", "Z", "--out", path]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--grid is A or B, not Z"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
