//! Word Chain, a sixth game that exists only for the tests: each seat in turn says a word that
//! starts with the last letter of the word before, never one said already; a seat may pass;
//! the game ends when every seat has passed in a row, and a word scores its length. It has a
//! computer seat, a save, its own catalogue and How to play, and no table. Everything it needs
//! is in this folder and the one line that registers it (`wordtable::games::register`): it is
//! the proof that adding a game edits nothing outside the game.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use wordtable::engine::catalog::{GameEntry, GameInfo};
use wordtable::engine::played::{Played, PlayedSeat, PlayedWord};
use wordtable::engine::{
    ActionText, LogGame, LogSetup, SavedAction, SavedLog, SeatId, TurnGame, Worded,
};
use wordtable::i18n::Lang;

/// The words the game knows (a real game would take a dictionary).
pub const WORDS: &[&str] = &[
    "apple", "eagle", "ember", "river", "robin", "night", "tiger", "radio", "otter", "rain",
    "nest", "tent", "table", "egg", "grape", "echo", "orange", "emu", "umbrella", "antler",
];

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Says a word.
    Say(String),
    /// Says nothing this turn.
    Pass,
}

/// What came of it.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A word was said and scored.
    Word {
        seat: SeatId,
        word: String,
        points: u32,
    },
    /// A seat passed.
    Passed { seat: SeatId },
    /// Every seat passed in a row: the game is over.
    Over { winner: SeatId },
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum NoSay {
    /// The game is over.
    Over,
    /// Another seat's turn.
    NotYourTurn { current: SeatId },
    /// The word does not start with the last letter of the word before.
    WrongStart { letter: char },
    /// Not a word the game knows.
    NotAWord,
    /// Said already.
    Again,
}

impl std::fmt::Display for NoSay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl Worded for NoSay {
    fn message(&self, _: Lang) -> String {
        self.to_string()
    }
}

/// A move as the save's log writes it: `say WORD` or `pass`.
impl ActionText for Move {
    fn to_text(&self) -> String {
        match self {
            Move::Say(word) => format!("say {word}"),
            Move::Pass => "pass".into(),
        }
    }

    fn from_text(text: &str) -> Result<Move, String> {
        match text.split_whitespace().collect::<Vec<_>>()[..] {
            ["say", word] => Ok(Move::Say(word.to_string())),
            ["pass"] => Ok(Move::Pass),
            _ => Err(format!("not a move: {text}")),
        }
    }
}

/// The game's phase as a state.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChainPhase {
    /// No game.
    #[default]
    None,
    /// Words are being said.
    Saying,
    /// Over.
    Over,
}

/// The setup: who sits where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainSetup {
    /// The seats' names.
    pub players: Vec<String>,
}

impl LogSetup for ChainSetup {
    type Action = Move;
    const GAME: &'static GameInfo = &INFO;
    const MAX_ACTIONS: usize = 1_000;

    fn seat_names(&self) -> Vec<&str> {
        self.players.iter().map(String::as_str).collect()
    }
}

/// A save: the setup and every accepted move, the log every game of that shape keeps.
pub type ChainSave = SavedLog<ChainSetup>;

/// The running game and its record.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct WordChain {
    pub save: ChainSave,
    pub said: Vec<String>,
    pub scores: Vec<u32>,
    pub turn: SeatId,
    pub passes: usize,
    pub winner: Option<SeatId>,
}

impl WordChain {
    /// A game about to start.
    pub fn new(players: &[&str]) -> WordChain {
        WordChain {
            save: ChainSave::new(ChainSetup {
                players: players.iter().map(|p| p.to_string()).collect(),
            }),
            said: vec![],
            scores: vec![0; players.len()],
            turn: 0,
            passes: 0,
            winner: None,
        }
    }
}

impl TurnGame for WordChain {
    type Action = Move;
    type Event = Said;
    type Refusal = NoSay;
    type Phase = ChainPhase;
    type Level = ();
    type Computer = ();

    fn apply(&mut self, seat: SeatId, action: &Move) -> Result<Vec<Said>, NoSay> {
        if self.winner.is_some() {
            return Err(NoSay::Over);
        }
        if seat != self.turn {
            return Err(NoSay::NotYourTurn { current: self.turn });
        }
        let seats = self.scores.len();
        let mut events = Vec::new();
        match action {
            Move::Say(word) => {
                if let Some(letter) = self.said.last().and_then(|w| w.chars().last())
                    && !word.starts_with(letter)
                {
                    return Err(NoSay::WrongStart { letter });
                }
                if !WORDS.contains(&word.as_str()) {
                    return Err(NoSay::NotAWord);
                }
                if self.said.contains(word) {
                    return Err(NoSay::Again);
                }
                let points = word.len() as u32;
                self.said.push(word.clone());
                self.scores[seat] += points;
                self.passes = 0;
                events.push(Said::Word {
                    seat,
                    word: word.clone(),
                    points,
                });
            }
            Move::Pass => {
                self.passes += 1;
                events.push(Said::Passed { seat });
            }
        }
        self.save.record(seat, action);
        if self.passes >= seats {
            let best = (0..seats)
                .max_by_key(|&s| (self.scores[s], seats - s))
                .unwrap();
            self.winner = Some(best);
            events.push(Said::Over { winner: best });
        } else {
            self.turn = (self.turn + 1) % seats;
        }
        Ok(events)
    }

    fn acting(&self) -> Vec<SeatId> {
        if self.winner.is_some() {
            vec![]
        } else {
            vec![self.turn]
        }
    }

    fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    fn phase(&self) -> ChainPhase {
        if self.is_over() {
            ChainPhase::Over
        } else {
            ChainPhase::Saying
        }
    }

    fn computer(_seat: SeatId, _level: (), _seed: u64) {}

    /// The first word the rules accept, else a pass.
    fn choose(&self, seat: SeatId, _computer: &mut ()) -> Option<Move> {
        if seat != self.turn || self.is_over() {
            return None;
        }
        let fits = WORDS.iter().find(|w| {
            let mut copy = self.clone();
            copy.apply(seat, &Move::Say(w.to_string())).is_ok()
        });
        Some(fits.map_or(Move::Pass, |w| Move::Say(w.to_string())))
    }
}

/// The game's id, the tag its saves carry.
pub const ID: &str = "word_chain";

/// What the rest of the app needs of its saves: how a game starts, takes a move and ends, and
/// what Continue, `wordtable replay` and the history read of it.
impl LogGame for ChainSetup {
    type Game = WordChain;

    fn game_over() -> NoSay {
        NoSay::Over
    }

    fn start(&self) -> Result<WordChain, String> {
        let names: Vec<&str> = self.players.iter().map(String::as_str).collect();
        Ok(WordChain::new(&names))
    }

    fn describe(&self, game: Option<&WordChain>) -> String {
        let mut args = wordtable::i18n::FluentArgs::new();
        args.set("names", self.players.join(", "));
        args.set("count", game.map_or(0, |g| g.save.actions.len()));
        wordtable::i18n::text("chain-continue", Some(&args))
    }

    fn state_json(game: &WordChain) -> serde_json::Value {
        serde_json::json!({ "said": game.said, "scores": game.scores, "winner": game.winner })
    }

    /// Each word with the points the rules gave it as it was said.
    fn played(&self, _: &[SavedAction<Move>], events: &[Vec<Said>], game: &WordChain) -> Played {
        let words = events
            .iter()
            .flatten()
            .filter_map(|event| match event {
                Said::Word { seat, word, points } => Some(PlayedWord {
                    seat: *seat,
                    word: word.to_uppercase(),
                    points: *points as i32,
                }),
                _ => None,
            })
            .collect();
        let seats = self
            .players
            .iter()
            .zip(&game.scores)
            .enumerate()
            .map(|(s, (name, &score))| PlayedSeat {
                name: name.clone(),
                // Its saves name no levels: the seats are people's as far as a save knows.
                computer: None,
                score: score as i32,
                winner: game.winner == Some(s),
            })
            .collect();
        Played {
            variant: ID.to_string(),
            // Its own list of English words.
            language: "en".to_string(),
            finished: game.winner.is_some(),
            seats,
            words,
        }
    }

    /// It names no outside file.
    fn without_outside_files(&mut self) {}
}

/// Its catalogue, in the three languages.
const EN: &str = "game-word-chain = Word Chain
game-word-chain-tagline = Say a word that starts where the last one ended
rules-chain-goal = The goal
rules-chain-goal-text = Say a word that starts with the last letter of the word before. Pass when you have none; when everyone has passed in a row, the longest words have won.
chain-continue = Word Chain with { $names }: { $count } moves
";
const FR: &str = "game-word-chain = Chaîne de mots
game-word-chain-tagline = Dites un mot qui commence là où finit le précédent
rules-chain-goal = Le but
rules-chain-goal-text = Dites un mot qui commence par la dernière lettre du mot précédent. Passez quand vous n’en avez pas ; quand tout le monde a passé à la suite, les mots les plus longs ont gagné.
chain-continue = Chaîne de mots avec { $names } : { $count } coups
";
const RO: &str = "game-word-chain = Lanțul de cuvinte
game-word-chain-tagline = Spuneți un cuvânt care începe unde s-a terminat cel dinainte
rules-chain-goal = Scopul
rules-chain-goal-text = Spuneți un cuvânt care începe cu ultima literă a cuvântului dinainte. Dați pas când nu aveți; când toți au dat pas la rând, cuvintele cele mai lungi au câștigat.
chain-continue = Lanțul de cuvinte cu { $names }: { $count } mutări
";

/// How Word Chain presents itself.
pub const INFO: GameInfo = GameInfo {
    id: ID,
    name: "Word Chain",
    name_key: "game-word-chain",
    tagline_key: "game-word-chain-tagline",
    min_seats: 2,
    max_seats: 4,
    // No table: the title offers its rules, not Play.
    playable: false,
    how_to_play: &[("rules-chain-goal", "rules-chain-goal-text")],
};

/// Word Chain as it registers itself.
pub static ENTRY: GameEntry = GameEntry {
    info: INFO,
    read_save: Some(wordtable::engine::saved_log::read::<ChainSetup>),
    host: None,
    reads_unnamed: false,
    read_record: None,
    catalogue: &[(Lang::En, EN), (Lang::Fr, FR), (Lang::Ro, RO)],
    tile_value: None,
    fuzz_targets: &[],
    #[cfg(feature = "gui")]
    table: None,
    #[cfg(feature = "gui")]
    open: None,
};
