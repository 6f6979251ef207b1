//! Saves of the crossword games (Wordgame and Classic): the setup (rules, seed, seats,
//! dictionary) and every accepted action, in order, as RON that a person can read and edit:
//!
//! ```text
//! (
//!     setup: (
//!         rules: wordgame,
//!         seed: 7,
//!         players: [(name: "Ada"), (name: "Computer", computer: Some(hard))],
//!     ),
//!     actions: [
//!         (seat: 0, move: "8D CRATE"),
//!         (seat: 1, move: "E5 SLe(A)TE"),
//!         (seat: 0, move: "pass"),
//!         (seat: 1, move: "exchange QV?"),
//!     ],
//! )
//! ```
//!
//! A move is written as a player would say it, not as the engine stores it: a placement in the
//! standard notation (a blank lowercase, tiles already on the board in parentheses or as `.`),
//! `pass`, or `exchange` and the tiles put back. The seed decides the bag, so replaying the
//! actions rebuilds the game exactly; nothing random is left to save.
//!
//! Every number and list read from a file is checked against the range a real game can reach
//! (players, name lengths, seats, how many actions, word and exchange lengths), and an error
//! names the line (and the action) where it is.

use std::fmt;

use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

use super::ai::Strength;
use super::board::{SIZE, coordinate};
use super::challenge_rule::ChallengeRule;
use super::game::{Action, EndReason, Event, Game, Refusal};
use super::play::{Cell, Play};
use super::quote::excerpt;
use super::rules::RulesKind;
use crate::i18n::Lang;
use crate::i18n::tr;
use crate::words::{Language, Lexicon, WordListError};

/// Fewest players a save may seat: the registry's (a game needs an opponent).
pub const MIN_PLAYERS: usize = crate::games::crossword::INFO.min_seats;

/// Most players a save may seat: the registry's (the GCG export names at most four players
/// too).
pub const MAX_PLAYERS: usize = crate::games::crossword::INFO.max_seats;

/// Longest name a save may give a player, in characters: twice what the new-game screen lets
/// one type, so a hand-written save has room, while a name still fits on the score panel.
pub const MAX_NAME_CHARS: usize = 32;

/// Most actions a save may hold. No game can get near it: every placement lays at least one
/// of the bag's tiles (104 at most), and between two placements Classic allows at most 5 other
/// turns (6 scoreless turns in a row end it) and Wordgame 2 (3 passes in a row end it; it has
/// no exchanges), so a game is over within 104 x 6 + 6 = 630 actions, and the rules refuse
/// every action after the end. A longer list cannot be a game; it is refused as it is read,
/// before it fills memory.
pub const MAX_ACTIONS: usize = 1_000;

/// Most tiles a move names: a word cannot be longer than a row, nor an exchange hold more
/// tiles than the largest rack a rule file allows.
pub const MAX_MOVE_TILES: usize = SIZE;

/// One seat at the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrosswordSeat {
    /// Display name (1 to [`MAX_NAME_CHARS`] characters).
    pub name: String,
    /// A computer player's strength; `None` (left out of the file) for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Strength>,
}

/// Everything that decides a game before its first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrosswordSetup {
    /// The rule set: `wordgame` or `classic`.
    pub rules: RulesKind,
    /// The seed of the bag's shuffles.
    pub seed: u64,
    /// The seats, in turn order (seat 0 plays first).
    #[serde(deserialize_with = "players")]
    pub players: Vec<CrosswordSeat>,
    /// The built-in dictionary the words are checked against: English unless named (and then
    /// left out of the file, as Word Colony's saves do).
    #[serde(default, skip_serializing_if = "Language::is_english")]
    pub dictionary: Language,
    /// A word-list file whose words are accepted as well as the dictionary's (a path, relative
    /// to the directory the game is started from unless absolute).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word_list: Option<String>,
    /// The family filter (house rule): the dictionary's language's offensive words are kept
    /// off the board (`words::family`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub family_filter: bool,
    /// How a doubtful word is settled (house rule): `void` (left out of the file), where the
    /// dictionary refuses it as it is laid, or `single`, `double`, `five_points`,
    /// `ten_points`, where it stands until challenged.
    #[serde(default, skip_serializing_if = "ChallengeRule::is_void")]
    pub challenge: ChallengeRule,
    /// The players' vote may overrule the dictionary (house rule): a play with words the
    /// dictionary lacks goes to the other people's vote instead of being refused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dictionary_vote: bool,
    /// A fixed bag: the tiles drawn first, in order (`?` a blank; the racks are drawn seat by
    /// seat, then every later draw), the rest of the set shuffled from the seed below them,
    /// and a tile put back goes to the bottom. A scenario's deal without searching for a seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bag: Option<String>,
}

/// Whether a save's fixed bag is made of `rules`' tiles: `A`-`Z` and `?`, no more of each than
/// the set holds; the reason, in the app's language, when not (Colonization's saves use it too).
pub fn check_fixed_bag(rules: &super::rules::Rules, bag: &str) -> Result<(), String> {
    if let Some(c) = bag.chars().find(|c| !(c.is_ascii_uppercase() || *c == '?')) {
        return Err(crate::i18n::tr!("cw-save-bag-tile", tile = c.to_string()));
    }
    let mut left = rules.full_bag();
    for t in bag.bytes() {
        let Some(at) = left.iter().position(|&l| l == t) else {
            return Err(crate::i18n::tr!(
                "cw-save-bag-too-many",
                tile = (t as char).to_string()
            ));
        };
        left.remove(at);
    }
    Ok(())
}

/// One accepted action: who took it, and what it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "TurnFields", try_from = "TurnFields")]
pub struct SavedTurn {
    /// The seat that acted (from 0).
    pub seat: usize,
    /// What it did.
    pub action: Action,
}

/// A turn as the file writes it: the move as text.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TurnFields {
    seat: usize,
    #[serde(rename = "move")]
    text: String,
}

impl From<SavedTurn> for TurnFields {
    fn from(turn: SavedTurn) -> TurnFields {
        TurnFields {
            seat: turn.seat,
            text: action_text(&turn.action),
        }
    }
}

impl TryFrom<TurnFields> for SavedTurn {
    type Error = String;

    fn try_from(fields: TurnFields) -> Result<SavedTurn, String> {
        Ok(SavedTurn {
            seat: fields.seat,
            action: parse_action(&fields.text)?,
        })
    }
}

/// A saved Wordgame or Classic game (or a hand-written scenario).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SaveFields")]
pub struct CrosswordSave {
    /// The game's setup.
    pub setup: CrosswordSetup,
    /// Every accepted action, in order.
    pub actions: Vec<SavedTurn>,
}

/// The save as read, before its actions' seats are checked against its players.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFields {
    setup: CrosswordSetup,
    #[serde(default, deserialize_with = "actions")]
    actions: Vec<SavedTurn>,
}

impl TryFrom<SaveFields> for CrosswordSave {
    type Error = String;

    fn try_from(fields: SaveFields) -> Result<CrosswordSave, String> {
        let seats = fields.setup.players.len();
        crate::engine::check_saved_seats(fields.actions.iter().map(|t| t.seat), seats)?;
        Ok(CrosswordSave {
            setup: fields.setup,
            actions: fields.actions,
        })
    }
}

/// Reads the players, checking each name and the count as they come (a list of a million
/// seats is refused at the fifth, not allocated).
fn players<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<CrosswordSeat>, D::Error> {
    struct Seats;
    impl<'de> Visitor<'de> for Seats {
        type Value = Vec<CrosswordSeat>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of players")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut seats = Vec::new();
            while let Some(seat) = seq.next_element::<CrosswordSeat>()? {
                if seats.len() == MAX_PLAYERS {
                    return Err(de::Error::custom(tr!(
                        "error-cw-save-too-many-players",
                        max = MAX_PLAYERS
                    )));
                }
                if let Err(why) =
                    crate::engine::check_saved_name(seats.len(), &seat.name, MAX_NAME_CHARS)
                {
                    return Err(de::Error::custom(why));
                }
                seats.push(seat);
            }
            if let Err(why) =
                crate::engine::check_distinct_names(seats.iter().map(|s| s.name.as_str()))
            {
                return Err(de::Error::custom(why));
            }
            if seats.len() < MIN_PLAYERS {
                return Err(de::Error::custom(tr!(
                    "error-cw-save-too-few-players",
                    min = MIN_PLAYERS,
                    count = seats.len()
                )));
            }
            Ok(seats)
        }
    }
    d.deserialize_seq(Seats)
}

/// Reads the actions, naming the index of a bad one (its line comes from the RON reader) and
/// stopping past [`MAX_ACTIONS`].
fn actions<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<SavedTurn>, D::Error> {
    struct Turns;
    impl<'de> Visitor<'de> for Turns {
        type Value = Vec<SavedTurn>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of actions")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut turns = Vec::new();
            while let Some(fields) = seq.next_element::<TurnFields>()? {
                if turns.len() == MAX_ACTIONS {
                    return Err(de::Error::custom(tr!(
                        "error-cw-save-too-many-actions",
                        max = MAX_ACTIONS
                    )));
                }
                let index = turns.len();
                let turn = SavedTurn::try_from(fields).map_err(|reason| {
                    de::Error::custom(tr!("error-cw-save-action", index = index, reason = reason))
                })?;
                turns.push(turn);
            }
            Ok(turns)
        }
    }
    d.deserialize_seq(Turns)
}

/// An action as a save writes it: `8D CRATE`, `E5 SLe(A)TE`, `pass`, `exchange QV?`.
/// [`parse_action`] reads it back to the same action.
pub fn action_text(action: &Action) -> String {
    match action {
        Action::Pass => "pass".to_string(),
        Action::Challenge => "challenge".to_string(),
        Action::Accept => "accept".to_string(),
        Action::Vote(true) => "vote yes".to_string(),
        Action::Vote(false) => "vote no".to_string(),
        Action::Exchange(tiles) if tiles.is_empty() => "exchange".to_string(),
        Action::Exchange(tiles) => {
            let tiles: String = tiles.iter().map(|&t| t as char).collect();
            format!("exchange {tiles}")
        }
        Action::Place(play) => format!(
            "{} {}",
            coordinate(play.row, play.col, play.dir),
            play_word(play)
        ),
    }
}

/// The word of a placement, written so that [`Play::parse`] gives back the same cells: a
/// board tile the play names goes in parentheses (uppercase, as the parser reads it back), one
/// it leaves unnamed is a `.`. Unlike [`Play::notation`], it needs no board: a save is written
/// without looking at the game.
fn play_word(play: &Play) -> String {
    let mut out = String::new();
    let mut open = false;
    for cell in &play.cells {
        match *cell {
            Cell::Board(Some(letter)) => {
                if !open {
                    out.push('(');
                    open = true;
                }
                out.push(letter.to_ascii_uppercase() as char);
            }
            Cell::Board(None) => {
                // A `.` is not read inside parentheses.
                if open {
                    out.push(')');
                    open = false;
                }
                out.push('.');
            }
            Cell::New(tile) => {
                if open {
                    out.push(')');
                    open = false;
                }
                out.push(tile as char);
            }
        }
    }
    if open {
        out.push(')');
    }
    out
}

/// Reads an action as [`action_text`] writes it. `pass` and `exchange` are read in any case;
/// an exchange with no tiles is read (the rules refuse it, with their own reason).
pub fn parse_action(text: &str) -> Result<Action, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let not_a_move = || tr!("error-cw-save-move", text = excerpt(text.trim()));
    let Some(&first) = words.first() else {
        return Err(not_a_move());
    };
    if first.eq_ignore_ascii_case("vote") {
        return match words[1..] {
            [yes] if yes.eq_ignore_ascii_case("yes") => Ok(Action::Vote(true)),
            [no] if no.eq_ignore_ascii_case("no") => Ok(Action::Vote(false)),
            _ => Err(not_a_move()),
        };
    }
    for (name, action) in [
        ("pass", Action::Pass),
        ("challenge", Action::Challenge),
        ("accept", Action::Accept),
    ] {
        if first.eq_ignore_ascii_case(name) {
            return match words.len() {
                1 => Ok(action),
                _ => Err(not_a_move()),
            };
        }
    }
    if first.eq_ignore_ascii_case("exchange") {
        let tiles = match words[1..] {
            [] => "",
            [tiles] => tiles,
            _ => return Err(not_a_move()),
        };
        if tiles.chars().count() > MAX_MOVE_TILES {
            return Err(tr!(
                "error-cw-save-exchange-too-many",
                tiles = excerpt(tiles),
                max = MAX_MOVE_TILES
            ));
        }
        // Rack tiles are capitals and `?`; a lowercase letter (a blank on the board) would
        // not say which tile goes back.
        if !tiles.bytes().all(|b| b.is_ascii_uppercase() || b == b'?') {
            return Err(tr!("error-cw-save-exchange-tiles", tiles = excerpt(tiles)));
        }
        return Ok(Action::Exchange(tiles.as_bytes().to_vec()));
    }
    let [coord, word] = words[..] else {
        return Err(not_a_move());
    };
    let play = Play::parse(coord, word)?;
    if play.cells.len() > MAX_MOVE_TILES {
        return Err(tr!(
            "error-cw-save-word-too-long",
            text = excerpt(word),
            max = MAX_MOVE_TILES
        ));
    }
    Ok(Action::Place(play))
}

/// Why a replay stopped: action `index` (from 0) was refused, and the rules' reason.
pub type ReplayStop = crate::engine::ReplayStop<Refusal>;

impl crate::engine::Worded for Refusal {
    fn message(&self, lang: Lang) -> String {
        Refusal::message(self, lang)
    }
}

impl CrosswordSetup {
    /// A game of `rules` from `seed` between `seats` (a name, and a computer's strength or
    /// `None` for a person), on the English dictionary, with no house rule and a shuffled bag.
    /// A setup that differs says so with `..CrosswordSetup::new(..)`.
    pub fn new<N: Into<String>>(
        rules: RulesKind,
        seed: u64,
        seats: impl IntoIterator<Item = (N, Option<Strength>)>,
    ) -> CrosswordSetup {
        CrosswordSetup {
            rules,
            seed,
            players: seats
                .into_iter()
                .map(|(name, computer)| CrosswordSeat {
                    name: name.into(),
                    computer,
                })
                .collect(),
            dictionary: Language::English,
            word_list: None,
            family_filter: false,
            challenge: Default::default(),
            dictionary_vote: false,
            bag: None,
        }
    }

    /// The words the game is played with: the dictionary, and the word list's words when it
    /// names one (an error names the file, and the line when a word is bad).
    pub fn lexicon(&self) -> Result<Lexicon, WordListError> {
        crate::words::table_words::table_lexicon(
            self.dictionary,
            self.word_list.as_deref(),
            self.family_filter,
        )
    }
}

impl CrosswordSave {
    /// A save of a game about to start: its setup and no action yet.
    pub fn new(setup: CrosswordSetup) -> CrosswordSave {
        CrosswordSave {
            setup,
            actions: Vec::new(),
        }
    }

    /// The words the game is played with (see [`CrosswordSetup::lexicon`]).
    pub fn lexicon(&self) -> Result<Lexicon, WordListError> {
        self.setup.lexicon()
    }

    /// The game before its first action: the bag shuffled from the seed, racks filled.
    pub fn new_game(&self, lexicon: &Lexicon) -> Game {
        let names: Vec<&str> = self.setup.players.iter().map(|p| p.name.as_str()).collect();
        let rules = self.setup.rules.rules();
        let seed = self.setup.seed;
        let mut game = match &self.setup.bag {
            // A bag that does not fit the set is refused when the file is read
            // (`check_bag`): here it can only fit.
            Some(bag) => Game::with_bag_order(rules, lexicon.clone(), &names, seed, bag.as_bytes())
                .unwrap_or_else(|_| Game::new(rules, lexicon.clone(), &names, seed)),
            None => Game::new(rules, lexicon.clone(), &names, seed),
        };
        game.challenge = self.setup.challenge;
        game.house_vote = crate::engine::word_vote::DictionaryVote::new(
            self.setup.dictionary_vote,
            self.setup
                .players
                .iter()
                .map(|p| p.computer.is_none())
                .collect(),
        );
        game
    }

    /// Whether a fixed bag is made of the rule set's tiles: `A`-`Z` and `?`, no more of each
    /// than the set holds; the reason (in the app's language) when not.
    pub fn check_bag(&self) -> Result<(), String> {
        match &self.setup.bag {
            Some(bag) => check_fixed_bag(self.setup.rules.rules(), bag),
            None => Ok(()),
        }
    }

    /// Plays the setup and every action; stops at the first action the rules refuse.
    pub fn replay(&self, lexicon: &Lexicon) -> Result<Game, ReplayStop> {
        self.replay_with(lexicon, |_, _| {})
    }

    /// [`CrosswordSave::replay`], telling `each` what every action changed (its index and
    /// its events), for a move list.
    pub fn replay_with(
        &self,
        lexicon: &Lexicon,
        mut each: impl FnMut(usize, &[Event]),
    ) -> Result<Game, ReplayStop> {
        let mut game = self.new_game(lexicon);
        for (index, turn) in self.actions.iter().enumerate() {
            let events = game
                .apply(turn.seat, &turn.action)
                .map_err(|refusal| ReplayStop { index, refusal })?;
            each(index, &events);
        }
        Ok(game)
    }

    /// Adds an action the game has just accepted, so the save replays to the game.
    pub fn record(&mut self, seat: usize, action: &Action) {
        self.actions.push(SavedTurn {
            seat,
            action: action.clone(),
        });
    }

    /// Parses a save from RON text (without the `(game: ..., save: ...)` envelope that save
    /// files carry; the registry reads those, `games::saves`). The error is the reason, with
    /// its line and column, in the app's language.
    pub fn parse(text: &str) -> Result<CrosswordSave, String> {
        ron::from_str(text).map_err(ron_reason)
    }

    /// The save as RON text, one action a line.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, pretty(0)).expect("saves serialize")
    }
}

// How saves are written and how a RON error is said are every game's (`engine::saved_game`).
pub use crate::engine::saved_game::{pretty, ron_reason};

/// The state of a replayed game as JSON, for `wordtable replay`: the board (FEN), each
/// player's rack and score, whose turn it is, whether and how the game ended, and the moves
/// (`turns` holds each action's events, as [`CrosswordSave::replay_with`] reports them).
pub fn state_json(game: &Game, save: &CrosswordSave, turns: &[Vec<Event>]) -> serde_json::Value {
    use serde_json::json;
    let players: Vec<_> = game
        .seats
        .iter()
        .zip(&save.setup.players)
        .map(|(seat, setup)| {
            json!({
                "name": seat.name,
                "computer": setup.computer,
                "score": seat.score,
                "rack": seat.rack.iter().map(|&t| t as char).collect::<String>(),
            })
        })
        .collect();
    let mut moves = Vec::new();
    let mut end = json!(null);
    for (turn, events) in save.actions.iter().zip(turns) {
        let mut shown = json!({
            "seat": turn.seat,
            "name": game.seats[turn.seat].name,
            "move": action_text(&turn.action),
            "score": 0,
        });
        for event in events {
            match event {
                Event::Placed {
                    notation,
                    words,
                    score,
                    ..
                } => {
                    // The notation with the board's letters, as the table's log shows it.
                    shown["move"] = json!(notation);
                    shown["words"] = json!(words);
                    shown["score"] = json!(score);
                }
                Event::NewLetters => shown["new_letters"] = json!(true),
                Event::Ended {
                    reason,
                    adjustments,
                    ..
                } => {
                    end = json!({
                        "reason": end_reason(*reason),
                        "went_out": match reason {
                            EndReason::WentOut(seat) => json!(seat),
                            _ => json!(null),
                        },
                        "adjustments": adjustments,
                    });
                }
                Event::Withdrawn { score, phonies, .. } => {
                    shown["withdrawn"] = json!(phonies);
                    shown["score"] = json!(-score);
                }
                Event::Stood { bonus, .. } => {
                    shown["stood"] = json!(true);
                    shown["score"] = json!(bonus);
                }
                Event::TurnLost { seat } => shown["turn_lost"] = json!(seat),
                Event::VoteOpened { words, .. } => shown["vote_on"] = json!(words),
                Event::WordsAccepted { words, .. } => shown["voted_in"] = json!(words),
                Event::Passed { .. } | Event::Exchanged { .. } => {}
            }
        }
        moves.push(shown);
    }
    json!({
        "rules": save.setup.rules,
        "dictionary": save.setup.dictionary,
        "board": game.board.to_fen(),
        "bag": game.bag.len(),
        "players": players,
        "turn": game.turn,
        "to_play": game.to_play(),
        "turns_played": game.turns_played,
        "over": game.over.is_some(),
        "end": end,
        "moves": moves,
    })
}

fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::WentOut(_) => "went_out",
        EndReason::ScorelessTurns => "scoreless_turns",
        EndReason::Passes => "passes",
    }
}

/// Games for tests: a small English word sample for the computer players, and games played
/// and recorded with it.
#[cfg(test)]
pub(crate) mod fixtures {
    use std::sync::OnceLock;

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::super::ai::choose;
    use super::*;

    /// Every two-letter English word and a sixth of the others up to six letters: enough for
    /// real moves, small enough for the move generator in a debug test. Its words are all
    /// English, so the replays check them against the English dictionary the saves name.
    pub(crate) fn sample() -> &'static Lexicon {
        static SAMPLE: OnceLock<Lexicon> = OnceLock::new();
        SAMPLE.get_or_init(|| {
            let words = Lexicon::english().words();
            Lexicon::from_words(
                words
                    .iter()
                    .enumerate()
                    .filter(|(i, w)| w.len() == 2 || (w.len() <= 6 && i % 6 == 0))
                    .map(|(_, w)| w.as_str()),
            )
        })
    }

    /// Ada (a person) and Bo (a hard computer), on the English dictionary.
    pub(crate) fn setup(rules: RulesKind, seed: u64) -> CrosswordSetup {
        CrosswordSetup::new(rules, seed, [("Ada", None), ("Bo", Some(Strength::Hard))])
    }

    /// A game of `turns` computer moves (fewer if it ends), recorded as it is played.
    pub(crate) fn played(rules: RulesKind, seed: u64, turns: usize) -> (CrosswordSave, Game) {
        let mut save = CrosswordSave::new(setup(rules, seed));
        let mut game = save.new_game(sample());
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..turns {
            let Some(seat) = game.to_play() else { break };
            let action = choose(&game, Strength::Normal, &mut rng);
            game.apply(seat, &action)
                .expect("the computer plays legally");
            save.record(seat, &action);
        }
        (save, game)
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::Dir;
    use super::super::check::Rejection;
    use super::fixtures::{played, sample, setup};
    use super::*;

    #[test]
    fn a_played_game_writes_reads_and_replays_to_the_same_board_and_scores() {
        for (rules, seed) in [(RulesKind::Wordgame, 3), (RulesKind::Classic, 11)] {
            let (save, game) = played(rules, seed, 12);
            assert!(
                save.actions
                    .iter()
                    .any(|t| matches!(t.action, Action::Place(_))),
                "{rules:?}: some tiles were laid"
            );
            let text = save.to_ron();
            let read = CrosswordSave::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(read, save, "{text}");
            let again = read.replay(read.lexicon().as_ref().unwrap()).unwrap();
            assert_eq!(again.board, game.board, "{rules:?}");
            assert_eq!(again.seats, game.seats, "{rules:?}");
            assert_eq!(again.bag, game.bag, "{rules:?}");
            assert_eq!(again.turn, game.turn, "{rules:?}");
        }
    }

    #[test]
    fn a_fixed_bag_deals_its_tiles_in_order_and_takes_exchanged_tiles_at_the_bottom() {
        use crate::engine::saved_game::GameSave;
        let text = r#"(game: "wordgame", save: (setup: (rules: classic, seed: 5,
            players: [(name: "Ada"), (name: "Bo")], bag: Some("CRATES?QUIZ")), actions: []))"#;
        let save = GameSave::parse(text).unwrap();
        let save = save.get::<CrosswordSave>().unwrap().clone();
        let mut game = save.new_game(sample());
        assert_eq!(game.seats[0].rack, b"CRATES?");
        assert_eq!(&game.seats[1].rack[..4], b"QUIZ");
        // Ada exchanges her C: she draws the next tile of the (shuffled) rest, and the C waits
        // at the bottom of the bag.
        let next = *game.bag.last().unwrap();
        game.apply(0, &Action::Exchange(b"C".to_vec())).unwrap();
        assert_eq!(game.seats[0].rack.last(), Some(&next));
        assert_eq!(game.bag.first(), Some(&b'C'));
        // The same file, the same game; written back, the bag is kept.
        assert!(save.to_ron().contains("bag: Some(\"CRATES?QUIZ\")"));
        // Tiles the set does not have are refused when the file is read.
        for (bag, said) in [("CR4TE", "\"4\""), ("ZZ", "more \"Z\"")] {
            let bad = text.replace("CRATES?QUIZ", bag);
            let err = GameSave::parse(&bad).unwrap_err().to_string();
            assert!(err.contains(said), "{bag}: {err}");
        }
    }

    #[test]
    fn the_file_has_one_action_a_line_in_the_notation() {
        let mut save = CrosswordSave::new(setup(RulesKind::Classic, 1));
        save.record(0, &Action::Place(Play::parse("8D", "CRATE").unwrap()));
        save.record(1, &Action::Pass);
        save.record(0, &Action::Exchange(b"QV?".to_vec()));
        let text = save.to_ron();
        assert!(text.contains("rules: classic,"), "{text}");
        assert!(
            text.contains("(name: \"Bo\", computer: Some(hard))"),
            "{text}"
        );
        assert!(!text.contains("dictionary"), "English is left out: {text}");
        assert!(!text.contains("word_list"), "{text}");
        for line in [
            "(seat: 0, move: \"8D CRATE\"),",
            "(seat: 1, move: \"pass\"),",
            "(seat: 0, move: \"exchange QV?\"),",
        ] {
            assert!(text.lines().any(|l| l.trim() == line), "{line}\n{text}");
        }
        let mut french = save.clone();
        french.setup.dictionary = Language::French;
        french.setup.word_list = Some("house.txt".into());
        let text = french.to_ron();
        assert!(text.contains("dictionary: french,"), "{text}");
        assert!(text.contains("word_list: Some(\"house.txt\"),"), "{text}");
        assert_eq!(CrosswordSave::parse(&text), Ok(french));
    }

    #[test]
    fn a_hand_written_save_reads_with_defaults() {
        let save = CrosswordSave::parse(
            r#"(setup: (rules: wordgame, seed: 5, players: [(name: "A"), (name: "B")]))"#,
        )
        .unwrap();
        assert_eq!(save.setup.dictionary, Language::English);
        assert_eq!(save.setup.word_list, None);
        assert!(save.actions.is_empty());
        assert_eq!(save.setup.players[1].computer, None);
        let read = CrosswordSave::parse(
            r#"(setup: (rules: classic, seed: 5, players: [(name: "A"), (name: "B")]),
                actions: [(seat: 0, move: " PASS "), (seat: 1, move: "Exchange ab")])"#,
        );
        let err = read.unwrap_err();
        assert!(
            err.starts_with("line 2, column") && err.contains("action 1: \"ab\""),
            "{err}"
        );
    }

    #[test]
    fn every_play_the_notation_can_write_reads_back_identical() {
        let plays = [
            // Blanks (lowercase).
            Play::parse("8D", "CRAtE").unwrap(),
            Play::parse("H1", "aBc").unwrap(),
            // Through board tiles, named in parentheses and unnamed.
            Play::parse("E5", "SLe(W)ING").unwrap(),
            Play::parse("3E", "..NVIRILE").unwrap(),
            Play::parse("15A", "(AB)C.D(E)").unwrap(),
            Play::parse("A1", "(Q)").unwrap(),
        ];
        for play in plays {
            let action = Action::Place(play);
            let text = action_text(&action);
            assert_eq!(parse_action(&text), Ok(action.clone()), "{text}");
        }
        // A board letter the engine stored lowercase (a blank on the board) is written as
        // the parser reads it: the match is by letter.
        let play = Play {
            row: 7,
            col: 7,
            dir: Dir::Down,
            cells: vec![Cell::Board(Some(b'a')), Cell::New(b'T')],
        };
        assert_eq!(action_text(&Action::Place(play)), "H8 (A)T");
        for action in [
            Action::Pass,
            Action::Exchange(b"EEI?".to_vec()),
            Action::Exchange(Vec::new()),
        ] {
            assert_eq!(parse_action(&action_text(&action)), Ok(action.clone()));
        }
    }

    #[test]
    fn a_play_through_board_tiles_and_a_blank_replays_from_its_text() {
        // Play a real game until a move goes through a tile already on the board, and one
        // lays a blank; both must come back from the file as the very same play.
        let mut through = false;
        let mut blank = false;
        for seed in 1..40 {
            let (save, game) = played(RulesKind::Classic, seed, 30);
            for turn in &save.actions {
                if let Action::Place(play) = &turn.action {
                    through |= play.cells.iter().any(|c| matches!(c, Cell::Board(_)));
                    blank |= play
                        .cells
                        .iter()
                        .any(|c| matches!(c, Cell::New(t) if t.is_ascii_lowercase()));
                }
            }
            let read = CrosswordSave::parse(&save.to_ron()).unwrap();
            assert_eq!(read, save);
            assert_eq!(read.replay(sample()).unwrap().board, game.board);
            if through && blank {
                return;
            }
        }
        panic!("no game played through a tile and laid a blank (through {through}, blank {blank})");
    }

    #[test]
    fn a_refused_action_stops_the_replay_at_its_index() {
        let (mut save, _) = played(RulesKind::Wordgame, 3, 4);
        let next = save.actions.len() % 2;
        // The wrong seat, then a placement off the board, then Wordgame's missing exchanges.
        let mut wrong_seat = save.clone();
        wrong_seat.record(1 - next, &Action::Pass);
        let stop = wrong_seat.replay(sample()).err().expect("refused");
        assert_eq!(
            stop,
            ReplayStop {
                index: 4,
                refusal: Refusal::NotYourTurn { current: next }
            }
        );
        assert_eq!(
            stop.to_string(),
            format!(
                "action 4 is illegal: It is seat {next}'s turn (seats count from 0, as saves \
                 write them)."
            )
        );
        save.record(next, &Action::Exchange(b"A".to_vec()));
        let stop = save.replay(sample()).err().expect("refused");
        assert_eq!((stop.index, &stop.refusal), (4, &Refusal::NoExchanges));
        assert_eq!(
            stop.message(Lang::Fr),
            "l’action 4 est interdite\u{a0}: Ces règles ne permettent pas d’échanger\u{a0}: jouez ou passez."
        );
        let mut off = CrosswordSave::new(setup(RulesKind::Classic, 1));
        // The first player's own tiles, running off the right edge.
        let rack = off.new_game(sample()).seats[0].rack.clone();
        let word: String = rack[..5].iter().map(|&t| t as char).collect();
        let word = word.replace('?', "e");
        off.record(0, &Action::Place(Play::parse("8M", &word).unwrap()));
        let stop = off.replay(sample()).err().expect("refused");
        assert_eq!(stop.index, 0);
        assert!(matches!(
            stop.refusal,
            Refusal::Illegal(Rejection::OffBoard)
        ));
    }

    fn parse_err(text: &str) -> String {
        CrosswordSave::parse(text).unwrap_err()
    }

    const TWO: &str = r#"[(name: "A"), (name: "B")]"#;

    #[test]
    fn a_bad_move_is_named_with_its_line_and_index() {
        let text = format!(
            "(\n  setup: (rules: classic, seed: 1, players: {TWO}),\n  actions: [\n    \
             (seat: 0, move: \"8D CRATE\"),\n    (seat: 1, move: \"8D CR4TE\"),\n  ],\n)"
        );
        let err = parse_err(&text);
        assert!(err.starts_with("line 5, column "), "{err}");
        assert!(err.contains("action 1: 'CR4TE' is not a word"), "{err}");
        for (mv, said) in [
            ("", "\"\" is not a move"),
            ("8D", "\"8D\" is not a move"),
            ("pass now", "\"pass now\" is not a move"),
            ("exchange A B", "\"exchange A B\" is not a move"),
            ("exchange Ab", "\"Ab\": exchanged tiles are capital letters"),
            (
                "exchange AAAAAAAAAAAAAAAA",
                "\"AAAAAAAAAAAAAAAA\": more tiles than a rack holds (at most 15)",
            ),
            ("Z9 CAT", "'Z9' is off the board"),
            (
                "A1 ABCDEFGHIJKLMNOP",
                "\"ABCDEFGHIJKLMNOP\" is longer than the board is wide (15 squares)",
            ),
        ] {
            let text = format!(
                "(setup: (rules: classic, seed: 1, players: {TWO}), actions: [(seat: 0, move: \"{mv}\")])"
            );
            let err = parse_err(&text);
            assert!(err.starts_with("line 1, column "), "{mv}: {err}");
            assert!(err.contains(&format!("action 0: {said}")), "{mv}: {err}");
        }
    }

    #[test]
    fn damaged_files_say_where() {
        let err = parse_err(
            "(setup: (rules: classic, seed: 1,\n players: [(name: \"A\"), (name: \"B\")]),\n actions: [(seat: 0, move: \"pass\")",
        );
        assert!(err.starts_with("line 3, column "), "{err}");
        let err = parse_err(&format!("(setup: (rules: chess, seed: 1, players: {TWO}))"));
        assert!(err.starts_with("line 1, column "), "{err}");
        assert!(err.contains("chess"), "{err}");
        let err = parse_err(&format!(
            "(setup: (rules: classic, seed: -1, players: {TWO}))"
        ));
        assert!(err.starts_with("line 1, column "), "{err}");
        let err = parse_err(&format!(
            "(setup: (rules: classic, seed: 1, players: {TWO}, dictionnary: french))"
        ));
        assert!(
            err.contains("dictionnary"),
            "a misspelt field is not ignored: {err}"
        );
        let err = parse_err(&format!(
            "(setup: (rules: classic, seed: 1, players: {TWO}),\n actions: [(seat: 99999999999999999999999, move: \"pass\")])"
        ));
        assert!(err.starts_with("line 2, column "), "{err}");
    }

    #[test]
    fn limits_are_refused() {
        let seats = |n: usize| {
            let list: Vec<String> = (0..n).map(|i| format!("(name: \"P{i}\")")).collect();
            format!(
                "(setup: (rules: wordgame, seed: 1, players: [{}]))",
                list.join(", ")
            )
        };
        assert!(CrosswordSave::parse(&seats(MIN_PLAYERS)).is_ok());
        assert!(CrosswordSave::parse(&seats(MAX_PLAYERS)).is_ok());
        let err = parse_err(&seats(1));
        assert!(
            err.contains("Wordgame and Classic need at least 2 players; this save has 1"),
            "{err}"
        );
        let err = parse_err(&seats(MAX_PLAYERS + 1));
        assert!(
            err.contains("Wordgame and Classic seat at most 4 players"),
            "{err}"
        );
        let named = |name: &str| {
            format!(
                "(setup: (rules: wordgame, seed: 1, players: [(name: \"A\"), (name: \"{name}\")]))"
            )
        };
        assert!(CrosswordSave::parse(&named(&"é".repeat(MAX_NAME_CHARS))).is_ok());
        let err = parse_err(&named(&"é".repeat(MAX_NAME_CHARS + 1)));
        assert!(
            err.contains("the name of seat 1 is longer than 32 characters"),
            "{err}"
        );
        assert!(parse_err(&named("  ")).contains("seat 1 has no name"));
        assert!(parse_err(&named("A\u{1b}[2J")).contains("seat 1 contains a control character"));
        // A seat that is not at the table.
        let err = parse_err(&format!(
            "(setup: (rules: wordgame, seed: 1, players: {TWO}),\n actions: [(seat: 0, move: \"pass\"), (seat: 2, move: \"pass\")])"
        ));
        assert!(err.starts_with("line 2, column "), "{err}");
        assert!(
            err.contains("action 1: seat 2 is not at this table (its seats are 0 to 1)"),
            "{err}"
        );
        // More actions than any game has.
        let turns: Vec<String> = (0..=MAX_ACTIONS)
            .map(|i| format!("(seat: {}, move: \"pass\")", i % 2))
            .collect();
        let err = parse_err(&format!(
            "(setup: (rules: classic, seed: 1, players: {TWO}), actions: [{}])",
            turns.join(",\n")
        ));
        assert!(
            err.contains("more than 1000 actions") && err.starts_with("line 1001, column"),
            "{err}"
        );
        let exactly = format!(
            "(setup: (rules: classic, seed: 1, players: {TWO}), actions: [{}])",
            turns[..MAX_ACTIONS].join(",\n")
        );
        assert_eq!(
            CrosswordSave::parse(&exactly).unwrap().actions.len(),
            MAX_ACTIONS
        );
    }

    #[test]
    fn the_limits_match_the_engine() {
        assert_eq!(MAX_PLAYERS, super::super::gcg::MAX_PLAYERS);
        assert_eq!(MAX_MOVE_TILES, super::super::gcg::MAX_RACK);
        // Enough for the longest game the rules allow (see MAX_ACTIONS).
        for kind in [RulesKind::Classic, RulesKind::Wordgame] {
            let rules = kind.rules();
            let between = rules
                .scoreless_turns_end
                .or(rules.passes_end)
                .expect("an end to scoreless play");
            assert!(
                rules.tile_total() * between + between <= MAX_ACTIONS,
                "{kind:?}"
            );
        }
    }

    #[test]
    fn a_word_list_adds_its_words_and_a_bad_one_names_its_line() {
        let dir = crate::testing::scratch_dir("cw-save-word-list");
        let path = dir.join("house.txt");
        std::fs::write(&path, "zzxq\nqqzx\n").unwrap();
        let mut setup = setup(RulesKind::Classic, 1);
        setup.word_list = Some(path.display().to_string());
        let lexicon = setup.lexicon().unwrap();
        assert!(lexicon.contains("zzxq") && lexicon.contains("cat"));
        std::fs::write(&path, "zzxq\nq4x\n").unwrap();
        let err = setup.lexicon().unwrap_err().to_string();
        assert!(err.contains("house.txt line 2"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
        let err = setup.lexicon().unwrap_err().to_string();
        assert!(err.contains("house.txt"), "{err}");
    }

    #[test]
    fn the_state_shows_board_racks_scores_and_moves() {
        let (save, game) = played(RulesKind::Wordgame, 3, 6);
        let mut turns = Vec::new();
        let again = save
            .replay_with(sample(), |_, events| turns.push(events.to_vec()))
            .unwrap();
        let state = state_json(&again, &save, &turns);
        assert_eq!(state["board"], game.board.to_fen());
        assert_eq!(state["rules"], "wordgame");
        assert_eq!(state["players"][1]["computer"], "hard");
        assert_eq!(state["players"][0]["score"], game.seats[0].score);
        let rack: String = game.seats[1].rack.iter().map(|&t| t as char).collect();
        assert_eq!(state["players"][1]["rack"], rack);
        assert_eq!(state["moves"].as_array().unwrap().len(), save.actions.len());
        assert_eq!(state["over"], false);
        assert_eq!(state["to_play"], game.turn);
    }

    #[test]
    fn the_wordgame_example_is_played_as_the_history_keeps_it() {
        use crate::engine::saved_game::GameSave;
        let text = include_str!("../../../docs/examples/wordgame.ron");
        let played = GameSave::parse(text).unwrap().played().unwrap();
        assert_eq!(played.variant, "wordgame");
        assert_eq!(played.language, "en");
        assert!(!played.finished);
        let seats = played.seat_rows();
        assert_eq!(
            seats,
            [("Ana", None, 57, false), ("Ben", Some("hard"), 110, false)]
        );
        let words: Vec<_> = played
            .words
            .iter()
            .map(|w| (w.seat, w.word.as_str(), w.points))
            .collect();
        // ORFE opens on the centre's double word: (O1 R1 F4 E1) x 2. (Z)OON doubles the O on
        // I7 and forms three cross words; a blank's word is read in capitals.
        assert_eq!(words[0], (1, "ORFE", 14));
        assert_eq!(
            words[2..6],
            [(1, "ZOON", 14), (1, "OR", 2), (1, "OF", 6), (1, "NE", 2)]
        );
        assert!(words.contains(&(0, "NECK", 17)) && words.contains(&(1, "TUSHED", 14)));
        assert_eq!(words.len(), 16);
        // No play used a full rack and the game has not ended: each score is its words.
        for (s, seat) in played.seats.iter().enumerate() {
            let sum: i32 = played
                .words
                .iter()
                .filter(|w| w.seat == s)
                .map(|w| w.points)
                .sum();
            assert_eq!(sum, seat.score, "{}", seat.name);
        }
    }
}
