//! What covers the table for a moment: "Pass to NAME" before a private sheet opens, the theme
//! vote, the round's summary (each sheet's bubble and stars, and each person's best possible
//! word) and the end screen (the winners, the totals, the solo title, every sheet).

use crate::games::table_session::RecordsIntents;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::board::{SheetGeom, paint_sheet};
use super::text::star_name;
use super::{ColorWordsTable, StartColorWords, send};
use crate::engine::Intent;
use crate::games::color_words::Game;
use crate::games::color_words::INFO as COLOR_WORDS;
use crate::games::color_words::material::SIDE;
use crate::games::color_words::plugin::ColorWords;
use crate::games::color_words::state::{Action, Phase};
use crate::gui::Screen;
use crate::gui::end_screen::{self, EndChoice, EndScreen};
use crate::gui::overlay::{centered_window, pass_cover};
use crate::gui::theme::GOLD;
use crate::i18n::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        overlays
            .after(super::board::table_ui)
            .run_if(in_state(Screen::Table).and_then(crate::gui::game_is(COLOR_WORDS.id)))
            .run_if(resource_exists::<ColorWords>),
    );
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
fn overlays(
    mut contexts: EguiContexts,
    mut table: ResMut<ColorWordsTable>,
    cw: Res<ColorWords>,
    mut intents: MessageWriter<Intent<ColorWords>>,
    mut start: MessageWriter<StartColorWords>,
    mut next: ResMut<NextState<Screen>>,
    time: Res<Time>,
    unlock: Option<Res<crate::gui::screenshot::UnlockPrivateView>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &cw.game;
    if let Some(notice) = table.notice.clone() {
        let mut open = true;
        centered_window("clw-notice").show(ctx, |ui| {
            ui.label(egui::RichText::new(notice).size(18.0));
            if ui.button(tr!("clw-ok")).clicked() {
                open = false;
            }
        });
        if !open {
            table.notice = None;
        }
        return Ok(());
    }
    if table.summary.is_some() {
        summary_window(ctx, &mut table, game);
        return Ok(());
    }
    if game.is_over() {
        if end_window(ctx, game).is_some_and(|c| c.go(&mut next))
            && let Some(save) = &table.save
        {
            start.write(StartColorWords::rematch(save, table.timed));
        }
        return Ok(());
    }
    // The next person to write, behind the cover while others share the screen.
    if let Phase::Write { .. } = game.phase
        && table.viewer.is_none()
        && table.private()
        && unlock.is_none()
        && let Some(seat) = game.acting().into_iter().find(|&s| table.is_person(s))
    {
        let name = game.players[seat].name.clone();
        if pass_cover(
            ctx,
            &tr!("clw-pass-to", name = name.clone()),
            &tr!("clw-pass-why"),
            &tr!("clw-pass-ready", name = name),
        ) {
            table.viewer = Some(seat);
            table.write_since = Some(time.elapsed_secs_f64());
        }
        return Ok(());
    }
    if let Phase::Vote { .. } = game.phase
        && let Some(voter) =
            (0..game.players.len()).find(|&s| table.is_person(s) && !game.votes_owed(s).is_empty())
    {
        let writer = game.votes_owed(voter)[0];
        let word = game
            .word_this_round(writer)
            .map_or(String::new(), |w| w.display.to_uppercase());
        let theme = game.bonus().map_or(String::new(), super::text::bonus_text);
        let on = game.vote_on(writer);
        let noun = on == crate::games::color_words::VoteOn::ProperNoun;
        let outside = on == crate::games::color_words::VoteOn::OutsideDictionary;
        let (yes, no) = if outside {
            (tr!("house-vote-yes"), tr!("house-vote-no"))
        } else if noun {
            (tr!("clw-vote-noun-yes"), tr!("clw-vote-noun-no"))
        } else {
            (tr!("clw-vote-fits"), tr!("clw-vote-does-not-fit"))
        };
        let mut vote = None;
        centered_window("clw-vote").show(ctx, |ui| {
            // A word outside the dictionary is first asked about as a proper noun; alone, the
            // player judges their own word.
            let question = if outside {
                tr!(
                    "clw-vote-outside",
                    voter = game.players[voter].name.clone(),
                    writer = game.players[writer].name.clone(),
                    word = word.clone()
                )
            } else if noun && voter == writer {
                tr!("clw-vote-noun-own", word = word.clone())
            } else if noun {
                tr!(
                    "clw-vote-noun",
                    voter = game.players[voter].name.clone(),
                    writer = game.players[writer].name.clone(),
                    word = word.clone()
                )
            } else if voter == writer {
                tr!("clw-vote-own", word = word.clone(), theme = theme.clone())
            } else {
                tr!(
                    "clw-vote-question",
                    voter = game.players[voter].name.clone(),
                    writer = game.players[writer].name.clone(),
                    word = word.clone(),
                    theme = theme.clone()
                )
            };
            ui.label(egui::RichText::new(question).size(22.0));
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                if ui.button(egui::RichText::new(&yes).size(22.0)).clicked() {
                    vote = Some(true);
                }
                if ui.button(egui::RichText::new(&no).size(22.0)).clicked() {
                    vote = Some(false);
                }
            });
        });
        // Y and N answer too.
        if ctx.input(|i| i.key_pressed(egui::Key::Y)) {
            vote = Some(true);
        } else if ctx.input(|i| i.key_pressed(egui::Key::N)) {
            vote = Some(false);
        }
        if let Some(fits) = vote {
            send(&mut intents, voter, Action::Vote { writer, fits });
        }
    }
    Ok(())
}

/// The round's bubbles, stars and best words; Continue closes it.
fn summary_window(ctx: &egui::Context, table: &mut ColorWordsTable, game: &Game) {
    let Some(summary) = table.summary.clone() else {
        return;
    };
    let mut close = false;
    centered_window("clw-summary").show(ctx, |ui| {
        ui.set_max_width(crate::gui::overlay::window_width(ctx, 760.0));
        ui.label(
            egui::RichText::new(tr!("clw-round-over", round = summary.round + 1))
                .size(30.0)
                .color(GOLD),
        );
        ui.add_space(8.0);
        for row in &summary.rows {
            let name = game.players[row.seat].name.clone();
            let word = row
                .word
                .clone()
                .map_or_else(|| tr!("clw-passed"), |w| w.to_uppercase());
            ui.label(
                egui::RichText::new(tr!(
                    "clw-bubble",
                    name = name,
                    word = word,
                    points = row.score.total(),
                    bonus = row.score.bonus
                ))
                .size(22.0),
            );
            // What the table's votes decided, so a refused bonus is never a mystery.
            if row.noun_refused {
                // Under the house vote a refused word may be any word outside the dictionary.
                ui.label(if game.dictionary_vote {
                    tr!("clw-summary-word-refused")
                } else {
                    tr!("clw-summary-noun-refused")
                });
            }
            match row.theme {
                Some(true) => {
                    ui.label(tr!("clw-summary-theme-fits"));
                }
                Some(false) => {
                    ui.label(tr!("clw-summary-theme-refused"));
                }
                None => {}
            }
            for star in &row.circled {
                ui.label(
                    egui::RichText::new(tr!("clw-star-circled", line = star_name(*star)))
                        .color(GOLD),
                );
            }
            for star in &row.lost {
                ui.label(tr!("clw-star-lost", line = star_name(*star)));
            }
            if let Some(best) = &row.best {
                let at = best
                    .cells
                    .first()
                    .map_or(String::new(), ToString::to_string);
                ui.label(
                    egui::RichText::new(tr!(
                        "clw-best-word",
                        word = best.word.to_uppercase(),
                        points = best.score,
                        cell = at
                    ))
                    .size(17.0)
                    .color(egui::Color32::from_rgb(180, 220, 255)),
                );
            }
            ui.add_space(6.0);
        }
        let label = if game.is_over() {
            tr!("clw-see-results")
        } else {
            tr!("clw-next-round")
        };
        let button = egui::Button::new(egui::RichText::new(label).size(22.0))
            .min_size(egui::vec2(240.0, 48.0));
        if ui.add(button).clicked() || ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            close = true;
        }
    });
    if close {
        table.summary = None;
    }
}

/// The winners, the solo title, every total with its Star box and every sheet.
fn end_window(ctx: &egui::Context, game: &Game) -> Option<EndChoice> {
    let winners: Vec<String> = game
        .winners()
        .iter()
        .map(|&s| game.players[s].name.clone())
        .collect();
    let headline = if game.solo() {
        tr!(
            "clw-solo-over",
            total = crate::games::color_words::view::sheet_seen(
                game,
                crate::engine::Viewer::Spectator,
                0
            )
            .map_or(0, |s| s.total())
        )
    } else {
        tr!(
            "clw-winners",
            count = winners.len(),
            names = winners.join(", ")
        )
    };
    let screen = EndScreen {
        id: "clw-end",
        headline,
        subline: None,
        // Each sheet below is headed by its player's totals.
        standings: Vec::new(),
        chart: None,
        width: 900.0,
    };
    end_screen::show(ctx, &screen, |ui| sheets(ui, game), |_| {})
}

/// The solo title, then every sheet under its player's totals.
fn sheets(ui: &mut egui::Ui, game: &Game) {
    if let Some(rating) = game.rating() {
        ui.vertical_centered(|ui| {
            ui.label(
                egui::RichText::new(crate::i18n::text(rating.key(), None))
                    .size(40.0)
                    .strong(),
            );
        });
    }
    ui.add_space(6.0);
    let n = game.players.len();
    let cell = match n {
        1 => 34.0,
        2 => 28.0,
        3 => 20.0,
        _ => 14.0,
    };
    ui.horizontal(|ui| {
        for p in &game.players {
            ui.vertical(|ui| {
                ui.label(
                    egui::RichText::new(tr!(
                        "clw-final",
                        name = p.name.clone(),
                        total = p.sheet.total(),
                        bubbles = p.sheet.bubbles_total(),
                        stars = p.sheet.star_box.unwrap_or(0),
                        empty = p.sheet.empty_cells()
                    ))
                    .size(17.0),
                );
                let side = cell * (SIDE as f32 + 1.2);
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
                let geom = SheetGeom {
                    origin: rect.min + egui::vec2(4.0, 4.0),
                    cell,
                };
                paint_sheet(ui.painter(), geom, game, &p.sheet, None, false);
            });
        }
    });
}
