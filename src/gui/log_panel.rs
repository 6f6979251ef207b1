//! A table's log, the same at every table: the newest lines at the bottom, in rows of one
//! height with a whole number of them in view, so the top line is never cut in half; the mouse
//! wheel over it goes back through older lines a line at a time, and a new line brings the
//! view back to the newest. A line too long for the panel is shortened with an ellipsis and
//! shows whole when hovered.

use bevy_egui::egui;

/// How many whole lines in `font` fit in `height` points of `ui` (none when not even one does).
pub fn rows_fitting(ui: &egui::Ui, height: f32, font: &egui::FontId) -> usize {
    let step = row_step(ui, font);
    ((height + ui.spacing().item_spacing.y) / step)
        .floor()
        .max(0.0) as usize
}

/// One line's height and the space under it.
fn row_step(ui: &egui::Ui, font: &egui::FontId) -> f32 {
    ui.ctx().fonts_mut(|f| f.row_height(font)) + ui.spacing().item_spacing.y
}

/// Which line the view starts at: the newest `rows` lines unless the player went back
/// (`first`, while no line was added and the view kept its size), moved by `wheel` lines (up
/// is positive, towards older lines).
pub fn first_shown(
    lines: usize,
    rows: usize,
    kept: Option<(usize, usize, usize)>,
    wheel: isize,
) -> usize {
    let newest = lines.saturating_sub(rows);
    let first = match kept {
        Some((first, seen, seen_rows)) if seen == lines && seen_rows == rows => first,
        _ => newest,
    };
    (first as isize - wheel).clamp(0, newest as isize) as usize
}

/// Shows the log's lines in `rows` rows (fewer while the log is shorter), in `font` and
/// `colour` (the theme's text colour when none). `id` keeps this log's place between frames.
pub fn show(
    ui: &mut egui::Ui,
    id: &'static str,
    log: &[String],
    rows: usize,
    font: &egui::FontId,
    colour: Option<egui::Color32>,
) {
    lines(ui, id, log, rows, (font, colour), true);
}

/// [`show`] for a log inside a panel that scrolls as a whole: the wheel scrolls the panel, and
/// the log keeps to its newest lines (one wheel turn would otherwise move both).
pub fn show_newest(
    ui: &mut egui::Ui,
    log: &[String],
    rows: usize,
    font: &egui::FontId,
    colour: Option<egui::Color32>,
) {
    lines(ui, "newest", log, rows, (font, colour), false);
}

/// The log's lines; `wheel`: whether the wheel over them goes back through older lines.
fn lines(
    ui: &mut egui::Ui,
    id: &'static str,
    log: &[String],
    rows: usize,
    (font, colour): (&egui::FontId, Option<egui::Color32>),
    wheel: bool,
) {
    let rows = rows.min(log.len());
    if rows == 0 {
        return;
    }
    let step = row_step(ui, font);
    let id = egui::Id::new(("log-panel", id));
    let kept = ui.ctx().data(|d| d.get_temp::<(usize, usize, usize)>(id));
    let height = rows as f32 * step - ui.spacing().item_spacing.y;
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::hover(),
    );
    // Each notch of the wheel is a line; a touchpad's points add up to lines.
    let wheel: isize = if wheel && response.hovered() {
        ui.input(|i| {
            i.events
                .iter()
                .map(|e| match e {
                    egui::Event::MouseWheel { delta, unit, .. } => match unit {
                        egui::MouseWheelUnit::Point => (delta.y / step).round() as isize,
                        _ => delta.y.signum() as isize,
                    },
                    _ => 0,
                })
                .sum()
        })
    } else {
        0
    };
    let first = first_shown(log.len(), rows, kept, wheel);
    ui.ctx()
        .data_mut(|d| d.insert_temp(id, (first, log.len(), rows)));
    let mut lines_ui = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    for line in log.iter().skip(first).take(rows) {
        let mut text = egui::RichText::new(line).font(font.clone());
        if let Some(c) = colour {
            text = text.color(c);
        }
        lines_ui.add(egui::Label::new(text).truncate());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_follows_the_newest_line_unless_the_player_went_back() {
        // Ten lines, four rows: lines 6 to 9 show.
        assert_eq!(first_shown(10, 4, None, 0), 6);
        // Two notches up, then the view stays there while nothing is added.
        assert_eq!(first_shown(10, 4, Some((6, 10, 4)), 2), 4);
        assert_eq!(first_shown(10, 4, Some((4, 10, 4)), 0), 4);
        // Never past the oldest line nor below the newest.
        assert_eq!(first_shown(10, 4, Some((4, 10, 4)), 9), 0);
        assert_eq!(first_shown(10, 4, Some((4, 10, 4)), -9), 6);
        // A new line, or a new size, brings the view back to the newest.
        assert_eq!(first_shown(11, 4, Some((4, 10, 4)), 0), 7);
        assert_eq!(first_shown(10, 5, Some((4, 10, 4)), 0), 5);
        // A log shorter than the rows starts at its first line.
        assert_eq!(first_shown(3, 4, None, 0), 0);
    }
}
