//! The end of a game, the same at every table: a window over the table with the headline (who
//! won), a line under it (why the game ended, a rating), each seat's result in finishing order
//! beside its colour, the score chart when the game keeps one, what the game adds of its own
//! (the move list, the sheets), and the same three buttons everywhere: rematch, new game, title
//! screen, after any the game adds. The part above the buttons scrolls, so the buttons stay in
//! sight in a small window or with streamer mode's large type.

use bevy_egui::egui;

use super::overlay::{ChartData, centered_window, score_chart, window_width};
use super::theme::GOLD;

/// One seat's line: its mark in its colour, what it reached, and its score.
pub struct Standing {
    /// The seat's colour.
    pub colour: egui::Color32,
    /// Its name and what the game tells of its result ("Ana · 3 words").
    pub text: String,
    /// Its final score, shown large; empty for none.
    pub score: String,
    /// Draws the seat's mark in its colour at a point (a dot by default: [`dot`]).
    pub mark: fn(&egui::Painter, egui::Pos2, egui::Color32),
}

impl Standing {
    /// A seat's line with the usual dot.
    pub fn new(colour: egui::Color32, text: String, score: impl ToString) -> Self {
        Standing {
            colour,
            text,
            score: score.to_string(),
            mark: dot,
        }
    }
}

/// The seats in finishing order for their final `scores` (seat i's at i): the highest first, a
/// tie kept in seat order. An end screen lists its standings in this order.
pub fn finishing_order(scores: &[i32]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|&s| std::cmp::Reverse(scores[s]));
    order
}

/// The usual mark: a dot in the seat's colour.
pub fn dot(painter: &egui::Painter, at: egui::Pos2, colour: egui::Color32) {
    painter.circle_filled(at, 9.0, colour);
}

/// What an end screen shows above the game's own part.
pub struct EndScreen<'a> {
    /// The window's id (one per game, so each keeps its own place).
    pub id: &'static str,
    /// Who won, or that it is a tie.
    pub headline: String,
    /// Under the headline: why the game ended, the solo rating.
    pub subline: Option<String>,
    /// Every seat, the winner first.
    pub standings: Vec<Standing>,
    /// The score over the game, when the game keeps it.
    pub chart: Option<ChartData<'a>>,
    /// The window's width when the table leaves room for it.
    pub width: f32,
}

/// What the player chose at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndChoice {
    /// The same seats and options again, with a new deal.
    Rematch,
    /// The new-game page of this game.
    NewGame,
    /// The title screen.
    Title,
}

impl EndChoice {
    /// Goes to the new-game page or the title screen when that was chosen; whether a rematch
    /// was asked for, which the game starts itself.
    pub fn go(self, next: &mut bevy::prelude::NextState<super::Screen>) -> bool {
        match self {
            EndChoice::Rematch => return true,
            EndChoice::NewGame => next.set(super::Screen::NewGame),
            EndChoice::Title => next.set(super::Screen::Title),
        }
        false
    }
}

/// Shows the end screen: `screen`, then `body` (the game's own part, scrolling with the rest),
/// then the three buttons after `extra` (the game's own buttons). What the player chose, if a
/// button was clicked this frame.
pub fn show(
    ctx: &egui::Context,
    screen: &EndScreen,
    body: impl FnOnce(&mut egui::Ui),
    extra: impl FnOnce(&mut egui::Ui),
) -> Option<EndChoice> {
    let mut choice = None;
    let width = window_width(ctx, screen.width);
    // The buttons stay in sight under the scrolling part.
    let height = (ctx.content_rect().height() - 260.0).max(240.0);
    centered_window(screen.id).show(ctx, |ui| {
        ui.set_width(width);
        egui::ScrollArea::vertical()
            .max_height(height)
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(&screen.headline)
                            .size(44.0)
                            .color(GOLD)
                            .strong(),
                    );
                    if let Some(sub) = &screen.subline {
                        ui.label(egui::RichText::new(sub).size(18.0));
                    }
                });
                ui.add_space(8.0);
                standings(ui, screen);
                if let Some(chart) = &screen.chart {
                    ui.add_space(8.0);
                    // As tall as the window leaves room for, down to a readable 140 points,
                    // so streamer mode's larger type does not push the chart's foot out of
                    // sight.
                    let used = ui.min_rect().height();
                    score_chart(ui, chart, (height - used - 20.0).clamp(140.0, 220.0));
                }
                ui.add_space(6.0);
                body(ui);
            });
        ui.add_space(10.0);
        ui.horizontal_wrapped(|ui| {
            extra(ui);
            let buttons = [
                (EndChoice::Rematch, "end-rematch"),
                (EndChoice::NewGame, "end-new-game"),
                (EndChoice::Title, "end-title"),
            ];
            for (what, key) in buttons {
                let button =
                    egui::Button::new(egui::RichText::new(crate::i18n::text(key, None)).size(20.0))
                        .min_size(egui::vec2(180.0, 44.0));
                if ui.add(button).clicked() {
                    choice = Some(what);
                }
            }
        });
    });
    choice
}

/// Every seat's line: mark, text, score.
fn standings(ui: &mut egui::Ui, screen: &EndScreen) {
    if screen.standings.is_empty() {
        return;
    }
    egui::Grid::new((screen.id, "standings"))
        .spacing(egui::vec2(14.0, 6.0))
        .show(ui, |ui| {
            for s in &screen.standings {
                let (r, _) = ui.allocate_exact_size(egui::vec2(24.0, 26.0), egui::Sense::hover());
                (s.mark)(ui.painter(), r.center(), s.colour);
                ui.label(egui::RichText::new(&s.text).size(22.0));
                ui.label(
                    egui::RichText::new(&s.score)
                        .size(24.0)
                        .color(GOLD)
                        .strong(),
                );
                ui.end_row();
            }
        });
}

/// A button the size of the end screen's own, for a game's extra buttons.
pub fn extra_button(ui: &mut egui::Ui, label: String) -> bool {
    ui.add(
        egui::Button::new(egui::RichText::new(label).size(20.0)).min_size(egui::vec2(180.0, 44.0)),
    )
    .clicked()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame of a 1280x800 window with `events`: the end screen's shapes and choice.
    fn frame(
        ctx: &egui::Context,
        screen: &EndScreen,
        events: Vec<egui::Event>,
    ) -> (Vec<egui::epaint::ClippedShape>, Option<EndChoice>) {
        frame_sized(ctx, screen, events, egui::vec2(1280.0, 800.0))
    }

    /// A frame of a window `size` points large.
    fn frame_sized(
        ctx: &egui::Context,
        screen: &EndScreen,
        events: Vec<egui::Event>,
        size: egui::Vec2,
    ) -> (Vec<egui::epaint::ClippedShape>, Option<EndChoice>) {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            events,
            ..Default::default()
        });
        let choice = show(
            ctx,
            screen,
            |ui| {
                ui.label("the game's own part");
            },
            |_| {},
        );
        let mut out = ctx.end_pass();
        // No painter here takes the font texture.
        out.textures_delta.clear();
        (out.shapes, choice)
    }

    /// Where the text `wanted` is drawn.
    fn text_at(shapes: &[egui::epaint::ClippedShape], wanted: &str) -> Option<egui::Pos2> {
        shapes.iter().find_map(|s| match &s.shape {
            egui::Shape::Text(t) if t.galley.text() == wanted => {
                Some(t.pos + t.galley.rect.center().to_vec2())
            }
            _ => None,
        })
    }

    fn click(at: egui::Pos2, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    #[test]
    fn the_highest_score_finishes_first_and_a_tie_keeps_seat_order() {
        assert_eq!(finishing_order(&[12, 40, -3, 40]), vec![1, 3, 0, 2]);
        assert_eq!(finishing_order(&[]), Vec::<usize>::new());
    }

    #[test]
    fn a_choice_leaves_for_its_screen_and_only_a_rematch_is_left_to_the_game() {
        use crate::gui::Screen;
        use bevy::prelude::NextState;
        for (choice, rematch, screen) in [
            (EndChoice::Rematch, true, None),
            (EndChoice::NewGame, false, Some(Screen::NewGame)),
            (EndChoice::Title, false, Some(Screen::Title)),
        ] {
            let mut next = NextState::<Screen>::default();
            assert_eq!(choice.go(&mut next), rematch);
            let went = match next {
                NextState::Pending(s) => Some(s),
                _ => None,
            };
            assert_eq!(went, screen, "{choice:?}");
        }
    }

    #[test]
    fn the_end_screen_shows_the_result_and_each_button_says_what_was_chosen() {
        let colours = [egui::Color32::RED, egui::Color32::BLUE];
        let history = vec![vec![0, 0], vec![12, 30], vec![40, 31]];
        let screen = EndScreen {
            id: "test-end",
            headline: "Ana wins!".into(),
            subline: Some("Ben went out".into()),
            standings: vec![
                Standing::new(colours[0], "Ana".into(), 40),
                Standing::new(colours[1], "Ben".into(), 31),
            ],
            chart: Some(ChartData {
                history: &history,
                colours: &colours,
                finish: None,
                turns: "turns".into(),
            }),
            width: 700.0,
        };
        let ctx = egui::Context::default();
        let mut shapes = Vec::new();
        // A window sizes itself unseen on its first frame.
        for _ in 0..3 {
            (shapes, _) = frame(&ctx, &screen, vec![]);
        }
        for text in ["Ana wins!", "Ben went out", "Ana", "40", "Ben", "31"] {
            assert!(text_at(&shapes, text).is_some(), "{text} is shown");
        }
        assert!(text_at(&shapes, "the game's own part").is_some());
        let buttons = [
            ("Rematch", EndChoice::Rematch),
            ("New game", EndChoice::NewGame),
            ("Title screen", EndChoice::Title),
        ];
        for (label, choice) in buttons {
            let at = text_at(&shapes, label).unwrap_or_else(|| panic!("{label} is shown"));
            let (_, pressed) = frame(
                &ctx,
                &screen,
                vec![egui::Event::PointerMoved(at), click(at, true)],
            );
            let (now, released) = frame(&ctx, &screen, vec![click(at, false)]);
            assert_eq!((pressed, released), (None, Some(choice)), "{label}");
            shapes = now;
        }
    }

    #[test]
    fn the_whole_chart_shows_with_streamer_modes_large_type() {
        // Streamer mode draws 1.25 times larger: a 1280x800 window is 1024x640 points.
        let colours = [
            egui::Color32::RED,
            egui::Color32::BLUE,
            egui::Color32::YELLOW,
        ];
        let history = vec![vec![0, 0, 0], vec![5, 12, 30], vec![9, 22, 41]];
        let screen = EndScreen {
            id: "test-end-streamer",
            headline: "Cleo wins!".into(),
            subline: None,
            standings: vec![
                Standing::new(colours[2], "Cleo".into(), 41),
                Standing::new(colours[1], "Ben".into(), 22),
                Standing::new(colours[0], "Ana".into(), 9),
            ],
            chart: Some(ChartData {
                history: &history,
                colours: &colours,
                finish: Some((40, "finish".into())),
                turns: "turns".into(),
            }),
            width: 700.0,
        };
        let ctx = egui::Context::default();
        super::super::theme::style(&ctx);
        let mut shapes = Vec::new();
        for _ in 0..3 {
            (shapes, _) = frame_sized(&ctx, &screen, vec![], egui::vec2(1024.0, 640.0));
        }
        // The chart's foot, its "turns" label, lies inside what the window shows of it.
        let foot = shapes
            .iter()
            .find_map(|s| match &s.shape {
                egui::Shape::Text(t) if t.galley.text() == "turns" => Some((
                    s.clip_rect,
                    egui::Rect::from_min_size(t.pos, t.galley.size()),
                )),
                _ => None,
            })
            .expect("the chart is drawn");
        assert!(
            foot.0.contains_rect(foot.1),
            "the chart's foot is cut: {foot:?}"
        );
    }
}
