//! The table's part of the window and what lies under it. The table camera sees only the part
//! the panels leave open (so cards slid under a panel stay hidden), while its world stays
//! centred on the window as before; the backdrop pass puts the felt there (woven grain and
//! mottling that move with the table, a soft vignette) and the panels' backing around it.

use bevy::camera::{CameraUpdateSystems, Viewport};
use bevy::prelude::*;

use super::{Backdrop, Screen, TableCamera, UiCamera};

/// The felt's base colour.
const FELT_BASE: Color = Color::srgb(0.07, 0.31, 0.2);
/// Grain, mottling and vignette strengths.
const FELT_PARAMS: Vec4 = Vec4::new(0.035, 0.16, 0.35, 0.0);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), enter_table)
        .add_systems(OnExit(Screen::Table), leave_table)
        .add_systems(
            PostUpdate,
            cover_table
                .run_if(in_state(Screen::Table))
                .before(CameraUpdateSystems),
        );
}

/// The part of a window the panels leave open, in physical pixels: (top left, size).
pub fn open_area(window_size: UVec2, scale_factor: f32, panels: (f32, f32)) -> (UVec2, UVec2) {
    let (top, right) = panels;
    let top = ((top * scale_factor).round() as u32).min(window_size.y / 2);
    let right = ((right * scale_factor).round() as u32).min(window_size.x / 2);
    let size = UVec2::new(window_size.x - right, window_size.y - top).max(UVec2::ONE);
    (UVec2::new(0, top), size)
}

/// Where in the open area (0..1 from its bottom left) the window's centre lies, so the table
/// camera's position stays at the centre of the window and not of the open area.
pub fn window_centre_in(window_size: UVec2, (min, size): (UVec2, UVec2)) -> Vec2 {
    let centre = window_size.as_vec2() / 2.0;
    let (min, size) = (min.as_vec2(), size.as_vec2());
    Vec2::new(
        (centre.x - min.x) / size.x,
        (min.y + size.y - centre.y) / size.y,
    )
}

/// The table camera, without the UI camera (both are cameras).
type OnlyTable = (With<TableCamera>, Without<UiCamera>);

type TableView = (
    &'static mut Camera,
    &'static mut Projection,
    &'static Transform,
);

fn cover_table(
    windows: Query<&Window>,
    settings: Res<super::SettingsStore>,
    mut table: Query<TableView, OnlyTable>,
    mut backdrop: Query<&mut Backdrop, With<UiCamera>>,
) {
    let (Ok(window), Ok((mut camera, mut projection, at)), Ok(mut backdrop)) =
        (windows.single(), table.single_mut(), backdrop.single_mut())
    else {
        return;
    };
    let window_size = window.physical_size();
    if window_size.x < 2 || window_size.y < 2 {
        return;
    }
    let panels = super::theme::panel_sizes(&settings.settings);
    let (min, size) = open_area(window_size, window.scale_factor(), panels);
    let viewport = Viewport {
        physical_position: min,
        physical_size: size,
        ..default()
    };
    // Only on a change, so Bevy does not recompute the projection every frame.
    let same = camera.viewport.as_ref().is_some_and(|v| {
        (v.physical_position, v.physical_size)
            == (viewport.physical_position, viewport.physical_size)
    });
    if !same {
        camera.viewport = Some(viewport);
    }
    let origin = window_centre_in(window_size, (min, size));
    let mut scale = 1.0;
    // Read first and written only on a change: a projection written every frame would draw
    // the still table again every frame (`still`).
    if let Projection::Orthographic(o) = projection.as_ref() {
        scale = o.scale;
        if o.viewport_origin != origin
            && let Projection::Orthographic(o) = projection.as_mut()
        {
            o.viewport_origin = origin;
        }
    }
    let max = min + size;
    // Written only on a change, so the backdrop's picture is redrawn only then.
    let want = Backdrop {
        felt_rect: Vec4::new(min.x as f32, min.y as f32, max.x as f32, max.y as f32),
        view: Vec4::new(
            at.translation.x,
            at.translation.y,
            scale / window.scale_factor(),
            0.0,
        ),
        felt: FELT_BASE.to_linear().to_vec4(),
        params: FELT_PARAMS,
        backing: super::theme::panel_backing().to_vec4(),
        window: window_size.as_vec2().extend(0.0).extend(0.0),
    };
    if *backdrop != want {
        *backdrop = want;
    }
}

/// The table camera draws (and lays the felt in the cameras' layer) only while the table is
/// shown; the other screens are egui's alone, and a software renderer would pay for the felt.
fn enter_table(
    mut table: Query<&mut Camera, OnlyTable>,
    mut ui: Query<&mut Camera, With<UiCamera>>,
) {
    for mut camera in &mut table {
        camera.is_active = true;
    }
    for mut camera in &mut ui {
        camera.clear_color = ClearColorConfig::None;
    }
}

fn leave_table(
    mut table: Query<(&mut Camera, &mut Projection), OnlyTable>,
    mut ui: Query<(&mut Camera, &mut Backdrop), With<UiCamera>>,
) {
    for (mut camera, mut projection) in &mut table {
        camera.is_active = false;
        camera.viewport = None;
        if let Projection::Orthographic(o) = projection.as_mut() {
            o.viewport_origin = Vec2::splat(0.5);
        }
    }
    for (mut camera, mut backdrop) in &mut ui {
        camera.clear_color = ClearColorConfig::Default;
        *backdrop = Backdrop::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_area_leaves_out_the_score_track_and_the_turn_panel() {
        let (min, size) = open_area(UVec2::new(1280, 800), 1.0, (112.0, 310.0));
        assert_eq!(min, UVec2::new(0, 112));
        assert_eq!(size, UVec2::new(970, 688));
        // On a high-density screen the panels take twice the pixels.
        let (min, size) = open_area(UVec2::new(2560, 1600), 2.0, (112.0, 310.0));
        assert_eq!((min, size), (UVec2::new(0, 224), UVec2::new(1940, 1376)));
    }

    #[test]
    fn panels_never_take_more_than_half_the_window() {
        let (min, size) = open_area(UVec2::new(600, 300), 1.0, (400.0, 900.0));
        assert_eq!(min, UVec2::new(0, 150));
        assert_eq!(size, UVec2::new(300, 150));
    }

    #[test]
    fn the_camera_stays_at_the_window_centre() {
        let window = UVec2::new(1280, 800);
        let area = open_area(window, 1.0, (112.0, 310.0));
        let origin = window_centre_in(window, area);
        // Back to window pixels: the open area's point at `origin` is the window's centre.
        let x = area.0.x as f32 + origin.x * area.1.x as f32;
        let y_from_top = area.0.y as f32 + (1.0 - origin.y) * area.1.y as f32;
        assert!((x - 640.0).abs() < 1e-3 && (y_from_top - 400.0).abs() < 1e-3);
        // With no panels the centre is the middle.
        let all = (UVec2::ZERO, window);
        assert_eq!(window_centre_in(window, all), Vec2::splat(0.5));
    }
}
