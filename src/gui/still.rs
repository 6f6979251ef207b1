//! The still table. Most frames at a card table show the table exactly as the frame before
//! did: the felt, the board and every card or tile where they were; only the panels, the
//! cursor and the timers change, and egui draws those. So when nothing the table camera sees
//! has changed since the last frame, its part of the picture is copied from the last frame
//! that drew it, in place of the felt's copy and a blend of every card: a software renderer
//! pays one memory copy for the table instead of every covered pixel again.
//!
//! The main world watches (`watch`): a piece moved, appeared, vanished or changed its look,
//! the camera moved or zoomed, a picture was redrawn. The render world (`lay_table` and
//! `keep_table`, called from the backdrop's pass) draws in full whenever the watch saw a change,
//! the felt was redrawn, the window changed size, or the last full drawing lacked a piece whose
//! pipeline was still compiling; and every `REFRESH` frames in any case, so nothing the watch
//! does not see can linger longer than that.

use bevy::asset::AssetEvent;
use bevy::camera::visibility::RenderLayers;
use bevy::core_pipeline::core_2d::Transparent2d;
use bevy::prelude::*;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::render_phase::ViewSortedRenderPhases;
use bevy::render::render_resource::{
    PipelineCache, Texture, TextureDescriptor, TextureDimension, TextureUsages,
};
use bevy::render::renderer::RenderDevice;
use bevy::render::view::{ExtractedView, ViewTarget};
use bevy::sprite::Anchor;
use bevy::text::{TextColor, TextLayoutInfo};

use super::TableCamera;

/// A full drawing at least this often (frames), whatever the watch saw.
const REFRESH: u32 = 60;

/// On the table camera: whether nothing it shows changed since the last frame.
#[derive(Component, Clone, Copy, Default, ExtractComponent)]
pub struct TableStill(pub bool);

/// How many frames the table was still, for the frame statistics.
#[derive(Resource, Default)]
pub struct StillCount {
    /// Frames watched since the last report.
    pub frames: u32,
    /// Of those, the frames where nothing on the table changed.
    pub still: u32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(ExtractComponentPlugin::<TableStill>::default())
        .init_resource::<StillCount>()
        // After everything else, so every change of the frame is seen before extraction.
        .add_systems(Last, watch);
    if std::env::var_os("WORDTABLE_STILL_WHY").is_some() {
        app.add_systems(Last, tell_why);
    }
    if let Some(render_app) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render_app.init_resource::<StillPicture>();
    }
}

/// Whatever makes a piece look different: where it is, whether it shows, its picture or
/// colour, its text.
type LooksChanged = Or<(
    Changed<GlobalTransform>,
    Changed<ViewVisibility>,
    Changed<Sprite>,
    Changed<Anchor>,
    Changed<TextLayoutInfo>,
    Changed<TextColor>,
    Changed<RenderLayers>,
    Changed<Camera>,
    Changed<Projection>,
)>;

/// Marks the table still when nothing it shows changed since the frame before.
pub(super) fn watch(
    changed: Query<(), LooksChanged>,
    mut gone: RemovedComponents<ViewVisibility>,
    mut images: MessageReader<AssetEvent<Image>>,
    mut cameras: Query<&mut TableStill, With<TableCamera>>,
    mut untagged: Query<Entity, (With<TableCamera>, Without<TableStill>)>,
    mut commands: Commands,
    mut count: ResMut<StillCount>,
) {
    let pictures_changed = images
        .read()
        .any(|e| matches!(e, AssetEvent::Modified { .. } | AssetEvent::Added { .. }));
    let still = changed.is_empty() && gone.read().next().is_none() && !pictures_changed;
    for e in &mut untagged {
        commands.entity(e).insert(TableStill(false));
    }
    for mut s in &mut cameras {
        s.0 = still;
    }
    count.frames += 1;
    count.still += u32::from(still);
}

/// `WORDTABLE_STILL_WHY=1`: once a second, what kept the table from standing still in that
/// frame, for finding a system that writes a piece every frame.
#[allow(clippy::type_complexity)] // one query a kind of change
fn tell_why(
    moved: Query<(Entity, Option<&Name>), Changed<GlobalTransform>>,
    shown: Query<Entity, Changed<ViewVisibility>>,
    looks: Query<Entity, Or<(Changed<Sprite>, Changed<Anchor>, Changed<RenderLayers>)>>,
    text: Query<Entity, Or<(Changed<TextLayoutInfo>, Changed<TextColor>)>>,
    camera: Query<Entity, Or<(Changed<Camera>, Changed<Projection>)>>,
    time: Res<Time>,
    mut last: Local<f32>,
) {
    if time.elapsed_secs() - *last < 1.0 {
        return;
    }
    *last = time.elapsed_secs();
    let first: Vec<String> = moved
        .iter()
        .take(3)
        .map(|(e, n)| n.map_or_else(|| format!("{e}"), |n| n.to_string()))
        .collect();
    println!(
        "still? moved {} (e.g. {first:?}), shown or hidden {}, looks {}, text {}, camera {}",
        moved.iter().count(),
        shown.iter().count(),
        looks.iter().count(),
        text.iter().count(),
        camera.iter().count()
    );
}

/// The table as the table camera last drew it in full, and whether it can stand in for a
/// drawing.
#[derive(Resource, Default)]
pub(super) struct StillPicture {
    texture: Option<Texture>,
    /// `texture` holds a full drawing of the table, every piece drawn.
    valid: bool,
    /// This frame draws in full: keep the drawing once the table camera is done.
    keep: bool,
    /// Every piece queued this frame has its pipeline compiled.
    complete: bool,
    /// Frames since the last full drawing.
    since_full: u32,
}

/// Before the table camera draws, with the felt's picture not yet laid: when the table is
/// `unchanged` (nothing the watch sees, and the felt not redrawn), copies its kept picture into
/// `layer`, takes the table camera's pieces out of this frame (its pass then draws nothing)
/// and returns true; otherwise notes that this frame's drawing is to be kept and returns false.
pub(super) fn lay_table(
    ctx: &mut bevy::render::renderer::RenderContext,
    layer: &Texture,
    view: &ExtractedView,
    unchanged: bool,
    picture: &mut StillPicture,
    phases: &mut ViewSortedRenderPhases<Transparent2d>,
    cache: &PipelineCache,
) -> bool {
    picture.since_full += 1;
    let kept = picture
        .texture
        .as_ref()
        .filter(|t| t.size() == layer.size() && t.format() == layer.format());
    if let Some(kept) = kept
        && unchanged
        && picture.valid
        && picture.since_full < REFRESH
    {
        ctx.command_encoder().copy_texture_to_texture(
            kept.as_image_copy(),
            layer.as_image_copy(),
            layer.size(),
        );
        phases.remove(&view.retained_view_entity);
        return true;
    }
    picture.keep = true;
    picture.since_full = 0;
    picture.complete = phases.get(&view.retained_view_entity).is_none_or(|phase| {
        phase
            .items
            .iter()
            .all(|(_, item)| cache.get_render_pipeline(item.pipeline).is_some())
    });
    false
}

/// After the table camera drew in full: keeps its drawing for the still frames to come.
pub(super) fn keep_table(
    ctx: &mut bevy::render::renderer::RenderContext,
    target: &ViewTarget,
    picture: &mut StillPicture,
    device: &RenderDevice,
) {
    if !std::mem::take(&mut picture.keep) {
        return;
    }
    let layer = target.main_texture();
    let kept = copy_of(&mut picture.texture, layer, device, "still table");
    ctx.command_encoder().copy_texture_to_texture(
        layer.as_image_copy(),
        kept.as_image_copy(),
        layer.size(),
    );
    picture.valid = picture.complete;
}

/// `slot`'s texture, made anew unless it has `layer`'s size and format: a place to keep a
/// copy of the layer.
pub(super) fn copy_of<'a>(
    slot: &'a mut Option<Texture>,
    layer: &Texture,
    device: &RenderDevice,
    label: &'static str,
) -> &'a Texture {
    let fits = slot
        .as_ref()
        .is_some_and(|t| t.size() == layer.size() && t.format() == layer.format());
    if fits && let Some(t) = slot {
        return t;
    }
    slot.insert(device.create_texture(&TextureDescriptor {
        label: Some(label),
        size: layer.size(),
        mip_level_count: 1,
        sample_count: 1,
        dimension: TextureDimension::D2,
        format: layer.format(),
        usage: TextureUsages::COPY_SRC | TextureUsages::COPY_DST,
        view_formats: &[],
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An app with only the watch: a table camera and one piece on the table.
    fn table() -> (App, Entity, Entity) {
        let mut app = App::new();
        app.add_message::<AssetEvent<Image>>()
            .init_resource::<StillCount>()
            .add_systems(Last, watch);
        if std::env::var_os("WORDTABLE_STILL_WHY").is_some() {
            app.add_systems(Last, tell_why);
        }
        let camera = app.world_mut().spawn(TableCamera).id();
        let piece = app
            .world_mut()
            .spawn((GlobalTransform::default(), ViewVisibility::default()))
            .id();
        (app, camera, piece)
    }

    fn still(app: &mut App, camera: Entity) -> bool {
        app.update();
        app.world().get::<TableStill>(camera).is_some_and(|s| s.0)
    }

    #[test]
    fn the_table_stands_still_until_a_piece_moves_vanishes_or_a_picture_changes() {
        let (mut app, camera, piece) = table();
        // The first frame sees the piece appear.
        assert!(!still(&mut app, camera));
        assert!(still(&mut app, camera));
        assert!(still(&mut app, camera));
        app.world_mut()
            .entity_mut(piece)
            .insert(GlobalTransform::from_xyz(5.0, 0.0, 0.0));
        assert!(!still(&mut app, camera), "a piece moved");
        assert!(still(&mut app, camera));
        app.world_mut()
            .write_message(AssetEvent::<Image>::Modified {
                id: AssetId::default(),
            });
        assert!(!still(&mut app, camera), "a picture was redrawn");
        assert!(still(&mut app, camera));
        app.world_mut().despawn(piece);
        assert!(!still(&mut app, camera), "a piece vanished");
        assert!(still(&mut app, camera));
        let count = app.world().resource::<StillCount>();
        assert_eq!((count.frames, count.still), (9, 5));
    }
}
