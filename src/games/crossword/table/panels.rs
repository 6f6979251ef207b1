//! The crossword table's frame: the score strip on top (each seat's name, score and clock, the
//! bag), the turn panel on the right (whose turn, the live verdict, Play / Recall / Shuffle /
//! Exchange / Pass, teaching mode's lesson, the move list, the unseen tiles), and between them
//! the board and the rack, with whatever covers them for a moment (privacy screen, blank
//! picker, exchange picker, new letters, the end). One system draws it all, in that order.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use rand::seq::SliceRandom;

use super::geometry::View;
use super::keys::{self, Command};
use super::{CrosswordTable, needed_viewer, privacy_screen_needed, send, verdict};
use crate::engine::{Intent, Seats};
use crate::games::crossword::game::Action;
use crate::games::crossword::plugin::Crossword;
use crate::gui::theme::{GOLD, RIGHT_PANEL, TOP_PANEL, screen_ui};
use crate::gui::{Screen, SettingsStore, TableCamera};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_table.run_if(in_state(Screen::Table).and_then(resource_exists::<Crossword>)),
    );
}

/// The table camera's place and projection.
type TableView<'w, 's> =
    Query<'w, 's, (&'static Transform, &'static Projection), With<TableCamera>>;

/// The camera and window, as the board's geometry needs them.
fn current_view(camera: &TableView, windows: &Query<&Window>, zoom: f32) -> Option<View> {
    let (t, p) = camera.single().ok()?;
    let window = windows.single().ok()?;
    let scale = match p {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    Some(View {
        camera: (t.translation.x, t.translation.y),
        scale,
        window: (window.width(), window.height()),
        zoom,
    })
}

/// A seat's colour.
pub fn seat_colour(seat: usize, safe: bool) -> egui::Color32 {
    crate::gui::palette::colour(seat, safe)
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
fn draw_table(
    mut contexts: EguiContexts,
    cw: Res<Crossword>,
    mut table: ResMut<CrosswordTable>,
    seats: Option<Res<Seats<Crossword>>>,
    settings: Res<SettingsStore>,
    mut intents: MessageWriter<Intent<Crossword>>,
    (mut next, mut start): (
        ResMut<NextState<Screen>>,
        MessageWriter<super::StartCrossword>,
    ),
    (camera, windows): (TableView, Query<&Window>),
    (time, frozen): (Res<Time>, Option<Res<crate::engine::TableFrozen>>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let s = &settings.settings;
    let (safe, streamer) = (s.colour_blind_palette, s.streamer_mode);
    let now = time.elapsed_secs_f64();
    let seats = seats.as_deref();
    let game = &cw.game;
    let viewer = needed_viewer(&cw, seats);
    let unlocked = viewer.is_some() && table.viewer == viewer;
    // What the current person may see and do: their rack, unless a cover is needed.
    let rack_shown = unlocked && (!streamer || table.rack_key_held);
    // A replay shows the rack of the seat to act, but nothing is laid on it.
    let can_play = unlocked && game.over.is_none() && frozen.is_none();
    let mut root = screen_ui(ctx, "crossword-table");
    score_strip(&mut root, &cw, &table, seats, (safe, now), s);
    let mut play_now = false;
    if can_play && keys::handle(ctx, &cw, &mut table, !streamer) == Some(Command::Play) {
        play_now = true;
    }
    egui::Panel::right("cw-turn")
        .exact_size(RIGHT_PANEL)
        .frame(egui::Frame::new().inner_margin(egui::Margin::same(14)))
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    play_now |= turn_panel(
                        ui,
                        &cw,
                        &mut table,
                        seats,
                        (can_play, rack_shown, streamer),
                        &mut intents,
                        &mut next,
                    );
                });
        });
    let full = ctx.content_rect();
    let open = egui::Rect::from_min_max(
        egui::pos2(full.left(), full.top() + TOP_PANEL),
        egui::pos2(full.right() - RIGHT_PANEL, full.bottom()),
    );
    if let Some(view) = current_view(&camera, &windows, ctx.zoom_factor()) {
        let mut board_ui = egui::Ui::new(
            ctx.clone(),
            "cw-board-ui".into(),
            egui::UiBuilder::new()
                .layer_id(egui::LayerId::background())
                .max_rect(open),
        );
        board_ui.set_clip_rect(open);
        super::board_view::show(&mut board_ui, &view, &cw, &mut table, can_play);
        super::rack::show(
            &mut board_ui,
            open,
            &view,
            &cw,
            &mut table,
            rack_shown,
            can_play && rack_shown,
        );
    }
    if play_now
        && let Some(seat) = viewer
        && let Some(Ok((play, _))) = verdict(&cw, &table.placed())
    {
        send(&mut intents, seat, Action::Place(play));
    }
    if let Some((text, _)) = &table.toast {
        egui::Area::new("cw-toast".into())
            .order(egui::Order::Foreground)
            .anchor(
                egui::Align2::CENTER_TOP,
                egui::vec2(-RIGHT_PANEL / 2.0, TOP_PANEL + 16.0),
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
    // What covers the table for a moment.
    if game.over.is_some() {
        super::end::show(ctx, &cw, &mut table, safe, &mut next, &mut start);
    } else if let Some(v) = viewer
        && table.viewer != viewer
        && privacy_screen_needed(&cw, seats, streamer)
    {
        let name = game.seats[v].name.clone();
        if crate::gui::overlay::pass_cover(
            ctx,
            &crate::i18n::tr!("cw-privacy-title", name = name.clone()),
            &crate::i18n::tr!("cw-privacy-text"),
            &crate::i18n::tr!("cw-privacy-button", name = name),
        ) {
            table.viewer = Some(v);
        }
    } else if table.new_letters {
        new_letters(ctx, &mut table);
    } else if can_play {
        super::rack::blank_picker(ctx, &mut table);
        if let Some(tiles) = super::rack::exchange_picker(ctx, &cw, &mut table)
            && let Some(seat) = viewer
        {
            send(&mut intents, seat, Action::Exchange(tiles));
        }
    }
    ctx.request_repaint();
    Ok(())
}

/// Wordgame's "both players passed the first two moves": new letters for everyone, said so.
fn new_letters(ctx: &egui::Context, table: &mut CrosswordTable) {
    crate::gui::overlay::centered_window("new letters").show(ctx, |ui| {
        ui.set_width(crate::gui::overlay::window_width(ctx, 520.0));
        ui.label(
            egui::RichText::new(crate::i18n::tr!("cw-new-letters-title"))
                .size(28.0)
                .color(GOLD),
        );
        ui.label(crate::i18n::tr!("cw-new-letters-text"));
        if ui
            .add(
                egui::Button::new(crate::i18n::tr!("cw-new-letters-ok"))
                    .min_size(egui::vec2(200.0, 44.0)),
            )
            .clicked()
        {
            table.new_letters = false;
        }
    });
}

/// The clock of `seat` for display: seconds left, or `None` without a clock.
fn clock_left(
    table: &CrosswordTable,
    seat: usize,
    on_turn: bool,
    now: f64,
    s: &crate::settings::Settings,
) -> Option<f64> {
    if s.clock_secs == 0 {
        return None;
    }
    let running = if on_turn { now - table.turn_since } else { 0.0 };
    let used = if s.clock_whole_game {
        table.used.get(seat).copied().unwrap_or(0.0) + running
    } else {
        running
    };
    Some(f64::from(s.clock_secs) - used)
}

fn score_strip(
    root: &mut egui::Ui,
    cw: &Crossword,
    table: &CrosswordTable,
    seats: Option<&Seats<Crossword>>,
    (safe, now): (bool, f64),
    s: &crate::settings::Settings,
) {
    let game = &cw.game;
    egui::Panel::top("cw-scores")
        .exact_size(TOP_PANEL)
        .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(16, 10)))
        .show(root, |ui| {
            ui.horizontal(|ui| {
                for (i, seat) in game.seats.iter().enumerate() {
                    let on_turn = game.to_play() == Some(i);
                    let stroke = if on_turn {
                        egui::Stroke::new(3.0, GOLD)
                    } else {
                        egui::Stroke::new(1.0, egui::Color32::from_gray(90))
                    };
                    egui::Frame::new()
                        .stroke(stroke)
                        .corner_radius(10)
                        .inner_margin(egui::Margin::symmetric(12, 6))
                        .show(ui, |ui| {
                            ui.vertical(|ui| {
                                ui.horizontal(|ui| {
                                    let (r, _) = ui.allocate_exact_size(
                                        egui::vec2(16.0, 16.0),
                                        egui::Sense::hover(),
                                    );
                                    ui.painter().circle_filled(
                                        r.center(),
                                        8.0,
                                        seat_colour(i, safe),
                                    );
                                    let mut name = seat.name.clone();
                                    if let Some(level) = seats.and_then(|x| x.level(i)) {
                                        name = crate::i18n::tr!(
                                            "cw-seat-computer",
                                            name = name,
                                            level = super::new_game::level_name(*level)
                                        );
                                    } else if crate::seat_server::table::on_phone(i) {
                                        name = crate::i18n::tr!(
                                            "cw-seat-computer",
                                            name = name,
                                            level = crate::i18n::tr!("seat-on-phone")
                                        );
                                    }
                                    ui.label(egui::RichText::new(name).size(20.0));
                                });
                                ui.horizontal(|ui| {
                                    ui.label(
                                        egui::RichText::new(seat.score.to_string())
                                            .size(34.0)
                                            .strong()
                                            .color(GOLD),
                                    );
                                    if let Some(left) = clock_left(table, i, on_turn, now, s) {
                                        let colour = crate::gui::timer::clock_colour(
                                            left,
                                            egui::Color32::from_gray(210),
                                        );
                                        ui.label(
                                            egui::RichText::new(crate::gui::timer::clock_text(
                                                left,
                                            ))
                                            .size(20.0)
                                            .color(colour),
                                        );
                                    }
                                });
                            });
                        });
                }
                ui.add_space(12.0);
                ui.vertical(|ui| {
                    ui.label(
                        egui::RichText::new(crate::i18n::tr!("cw-bag", count = game.bag.len()))
                            .size(20.0),
                    );
                    ui.label(
                        egui::RichText::new(crate::i18n::tr!(
                            "cw-rules-name",
                            rules = super::new_game::rules_name(&game.rules.name)
                        ))
                        .size(15.0),
                    );
                });
            });
        });
}

/// The turn panel; whether Play was clicked.
fn turn_panel(
    ui: &mut egui::Ui,
    cw: &Crossword,
    table: &mut CrosswordTable,
    seats: Option<&Seats<Crossword>>,
    (can_play, rack_shown, streamer): (bool, bool, bool),
    intents: &mut MessageWriter<Intent<Crossword>>,
    next: &mut NextState<Screen>,
) -> bool {
    let game = &cw.game;
    let mut play = false;
    let heading = match game.to_play() {
        Some(_) if game.house_vote.open.is_some() => crate::i18n::tr!("cw-table-votes"),
        Some(seat) => crate::i18n::tr!("cw-turn-of", name = game.seats[seat].name.clone()),
        None => crate::i18n::tr!("cw-game-over"),
    };
    ui.label(egui::RichText::new(heading).size(26.0).color(GOLD).strong());
    if let Some(n) = &table.notice {
        ui.colored_label(egui::Color32::from_rgb(255, 200, 120), n);
    }
    ui.separator();
    if let Some(vote) = &game.house_vote.open {
        // A play's words go to the table's vote: the voters at this screen vote here.
        let waiting: Vec<(usize, String)> = vote
            .waiting()
            .into_iter()
            .map(|s| (s, game.seats[s].name.clone()))
            .collect();
        let here = |s: usize| crate::seat_server::table::at_screen(seats, s);
        let asker = &game.seats[vote.by].name;
        if let Some((seat, yes)) =
            crate::gui::word_vote::ballots(ui, asker, &vote.words, &waiting, here)
        {
            send(intents, seat, Action::Vote(yes));
        }
    } else {
        turn_actions(
            ui,
            cw,
            table,
            seats,
            (can_play, rack_shown, streamer),
            intents,
            &mut play,
        );
    }
    if let Some((notation, lesson)) = &table.lesson {
        ui.separator();
        // A lesson's leaves are tiles still on the rack: on a stream they show only with it.
        if streamer && !table.rack_key_held && game.over.is_none() {
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-lesson-hidden")).size(15.0));
        } else {
            super::end::lesson_box(ui, notation, lesson);
        }
    }
    ui.separator();
    move_list(ui, cw, table);
    ui.separator();
    unseen(ui, cw, table, rack_shown);
    ui.separator();
    if ui.button(crate::i18n::tr!("cw-title-screen")).clicked() {
        next.set(Screen::Title);
    }
    play
}

/// The turn's controls for the seat to play: a computer thinking, or the challenge box, the
/// verdict with Play, and Recall, Shuffle, Exchange and Pass.
fn turn_actions(
    ui: &mut egui::Ui,
    cw: &Crossword,
    table: &mut CrosswordTable,
    seats: Option<&Seats<Crossword>>,
    (can_play, rack_shown, streamer): (bool, bool, bool),
    intents: &mut MessageWriter<Intent<Crossword>>,
    play: &mut bool,
) {
    let game = &cw.game;
    match game.to_play() {
        Some(seat) if seats.is_some_and(|s| !s.is_person(seat)) => {
            ui.label(crate::i18n::tr!(
                "cw-computer-thinking",
                name = game.seats[seat].name.clone()
            ));
            // Only Expert thinks for long enough to show how far it has got.
            if let Some(done) = crate::games::crossword::ai::expert::progress() {
                ui.add(egui::ProgressBar::new(done).desired_width(220.0));
                ui.ctx().request_repaint();
            }
        }
        Some(_) if !can_play => {}
        Some(seat) => {
            if streamer && !rack_shown {
                ui.label(egui::RichText::new(crate::i18n::tr!("cw-streamer-hold")).size(17.0));
            }
            if challenge_box(ui, game, seat, intents) {
                table.recall();
            }
            *play = verdict_box(ui, cw, table);
            ui.horizontal_wrapped(|ui| {
                if ui.button(crate::i18n::tr!("cw-recall")).clicked() {
                    table.recall();
                }
                if ui
                    .add_enabled(
                        rack_shown,
                        egui::Button::new(crate::i18n::tr!("cw-shuffle")),
                    )
                    .clicked()
                {
                    table.recall();
                    table.rack.shuffle(&mut rand::rng());
                }
                if game.rules.exchanges {
                    let enough = game.bag_once_settled() >= game.rules.rack_size;
                    let b = ui
                        .add_enabled(
                            enough && rack_shown,
                            egui::Button::new(crate::i18n::tr!("cw-exchange")),
                        )
                        .on_disabled_hover_text(crate::i18n::tr!(
                            "cw-exchange-bag-low",
                            need = game.rules.rack_size
                        ));
                    if b.clicked() {
                        table.recall();
                        table.exchange = Some(vec![false; table.rack.len()]);
                    }
                }
                if ui.button(crate::i18n::tr!("cw-pass")).clicked() {
                    table.recall();
                    send(intents, seat, Action::Pass);
                }
            });
            ui.label(
                egui::RichText::new(crate::i18n::tr!("cw-keys-help"))
                    .size(13.0)
                    .color(egui::Color32::from_gray(190)),
            );
        }
        None => {}
    }
}

/// The play open to challenge (under Classic's challenge rules), when another seat made it:
/// what it formed, and Challenge (with Accept when it went out, since no move can accept it
/// then). Whether a button was clicked.
fn challenge_box(
    ui: &mut egui::Ui,
    game: &crate::games::crossword::game::Game,
    seat: usize,
    intents: &mut MessageWriter<Intent<Crossword>>,
) -> bool {
    let Some(p) = game.pending.as_ref().filter(|p| p.seat != seat) else {
        return false;
    };
    let mut clicked = false;
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(60, 40, 30))
        .corner_radius(egui::CornerRadius::same(8))
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(crate::i18n::tr!(
                    "cw-challenge-open",
                    name = game.seats[p.seat].name.clone(),
                    words = p.words.join(", "),
                    rule = game.challenge.name(crate::i18n::language())
                ))
                .size(16.0),
            );
            ui.horizontal_wrapped(|ui| {
                if ui.button(crate::i18n::tr!("cw-challenge-button")).clicked() {
                    send(intents, seat, Action::Challenge);
                    clicked = true;
                }
                if game.pending_goes_out() {
                    if ui.button(crate::i18n::tr!("cw-accept-button")).clicked() {
                        send(intents, seat, Action::Accept);
                        clicked = true;
                    }
                } else {
                    ui.label(
                        egui::RichText::new(crate::i18n::tr!("cw-challenge-or-play")).size(14.0),
                    );
                }
            });
        });
    clicked
}

/// The engine's verdict on the tiles laid, and the Play button; whether it was clicked.
fn verdict_box(ui: &mut egui::Ui, cw: &Crossword, table: &CrosswordTable) -> bool {
    let mut play = false;
    match verdict(cw, &table.placed()) {
        None if table.blank_pick.is_some() => {
            ui.label(crate::i18n::tr!("cw-verdict-blank"));
        }
        None => {
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-verdict-none")).size(17.0));
        }
        Some(Err(why)) => {
            ui.colored_label(
                egui::Color32::from_rgb(255, 150, 130),
                egui::RichText::new(why.message(crate::i18n::language())).size(17.0),
            );
        }
        Some(Ok((p, scored))) => {
            let words: Vec<String> = scored
                .words
                .iter()
                .map(|w| format!("{} {}", w.text.to_uppercase(), w.score))
                .collect();
            ui.label(
                egui::RichText::new(crate::i18n::tr!("cw-verdict-ok", score = scored.score))
                    .size(22.0)
                    .color(egui::Color32::from_rgb(150, 240, 160))
                    .strong(),
            );
            ui.label(
                egui::RichText::new(p.notation(&cw.game.board))
                    .monospace()
                    .size(16.0),
            );
            ui.label(crate::i18n::tr!(
                "cw-verdict-words",
                words = words.join(", ")
            ));
            if scored.full_rack {
                ui.label(egui::RichText::new(crate::i18n::tr!("cw-verdict-bingo")).color(GOLD));
            }
            let b = egui::Button::new(egui::RichText::new(crate::i18n::tr!("cw-play")).size(20.0))
                .min_size(egui::vec2(200.0, 44.0));
            play = ui.add(b).clicked();
        }
    }
    play
}

/// The move list in the usual notation, with running totals, newest at the bottom.
fn move_list(ui: &mut egui::Ui, cw: &Crossword, table: &CrosswordTable) {
    ui.label(
        egui::RichText::new(crate::i18n::tr!("cw-moves"))
            .size(18.0)
            .color(GOLD),
    );
    egui::ScrollArea::vertical()
        .id_salt("cw-moves")
        .max_height(220.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("cw-move-grid")
                .striped(true)
                .show(ui, |ui| {
                    for t in &table.turns {
                        let name = cw.game.seats.get(t.seat).map_or("", |s| s.name.as_str());
                        ui.label(egui::RichText::new(name).size(14.0));
                        ui.label(egui::RichText::new(&t.text).monospace().size(14.0));
                        ui.label(egui::RichText::new(format!("{:+}", t.score)).size(14.0));
                        ui.label(egui::RichText::new(t.total.to_string()).size(14.0).strong());
                        ui.end_row();
                    }
                });
        });
}

/// The tiles the player to move has not seen (bag plus the others' racks), letter by letter.
fn unseen(ui: &mut egui::Ui, cw: &Crossword, table: &CrosswordTable, rack_shown: bool) {
    let game = &cw.game;
    // Whose view: the one at the board; while the rack is hidden, the seat to play's view
    // would count their rack out and so tell the stream what it holds.
    let Some(seat) = game.to_play().or(table.viewer) else {
        return;
    };
    let counts = if rack_shown {
        game.unseen_by(seat)
    } else {
        crate::games::crossword::tiles::TileCounts::full_bag(&game.rules).minus(
            &crate::games::crossword::tiles::TileCounts::on_board(&game.board),
        )
    };
    ui.label(
        egui::RichText::new(crate::i18n::tr!("cw-unseen", count = counts.total()))
            .size(18.0)
            .color(GOLD),
    );
    ui.label(
        egui::RichText::new(grouped(&counts.spelled()))
            .monospace()
            .size(15.0),
    );
}

/// Tiles spelled `AAABCC?` written as runs of one letter (`AAA B CC ?`), as Woogles shows
/// them, so a count reads at a glance.
fn grouped(spelled: &str) -> String {
    let mut out = String::new();
    let mut last = None;
    for c in spelled.chars() {
        if last.is_some_and(|l| l != c) {
            out.push(' ');
        }
        out.push(c);
        last = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unseen_tiles_are_written_in_runs() {
        assert_eq!(grouped("AAABCC?"), "AAA B CC ?");
        assert_eq!(grouped(""), "");
    }
}
