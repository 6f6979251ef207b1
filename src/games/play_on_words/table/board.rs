//! The table's main view: the players' strip along the top; the words on the table grouped by
//! owner; the rows of a lay-down being put together; the hand's fan at the bottom; on the
//! right the challenge card with its ticks, the draw pile and the two discard piles, what the
//! turn asks for, the engine's verdict on the draft with Confirm, and the last moves. Cards
//! are dragged from the fan (or clicked, then a place clicked) into a row, onto a word (between
//! two cards, over a card, at either end) or onto a discard pile; the piles are clicked to
//! take a card.

use crate::games::table_session::RecordsIntents;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::cards::{Look, paint_back, paint_card, paint_covered};
use super::draft::{Draft, Piece, Spot, Verdict, row_meets, verdict};
use super::{PowTable, send, shown_seat};
use crate::engine::Intent;
use crate::games::play_on_words::INFO as PLAY_ON_WORDS;
use crate::games::play_on_words::cards::Card;
use crate::games::play_on_words::game::Game;
use crate::games::play_on_words::plugin::PlayOnWords;
use crate::games::play_on_words::rules::WordKind;
use crate::games::play_on_words::state::{Action, Phase, Pile};
use crate::gui::Screen;
use crate::gui::theme::{GOLD, RIGHT_PANEL, TOP_PANEL};
use crate::i18n::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        hand_key.run_if(
            in_state(Screen::Table)
                .and_then(crate::gui::game_is(PLAY_ON_WORDS.id))
                .and_then(resource_exists::<PlayOnWords>),
        ),
    )
    .add_systems(
        EguiPrimaryContextPass,
        table_ui
            .run_if(in_state(Screen::Table).and_then(crate::gui::game_is(PLAY_ON_WORDS.id)))
            .run_if(resource_exists::<PlayOnWords>),
    );
}

/// Streamer mode: the hand shows while Space is held, or, after L, until L again or the end of
/// the turn (so a card can be dragged without holding a key).
fn hand_key(keys: Res<ButtonInput<KeyCode>>, mut table: ResMut<PowTable>) {
    let held = keys.pressed(KeyCode::Space);
    if table.hand_key_held != held {
        table.hand_key_held = held;
    }
    if keys.just_pressed(KeyCode::KeyL) && !table.typing {
        table.hand_kept_open = !table.hand_kept_open;
    }
}

/// A place a card can go, or a thing to click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// The hand: a card dropped there moves within it.
    Hand,
    /// A card of the hand, to pick up by a click.
    HandCard(Card),
    /// Lay-down row `row`, before its card `gap`.
    LayGap { row: usize, gap: usize },
    /// Word `word` on the table, before its shown card `gap`.
    WordGap { word: usize, gap: usize },
    /// Over word `word`'s shown card `at`.
    WordCard { word: usize, at: usize },
    /// A card of the draft, to take back by a click.
    Draft(Spot),
    /// A pile: take from it (draw) or discard onto it.
    Pile(Pile),
}

/// What the view asked for this frame.
#[derive(Default)]
struct Asked {
    action: Option<(usize, Action)>,
    leave: bool,
}

/// The places of this frame, in drawing order (the last one under the pointer wins).
type Places = crate::gui::drag_drop::DropZones<Target>;

/// Whether a held card can be dropped on a place: the draft's own cards and the stock only
/// answer clicks.
fn takes_card(target: &Target) -> bool {
    !matches!(target, Target::Draft(_) | Target::Pile(Pile::Stock))
}

/// A card's height on the table for a given layout size.
const WORD_CARD: [f32; 5] = [58.0, 50.0, 42.0, 36.0, 30.0];
/// A card's width for its height.
const CARD_RATIO: f32 = 0.72;

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
pub(super) fn table_ui(
    mut contexts: EguiContexts,
    mut table: ResMut<PowTable>,
    pow: Res<PlayOnWords>,
    settings: Res<crate::gui::SettingsStore>,
    mut intents: MessageWriter<Intent<PlayOnWords>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &pow.game;
    let safe = settings.settings.colour_blind_palette;
    let streamer = settings.settings.streamer_mode;
    let lang = crate::i18n::language();
    let mut asked = Asked::default();
    let mut places = Places::default();
    let mut root = crate::gui::theme::screen_ui(ctx, "pow-table");
    let ui = &mut root;
    let full = ui.max_rect();
    let top = egui::Rect::from_min_size(full.min, egui::vec2(full.width(), TOP_PANEL));
    let side = egui::Rect::from_min_max(
        egui::pos2(full.right() - RIGHT_PANEL, top.bottom()),
        full.max,
    );
    let felt = egui::Rect::from_min_max(
        egui::pos2(full.left(), top.bottom()),
        egui::pos2(side.left(), full.bottom()),
    )
    .shrink(12.0);
    top_strip(ui, top, game, &table, &mut asked);

    let seat = shown_seat(&table);
    let turn = match game.phase() {
        Phase::Draw { seat } | Phase::Play { seat } => Some(seat),
        _ => None,
    };
    let my_turn = seat.is_some() && seat == turn && table.viewer == seat;
    // In streamer mode the hand (and the draft made from it) shows only while Space is held.
    let hand_open = seat.is_some() && (!streamer || table.hand_key_held || table.hand_kept_open);
    let playing = my_turn && matches!(game.phase(), Phase::Play { .. });
    let lay_rows = (playing && !seat.is_some_and(|s| game.seats[s].is_in))
        .then(|| game.challenge().words.len());

    // The hand's fan along the bottom, the lay-down rows above it, the words above those.
    let hand_h = 112.0;
    let hand_rect = felt.with_min_y(felt.bottom() - hand_h);
    let rows_h = lay_rows.map_or(0.0, |n| n as f32 * 62.0 + 8.0);
    let rows_rect = egui::Rect::from_min_max(
        egui::pos2(felt.left(), hand_rect.top() - rows_h),
        egui::pos2(felt.right(), hand_rect.top() - 6.0),
    );
    let words_rect = felt.with_max_y(rows_rect.top() - 6.0);
    words_area(
        ui,
        words_rect,
        game,
        &table,
        seat,
        playing && hand_open,
        safe,
        &mut places,
    );
    if let (Some(n), true) = (lay_rows, hand_open) {
        lay_area(ui, rows_rect, game, &table, n, safe, &mut places);
    }
    let mut drop_gap = None;
    match seat {
        Some(s) if hand_open => {
            let (picked, gap) = hand_area(ui, hand_rect, game, &table, s, safe, &mut places);
            if let Some(card) = picked
                && my_turn
            {
                table.dragging = Some(card);
                table.selected = None;
            }
            drop_gap = gap;
        }
        Some(s) => hidden_hand(ui, hand_rect, game.seats[s].hand.len(), streamer),
        None => {}
    }
    side_panel(
        ui,
        side.shrink(12.0),
        game,
        &mut table,
        (my_turn, hand_open, safe, lang),
        &mut asked,
        &mut places,
    );

    // Keys: H for a hint, Escape to take the draft back; S or 1 and 2 take from the stock
    // or a discard pile; the arrows pick up a hand card, and 1 or 2 discard it there.
    table.typing = ctx.text_edit_focused();
    if my_turn && hand_open && table.draft.unnamed_wild().is_none() && !table.typing {
        if ctx.input(|i| i.key_pressed(egui::Key::H))
            && let Some(s) = seat
        {
            hint(&mut table, game, s);
        }
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            table.clear_draft();
        }
        if let Some(s) = seat
            && let Some(action) = pile_keys(ctx, &mut table, game, s)
        {
            asked.action = Some((s, action));
        }
    }
    // The pointer: a drag that ends over a place, or a click on one.
    let pointer = ctx.input(|i| i.pointer.interact_pos());
    // A card of a lay-down row dragged: it leaves the row and goes where it is dropped (another
    // place in the row, another row, or back to the hand).
    if table.dragging.is_none()
        && my_turn
        && hand_open
        && ctx.input(|i| i.pointer.is_decidedly_dragging() && i.pointer.primary_down())
        && let Some(Target::Draft(spot @ Spot::Lay { .. })) = ctx
            .input(|i| i.pointer.press_origin())
            .and_then(|p| places.at(p))
        && let Some(piece) = table.draft.take_back(spot)
    {
        table.dragging = Some(piece.card);
        table.selected = None;
    }
    let mut placed = None;
    if let Some(card) = table.dragging {
        let value = game.rules.value(card);
        let carried = crate::gui::drag_drop::carry(
            ctx,
            "pow",
            &places,
            takes_card,
            egui::vec2(54.0, 76.0),
            |painter, rect| {
                let look = Look {
                    lit: true,
                    safe,
                    ..Default::default()
                };
                paint_card(painter, rect, card, None, value, look);
            },
        );
        if let crate::gui::drag_drop::Carry::Dropped(on) = carried {
            table.dragging = None;
            placed = on.map(|t| (card, t));
        }
    } else if table.selected.is_some() && my_turn && !ctx.input(|i| i.pointer.primary_clicked()) {
        // A card picked by a click: where the next click would put it.
        let goes = |t: &Target| takes_card(t) && !matches!(t, Target::Hand | Target::HandCard(_));
        crate::gui::drag_drop::point_out(ctx, "pow", &places, goes);
    } else if ctx.input(|i| i.pointer.primary_clicked())
        && let Some(t) = pointer.and_then(|p| places.at(p))
    {
        match (table.selected, t) {
            (_, Target::HandCard(c)) => {
                table.selected = if table.selected == Some(c) {
                    None
                } else {
                    Some(c)
                };
            }
            (_, Target::Draft(spot)) => {
                table.draft.take_back(spot);
            }
            (Some(card), t) => {
                table.selected = None;
                placed = Some((card, t));
            }
            (None, Target::Pile(pile)) => {
                if let (Some(s), Phase::Draw { .. }) = (seat, game.phase())
                    && my_turn
                {
                    asked.action = draw(&mut table, game, s, pile);
                }
            }
            _ => {}
        }
    }
    if let (Some((card, target)), Some(s)) = (placed, seat)
        && my_turn
        && let Some(a) = place(&mut table, game, s, card, target, drop_gap)
    {
        asked.action = Some((s, a));
    }

    if let Some((seat, action)) = asked.action {
        send(&mut intents, seat, action);
    }
    if asked.leave {
        next.set(Screen::Title);
    }
    Ok(())
}

/// The move the Hard computer would make, shown: a lay-down or a change laid out in the
/// draft (to confirm or undo), the card to discard picked up, or the pile to take from named.
pub fn hint(table: &mut PowTable, game: &Game, seat: usize) {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(u64::from(game.turn) ^ 0x5eed);
    let action = crate::games::play_on_words::players::choose(
        game,
        seat,
        crate::games::play_on_words::players::Level::Hard,
        &mut rng,
    );
    let pile_name = |p: &Pile| match p {
        Pile::Stock => tr!("pow-pile-stock"),
        Pile::Discard(d) => tr!("pow-pile-discard", number = d + 1),
    };
    table.clear_draft();
    table.hint = Some(match &action {
        Action::Draw(p) => tr!("pow-hint-draw", pile = pile_name(p)),
        Action::DrawTwo(a, b) => tr!(
            "pow-hint-draw-two",
            first = pile_name(a),
            second = pile_name(b)
        ),
        Action::Discard { card, pile } => {
            table.selected = Some(*card);
            tr!(
                "pow-hint-discard",
                card = super::card_name(*card),
                pile = pile + 1
            )
        }
        Action::LayDown(_) | Action::Change { .. } => {
            table.draft = super::Draft::from_action(game, &action).unwrap_or_default();
            tr!("pow-hint-play")
        }
        Action::NextRound | Action::AskTable(_) | Action::Vote(_) => return,
    });
}

/// The keyboard's way to the piles and the lay-down: at the start of the turn S takes from
/// the stock and 1 or 2 from that discard pile; later ← and → pick up the hand's cards in
/// turn, 1 or 2 discards the one picked up onto that pile, ↓ lays it at the end of the row
/// the keyboard lays into (Page Down and Page Up choose the row), ↑ takes the last card laid
/// back.
fn pile_keys(
    ctx: &egui::Context,
    table: &mut PowTable,
    game: &Game,
    seat: usize,
) -> Option<Action> {
    let pressed = |key| ctx.input(|i| i.key_pressed(key));
    let discard = if pressed(egui::Key::Num1) {
        Some(0)
    } else if pressed(egui::Key::Num2) {
        Some(1)
    } else {
        None
    };
    match game.phase() {
        Phase::Draw { .. } => {
            let pile = if pressed(egui::Key::S) {
                Some(Pile::Stock)
            } else {
                discard.map(Pile::Discard)
            };
            draw(table, game, seat, pile?).map(|(_, a)| a)
        }
        Phase::Play { .. } => {
            let step: isize = if pressed(egui::Key::ArrowRight) {
                1
            } else if pressed(egui::Key::ArrowLeft) {
                -1
            } else {
                0
            };
            if step != 0 {
                let used = table.draft.cards();
                let free: Vec<Card> = table.orders[seat]
                    .iter()
                    .copied()
                    .filter(|c| !used.contains(c))
                    .collect();
                if !free.is_empty() {
                    let at = table
                        .selected
                        .and_then(|c| free.iter().position(|f| *f == c))
                        .map_or(if step > 0 { 0 } else { free.len() - 1 }, |i| {
                            (i as isize + step).rem_euclid(free.len() as isize) as usize
                        });
                    table.selected = Some(free[at]);
                }
            }
            let rows = game.challenge().words.len().max(1);
            if pressed(egui::Key::PageDown) {
                table.key_row = (table.key_row + 1) % rows;
            }
            if pressed(egui::Key::PageUp) {
                table.key_row = (table.key_row + rows - 1) % rows;
            }
            if pressed(egui::Key::ArrowUp)
                && let Some((spot, _)) = table.draft.pieces().last().copied()
            {
                table.draft.take_back(spot);
            }
            let card = table.selected?;
            // A player already in lays down no more: their cards go to the table's words.
            if pressed(egui::Key::ArrowDown) && !game.seats[seat].is_in {
                table.selected = None;
                let row = table.key_row.min(rows - 1);
                let end = match &table.draft {
                    Draft::Lay { rows } => rows.get(row).map_or(0, Vec::len),
                    _ => 0,
                };
                return place(
                    table,
                    game,
                    seat,
                    card,
                    Target::LayGap { row, gap: end },
                    None,
                );
            }
            let pile = discard?;
            table.selected = None;
            place(
                table,
                game,
                seat,
                card,
                Target::Pile(Pile::Discard(pile)),
                None,
            )
        }
        _ => None,
    }
}

/// A click on a pile at the start of the turn: one card, or the first then the second of two.
fn draw(table: &mut PowTable, game: &Game, seat: usize, pile: Pile) -> Option<(usize, Action)> {
    if !(table.take_two && game.challenge().draw_two()) {
        return Some((seat, Action::Draw(pile)));
    }
    match table.first_of_two.take() {
        Some(first) => Some((seat, Action::DrawTwo(first, pile))),
        None => {
            table.first_of_two = Some(pile);
            None
        }
    }
}

/// A card from the hand put somewhere: into the draft, within the hand, or discarded (the
/// one place that is an action at once).
fn place(
    table: &mut PowTable,
    game: &Game,
    seat: usize,
    card: Card,
    target: Target,
    drop_gap: Option<usize>,
) -> Option<Action> {
    let piece = Piece::new(card);
    match target {
        Target::Hand | Target::HandCard(_) => {
            let used = table.draft.cards();
            let order = &mut table.orders[seat];
            // The fan's gap nearest where the card was dropped.
            let gap = drop_gap.unwrap_or(order.len());
            super::hand::move_to(order, &used, card, gap);
            None
        }
        Target::LayGap { row, gap } => {
            table
                .draft
                .lay(game.challenge().words.len(), row, gap, piece);
            None
        }
        Target::WordGap { word, gap } => {
            let w = game.words.get(word)?;
            table.draft.add(word, w, gap, piece);
            None
        }
        Target::WordCard { word, at } => {
            let w = game.words.get(word)?;
            let _ = table.draft.cover(word, w, at, piece);
            None
        }
        Target::Pile(Pile::Discard(pile)) => Some(Action::Discard { card, pile }),
        Target::Pile(Pile::Stock) | Target::Draft(_) => None,
    }
}

/// The players along the top: name, total, cards in hand, whether they are in; then the round
/// and the Menu button.
fn top_strip(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    game: &Game,
    table: &PowTable,
    asked: &mut Asked,
) {
    let turn = match game.phase() {
        Phase::Draw { seat } | Phase::Play { seat } => Some(seat),
        _ => None,
    };
    let (mut chips, mut heading_row) = crate::gui::theme::strip_rows(ui, rect);
    chips.spacing_mut().item_spacing.x = 24.0;
    for (seat, s) in game.seats.iter().enumerate() {
        let who = if table.is_person(seat) {
            String::new()
        } else {
            format!(" ({})", level_name(seat, table))
        };
        let mark = if s.is_in { " ✔" } else { "" };
        let text = tr!(
            "pow-chip",
            name = format!("{}{who}", s.name),
            score = s.score,
            cards = s.hand.len()
        );
        chips.label(
            egui::RichText::new(format!(
                "{}{text}{mark}",
                if turn == Some(seat) { "▶ " } else { "" }
            ))
            .size(21.0)
            .color(if turn == Some(seat) {
                GOLD
            } else {
                egui::Color32::WHITE
            }),
        );
    }
    let heading = if game.is_over() {
        tr!("pow-game-over")
    } else {
        tr!(
            "pow-round",
            round = game.round + 1,
            rounds = game.schedule.len(),
            challenge = game.challenge().number
        )
    };
    heading_row.label(egui::RichText::new(heading).size(24.0).color(GOLD));
    heading_row.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if ui
            .button(egui::RichText::new(tr!("pow-menu")).size(18.0))
            .clicked()
        {
            asked.leave = true;
        }
    });
}

/// A computer seat's level, named (or "phone" for a person who plays from one).
pub fn level_name(seat: usize, table: &PowTable) -> String {
    use crate::games::play_on_words::players::Level;
    if crate::seat_server::table::on_phone(seat) {
        return tr!("seat-on-phone");
    }
    match table
        .save
        .as_ref()
        .and_then(|s| s.setup.players.get(seat))
        .and_then(|p| p.computer)
    {
        Some(Level::Easy) => tr!("pow-kind-easy"),
        Some(Level::Hard) => tr!("pow-kind-hard"),
        _ => tr!("pow-kind-normal"),
    }
}

/// The words on the table, grouped by owner, in the largest card size that fits; the word
/// being changed shows the draft's cards in place. While the viewer may change words, every
/// gap, end and card of each word they may change is a place to drop a card.
#[allow(clippy::too_many_arguments)] // the view's parts, passed down once
fn words_area(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &PowTable,
    seat: Option<usize>,
    may_drop: bool,
    safe: bool,
    places: &mut Places,
) {
    let painter = ui.painter().clone();
    if game.words.is_empty() {
        painter.text(
            area.center(),
            egui::Align2::CENTER_CENTER,
            tr!("pow-no-words"),
            egui::FontId::proportional(22.0),
            egui::Color32::from_white_alpha(150),
        );
        return;
    }
    let owners: Vec<usize> = (0..game.seats.len())
        .filter(|&s| game.words.iter().any(|w| w.owner == s))
        .collect();
    // Each word's shown cards (the draft's, for the word being changed).
    let shown: Vec<Vec<(Option<crate::games::play_on_words::Laid>, Option<Piece>)>> = game
        .words
        .iter()
        .enumerate()
        .map(|(i, w)| match &table.draft {
            super::draft::Draft::Change { word, .. } if *word == i => table.draft.shown(w),
            _ => w.visible().map(|l| (Some(l), None)).collect(),
        })
        .collect();
    let covered = |i: usize| {
        game.words[i]
            .slots
            .iter()
            .map(|s| s.stack.len() - 1)
            .max()
            .unwrap_or(0)
    };
    // The largest size whose layout fits the area.
    let layout = |h: f32, draw: bool, places: &mut Places| -> f32 {
        let w = h * CARD_RATIO;
        let step = w + 3.0;
        let mut y = area.top();
        for &owner in &owners {
            if draw {
                painter.text(
                    egui::pos2(area.left(), y),
                    egui::Align2::LEFT_TOP,
                    tr!("pow-words-of", name = game.seats[owner].name.clone()),
                    egui::FontId::proportional(17.0),
                    GOLD,
                );
            }
            y += 22.0;
            let mut x = area.left();
            let mut row_h: f32 = 0.0;
            for (i, word) in game
                .words
                .iter()
                .enumerate()
                .filter(|(_, w)| w.owner == owner)
            {
                let cards = &shown[i];
                let width = cards.len() as f32 * step + 24.0;
                if x + width > area.right() && x > area.left() {
                    x = area.left();
                    y += row_h + 8.0;
                    row_h = 0.0;
                }
                let under = covered(i) as f32 * 28.0;
                row_h = row_h.max(h + under);
                if draw {
                    let open = may_drop && seat.is_some_and(|s| game.may_change(s, i));
                    paint_word(
                        &painter,
                        egui::pos2(x, y),
                        h,
                        game,
                        word,
                        cards,
                        i,
                        open,
                        safe,
                        places,
                    );
                }
                x += width;
            }
            y += row_h + 10.0;
        }
        y - area.top()
    };
    let h = WORD_CARD
        .iter()
        .copied()
        .find(|&h| layout(h, false, &mut Places::default()) <= area.height())
        .unwrap_or(WORD_CARD[WORD_CARD.len() - 1]);
    layout(h, true, places);
}

/// One word's cards from `at` (its top-left), the covered letters under each card, and its
/// places when `open`.
#[allow(clippy::too_many_arguments)] // the word's parts, passed down once
fn paint_word(
    painter: &egui::Painter,
    at: egui::Pos2,
    h: f32,
    game: &Game,
    word: &crate::games::play_on_words::state::TableWord,
    cards: &[(Option<crate::games::play_on_words::Laid>, Option<Piece>)],
    index: usize,
    open: bool,
    safe: bool,
    places: &mut Places,
) {
    let w = h * CARD_RATIO;
    let step = w + 3.0;
    // The covered cards of the word's own slots, matched to the shown kept cards in order.
    let mut kept = word.slots.iter();
    for (k, (laid, piece)) in cards.iter().enumerate() {
        let rect =
            egui::Rect::from_min_size(at + egui::vec2(k as f32 * step, 0.0), egui::vec2(w, h));
        let slot = laid.and_then(|_| kept.next());
        match (laid, piece) {
            (_, Some(p)) => {
                let shows = p.shows();
                paint_card(
                    painter,
                    rect,
                    p.card,
                    Some(&shows),
                    game.rules.value(p.card),
                    Look {
                        lit: true,
                        safe,
                        ..Default::default()
                    },
                );
                places.add(rect, Target::Draft(Spot::Change { at: k }));
            }
            (Some(l), None) => {
                let shows: String = l.shows().iter().map(|&c| c as char).collect();
                paint_card(
                    painter,
                    rect,
                    l.card,
                    Some(&shows),
                    game.rules.value(l.card),
                    Look {
                        safe,
                        ..Default::default()
                    },
                );
                if open {
                    places.add(
                        rect.shrink2(egui::vec2(w * 0.2, 0.0)),
                        Target::WordCard { word: index, at: k },
                    );
                }
            }
            (None, None) => {}
        }
        if let Some(slot) = slot {
            for (d, under) in slot.stack.iter().rev().skip(1).enumerate() {
                let shows: String = under.shows().iter().map(|&c| c as char).collect();
                paint_covered(
                    painter,
                    egui::pos2(rect.center().x, rect.bottom() + 16.0 + d as f32 * 28.0),
                    under.card,
                    &shows,
                    safe,
                );
            }
        }
    }
    if open {
        let n = cards.len();
        for gap in 0..=n {
            let x = at.x + gap as f32 * step - 1.5;
            let wide = if gap == 0 || gap == n {
                w * 0.6
            } else {
                w * 0.2
            };
            let left = if gap == 0 {
                x - wide + w * 0.2
            } else {
                x - wide / 2.0
            };
            places.add(
                egui::Rect::from_min_size(egui::pos2(left, at.y), egui::vec2(wide, h)),
                Target::WordGap { word: index, gap },
            );
        }
    }
}

/// The rows of a lay-down: one per word the challenge asks for, with what it asks, its tick,
/// the cards put in it and room to drop more.
fn lay_area(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &PowTable,
    rows: usize,
    safe: bool,
    places: &mut Places,
) {
    let painter = ui.painter();
    painter.rect_filled(area, 8.0, egui::Color32::from_black_alpha(60));
    let h = 52.0;
    let w = h * CARD_RATIO;
    // The cards start right of the longest label (labels are longer in French).
    let widest = game
        .challenge()
        .words
        .iter()
        .map(|wanted| {
            let text = format!("○ {}", wanted_label(wanted.kind, wanted.min));
            painter
                .layout_no_wrap(text, egui::FontId::proportional(17.0), egui::Color32::WHITE)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let x0 = area.left() + 10.0 + widest + 14.0;
    for row in 0..rows {
        let y = area.top() + 6.0 + row as f32 * 62.0;
        let wanted = game.challenge().words[row];
        let met = row_meets(game, &table.draft, row);
        let label = format!(
            "{} {}",
            if met { "✔" } else { "○" },
            wanted_label(wanted.kind, wanted.min)
        );
        painter.text(
            egui::pos2(area.left() + 10.0, y + h / 2.0),
            egui::Align2::LEFT_CENTER,
            label,
            egui::FontId::proportional(17.0),
            if met {
                egui::Color32::from_rgb(140, 230, 140)
            } else {
                egui::Color32::WHITE
            },
        );
        let cards: Vec<Piece> = match &table.draft {
            super::draft::Draft::Lay { rows } => rows.get(row).cloned().unwrap_or_default(),
            _ => Vec::new(),
        };
        for (k, p) in cards.iter().enumerate() {
            let rect = egui::Rect::from_min_size(
                egui::pos2(x0 + k as f32 * (w + 3.0), y),
                egui::vec2(w, h),
            );
            let shows = p.shows();
            paint_card(
                painter,
                rect,
                p.card,
                Some(&shows),
                game.rules.value(p.card),
                Look {
                    lit: true,
                    safe,
                    ..Default::default()
                },
            );
            places.add(
                rect.shrink2(egui::vec2(w * 0.25, 0.0)),
                Target::Draft(Spot::Lay { row, at: k }),
            );
            places.add(
                egui::Rect::from_min_size(
                    egui::pos2(rect.left() - w * 0.25, y),
                    egui::vec2(w * 0.3, h),
                ),
                Target::LayGap { row, gap: k },
            );
        }
        let end = egui::Rect::from_min_max(
            egui::pos2(x0 + cards.len() as f32 * (w + 3.0), y),
            egui::pos2(area.right() - 6.0, y + h),
        );
        painter.rect_stroke(
            end,
            6.0,
            egui::Stroke::new(1.0, egui::Color32::from_white_alpha(60)),
            egui::StrokeKind::Inside,
        );
        if cards.is_empty() {
            painter.text(
                end.left_center() + egui::vec2(12.0, 0.0),
                egui::Align2::LEFT_CENTER,
                tr!("pow-drop-here"),
                egui::FontId::proportional(15.0),
                egui::Color32::from_white_alpha(120),
            );
        }
        places.add(
            end,
            Target::LayGap {
                row,
                gap: cards.len(),
            },
        );
    }
}

/// What a challenge's word asks for, short.
pub fn wanted_label(kind: WordKind, min: usize) -> String {
    match kind {
        WordKind::Pure => tr!("pow-want-pure", min = min),
        WordKind::Mixed => tr!("pow-want-mixed", min = min),
    }
}

/// The hand's fan: the cards not in the draft, in the player's order, overlapping when they
/// do not fit side by side; each card is picked up by a drag or a click.
#[allow(clippy::too_many_arguments)] // the view's parts, passed down once
fn hand_area(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &PowTable,
    seat: usize,
    safe: bool,
    places: &mut Places,
) -> (Option<Card>, Option<usize>) {
    let used = table.draft.cards();
    let fan = super::hand::fan(&table.orders[seat], &used);
    let h = area.height() - 12.0;
    let w = h * CARD_RATIO;
    let row = crate::gui::fan::Row::centred(fan.len(), w, 6.0, area.center().x, area.width());
    places.add(area, Target::Hand);
    let mut picked = None;
    for (k, &card) in fan.iter().enumerate() {
        let rect =
            egui::Rect::from_min_size(egui::pos2(row.x(k), area.top() + 8.0), egui::vec2(w, h));
        let lift = if table.selected == Some(card) && fan[..k].iter().all(|&c| c != card) {
            -10.0
        } else {
            0.0
        };
        let rect = rect.translate(egui::vec2(0.0, lift));
        let dragged = table.dragging == Some(card);
        paint_card(
            ui.painter(),
            rect,
            card,
            None,
            game.rules.value(card),
            Look {
                lit: lift != 0.0,
                faded: dragged,
                safe,
            },
        );
        let (left, right) = row.visible(k);
        let visible = rect.with_min_x(left).with_max_x(right);
        let r = ui.interact(
            visible,
            egui::Id::new(("pow-hand", k)),
            egui::Sense::click_and_drag(),
        );
        if r.drag_started() {
            picked = Some(card);
        }
        places.add(visible, Target::HandCard(card));
    }
    // Where a card dropped on the hand would go: the fan's gap nearest the pointer.
    let gap = ui
        .ctx()
        .input(|i| i.pointer.hover_pos())
        .filter(|p| area.contains(*p))
        .map(|p| row.gap_at(p.x));
    (picked, gap)
}

/// A hand that is not shown: its backs, and in streamer mode how to see it.
fn hidden_hand(ui: &mut egui::Ui, area: egui::Rect, cards: usize, streamer: bool) {
    let h = area.height() - 30.0;
    let w = h * CARD_RATIO;
    for k in 0..cards.min(15) {
        paint_back(
            ui.painter(),
            egui::Rect::from_min_size(
                area.min + egui::vec2(k as f32 * w * 0.35, 8.0),
                egui::vec2(w, h),
            ),
        );
    }
    if streamer {
        ui.painter().text(
            area.center_bottom() - egui::vec2(0.0, 4.0),
            egui::Align2::CENTER_BOTTOM,
            tr!("pow-streamer-hold"),
            egui::FontId::proportional(18.0),
            GOLD,
        );
    }
}

/// The right-hand panel: the challenge card, the piles, what the turn asks, the verdict and
/// Confirm, the last moves.
fn side_panel(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &mut PowTable,
    (my_turn, hand_open, safe, lang): (bool, bool, bool, crate::i18n::Lang),
    asked: &mut Asked,
    places: &mut Places,
) {
    let painter = ui.painter().clone();
    // The challenge card.
    let challenge = game.challenge();
    let seat = shown_seat(table);
    let is_in = seat.is_some_and(|s| game.seats[s].is_in);
    let card_h = 56.0 + challenge.words.len() as f32 * 30.0;
    let card = egui::Rect::from_min_size(area.min, egui::vec2(area.width(), card_h));
    painter.rect_filled(card, 10.0, egui::Color32::from_rgb(250, 243, 224));
    painter.rect_stroke(
        card,
        10.0,
        egui::Stroke::new(3.0, GOLD),
        egui::StrokeKind::Inside,
    );
    painter.text(
        card.left_top() + egui::vec2(14.0, 10.0),
        egui::Align2::LEFT_TOP,
        tr!("pow-challenge", number = challenge.number),
        egui::FontId::proportional(24.0),
        egui::Color32::from_rgb(120, 40, 60),
    );
    // One type size for the card's lines, as large as the widest one allows.
    let lines: Vec<String> = challenge
        .words
        .iter()
        .map(|w| format!("○ {}", wanted_label(w.kind, w.min)))
        .collect();
    let widest = lines
        .iter()
        .map(|l| {
            painter
                .layout_no_wrap(
                    l.clone(),
                    egui::FontId::proportional(19.0),
                    egui::Color32::BLACK,
                )
                .size()
                .x
        })
        .fold(1.0, f32::max);
    let size = 19.0 * ((card.width() - 30.0) / widest).min(1.0);
    for (row, wanted) in challenge.words.iter().enumerate() {
        let met = is_in || (my_turn && row_meets(game, &table.draft, row));
        painter.text(
            card.left_top() + egui::vec2(16.0, 48.0 + row as f32 * 30.0),
            egui::Align2::LEFT_TOP,
            format!(
                "{} {}",
                if met { "✔" } else { "○" },
                wanted_label(wanted.kind, wanted.min)
            ),
            egui::FontId::proportional(size),
            if met {
                egui::Color32::from_rgb(30, 130, 50)
            } else {
                egui::Color32::from_rgb(40, 33, 28)
            },
        );
    }
    // The piles.
    let pile_h = 96.0;
    let pile_w = pile_h * CARD_RATIO;
    let y = card.bottom() + 14.0;
    // The outer piles sit in from the panel's edges: their labels are wider than the cards.
    let inset = 22.0;
    let gap = (area.width() - 2.0 * inset - 3.0 * pile_w) / 2.0;
    let drawing = my_turn && matches!(game.phase(), Phase::Draw { .. });
    let discarding = my_turn && matches!(game.phase(), Phase::Play { .. });
    for (k, pile) in [Pile::Stock, Pile::Discard(0), Pile::Discard(1)]
        .into_iter()
        .enumerate()
    {
        let rect = egui::Rect::from_min_size(
            egui::pos2(area.left() + inset + k as f32 * (pile_w + gap), y),
            egui::vec2(pile_w, pile_h),
        );
        let (count, top) = match pile {
            Pile::Stock => (game.stock.len(), None),
            Pile::Discard(d) => (game.discards[d].len(), game.discards[d].last().copied()),
        };
        let lit = (drawing && count > 0)
            || (discarding && matches!(pile, Pile::Discard(_)))
            || table.first_of_two == Some(pile);
        match (pile, top) {
            (Pile::Stock, _) if count > 0 => paint_back(&painter, rect),
            (_, Some(c)) => paint_card(
                &painter,
                rect,
                c,
                None,
                game.rules.value(c),
                Look {
                    safe,
                    ..Default::default()
                },
            ),
            _ => {
                painter.rect_stroke(
                    rect,
                    8.0,
                    egui::Stroke::new(1.5, egui::Color32::from_white_alpha(90)),
                    egui::StrokeKind::Inside,
                );
            }
        }
        if lit {
            painter.rect_stroke(
                rect.expand(3.0),
                8.0,
                egui::Stroke::new(3.0, GOLD),
                egui::StrokeKind::Outside,
            );
        }
        let label = match pile {
            Pile::Stock => tr!("pow-stock", count = count),
            Pile::Discard(d) => tr!("pow-pile", number = d + 1, count = count),
        };
        // A long name ("Défausse 2 (13)") shrinks to its pile's width rather than run into
        // the next pile's.
        let layout = |size: f32| {
            painter.layout_no_wrap(
                label.clone(),
                egui::FontId::proportional(size),
                egui::Color32::WHITE,
            )
        };
        let mut galley = layout(PILE_LABEL);
        let size = pile_label_size(galley.size().x, rect.width() + 6.0);
        if size < PILE_LABEL {
            galley = layout(size);
        }
        let at = rect.center_bottom() + egui::vec2(-galley.size().x / 2.0, 4.0);
        painter.galley(at, galley, egui::Color32::WHITE);
        places.add(rect, Target::Pile(pile));
    }
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(area.with_min_y(y + pile_h + 26.0))
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    let ui = &mut child;
    ui.spacing_mut().item_spacing.y = 6.0;
    let name = |s: usize| game.seats[s].name.clone();
    if let Some(vote) = &game.house_vote.open {
        // Words go to the table's vote: the voters at this screen vote here.
        let waiting: Vec<(usize, String)> =
            vote.waiting().into_iter().map(|s| (s, name(s))).collect();
        let here = |s: usize| table.is_person(s) && !crate::seat_server::table::on_phone(s);
        if let Some((voter, yes)) =
            crate::gui::word_vote::ballots(ui, &name(vote.by), &vote.words, &waiting, here)
        {
            asked.action = Some((voter, Action::Vote(yes)));
        }
    } else {
        turn_prompt(ui, game, table, (my_turn, hand_open, lang), asked);
    }
    if my_turn && hand_open && game.house_vote.open.is_none() {
        let button = egui::Button::new(egui::RichText::new(tr!("pow-hint")).size(17.0));
        if ui.add(button).clicked()
            && let Some(s) = seat
        {
            hint(table, game, s);
        }
    }
    if let Some(text) = &table.hint {
        ui.label(egui::RichText::new(text).size(16.0).color(GOLD));
    }
    if let Some((text, _)) = &table.toast {
        ui.label(
            egui::RichText::new(text)
                .size(16.0)
                .color(egui::Color32::from_rgb(255, 140, 120)),
        );
    }
    ui.add_space(6.0);
    // The last moves, the newest at the bottom, as every table's log (`gui::log_panel`).
    let font = egui::FontId::proportional(14.0);
    let colour = Some(egui::Color32::from_white_alpha(200));
    crate::gui::log_panel::show(ui, "pow-log", &table.log, 6, &font, colour);
}

/// What the seat whose turn it is does now: draw (and take two), lay down or change words
/// with the engine's verdict, or who the table waits for.
fn turn_prompt(
    ui: &mut egui::Ui,
    game: &Game,
    table: &mut PowTable,
    (my_turn, hand_open, lang): (bool, bool, crate::i18n::Lang),
    asked: &mut Asked,
) {
    let name = |s: usize| game.seats[s].name.clone();
    match game.phase() {
        Phase::Draw { seat: s } if my_turn => {
            ui.label(
                egui::RichText::new(tr!("pow-prompt-draw"))
                    .size(18.0)
                    .color(GOLD),
            );
            if game.challenge().draw_two() {
                ui.checkbox(
                    &mut table.take_two,
                    egui::RichText::new(tr!("pow-take-two")).size(17.0),
                );
                if table.first_of_two.is_some() {
                    ui.label(tr!("pow-take-second"));
                }
            }
            let _ = s;
        }
        Phase::Play { seat: s } if my_turn => {
            let prompt = if game.seats[s].is_in {
                tr!("pow-prompt-change")
            } else {
                tr!("pow-prompt-lay")
            };
            ui.label(egui::RichText::new(prompt).size(17.0).color(GOLD));
            if hand_open && game.seats[s].is_in {
                typed_change(ui, game, table, s);
            }
            if hand_open {
                verdict_box(ui, game, table, s, lang, asked);
            }
        }
        Phase::Draw { seat: s } | Phase::Play { seat: s } => {
            let text = if table.is_person(s) {
                tr!("pow-waiting", name = name(s))
            } else {
                tr!("pow-computer-playing", name = name(s))
            };
            ui.label(egui::RichText::new(text).size(19.0));
        }
        Phase::RoundOver { .. } | Phase::Over => {}
    }
}

/// A word typed to make on the table: the change of one of its words that spells it with the
/// hand's cards is laid out in the draft by Enter, to confirm like any other (so a change is
/// made from the keyboard too).
fn typed_change(ui: &mut egui::Ui, game: &Game, table: &mut PowTable, seat: usize) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!("pow-type-change")).size(15.0));
        let field = ui.add(
            egui::TextEdit::singleline(&mut table.typed)
                .desired_width(150.0)
                .hint_text(tr!("pow-type-change-hint")),
        );
        if field.changed() {
            table.typed_refused = None;
        }
        // `/` goes to the field, as in Word Colony.
        let slash = crate::gui::key_focus::typed_upper(ui.ctx()).contains('/');
        if slash && !table.typing {
            field.request_focus();
        }
        if field.lost_focus()
            && ui.input(|i| i.key_pressed(egui::Key::Enter))
            && !table.typed.trim().is_empty()
        {
            let wanted = table.typed.trim().to_uppercase();
            let change = crate::games::play_on_words::players::change_spelling(game, seat, &wanted)
                .and_then(|(word, edits)| {
                    Draft::from_action(game, &Action::Change { word, edits })
                });
            match change {
                Some(draft) => {
                    table.draft = draft;
                    table.selected = None;
                    table.typed.clear();
                    table.typed_refused = None;
                }
                None => table.typed_refused = Some(tr!("pow-type-change-none", word = wanted)),
            }
            // The same Enter must not also confirm the change it has just laid out.
            ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
        }
    });
    if let Some(why) = &table.typed_refused {
        ui.label(
            egui::RichText::new(why)
                .size(15.0)
                .color(egui::Color32::from_rgb(255, 170, 120)),
        );
    }
}

/// The engine's word on the draft, with Confirm and Cancel.
fn verdict_box(
    ui: &mut egui::Ui,
    game: &Game,
    table: &mut PowTable,
    seat: usize,
    lang: crate::i18n::Lang,
    asked: &mut Asked,
) {
    let v = verdict(game, seat, &table.draft, lang);
    let ok = matches!(v, Verdict::Holds { .. });
    match &v {
        Verdict::Nothing => {
            ui.label(egui::RichText::new(tr!("pow-how-to-place")).size(15.0));
        }
        Verdict::NameTheWild => {
            ui.label(egui::RichText::new(tr!("pow-name-the-wild")).size(17.0));
        }
        Verdict::Holds {
            words,
            bonus,
            goes_out,
        } => {
            ui.label(
                egui::RichText::new(format!("✔ {}", words.join(", ")))
                    .size(22.0)
                    .color(egui::Color32::from_rgb(140, 230, 140)),
            );
            if *bonus > 0 {
                ui.label(
                    egui::RichText::new(tr!("pow-bonus", points = *bonus))
                        .size(17.0)
                        .color(GOLD),
                );
            }
            if *goes_out {
                ui.label(
                    egui::RichText::new(tr!("pow-goes-out"))
                        .size(17.0)
                        .color(GOLD),
                );
            }
        }
        Verdict::Refused(why) => {
            ui.label(
                egui::RichText::new(why.clone())
                    .size(16.0)
                    .color(egui::Color32::from_rgb(255, 150, 130)),
            );
        }
        Verdict::InProgress(what) => {
            ui.label(egui::RichText::new(what.clone()).size(16.0));
        }
        Verdict::Ask { why, word } => {
            ui.label(
                egui::RichText::new(why.clone())
                    .size(16.0)
                    .color(egui::Color32::from_rgb(255, 150, 130)),
            );
            if ui
                .button(egui::RichText::new(tr!("house-ask", words = word.clone())).size(17.0))
                .clicked()
            {
                asked.action = Some((seat, Action::AskTable(vec![word.clone()])));
            }
        }
    }
    if !table.draft.is_empty() {
        ui.horizontal(|ui| {
            let confirm = egui::Button::new(egui::RichText::new(tr!("pow-confirm")).size(20.0))
                .min_size(egui::vec2(140.0, 42.0));
            if ui.add_enabled(ok, confirm).clicked()
                && let Some(a) = table.draft.action()
            {
                asked.action = Some((seat, a));
            }
            if ui
                .button(egui::RichText::new(tr!("pow-cancel")).size(18.0))
                .clicked()
            {
                table.clear_draft();
            }
        });
        // Enter confirms too.
        if ok
            && ui.input(|i| i.key_pressed(egui::Key::Enter))
            && let Some(a) = table.draft.action()
        {
            asked.action = Some((seat, a));
        }
    }
}

/// A pile's label's type size, in points, when nothing constrains it.
const PILE_LABEL: f32 = 14.0;

/// The type size at which a pile's label, `natural` points wide at [`PILE_LABEL`], fits in
/// `room`; never under 10 points.
fn pile_label_size(natural: f32, room: f32) -> f32 {
    if natural <= room {
        PILE_LABEL
    } else {
        (PILE_LABEL * room / natural).max(10.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;

    /// Space shows the hand while held; L keeps it open (and L again closes it), so a card
    /// can be dragged in streamer mode without holding a key.
    #[test]
    fn l_keeps_the_hand_open_until_pressed_again() {
        let mut world = World::new();
        world.insert_resource(PowTable::default());
        world.insert_resource(ButtonInput::<KeyCode>::default());
        let press = |world: &mut World, key: KeyCode| {
            let mut keys = world.resource_mut::<ButtonInput<KeyCode>>();
            keys.clear();
            keys.release_all();
            keys.press(key);
        };
        press(&mut world, KeyCode::Space);
        world.run_system_once(hand_key).unwrap();
        let t = world.resource::<PowTable>();
        assert!(t.hand_key_held && !t.hand_kept_open);
        press(&mut world, KeyCode::KeyL);
        world.run_system_once(hand_key).unwrap();
        let t = world.resource::<PowTable>();
        assert!(!t.hand_key_held && t.hand_kept_open);
        // Held down over several frames, L does not flicker.
        world.resource_mut::<ButtonInput<KeyCode>>().clear();
        world.run_system_once(hand_key).unwrap();
        assert!(world.resource::<PowTable>().hand_kept_open);
        press(&mut world, KeyCode::KeyL);
        world.run_system_once(hand_key).unwrap();
        assert!(!world.resource::<PowTable>().hand_kept_open);
    }

    #[test]
    fn a_pile_label_too_wide_for_its_pile_shrinks_to_fit_down_to_ten_points() {
        assert_eq!(super::pile_label_size(70.0, 86.0), super::PILE_LABEL);
        let size = super::pile_label_size(100.0, 86.0);
        assert!(
            (size * 100.0 / super::PILE_LABEL - 86.0).abs() < 0.01,
            "{size}"
        );
        assert_eq!(super::pile_label_size(300.0, 86.0), 10.0);
    }
}
