//! Move-generation position files: one `FEN RACK` a line, `#` comments. Read by the movegen
//! command, its tests and its benchmark.

use super::board::Board;
use super::movegen::rack_counts;

/// A position read from a file.
pub struct Position {
    /// Line in the file (1-based).
    pub line: usize,
    /// The FEN text.
    pub fen: String,
    /// The board.
    pub board: Board,
    /// The rack text (`?` a blank).
    pub rack: String,
}

/// Parses a positions file's text; an error names the line and what is wrong with it.
pub fn parse_positions(text: &str) -> Result<Vec<Position>, String> {
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        let l = l.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let bad = |m: String| format!("line {}: {m}", i + 1);
        let mut parts = l.split_whitespace();
        let fen = parts.next().unwrap_or("");
        let rack = parts
            .next()
            .ok_or_else(|| bad("a line is 'FEN RACK'".into()))?;
        if parts.next().is_some() {
            return Err(bad(
                "a line is 'FEN RACK', with nothing after the rack".into()
            ));
        }
        let board = Board::from_fen(fen).map_err(bad)?;
        rack_counts(rack.as_bytes()).map_err(bad)?;
        out.push(Position {
            line: i + 1,
            fen: fen.to_string(),
            board,
            rack: rack.to_string(),
        });
    }
    if out.is_empty() {
        return Err("no position in the file (a line is 'FEN RACK')".into());
    }
    Ok(out)
}
