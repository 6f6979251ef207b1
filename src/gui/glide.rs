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

fn glide(mut pieces: Query<(&GlideTo, &mut Transform)>, time: Res<Time>) {
    let k = (time.delta_secs() * 10.0).min(1.0);
    for (target, mut t) in &mut pieces {
        let d = target.0 - t.translation;
        if d.length_squared() > 0.01 {
            t.translation += d * k;
        } else if t.translation != target.0 {
            // Written only until it arrives: a piece written every frame would keep the
            // table from standing still (`still`).
            t.translation = target.0;
        }
    }
}
