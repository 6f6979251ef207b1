//! What lies under the table and its panels. The felt: a quad behind everything, covering the
//! part of the view the panels leave open, drawn by `shaders/felt.wgsl` (woven grain and
//! mottling that move with the table, a soft vignette). The panels' backing: two opaque quads
//! in front of the table where the score track and the turn panel lie, so those egui panels
//! draw only their contents and cards slid under a panel stay hidden.

use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::prelude::*;
use bevy::render::render_resource::{
    AsBindGroup, CompareFunction, RenderPipelineDescriptor, SpecializedMeshPipelineError,
};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dKey, Material2dPlugin};

use crate::app::{Screen, TableCamera};

const FELT_SHADER: Handle<Shader> =
    bevy::asset::uuid_handle!("6a1f43c2-4f0e-4d2b-9a51-0c7e0b9f8e11");

/// In front of every card, dragged ones included (the camera sees up to 1000).
const BACKING_Z: f32 = 990.0;

/// The felt's look.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct FeltMaterial {
    /// Base colour (linear).
    #[uniform(0)]
    pub base: LinearRgba,
    /// Grain, mottling, vignette strengths.
    #[uniform(0)]
    pub params: Vec4,
}

impl Material2d for FeltMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(FELT_SHADER)
    }

    /// The felt is the bottom layer, so depth testing it decides nothing; a software renderer
    /// would still read and write the depth of each of its pixels.
    fn specialize(
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        _key: Material2dKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if let Some(depth) = descriptor.depth_stencil.as_mut() {
            depth.depth_write_enabled = Some(false);
            depth.depth_compare = Some(CompareFunction::Always);
        }
        Ok(())
    }
}

/// The quads this module keeps in place.
#[derive(Component, Clone, Copy)]
enum Layer {
    Felt,
    /// The backing under the score track.
    TopPanel,
    /// The backing under the turn panel.
    RightPanel,
}

/// Where the camera is and how far it is zoomed.
type CameraView = (&'static Transform, &'static Projection);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(Material2dPlugin::<FeltMaterial>::default())
        .add_systems(Startup, load_shader)
        .add_systems(OnEnter(Screen::Table), spawn_layers)
        .add_systems(OnExit(Screen::Table), despawn_layers)
        .add_systems(PostUpdate, cover_view.before(TransformSystems::Propagate));
}

fn load_shader(mut shaders: ResMut<Assets<Shader>>) {
    let source = include_str!("../../shaders/felt.wgsl");
    let _ = shaders.insert(&FELT_SHADER, Shader::from_wgsl(source, "shaders/felt.wgsl"));
}

fn spawn_layers(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut felts: ResMut<Assets<FeltMaterial>>,
    mut colours: ResMut<Assets<ColorMaterial>>,
) {
    let quad = meshes.add(Rectangle::new(1.0, 1.0));
    let base = Color::srgb(0.07, 0.31, 0.2).to_linear();
    commands.spawn((
        Layer::Felt,
        Mesh2d(quad.clone()),
        MeshMaterial2d(felts.add(FeltMaterial {
            base,
            params: Vec4::new(0.035, 0.16, 0.35, 0.0),
        })),
        Transform::from_xyz(0.0, 0.0, -100.0),
    ));
    // Opaque, so drawn with a depth write before the cards, which then skip what it covers.
    let backing = colours.add(ColorMaterial::from_color(crate::ui::theme::panel_backing()));
    for side in [Layer::TopPanel, Layer::RightPanel] {
        commands.spawn((
            side,
            Mesh2d(quad.clone()),
            MeshMaterial2d(backing.clone()),
            Transform::from_xyz(0.0, 0.0, BACKING_Z),
        ));
    }
}

fn despawn_layers(mut commands: Commands, quads: Query<Entity, With<Layer>>) {
    for e in &quads {
        commands.entity(e).despawn();
    }
}

/// Keeps the felt exactly over the part of the view the panels leave open, and the backing
/// quads under the panels, whatever the pan and zoom (software renderers pay for every pixel,
/// so nothing is drawn twice over).
fn cover_view(
    camera: Query<CameraView, (With<TableCamera>, Without<Layer>)>,
    windows: Query<&Window>,
    settings: Res<crate::ui::SettingsStore>,
    mut quads: Query<(&mut Transform, &Layer)>,
) {
    let (Ok((cam, projection)), Ok(window)) = (camera.single(), windows.single()) else {
        return;
    };
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let (top, right) = crate::ui::theme::panel_sizes(&settings.settings);
    let (top, right) = (
        top.min(window.height() / 2.0),
        right.min(window.width() / 2.0),
    );
    let size = window.size();
    // Rectangles as (centre relative to the window's centre, size), world y pointing up.
    let open = (Vec2::new(-right, -top) / 2.0, size - Vec2::new(right, top));
    let top_strip = (Vec2::new(0.0, (size.y - top) / 2.0), Vec2::new(size.x, top));
    let right_column = (
        Vec2::new((size.x - right) / 2.0, -top / 2.0),
        Vec2::new(right, size.y - top),
    );
    let place = |t: &mut Transform, (centre, extent): (Vec2, Vec2)| {
        t.translation.x = cam.translation.x + centre.x * scale;
        t.translation.y = cam.translation.y + centre.y * scale;
        t.scale = (extent * scale).extend(1.0);
    };
    for (mut t, layer) in &mut quads {
        let rect = match layer {
            Layer::Felt => open,
            Layer::TopPanel => top_strip,
            Layer::RightPanel => right_column,
        };
        place(&mut t, rect);
    }
}
