//! Drag and drop, the same at every table: while a piece is held it follows the pointer on top
//! of everything, the place it would land on is lit (only a place that would take it), and on
//! release the table learns which place it was dropped on. This module never knows what a
//! piece or a place means.
//! - Tables drawn with egui list their places as they draw them (`DropZones`) and `carry` the
//!   held piece each frame; the landing place is outlined in gold.
//! - Tables drawn with sprites glow every place a held card may land (`LandingGlow`, in world
//!   units); the one nearest the pointer within reach glows brightest, and `nearest` says
//!   where a card let go lands.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui;

use super::TableCamera;

use super::theme::GOLD;

/// The places a held piece can be dropped on this frame, each a rectangle on the screen and the
/// table's own name for it. Places added later are drawn over earlier ones, so they win where
/// rectangles overlap (a card on a word over the word's row).
#[derive(Clone, Debug)]
pub struct DropZones<T> {
    list: Vec<(egui::Rect, T)>,
}

impl<T> Default for DropZones<T> {
    fn default() -> Self {
        Self { list: Vec::new() }
    }
}

impl<T: Copy> DropZones<T> {
    /// Adds a place.
    pub fn add(&mut self, rect: egui::Rect, place: T) {
        self.list.push((rect, place));
    }

    /// The topmost place under `p`.
    pub fn at(&self, p: egui::Pos2) -> Option<T> {
        self.hit(p, |_| true).map(|(_, t)| t)
    }

    /// The topmost place under `p` that `takes` accepts, with its rectangle.
    pub fn hit(&self, p: egui::Pos2, takes: impl Fn(&T) -> bool) -> Option<(egui::Rect, T)> {
        self.list
            .iter()
            .rev()
            .find(|(r, t)| r.contains(p) && takes(t))
            .copied()
    }
}

/// What the held piece did this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Carry<T> {
    /// Still held, over this place (outlined) or over none that takes it.
    Held(Option<T>),
    /// Let go over this place, or over none that takes it (the piece goes back).
    Dropped(Option<T>),
}

/// The painter layer a held piece and its landing outline are drawn on: above every panel.
fn top_layer(id: &'static str) -> egui::LayerId {
    egui::LayerId::new(egui::Order::Tooltip, egui::Id::new(("held", id)))
}

/// Carries a held piece for one frame: outlines the place under the pointer that `takes`
/// accepts, draws the piece (`paint`, in a rectangle of `size` centred on the pointer) over
/// everything, and tells whether it was let go and where. `id` names the table's layer.
pub fn carry<T: Copy>(
    ctx: &egui::Context,
    id: &'static str,
    zones: &DropZones<T>,
    takes: impl Fn(&T) -> bool,
    size: egui::Vec2,
    paint: impl FnOnce(&egui::Painter, egui::Rect),
) -> Carry<T> {
    let place = point_out(ctx, id, zones, takes);
    if let Some(p) = ctx.input(|i| i.pointer.latest_pos()) {
        paint(
            &ctx.layer_painter(top_layer(id)),
            egui::Rect::from_center_size(p, size),
        );
    }
    if ctx.input(|i| i.pointer.any_down()) {
        Carry::Held(place)
    } else {
        Carry::Dropped(place)
    }
}

/// Outlines the place under the pointer that `takes` accepts and names it: where a held piece
/// would land, or where a piece picked by a click would go with the next click.
pub fn point_out<T: Copy>(
    ctx: &egui::Context,
    id: &'static str,
    zones: &DropZones<T>,
    takes: impl Fn(&T) -> bool,
) -> Option<T> {
    let p = ctx.input(|i| i.pointer.latest_pos())?;
    let (rect, place) = zones.hit(p, takes)?;
    outline(&ctx.layer_painter(top_layer(id)), rect);
    Some(place)
}

/// The landing outline: a gold frame with a faint gold wash, readable on the felt, on a tile
/// and on a card in both palettes.
pub fn outline(painter: &egui::Painter, rect: egui::Rect) {
    painter.rect_filled(rect, 6.0, GOLD.gamma_multiply(0.18));
    painter.rect_stroke(
        rect,
        6.0,
        egui::Stroke::new(3.0, GOLD),
        egui::StrokeKind::Inside,
    );
}

/// A place a held card may land on a sprite-drawn table: its centre in world units and how
/// near the pointer must come for the card to land there. Its sprite glows faintly, brightly
/// when it is the place the card would land on.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct LandingGlow {
    /// The place's centre.
    pub at: Vec2,
    /// How near the pointer must be.
    pub reach: f32,
}

/// The glow's strength (its colour's alpha) for a place that would not take the card now and
/// for the one that would.
const FAINT: f32 = 0.3;
const BRIGHT: f32 = 0.75;

/// The place of `places` nearest `at` within `reach`, if any: where a card let go at `at` lands.
pub fn nearest<T: Copy>(places: &[(T, Vec2)], at: Vec2, reach: f32) -> Option<T> {
    places
        .iter()
        .map(|&(t, p)| (t, p.distance(at)))
        .filter(|&(_, d)| d < reach)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(t, _)| t)
}

/// Brightens the glow the held card would land on, under the pointer; the others stay faint.
fn light_landing(
    windows: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    mut glows: Query<(&LandingGlow, &mut Sprite)>,
) {
    let (Ok(window), Ok((cam, cam_global))) = (windows.single(), camera.single()) else {
        return;
    };
    let pointer = window
        .cursor_position()
        .and_then(|p| cam.viewport_to_world_2d(cam_global, p).ok());
    let places: Vec<(Vec2, Vec2)> = glows.iter().map(|(g, _)| (g.at, g.at)).collect();
    let reach = glows.iter().map(|(g, _)| g.reach).fold(0.0, f32::max);
    let lit = pointer.and_then(|p| nearest(&places, p, reach));
    for (glow, mut sprite) in &mut glows {
        let alpha = if lit == Some(glow.at) { BRIGHT } else { FAINT };
        if sprite.color.alpha() != alpha {
            sprite.color.set_alpha(alpha);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        light_landing
            .in_set(super::AppSystems::Present)
            .run_if(any_with_component::<LandingGlow>),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x: f32, y: f32, w: f32, h: f32) -> egui::Rect {
        egui::Rect::from_min_size(egui::pos2(x, y), egui::vec2(w, h))
    }

    #[test]
    fn a_card_lands_on_the_nearest_place_within_reach() {
        let places = [('e', Vec2::new(0.0, 0.0)), ('c', Vec2::new(100.0, 0.0))];
        assert_eq!(nearest(&places, Vec2::new(30.0, 0.0), 60.0), Some('e'));
        assert_eq!(nearest(&places, Vec2::new(70.0, 10.0), 60.0), Some('c'));
        assert_eq!(nearest(&places, Vec2::new(50.0, 200.0), 60.0), None);
    }

    #[test]
    fn the_place_added_last_wins_where_places_overlap() {
        let mut zones = DropZones::default();
        zones.add(rect(0.0, 0.0, 100.0, 100.0), 'r');
        zones.add(rect(40.0, 40.0, 20.0, 20.0), 'c');
        assert_eq!(zones.at(egui::pos2(50.0, 50.0)), Some('c'));
        assert_eq!(zones.at(egui::pos2(10.0, 10.0)), Some('r'));
        assert_eq!(zones.at(egui::pos2(200.0, 10.0)), None);
    }

    #[test]
    fn a_place_that_does_not_take_the_piece_lets_the_one_below_answer() {
        let mut zones = DropZones::default();
        zones.add(rect(0.0, 0.0, 100.0, 100.0), 1);
        zones.add(rect(40.0, 40.0, 20.0, 20.0), 2);
        let hit = zones.hit(egui::pos2(50.0, 50.0), |&t| t != 2);
        assert_eq!(hit, Some((rect(0.0, 0.0, 100.0, 100.0), 1)));
        assert_eq!(zones.hit(egui::pos2(50.0, 50.0), |_| false), None);
    }

    /// One frame of a held piece with the pointer at `p`, the button down or not.
    fn frame(zones: &DropZones<u8>, p: egui::Pos2, down: bool) -> Carry<u8> {
        let ctx = egui::Context::default();
        let mut input = egui::RawInput {
            screen_rect: Some(rect(0.0, 0.0, 400.0, 300.0)),
            ..Default::default()
        };
        input.events.push(egui::Event::PointerMoved(p));
        if down {
            input.events.push(egui::Event::PointerButton {
                pos: p,
                button: egui::PointerButton::Primary,
                pressed: true,
                modifiers: Default::default(),
            });
        }
        let mut out = None;
        let mut output = ctx.run_ui(input, |ui| {
            out = Some(carry(
                ui.ctx(),
                "test",
                zones,
                |&t| t != 9,
                egui::vec2(20.0, 20.0),
                |_, _| {},
            ));
        });
        // No painter here takes the font texture.
        output.textures_delta.clear();
        out.unwrap()
    }

    #[test]
    fn held_over_a_place_then_dropped_on_it_or_on_nothing() {
        let mut zones = DropZones::default();
        zones.add(rect(0.0, 0.0, 50.0, 50.0), 1u8);
        zones.add(rect(100.0, 0.0, 50.0, 50.0), 9u8);
        assert_eq!(
            frame(&zones, egui::pos2(20.0, 20.0), true),
            Carry::Held(Some(1))
        );
        assert_eq!(
            frame(&zones, egui::pos2(20.0, 20.0), false),
            Carry::Dropped(Some(1))
        );
        // A place that does not take the piece is no landing.
        assert_eq!(
            frame(&zones, egui::pos2(120.0, 20.0), false),
            Carry::Dropped(None)
        );
        assert_eq!(
            frame(&zones, egui::pos2(300.0, 200.0), true),
            Carry::Held(None)
        );
    }
}
