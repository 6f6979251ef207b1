//! The Colonization table's frame, drawn by one system: the score strip on top (each
//! language with its player, score and white meeple; English once it has entered; the bag),
//! the turn panel on the right (whose turn, the live word and its points, Propose / Recall /
//! Suggest / Pass / Exchange / Transform, the languages' words and points, the log), the board
//! in the middle, the rack below, the keyboard, and whatever covers them for a moment
//! ([`super::overlays`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use rand::SeedableRng;
use rand::seq::SliceRandom;

use super::board::{self, Marks, owner_colour};
use super::show::{name, word};
use super::{Asked, ColonizationTable, needed_viewer};
use crate::engine::{Intent, Seats};
use crate::games::colonization::Game;
use crate::games::colonization::plugin::Colonization;
use crate::games::colonization::state::{Action, Owner, Phase, Slot};
use crate::games::crossword::ai::Strength;
use crate::games::crossword::placing::play_from_tiles;
use crate::games::crossword::{Cell, Dir, SIZE};
use crate::gui::theme::{GOLD, screen_ui};
use crate::gui::{Screen, SettingsStore};

/// The turn panel's width.
const SIDE: f32 = 330.0;
/// The score strip's height.
const TOP: f32 = 96.0;
/// The rack's room below the board.
const RACK: f32 = 84.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_table.run_if(in_state(Screen::Table).and_then(resource_exists::<Colonization>)),
    );
}

/// The live verdict on the tiles laid: the main word and its points, or why not.
pub fn preview(game: &Game, table: &ColonizationTable) -> Option<Result<(String, i32), String>> {
    let placed = table.placed();
    if placed.is_empty() || placed.iter().any(|&(_, _, t)| t == b'?') {
        return None;
    }
    let lang = crate::i18n::language();
    Some(
        play_from_tiles(&game.board, &placed)
            .map_err(|r| r.message(lang))
            .and_then(|play| game.judge_placement(&play, lang)),
    )
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
fn draw_table(
    mut contexts: EguiContexts,
    col: Res<Colonization>,
    mut table: ResMut<ColonizationTable>,
    seats: Option<Res<Seats<Colonization>>>,
    settings: Res<SettingsStore>,
    mut intents: MessageWriter<Intent<Colonization>>,
    (mut next, mut start): (
        ResMut<NextState<Screen>>,
        MessageWriter<super::StartColonization>,
    ),
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let safe = settings.settings.colour_blind_palette;
    let now = time.elapsed_secs_f64();
    let seats = seats.as_deref();
    let game = &col.game;
    let viewer = needed_viewer(&col, seats);
    let unlocked = viewer.is_some() && table.viewer == viewer;
    let turn_seat = match game.phase() {
        Phase::Turn { seat } if unlocked && viewer == Some(*seat) => Some(*seat),
        _ => None,
    };
    let covered = super::session::covered(&col, seats, &table).is_some();
    table.hidden =
        settings.settings.streamer_mode && !ctx.input(|i| i.key_down(super::SHOW_TILES_KEY));
    let mut asked = Asked::default();
    let mut root = screen_ui(ctx, "colonization-table");
    score_strip(&mut root, game, safe);
    if let Some(seat) = turn_seat
        && !table.showing()
        && !covered
    {
        // A button reached with Tab (Pass, Exchange all...) takes Enter for itself.
        if !crate::gui::key_focus::table_focus(ctx, !settings.settings.streamer_mode) {
            keys(ctx, game, seat, &mut table, &mut asked);
        }
    }
    egui::Panel::right("col-side")
        .exact_size(SIDE)
        .frame(egui::Frame::new().inner_margin(egui::Margin::same(12)))
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    super::overlays::side(ui, &col, &table, seats, (safe, now), &mut asked);
                    turn_panel(ui, game, &mut table, seats, turn_seat, &mut asked);
                    ui.separator();
                    // What just happened (a vote's outcome, English's claim) right under the
                    // buttons; the words, which grow all game, below it.
                    log_panel(ui, &table);
                    ui.separator();
                    words_panel(ui, game, &mut table, turn_seat, safe);
                    // Leaving mid-game: every action is saved, so Continue picks it up.
                    ui.add_space(8.0);
                    if ui.button(crate::i18n::tr!("col-menu")).clicked() {
                        next.set(Screen::Title);
                    }
                });
        });
    egui::Panel::bottom("col-rack")
        .exact_size(RACK)
        .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(16, 8)))
        .show(&mut root, |ui| {
            if let Some(seat) = turn_seat {
                if table.hidden {
                    hold_to_see(ui);
                } else {
                    rack(ui, game, seat, &mut table);
                }
            } else {
                ui.centered_and_justified(|ui| {
                    ui.label(egui::RichText::new(waiting_text(game, seats)).size(18.0));
                });
            }
        });
    let area = root.available_rect_before_wrap();
    let lit = table.shows.first().map(|s| s.lit(now)).unwrap_or_default();
    let marks = Marks {
        lit: &lit,
        safe,
        can_lay: turn_seat.is_some() && !table.showing() && !covered,
    };
    if let Some((r, c)) = board::show(&mut root, area, game, &table, &marks) {
        click_square(game, &mut table, r, c);
    }
    if table.dragging {
        if ctx.input(|i| i.pointer.primary_released()) {
            // Let go anywhere: a drop off the board leaves the tile in the rack.
            table.dragging = false;
            table.picked = None;
        } else if let (Some(slot), Some(at)) = (table.picked, ctx.input(|i| i.pointer.latest_pos()))
        {
            board::dragged_tile(ctx, table.rack[slot], game, at);
        }
    }
    if let Some((text, _)) = &table.toast {
        egui::Area::new("col-toast".into())
            .order(egui::Order::Foreground)
            .anchor(
                egui::Align2::CENTER_TOP,
                egui::vec2(-SIDE / 2.0, TOP + 12.0),
            )
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(egui::Color32::from_rgb(120, 30, 30))
                    .corner_radius(10)
                    .inner_margin(12)
                    .show(ui, |ui| {
                        ui.label(egui::RichText::new(text).size(20.0));
                    });
            });
    }
    super::overlays::show(
        ctx,
        &col,
        &mut table,
        seats,
        safe,
        &mut asked,
        (&mut next, &mut start),
    );
    for (seat, action) in asked.actions {
        intents.write(Intent::new(seat, action));
    }
    ctx.request_repaint();
    Ok(())
}

/// Who the table waits for, when it is not the rack's owner.
fn waiting_text(game: &Game, seats: Option<&Seats<Colonization>>) -> String {
    let person = |s: usize| seats.is_none_or(|x| x.is_person(s));
    match game.phase() {
        Phase::Naming { seat } => crate::i18n::tr!("col-wait-naming", name = name(game, *seat)),
        Phase::Vote { waiting, .. } => {
            let names: Vec<String> = waiting.iter().map(|&s| name(game, s)).collect();
            crate::i18n::tr!("col-wait-vote", names = names.join(", "))
        }
        Phase::Turn { seat } if !person(*seat) => {
            crate::i18n::tr!("col-wait-computer", name = name(game, *seat))
        }
        Phase::Turn { seat } => crate::i18n::tr!("col-wait-turn", name = name(game, *seat)),
        Phase::Transform { .. } => crate::i18n::tr!("col-wait-transform"),
        Phase::English => crate::i18n::tr!("col-wait-english"),
        Phase::Over(_) => crate::i18n::tr!("col-wait-over"),
    }
}

/// The score strip: every language, English once it is in, and the bag.
fn score_strip(root: &mut egui::Ui, game: &Game, safe: bool) {
    let on_turn = match game.phase() {
        Phase::Turn { seat } | Phase::Naming { seat } => Some(Slot::Seat(*seat)),
        Phase::English => Some(Slot::English),
        _ => None,
    };
    egui::Panel::top("col-scores")
        .exact_size(TOP)
        .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(14, 8)))
        .show(root, |ui| {
            ui.horizontal(|ui| {
                let slots: Vec<Slot> = if game.english_in() {
                    game.order.clone()
                } else {
                    (0..game.seats.len()).map(Slot::Seat).collect()
                };
                for slot in slots {
                    let (title, language, score, colour, white) = match slot {
                        Slot::Seat(s) => {
                            let seat = &game.seats[s];
                            (
                                seat.name.clone(),
                                super::shown_language(seat.language.as_deref()),
                                seat.score,
                                owner_colour(Owner::Seat(s), safe),
                                Some(!seat.white_used),
                            )
                        }
                        Slot::English => (
                            crate::i18n::tr!("col-english"),
                            crate::i18n::tr!("col-english-devours"),
                            game.english_score,
                            board::ENGLISH,
                            None,
                        ),
                    };
                    let stroke = if on_turn == Some(slot) {
                        egui::Stroke::new(3.0, GOLD)
                    } else {
                        egui::Stroke::new(1.0, egui::Color32::from_gray(90))
                    };
                    egui::Frame::new()
                        .stroke(stroke)
                        .corner_radius(10)
                        .inner_margin(egui::Margin::symmetric(10, 4))
                        .show(ui, |ui| {
                            ui.horizontal(|ui| {
                                let (r, _) = ui.allocate_exact_size(
                                    egui::vec2(26.0, 30.0),
                                    egui::Sense::hover(),
                                );
                                board::meeple(ui.painter(), r.center(), 26.0, colour);
                                ui.vertical(|ui| {
                                    ui.label(egui::RichText::new(&title).size(17.0).strong());
                                    ui.label(
                                        egui::RichText::new(&language)
                                            .size(14.0)
                                            .italics()
                                            .color(egui::Color32::from_gray(210)),
                                    );
                                });
                                ui.label(
                                    egui::RichText::new(score.to_string())
                                        .size(28.0)
                                        .color(GOLD),
                                );
                                if white == Some(true) {
                                    let (r, resp) = ui.allocate_exact_size(
                                        egui::vec2(16.0, 20.0),
                                        egui::Sense::hover(),
                                    );
                                    board::meeple(ui.painter(), r.center(), 16.0, board::ENGLISH);
                                    resp.on_hover_text(crate::i18n::tr!("col-white-meeple-ready"));
                                }
                            });
                        });
                }
                ui.add_space(8.0);
                ui.label(
                    egui::RichText::new(crate::i18n::tr!("col-bag", count = game.bag.len()))
                        .size(16.0),
                );
            });
        });
}

/// What the seat on turn can do, and the live word.
fn turn_panel(
    ui: &mut egui::Ui,
    game: &Game,
    table: &mut ColonizationTable,
    seats: Option<&Seats<Colonization>>,
    turn_seat: Option<usize>,
    asked: &mut Asked,
) {
    ui.heading(
        egui::RichText::new(waiting_text(game, seats))
            .size(19.0)
            .color(GOLD),
    );
    if let Some(n) = &table.notice {
        ui.colored_label(egui::Color32::from_rgb(255, 200, 120), n);
    }
    ui.label(
        egui::RichText::new(crate::i18n::tr!("col-min-word", min = game.min_word()))
            .size(14.0)
            .color(egui::Color32::from_gray(200)),
    );
    let Some(seat) = turn_seat else {
        return;
    };
    match preview(game, table) {
        Some(Ok((w, points))) => {
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-preview", word = w, points = points))
                    .size(20.0),
            );
        }
        Some(Err(why)) => {
            ui.colored_label(egui::Color32::from_rgb(255, 150, 130), why);
        }
        None => {
            ui.label(egui::RichText::new(crate::i18n::tr!("col-how-to-lay")).size(14.0));
        }
    }
    ui.horizontal_wrapped(|ui| {
        let ready = matches!(preview(game, table), Some(Ok(_)));
        if ui
            .add_enabled(ready, egui::Button::new(crate::i18n::tr!("col-propose")))
            .clicked()
        {
            propose(game, seat, table, asked);
        }
        if ui.button(crate::i18n::tr!("col-recall")).clicked() {
            table.recall();
            table.cursor = None;
        }
        if ui.button(crate::i18n::tr!("col-suggest")).clicked() {
            suggest(game, seat, table);
        }
        if ui.button(crate::i18n::tr!("col-shuffle")).clicked() {
            table.recall();
            table.rack.shuffle(&mut rand::rng());
        }
        if ui.button(crate::i18n::tr!("col-pass")).clicked() {
            asked.actions.push((seat, Action::Pass));
        }
        let can_exchange = game.bag.len() >= game.rules.rack_size;
        let label = if table.laid.is_empty() {
            crate::i18n::tr!("col-exchange-all")
        } else {
            crate::i18n::tr!("col-exchange-laid", count = table.laid.len())
        };
        if ui
            .add_enabled(can_exchange, egui::Button::new(label))
            .on_hover_text(crate::i18n::tr!("col-exchange-help"))
            .clicked()
        {
            let tiles: Vec<u8> = if table.laid.is_empty() {
                table.rack.clone()
            } else {
                table.laid.iter().map(|l| table.rack[l.slot]).collect()
            };
            asked.actions.push((seat, Action::Exchange(tiles)));
        }
    });
    ui.add_space(6.0);
    if game.seats[seat].white_used {
        ui.label(egui::RichText::new(crate::i18n::tr!("col-white-spent")).size(14.0));
    } else if let Some(t) = table.target {
        let owner = match game.records.get(t).map(|r| r.owner) {
            Some(Owner::Seat(o)) => name(game, o),
            _ => String::new(),
        };
        let text = crate::i18n::tr!("col-transform-button", word = word(game, t), owner = owner);
        if ui
            .button(egui::RichText::new(text).size(17.0))
            .on_hover_text(crate::i18n::tr!("col-transform-help"))
            .clicked()
        {
            asked.actions.push((seat, Action::Transform { record: t }));
        }
    } else {
        ui.label(egui::RichText::new(crate::i18n::tr!("col-transform-how")).size(14.0));
    }
}

/// Each language's words and points (English's too), with a Transform target button on the
/// words the seat on turn may try.
fn words_panel(
    ui: &mut egui::Ui,
    game: &Game,
    table: &mut ColonizationTable,
    turn_seat: Option<usize>,
    safe: bool,
) {
    ui.label(
        egui::RichText::new(crate::i18n::tr!("col-words-heading"))
            .size(18.0)
            .color(GOLD),
    );
    let mut owners: Vec<Owner> = (0..game.seats.len()).map(Owner::Seat).collect();
    owners.push(Owner::English);
    for owner in owners {
        let recs: Vec<usize> = (0..game.records.len())
            .filter(|&i| game.records[i].owner == owner)
            .collect();
        if owner == Owner::English && recs.is_empty() && !game.english_in() {
            continue;
        }
        let (title, total) = match owner {
            Owner::Seat(s) => (
                format!(
                    "{} · {}",
                    super::shown_language(game.seats[s].language.as_deref()),
                    name(game, s)
                ),
                game.points_of(owner),
            ),
            Owner::English => (crate::i18n::tr!("col-english"), game.english_score),
        };
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(egui::vec2(16.0, 18.0), egui::Sense::hover());
            board::meeple(ui.painter(), r.center(), 16.0, owner_colour(owner, safe));
            ui.label(egui::RichText::new(title).strong());
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-points", points = total)).color(GOLD),
            );
        });
        ui.horizontal_wrapped(|ui| {
            for i in recs {
                let rec = &game.records[i];
                let text = format!("{} {}", rec.word.to_uppercase(), rec.points);
                let targetable = turn_seat.is_some_and(|s| {
                    !game.seats[s].white_used && matches!(owner, Owner::Seat(o) if o != s)
                });
                if targetable {
                    let chosen = table.target == Some(i);
                    if ui
                        .selectable_label(chosen, text)
                        .on_hover_text(crate::i18n::tr!("col-target-help"))
                        .clicked()
                    {
                        table.target = if chosen { None } else { Some(i) };
                    }
                } else {
                    ui.label(egui::RichText::new(text).size(14.0));
                }
            }
        });
    }
}

/// How many of the log's newest lines the side panel shows.
const LOG_LINES: usize = 6;

/// The newest lines of the log, the newest at the bottom (`gui::log_panel`).
fn log_panel(ui: &mut egui::Ui, table: &ColonizationTable) {
    ui.label(
        egui::RichText::new(crate::i18n::tr!("col-log-heading"))
            .size(16.0)
            .color(GOLD),
    );
    let font = egui::FontId::proportional(13.0);
    // The log sits under the turn's buttons: its newest lines, few enough that the buttons
    // and the words below stay in view.
    crate::gui::log_panel::show_newest(ui, &table.log, LOG_LINES, &font, None);
}

/// Streamer mode, the show key not held: where the tiles would be, how to see them.
pub fn hold_to_see(ui: &mut egui::Ui) {
    ui.centered_and_justified(|ui| {
        ui.label(egui::RichText::new(crate::i18n::tr!("col-streamer-hold")).size(18.0));
    });
}

/// The rack of the seat on turn: click a tile to pick it up, then a square to lay it.
fn rack(ui: &mut egui::Ui, game: &Game, _seat: usize, table: &mut ColonizationTable) {
    ui.horizontal_centered(|ui| {
        ui.add_space(((ui.available_width() - table.rack.len() as f32 * 62.0) / 2.0).max(0.0));
        for slot in 0..table.rack.len() {
            let used = table.laid.iter().any(|l| l.slot == slot);
            let t = table.rack[slot];
            let picked = table.picked == Some(slot);
            let r = board::rack_tile(ui, t, game, 56.0, picked, used);
            if r.clicked() && !used {
                table.picked = if picked { None } else { Some(slot) };
            }
            // Dragged to the board: picked up now, laid where it is let go.
            if r.drag_started() && !used {
                table.picked = Some(slot);
                table.dragging = true;
            }
            ui.add_space(6.0);
        }
    });
}

/// A click on a square: lays the picked tile, chooses a Transform target, or places the
/// typing cursor (a second click turns it).
fn click_square(game: &Game, table: &mut ColonizationTable, r: usize, c: usize) {
    if game.board.get(r, c) != 0 {
        let sq = r * SIZE + c;
        let rec = game
            .records
            .iter()
            .position(|rec| rec.tiles.iter().any(|&(s, _)| s == sq));
        table.target = if table.target == rec { None } else { rec };
        return;
    }
    if let Some(slot) = table.picked {
        let blank = (table.rack[slot] == b'?').then_some(b'E');
        table.lay(slot, r, c, blank);
        table.cursor = None;
        return;
    }
    if let Some(i) = table.laid.iter().position(|l| (l.row, l.col) == (r, c)) {
        table.laid.remove(i);
        return;
    }
    table.cursor = match table.cursor {
        Some((rr, cc, Dir::Across)) if (rr, cc) == (r, c) => Some((r, c, Dir::Down)),
        _ => Some((r, c, Dir::Across)),
    };
}

/// Sends the laid tiles as a move.
fn propose(game: &Game, seat: usize, table: &ColonizationTable, asked: &mut Asked) {
    if let Ok(play) = play_from_tiles(&game.board, &table.placed()) {
        asked.actions.push((seat, Action::Place(play)));
    }
}

/// Lays the word a Normal computer would place from this rack (the player still proposes).
pub fn suggest(game: &Game, seat: usize, table: &mut ColonizationTable) {
    table.recall();
    table.cursor = None;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(game.log.len() as u64);
    let Action::Place(play) =
        crate::games::colonization::players::choose(game, seat, Strength::Normal, &mut rng)
    else {
        table.toast = Some((crate::i18n::tr!("col-no-suggestion"), 3.0));
        return;
    };
    for (i, cell) in play.cells.iter().enumerate() {
        let Cell::New(t) = *cell else { continue };
        let want = if t.is_ascii_lowercase() { b'?' } else { t };
        let Some(slot) =
            (0..table.rack.len()).find(|&s| table.rack[s] == want && !table.slot_used(s))
        else {
            continue;
        };
        let (r, c) = play.square(i);
        table.lay(slot, r, c, t.is_ascii_lowercase().then_some(t));
    }
}

/// The keyboard on a person's turn: letters lay tiles at the cursor, Backspace takes the
/// last back, Enter proposes (or transforms the chosen word), Escape recalls; without a
/// cursor, H or F2 suggests a word, P passes and X chooses the next word to transform (Tab is
/// streamer mode's key to see the tiles: it does nothing else).
fn keys(
    ctx: &egui::Context,
    game: &Game,
    seat: usize,
    table: &mut ColonizationTable,
    asked: &mut Asked,
) {
    let events = ctx.input(|i| i.events.clone());
    for e in events {
        match e {
            egui::Event::Text(text) => {
                for ch in text.bytes().filter(u8::is_ascii_alphabetic) {
                    if table.cursor.is_some() {
                        type_letter(game, table, ch);
                    } else {
                        // Passing is Ctrl+P: a word typed before its square was chosen must
                        // not pass the turn.
                        match ch.to_ascii_lowercase() {
                            b'x' => next_target(game, seat, table),
                            b'h' => suggest(game, seat, table),
                            _ => {}
                        }
                    }
                }
            }
            egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } => match key {
                egui::Key::Enter => {
                    if !table.laid.is_empty() {
                        propose(game, seat, table, asked);
                    } else if let Some(t) = table.target
                        && !game.seats[seat].white_used
                    {
                        asked.actions.push((seat, Action::Transform { record: t }));
                    }
                }
                egui::Key::Escape => {
                    table.recall();
                    table.cursor = None;
                    table.target = None;
                }
                egui::Key::F2 => suggest(game, seat, table),
                // Ctrl+P passes: a plain P is a letter of the word being typed.
                egui::Key::P if modifiers.command => asked.actions.push((seat, Action::Pass)),
                // The arrows move the typing cursor (from the centre), Space turns it.
                egui::Key::ArrowLeft
                | egui::Key::ArrowRight
                | egui::Key::ArrowUp
                | egui::Key::ArrowDown => {
                    let centre = SIZE / 2;
                    let (r, c, dir) = table.cursor.unwrap_or((centre, centre, Dir::Across));
                    let (r, c) = match key {
                        egui::Key::ArrowLeft => (r, c.saturating_sub(1)),
                        egui::Key::ArrowRight => (r, (c + 1).min(SIZE - 1)),
                        egui::Key::ArrowUp => (r.saturating_sub(1), c),
                        _ => ((r + 1).min(SIZE - 1), c),
                    };
                    table.cursor = Some((r, c, dir));
                }
                egui::Key::Space => {
                    if let Some((r, c, dir)) = table.cursor {
                        let turned = if dir == Dir::Across {
                            Dir::Down
                        } else {
                            Dir::Across
                        };
                        table.cursor = Some((r, c, turned));
                    }
                }
                egui::Key::Backspace => {
                    if let Some(l) = table.laid.pop()
                        && let Some((_, _, dir)) = table.cursor
                    {
                        table.cursor = Some((l.row, l.col, dir));
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }
}

/// Lays the rack tile showing `ch` (or a blank for it) at the cursor and moves on.
fn type_letter(game: &Game, table: &mut ColonizationTable, ch: u8) {
    let Some((r, c, dir)) = table.cursor else {
        return;
    };
    let up = ch.to_ascii_uppercase();
    let free = |t: &ColonizationTable, want: u8| {
        (0..t.rack.len()).find(|&s| t.rack[s] == want && !t.laid.iter().any(|l| l.slot == s))
    };
    let (slot, blank) = match (free(table, up), free(table, b'?')) {
        (Some(s), _) => (s, None),
        (None, Some(s)) => (s, Some(up)),
        _ => return,
    };
    table.lay(slot, r, c, blank);
    // On past the squares already filled.
    let (mut rr, mut cc) = (r, c);
    loop {
        (rr, cc) = if dir == Dir::Across {
            (rr, cc + 1)
        } else {
            (rr + 1, cc)
        };
        if rr >= SIZE || cc >= SIZE {
            table.cursor = None;
            return;
        }
        if game.board.get(rr, cc) == 0 && table.laid.iter().all(|l| (l.row, l.col) != (rr, cc)) {
            table.cursor = Some((rr, cc, dir));
            return;
        }
    }
}

/// Chooses the next word the seat may transform (another player's), in record order.
fn next_target(game: &Game, seat: usize, table: &mut ColonizationTable) {
    if game.seats[seat].white_used {
        return;
    }
    let ok: Vec<usize> = (0..game.records.len())
        .filter(|&i| matches!(game.records[i].owner, Owner::Seat(o) if o != seat))
        .collect();
    table.target = match table.target.and_then(|t| ok.iter().position(|&i| i == t)) {
        Some(at) => ok.get(at + 1).copied(),
        None => ok.first().copied(),
    };
}
