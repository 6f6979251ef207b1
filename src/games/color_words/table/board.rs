//! The table's main view: the players' strip along the top, the sheet being written on the
//! left (or, when several people share the screen and no one is writing, the score sheet),
//! the round's cards big on the right with the countdown, and the word being written with its
//! live verdict. Clicks, drags and keys on the sheet go to the [`Pen`]; a word confirmed, a
//! pass, the draw and grid B's cross-out go to the engine as intents.

use crate::games::table_session::RecordsIntents;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::cards::{self, START_FILL, fill};
use super::paper;
use super::pen::{Pen, Preview, preview};
use super::{ColorWordsTable, ROUND_SECONDS, send, shown_seat};
use crate::engine::{Intent, Viewer};
use crate::games::color_words::Game;
use crate::games::color_words::INFO as COLOR_WORDS;
use crate::games::color_words::material::{Cell, GridName, Paint, ROUNDS, SIDE, Step};
use crate::games::color_words::plugin::ColorWords;
use crate::games::color_words::state::{Action, Phase, Sheet, Star, StarMark};
use crate::games::color_words::view::sheet_seen;
use crate::gui::Screen;
use crate::gui::theme::{CARD_CREAM, CARD_INK, GOLD, RIGHT_PANEL, TOP_PANEL};
use crate::i18n::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        take_arrows.run_if(
            in_state(Screen::Table)
                .and_then(crate::gui::game_is(COLOR_WORDS.id))
                .and_then(resource_exists::<ColorWords>),
        ),
    )
    .add_systems(
        EguiPrimaryContextPass,
        table_ui
            .run_if(in_state(Screen::Table).and_then(crate::gui::game_is(COLOR_WORDS.id)))
            .run_if(resource_exists::<ColorWords>),
    );
}

/// The arrow keys turn the word being written, rather than pan the table.
fn take_arrows(mut taken: ResMut<crate::gui::view::ArrowKeysTaken>) {
    if !taken.0 {
        taken.0 = true;
    }
}

/// Where a sheet's cells are on screen.
#[derive(Clone, Copy, Debug)]
pub struct SheetGeom {
    /// The top-left corner of A1.
    pub origin: egui::Pos2,
    /// A cell's side.
    pub cell: f32,
}

impl SheetGeom {
    /// A cell's square.
    pub fn rect(&self, c: Cell) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin + egui::vec2(c.col as f32 * self.cell, c.row as f32 * self.cell),
            egui::vec2(self.cell, self.cell),
        )
    }

    /// The whole grid.
    pub fn grid(&self) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin,
            egui::vec2(SIDE as f32, SIDE as f32) * self.cell,
        )
    }

    /// The cell under `p`, if any.
    pub fn cell_at(&self, p: egui::Pos2) -> Option<Cell> {
        let d = (p - self.origin) / self.cell;
        if d.x < 0.0 || d.y < 0.0 {
            return None;
        }
        Cell::new(d.x as usize, d.y as usize)
    }

    /// Where a star of grid B sits: right of its row, below its column.
    pub fn star(&self, star: Star) -> egui::Pos2 {
        let g = self.grid();
        let half = self.cell / 2.0;
        match star {
            Star::Row(r) => egui::pos2(
                g.right() + half * 0.8,
                g.top() + (r as f32 + 0.5) * self.cell,
            ),
            Star::Column(c) => egui::pos2(
                g.left() + (c as f32 + 0.5) * self.cell,
                g.bottom() + half * 0.8,
            ),
        }
    }
}

/// Paints a sheet: the grid's colours, the letters written, the word being written over its
/// path with the points its drawn letters score, and grid B's stars.
pub fn paint_sheet(
    painter: &egui::Painter,
    geom: SheetGeom,
    game: &Game,
    sheet: &Sheet,
    pen: Option<(&Pen, Option<&Preview>)>,
    labels: bool,
) {
    let grid = game.grid();
    let cell = geom.cell;
    if labels {
        for i in 0..SIDE {
            let c = geom.rect(Cell::new(i, 0).expect("on the grid"));
            painter.text(
                egui::pos2(c.center().x, c.top() - 14.0),
                egui::Align2::CENTER_CENTER,
                ((b'A' + i as u8) as char).to_string(),
                egui::FontId::proportional(18.0),
                GOLD,
            );
            let r = geom.rect(Cell::new(0, i).expect("on the grid"));
            painter.text(
                egui::pos2(r.left() - 16.0, r.center().y),
                egui::Align2::CENTER_CENTER,
                (i + 1).to_string(),
                egui::FontId::proportional(18.0),
                GOLD,
            );
        }
    }
    for index in 0..SIDE * SIDE {
        let c = Cell::from_index(index).expect("on the grid");
        let r = geom.rect(c).shrink(cell * 0.03);
        let paint = match grid.paint(c) {
            Paint::Start => START_FILL,
            Paint::Colour(col) => fill(col),
        };
        painter.rect_filled(r, cell * 0.1, paint);
        if grid.paint(c) == Paint::Start && !sheet.filled(c) {
            painter.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                "★",
                egui::FontId::proportional(cell * 0.45),
                egui::Color32::from_rgb(150, 120, 60),
            );
        }
        if sheet.filled(c) {
            let ink = r.shrink(cell * 0.1);
            painter.rect_filled(ink, cell * 0.08, CARD_CREAM);
            painter.text(
                ink.center(),
                egui::Align2::CENTER_CENTER,
                sheet.shown[index].to_uppercase().to_string(),
                egui::FontId::proportional(cell * 0.5),
                CARD_INK,
            );
        }
    }
    if let Some((pen, seen)) = pen {
        let centres: Vec<egui::Pos2> = pen.cells.iter().map(|c| geom.rect(*c).center()).collect();
        if centres.len() >= 2 {
            painter.add(egui::Shape::line(
                centres.clone(),
                egui::Stroke::new(cell * 0.12, GOLD.gamma_multiply(0.7)),
            ));
        }
        let shown = pen.shown();
        for (i, c) in pen.cells.iter().enumerate() {
            // The gold ring goes round the whole cell and the letter's tile leaves a wide band
            // of the cell's colour: which colour a letter sits on is what it scores.
            painter.rect_stroke(
                geom.rect(*c).shrink(cell * 0.03),
                cell * 0.1,
                egui::Stroke::new(3.0, GOLD),
                egui::StrokeKind::Inside,
            );
            let r = geom.rect(*c).shrink(cell * 0.2);
            painter.rect_filled(r, cell * 0.08, egui::Color32::from_rgb(255, 236, 170));
            if let Some(Some(l)) = shown.get(i) {
                painter.text(
                    r.center(),
                    egui::Align2::CENTER_CENTER,
                    l.to_string(),
                    egui::FontId::proportional(cell * 0.42),
                    CARD_INK,
                );
            }
        }
        if let Some(seen) = seen {
            for lp in &seen.score.letters {
                let r = geom.rect(lp.cell);
                let at = r.right_top() + egui::vec2(-cell * 0.16, cell * 0.16);
                painter.circle_filled(at, cell * 0.16, egui::Color32::from_rgb(30, 120, 60));
                painter.text(
                    at,
                    egui::Align2::CENTER_CENTER,
                    format!("+{}", lp.points),
                    egui::FontId::proportional(cell * 0.2),
                    egui::Color32::WHITE,
                );
            }
        }
    }
    if game.grid == GridName::B {
        for star in Star::all() {
            paint_star(
                painter,
                geom.star(star),
                cell * 0.26,
                sheet.star(star),
                sheet.line_full(star),
            );
        }
    }
}

/// One star of grid B: open, circled (won) or crossed out.
fn paint_star(painter: &egui::Painter, at: egui::Pos2, size: f32, mark: StarMark, full: bool) {
    let colour = match mark {
        StarMark::Circled => GOLD,
        StarMark::Crossed => egui::Color32::from_gray(110),
        StarMark::Open if full => egui::Color32::from_rgb(255, 230, 150),
        StarMark::Open => egui::Color32::from_gray(210),
    };
    painter.text(
        at,
        egui::Align2::CENTER_CENTER,
        "★",
        egui::FontId::proportional(size * 1.6),
        colour,
    );
    match mark {
        StarMark::Circled => {
            painter.circle_stroke(at, size * 1.15, egui::Stroke::new(3.0, GOLD));
        }
        StarMark::Crossed => {
            let d = egui::vec2(size, size);
            let red = egui::Stroke::new(3.0, egui::Color32::from_rgb(230, 80, 70));
            painter.line_segment([at - d, at + d], red);
            painter.line_segment(
                [at + egui::vec2(-size, size), at + egui::vec2(size, -size)],
                red,
            );
        }
        StarMark::Open => {}
    }
}

/// What the view asked for this frame.
#[derive(Default)]
struct Asked {
    action: Option<(usize, Action)>,
    leave: bool,
    /// Game night: write the grid's printable sheet.
    print: bool,
}

/// The table's view, drawn every frame; the overlays draw after it.
pub(super) fn table_ui(
    mut contexts: EguiContexts,
    mut table: ResMut<ColorWordsTable>,
    cw: Res<ColorWords>,
    mut intents: MessageWriter<Intent<ColorWords>>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
    settings: Res<crate::gui::SettingsStore>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs_f64();
    let game = &cw.game;
    let mut asked = Asked::default();
    // The table has no text field: a button clicked keeps no focus, so the keys type the
    // word (and reach the window's own keys, such as F12) rather than the button; one reached
    // with Tab keeps it, so Flip, Pass and the others are pressed from the keyboard.
    crate::gui::key_focus::table_focus(ctx, true);
    let mut root = crate::gui::theme::screen_ui(ctx, "clw-table");
    let ui = &mut root;
    let full = ui.max_rect();
    // The shared layer lays the felt where the score strip and the turn panel leave it open.
    let top = egui::Rect::from_min_size(full.min, egui::vec2(full.width(), TOP_PANEL));
    let side = egui::Rect::from_min_max(
        egui::pos2(full.right() - RIGHT_PANEL, top.bottom()),
        full.max,
    );
    let felt = egui::Rect::from_min_max(
        egui::pos2(full.left(), top.bottom()),
        egui::pos2(side.left(), full.bottom()),
    );
    top_strip(ui, top, game, &mut table, &mut asked, now);
    if table.leaving {
        leave_question(ctx, &mut table, &mut asked);
    }
    if asked.print {
        print_sheet(&mut table, game, settings.settings.streamer_mode, now);
    }
    if paper::showing_the_draw(&table, game) {
        let below = egui::Rect::from_min_max(egui::pos2(full.left(), top.bottom()), full.max);
        // The draw spreads over the turn panel's place too: one felt under all of it, not the
        // panel's darker ground behind the last card.
        ui.painter()
            .rect_filled(below, 0.0, crate::gui::theme::FELT_EGUI);
        if paper::draw_view(ui, below, game, &table, now) {
            table.entering = true;
        }
        finish(&mut intents, &mut next, asked);
        return Ok(());
    }
    let boards_w = (felt.width() * 0.34).min(340.0);
    let boards = egui::Rect::from_min_max(
        egui::pos2(felt.right() - boards_w - 16.0, felt.top() + 24.0),
        egui::pos2(felt.right() - 16.0, felt.bottom() - 24.0),
    );
    let sheet = felt.with_max_x(boards.left() - 8.0);
    let draw = game
        .draw
        .as_ref()
        .or_else(|| table.summary.as_ref().and_then(|s| game.draws.get(s.round)))
        .or_else(|| game.is_over().then(|| game.draws.last()).flatten());
    cards::boards(ui.painter(), boards, draw);
    let seen = table.viewer.and_then(|v| preview(game, v, &table.pen));
    match shown_seat(&table, game) {
        Some(seat) => sheet_area(
            ui,
            sheet,
            game,
            &mut table,
            seat,
            now,
            seen.as_ref(),
            &mut asked,
        ),
        None => score_sheet(ui, sheet.shrink(16.0), game, table.paper),
    }
    side_panel(
        ui,
        side.shrink(12.0),
        game,
        &mut table,
        now,
        seen.as_ref(),
        &mut asked,
    );
    finish(&mut intents, &mut next, asked);
    Ok(())
}

/// Menu during a game: leave for the title screen (the game is saved, Continue picks it up)
/// or stay. Escape stays.
fn leave_question(ctx: &egui::Context, table: &mut ColorWordsTable, asked: &mut Asked) {
    crate::gui::overlay::centered_window("clw-leave")
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(crate::gui::overlay::window_width(ctx, 520.0));
            ui.label(
                egui::RichText::new(tr!("clw-leave-question"))
                    .size(24.0)
                    .color(GOLD),
            );
            ui.label(egui::RichText::new(tr!("clw-leave-saved")).size(18.0));
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                if ui
                    .button(egui::RichText::new(tr!("clw-leave-go")).size(20.0))
                    .clicked()
                {
                    asked.leave = true;
                    table.leaving = false;
                }
                if ui
                    .button(egui::RichText::new(tr!("clw-leave-stay")).size(20.0))
                    .clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Escape))
                {
                    table.leaving = false;
                }
            });
        });
}

/// Sends what the view asked for.
fn finish(
    intents: &mut MessageWriter<Intent<ColorWords>>,
    next: &mut NextState<Screen>,
    asked: Asked,
) {
    if let Some((seat, action)) = asked.action {
        send(intents, seat, action);
    }
    if asked.leave {
        next.set(Screen::Title);
    }
}

/// Game night: writes the grid's printable sheet in the data folder, as a PDF and a PNG, and
/// tells where (on a streamed screen, "the data folder" rather than a path naming the
/// computer's user).
fn print_sheet(table: &mut ColorWordsTable, game: &Game, streamer: bool, now: f64) {
    use crate::games::color_words::sheet;
    let pdf = sheet::pdf_file_name(game.grid);
    let (text, path) = match sheet::write_to_data_dir(&game.material, game.grid) {
        Ok(dir) => {
            let path = dir.join(&pdf);
            // The PDF opens in the system's viewer, ready to print; the line beside the
            // button names the file, and its folder on hover (never on a stream).
            let text = if crate::gui::system_open::open_path(&path) {
                tr!("clw-sheet-opened", file = pdf)
            } else {
                tr!("clw-sheet-written", file = pdf)
            };
            (text, (!streamer).then(|| path.display().to_string()))
        }
        Err(e) => (
            tr!(
                "clw-sheet-not-written",
                path = if streamer {
                    pdf
                } else {
                    e.path.display().to_string()
                },
                reason = e.reason
            ),
            None,
        ),
    };
    table.printed = Some((text, path, now));
}

/// The players along the top: name, total, and whether each has written this round.
fn top_strip(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    game: &Game,
    table: &mut ColorWordsTable,
    asked: &mut Asked,
    now: f64,
) {
    let done = match &game.phase {
        Phase::Write { done } => Some(done.clone()),
        _ => None,
    };
    let (mut chips, mut heading_row) = crate::gui::theme::strip_rows(ui, rect);
    chips.spacing_mut().item_spacing.x = 26.0;
    for (seat, p) in game.players.iter().enumerate() {
        // Who has written this round: a tick; who still writes: an ellipsis.
        let mark = match &done {
            Some(d) if d[seat] => " ✔",
            Some(_) => " …",
            None => "",
        };
        let who = if table.is_person(seat) {
            String::new()
        } else {
            format!(" ({})", level_name(seat, table))
        };
        chips.label(
            egui::RichText::new(format!("{}{who}: {}{mark}", p.name, p.sheet.total()))
                .size(22.0)
                .color(if table.viewer == Some(seat) {
                    GOLD
                } else {
                    egui::Color32::WHITE
                }),
        );
    }
    let heading = if game.is_over() {
        tr!("clw-game-over")
    } else {
        tr!("clw-round", round = game.round + 1, rounds = ROUNDS)
    };
    heading_row.label(egui::RichText::new(heading).size(24.0).color(GOLD));
    heading_row.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if ui
            .button(egui::RichText::new(tr!("clw-menu")).size(18.0))
            .clicked()
        {
            // A finished game has nothing to come back to; a running one asks first.
            if game.is_over() {
                asked.leave = true;
            } else {
                table.leaving = true;
            }
        }
        if table.paper
            && ui
                .button(egui::RichText::new(tr!("clw-paper-print")).size(18.0))
                .clicked()
        {
            asked.print = true;
        }
        // What printing did, beside its button and for a moment: one short line in the strip,
        // over no card.
        if let Some((text, path, at)) = &table.printed
            && now - at < PRINTED_SECONDS
        {
            let said = ui.label(egui::RichText::new(text).size(16.0));
            if let Some(path) = path {
                said.on_hover_text(path);
            }
        }
    });
}

/// How long "Sheet written" stays in the top strip, in seconds.
const PRINTED_SECONDS: f64 = 12.0;

/// A computer seat's level, named (or "phone" for a person who plays from one).
fn level_name(seat: usize, table: &ColorWordsTable) -> String {
    use crate::games::color_words::players::Level;
    if crate::seat_server::table::on_phone(seat) {
        return tr!("seat-on-phone");
    }
    match table
        .save
        .as_ref()
        .and_then(|s| s.setup.players.get(seat))
        .and_then(|p| p.computer)
    {
        Some(Level::Easy) => tr!("clw-kind-easy"),
        Some(Level::Hard) => tr!("clw-kind-hard"),
        _ => tr!("clw-kind-normal"),
    }
}

/// The sheet of `seat`, with the pen when it is theirs to write on, and the word's verdict.
#[allow(clippy::too_many_arguments)] // the view's parts, passed down once
fn sheet_area(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &mut ColorWordsTable,
    seat: usize,
    now: f64,
    seen: Option<&Preview>,
    asked: &mut Asked,
) {
    let writing = table.viewer == Some(seat);
    let stars = if game.grid == GridName::B { 0.8 } else { 0.0 };
    let cell = ((area.width() - 90.0) / (7.0 + stars))
        .min((area.height() - 130.0) / (7.0 + stars))
        .max(16.0);
    let geom = SheetGeom {
        origin: area.min + egui::vec2(50.0, 68.0),
        cell,
    };
    let Some(sheet) = sheet_seen(game, Viewer::Seat(seat), seat) else {
        return;
    };
    ui.painter().text(
        egui::pos2(geom.grid().left(), area.top() + 22.0),
        egui::Align2::LEFT_CENTER,
        tr!(
            "clw-sheet-of",
            name = game.players[seat].name.clone(),
            grid = grid_letter(game.grid)
        ),
        egui::FontId::proportional(18.0),
        egui::Color32::from_gray(210),
    );
    paint_bubbles(
        ui.painter(),
        egui::pos2(geom.grid().right(), area.top() + 22.0),
        sheet,
    );
    // Keys and pointer go to the pen only while the sheet is its writer's.
    let response = ui.allocate_rect(geom.grid(), egui::Sense::click_and_drag());
    if writing {
        pointer_on_sheet(ui, &response, geom, game, table, seat, now);
        keys_on_sheet(ui, game, table, seat, now, seen, asked);
    }
    // Grid B alone: the star crossed out before the round's draw.
    if game.phase == Phase::CrossOut && table.is_person(seat) {
        for star in Star::all() {
            let at = geom.star(star);
            let r = egui::Rect::from_center_size(at, egui::vec2(cell * 0.6, cell * 0.6));
            let hit = ui.allocate_rect(r, egui::Sense::click());
            if sheet.star(star) == StarMark::Open && hit.hovered() {
                ui.painter().circle_stroke(
                    at,
                    cell * 0.32,
                    egui::Stroke::new(2.0, egui::Color32::WHITE),
                );
            }
            if hit.clicked() {
                asked.action = Some((seat, Action::CrossOutStar(star)));
            }
        }
        // From the keyboard: a row's number (1-7) or a column's letter (A-G) names its star.
        let typed = crate::gui::key_focus::typed_upper(ui.ctx());
        for c in typed.chars() {
            let star = match c {
                '1'..='7' => Some(Star::Row(c as u8 - b'1')),
                'A'..='G' => Some(Star::Column(c as u8 - b'A')),
                _ => None,
            };
            if let Some(star) = star {
                asked.action = Some((seat, Action::CrossOutStar(star)));
            }
        }
    }
    let pen = writing.then_some((&table.pen, seen));
    paint_sheet(ui.painter(), geom, game, sheet, pen, true);
    let below = egui::Rect::from_min_max(
        egui::pos2(
            area.left() + 20.0,
            geom.grid().bottom()
                + if game.grid == GridName::B {
                    cell * 0.8
                } else {
                    14.0
                },
        ),
        egui::pos2(area.right() - 10.0, area.bottom() - 8.0),
    );
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(below));
    if writing && table.pen.is_empty() {
        child.label(egui::RichText::new(tr!("clw-how-to-write")).size(17.0));
    } else if !writing && let Some((text, _)) = &table.toast {
        child.colored_label(
            egui::Color32::from_rgb(255, 170, 120),
            egui::RichText::new(text).size(18.0),
        );
    }
}

/// The sheet's six score bubbles, right-aligned at `right_centre`: each round's points once
/// filled, empty before.
fn paint_bubbles(painter: &egui::Painter, right_centre: egui::Pos2, sheet: &Sheet) {
    let r = 14.0;
    for round in 0..ROUNDS {
        let at = right_centre + egui::vec2(-r - (ROUNDS - 1 - round) as f32 * (2.0 * r + 6.0), 0.0);
        match sheet.bubbles.get(round) {
            Some(b) => {
                painter.circle_filled(at, r, CARD_CREAM);
                painter.text(
                    at,
                    egui::Align2::CENTER_CENTER,
                    b.score.total().to_string(),
                    egui::FontId::proportional(15.0),
                    CARD_INK,
                );
            }
            None => {
                painter.circle_stroke(at, r, egui::Stroke::new(1.5, egui::Color32::from_gray(170)));
            }
        }
    }
}

/// "A" or "B".
fn grid_letter(grid: GridName) -> &'static str {
    match grid {
        GridName::A => "A",
        GridName::B => "B",
    }
}

/// A click starts a word on a cell; a drag draws its path, step by step.
fn pointer_on_sheet(
    ui: &egui::Ui,
    response: &egui::Response,
    geom: SheetGeom,
    game: &Game,
    table: &mut ColorWordsTable,
    seat: usize,
    now: f64,
) {
    let Some(sheet) = sheet_seen(game, Viewer::Seat(seat), seat) else {
        return;
    };
    // A drag starts where the button went down; a click (pressed and released at once) is
    // where it happened.
    let at = if response.drag_started() {
        ui.input(|i| i.pointer.press_origin())
    } else {
        response.interact_pointer_pos()
    };
    if response.clicked() || response.drag_started() {
        if let Some(c) = at.and_then(|p| geom.cell_at(p)) {
            match table.pen.start(sheet, c) {
                Ok(()) => table.toast = None,
                Err(r) => table.tell(r.message(crate::i18n::language()), now),
            }
        }
    } else if response.dragged()
        && !table.pen.is_empty()
        && let Some(c) = response
            .interact_pointer_pos()
            .and_then(|p| geom.cell_at(p))
        && table.pen.cells.last() != Some(&c)
    {
        // A refused step is told once, not every frame the pointer rests there.
        let mut pen = table.pen.clone();
        match pen.drag_to(sheet, c) {
            Ok(()) => {
                table.pen = pen;
                table.toast = None;
            }
            Err(r) => {
                let text = r.message(crate::i18n::language());
                if table.toast.as_ref().map(|(t, _)| t) != Some(&text) {
                    table.tell(text, now);
                }
            }
        }
    }
}

/// Letters type the word; → and ↓ choose the way it grows; Backspace, Enter and Escape.
fn keys_on_sheet(
    ui: &egui::Ui,
    game: &Game,
    table: &mut ColorWordsTable,
    seat: usize,
    now: f64,
    seen: Option<&Preview>,
    asked: &mut Asked,
) {
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let Some(sheet) = sheet_seen(game, Viewer::Seat(seat), seat) else {
        return;
    };
    let events = ui.input(|i| i.events.clone());
    for event in events {
        match event {
            egui::Event::Text(text) => {
                // The first word of a sheet starts on A1 (the rules): typing starts it there.
                if table.pen.is_empty() && table.pen.start(sheet, Cell::START).is_err() {
                    table.tell(Pen::where_to_start(sheet), now);
                    continue;
                }
                for c in text.chars() {
                    if let Err(r) = table.pen.type_char(sheet, c) {
                        table.tell(r.message(crate::i18n::language()), now);
                    }
                }
            }
            egui::Event::Key {
                key, pressed: true, ..
            } => match key {
                egui::Key::Backspace => table.pen.backspace(),
                egui::Key::Escape => table.pen = Pen::default(),
                egui::Key::ArrowRight => table.pen.turn(Step::Right),
                egui::Key::ArrowDown => table.pen.turn(Step::Down),
                // The keyboard's way to a start cell: before a letter is typed, Page Down and
                // Page Up step through the cells a word may start on now.
                egui::Key::PageDown | egui::Key::PageUp if table.pen.typed.is_empty() => {
                    let starts: Vec<Cell> = (0..SIDE)
                        .flat_map(|row| (0..SIDE).filter_map(move |col| Cell::new(col, row)))
                        .filter(|c| !sheet.filled(*c) && sheet.may_start(*c))
                        .collect();
                    let now = table
                        .pen
                        .cells
                        .first()
                        .and_then(|c| starts.iter().position(|s| s == c));
                    let n = starts.len();
                    let next = match (now, key == egui::Key::PageDown) {
                        _ if n == 0 => None,
                        (None, true) => Some(0),
                        (None, false) => Some(n - 1),
                        (Some(i), true) => Some((i + 1) % n),
                        (Some(i), false) => Some((i + n - 1) % n),
                    };
                    if let Some(i) = next {
                        let _ = table.pen.start(sheet, starts[i]);
                    }
                }
                egui::Key::Enter => {
                    if let Some(action) = confirm(table, seen) {
                        asked.action = Some((seat, action));
                    }
                }
                // Game night: the word is on paper already; no hint.
                egui::Key::F2 if !table.paper => hint(game, table, seat, now),
                _ => {}
            },
            _ => {}
        }
    }
}

/// The word to send, when the rules would take it.
fn confirm(table: &ColorWordsTable, seen: Option<&Preview>) -> Option<Action> {
    seen.filter(|p| p.verdict.is_ok()).map(|_| Action::Write {
        word: table.pen.word(),
        cells: table.pen.cells.clone(),
    })
}

/// The word being written: its letters, its score and bonus, why it cannot be written yet,
/// and Write, Clear and Pass.
#[allow(clippy::too_many_arguments)] // the view's parts, passed down once
fn pen_panel(
    ui: &mut egui::Ui,
    game: &Game,
    table: &mut ColorWordsTable,
    seat: usize,
    seen: Option<&Preview>,
    now: f64,
    asked: &mut Asked,
) {
    if table.paper
        && let Some(other) = paper::entering_panel(ui, game, table)
    {
        table.viewer = Some(other);
        table.pen = Pen::default();
        return;
    }
    // The buttons first, where they always are; what the word is worth below them.
    let can = seen.is_some_and(|p| p.verdict.is_ok());
    let write = egui::Button::new(egui::RichText::new(tr!("clw-write")).size(22.0))
        .min_size(egui::vec2(ui.available_width(), 46.0));
    if ui.add_enabled(can, write).clicked()
        && let Some(action) = confirm(table, seen)
    {
        asked.action = Some((seat, action));
    }
    ui.horizontal(|ui| {
        if ui
            .button(egui::RichText::new(tr!("clw-clear")).size(18.0))
            .clicked()
        {
            table.pen = Pen::default();
        }
        if ui
            .button(egui::RichText::new(tr!("clw-pass")).size(18.0))
            .clicked()
        {
            asked.action = Some((seat, Action::Pass));
        }
        if !table.paper
            && ui
                .button(egui::RichText::new(tr!("clw-hint")).size(18.0))
                .clicked()
        {
            hint(game, table, seat, now);
        }
    });
    ui.add_space(8.0);
    // Why the word cannot be written comes first, under the buttons: the panel has no room
    // to scroll, and with streamer mode's larger type what comes last can fall off its foot.
    if let Some(Err(r)) = seen.map(|p| &p.verdict) {
        ui.colored_label(
            egui::Color32::from_rgb(255, 150, 120),
            egui::RichText::new(r.message(crate::i18n::language())).size(17.0),
        );
    }
    if let Some((text, _)) = &table.toast {
        ui.colored_label(
            egui::Color32::from_rgb(255, 170, 120),
            egui::RichText::new(text).size(17.0),
        );
    }
    let word = table.pen.word().to_uppercase();
    if !table.pen.is_empty() {
        ui.label(
            egui::RichText::new(if word.is_empty() {
                "…".to_string()
            } else {
                word
            })
            .size(24.0)
            .strong()
            .color(GOLD),
        );
    }
    if let Some(p) = seen {
        let bonus = match p.bonus {
            Some(true) => tr!("clw-bonus-met"),
            Some(false) => tr!("clw-bonus-not-met"),
            None => tr!("clw-bonus-vote"),
        };
        ui.label(
            egui::RichText::new(tr!(
                "clw-live-score",
                points = p.score.total(),
                letters = p.score.letter_points(),
                bonus = bonus
            ))
            .size(17.0),
        );
    }
}

/// The hint: the best word the search finds for the sheet, laid in the pen to confirm or
/// change (F2 or the Hint button).
fn hint(game: &Game, table: &mut ColorWordsTable, seat: usize, now: f64) {
    match crate::games::color_words::players::best_word(game, seat) {
        Some(found) => {
            table.pen = Pen {
                anchored: found.cells.len(),
                cells: found.cells,
                typed: found.word.chars().collect(),
                dir: None,
            };
        }
        None => table.tell(tr!("clw-no-hint"), now),
    }
}

/// With several people and no one writing, or at a game night: every player's bubbles round
/// by round.
fn score_sheet(ui: &mut egui::Ui, area: egui::Rect, game: &Game, paper: bool) {
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
    child.add_space(20.0);
    child.label(
        egui::RichText::new(tr!("clw-scores"))
            .size(26.0)
            .color(GOLD),
    );
    child.add_space(8.0);
    egui::Grid::new("clw-score-sheet")
        .spacing(egui::vec2(18.0, 10.0))
        .show(&mut child, |ui| {
            ui.label("");
            for r in 1..=ROUNDS {
                ui.label(egui::RichText::new(r.to_string()).size(18.0).color(GOLD));
            }
            ui.label(egui::RichText::new("Σ").size(18.0).color(GOLD));
            ui.end_row();
            for p in &game.players {
                ui.label(egui::RichText::new(&p.name).size(20.0));
                for r in 0..ROUNDS {
                    let text = p
                        .sheet
                        .bubbles
                        .get(r)
                        .map_or(String::new(), |b| b.score.total().to_string());
                    ui.label(egui::RichText::new(text).size(20.0));
                }
                ui.label(
                    egui::RichText::new(p.sheet.total().to_string())
                        .size(20.0)
                        .strong(),
                );
                ui.end_row();
            }
        });
    child.add_space(14.0);
    let phones = (0..game.players.len()).any(crate::seat_server::table::on_phone);
    let note = if paper {
        tr!("clw-paper-scores")
    } else if phones {
        tr!("clw-sheets-on-phones")
    } else {
        tr!("clw-sheets-private")
    };
    child.label(egui::RichText::new(note).size(16.0));
}

/// The turn panel: the bonus card, the countdown, what the round waits for, and the word
/// being written with its verdict.
fn side_panel(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &mut ColorWordsTable,
    now: f64,
    seen: Option<&Preview>,
    asked: &mut Asked,
) {
    let draw = game
        .draw
        .as_ref()
        .or_else(|| table.summary.as_ref().and_then(|s| game.draws.get(s.round)))
        .or_else(|| game.is_over().then(|| game.draws.last()).flatten());
    let bonus = egui::Rect::from_min_size(area.min, egui::vec2(area.width(), 200.0));
    let card = draw.map(|d| &game.material.bonus[d.bonus]);
    cards::bonus(ui, bonus, card);
    let mut top = bonus.bottom() + 12.0;
    if let (Some(_), Some(since), true) = (table.viewer, table.write_since, table.timed) {
        cards::countdown(
            ui.painter(),
            egui::pos2(area.center().x, top + 36.0),
            ROUND_SECONDS - (now - since),
        );
        top += 80.0;
    }
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(area.with_min_y(top))
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    let name = |s: usize| game.players[s].name.clone();
    if let Some(seat) = table.viewer {
        pen_panel(&mut child, game, table, seat, seen, now, asked);
        return;
    }
    match &game.phase {
        Phase::CrossOut => {
            child.label(
                egui::RichText::new(tr!("clw-cross-out-prompt"))
                    .size(22.0)
                    .color(GOLD),
            );
        }
        Phase::Draw { dealer } => {
            if table.summary.is_some() {
                return;
            }
            if table.is_person(*dealer) {
                let button = egui::Button::new(
                    egui::RichText::new(tr!("clw-flip", name = name(*dealer))).size(24.0),
                )
                .min_size(egui::vec2(area.width(), 64.0));
                // Enter flips too, when no other button has the keyboard: it is the one thing
                // to do.
                let enter = child.input(|i| i.key_pressed(egui::Key::Enter))
                    && child.ctx().memory(|m| m.focused()).is_none();
                if child.add(button).clicked() || enter {
                    asked.action = Some((*dealer, Action::Draw));
                }
            } else {
                child.label(
                    egui::RichText::new(tr!("clw-flipping", name = name(*dealer))).size(22.0),
                );
            }
        }
        Phase::Write { .. } => {
            let waiting: Vec<String> = game.acting().into_iter().map(name).collect();
            child.label(
                egui::RichText::new(tr!("clw-still-writing", names = waiting.join(", ")))
                    .size(20.0),
            );
        }
        Phase::Vote { .. } => {
            child.label(egui::RichText::new(tr!("clw-voting")).size(20.0));
        }
        Phase::Over => {}
    }
}
