//! A Colonization game in progress and its one way to change: [`Game::apply`]. Naming the
//! languages, placing words on the Classic board under a vote, Transforms, the English
//! non-player entering and taking its turns, and the end. English's turn itself is in
//! [`super::english`].

use crate::random::GameRng;

use crate::games::crossword::game::take;
use crate::games::crossword::tiles::TileCounts;
use crate::games::crossword::{
    Board, FormedWord, Play, Rejection, Rules, RulesKind, SIZE, Scored, check_play,
};
use crate::words::Lexicon;

use super::refusal::{Expected, Refusal};
use super::state::{Action, EndReason, Event, News, Owner, Phase, Question, Record, Seat, Slot};

/// Tiles a language's name uses, and a rack holds.
pub const NAME_TILES: usize = 7;

/// A player whose score goes over this gives the record that took them over to English.
pub const SCORE_LIMIT: i32 = 50;

/// A game of Colonization Mode.
#[derive(Clone)]
pub struct Game {
    /// The Classic rules it is played on.
    pub rules: &'static Rules,
    /// The English dictionary: it only decides whether a placed word is English.
    pub lexicon: Lexicon,
    /// The tiles laid and accepted.
    pub board: Board,
    /// Tiles not yet drawn; the first is drawn first.
    pub bag: Vec<u8>,
    /// The players, by seat.
    pub seats: Vec<Seat>,
    /// Every accepted move, in order: the word records.
    pub records: Vec<Record>,
    /// The turn order; English is inserted when it enters.
    pub order: Vec<Slot>,
    /// The index in `order` of the slot whose turn it is (or was, during votes).
    pub at: usize,
    /// English's score: the sum of its records' points.
    pub english_score: i32,
    /// Scoreless player turns in a row.
    pub scoreless_run: usize,
    /// Each seat's end adjustment, once the game is over.
    pub adjustments: Vec<i32>,
    /// Every accepted action, in order, with its seat: what a save records, whoever sent it.
    pub log: Vec<(usize, Action)>,
    /// The latest events, for the views.
    pub news: News,
    phase: Phase,
    /// Whether tiles put back are shuffled in (a real bag) or laid at the bottom (a fixed
    /// order, for tests and scenarios).
    shuffle_returns: bool,
    /// English took a word that stood on the board as a player's this turn (a claim on its
    /// turn, a Transform): only then can every word being English end the game.
    pub(super) took_from_player: bool,
    rng: GameRng,
}

impl Game {
    /// A new game of 2 to 4 players (saves check the count): the Classic bag shuffled from
    /// `seed`, seven tiles each for the names, seat 0 to name its language first.
    pub fn new(lexicon: Lexicon, names: &[&str], seed: u64) -> Game {
        let rules = RulesKind::Classic.rules();
        let mut rng = GameRng::seeded(seed);
        let mut bag = rules.full_bag();
        rng.shuffle(&mut bag);
        Game::start(rules, lexicon, names, bag, true, rng)
    }

    /// For tests and scenarios: a game whose bag starts with `first`, in that order (the
    /// rest of the Classic set follows, shuffled from `seed`), and where every tile put back
    /// goes to the bottom instead of being shuffled in, so every draw is known in advance.
    /// Refused when `first` holds more of a tile than the set has.
    pub fn with_bag_order(
        lexicon: Lexicon,
        names: &[&str],
        seed: u64,
        first: &[u8],
    ) -> Result<Game, String> {
        let rules = RulesKind::Classic.rules();
        let mut rng = GameRng::seeded(seed);
        let rest = crate::games::crossword::game::rest_of_bag(rules, &mut rng, first)
            .map_err(|t| format!("the set has no more '{t}'"))?;
        let mut bag = first.to_vec();
        bag.extend(rest);
        Ok(Game::start(rules, lexicon, names, bag, false, rng))
    }

    fn start(
        rules: &'static Rules,
        lexicon: Lexicon,
        names: &[&str],
        bag: Vec<u8>,
        shuffle_returns: bool,
        rng: GameRng,
    ) -> Game {
        let mut game = Game {
            rules,
            lexicon,
            board: Board::empty(),
            bag,
            seats: names
                .iter()
                .map(|n| Seat {
                    name: n.to_string(),
                    rack: Vec::new(),
                    score: 0,
                    language: None,
                    white_used: false,
                })
                .collect(),
            records: Vec::new(),
            order: (0..names.len()).map(Slot::Seat).collect(),
            at: 0,
            english_score: 0,
            scoreless_run: 0,
            adjustments: vec![0; names.len()],
            log: Vec::new(),
            news: News::default(),
            phase: Phase::Naming { seat: 0 },
            shuffle_returns,
            took_from_player: false,
            rng,
        };
        for s in 0..names.len() {
            game.refill(s);
        }
        game
    }

    /// Where the game stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Whether English has entered the turn order.
    pub fn english_in(&self) -> bool {
        self.order.contains(&Slot::English)
    }

    /// The shortest main word allowed: 4, or 3 with four players.
    pub fn min_word(&self) -> usize {
        if self.seats.len() == 4 { 3 } else { 4 }
    }

    /// The seats the game waits for, in seat order. On English's turn, every seat: any one of
    /// them (or the table) starts it. An ended game waits for none.
    pub fn acting(&self) -> Vec<usize> {
        match &self.phase {
            Phase::Naming { seat } | Phase::Turn { seat } => vec![*seat],
            Phase::Vote { waiting, .. } => waiting.clone(),
            Phase::Transform {
                actor,
                owner,
                actor_tile,
                owner_tile,
                ..
            } => {
                let mut v = Vec::new();
                if actor_tile.is_none() {
                    v.push(*actor);
                }
                if owner_tile.is_none() {
                    v.push(*owner);
                }
                v.sort_unstable();
                v
            }
            Phase::English => (0..self.seats.len()).collect(),
            Phase::Over(_) => Vec::new(),
        }
    }

    /// Tiles held aside: a move's tiles while it is voted on.
    pub fn aside(&self) -> Vec<u8> {
        match &self.phase {
            Phase::Vote {
                question: Question::Move { play, .. },
                ..
            } => play.rack_letters(),
            _ => Vec::new(),
        }
    }

    /// Every tile in the game: bag, racks, board and aside (the full set, always).
    pub fn tile_counts(&self) -> TileCounts {
        let mut c = TileCounts::on_board(&self.board);
        c.add_all(&self.bag);
        for s in &self.seats {
            c.add_all(&s.rack);
        }
        c.add_all(&self.aside());
        c
    }

    /// The points of the records `owner` holds.
    pub fn points_of(&self, owner: Owner) -> i32 {
        self.records
            .iter()
            .filter(|r| r.owner == owner)
            .map(|r| r.points)
            .sum()
    }

    /// Plays `action` for `seat`: the events it caused, or why it is refused (and then
    /// nothing changed).
    pub fn apply(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, Refusal> {
        let events = self.apply_checked(seat, action)?;
        self.log.push((seat, action.clone()));
        self.news.add(&events);
        Ok(events)
    }

    fn apply_checked(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        if self.phase == Phase::English {
            // Any seat may start English's turn: it has no choice to make.
            return match action {
                Action::EnglishTurn => Ok(self.english_turn()),
                _ => Err(Refusal::WrongAction {
                    expected: Expected::EnglishTurn,
                }),
            };
        }
        let waiting = self.acting();
        if !waiting.contains(&seat) {
            return Err(Refusal::NotYourTurn { waiting });
        }
        match self.phase.clone() {
            Phase::Naming { .. } => match action {
                Action::Name(name) => self.name(seat, name),
                _ => Err(Refusal::WrongAction {
                    expected: Expected::Name,
                }),
            },
            Phase::Vote { .. } => match action {
                Action::Vote(accept) => Ok(self.vote(seat, *accept)),
                _ => Err(Refusal::WrongAction {
                    expected: Expected::Vote,
                }),
            },
            Phase::Turn { .. } => match action {
                Action::Place(play) => self.place(seat, play),
                Action::Pass => {
                    let mut events = vec![Event::Passed { seat }];
                    self.scoreless_run += 1;
                    self.end_turn(&mut events);
                    Ok(events)
                }
                Action::Exchange(tiles) => self.exchange(seat, tiles),
                Action::Transform { record } => self.transform(seat, *record),
                _ => Err(Refusal::WrongAction {
                    expected: Expected::Move,
                }),
            },
            Phase::Transform { .. } => match action {
                Action::Reveal(tile) => self.reveal(seat, *tile),
                _ => Err(Refusal::WrongAction {
                    expected: Expected::Reveal,
                }),
            },
            Phase::English | Phase::Over(_) => unreachable!("handled above"),
        }
    }

    fn name(&mut self, seat: usize, name: &str) -> Result<Vec<Event>, Refusal> {
        // A capital is that tile; a small letter is a blank standing for it.
        let tiles: Vec<u8> = name
            .bytes()
            .map(|b| if b.is_ascii_lowercase() { b'?' } else { b })
            .collect();
        let rack = &self.seats[seat].rack;
        let fits = name.bytes().all(|b| b.is_ascii_alphabetic())
            && tiles.len() == rack.len()
            && rack.len() == NAME_TILES
            && take(rack, &tiles).is_ok_and(|left| left.is_empty());
        if !fits {
            return Err(Refusal::NameNotRack {
                rack: rack.iter().map(|&b| b as char).collect(),
            });
        }
        self.phase = Phase::Vote {
            question: Question::Name {
                seat,
                name: name.to_string(),
            },
            waiting: self.others(seat),
            yes: 0,
            no: 0,
        };
        Ok(vec![Event::NameProposed {
            seat,
            name: name.to_string(),
        }])
    }

    /// The first word a placement forms that the family filter keeps off the table, if any:
    /// the rules refuse the placement, and computer seats never make it.
    pub fn kept_off<'a>(&self, scored: &'a Scored) -> Option<&'a FormedWord> {
        scored.words.iter().find(|w| self.lexicon.kept_off(&w.text))
    }

    fn place(&mut self, seat: usize, play: &Play) -> Result<Vec<Event>, Refusal> {
        let rest = take(&self.seats[seat].rack, &play.rack_letters())
            .map_err(|tiles| Refusal::NotOnRack { tiles })?;
        // Any letters are placed: the vote, not a dictionary, accepts the word.
        let scored = check_play(&self.board, self.rules, play, None).map_err(Refusal::Illegal)?;
        let word = main_word(play, &scored.words);
        if let Some(kept_off) = self.kept_off(&scored) {
            return Err(Refusal::Illegal(Rejection::KeptOff(
                kept_off.text.to_ascii_uppercase(),
            )));
        }
        if word.len() < self.min_word() {
            return Err(Refusal::TooShort {
                word,
                min: self.min_word(),
            });
        }
        self.seats[seat].rack = rest;
        self.phase = Phase::Vote {
            question: Question::Move {
                seat,
                play: play.clone(),
            },
            waiting: self.others(seat),
            yes: 0,
            no: 0,
        };
        Ok(vec![Event::Proposed {
            seat,
            notation: play.notation(&self.board),
            word,
            score: scored.score,
        }])
    }

    fn exchange(&mut self, seat: usize, tiles: &[u8]) -> Result<Vec<Event>, Refusal> {
        if tiles.is_empty() {
            return Err(Refusal::EmptyExchange);
        }
        if self.bag.len() < self.rules.rack_size {
            return Err(Refusal::BagTooSmall {
                have: self.bag.len(),
                need: self.rules.rack_size,
            });
        }
        let rest =
            take(&self.seats[seat].rack, tiles).map_err(|tiles| Refusal::NotOnRack { tiles })?;
        self.seats[seat].rack = rest;
        self.refill(seat);
        self.put_back(tiles);
        let mut events = vec![Event::Exchanged {
            seat,
            count: tiles.len(),
        }];
        self.scoreless_run += 1;
        self.end_turn(&mut events);
        Ok(events)
    }

    fn transform(&mut self, actor: usize, record: usize) -> Result<Vec<Event>, Refusal> {
        let Some(target) = self.records.get(record) else {
            return Err(Refusal::NoSuchRecord { record });
        };
        let owner = match target.owner {
            Owner::English => return Err(Refusal::TargetEnglish { record }),
            Owner::Seat(s) if s == actor => return Err(Refusal::TargetOwn { record }),
            Owner::Seat(s) => s,
        };
        if self.seats[actor].white_used {
            return Err(Refusal::WhiteMeepleUsed);
        }
        for seat in [actor, owner] {
            if self.seats[seat].rack.is_empty() {
                return Err(Refusal::NoTileToReveal { seat });
            }
        }
        self.phase = Phase::Transform {
            actor,
            owner,
            record,
            actor_tile: None,
            owner_tile: None,
        };
        Ok(vec![Event::TransformStarted {
            actor,
            owner,
            record,
        }])
    }

    fn reveal(&mut self, seat: usize, tile: u8) -> Result<Vec<Event>, Refusal> {
        if !self.seats[seat].rack.contains(&tile) {
            return Err(Refusal::NotOnRack {
                tiles: (tile as char).to_string(),
            });
        }
        let Phase::Transform {
            actor,
            owner,
            record,
            mut actor_tile,
            mut owner_tile,
        } = self.phase.clone()
        else {
            unreachable!("reveal is only routed here during a Transform");
        };
        if seat == actor {
            actor_tile = Some(tile);
        } else {
            owner_tile = Some(tile);
        }
        let mut events = vec![Event::Revealing { seat }];
        let (Some(a), Some(o)) = (actor_tile, owner_tile) else {
            self.phase = Phase::Transform {
                actor,
                owner,
                record,
                actor_tile,
                owner_tile,
            };
            return Ok(events);
        };
        let success = self.rules.tile_value(a) > self.rules.tile_value(o);
        for (s, t) in [(actor, a), (owner, o)] {
            let rack = &mut self.seats[s].rack;
            let i = rack
                .iter()
                .position(|&r| r == t)
                .expect("checked on reveal");
            rack.remove(i);
        }
        // Both tiles go back before either draws: each may draw its own tile again.
        self.put_back(&[a, o]);
        for s in [actor, owner] {
            self.refill(s);
        }
        events.push(Event::Transformed {
            actor,
            owner,
            record,
            actor_tile: a,
            owner_tile: o,
            success,
        });
        if success {
            self.seats[actor].white_used = true;
            self.took_from_player = true;
            events.push(self.give_to_english(record));
            self.english_enters(&mut events);
        }
        // A Transform scores nothing for its actor.
        self.scoreless_run += 1;
        self.end_turn(&mut events);
        Ok(events)
    }

    fn vote(&mut self, seat: usize, accept: bool) -> Vec<Event> {
        let Phase::Vote {
            question,
            mut waiting,
            mut yes,
            mut no,
        } = self.phase.clone()
        else {
            unreachable!("votes are only routed here during a vote");
        };
        waiting.retain(|&s| s != seat);
        if accept {
            yes += 1;
        } else {
            no += 1;
        }
        let mut events = vec![Event::Voted { seat, accept }];
        if !waiting.is_empty() {
            self.phase = Phase::Vote {
                question,
                waiting,
                yes,
                no,
            };
            return events;
        }
        // A majority refuses; a tie accepts.
        let accepted = no <= yes;
        match question {
            Question::Name { seat, name } => self.close_name(seat, name, accepted, &mut events),
            Question::Move { seat, play } => self.close_move(seat, &play, accepted, &mut events),
        }
        events
    }

    fn close_name(&mut self, seat: usize, name: String, accepted: bool, events: &mut Vec<Event>) {
        if !accepted {
            events.push(Event::NameRefused { seat });
            self.phase = Phase::Naming { seat };
            return;
        }
        let rack = std::mem::take(&mut self.seats[seat].rack);
        self.put_back(&rack);
        self.refill(seat);
        self.seats[seat].language = Some(name.clone());
        events.push(Event::NameRecorded { seat, name });
        self.phase = if seat + 1 < self.seats.len() {
            Phase::Naming { seat: seat + 1 }
        } else {
            self.slot_phase()
        };
    }

    fn close_move(&mut self, seat: usize, play: &Play, accepted: bool, events: &mut Vec<Event>) {
        if !accepted {
            // Taken back: the tiles return to the rack and the turn passes, scoreless.
            self.seats[seat].rack.extend(play.rack_letters());
            events.push(Event::MoveRefused { seat });
            self.scoreless_run += 1;
            self.end_turn(events);
            return;
        }
        let scored = check_play(&self.board, self.rules, play, None)
            .expect("the board has not changed since the move was checked");
        let word = main_word(play, &scored.words);
        for &(sq, t) in &scored.laid {
            self.board.set(sq / SIZE, sq % SIZE, t);
        }
        let record = self.records.len();
        self.records.push(Record {
            word: word.clone(),
            tiles: scored.laid.clone(),
            points: scored.score,
            placer: seat,
            owner: Owner::Seat(seat),
        });
        let before = self.seats[seat].score;
        self.seats[seat].score += scored.score;
        events.push(Event::Recorded {
            record,
            seat,
            word: word.clone(),
            points: scored.score,
            owner: Owner::Seat(seat),
        });
        if self.lexicon.contains(&word) {
            self.give_to_english(record);
            events.push(Event::EnglishWord { record });
            self.english_enters(events);
        } else if before <= SCORE_LIMIT && self.seats[seat].score > SCORE_LIMIT {
            self.give_to_english(record);
            events.push(Event::OverLimit { record, seat });
            self.english_enters(events);
        }
        self.refill(seat);
        self.scoreless_run = if scored.score > 0 {
            0
        } else {
            self.scoreless_run + 1
        };
        if self.seats[seat].rack.is_empty() && self.bag.is_empty() {
            events.push(self.finish(EndReason::WentOut(seat)));
            return;
        }
        self.end_turn(events);
    }

    /// Gives record `record` to English, moving its points from its owner.
    pub(super) fn give_to_english(&mut self, record: usize) -> Event {
        let r = &mut self.records[record];
        let from = r.owner;
        r.owner = Owner::English;
        let points = r.points;
        if let Owner::Seat(s) = from {
            self.seats[s].score -= points;
        }
        self.english_score += points;
        Event::Claimed {
            record,
            from,
            points,
        }
    }

    /// Who won, once the game is over: the best score among the players, and English's among
    /// them only if English entered the game (DECISIONS.md: a game English never entered is
    /// won by the best player). Several on a tie.
    pub fn winners(&self) -> Vec<Owner> {
        let mut scores: Vec<(Owner, i32)> = self
            .seats
            .iter()
            .enumerate()
            .map(|(s, seat)| (Owner::Seat(s), seat.score))
            .collect();
        if self.english_in() {
            scores.push((Owner::English, self.english_score));
        }
        let best = scores.iter().map(|s| s.1).max().unwrap_or(0);
        scores
            .into_iter()
            .filter(|s| s.1 == best)
            .map(|s| s.0)
            .collect()
    }

    /// English joins the turn order to the right of the current player, so it acts just
    /// before that player's next turn; once.
    fn english_enters(&mut self, events: &mut Vec<Event>) {
        if self.english_in() {
            return;
        }
        let Slot::Seat(before) = self.order[self.at] else {
            unreachable!("English enters on a player's turn");
        };
        self.order.insert(self.at, Slot::English);
        self.at += 1;
        events.push(Event::EnglishEntered { before });
    }

    /// After a player's turn or English's: the end, or the next slot. Every word being English
    /// ends the game only when English has just taken one that stood as a player's
    /// (DECISIONS.md): a word that is English as it is placed never ends it by itself.
    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let took = std::mem::take(&mut self.took_from_player);
        if took && self.records.iter().all(|r| r.owner == Owner::English) {
            events.push(self.finish(EndReason::AllEnglish));
            return;
        }
        if self.scoreless_run >= self.rules.scoreless_turns_end.unwrap_or(6) {
            events.push(self.finish(EndReason::ScorelessTurns));
            return;
        }
        self.at = (self.at + 1) % self.order.len();
        self.phase = self.slot_phase();
    }

    fn slot_phase(&self) -> Phase {
        match self.order[self.at] {
            Slot::Seat(seat) => Phase::Turn { seat },
            Slot::English => Phase::English,
        }
    }

    fn finish(&mut self, reason: EndReason) -> Event {
        let values: Vec<i32> = self
            .seats
            .iter()
            .map(|s| s.rack.iter().map(|&t| self.rules.tile_value(t)).sum())
            .collect();
        let mut adjustments: Vec<i32> = values.iter().map(|v| -v).collect();
        if let EndReason::WentOut(out) = reason {
            adjustments[out] = values.iter().sum();
        }
        for (s, &adj) in adjustments.iter().enumerate() {
            self.seats[s].score += adj;
        }
        self.adjustments = adjustments.clone();
        self.phase = Phase::Over(reason);
        Event::Ended {
            reason,
            adjustments,
            scores: self.seats.iter().map(|s| s.score).collect(),
            english: self.english_score,
        }
    }

    /// The seats other than `seat`, in seat order: the voters.
    fn others(&self, seat: usize) -> Vec<usize> {
        (0..self.seats.len()).filter(|&s| s != seat).collect()
    }

    /// Draws the bag's first tile.
    pub(super) fn draw(&mut self) -> Option<u8> {
        (!self.bag.is_empty()).then(|| self.bag.remove(0))
    }

    /// Puts tiles back into the bag: shuffled in, or at the bottom in a fixed-order game.
    pub(super) fn put_back(&mut self, tiles: &[u8]) {
        self.bag.extend_from_slice(tiles);
        if self.shuffle_returns {
            self.rng.shuffle(&mut self.bag);
        }
    }

    fn refill(&mut self, seat: usize) {
        while self.seats[seat].rack.len() < self.rules.rack_size {
            match self.draw() {
                Some(t) => self.seats[seat].rack.push(t),
                None => break,
            }
        }
    }
}

impl Game {
    /// What a placement would make before it is proposed, as the table and the phones show
    /// it live: its main word (in capitals) and points, or why it cannot be proposed (a Classic
    /// placement rule, or a word shorter than the game asks), in `lang`. Changes nothing, and
    /// says nothing of the dictionary (the other languages vote on the word).
    pub fn judge_placement(
        &self,
        play: &Play,
        lang: crate::i18n::Lang,
    ) -> Result<(String, i32), String> {
        let scored =
            check_play(&self.board, self.rules, play, None).map_err(|r| r.message(lang))?;
        let word = main_word(play, &scored.words).to_uppercase();
        if word.chars().count() < self.min_word() {
            let min = self.min_word();
            return Err(crate::i18n::with_language(lang, || {
                crate::i18n::tr!("col-too-short", min = min)
            }));
        }
        Ok((word, scored.score))
    }
}

/// The move's main word: the word along the line of the tiles placed; for a single tile, the
/// longer of the words it forms (the first when they are as long).
pub(super) fn main_word(play: &Play, words: &[crate::games::crossword::FormedWord]) -> String {
    if play.tiles_laid() == 1 {
        let mut best: Option<&crate::games::crossword::FormedWord> = None;
        for w in words {
            if best.is_none_or(|b| w.text.len() > b.text.len()) {
                best = Some(w);
            }
        }
        return best.map(|w| w.text.clone()).unwrap_or_default();
    }
    words.first().map(|w| w.text.clone()).unwrap_or_default()
}
