//! WordTable's look: felt and card colours, egui styling, and letter tiles drawn with egui's
//! painter (used for titles and hands in panels).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::SettingsStore;

/// The table's felt green (window clear colour).
pub const FELT: Color = Color::srgb(0.07, 0.30, 0.19);
/// [`FELT`] for egui, where a screen lays its own felt over a panel's ground.
pub const FELT_EGUI: egui::Color32 = egui::Color32::from_rgb(18, 77, 48);
/// Letter cards: cream.
pub const CARD_CREAM: egui::Color32 = egui::Color32::from_rgb(250, 243, 224);
/// Ink on cream cards.
pub const CARD_INK: egui::Color32 = egui::Color32::from_rgb(40, 33, 28);
/// Accent gold for titles and highlights.
pub const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 196, 90);
/// Height of the score track panel at the top of the table, in logical pixels (before zoom).
pub const TOP_PANEL: f32 = 112.0;
/// Width of the turn panel on the right of the table.
pub const RIGHT_PANEL: f32 = 310.0;

/// How much egui enlarges everything: the player's UI scale, and larger type in streamer mode.
pub fn zoom(settings: &crate::settings::Settings) -> f32 {
    let streamer = if settings.streamer_mode { 1.25 } else { 1.0 };
    settings.ui_scale * streamer
}

/// The score track's height and the turn panel's width in logical pixels, as egui lays them
/// out at the player's zoom.
pub fn panel_sizes(settings: &crate::settings::Settings) -> (f32, f32) {
    let zoom = zoom(settings);
    (TOP_PANEL * zoom, RIGHT_PANEL * zoom)
}

/// Panel background: a dark, slightly transparent green.
pub const PANEL: egui::Color32 = egui::Color32::from_rgba_premultiplied(12, 38, 27, 235);

/// A panel's backing as it shows over the bare table: `PANEL` blended over the window's green
/// the way the renderer blends egui (premultiplied, in linear light). The table draws this
/// itself, opaque, under its panels, so a software renderer is spared a blended layer.
pub fn panel_backing() -> LinearRgba {
    let [r, g, b, a] = PANEL.to_array();
    let panel = Color::srgb_u8(r, g, b).to_linear();
    let under = FELT.to_linear();
    let through = 1.0 - f32::from(a) / 255.0;
    LinearRgba::rgb(
        panel.red + under.red * through,
        panel.green + under.green * through,
        panel.blue + under.blue * through,
    )
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, apply_style);
}

/// Applies the WordTable style and the player's UI scale every frame (cheap: egui compares).
fn apply_style(mut contexts: EguiContexts, store: Res<SettingsStore>) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.set_zoom_factor(zoom(&store.settings));
    style(ctx);
    Ok(())
}

/// The WordTable look on an egui context: dark panels, rounded widgets, large type.
pub fn style(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        style.visuals = egui::Visuals::dark();
        style.visuals.panel_fill = PANEL;
        style.visuals.window_fill = PANEL;
        style.visuals.override_text_color = Some(egui::Color32::from_rgb(236, 240, 232));
        style.visuals.widgets.inactive.corner_radius = egui::CornerRadius::same(8);
        style.visuals.widgets.hovered.corner_radius = egui::CornerRadius::same(8);
        style.visuals.widgets.active.corner_radius = egui::CornerRadius::same(8);
        style.spacing.button_padding = egui::vec2(14.0, 8.0);
        style.spacing.item_spacing = egui::vec2(10.0, 10.0);
        for (text_style, size) in [
            (egui::TextStyle::Heading, 30.0),
            (egui::TextStyle::Body, 18.0),
            (egui::TextStyle::Button, 19.0),
            (egui::TextStyle::Small, 14.0),
        ] {
            if let Some(font) = style.text_styles.get_mut(&text_style) {
                font.size = size;
            }
        }
    });
}

/// A full-window screen (title, settings, new game): its content scrolls when the window is
/// too small for it at the player's zoom, so nothing is ever out of reach below the fold.
pub fn page<R>(
    root: &mut egui::Ui,
    body: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    // A page shown again after other screens opens at its top, not where it was left (the
    // streamer new-game page once opened scrolled halfway down).
    let seen = root.id().with("page-last-frame");
    let frame = root.ctx().cumulative_frame_nr();
    let last: Option<u64> = root.ctx().data(|d| d.get_temp(seen));
    root.ctx().data_mut(|d| d.insert_temp(seen, frame));
    let reopened = last.is_none_or(|l| frame > l + 1);
    // Esc goes back, unless it is leaving a text field or closing a list first.
    let ctx = root.ctx().clone();
    let back = ctx.input(|i| i.key_pressed(egui::Key::Escape))
        && ctx.memory(|m| m.focused()).is_none()
        && !egui::Popup::is_any_open(&ctx);
    ctx.data_mut(|d| d.insert_temp(back_key_id(), back));
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::same(16)))
        .show(root, |ui| {
            let mut area = egui::ScrollArea::vertical().auto_shrink([false, false]);
            if reopened {
                area = area.vertical_scroll_offset(0.0);
            }
            area.show(ui, |ui| {
                let inner = body(ui);
                follow_the_keyboard(ui);
                inner
            })
        })
        .inner
}

/// Where a page notes that Esc asked to go back this frame.
fn back_key_id() -> egui::Id {
    egui::Id::new("page-back-key")
}

/// Whether Esc asked this page to go back (its Back button's key).
pub fn back_key(ui: &egui::Ui) -> bool {
    ui.ctx()
        .data(|d| d.get_temp::<bool>(back_key_id()))
        .unwrap_or(false)
}

/// A page follows the keyboard: the control Tab reaches scrolls into view, and with nothing
/// focused Page Up and Down, Home and End and the up and down arrows scroll the page.
fn follow_the_keyboard(ui: &mut egui::Ui) {
    let ctx = ui.ctx().clone();
    let focused = ctx.memory(|m| m.focused());
    let seen = ui.id().with("page-focus");
    let before = ctx.data(|d| d.get_temp::<Option<egui::Id>>(seen)).flatten();
    ctx.data_mut(|d| d.insert_temp(seen, focused));
    if let Some(id) = focused {
        if before != Some(id)
            && let Some(r) = ctx.read_response(id)
            && !ui.clip_rect().contains_rect(r.rect)
        {
            ui.scroll_to_rect(r.rect, None);
        }
        return;
    }
    let page = ui.clip_rect().height() * 0.9;
    let delta = ui.input(|i| {
        let mut d = 0.0;
        for (key, by) in [
            (egui::Key::PageDown, -page),
            (egui::Key::PageUp, page),
            (egui::Key::ArrowDown, -60.0),
            (egui::Key::ArrowUp, 60.0),
            (egui::Key::End, -1.0e6),
            (egui::Key::Home, 1.0e6),
        ] {
            if i.key_pressed(key) {
                d += by;
            }
        }
        d
    });
    if delta != 0.0 {
        ui.scroll_with_delta(egui::vec2(0.0, delta));
    }
}

/// A `Ui` covering the whole window, to lay panels out in (egui 0.36 panels live in a `Ui`).
pub fn screen_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// The two rows of a table's score strip (`rect`, [`TOP_PANEL`] high): the players' chips
/// along the top, then the round's heading with the table's buttons at the right; each a
/// child laid out left to right.
pub fn strip_rows(ui: &mut egui::Ui, rect: egui::Rect) -> (egui::Ui, egui::Ui) {
    let row = |ui: &mut egui::Ui, r: egui::Rect| {
        ui.new_child(
            egui::UiBuilder::new()
                .max_rect(r)
                .layout(egui::Layout::left_to_right(egui::Align::Center)),
        )
    };
    let chips = egui::Rect::from_min_max(
        rect.min + egui::vec2(16.0, 6.0),
        egui::pos2(rect.right() - 16.0, rect.top() + 54.0),
    );
    let heading = egui::Rect::from_min_max(
        egui::pos2(rect.left() + 16.0, rect.top() + 58.0),
        egui::pos2(rect.right() - 16.0, rect.bottom() - 6.0),
    );
    (row(ui, chips), row(ui, heading))
}

/// Draws one letter card: cream (or dark for a black card) with the letter and its value.
pub fn letter_tile(ui: &mut egui::Ui, letter: char, value: i32, size: f32, lift: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size * 1.25), egui::Sense::hover());
    let rect = rect.translate(egui::vec2(0.0, -lift));
    let painter = ui.painter();
    let black = value < 0;
    let (fill, ink) = if black {
        (
            egui::Color32::from_rgb(30, 28, 32),
            egui::Color32::from_rgb(235, 90, 80),
        )
    } else {
        (CARD_CREAM, CARD_INK)
    };
    let radius = egui::CornerRadius::same((size * 0.12) as u8);
    painter.rect_filled(
        rect.translate(egui::vec2(3.0, 4.0)),
        radius,
        egui::Color32::from_black_alpha(90),
    );
    painter.rect_filled(rect, radius, fill);
    painter.rect_stroke(
        rect,
        radius,
        egui::Stroke::new(1.5, egui::Color32::from_rgb(196, 170, 120)),
        egui::StrokeKind::Inside,
    );
    painter.text(
        rect.center() - egui::vec2(0.0, size * 0.05),
        egui::Align2::CENTER_CENTER,
        letter.to_ascii_uppercase(),
        egui::FontId::proportional(size * 0.62),
        ink,
    );
    painter.text(
        rect.right_bottom() - egui::vec2(size * 0.1, size * 0.08),
        egui::Align2::RIGHT_BOTTOM,
        value.to_string(),
        egui::FontId::proportional(size * 0.22),
        ink,
    );
}
