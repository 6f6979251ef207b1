//! The history screen: every game kept on this computer, newest first, filtered by game and
//! period, each one exported as its save (and as GCG where its game writes one) or deleted;
//! the whole history exported to one file; a save file or an exported history dropped on the
//! window is imported. Its second tab is the players' statistics: games, wins,
//! win rate, best and mean score, best and longest word, head-to-head against each opponent
//! and computer level, and the player's scores over time. It names no game: the registry gives
//! the games' names.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::overlay::{ChartData, score_chart};
use super::replay_viewer::{self, ReplayRequested, ReplayViewer};
use super::theme::{self, GOLD};
use super::{ActiveGame, GameCatalog, Screen};
use crate::history::{Entry, Filter, History, PlayerStats, dates, player_names, player_stats};
use crate::i18n::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HistoryPage>()
        .add_systems(OnEnter(Screen::History), open_page)
        .add_systems(
            EguiPrimaryContextPass,
            history_screen.run_if(in_state(Screen::History)),
        )
        .add_systems(Update, import_dropped.run_if(in_state(Screen::History)));
}

/// Which tab shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Tab {
    #[default]
    Games,
    Statistics,
}

/// Which games a period keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Period {
    #[default]
    Always,
    Week,
    Month,
    Year,
}

impl Period {
    const ALL: [Period; 4] = [Period::Always, Period::Week, Period::Month, Period::Year];

    fn key(self) -> &'static str {
        match self {
            Period::Always => "history-period-always",
            Period::Week => "history-period-week",
            Period::Month => "history-period-month",
            Period::Year => "history-period-year",
        }
    }

    /// The first second it keeps, counted back from `now`.
    fn since(self, now: i64) -> Option<i64> {
        let days = match self {
            Period::Always => return None,
            Period::Week => 7,
            Period::Month => 30,
            Period::Year => 365,
        };
        Some(now - days * 86_400)
    }
}

/// The screen's state: the filters and what the history gave for them.
#[derive(Resource, Default)]
pub struct HistoryPage {
    tab: Tab,
    game: Option<&'static str>,
    period: Period,
    player: Option<String>,
    entries: Vec<Entry>,
    names: Vec<String>,
    stats: Option<PlayerStats>,
    /// Why the history could not be read, or what happened to a damaged one.
    problem: Option<String>,
    /// The last thing done (a file written, a game imported).
    notice: Option<String>,
    /// The game whose Delete was pressed once: a second press deletes it.
    deleting: Option<i64>,
    /// The filters changed: the history is read again.
    stale: bool,
}

impl HistoryPage {
    fn filter(&self) -> Filter {
        Filter {
            game: self.game.map(str::to_string),
            since: self.period.since(dates::now()),
            until: None,
        }
    }

    /// Reads the history again for the filters.
    fn refresh(&mut self) {
        self.stale = false;
        let Some(history) = self.open() else { return };
        let filter = self.filter();
        let mut read = || -> Result<(), crate::history::HistoryError> {
            let since = filter.since.unwrap_or(i64::MIN);
            self.entries = history.list(self.game)?;
            self.entries.retain(|e| e.ended >= since);
            self.names = player_names(&history, &filter)?;
            if self.player.as_ref().is_none_or(|p| !self.names.contains(p)) {
                self.player = self.names.first().cloned();
            }
            self.stats = match &self.player {
                Some(name) => Some(player_stats(&history, name, &filter)?),
                None => None,
            };
            Ok(())
        };
        if let Err(e) = read() {
            self.problem = Some(e.to_string());
        }
    }

    /// The history, or `None` with the problem said.
    fn open(&mut self) -> Option<History> {
        let Some(path) = crate::history::history_path() else {
            self.problem = Some(tr!("history-no-data-dir"));
            return None;
        };
        match History::open(&path) {
            Ok(opened) => {
                if let Some((aside, why)) = opened.set_aside {
                    self.problem = Some(tr!(
                        "history-set-aside",
                        path = aside.display().to_string(),
                        reason = why
                    ));
                }
                Some(opened.history)
            }
            Err(e) => {
                self.problem = Some(e.to_string());
                None
            }
        }
    }
}

fn open_page(mut page: ResMut<HistoryPage>) {
    page.problem = None;
    page.notice = None;
    page.deleting = None;
    page.refresh();
}

/// A file dropped on the window while the history shows is imported into it.
fn import_dropped(mut dropped: MessageReader<FileDragAndDrop>, mut page: ResMut<HistoryPage>) {
    for event in dropped.read() {
        let FileDragAndDrop::DroppedFile { path_buf, .. } = event else {
            continue;
        };
        let Some(mut history) = page.open() else {
            return;
        };
        page.notice = Some(match history.import_file(path_buf, dates::now()) {
            Ok((new, known)) => tr!("history-imported", new = new, known = known),
            Err(e) => e.to_string(),
        });
        page.stale = true;
    }
}

/// What a click on the page asks for.
enum Asked {
    Back,
    Replay(i64),
    Export(i64),
    Delete(i64),
    ExportAll,
}

#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it uses
fn history_screen(
    mut contexts: EguiContexts,
    mut page: ResMut<HistoryPage>,
    catalog: Res<GameCatalog>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    mut viewer: ResMut<ReplayViewer>,
    mut active: ResMut<ActiveGame>,
    mut requests: MessageWriter<ReplayRequested>,
) -> Result {
    if page.stale {
        page.refresh();
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = theme::screen_ui(ctx, "history");
    let asked = theme::page(&mut root, |ui| body(ui, &mut page, &catalog)).inner;
    match asked {
        Some(Asked::Back) => next.set(Screen::Title),
        Some(Asked::Replay(id)) => {
            let record = page.open().and_then(|h| h.record(id).ok().flatten());
            match record.map(|r| crate::engine::saved_game::GameSave::parse(&r)) {
                Some(Ok(save)) => replay_viewer::open(
                    &mut commands,
                    &mut viewer,
                    &mut active,
                    &mut next,
                    &mut requests,
                    save,
                ),
                Some(Err(e)) => page.problem = Some(e.to_string()),
                None => {}
            }
        }
        Some(Asked::Export(id)) => export_game(&mut page, id),
        Some(Asked::Delete(id)) => {
            if page.deleting == Some(id) {
                page.deleting = None;
                if let Some(mut history) = page.open() {
                    page.notice = Some(match history.delete(id) {
                        Ok(_) => tr!("history-deleted", id = id),
                        Err(e) => e.to_string(),
                    });
                }
                page.stale = true;
            } else {
                page.deleting = Some(id);
            }
        }
        Some(Asked::ExportAll) => export_all(&mut page),
        None => {}
    }
    Ok(())
}

fn body(ui: &mut egui::Ui, page: &mut HistoryPage, catalog: &GameCatalog) -> Option<Asked> {
    let mut asked = None;
    ui.vertical_centered(|ui| {
        ui.label(
            egui::RichText::new(tr!("history-title"))
                .size(34.0)
                .color(GOLD)
                .strong(),
        );
    });
    ui.add_space(6.0);
    // The way back and the export stay at the top, in sight however long the list.
    ui.horizontal_wrapped(|ui| {
        let big = |key: &str| {
            egui::Button::new(egui::RichText::new(crate::i18n::text(key, None)).size(20.0))
                .min_size(egui::vec2(120.0, 40.0))
        };
        if ui.add(big("history-back")).clicked() || super::theme::back_key(ui) {
            asked = Some(Asked::Back);
        }
        ui.add_space(12.0);
        for (tab, key) in [
            (Tab::Games, "history-tab-games"),
            (Tab::Statistics, "history-tab-statistics"),
        ] {
            let text = egui::RichText::new(crate::i18n::text(key, None)).size(20.0);
            if ui.selectable_label(page.tab == tab, text).clicked() {
                page.tab = tab;
            }
        }
        ui.add_space(20.0);
        filters(ui, page, catalog);
        ui.add_space(12.0);
        if ui.add(big("history-export-all")).clicked() {
            asked = Some(Asked::ExportAll);
        }
    });
    ui.label(tr!("history-drop-hint"));
    if let Some(p) = &page.problem {
        ui.colored_label(egui::Color32::from_rgb(255, 170, 120), p);
    }
    if let Some(n) = &page.notice {
        ui.label(egui::RichText::new(n).italics());
    }
    ui.separator();
    match page.tab {
        Tab::Games => {
            if let Some(a) = games(ui, page, catalog) {
                asked = Some(a);
            }
        }
        Tab::Statistics => statistics(ui, page),
    }
    asked
}

/// The game and period filters; a change reads the history again.
fn filters(ui: &mut egui::Ui, page: &mut HistoryPage, catalog: &GameCatalog) {
    let all = tr!("history-all-games");
    let name_of = |id: Option<&str>| {
        id.and_then(|id| catalog.0.iter().find(|g| g.id == id))
            .map_or(all.clone(), |g| g.local_name())
    };
    let before = (page.game, page.period, page.player.clone());
    egui::ComboBox::from_id_salt("history-game")
        .selected_text(name_of(page.game))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut page.game, None, all.clone());
            for g in catalog.0.iter().filter(|g| g.playable) {
                ui.selectable_value(&mut page.game, Some(g.id), g.local_name());
            }
        });
    egui::ComboBox::from_id_salt("history-period")
        .selected_text(crate::i18n::text(page.period.key(), None))
        .show_ui(ui, |ui| {
            for p in Period::ALL {
                ui.selectable_value(&mut page.period, p, crate::i18n::text(p.key(), None));
            }
        });
    if page.tab == Tab::Statistics && !page.names.is_empty() {
        let shown = page.player.clone().unwrap_or_default();
        egui::ComboBox::from_id_salt("history-player")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for name in page.names.clone() {
                    ui.selectable_value(&mut page.player, Some(name.clone()), name);
                }
            });
    }
    if (page.game, page.period, page.player.clone()) != before {
        page.stale = true;
    }
}

/// The list of games.
fn games(ui: &mut egui::Ui, page: &HistoryPage, catalog: &GameCatalog) -> Option<Asked> {
    let mut asked = None;
    if page.entries.is_empty() {
        ui.label(egui::RichText::new(tr!("history-empty")).size(18.0));
        return None;
    }
    let name_of = |id: &str, variant: &str| {
        let game = catalog
            .0
            .iter()
            .find(|g| g.id == id)
            .map_or(id.to_string(), |g| g.local_name());
        // A rule set of its own (Classic) is said beside the game's name.
        if variant != id {
            let mut letters = variant.chars();
            let first = letters.next().map(|c| c.to_uppercase().collect::<String>());
            format!("{game} ({}{})", first.unwrap_or_default(), letters.as_str())
        } else {
            game
        }
    };
    egui::Grid::new("history-games")
        .striped(true)
        .spacing(egui::vec2(14.0, 8.0))
        .show(ui, |ui| {
            for e in &page.entries {
                ui.label(dates::show(e.ended));
                ui.label(egui::RichText::new(name_of(&e.game, &e.variant)).strong());
                ui.label(seats_line(e));
                let state = match (&e.damaged, e.finished) {
                    (Some(_), _) => tr!("history-damaged"),
                    (None, true) => tr!("history-finished"),
                    (None, false) => tr!("history-unfinished"),
                };
                ui.label(state)
                    .on_hover_text(e.damaged.clone().unwrap_or_default());
                let replayable = e.damaged.is_none();
                if ui
                    .add_enabled(replayable, egui::Button::new(tr!("history-replay")))
                    .clicked()
                {
                    asked = Some(Asked::Replay(e.id));
                }
                if ui.button(tr!("history-export")).clicked() {
                    asked = Some(Asked::Export(e.id));
                }
                let delete = if page.deleting == Some(e.id) {
                    tr!("history-delete-sure")
                } else {
                    tr!("history-delete")
                };
                if ui.button(delete).clicked() {
                    asked = Some(Asked::Delete(e.id));
                }
                ui.end_row();
            }
        });
    asked
}

/// Each seat's name, level and score; a star for a winner.
fn seats_line(e: &Entry) -> String {
    e.seats
        .iter()
        .map(|s| {
            let level = s
                .computer
                .as_ref()
                .map(|l| format!(" ({})", computer(l)))
                .unwrap_or_default();
            let star = if s.winner { " ★" } else { "" };
            format!("{}{level} {}{star}", s.name, s.score)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A computer seat by its level, in the words of the new-game page where it has them (saves
/// write a level as its game does: `normal` or `Normal`), and the test seats' own level.
fn computer(level: &str) -> String {
    match level.to_ascii_lowercase().as_str() {
        "easy" => tr!("seat-kind-easy"),
        "normal" => tr!("seat-kind-normal"),
        "hard" => tr!("seat-kind-hard"),
        "expert" => tr!("seat-kind-expert"),
        "placeholder" => tr!("history-computer-placeholder"),
        _ => tr!("history-computer", level = level),
    }
}

/// One player's statistics and their scores over time.
fn statistics(ui: &mut egui::Ui, page: &HistoryPage) {
    let Some(s) = &page.stats else {
        ui.label(egui::RichText::new(tr!("history-no-players")).size(18.0));
        return;
    };
    let row = |ui: &mut egui::Ui, key: &str, value: String| {
        ui.label(egui::RichText::new(crate::i18n::text(key, None)).size(18.0));
        ui.label(egui::RichText::new(value).size(20.0).color(GOLD).strong());
        ui.end_row();
    };
    ui.columns(2, |columns| {
        egui::Grid::new("history-stats")
            .spacing(egui::vec2(16.0, 6.0))
            .show(&mut columns[0], |ui| {
                row(ui, "history-stat-games", s.games.to_string());
                row(ui, "history-stat-wins", s.wins.to_string());
                row(
                    ui,
                    "history-stat-win-rate",
                    format!("{:.0} %", 100.0 * s.win_rate),
                );
                row(
                    ui,
                    "history-stat-best",
                    s.best_score.map_or("-".into(), |b| b.to_string()),
                );
                row(
                    ui,
                    "history-stat-mean",
                    s.mean_score.map_or("-".into(), |m| format!("{m:.1}")),
                );
                row(
                    ui,
                    "history-stat-best-word",
                    s.best_word
                        .as_ref()
                        .map_or("-".into(), |(w, p)| format!("{w} ({p})")),
                );
                row(
                    ui,
                    "history-stat-longest-word",
                    s.longest_word.clone().unwrap_or("-".into()),
                );
            });
        let ui = &mut columns[1];
        ui.label(
            egui::RichText::new(tr!("history-head-to-head"))
                .size(20.0)
                .strong(),
        );
        egui::Grid::new("history-h2h")
            .striped(true)
            .spacing(egui::vec2(12.0, 4.0))
            .show(ui, |ui| {
                for h in &s.head_to_head {
                    let who = if h.computer {
                        computer(&h.opponent)
                    } else {
                        h.opponent.clone()
                    };
                    ui.label(who);
                    ui.label(tr!(
                        "history-h2h-line",
                        games = h.games,
                        ahead = h.ahead,
                        behind = h.behind,
                        level = h.level
                    ));
                    ui.end_row();
                }
            });
    });
    if s.scores.len() >= 2 {
        ui.add_space(10.0);
        ui.label(
            egui::RichText::new(tr!("history-scores-over-time"))
                .size(20.0)
                .strong(),
        );
        // The chart takes every seat's score at each step: here one line, a step a game.
        let history: Vec<Vec<i32>> = s.scores.iter().map(|(_, _, score)| vec![*score]).collect();
        let chart = ChartData {
            history: &history,
            colours: &[GOLD],
            finish: None,
            turns: tr!("history-chart-games"),
        };
        score_chart(ui, &chart, 200.0);
    }
}

/// Where exports go: the data directory's `exports` folder.
fn exports_dir() -> Option<std::path::PathBuf> {
    let dir = crate::storage::data_dir()?.join("exports");
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// Writes a game's save (and its GCG record where its game writes one) to the exports folder.
fn export_game(page: &mut HistoryPage, id: i64) {
    let Some(history) = page.open() else { return };
    let Some(dir) = exports_dir() else {
        page.problem = Some(tr!("history-no-data-dir"));
        return;
    };
    let record = match history.record(id) {
        Ok(Some(record)) => record,
        Ok(None) => return,
        Err(e) => {
            page.problem = Some(e.to_string());
            return;
        }
    };
    let path = dir.join(format!("game-{id}.ron"));
    let mut written = vec![path.clone()];
    let mut result = crate::storage::write_atomic(&path, record.as_bytes());
    if let Some(gcg) = crate::engine::saved_game::GameSave::parse(&record)
        .ok()
        .and_then(|s| s.gcg())
    {
        let gcg_path = dir.join(format!("game-{id}.gcg"));
        result = result.and(crate::storage::write_atomic(&gcg_path, gcg.as_bytes()));
        written.push(gcg_path);
    }
    page.notice = Some(match result {
        Ok(()) => tr!(
            "history-written",
            paths = written
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Err(e) => e.to_string(),
    });
}

/// Writes the whole history to one file in the exports folder.
fn export_all(page: &mut HistoryPage) {
    let Some(history) = page.open() else { return };
    let Some(dir) = exports_dir() else {
        page.problem = Some(tr!("history-no-data-dir"));
        return;
    };
    let day = dates::show(dates::now())[..10].to_string();
    let path = dir.join(format!("wordtable-history-{day}.json"));
    page.notice = Some(match history.export() {
        Ok(all) => {
            let text = serde_json::to_string_pretty(&all).expect("JSON");
            match crate::storage::write_atomic(&path, text.as_bytes()) {
                Ok(()) => tr!("history-written", paths = path.display().to_string()),
                Err(e) => e.to_string(),
            }
        }
        Err(e) => e.to_string(),
    });
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, with_language};

    #[test]
    fn computer_levels_read_in_the_players_language_however_the_save_writes_them() {
        with_language(Lang::Fr, || {
            assert_eq!(super::computer("Normal"), super::computer("normal"));
            assert_eq!(super::computer("hard"), crate::i18n::tr!("seat-kind-hard"));
            let test_seat = super::computer("placeholder");
            assert!(!test_seat.contains("placeholder"), "{test_seat}");
        });
    }
}
