//! The still panels. egui draws every panel again every frame, and a software renderer pays
//! for every pixel it covers: the tables drawn with egui (Colonization's board, Color Words'
//! grids, Play On Words' hand) cover the window once or more. Yet most frames paint exactly
//! what the frame before painted, or change a few shapes (a hovered button, a ticking clock).
//!
//! So the UI camera keeps the picture its last frame ended with. In the main world, `decide`
//! compares egui's paint jobs with the last frame's (`paint_diff`): when they differ only
//! inside a rectangle, every job is clipped to that rectangle, and in the render world
//! `lay_ui` copies the kept picture into the layer in place of a clear, so egui's pass draws
//! the rectangle alone over it; `keep_ui` keeps the result. Anything the comparison cannot
//! vouch for draws in full: another window size or scale, a texture egui or the table changed,
//! a table that moved, came or went under the panels, a new backing colour, a kept picture
//! that is missing;
//! and every `REFRESH` frames in any case.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::asset::AssetEvent;
use bevy::math::URect;
use bevy::prelude::*;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::render_resource::{
    Extent3d, Origin3d, PipelineCache, TexelCopyTextureInfo, Texture, TextureAspect,
};
use bevy::render::renderer::{RenderContext, RenderDevice, ViewQuery};
use bevy::render::view::ViewTarget;
use bevy_egui::egui;
use bevy_egui::{EguiOutput, EguiRenderOutput, PrimaryEguiContext};

use super::backdrop::Backdrop;
use super::still::TableStill;

/// A full drawing at least this often (frames), whatever the comparison says.
const REFRESH: u32 = 120;

/// A change covering more than this share of the window draws in full: the copy back of the
/// kept picture would cost more than it saves.
const MOST: f32 = 0.6;

/// On the UI camera: what egui's pass draws this frame.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, ExtractComponent)]
pub enum UiRedraw {
    /// Everything, over a cleared layer (or the table just drawn).
    #[default]
    Full,
    /// Only inside this rectangle (physical pixels; empty for nothing), over the picture the
    /// last frame ended with.
    Part(URect),
}

/// Set by the render world when it could not keep a picture to draw a part over: the next
/// frame draws in full.
#[derive(Resource, Clone, Default)]
pub(super) struct NeedFull(Arc<AtomicBool>);

/// What the last frame painted, as egui gave it (before any clipping here).
#[derive(Default)]
pub(super) struct Before {
    jobs: Vec<egui::ClippedPrimitive>,
    size: UVec2,
    pixels_per_point: f32,
    backdrop: Backdrop,
    backing: Color,
    table_shown: bool,
    since_full: u32,
}

/// `WORDTABLE_FULL_PANELS=1` draws the panels in full every frame, as before this module: for
/// measuring what it saves, and for tests that compare the two pictures.
pub(super) struct AlwaysFull(bool);

impl Default for AlwaysFull {
    fn default() -> Self {
        AlwaysFull(std::env::var_os("WORDTABLE_FULL_PANELS").is_some())
    }
}

/// How many frames egui drew in part (and of those, not at all), for the frame statistics.
#[derive(Resource, Default)]
pub struct PartCount {
    /// Frames drawn in part since the last report.
    pub part: u32,
    /// Of those, frames where nothing was drawn.
    pub nothing: u32,
}

pub(super) fn plugin(app: &mut App) {
    let need = NeedFull::default();
    app.add_plugins(ExtractComponentPlugin::<UiRedraw>::default())
        .insert_resource(need.clone())
        .init_resource::<PartCount>()
        // After the table's watch, so its verdict is this frame's; egui's output is ready
        // since `PostUpdate`.
        .add_systems(Last, decide.after(super::still::watch));
    if let Some(render_app) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render_app
            .insert_resource(need)
            .init_resource::<UiPicture>();
    }
}

/// What `decide` reads and writes on the UI camera.
type UiCameraParts = (
    Entity,
    &'static mut EguiRenderOutput,
    &'static EguiOutput,
    &'static Camera,
    Option<&'static Backdrop>,
    Option<&'static UiRedraw>,
);

/// Compares this frame's painting with the last and clips it to what changed.
#[allow(clippy::too_many_arguments)] // a system: one parameter per thing it looks at
pub(super) fn decide(
    mut ui: Query<UiCameraParts, With<PrimaryEguiContext>>,
    // Only the table camera carries `TableStill` (the still table's watch puts it there).
    table: Query<(&Camera, &TableStill)>,
    mut images: MessageReader<AssetEvent<Image>>,
    backing: Res<ClearColor>,
    need: Res<NeedFull>,
    mut count: ResMut<PartCount>,
    mut last: Local<Before>,
    mut commands: Commands,
    always_full: Local<AlwaysFull>,
) {
    let images_changed = images.read().next().is_some();
    let Ok((entity, mut out, egui_out, camera, backdrop, redraw)) = ui.single_mut() else {
        return;
    };
    let size = camera.physical_target_size().unwrap_or_default();
    let ppp = egui_out.pixels_per_point;
    let backdrop = backdrop.copied().unwrap_or_default();
    let fresh = out.is_changed();
    // The table camera draws under the panels: a change there is a change of the picture, and
    // so is the table coming or going (the title after a game, say).
    let table_moved = table.iter().any(|(c, still)| c.is_active && !still.0);
    let table_shown = table.iter().any(|(c, _)| c.is_active);
    let full = need.0.swap(false, Ordering::SeqCst)
        || always_full.0
        || images_changed
        || table_moved
        || !out.textures_delta.is_empty()
        || size != last.size
        || ppp != last.pixels_per_point
        || backdrop != last.backdrop
        || backing.0 != last.backing
        || table_shown != last.table_shown
        || last.since_full + 1 >= REFRESH
        || size.x == 0
        || size.y == 0;
    if !fresh {
        // egui painted nothing new, and what its output holds was clipped here last frame:
        // start again from the whole of it, so a full drawing draws everything.
        out.paint_jobs.clone_from(&last.jobs);
    }
    let change = if full {
        super::paint_diff::Change::All
    } else {
        super::paint_diff::change(&last.jobs, &out.paint_jobs)
    };
    if fresh {
        last.jobs.clone_from(&out.paint_jobs);
    }
    last.size = size;
    last.pixels_per_point = ppp;
    last.backdrop = backdrop;
    last.backing = backing.0;
    last.table_shown = table_shown;
    let part = match change {
        super::paint_diff::Change::All => None,
        super::paint_diff::Change::None => Some(URect::default()),
        super::paint_diff::Change::Inside(r) => Some(to_pixels(r, ppp, size))
            .filter(|p| (p.width() * p.height()) as f32 <= MOST * (size.x * size.y) as f32),
    };
    let now = match part {
        None => {
            last.since_full = 0;
            UiRedraw::Full
        }
        Some(p) => {
            last.since_full += 1;
            count.part += 1;
            count.nothing += u32::from(p.is_empty());
            clip(&mut out.paint_jobs, p, ppp);
            UiRedraw::Part(p)
        }
    };
    if redraw != Some(&now) {
        commands.entity(entity).insert(now);
    }
}

/// A rectangle in points as whole physical pixels that hold it, a pixel wider each side
/// for the edges egui softens, within the window.
fn to_pixels(r: egui::Rect, ppp: f32, size: UVec2) -> URect {
    let clamp = |v: f32, max: u32| (v.max(0.0) as u32).min(max);
    URect::new(
        clamp((r.min.x * ppp).floor() - 1.0, size.x),
        clamp((r.min.y * ppp).floor() - 1.0, size.y),
        clamp((r.max.x * ppp).ceil() + 1.0, size.x),
        clamp((r.max.y * ppp).ceil() + 1.0, size.y),
    )
}

/// Clips every job to `part` (physical pixels), dropping the jobs outside it.
fn clip(jobs: &mut Vec<egui::ClippedPrimitive>, part: URect, ppp: f32) {
    if part.is_empty() {
        jobs.clear();
        return;
    }
    let r = egui::Rect::from_min_max(
        egui::pos2(part.min.x as f32 / ppp, part.min.y as f32 / ppp),
        egui::pos2(part.max.x as f32 / ppp, part.max.y as f32 / ppp),
    );
    jobs.retain_mut(|job| {
        job.clip_rect = job.clip_rect.intersect(r);
        job.clip_rect.is_positive()
    });
}

/// The picture the UI camera's layer ended the last frame with.
#[derive(Resource, Default)]
pub(super) struct UiPicture {
    texture: Option<Texture>,
    /// `texture` holds a whole frame.
    valid: bool,
    /// What this frame draws and must keep: all, a part, or nothing.
    keep: Option<URect>,
}

/// Before egui's pass: for a part, the kept picture goes into the layer in place of a clear.
pub(super) fn lay_ui(
    view: ViewQuery<(&ViewTarget, Option<&UiRedraw>)>,
    mut picture: ResMut<UiPicture>,
    need: Res<NeedFull>,
    mut ctx: RenderContext,
) {
    let (target, redraw) = view.into_inner();
    let layer = target.main_texture();
    let whole = URect::new(0, 0, layer.width(), layer.height());
    let Some(UiRedraw::Part(part)) = redraw.copied() else {
        picture.keep = Some(whole);
        return;
    };
    let kept = picture
        .texture
        .as_ref()
        .filter(|t| t.size() == layer.size() && t.format() == layer.format());
    let Some(kept) = kept.filter(|_| picture.valid) else {
        // Nothing to draw the part over: this frame is wrong in places, the next is whole.
        need.0.store(true, Ordering::SeqCst);
        picture.keep = None;
        picture.valid = false;
        return;
    };
    // Inside the part, egui draws over what lies under the panels this frame: the clear off
    // the table (an empty pass takes it), the table camera's drawing on it. Around the part,
    // the last frame's picture stands.
    let under = target.get_unsampled_color_attachment();
    drop(ctx.command_encoder().begin_render_pass(
        &bevy::render::render_resource::RenderPassDescriptor {
            label: Some("still panels clear"),
            color_attachments: &[Some(under)],
            ..default()
        },
    ));
    for r in around(part, whole) {
        ctx.command_encoder()
            .copy_texture_to_texture(corner(kept, r), corner(layer, r), extent(r));
    }
    picture.keep = Some(part);
}

/// After egui's pass: keeps what it drew for the frames to come.
pub(super) fn keep_ui(
    view: ViewQuery<&ViewTarget>,
    mut picture: ResMut<UiPicture>,
    pipelines: Option<Res<bevy_egui::render::systems::EguiPipelines>>,
    cache: Res<PipelineCache>,
    device: Res<RenderDevice>,
    mut ctx: RenderContext,
) {
    let Some(part) = picture.keep.take() else {
        return;
    };
    let layer = view.into_inner().main_texture();
    let whole = part == URect::new(0, 0, layer.width(), layer.height());
    if part.is_empty() {
        return;
    }
    // A part is only ever drawn over a kept picture of the layer's size (`lay_ui`).
    let kept = super::still::copy_of(&mut picture.texture, layer, &device, "still panels");
    ctx.command_encoder().copy_texture_to_texture(
        corner(layer, part),
        corner(kept, part),
        extent(part),
    );
    if whole {
        // A frame drawn before egui's pipeline was ready shows no panels: not worth keeping.
        picture.valid = pipelines.is_some_and(|p| {
            !p.0.is_empty()
                && p.0
                    .values()
                    .all(|id| cache.get_render_pipeline(*id).is_some())
        });
    }
}

/// The rectangles of `whole` around `part` (all of it when `part` is empty): above, below,
/// left and right of it.
fn around(part: URect, whole: URect) -> Vec<URect> {
    if part.is_empty() {
        return vec![whole];
    }
    [
        URect::new(whole.min.x, whole.min.y, whole.max.x, part.min.y),
        URect::new(whole.min.x, part.max.y, whole.max.x, whole.max.y),
        URect::new(whole.min.x, part.min.y, part.min.x, part.max.y),
        URect::new(part.max.x, part.min.y, whole.max.x, part.max.y),
    ]
    .into_iter()
    .filter(|r| !r.is_empty())
    .collect()
}

/// A rectangle's size, for a copy.
fn extent(r: URect) -> Extent3d {
    Extent3d {
        width: r.width(),
        height: r.height(),
        depth_or_array_layers: 1,
    }
}

/// `texture` from `part`'s top left corner, for a copy.
fn corner(texture: &Texture, part: URect) -> TexelCopyTextureInfo<'_> {
    TexelCopyTextureInfo {
        texture,
        mip_level: 0,
        origin: Origin3d {
            x: part.min.x,
            y: part.min.y,
            z: 0,
        },
        aspect: TextureAspect::All,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_is_whole_pixels_around_it_within_the_window() {
        let r = egui::Rect::from_min_max(egui::pos2(10.2, 20.7), egui::pos2(30.1, 40.0));
        assert_eq!(
            to_pixels(r, 2.0, UVec2::new(1000, 1000)),
            URect::new(19, 40, 62, 81)
        );
        let edge = egui::Rect::from_min_max(egui::pos2(-5.0, 0.0), egui::pos2(600.0, 10.0));
        assert_eq!(
            to_pixels(edge, 1.0, UVec2::new(500, 400)),
            URect::new(0, 0, 500, 11)
        );
    }

    #[test]
    fn around_a_part_four_rectangles_cover_the_rest_once() {
        let whole = URect::new(0, 0, 100, 80);
        let part = URect::new(10, 20, 30, 50);
        let rects = around(part, whole);
        let area: u32 = rects.iter().map(|r| r.width() * r.height()).sum();
        assert_eq!(area, 100 * 80 - 20 * 30);
        for (i, a) in rects.iter().enumerate() {
            assert!(a.intersect(part).is_empty(), "{a:?} overlaps the part");
            for b in &rects[i + 1..] {
                assert!(a.intersect(*b).is_empty(), "{a:?} and {b:?} overlap");
            }
        }
        assert_eq!(around(URect::default(), whole), vec![whole]);
        // A part along an edge leaves no empty rectangles.
        assert_eq!(around(URect::new(0, 0, 100, 10), whole).len(), 1);
    }

    #[test]
    fn jobs_are_clipped_to_the_part_and_those_outside_it_dropped() {
        let job = |x: f32| egui::ClippedPrimitive {
            clip_rect: egui::Rect::from_min_size(egui::pos2(x, 0.0), egui::vec2(100.0, 100.0)),
            primitive: egui::epaint::Primitive::Mesh(Default::default()),
        };
        let mut jobs = vec![job(0.0), job(500.0)];
        clip(&mut jobs, URect::new(50, 50, 150, 150), 1.0);
        assert_eq!(jobs.len(), 1);
        assert_eq!(
            jobs[0].clip_rect,
            egui::Rect::from_min_max(egui::pos2(50.0, 50.0), egui::pos2(100.0, 100.0))
        );
        clip(&mut jobs, URect::default(), 1.0);
        assert!(jobs.is_empty());
    }
}
