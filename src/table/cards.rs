//! How a card looks: a rounded card texture drawn at start-up, tinted per kind (cream letter
//! cards, dark black cards, violet special cards), with its letter and value in the top-left
//! corner so they stay readable when cards overlap in a word.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite::Anchor;
use bevy::text::FontSize;

use crate::games::word_colony::cards::{Face, Special};

/// Card size on the table, in world units.
pub const CARD: Vec2 = Vec2::new(64.0, 84.0);
/// Offset between letters of an across word (cards overlap).
pub const STEP_X: f32 = 40.0;
/// Offset between letters of a down word.
pub const STEP_Y: f32 = 52.0;

/// The card textures.
#[derive(Resource)]
pub struct CardArt {
    /// A white rounded card with a soft border, tinted per kind.
    pub card: Handle<Image>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art);
}

fn make_art(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let (w, h, r) = (128u32, 168u32, 14.0f32);
    let mut data = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            // Distance outside the rounded rectangle (negative inside).
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let cx = fx.clamp(r, w as f32 - r);
            let cy = fy.clamp(r, h as f32 - r);
            let d = ((fx - cx).powi(2) + (fy - cy).powi(2)).sqrt() - r;
            let alpha = (0.5 - d).clamp(0.0, 1.0);
            // A thin darker rim and a faint top-to-bottom shade, like printed card stock.
            let rim = if d > -3.0 { 0.78 } else { 1.0 };
            let shade = 1.0 - 0.06 * (y as f32 / h as f32);
            let v = (255.0 * rim * shade) as u8;
            data.extend_from_slice(&[v, v, v, (alpha * 255.0) as u8]);
        }
    }
    let image = Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        // Kept in the main world too: sprite picking reads its alpha.
        RenderAssetUsages::default(),
    );
    commands.insert_resource(CardArt {
        card: images.add(image),
    });
}

/// Fill and ink of a card.
pub fn colours(face: Face) -> (Color, Color) {
    match face {
        Face::Letter { .. } => (Color::srgb(0.98, 0.95, 0.87), Color::srgb(0.16, 0.13, 0.11)),
        Face::Black { .. } => (Color::srgb(0.13, 0.12, 0.14), Color::srgb(0.95, 0.38, 0.33)),
        Face::Special(_) => (Color::srgb(0.42, 0.27, 0.62), Color::srgb(1.0, 0.86, 0.45)),
    }
}

/// What a card shows: its letter (a Magic Word on the table shows the letter it plays) and
/// its value.
pub fn label(face: Face, shown_letter: Option<char>) -> (String, String) {
    match face {
        Face::Letter { letter, value } | Face::Black { letter, value } => {
            (letter.to_string(), value.to_string())
        }
        Face::Special(s) => match (s, shown_letter) {
            (Special::MagicWord, Some(l)) => (l.to_string(), "0".into()),
            (Special::MagicWord, None) => ("*".into(), "any".into()),
            (Special::Immunity, _) => ("Im".into(), "munity".into()),
            (Special::FistBump, _) => ("Fist".into(), "bump".into()),
            (Special::Conquest, _) => ("Con".into(), "quest".into()),
        },
    }
}

/// The sprite and texts of a card; the caller adds its place and role.
pub fn card_bundle(art: &CardArt, face: Face, shown_letter: Option<char>) -> impl Bundle {
    let (fill, ink) = colours(face);
    let (letter, value) = label(face, shown_letter);
    let big = letter.chars().count() == 1;
    (
        Sprite {
            image: art.card.clone(),
            color: fill,
            custom_size: Some(CARD),
            ..default()
        },
        Children::spawn((
            Spawn((
                Text2d::new(letter),
                TextFont {
                    font_size: FontSize::Px(if big { 36.0 } else { 17.0 }),
                    ..default()
                },
                TextColor(ink),
                Anchor::CENTER,
                Transform::from_xyz(-CARD.x * 0.2, CARD.y * 0.2, 0.1),
            )),
            Spawn((
                Text2d::new(value),
                TextFont {
                    font_size: FontSize::Px(if big { 15.0 } else { 12.0 }),
                    ..default()
                },
                TextColor(ink.with_alpha(0.85)),
                Anchor::CENTER_LEFT,
                Transform::from_xyz(
                    if big { -CARD.x * 0.06 } else { -CARD.x * 0.42 },
                    if big { CARD.y * 0.04 } else { CARD.y * 0.0 },
                    0.1,
                ),
            )),
        )),
    )
}
