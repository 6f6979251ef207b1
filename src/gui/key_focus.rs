//! Keyboard focus on a table that also reads the keys itself (typing a word, laying tiles).
//! Tab moves through the table's buttons, and Space or Enter then presses the one focused, so
//! every button can be reached without a mouse; but a button focused by a click gives the
//! keyboard back to the table at once, and so does typing a letter or an arrow key, so Enter
//! after a click still plays the word rather than pressing that button again.

use bevy_egui::egui;

/// Where the table remembers whether the focus came from Tab.
fn by_tab_id() -> egui::Id {
    egui::Id::new("table-focus-by-tab")
}

/// Settles this frame's focus on a table: keeps it on a control reached with Tab (when
/// `tab_moves_focus`; streamer mode may hold Tab for something else), drops it otherwise.
/// Whether a control keeps the keyboard this frame: the table then leaves the keys alone.
pub fn table_focus(ctx: &egui::Context, tab_moves_focus: bool) -> bool {
    let (tab, pointer, typed) = ctx.input(|i| {
        let typed = i.events.iter().any(|e| match e {
            egui::Event::Text(t) => !t.trim().is_empty(),
            egui::Event::Key {
                key, pressed: true, ..
            } => matches!(
                key,
                egui::Key::ArrowLeft
                    | egui::Key::ArrowRight
                    | egui::Key::ArrowUp
                    | egui::Key::ArrowDown
                    | egui::Key::Backspace
            ),
            _ => false,
        });
        (
            i.key_pressed(egui::Key::Tab),
            i.pointer.any_pressed(),
            typed,
        )
    });
    let mut by_tab = ctx
        .data(|d| d.get_temp::<bool>(by_tab_id()))
        .unwrap_or(false);
    if tab && tab_moves_focus {
        by_tab = true;
    }
    if pointer || typed {
        by_tab = false;
    }
    ctx.data_mut(|d| d.insert_temp(by_tab_id(), by_tab));
    if ctx.text_edit_focused() {
        return true;
    }
    let Some(id) = ctx.memory(|m| m.focused()) else {
        return false;
    };
    if by_tab {
        return true;
    }
    ctx.memory_mut(|m| m.surrender_focus(id));
    false
}

/// What was typed this frame, in capitals (a table's own letter keys: a tile to exchange, a
/// star's row or column).
pub fn typed_upper(ctx: &egui::Context) -> String {
    ctx.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Text(t) => Some(t.to_ascii_uppercase()),
                _ => None,
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One frame with `events`, a button drawn; whether a control kept the keyboard, and
    /// whether the button was clicked.
    fn frame(ctx: &egui::Context, events: Vec<egui::Event>, tab_moves: bool) -> (bool, bool) {
        let input = egui::RawInput {
            events,
            ..Default::default()
        };
        let mut kept = false;
        let mut clicked = false;
        let mut out = ctx.run_ui(input, |ui| {
            kept = table_focus(ui.ctx(), tab_moves);
            clicked = ui.button("Pass").clicked();
        });
        // Nothing is painted: the font atlas's updates are dropped on purpose.
        out.textures_delta.clear();
        (kept, clicked)
    }

    fn key(key: egui::Key) -> Vec<egui::Event> {
        vec![egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }]
    }

    #[test]
    fn tab_reaches_a_button_and_enter_presses_it_until_a_letter_is_typed() {
        let ctx = egui::Context::default();
        frame(&ctx, vec![], true);
        frame(&ctx, key(egui::Key::Tab), true);
        let (kept, _) = frame(&ctx, vec![], true);
        assert!(kept, "the button reached with Tab keeps the keyboard");
        let (_, clicked) = frame(&ctx, key(egui::Key::Enter), true);
        assert!(clicked, "Enter pressed the focused button");
        let (kept, _) = frame(&ctx, vec![egui::Event::Text("q".into())], true);
        assert!(!kept, "a typed letter gives the keyboard back to the table");
        let (_, clicked) = frame(&ctx, key(egui::Key::Enter), true);
        assert!(!clicked, "Enter is the table's again");
    }

    #[test]
    fn where_tab_is_held_for_something_else_no_button_keeps_the_keyboard() {
        let ctx = egui::Context::default();
        frame(&ctx, vec![], false);
        frame(&ctx, key(egui::Key::Tab), false);
        let (kept, _) = frame(&ctx, vec![], false);
        assert!(!kept);
        let (_, clicked) = frame(&ctx, key(egui::Key::Enter), false);
        assert!(!clicked);
    }
}
