//! The rack at the bottom of the table: the viewer's tiles in the order they arranged them,
//! the tiles laid this turn leaving gaps. Drag a tile to a square (it snaps), back to the rack
//! or to another place on it to reorder; click a tile to lay it at the keyboard cursor. While
//! the rack is private (another person's turn, the privacy screen, streamer mode without the
//! key held) only the tiles' backs show. Also the letter picker for a blank.

use bevy_egui::egui;

use super::board_view::{TileLook, paint_tile};
use super::geometry::View;
use super::{CrosswordTable, Drag};
use crate::games::crossword::board::SIZE;
use crate::games::crossword::plugin::Crossword;
use crate::gui::drag_drop::{Carry, DropZones, carry};
use crate::gui::fan::Row;
use crate::gui::theme::GOLD;

/// A rack tile's side in points.
const TILE: f32 = 58.0;
/// Space between rack tiles.
const GAP: f32 = 8.0;

/// Where rack slot `i` of `n` is drawn in the open area.
pub fn slot_rect(open: egui::Rect, i: usize, n: usize) -> egui::Rect {
    let row = Row::centred(n, TILE, GAP, open.center().x, open.width());
    let top = open.bottom() - TILE - 18.0;
    egui::Rect::from_min_size(egui::pos2(row.x(i), top), egui::vec2(TILE, TILE))
}

/// The rack strip behind the tiles.
fn strip_rect(open: egui::Rect, n: usize) -> egui::Rect {
    slot_rect(open, 0, n)
        .union(slot_rect(open, n.saturating_sub(1), n))
        .expand2(egui::vec2(16.0, 10.0))
}

/// Draws the rack (or its backs when `shown` is false) and handles drags onto and off it.
pub fn show(
    ui: &mut egui::Ui,
    open: egui::Rect,
    view: &View,
    cw: &Crossword,
    table: &mut CrosswordTable,
    shown: bool,
    can_play: bool,
) {
    let game = &cw.game;
    let rules = &game.rules;
    let painter = ui.painter().clone();
    let n = if shown {
        table.rack.len()
    } else {
        game.to_play().map_or(0, |s| game.seats[s].rack.len())
    };
    if n == 0 {
        return;
    }
    painter.rect_filled(
        strip_rect(open, n),
        12.0,
        egui::Color32::from_rgb(92, 58, 32),
    );
    if !shown {
        for i in 0..n {
            let r = slot_rect(open, i, n);
            painter.rect_filled(r, 8.0, egui::Color32::from_rgb(46, 96, 70));
            painter.rect_stroke(
                r,
                8.0,
                egui::Stroke::new(1.5, GOLD.gamma_multiply(0.6)),
                egui::StrokeKind::Inside,
            );
        }
        return;
    }
    for i in 0..n {
        if table.slot_laid(i) || table.drag == Some(Drag::Rack(i)) {
            continue;
        }
        let r = slot_rect(open, i, n);
        paint_tile(&painter, r, table.rack[i], rules, TileLook::Rack);
        if !can_play {
            continue;
        }
        let resp = ui.interact(r, ui.id().with(("rack", i)), egui::Sense::click_and_drag());
        if resp.drag_started() {
            table.drag = Some(Drag::Rack(i));
        } else if resp.clicked() && table.cursor.is_some() {
            super::keys::lay_at_cursor(cw, table, i, None);
        }
        resp.on_hover_cursor(egui::CursorIcon::Grab);
    }
    if !can_play {
        table.drag = None;
        return;
    }
    dragging(ui, open, view, cw, table, n);
}

/// The dragged tile follows the pointer; on release it lands on a free square, on the rack,
/// or goes back where it came from.
fn dragging(
    ui: &mut egui::Ui,
    open: egui::Rect,
    view: &View,
    cw: &Crossword,
    table: &mut CrosswordTable,
    n: usize,
) {
    let Some(drag) = table.drag else { return };
    let (slot, tile) = match drag {
        Drag::Rack(slot) => (slot, table.rack.get(slot).copied()),
        Drag::Board(i) => match table.laid.get(i) {
            Some(l) => (l.slot, Some(l.tile)),
            None => {
                table.drag = None;
                return;
            }
        },
    };
    let Some(tile) = tile else {
        table.drag = None;
        return;
    };
    // Where it may land: a square free on the board and of this turn's other tiles, in sight;
    // or the rack, to reorder it.
    let mut zones = DropZones::default();
    zones.add(strip_rect(open, n), Landing::Rack);
    for row in 0..SIZE {
        for col in 0..SIZE {
            let taken = cw.game.board.get(row, col) != 0
                || table
                    .laid_at(row, col)
                    .is_some_and(|i| table.laid[i].slot != slot);
            let rect = view.square_rect(row, col).intersect(open);
            if !taken && rect.is_positive() {
                zones.add(rect, Landing::Square(row, col));
            }
        }
    }
    let side = view.square_size().max(TILE * 0.8);
    let carried = carry(
        ui.ctx(),
        "crossword",
        &zones,
        |_| true,
        egui::vec2(side, side),
        |painter, rect| paint_tile(painter, rect, tile, &cw.game.rules, TileLook::Pending),
    );
    let Carry::Dropped(on) = carried else { return };
    table.drag = None;
    match on {
        Some(Landing::Square(row, col)) => {
            // A blank moved on the board keeps the letter it was given.
            let blank_as = (tile.is_ascii_lowercase()).then_some(tile);
            table.lay(slot, row, col, blank_as);
        }
        Some(Landing::Rack) => {
            // Back on the rack, at the slot under the pointer: the rack is reordered.
            let x = ui.ctx().pointer_latest_pos().map_or(0.0, |p| p.x);
            let to = (0..n)
                .min_by(|&a, &b| {
                    let da = (slot_rect(open, a, n).center().x - x).abs();
                    let db = (slot_rect(open, b, n).center().x - x).abs();
                    da.total_cmp(&db)
                })
                .unwrap_or(slot);
            table.laid.retain(|l| l.slot != slot);
            move_slot(table, slot, to);
        }
        None => {}
    }
}

/// Where a dragged tile can land.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Landing {
    /// A free square (row, column).
    Square(usize, usize),
    /// The rack.
    Rack,
}

/// Moves rack slot `from` to `to`, keeping the laid tiles pointing at their own tiles.
pub fn move_slot(table: &mut CrosswordTable, from: usize, to: usize) {
    if from == to || from >= table.rack.len() || to >= table.rack.len() {
        return;
    }
    let mut order: Vec<usize> = (0..table.rack.len()).collect();
    let moved = order.remove(from);
    order.insert(to, moved);
    table.rack = order.iter().map(|&i| table.rack[i]).collect();
    for l in &mut table.laid {
        l.slot = order.iter().position(|&i| i == l.slot).unwrap_or(l.slot);
    }
    table.blank_pick = table.laid.iter().position(|l| l.tile == b'?');
}

/// The letter picker for a blank just laid: 26 buttons; Esc takes the blank back.
pub fn blank_picker(ctx: &egui::Context, table: &mut CrosswordTable) {
    let Some(i) = table.blank_pick else { return };
    if i >= table.laid.len() {
        table.blank_pick = None;
        return;
    }
    let width = crate::gui::overlay::window_width(ctx, 560.0);
    crate::gui::overlay::centered_window("blank").show(ctx, |ui| {
        ui.set_width(width);
        ui.label(
            egui::RichText::new(crate::i18n::tr!("cw-blank-title"))
                .size(24.0)
                .color(GOLD),
        );
        ui.label(crate::i18n::tr!("cw-blank-text"));
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            for c in b'A'..=b'Z' {
                let b = egui::Button::new(egui::RichText::new((c as char).to_string()).size(22.0))
                    .min_size(egui::vec2(44.0, 44.0));
                if ui.add(b).clicked() {
                    chosen = Some(c);
                }
            }
        });
        // Typing the letter chooses it too.
        ui.input(|inp| {
            for e in &inp.events {
                if let egui::Event::Text(t) = e
                    && let Some(c) = t.chars().next().filter(char::is_ascii_alphabetic)
                {
                    chosen = Some(c.to_ascii_uppercase() as u8);
                }
            }
        });
        if let Some(c) = chosen {
            table.laid[i].tile = c.to_ascii_lowercase();
            table.blank_pick = None;
        }
        if ui.button(crate::i18n::tr!("cw-blank-cancel")).clicked()
            || ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            table.laid.remove(i);
            table.blank_pick = None;
        }
    });
}

/// The exchange picker: the rack's tiles as toggles; Exchange sends the chosen ones.
pub fn exchange_picker(
    ctx: &egui::Context,
    cw: &Crossword,
    table: &mut CrosswordTable,
) -> Option<Vec<u8>> {
    let chosen = table.exchange.clone()?;
    let mut chosen = chosen;
    chosen.resize(table.rack.len(), false);
    let mut send = None;
    let mut close = false;
    let width = crate::gui::overlay::window_width(ctx, 620.0);
    crate::gui::overlay::centered_window("exchange").show(ctx, |ui| {
        ui.set_width(width);
        ui.label(
            egui::RichText::new(crate::i18n::tr!("cw-exchange-title"))
                .size(24.0)
                .color(GOLD),
        );
        ui.label(crate::i18n::tr!(
            "cw-exchange-text",
            bag = cw.game.bag.len()
        ));
        // From the keyboard: a typed letter (`?` for a blank) picks that tile, or puts it back.
        let typed = crate::gui::key_focus::typed_upper(ui.ctx());
        for letter in typed.bytes() {
            let unpicked = (0..chosen.len()).find(|&i| table.rack[i] == letter && !chosen[i]);
            let picked = (0..chosen.len()).find(|&i| table.rack[i] == letter && chosen[i]);
            if let Some(i) = unpicked.or(picked) {
                chosen[i] = !chosen[i];
            }
        }
        ui.horizontal(|ui| {
            for (i, &t) in table.rack.iter().enumerate() {
                let (rect, resp) =
                    ui.allocate_exact_size(egui::vec2(TILE, TILE + 10.0), egui::Sense::click());
                let lift = if chosen[i] { -10.0 } else { 0.0 };
                let r = egui::Rect::from_min_size(
                    rect.min + egui::vec2(0.0, 10.0 + lift),
                    egui::vec2(TILE, TILE),
                );
                let look = if chosen[i] {
                    TileLook::Pending
                } else {
                    TileLook::Rack
                };
                paint_tile(ui.painter(), r, t, &cw.game.rules, look);
                if resp.clicked() {
                    chosen[i] = !chosen[i];
                }
            }
        });
        let tiles: Vec<u8> = table
            .rack
            .iter()
            .zip(&chosen)
            .filter(|(_, c)| **c)
            .map(|(t, _)| *t)
            .collect();
        ui.horizontal_wrapped(|ui| {
            let go = egui::Button::new(crate::i18n::tr!("cw-exchange-button", count = tiles.len()))
                .min_size(egui::vec2(200.0, 44.0));
            if ui.add_enabled(!tiles.is_empty(), go).clicked() {
                send = Some(tiles.clone());
            }
            if ui.button(crate::i18n::tr!("cw-exchange-cancel")).clicked()
                || ui.input(|i| i.key_pressed(egui::Key::Escape))
            {
                close = true;
            }
        });
    });
    table.exchange = (!close && send.is_none()).then_some(chosen);
    send
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_a_slot_keeps_laid_tiles_on_their_own_tiles() {
        let mut t = CrosswordTable {
            rack: b"ABCDE".to_vec(),
            ..Default::default()
        };
        t.lay(3, 7, 7, None); // D
        move_slot(&mut t, 0, 4); // A to the end: B C D E A
        assert_eq!(t.rack, b"BCDEA".to_vec());
        assert_eq!(t.rack[t.laid[0].slot], b'D');
        move_slot(&mut t, 4, 0); // back
        assert_eq!(t.rack, b"ABCDE".to_vec());
        assert_eq!(t.rack[t.laid[0].slot], b'D');
    }

    #[test]
    fn rack_slots_sit_side_by_side_in_the_open_area() {
        let open = egui::Rect::from_min_max(egui::pos2(0.0, 112.0), egui::pos2(970.0, 800.0));
        for n in [7, 8] {
            let first = slot_rect(open, 0, n);
            let last = slot_rect(open, n - 1, n);
            assert!(open.contains_rect(first.union(last)));
            assert!(((first.left() + last.right()) / 2.0 - open.center().x).abs() < 0.5);
        }
    }
}
