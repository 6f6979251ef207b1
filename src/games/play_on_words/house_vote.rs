//! Play On Words under the shared house rule that lets the players' vote overrule the
//! dictionary: during their turn a player puts words the dictionary lacks to the other
//! people; accepted, the words count as words for the rest of the game (the player then lays
//! them down or changes a word into one as usual); refused, nothing changes.

use super::game::Game;
use super::refusal::Refusal;
use super::state::Event;
use crate::engine::word_vote::{AskError, BallotError};

/// The longest word worth asking about (a hand and a table word together).
const MAX_ASKED: usize = crate::words::MAX_WORD_LEN;

impl Game {
    /// `seat` puts `words` to the vote: each of letters only, neither in the dictionary nor
    /// accepted already, nor kept off by the family filter.
    pub(super) fn ask_table(
        &mut self,
        seat: usize,
        words: &[String],
    ) -> Result<Vec<Event>, Refusal> {
        if words.is_empty() {
            return Err(Refusal::NoCards);
        }
        let mut asked = Vec::new();
        for word in words {
            let w = word.trim().to_ascii_uppercase();
            if w.len() < 2 || w.len() > MAX_ASKED || !w.bytes().all(|b| b.is_ascii_uppercase()) {
                return Err(Refusal::NotAWord { word: w });
            }
            if self.lexicon.kept_off(&w) {
                return Err(Refusal::KeptOff { word: w });
            }
            if self.is_word(w.as_bytes()) {
                return Err(Refusal::AlreadyAWord { word: w });
            }
            if !asked.contains(&w) {
                asked.push(w);
            }
        }
        self.house_vote
            .ask(seat, asked.clone())
            .map_err(|e| match e {
                AskError::Off => Refusal::NoVoteRule,
                AskError::NobodyToAsk => Refusal::NobodyToAsk,
                AskError::VoteOpen => Refusal::VoteOpen,
            })?;
        Ok(vec![Event::VoteOpened { seat, words: asked }])
    }

    /// A ballot; the last one closes the vote, and the asker's turn goes on.
    pub(super) fn cast(&mut self, seat: usize, yes: bool) -> Result<Vec<Event>, Refusal> {
        let decided = self.house_vote.cast(seat, yes).map_err(|e| match e {
            BallotError::NotAVoter | BallotError::AlreadyVoted => Refusal::NotAVoter,
        })?;
        Ok(decided
            .map(|(vote, accepted)| Event::Voted {
                seat: vote.by,
                words: vote.words,
                accepted,
            })
            .into_iter()
            .collect())
    }
}
