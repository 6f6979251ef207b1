//! What covers a game's table for a moment, for every game: a window centred over the open
//! table, the opaque "Pass to NAME" cover that keeps a hand private while the laptop goes
//! round, and the score chart of the end screen.

use bevy_egui::egui;

use super::theme::{GOLD, PANEL, RIGHT_PANEL, TOP_PANEL};

/// The inside margin of a centred window.
const WINDOW_MARGIN: i8 = 22;

/// A window centred over the open table (left of the turn panel, below the score strip).
pub fn centered_window(title: &'static str) -> egui::Window<'static> {
    egui::Window::new(title)
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .anchor(
            egui::Align2::CENTER_CENTER,
            egui::vec2(-RIGHT_PANEL / 2.0, TOP_PANEL / 2.0),
        )
        .constrain(true)
        .frame(
            egui::Frame::new()
                .fill(PANEL.to_opaque())
                .corner_radius(egui::CornerRadius::same(16))
                .stroke(egui::Stroke::new(2.0, GOLD))
                .inner_margin(egui::Margin::same(WINDOW_MARGIN)),
        )
}

/// The part of the window the table lies open in: below the score strip, left of the turn
/// panel (in egui's points, the panels' own units).
pub fn open_table_rect(ctx: &egui::Context) -> egui::Rect {
    let all = ctx.content_rect();
    egui::Rect::from_min_max(
        egui::pos2(all.left(), all.top() + TOP_PANEL),
        egui::pos2(all.right() - RIGHT_PANEL, all.bottom()),
    )
}

/// The width a centred window's content may take: `natural`, or less when the open table is
/// narrower (large type in streamer mode, a small window).
pub fn window_width(ctx: &egui::Context, natural: f32) -> f32 {
    let margins = 2.0 * f32::from(WINDOW_MARGIN);
    let open = ctx.content_rect().width() - RIGHT_PANEL - margins - 24.0;
    natural.min(open).max(240.0)
}

/// Set while the replay viewer shows a finished game: nothing is private any more, so every
/// table's privacy cover stands aside (as if its button were pressed at once). Process-wide
/// because the cover is drawn by each game's own overlay, which knows nothing of replays.
static COVERS_LIFTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Lifts (or brings back) every privacy cover: see [`COVERS_LIFTED`].
pub fn lift_covers(lifted: bool) {
    COVERS_LIFTED.store(lifted, std::sync::atomic::Ordering::Relaxed);
}

/// Whether the replay viewer has lifted the covers (a finished game is on show).
pub fn covers_lifted() -> bool {
    COVERS_LIFTED.load(std::sync::atomic::Ordering::Relaxed)
}

/// The privacy cover: the whole window opaque, `title` ("Pass the laptop to Ana"), `why` in
/// smaller type and one large button. Whether the button was clicked (or Enter pressed).
pub fn pass_cover(ctx: &egui::Context, title: &str, why: &str, button: &str) -> bool {
    if COVERS_LIFTED.load(std::sync::atomic::Ordering::Relaxed) {
        return true;
    }
    let mut clicked = false;
    // An opaque cover: nothing private shows through.
    egui::Area::new(egui::Id::new("cover"))
        .order(egui::Order::Foreground)
        .fixed_pos(egui::pos2(0.0, 0.0))
        .show(ctx, |ui| {
            let rect = ctx.viewport_rect();
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_rgb(10, 34, 24));
            let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect.shrink(40.0)));
            child.vertical_centered(|ui| {
                ui.add_space(rect.height() * 0.28);
                ui.label(egui::RichText::new(title).size(54.0).color(GOLD).strong());
                ui.add_space(10.0);
                ui.label(egui::RichText::new(why).size(22.0));
                ui.add_space(24.0);
                let button = egui::Button::new(egui::RichText::new(button).size(26.0))
                    .min_size(egui::vec2(380.0, 64.0));
                let pressed = ui.add(button);
                // Tab must not reach the table's buttons hidden under the cover (Enter would
                // press one unseen): the keyboard stays on the cover's button.
                if ctx.memory(|m| m.focused()).is_some_and(|f| f != pressed.id) {
                    pressed.request_focus();
                }
                clicked = pressed.clicked() || ui.input(|i| i.key_pressed(egui::Key::Enter));
            });
        });
    clicked
}

/// What the score chart draws: each seat's score after every turn, in the seat's colour, and
/// optionally a finish line with its label; `turns` labels the time axis.
pub struct ChartData<'a> {
    /// Scores at the start, then after each turn: one entry a seat.
    pub history: &'a [Vec<i32>],
    /// Each seat's colour.
    pub colours: &'a [egui::Color32],
    /// The finish line and its label, when the game has one.
    pub finish: Option<(i32, String)>,
    /// The label of the time axis.
    pub turns: String,
}

/// Each seat's score over the game, as lines, `height` points tall.
pub fn score_chart(ui: &mut egui::Ui, data: &ChartData, height: f32) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width().min(680.0), height),
        egui::Sense::hover(),
    );
    let painter = ui.painter();
    painter.rect_filled(rect, 8.0, egui::Color32::from_rgb(16, 48, 34));
    let high = data.history.iter().flatten().copied().max().unwrap_or(1);
    let low = data
        .history
        .iter()
        .flatten()
        .copied()
        .min()
        .unwrap_or(0)
        .min(0);
    let max = high.max(data.finish.as_ref().map_or(1, |f| f.0)).max(1);
    let span = (max - low).max(1) as f32;
    let n = data.history.len().max(2) as f32 - 1.0;
    // Room on the left for the score axis's labels.
    let inner = egui::Rect::from_min_max(
        rect.min + egui::vec2(40.0, 16.0),
        rect.max - egui::vec2(16.0, 16.0),
    );
    let at = |i: usize, s: i32| {
        egui::pos2(
            inner.left() + inner.width() * i as f32 / n,
            inner.bottom() - inner.height() * (s - low) as f32 / span,
        )
    };
    // The score axis: a faint line and its score at every step of a round size.
    let axis = egui::Color32::from_rgb(150, 185, 160);
    for tick in score_ticks(low, max) {
        let y = at(0, tick).y;
        painter.line_segment(
            [egui::pos2(inner.left(), y), egui::pos2(inner.right(), y)],
            egui::Stroke::new(1.0, egui::Color32::from_rgb(34, 72, 52)),
        );
        painter.text(
            egui::pos2(inner.left() - 6.0, y),
            egui::Align2::RIGHT_CENTER,
            tick.to_string(),
            egui::FontId::proportional(12.0),
            axis,
        );
    }
    if let Some((line, label)) = &data.finish {
        let fy = at(0, *line).y;
        painter.line_segment(
            [egui::pos2(inner.left(), fy), egui::pos2(inner.right(), fy)],
            egui::Stroke::new(1.0, GOLD),
        );
        painter.text(
            egui::pos2(inner.left() + 4.0, fy - 2.0),
            egui::Align2::LEFT_BOTTOM,
            label,
            egui::FontId::proportional(12.0),
            GOLD,
        );
    }
    for (seat, colour) in data.colours.iter().enumerate() {
        let points: Vec<egui::Pos2> = data
            .history
            .iter()
            .enumerate()
            .map(|(i, s)| at(i, *s.get(seat).unwrap_or(&0)))
            .collect();
        painter.add(egui::Shape::line(points, egui::Stroke::new(3.0, *colour)));
    }
    painter.text(
        egui::pos2(inner.right(), inner.bottom()),
        egui::Align2::RIGHT_BOTTOM,
        &data.turns,
        egui::FontId::proportional(12.0),
        axis,
    );
}

/// The scores the chart's axis marks, from `low` to `high`: every multiple of the roundest step
/// (1, 2, 5, 10, 20, 25, 50, ...) that gives at most five intervals.
pub fn score_ticks(low: i32, high: i32) -> Vec<i32> {
    let span = (high - low).max(1);
    let step = [
        1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000,
    ]
    .into_iter()
    .find(|&step| span <= 5 * step)
    .unwrap_or(10_000);
    let first = low.div_euclid(step) * step + if low.rem_euclid(step) == 0 { 0 } else { step };
    (0..)
        .map(|k| first + k * step)
        .take_while(|&t| t <= high)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_axis_marks_round_steps_between_the_lowest_and_highest_score() {
        assert_eq!(score_ticks(0, 40), [0, 10, 20, 30, 40]);
        assert_eq!(score_ticks(0, 483), [0, 100, 200, 300, 400]);
        assert_eq!(score_ticks(-12, 30), [-10, 0, 10, 20, 30]);
        assert_eq!(score_ticks(0, 7), [0, 2, 4, 6]);
        assert_eq!(score_ticks(0, 0), [0]);
    }

    /// Tab cannot reach a button hidden under the privacy cover: Tab, Tab, Enter lifts the
    /// cover and presses nothing beneath it.
    #[test]
    fn the_keyboard_stays_on_the_cover() {
        let ctx = egui::Context::default();
        let key = |key| egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        };
        let mut hidden_pressed = false;
        let mut lifted = false;
        for events in [
            vec![],
            vec![key(egui::Key::Tab)],
            vec![],
            vec![key(egui::Key::Tab)],
            vec![],
            vec![key(egui::Key::Enter)],
        ] {
            let input = egui::RawInput {
                events,
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(1280.0, 800.0),
                )),
                ..Default::default()
            };
            let mut out = ctx.run_ui(input, |ui| {
                hidden_pressed |= ui.button("Title screen").clicked();
                hidden_pressed |= ui.button("Pass").clicked();
                lifted |= pass_cover(ui.ctx(), "Pass the laptop to Ana", "", "I am Ana");
            });
            out.textures_delta.clear();
        }
        assert!(lifted, "Enter lifts the cover");
        assert!(!hidden_pressed, "no button under the cover was pressed");
    }
}
