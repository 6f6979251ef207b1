//! The felt: a quad behind everything, covering the camera's view, drawn by
//! `shaders/felt.wgsl` (woven grain and mottling that move with the table, a soft vignette).
//! Where the score track and the turn panel lie it paints their backing instead, so those
//! panels draw only their contents.

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

/// The felt's look.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct FeltMaterial {
    /// Base colour (linear).
    #[uniform(0)]
    pub base: LinearRgba,
    /// Grain, mottling, vignette strengths.
    #[uniform(0)]
    pub params: Vec4,
    /// The panels' backing colour (linear).
    #[uniform(0)]
    pub panel: LinearRgba,
    /// The table's open part, in window pixels: left, top, right, bottom. Outside it, panels.
    #[uniform(0)]
    pub open: Vec4,
}

impl Material2d for FeltMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(FELT_SHADER)
    }

    /// The felt is the bottom layer and covers every pixel, so depth testing it decides nothing;
    /// a software renderer would still read and write the depth of each pixel.
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

#[derive(Component)]
struct Felt;

/// Where the camera is and how far it is zoomed.
type CameraView = (&'static Transform, &'static Projection);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(Material2dPlugin::<FeltMaterial>::default())
        .add_systems(Startup, load_shader)
        .add_systems(OnEnter(Screen::Table), spawn_felt)
        .add_systems(OnExit(Screen::Table), despawn_felt)
        .add_systems(PostUpdate, cover_view.before(TransformSystems::Propagate));
}

fn load_shader(mut shaders: ResMut<Assets<Shader>>) {
    let source = include_str!("../../shaders/felt.wgsl");
    let _ = shaders.insert(&FELT_SHADER, Shader::from_wgsl(source, "shaders/felt.wgsl"));
}

fn spawn_felt(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<FeltMaterial>>,
) {
    let base = Color::srgb(0.07, 0.31, 0.2).to_linear();
    commands.spawn((
        Felt,
        Mesh2d(meshes.add(Rectangle::new(1.0, 1.0))),
        MeshMaterial2d(materials.add(FeltMaterial {
            base,
            params: Vec4::new(0.035, 0.16, 0.35, 0.0),
            panel: crate::ui::theme::panel_backing(),
            open: Vec4::ZERO,
        })),
        Transform::from_xyz(0.0, 0.0, -100.0),
    ));
}

fn despawn_felt(mut commands: Commands, felt: Query<Entity, With<Felt>>) {
    for e in &felt {
        commands.entity(e).despawn();
    }
}

/// Keeps the quad exactly over the camera's view, whatever the pan and zoom, and tells the
/// shader where the panels are (their sizes follow the UI scale).
fn cover_view(
    camera: Query<CameraView, (With<TableCamera>, Without<Felt>)>,
    windows: Query<&Window>,
    settings: Res<crate::ui::SettingsStore>,
    mut felt: Query<(&mut Transform, &MeshMaterial2d<FeltMaterial>), With<Felt>>,
    mut materials: ResMut<Assets<FeltMaterial>>,
) {
    let (Ok((cam, projection)), Ok(window)) = (camera.single(), windows.single()) else {
        return;
    };
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let open = open_area(window, crate::ui::theme::zoom(&settings.settings));
    for (mut t, material) in &mut felt {
        t.translation.x = cam.translation.x;
        t.translation.y = cam.translation.y;
        t.scale = (window.size() * scale).extend(1.0);
        // Only on a change: a changed material is prepared for the renderer again.
        if materials.get(&material.0).is_some_and(|m| m.open != open)
            && let Some(mut m) = materials.get_mut(&material.0)
        {
            m.open = open;
        }
    }
}

/// The part of the window the panels leave open, in physical pixels: left, top, right, bottom.
fn open_area(window: &Window, zoom: f32) -> Vec4 {
    let top = (crate::ui::theme::TOP_PANEL * zoom).min(window.height() / 2.0);
    let right = (crate::ui::theme::RIGHT_PANEL * zoom).min(window.width() / 2.0);
    let px = window.scale_factor();
    Vec4::new(
        0.0,
        top * px,
        (window.width() - right) * px,
        window.height() * px,
    )
}
