//! Play On Words at the table (feature `gui`): the players' strip, the round's challenge card
//! with its ticks, the draw pile and the two discard piles, the words on the table grouped by
//! owner (each card's colour shown, covered letters underneath), the hand as a fan sorted by
//! colour behind "Pass to NAME", cards dragged (or clicked, then placed) into a lay-down or
//! onto a word with the engine's live verdict, computer seats, the round's summary with the
//! running score table, the end screen and the autosave. Every change goes through the
//! engine's intents and every verdict comes from the rules: the table decides no rule.

mod board;
mod cards;
pub mod draft;
mod hand;
mod new_game;
mod overlays;
mod session;

use bevy::prelude::*;

use crate::games::table_session::{RecordsIntents, record_intents, show_refusals};

use crate::engine::{Happened, Intent, SeatView, Seats, Viewer};
use crate::games::play_on_words::cards::Card;
use crate::games::play_on_words::game::Game;
use crate::games::play_on_words::plugin::{PlayOnWords, PlayOnWordsPlugin};
use crate::games::play_on_words::save::PlayOnWordsSave;
use crate::games::play_on_words::state::{Action, Event, Phase, Pile};
use crate::gui::Screen;

pub use draft::Draft;
pub use hand::sort_by_colour;
pub use session::StartPlayOnWords;

/// How long a refusal stays on screen, in seconds.
const TOAST_SECONDS: f64 = 5.0;

/// Everything the Play On Words table shows beyond the game itself.
#[derive(Resource, Default)]
pub struct PowTable {
    /// The save of the running game: its setup and the actions accepted so far.
    pub save: Option<PlayOnWordsSave>,
    /// The save replayed: intents it accepts are the ones the game accepted, in order.
    shadow: Option<PlayOnWords>,
    /// Which seats people play.
    pub persons: Vec<bool>,
    /// The seat whose hand is open (after "Pass to ..." when people share the screen).
    pub viewer: Option<usize>,
    /// Each seat's hand in the order its player keeps it.
    pub orders: Vec<Vec<Card>>,
    /// What the viewer is putting together.
    pub draft: Draft,
    /// The hand card picked up by a click, to be placed by the next click.
    pub selected: Option<Card>,
    /// The hand card being dragged.
    pub dragging: Option<Card>,
    /// The lay-down row the keyboard lays into (↓ lays the picked-up card there).
    pub key_row: usize,
    /// A word typed to make on the table (a change of one of its words).
    pub typed: String,
    /// Why the word typed could not be made, if it could not.
    pub typed_refused: Option<String>,
    /// Whether a text field had the keyboard last frame (the table's own keys then rest).
    pub typing: bool,
    /// From challenge 5: the first pile chosen for taking two cards.
    pub first_of_two: Option<Pile>,
    /// Whether the viewer takes two cards this turn (announced before taking).
    pub take_two: bool,
    /// A message for a moment (a refusal) and when it was shown.
    pub toast: Option<(String, f64)>,
    /// The finished round whose summary is open (an index into the game's history).
    pub summary: Option<usize>,
    /// The current turn's story so far (its player and each line), kept so the round's
    /// summary can show step by step how its winner went out.
    pub turn_story: Vec<(usize, String)>,
    /// A problem found when the game was loaded (the saved actions stopped there).
    pub notice: Option<String>,
    /// Streamer mode: whether the key that shows the hand is held.
    pub hand_key_held: bool,
    /// Streamer mode: L keeps the hand open until L again or the end of the turn.
    pub hand_kept_open: bool,
    /// The hint asked for this turn, in words (the move shows in the draft when it is one).
    pub hint: Option<String>,
    /// The last moves, in words (what a computer seat did is told here).
    pub log: Vec<String>,
}

impl PowTable {
    /// A fresh table for a game about to start from `save` (its actions not yet played).
    pub fn new(save: &PlayOnWordsSave, game: &Game) -> PowTable {
        PowTable {
            save: Some(PlayOnWordsSave::new(save.setup.clone())),
            shadow: Some(PlayOnWords::new(game.clone())),
            persons: save
                .setup
                .players
                .iter()
                .map(|p| p.computer.is_none())
                .collect(),
            orders: vec![Vec::new(); save.setup.players.len()],
            ..Default::default()
        }
    }

    /// Whether hands must stay hidden until their player takes the screen: two or more
    /// people share it.
    pub fn private(&self) -> bool {
        (0..self.persons.len())
            .filter(|&s| self.is_person(s))
            .count()
            >= 2
    }

    /// Puts every card of the draft back in the hand and drops any card picked up.
    pub fn clear_draft(&mut self) {
        self.draft = Draft::Empty;
        self.selected = None;
        self.dragging = None;
        self.key_row = 0;
    }
}

/// The seat whose hand the screen shows: the viewer, or the one person at the table while
/// computers play (their hands are never shown).
pub fn shown_seat(table: &PowTable) -> Option<usize> {
    table.viewer.or_else(|| {
        (!table.private())
            .then(|| (0..table.persons.len()).find(|&s| table.is_person(s)))
            .flatten()
    })
}

/// The game's table plugin: the rules, the table's state and its systems.
pub fn plugin(app: &mut App) {
    app.add_plugins(PlayOnWordsPlugin)
        .add_plugins(
            crate::seat_server::table::PhoneSeatsPlugin::<PlayOnWords>::new(
                super::INFO.id,
                crate::games::play_on_words::players::Level::Normal,
            ),
        )
        .init_resource::<PowTable>()
        .add_plugins((
            session::plugin,
            new_game::plugin,
            board::plugin,
            overlays::plugin,
        ))
        .add_systems(
            Update,
            (
                record_intents::<PowTable>,
                track_events,
                show_refusals::<PowTable>,
                follow_turns,
            )
                .chain()
                .in_set(crate::gui::AppSystems::Sync)
                .run_if(resource_exists::<PlayOnWords>),
        )
        .add_systems(OnExit(Screen::Table), |mut t: ResMut<PowTable>| {
            t.clear_draft();
            t.viewer = None;
        });
}

/// Sends an intent for `seat`.
pub fn send(intents: &mut MessageWriter<Intent<PlayOnWords>>, seat: usize, action: Action) {
    intents.write(Intent::new(seat, action));
}

/// The seat an event tells of, for the turn's story.
fn actor(event: &Event) -> Option<usize> {
    match event {
        Event::Drew { seat, .. }
        | Event::LaidDown { seat, .. }
        | Event::Changed { seat, .. }
        | Event::Bonus { seat, .. }
        | Event::Discarded { seat, .. }
        | Event::WentOut { seat } => Some(*seat),
        _ => None,
    }
}

impl PowTable {
    /// Adds a line to the turn's story; another seat's line starts a new turn's.
    pub fn note_turn(&mut self, seat: usize, line: String) {
        if self.turn_story.last().is_some_and(|(s, _)| *s != seat) {
            self.turn_story.clear();
        }
        self.turn_story.push((seat, line));
    }

    /// Adds what `event` tells to the turn's story.
    pub fn note_event(&mut self, game: &Game, event: &Event) {
        if let (Some(seat), Some(line)) = (actor(event), log_line(game, event)) {
            self.note_turn(seat, line);
        }
    }

    /// The lines of `seat`'s last turn, in order (none when the story is another's).
    pub fn turn_of(&self, seat: usize) -> Vec<&str> {
        self.turn_story
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, l)| l.as_str())
            .collect()
    }
}

/// A play accepted empties the draft; a round's end opens its summary.
fn track_events(
    pow: Res<PlayOnWords>,
    mut table: ResMut<PowTable>,
    mut happened: MessageReader<Happened<PlayOnWords>>,
) {
    for h in happened.read() {
        table.hint = None;
        table.note_event(&pow.game, &h.0);
        if let Some(line) = log_line(&pow.game, &h.0) {
            table.log.push(line);
            let extra = table.log.len().saturating_sub(LOG_LINES);
            table.log.drain(..extra);
        }
        match &h.0 {
            Event::LaidDown { .. } | Event::Changed { .. } | Event::Discarded { .. } => {
                table.clear_draft();
            }
            Event::RoundEnded { .. } => {
                table.clear_draft();
                table.summary = Some(pow.game.history.len().saturating_sub(1));
            }
            Event::Drew { .. } => {
                table.first_of_two = None;
                table.take_two = false;
            }
            _ => {}
        }
    }
}

/// How many moves the log keeps.
const LOG_LINES: usize = 12;

/// A move told in the player's language; `None` for what the table shows otherwise.
pub fn log_line(game: &Game, event: &Event) -> Option<String> {
    use crate::i18n::tr;
    let name = |s: &usize| game.seats.get(*s).map_or(String::new(), |p| p.name.clone());
    Some(match event {
        Event::Drew { seat, pile, card } => match pile {
            Pile::Stock => tr!("pow-log-drew-stock", name = name(seat)),
            Pile::Discard(d) => tr!(
                "pow-log-drew-pile",
                name = name(seat),
                card = card_name(*card),
                pile = d + 1
            ),
        },
        Event::StockRebuilt { .. } => tr!("pow-log-rebuilt"),
        Event::LaidDown { seat, words } => tr!(
            "pow-log-laid",
            name = name(seat),
            words = words
                .iter()
                .filter_map(|&w| game.words.get(w).map(|w| w.text()))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::Changed { seat, from, to, .. } => tr!(
            "pow-log-changed",
            name = name(seat),
            from = from.clone(),
            to = to.clone()
        ),
        Event::Bonus { seat, word, points } => tr!(
            "pow-log-bonus",
            name = name(seat),
            word = word.clone(),
            points = *points
        ),
        Event::Discarded { seat, card, pile } => tr!(
            "pow-log-discarded",
            name = name(seat),
            card = card_name(*card),
            pile = pile + 1
        ),
        Event::WentOut { seat } => tr!("pow-log-out", name = name(seat)),
        Event::VoteOpened { seat, words } => tr!(
            "house-log-asked",
            name = name(seat),
            words = words.join(", ")
        ),
        Event::Voted {
            words, accepted, ..
        } => {
            if *accepted {
                tr!("house-log-accepted", words = words.join(", "))
            } else {
                tr!("house-log-refused", words = words.join(", "))
            }
        }
        _ => return None,
    })
}

/// A card named for the log: its letter and colour, or the wild.
pub fn card_name(card: Card) -> String {
    use crate::games::play_on_words::cards::Colour;
    use crate::i18n::tr;
    match card {
        Card::Letter(colour, l) => {
            let colour = match colour {
                Colour::Red => tr!("pow-colour-red"),
                Colour::Blue => tr!("pow-colour-blue"),
                Colour::Green => tr!("pow-colour-green"),
            };
            tr!(
                "pow-card-letter",
                letter = (l as char).to_string(),
                colour = colour
            )
        }
        Card::Wild => tr!("pow-card-wild"),
        Card::DoubleWild => tr!("pow-card-double-wild"),
    }
}

/// Opens the hand of the person whose turn it is when no one else shares the screen (the
/// "Pass to NAME" cover opens it otherwise), closes it when the turn passes, and keeps each
/// hand's order in step with the cards it holds.
fn follow_turns(
    pow: Res<PlayOnWords>,
    mut table: ResMut<PowTable>,
    time: Res<Time>,
    unlock: Option<Res<crate::gui::screenshot::UnlockPrivateView>>,
    mut seen: Local<Option<(usize, Vec<Card>)>>,
) {
    let now = time.elapsed_secs_f64();
    if table
        .toast
        .as_ref()
        .is_some_and(|(_, at)| now - at > TOAST_SECONDS)
    {
        table.toast = None;
    }
    let game = &pow.game;
    let turn = match game.phase() {
        Phase::Draw { seat } | Phase::Play { seat } => Some(seat),
        _ => None,
    };
    // While the table votes on words every voter looks at the screen: no hand shows (the
    // "Pass to" cover brings the player's back afterwards).
    if let Some(v) = table.viewer
        && (turn != Some(v) || game.house_vote.open.is_some())
    {
        table.viewer = None;
        table.hand_kept_open = false;
        table.clear_draft();
    }
    if table.viewer.is_none()
        && game.house_vote.open.is_none()
        && let Some(seat) = turn
        && table.is_person(seat)
        && (!table.private() || unlock.is_some())
    {
        table.viewer = Some(seat);
    }
    if table.orders.len() != game.seats.len() {
        table.orders = vec![Vec::new(); game.seats.len()];
    }
    // Only the hand the screen may show is taken, from that seat's own view (the engine says
    // what a seat may see, and a view is built again only when the game or the seat shown
    // changed); another seat's order waits, as it was, until its hand shows again.
    if let Some(seat) = shown_seat(&table) {
        let hand = crate::engine::kept_for(&mut seen, seat, pow.is_changed(), || {
            pow.view(Viewer::Seat(seat)).own_hand()
        });
        hand::keep_order(&mut table.orders[seat], hand);
    }
}

/// The computer seats' levels as the engine's seats take them.
pub fn seats_for(save: &PlayOnWordsSave) -> Seats<PlayOnWords> {
    let levels: Vec<_> = save.setup.players.iter().map(|p| p.computer).collect();
    Seats::new(&levels, save.setup.seed)
}

impl RecordsIntents for PowTable {
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
    use crate::games::play_on_words::players::{Level, choose};
    use crate::games::play_on_words::save::{PlayOnWordsSeat, PlayOnWordsSetup};
    use rand::SeedableRng;

    fn setup(players: Vec<(&str, Option<Level>)>) -> PlayOnWordsSave {
        PlayOnWordsSave::new(PlayOnWordsSetup {
            seed: 11,
            rounds: 2,
            players: players
                .into_iter()
                .map(|(name, computer)| PlayOnWordsSeat {
                    name: name.into(),
                    computer,
                })
                .collect(),
            ..Default::default()
        })
    }

    /// Two people at one screen: no hand shows until its player takes the screen; one person
    /// with computers sees only their own hand, even on a computer's turn.
    #[test]
    fn a_hand_shows_only_to_its_player() {
        let two = setup(vec![("Ana", None), ("Ben", None)]);
        let game = two.new_game(&two.lexicon().unwrap());
        let mut table = PowTable::new(&two, &game);
        assert!(table.private());
        assert_eq!(shown_seat(&table), None);
        table.viewer = Some(1);
        assert_eq!(shown_seat(&table), Some(1));
        let trio = setup(vec![
            ("Hal", Some(Level::Hard)),
            ("Ana", None),
            ("Eve", Some(Level::Easy)),
        ]);
        let game = trio.new_game(&trio.lexicon().unwrap());
        let table = PowTable::new(&trio, &game);
        assert!(!table.private());
        assert_eq!(shown_seat(&table), Some(1), "Ana's hand, not Hal's");
    }

    /// The round's winner's last turn is kept step by step for the summary: the lines of
    /// that turn only, ending with going out.
    #[test]
    fn the_summary_can_tell_how_the_winner_went_out() {
        let save = setup(vec![
            ("Hal", Some(Level::Normal)),
            ("Eve", Some(Level::Normal)),
        ]);
        let mut game = save.new_game(&save.lexicon().unwrap());
        let mut table = PowTable::new(&save, &game);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let winner = loop {
            let seat = game.acting()[0];
            let action = choose(&game, seat, Level::Normal, &mut rng);
            let events = game.apply(seat, &action).unwrap();
            let mut ended = None;
            for e in &events {
                table.note_event(&game, e);
                if let Event::WentOut { seat } = e {
                    ended = Some(*seat);
                }
            }
            if let Some(w) = ended {
                break w;
            }
        };
        let steps = table.turn_of(winner);
        let name = &game.seats[winner].name;
        assert!(steps.len() >= 2, "{steps:?}");
        assert!(steps.iter().all(|l| l.contains(name.as_str())), "{steps:?}");
        assert_eq!(
            *steps.last().unwrap(),
            crate::i18n::tr!("pow-log-out", name = name.clone())
        );
        assert!(
            table.turn_of(1 - winner).is_empty(),
            "only the winner's turn"
        );
    }

    /// A whole short game, every intent fed to the table as the window does, refused ones
    /// among them: the save keeps exactly the accepted actions and replays the same game.
    #[test]
    fn the_table_saves_exactly_the_accepted_actions() {
        let save = setup(vec![("Ana", None), ("Hal", Some(Level::Hard))]);
        let mut game = save.new_game(&save.lexicon().unwrap());
        let mut table = PowTable::new(&save, &game);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let mut refused = 0;
        let mut steps = 0;
        while !game.is_over() && steps < 5_000 {
            steps += 1;
            let seat = game.acting()[0];
            // Out of turn first: refused, never saved.
            table.record(1 - seat, &Action::NextRound);
            assert!(game.apply(1 - seat, &Action::NextRound).is_err());
            refused += 1;
            let action = choose(&game, seat, Level::Normal, &mut rng);
            table.record(seat, &action);
            game.apply(seat, &action).unwrap();
        }
        assert!(game.is_over());
        assert!(refused > 0);
        let saved = table.save.unwrap();
        let again = saved.replay(&saved.lexicon().unwrap()).unwrap();
        assert_eq!(
            again.seats.iter().map(|s| s.score).collect::<Vec<_>>(),
            game.seats.iter().map(|s| s.score).collect::<Vec<_>>()
        );
        assert_eq!(again.history, game.history);
    }
}
