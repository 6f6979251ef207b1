//! A crossword game in progress: the bag, the racks, the board and the scores, and the turn
//! flow for both rule sets. Placements, passes and exchanges; Wordgame's new letters when both
//! players pass the first two moves; the end (a player out with the bag empty, scoreless turns
//! or passes in a row) with its rack adjustments. Every turn is logged for the GCG export.

use std::fmt;

use crate::random::GameRng;

use crate::words::Lexicon;

use super::board::{Board, SIZE};
use super::challenge_rule::{ChallengeRule, Pending};
use super::check::{Rejection, check_play};
use super::gcg::{GcgEvent, GcgKind, GcgPlayer, GcgRecord, variant_name};
use super::play::Play;
use super::rules::{Rules, RulesKind};
use crate::engine::word_vote::{BallotError, DictionaryVote, WordVote};

/// What a player does on their turn.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// Lay tiles.
    Place(Play),
    /// Do nothing.
    Pass,
    /// Put these rack tiles (`?` for a blank) back and draw as many.
    Exchange(Vec<u8>),
    /// Challenge the play still open to challenge (under a challenge rule; any other seat).
    Challenge,
    /// Let the play still open to challenge stand without challenging it (any other seat;
    /// needed when it went out, since no later move accepts it).
    Accept,
    /// A ballot on the words a play put to the table's vote (house rule): accept them or not.
    Vote(bool),
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// This seat used its last tile with the bag empty.
    WentOut(usize),
    /// Too many scoreless turns in a row (Classic).
    ScorelessTurns,
    /// Too many passes in a row (Wordgame).
    Passes,
}

/// What a turn changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Tiles laid: the move's notation, the words formed and the points.
    Placed {
        seat: usize,
        notation: String,
        words: Vec<String>,
        score: i32,
    },
    /// A pass.
    Passed { seat: usize },
    /// An exchange of this many tiles.
    Exchanged { seat: usize, count: usize },
    /// Every rack went back to the bag and was drawn again (Wordgame's opening passes).
    NewLetters,
    /// A challenged play held a word the dictionary lacks: its tiles went back to the rack
    /// and its points off the score.
    Withdrawn {
        seat: usize,
        score: i32,
        phonies: Vec<String>,
    },
    /// A challenged play stood: its player drew, and earned `bonus` (the points rules).
    Stood {
        seat: usize,
        challenger: usize,
        bonus: i32,
    },
    /// This seat lost its turn to a failed challenge (double challenge).
    TurnLost { seat: usize },
    /// A play with words the dictionary lacks waits for the other people's vote (house rule).
    VoteOpened { seat: usize, words: Vec<String> },
    /// The table voted the words in: the play stands, and they play for the rest of the game.
    WordsAccepted { seat: usize, words: Vec<String> },
    /// The game is over: each seat's rack adjustment, and the final scores.
    Ended {
        reason: EndReason,
        adjustments: Vec<i32>,
        scores: Vec<i32>,
    },
}

/// Why an action is refused; nothing changes.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// Another seat is to play.
    NotYourTurn { current: usize },
    /// The placement breaks a rule.
    Illegal(Rejection),
    /// These rules have no exchanges.
    NoExchanges,
    /// Exchanges need a fuller bag.
    BagTooSmall { have: usize, need: usize },
    /// An exchange of no tiles.
    EmptyExchange,
    /// No play is open to challenge.
    NothingToChallenge,
    /// A player cannot challenge or accept their own play.
    OwnPlay,
    /// The play open to challenge went out: it is challenged or accepted before anything else.
    ChallengeFirst,
    /// The table is voting on a play's words: only ballots now.
    VoteOpen,
    /// No vote is open.
    NoVote,
    /// This seat has no vote (it made the play, or a computer plays it).
    NotAVoter,
    /// This seat has voted already.
    AlreadyVoted,
}

impl Refusal {
    /// The reason in `lang`, as the table shows it.
    pub fn message(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::tr_in;
        match self {
            Refusal::GameOver => tr_in!(lang, "cw-refused-game-over"),
            Refusal::NotYourTurn { current } => {
                // Seats counted as saves count them (from 0), so a replay's refusal matches
                // the file it names.
                tr_in!(lang, "cw-refused-not-your-turn", seat = *current)
            }
            Refusal::Illegal(why) => why.message(lang),
            Refusal::NoExchanges => tr_in!(lang, "cw-refused-no-exchanges"),
            Refusal::BagTooSmall { have, need } => {
                tr_in!(lang, "cw-refused-bag-too-small", have = *have, need = *need)
            }
            Refusal::EmptyExchange => tr_in!(lang, "cw-refused-empty-exchange"),
            Refusal::NothingToChallenge => tr_in!(lang, "cw-refused-nothing-to-challenge"),
            Refusal::OwnPlay => tr_in!(lang, "cw-refused-own-play"),
            Refusal::ChallengeFirst => tr_in!(lang, "cw-refused-challenge-first"),
            Refusal::VoteOpen => tr_in!(lang, "cw-refused-vote-open"),
            Refusal::NoVote => tr_in!(lang, "cw-refused-no-vote"),
            Refusal::NotAVoter => tr_in!(lang, "cw-refused-not-a-voter"),
            Refusal::AlreadyVoted => tr_in!(lang, "cw-refused-already-voted"),
        }
    }
}

/// In the app's language: English for the command line unless `--lang` says otherwise.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for Refusal {}

/// One player at the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Display name.
    pub name: String,
    /// Rack tiles: `A`-`Z`, `?` for a blank.
    pub rack: Vec<u8>,
    /// Points so far.
    pub score: i32,
}

/// A game of Wordgame or Classic.
#[derive(Clone)]
pub struct Game {
    /// The rule set.
    pub rules: Rules,
    /// The word list.
    pub lexicon: Lexicon,
    /// The tiles laid.
    pub board: Board,
    /// Tiles not yet drawn.
    pub bag: Vec<u8>,
    /// The players, in turn order.
    pub seats: Vec<Seat>,
    /// Whose turn it is.
    pub turn: usize,
    /// Scoreless turns in a row.
    pub scoreless_run: usize,
    /// Passes in a row.
    pub pass_run: usize,
    /// Turns played.
    pub turns_played: usize,
    /// Set when the game is over.
    pub over: Option<EndReason>,
    /// Every turn, for the game record.
    pub log: Vec<GcgEvent>,
    /// How a doubtful word is settled (house rule; void unless the setup says otherwise).
    pub challenge: ChallengeRule,
    /// The last play, while it is open to challenge (never under the void rule).
    pub pending: Option<Pending>,
    /// Seats that lose their next turn to a failed double challenge.
    pub loses_turn: Vec<bool>,
    /// Every action accepted, in order, by whom: what a save records (a challenge and an
    /// acceptance are actions the game record does not write as turns).
    pub accepted: Vec<(usize, Action)>,
    /// The players' vote that may overrule the dictionary (house rule; not with a challenge
    /// rule, where a challenge settles a doubtful word): whether it is on, who votes (every
    /// seat unless the setup says otherwise), the vote open on the pending play's words and
    /// the words voted in.
    pub house_vote: DictionaryVote,
    /// Whether tiles put back are shuffled in (a real bag) or laid at the bottom (a save that
    /// fixes the bag's order, so every draw is known in advance).
    shuffle_returns: bool,
    rng: GameRng,
}

/// The set's tiles without `first`, shuffled by `rng`: what lies under a fixed bag's first tiles
/// (Colonization's fixed bags too). Refused, naming the tile, when `first` holds more of a tile
/// than the set has.
pub fn rest_of_bag(rules: &Rules, rng: &mut GameRng, first: &[u8]) -> Result<Vec<u8>, char> {
    let mut rest = rules.full_bag();
    for &t in first {
        let at = rest.iter().position(|&r| r == t).ok_or(t as char)?;
        rest.remove(at);
    }
    rng.shuffle(&mut rest);
    Ok(rest)
}

impl Game {
    /// A new game: shuffled bag (from `seed`), full racks, seat 0 to play.
    pub fn new(rules: &Rules, lexicon: Lexicon, names: &[&str], seed: u64) -> Game {
        let mut bag = rules.full_bag();
        let mut rng = GameRng::seeded(seed);
        rng.shuffle(&mut bag);
        Game::start(rules, lexicon, names, bag, true, rng)
    }

    /// A game whose bag gives `first` first, in that order (the racks are drawn from it seat
    /// by seat, then every later draw), with the rest of the set shuffled from `seed` below
    /// them; a tile put back goes to the bottom, so every draw is known in advance. Refused,
    /// naming the tile, when `first` holds more of a tile than the set has.
    pub fn with_bag_order(
        rules: &Rules,
        lexicon: Lexicon,
        names: &[&str],
        seed: u64,
        first: &[u8],
    ) -> Result<Game, char> {
        let mut rng = GameRng::seeded(seed);
        // Draws take the bag's last tile: the first tile to draw goes last.
        let mut bag = rest_of_bag(rules, &mut rng, first)?;
        bag.extend(first.iter().rev());
        Ok(Game::start(rules, lexicon, names, bag, false, rng))
    }

    fn start(
        rules: &Rules,
        lexicon: Lexicon,
        names: &[&str],
        bag: Vec<u8>,
        shuffle_returns: bool,
        rng: GameRng,
    ) -> Game {
        let mut game = Game {
            rules: rules.clone(),
            lexicon,
            board: Board::empty(),
            bag,
            seats: names
                .iter()
                .map(|n| Seat {
                    name: n.to_string(),
                    rack: Vec::new(),
                    score: 0,
                })
                .collect(),
            turn: 0,
            scoreless_run: 0,
            pass_run: 0,
            turns_played: 0,
            over: None,
            log: Vec::new(),
            challenge: ChallengeRule::Void,
            pending: None,
            loses_turn: vec![false; names.len()],
            accepted: Vec::new(),
            house_vote: DictionaryVote::new(false, vec![true; names.len()]),
            shuffle_returns,
            rng,
        };
        for s in 0..game.seats.len() {
            game.refill(s);
        }
        game
    }

    /// Plays `action` for `seat`; refuses without changing anything when it is illegal.
    pub fn apply(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, Refusal> {
        let events = self.play_action(seat, action)?;
        self.accepted.push((seat, action.clone()));
        Ok(events)
    }

    fn play_action(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, Refusal> {
        if self.over.is_some() {
            return Err(Refusal::GameOver);
        }
        if self.house_vote.open.is_some() {
            return match action {
                Action::Vote(yes) => self.cast(seat, *yes),
                _ => Err(Refusal::VoteOpen),
            };
        }
        match action {
            Action::Challenge => return self.challenge_play(seat),
            Action::Accept => return self.accept_play(seat),
            Action::Vote(_) => return Err(Refusal::NoVote),
            _ => {}
        }
        if seat != self.turn {
            return Err(Refusal::NotYourTurn { current: self.turn });
        }
        let mut events = Vec::new();
        if self.pending.is_some() {
            // The move accepts the play open to challenge: checked first as if it stood, so a
            // refused move changes nothing.
            if self.pending_goes_out() {
                return Err(Refusal::ChallengeFirst);
            }
            self.check_move(seat, action)?;
            self.settle(&mut events);
        }
        let rack_before: String = self.seats[seat].rack.iter().map(|&b| b as char).collect();
        match action {
            Action::Challenge | Action::Accept | Action::Vote(_) => {}
            Action::Place(play) => {
                let letters = play.rack_letters();
                let rest = take(&self.seats[seat].rack, &letters)
                    .map_err(|missing| Refusal::Illegal(Rejection::NotOnRack(missing)))?;
                let scored = self.check_placement(play).map_err(Refusal::Illegal)?;
                let runs_before = (self.scoreless_run, self.pass_run);
                for &(sq, t) in &scored.laid {
                    self.board.set(sq / SIZE, sq % SIZE, t);
                }
                let s = &mut self.seats[seat];
                s.rack = rest;
                s.score += scored.score;
                self.log_turn(
                    seat,
                    &rack_before,
                    GcgKind::Play {
                        coord: super::board::coordinate(play.row, play.col, play.dir),
                        word: play.gcg_word(),
                    },
                    scored.score,
                );
                events.push(Event::Placed {
                    seat,
                    notation: play.notation(&self.board),
                    words: scored.words.iter().map(|w| w.text.clone()).collect(),
                    score: scored.score,
                });
                self.pass_run = 0;
                self.scoreless_run = if scored.score > 0 {
                    0
                } else {
                    self.scoreless_run + 1
                };
                // Under a challenge rule, or with words that go to the table's vote, the play
                // waits: its player draws once it stands.
                let unknown = if self.challenge.is_void() && !self.house_vote.on {
                    Vec::new()
                } else {
                    self.unknown_words(&scored)
                };
                let to_vote = self.votes_words() && !unknown.is_empty();
                if self.challenge.is_void() && !to_vote {
                    self.refill(seat);
                    if self.seats[seat].rack.is_empty() && self.bag.is_empty() {
                        events.push(self.finish(EndReason::WentOut(seat)));
                    }
                } else {
                    if to_vote {
                        self.house_vote.open =
                            WordVote::open(seat, unknown.clone(), &self.house_vote.people);
                        events.push(Event::VoteOpened {
                            seat,
                            words: unknown.clone(),
                        });
                    }
                    self.pending = Some(Pending {
                        seat,
                        laid: scored.laid.clone(),
                        tiles: letters,
                        rack_before: rack_before.clone(),
                        score: scored.score,
                        words: scored
                            .words
                            .iter()
                            .map(|w| w.text.to_ascii_uppercase())
                            .collect(),
                        phonies: unknown,
                        runs_before,
                    });
                }
            }
            Action::Pass => {
                self.log_turn(seat, &rack_before, GcgKind::Pass, 0);
                events.push(Event::Passed { seat });
                self.pass_run += 1;
                self.scoreless_run += 1;
            }
            Action::Exchange(tiles) => {
                if !self.rules.exchanges {
                    return Err(Refusal::NoExchanges);
                }
                if tiles.is_empty() {
                    return Err(Refusal::EmptyExchange);
                }
                if self.bag.len() < self.rules.rack_size {
                    return Err(Refusal::BagTooSmall {
                        have: self.bag.len(),
                        need: self.rules.rack_size,
                    });
                }
                let rest = take(&self.seats[seat].rack, tiles)
                    .map_err(|missing| Refusal::Illegal(Rejection::NotOnRack(missing)))?;
                self.seats[seat].rack = rest;
                self.refill(seat);
                self.put_back(tiles);
                let shown: String = tiles.iter().map(|&b| b as char).collect();
                self.log_turn(seat, &rack_before, GcgKind::Exchange(shown), 0);
                events.push(Event::Exchanged {
                    seat,
                    count: tiles.len(),
                });
                self.pass_run = 0;
                self.scoreless_run += 1;
            }
        }
        self.turns_played += 1;
        // A play put to the vote keeps the turn until the table has decided.
        if self.over.is_none() && self.house_vote.open.is_none() {
            self.after_turn(&mut events);
        }
        Ok(events)
    }

    /// Whether a play's words outside the dictionary go to the table's vote (the house rule,
    /// under the void challenge rule).
    pub fn votes_words(&self) -> bool {
        self.house_vote.on && self.challenge.is_void()
    }

    /// The words of a play that neither the dictionary nor the table's vote has, in capitals.
    fn unknown_words(&self, scored: &super::check::Scored) -> Vec<String> {
        scored
            .words
            .iter()
            .map(|w| w.text.to_ascii_uppercase())
            .filter(|w| !self.lexicon.contains(w) && !self.house_vote.accepted.has(w))
            .collect()
    }

    /// A ballot on the open vote; the last one settles the play: accepted, it stands (its
    /// player draws) and its words play from now on; refused, it comes off. The turn then
    /// moves on.
    fn cast(&mut self, seat: usize, yes: bool) -> Result<Vec<Event>, Refusal> {
        if self.house_vote.open.is_none() {
            return Err(Refusal::NoVote);
        }
        let decided = self.house_vote.cast(seat, yes).map_err(|e| match e {
            BallotError::NotAVoter => Refusal::NotAVoter,
            BallotError::AlreadyVoted => Refusal::AlreadyVoted,
        })?;
        let mut events = Vec::new();
        let Some((vote, accepted)) = decided else {
            return Ok(events);
        };
        let p = self.pending.take().expect("a vote is on a pending play");
        if accepted {
            events.push(Event::WordsAccepted {
                seat: p.seat,
                words: vote.words,
            });
            self.stand(p, 0, &mut events);
        } else {
            self.withdraw(p, &mut events);
        }
        if self.over.is_none() {
            self.after_turn(&mut events);
        }
        Ok(events)
    }

    /// A play comes off the board: its tiles back on the rack, its points off the score,
    /// written as GCG's `--`; a scoreless turn, which may end the game.
    fn withdraw(&mut self, p: Pending, events: &mut Vec<Event>) {
        for &(sq, _) in &p.laid {
            self.board.set(sq / SIZE, sq % SIZE, 0);
        }
        let s = &mut self.seats[p.seat];
        s.rack.extend_from_slice(&p.tiles);
        s.score -= p.score;
        self.log_turn(p.seat, &p.rack_before, GcgKind::Withdrawn, -p.score);
        // A play taken back scores nothing: a scoreless turn, not a pass.
        (self.scoreless_run, self.pass_run) = p.runs_before;
        self.scoreless_run += 1;
        events.push(Event::Withdrawn {
            seat: p.seat,
            score: p.score,
            phonies: p.phonies,
        });
        if let Some(limit) = self.rules.scoreless_turns_end
            && self.scoreless_run >= limit
        {
            events.push(self.finish(EndReason::ScorelessTurns));
        }
    }

    /// Checks and scores a placement as the table's rule asks: against the dictionary under
    /// the void rule; under a challenge rule any letters pass (a phony waits for a challenge),
    /// but never a word the family filter keeps off.
    pub fn check_placement(&self, play: &Play) -> Result<super::check::Scored, Rejection> {
        if self.challenge.is_void() && !self.house_vote.on {
            return check_play(&self.board, &self.rules, play, Some(&self.lexicon));
        }
        let scored = check_play(&self.board, &self.rules, play, None)?;
        if let Some(w) = scored.words.iter().find(|w| self.lexicon.kept_off(&w.text)) {
            return Err(Rejection::KeptOff(w.text.to_ascii_uppercase()));
        }
        if self.votes_words() {
            // Words outside the dictionary go to the vote, when there is someone to ask.
            let unknown = self.unknown_words(&scored);
            if !unknown.is_empty() && !self.house_vote.can_ask(self.turn) {
                return Err(Rejection::NotWords(unknown));
            }
        }
        Ok(scored)
    }

    /// Whether `action` by `seat` would be accepted once the play open to challenge stands
    /// (its player's draw leaves fewer tiles in the bag for an exchange).
    fn check_move(&self, seat: usize, action: &Action) -> Result<(), Refusal> {
        let rack = &self.seats[seat].rack;
        match action {
            Action::Place(play) => {
                take(rack, &play.rack_letters())
                    .map_err(|missing| Refusal::Illegal(Rejection::NotOnRack(missing)))?;
                self.check_placement(play).map_err(Refusal::Illegal)?;
            }
            Action::Exchange(tiles) => {
                let bag = self.bag_once_settled();
                if !self.rules.exchanges {
                    return Err(Refusal::NoExchanges);
                }
                if tiles.is_empty() {
                    return Err(Refusal::EmptyExchange);
                }
                if bag < self.rules.rack_size {
                    return Err(Refusal::BagTooSmall {
                        have: bag,
                        need: self.rules.rack_size,
                    });
                }
                take(rack, tiles)
                    .map_err(|missing| Refusal::Illegal(Rejection::NotOnRack(missing)))?;
            }
            Action::Pass | Action::Challenge | Action::Accept | Action::Vote(_) => {}
        }
        Ok(())
    }

    /// Tiles the bag will hold once the play open to challenge stands and its player draws
    /// (the bag's size when no play is open).
    pub fn bag_once_settled(&self) -> usize {
        let draw = self.pending.as_ref().map_or(0, |p| {
            self.rules
                .rack_size
                .saturating_sub(self.seats[p.seat].rack.len())
        });
        self.bag.len().saturating_sub(draw)
    }

    /// Whether the play open to challenge used its player's last tile with the bag empty: the
    /// game ends when it stands, so no later move can accept it.
    pub fn pending_goes_out(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| self.seats[p.seat].rack.is_empty() && self.bag.is_empty())
    }

    /// `seat` challenges the play open to challenge: a phony comes off; a play that stands
    /// draws, with the rule's cost to the challenger or bonus to its player.
    fn challenge_play(&mut self, seat: usize) -> Result<Vec<Event>, Refusal> {
        let Some(p) = &self.pending else {
            return Err(Refusal::NothingToChallenge);
        };
        if p.seat == seat || seat >= self.seats.len() {
            return Err(Refusal::OwnPlay);
        }
        let p = self.pending.take().expect("checked above");
        let mut events = Vec::new();
        if p.is_phony() {
            self.withdraw(p, &mut events);
            return Ok(events);
        }
        let bonus = self.challenge.bonus();
        events.push(Event::Stood {
            seat: p.seat,
            challenger: seat,
            bonus,
        });
        self.stand(p, bonus, &mut events);
        if self.challenge.costs_a_turn() && self.over.is_none() {
            if seat == self.turn {
                self.lose_turn(&mut events);
            } else {
                self.loses_turn[seat] = true;
            }
        }
        Ok(events)
    }

    /// `seat` lets the play open to challenge stand.
    fn accept_play(&mut self, seat: usize) -> Result<Vec<Event>, Refusal> {
        match &self.pending {
            None => Err(Refusal::NothingToChallenge),
            Some(p) if p.seat == seat || seat >= self.seats.len() => Err(Refusal::OwnPlay),
            Some(_) => {
                let mut events = Vec::new();
                self.settle(&mut events);
                Ok(events)
            }
        }
    }

    /// The play open to challenge stands unchallenged.
    fn settle(&mut self, events: &mut Vec<Event>) {
        if let Some(p) = self.pending.take() {
            self.stand(p, 0, events);
        }
    }

    /// A play stands: its player draws, earns `bonus` (written as GCG's challenge line, with
    /// the rack drawn), and the game ends if it went out.
    fn stand(&mut self, p: Pending, bonus: i32, events: &mut Vec<Event>) {
        self.refill(p.seat);
        if bonus != 0 {
            self.seats[p.seat].score += bonus;
            let rack: String = self.seats[p.seat].rack.iter().map(|&b| b as char).collect();
            self.log_turn(p.seat, &rack, GcgKind::ChallengeBonus, bonus);
        }
        if self.over.is_none() && self.seats[p.seat].rack.is_empty() && self.bag.is_empty() {
            events.push(self.finish(EndReason::WentOut(p.seat)));
        }
    }

    /// The seat to play loses its turn to a failed challenge: written as a pass, as records
    /// write it, and the turn moves on.
    fn lose_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn;
        let rack: String = self.seats[seat].rack.iter().map(|&b| b as char).collect();
        self.log_turn(seat, &rack, GcgKind::Pass, 0);
        events.push(Event::TurnLost { seat });
        self.pass_run += 1;
        self.scoreless_run += 1;
        self.turns_played += 1;
        self.after_turn(events);
    }

    /// The tiles `seat` has not seen: the bag and the other racks, as the unseen-tile panel
    /// counts them (the full set less the board and the seat's own rack).
    pub fn unseen_by(&self, seat: usize) -> super::tiles::TileCounts {
        use super::tiles::TileCounts;
        let mut own = TileCounts::default();
        if let Some(s) = self.seats.get(seat) {
            own.add_all(&s.rack);
        }
        TileCounts::full_bag(&self.rules)
            .minus(&TileCounts::on_board(&self.board))
            .minus(&own)
    }

    /// The seat to play, or `None` when the game is over.
    pub fn to_play(&self) -> Option<usize> {
        self.over.is_none().then_some(self.turn)
    }

    /// The game as a GCG record (the turns so far, and the end adjustments once over).
    pub fn to_gcg(&self) -> GcgRecord {
        GcgRecord {
            players: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| GcgPlayer {
                    nick: format!("p{}", i + 1),
                    name: s.name.clone(),
                })
                .collect(),
            events: self.log.clone(),
            // Names the rules, so a replay reads a Wordgame record as Wordgame.
            variant: RulesKind::parse(&self.rules.name).map(|k| variant_name(k).to_string()),
            ..GcgRecord::default()
        }
    }

    fn after_turn(&mut self, events: &mut Vec<Event>) {
        if let Some(limit) = self.rules.passes_end
            && self.pass_run >= limit
        {
            events.push(self.finish(EndReason::Passes));
            return;
        }
        if let Some(limit) = self.rules.scoreless_turns_end
            && self.scoreless_run >= limit
        {
            events.push(self.finish(EndReason::ScorelessTurns));
            return;
        }
        // Wordgame: both players passed the game's first two moves: new letters for all.
        if self.rules.redraw_after_opening_passes
            && self.turns_played == 2
            && self.pass_run == 2
            && self.board.is_empty()
        {
            // All the racks go back at once, in one shuffle (as saves have always replayed).
            let mut racks = Vec::new();
            for s in 0..self.seats.len() {
                racks.extend(std::mem::take(&mut self.seats[s].rack));
            }
            self.put_back(&racks);
            for s in 0..self.seats.len() {
                self.refill(s);
            }
            // A fresh start: the passes that led here do not count towards the end.
            self.pass_run = 0;
            self.scoreless_run = 0;
            events.push(Event::NewLetters);
        }
        self.turn = (self.turn + 1) % self.seats.len();
        if self.loses_turn[self.turn] {
            self.loses_turn[self.turn] = false;
            self.lose_turn(events);
        }
    }

    fn finish(&mut self, reason: EndReason) -> Event {
        // A play still open to challenge when the game ends otherwise stands, its draw made.
        if let Some(p) = self.pending.take() {
            self.refill(p.seat);
        }
        let values: Vec<i32> = self
            .seats
            .iter()
            .map(|s| s.rack.iter().map(|&t| self.rules.tile_value(t)).sum())
            .collect();
        let mut adjustments: Vec<i32> = values.iter().map(|v| -v).collect();
        if let EndReason::WentOut(out) = reason
            && self.rules.out_bonus
        {
            adjustments[out] = values.iter().sum();
        }
        // Log the adjustments as GCG end-rack lines: the one who went out with the others'
        // tiles, everyone else with their own.
        for (i, &adj) in adjustments.iter().enumerate() {
            let own: String = self.seats[i].rack.iter().map(|&b| b as char).collect();
            let tiles = if adj > 0 {
                self.seats
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .flat_map(|(_, s)| s.rack.iter().map(|&b| b as char))
                    .collect()
            } else {
                own.clone()
            };
            self.seats[i].score += adj;
            if !tiles.is_empty() {
                self.log_turn(i, &own, GcgKind::EndRack(tiles), adj);
            }
        }
        self.over = Some(reason);
        Event::Ended {
            reason,
            adjustments,
            scores: self.seats.iter().map(|s| s.score).collect(),
        }
    }

    /// Tiles back in the bag: shuffled in, or at the bottom when the bag's order is fixed.
    fn put_back(&mut self, tiles: &[u8]) {
        if self.shuffle_returns {
            self.bag.extend_from_slice(tiles);
            self.rng.shuffle(&mut self.bag);
        } else {
            self.bag.splice(0..0, tiles.iter().copied());
        }
    }

    fn refill(&mut self, seat: usize) {
        while self.seats[seat].rack.len() < self.rules.rack_size {
            match self.bag.pop() {
                Some(t) => self.seats[seat].rack.push(t),
                None => break,
            }
        }
    }

    fn log_turn(&mut self, seat: usize, rack: &str, kind: GcgKind, score: i32) {
        self.log.push(GcgEvent {
            line: 0,
            nick: format!("p{}", seat + 1),
            rack: rack.to_string(),
            rack_unknown: false,
            kind,
            score,
            total: self.seats[seat].score,
        });
    }
}

/// `rack` without `tiles` (`?` for blanks), or the letters it lacks.
pub fn take(rack: &[u8], tiles: &[u8]) -> Result<Vec<u8>, String> {
    let mut left = rack.to_vec();
    let mut missing = String::new();
    for &t in tiles {
        match left.iter().position(|&r| r == t) {
            Some(i) => {
                left.remove(i);
            }
            None => missing.push(t as char),
        }
    }
    if missing.is_empty() {
        Ok(left)
    } else {
        Err(missing)
    }
}
