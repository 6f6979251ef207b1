//! The end of a crossword game: the winner, the final scores with each rack's adjustment,
//! the score chart, every move with a "best move" button that asks the generator what the
//! position held (teaching without waiting for the next game) and Export GCG, on the shared
//! end screen (`gui::end_screen`). Also teaching mode's lesson box, which the turn panel shows
//! after each move.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{CrosswordTable, StartCrossword};
use crate::games::crossword::plugin::Crossword;
use crate::games::crossword::teaching::{Lesson, lesson};
use crate::gui::Screen;
use crate::gui::end_screen::{self, EndScreen, Standing};
use crate::gui::overlay::ChartData;
use crate::gui::theme::GOLD;

/// Teaching mode's lesson: where the move played ranked and the best five.
pub fn lesson_box(ui: &mut egui::Ui, played: &str, lesson: &Lesson) {
    ui.label(
        egui::RichText::new(crate::i18n::tr!("cw-lesson-title"))
            .size(18.0)
            .color(GOLD),
    );
    let rank = match lesson.rank {
        Some(1) => crate::i18n::tr!("cw-lesson-best", played = played),
        Some(rank) => crate::i18n::tr!(
            "cw-lesson-rank",
            played = played,
            rank = rank,
            count = lesson.moves
        ),
        None => crate::i18n::tr!("cw-lesson-unranked", played = played),
    };
    ui.label(egui::RichText::new(rank).size(15.0));
    // What the order means: the same weighing as the Hard computer's, points now plus what
    // the tiles kept are worth next turn, so a lower score can rank first.
    ui.label(
        egui::RichText::new(crate::i18n::tr!("cw-lesson-order"))
            .size(13.0)
            .color(egui::Color32::from_gray(200)),
    );
    egui::Grid::new(("cw-lesson", played))
        .striped(true)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-lesson-move")).size(13.0));
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-lesson-score")).size(13.0));
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-lesson-leave")).size(13.0));
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-lesson-value")).size(13.0));
            ui.end_row();
            for s in &lesson.best {
                ui.label(egui::RichText::new(&s.notation).monospace().size(14.0));
                ui.label(egui::RichText::new(s.score.to_string()).size(14.0));
                ui.label(egui::RichText::new(&s.leave).monospace().size(14.0));
                ui.label(egui::RichText::new(value_text(s)).size(14.0));
                ui.end_row();
            }
        });
}

/// A suggestion's value as the lesson shows it: points plus the leave's worth, with the
/// leave's part signed (`31 +4.5`), so the column says why the order is what it is.
pub fn value_text(s: &crate::games::crossword::teaching::Suggestion) -> String {
    let leave = s.equity - f64::from(s.score);
    format!("{:.1} ({:+.1})", s.equity, leave)
}

/// The end screen.
pub fn show(
    ctx: &egui::Context,
    cw: &Crossword,
    table: &mut CrosswordTable,
    safe: bool,
    next: &mut NextState<Screen>,
    start: &mut MessageWriter<StartCrossword>,
) {
    let game = &cw.game;
    let best = game.seats.iter().map(|s| s.score).max().unwrap_or(0);
    let winners: Vec<String> = game
        .seats
        .iter()
        .filter(|s| s.score == best)
        .map(|s| s.name.clone())
        .collect();
    let headline = if winners.len() == 1 {
        crate::i18n::tr!("cw-winner", name = winners[0].clone())
    } else {
        crate::i18n::tr!("cw-draw", names = winners.join(", "))
    };
    let colours: Vec<egui::Color32> = (0..game.seats.len())
        .map(|p| crate::gui::palette::colour(p, safe))
        .collect();
    let scores: Vec<i32> = game.seats.iter().map(|s| s.score).collect();
    // Each line names the rack's adjustment at the end, which the score already holds.
    let standings = crate::gui::end_screen::finishing_order(&scores)
        .into_iter()
        .map(|p| {
            let adj = table
                .turns
                .iter()
                .rev()
                .find(|t| t.seat == p && t.end)
                .map_or(0, |t| t.score);
            let text = crate::i18n::tr!(
                "cw-final-score",
                name = game.seats[p].name.clone(),
                score = game.seats[p].score,
                adjustment = format!("{adj:+}")
            );
            Standing::new(colours[p], text, "")
        })
        .collect();
    let history: Vec<Vec<i32>> = std::iter::once(vec![0; game.seats.len()])
        .chain(table.history.iter().cloned())
        .collect();
    let screen = EndScreen {
        id: "cw-game-over",
        headline,
        subline: None,
        standings,
        chart: Some(ChartData {
            history: &history,
            colours: &colours,
            finish: None,
            turns: crate::i18n::tr!("cw-chart-turns"),
        }),
        width: 760.0,
    };
    let mut export = false;
    // The body borrows the table; the buttons' row reads what the last export did.
    let exported = table.exported.clone();
    let folder_opened = table.export_folder_opened;
    let choice = end_screen::show(
        ctx,
        &screen,
        |ui| moves_with_best(ui, cw, table),
        |ui| {
            // E exports too, so a keyboard (or a script) reaches it without the pointer.
            export = end_screen::extra_button(ui, crate::i18n::tr!("cw-export-gcg"))
                || ui.input(|i| i.key_pressed(egui::Key::E));
            // What the export did is said beside its button, where the player looks (the
            // moves above scroll): the file's name, the whole path on hover.
            match &exported {
                Some(Ok(path)) => {
                    let file = std::path::Path::new(path)
                        .file_name()
                        .map_or(path.clone(), |f| f.to_string_lossy().into_owned());
                    let said = if folder_opened {
                        crate::i18n::tr!("cw-exported-opened", path = file)
                    } else {
                        crate::i18n::tr!("cw-exported", path = file)
                    };
                    ui.label(said).on_hover_text(path.clone());
                }
                Some(Err(e)) => {
                    ui.colored_label(egui::Color32::from_rgb(255, 150, 130), e);
                }
                None => {}
            }
        },
    );
    if export {
        let exported = super::session::export_gcg(&cw.game);
        // The record's folder opens in the file manager, the file ready to pick up.
        table.export_folder_opened = exported.as_ref().is_ok_and(|path| {
            std::path::Path::new(path)
                .parent()
                .is_some_and(crate::gui::system_open::open_path)
        });
        table.exported = Some(exported);
    }
    if choice.is_some_and(|c| c.go(next))
        && let Some(save) = &table.save
    {
        start.write(StartCrossword::rematch(save));
    }
}

/// Every turn with its rack adjustment rows, and a "best move" button for each position.
fn moves_with_best(ui: &mut egui::Ui, cw: &Crossword, table: &mut CrosswordTable) {
    let game = &cw.game;
    ui.label(
        egui::RichText::new(crate::i18n::tr!("cw-moves"))
            .size(20.0)
            .color(GOLD),
    );
    let mut asked = None;
    egui::Grid::new("cw-end-moves")
        .striped(true)
        .show(ui, |ui| {
            for (i, t) in table.turns.iter().enumerate() {
                let name = game.seats.get(t.seat).map_or("", |s| s.name.as_str());
                ui.label(name);
                ui.label(egui::RichText::new(&t.text).monospace());
                ui.label(format!("{:+}", t.score));
                ui.label(egui::RichText::new(t.total.to_string()).strong());
                if t.position.is_some() {
                    if ui.small_button(crate::i18n::tr!("cw-best-move")).clicked() {
                        asked = Some(i);
                    }
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
    if let Some(i) = asked
        && let Some(turn) = table.turns.get(i)
        && let Some((board, rack)) = &turn.position
    {
        let l = lesson(
            board,
            rack,
            &game.rules,
            &game.lexicon,
            turn.play.as_ref(),
            5,
        );
        table.lesson = Some((turn.text.clone(), l));
    }
    if let Some((played, l)) = &table.lesson {
        ui.separator();
        lesson_box(ui, played, l);
    }
}

#[cfg(test)]
mod tests {
    use crate::games::crossword::teaching::Suggestion;

    #[test]
    fn a_value_says_how_much_of_it_the_leave_brings() {
        let keeps_well = Suggestion {
            notation: "8D CAT".into(),
            score: 31,
            leave: "ERS".into(),
            equity: 35.5,
        };
        assert_eq!(super::value_text(&keeps_well), "35.5 (+4.5)");
        let keeps_badly = Suggestion {
            notation: "8D CAT".into(),
            score: 34,
            leave: "UUV".into(),
            equity: 26.0,
        };
        assert_eq!(super::value_text(&keeps_badly), "26.0 (-8.0)");
    }
}
