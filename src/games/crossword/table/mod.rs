//! Wordgame and Classic on the table (feature `gui`): the 15x15 board drawn on the shared
//! felt under the shared camera (so it pans and zooms like every table), the current player's
//! rack, drag and drop and Woogles-style keyboard play, the live verdict of the tiles laid,
//! the blank picker and exchanges, the move list, the unseen tiles, computer seats, teaching
//! mode, privacy for hotseat and streamer mode, the end screen with the GCG export, sound and
//! the autosave. Every change to the game goes through the engine's intents; every verdict
//! comes from the engine. The table decides no rule.

mod board_art;
mod board_view;
mod end;
mod geometry;
mod keys;
mod new_game;
mod panels;
mod rack;
mod session;
mod settings;
pub use settings::SECTION as SETTINGS;
mod sound;

use bevy::prelude::*;

use crate::engine::{Happened, Intent, Refused, SeatView, Seats, Viewer, kept_for};
use crate::games::crossword::Dir;
use crate::games::crossword::board::Board;
use crate::games::crossword::check::{Rejection, Scored};
use crate::games::crossword::game::{Action, Event};
use crate::games::crossword::placing::{Placed, play_from_tiles};
use crate::games::crossword::play::Play;
use crate::games::crossword::plugin::{Crossword, CrosswordPlugin};
use crate::games::crossword::save::CrosswordSave;
use crate::games::crossword::teaching::Lesson;
use crate::gui::Screen;

pub use session::StartCrossword;

/// A tile of the rack laid on the board but not played yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Laid {
    /// Which rack slot it came from.
    pub slot: usize,
    /// Its square.
    pub row: usize,
    /// Its square.
    pub col: usize,
    /// What it shows: the tile, or for a blank the letter chosen (lowercase).
    pub tile: u8,
}

/// What is being dragged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drag {
    /// A tile still on the rack, by slot.
    Rack(usize),
    /// A tile laid on the board this turn, by its index in `laid`.
    Board(usize),
}

/// One turn of the move list, as shown.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnRow {
    /// Who played.
    pub seat: usize,
    /// The move in the usual notation, or what was done instead.
    pub text: String,
    /// Points the turn scored (the end's rack adjustment for an end row).
    pub score: i32,
    /// The seat's total after it.
    pub total: i32,
    /// The board before the turn and the rack it was played from, for "best move" (none for
    /// the end rows).
    pub position: Option<(Board, Vec<u8>)>,
    /// The placement, when the turn laid tiles.
    pub play: Option<Play>,
    /// An end-of-game rack adjustment rather than a turn.
    pub end: bool,
}

/// Everything the crossword table shows beyond the game itself.
#[derive(Resource, Default)]
pub struct CrosswordTable {
    /// The save of the running game: its setup and the actions accepted so far.
    pub save: Option<CrosswordSave>,
    /// The seat whose rack is unlocked (after "Pass to ...").
    pub viewer: Option<usize>,
    /// The viewer's rack as arranged on screen (a permutation of the game's rack).
    pub rack: Vec<u8>,
    /// Tiles laid this turn, not yet played.
    pub laid: Vec<Laid>,
    /// The keyboard cursor: a square and the direction typing goes.
    pub cursor: Option<(usize, usize, Dir)>,
    /// What the pointer drags.
    pub drag: Option<Drag>,
    /// A blank laid and waiting for its letter: its index in `laid`.
    pub blank_pick: Option<usize>,
    /// The exchange picker, open: which rack slots are chosen.
    pub exchange: Option<Vec<bool>>,
    /// The move list.
    pub turns: Vec<TurnRow>,
    /// Each seat's score at the start and after every turn, for the chart.
    pub history: Vec<Vec<i32>>,
    /// Squares of the last move, highlighted.
    pub last_move: Vec<(usize, usize)>,
    /// When the last move was made (seconds since start), for tiles flying in.
    pub last_move_at: f64,
    /// A message for a moment (a refused move).
    pub toast: Option<(String, f32)>,
    /// Teaching mode's lesson on the last human move.
    pub lesson: Option<(String, Lesson)>,
    /// Teaching mode is on for this game.
    pub teaching: bool,
    /// Both players passed the first two moves: the new letters are announced until seen.
    pub new_letters: bool,
    /// When the current turn began (seconds since start), for the turn timer.
    pub turn_since: f64,
    /// Each seat's time used so far, for a per-game clock.
    pub used: Vec<f64>,
    /// Streamer mode: the rack shows only while this is held.
    pub rack_key_held: bool,
    /// A problem found when the game was loaded (the saved actions stopped there).
    pub notice: Option<String>,
    /// How many of the game's accepted actions the save holds.
    pub recorded: usize,
    /// Where the GCG was last exported, or why it failed.
    pub exported: Option<Result<String, String>>,
    /// Whether the exported record's folder was opened in the system's file manager.
    pub export_folder_opened: bool,
}

impl CrosswordTable {
    /// The tiles laid, as the engine reads them.
    pub fn placed(&self) -> Vec<Placed> {
        self.laid.iter().map(|l| (l.row, l.col, l.tile)).collect()
    }

    /// Whether rack slot `slot` is on the board this turn.
    pub fn slot_laid(&self, slot: usize) -> bool {
        self.laid.iter().any(|l| l.slot == slot)
    }

    /// Puts every laid tile back on the rack.
    pub fn recall(&mut self) {
        self.laid.clear();
        self.blank_pick = None;
        self.drag = None;
    }

    /// The laid tile on a square, by index.
    pub fn laid_at(&self, row: usize, col: usize) -> Option<usize> {
        self.laid.iter().position(|l| (l.row, l.col) == (row, col))
    }

    /// Lays rack slot `slot` on a square (a blank shows `?` until its letter is chosen).
    pub fn lay(&mut self, slot: usize, row: usize, col: usize, blank_as: Option<u8>) {
        let tile = self.rack[slot];
        let shown = if tile == b'?' {
            blank_as.map_or(b'?', |c| c.to_ascii_lowercase())
        } else {
            tile
        };
        self.laid.retain(|l| l.slot != slot);
        self.laid.push(Laid {
            slot,
            row,
            col,
            tile: shown,
        });
        self.blank_pick = self.laid.iter().position(|l| l.tile == b'?');
    }
}

/// The engine's verdict on the tiles laid: the placement and its score, or why it is not
/// legal. `None` while nothing is laid or a blank waits for its letter.
pub fn verdict(cw: &Crossword, laid: &[Placed]) -> Option<Result<(Play, Scored), Rejection>> {
    if laid.is_empty() || laid.iter().any(|&(_, _, t)| t == b'?') {
        return None;
    }
    let game = &cw.game;
    Some(
        play_from_tiles(&game.board, laid)
            .and_then(|play| game.check_placement(&play).map(|s| (play, s))),
    )
}

/// The seat whose private rack must show now: the seat to play, when a person plays it.
pub fn needed_viewer(cw: &Crossword, seats: Option<&Seats<Crossword>>) -> Option<usize> {
    // While the table votes on a play's words, every voter looks: no rack shows.
    if cw.game.house_vote.open.is_some() {
        return None;
    }
    let seat = cw.game.to_play()?;
    crate::seat_server::table::at_screen(seats, seat).then_some(seat)
}

/// How many seats people play.
pub fn people(cw: &Crossword, seats: Option<&Seats<Crossword>>) -> usize {
    (0..cw.game.seats.len())
        .filter(|&s| crate::seat_server::table::at_screen(seats, s))
        .count()
}

/// Whether the "Pass to NAME" screen must cover the table before a rack shows: only when
/// two people share the laptop, and never in streamer mode (the rack shows only while its
/// player holds a key there).
pub fn privacy_screen_needed(
    cw: &Crossword,
    seats: Option<&Seats<Crossword>>,
    streamer: bool,
) -> bool {
    people(cw, seats) >= 2 && !streamer
}

/// The game's tables plugin: the rules, the table's state and its systems.
pub fn plugin(app: &mut App) {
    crate::gui::settings_panel::add_game_settings(app, settings::SECTION);
    app.add_plugins(CrosswordPlugin)
        .add_plugins(
            crate::seat_server::table::PhoneSeatsPlugin::<Crossword>::new(
                super::INFO.id,
                crate::games::crossword::ai::Strength::Normal,
            ),
        )
        .init_resource::<CrosswordTable>()
        .add_plugins((
            session::plugin,
            new_game::plugin,
            panels::plugin,
            board_view::plugin,
            board_art::plugin,
            keys::plugin,
            sound::plugin,
        ))
        .add_systems(
            Update,
            (track_events, show_refusals, follow_the_turn)
                .chain()
                .in_set(crate::gui::AppSystems::Sync)
                .run_if(resource_exists::<Crossword>),
        )
        .add_systems(OnExit(Screen::Table), |mut t: ResMut<CrosswordTable>| {
            t.recall();
            t.viewer = None;
        });
}

/// Sends an intent for `seat`.
pub fn send(intents: &mut MessageWriter<Intent<Crossword>>, seat: usize, action: Action) {
    intents.write(Intent::new(seat, action));
}

/// Keeps the move list, the chart, the last move and the save up to date with what happened,
/// and teaching mode's lesson after a person's move.
fn track_events(
    cw: Res<Crossword>,
    mut table: ResMut<CrosswordTable>,
    mut happened: MessageReader<Happened<Crossword>>,
    seats: Option<Res<Seats<Crossword>>>,
    time: Res<Time>,
) {
    let events: Vec<Event> = happened.read().map(|h| h.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    let person = |seat: usize| seats.as_deref().is_none_or(|s| s.is_person(seat));
    table.absorb(&cw.game, &events, &person, time.elapsed_secs_f64());
}

impl CrosswordTable {
    /// Takes in what a turn caused, the game as it left it: the save, the move list, the
    /// chart, the last move, the clocks and, for a person's move in teaching mode, the lesson.
    pub fn absorb(
        &mut self,
        game: &crate::games::crossword::game::Game,
        events: &[Event],
        person: &dyn Fn(usize) -> bool,
        now: f64,
    ) {
        // The save takes each turn from the game's own record, whoever played it.
        self.record_new_turns(game);
        for event in events {
            match event {
                Event::Placed {
                    seat,
                    notation,
                    score,
                    ..
                } => {
                    let play = notation
                        .split_once(' ')
                        .and_then(|(coord, word)| Play::parse(coord, word).ok());
                    self.last_move = play.as_ref().map_or_else(Vec::new, laid_squares);
                    self.last_move_at = now;
                    self.spend(*seat, now);
                    let position = self.position_before(game, *seat, play.as_ref());
                    if self.teaching
                        && person(*seat)
                        && let Some((board, rack)) = &position
                    {
                        let lesson = crate::games::crossword::teaching::lesson(
                            board,
                            rack,
                            &game.rules,
                            &game.lexicon,
                            play.as_ref(),
                            5,
                        );
                        self.lesson = Some((notation.clone(), lesson));
                    }
                    self.add_turn(game, *seat, notation.clone(), *score, play);
                }
                Event::Passed { seat } => {
                    self.spend(*seat, now);
                    // The lesson of an earlier move does not stay after a pass or an exchange.
                    if person(*seat) {
                        self.lesson = None;
                    }
                    self.add_turn(game, *seat, crate::i18n::tr!("cw-move-pass"), 0, None);
                }
                Event::Exchanged { seat, count } => {
                    self.spend(*seat, now);
                    if person(*seat) {
                        self.lesson = None;
                    }
                    let text = crate::i18n::tr!("cw-move-exchange", count = *count);
                    self.add_turn(game, *seat, text, 0, None);
                }
                Event::NewLetters => self.new_letters = true,
                Event::Withdrawn {
                    seat,
                    score,
                    phonies,
                } => {
                    self.last_move.clear();
                    let text = crate::i18n::tr!("cw-move-withdrawn", words = phonies.join(", "));
                    self.add_turn(game, *seat, text, -score, None);
                }
                Event::Stood { seat, bonus, .. } => {
                    let text = crate::i18n::tr!("cw-move-stood");
                    self.add_turn(game, *seat, text, *bonus, None);
                }
                Event::VoteOpened { .. } => {}
                Event::WordsAccepted { seat, words } => {
                    let text = crate::i18n::tr!("cw-move-voted-in", words = words.join(", "));
                    self.add_turn(game, *seat, text, 0, None);
                }
                Event::TurnLost { seat } => {
                    self.spend(*seat, now);
                    let text = crate::i18n::tr!("cw-move-turn-lost");
                    self.add_turn(game, *seat, text, 0, None);
                }
                Event::Ended { adjustments, .. } => {
                    for (seat, &adj) in adjustments.iter().enumerate() {
                        let total = self.total(seat) + adj;
                        self.turns.push(TurnRow {
                            seat,
                            text: crate::i18n::tr!("cw-move-end-rack"),
                            score: adj,
                            total,
                            position: None,
                            play: None,
                            end: true,
                        });
                    }
                    let scores = game.seats.iter().map(|s| s.score).collect();
                    self.history.push(scores);
                }
            }
        }
        self.recall();
        self.cursor = None;
        self.exchange = None;
        // The rack closes when someone else is to play (or the table votes); a challenge the
        // player to move made leaves it to them, with no cover to click through again.
        if self.viewer != game.to_play() || game.house_vote.open.is_some() {
            self.viewer = None;
        }
        self.turn_since = now;
    }

    /// Adds the time since the turn began to `seat`'s clock.
    fn spend(&mut self, seat: usize, now: f64) {
        if self.used.len() <= seat {
            self.used.resize(seat + 1, 0.0);
        }
        self.used[seat] += (now - self.turn_since).max(0.0);
    }
}

/// The squares a placement lays tiles on.
fn laid_squares(play: &Play) -> Vec<(usize, usize)> {
    play.cells
        .iter()
        .enumerate()
        .filter(|(_, c)| matches!(c, crate::games::crossword::Cell::New(_)))
        .map(|(i, _)| play.square(i))
        .collect()
}

impl CrosswordTable {
    /// The seat's total before the turn being added.
    fn total(&self, seat: usize) -> i32 {
        self.turns
            .iter()
            .rev()
            .find(|t| t.seat == seat)
            .map_or(0, |t| t.total)
    }

    /// The scores after a turn of `seat` worth `score`.
    fn push_history(&mut self, seats: usize, seat: usize, score: i32) {
        let mut last = self
            .history
            .last()
            .cloned()
            .unwrap_or_else(|| vec![0; seats]);
        if let Some(s) = last.get_mut(seat) {
            *s += score;
        }
        self.history.push(last);
    }

    /// The board and rack a turn was played from: the board now less the tiles it laid, and
    /// the rack the game's record notes for it.
    fn position_before(
        &self,
        game: &crate::games::crossword::game::Game,
        seat: usize,
        play: Option<&Play>,
    ) -> Option<(Board, Vec<u8>)> {
        let mut board = game.board.clone();
        if let Some(p) = play {
            for (r, c) in laid_squares(p) {
                board.set(r, c, 0);
            }
        }
        let nick = format!("p{}", seat + 1);
        let rack = game
            .log
            .iter()
            .rev()
            .find(|e| {
                e.nick == nick
                    && !matches!(e.kind, crate::games::crossword::gcg::GcgKind::EndRack(_))
            })?
            .rack
            .clone()
            .into_bytes();
        Some((board, rack))
    }

    /// Adds a row to the move list and the chart.
    fn add_turn(
        &mut self,
        game: &crate::games::crossword::game::Game,
        seat: usize,
        text: String,
        score: i32,
        play: Option<Play>,
    ) {
        let position = self.position_before(game, seat, play.as_ref());
        let total = self.total(seat) + score;
        self.turns.push(TurnRow {
            seat,
            text,
            score,
            total,
            position,
            play,
            end: false,
        });
        self.push_history(game.seats.len(), seat, score);
    }

    /// Adds the actions the game accepted since the last call to the save (the game keeps
    /// every accepted action, whoever took it, so the save never misses one).
    fn record_new_turns(&mut self, game: &crate::games::crossword::game::Game) {
        let new = game.accepted.get(self.recorded..).unwrap_or_default();
        self.recorded = game.accepted.len();
        if let Some(save) = self.save.as_mut() {
            for (seat, action) in new {
                save.record(*seat, action);
            }
        }
    }
}

/// A refused intent: its reason shows for a moment, in the app's language (a phone's goes
/// back to that phone: its reason may name the word it tried).
fn show_refusals(
    mut refused: MessageReader<Refused<Crossword>>,
    mut table: ResMut<CrosswordTable>,
) {
    let here = refused
        .read()
        .filter(|r| !crate::seat_server::table::on_phone(r.intent.seat))
        .last();
    if let Some(r) = here {
        table.toast = Some((r.reason.message(crate::i18n::language()), 4.0));
    }
}

/// The rack on screen follows the game: a new viewer sees their own rack, and after a move
/// the tiles kept stay where the player put them, new ones added at the end.
fn follow_the_turn(
    cw: Res<Crossword>,
    mut table: ResMut<CrosswordTable>,
    seats: Option<Res<Seats<Crossword>>>,
    settings: Res<crate::gui::SettingsStore>,
    time: Res<Time>,
    mut seen: Local<Option<(usize, Vec<u8>)>>,
) {
    let Some(seat) = needed_viewer(&cw, seats.as_deref()) else {
        return;
    };
    if table.viewer != Some(seat)
        && !privacy_screen_needed(&cw, seats.as_deref(), settings.settings.streamer_mode)
    {
        table.viewer = Some(seat);
    }
    // The rack is the seat's own view of it (the engine says what a seat may see), asked for
    // again only when the game or the seat at the screen changed.
    let game_rack = kept_for(&mut seen, seat, cw.is_changed(), || {
        cw.view(Viewer::Seat(seat)).own_rack()
    });
    if let Some(rack) = rearranged(&table.rack, game_rack) {
        table.rack = rack;
        table.recall();
    }
    if let Some((_, left)) = table.toast.as_mut() {
        *left -= time.delta_secs();
        if *left <= 0.0 {
            table.toast = None;
        }
    }
}

/// The rack on screen (`shown`, as its player arranged it) brought to the game's rack `now`:
/// `None` when it holds the same tiles already, else `now` arranged as [`arrange`] does.
pub fn rearranged(shown: &[u8], now: &[u8]) -> Option<Vec<u8>> {
    let mut want = now.to_vec();
    want.sort_unstable();
    let mut have = shown.to_vec();
    have.sort_unstable();
    (want != have).then(|| arrange(shown, now))
}

/// `now` (the game's rack) in the order of `before` (the rack as it was arranged): tiles kept
/// keep their order, the new ones follow.
pub fn arrange(before: &[u8], now: &[u8]) -> Vec<u8> {
    let mut left = now.to_vec();
    let mut out = Vec::with_capacity(now.len());
    for t in before {
        if let Some(i) = left.iter().position(|x| x == t) {
            out.push(left.remove(i));
        }
    }
    out.extend(left);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rack_keeps_the_players_order_after_a_move() {
        assert_eq!(arrange(b"SATIRE?", b"SIE?NOW"), b"SIE?NOW".to_vec());
        assert_eq!(arrange(b"ETAOINS", b"OSEXYZA"), b"EAOSXYZ".to_vec());
        assert_eq!(arrange(b"", b"ABC"), b"ABC".to_vec());
    }

    #[test]
    fn a_rack_arranged_by_its_player_is_left_alone_while_it_holds_the_same_tiles() {
        assert_eq!(rearranged(b"TEA?", b"?AET"), None);
        assert_eq!(rearranged(b"TEA?", b"TEAS"), Some(b"TEAS".to_vec()));
        assert_eq!(rearranged(b"", b"AB"), Some(b"AB".to_vec()));
        assert_eq!(rearranged(b"", b""), None);
    }

    #[test]
    fn laying_a_blank_waits_for_its_letter() {
        let mut t = CrosswordTable {
            rack: b"AB?".to_vec(),
            ..default()
        };
        t.lay(0, 7, 7, None);
        assert_eq!(t.blank_pick, None);
        t.lay(2, 7, 8, None);
        assert_eq!(t.blank_pick, Some(1));
        assert_eq!(t.placed(), vec![(7, 7, b'A'), (7, 8, b'?')]);
        // Laying the same slot again moves it.
        t.lay(0, 8, 7, None);
        assert_eq!(t.placed(), vec![(7, 8, b'?'), (8, 7, b'A')]);
        t.lay(2, 7, 9, Some(b'Q'));
        assert!(t.placed().contains(&(7, 9, b'q')));
        t.recall();
        assert!(t.laid.is_empty() && !t.slot_laid(0));
    }
}
