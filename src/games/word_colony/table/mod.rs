//! Word Colony's table in the window (feature `gui`): cards and colonies as sprites on the
//! shared felt, the current player's hand as a fan, drag and drop, the turn panel, the
//! question reader and reveal, the score track, the new-game options, computer seats, undo,
//! Continue and the autosave. Every change to the game goes through the engine's intents;
//! the table decides no rule.

mod board;
mod card_faces;
mod cards;
mod computer;
mod hand;
mod hud;
mod new_game;
mod overlays;
mod owners;
mod pending;
mod room;
mod score_track;
mod session;
mod settings;
pub use settings::SECTION as SETTINGS;
mod sound;
mod story;
mod typed;

use std::collections::HashMap;

use bevy::prelude::*;

use crate::engine::{Happened, Intent, Refused};
use crate::games::word_colony::ai::Level;
use crate::games::word_colony::cards::{CardId, Choice};
use crate::games::word_colony::groups::{GroupId, PlayerId};
use crate::games::word_colony::plugin::{WordColony, WordColonyPlugin};
use crate::games::word_colony::rejection::Rejection;
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::{Action, Content, Outcome, Phase, PlayerAction, Setup};
use crate::gui::Screen;
use crate::i18n::Lang;

pub use hand::free_cell;
pub use pending::{Pending, PendingTarget, Preview, special_help};
pub use story::choice_letter;
pub use typed::typed_pending;

/// How the other players answer a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AnswerMode {
    /// The laptop goes round: each answers behind a privacy screen.
    #[default]
    PassAndPlay,
    /// Everyone answers at once from their own row of keys.
    Buzzer,
}

/// The key rows of buzzer mode, one per seat: A, B, C, D.
pub const BUZZER_KEYS: [[KeyCode; 4]; 6] = [
    [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
    ],
    [KeyCode::KeyQ, KeyCode::KeyW, KeyCode::KeyE, KeyCode::KeyR],
    [KeyCode::KeyA, KeyCode::KeyS, KeyCode::KeyD, KeyCode::KeyF],
    [KeyCode::KeyZ, KeyCode::KeyX, KeyCode::KeyC, KeyCode::KeyV],
    [KeyCode::KeyU, KeyCode::KeyI, KeyCode::KeyO, KeyCode::KeyP],
    [KeyCode::KeyH, KeyCode::KeyJ, KeyCode::KeyK, KeyCode::KeyL],
];

/// What the pointer rests on: a card in the hand or a word group on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hover {
    /// A hand card.
    Card(CardId),
    /// A word group on the table.
    Group(GroupId),
}

/// The reveal of a question, kept on screen until dismissed.
#[derive(Clone, Debug)]
pub struct Reveal {
    /// Who read.
    pub reader: PlayerId,
    /// The card read.
    pub card: CardId,
    /// Each answerer's pick.
    pub picks: Vec<(PlayerId, Choice)>,
    /// The right option.
    pub correct: Choice,
    /// Who was right.
    pub right: Vec<PlayerId>,
    /// Who was wrong.
    pub wrong: Vec<PlayerId>,
    /// Cards each player drew from it.
    pub drawn: Vec<usize>,
    /// Points each player lost.
    pub lost: Vec<i32>,
    /// When the reveal began (seconds since start), for its animation.
    pub since: f64,
}

/// Everything the table shows beyond the game itself.
#[derive(Resource, Default)]
pub struct TableState {
    /// Who plays each seat: `None` for a person, else a computer's level (the engine's
    /// `Seats` play them).
    pub seats: Vec<Option<Level>>,
    /// How answers are given.
    pub answer_mode: AnswerMode,
    /// The player whose private view is unlocked (after "Pass to ...").
    pub viewer: Option<PlayerId>,
    /// The word being placed.
    pub pending: Pending,
    /// What the pending word would do, or why it is not legal.
    pub preview: Option<Result<Preview, String>>,
    /// The last reveal, until dismissed.
    pub reveal: Option<Reveal>,
    /// When the reveal was first shown (it moves on by itself when nobody plays at this
    /// screen, everyone being on phones or computers).
    pub reveal_since: Option<f64>,
    /// A message for a moment (a refused action).
    pub toast: Option<(String, f32)>,
    /// What the look-up field holds.
    pub lookup: String,
    /// A word the dictionary lacks that a person at this screen just tried, with its player:
    /// the build step offers to put it to the table's vote (house rule).
    pub ask: Option<(PlayerId, String)>,
    /// The game's story, one line an event, oldest first.
    pub log: Vec<String>,
    /// The language the log was told in: it is told again when the app's language changes.
    pub log_lang: Option<Lang>,
    /// The game was resumed from a save (the log's opening line says so).
    pub resumed: bool,
    /// Scores at the start of each turn, for the end-of-game chart.
    pub history: Vec<Vec<i32>>,
    /// Where each group was last placed (grid cells).
    pub placed: HashMap<GroupId, crate::games::word_colony::layout::Rect>,
    /// The layout as it stood at each log length of this build step, so that undo puts the
    /// words back where they were instead of leaving a grown word where it moved to.
    pub placed_at: HashMap<usize, HashMap<GroupId, crate::games::word_colony::layout::Rect>>,
    /// Groups a player dragged somewhere.
    pub pinned: HashMap<GroupId, (i32, i32)>,
    /// Bumped when a dragged group must snap back to its place.
    pub layout_epoch: u32,
    /// When the current question was read (seconds since start), for the countdown.
    pub question_since: Option<f64>,
    /// The answerers already told their time ran out on this question.
    pub timed_out: Vec<PlayerId>,
    /// The log length undo can go back to (actions after it revealed nothing hidden).
    pub undo_floor: usize,
    /// An undo took an action back since the save was last written (the engine does not
    /// see undo, so the table writes the save itself).
    pub undone: bool,
    /// The word typed from the keyboard.
    pub typed: String,
    /// The word last typed, the cell a new word would take, and which of its accepted
    /// readings is being placed (Page Down takes the next).
    pub typed_reading: Option<(String, (i32, i32), usize)>,
    /// The card being dragged.
    pub dragging: Option<CardId>,
    /// The hand card picked in the question step, waiting for "Read it".
    pub picked: Option<CardId>,
    /// What the pointer rests on, for its tooltip.
    pub hover: Option<Hover>,
    /// Streamer mode: the hand shows only while this is held.
    pub hand_key_held: bool,
    /// Problems found when the game was loaded (shown on the table).
    pub notice: Option<Notice>,
}

/// A problem found when a game was loaded, told in the current language when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The setup cannot start a game: why.
    CannotStart(String),
    /// The saved actions stopped being accepted at this one (counted from 0), for this reason.
    Stopped(usize, Rejection),
}

impl Notice {
    /// What the table says about it.
    pub fn text(&self) -> String {
        match self {
            Notice::CannotStart(e) => crate::i18n::tr!("wc-notice-cannot-start", error = e.clone()),
            Notice::Stopped(at, why) => {
                crate::i18n::tr!("wc-notice-stopped", action = *at, reason = why.to_string())
            }
        }
    }
}

impl TableState {
    /// Whether `player` is a person at this screen (not a computer, nor a person on their own
    /// phone).
    pub fn is_human(&self, player: PlayerId) -> bool {
        self.seats.get(player).is_none_or(Option::is_none)
            && !crate::seat_server::table::on_phone(player)
    }

    /// How many of the `players` seats are people.
    pub fn people(&self, players: usize) -> usize {
        (0..players).filter(|&p| self.is_human(p)).count()
    }

    /// The answerers whose countdown of `timer` seconds (0: none) has ended at `now` and who
    /// have not answered, nor been told yet: in buzzer mode everyone still thinking; passing
    /// the laptop, the one answering behind the privacy screen (the next one's countdown
    /// starts when they open it). Without this a player who never answers would stop the game.
    pub fn out_of_time(
        &self,
        game: &crate::games::word_colony::Game,
        timer: u32,
        now: f64,
    ) -> Vec<PlayerId> {
        let (Some(q), Some(since)) = (game.question.as_ref(), self.question_since) else {
            return Vec::new();
        };
        if timer == 0 || now - since < f64::from(timer) || self.reveal.is_some() {
            return Vec::new();
        }
        let waiting = |p: &PlayerId| q.answering[*p] && !q.done(*p) && !self.timed_out.contains(p);
        match self.answer_mode {
            AnswerMode::Buzzer => (0..game.players.len()).filter(waiting).collect(),
            // Players on their phones answer at once, on the question's clock.
            AnswerMode::PassAndPlay => needed_viewer(game, self)
                .filter(|&v| self.viewer == Some(v))
                .into_iter()
                .chain((0..game.players.len()).filter(|&p| crate::seat_server::table::on_phone(p)))
                .filter(waiting)
                .collect(),
        }
    }

    /// Opens `viewer`'s private view. When they open it to answer, their countdown starts
    /// now: the seconds spent passing the laptop are not theirs.
    pub fn unlock(&mut self, viewer: PlayerId, answering: bool, now: f64) {
        self.viewer = Some(viewer);
        if answering && self.question_since.is_some() {
            self.question_since = Some(now);
        }
    }
}

/// What the New Game screen (or Continue, or a rematch) asks the table to start.
#[derive(Message, Clone)]
pub struct StartGame {
    /// The game to start or resume.
    pub save: SaveFile,
    /// Its content.
    pub content: Content,
    /// How answers are given.
    pub answer_mode: AnswerMode,
}

/// The table, its screens' panels and its part of the title screen.
pub fn plugin(app: &mut App) {
    crate::gui::settings_panel::add_game_settings(app, settings::SECTION);
    app.add_plugins(WordColonyPlugin)
        .add_plugins(
            crate::seat_server::table::PhoneSeatsPlugin::<WordColony>::new(
                super::INFO.id,
                crate::games::word_colony::ai::Level::Normal,
            ),
        )
        .init_resource::<TableState>()
        .add_message::<StartGame>()
        .add_systems(Update, start_game.in_set(crate::gui::AppSystems::Input))
        .add_systems(
            OnEnter(Screen::Table),
            keep_values_readable.run_if(resource_exists::<WordColony>),
        )
        .add_systems(
            Update,
            (track_outcomes, show_refusals, unlock_without_privacy_screen)
                .chain()
                .in_set(crate::gui::AppSystems::Sync)
                .run_if(resource_exists::<WordColony>),
        )
        .add_plugins((
            hud::plugin,
            new_game::plugin,
            session::plugin,
            sound::plugin,
            cards::plugin,
            board::plugin,
            hand::plugin,
            pending::plugin,
            computer::plugin,
            owners::plugin,
        ));
}

/// The camera's framing stops zooming out where a card's value would be too small to read.
fn keep_values_readable(mut smallest: ResMut<crate::gui::view::SmallestText>) {
    smallest.0 = Some(card_faces::label_layout(true).value_size);
}

/// Starts (or resumes) a game: replays its log, sets up the seats, opens the table.
fn start_game(
    mut commands: Commands,
    mut starts: MessageReader<StartGame>,
    mut state: ResMut<TableState>,
    mut next: ResMut<NextState<Screen>>,
    mut active: ResMut<crate::gui::ActiveGame>,
    time: Res<Time>,
) {
    let Some(start) = starts.read().last().cloned() else {
        return;
    };
    let mut wc = match WordColony::start(start.save.setup.clone(), start.content.clone()) {
        Ok(wc) => wc,
        Err(e) => {
            state.notice = Some(Notice::CannotStart(e));
            return;
        }
    };
    let replayed = wc.replay(&start.save.actions);
    let notice = replayed.stopped.map(|(i, r)| Notice::Stopped(i, r));
    *state = TableState {
        seats: start
            .save
            .setup
            .players
            .iter()
            .map(|s| s.computer)
            .collect(),
        answer_mode: answer_mode_for(&start.save.setup, start.answer_mode),
        undo_floor: wc.log.len(),
        history: replayed.history,
        notice,
        // Resumed while a question is open: its countdown starts again.
        question_since: wc.game.question.is_some().then(|| time.elapsed_secs_f64()),
        ..default()
    };
    // The game's opening line, then a resumed game's story where it was left (so a finished
    // game's last line stays its result).
    state.resumed = !wc.log.is_empty();
    let lang = crate::i18n::language();
    state.log = story::story(&wc, lang, intro(lang, &wc, state.resumed));
    state.log_lang = Some(lang);
    commands.insert_resource(wc.seats());
    commands.insert_resource(wc);
    active.0 = Some(crate::games::word_colony::INFO.id);
    next.set(Screen::Table);
}

/// How the table collects answers: buzzer keys when the game was set up so (a resumed game
/// answers as it was set up), else as asked.
fn answer_mode_for(setup: &Setup, asked: AnswerMode) -> AnswerMode {
    if setup.buzzer_answers {
        AnswerMode::Buzzer
    } else {
        asked
    }
}

/// The log's opening line, in `lang`.
fn intro(lang: Lang, wc: &WordColony, resumed: bool) -> String {
    let points = wc.game.finish_line;
    if resumed {
        crate::i18n::tr_in!(lang, "wc-log-intro-resumed", points = points)
    } else {
        crate::i18n::tr_in!(lang, "wc-log-intro", points = points)
    }
}

/// Keeps the log, the reveal, the score history and undo in step with the engine.
fn track_outcomes(
    mut happened: MessageReader<Happened<WordColony>>,
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    time: Res<Time>,
) {
    let game = &wc.game;
    // The log is the story of the action log: told again whenever the game changes, so an
    // undone action leaves no line behind, and in the new language when the language changes.
    let lang = crate::i18n::language();
    if wc.is_changed() || state.log_lang != Some(lang) {
        let first = intro(lang, &wc, state.resumed);
        state.log = story::story(&wc, lang, first);
        state.log_lang = Some(lang);
    }
    for Happened(o) in happened.read() {
        match o {
            Outcome::QuestionRead { .. } => {
                state.question_since = Some(time.elapsed_secs_f64());
                state.timed_out.clear();
            }
            Outcome::AnswersRevealed {
                correct,
                right,
                wrong,
            } => {
                let (reader, card) = last_question(&wc);
                state.reveal = Some(Reveal {
                    reader,
                    card,
                    picks: story::last_picks(&wc.log),
                    correct: *correct,
                    right: right.clone(),
                    wrong: wrong.clone(),
                    drawn: vec![0; game.players.len()],
                    lost: vec![0; game.players.len()],
                    since: time.elapsed_secs_f64(),
                });
                state.question_since = None;
            }
            Outcome::CardDrawn { player, .. } => {
                if game.phase == Phase::Build
                    && let Some(r) = state.reveal.as_mut()
                {
                    r.drawn[*player] += 1;
                }
            }
            Outcome::Scored(e) => {
                if e.reason == crate::games::word_colony::actions::ScoreReason::BlackQuestion
                    && let Some(r) = state.reveal.as_mut()
                {
                    r.lost[e.player] -= e.delta;
                }
            }
            Outcome::TurnStarted { .. } => state.history.push(wc.scores()),
            _ => {}
        }
    }
    // Undo may go back over actions that showed nothing hidden, within this build step.
    if wc.is_changed() {
        let log = &wc.log;
        let hidden = |a: &PlayerAction| {
            !matches!(
                a.action,
                Action::Build { .. }
                    | Action::Expand { .. }
                    | Action::Colony { .. }
                    | Action::Decolonize { .. }
                    | Action::ClaimSupercolony { .. }
                    | Action::Immunity { .. }
                    | Action::Conquest { .. }
            )
        };
        if game.phase != Phase::Build || log.last().is_some_and(hidden) {
            state.undo_floor = log.len();
        }
        state.undo_floor = state.undo_floor.min(log.len());
    }
}

/// The card of the question just revealed: the last `Read` in the log.
fn last_question(wc: &WordColony) -> (PlayerId, CardId) {
    wc.log
        .iter()
        .rev()
        .find_map(|a| match a.action {
            Action::Read { card } => Some((a.player, card)),
            _ => None,
        })
        .unwrap_or((0, CardId(0)))
}

/// A refused intent from a person is shown for a few seconds.
fn show_refusals(
    mut refused: MessageReader<Refused<WordColony>>,
    mut state: ResMut<TableState>,
    time: Res<Time>,
) {
    for r in refused.read() {
        if state.is_human(r.intent.seat) {
            state.toast = Some((r.reason.to_string(), 4.0));
            if let crate::games::word_colony::Rejection::NotInDictionary(word) = &r.reason {
                state.ask = Some((r.intent.seat, word.clone()));
            }
        }
    }
    if state.toast.is_some()
        && let Some((_, t)) = state.toast.as_mut()
    {
        *t -= time.delta_secs();
        if *t <= 0.0 {
            state.toast = None;
        }
    }
}

/// Sends an intent for `player`.
pub fn send(intents: &mut MessageWriter<Intent<WordColony>>, player: PlayerId, action: Action) {
    intents.write(Intent::new(player, action));
}

/// Remembers the layout the table shows with `log_len` actions played, for [`undo`]; only
/// the lengths undo can still go back to are kept.
pub fn remember_layout(
    state: &mut TableState,
    log_len: usize,
    rects: &HashMap<GroupId, crate::games::word_colony::layout::Rect>,
) {
    let floor = state.undo_floor;
    state
        .placed_at
        .retain(|&len, _| len >= floor && len <= log_len);
    state.placed_at.insert(log_len, rects.clone());
}

/// Rebuilds the game without its last action (undo within the build step).
pub fn undo(wc: &mut WordColony, state: &mut TableState) -> bool {
    if wc.log.len() <= state.undo_floor {
        return false;
    }
    let mut save = wc.save();
    save.actions.pop();
    match save.replay(&wc.content) {
        Ok(game) => {
            wc.game = game;
            wc.log = save.actions;
            state.undone = true;
            state.pending = Pending::default();
            if let Some(before) = state.placed_at.get(&wc.log.len()) {
                state.placed = before.clone();
            }
            true
        }
        Err(_) => false,
    }
}

/// The human whose private view is needed now, if any.
pub fn needed_viewer(
    game: &crate::games::word_colony::Game,
    state: &TableState,
) -> Option<PlayerId> {
    // While the table votes on words every voter looks at the screen: no hand shows.
    if game.result.is_some() || state.reveal.is_some() || game.house_vote.open.is_some() {
        return None;
    }
    match game.phase {
        Phase::Answer => {
            if state.answer_mode == AnswerMode::Buzzer {
                return None;
            }
            let q = game.question.as_ref()?;
            (0..game.players.len()).find(|&p| q.answering[p] && !q.done(p) && state.is_human(p))
        }
        Phase::Over => None,
        _ => state.is_human(game.current).then_some(game.current),
    }
}

/// Whether the "Pass to NAME" screen must cover the table before the private view of the
/// player `needed_viewer` names opens. Only another person could see what is private, so one
/// person against computer seats never meets it. In streamer mode the hand shows only while
/// its player holds Space, so only answering (the options the answerer clicks) still needs it.
pub fn privacy_screen_needed(
    game: &crate::games::word_colony::Game,
    state: &TableState,
    streamer: bool,
) -> bool {
    state.people(game.players.len()) >= 2 && (!streamer || game.phase == Phase::Answer)
}

/// Opens the private view of the player who needs it when no privacy screen is wanted (one
/// person at the table, or streamer mode outside answering): the table waits for no button.
fn unlock_without_privacy_screen(
    wc: Res<WordColony>,
    mut state: ResMut<TableState>,
    settings: Res<crate::gui::SettingsStore>,
    time: Res<Time>,
) {
    let game = &wc.game;
    if let Some(viewer) = needed_viewer(game, &state)
        && state.viewer != Some(viewer)
        && !privacy_screen_needed(game, &state, settings.settings.streamer_mode)
    {
        let answering = game.phase == Phase::Answer;
        state.unlock(viewer, answering, time.elapsed_secs_f64());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::Game;
    use crate::games::word_colony::fixtures::{fixed, reach_answer};

    fn two_people() -> (Game, TableState) {
        let game = fixed(&["Ana", "Ben"], &["FLOWE", "ATZZZ"]);
        let state = TableState {
            seats: vec![None, None],
            ..default()
        };
        (game, state)
    }

    #[test]
    fn undo_puts_a_grown_word_back_where_it_was() {
        use crate::games::word_colony::layout::arrange;
        use room::ROW_CELLS;
        // Ana's WIN with Ben's AT just past its end; Ben then adds EMAKER to WIN, which no
        // longer fits there and moves.
        let text = include_str!("../../../../docs/examples/winemaker.ron");
        let save = SaveFile::parse(text).expect("the example parses");
        let content = Content::for_setup(&save.setup).expect("content");
        let mut wc = WordColony::start(save.setup.clone(), content).expect("starts");
        assert!(wc.replay(&save.actions[..9]).stopped.is_none());
        let id = |wc: &WordColony, text: &str| {
            let g = wc
                .game
                .table
                .groups
                .iter()
                .find(|g| g.last().text() == text);
            g.expect("on the table").id
        };
        let (win, at) = (id(&wc, "WIN"), id(&wc, "AT"));
        let mut placed = arrange(&wc.game.table, &HashMap::new(), &HashMap::new(), ROW_CELLS);
        let r = placed[&win];
        placed.insert(
            at,
            crate::games::word_colony::layout::Rect {
                x: r.x + r.w + 1,
                y: r.y,
                ..placed[&at]
            },
        );
        let mut state = TableState {
            seats: vec![None, None],
            undo_floor: 8,
            ..default()
        };
        state.placed = arrange(&wc.game.table, &placed, &HashMap::new(), ROW_CELLS);
        let before = state.placed.clone();
        remember_layout(&mut state, wc.log.len(), &before);
        assert!(wc.replay(&save.actions[9..10]).stopped.is_none());
        state.placed = arrange(&wc.game.table, &state.placed, &HashMap::new(), ROW_CELLS);
        let grown = id(&wc, "WINEMAKER");
        assert_ne!(state.placed[&grown], before[&win], "the grown word moved");
        let moved = state.placed.clone();
        remember_layout(&mut state, wc.log.len(), &moved);

        assert!(undo(&mut wc, &mut state));
        let after = arrange(&wc.game.table, &state.placed, &HashMap::new(), ROW_CELLS);
        assert_eq!(after, before, "every word is back in its place");
    }

    #[test]
    fn a_buzzer_game_resumes_with_buzzer_keys_and_old_saves_read_as_before() {
        let text =
            r#"(setup: (seed: 1, players: [(name: "Ana"), (name: "Ben")], buzzer_answers: true))"#;
        let save = SaveFile::parse(text).expect("parses");
        assert_eq!(
            answer_mode_for(&save.setup, AnswerMode::PassAndPlay),
            AnswerMode::Buzzer
        );
        let old = SaveFile::parse(r#"(setup: (seed: 1, players: [(name: "Ana")]))"#).unwrap();
        assert!(!old.setup.buzzer_answers);
        assert_eq!(
            answer_mode_for(&old.setup, AnswerMode::PassAndPlay),
            AnswerMode::PassAndPlay
        );
        // A pass-the-laptop game's save does not mention the field at all.
        assert!(!old.to_ron().contains("buzzer"));
    }

    #[test]
    fn the_privacy_screen_stands_only_between_two_people() {
        let (game, mut state) = two_people();
        assert_eq!(needed_viewer(&game, &state), Some(0));
        assert!(privacy_screen_needed(&game, &state, false));
        // One person against the computer: nobody else could look.
        state.seats[1] = Some(Level::Easy);
        assert!(!privacy_screen_needed(&game, &state, false));
    }

    #[test]
    fn streamer_mode_skips_the_privacy_screen_except_for_answers() {
        let (mut game, state) = two_people();
        assert!(!privacy_screen_needed(&game, &state, true), "the draw step");
        reach_answer(&mut game);
        assert_eq!(needed_viewer(&game, &state), Some(1), "Ben answers");
        assert!(
            privacy_screen_needed(&game, &state, true),
            "answers stay private"
        );
    }

    #[test]
    fn an_answerer_out_of_time_gives_no_answer_and_the_game_goes_on() {
        let (mut game, mut state) = two_people();
        reach_answer(&mut game);
        // Passing the laptop: Ben opens the question at 17 s; 20 s to answer.
        state.question_since = Some(17.0);
        assert!(
            state.out_of_time(&game, 20, 36.0).is_empty(),
            "behind the screen"
        );
        state.unlock(1, true, 17.0);
        assert!(state.out_of_time(&game, 20, 36.0).is_empty(), "time left");
        assert!(state.out_of_time(&game, 0, 99.0).is_empty(), "no countdown");
        assert_eq!(state.out_of_time(&game, 20, 37.5), vec![1]);
        // The rules take it as a wrong answer and reveal.
        let out = game
            .apply(&PlayerAction {
                player: 1,
                action: Action::TimeUp,
            })
            .expect("Ben's time is up");
        assert!(
            out.iter()
                .any(|o| matches!(o, Outcome::AnswersRevealed { wrong, .. } if wrong == &[1])),
            "{out:?}"
        );
        assert_eq!(game.phase, Phase::Build);
    }

    #[test]
    fn in_buzzer_mode_everyone_still_thinking_runs_out_of_time_once() {
        let (mut game, mut state) = two_people();
        reach_answer(&mut game);
        state.answer_mode = AnswerMode::Buzzer;
        state.question_since = Some(10.0);
        assert!(state.out_of_time(&game, 20, 29.0).is_empty());
        assert_eq!(state.out_of_time(&game, 20, 30.0), vec![1]);
        state.timed_out.push(1);
        assert!(state.out_of_time(&game, 20, 31.0).is_empty(), "told once");
    }

    #[test]
    fn the_answer_countdown_starts_when_the_answerer_opens_the_question() {
        let (mut game, mut state) = two_people();
        reach_answer(&mut game);
        // Read at 10 s; the laptop reaches Ben at 17 s: his 20 s start then.
        state.question_since = Some(10.0);
        state.unlock(1, true, 17.0);
        assert_eq!(state.viewer, Some(1));
        assert_eq!(state.question_since, Some(17.0));
        // Unlocking to build does not touch a countdown.
        state.unlock(0, false, 30.0);
        assert_eq!(state.question_since, Some(17.0));
    }
}
