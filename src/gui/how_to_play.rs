//! "How to play": the chosen game's rules in short, section by section, in the app's
//! language, reached from the game's entry on the title screen. Play starts a game from here.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{GOLD, PANEL};
use super::{ActiveGame, GameCatalog, Screen};
use crate::engine::catalog::GameInfo;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        how_to_play_screen.run_if(in_state(Screen::HowToPlay)),
    );
}

/// What the player clicked on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    Play,
    Back,
}

fn how_to_play_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    active: Res<ActiveGame>,
    catalog: Res<GameCatalog>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::theme::screen_ui(ctx, "how-to-play");
    let game = catalog.0.iter().find(|g| Some(g.id) == active.0);
    let choice = super::theme::page(&mut root, |ui| match game {
        Some(game) => page_body(ui, game),
        None => Some(Choice::Back),
    })
    .inner;
    match choice {
        Some(Choice::Play) => next.set(Screen::NewGame),
        Some(Choice::Back) => next.set(Screen::Title),
        None => {}
    }
    Ok(())
}

/// The page: the game's name, each section in a panel, then Play and Back.
pub(crate) fn page_body(ui: &mut egui::Ui, game: &GameInfo) -> Option<Choice> {
    let mut choice = None;
    ui.vertical_centered(|ui| {
        ui.heading(
            egui::RichText::new(crate::i18n::tr!(
                "how-to-play-heading",
                game = game.local_name()
            ))
            .size(34.0)
            .color(GOLD),
        );
    });
    ui.add_space(8.0);
    // Room is left for the scroll bar; lines stay short enough to read at a glance.
    let width = 820.0_f32.min(ui.available_width() - 40.0);
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        ui.vertical(|ui| {
            ui.set_width(width);
            for (heading, text) in game.how_to_play {
                egui::Frame::new()
                    .fill(PANEL)
                    .corner_radius(egui::CornerRadius::same(12))
                    .inner_margin(egui::Margin::same(14))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.label(
                            egui::RichText::new(crate::i18n::text(heading, None))
                                .size(21.0)
                                .color(GOLD),
                        );
                        ui.label(egui::RichText::new(crate::i18n::text(text, None)).size(17.0));
                    });
                ui.add_space(6.0);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if game.playable
                    && ui
                        .add_sized(
                            [200.0, 48.0],
                            egui::Button::new(
                                egui::RichText::new(crate::i18n::tr!("how-to-play-play"))
                                    .size(22.0),
                            ),
                        )
                        .clicked()
                {
                    choice = Some(Choice::Play);
                }
                if ui
                    .add_sized(
                        [140.0, 48.0],
                        egui::Button::new(crate::i18n::tr!("how-to-play-back")),
                    )
                    .clicked()
                    || super::theme::back_key(ui)
                {
                    choice = Some(Choice::Back);
                }
            });
        });
    });
    choice
}
