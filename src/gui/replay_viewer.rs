//! The replay viewer: any game of the history shown at its own table as it stood after any of
//! its actions. The table is frozen while it shows a replay (no action is taken, no computer
//! thinks, nothing is saved or kept) and shows the private view of the seat to act, since the
//! game is over for everyone watching. A bar at the foot of the table steps back and forth,
//! jumps to any action, plays the game through at a steady pace, and goes back to the
//! history. Each step asks the game's own table to resume the game cut after that many
//! actions, the way Continue resumes a save, so this module names no game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::screenshot::UnlockPrivateView;
use super::theme::GOLD;
use super::{ActiveGame, Screen};
use crate::engine::TableFrozen;
use crate::engine::saved_game::GameSave;
use crate::i18n::tr;

/// Seconds between two actions while the replay plays.
const AUTOPLAY_STEP: f32 = 1.2;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayRequested>()
        .init_resource::<ReplayViewer>()
        .add_systems(
            EguiPrimaryContextPass,
            replay_bar.run_if(in_state(Screen::Table).and_then(viewing)),
        )
        .add_systems(Update, (autoplay, close_when_left).run_if(viewing));
}

/// Asks the table of the save's game to show it (each table's `resume` takes it).
#[derive(Message, Clone, Debug)]
pub struct ReplayRequested(pub GameSave);

/// The replay being shown, if any.
#[derive(Resource, Default)]
pub struct ReplayViewer(Option<Replay>);

/// A replay: the whole record, and how many of its actions the table shows.
struct Replay {
    save: GameSave,
    at: usize,
    total: usize,
    playing: bool,
    waited: f32,
    /// The game in words, for the bar.
    title: String,
    /// The table has shown it: leaving the table now ends the replay.
    shown: bool,
}

fn viewing(viewer: Res<ReplayViewer>) -> bool {
    viewer.0.is_some()
}

/// Opens `save` in the replay viewer at its last action.
pub fn open(
    commands: &mut Commands,
    viewer: &mut ReplayViewer,
    active: &mut ActiveGame,
    next: &mut NextState<Screen>,
    requests: &mut MessageWriter<ReplayRequested>,
    save: GameSave,
) {
    let total = save.actions();
    commands.insert_resource(TableFrozen);
    commands.insert_resource(UnlockPrivateView);
    super::overlay::lift_covers(true);
    active.0 = Some(save.game_name());
    requests.write(ReplayRequested(save.clone()));
    viewer.0 = Some(Replay {
        title: save.describe(),
        save,
        at: total,
        total,
        playing: false,
        waited: 0.0,
        shown: false,
    });
    next.set(Screen::Table);
}

/// Once the table has shown the replay, any other screen ends it: the table thaws and private
/// views hide again. (A table that starts a game sets its screen again, which passes through
/// the screen's exit, so the exit itself cannot be the sign.)
fn close_when_left(
    mut commands: Commands,
    mut viewer: ResMut<ReplayViewer>,
    screen: Res<State<Screen>>,
) {
    let on_table = *screen.get() == Screen::Table;
    let Some(replay) = viewer.0.as_mut() else {
        return;
    };
    if on_table {
        replay.shown = true;
    } else if replay.shown {
        viewer.0 = None;
        super::overlay::lift_covers(false);
        commands.remove_resource::<TableFrozen>();
        commands.remove_resource::<UnlockPrivateView>();
    }
}

/// Shows the game after `at` actions.
fn step_to(replay: &mut Replay, at: usize, requests: &mut MessageWriter<ReplayRequested>) {
    let at = at.min(replay.total);
    if at != replay.at {
        replay.at = at;
        replay.waited = 0.0;
        requests.write(ReplayRequested(replay.save.cut(at)));
    }
}

fn autoplay(
    time: Res<Time>,
    mut viewer: ResMut<ReplayViewer>,
    mut requests: MessageWriter<ReplayRequested>,
) {
    let Some(replay) = viewer.0.as_mut() else {
        return;
    };
    if !replay.playing {
        return;
    }
    replay.waited += time.delta_secs();
    if replay.waited >= AUTOPLAY_STEP {
        let next = replay.at + 1;
        step_to(replay, next, &mut requests);
        if replay.at == replay.total {
            replay.playing = false;
        }
    }
}

fn replay_bar(
    mut contexts: EguiContexts,
    mut viewer: ResMut<ReplayViewer>,
    mut requests: MessageWriter<ReplayRequested>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(replay) = viewer.0.as_mut() else {
        return Ok(());
    };
    let mut target = replay.at;
    let mut back = false;
    egui::Area::new("replay-bar".into())
        // Over the foot of the side panel, where no table keeps a rack or a hand.
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(egui::Color32::from_rgb(12, 40, 28))
                .inner_margin(egui::Margin::same(10))
                .show(ui, |ui| {
                    ui.set_max_width(300.0);
                    ui.label(egui::RichText::new(&replay.title).size(14.0));
                    ui.label(
                        egui::RichText::new(tr!(
                            "replay-title",
                            at = replay.at,
                            total = replay.total
                        ))
                        .color(GOLD)
                        .size(18.0),
                    );
                    ui.horizontal(|ui| {
                        let button = |ui: &mut egui::Ui, text: &str, hint: String| {
                            ui.add(
                                egui::Button::new(egui::RichText::new(text).size(22.0))
                                    .min_size(egui::vec2(48.0, 40.0)),
                            )
                            .on_hover_text(hint)
                            .clicked()
                        };
                        if button(ui, "⏮", tr!("replay-first")) {
                            target = 0;
                        }
                        if button(ui, "◀", tr!("replay-back")) {
                            target = replay.at.saturating_sub(1);
                        }
                        let play = if replay.playing { "⏸" } else { "▶" };
                        if button(ui, play, tr!("replay-play")) {
                            replay.playing = !replay.playing;
                            replay.waited = 0.0;
                            if replay.playing && replay.at == replay.total {
                                target = 0;
                            }
                        }
                        if button(ui, "▶|", tr!("replay-forward")) {
                            target = replay.at + 1;
                        }
                        if button(ui, "⏭", tr!("replay-last")) {
                            target = replay.total;
                        }
                    });
                    ui.spacing_mut().slider_width = 240.0;
                    ui.add(egui::Slider::new(&mut target, 0..=replay.total));
                    ui.horizontal(|ui| {
                        if ui
                            .add(
                                egui::Button::new(
                                    egui::RichText::new(tr!("replay-close")).size(18.0),
                                )
                                .min_size(egui::vec2(120.0, 40.0)),
                            )
                            .clicked()
                        {
                            back = true;
                        }
                    });
                });
        });
    // Page Up and Page Down step too (a table may keep the arrows for its own cursor).
    ctx.input(|i| {
        if i.key_pressed(egui::Key::PageUp) {
            target = target.saturating_sub(1);
        }
        if i.key_pressed(egui::Key::PageDown) {
            target += 1;
        }
    });
    step_to(replay, target, &mut requests);
    if back {
        next.set(Screen::History);
    }
    Ok(())
}
