//! What covers the table for a moment: the privacy screen ("Pass to Ana"), the question
//! reader with its answers and countdown, the reveal, and the end of the game with its chart.

use bevy::prelude::*;
use bevy_egui::egui;

use super::score_track::pawn_colour;
use super::{
    AnswerMode, BUZZER_KEYS, StartGame, TableState, needed_viewer, privacy_screen_needed, send,
};
use crate::engine::Intent;
use crate::games::word_colony::cards::{Choice, Difficulty};
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::{Action, Phase};
use crate::gui::Screen;
use crate::gui::end_screen::{self, EndScreen, Standing};
use crate::gui::overlay::{centered_window, window_width};
use crate::gui::theme::GOLD;

/// Display options.
pub struct Options {
    /// Colour-blind palette.
    pub safe: bool,
    /// Streamer mode.
    pub streamer: bool,
    /// Question countdown, seconds (0: none).
    pub timer: u32,
    /// Seconds since start.
    pub now: f64,
}

/// Shows whichever overlay the table needs now; whether the "Pass to" cover hides the table.
pub fn show(
    ctx: &egui::Context,
    wc: &WordColony,
    state: &mut TableState,
    intents: &mut MessageWriter<Intent<WordColony>>,
    next: &mut NextState<Screen>,
    start: &mut MessageWriter<StartGame>,
    opt: Options,
) -> bool {
    let game = &wc.game;
    if game.result.is_some() {
        game_over(ctx, wc, state, next, start, &opt);
        return false;
    }
    if let Some(viewer) = needed_viewer(game, state)
        && state.viewer != Some(viewer)
        && privacy_screen_needed(game, state, opt.streamer)
    {
        privacy(ctx, wc, state, viewer, opt.now);
        return true;
    }
    if game.phase == Phase::Answer || state.reveal.is_some() {
        question(ctx, wc, state, intents, &opt);
    }
    false
}

fn privacy(ctx: &egui::Context, wc: &WordColony, state: &mut TableState, viewer: usize, now: f64) {
    let game = &wc.game;
    let name = &game.players[viewer].name;
    let answering = game.phase == Phase::Answer;
    let why = if answering {
        crate::i18n::tr!("wc-privacy-answer")
    } else {
        crate::i18n::tr!("wc-privacy-cards")
    };
    let label = if answering {
        crate::i18n::tr!("wc-privacy-answer-button", name = name.clone())
    } else {
        crate::i18n::tr!("wc-privacy-cards-button", name = name.clone())
    };
    let title = crate::i18n::tr!("wc-privacy-title", name = name.clone());
    if crate::gui::overlay::pass_cover(ctx, &title, &why, &label) {
        state.unlock(viewer, answering, now);
    }
}

fn question(
    ctx: &egui::Context,
    wc: &WordColony,
    state: &mut TableState,
    intents: &mut MessageWriter<Intent<WordColony>>,
    opt: &Options,
) {
    let game = &wc.game;
    let (reader, card) = match (&game.question, &state.reveal) {
        (_, Some(r)) => (r.reader, r.card),
        (Some(q), None) => (q.reader, q.card),
        _ => return,
    };
    let Some(q) = game.card(card).question.clone() else {
        return;
    };
    let reveal = state.reveal.clone();
    let width = window_width(ctx, 760.0);
    // Kept below the score track and left of the turn panel, whatever its height (a two-line
    // question at the reveal once covered the names and scores on a stream).
    centered_window("question")
        .constrain_to(crate::gui::overlay::open_table_rect(ctx))
        // Centred in that rectangle itself (the usual offset is from the whole window's centre).
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.set_width(width);
            // The message chooses the difficulty's word.
            let difficulty = match q.difficulty {
                Difficulty::Easy => "easy",
                Difficulty::Medium => "medium",
                Difficulty::Hard => "hard",
            };
            let value = game.face(card).value();
            ui.label(
                egui::RichText::new(crate::i18n::tr!(
                    "wc-reader-line",
                    name = game.players[reader].name.clone(),
                    category = q.category.clone(),
                    difficulty = difficulty,
                    value = value
                ))
                .size(20.0)
                .color(GOLD),
            );
            ui.add_space(8.0);
            ui.label(egui::RichText::new(&q.text).size(30.0).strong());
            ui.add_space(8.0);
            // Who may click an option now: the answerer behind the privacy screen.
            let answering_now = if state.answer_mode == AnswerMode::PassAndPlay && reveal.is_none()
            {
                needed_viewer(game, state).filter(|&v| state.viewer == Some(v))
            } else {
                None
            };
            // Keys A-D (or 1-4) answer too.
            let typed = ui.input(|inp| {
                [
                    (egui::Key::A, egui::Key::Num1),
                    (egui::Key::B, egui::Key::Num2),
                    (egui::Key::C, egui::Key::Num3),
                    (egui::Key::D, egui::Key::Num4),
                ]
                .iter()
                .position(|(a, b)| inp.key_pressed(*a) || inp.key_pressed(*b))
            });
            // The countdown ended: whoever has not answered gives no answer.
            for p in state.out_of_time(game, opt.timer, opt.now) {
                send(intents, p, Action::TimeUp);
                state.timed_out.push(p);
                if answering_now == Some(p) {
                    state.viewer = None;
                }
            }
            // The person to answer is told so, and how: a computer seat reads without a word.
            if let Some(p) = answering_now {
                let reader_is_computer = !state.is_human(reader);
                ui.label(
                    egui::RichText::new(crate::i18n::tr!(
                        "wc-your-answer",
                        name = game.players[p].name.clone(),
                        computer = if reader_is_computer { "yes" } else { "no" }
                    ))
                    .size(19.0)
                    .color(egui::Color32::from_rgb(170, 230, 180)),
                );
            }
            if let (Some(i), Some(p)) = (typed, answering_now) {
                send(
                    intents,
                    p,
                    Action::Answer {
                        choice: Choice::ALL[i],
                    },
                );
                state.viewer = None;
            }
            for (i, option) in q.options.iter().enumerate() {
                let choice = Choice::ALL[i];
                let letter = ["A", "B", "C", "D"][i];
                let mut text = egui::RichText::new(format!("{letter}   {option}")).size(25.0);
                let mut fill = egui::Color32::from_rgb(30, 62, 48);
                if let Some(r) = &reveal
                    && r.correct == choice
                {
                    // The right answer lights up over half a second, with a gentle pulse.
                    let t = (opt.now - r.since) as f32;
                    let k = (t / 0.5).clamp(0.0, 1.0);
                    let pulse = 1.0 - 0.12 * (1.0 + (t * 5.0).sin()) * (1.0 - (t / 2.0).min(1.0));
                    let lit = egui::Color32::from_rgb(140, 225, 150).gamma_multiply(pulse);
                    fill = egui::Color32::from_rgb(30, 62, 48).lerp_to_gamma(lit, k);
                    if k > 0.5 {
                        text = text.strong().color(egui::Color32::BLACK);
                    }
                }
                let button = egui::Button::new(text)
                    .fill(fill)
                    .min_size(egui::vec2(width, 42.0));
                // In buzzer mode nobody clicks, but the options stay at full strength: a dimmed
                // answer is hard to read on a stream.
                let readable = answering_now.is_some()
                    || reveal.is_some()
                    || state.answer_mode == AnswerMode::Buzzer;
                let clicked = ui.add_enabled(readable, button).clicked();
                if clicked && let Some(p) = answering_now {
                    send(intents, p, Action::Answer { choice });
                    // The next answerer gets their own privacy screen.
                    state.viewer = None;
                }
            }
            ui.add_space(10.0);
            match &reveal {
                None => {
                    let gq = game.question.as_ref();
                    ui.horizontal_wrapped(|ui| {
                        for p in 0..game.players.len() {
                            let Some(gq) = gq else { break };
                            if !gq.answering[p] {
                                continue;
                            }
                            let done = gq.done(p);
                            let keys = if state.answer_mode == AnswerMode::Buzzer
                                && p < BUZZER_KEYS.len()
                            {
                                format!(" [{}]", key_row(p))
                            } else {
                                String::new()
                            };
                            let name = game.players[p].name.clone();
                            let text = if done {
                                crate::i18n::tr!("wc-status-answered", name = name, keys = keys)
                            } else {
                                crate::i18n::tr!("wc-status-thinking", name = name, keys = keys)
                            };
                            ui.colored_label(
                                pawn_colour(wc, p, opt.safe),
                                egui::RichText::new(text).size(19.0),
                            );
                            ui.add_space(12.0);
                        }
                    });
                    if opt.timer > 0
                        && let Some(since) = state.question_since
                    {
                        let left = opt.timer as f64 - (opt.now - since);
                        let (text, colour) = if left > 0.0 {
                            (
                                crate::i18n::tr!("wc-countdown", seconds = left.ceil() as i64),
                                if left < 6.0 {
                                    egui::Color32::from_rgb(255, 150, 110)
                                } else {
                                    GOLD
                                },
                            )
                        } else {
                            (
                                crate::i18n::tr!("wc-time-up"),
                                egui::Color32::from_rgb(255, 110, 90),
                            )
                        };
                        ui.label(egui::RichText::new(text).size(30.0).color(colour).strong());
                    }
                }
                Some(r) => {
                    // Each name with the option its player picked.
                    let names = |ps: &[usize]| {
                        ps.iter()
                            .map(|&p| {
                                let pick = r.picks.iter().find(|(q, _)| *q == p);
                                match pick {
                                    Some((_, c)) => format!(
                                        "{} ({})",
                                        game.players[p].name,
                                        super::choice_letter(*c)
                                    ),
                                    None => game.players[p].name.clone(),
                                }
                            })
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    if r.right.is_empty() {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("wc-nobody-right")).size(24.0),
                        );
                    } else {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!(
                                "wc-right-list",
                                names = names(&r.right)
                            ))
                            .size(24.0)
                            .color(egui::Color32::from_rgb(150, 240, 160)),
                        );
                    }
                    if !r.wrong.is_empty() {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!(
                                "wc-wrong-list",
                                names = names(&r.wrong)
                            ))
                            .size(20.0),
                        );
                    }
                    // Consequences appear one after another, counting up.
                    let t = (opt.now - r.since) as f32;
                    let mut shown = 0usize;
                    for (p, player) in game.players.iter().enumerate() {
                        let appears = 0.6 + 0.35 * shown as f32;
                        if t < appears && (r.drawn[p] > 0 || r.lost[p] > 0) {
                            break;
                        }
                        if r.drawn[p] > 0 || r.lost[p] > 0 {
                            shown += 1;
                        }
                        if r.drawn[p] > 0 {
                            ui.label(
                                egui::RichText::new(crate::i18n::tr!(
                                    "wc-reveal-draws",
                                    name = player.name.clone(),
                                    count = r.drawn[p]
                                ))
                                .size(20.0)
                                .color(GOLD),
                            );
                        }
                        if r.lost[p] > 0 {
                            ui.label(
                                egui::RichText::new(crate::i18n::tr!(
                                    "wc-reveal-loses",
                                    name = player.name.clone(),
                                    count = r.lost[p]
                                ))
                                .size(20.0)
                                .color(egui::Color32::from_rgb(255, 140, 120)),
                            );
                        }
                    }
                    ui.add_space(8.0);
                    // Nobody at this screen to click Continue: the table moves on by itself.
                    let since = *state.reveal_since.get_or_insert(opt.now);
                    let unattended =
                        state.people(game.players.len()) == 0 && opt.now - since > REVEAL_SECONDS;
                    if ui
                        .add(
                            egui::Button::new(
                                egui::RichText::new(crate::i18n::tr!("wc-continue")).size(24.0),
                            )
                            .min_size(egui::vec2(220.0, 50.0)),
                        )
                        .clicked()
                        || ui.input(|i| i.key_pressed(egui::Key::Enter))
                        || unattended
                    {
                        // A computer's next move then waits its pace (the engine's seats wait a
                        // whole pace once the reveal no longer pauses them).
                        state.reveal = None;
                        state.reveal_since = None;
                    }
                }
            }
        });
}

/// How long the reveal stays when nobody plays at this screen, in seconds.
const REVEAL_SECONDS: f64 = 6.0;

fn key_row(p: usize) -> String {
    [
        "1 2 3 4", "Q W E R", "A S D F", "Z X C V", "U I O P", "H J K L",
    ][p]
        .to_string()
}

fn game_over(
    ctx: &egui::Context,
    wc: &WordColony,
    state: &mut TableState,
    next: &mut NextState<Screen>,
    start: &mut MessageWriter<StartGame>,
    opt: &Options,
) {
    let game = &wc.game;
    let Some((winners, _)) = &game.result else {
        return;
    };
    let names: Vec<String> = winners
        .iter()
        .map(|&w| game.players[w].name.clone())
        .collect();
    let colours: Vec<egui::Color32> = (0..game.players.len())
        .map(|p| pawn_colour(wc, p, opt.safe))
        .collect();
    let scores: Vec<i32> = game.players.iter().map(|p| p.score).collect();
    let standings = crate::gui::end_screen::finishing_order(&scores)
        .into_iter()
        .map(|p| {
            let text = crate::i18n::tr!(
                "wc-final-score",
                name = game.players[p].name.clone(),
                count = game.players[p].score
            );
            Standing::new(colours[p], text, "")
        })
        .collect();
    // Each player's score at the start of every turn, and at the end.
    let mut history = state.history.clone();
    history.push(scores);
    let screen = EndScreen {
        id: "game over",
        headline: super::story::winners_line(crate::i18n::language(), &names),
        subline: None,
        standings,
        chart: Some(crate::gui::overlay::ChartData {
            history: &history,
            colours: &colours,
            finish: Some((game.finish_line, crate::i18n::tr!("wc-chart-finish"))),
            turns: crate::i18n::tr!("wc-chart-turns"),
        }),
        width: 720.0,
    };
    if end_screen::show(ctx, &screen, |_| {}, |_| {}).is_some_and(|c| c.go(next)) {
        let mut setup = wc.setup.clone();
        setup.seed = crate::games::table_session::rematch_seed(setup.seed);
        start.write(StartGame {
            save: SaveFile {
                setup,
                actions: vec![],
            },
            content: wc.content.clone(),
            answer_mode: state.answer_mode,
        });
    }
}
