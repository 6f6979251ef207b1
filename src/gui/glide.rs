//! Pieces on the table glide to where they belong rather than jump, and the ones that make
//! up the table (not a hand) tell the table camera how much room they take, so it can frame
//! them. Any game's table uses both.

use bevy::prelude::*;

use super::AppSystems;
use super::screens::Screen;

/// Where a piece is going; it glides there a little every frame.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct GlideTo(pub Vec3);

/// A piece the table camera keeps in view while it follows the table: its size in world units.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Framed(pub Vec2);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        glide
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Table)),
    );
}

/// A piece this close to where it goes (world units, a pixel at the table's usual zoom) lands
/// there: the last steps of a glide move it by less than a pixel a frame, and every frame a
/// piece moves draws the whole table again (`still`), so they cost much and show nothing.
const LANDS_WITHIN: f32 = 0.5;

fn glide(mut pieces: Query<(&GlideTo, &mut Transform)>, time: Res<Time>) {
    let k = (time.delta_secs() * 10.0).min(1.0);
    for (target, mut t) in &mut pieces {
        let d = target.0 - t.translation;
        if d.length_squared() > LANDS_WITHIN * LANDS_WITHIN {
            t.translation += d * k;
        } else if t.translation != target.0 {
            // Written only until it arrives: a piece written every frame would keep the
            // table from standing still (`still`).
            t.translation = target.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;

    use super::*;

    #[test]
    fn a_piece_lands_exactly_once_within_half_a_unit_and_is_then_left_alone() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                16,
            )))
            .add_systems(Update, glide);
        let target = Vec3::new(100.0, 0.0, 1.0);
        let piece = app
            .world_mut()
            .spawn((GlideTo(target), Transform::default()))
            .id();
        // The first update starts the clock (no time has passed yet).
        app.update();
        let mut frames = 0;
        while app.world().get::<Transform>(piece).unwrap().translation != target {
            app.update();
            frames += 1;
            assert!(frames < 100, "the piece never landed");
        }
        // 100 units at a step of 16 % a frame: 31 frames to come within half a unit, where
        // landing within a tenth of a unit would take 40, the last nine under a pixel each.
        assert!((28..=32).contains(&frames), "landed after {frames} frames");
        // Once there, the piece is not written again, so the table can stand still.
        app.world_mut().clear_trackers();
        app.update();
        let tick = app.world().get_entity(piece).unwrap();
        assert!(!tick.get_ref::<Transform>().unwrap().is_changed());
    }
}
