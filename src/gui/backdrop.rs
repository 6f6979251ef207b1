//! The backdrop and the window's last pass. The backdrop (the felt from `shaders/felt.wgsl`,
//! the panels' backing around it) is drawn into a picture of its own, and again only when it
//! changes: when the table pans or zooms, or the window changes size. On the table, that picture
//! is copied into the cameras' shared layer before the table camera draws, in place of a clear;
//! then the cards, the hand and the egui panels are drawn over it; and the last pass converts
//! the layer to the window's format, in place of Bevy's own final copy (the UI camera's render
//! schedule, `ui_graph`, ends with it). Off the table the UI camera clears the layer to the
//! background instead.
//!
//! A software renderer pays for every operation on every pixel: a memory copy costs a fraction
//! of a pass that reads the picture with a colour conversion per pixel, and the felt's own
//! arithmetic is paid only on the frames where the table moves.

use bevy::core_pipeline::core_2d::Transparent2d;
use bevy::core_pipeline::{Core2d, Core2dSystems, FullscreenShader};
use bevy::prelude::*;
use bevy::render::diagnostic::RecordDiagnostics;
use bevy::render::{
    Render, RenderApp, RenderStartup, RenderSystems,
    extract_component::{
        ComponentUniforms, DynamicUniformIndex, ExtractComponent, ExtractComponentPlugin,
        UniformComponentPlugin,
    },
    render_phase::ViewSortedRenderPhases,
    render_resource::{
        BindGroup, BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, BufferId,
        CachedRenderPipelineId, ColorTargetState, ColorWrites, FragmentState, LoadOp, Operations,
        PipelineCache, RenderPassColorAttachment, RenderPassDescriptor, RenderPipelineDescriptor,
        ShaderStages, ShaderType, SpecializedRenderPipeline, SpecializedRenderPipelines, StoreOp,
        Texture, TextureDescriptor, TextureDimension, TextureFormat, TextureSampleType,
        TextureUsages, TextureView, TextureViewId,
        binding_types::{texture_2d, uniform_buffer},
    },
    renderer::{RenderContext, RenderDevice, ViewQuery},
    view::{ExtractedView, ViewTarget},
};

use super::still::{self, StillPicture, TableStill};

const FELT_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("6a1f43c2-4f0e-4d2b-9a51-0c7e0b9f8e11");
const TYPES_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("4e2a9b17-63c5-4d88-a1f0-7b3e9c2d5a46");
const BACKDROP_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("1c9d7e52-8a3b-4f61-b0d2-5e4f8a7c3b90");

/// The backdrop picture's format: the felt is written in linear light and read back the same.
const BACKDROP_FORMAT: TextureFormat = TextureFormat::Rgba8UnormSrgb;

/// What the table is drawn over: the felt and the panels' backing around it, set by the table.
/// Lives on the UI camera, which is there on every screen; the table camera's layer starts as
/// the picture drawn from it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, ShaderType, ExtractComponent)]
pub struct Backdrop {
    /// Where the felt lies, in physical pixels from the window's top left: min x, min y,
    /// max x, max y. Empty when there is no felt.
    pub felt_rect: Vec4,
    /// The world point at the window's centre (x, y) and world units per physical pixel (z),
    /// so the felt's weave moves with the table.
    pub view: Vec4,
    /// The felt's base colour (linear RGB).
    pub felt: Vec4,
    /// The felt's grain, mottling and vignette strengths.
    pub params: Vec4,
    /// The colour everywhere else (linear RGB): the panels' backing.
    pub backing: Vec4,
    /// The window's size in physical pixels (x, y).
    pub window: Vec4,
}

impl Backdrop {
    /// Whether the two draw the same picture, give or take a fiftieth of a pixel (a table
    /// easing into place changes its view by ever smaller steps).
    pub fn looks_like(&self, other: &Backdrop) -> bool {
        let scale = self.view.z.abs().max(f32::EPSILON);
        let moved = (self.view.truncate() - other.view.truncate())
            .truncate()
            .abs()
            / scale;
        let zoomed = ((self.view.z - other.view.z) / scale).abs();
        let same_rest = (
            self.felt_rect,
            self.felt,
            self.params,
            self.backing,
            self.window,
        ) == (
            other.felt_rect,
            other.felt,
            other.params,
            other.backing,
            other.window,
        );
        same_rest && moved.max_element() < 0.02 && zoomed < 1e-5
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        ExtractComponentPlugin::<Backdrop>::default(),
        ExtractComponentPlugin::<LaysFelt>::default(),
        UniformComponentPlugin::<Backdrop>::default(),
    ))
    .add_systems(Startup, load_shaders);
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<SpecializedRenderPipelines<BackdropPipeline>>()
        .init_resource::<BackdropPicture>()
        .add_systems(RenderStartup, init_pipeline)
        .add_systems(
            Render,
            (
                prepare_pipelines.in_set(RenderSystems::Prepare),
                prepare_picture.in_set(RenderSystems::PrepareResources),
                prepare_bind_groups.in_set(RenderSystems::PrepareBindGroups),
            ),
        )
        .add_systems(
            Core2d,
            (
                lay_felt.in_set(Core2dSystems::Prepass),
                keep_table.in_set(Core2dSystems::EarlyPostProcess),
            ),
        );
}

fn load_shaders(mut shaders: ResMut<Assets<Shader>>) {
    let types = include_str!("../../shaders/backdrop_types.wgsl");
    let _ = shaders.insert(
        &TYPES_SHADER,
        Shader::from_wgsl(types, "shaders/backdrop_types.wgsl"),
    );
    let felt = include_str!("../../shaders/felt.wgsl");
    let _ = shaders.insert(&FELT_SHADER, Shader::from_wgsl(felt, "shaders/felt.wgsl"));
    let backdrop = include_str!("../../shaders/backdrop.wgsl");
    let _ = shaders.insert(
        &BACKDROP_SHADER,
        Shader::from_wgsl(backdrop, "shaders/backdrop.wgsl"),
    );
}

/// Marks the camera whose layer starts from the backdrop picture: the table camera, which
/// draws first.
#[derive(Component, Clone, Copy, Default, ExtractComponent)]
pub struct LaysFelt;

#[derive(Resource)]
struct BackdropPipeline {
    /// The felt's: its settings.
    felt_layout: BindGroupLayoutDescriptor,
    /// The window's: the cameras' layer.
    window_layout: BindGroupLayoutDescriptor,
    fullscreen: FullscreenShader,
}

fn init_pipeline(mut commands: Commands, fullscreen: Res<FullscreenShader>) {
    let felt_layout = BindGroupLayoutDescriptor::new(
        "backdrop_felt_layout",
        &BindGroupLayoutEntries::single(ShaderStages::FRAGMENT, uniform_buffer::<Backdrop>(true)),
    );
    let window_layout = BindGroupLayoutDescriptor::new(
        "backdrop_window_layout",
        &BindGroupLayoutEntries::single(
            ShaderStages::FRAGMENT,
            texture_2d(TextureSampleType::Float { filterable: false }),
        ),
    );
    commands.insert_resource(BackdropPipeline {
        felt_layout,
        window_layout,
        fullscreen: fullscreen.clone(),
    });
}

/// Which of the two pipelines, and the texture format it writes.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Stage {
    /// The backdrop picture.
    Felt,
    /// The window, in its own format.
    Window { format: TextureFormat },
}

impl SpecializedRenderPipeline for BackdropPipeline {
    type Key = Stage;

    fn specialize(&self, stage: Stage) -> RenderPipelineDescriptor {
        let (label, layout, shader, format) = match stage {
            Stage::Felt => (
                "backdrop felt",
                &self.felt_layout,
                FELT_SHADER,
                BACKDROP_FORMAT,
            ),
            Stage::Window { format } => (
                "backdrop window",
                &self.window_layout,
                BACKDROP_SHADER,
                format,
            ),
        };
        RenderPipelineDescriptor {
            label: Some(label.into()),
            layout: vec![layout.clone()],
            vertex: self.fullscreen.to_vertex_state(),
            fragment: Some(FragmentState {
                shader,
                shader_defs: vec![],
                entry_point: Some("fs_main".into()),
                targets: vec![Some(ColorTargetState {
                    format,
                    blend: None,
                    write_mask: ColorWrites::ALL,
                })],
            }),
            ..default()
        }
    }
}

/// A view's two backdrop pipelines.
#[derive(Component)]
pub(super) struct ViewBackdropPipelines {
    felt: CachedRenderPipelineId,
    window: CachedRenderPipelineId,
}

/// A view's two backdrop bind groups.
#[derive(Component)]
pub(super) struct ViewBackdropBindGroups {
    felt: BindGroup,
    window: BindGroup,
    /// What they bind: the settings' buffer and the cameras' layer.
    binds: (BufferId, TextureViewId),
}

/// The backdrop picture, and what it was last drawn with.
#[derive(Resource, Default)]
struct BackdropPicture {
    texture: Option<(Texture, TextureView)>,
    drawn: Option<Backdrop>,
}

fn prepare_pipelines(
    mut commands: Commands,
    cache: Res<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<BackdropPipeline>>,
    pipeline: Res<BackdropPipeline>,
    views: Query<(Entity, &ViewTarget), With<Backdrop>>,
) {
    for (entity, target) in &views {
        let Some(format) = target.out_texture_view_format() else {
            continue;
        };
        commands.entity(entity).insert(ViewBackdropPipelines {
            felt: pipelines.specialize(&cache, &pipeline, Stage::Felt),
            window: pipelines.specialize(&cache, &pipeline, Stage::Window { format }),
        });
    }
}

/// Keeps the backdrop picture the size of the window's layer.
fn prepare_picture(
    views: Query<&ViewTarget, With<Backdrop>>,
    mut picture: ResMut<BackdropPicture>,
    device: Res<RenderDevice>,
) {
    let Some(target) = views.iter().next() else {
        return;
    };
    let size = target.main_texture().size();
    if picture
        .texture
        .as_ref()
        .is_some_and(|(t, _)| t.size() == size)
    {
        return;
    }
    let texture = device.create_texture(&TextureDescriptor {
        label: Some("backdrop picture"),
        size,
        mip_level_count: 1,
        sample_count: 1,
        dimension: TextureDimension::D2,
        format: BACKDROP_FORMAT,
        usage: TextureUsages::RENDER_ATTACHMENT
            | TextureUsages::TEXTURE_BINDING
            | TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let view = texture.create_view(&default());
    picture.texture = Some((texture, view));
    picture.drawn = None;
}

/// Makes the two passes' bind groups again only when what they bind was replaced (a window of
/// another size, a grown settings buffer), not every frame.
fn prepare_bind_groups(
    mut commands: Commands,
    views: Query<(Entity, &ViewTarget, Option<&ViewBackdropBindGroups>), With<Backdrop>>,
    pipeline: Res<BackdropPipeline>,
    cache: Res<PipelineCache>,
    uniforms: Res<ComponentUniforms<Backdrop>>,
    device: Res<RenderDevice>,
) {
    let (Some(binding), Some(buffer)) =
        (uniforms.uniforms().binding(), uniforms.uniforms().buffer())
    else {
        return;
    };
    for (entity, target, made) in &views {
        let layer = target.main_texture_view();
        let binds = (buffer.id(), layer.id());
        if made.is_some_and(|m| m.binds == binds) {
            continue;
        }
        let felt = device.create_bind_group(
            "backdrop_felt",
            &cache.get_bind_group_layout(&pipeline.felt_layout),
            &BindGroupEntries::single(binding.clone()),
        );
        let window = device.create_bind_group(
            "backdrop_window",
            &cache.get_bind_group_layout(&pipeline.window_layout),
            &BindGroupEntries::single(layer),
        );
        commands.entity(entity).insert(ViewBackdropBindGroups {
            felt,
            window,
            binds,
        });
    }
}

/// On the table, before the table camera draws: the backdrop picture (drawn again if the table
/// moved) is copied into the cameras' layer, in place of a clear.
#[allow(clippy::too_many_arguments)] // a render system: one parameter per thing it reads
fn lay_felt(
    view: ViewQuery<(&ViewTarget, &ExtractedView, Option<&TableStill>), With<LaysFelt>>,
    backdrops: Query<(
        &Backdrop,
        &DynamicUniformIndex<Backdrop>,
        &ViewBackdropPipelines,
        &ViewBackdropBindGroups,
    )>,
    cache: Res<PipelineCache>,
    mut picture: ResMut<BackdropPicture>,
    mut still_picture: ResMut<StillPicture>,
    mut phases: ResMut<ViewSortedRenderPhases<Transparent2d>>,
    mut ctx: RenderContext,
) {
    let (target, extracted, still) = view.into_inner();
    let Ok((backdrop, index, pipelines, groups)) = backdrops.single() else {
        return;
    };
    let layer = target.main_texture();
    let felt = cache.get_render_pipeline(pipelines.felt);
    let (Some(felt), Some((texture, under))) = (
        felt,
        picture
            .texture
            .clone()
            .filter(|(t, _)| t.size() == layer.size()),
    ) else {
        // Until the felt's pipeline is compiled (the first frames): the backing colour.
        let backing = LinearRgba::from_vec3(backdrop.backing.truncate());
        ctx.command_encoder()
            .begin_render_pass(&RenderPassDescriptor {
                label: Some("backdrop clear"),
                color_attachments: &[Some(RenderPassColorAttachment {
                    view: target.main_texture_view(),
                    depth_slice: None,
                    resolve_target: None,
                    ops: Operations {
                        load: LoadOp::Clear(backing.into()),
                        store: StoreOp::Store,
                    },
                })],
                ..default()
            });
        return;
    };
    let diagnostics = ctx.diagnostic_recorder();
    let diagnostics = diagnostics.as_deref();
    let felt_redrawn = !picture.drawn.is_some_and(|d| d.looks_like(backdrop));
    if still::lay_table(
        &mut ctx,
        layer,
        extracted,
        still.is_some_and(|s| s.0) && !felt_redrawn,
        &mut still_picture,
        &mut phases,
        &cache,
    ) {
        return;
    }
    if felt_redrawn {
        let mut pass = ctx
            .command_encoder()
            .begin_render_pass(&RenderPassDescriptor {
                label: Some("backdrop felt"),
                color_attachments: &[Some(RenderPassColorAttachment {
                    view: &under,
                    depth_slice: None,
                    resolve_target: None,
                    ops: Operations::default(),
                })],
                ..default()
            });
        let span = diagnostics.pass_span(&mut pass, "backdrop_felt");
        pass.set_pipeline(felt);
        pass.set_bind_group(0, &groups.felt, &[index.index()]);
        pass.draw(0..3, 0..1);
        span.end(&mut pass);
        drop(pass);
        picture.drawn = Some(*backdrop);
    }
    let encoder = ctx.command_encoder();
    let span = diagnostics.time_span(encoder, "backdrop_copy");
    encoder.copy_texture_to_texture(texture.as_image_copy(), layer.as_image_copy(), layer.size());
    span.end(encoder);
}

/// After the table camera drew the table in full: keeps the drawing for the still frames.
fn keep_table(
    view: ViewQuery<&ViewTarget, With<LaysFelt>>,
    mut still_picture: ResMut<StillPicture>,
    device: Res<RenderDevice>,
    mut ctx: RenderContext,
) {
    still::keep_table(&mut ctx, view.into_inner(), &mut still_picture, &device);
}

/// The window's picture: the cameras' layer, copied by a pass that writes the window's format.
/// The last pass of the UI camera's render schedule.
pub(super) fn window_pass(
    view: ViewQuery<(&ViewTarget, &ViewBackdropPipelines, &ViewBackdropBindGroups)>,
    cache: Res<PipelineCache>,
    mut ctx: RenderContext,
) {
    let (target, pipelines, bind_groups) = view.into_inner();
    let Some(window) = cache.get_render_pipeline(pipelines.window) else {
        return;
    };
    let diagnostics = ctx.diagnostic_recorder();
    let diagnostics = diagnostics.as_deref();
    // Every pixel is written, so the window's old picture need not be cleared.
    let Some(attachment) = target.out_texture_color_attachment(None) else {
        return;
    };
    let mut pass = ctx
        .command_encoder()
        .begin_render_pass(&RenderPassDescriptor {
            label: Some("backdrop window"),
            color_attachments: &[Some(attachment)],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
    let span = diagnostics.pass_span(&mut pass, "backdrop_window");
    pass.set_pipeline(window);
    pass.set_bind_group(0, &bind_groups.window, &[]);
    pass.draw(0..3, 0..1);
    span.end(&mut pass);
}

#[cfg(test)]
mod tests {
    use super::Backdrop;
    use bevy::prelude::*;

    fn table_at(x: f32, scale: f32) -> Backdrop {
        Backdrop {
            felt_rect: Vec4::new(0.0, 112.0, 970.0, 800.0),
            view: Vec4::new(x, 0.0, scale, 0.0),
            backing: Vec4::new(0.1, 0.2, 0.1, 1.0),
            ..default()
        }
    }

    #[test]
    fn the_felt_is_redrawn_when_the_table_moves_a_visible_amount() {
        let still = table_at(10.0, 2.0);
        assert!(still.looks_like(&table_at(10.0, 2.0)));
        // A hundredth of a pixel (at two world units a pixel) is not worth a redraw...
        assert!(still.looks_like(&table_at(10.02, 2.0)));
        // ...a tenth of a pixel is, and so is any zoom or a change of screen.
        assert!(!still.looks_like(&table_at(10.2, 2.0)));
        assert!(!still.looks_like(&table_at(10.0, 2.01)));
        assert!(!still.looks_like(&Backdrop::default()));
    }
}
