//! The window's last pass: everything the cameras drew (cards, hand, egui panels) lies in one
//! layer with transparency where nothing was drawn, and this pass lays that layer over the
//! backdrop while it writes the window's picture. The backdrop (the felt from
//! `shaders/felt.wgsl` on the table, the panels' backing around it, a plain colour on the other
//! screens) is drawn into a picture of its own, and again only when it changes: when the table
//! pans or zooms, or the window changes size.
//!
//! The pass takes the place of Bevy's own final copy to the window (which the UI camera skips),
//! so the backdrop costs no layer of its own: a software renderer pays for every operation on
//! every pixel, and this way a still table costs one read more than the copy it needs anyway.

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
        BindGroup, BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, BufferId,
        CachedRenderPipelineId, ColorTargetState, ColorWrites, Extent3d, FragmentState, Operations,
        PipelineCache, RenderPassColorAttachment, RenderPassDescriptor, RenderPipelineDescriptor,
        ShaderStages, ShaderType, SpecializedRenderPipeline, SpecializedRenderPipelines, Texture,
        TextureDescriptor, TextureDimension, TextureFormat, TextureSampleType, TextureUsages,
        TextureView, TextureViewId,
        binding_types::{texture_2d, uniform_buffer},
    },
    renderer::{RenderContext, RenderDevice, ViewQuery},
    view::ViewTarget,
};

const FELT_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("6a1f43c2-4f0e-4d2b-9a51-0c7e0b9f8e11");
const TYPES_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("4e2a9b17-63c5-4d88-a1f0-7b3e9c2d5a46");
const BACKDROP_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("1c9d7e52-8a3b-4f61-b0d2-5e4f8a7c3b90");

/// The backdrop picture's format: the felt is written in linear light and read back the same.
const BACKDROP_FORMAT: TextureFormat = TextureFormat::Rgba8UnormSrgb;

/// What lies under the cameras' layer: the table sets the felt; the default is no felt, for
/// the screens where the cameras clear their layer to the background. Lives on the camera
/// that draws last.
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
    /// The colour everywhere else (linear RGB): the panels' backing, or the background.
    pub backing: Vec4,
    /// The window's size in physical pixels (x, y).
    pub window: Vec4,
}

impl Backdrop {
    /// Whether there is felt to draw (not on the screens other than the table).
    pub fn has_felt(&self) -> bool {
        self.felt_rect.z > self.felt_rect.x && self.felt_rect.w > self.felt_rect.y
    }

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
        .add_systems(Core2d, backdrop_pass.after(upscaling));
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

#[derive(Resource)]
struct BackdropPipeline {
    /// The felt's: its settings.
    felt_layout: BindGroupLayoutDescriptor,
    /// The window's: the cameras' layer and the backdrop picture.
    window_layout: BindGroupLayoutDescriptor,
    fullscreen: FullscreenShader,
}

fn init_pipeline(mut commands: Commands, fullscreen: Res<FullscreenShader>) {
    let felt_layout = BindGroupLayoutDescriptor::new(
        "backdrop_felt_layout",
        &BindGroupLayoutEntries::single(ShaderStages::FRAGMENT, uniform_buffer::<Backdrop>(true)),
    );
    let picture = || texture_2d(TextureSampleType::Float { filterable: false });
    let window_layout = BindGroupLayoutDescriptor::new(
        "backdrop_window_layout",
        &BindGroupLayoutEntries::sequential(ShaderStages::FRAGMENT, (picture(), picture())),
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
    /// The window, in its own format; the layer alone when there is no felt.
    Window { format: TextureFormat, plain: bool },
}

impl SpecializedRenderPipeline for BackdropPipeline {
    type Key = Stage;

    fn specialize(&self, stage: Stage) -> RenderPipelineDescriptor {
        let (label, layout, shader, format, shader_defs) = match stage {
            Stage::Felt => (
                "backdrop felt",
                &self.felt_layout,
                FELT_SHADER,
                BACKDROP_FORMAT,
                vec![],
            ),
            Stage::Window { format, plain } => (
                "backdrop window",
                &self.window_layout,
                BACKDROP_SHADER,
                format,
                if plain { vec!["PLAIN".into()] } else { vec![] },
            ),
        };
        RenderPipelineDescriptor {
            label: Some(label.into()),
            layout: vec![layout.clone()],
            vertex: self.fullscreen.to_vertex_state(),
            fragment: Some(FragmentState {
                shader,
                shader_defs,
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

#[derive(Component)]
struct ViewBackdropPipelines {
    felt: CachedRenderPipelineId,
    window: CachedRenderPipelineId,
}

#[derive(Component)]
struct ViewBackdropBindGroups {
    felt: BindGroup,
    window: BindGroup,
    /// What they bind: the settings' buffer, the cameras' layer and the backdrop picture.
    binds: (BufferId, TextureViewId, TextureViewId),
}

/// The backdrop picture, and what it was last drawn with.
#[derive(Resource, Default)]
struct BackdropPicture {
    texture: Option<(Texture, TextureView, UVec2)>,
    drawn: Option<Backdrop>,
}

fn prepare_pipelines(
    mut commands: Commands,
    cache: Res<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<BackdropPipeline>>,
    pipeline: Res<BackdropPipeline>,
    views: Query<(Entity, &ViewTarget, &Backdrop)>,
) {
    for (entity, target, backdrop) in &views {
        let Some(format) = target.out_texture_view_format() else {
            continue;
        };
        let plain = !backdrop.has_felt();
        commands.entity(entity).insert(ViewBackdropPipelines {
            felt: pipelines.specialize(&cache, &pipeline, Stage::Felt),
            window: pipelines.specialize(&cache, &pipeline, Stage::Window { format, plain }),
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
    let size = UVec2::new(size.width, size.height);
    if picture.texture.as_ref().is_some_and(|(_, _, s)| *s == size) {
        return;
    }
    let texture = device.create_texture(&TextureDescriptor {
        label: Some("backdrop picture"),
        size: Extent3d {
            width: size.x,
            height: size.y,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: TextureDimension::D2,
        format: BACKDROP_FORMAT,
        usage: TextureUsages::RENDER_ATTACHMENT | TextureUsages::TEXTURE_BINDING,
        view_formats: &[],
    });
    let view = texture.create_view(&default());
    picture.texture = Some((texture, view, size));
    picture.drawn = None;
}

/// Makes the two passes' bind groups again only when what they bind was replaced (a window of
/// another size, a grown settings buffer), not every frame.
fn prepare_bind_groups(
    mut commands: Commands,
    views: Query<(Entity, &ViewTarget, Option<&ViewBackdropBindGroups>), With<Backdrop>>,
    pipeline: Res<BackdropPipeline>,
    picture: Res<BackdropPicture>,
    cache: Res<PipelineCache>,
    uniforms: Res<ComponentUniforms<Backdrop>>,
    device: Res<RenderDevice>,
) {
    let (Some(binding), Some(buffer), Some((_, under, _))) = (
        uniforms.uniforms().binding(),
        uniforms.uniforms().buffer(),
        picture.texture.as_ref(),
    ) else {
        return;
    };
    for (entity, target, made) in &views {
        let mut view = commands.entity(entity);
        // Bevy's own copy to the window would only be overwritten: without its pipeline it
        // skips this view (it puts the pipeline back each frame, before this runs).
        view.remove::<ViewUpscalingPipeline>();
        let layer = target.main_texture_view();
        let binds = (buffer.id(), layer.id(), under.id());
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
            &BindGroupEntries::sequential((layer, under)),
        );
        view.insert(ViewBackdropBindGroups {
            felt,
            window,
            binds,
        });
    }
}

fn backdrop_pass(
    view: ViewQuery<(
        &ViewTarget,
        &Backdrop,
        &DynamicUniformIndex<Backdrop>,
        &ViewBackdropPipelines,
        &ViewBackdropBindGroups,
    )>,
    cache: Res<PipelineCache>,
    mut picture: ResMut<BackdropPicture>,
    mut ctx: RenderContext,
) {
    let (target, backdrop, index, pipelines, bind_groups) = view.into_inner();
    let (Some(felt), Some(window)) = (
        cache.get_render_pipeline(pipelines.felt),
        cache.get_render_pipeline(pipelines.window),
    ) else {
        return;
    };
    let Some((_, under, _)) = picture.texture.as_ref() else {
        return;
    };
    if backdrop.has_felt() && !picture.drawn.is_some_and(|d| d.looks_like(backdrop)) {
        let mut pass = ctx
            .command_encoder()
            .begin_render_pass(&RenderPassDescriptor {
                label: Some("backdrop felt"),
                color_attachments: &[Some(RenderPassColorAttachment {
                    view: under,
                    depth_slice: None,
                    resolve_target: None,
                    ops: Operations::default(),
                })],
                depth_stencil_attachment: None,
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
        pass.set_pipeline(felt);
        pass.set_bind_group(0, &bind_groups.felt, &[index.index()]);
        pass.draw(0..3, 0..1);
        drop(pass);
        picture.drawn = Some(*backdrop);
    }
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
    pass.set_pipeline(window);
    pass.set_bind_group(0, &bind_groups.window, &[]);
    pass.draw(0..3, 0..1);
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
