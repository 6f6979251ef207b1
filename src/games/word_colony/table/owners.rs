//! Whose word is whose: a bar in the owner's pawn colour along each group's first word (below
//! a word written across, left of one written down), redrawn when the table or the palette
//! changes. Hovering a word tells its owner, value and whether it can be conquered now.

use bevy::prelude::*;

use super::TableState;
use super::board::cell_to_world;
use super::cards::CARD;
use crate::games::word_colony::groups::{Dir, Group};
use crate::games::word_colony::plugin::WordColony;
use crate::gui::Screen;
use crate::gui::SettingsStore;
use crate::gui::palette;

/// What the bars were last drawn for: each group's id, place and owner, and the palette.
type BarsKey = (Vec<(u32, i32, i32, usize)>, bool);

/// A group owner's colour bar.
#[derive(Component)]
struct OwnerBar;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_owner_bars
            .in_set(crate::gui::AppSystems::Sync)
            .after(super::board::sync_board)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
    );
}

/// The pawn colour of seat `p` as the table draws it.
pub fn owner_colour(wc: &WordColony, p: usize, safe: bool) -> Color {
    let i = wc
        .setup
        .players
        .get(p)
        .and_then(|s| s.colour)
        .map_or(p, usize::from);
    let [r, g, b, _] = palette::colour(i, safe).to_array();
    Color::srgb_u8(r, g, b)
}

/// The bar's centre and size for a group whose top-left cell is `origin`: along its first
/// word, just outside the cards.
pub fn bar_for(group: &Group, origin: (i32, i32)) -> (Vec2, Vec2) {
    let n = group.first().cards.len();
    let cells: Vec<(i32, i32)> = group
        .cells()
        .iter()
        .take(n)
        .map(|&(x, y, _)| (origin.0 + x, origin.1 + y))
        .collect();
    let first = cell_to_world(cells[0].0, cells[0].1);
    let last = cell_to_world(cells[n - 1].0, cells[n - 1].1);
    let thick = 7.0;
    match group.first_dir {
        Dir::Across => (
            Vec2::new((first.x + last.x) / 2.0, first.y - CARD.y / 2.0 - thick),
            Vec2::new(last.x - first.x + CARD.x * 0.9, thick),
        ),
        Dir::Down => (
            Vec2::new(first.x - CARD.x / 2.0 - thick, (first.y + last.y) / 2.0),
            Vec2::new(thick, first.y - last.y + CARD.y * 0.9),
        ),
    }
}

fn draw_owner_bars(
    mut commands: Commands,
    wc: Res<WordColony>,
    state: Res<TableState>,
    settings: Res<SettingsStore>,
    bars: Query<Entity, With<OwnerBar>>,
    mut seen: Local<Option<BarsKey>>,
) {
    let safe = settings.settings.colour_blind_palette;
    let groups: Vec<(u32, i32, i32, usize)> = wc
        .game
        .table
        .groups
        .iter()
        .filter_map(|g| {
            let r = state.placed.get(&g.id)?;
            Some((g.id.0, r.x, r.y, g.owner))
        })
        .collect();
    // Drawn again when the table changes, or when its bars were cleared under it (the table
    // screen entered again, as a rematch or a loaded game does, despawns them).
    let drawn = bars.iter().len();
    let key = (groups, safe);
    if seen.as_ref() == Some(&key) && drawn == key.0.len() {
        return;
    }
    *seen = Some(key);
    for e in &bars {
        commands.entity(e).despawn();
    }
    for g in &wc.game.table.groups {
        let Some(r) = state.placed.get(&g.id) else {
            continue;
        };
        let (at, size) = bar_for(g, (r.x, r.y));
        commands.spawn((
            OwnerBar,
            DespawnOnExit(Screen::Table),
            Sprite::from_color(owner_colour(&wc, g.owner, safe), size),
            // Under the cards: where a colony's next word runs over the bar, its card covers it.
            Transform::from_translation(at.extend(-0.5)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::cards::{STEP_X, STEP_Y};
    use super::*;
    use crate::games::word_colony::groups::{GroupId, Word};

    fn word(text: &str) -> Word {
        crate::games::word_colony::fixtures::plain_word(text)
    }

    fn group(words: &[&str], first_dir: Dir) -> Group {
        Group {
            id: GroupId(0),
            words: words.iter().map(|w| word(w)).collect(),
            owner: 0,
            first_dir,
            supercolony_done: false,
            unconquerable: false,
            immune: false,
            decolonized_cards: 0,
        }
    }

    #[test]
    fn the_bar_runs_under_the_first_word_across_and_beside_it_down() {
        let across = group(&["WIN", "NAPKIN"], Dir::Across);
        let (at, size) = bar_for(&across, (2, 3));
        let w0 = cell_to_world(2, 3);
        let w2 = cell_to_world(4, 3);
        assert!((at.x - (w0.x + w2.x) / 2.0).abs() < 0.01, "centred on WIN");
        assert!(at.y < w0.y - CARD.y / 2.0, "below the cards");
        assert!(
            size.x > 2.0 * STEP_X && size.x < 3.0 * CARD.x,
            "as long as WIN"
        );
        let down = group(&["WIN"], Dir::Down);
        let (at, size) = bar_for(&down, (0, 0));
        assert!(at.x < -CARD.x / 2.0, "left of the cards");
        assert!(size.y > 2.0 * STEP_Y, "as tall as WIN");
    }
}
