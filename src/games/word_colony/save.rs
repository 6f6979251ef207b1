//! Saves and replays: a game is its setup plus its action log, stored as RON. Replaying the
//! log rebuilds the game exactly; the final state can be printed as JSON.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::actions::{PlayerAction, Rejection};
use super::cards::Face;
use super::setup::{Content, Setup, new_game};
use super::state::Game;
use crate::i18n::Lang;
use crate::i18n::tr_in;
use crate::storage::write_atomic;

/// A saved game (or a hand-written scenario).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The game's setup.
    pub setup: Setup,
    /// Every action taken, in order.
    #[serde(default)]
    pub actions: Vec<PlayerAction>,
}

/// Why a replay stopped.
#[derive(Debug, PartialEq)]
pub enum ReplayError {
    /// The file is not a valid save.
    Format(String),
    /// The setup is not playable.
    Setup(String),
    /// Action `index` (from 0) was refused.
    Illegal { index: usize, reason: Rejection },
}

impl ReplayError {
    /// The error in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ReplayError::Format(e) => tr_in!(lang, "error-save-invalid", reason = e),
            ReplayError::Setup(e) => tr_in!(lang, "error-replay-setup", reason = e),
            ReplayError::Illegal { index, reason } => tr_in!(
                lang,
                "error-replay-illegal",
                index = *index,
                reason = reason.message(lang)
            ),
        }
    }
}

/// In the app's current language.
impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl SaveFile {
    /// Parses a save from RON text.
    pub fn parse(text: &str) -> Result<SaveFile, ReplayError> {
        ron::from_str(text)
            .map_err(|e| ReplayError::Format(crate::engine::saved_game::ron_text(&e)))
    }

    /// Reads a save file.
    pub fn load(path: &Path) -> Result<SaveFile, ReplayError> {
        let text = crate::input::read_text(path, crate::input::Kind::Save)
            .map_err(|e| ReplayError::Format(e.to_string()))?;
        SaveFile::parse(&text).map_err(|e| match e {
            ReplayError::Format(m) => ReplayError::Format(crate::i18n::tr!(
                "error-in-file",
                path = path.display().to_string(),
                reason = m
            )),
            other => other,
        })
    }

    /// The save as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("saves serialize")
    }

    /// Writes the save atomically (the previous file survives any failure).
    pub fn store(&self, path: &Path) -> std::io::Result<()> {
        write_atomic(path, self.to_ron().as_bytes())
    }

    /// Plays the setup and every action.
    pub fn replay(&self, content: &Content) -> Result<Game, ReplayError> {
        let (mut game, _) = new_game(&self.setup, content).map_err(ReplayError::Setup)?;
        for (index, act) in self.actions.iter().enumerate() {
            game.apply(act)
                .map_err(|reason| ReplayError::Illegal { index, reason })?;
        }
        Ok(game)
    }
}

/// The state of a game as JSON: scores, hands, the table, whose turn, the winner.
pub fn state_json(game: &Game) -> serde_json::Value {
    use serde_json::json;
    let players: Vec<_> = game
        .players
        .iter()
        .map(|p| {
            json!({
                "name": p.name,
                "team": p.team,
                "score": p.score,
                "on_track": p.on_track,
                "hand_size": p.hand.len(),
                "hand": p.hand.iter().map(|&c| card_json(game, c)).collect::<Vec<_>>(),
                "out_of_play": p.out_of_play.len(),
            })
        })
        .collect();
    let table: Vec<_> = game
        .table
        .groups
        .iter()
        .map(|g| {
            json!({
                "id": g.id.0,
                "owner": g.owner,
                "owner_name": game.players[g.owner].name,
                "kind": if g.is_colony() { "colony" } else { "word" },
                "words": g.words.iter().map(|w| w.text()).collect::<Vec<_>>(),
                "supercolony": g.words.len() >= game.rules.supercolony_words,
                "unconquerable": g.unconquerable,
                "immune": g.immune,
                "decolonized_cards": g.decolonized_cards,
            })
        })
        .collect();
    let (winners, end) = match &game.result {
        Some((w, reason)) => (
            json!(
                w.iter()
                    .map(|&p| game.players[p].name.clone())
                    .collect::<Vec<_>>()
            ),
            json!(format!("{reason:?}")),
        ),
        None => (json!(null), json!(null)),
    };
    json!({
        "turn": game.turn,
        "current_player": game.current,
        "current_name": game.players[game.current].name,
        "phase": format!("{:?}", game.phase),
        "finish_line": game.finish_line,
        "players": players,
        "table": table,
        "box": game.box_cards.len(),
        "discard": game.discard.len(),
        "winners": winners,
        "end_reason": end,
    })
}

fn card_json(game: &Game, card: super::cards::CardId) -> String {
    let c = game.card(card);
    let mut s = c.face.notation();
    if c.read && !matches!(c.face, Face::Special(_)) {
        s.push_str(" (read)");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_action_is_said_in_the_language_asked() {
        let err = ReplayError::Illegal {
            index: 3,
            reason: Rejection::GameOver,
        };
        assert_eq!(err.to_string(), "action 3 is illegal: the game is over");
        assert_eq!(
            err.message(Lang::Fr),
            "l’action 3 est interdite\u{a0}: la partie est terminée"
        );
        assert_eq!(
            err.message(Lang::Ro),
            "acțiunea 3 nu este permisă: jocul s-a terminat"
        );
    }

    #[test]
    fn the_quick_example_is_played_as_the_history_keeps_it() {
        use crate::engine::played::PlayedWord;
        use crate::engine::saved_game::GameSave;
        let text = include_str!("../../../docs/examples/quick-game.ron");
        let played = GameSave::parse(text).unwrap().played().unwrap();
        assert_eq!(played.variant, "word_colony");
        assert_eq!(played.language, "en");
        assert!(played.finished);
        let seats = played.seat_rows();
        assert_eq!(
            seats,
            [("Ana", None, 41, true), ("Ben", None, 15, false)],
            "{played:?}"
        );
        let word = |seat, word: &str, points| PlayedWord {
            seat,
            word: word.to_string(),
            points,
        };
        // QUIZ is Q3 U1 I1 Z3; Ben's expansion to QUIZZES scores its new letters, Z3 E1 S1.
        assert_eq!(
            played.words,
            [
                word(0, "QUIZ", 8),
                word(0, "JINX", 8),
                word(1, "FLOW", 6),
                word(0, "KICKBOX", 15),
                word(1, "WIN", 4),
                word(1, "QUIZZES", 5),
                word(0, "JAZZ", 10),
            ]
        );
        // No question, conquest or bonus scored: each score is its seat's words.
        for (s, seat) in played.seats.iter().enumerate() {
            let words: i32 = played
                .words
                .iter()
                .filter(|w| w.seat == s)
                .map(|w| w.points)
                .sum();
            assert_eq!(words, seat.score, "{}", seat.name);
        }
    }
}
