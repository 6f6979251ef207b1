//! The table camera: it frames the words on the table until a player pans (right or middle
//! drag, arrow keys) or zooms (wheel, + and -); Home frames the table again.
//!
//! The framing never zooms out so far that a card's value is unreadable: a table larger than
//! that is framed around its centre and panned. Home, pressed while the table is framed,
//! switches to the overview of the whole table and back.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::glide::{Framed, GlideTo};
use super::{AppSystems, Screen, TableCamera};

/// Space the panels (and the hand's fan) take around the table, in logical pixels: top, right,
/// bottom, left. The panels grow with the player's UI scale and streamer mode's large type.
pub fn margins(settings: &crate::settings::Settings) -> [f32; 4] {
    margins_with(settings, HandRoom::default())
}

/// [`margins`] with the room a table keeps at the bottom for its hand or rack.
pub fn margins_with(settings: &crate::settings::Settings, hand: HandRoom) -> [f32; 4] {
    let (top, right) = super::theme::panel_sizes(settings);
    [top + 8.0, right + 20.0, hand.0, 20.0]
}

/// The room, in logical pixels, a table keeps free below what the camera frames: a fan of
/// cards needs more than a rack of tiles. Each table sets it when it opens.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct HandRoom(pub f32);

impl Default for HandRoom {
    fn default() -> Self {
        HandRoom(170.0)
    }
}

/// Set by a table that uses the arrow keys itself (a board cursor): the camera then
/// leaves them alone and pans only with the mouse.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArrowKeysTaken(pub bool);

/// Whether the camera follows the table by itself.
#[derive(Resource)]
pub struct CameraMode {
    /// Frame the table automatically (until the player moves the view).
    pub follow: bool,
    /// While following, show the whole table however small it gets, instead of stopping at
    /// the zoom where values stay readable.
    pub overview: bool,
}

/// The smallest text a table must keep readable when it frames itself (a card's value), as
/// a font size in world units. A table sets it when it opens; without it the framing may zoom
/// out as far as any view.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct SmallestText(pub Option<f32>);

/// The smallest font, in pixels, that reads on a laptop screen and on a stream. The framing
/// stops zooming out where a table's [`SmallestText`] would get smaller; the player may still
/// zoom out further with the wheel, or take the overview with Home.
pub const MIN_TEXT_PX: f32 = 8.0;

/// The furthest any view zooms out.
const MAX_SCALE: f32 = 4.0;

/// The closest the framing zooms in by itself.
const MIN_FRAMING_SCALE: f32 = 0.6;

/// The camera scale that frames `size` (world units) inside `free` (logical pixels): never
/// closer than 0.6, and, unless `overview`, never so far that `smallest` text falls under
/// [`MIN_TEXT_PX`].
pub fn framing_scale(size: Vec2, free: Vec2, smallest: SmallestText, overview: bool) -> f32 {
    let furthest = match smallest.0 {
        Some(text) if !overview => (text / MIN_TEXT_PX).clamp(MIN_FRAMING_SCALE, MAX_SCALE),
        _ => MAX_SCALE,
    };
    (size.x / free.x)
        .max(size.y / free.y)
        .clamp(MIN_FRAMING_SCALE, furthest)
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(CameraMode {
        follow: true,
        overview: false,
    })
    .init_resource::<ArrowKeysTaken>()
    .init_resource::<HandRoom>()
    .init_resource::<SmallestText>()
    .add_systems(OnEnter(Screen::Table), |mut mode: ResMut<CameraMode>| {
        mode.follow = true;
        mode.overview = false;
    })
    .add_systems(
        OnExit(Screen::Table),
        (reset_camera, |mut text: ResMut<SmallestText>| {
            *text = SmallestText::default()
        }),
    )
    .add_systems(
        Update,
        (pan_and_zoom, frame_table)
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Table)),
    );
}

fn reset_camera(mut camera: Query<(&mut Transform, &mut Projection), With<TableCamera>>) {
    for (mut t, mut p) in &mut camera {
        t.translation = Vec3::ZERO;
        if let Projection::Orthographic(o) = p.as_mut() {
            o.scale = 1.0;
        }
    }
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per input it reads
fn pan_and_zoom(
    mut camera: Query<(&mut Transform, &mut Projection), With<TableCamera>>,
    mut mode: ResMut<CameraMode>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    egui: Res<EguiWantsInput>,
    (time, taken): (Res<Time>, Res<ArrowKeysTaken>),
) {
    let Ok((mut t, mut p)) = camera.single_mut() else {
        return;
    };
    // Read first and written only on a move: a camera written every frame would draw the
    // still table again every frame (`gui::still`).
    let Projection::Orthographic(o) = p.as_ref() else {
        return;
    };
    let mut zoom = 1.0;
    let mut pan = Vec2::ZERO;
    if !egui.wants_pointer_input() {
        if scroll.delta.y != 0.0 {
            zoom *= 1.1f32.powf(-scroll.delta.y.signum());
        }
        if buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle) {
            pan += Vec2::new(-motion.delta.x, motion.delta.y) * o.scale;
        }
    }
    if !egui.wants_keyboard_input() {
        let step = 600.0 * time.delta_secs() * o.scale;
        let arrows = if taken.0 {
            [].as_slice()
        } else {
            ARROWS.as_slice()
        };
        for &(key, dir) in arrows {
            if keys.pressed(key) {
                pan += dir * step;
            }
        }
        if keys.just_pressed(KeyCode::Equal) || keys.just_pressed(KeyCode::NumpadAdd) {
            zoom /= 1.2;
        }
        if keys.just_pressed(KeyCode::Minus) || keys.just_pressed(KeyCode::NumpadSubtract) {
            zoom *= 1.2;
        }
        if keys.just_pressed(KeyCode::Home) {
            home(&mut mode);
        }
    }
    if zoom != 1.0 || pan != Vec2::ZERO {
        mode.follow = false;
        let scale = (o.scale * zoom).clamp(0.35, MAX_SCALE);
        if let Projection::Orthographic(o) = p.as_mut() {
            o.scale = scale;
        }
        t.translation += pan.extend(0.0);
    }
}

/// Home: frames the table again after the player moved the view; pressed while the table is
/// framed, switches between the readable framing and the whole table.
fn home(mode: &mut CameraMode) {
    if mode.follow {
        mode.overview = !mode.overview;
    } else {
        mode.follow = true;
        mode.overview = false;
    }
}

/// The arrow keys and the way each pans the camera.
const ARROWS: [(KeyCode, Vec2); 4] = [
    (KeyCode::ArrowLeft, Vec2::NEG_X),
    (KeyCode::ArrowRight, Vec2::X),
    (KeyCode::ArrowUp, Vec2::Y),
    (KeyCode::ArrowDown, Vec2::NEG_Y),
];

/// Frames every piece of the table inside the space the panels leave free.
fn frame_table(
    mode: Res<CameraMode>,
    pieces: Query<(&GlideTo, &Framed)>,
    windows: Query<&Window>,
    mut camera: Query<(&mut Transform, &mut Projection), With<TableCamera>>,
    (settings, hand, smallest): (Res<super::SettingsStore>, Res<HandRoom>, Res<SmallestText>),
    time: Res<Time>,
) {
    if !mode.follow {
        return;
    }
    let (Ok(window), Ok((mut t, mut p))) = (windows.single(), camera.single_mut()) else {
        return;
    };
    let Projection::Orthographic(o) = p.as_ref() else {
        return;
    };
    let mut min = Vec2::splat(f32::MAX);
    let mut max = Vec2::splat(f32::MIN);
    for (target, size) in &pieces {
        min = min.min(target.0.truncate() - size.0 / 2.0);
        max = max.max(target.0.truncate() + size.0 / 2.0);
    }
    if min.x > max.x {
        min = Vec2::new(-200.0, -150.0);
        max = Vec2::new(200.0, 150.0);
    }
    let [top, right, bottom, left] = margins_with(&settings.settings, *hand);
    let free = Vec2::new(
        (window.width() - left - right).max(200.0),
        (window.height() - top - bottom).max(150.0),
    );
    let size = (max - min) + Vec2::splat(80.0);
    let scale = framing_scale(size, free, *smallest, mode.overview);
    // The free area's centre is offset from the window's centre by the panels.
    let offset = Vec2::new((right - left) / 2.0, (top - bottom) / 2.0) * scale;
    let want = (min + max) / 2.0 + offset;
    let k = (time.delta_secs() * 6.0).min(1.0);
    let cur = t.translation.truncate();
    let (mut next_scale, mut next) = (o.scale + (scale - o.scale) * k, cur + (want - cur) * k);
    // Within a fiftieth of a pixel of the framing, the camera settles on it exactly and is
    // written no more, so the table can stand still (`gui::still`).
    if (want - next).abs().max_element() < 0.02 * o.scale
        && (scale - next_scale).abs() < 1e-4 * scale
    {
        (next_scale, next) = (scale, want);
    }
    if next_scale != o.scale
        && let Projection::Orthographic(o) = p.as_mut()
    {
        o.scale = next_scale;
    }
    if next != cur {
        t.translation.x = next.x;
        t.translation.y = next.y;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::theme::{RIGHT_PANEL, TOP_PANEL};
    use crate::settings::Settings;

    #[test]
    fn a_large_table_is_framed_no_further_than_its_smallest_text_reads() {
        let free = Vec2::new(700.0, 400.0);
        let huge = Vec2::new(2400.0, 1200.0);
        let value = SmallestText(Some(19.0));
        let scale = framing_scale(huge, free, value, false);
        assert!(
            (19.0 / scale - MIN_TEXT_PX).abs() < 1e-3,
            "value at {} px",
            19.0 / scale
        );
        // The overview, or a table with no small text, shows it all.
        let whole = (huge.x / free.x).max(huge.y / free.y);
        assert_eq!(framing_scale(huge, free, value, true), whole);
        assert_eq!(framing_scale(huge, free, SmallestText(None), false), whole);
        // A table that fits is framed as before.
        let small = Vec2::new(1000.0, 400.0);
        assert_eq!(framing_scale(small, free, value, false), 1000.0 / 700.0);
    }

    #[test]
    fn home_frames_again_then_switches_to_the_overview_and_back() {
        let mut mode = CameraMode {
            follow: false,
            overview: false,
        };
        home(&mut mode);
        assert!(mode.follow && !mode.overview);
        home(&mut mode);
        assert!(mode.follow && mode.overview);
        home(&mut mode);
        assert!(mode.follow && !mode.overview);
    }

    #[test]
    fn the_framing_leaves_room_for_the_panels_at_any_scale() {
        for (ui_scale, streamer_mode) in [(1.0, false), (1.1, true), (1.5, false), (2.0, true)] {
            let settings = Settings {
                ui_scale,
                streamer_mode,
                ..Settings::default()
            };
            let zoom = crate::gui::theme::zoom(&settings);
            let [top, right, ..] = margins(&settings);
            assert!(top >= TOP_PANEL * zoom, "top {top} at zoom {zoom}");
            assert!(right >= RIGHT_PANEL * zoom, "right {right} at zoom {zoom}");
        }
    }
}
