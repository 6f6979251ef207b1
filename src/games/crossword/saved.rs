//! Wordgame's and Classic's save as the rest of the app handles any game's ([`SavedGame`]):
//! both rule sets are saved under the Wordgame id, the setup saying which; replayed with the
//! words the setup names.

use super::INFO;
use super::game::{Action, Event, Refusal};
use super::save::{CrosswordSave, state_json};
use super::{Board, SIZE, check_play};
use crate::engine::played::{Played, PlayedSeat, PlayedWord};
use crate::engine::saved_game::{
    GameSave, Progress, ReplayFailure, SaveCheck, SavedGame, check_replay, pretty, read_enveloped,
    summary, write_enveloped,
};

/// A GCG record as a save (`None` when the text is no GCG record: it opens with no `#` pragma
/// or holds no turn line).
pub fn read_gcg(text: &str) -> Option<Result<GameSave, String>> {
    let first = text.lines().map(str::trim).find(|l| !l.is_empty())?;
    if !first.starts_with('#') || !text.lines().any(|l| l.trim_start().starts_with('>')) {
        return None;
    }
    Some(
        super::gcg::GcgRecord::parse(text)
            .map_err(|e| e.to_string())
            .and_then(|record| super::gcg_import::save_from_gcg(&record))
            .map(GameSave::new),
    )
}

/// Reads a Wordgame or Classic save from its envelope.
pub fn read(text: &str) -> Result<GameSave, String> {
    let save = read_enveloped::<CrosswordSave>(text)?;
    save.check_bag()?;
    Ok(GameSave::new(save))
}

impl SavedGame for CrosswordSave {
    crate::saved_actions_list!();

    fn game_id(&self) -> &'static str {
        INFO.id
    }

    fn describe(&self) -> String {
        let name = self.setup.rules.rules().name.clone();
        let game = self.lexicon().ok().and_then(|l| self.replay(&l).ok());
        let (standings, turn): (Vec<(String, i32)>, usize) = match &game {
            Some(g) => (
                g.seats.iter().map(|s| (s.name.clone(), s.score)).collect(),
                g.turns_played + 1,
            ),
            None => (
                self.setup
                    .players
                    .iter()
                    .map(|p| (p.name.clone(), 0))
                    .collect(),
                1,
            ),
        };
        summary(&name, &standings, Progress::Turn(turn))
    }

    fn to_ron(&self) -> String {
        // One action a line: the save sits one level inside the envelope.
        write_enveloped(INFO.id, self, pretty(1))
    }

    fn check(&self) -> SaveCheck {
        let lexicon = match self.lexicon() {
            Ok(lexicon) => lexicon,
            Err(e) => return SaveCheck::Unplayable(e.to_string()),
        };
        // An action after the end: what comes before it is a finished game.
        let replayed = self.replay(&lexicon).map(|g| g.over.is_some());
        check_replay(self, replayed, &Refusal::GameOver, |s, i| {
            s.actions.truncate(i)
        })
    }

    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        let lexicon = self.playable_lexicon()?;
        let mut turns = Vec::new();
        self.replay_with(&lexicon, |_, events| turns.push(events.to_vec()))
            .map(|game| state_json(&game, self, &turns))
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))
    }

    fn without_outside_files(&self) -> GameSave {
        let mut save = self.clone();
        save.setup.word_list = None;
        GameSave::new(save)
    }

    fn gcg(&self) -> Option<String> {
        let lexicon = self.playable_lexicon().ok()?;
        self.replay(&lexicon)
            .ok()
            .map(|game| game.to_gcg().to_text())
    }

    fn played(&self) -> Result<Played, ReplayFailure> {
        let lexicon = self.playable_lexicon()?;
        let rules = self.setup.rules.rules();
        // The events give a play's words and its total only; each word's own points come from
        // scoring the play again on a board kept beside the game's, as it stood before it.
        let mut board = Board::empty();
        let mut words = Vec::new();
        let game = self
            .replay_with(&lexicon, |index, events| {
                let placed = events.iter().find_map(|e| match e {
                    Event::Placed { seat, .. } => Some(*seat),
                    _ => None,
                });
                if let (Some(seat), Action::Place(play)) = (placed, &self.actions[index].action) {
                    words.extend(words_formed(&mut board, rules, play, seat));
                }
            })
            .map_err(|stop| ReplayFailure::Refused(stop.to_string()))?;
        let finished = game.over.is_some();
        // The end screen's winners: every seat with the best score.
        let best = game.seats.iter().map(|s| s.score).max().unwrap_or(0);
        let seats = PlayedSeat::list(
            game.seats
                .iter()
                .zip(&self.setup.players)
                .map(|(seat, setup)| {
                    let level = setup.computer.map(|strength| saved_name(&strength));
                    (seat.name.clone(), seat.score, level)
                }),
            finished,
            |s| game.seats[s].score == best,
        );
        Ok(Played {
            variant: saved_name(&self.setup.rules),
            language: self.setup.dictionary.code().to_string(),
            finished,
            seats,
            words,
        })
    }
}

impl CrosswordSave {
    /// The words the save names, or why it cannot be played (as `wordtable replay` says it).
    fn playable_lexicon(&self) -> Result<crate::words::Lexicon, ReplayFailure> {
        self.lexicon().map_err(ReplayFailure::setup)
    }
}

/// Every word `play` formed on `board` (the main word first, then the cross words), each with
/// its own points, premiums included; then lays the play's tiles on `board`. A full rack's
/// reward (Classic's bonus, Wordgame's doubling) is the play's, not a word's, so a seat's
/// words add up to its score without those rewards and without the end's rack adjustments.
fn words_formed(
    board: &mut Board,
    rules: &super::Rules,
    play: &super::Play,
    seat: usize,
) -> Vec<PlayedWord> {
    let scored = check_play(board, rules, play, None)
        .expect("the game has just accepted this play on the same board");
    for &(square, tile) in &scored.laid {
        board.set(square / SIZE, square % SIZE, tile);
    }
    scored
        .words
        .into_iter()
        .map(|w| PlayedWord {
            seat,
            // A blank is written lowercase on the board; the word is read in capitals.
            word: w.text.to_ascii_uppercase(),
            points: w.score,
        })
        .collect()
}

/// A setup's value as the save writes it (`wordgame`, `hard`).
fn saved_name(value: &impl serde::Serialize) -> String {
    ron::to_string(value).expect("setup values serialize")
}
