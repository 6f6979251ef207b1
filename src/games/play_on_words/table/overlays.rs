//! What covers the table for a moment: a problem met loading the game, "Pass to NAME" before a
//! private hand opens, the letter a wild stands for, the round's summary (who went out, what
//! each hand held, the points, the running score table) and the end screen (the winners, the
//! score table and chart, rematch).

use crate::games::table_session::RecordsIntents;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::cards::{Look, paint_card};
use super::draft::Spot;
use super::{PowTable, StartPlayOnWords, send};
use crate::engine::Intent;
use crate::games::play_on_words::INFO as PLAY_ON_WORDS;
use crate::games::play_on_words::game::Game;
use crate::games::play_on_words::plugin::PlayOnWords;
use crate::games::play_on_words::state::{Action, Phase};
use crate::gui::Screen;
use crate::gui::end_screen::{self, EndChoice, EndScreen, Standing};
use crate::gui::overlay::{ChartData, centered_window, pass_cover};
use crate::gui::theme::GOLD;
use crate::i18n::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        overlays
            .after(super::board::table_ui)
            .run_if(in_state(Screen::Table).and_then(crate::gui::game_is(PLAY_ON_WORDS.id)))
            .run_if(resource_exists::<PlayOnWords>),
    );
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
fn overlays(
    mut contexts: EguiContexts,
    mut table: ResMut<PowTable>,
    pow: Res<PlayOnWords>,
    settings: Res<crate::gui::SettingsStore>,
    mut intents: MessageWriter<Intent<PlayOnWords>>,
    mut start: MessageWriter<StartPlayOnWords>,
    mut next: ResMut<NextState<Screen>>,
    unlock: Option<Res<crate::gui::screenshot::UnlockPrivateView>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &pow.game;
    let safe = settings.settings.colour_blind_palette;
    if let Some(notice) = table.notice.clone() {
        let mut open = true;
        centered_window("pow-notice").show(ctx, |ui| {
            ui.label(egui::RichText::new(notice).size(18.0));
            if ui.button(tr!("pow-ok")).clicked() {
                open = false;
            }
        });
        if !open {
            table.notice = None;
        }
        return Ok(());
    }
    if let Some(round) = table.summary {
        if let Some(deal) = summary_window(ctx, game, &table, round, safe) {
            table.summary = None;
            if deal
                && let Phase::RoundOver { next } = game.phase()
                && table.is_person(next)
            {
                send(&mut intents, next, Action::NextRound);
            }
        }
        return Ok(());
    }
    if game.is_over() {
        if end_window(ctx, game, &table, safe).is_some_and(|c| c.go(&mut next))
            && let Some(save) = &table.save
        {
            start.write(StartPlayOnWords::rematch(save));
        }
        return Ok(());
    }
    // A round over whose summary was closed: the person who deals next deals.
    if let Phase::RoundOver { next: dealer } = game.phase()
        && table.is_person(dealer)
    {
        let mut deal = false;
        centered_window("pow-deal").show(ctx, |ui| {
            let label = tr!("pow-deal", name = game.seats[dealer].name.clone());
            deal = ui.button(egui::RichText::new(label).size(22.0)).clicked();
        });
        if deal {
            send(&mut intents, dealer, Action::NextRound);
        }
        return Ok(());
    }
    // The next person to play, behind the cover while others share the screen.
    if let Phase::Draw { seat } = game.phase()
        && table.viewer.is_none()
        && table.private()
        && unlock.is_none()
        && table.is_person(seat)
    {
        let name = game.seats[seat].name.clone();
        if pass_cover(
            ctx,
            &tr!("pow-pass-to", name = name.clone()),
            &tr!("pow-pass-why"),
            &tr!("pow-pass-ready", name = name),
        ) {
            table.viewer = Some(seat);
        }
        return Ok(());
    }
    if table.viewer.is_some()
        && let Some(spot) = table.draft.unnamed_wild()
    {
        wild_window(ctx, &mut table, spot);
    }
    Ok(())
}

/// Asks which letter a wild placed in the draft stands for (two for the double wild): a
/// button for each letter, or the letter typed; Cancel takes the card back.
fn wild_window(ctx: &egui::Context, table: &mut PowTable, spot: Spot) {
    let Some(piece) = table
        .draft
        .pieces()
        .into_iter()
        .find(|(s, _)| *s == spot)
        .map(|(_, p)| p)
    else {
        return;
    };
    let mut chosen = None;
    let mut cancel = false;
    centered_window("pow-wild").show(ctx, |ui| {
        let question = if piece.card.width() == 2 {
            let which = if piece.letters[0] == 0 { 1 } else { 2 };
            tr!("pow-wild-double", which = which)
        } else {
            tr!("pow-wild-single")
        };
        ui.label(egui::RichText::new(question).size(22.0).color(GOLD));
        ui.add_space(6.0);
        egui::Grid::new("pow-wild-letters").show(ui, |ui| {
            for (k, l) in (b'A'..=b'Z').enumerate() {
                let b = egui::Button::new(egui::RichText::new((l as char).to_string()).size(20.0))
                    .min_size(egui::vec2(40.0, 40.0));
                if ui.add(b).clicked() {
                    chosen = Some(l);
                }
                if k % 9 == 8 {
                    ui.end_row();
                }
            }
        });
        ui.add_space(6.0);
        if ui.button(tr!("pow-cancel")).clicked() {
            cancel = true;
        }
    });
    ctx.input(|i| {
        for e in &i.events {
            if let egui::Event::Text(t) = e
                && let Some(c) = t.chars().next().filter(char::is_ascii_alphabetic)
            {
                chosen = Some(c.to_ascii_uppercase() as u8);
            }
        }
    });
    if let Some(l) = chosen {
        table.draft.name_wild(spot, l);
    } else if cancel {
        table.draft.take_back(spot);
    }
}

/// The finished round: who went out, each hand, each seat's points, the score table. The
/// button's answer: `Some(true)` to deal on, `Some(false)` to close (the game is over).
fn summary_window(
    ctx: &egui::Context,
    game: &Game,
    table: &PowTable,
    round: usize,
    safe: bool,
) -> Option<bool> {
    let result = game.history.get(round)?;
    let mut answer = None;
    // At the foot of the open table, over the hands' room: the words laid this round, at the
    // top, stay in sight (a centred summary covered them).
    centered_window("pow-summary")
        .constrain_to(crate::gui::overlay::open_table_rect(ctx))
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -10.0))
        .show(ctx, |ui| {
            ui.set_max_width(crate::gui::overlay::window_width(ctx, 820.0));
            let heading = match result.winner {
                Some(w) => tr!(
                    "pow-round-over-out",
                    round = round + 1,
                    name = game.seats[w].name.clone()
                ),
                None => tr!("pow-round-over-blocked", round = round + 1),
            };
            ui.label(egui::RichText::new(heading).size(28.0).color(GOLD));
            // How the winner went out, step by step (a computer may do it in its first turn,
            // faster than a newcomer can follow).
            if let Some(w) = result.winner {
                let steps = table.turn_of(w);
                if !steps.is_empty() {
                    ui.label(
                        egui::RichText::new(tr!("pow-how-out", name = game.seats[w].name.clone()))
                            .size(17.0),
                    );
                    for (i, step) in steps.iter().enumerate() {
                        ui.label(egui::RichText::new(format!("{}. {step}", i + 1)).size(16.0));
                    }
                }
            }
            ui.add_space(6.0);
            for (seat, hand) in result.hands.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(
                        egui::RichText::new(tr!(
                            "pow-round-points",
                            name = game.seats[seat].name.clone(),
                            points = result.points[seat]
                        ))
                        .size(19.0),
                    );
                    for &card in hand {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(24.0, 34.0), egui::Sense::hover());
                        paint_card(
                            ui.painter(),
                            rect,
                            card,
                            None,
                            game.rules.value(card),
                            Look {
                                safe,
                                ..Default::default()
                            },
                        );
                    }
                    if hand.is_empty() {
                        ui.label(tr!("pow-empty-hand"));
                    }
                });
            }
            ui.add_space(8.0);
            score_table(ui, game, table, round + 1);
            ui.add_space(8.0);
            let label = if game.is_over() {
                tr!("pow-see-results")
            } else {
                tr!("pow-next-round")
            };
            let button = egui::Button::new(egui::RichText::new(label).size(22.0))
                .min_size(egui::vec2(240.0, 48.0));
            if ui.add(button).clicked() || ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                answer = Some(!game.is_over());
            }
        });
    answer
}

/// The running score table: a row a round played (its challenge), a column a seat, the totals.
fn score_table(ui: &mut egui::Ui, game: &Game, table: &PowTable, rounds: usize) {
    let _ = table;
    egui::Grid::new("pow-scores")
        .striped(true)
        .spacing(egui::vec2(22.0, 4.0))
        .show(ui, |ui| {
            ui.label(egui::RichText::new(tr!("pow-score-round")).strong());
            for s in &game.seats {
                ui.label(egui::RichText::new(&s.name).strong());
            }
            ui.end_row();
            for (k, r) in game.history.iter().take(rounds).enumerate() {
                ui.label(tr!("pow-score-row", round = k + 1, challenge = r.challenge));
                for p in &r.points {
                    ui.label(p.to_string());
                }
                ui.end_row();
            }
            ui.label(
                egui::RichText::new(tr!("pow-score-total"))
                    .strong()
                    .color(GOLD),
            );
            for s in &game.seats {
                ui.label(
                    egui::RichText::new(s.score.to_string())
                        .strong()
                        .color(GOLD),
                );
            }
            ui.end_row();
        });
}

/// The winners, every total, the chart and the score table by round, and what next.
fn end_window(ctx: &egui::Context, game: &Game, table: &PowTable, safe: bool) -> Option<EndChoice> {
    let winners: Vec<String> = game
        .leaders()
        .iter()
        .map(|&s| game.seats[s].name.clone())
        .collect();
    // Each seat's total after every round, for the chart.
    let mut totals = vec![0i32; game.seats.len()];
    let mut history = vec![totals.clone()];
    for r in &game.history {
        for (t, p) in totals.iter_mut().zip(&r.points) {
            *t += *p as i32;
        }
        history.push(totals.clone());
    }
    let colours: Vec<egui::Color32> = (0..game.seats.len())
        .map(|s| seat_colour(s, safe))
        .collect();
    let screen = EndScreen {
        id: "pow-end",
        headline: tr!(
            "pow-winners",
            count = winners.len(),
            names = winners.join(", ")
        ),
        subline: None,
        standings: crate::gui::end_screen::finishing_order(&totals)
            .into_iter()
            .map(|s| Standing::new(colours[s], game.seats[s].name.clone(), totals[s]))
            .collect(),
        chart: Some(ChartData {
            history: &history,
            colours: &colours,
            finish: None,
            turns: tr!("pow-chart-rounds"),
        }),
        width: 760.0,
    };
    end_screen::show(
        ctx,
        &screen,
        |ui| score_table(ui, game, table, game.history.len()),
        |_| {},
    )
}

/// A seat's colour on the end screen, one that is no suit's (the cards' red, blue and green;
/// in the colour-blind palette vermilion, blue and green): violet, orange, yellow and white
/// for the first four seats (pink, lemon, white and sky blue in the colour-blind palette).
pub fn seat_colour(seat: usize, safe: bool) -> egui::Color32 {
    let order: [usize; 6] = if safe {
        [4, 2, 3, 1, 0, 5]
    } else {
        [4, 5, 2, 3, 0, 1]
    };
    crate::gui::palette::colour(order[seat % order.len()], safe)
}

#[cfg(test)]
mod seat_colour_tests {
    use super::*;
    use crate::games::play_on_words::cards::Colour;

    /// Four seats, in either palette, never look like a suit: every channel apart by more
    /// than a little for at least one of them.
    #[test]
    fn the_first_four_seats_wear_no_suits_colour() {
        for safe in [false, true] {
            for seat in 0..4 {
                let c = seat_colour(seat, safe);
                for suit in [Colour::Red, Colour::Blue, Colour::Green] {
                    let s = super::super::cards::suit_colour(suit, safe);
                    let far = (c.r() as i32 - s.r() as i32).abs()
                        + (c.g() as i32 - s.g() as i32).abs()
                        + (c.b() as i32 - s.b() as i32).abs();
                    assert!(far > 90, "seat {seat} ({safe}) looks like {suit:?}");
                }
            }
        }
    }
}
