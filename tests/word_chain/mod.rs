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
use wordtable::engine::saved_game::{
    GameSave, ReplayFailure, SaveCheck, SavedGame, pretty, read_enveloped, write_enveloped,
};
use wordtable::engine::{SeatId, TurnGame};
use wordtable::i18n::Lang;

/// The words the game knows (a real game would take a dictionary).
pub const WORDS: &[&str] = &[
    "apple", "eagle", "ember", "river", "robin", "night", "tiger", "radio", "otter", "rain",
    "nest", "tent", "table", "egg", "grape", "echo", "orange", "emu", "umbrella", "antler",
];

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChainSetup {
    /// The seats' names.
    pub players: Vec<String>,
}

/// A save: the setup and every accepted move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChainSave {
    /// The setup.
    pub setup: ChainSetup,
    /// Every accepted move: the seat and what it did.
    #[serde(default)]
    pub actions: Vec<(SeatId, Move)>,
}

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
            save: ChainSave {
                setup: ChainSetup {
                    players: players.iter().map(|p| p.to_string()).collect(),
                },
                actions: vec![],
            },
            said: vec![],
            scores: vec![0; players.len()],
            turn: 0,
            passes: 0,
            winner: None,
        }
    }

    /// The game a save records: its setup and every move, or the first move refused.
    pub fn replay(save: &ChainSave) -> Result<WordChain, (usize, NoSay)> {
        let names: Vec<&str> = save.setup.players.iter().map(String::as_str).collect();
        let mut game = WordChain::new(&names);
        for (i, (seat, m)) in save.actions.iter().enumerate() {
            game.apply(*seat, m).map_err(|e| (i, e))?;
        }
        Ok(game)
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
        self.save.actions.push((seat, action.clone()));
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

/// Reads a Word Chain save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    read_enveloped::<ChainSave>(text).map(GameSave::new)
}

impl SavedGame for ChainSave {
    wordtable::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        ID
    }

    fn describe(&self) -> String {
        let mut args = wordtable::i18n::FluentArgs::new();
        args.set("names", self.setup.players.join(", "));
        args.set("count", self.actions.len());
        wordtable::i18n::text("chain-continue", Some(&args))
    }

    fn to_ron(&self) -> String {
        write_enveloped(ID, self, pretty(1))
    }

    fn check(&self) -> SaveCheck {
        match WordChain::replay(self) {
            Ok(game) if game.is_over() => SaveCheck::Finished,
            Ok(_) => SaveCheck::Playing,
            Err((_, NoSay::Over)) => SaveCheck::Finished,
            Err((index, reason)) => {
                let mut shorter = self.clone();
                shorter.actions.truncate(index);
                SaveCheck::RefusedAt {
                    index,
                    reason: reason.to_string(),
                    shorter: GameSave::new(shorter),
                }
            }
        }
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        WordChain::replay(self)
            .map(|g| serde_json::json!({ "said": g.said, "scores": g.scores, "winner": g.winner }))
            .map_err(|(i, e)| ReplayFailure::Refused(format!("action {i}: {e}")))
    }

    fn without_outside_files(&self) -> GameSave {
        GameSave::new(self.clone())
    }

    /// Replayed move by move to keep each word's points as the rules gave them.
    fn played(&self) -> Result<Played, ReplayFailure> {
        let names: Vec<&str> = self.setup.players.iter().map(String::as_str).collect();
        let mut game = WordChain::new(&names);
        let mut words = Vec::new();
        for (i, (seat, m)) in self.actions.iter().enumerate() {
            let said = game
                .apply(*seat, m)
                .map_err(|e| ReplayFailure::Refused(format!("action {i}: {e}")))?;
            for event in said {
                if let Said::Word { seat, word, points } = event {
                    words.push(PlayedWord {
                        seat,
                        word: word.to_uppercase(),
                        points: points as i32,
                    });
                }
            }
        }
        let finished = game.is_over();
        let seats = names
            .iter()
            .zip(&game.scores)
            .enumerate()
            .map(|(s, (name, &score))| PlayedSeat {
                name: name.to_string(),
                // Its saves name no levels: the seats are people's as far as a save knows.
                computer: None,
                score: score as i32,
                winner: game.winner == Some(s),
            })
            .collect();
        Ok(Played {
            variant: ID.to_string(),
            // Its own list of English words.
            language: "en".to_string(),
            finished,
            seats,
            words,
        })
    }
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

/// Word Chain as it registers itself.
pub static ENTRY: GameEntry = GameEntry {
    info: GameInfo {
        id: ID,
        name: "Word Chain",
        name_key: "game-word-chain",
        tagline_key: "game-word-chain-tagline",
        min_seats: 2,
        max_seats: 4,
        // No table: the title offers its rules, not Play.
        playable: false,
        how_to_play: &[("rules-chain-goal", "rules-chain-goal-text")],
    },
    read_save: Some(read),
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
