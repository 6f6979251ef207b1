//! Keyboard play as on Woogles: click a square or move the cursor with the arrows, Space
//! turns it across or down, typing a letter lays that tile from the rack (Shift+letter or a
//! letter the rack lacks uses a blank; `?` lays a blank and asks its letter), Backspace takes
//! the last tile back, Enter plays, Esc recalls everything. The arrow keys are the cursor's
//! on this table, so the camera leaves them alone.

use bevy::prelude::*;
use bevy_egui::egui;

use super::CrosswordTable;
use crate::games::crossword::plugin::Crossword;
use crate::games::crossword::{CENTRE, Dir, SIZE};
use crate::gui::Screen;
use crate::gui::view::{ArrowKeysTaken, HandRoom};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), take_arrows)
        .add_systems(
            OnExit(Screen::Table),
            |mut t: ResMut<ArrowKeysTaken>, mut room: ResMut<HandRoom>| {
                t.0 = false;
                *room = HandRoom::default();
            },
        )
        .add_systems(
            Update,
            hold_to_show.run_if(in_state(Screen::Table).and_then(resource_exists::<Crossword>)),
        );
}

/// On this table the arrows move the cursor, and the rack needs less room than a fan.
fn take_arrows(
    cw: Option<Res<Crossword>>,
    mut taken: ResMut<ArrowKeysTaken>,
    mut room: ResMut<HandRoom>,
) {
    taken.0 = cw.is_some();
    *room = if cw.is_some() {
        HandRoom(RACK_ROOM)
    } else {
        HandRoom::default()
    };
}

/// The room the rack keeps below the board, in logical pixels.
pub const RACK_ROOM: f32 = 100.0;

/// The key held in streamer mode to see one's rack (Space is the cursor's).
pub const SHOW_RACK_KEY: KeyCode = KeyCode::Tab;

fn hold_to_show(keys: Res<ButtonInput<KeyCode>>, mut table: ResMut<CrosswordTable>) {
    let held = keys.pressed(SHOW_RACK_KEY);
    if table.rack_key_held != held {
        table.rack_key_held = held;
    }
}

/// What a key asked the table to do beyond laying tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Enter: play the tiles laid.
    Play,
}

/// Lays rack slot `slot` at the cursor and moves the cursor on, past tiles already there.
pub fn lay_at_cursor(
    cw: &Crossword,
    table: &mut CrosswordTable,
    slot: usize,
    blank_as: Option<u8>,
) {
    let Some((row, col, dir)) = table.cursor else {
        return;
    };
    let Some((row, col)) = next_free(cw, table, row, col, dir) else {
        return;
    };
    table.lay(slot, row, col, blank_as);
    let (r, c) = step(row, col, dir);
    table.cursor = match next_free(cw, table, r, c, dir) {
        Some((r, c)) => Some((r, c, dir)),
        // Off the board: the cursor stays after the last tile.
        None => Some((row, col, dir)),
    };
}

/// The square after (row, col) going `dir` (may be off the board: SIZE).
fn step(row: usize, col: usize, dir: Dir) -> (usize, usize) {
    match dir {
        Dir::Across => (row, col + 1),
        Dir::Down => (row + 1, col),
    }
}

/// The first square from (row, col) going `dir` that holds no tile, if any is on the board.
fn next_free(
    cw: &Crossword,
    table: &CrosswordTable,
    mut row: usize,
    mut col: usize,
    dir: Dir,
) -> Option<(usize, usize)> {
    while row < SIZE && col < SIZE {
        if cw.game.board.get(row, col) == 0 && table.laid_at(row, col).is_none() {
            return Some((row, col));
        }
        (row, col) = step(row, col, dir);
    }
    None
}

/// The rack slot to lay for a typed character: the letter itself, else a blank standing for
/// it; with Shift (an uppercase letter) a blank first. `?` is a blank without a letter yet.
pub fn slot_for(table: &CrosswordTable, typed: char) -> Option<(usize, Option<u8>)> {
    let free =
        |tile: u8| (0..table.rack.len()).find(|&i| table.rack[i] == tile && !table.slot_laid(i));
    if typed == '?' {
        return free(b'?').map(|i| (i, None));
    }
    if !typed.is_ascii_alphabetic() {
        return None;
    }
    let letter = typed.to_ascii_uppercase() as u8;
    let blank = free(b'?').map(|i| (i, Some(letter)));
    let plain = free(letter).map(|i| (i, None));
    if typed.is_ascii_uppercase() {
        blank.or(plain)
    } else {
        plain.or(blank)
    }
}

/// Reads this frame's keys when the table has the keyboard (no text field, no picker open,
/// no button reached with Tab: Pass, Exchange and the others are pressed from the keyboard
/// that way). `tab_moves_focus` is false in streamer mode, where Tab is held to see the rack.
pub fn handle(
    ctx: &egui::Context,
    cw: &Crossword,
    table: &mut CrosswordTable,
    tab_moves_focus: bool,
) -> Option<Command> {
    // A button focused by a click gives the keyboard back, else it would take Enter and Space
    // and stop the typing; one reached with Tab keeps it until a letter or an arrow is typed.
    if crate::gui::key_focus::table_focus(ctx, tab_moves_focus)
        || table.blank_pick.is_some()
        || table.exchange.is_some()
    {
        return None;
    }
    let events = ctx.input(|i| i.events.clone());
    let mut command = None;
    for e in events {
        match e {
            egui::Event::Text(text) => {
                for ch in text.chars().filter(|c| *c != ' ') {
                    if table.cursor.is_none() && !cw.game.board.is_empty() {
                        continue;
                    }
                    if table.cursor.is_none() {
                        // On an empty board typing starts on the centre star.
                        table.cursor = Some((CENTRE / SIZE, CENTRE % SIZE, Dir::Across));
                    }
                    if let Some((slot, blank_as)) = slot_for(table, ch) {
                        lay_at_cursor(cw, table, slot, blank_as);
                    }
                }
            }
            egui::Event::Key {
                key, pressed: true, ..
            } => match key {
                egui::Key::Space => {
                    if let Some((r, c, d)) = table.cursor {
                        let d = if d == Dir::Across {
                            Dir::Down
                        } else {
                            Dir::Across
                        };
                        table.cursor = Some((r, c, d));
                    }
                }
                egui::Key::ArrowLeft
                | egui::Key::ArrowRight
                | egui::Key::ArrowUp
                | egui::Key::ArrowDown => {
                    let (r, c, d) =
                        table
                            .cursor
                            .unwrap_or((CENTRE / SIZE, CENTRE % SIZE, Dir::Across));
                    let (r, c) = match key {
                        egui::Key::ArrowLeft => (r, c.saturating_sub(1)),
                        egui::Key::ArrowRight => (r, (c + 1).min(SIZE - 1)),
                        egui::Key::ArrowUp => (r.saturating_sub(1), c),
                        _ => ((r + 1).min(SIZE - 1), c),
                    };
                    table.cursor = Some((r, c, d));
                }
                egui::Key::Backspace => {
                    if let Some(last) = table.laid.pop() {
                        let dir = table.cursor.map_or(Dir::Across, |c| c.2);
                        table.cursor = Some((last.row, last.col, dir));
                        table.blank_pick = table.laid.iter().position(|l| l.tile == b'?');
                    }
                }
                egui::Key::Escape => {
                    if table.laid.is_empty() {
                        table.cursor = None;
                    }
                    table.recall();
                }
                egui::Key::Enter => command = Some(Command::Play),
                _ => {}
            },
            _ => {}
        }
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_letter_takes_the_tile_then_a_blank() {
        let t = CrosswordTable {
            rack: b"AB?A".to_vec(),
            ..Default::default()
        };
        assert_eq!(slot_for(&t, 'a'), Some((0, None)));
        assert_eq!(slot_for(&t, 'z'), Some((2, Some(b'Z'))));
        // Shift: the blank first.
        assert_eq!(slot_for(&t, 'B'), Some((2, Some(b'B'))));
        assert_eq!(slot_for(&t, '?'), Some((2, None)));
        assert_eq!(slot_for(&t, '1'), None);
        let mut t = t;
        t.lay(2, 7, 7, Some(b'Q'));
        // No blank left: a letter the rack lacks lays nothing; Shift falls back to the tile.
        assert_eq!(slot_for(&t, 'z'), None);
        assert_eq!(slot_for(&t, 'B'), Some((1, None)));
        t.lay(0, 7, 8, None);
        assert_eq!(slot_for(&t, 'a'), Some((3, None)));
    }
}
