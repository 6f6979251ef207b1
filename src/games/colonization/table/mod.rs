//! Colonization Mode on the table (feature `gui`): the Classic board with every word's marker
//! in its owner's colour (white for English), the language-naming step, the vote after every
//! name and move (each person in turn, or "the table agrees"), the Transform duel with its
//! secret tiles behind the "Pass to" screen, English's turn played out step by step, the
//! languages' words and points, the end, computer seats, and the autosave with Continue.
//! Every change goes through the engine's intents; the table decides no rule.

mod board;
mod new_game;
mod overlays;
mod panels;
mod session;
mod show;

use bevy::prelude::*;

use crate::engine::{Happened, Refused, SeatView, Seats, Viewer};
use crate::games::colonization::plugin::{Colonization, ColonizationPlugin};
use crate::games::colonization::save::ColonizationSave;
use crate::games::colonization::state::{Action, Event, Phase};
use crate::games::crossword::Dir;
use crate::gui::Screen;

pub use session::StartColonization;
pub use show::{Show, ShowKind};

/// What the people at the table asked for this frame (the panels and the overlays both ask).
#[derive(Default)]
pub(super) struct Asked {
    /// Actions to send, with their seats.
    pub actions: Vec<(usize, crate::games::colonization::state::Action)>,
}

/// A rack tile laid on the board this turn, not proposed yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Laid {
    /// The rack slot it came from.
    pub slot: usize,
    /// Its square.
    pub row: usize,
    /// Its square.
    pub col: usize,
    /// What it shows: the tile, or for a blank the letter chosen (lowercase; `?` until then).
    pub tile: u8,
}

/// Everything the Colonization table shows beyond the game itself.
#[derive(Resource, Default)]
pub struct ColonizationTable {
    /// The running game's save: its setup and the actions accepted so far.
    pub save: Option<ColonizationSave>,
    /// How many entries of the game's log the save holds.
    pub recorded: usize,
    /// The seat whose private tiles are unlocked (after "Pass to ...").
    pub viewer: Option<usize>,
    /// The viewer's rack as arranged on screen (a permutation of the game's rack).
    pub rack: Vec<u8>,
    /// The rack slot picked up, to lay with the next click on a square.
    pub picked: Option<usize>,
    /// Tiles laid this turn.
    pub laid: Vec<Laid>,
    /// The typing cursor: a square and the direction typing goes.
    pub cursor: Option<(usize, usize, Dir)>,
    /// The language name being arranged: rack slots in order, with the letter each shows.
    pub naming: Vec<(usize, u8)>,
    /// The word record chosen as a Transform's target.
    pub target: Option<usize>,
    /// What is being played out (English's turn, a duel's result), oldest first.
    pub shows: Vec<Show>,
    /// A message for a moment: its text and seconds left.
    pub toast: Option<(String, f32)>,
    /// A problem found when the game was loaded.
    pub notice: Option<String>,
    /// One line for each thing that happened, newest last, for the log panel.
    pub log: Vec<String>,
    /// Streamer mode and the show key not held: the rack, the tiles of a name being made and
    /// a Transform's secret choice stay off the screen (set each frame by the table's view).
    pub hidden: bool,
    /// A rack tile is being dragged (it is the picked one); dropped on a square, it is laid
    /// there as a click on that square would lay it.
    pub dragging: bool,
}

impl ColonizationTable {
    /// Puts every laid tile back on the rack.
    pub fn recall(&mut self) {
        self.laid.clear();
        self.picked = None;
    }

    /// The laid tiles as the engine reads them.
    pub fn placed(&self) -> Vec<(usize, usize, u8)> {
        self.laid.iter().map(|l| (l.row, l.col, l.tile)).collect()
    }

    /// Whether rack slot `slot` is laid on the board or used in the name.
    pub fn slot_used(&self, slot: usize) -> bool {
        self.laid.iter().any(|l| l.slot == slot) || self.naming.iter().any(|&(s, _)| s == slot)
    }

    /// Lays rack slot `slot` on a square (a blank shows `blank_as`, or `?` until chosen).
    pub fn lay(&mut self, slot: usize, row: usize, col: usize, blank_as: Option<u8>) {
        let Some(&tile) = self.rack.get(slot) else {
            return;
        };
        let shown = if tile == b'?' {
            blank_as.map_or(b'?', |c| c.to_ascii_lowercase())
        } else {
            tile
        };
        self.laid
            .retain(|l| l.slot != slot && (l.row, l.col) != (row, col));
        self.laid.push(Laid {
            slot,
            row,
            col,
            tile: shown,
        });
        self.picked = None;
    }

    /// The name as arranged, as the engine reads it (a blank's letter small).
    pub fn name_text(&self) -> String {
        self.naming.iter().map(|&(_, c)| c as char).collect()
    }

    /// Adds the first unused rack tile showing `letter` to the name, or a blank standing for
    /// it; false when the rack has neither.
    pub fn name_letter(&mut self, letter: u8) -> bool {
        let letter = letter.to_ascii_uppercase();
        let free = |t: &ColonizationTable, want: u8| {
            (0..t.rack.len()).find(|&s| t.rack[s] == want && !t.slot_used(s))
        };
        if let Some(s) = free(self, letter) {
            self.naming.push((s, letter));
            true
        } else if let Some(s) = free(self, b'?') {
            self.naming.push((s, letter.to_ascii_lowercase()));
            true
        } else {
            false
        }
    }

    /// Whether something is being played out (computer seats wait for it).
    pub fn showing(&self) -> bool {
        !self.shows.is_empty()
    }
}

/// The key held in streamer mode to see one's tiles (as Settings name it for every game).
pub const SHOW_TILES_KEY: bevy_egui::egui::Key = bevy_egui::egui::Key::Tab;

/// A language's name as the table shows it: in capitals, a blank's letter like any other (the
/// engine writes a blank's letter in lower case: `ZELTEna`); "…" before it is named.
pub fn shown_language(name: Option<&str>) -> String {
    name.map_or_else(|| "…".to_string(), str::to_uppercase)
}

/// The seat whose private tiles must show now: the seat naming or to play, or the first
/// person still to reveal a Transform tile, when a person plays it.
pub fn needed_viewer(game: &Colonization, seats: Option<&Seats<Colonization>>) -> Option<usize> {
    let person = |s: usize| crate::seat_server::table::at_screen(seats, s);
    match game.game.phase() {
        Phase::Naming { seat } | Phase::Turn { seat } => person(*seat).then_some(*seat),
        Phase::Transform { .. } => game.game.acting().into_iter().find(|&s| person(s)),
        _ => None,
    }
}

/// How many seats people play.
pub fn people(game: &Colonization, seats: Option<&Seats<Colonization>>) -> usize {
    (0..game.game.seats.len())
        .filter(|&s| crate::seat_server::table::at_screen(seats, s))
        .count()
}

/// The game's table: the rules, the table's state and its systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(ColonizationPlugin)
        .add_plugins(
            crate::seat_server::table::PhoneSeatsPlugin::<Colonization>::new(
                super::INFO.id,
                crate::games::colonization::plugin::ColonizationLevel::Normal,
            ),
        )
        .init_resource::<ColonizationTable>()
        .add_plugins((
            session::plugin,
            new_game::plugin,
            panels::plugin,
            show::plugin,
        ))
        .add_systems(
            Update,
            (
                track_events,
                crate::games::table_session::autosave::<ColonizationTable>,
                show_refusals,
                follow_the_turn,
            )
                .chain()
                .in_set(crate::gui::AppSystems::Sync)
                .run_if(resource_exists::<Colonization>),
        )
        .add_systems(OnExit(Screen::Table), |mut t: ResMut<ColonizationTable>| {
            t.recall();
            t.viewer = None;
        });
}

/// Keeps the save, the log and the shows up to date with what happened.
fn track_events(
    col: Res<Colonization>,
    mut table: ResMut<ColonizationTable>,
    mut happened: MessageReader<Happened<Colonization>>,
    time: Res<Time>,
) {
    let events: Vec<Event> = happened.read().map(|h| h.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    table.absorb(&col, &events, time.elapsed_secs_f64());
}

impl ColonizationTable {
    /// Takes in what an action caused, the game as it left it: the save (from the game's own
    /// log), the log lines, and what to play out.
    pub fn absorb(&mut self, col: &Colonization, events: &[Event], now: f64) {
        let game = &col.game;
        let new = game.log.get(self.recorded..).unwrap_or_default().to_vec();
        self.recorded = game.log.len();
        if let Some(save) = self.save.as_mut() {
            for (seat, action) in &new {
                save.record(*seat, action);
            }
        }
        for e in events {
            if let Some(line) = show::describe(game, e) {
                self.log.push(line);
            }
        }
        let from = self.log.len().saturating_sub(200);
        self.log.drain(..from);
        show::queue(self, game, events, now);
        // A turn over: the laid tiles and choices go (the rack follows the game).
        if new.iter().any(|(_, a)| !matches!(a, Action::Vote(_))) {
            self.recall();
            self.cursor = None;
            self.naming.clear();
            self.target = None;
            self.viewer = None;
        }
    }
}

/// A refused intent from a person: its reason shows for a moment, in the app's language.
fn show_refusals(
    mut refused: MessageReader<Refused<Colonization>>,
    mut table: ResMut<ColonizationTable>,
    seats: Option<Res<Seats<Colonization>>>,
) {
    let person = |s: usize| crate::seat_server::table::at_screen(seats.as_deref(), s);
    if let Some(r) = refused
        .read()
        .filter(|r| person(r.intent.seat) && r.intent.action != Action::EnglishTurn)
        .last()
    {
        table.toast = Some((r.reason.message(crate::i18n::language()), 4.0));
    }
}

/// The rack on screen follows the game: a new viewer sees their own rack; after a move the
/// tiles kept stay where the player put them, new ones added at the end.
fn follow_the_turn(
    col: Res<Colonization>,
    mut table: ResMut<ColonizationTable>,
    seats: Option<Res<Seats<Colonization>>>,
    time: Res<Time>,
    settings: Res<crate::gui::SettingsStore>,
    mut seen: Local<Option<(usize, Vec<u8>)>>,
) {
    if let Some((_, left)) = table.toast.as_mut() {
        *left -= time.delta_secs();
        if *left <= 0.0 {
            table.toast = None;
        }
    }
    let Some(seat) = needed_viewer(&col, seats.as_deref()) else {
        return;
    };
    // Alone at the laptop, or streaming (where private tiles show only while the show key is
    // held), no "Pass to" cover stands between the seat to act and its tiles.
    if table.viewer != Some(seat)
        && (people(&col, seats.as_deref()) < 2 || settings.settings.streamer_mode)
    {
        table.viewer = Some(seat);
    }
    if table.viewer != Some(seat) {
        return;
    }
    // The rack is the seat's own view of it (the engine says what a seat may see), asked for
    // again only when the game or the seat at the screen changed.
    let game_rack = crate::engine::kept_for(&mut seen, seat, col.is_changed(), || {
        col.view(Viewer::Seat(seat)).own_rack()
    });
    if let Some(rack) = crate::games::crossword::table::rearranged(&table.rack, game_rack) {
        table.rack = rack;
        table.recall();
        table.naming.clear();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_language_name_shows_in_capitals_blanks_included() {
        assert_eq!(super::shown_language(Some("ZELTEna")), "ZELTENA");
        assert_eq!(super::shown_language(None), "…");
    }

    use super::*;

    #[test]
    fn naming_uses_each_tile_once_and_a_blank_for_a_missing_letter() {
        let mut t = ColonizationTable {
            rack: b"AB?CDEF".to_vec(),
            ..default()
        };
        assert!(t.name_letter(b'b'));
        assert!(t.name_letter(b'A'));
        // No second A: the blank stands for it, written small.
        assert!(t.name_letter(b'A'));
        assert!(!t.name_letter(b'A'));
        assert_eq!(t.name_text(), "BAa");
        assert!(t.slot_used(2) && !t.slot_used(3));
    }

    #[test]
    fn laying_moves_a_slot_and_replaces_a_square() {
        let mut t = ColonizationTable {
            rack: b"AB?".to_vec(),
            ..default()
        };
        t.lay(0, 7, 7, None);
        t.lay(0, 7, 8, None);
        assert_eq!(t.placed(), vec![(7, 8, b'A')]);
        t.lay(1, 7, 8, None);
        assert_eq!(t.placed(), vec![(7, 8, b'B')]);
        t.lay(2, 7, 9, Some(b'Q'));
        assert!(t.placed().contains(&(7, 9, b'q')));
        t.recall();
        assert!(t.laid.is_empty());
    }
}
