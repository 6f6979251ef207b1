//! The window's last pass: everything the cameras drew (cards, hand, egui panels) lies in one
//! layer with transparency where nothing was drawn, and this pass lays that layer over what
//! lies beneath it (the felt from `shaders/backdrop.wgsl` on the table, the panels' backing
//! around it, a plain colour on the other screens) while it writes the window's picture.
//!
//! It takes the place of Bevy's own final copy to the window (the cameras skip theirs), so the
//! felt and the panels' backing cost no pass of their own: a software renderer pays for every
//! pixel of every layer, and this way the window is covered once by the cameras' layer and
//! once by the pass that has to copy it anyway.

use bevy::core_pipeline::upscaling::{ViewUpscalingPipeline, upscaling};
use bevy::core_pipeline::{Core2d, FullscreenShader};
use bevy::prelude::*;
use bevy::render::{
    Render, RenderApp, RenderStartup, RenderSystems,
    extract_component::{
        ComponentUniforms, DynamicUniformIndex, ExtractComponent, ExtractComponentPlugin,
        UniformComponentPlugin,
    },
    render_resource::{
        BindGroup, BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries,
        CachedRenderPipelineId, ColorTargetState, ColorWrites, FragmentState, PipelineCache,
        RenderPassDescriptor, RenderPipelineDescriptor, ShaderStages, ShaderType,
        SpecializedRenderPipeline, SpecializedRenderPipelines, TextureFormat, TextureSampleType,
        binding_types::{texture_2d, uniform_buffer},
    },
    renderer::{RenderContext, RenderDevice, ViewQuery},
    view::ViewTarget,
};

const BACKDROP_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("6a1f43c2-4f0e-4d2b-9a51-0c7e0b9f8e11");

/// What lies under the cameras' layer, set every frame by whoever owns the screen (the table
/// sets the felt; elsewhere it is the plain background). Lives on the camera that draws last.
#[derive(Component, Clone, Copy, Debug, Default, ShaderType, ExtractComponent)]
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
    /// The colour everywhere else (linear RGB): the panels' backing, or the background.
    pub backing: Vec4,
}

impl Backdrop {
    /// A plain background of one colour, no felt.
    pub fn plain(colour: LinearRgba) -> Self {
        Self {
            backing: colour.to_vec4(),
            ..default()
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        ExtractComponentPlugin::<Backdrop>::default(),
        UniformComponentPlugin::<Backdrop>::default(),
    ))
    .add_systems(Startup, load_shader);
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<SpecializedRenderPipelines<BackdropPipeline>>()
        .add_systems(RenderStartup, init_pipeline)
        .add_systems(
            Render,
            (
                prepare_pipelines.in_set(RenderSystems::Prepare),
                prepare_bind_groups.in_set(RenderSystems::PrepareBindGroups),
            ),
        )
        .add_systems(Core2d, backdrop_pass.after(upscaling));
}

fn load_shader(mut shaders: ResMut<Assets<Shader>>) {
    let source = include_str!("../../shaders/backdrop.wgsl");
    let _ = shaders.insert(
        &BACKDROP_SHADER,
        Shader::from_wgsl(source, "shaders/backdrop.wgsl"),
    );
}

#[derive(Resource)]
struct BackdropPipeline {
    layout: BindGroupLayoutDescriptor,
    fullscreen: FullscreenShader,
}

fn init_pipeline(mut commands: Commands, fullscreen: Res<FullscreenShader>) {
    let layout = BindGroupLayoutDescriptor::new(
        "backdrop_bind_group_layout",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (
                texture_2d(TextureSampleType::Float { filterable: false }),
                uniform_buffer::<Backdrop>(true),
            ),
        ),
    );
    commands.insert_resource(BackdropPipeline {
        layout,
        fullscreen: fullscreen.clone(),
    });
}

impl SpecializedRenderPipeline for BackdropPipeline {
    /// The window's texture format.
    type Key = TextureFormat;

    fn specialize(&self, format: TextureFormat) -> RenderPipelineDescriptor {
        RenderPipelineDescriptor {
            label: Some("backdrop pipeline".into()),
            layout: vec![self.layout.clone()],
            vertex: self.fullscreen.to_vertex_state(),
            fragment: Some(FragmentState {
                shader: BACKDROP_SHADER,
                entry_point: Some("fs_main".into()),
                targets: vec![Some(ColorTargetState {
                    format,
                    blend: None,
                    write_mask: ColorWrites::ALL,
                })],
                ..default()
            }),
            ..default()
        }
    }
}

#[derive(Component)]
struct ViewBackdropPipeline(CachedRenderPipelineId);

#[derive(Component)]
struct ViewBackdropBindGroup(BindGroup);

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
        let id = pipelines.specialize(&cache, &pipeline, format);
        commands.entity(entity).insert(ViewBackdropPipeline(id));
    }
}

fn prepare_bind_groups(
    mut commands: Commands,
    views: Query<(Entity, &ViewTarget), With<Backdrop>>,
    pipeline: Res<BackdropPipeline>,
    cache: Res<PipelineCache>,
    uniforms: Res<ComponentUniforms<Backdrop>>,
    device: Res<RenderDevice>,
) {
    let Some(binding) = uniforms.uniforms().binding() else {
        return;
    };
    for (entity, target) in &views {
        let bind_group = device.create_bind_group(
            "backdrop_bind_group",
            &cache.get_bind_group_layout(&pipeline.layout),
            &BindGroupEntries::sequential((target.main_texture_view(), binding.clone())),
        );
        // Bevy's own copy to the window would only be overwritten: without its pipeline it
        // skips this view (it puts the pipeline back each frame, before this runs).
        commands
            .entity(entity)
            .insert(ViewBackdropBindGroup(bind_group))
            .remove::<ViewUpscalingPipeline>();
    }
}

fn backdrop_pass(
    view: ViewQuery<(
        &ViewTarget,
        &DynamicUniformIndex<Backdrop>,
        &ViewBackdropPipeline,
        &ViewBackdropBindGroup,
    )>,
    cache: Res<PipelineCache>,
    mut ctx: RenderContext,
) {
    let (target, index, pipeline, bind_group) = view.into_inner();
    let Some(pipeline) = cache.get_render_pipeline(pipeline.0) else {
        return;
    };
    // Every pixel is written, so the window's old picture need not be cleared.
    let Some(attachment) = target.out_texture_color_attachment(None) else {
        return;
    };
    let mut pass = ctx
        .command_encoder()
        .begin_render_pass(&RenderPassDescriptor {
            label: Some("backdrop"),
            color_attachments: &[Some(attachment)],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &bind_group.0, &[index.index()]);
    pass.draw(0..3, 0..1);
}
