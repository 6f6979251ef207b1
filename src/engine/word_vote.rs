//! The players' vote that overrules the dictionary (a shared house rule, off by default): a
//! player puts words the dictionary lacks to the other people at the table; a majority
//! refuses, a tie accepts, and accepted words play for the rest of the game. Computer seats
//! do not vote (they know only the dictionary); a computer standing in for a person who has
//! left votes yes, as an abstention would count. With no other person at the table there is
//! nobody to ask, and the dictionary stands.

use std::collections::BTreeSet;

use serde::Serialize;

/// A vote in progress on words one player put to the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WordVote {
    /// Who asked.
    pub by: usize,
    /// The words asked about, in capitals.
    pub words: Vec<String>,
    /// Each voter and their ballot, once cast.
    ballots: Vec<(usize, Option<bool>)>,
}

/// Why a ballot is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BallotError {
    /// This seat has no vote in it (the asker, a computer, or not at the table).
    NotAVoter,
    /// This seat has voted already.
    AlreadyVoted,
}

impl WordVote {
    /// A vote by the people at the table other than `by` (`people[seat]` says whether a seat
    /// is played by a person), or `None` when there is no one to ask.
    pub fn open(by: usize, words: Vec<String>, people: &[bool]) -> Option<WordVote> {
        let ballots: Vec<(usize, Option<bool>)> =
            voters(people, by).into_iter().map(|s| (s, None)).collect();
        (!ballots.is_empty()).then_some(WordVote { by, words, ballots })
    }

    /// The seats yet to vote, in seat order.
    pub fn waiting(&self) -> Vec<usize> {
        self.ballots
            .iter()
            .filter(|(_, b)| b.is_none())
            .map(|(s, _)| *s)
            .collect()
    }

    /// Every voter, in seat order.
    pub fn voters(&self) -> Vec<usize> {
        self.ballots.iter().map(|(s, _)| *s).collect()
    }

    /// `seat` votes to accept (`true`) or refuse the words.
    pub fn cast(&mut self, seat: usize, yes: bool) -> Result<(), BallotError> {
        let ballot = self
            .ballots
            .iter_mut()
            .find(|(s, _)| *s == seat)
            .ok_or(BallotError::NotAVoter)?;
        if ballot.1.is_some() {
            return Err(BallotError::AlreadyVoted);
        }
        ballot.1 = Some(yes);
        Ok(())
    }

    /// The table's decision once everyone has voted: accepted unless a majority refused.
    pub fn outcome(&self) -> Option<bool> {
        let cast: Option<Vec<bool>> = self.ballots.iter().map(|(_, b)| *b).collect();
        let cast = cast?;
        let no = cast.iter().filter(|b| !**b).count();
        Some(no * 2 <= cast.len())
    }
}

/// An open vote as every seat's view shows it (votes are public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VoteView {
    /// Who asked.
    pub by: usize,
    /// The words, in capitals.
    pub words: Vec<String>,
    /// The seats still to vote.
    pub waiting: Vec<usize>,
}

impl From<&WordVote> for VoteView {
    fn from(vote: &WordVote) -> VoteView {
        VoteView {
            by: vote.by,
            words: vote.words.clone(),
            waiting: vote.waiting(),
        }
    }
}

/// The people who vote on `by`'s words: every other seat a person plays.
pub fn voters(people: &[bool], by: usize) -> Vec<usize> {
    (0..people.len())
        .filter(|&s| s != by && people[s])
        .collect()
}

/// Words a table accepted by vote during one game, in capitals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TableWords(BTreeSet<String>);

impl TableWords {
    /// Whether the table accepted `word` (any case).
    pub fn has(&self, word: &str) -> bool {
        self.0.contains(&word.to_uppercase())
    }

    /// Adds the words a vote accepted.
    pub fn add(&mut self, words: &[String]) {
        self.0.extend(words.iter().map(|w| w.to_uppercase()));
    }

    /// The words, in order.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(String::as_str)
    }
}

/// The house rule as a game that asks about words keeps it: whether it is on, who votes,
/// the vote open and the words accepted so far. A player asks about words the dictionary
/// lacks (the game checks that), the others vote, and the game goes on with them accepted or
/// not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DictionaryVote {
    /// The house rule is on.
    pub on: bool,
    /// Which seats people play (only they vote).
    pub people: Vec<bool>,
    /// The vote open now.
    pub open: Option<WordVote>,
    /// The words the table accepted this game.
    pub accepted: TableWords,
}

/// Why words cannot be put to the vote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AskError {
    /// The house rule is off.
    Off,
    /// No other person is at the table.
    NobodyToAsk,
    /// A vote is open already.
    VoteOpen,
}

impl DictionaryVote {
    /// The rule, on or off, for a table whose seats `people` says people play.
    pub fn new(on: bool, people: Vec<bool>) -> DictionaryVote {
        DictionaryVote {
            on,
            people,
            ..DictionaryVote::default()
        }
    }

    /// Opens a vote on `words` (checked by the game as outside its dictionary) asked by `by`.
    pub fn ask(&mut self, by: usize, words: Vec<String>) -> Result<(), AskError> {
        if !self.on {
            return Err(AskError::Off);
        }
        if self.open.is_some() {
            return Err(AskError::VoteOpen);
        }
        self.open = Some(WordVote::open(by, words, &self.people).ok_or(AskError::NobodyToAsk)?);
        Ok(())
    }

    /// Whether `by` has someone to ask (the rule on, another person at the table).
    pub fn can_ask(&self, by: usize) -> bool {
        self.on && !voters(&self.people, by).is_empty()
    }

    /// The seats still to vote (none when no vote is open).
    pub fn waiting(&self) -> Vec<usize> {
        self.open.as_ref().map_or_else(Vec::new, WordVote::waiting)
    }

    /// A ballot; once the last is cast, the vote closes: its words join the accepted ones when
    /// the table accepts them, and the closed vote and the decision are returned.
    pub fn cast(
        &mut self,
        seat: usize,
        yes: bool,
    ) -> Result<Option<(WordVote, bool)>, BallotError> {
        let vote = self.open.as_mut().ok_or(BallotError::NotAVoter)?;
        vote.cast(seat, yes)?;
        let Some(accepted) = vote.outcome() else {
            return Ok(None);
        };
        let vote = self.open.take().expect("open");
        if accepted {
            self.accepted.add(&vote.words);
        }
        Ok(Some((vote, accepted)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_other_people_vote_a_majority_refuses_and_a_tie_accepts() {
        // Ana asks; Ben and Dan are people, Cleo a computer.
        let people = [true, true, false, true];
        let mut v = WordVote::open(0, vec!["QUEYN".into()], &people).unwrap();
        assert_eq!(v.voters(), [1, 3]);
        assert_eq!(v.cast(0, true), Err(BallotError::NotAVoter));
        assert_eq!(v.cast(2, true), Err(BallotError::NotAVoter));
        v.cast(1, false).unwrap();
        assert_eq!(v.cast(1, true), Err(BallotError::AlreadyVoted));
        assert_eq!((v.waiting(), v.outcome()), (vec![3], None));
        v.cast(3, true).unwrap();
        assert_eq!(v.outcome(), Some(true), "one each: a tie accepts");
        let mut v = WordVote::open(3, vec!["ZE".into()], &[true, true, true, true]).unwrap();
        v.cast(0, false).unwrap();
        v.cast(1, false).unwrap();
        v.cast(2, true).unwrap();
        assert_eq!(v.outcome(), Some(false), "two of three refuse");
    }

    #[test]
    fn with_no_other_person_there_is_no_vote() {
        assert!(WordVote::open(0, vec!["OK".into()], &[true, false, false]).is_none());
    }

    #[test]
    fn accepted_words_are_found_in_any_case() {
        let mut words = TableWords::default();
        words.add(&["queyn".into()]);
        assert!(words.has("QUEYN") && words.has("Queyn") && !words.has("QUEY"));
    }
}
