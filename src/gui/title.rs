//! The title screen: the game list (unplayable games marked "coming soon"), Settings and Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::spoken;
use super::theme::{self, GOLD};
use super::{ActiveGame, GameCatalog, Screen};
use crate::engine::catalog::GameInfo;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ContinueOffer>()
        .init_resource::<TitleTiles>()
        .add_message::<ContinueRequested>()
        .add_systems(OnEnter(Screen::Title), clear_offer)
        .add_systems(
            EguiPrimaryContextPass,
            title_screen.run_if(in_state(Screen::Title)),
        );
}

/// The letter values printed on the title's tiles: handed down by the app from the
/// flagship game's rules, so they never repeat them. A letter without a value shows none.
#[derive(Resource, Clone, Debug, Default)]
pub struct TitleTiles(pub Vec<(char, i32)>);

impl TitleTiles {
    fn value(&self, letter: char) -> i32 {
        self.0
            .iter()
            .find(|(l, _)| *l == letter)
            .map_or(0, |(_, v)| *v)
    }
}

/// The unfinished game in the autosave, as the game it belongs to describes it, or why it
/// could not be read. Each game's table fills it when the title screen opens and the
/// autosave is one of its own.
#[derive(Resource, Clone, Debug, Default)]
pub struct ContinueOffer {
    /// The saved game in words, as its game describes it (its name, the players, how far).
    pub summary: Option<String>,
    /// Why the autosave could not be resumed.
    pub problem: Option<String>,
}

/// The player asked to continue the saved game: the game whose offer it is resumes it (and
/// sets `problem` if it cannot).
#[derive(Message, Clone, Copy, Debug)]
pub struct ContinueRequested;

/// The offer is made afresh each time the title opens; the games' own `OnEnter` systems
/// (ordered after this one) fill it.
pub fn clear_offer(mut offer: ResMut<ContinueOffer>) {
    *offer = ContinueOffer::default();
}

/// What the player chose on the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TitleChoice {
    Continue,
    Play(&'static str),
    HowToPlay(&'static str),
    Settings,
    History,
    Quit,
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it reads
fn title_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    offer: Res<ContinueOffer>,
    catalog: Res<GameCatalog>,
    tiles: Res<TitleTiles>,
    mut active: ResMut<ActiveGame>,
    mut resume: MessageWriter<ContinueRequested>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::theme::screen_ui(ctx, "title");
    let choice = theme::page(&mut root, |ui| title_body(ui, &offer, &catalog, &tiles)).inner;
    match choice {
        Some(TitleChoice::Continue) => {
            resume.write(ContinueRequested);
        }
        Some(TitleChoice::Play(id)) => {
            active.0 = Some(id);
            next.set(Screen::NewGame);
        }
        Some(TitleChoice::HowToPlay(id)) => {
            active.0 = Some(id);
            next.set(Screen::HowToPlay);
        }
        Some(TitleChoice::Settings) => next.set(Screen::Settings),
        Some(TitleChoice::History) => next.set(Screen::History),
        Some(TitleChoice::Quit) => {
            exit.write(AppExit::Success);
        }
        None => {}
    }
    Ok(())
}

/// The title screen's content; what was clicked, if anything.
pub(crate) fn title_body(
    ui: &mut egui::Ui,
    offer: &ContinueOffer,
    catalog: &GameCatalog,
    tiles: &TitleTiles,
) -> Option<TitleChoice> {
    let mut choice = None;
    // The entries are as wide as the window allows, up to their natural width.
    let width = 560.0_f32.min(ui.available_width() - 8.0);
    ui.vertical_centered(|ui| {
        // Compact enough that the whole screen shows at 1280x800 in streamer mode's large type.
        ui.spacing_mut().item_spacing.y = 7.0;
        ui.add_space(6.0);
        let word = "WORDTABLE";
        let tile = (50.0_f32).min((ui.available_width() - 8.0) / word.len() as f32 - 8.0);
        let tiles_width = word.len() as f32 * (tile + 8.0);
        ui.allocate_ui_with_layout(
            egui::vec2(tiles_width, tile * 1.3),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.spacing_mut().item_spacing.x = 8.0;
                for (i, letter) in word.chars().enumerate() {
                    let lift = ((i as f32) * 0.9).sin() * 6.0;
                    theme::letter_tile(ui, letter, tiles.value(letter), tile, lift);
                }
            },
        );
        ui.add_space(6.0);
        ui.label(
            egui::RichText::new(crate::i18n::tr!("title-tagline"))
                .size(20.0)
                .italics(),
        );
        ui.add_space(6.0);
        if let Some(saved) = &offer.summary {
            let label = crate::i18n::tr!("title-continue", saved = saved.as_str());
            if ui
                .add_sized(
                    [width, 42.0],
                    egui::Button::new(egui::RichText::new(label).size(20.0)).truncate(),
                )
                .clicked()
            {
                choice = Some(TitleChoice::Continue);
            }
            ui.add_space(4.0);
        }
        if let Some(p) = &offer.problem {
            ui.colored_label(egui::Color32::from_rgb(255, 170, 120), p);
        }
        for (game, clicked) in game_entries(ui, &catalog.0, width) {
            choice = Some(match clicked {
                EntryChoice::Play => TitleChoice::Play(game),
                EntryChoice::Rules => TitleChoice::HowToPlay(game),
            });
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let button = (170.0_f32).min((width - 2.0 * ui.spacing().item_spacing.x) / 3.0);
            let buttons = 3.0 * button + 2.0 * ui.spacing().item_spacing.x;
            ui.add_space((ui.available_width() - buttons).max(0.0) / 2.0);
            let size = egui::vec2(button, 44.0);
            if ui
                .add_sized(size, egui::Button::new(crate::i18n::tr!("title-settings")))
                .clicked()
            {
                choice = Some(TitleChoice::Settings);
            }
            if ui
                .add_sized(size, egui::Button::new(crate::i18n::tr!("title-history")))
                .clicked()
            {
                choice = Some(TitleChoice::History);
            }
            if ui
                .add_sized(size, egui::Button::new(crate::i18n::tr!("title-quit")))
                .clicked()
            {
                choice = Some(TitleChoice::Quit);
            }
        });
        ui.add_space(8.0);
    });
    choice
}

/// Games a single column holds before the screen would need scrolling at 1280x800 in
/// streamer mode; more go in two columns where the window is wide enough.
const ONE_COLUMN_MOST: usize = 5;

/// Every game's entry: one column of `width` for a few games, two columns side by side for
/// more (where they fit; else the page scrolls). What was clicked, and in which game.
fn game_entries(
    ui: &mut egui::Ui,
    games: &[GameInfo],
    width: f32,
) -> Vec<(&'static str, EntryChoice)> {
    let mut clicked = Vec::new();
    let gap = ui.spacing().item_spacing.x;
    let column = ((ui.available_width() - 8.0 - gap) / 2.0).min(width);
    if games.len() <= ONE_COLUMN_MOST || column < 380.0 {
        for game in games {
            clicked.extend(game_entry(ui, game, width, false).map(|c| (game.id, c)));
        }
        return clicked;
    }
    for row in games.chunks(2) {
        ui.horizontal(|ui| {
            let used = row.len() as f32 * column + (row.len() as f32 - 1.0) * gap;
            ui.add_space(((ui.available_width() - used) / 2.0).max(0.0));
            for game in row {
                clicked.extend(game_entry(ui, game, column, true).map(|c| (game.id, c)));
            }
        });
    }
    clicked
}

/// What a game's entry was clicked for.
enum EntryChoice {
    Play,
    Rules,
}

/// One game's entry: its name and tagline, Play, and How to play; what was clicked, if
/// anything. A `compact` entry (two columns) shows the tagline when its name is hovered.
fn game_entry(
    ui: &mut egui::Ui,
    game: &GameInfo,
    width: f32,
    compact: bool,
) -> Option<EntryChoice> {
    let mut clicked = None;
    let has_rules = !game.how_to_play.is_empty();
    egui::Frame::new()
        .fill(theme::PANEL)
        .corner_radius(egui::CornerRadius::same(12))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(60, 110, 80)))
        .inner_margin(egui::Margin::symmetric(18, 4))
        .show(ui, |ui| {
            ui.set_width(width - 36.0);
            // The text wraps in what the buttons leave, so a longer tagline (French and
            // Romanian run a third longer) never pushes a button out of the frame.
            let gap = ui.spacing().item_spacing.x;
            let button_room = 100.0 + gap + if has_rules { 44.0 + gap } else { 0.0 };
            let text_width = (width - 36.0 - button_room).max(80.0);
            ui.horizontal(|ui| {
                ui.vertical(|ui| {
                    ui.set_max_width(text_width);
                    ui.spacing_mut().item_spacing.y = 0.0;
                    let name = ui.add(
                        egui::Label::new(
                            egui::RichText::new(game.local_name())
                                .size(23.0)
                                .strong()
                                .color(GOLD),
                        )
                        .truncate(),
                    );
                    if compact {
                        name.on_hover_text(game.local_tagline());
                    } else {
                        ui.label(egui::RichText::new(game.local_tagline()).size(15.0));
                    }
                });
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if game.playable {
                        let play = egui::Button::new(
                            egui::RichText::new(crate::i18n::tr!("title-play")).size(20.0),
                        );
                        let play = ui.add_sized([100.0, 38.0], play);
                        let name = crate::i18n::tr!("title-play-game", game = game.local_name());
                        if spoken::speak_as(play, name).clicked() {
                            clicked = Some(EntryChoice::Play);
                        }
                    } else {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("title-coming-soon"))
                                .size(15.0)
                                .italics()
                                .color(egui::Color32::from_rgb(170, 190, 175)),
                        );
                    }
                    if has_rules {
                        let rules = egui::Button::new(egui::RichText::new("?").size(20.0));
                        let rules = ui
                            .add_sized([44.0, 38.0], rules)
                            .on_hover_text(crate::i18n::tr!("title-how-to-play"));
                        let name =
                            crate::i18n::tr!("title-how-to-play-game", game = game.local_name());
                        if spoken::speak_as(rules, name).clicked() {
                            clicked = Some(EntryChoice::Rules);
                        }
                    }
                });
            });
        });
    clicked
}
