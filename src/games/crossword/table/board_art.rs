//! The board and its played tiles as sprites under the table camera. The board (its squares
//! with their premiums named, the centre star and the coordinates) is drawn once into one
//! picture, and every tile face once into an atlas; the GPU then draws the board as one
//! sprite and each played tile as one more. Drawn afresh every frame as shapes and letters,
//! a full board cost a software renderer more than a frame's time. The picture is drawn
//! again when the language (the premium names) or the palette changes.
//!
//! What changes every turn stays with egui in `board_view`: the cursor, the tiles laid this
//! turn and the verdict's bubble.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use swash::FontRef;
use swash::scale::ScaleContext;

use super::CrosswordTable;
use super::board_view::{Premium, premium, premium_colour, premium_label};
use super::geometry::{FRAMED, SQUARE};
use crate::games::crossword::plugin::Crossword;
use crate::games::crossword::rules::Rules;
use crate::games::crossword::{CENTRE, SIZE};
use crate::gui::fonts::CARD_FONT;
use crate::gui::raster::{Canvas, PxRect, text_width};
use crate::gui::{AppSystems, Screen, SettingsStore, TableCamera};
use crate::i18n::Lang;

/// Picture pixels for one world unit: a square is 66 pixels, sharp up to the closest zoom.
const PX: f32 = 1.5;

/// A tile's side in the atlas, in pixels.
const TILE_PX: usize = 64;

/// A played tile's side in world units (a little inside its square).
pub const TILE: f32 = SQUARE * 0.92;

/// How long the last move's tiles take to fly in from the rack, in seconds.
const FLIGHT: f64 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (draw_board_art, place_tiles)
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<Crossword>)),
    );
}

/// The board's pictures and what they were drawn for.
#[derive(Resource)]
struct BoardArt {
    /// The board without tiles.
    board: Handle<Image>,
    /// Every tile face: `A`-`Z` with values, then `a`-`z` as blanks.
    tiles: Handle<Image>,
    /// The gold outline over the last move's tiles.
    mark: Handle<Image>,
    /// Language, palette and tile values the pictures show.
    drawn_for: (Lang, bool, Vec<i32>),
}

/// The board's sprite.
#[derive(Component)]
struct BoardSprite;

/// A played tile's sprite, by square, with the tile it shows.
#[derive(Component)]
struct TileSprite {
    square: (usize, usize),
    tile: u8,
}

/// The gold outline on a tile of the last move.
#[derive(Component)]
struct LastMoveMark;

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
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn srgb(c: bevy_egui::egui::Color32) -> [f32; 3] {
    [c.r(), c.g(), c.b()].map(|v| v as f32 / 255.0)
}

fn values(rules: &Rules) -> Vec<i32> {
    (b'A'..=b'Z').map(|t| rules.tile_value(t)).collect()
}

/// Draws the pictures when the table opens, and again when what they show changes; the
/// sprites then show the new pictures as they are.
fn draw_board_art(
    mut commands: Commands,
    cw: Res<Crossword>,
    settings: Res<SettingsStore>,
    art: Option<ResMut<BoardArt>>,
    mut images: ResMut<Assets<Image>>,
) {
    let safe = settings.settings.colour_blind_palette;
    let want = (crate::i18n::language(), safe, values(&cw.game.rules));
    match art {
        Some(mut art) if art.drawn_for != want => {
            let (w, h, px) = board_picture(&cw.game.rules, safe);
            if let Some(mut board) = images.get_mut(&art.board) {
                *board = image(w, h, px);
            }
            let (w, h, px) = tile_atlas(&cw.game.rules);
            if let Some(mut tiles) = images.get_mut(&art.tiles) {
                *tiles = image(w, h, px);
            }
            art.drawn_for = want;
        }
        Some(_) => {}
        None => {
            let (w, h, px) = board_picture(&cw.game.rules, safe);
            let board = images.add(image(w, h, px));
            let (w, h, px) = tile_atlas(&cw.game.rules);
            let tiles = images.add(image(w, h, px));
            let mark = images.add(image(TILE_PX, TILE_PX, mark_picture()));
            commands.insert_resource(BoardArt {
                board,
                tiles,
                mark,
                drawn_for: want,
            });
        }
    }
}

/// The world position of a square's centre.
pub fn square_centre(row: usize, col: usize) -> Vec2 {
    let half = (SIZE as f32 - 1.0) / 2.0;
    Vec2::new((col as f32 - half) * SQUARE, (half - row as f32) * SQUARE)
}

/// Keeps a sprite on every played tile, the board's sprite under them, and the gold outline
/// on the last move; a move just played flies in from the rack.
#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
fn place_tiles(
    mut commands: Commands,
    cw: Res<Crossword>,
    table: Res<CrosswordTable>,
    art: Option<Res<BoardArt>>,
    board: Query<Entity, With<BoardSprite>>,
    tiles: Query<(Entity, &TileSprite)>,
    marks: Query<Entity, With<LastMoveMark>>,
    camera: Query<(&Transform, &Projection), With<TableCamera>>,
    windows: Query<&Window>,
    time: Res<Time>,
    mut marked: Local<Vec<Entity>>,
) {
    let Some(art) = art else { return };
    if board.is_empty() {
        commands.spawn((
            BoardSprite,
            Sprite {
                image: art.board.clone(),
                custom_size: Some(Vec2::splat(FRAMED)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, 0.0),
            DespawnOnExit(Screen::Table),
        ));
    }
    if !cw.is_changed() && !table.is_changed() && !tiles.is_empty() {
        return;
    }
    let game = &cw.game;
    let mut have = std::collections::HashMap::new();
    for (e, t) in &tiles {
        let now = game.board.get(t.square.0, t.square.1);
        if now == t.tile {
            have.insert(t.square, e);
        } else {
            commands.entity(e).despawn();
        }
    }
    // Where the rack is, in the world: the bottom middle of the view.
    let rack = match (camera.single(), windows.single()) {
        (Ok((t, Projection::Orthographic(o))), Ok(w)) => Vec2::new(
            t.translation.x,
            t.translation.y - w.height() / 2.0 * o.scale,
        ),
        _ => Vec2::new(0.0, -SQUARE * SIZE as f32),
    };
    let flying = time.elapsed_secs_f64() - table.last_move_at < FLIGHT;
    for row in 0..SIZE {
        for col in 0..SIZE {
            let tile = game.board.get(row, col);
            if tile == 0 || have.contains_key(&(row, col)) {
                continue;
            }
            let at = square_centre(row, col).extend(1.0);
            let from = if flying && table.last_move.contains(&(row, col)) {
                Vec3::new(at.x, rack.y, 1.0)
            } else {
                at
            };
            let e = commands
                .spawn((
                    TileSprite {
                        square: (row, col),
                        tile,
                    },
                    Sprite {
                        image: art.tiles.clone(),
                        rect: Some(tile_cell(tile)),
                        custom_size: Some(Vec2::splat(TILE)),
                        ..default()
                    },
                    Transform::from_translation(from),
                    crate::gui::glide::GlideTo(at),
                    DespawnOnExit(Screen::Table),
                ))
                .id();
            have.insert((row, col), e);
        }
    }
    // The marks are made again only when the last move or its tiles changed: the table's
    // state changes every frame, and pieces spawned every frame would keep the table from
    // standing still (`gui::still`).
    let wanted: Vec<Entity> = table
        .last_move
        .iter()
        .filter_map(|square| have.get(square).copied())
        .collect();
    if *marked == wanted && marks.iter().count() == wanted.len() {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    *marked = wanted;
    for square in &table.last_move {
        if let Some(&tile) = have.get(square) {
            commands.entity(tile).with_child((
                LastMoveMark,
                Sprite {
                    image: art.mark.clone(),
                    custom_size: Some(Vec2::splat(TILE)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
        }
    }
}

/// Where a tile's face is in the atlas: `A`-`Z` on the first two rows, blanks (`a`-`z`)
/// on the next two.
fn tile_cell(tile: u8) -> Rect {
    let index = if tile.is_ascii_lowercase() {
        26 + (tile - b'a') as usize
    } else {
        (tile.to_ascii_uppercase().saturating_sub(b'A')) as usize % 26
    };
    let (x, y) = ((index % 13) * TILE_PX, (index / 13) * TILE_PX);
    Rect::new(
        x as f32,
        y as f32,
        (x + TILE_PX) as f32,
        (y + TILE_PX) as f32,
    )
}

/// The board without tiles: its green backing, the squares with their premiums named, the
/// centre star, and the coordinates A-O and 1-15 around it. RGBA8 sRGB, square.
fn board_picture(rules: &Rules, safe: bool) -> (usize, usize, Vec<u8>) {
    let side = (FRAMED * PX).round() as usize;
    let mut pixels = vec![0u8; side * side * 4];
    let font = FontRef::from_index(CARD_FONT, 0).expect("the card font parses");
    let mut ctx = ScaleContext::new();
    let mut canvas = Canvas::new(&mut pixels, side);
    let sq = SQUARE * PX;
    let centre = side as f32 / 2.0;
    let square = |row: usize, col: usize| -> PxRect {
        let x = centre + (col as f32 - SIZE as f32 / 2.0) * sq;
        let y = centre + (row as f32 - SIZE as f32 / 2.0) * sq;
        [x, y, x + sq, y + sq]
    };
    let [l, t, ..] = square(0, 0);
    let [.., r, b] = square(SIZE - 1, SIZE - 1);
    let m = sq * 0.12;
    canvas.fill(
        [l - m, t - m, r + m, b + m],
        sq * 0.1,
        [24, 60, 44].map(|v| v as f32 / 255.0),
    );
    let label_ink = [200.0, 220.0, 200.0].map(|v| v / 255.0);
    let label_size = sq * 0.34;
    for i in 0..SIZE {
        let col = ((b'A' + i as u8) as char).to_string();
        let [cl, _, cr, _] = square(0, i);
        let x = (cl + cr) / 2.0;
        canvas.text_centred(
            &font,
            &mut ctx,
            &col,
            label_size,
            (x, t - sq * 0.4),
            label_ink,
        );
        canvas.text_centred(
            &font,
            &mut ctx,
            &col,
            label_size,
            (x, b + sq * 0.4),
            label_ink,
        );
        let [_, rt, _, rb] = square(i, 0);
        let y = (rt + rb) / 2.0;
        let row = (i + 1).to_string();
        let w = text_width(&font, &row, label_size);
        canvas.text(
            &font,
            &mut ctx,
            &row,
            label_size,
            l - sq * 0.2 - w,
            y,
            label_ink,
            1.0,
        );
        canvas.text(
            &font,
            &mut ctx,
            &row,
            label_size,
            r + sq * 0.2,
            y,
            label_ink,
            1.0,
        );
    }
    for row in 0..SIZE {
        for col in 0..SIZE {
            let index = row * SIZE + col;
            let [x0, y0, x1, y1] = square(row, col);
            let inset = sq * 0.04;
            let rect = [x0 + inset, y0 + inset, x1 - inset, y1 - inset];
            let kind = premium(rules, index);
            let fill = kind.map_or([236.0, 226.0, 200.0].map(|v| v / 255.0), |p| {
                srgb(premium_colour(p, safe))
            });
            canvas.fill(rect, 0.0, fill);
            let mid = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
            if index == CENTRE {
                canvas.star(mid, sq * 0.3, [60.0, 40.0, 30.0].map(|v| v / 255.0));
            } else if let Some(p) = kind {
                let dark = matches!(
                    (p, safe),
                    (Premium::TripleLetter, _) | (Premium::TripleWord, false)
                );
                let ink = if dark {
                    [1.0; 3]
                } else {
                    [30.0, 30.0, 40.0].map(|v| v / 255.0)
                };
                let label = premium_label(p);
                // A longer name in another language shrinks to stay in its square.
                let size = sq * 0.28;
                let room = sq * 0.86;
                let natural = text_width(&font, &label, size);
                let size = if natural > room {
                    size * room / natural
                } else {
                    size
                };
                canvas.text_centred(&font, &mut ctx, &label, size, mid, ink);
            }
        }
    }
    (side, side, pixels)
}

/// Every tile face a board can show: `A`-`Z` with their values, then the blanks `a`-`z`
/// (a red letter in a ring, no value), 13 to a row.
fn tile_atlas(rules: &Rules) -> (usize, usize, Vec<u8>) {
    let (w, h) = (13 * TILE_PX, 4 * TILE_PX);
    let mut pixels = vec![0u8; w * h * 4];
    let font = FontRef::from_index(CARD_FONT, 0).expect("the card font parses");
    let mut ctx = ScaleContext::new();
    let s = TILE_PX as f32;
    let cream = srgb(crate::gui::theme::CARD_CREAM);
    let edge = [196.0, 170.0, 120.0].map(|v| v / 255.0);
    for tile in (b'A'..=b'Z').chain(b'a'..=b'z') {
        let cell = tile_cell(tile);
        let (x0, y0) = (cell.min.x, cell.min.y);
        let mut canvas = Canvas::clipped(
            &mut pixels,
            w,
            [x0 as i32, y0 as i32, cell.max.x as i32, cell.max.y as i32],
        );
        let rect = [x0 + 0.5, y0 + 0.5, x0 + s - 0.5, y0 + s - 0.5];
        canvas.fill(rect, s * 0.14, cream);
        canvas.stroke(rect, s * 0.14, (s * 0.025).max(1.0), edge);
        let blank = tile.is_ascii_lowercase();
        let ink = if blank {
            [190.0, 40.0, 40.0].map(|v| v / 255.0)
        } else {
            srgb(crate::gui::theme::CARD_INK)
        };
        let mid = (x0 + s / 2.0, y0 + s / 2.0);
        if blank {
            canvas.ring(mid, s * 0.36, (s * 0.04).max(1.0), ink);
        }
        let letter = (tile.to_ascii_uppercase() as char).to_string();
        canvas.text_centred(
            &font,
            &mut ctx,
            &letter,
            s * 0.6,
            (mid.0 - s * 0.04, mid.1 - s * 0.02),
            ink,
        );
        if !blank {
            let value = rules.tile_value(tile).to_string();
            let size = s * 0.26;
            let vw = text_width(&font, &value, size);
            let x = x0 + s * 0.92 - vw;
            canvas.text(&font, &mut ctx, &value, size, x, y0 + s * 0.8, ink, 1.0);
        }
    }
    (w, h, pixels)
}

/// The last move's outline: a gold frame inside a tile, the middle clear.
fn mark_picture() -> Vec<u8> {
    let s = TILE_PX as f32;
    let mut pixels = vec![0u8; TILE_PX * TILE_PX * 4];
    let mut canvas = Canvas::new(&mut pixels, TILE_PX);
    canvas.stroke(
        [0.5, 0.5, s - 0.5, s - 0.5],
        s * 0.14,
        s * 0.08,
        srgb(crate::gui::theme::GOLD),
    );
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alpha_at(px: &[u8], w: usize, x: usize, y: usize) -> u8 {
        px[(y * w + x) * 4 + 3]
    }

    #[test]
    fn every_tile_has_its_own_cell_with_ink_in_it() {
        let rules = crate::games::crossword::rules::RulesKind::Wordgame.rules();
        let (w, _, px) = tile_atlas(rules);
        let mut seen = std::collections::HashSet::new();
        for tile in (b'A'..=b'Z').chain(b'a'..=b'z') {
            let c = tile_cell(tile);
            assert!(
                seen.insert((c.min.x as usize, c.min.y as usize)),
                "{}",
                tile as char
            );
            let mid = ((c.min.x + c.max.x) / 2.0) as usize;
            let (top, bottom) = (c.min.y as usize, c.max.y as usize);
            // The letter darkens the cream somewhere down the middle column.
            let darkest = (top + 8..bottom - 8)
                .map(|y| px[(y * w + mid) * 4 + 1])
                .min()
                .unwrap();
            assert!(darkest < 150, "{} has no ink", tile as char);
            assert_eq!(alpha_at(&px, w, mid, (top + bottom) / 2), 255);
        }
    }

    #[test]
    fn the_board_picture_puts_each_square_where_the_geometry_has_it() {
        let rules = crate::games::crossword::rules::RulesKind::Classic.rules();
        let (side, _, px) = board_picture(rules, false);
        // The picture spans the framed board; a square's centre, taken to pixels, lands
        // on a square's own colour (opaque), and the far corner outside the backing is clear.
        for (row, col) in [(0, 0), (7, 7), (14, 3), (2, 12)] {
            let c = square_centre(row, col);
            let x = (side as f32 / 2.0 + c.x * PX) as usize;
            let y = (side as f32 / 2.0 - c.y * PX) as usize;
            assert_eq!(alpha_at(&px, side, x, y), 255, "square {row},{col}");
        }
        assert_eq!(alpha_at(&px, side, 1, 1), 0);
        // The triple word corner is red on the familiar palette.
        let c = square_centre(0, 0);
        let (x, y) = (
            (side as f32 / 2.0 + c.x * PX) as usize + 20,
            (side as f32 / 2.0 - c.y * PX) as usize + 20,
        );
        let p = &px[(y * side + x) * 4..][..3];
        assert!(p[0] > 150 && p[1] < 100, "{p:?}");
    }
}
