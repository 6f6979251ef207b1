//! The words on the table as card sprites: each group at its place from the layout, cards of
//! a word overlapping left to right or top to bottom, gliding to where they belong.

use std::collections::HashMap;

use bevy::prelude::*;

use super::cards::{CARD, CardArt, STEP_X, STEP_Y, card_bundle};
use super::room::ROW_CELLS;
use super::{Hover, PendingTarget, TableState};
use crate::games::word_colony::cards::CardId;
use crate::games::word_colony::groups::GroupId;
use crate::games::word_colony::layout::arrange;
use crate::games::word_colony::plugin::WordColony;
use crate::gui::glide::{Framed, GlideTo};
use crate::gui::{AppSystems, Screen, TableCamera};

/// What the board was last drawn for: hand-placed groups, the layout epoch, and the word being
/// placed (its target and length).
type BoardKey = (
    HashMap<GroupId, (i32, i32)>,
    u32,
    Option<PendingTarget>,
    usize,
);

/// A card lying on the table.
#[derive(Component, Clone, Copy, Debug)]
pub struct TableCard {
    /// The card.
    pub card: CardId,
    /// Its word group.
    pub group: GroupId,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        sync_board
            .in_set(AppSystems::Sync)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
    );
}

/// The world position of a grid cell.
pub fn cell_to_world(x: i32, y: i32) -> Vec2 {
    Vec2::new(x as f32 * STEP_X, -(y as f32) * STEP_Y)
}

/// The grid cell nearest a world position.
pub fn world_to_cell(p: Vec2) -> (i32, i32) {
    (
        (p.x / STEP_X).round() as i32,
        (-p.y / STEP_Y).round() as i32,
    )
}

pub(super) fn sync_board(
    mut commands: Commands,
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    art: Option<Res<CardArt>>,
    mut cards: Query<(Entity, &mut TableCard, &mut GlideTo, &mut Transform)>,
    mut seen: Local<Option<BoardKey>>,
) {
    let Some(art) = art else { return };
    // Only a new game state, a colony moved by hand or the word being placed changes the board.
    let key = (
        state.pinned.clone(),
        state.layout_epoch,
        state.pending.target,
        state.pending.cards.len(),
    );
    if !wc.is_changed() && seen.as_ref() == Some(&key) {
        return;
    }
    *seen = Some(key);
    let game = &wc.game;
    // With a word being placed, the layout makes room for it (see `room`).
    let rects = match super::room::layout_with_pending(game, &state) {
        Some((rects, new_word_start)) => {
            if let (Some(start), Some(PendingTarget::NewWord { cell })) =
                (new_word_start, state.pending.target.as_mut())
                && *cell != start
            {
                *cell = start;
            }
            // A word moved by hand that had to move again to grow keeps its new place.
            if let Some(PendingTarget::Expand(g) | PendingTarget::Colony(g)) = state.pending.target
                && let (Some(r), Some(pin)) = (rects.get(&g), state.pinned.get(&g))
                && *pin != (r.x, r.y)
            {
                state.pinned.insert(g, (r.x, r.y));
            }
            rects
        }
        None => {
            let rects = arrange(&game.table, &state.placed, &state.pinned, ROW_CELLS);
            super::remember_layout(&mut state, wc.log.len(), &rects);
            rects
        }
    };
    if rects != state.placed {
        state.placed = rects.clone();
    }
    let mut want: HashMap<CardId, (GroupId, Vec3, Option<char>)> = HashMap::new();
    for g in &game.table.groups {
        let r = rects[&g.id];
        for (i, (cx, cy, p)) in g.cells().into_iter().enumerate() {
            let at = cell_to_world(r.x + cx, r.y + cy).extend(i as f32 * 0.2);
            want.insert(p.card, (g.id, at, Some(p.letter)));
        }
    }
    for (e, mut tc, mut target, mut transform) in &mut cards {
        match want.remove(&tc.card) {
            // Written only on a change: a card written every frame would keep the table from
            // standing still (`gui::still`).
            Some((group, at, _)) => {
                if tc.group != group {
                    tc.group = group;
                }
                target.set_if_neq(GlideTo(at));
                if transform.translation.z != at.z {
                    transform.translation.z = at.z;
                }
            }
            None => commands.entity(e).despawn(),
        }
    }
    for (card, (group, at, letter)) in want {
        let face = game.face(card);
        commands
            .spawn((
                card_bundle(&art, face, letter),
                TableCard { card, group },
                GlideTo(at),
                Framed(CARD),
                DespawnOnExit(Screen::Table),
                // New cards arrive from below, where the hand is.
                Transform::from_translation(at + Vec3::new(0.0, -240.0, 0.0)),
                Pickable::default(),
            ))
            .observe(drag_group)
            .observe(drop_group)
            .observe(hover_group)
            .observe(leave_group);
    }
}

fn hover_group(ev: On<Pointer<Over>>, cards: Query<&TableCard>, mut state: ResMut<TableState>) {
    if let Ok(c) = cards.get(ev.entity) {
        state.hover = Some(Hover::Group(c.group));
    }
}

fn leave_group(ev: On<Pointer<Out>>, cards: Query<&TableCard>, mut state: ResMut<TableState>) {
    if let Ok(c) = cards.get(ev.entity)
        && state.hover == Some(Hover::Group(c.group))
    {
        state.hover = None;
    }
}

fn camera_scale(camera: &Query<&Projection, With<TableCamera>>) -> f32 {
    match camera.single() {
        Ok(Projection::Orthographic(o)) => o.scale,
        _ => 1.0,
    }
}

/// Dragging any card of a word group moves the whole group.
fn drag_group(
    ev: On<Pointer<Drag>>,
    state: Res<TableState>,
    camera: Query<&Projection, With<TableCamera>>,
    mut cards: Query<(&TableCard, &mut Transform, &mut GlideTo)>,
) {
    if ev.button != PointerButton::Primary || state.dragging.is_some() {
        return;
    }
    let Ok(group) = cards.get(ev.entity).map(|(c, _, _)| c.group) else {
        return;
    };
    let d = Vec2::new(ev.delta.x, -ev.delta.y) * camera_scale(&camera);
    for (c, mut t, mut target) in &mut cards {
        if c.group == group {
            t.translation += d.extend(0.0);
            target.0 += d.extend(0.0);
        }
    }
}

/// A group dropped somewhere free stays there; onto another group, it goes back.
fn drop_group(
    ev: On<Pointer<DragEnd>>,
    mut state: ResMut<TableState>,
    camera: Query<&Projection, With<TableCamera>>,
    cards: Query<&TableCard>,
) {
    if ev.button != PointerButton::Primary || state.dragging.is_some() {
        return;
    }
    let Ok(group) = cards.get(ev.entity).map(|c| c.group) else {
        return;
    };
    let moved = Vec2::new(ev.distance.x, -ev.distance.y) * camera_scale(&camera);
    let (dx, dy) = (
        (moved.x / STEP_X).round() as i32,
        (-moved.y / STEP_Y).round() as i32,
    );
    let Some(&r) = state.placed.get(&group) else {
        return;
    };
    let to = crate::games::word_colony::layout::Rect {
        x: r.x + dx,
        y: r.y + dy,
        ..r
    };
    let free = state
        .placed
        .iter()
        .all(|(g, o)| *g == group || !to.overlaps(o));
    if (dx, dy) != (0, 0) && free {
        state.pinned.insert(group, (to.x, to.y));
    } else {
        state.layout_epoch += 1;
    }
}
