//! How a card looks: a rounded card texture drawn at start-up, tinted per kind (cream letter
//! cards, dark black cards, violet special cards), with its letter and value in the top-left
//! corner so they stay readable when cards overlap in a word. Faces come from one atlas drawn
//! at start-up (`card_faces`); a face the atlas lacks (a custom box's unusual value) gets its
//! letter and value as text instead.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite::Anchor;
use bevy::text::FontSize;

use super::card_faces::{
    CELL_H, CELL_W, FaceAtlas, FaceKey, FaceSpec, PENALTY_RIGHT, draw_atlas, is_penalty,
    label_layout,
};
use crate::games::word_colony::cards::{Face, Special};
use crate::i18n::Lang;

pub use super::card_faces::{CARD, STEP_X};
/// Offset between letters of a down word.
pub const STEP_Y: f32 = 52.0;

/// The card textures.
#[derive(Resource)]
pub struct CardArt {
    /// A white rounded card with a soft border, tinted per kind.
    pub card: Handle<Image>,
    /// Every usual face, letter and value drawn in.
    pub faces: Handle<Image>,
    /// Where each face is in `faces`.
    pub cells: HashMap<FaceKey, Rect>,
    /// The language the faces' words (special cards' names) are drawn in: the atlas is drawn
    /// again when the app's language changes.
    pub lang: Lang,
    /// The card font for words on the table (Bevy's own has no accented letters).
    pub text_font: Handle<Font>,
}

/// A card's label; drawn as text only when the face atlas lacks it.
#[derive(Component, Clone, Debug)]
pub struct CardLabel {
    letter: String,
    value: String,
    ink: Color,
    baked: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_art)
        .add_systems(Update, redraw_faces_in_new_language)
        .add_systems(PostUpdate, label_unbaked_faces);
}

/// The faces drawn into the atlas: letter cards A-Z worth 1-3, black cards worth -1 to -3,
/// Magic Words showing each letter (or none), and the other special cards.
fn usual_faces() -> Vec<(Face, Option<char>)> {
    let mut faces = Vec::new();
    for letter in 'A'..='Z' {
        for value in 1..=3 {
            faces.push((Face::Letter { letter, value }, None));
            faces.push((
                Face::Black {
                    letter,
                    value: -value,
                },
                None,
            ));
        }
        faces.push((Face::Special(Special::MagicWord), Some(letter)));
    }
    for s in [
        Special::MagicWord,
        Special::Immunity,
        Special::FistBump,
        Special::Conquest,
    ] {
        faces.push((Face::Special(s), None));
    }
    faces
}

fn face_key(lang: Lang, face: Face, shown_letter: Option<char>) -> FaceKey {
    let kind = match face {
        Face::Letter { .. } => 0,
        Face::Black { .. } => 1,
        Face::Special(_) => 2,
    };
    let (letter, value) = label(lang, face, shown_letter);
    (kind, letter, value)
}

fn srgb(c: Color) -> [f32; 3] {
    let s = c.to_srgba();
    [s.red, s.green, s.blue]
}

/// The blank card: a white rounded card with a soft rim, `CELL_W` x `CELL_H` RGBA8.
fn blank_card() -> Vec<u8> {
    let (w, h, r) = (CELL_W as u32, CELL_H as u32, 14.0f32);
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
    data
}

/// Every usual face drawn on `card`, its words in `lang`. The faces keep their places
/// whatever the language: only the special cards' names differ.
fn faces_atlas(card: &[u8], lang: Lang) -> FaceAtlas {
    let specs: Vec<FaceSpec> = usual_faces()
        .into_iter()
        .map(|(face, shown)| {
            let (fill, ink) = colours(face);
            FaceSpec {
                key: face_key(lang, face, shown),
                fill: srgb(fill),
                ink: srgb(ink),
            }
        })
        .collect();
    draw_atlas(card, &specs)
}

fn image(w: usize, h: usize, data: Vec<u8>) -> Image {
    Image::new(
        Extent3d {
            width: w as u32,
            height: h as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        // Kept in the main world too: sprite picking reads its alpha.
        RenderAssetUsages::default(),
    )
}

fn make_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut fonts: ResMut<Assets<Font>>,
) {
    let data = blank_card();
    let lang = crate::i18n::language();
    let atlas = faces_atlas(&data, lang);
    commands.insert_resource(CardArt {
        card: images.add(image(CELL_W, CELL_H, data)),
        faces: images.add(image(atlas.width, atlas.height, atlas.pixels)),
        cells: atlas.cells,
        lang,
        text_font: fonts.add(Font::from_bytes(crate::gui::fonts::CARD_FONT.to_vec())),
    });
}

/// The app's language changed: the faces are drawn again with the special cards' names in it.
/// Every face keeps its place in the atlas, so the sprites already on the table show the new
/// names as they are.
fn redraw_faces_in_new_language(art: Option<ResMut<CardArt>>, mut images: ResMut<Assets<Image>>) {
    let lang = crate::i18n::language();
    let Some(mut art) = art.filter(|a| a.lang != lang) else {
        return;
    };
    let atlas = faces_atlas(&blank_card(), lang);
    if let Some(mut faces) = images.get_mut(&art.faces) {
        *faces = image(atlas.width, atlas.height, atlas.pixels);
    }
    art.cells = atlas.cells;
    art.lang = lang;
}

/// Fill and ink of a card.
pub fn colours(face: Face) -> (Color, Color) {
    match face {
        Face::Letter { .. } => (Color::srgb(0.98, 0.95, 0.87), Color::srgb(0.16, 0.13, 0.11)),
        Face::Black { .. } => (Color::srgb(0.13, 0.12, 0.14), Color::srgb(0.95, 0.38, 0.33)),
        Face::Special(_) => (Color::srgb(0.42, 0.27, 0.62), Color::srgb(1.0, 0.86, 0.45)),
    }
}

/// What a card shows in `lang`: its letter (a Magic Word on the table shows the letter it
/// plays) and its value.
pub fn label(lang: Lang, face: Face, shown_letter: Option<char>) -> (String, String) {
    match face {
        Face::Letter { letter, value } | Face::Black { letter, value } => {
            (letter.to_string(), value.to_string())
        }
        Face::Special(s) => match (s, shown_letter) {
            (Special::MagicWord, Some(l)) => (l.to_string(), "0".into()),
            (Special::MagicWord, None) => ("*".into(), crate::i18n::tr_in!(lang, "wc-face-any")),
            // A special card shows its whole name, a word a line (never split inside a word).
            (kind, _) => (kind.display_name_in(lang), String::new()),
        },
    }
}

/// The sprite of a card (from the face atlas when it has the face); the caller adds its
/// place and role.
pub fn card_bundle(art: &CardArt, face: Face, shown_letter: Option<char>) -> (Sprite, CardLabel) {
    let (fill, ink) = colours(face);
    let key = face_key(art.lang, face, shown_letter);
    let (_, letter, value) = key.clone();
    let (sprite, baked) = match art.cells.get(&key) {
        Some(rect) => (
            Sprite {
                image: art.faces.clone(),
                rect: Some(*rect),
                custom_size: Some(CARD),
                ..default()
            },
            true,
        ),
        None => (
            Sprite {
                image: art.card.clone(),
                color: fill,
                custom_size: Some(CARD),
                ..default()
            },
            false,
        ),
    };
    (
        sprite,
        CardLabel {
            letter,
            value,
            ink,
            baked,
        },
    )
}

/// Writes the letter and value as text on cards whose face is not in the atlas.
fn label_unbaked_faces(
    mut commands: Commands,
    art: Option<Res<CardArt>>,
    added: Query<(Entity, &CardLabel), Added<CardLabel>>,
) {
    let Some(art) = art else { return };
    // The atlas's font, so a face drawn as text looks like the others.
    let font = || bevy::text::FontSource::Handle(art.text_font.clone());
    for (e, label) in &added {
        if label.baked {
            continue;
        }
        let big = label.letter.chars().count() == 1;
        let layout = label_layout(big);
        let place = |(fx, fy): (f32, f32)| Transform::from_xyz(CARD.x * fx, CARD.y * fy, 0.1);
        commands.entity(e).with_children(|c| {
            c.spawn((
                Text2d::new(label.letter.clone()),
                TextFont {
                    font: font(),
                    font_size: FontSize::Px(layout.letter_size),
                    ..default()
                },
                TextColor(label.ink),
                Anchor::CENTER,
                place(layout.letter_centre),
            ));
            c.spawn((
                Text2d::new(label.value.clone()),
                TextFont {
                    font: font(),
                    font_size: FontSize::Px(layout.value_size),
                    ..default()
                },
                TextColor(label.ink.with_alpha(0.85)),
                // A penalty keeps clear of the next card in a word (see PENALTY_RIGHT).
                if big && is_penalty(&label.value) {
                    Anchor::CENTER_RIGHT
                } else {
                    Anchor::CENTER_LEFT
                },
                if big && is_penalty(&label.value) {
                    place(PENALTY_RIGHT)
                } else {
                    place(layout.value_left)
                },
            ));
        });
    }
}
