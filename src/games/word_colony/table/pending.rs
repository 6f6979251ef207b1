//! The word being placed: cards dragged from the hand onto the table, where they land (a new
//! word, the end of a word, or across/down from its last letter), the engine's verdict on it
//! before it is confirmed, and the drop targets that light up while dragging.

use bevy::prelude::*;

use super::TableState;
use super::board::{cell_to_world, world_to_cell};
use super::cards::{CARD, CardArt, card_bundle};
use crate::games::word_colony::cards::{CardId, Face, Special};
use crate::games::word_colony::groups::{Dir, GroupId, PlayerId};
use crate::games::word_colony::notation::Tile;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::{Action, Game, Outcome, Phase, PlayerAction, Spelling, Target};
use crate::gui::Screen;
use crate::i18n::Lang;

/// Where the word being placed goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PendingTarget {
    /// A new single word starting at this cell.
    NewWord { cell: (i32, i32) },
    /// Letters added at the end of this group's last word.
    Expand(GroupId),
    /// A word built from the last letter of this group's last word.
    Colony(GroupId),
}

/// The word being placed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pending {
    /// Where it goes (set by the first card).
    pub target: Option<PendingTarget>,
    /// The hand cards, in order.
    pub cards: Vec<CardId>,
    /// For each card, the letter a Magic Word plays ('?' until chosen).
    pub magic: Vec<char>,
}

/// What the pending word would do.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    /// The word as it would read.
    pub word: String,
    /// Points for the player.
    pub gain: i32,
    /// The word it would conquer, and from whom.
    pub conquers: Option<(String, String)>,
    /// It would make a Supercolony.
    pub supercolony: bool,
}

impl Pending {
    /// True when no card is placed.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The action that would play the pending word, if it can be spelled yet.
    pub fn action(&self, game: &Game) -> Option<Action> {
        let target = self.target?;
        if self.cards.is_empty() || self.magic.contains(&'?') {
            return None;
        }
        let new: Vec<Tile> = self
            .cards
            .iter()
            .zip(&self.magic)
            .map(|(&c, &m)| Tile::played_by(game.face(c), m))
            .collect::<Option<_>>()?;
        let cards = self.cards.clone();
        Some(match target {
            PendingTarget::NewWord { .. } => Action::Build {
                word: Spelling::new(new),
                cards,
            },
            PendingTarget::Expand(g) => {
                let base = game.table.get(g)?.last().text();
                Action::Expand {
                    target: Target::Group(g),
                    word: Spelling::after(&base, new),
                    cards,
                }
            }
            PendingTarget::Colony(g) => {
                let start = game.table.get(g)?.last().last_letter();
                Action::Colony {
                    target: Target::Group(g),
                    word: Spelling::after(&start.to_string(), new),
                    cards,
                }
            }
        })
    }

    /// Adds a hand card.
    pub fn push(&mut self, game: &Game, card: CardId) {
        if self.cards.contains(&card) {
            return;
        }
        self.cards.push(card);
        let magic = game.face(card) == Face::Special(Special::MagicWord);
        self.magic.push(if magic { '?' } else { ' ' });
    }

    /// Takes the last card back.
    pub fn pop(&mut self) {
        self.cards.pop();
        self.magic.pop();
        if self.cards.is_empty() {
            self.target = None;
        }
    }
}

/// The cells the pending cards would take.
pub fn pending_cells(game: &Game, state: &TableState) -> Vec<(i32, i32)> {
    let n = state.pending.cards.len() as i32;
    let Some(target) = state.pending.target else {
        return Vec::new();
    };
    let (start, (dx, dy)) = match target {
        PendingTarget::NewWord { cell } => ((cell.0 - 1, cell.1), (1, 0)),
        PendingTarget::Expand(g) | PendingTarget::Colony(g) => {
            let Some((end, dir)) = word_end(game, state, g) else {
                return Vec::new();
            };
            let dir = if matches!(target, PendingTarget::Colony(_)) {
                dir.turn()
            } else {
                dir
            };
            (end, step(dir))
        }
    };
    (1..=n)
        .map(|i| (start.0 + dx * i, start.1 + dy * i))
        .collect()
}

fn step(dir: Dir) -> (i32, i32) {
    match dir {
        Dir::Across => (1, 0),
        Dir::Down => (0, 1),
    }
}

/// The absolute cell of a group's last letter, and the last word's direction.
fn word_end(game: &Game, state: &TableState, g: GroupId) -> Option<((i32, i32), Dir)> {
    let group = game.table.get(g)?;
    let r = state.placed.get(&g)?;
    let (gx, gy) = (r.x, r.y);
    let (cx, cy, _) = *group.cells().last()?;
    Some(((gx + cx, gy + cy), group.dir_of(group.words.len() - 1)))
}

/// How near a dropped card must come to a word's end to land there.
const REACH: f32 = CARD.x * 0.9;

/// The places a first card may land on: each word's end (expand) and the cell beside its
/// last letter (a colony word), for the words `player` may build on.
pub fn drop_targets(
    game: &Game,
    state: &TableState,
    player: PlayerId,
) -> Vec<(PendingTarget, Vec2)> {
    let owns_any = game.table.owns_any(player);
    word_ends(game, state, |g| g.owner == player || owns_any)
}

/// Each end of the words `keep` keeps: where a card expands it, and where one starts a colony.
fn word_ends(
    game: &Game,
    state: &TableState,
    keep: impl Fn(&crate::games::word_colony::groups::Group) -> bool,
) -> Vec<(PendingTarget, Vec2)> {
    let mut out = Vec::new();
    for g in &game.table.groups {
        if !keep(g) {
            continue;
        }
        let Some((end, dir)) = word_end(game, state, g.id) else {
            continue;
        };
        let (ax, ay) = step(dir);
        let (cx, cy) = step(dir.turn());
        out.push((
            PendingTarget::Expand(g.id),
            cell_to_world(end.0 + ax, end.1 + ay),
        ));
        out.push((
            PendingTarget::Colony(g.id),
            cell_to_world(end.0 + cx, end.1 + cy),
        ));
    }
    out
}

/// What dropping a hand card did.
#[derive(Clone, Debug, PartialEq)]
pub enum Dropped {
    /// Nothing: it is not the build step.
    Nothing,
    /// The card joined the word being placed.
    Placed,
    /// A special card dropped on its target: the action that plays it.
    Play(Action),
    /// Why the card cannot go there.
    Refused(String),
}

/// The word group lying on the cell at a world position.
pub fn group_at(state: &TableState, at: Vec2) -> Option<GroupId> {
    let (x, y) = world_to_cell(at);
    state
        .placed
        .iter()
        .find(|(_, r)| r.x <= x && x < r.x + r.w && r.y <= y && y < r.y + r.h)
        .map(|(g, _)| *g)
}

/// The special card a face is when it is played as itself (Immunity, Conquest, Fist Bump),
/// never as a letter; a Magic Word is placed like a letter, so it is not one of them.
pub fn played_special(face: Face) -> Option<Special> {
    match face {
        Face::Special(kind) if kind != Special::MagicWord => Some(kind),
        _ => None,
    }
}

/// What a special card says it is for, and how to play it.
pub fn special_help(kind: Special) -> String {
    match kind {
        Special::Immunity => crate::i18n::tr!("wc-help-immunity"),
        Special::Conquest => crate::i18n::tr!("wc-help-conquest"),
        Special::FistBump => crate::i18n::tr!("wc-help-fist-bump"),
        Special::MagicWord => crate::i18n::tr!("wc-help-magic-word"),
    }
}

/// A special card (not a Magic Word) dropped at a world position: played on the word there
/// when that is what it is for, else refused with what it is for.
fn drop_special(game: &Game, state: &TableState, card: CardId, kind: Special, at: Vec2) -> Dropped {
    let me = game.current;
    let target = group_at(state, at).and_then(|g| game.table.get(g));
    match (kind, target) {
        (Special::Immunity, Some(g)) if g.owner == me => Dropped::Play(Action::Immunity {
            card,
            target: Target::Group(g.id),
        }),
        (Special::Conquest, Some(g)) if g.owner != me => Dropped::Play(Action::Conquest {
            card,
            target: Target::Group(g.id),
        }),
        (Special::FistBump, _) if game.players.len() == 2 => {
            Dropped::Play(Action::FistBump { card, with: 1 - me })
        }
        _ => Dropped::Refused(format!(
            "{} {}",
            crate::i18n::tr!("wc-not-a-letter", card = kind.display_name()),
            special_help(kind)
        )),
    }
}

/// A hand card dropped at a world position: the first card chooses the target; a special card
/// is played on the word it is dropped on, never taken as a letter.
pub fn drop_card(game: &Game, state: &mut TableState, card: CardId, at: Vec2) -> Dropped {
    if game.phase != Phase::Build {
        return Dropped::Nothing;
    }
    if let Some(kind) = played_special(game.face(card)) {
        return drop_special(game, state, card, kind, at);
    }
    if state.pending.target.is_none() {
        let targets = drop_targets(game, state, game.current);
        let near = crate::gui::drag_drop::nearest(&targets, at, REACH);
        // On another player's word, or at its end, without a word of one's own: the rule's
        // reason, as typing gives it, rather than a one-card word refused as too short.
        let player = game.current;
        if near.is_none() && !game.table.owns_any(player) {
            let theirs = word_ends(game, state, |g| g.owner != player);
            let on_word = group_at(state, at).is_some();
            if on_word || crate::gui::drag_drop::nearest(&theirs, at, REACH).is_some() {
                return Dropped::Refused(
                    crate::games::word_colony::rejection::Rejection::NeedOwnWordToBuild.to_string(),
                );
            }
        }
        state.pending.target = Some(match near {
            Some(t) => t,
            None => PendingTarget::NewWord {
                cell: world_to_cell(at),
            },
        });
    }
    state.pending.push(game, card);
    Dropped::Placed
}

/// Plays the pending word on a copy of the game to show what it would do.
pub fn preview(game: &Game, pending: &Pending) -> Option<Result<Preview, String>> {
    if pending.is_empty() {
        return None;
    }
    if pending.magic.contains(&'?') {
        return Some(Err(crate::i18n::tr!("wc-choose-magic-letter")));
    }
    let action = pending.action(game)?;
    let word = match &action {
        Action::Build { word, .. } | Action::Expand { word, .. } | Action::Colony { word, .. } => {
            word.text()
        }
        _ => String::new(),
    };
    let mut copy = game.clone();
    let player = game.current;
    Some(match copy.apply(&PlayerAction { player, action }) {
        Ok(out) => {
            let mut p = Preview {
                word: with_accents(game, word),
                gain: 0,
                conquers: None,
                supercolony: false,
            };
            for o in out {
                match o {
                    Outcome::Scored(e) if e.player == player => p.gain += e.delta,
                    Outcome::Conquered { from, word, .. } => {
                        p.conquers = Some((word, game.players[from].name.clone()))
                    }
                    Outcome::Supercolony { .. } | Outcome::SupercolonyClaimable { .. } => {
                        p.supercolony = true
                    }
                    _ => {}
                }
            }
            Ok(p)
        }
        Err(r) => Err(r.to_string()),
    })
}

/// The word as the cards spell it, then its accented spellings when the dictionary has any
/// ("NIEE (NIÉE)"): the cards carry plain letters, French and Romanian words have accents.
fn with_accents(game: &Game, word: String) -> String {
    let plain = word.to_lowercase();
    let accented: Vec<String> = game
        .lexicon
        .display_forms(&plain)
        .into_iter()
        .filter(|form| *form != plain)
        .map(|form| form.to_uppercase())
        .collect();
    if accented.is_empty() {
        word
    } else {
        format!("{word} ({})", accented.join(", "))
    }
}

/// A pending card's sprite on the table.
#[derive(Component)]
struct PendingCard;

/// A lit drop target while dragging.
#[derive(Component)]
struct TargetGlow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (update_preview, draw_pending, draw_targets)
            .in_set(crate::gui::AppSystems::Sync)
            .run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
    );
}

fn update_preview(
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    mut seen: Local<Option<(Pending, Lang)>>,
) {
    // Told again in a new language too: the verdict is a sentence.
    let key = (state.pending.clone(), crate::i18n::language());
    if !wc.is_changed() && seen.as_ref() == Some(&key) {
        return;
    }
    *seen = Some(key);
    // A new turn or phase clears a word left half placed.
    if wc.game.phase != Phase::Build && !state.pending.is_empty() {
        state.pending = Pending::default();
    }
    let p = preview(&wc.game, &state.pending);
    if state.preview != p {
        state.preview = p;
    }
}

fn draw_pending(
    mut commands: Commands,
    wc: Res<WordColony>,
    state: Res<TableState>,
    art: Option<Res<CardArt>>,
    shown: Query<Entity, With<PendingCard>>,
    mut seen: Local<Option<(Pending, bool)>>,
) {
    let Some(art) = art else { return };
    let key = (state.pending.clone(), matches!(state.preview, Some(Ok(_))));
    if !wc.is_changed() && seen.as_ref() == Some(&key) {
        return;
    }
    *seen = Some(key);
    for e in &shown {
        commands.entity(e).despawn();
    }
    let game = &wc.game;
    let ok = matches!(state.preview, Some(Ok(_)));
    let glow = if ok {
        Color::srgba(0.45, 0.95, 0.55, 0.55)
    } else {
        Color::srgba(1.0, 0.75, 0.3, 0.55)
    };
    for (i, (cell, &card)) in pending_cells(game, &state)
        .into_iter()
        .zip(&state.pending.cards)
        .enumerate()
    {
        let at = cell_to_world(cell.0, cell.1).extend(200.0 + i as f32);
        let m = state.pending.magic[i];
        let letter = (m != ' ' && m != '?').then_some(m);
        commands.spawn((
            PendingCard,
            DespawnOnExit(Screen::Table),
            Sprite::from_color(glow, CARD + Vec2::splat(10.0)),
            Transform::from_translation(at - Vec3::Z * 0.5),
        ));
        // Framed like the table's cards, so the camera makes room for a word growing past the
        // open table instead of sliding it under the side panel.
        commands.spawn((
            PendingCard,
            DespawnOnExit(Screen::Table),
            card_bundle(&art, game.face(card), letter),
            Transform::from_translation(at),
            crate::gui::glide::GlideTo(at),
            crate::gui::glide::Framed(CARD),
        ));
    }
}

fn draw_targets(
    mut commands: Commands,
    wc: Res<WordColony>,
    state: Res<TableState>,
    shown: Query<Entity, With<TargetGlow>>,
    mut seen: Local<Option<(Option<CardId>, Option<PendingTarget>)>>,
) {
    let key = (state.dragging, state.pending.target);
    if !wc.is_changed() && seen.as_ref() == Some(&key) {
        return;
    }
    *seen = Some(key);
    for e in &shown {
        commands.entity(e).despawn();
    }
    let Some(card) = state.dragging else { return };
    // A special card is played on the word it is dropped on, never at a word's end: no glow
    // would tell the truth for it.
    if state.pending.target.is_some() || played_special(wc.game.face(card)).is_some() {
        return;
    }
    for (target, at) in drop_targets(&wc.game, &state, wc.game.current) {
        // Expanding glows blue, a colony word gold; the place the card would land on glows
        // brightest (`gui::drag_drop`).
        let colour = match target {
            PendingTarget::Expand(_) => Color::srgba(0.4, 0.85, 1.0, 0.3),
            _ => Color::srgba(1.0, 0.85, 0.3, 0.3),
        };
        commands.spawn((
            TargetGlow,
            crate::gui::drag_drop::LandingGlow { at, reach: REACH },
            DespawnOnExit(Screen::Table),
            Sprite::from_color(colour, CARD),
            Transform::from_translation(at.extend(150.0)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::fixtures::{act, fixed_cards, reach_build};
    use crate::games::word_colony::layout::arrange;
    use std::collections::HashMap;

    /// Ana has built WIN and holds Immunity and Conquest.
    fn win_and_specials() -> (Game, TableState, CardId, CardId) {
        let hand = ["W", "I", "N", "Immunity", "Conquest", "E"];
        let ben = ["A", "T", "Z", "Z", "Z"];
        let mut game = fixed_cards(
            &["Ana", "Ben"],
            &[
                hand.iter().map(|c| c.to_string()).collect(),
                ben.iter().map(|c| c.to_string()).collect(),
            ],
        );
        reach_build(&mut game);
        act(
            &mut game,
            0,
            Action::Build {
                word: "WIN".parse().unwrap(),
                cards: vec![],
            },
        );
        let state = TableState {
            placed: arrange(&game.table, &HashMap::new(), &HashMap::new(), 26),
            ..Default::default()
        };
        let find = |s: Special| {
            game.players[0]
                .hand
                .iter()
                .copied()
                .find(|&c| game.face(c) == Face::Special(s))
                .expect("in hand")
        };
        let (immunity, conquest) = (find(Special::Immunity), find(Special::Conquest));
        (game, state, immunity, conquest)
    }

    #[test]
    fn a_card_dropped_on_another_players_word_without_a_word_of_ones_own_says_why() {
        let (mut game, _, _, _) = win_and_specials();
        act(&mut game, 0, Action::Pass);
        reach_build(&mut game);
        assert_eq!(game.current, 1, "Ben builds, with no word of his own");
        let mut state = TableState {
            placed: arrange(&game.table, &HashMap::new(), &HashMap::new(), 26),
            ..Default::default()
        };
        let win = game.table.groups[0].id;
        let r = state.placed[&win];
        let a = game.players[1].hand[0];
        let want = crate::games::word_colony::rejection::Rejection::NeedOwnWordToBuild.to_string();
        // On the word, and just past its last letter.
        for at in [cell_to_world(r.x, r.y), cell_to_world(r.x + 3, r.y)] {
            assert_eq!(
                drop_card(&game, &mut state, a, at),
                Dropped::Refused(want.clone())
            );
            assert!(state.pending.is_empty());
        }
        // On bare felt, far from any word, a card starts a new word as before.
        let far = cell_to_world(r.x + 30, r.y + 30);
        assert_eq!(drop_card(&game, &mut state, a, far), Dropped::Placed);
    }

    #[test]
    fn a_special_card_is_played_on_its_target_and_never_taken_as_a_letter() {
        let (game, mut state, immunity, conquest) = win_and_specials();
        let win = game.table.groups[0].id;
        let r = state.placed[&win];
        let on_win = cell_to_world(r.x, r.y);
        assert_eq!(
            drop_card(&game, &mut state, immunity, on_win),
            Dropped::Play(Action::Immunity {
                card: immunity,
                target: Target::Group(win),
            })
        );
        // Conquest on one's own word, or a special card on bare felt: what it is for.
        match drop_card(&game, &mut state, conquest, on_win) {
            Dropped::Refused(why) => assert!(why.starts_with("Conquest is not a letter"), "{why}"),
            other => panic!("{other:?}"),
        }
        let far = cell_to_world(r.x + 40, r.y + 40);
        assert!(matches!(
            drop_card(&game, &mut state, immunity, far),
            Dropped::Refused(_)
        ));
        assert!(state.pending.is_empty(), "no special card joined a word");
    }
}
