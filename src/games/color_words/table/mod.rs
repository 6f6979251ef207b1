//! Color Words at the table (feature `gui`): the round's three colour boards with their
//! letters and the bonus card shown big with the countdown, each player's 7x7 sheet where a
//! word is written by clicking its start cell and typing or by dragging across cells, the
//! live verdict and score, "Pass to NAME" when several people share the screen, computer
//! seats, the theme vote, the round's bubbles and stars with "the best word you could have
//! written", the end screen, and the autosave. Every change goes through the engine's intents
//! and every verdict comes from the rules: the table decides no rule.

mod board;
mod cards;
mod new_game;
mod overlays;
pub mod paper;
pub mod pen;
mod session;
mod text;

use bevy::prelude::*;

use crate::games::table_session::{RecordsIntents, record_intents, show_refusals};

use crate::engine::{Happened, Intent, Seats};
use crate::games::color_words::game::Game;
use crate::games::color_words::plugin::{ColorWords, ColorWordsPlugin};
use crate::games::color_words::save::ColorWordsSave;
use crate::games::color_words::scoring::WordScore;
use crate::games::color_words::search::Found;
use crate::games::color_words::state::{Action, Event, Phase, Star};
use crate::gui::Screen;

pub use pen::Pen;
pub use session::StartColorWords;

/// How long a player has to write a word, in seconds (the rule text's sand timer).
pub const ROUND_SECONDS: f64 = 90.0;
/// How long a refusal stays on screen, in seconds.
const TOAST_SECONDS: f64 = 5.0;

/// One sheet's line of the round's summary.
#[derive(Clone, Debug, PartialEq)]
pub struct SummaryRow {
    /// Whose sheet.
    pub seat: usize,
    /// The word written this round, as shown (none: passed).
    pub word: Option<String>,
    /// Its bubble, part by part.
    pub score: WordScore,
    /// Grid B: stars circled this round.
    pub circled: Vec<Star>,
    /// Grid B: stars crossed out this round because someone else circled them.
    pub lost: Vec<Star>,
    /// For a person: the best word they could have written this round.
    pub best: Option<Found>,
    /// Under a thematic card, the table's verdict on the word: it fits (the bonus), or not.
    pub theme: Option<bool>,
    /// The word was refused as a proper noun and erased.
    pub noun_refused: bool,
}

/// What the round's end shows until it is dismissed.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundSummary {
    /// The round (from 0).
    pub round: usize,
    /// A line a sheet, in seat order.
    pub rows: Vec<SummaryRow>,
}

/// Everything the Color Words table shows beyond the game itself.
#[derive(Resource, Default)]
pub struct ColorWordsTable {
    /// The save of the running game: its setup and the actions accepted so far.
    pub save: Option<ColorWordsSave>,
    /// The save replayed: intents it accepts are the ones the game accepted, in order.
    shadow: Option<ColorWords>,
    /// Which seats people play.
    pub persons: Vec<bool>,
    /// The seat whose sheet is open for writing (after "Pass to ...").
    pub viewer: Option<usize>,
    /// The word being written on the viewer's sheet.
    pub pen: Pen,
    /// A message for a moment (a refused step or word) and when it was shown.
    pub toast: Option<(String, f64)>,
    /// Whether each writer has [`ROUND_SECONDS`] (a game-night table may play untimed).
    pub timed: bool,
    /// When the viewer's countdown began (seconds since start).
    pub write_since: Option<f64>,
    /// The last round's bubbles and stars, shown until dismissed.
    pub summary: Option<RoundSummary>,
    /// A problem found when the game was loaded (the saved actions stopped there).
    pub notice: Option<String>,
    /// A game night: the round's cards big on the shared screen, every player writing on
    /// paper, then entering the word here (see [`paper`]).
    pub paper: bool,
    /// Game night: the time to write is over and the players enter their words.
    pub entering: bool,
    /// Game night: when the round's cards were flipped (the shared countdown).
    pub round_since: Option<f64>,
    /// Game night: what printing the sheet did (opened, written, or why not), the file's
    /// whole path to show on hover (none on a stream), and when.
    pub printed: Option<(String, Option<String>, f64)>,
    /// Menu was pressed during a game: the table asks before leaving (the game is saved).
    pub leaving: bool,
}

impl ColorWordsTable {
    /// A fresh table for a game about to start from `save` (its actions not yet played).
    pub fn new(save: &ColorWordsSave, game: &Game, timed: bool) -> ColorWordsTable {
        ColorWordsTable {
            save: Some(ColorWordsSave::new(save.setup.clone())),
            shadow: Some(ColorWords::new(game.clone())),
            persons: save
                .setup
                .players
                .iter()
                .map(|p| p.computer.is_none())
                .collect(),
            timed,
            paper: save.setup.paper,
            ..Default::default()
        }
    }

    /// How many seats people play.
    pub fn people(&self) -> usize {
        (0..self.persons.len())
            .filter(|&s| self.is_person(s))
            .count()
    }

    /// Whether a sheet must stay hidden until its player takes the screen: two or more
    /// people share it.
    pub fn private(&self) -> bool {
        self.people() >= 2 && !self.paper
    }

    /// The round's summary from the events that closed it, with each person's best word.
    pub fn summarise(&mut self, game: &Game, events: &[Event]) {
        let mut rows: Vec<SummaryRow> = Vec::new();
        let mut round = None;
        for event in events {
            match event {
                Event::Scored {
                    seat,
                    round: r,
                    score,
                } => {
                    round = Some(*r);
                    // Scored words are public: the sheet as anyone may see it.
                    let word = crate::games::color_words::view::sheet_seen(
                        game,
                        crate::engine::Viewer::Spectator,
                        *seat,
                    )
                    .into_iter()
                    .flat_map(|s| &s.words)
                    .find(|w| w.round == *r)
                    .map(|w| w.display.clone());
                    let best = self
                        .is_person(*seat)
                        .then(|| crate::games::color_words::players::hindsight(game, *seat, *r))
                        .flatten();
                    rows.push(SummaryRow {
                        seat: *seat,
                        word,
                        score: score.clone(),
                        circled: Vec::new(),
                        lost: Vec::new(),
                        best,
                        // The votes of the round that just closed stand until the next draw.
                        noun_refused: game.nouns.get(*seat) == Some(&Some(false)),
                        theme: game
                            .judged
                            .get(*seat)
                            .copied()
                            .flatten()
                            .filter(|_| game.nouns.get(*seat) != Some(&Some(false))),
                    });
                }
                Event::StarCircled { seat, star } => {
                    if let Some(row) = rows.iter_mut().find(|r| r.seat == *seat) {
                        row.circled.push(*star);
                    }
                }
                Event::StarLost { seat, star } => {
                    if let Some(row) = rows.iter_mut().find(|r| r.seat == *seat) {
                        row.lost.push(*star);
                    }
                }
                _ => {}
            }
        }
        if let Some(round) = round {
            self.summary = Some(RoundSummary { round, rows });
        }
    }
}

/// The seat whose sheet the table shows: the one writing, else the only person at this screen
/// (alone or against computers), else none (several people, or people on their phones: the
/// sheets stay theirs).
pub fn shown_seat(table: &ColorWordsTable, game: &Game) -> Option<usize> {
    if let Some(v) = table.viewer {
        return Some(v);
    }
    // Game night: the sheets are on paper; the screen shows the cards and the scores.
    if table.private() || table.paper {
        return None;
    }
    let phones = (0..game.players.len()).any(crate::seat_server::table::on_phone);
    (0..game.players.len())
        .find(|&s| table.is_person(s))
        .or((!phones).then_some(0))
}

/// The game's table plugin: the rules, the table's state and its systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(ColorWordsPlugin)
        .add_plugins(
            crate::seat_server::table::PhoneSeatsPlugin::<ColorWords>::new(
                super::INFO.id,
                crate::games::color_words::players::Level::Normal,
            ),
        )
        .init_resource::<ColorWordsTable>()
        .add_plugins((
            session::plugin,
            new_game::plugin,
            board::plugin,
            overlays::plugin,
        ))
        .add_systems(
            Update,
            (
                record_intents::<ColorWordsTable>,
                track_events,
                show_refusals::<ColorWordsTable>,
                follow_the_round,
            )
                .chain()
                .in_set(crate::gui::AppSystems::Sync)
                .run_if(resource_exists::<ColorWords>),
        )
        .add_systems(OnExit(Screen::Table), |mut t: ResMut<ColorWordsTable>| {
            t.pen = Pen::default();
            t.viewer = None;
            t.write_since = None;
        });
}

/// Sends an intent for `seat`.
pub fn send(intents: &mut MessageWriter<Intent<ColorWords>>, seat: usize, action: Action) {
    intents.write(Intent::new(seat, action));
}

/// The round's end opens its summary; a word written or a round over closes the pen; the
/// cards flipped start a game night's shared countdown.
fn track_events(
    cw: Res<ColorWords>,
    mut table: ResMut<ColorWordsTable>,
    mut happened: MessageReader<Happened<ColorWords>>,
    time: Res<Time>,
) {
    let events: Vec<Event> = happened.read().map(|h| h.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    for event in &events {
        if let Event::Drew(_) = event {
            table.round_since = Some(time.elapsed_secs_f64());
            table.entering = false;
        }
        if let Event::Wrote { seat, .. } | Event::Passed { seat } = event
            && table.viewer == Some(*seat)
        {
            table.viewer = None;
            table.pen = Pen::default();
            table.write_since = None;
        }
    }
    if events.iter().any(|e| matches!(e, Event::Scored { .. })) {
        table.summarise(&cw.game, &events);
    }
}

/// Opens the sheet of the one person writing when no one else shares the screen (the
/// "Pass to NAME" cover opens it otherwise), starts their countdown, and writes or passes for
/// them when it runs out.
fn follow_the_round(
    cw: Res<ColorWords>,
    mut table: ResMut<ColorWordsTable>,
    mut intents: MessageWriter<Intent<ColorWords>>,
    time: Res<Time>,
    unlock: Option<Res<crate::gui::screenshot::UnlockPrivateView>>,
) {
    let now = time.elapsed_secs_f64();
    if table
        .toast
        .as_ref()
        .is_some_and(|(_, at)| now - at > TOAST_SECONDS)
    {
        table.toast = None;
    }
    let game = &cw.game;
    if table.paper {
        paper::follow(&mut table, game, now);
        return;
    }
    let writing: Vec<usize> = match &game.phase {
        Phase::Write { .. } => game
            .acting()
            .into_iter()
            .filter(|&s| table.is_person(s))
            .collect(),
        _ => Vec::new(),
    };
    if let Some(v) = table.viewer
        && !writing.contains(&v)
    {
        table.viewer = None;
        table.pen = Pen::default();
        table.write_since = None;
    }
    if table.viewer.is_none()
        && table.summary.is_none()
        && let Some(&next) = writing.first()
        && (!table.private() || unlock.is_some())
    {
        table.viewer = Some(next);
        table.write_since = Some(now);
    }
    if let (Some(v), Some(since), true) = (table.viewer, table.write_since, table.timed)
        && now - since >= ROUND_SECONDS
    {
        let action = time_up(game, v, &table.pen);
        table.write_since = None;
        send(&mut intents, v, action);
    }
}

/// What `seat` does when their time runs out: a word the rules accept is written as it
/// stands in the pen (on paper, what is on the sheet counts), anything else passes.
pub fn time_up(game: &Game, seat: usize, pen: &Pen) -> Action {
    match pen::preview(game, seat, pen) {
        Some(p) if p.verdict.is_ok() => Action::Write {
            word: pen.word(),
            cells: pen.cells.clone(),
        },
        _ => Action::Pass,
    }
}

/// The computer seats' levels as the engine's seats take them.
pub fn seats_for(save: &ColorWordsSave) -> Seats<ColorWords> {
    let levels: Vec<_> = save.setup.players.iter().map(|p| p.computer).collect();
    Seats::new(&levels, save.setup.seed)
}

impl RecordsIntents for ColorWordsTable {
    /// Takes in an intent the engine was sent: the save keeps it when the rules accept it
    /// (the shadow game applies it exactly as the running game did).
    fn record(&mut self, seat: usize, action: &Action) {
        crate::games::table_session::keep_accepted(&mut self.save, &mut self.shadow, seat, action);
    }

    /// Whether `seat` is played by a person at this screen (not a computer, nor a person on
    /// their own phone).
    fn is_person(&self, seat: usize) -> bool {
        self.persons.get(seat).copied().unwrap_or(true)
            && !crate::seat_server::table::on_phone(seat)
    }

    /// Shows a refusal or a problem for a moment.
    fn tell(&mut self, text: String, now: f64) {
        self.toast = Some((text, now));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::color_words::material::GridName;
    use crate::games::color_words::players::{Level, choose};
    use crate::games::color_words::save::{SavedSeat, SavedSetup};
    use rand::SeedableRng;

    /// A save of `seats` (a name, and a computer's level) from `seed` on `grid`, in English.
    fn save_of(seed: u64, grid: GridName, seats: &[(&str, Option<Level>)]) -> ColorWordsSave {
        ColorWordsSave::new(SavedSetup {
            seed,
            grid,
            dictionary: crate::words::Language::English,
            players: seats
                .iter()
                .map(|&(name, computer)| SavedSeat {
                    name: name.into(),
                    computer,
                })
                .collect(),
            ..Default::default()
        })
    }

    /// The round's summary says what the table's votes decided: a proper noun taken, then
    /// judged not to fit the theme, keeps its letters and loses the bonus, and the summary
    /// says so.
    #[test]
    fn the_round_summary_says_what_the_votes_decided() {
        use crate::games::color_words::{Cell, Setup, Stacked};
        let mut letters = String::from("VUJ");
        for l in "ABCDEGILMNOPRSTUJV".chars() {
            if !letters.contains(l) {
                letters.push(l);
            }
        }
        // Card 1 is a thematic card, the first of the bonus deck.
        let game = Game::new(&Setup {
            seed: 1,
            grid: GridName::A,
            language: crate::words::Language::English,
            players: vec!["Ana".into(), "Ben".into()],
            stacked: Some(Stacked {
                letters,
                bonus: (1..=36).collect(),
            }),
        });
        let mut game = game.unwrap();
        game.apply(0, &Action::Draw).unwrap();
        // A name holding two of the round's letters (J and U), so it scores.
        let cells = (0..4).map(|c| Cell::new(c, 0).unwrap()).collect();
        let juno = Action::Write {
            word: "Juno".into(),
            cells,
        };
        game.apply(0, &juno).unwrap();
        game.apply(1, &Action::Pass).unwrap();
        let vote = |fits| Action::Vote { writer: 0, fits };
        game.apply(1, &vote(true)).unwrap();
        let events = game.apply(1, &vote(false)).unwrap();
        let save = save_of(1, GridName::A, &[("Ana", None), ("Ben", None)]);
        let mut table = ColorWordsTable::new(&save, &game, true);
        table.summarise(&game, &events);
        let summary = table.summary.expect("the round closed");
        let ana = &summary.rows[0];
        assert_eq!(ana.word.as_deref(), Some("juno"));
        assert_eq!((ana.theme, ana.noun_refused), (Some(false), false));
        assert_eq!(ana.score.bonus, 0);
        assert!(
            ana.score.total() > 0,
            "a name the table took keeps its letters"
        );
        assert_eq!(
            (summary.rows[1].theme, summary.rows[1].noun_refused),
            (None, false)
        );
    }

    /// Two people at one screen: no sheet shows until its writer takes the screen; one person
    /// with a computer sees their own sheet.
    #[test]
    fn a_sheet_shows_only_to_its_writer_when_people_share_the_screen() {
        let two = save_of(1, GridName::A, &[("Ana", None), ("Ben", None)]);
        let game = two.new_game().unwrap();
        let mut table = ColorWordsTable::new(&two, &game, true);
        assert!(table.private());
        assert_eq!(shown_seat(&table, &game), None);
        table.viewer = Some(1);
        assert_eq!(shown_seat(&table, &game), Some(1));
        let duel = save_of(1, GridName::A, &[("Hal", Some(Level::Hard)), ("Ana", None)]);
        let game = duel.new_game().unwrap();
        let table = ColorWordsTable::new(&duel, &game, true);
        assert!(!table.private());
        assert_eq!(
            shown_seat(&table, &game),
            Some(1),
            "the person's sheet, not Hal's"
        );
    }

    /// When time runs out, a word the rules accept is written as it stands; half a word or
    /// nothing passes.
    #[test]
    fn time_up_writes_an_acceptable_word_and_passes_otherwise() {
        use crate::games::color_words::game::{Setup, Stacked};
        use crate::games::color_words::material::Cell;
        // A straight-line card, not a theme: a word not in the dictionary is refused.
        let mut game = Game::new(&Setup {
            seed: 1,
            grid: GridName::A,
            language: crate::words::Language::English,
            players: vec!["Ana".into()],
            stacked: Some(Stacked {
                letters: "SLOABCDEGIMNPRTUJV".into(),
                bonus: vec![25, 13, 16, 19, 27, 31],
            }),
        })
        .unwrap();
        game.apply(0, &Action::Draw).unwrap();
        let sheet = &game.players[0].sheet;
        assert_eq!(time_up(&game, 0, &Pen::default()), Action::Pass);
        let mut pen = Pen::default();
        pen.start(sheet, Cell::START).unwrap();
        pen.type_char(sheet, 't').unwrap();
        assert_eq!(
            time_up(&game, 0, &pen),
            Action::Pass,
            "one letter is not a word"
        );
        pen.type_char(sheet, 'o').unwrap();
        assert_eq!(
            time_up(&game, 0, &pen),
            Action::Write {
                word: "to".into(),
                cells: vec![Cell::START, Cell::new(1, 0).unwrap()],
            }
        );
        pen.type_char(sheet, 'q').unwrap();
        assert_eq!(time_up(&game, 0, &pen), Action::Pass, "toq is not a word");
    }

    /// A whole game with one person and one Hard computer, every intent fed to the table as
    /// the window does (the person passes or writes the computer's choice too), and a refused
    /// intent among them.
    #[test]
    fn the_table_saves_exactly_the_accepted_actions_and_the_save_replays_the_game() {
        let save = save_of(9, GridName::B, &[("Ana", None), ("Hal", Some(Level::Hard))]);
        let mut game = save.new_game().unwrap();
        let mut table = ColorWordsTable::new(&save, &game, true);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut refused = 0;
        let mut rounds = 0;
        while !game.is_over() {
            let seat = game.acting()[0];
            // An action out of turn first: refused, and never saved.
            let other = 1 - seat;
            if !game.acting().contains(&other) {
                table.record(other, &Action::Draw);
                assert!(game.apply(other, &Action::Draw).is_err());
                refused += 1;
            }
            let action = choose(&game, seat, Level::Normal, &mut rng);
            table.record(seat, &action);
            let events = game.apply(seat, &action).unwrap();
            if events.iter().any(|e| matches!(e, Event::Scored { .. })) {
                table.summarise(&game, &events);
                let summary = table.summary.take().unwrap();
                assert_eq!(summary.round, rounds);
                assert_eq!(summary.rows.len(), 2);
                for row in &summary.rows {
                    let bubble = &game.players[row.seat].sheet.bubbles[rounds];
                    assert_eq!(row.score, bubble.score);
                    // The best word is offered to the person only, and is never worse.
                    if row.seat == 1 {
                        assert!(row.best.is_none());
                    }
                    if let Some(best) = &row.best {
                        assert!(best.score >= row.score.letter_points());
                    }
                }
                rounds += 1;
            }
        }
        assert!(refused > 0);
        assert_eq!(rounds, 6);
        let saved = table.save.unwrap();
        let again = saved.replay().unwrap();
        assert_eq!(again.totals(), game.totals());
        assert_eq!(
            again.players[0].sheet.letters,
            game.players[0].sheet.letters
        );
    }
}
