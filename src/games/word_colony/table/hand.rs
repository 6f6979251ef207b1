//! The hand: the current player's cards as a fan along the bottom of the screen, shown only
//! to them (after "Pass to ..."; in streamer mode only while Space is held). Drag a card onto
//! the table to place it; click a card to read its question, or to add it to the word.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::cards::{CARD, CardArt, card_bundle};
use super::pending::{Dropped, drop_card, played_special, special_help};
use super::{Hover, TableState, needed_viewer, send};
use crate::engine::{Intent, Viewer};
use crate::games::word_colony::cards::CardId;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::{Action, Phase};
use crate::gui::SettingsStore;
use crate::gui::{Screen, TableCamera};
use crate::i18n::Lang;

/// A card in the shown hand.
#[derive(Component, Clone, Copy, Debug)]
pub struct HandCard {
    /// The card.
    pub card: CardId,
}

/// A small "read" tag on a hand card whose question was read.
#[derive(Component)]
struct ReadTag;

/// How much larger hand cards are than table cards.
pub const HAND_SCALE: f32 = 1.3;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (hand_key, sync_hand, place_hand, retell_read_tags)
            .chain()
            .in_set(crate::gui::AppSystems::Sync)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
    );
}

/// The cards the hand shows now (none when it must stay hidden).
pub fn visible_hand(wc: &WordColony, state: &TableState, streamer: bool) -> Vec<CardId> {
    visible_cards(&wc.game, state, streamer)
}

/// [`visible_hand`] for a game without its log.
pub fn visible_cards(
    game: &crate::games::word_colony::Game,
    state: &TableState,
    streamer: bool,
) -> Vec<CardId> {
    let me = game.current;
    let private_ok = needed_viewer(game, state) == Some(me) && state.viewer == Some(me);
    let shown_phase = matches!(game.phase, Phase::Draw | Phase::Question | Phase::Build);
    if !private_ok || !shown_phase || state.reveal.is_some() || (streamer && !state.hand_key_held) {
        return Vec::new();
    }
    cards_in_fan(game, state)
}

/// The current player's cards that are still in the hand (not placed in the pending word),
/// in fan order.
fn cards_in_fan(game: &crate::games::word_colony::Game, state: &TableState) -> Vec<CardId> {
    crate::games::word_colony::view::own_hand(game, Viewer::Seat(game.current))
        .iter()
        .copied()
        .filter(|c| !state.pending.cards.contains(c))
        .collect()
}

fn hand_key(keys: Res<ButtonInput<KeyCode>>, mut state: ResMut<TableState>) {
    let held = keys.pressed(KeyCode::Space);
    if state.hand_key_held != held {
        state.hand_key_held = held;
    }
}

fn sync_hand(
    mut commands: Commands,
    wc: Res<WordColony>,
    state: Res<TableState>,
    settings: Res<SettingsStore>,
    art: Option<Res<CardArt>>,
    shown: Query<(Entity, &HandCard)>,
) {
    let Some(art) = art else { return };
    let want = visible_hand(&wc, &state, settings.settings.streamer_mode);
    let have: Vec<CardId> = shown.iter().map(|(_, h)| h.card).collect();
    for (e, h) in &shown {
        if !want.contains(&h.card) {
            commands.entity(e).despawn();
        }
    }
    for &card in want.iter().filter(|c| !have.contains(c)) {
        let read = wc.game.card(card).read;
        let mut e = commands.spawn((
            card_bundle(&art, wc.game.face(card), None),
            HandCard { card },
            DespawnOnExit(Screen::Table),
            Transform::from_xyz(0.0, -2000.0, 500.0),
            Pickable::default(),
        ));
        if read {
            e.with_child((
                ReadTag,
                Text2d::new(crate::i18n::tr!("wc-card-read-tag")),
                TextFont {
                    // The card font has every letter of the app's languages ("citită").
                    font: bevy::text::FontSource::Handle(art.text_font.clone()),
                    font_size: bevy::text::FontSize::Px(11.0),
                    ..default()
                },
                TextColor(Color::srgb(0.35, 0.55, 0.35)),
                Transform::from_xyz(0.0, -CARD.y * 0.36, 0.2),
            ));
        }
        e.observe(on_drag_start)
            .observe(on_drag_end)
            .observe(on_click)
            .observe(on_over)
            .observe(on_out);
    }
}

/// The "read" tags say it in the app's language, also after it changes with cards in hand.
fn retell_read_tags(mut tags: Query<&mut Text2d, With<ReadTag>>, mut told: Local<Option<Lang>>) {
    let lang = crate::i18n::language();
    if *told == Some(lang) {
        return;
    }
    *told = Some(lang);
    let text = crate::i18n::tr!("wc-card-read-tag");
    for mut tag in &mut tags {
        if tag.0 != text {
            tag.0.clone_from(&text);
        }
    }
}

/// Lays the hand out as a fan at the bottom of the screen, whatever the camera does; the
/// dragged card follows the pointer.
fn place_hand(
    wc: Res<WordColony>,
    state: Res<TableState>,
    windows: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform, &Transform, &Projection), With<TableCamera>>,
    mut cards: Query<(&HandCard, &mut Transform), Without<TableCamera>>,
    settings: Res<crate::gui::SettingsStore>,
) {
    let (Ok(window), Ok((cam, cam_global, cam_t, projection))) =
        (windows.single(), camera.single())
    else {
        return;
    };
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let hand = cards_in_fan(&wc.game, &state);
    let free = window.width() - crate::gui::view::margins(&settings.settings)[1];
    let rows = fan_rows(hand.len(), free);
    let per_row = hand.len().div_ceil(rows).max(1);
    // Each card's offset from its row's centre, worked out once a frame for the whole fan.
    let offsets: Vec<f32> = hand
        .chunks(per_row)
        .flat_map(|row| {
            let specials: Vec<bool> = row
                .iter()
                .map(|&c| played_special(wc.game.face(c)).is_some())
                .collect();
            fan_offsets(&specials, free - 160.0)
        })
        .collect();
    let cursor = window
        .cursor_position()
        .and_then(|p| cam.viewport_to_world_2d(cam_global, p).ok());
    for (h, mut t) in &mut cards {
        if state.dragging == Some(h.card)
            && let Some(at) = cursor
        {
            t.set_if_neq(Transform {
                translation: at.extend(900.0),
                rotation: Quat::IDENTITY,
                scale: Vec3::splat(HAND_SCALE * scale),
            });
            continue;
        }
        let at = hand.iter().position(|&c| c == h.card).unwrap_or(0);
        // The last row is the front one, along the bottom; earlier rows stand behind it.
        let (row, i) = (at / per_row, (at % per_row) as f32);
        let in_row = (hand.len() - row * per_row).min(per_row);
        let n = in_row.max(1) as f32;
        let mid = (n - 1.0) / 2.0;
        let x_screen = free / 2.0 + offsets[at];
        let lift = -((i - mid) / n.max(2.0)).powi(2) * 40.0;
        let picked = if state.picked == Some(h.card) {
            22.0
        } else {
            0.0
        };
        let back = (rows - 1 - row) as f32 * CARD.y * HAND_SCALE * 0.62;
        let y_screen = window.height() - CARD.y * HAND_SCALE * 0.62 - lift - picked - back;
        let offset = Vec2::new(
            x_screen - window.width() / 2.0,
            window.height() / 2.0 - y_screen,
        );
        // Front rows over back ones; within a row, left to right.
        let z = 500.0 + row as f32 * 40.0 + i * 0.5;
        // Written only when it moves: a card written every frame would keep the table from
        // standing still (`gui::still`).
        t.set_if_neq(Transform {
            translation: (cam_t.translation.truncate() + offset * scale).extend(z),
            rotation: Quat::from_rotation_z(-(i - mid) * 0.035),
            scale: Vec3::splat(HAND_SCALE * scale),
        });
    }
}

/// A click on a hand card in the question step: the first picks it (the turn panel then asks
/// before reading), a click on the picked card reads its question.
pub fn pick_or_read(state: &mut TableState, card: CardId) -> Option<Action> {
    if state.picked == Some(card) {
        state.picked = None;
        Some(Action::Read { card })
    } else {
        state.picked = Some(card);
        None
    }
}

/// Where each card of a fan row stands, from the row's centre: a card covers the right part of
/// the one before it, except that a special card (its name written across it) gets room to show
/// whole. `special` says which cards are special; `room` is the width the row may take.
pub fn fan_offsets(special: &[bool], room: f32) -> Vec<f32> {
    let weights: Vec<f32> = special.iter().map(|&s| if s { 1.8 } else { 1.0 }).collect();
    crate::gui::fan::weighted_offsets(&weights, CARD.x * HAND_SCALE, room)
}

/// How many rows the fan needs so that every card's letter and value stay readable, beside the
/// turn panel's 160 units.
pub fn fan_rows(cards: usize, free_width: f32) -> usize {
    crate::gui::fan::rows_needed(cards, CARD.x * HAND_SCALE, free_width - 160.0)
}

fn on_over(ev: On<Pointer<Over>>, cards: Query<&HandCard>, mut state: ResMut<TableState>) {
    if let Ok(h) = cards.get(ev.entity) {
        state.hover = Some(Hover::Card(h.card));
    }
}

fn on_out(ev: On<Pointer<Out>>, cards: Query<&HandCard>, mut state: ResMut<TableState>) {
    if let Ok(h) = cards.get(ev.entity)
        && state.hover == Some(Hover::Card(h.card))
    {
        state.hover = None;
    }
}

fn on_drag_start(
    ev: On<Pointer<DragStart>>,
    cards: Query<&HandCard>,
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
) {
    if let Ok(h) = cards.get(ev.entity)
        && wc.game.phase == Phase::Build
    {
        state.dragging = Some(h.card);
    }
}

fn on_drag_end(
    ev: On<Pointer<DragEnd>>,
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    mut intents: MessageWriter<Intent<WordColony>>,
    camera: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    let Some(card) = state.dragging.take() else {
        return;
    };
    let (Ok((cam, cam_global)), Ok(window)) = (camera.single(), windows.single()) else {
        return;
    };
    // Dropped back over the hand: nothing happens.
    let pos = ev.pointer_location.position;
    if pos.y > window.height() - CARD.y * HAND_SCALE {
        return;
    }
    if let Ok(at) = cam.viewport_to_world_2d(cam_global, pos) {
        match drop_card(&wc.game, &mut state, card, at) {
            Dropped::Play(action) => send(&mut intents, wc.game.current, action),
            Dropped::Refused(why) => state.toast = Some((why, 6.0)),
            Dropped::Nothing | Dropped::Placed => {}
        }
    }
}

fn on_click(
    ev: On<Pointer<Click>>,
    cards: Query<&HandCard>,
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    mut intents: MessageWriter<Intent<WordColony>>,
) {
    let Ok(h) = cards.get(ev.entity) else { return };
    let game = &wc.game;
    match game.phase {
        // A click picks the card; the turn panel asks before its question is read, so a
        // mis-click commits nothing. Clicking the picked card again reads it.
        Phase::Question => {
            if let Some(action) = pick_or_read(&mut state, h.card) {
                send(&mut intents, game.current, action);
            }
        }
        Phase::Build
            if state.dragging.is_none()
                && let Some(kind) = played_special(game.face(h.card)) =>
        {
            state.toast = Some((special_help(kind), 6.0));
        }
        Phase::Build if state.dragging.is_none() => {
            // A click adds the card to the word; a first card starts a new word.
            if state.pending.target.is_none() {
                let cell = free_cell(&state);
                state.pending.target = Some(super::PendingTarget::NewWord { cell });
            }
            state.pending.push(game, h.card);
        }
        _ => {}
    }
}

/// A cell below everything on the table, for a word started by clicks or typing.
pub fn free_cell(state: &TableState) -> (i32, i32) {
    let bottom = state
        .placed
        .values()
        .map(|r| r.y + r.h + 1)
        .max()
        .unwrap_or(0);
    (1, bottom)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_picks_a_question_card_and_only_a_second_click_reads_it() {
        let mut state = TableState::default();
        assert_eq!(
            pick_or_read(&mut state, CardId(3)),
            None,
            "a mis-click commits nothing"
        );
        assert_eq!(
            pick_or_read(&mut state, CardId(5)),
            None,
            "another card is picked"
        );
        assert_eq!(state.picked, Some(CardId(5)));
        assert_eq!(
            pick_or_read(&mut state, CardId(5)),
            Some(Action::Read { card: CardId(5) })
        );
        assert_eq!(state.picked, None);
    }

    #[test]
    fn a_special_card_is_followed_by_room_to_read_its_name() {
        let plain = fan_offsets(&[false, false, false], 800.0);
        let with = fan_offsets(&[false, true, false], 800.0);
        let step = plain[1] - plain[0];
        assert!((plain[0] + plain[2]).abs() < 0.01, "the row is centred");
        assert!(
            with[2] - with[1] > step * 1.05,
            "more room after the special card"
        );
        assert!(
            with[2] - with[1] <= CARD.x * HAND_SCALE * 1.02 + 0.01,
            "never more than a card"
        );
        assert!(
            (with[1] - with[0] - step).abs() < 0.01,
            "plain cards keep their step"
        );
    }

    #[test]
    fn a_large_hand_takes_a_second_row_and_a_small_one_does_not() {
        let free = 1280.0 - 330.0;
        assert_eq!(fan_rows(6, free), 1);
        assert_eq!(fan_rows(12, free), 1);
        assert_eq!(fan_rows(20, free), 2);
        // At 1024 pixels with large type, rows are shorter.
        assert!(fan_rows(20, 1024.0 - 420.0) >= 2);
        // Every row leaves each card at least its left half showing.
        for n in 1..40 {
            let rows = fan_rows(n, free);
            let per_row = n.div_ceil(rows) as f32;
            assert!(
                (free - 160.0) / per_row >= CARD.x * HAND_SCALE * 0.55 - 0.01,
                "{n}"
            );
        }
    }
}
