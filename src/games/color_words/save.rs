//! Saves of Color Words games: the setup (seed, grid, dictionary, seats, and for a scenario the
//! decks in a fixed order) and every accepted action, in order, as RON a person can read and
//! edit, one action a line:
//!
//! ```text
//! (
//!     setup: (
//!         seed: 7,
//!         grid: B,
//!         dictionary: french,
//!         players: [(name: "Ada"), (name: "Computer", computer: Some(hard))],
//!     ),
//!     actions: [
//!         (seat: 0, action: "draw"),
//!         (seat: 0, action: "write école A1 RRDDR"),
//!         (seat: 1, action: "pass"),
//!         (seat: 1, action: "vote 1 yes"),
//!         (seat: 0, action: "cross C"),
//!     ],
//! )
//! ```
//!
//! An action is written as a player would say it: `draw`; `write`, the word as written, its
//! first cell and its steps (`R` right, `D` down); `pass`; `vote`, the writer's seat (from 1)
//! and `yes` or `no`; `cross` and a star (`4` for row 4, `C` for column C). The seed decides
//! the decks, so replaying the actions rebuilds the game exactly.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::game::{Game, Setup, SetupError, Stacked};
use super::material::{Cell, GridName, Step};
use super::players::Level;
use super::refusal::Refusal;
use super::state::{Action, Star, StarMark};
use crate::engine::ActionText;
use crate::engine::saved_game::excerpt;
use crate::i18n::Lang;
use crate::i18n::{tr, tr_in};
use crate::words::Language;

/// Most actions a save may hold: a game takes at most 6 rounds of a cross-out, a draw, a word
/// a seat and a vote a seat for each word.
pub const MAX_ACTIONS: usize = 1_000;

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSeat {
    /// Display name.
    pub name: String,
    /// A computer player's level; `None` (left out of the file) for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
}

/// Everything that decides a game before its first action (its `Default` seats nobody: a
/// literal names the seats and leaves the house rules it does not use to it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSetup {
    /// The seed of the decks.
    pub seed: u64,
    /// The grid.
    #[serde(default)]
    pub grid: GridName,
    /// The dictionary (English when left out).
    #[serde(default)]
    pub dictionary: Language,
    /// The seats, in order.
    pub players: Vec<SavedSeat>,
    /// Decks in a fixed order (a scenario); left out for shuffled decks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacked: Option<Stacked>,
    /// A game night: the table shows the round's cards big and each player writes on paper,
    /// then enters the word (a table setting, kept so that Continue reopens the same table;
    /// left out for a game played on the screen).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paper: bool,
    /// The family filter (house rule): the dictionary's offensive words are kept off the
    /// sheets, proper nouns under a theme card included (`words::family`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub family_filter: bool,
    /// The players' vote may overrule the dictionary (house rule): a word outside it goes to
    /// the other people's vote under any card.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dictionary_vote: bool,
    /// A word list the table accepts as well as the dictionary (the house rule "a mutually
    /// accepted dictionary"); a list that cannot be read stops the game from opening, naming
    /// the file and line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word_list: Option<String>,
}

impl SavedSetup {
    /// The rules' setup.
    pub fn setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            grid: self.grid,
            language: self.dictionary,
            players: self.players.iter().map(|p| p.name.clone()).collect(),
            stacked: self.stacked.clone(),
        }
    }
}

/// A saved Color Words game (or a hand-written scenario): its setup and every accepted action.
pub type ColorWordsSave = crate::engine::SavedLog<SavedSetup>;

impl crate::engine::LogSetup for SavedSetup {
    type Action = Action;
    const GAME: &'static crate::engine::catalog::GameInfo = &crate::games::color_words::INFO;
    const MAX_ACTIONS: usize = MAX_ACTIONS;

    fn seat_names(&self) -> Vec<&str> {
        self.players.iter().map(|p| p.name.as_str()).collect()
    }
}

/// An action as a save's log writes it, one line of text a player could say.
impl ActionText for Action {
    /// An action as a save writes it; [`ActionText::from_text`] reads it back to the same action.
    fn to_text(&self) -> String {
        match self {
            Action::CrossOutStar(star) => format!("cross {star}"),
            Action::Draw => "draw".into(),
            Action::Write { word, cells } => {
                let steps: Option<String> = cells
                    .windows(2)
                    .map(|w| match w[0].step_to(w[1]) {
                        Some(Step::Right) => Some('R'),
                        Some(Step::Down) => Some('D'),
                        None => None,
                    })
                    .collect();
                let first = cells.first().map(Cell::to_string).unwrap_or_default();
                match steps {
                    Some(steps) if cells.iter().all(|c| c.on_grid()) => {
                        format!("write {word} {first} {steps}")
                    }
                    // Not a path of steps (never in a save of accepted actions): every cell.
                    _ => {
                        let all: Vec<String> = cells.iter().map(Cell::to_string).collect();
                        format!("write {word} {}", all.join(" "))
                    }
                }
            }
            Action::Pass => "pass".into(),
            Action::Vote { writer, fits } => {
                format!("vote {} {}", writer + 1, if *fits { "yes" } else { "no" })
            }
        }
    }

    /// Reads an action as [`ActionText::to_text`] writes it (keywords in any case).
    fn from_text(text: &str) -> Result<Action, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = || tr!("error-clw-save-action", text = excerpt(text.trim()));
        let Some(first) = words.first().map(|w| w.to_ascii_lowercase()) else {
            return Err(bad());
        };
        match (first.as_str(), &words[1..]) {
            ("draw", []) => Ok(Action::Draw),
            ("pass", []) => Ok(Action::Pass),
            ("cross", [star]) => Star::parse(star).map(Action::CrossOutStar).ok_or_else(bad),
            ("vote", [seat, verdict]) => {
                let writer = match seat.parse::<usize>() {
                    Ok(n) if n >= 1 => n - 1,
                    _ => return Err(bad()),
                };
                let fits = match verdict.to_ascii_lowercase().as_str() {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad()),
                };
                Ok(Action::Vote { writer, fits })
            }
            ("write", [word, start, rest @ ..]) if !rest.is_empty() => {
                let start = Cell::parse(start).ok_or_else(bad)?;
                let mut cells = vec![start];
                if let [steps] = rest
                    && steps.chars().all(|c| matches!(c, 'R' | 'r' | 'D' | 'd'))
                {
                    for c in steps.chars() {
                        let step = if c.eq_ignore_ascii_case(&'r') {
                            Step::Right
                        } else {
                            Step::Down
                        };
                        let last = *cells.last().expect("a start");
                        cells.push(last.stepped(step).ok_or_else(bad)?);
                    }
                } else {
                    for c in rest {
                        cells.push(Cell::parse(c).ok_or_else(bad)?);
                    }
                }
                Ok(Action::Write {
                    word: word.to_string(),
                    cells,
                })
            }
            _ => Err(bad()),
        }
    }
}

/// Why a replay stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayStop {
    /// The setup cannot start a game (a stacked deck is wrong).
    Setup(SetupError),
    /// Action `index` (from 0) was refused.
    Refused {
        /// The refused action's index, from 0.
        index: usize,
        /// Why the rules refused it.
        refusal: Refusal,
    },
}

impl ReplayStop {
    /// The reason in `lang`, in the words of the other games' replays.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ReplayStop::Setup(e) => crate::i18n::with_language(lang, || {
                tr!("error-replay-setup", reason = e.to_string())
            }),
            ReplayStop::Refused { index, refusal } => tr_in!(
                lang,
                "error-replay-illegal",
                index = *index,
                reason = refusal.message(lang)
            ),
        }
    }
}

impl fmt::Display for ReplayStop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for ReplayStop {}

impl ColorWordsSave {
    /// The game before its first action.
    pub fn new_game(&self) -> Result<Game, SetupError> {
        let mut game = Game::new(&self.setup.setup())?;
        game.family_filter = self.setup.family_filter;
        game.dictionary_vote = self.setup.dictionary_vote;
        game.people = self
            .setup
            .players
            .iter()
            .map(|p| p.computer.is_none())
            .collect();
        if let Some(path) = &self.setup.word_list {
            let words = crate::words::table_words::table_lexicon(
                self.setup.dictionary,
                Some(path),
                self.setup.family_filter,
            )
            .map_err(|e| SetupError::WordList(e.to_string()))?;
            game.table_words = Some(std::sync::Arc::new(words));
        }
        Ok(game)
    }

    /// Plays the setup and every action; stops at the first one refused.
    pub fn replay(&self) -> Result<Game, ReplayStop> {
        let mut game = self.new_game().map_err(ReplayStop::Setup)?;
        for (index, a) in self.actions.iter().enumerate() {
            game.apply(a.seat, &a.action)
                .map_err(|refusal| ReplayStop::Refused { index, refusal })?;
        }
        Ok(game)
    }
}

/// The state of a replayed game as JSON, for `wordtable replay`: the grid, the round, the
/// cards on the table, each sheet (its rows, words, bubbles, stars, Star box, total), the
/// winners and the solo rating.
pub fn state_json(game: &Game) -> serde_json::Value {
    use serde_json::json;
    let mark = |m: StarMark| match m {
        StarMark::Open => "open",
        StarMark::Circled => "circled",
        StarMark::Crossed => "crossed",
    };
    json!({
        "game": crate::games::color_words::INFO.id,
        "grid": format!("{:?}", game.grid),
        "dictionary": game.language.code(),
        "round": game.round,
        "draw": game.draw.as_ref().map(|d| json!({
            "letters": d.letters.iter().map(|(c, l)| json!({
                "board": format!("{c:?}"), "letter": (*l as char).to_string(),
            })).collect::<Vec<_>>(),
            "bonus": d.bonus + 1,
        })),
        "players": game.players.iter().map(|p| json!({
            "name": p.name,
            "rows": (0..7).map(|r| (0..7).map(|c| {
                let l = p.sheet.shown[r * 7 + c];
                if l == ' ' { '.' } else { l }
            }).collect::<String>()).collect::<Vec<_>>(),
            "words": p.sheet.words.iter().map(|w| json!({
                "round": w.round + 1,
                "word": w.display,
                "cells": w.cells.iter().map(Cell::to_string).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "bubbles": p.sheet.bubbles.iter().map(|b| b.score.total()).collect::<Vec<_>>(),
            "stars": Star::all().map(|s| (s.to_string(), mark(p.sheet.star(s))))
                .filter(|(_, m)| *m != "open")
                .collect::<std::collections::BTreeMap<_, _>>(),
            "star_box": p.sheet.star_box,
            "total": p.sheet.total(),
        })).collect::<Vec<_>>(),
        "phase": format!("{:?}", game.phase),
        "over": game.is_over(),
        "winners": game.winners(),
        "rating": game.rating().map(|r| format!("{r:?}")),
    })
}

/// For tests and tools: a save of `levels.len()` computer seats playing from `seed` on `grid`,
/// stopped after `actions` actions (or at the end), and the game it replays to.
pub fn self_play(
    seed: u64,
    grid: GridName,
    levels: &[Level],
    actions: usize,
) -> (ColorWordsSave, Game) {
    use rand::SeedableRng;
    let names = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"];
    let mut save = ColorWordsSave::new(SavedSetup {
        seed,
        grid,
        dictionary: Language::English,
        players: levels
            .iter()
            .zip(names)
            .map(|(level, n)| SavedSeat {
                name: n.to_string(),
                computer: Some(*level),
            })
            .collect(),
        ..Default::default()
    });
    let mut game = save.new_game().expect("a shuffled game starts");
    let mut rngs: Vec<rand_chacha::ChaCha8Rng> = (0..levels.len())
        .map(|s| rand_chacha::ChaCha8Rng::seed_from_u64(seed + s as u64))
        .collect();
    while save.actions.len() < actions && !game.is_over() {
        let seat = game.acting()[0];
        let action = super::players::choose(&game, seat, levels[seat], &mut rngs[seat]);
        game.apply(seat, &action)
            .expect("the computer players play legal actions");
        save.record(seat, &action);
    }
    (save, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::saved_game::GameSave;

    #[test]
    fn every_action_reads_back_from_its_text() {
        let cell = |s: &str| Cell::parse(s).unwrap();
        let actions = [
            Action::Draw,
            Action::Pass,
            Action::CrossOutStar(Star::Row(3)),
            Action::CrossOutStar(Star::Column(2)),
            Action::Vote {
                writer: 1,
                fits: false,
            },
            Action::Write {
                word: "école".into(),
                cells: vec![cell("A1"), cell("B1"), cell("B2"), cell("C2"), cell("C3")],
            },
            Action::Write {
                word: "xy".into(),
                cells: vec![cell("A1"), cell("C3")],
            },
        ];
        for a in actions {
            assert_eq!(Action::from_text(&a.to_text()), Ok(a.clone()), "{a:?}");
        }
        assert_eq!(Action::CrossOutStar(Star::Row(3)).to_text(), "cross 4");
        for bad in [
            "",
            "draw now",
            "cross H",
            "cross 8",
            "vote 0 yes",
            "vote 1 maybe",
            "write x",
            "write ab A1 RX",
            "write ab G1 R",
        ] {
            assert!(Action::from_text(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_saved_game_reads_back_in_its_envelope_and_replays_to_the_same_game() {
        let (save, game) = self_play(3, GridName::B, &[Level::Easy, Level::Hard], 200);
        assert!(game.is_over());
        let text = GameSave::new(save.clone()).to_ron();
        assert!(text.contains("game: \"color_words\""), "{text}");
        assert!(text.contains("(seat: 0, action: \"draw\")"), "{text}");
        let again = GameSave::parse(&text).unwrap();
        assert_eq!(again, GameSave::new(save.clone()));
        let replayed = save.replay().unwrap();
        assert_eq!(state_json(&replayed), state_json(&game));
        assert_eq!(ColorWordsSave::parse(&save.to_ron()), Ok(save));
    }

    /// A game night keeps `paper: true` in its setup, so Continue reopens the same table; a
    /// game on the screen leaves it out, and older saves without it read as on the screen.
    #[test]
    fn a_game_night_is_kept_in_the_save_and_left_out_otherwise() {
        let (mut save, _) = self_play(2, GridName::A, &[Level::Easy], 4);
        let screen = save.to_ron();
        assert!(!screen.contains("paper"), "{screen}");
        assert!(!ColorWordsSave::parse(&screen).unwrap().setup.paper);
        save.setup.paper = true;
        let night = GameSave::new(save.clone()).to_ron();
        assert!(night.contains("paper: true"), "{night}");
        assert_eq!(GameSave::parse(&night).unwrap(), GameSave::new(save));
    }

    #[test]
    fn a_refused_action_stops_the_replay_where_it_is() {
        let (mut save, _) = self_play(4, GridName::A, &[Level::Normal, Level::Normal], 3);
        save.record(0, &Action::Draw);
        let Err(ReplayStop::Refused { index, .. }) = save.replay() else {
            panic!("a draw in the middle of the writing was accepted");
        };
        assert_eq!(index, 3);
    }

    #[test]
    fn a_save_is_checked_as_it_is_read() {
        let none = "(setup: (seed: 1, players: []))";
        assert!(ColorWordsSave::parse(none).is_err());
        let seat = "(setup: (seed: 1, players: [(name: \"A\")]), \
                    actions: [(seat: 1, action: \"draw\")])";
        assert!(ColorWordsSave::parse(seat).is_err());
        let blank = "(setup: (seed: 1, players: [(name: \" \")]))";
        assert!(ColorWordsSave::parse(blank).is_err());
        let action = "(setup: (seed: 1, players: [(name: \"A\")]), \
                      actions: [(seat: 0, action: \"flip\")])";
        let err = ColorWordsSave::parse(action).unwrap_err();
        assert!(err.contains("flip"), "{err}");
    }

    #[test]
    fn the_slaloms_example_is_played_as_the_history_keeps_it() {
        let text = include_str!("../../../docs/examples/color-words-slaloms.ron");
        let played = GameSave::parse(text).unwrap().played().unwrap();
        assert_eq!(played.variant, "color_words");
        assert_eq!(played.language, "fr");
        assert!(!played.finished);
        assert_eq!(played.seats.len(), 1);
        let solo = &played.seats[0];
        assert_eq!(
            (solo.name.as_str(), solo.computer.as_deref()),
            ("Solo", None)
        );
        assert_eq!((solo.score, solo.winner), (7, false));
        let words: Vec<_> = played
            .words
            .iter()
            .map(|w| (w.seat, w.word.as_str(), w.points))
            .collect();
        // Round 1 flips A B C: LE holds none of them. Round 2 flips O D L on the blue, yellow
        // and red boards: L on yellow D1 is 1, L on red D3 is 2, O on blue D4 is 2, and the
        // bonus card (a last letter on yellow, 2) is met by the S on yellow F4: 7.
        assert_eq!(words, [(0, "LE", 0), (0, "SLALOMS", 7)]);
    }
}
