//! A game night on paper: the round's cards shown big on the shared (or streamed) screen with
//! one countdown for everyone, while each player writes on a printed sheet; then, the time
//! up (or when the host says so, untimed), each player's word and path are entered one after
//! another on that player's sheet, and the rules score them, keep the stars and the totals.
//! No sheet shows while the words are being written, and no hint is offered.

use crate::games::table_session::RecordsIntents;
use bevy_egui::egui;

use super::cards;
use super::pen::Pen;
use super::{ColorWordsTable, ROUND_SECONDS};
use crate::games::color_words::Game;
use crate::games::color_words::state::Phase;
use crate::gui::theme::GOLD;
use crate::i18n::tr;

/// The people whose words are still to enter this round, in seat order.
pub fn still_to_enter(table: &ColorWordsTable, game: &Game) -> Vec<usize> {
    match &game.phase {
        Phase::Write { .. } => game
            .acting()
            .into_iter()
            .filter(|&s| table.is_person(s))
            .collect(),
        _ => Vec::new(),
    }
}

/// Follows a game night's round: the countdown running out starts the entering, which opens
/// each person's sheet in turn (the host may pick another); a sheet done closes.
pub fn follow(table: &mut ColorWordsTable, game: &Game, now: f64) {
    let waiting = still_to_enter(table, game);
    if !matches!(game.phase, Phase::Write { .. }) {
        table.entering = false;
    }
    if let Some(v) = table.viewer
        && !waiting.contains(&v)
    {
        table.viewer = None;
        table.pen = Pen::default();
    }
    if !table.entering
        && !waiting.is_empty()
        && table.timed
        && table
            .round_since
            .is_some_and(|since| now - since >= ROUND_SECONDS)
    {
        table.entering = true;
    }
    if table.entering
        && table.viewer.is_none()
        && table.summary.is_none()
        && let Some(&next) = waiting.first()
    {
        table.viewer = Some(next);
    }
    // Words are entered at leisure: the countdown is the paper's, not the entering's.
    table.write_since = None;
}

/// Whether the table shows the round's cards big: a game night while the words are being
/// written on paper.
pub fn showing_the_draw(table: &ColorWordsTable, game: &Game) -> bool {
    table.paper
        && !table.entering
        && table.summary.is_none()
        && matches!(game.phase, Phase::Write { .. })
}

/// The round's cards filling `area`: the three boards side by side, the bonus card, the
/// countdown and "Enter the words". Returns whether that button was pressed.
pub fn draw_view(
    ui: &mut egui::Ui,
    area: egui::Rect,
    game: &Game,
    table: &ColorWordsTable,
    now: f64,
) -> bool {
    let area = area.shrink(20.0);
    let painter = ui.painter().clone();
    painter.text(
        egui::pos2(area.center().x, area.top() + 22.0),
        egui::Align2::CENTER_CENTER,
        tr!("clw-paper-write"),
        egui::FontId::proportional(34.0),
        GOLD,
    );
    let gap = 24.0;
    let top = area.top() + 56.0;
    let board_w = (area.width() - 2.0 * gap) / 3.0;
    let board_h = (area.height() * 0.48).min(board_w * 0.9);
    let row = egui::Rect::from_min_size(
        egui::pos2(area.left(), top),
        egui::vec2(area.width(), board_h),
    );
    cards::boards_row(&painter, row, game.draw.as_ref(), gap);
    let lower = egui::Rect::from_min_max(egui::pos2(area.left(), row.bottom() + gap), area.max);
    let bonus = egui::Rect::from_min_size(
        lower.min,
        egui::vec2(lower.width() * 0.58, lower.height().min(260.0)),
    );
    cards::bonus_scaled(ui, bonus, game.bonus(), 1.4);
    let right = egui::Rect::from_min_max(egui::pos2(bonus.right() + gap, lower.top()), lower.max);
    let mut button_top = right.top();
    match (table.timed, table.round_since) {
        (true, Some(since)) => {
            let size = (right.height() * 0.45).min(120.0);
            cards::countdown_sized(
                &painter,
                egui::pos2(right.center().x, right.top() + size * 0.55),
                ROUND_SECONDS - (now - since),
                size,
            );
            button_top += size * 1.1;
        }
        _ => {
            let mut child = ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(right)
                    .layout(egui::Layout::top_down(egui::Align::Center)),
            );
            child.label(egui::RichText::new(tr!("clw-paper-untimed")).size(22.0));
            button_top += 70.0;
        }
    }
    let button = egui::Rect::from_min_size(
        egui::pos2(right.left(), button_top),
        egui::vec2(right.width(), 64.0),
    );
    ui.put(
        button,
        egui::Button::new(egui::RichText::new(tr!("clw-paper-enter")).size(24.0)),
    )
    .clicked()
}

/// While the words are entered: whose sheet is open, and buttons to open another's.
/// Returns the seat picked.
pub fn entering_panel(ui: &mut egui::Ui, game: &Game, table: &ColorWordsTable) -> Option<usize> {
    let waiting = still_to_enter(table, game);
    let mut picked = None;
    if let Some(v) = table.viewer {
        ui.label(
            egui::RichText::new(tr!(
                "clw-paper-entering",
                name = game.players[v].name.clone()
            ))
            .size(17.0)
            .color(GOLD),
        );
    }
    let others: Vec<usize> = waiting
        .into_iter()
        .filter(|&s| Some(s) != table.viewer)
        .collect();
    if !others.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(tr!("clw-paper-others")).size(16.0));
            for s in others {
                if ui
                    .button(egui::RichText::new(&game.players[s].name).size(16.0))
                    .clicked()
                {
                    picked = Some(s);
                }
            }
        });
    }
    ui.add_space(6.0);
    picked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::color_words::players::Level;
    use crate::games::color_words::save::{ColorWordsSave, SavedSeat, SavedSetup};
    use crate::games::color_words::{Action, GridName};

    fn night(players: &[(&str, Option<Level>)], timed: bool) -> (Game, ColorWordsTable) {
        let save = ColorWordsSave::new(SavedSetup {
            seed: 5,
            grid: GridName::A,
            dictionary: crate::words::Language::English,
            players: players
                .iter()
                .map(|(n, c)| SavedSeat {
                    name: n.to_string(),
                    computer: *c,
                })
                .collect(),
            paper: true,
            ..Default::default()
        });
        let game = save.new_game().unwrap();
        let table = ColorWordsTable::new(&save, &game, timed);
        (game, table)
    }

    /// While the words are written on paper no sheet shows, and no "Pass to" cover either;
    /// when the 90 seconds run out each person's sheet opens in turn for their word, and the
    /// round's end closes the entering.
    #[test]
    fn the_countdown_running_out_opens_each_sheet_in_turn() {
        let (mut game, mut table) = night(&[("Ana", None), ("Ben", None)], true);
        assert!(!table.private(), "the words are on paper: no cover");
        game.apply(0, &Action::Draw).unwrap();
        table.round_since = Some(10.0);
        follow(&mut table, &game, 50.0);
        assert!(showing_the_draw(&table, &game));
        assert_eq!(super::super::shown_seat(&table, &game), None);
        assert_eq!(table.viewer, None);
        follow(&mut table, &game, 10.0 + ROUND_SECONDS);
        assert!(table.entering);
        assert_eq!(table.viewer, Some(0));
        assert_eq!(table.write_since, None, "entering is not timed");
        assert!(!showing_the_draw(&table, &game));
        // Ana passes: Ben's sheet opens.
        game.apply(0, &Action::Pass).unwrap();
        follow(&mut table, &game, 200.0);
        assert_eq!(table.viewer, Some(1));
        assert_eq!(super::super::shown_seat(&table, &game), Some(1));
        game.apply(1, &Action::Pass).unwrap();
        follow(&mut table, &game, 201.0);
        assert!(!table.entering);
        assert_eq!(table.viewer, None);
    }

    /// Untimed, the table waits for the host; the computer seats are never entered for.
    #[test]
    fn untimed_waits_for_the_host_and_skips_computer_seats() {
        let (mut game, mut table) = night(&[("Hal", Some(Level::Hard)), ("Ana", None)], false);
        game.apply(0, &Action::Draw).unwrap();
        table.round_since = Some(0.0);
        follow(&mut table, &game, 1000.0);
        assert!(!table.entering);
        assert_eq!(still_to_enter(&table, &game), vec![1]);
        table.entering = true;
        follow(&mut table, &game, 1001.0);
        assert_eq!(table.viewer, Some(1));
    }
}
