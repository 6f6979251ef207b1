//! The felt: a quad behind everything, covering the camera's view, drawn by
//! `shaders/felt.wgsl` (woven grain and mottling that move with the table, a soft vignette).

use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dPlugin};

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
}

impl Material2d for FeltMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(FELT_SHADER)
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
        })),
        Transform::from_xyz(0.0, 0.0, -100.0),
    ));
}

fn despawn_felt(mut commands: Commands, felt: Query<Entity, With<Felt>>) {
    for e in &felt {
        commands.entity(e).despawn();
    }
}

/// Keeps the quad exactly over the part of the view the panels leave open, whatever the pan
/// and zoom (the opaque panels need no felt under them, and software renderers pay for every
/// pixel).
fn cover_view(
    camera: Query<CameraView, (With<TableCamera>, Without<Felt>)>,
    windows: Query<&Window>,
    settings: Res<crate::ui::SettingsStore>,
    mut felt: Query<&mut Transform, With<Felt>>,
) {
    let (Ok((cam, projection)), Ok(window)) = (camera.single(), windows.single()) else {
        return;
    };
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let zoom = crate::ui::theme::zoom(&settings.settings);
    let top = (crate::ui::theme::TOP_PANEL * zoom).min(window.height() / 2.0);
    let right = (crate::ui::theme::RIGHT_PANEL * zoom).min(window.width() / 2.0);
    let open = Vec2::new(window.width() - right, window.height() - top);
    // The open area's centre, relative to the window's centre (world y points up).
    let offset = Vec2::new(-right / 2.0, -top / 2.0);
    for mut t in &mut felt {
        t.translation.x = cam.translation.x + offset.x * scale;
        t.translation.y = cam.translation.y + offset.y * scale;
        t.scale = (open * scale).extend(1.0);
    }
}
