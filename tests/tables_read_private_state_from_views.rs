//! The window's tables take what is private to a seat (a crossword or Colonization rack, a
//! Play On Words or Word Colony hand, a Color Words sheet) from the game's views
//! (`own_rack`, `own_hand`, `sheet_seen`), the same code that decides what a phone or an
//! overlay is sent, never by reading a seat's private field from the game state: a table that
//! did could show what the seat at the screen may not see. How many cards or tiles a seat
//! holds is public, so `.len()` of one is allowed.
//!
//! The check reads the tables' sources (their code before the tests), with the whitespace
//! taken out so a chain split over lines is still seen.

use std::fs;
use std::path::{Path, PathBuf};

/// Each game's table folder, and the private fields of its seats.
const TABLES: [(&str, &[&str]); 5] = [
    ("src/games/crossword/table", &["rack"]),
    ("src/games/colonization/table", &["rack"]),
    ("src/games/play_on_words/table", &["hand"]),
    ("src/games/word_colony/table", &["hand"]),
    ("src/games/color_words/table", &["sheet"]),
];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The places in `code` (whitespace removed) where a seat's `field` is read by its index,
/// other than for its length: `seats[s].rack`, `players[p].hand`.
fn private_reads(code: &str, field: &str) -> Vec<String> {
    let squeezed: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let needle = format!("].{field}");
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = squeezed[from..].find(&needle) {
        let start = from + at;
        let after = &squeezed[start + needle.len()..];
        let whole_name = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
        let seat_index = squeezed[..start].rfind('[').is_some_and(|open| {
            ["seats", "players"]
                .iter()
                .any(|s| squeezed[..open].ends_with(s))
        });
        if whole_name && seat_index && !after.starts_with(".len()") {
            let begin = boundary(&squeezed, start.saturating_sub(40));
            let end = boundary(&squeezed, (start + needle.len() + 20).min(squeezed.len()));
            found.push(squeezed[begin..end].to_string());
        }
        from = start + needle.len();
    }
    found
}

/// The nearest character boundary of `text` at or before byte `i`.
fn boundary(text: &str, mut i: usize) -> usize {
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[test]
fn no_table_reads_a_seats_rack_hand_or_sheet_from_the_game_state() {
    let mut offences = Vec::new();
    let mut files = 0;
    for (dir, fields) in TABLES {
        let mut paths = Vec::new();
        sources(Path::new(dir), &mut paths);
        for path in paths {
            let text = fs::read_to_string(&path).unwrap();
            // The tests below a module may build positions from the game state.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            files += 1;
            for field in fields {
                for place in private_reads(code, field) {
                    offences.push(format!("{}: …{place}…", path.display()));
                }
            }
        }
    }
    assert!(files > 40, "only {files} table sources found");
    assert!(
        offences.is_empty(),
        "private state read past the views:\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_check_sees_a_private_read_across_lines_and_lets_a_count_through() {
    let bad = "let r = &game.seats[seat]\n        .rack;\nlet h = game.players[me].hand.clone();";
    assert_eq!(private_reads(bad, "rack").len(), 1);
    assert_eq!(private_reads(bad, "hand").len(), 1);
    let fine = "let n = game.seats[s].rack.len(); let t = table.rack[i]; let r = x.racks[0];";
    assert!(private_reads(fine, "rack").is_empty());
    assert!(private_reads("game.players[0].hand_count", "hand").is_empty());
}
