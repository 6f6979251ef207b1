//! The rules of Play On Words as one plain struct changed only by [`Game::apply`], which
//! checks the whole action first and refuses without changing anything: dealing, the turn
//! (take one card or two, lay down the challenge's words, change words, discard), bonus
//! words, going out and scoring, the rounds and the end.

use std::sync::Arc;

use crate::random::GameRng;

use super::cards::{Card, Laid, run_text, spell};
use super::refusal::{Expected, Refusal};
use super::rules::{Challenge, GOING_OUT_BONUS, HAND_SIZE, Rules};
use super::state::{Action, Edit, Event, Kind, Phase, Pile, RoundResult, Seat, Slot, TableWord};
use crate::engine::word_vote::DictionaryVote;
use crate::words::Lexicon;

/// How many times a round's draw pile may be made again from the discard piles before the
/// round is called blocked (nobody goes out, nobody scores for it).
pub const MAX_REBUILDS: u8 = 2;

/// A game of Play On Words.
#[derive(Clone)]
pub struct Game {
    /// The deck and the challenges.
    pub rules: Arc<Rules>,
    /// The words that are words.
    pub lexicon: Lexicon,
    /// The seats, in turn order (play passes to the left: to the next seat).
    pub seats: Vec<Seat>,
    /// The challenges played, by index into the rules' list, in order.
    pub schedule: Vec<usize>,
    /// The round being played, as an index into `schedule`.
    pub round: usize,
    /// This round's dealer.
    pub dealer: usize,
    /// The draw pile, its top last.
    pub stock: Vec<Card>,
    /// The two discard piles, their tops last.
    pub discards: [Vec<Card>; 2],
    /// The words on the table, in the order laid.
    pub words: Vec<TableWord>,
    /// Where the game is.
    pub phase: Phase,
    /// Turns played in the game (a word remembers the turn it was laid on).
    pub turn: u32,
    /// How many times this round's draw pile was made again.
    pub rebuilds: u8,
    /// Every finished round.
    pub history: Vec<RoundResult>,
    /// Each seat's points in the current round.
    pub round_points: Vec<u32>,
    /// Rounds whose deal a save fixes: the cards dealt first, in dealing order (by round; an
    /// empty list is a shuffled deal).
    fixed_deals: Vec<Vec<Card>>,
    /// The players' vote that overrules the dictionary (house rule; off unless set up).
    pub house_vote: DictionaryVote,
    rng: GameRng,
}

impl Game {
    /// A game for `names` (2 to 6) of `rounds` rounds (10 plays every challenge; fewer plays
    /// that many of them, drawn at random from `seed` and kept in order), its first round
    /// dealt by the last seat so the first seat starts.
    pub fn new(
        rules: Arc<Rules>,
        lexicon: Lexicon,
        names: &[&str],
        seed: u64,
        rounds: usize,
    ) -> Game {
        Game::with_deals(rules, lexicon, names, seed, rounds, Vec::new())
    }

    /// [`Game::new`] with fixed deals: round `r`'s deck gives `deals[r]` first, in dealing order
    /// (a card to each seat from the dealer's left, round after round, then the two discard
    /// piles, then the draw pile's top), the rest of the deck shuffled from `seed` below them.
    /// The caller checks the cards are the deck's ([`Game::check_deals`]).
    pub fn with_deals(
        rules: Arc<Rules>,
        lexicon: Lexicon,
        names: &[&str],
        seed: u64,
        rounds: usize,
        deals: Vec<Vec<Card>>,
    ) -> Game {
        let mut rng = GameRng::seeded(seed);
        let all = rules.challenges.len();
        let rounds = rounds.clamp(1, all);
        let mut schedule: Vec<usize> = if rounds == all {
            (0..all).collect()
        } else {
            rng.sample(all, rounds)
        };
        schedule.sort_unstable();
        let n = names.len();
        let mut game = Game {
            rules,
            lexicon,
            seats: names
                .iter()
                .map(|name| Seat {
                    name: name.to_string(),
                    hand: Vec::new(),
                    score: 0,
                    is_in: false,
                })
                .collect(),
            schedule,
            round: 0,
            dealer: n.saturating_sub(1),
            stock: Vec::new(),
            discards: [Vec::new(), Vec::new()],
            words: Vec::new(),
            phase: Phase::Over,
            turn: 0,
            rebuilds: 0,
            history: Vec::new(),
            round_points: vec![0; n],
            fixed_deals: deals,
            house_vote: DictionaryVote::new(false, vec![true; n]),
            rng,
        };
        game.deal();
        game
    }

    /// Whether fixed deals are made of the deck's cards (no more of a card than the deck has,
    /// in any round); the first card that is not, and its round (from 0), when not.
    pub fn check_deals(rules: &Rules, deals: &[Vec<Card>]) -> Result<(), (usize, Card)> {
        for (round, deal) in deals.iter().enumerate() {
            let mut left = rules.deck.clone();
            for card in deal {
                let at = left.iter().position(|c| c == card).ok_or((round, *card))?;
                left.remove(at);
            }
        }
        Ok(())
    }

    /// The standard rules and the built-in English dictionary.
    pub fn standard(names: &[&str], seed: u64, rounds: usize) -> Game {
        Game::new(
            Rules::standard(),
            Lexicon::english().clone(),
            names,
            seed,
            rounds,
        )
    }

    fn deal(&mut self) {
        let n = self.seats.len();
        let mut cards = self.rules.deck.clone();
        self.rng.shuffle(&mut cards);
        // A fixed deal: its cards come out of the shuffled deck and go on top, first card
        // last (cards are dealt from the end).
        if let Some(fixed) = self.fixed_deals.get(self.round).filter(|f| !f.is_empty()) {
            for card in fixed {
                if let Some(at) = cards.iter().position(|c| c == card) {
                    cards.remove(at);
                }
            }
            cards.extend(fixed.iter().rev());
        }
        for s in &mut self.seats {
            s.hand.clear();
            s.is_in = false;
        }
        for _ in 0..HAND_SIZE {
            for k in 1..=n {
                let seat = (self.dealer + k) % n;
                let card = cards.pop().expect("the deck deals a full table");
                self.seats[seat].hand.push(card);
            }
        }
        for pile in &mut self.discards {
            *pile = vec![cards.pop().expect("the deck starts both piles")];
        }
        self.stock = cards;
        self.words.clear();
        self.rebuilds = 0;
        self.round_points = vec![0; n];
        self.phase = Phase::Draw {
            seat: (self.dealer + 1) % n,
        };
    }

    /// The challenge of the round being played.
    pub fn challenge(&self) -> &Challenge {
        &self.rules.challenges[self.schedule[self.round]]
    }

    /// Where the game is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seats the game waits for: the one whose turn it is, or the one who starts the next
    /// round; none once the game is over.
    pub fn acting(&self) -> Vec<usize> {
        if self.house_vote.open.is_some() && self.phase != Phase::Over {
            return self.house_vote.waiting();
        }
        match self.phase {
            Phase::Draw { seat } | Phase::Play { seat } => vec![seat],
            Phase::RoundOver { next } => vec![next],
            Phase::Over => Vec::new(),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether `letters` (capitals) spell a word of the dictionary.
    pub fn is_word(&self, letters: &[u8]) -> bool {
        let mut buf = [0u8; 64];
        if letters.len() > buf.len() {
            return false;
        }
        for (b, l) in buf.iter_mut().zip(letters) {
            *b = l.to_ascii_lowercase();
        }
        self.lexicon.contains_lower(&buf[..letters.len()])
            || self
                .house_vote
                .accepted
                .has(std::str::from_utf8(letters).unwrap_or(""))
    }

    /// Why `word` (not a word of the game's dictionary) is refused: kept off by the family
    /// filter, or not a word.
    fn not_a_word(&self, word: String) -> Refusal {
        if self.lexicon.kept_off(&word) {
            Refusal::KeptOff { word }
        } else {
            Refusal::NotAWord { word }
        }
    }

    /// Whether `seat` may change word `word` now: the seat met the challenge, and the word is
    /// not its own laid this very turn.
    pub fn may_change(&self, seat: usize, word: usize) -> bool {
        self.seats[seat].is_in
            && self
                .words
                .get(word)
                .is_some_and(|w| !(w.owner == seat && w.laid_turn == self.turn))
    }

    /// Every card of the game, wherever it is (hands, piles, table, covered ones too).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.stock.clone();
        all.extend(self.discards.iter().flatten());
        for s in &self.seats {
            all.extend(&s.hand);
        }
        for w in &self.words {
            all.extend(w.all_cards());
        }
        all
    }

    /// The seats with the highest total.
    pub fn leaders(&self) -> Vec<usize> {
        let best = self.seats.iter().map(|s| s.score).max().unwrap_or(0);
        (0..self.seats.len())
            .filter(|&s| self.seats[s].score == best)
            .collect()
    }

    /// Plays `action` for `seat`: the events it caused, or why it is refused (and nothing
    /// changed).
    pub fn apply(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, Refusal> {
        if self.house_vote.open.is_some() && self.phase != Phase::Over {
            return match action {
                Action::Vote(yes) => self.cast(seat, *yes),
                _ => Err(Refusal::VoteOpen),
            };
        }
        let Some(&waiting) = self.acting().first() else {
            return Err(Refusal::GameOver);
        };
        if seat != waiting {
            return Err(Refusal::NotYourTurn { waiting });
        }
        match (self.phase, action) {
            (Phase::Draw { .. }, Action::Draw(pile)) => self.draw(seat, &[*pile]),
            (Phase::Draw { .. }, Action::DrawTwo(a, b)) => {
                if !self.challenge().draw_two() {
                    return Err(Refusal::DrawTwoTooEarly {
                        from: super::rules::DRAW_TWO_FROM,
                    });
                }
                self.draw(seat, &[*a, *b])
            }
            (Phase::Draw { .. }, _) => Err(Refusal::WrongAction {
                expected: Expected::Draw,
            }),
            (Phase::Play { .. }, Action::LayDown(words)) => self.lay_down(seat, words),
            (Phase::Play { .. }, Action::Change { word, edits }) => self.change(seat, *word, edits),
            (Phase::Play { .. }, Action::Discard { card, pile }) => {
                self.discard(seat, *card, *pile)
            }
            (Phase::Play { .. }, Action::AskTable(words)) => self.ask_table(seat, words),
            (_, Action::Vote(_)) => Err(Refusal::NotAVoter),
            (Phase::Play { .. }, _) => Err(Refusal::WrongAction {
                expected: Expected::Play,
            }),
            (Phase::RoundOver { .. }, Action::NextRound) => Ok(self.next_round()),
            (Phase::RoundOver { .. }, _) => Err(Refusal::WrongAction {
                expected: Expected::NextRound,
            }),
            (Phase::Over, _) => Err(Refusal::GameOver),
        }
    }

    fn pile(&self, pile: Pile) -> Result<&Vec<Card>, Refusal> {
        match pile {
            Pile::Stock => Ok(&self.stock),
            Pile::Discard(n) => self.discards.get(n).ok_or(Refusal::NoSuchPile { pile: n }),
        }
    }

    fn pile_mut(&mut self, pile: Pile) -> &mut Vec<Card> {
        match pile {
            Pile::Stock => &mut self.stock,
            Pile::Discard(n) => &mut self.discards[n],
        }
    }

    fn draw(&mut self, seat: usize, piles: &[Pile]) -> Result<Vec<Event>, Refusal> {
        for &p in piles {
            let need = piles.iter().filter(|&&q| q == p).count();
            let have = self.pile(p)?.len();
            if have == 0 {
                return Err(Refusal::PileEmpty { pile: p });
            }
            if have < need {
                return Err(Refusal::TooFewInPile { pile: p });
            }
        }
        let mut events = Vec::new();
        for &p in piles {
            let card = self.pile_mut(p).pop().expect("checked above");
            self.seats[seat].hand.push(card);
            events.push(Event::Drew {
                seat,
                pile: p,
                card,
            });
        }
        self.phase = Phase::Play { seat };
        Ok(events)
    }

    /// The hand without `cards`, or which of them it lacks.
    fn hand_without(
        &self,
        seat: usize,
        cards: impl IntoIterator<Item = Card>,
    ) -> Result<Vec<Card>, Refusal> {
        let mut hand = self.seats[seat].hand.clone();
        let mut missing = Vec::new();
        for c in cards {
            match hand.iter().position(|&h| h == c) {
                Some(i) => {
                    hand.swap_remove(i);
                }
                None => missing.push(c.to_string()),
            }
        }
        if missing.is_empty() {
            Ok(hand)
        } else {
            Err(Refusal::NotInHand {
                cards: missing.join(" "),
            })
        }
    }

    /// Keeps the hand's order for the cards that stay (a player's sorting survives a play).
    fn remove_from_hand(&mut self, seat: usize, played: impl IntoIterator<Item = Card>) {
        let hand = &mut self.seats[seat].hand;
        for c in played {
            let i = hand.iter().position(|&h| h == c).expect("checked before");
            hand.remove(i);
        }
    }

    fn lay_down(&mut self, seat: usize, words: &[Vec<Laid>]) -> Result<Vec<Event>, Refusal> {
        if self.seats[seat].is_in {
            return Err(Refusal::AlreadyIn);
        }
        let challenge = self.challenge().clone();
        if words.len() != challenge.words.len() {
            return Err(Refusal::WordCount {
                need: challenge.words.len(),
                have: words.len(),
            });
        }
        self.hand_without(seat, words.iter().flatten().map(|l| l.card))?;
        let mut kinds = Vec::new();
        for w in words {
            if w.is_empty() {
                return Err(Refusal::NoCards);
            }
            let text = spell(w);
            let Some(kind) = Kind::of(w.iter().map(|l| l.card)) else {
                return Err(Refusal::OnlyWilds { word: text });
            };
            if !self.is_word(text.as_bytes()) {
                return Err(self.not_a_word(text));
            }
            kinds.push((kind.word_kind(), text.len()));
        }
        if !meets(&kinds, &challenge) {
            return Err(Refusal::ChallengeNotMet {
                challenge: challenge.number,
                wanted: challenge.words.clone(),
            });
        }
        self.remove_from_hand(seat, words.iter().flatten().map(|l| l.card));
        self.seats[seat].is_in = true;
        let first = self.words.len();
        let mut bonuses = Vec::new();
        for w in words {
            self.words.push(TableWord {
                owner: seat,
                kind: Kind::of(w.iter().map(|l| l.card)).expect("checked above"),
                slots: w.iter().map(|&l| Slot { stack: vec![l] }).collect(),
                laid_turn: self.turn,
            });
            bonuses.extend(self.bonus(seat, self.words.len() - 1));
        }
        let mut events = vec![Event::LaidDown {
            seat,
            words: (first..self.words.len()).collect(),
        }];
        events.extend(bonuses);
        self.after_play(seat, &mut events);
        Ok(events)
    }

    /// The word `word` would become with `edits`, checked: its new cards, or the refusal.
    pub fn changed_slots(
        &self,
        seat: usize,
        word: usize,
        edits: &[Edit],
    ) -> Result<Vec<Slot>, Refusal> {
        if !self.seats[seat].is_in {
            return Err(Refusal::NotInYet);
        }
        let Some(w) = self.words.get(word) else {
            return Err(Refusal::NoSuchWord { word });
        };
        if w.owner == seat && w.laid_turn == self.turn {
            return Err(Refusal::LaidThisTurn { word: w.text() });
        }
        if edits.is_empty() {
            return Err(Refusal::NoEdit);
        }
        let n = w.slots.len();
        let mut before: Vec<Vec<Laid>> = vec![Vec::new(); n + 1];
        let mut covers: Vec<Option<Laid>> = vec![None; n];
        for e in edits {
            if e.cards().is_empty() {
                return Err(Refusal::NoCards);
            }
            match e {
                Edit::Prefix(cards) => before[0].extend(cards),
                Edit::Suffix(cards) => before[n].extend(cards),
                Edit::Insert { before: at, cards } => {
                    if *at > n {
                        return Err(Refusal::NoSuchPosition {
                            word: w.text(),
                            at: *at,
                        });
                    }
                    before[*at].extend(cards);
                }
                Edit::Cover { at, card } => {
                    let Some(slot) = w.slots.get(*at) else {
                        return Err(Refusal::NoSuchPosition {
                            word: w.text(),
                            at: *at,
                        });
                    };
                    if covers[*at].is_some() {
                        return Err(Refusal::CoverTwice { at: *at });
                    }
                    if slot.top().card == Card::DoubleWild {
                        return Err(Refusal::CoverDoubleWild);
                    }
                    if card.card == Card::DoubleWild {
                        return Err(Refusal::DoubleWildCovers);
                    }
                    if card.shows() == slot.top().shows() {
                        return Err(Refusal::SameLetter { at: *at });
                    }
                    covers[*at] = Some(*card);
                }
            }
        }
        let played = edits.iter().flat_map(|e| e.cards().iter().map(|l| l.card));
        self.hand_without(seat, played)?;
        let mut slots = Vec::with_capacity(n + edits.len());
        for (i, added) in before.iter().enumerate() {
            slots.extend(added.iter().map(|&l| Slot { stack: vec![l] }));
            if let Some(slot) = w.slots.get(i) {
                let mut slot = slot.clone();
                slot.stack.extend(covers[i]);
                slots.push(slot);
            }
        }
        let visible: Vec<Laid> = slots.iter().map(Slot::top).collect();
        let text = spell(&visible);
        match (w.kind, Kind::of(visible.iter().map(|l| l.card))) {
            (_, None) => return Err(Refusal::OnlyWilds { word: text }),
            (Kind::Pure(colour), _) => {
                let stray = edits
                    .iter()
                    .flat_map(Edit::cards)
                    .any(|l| l.card.colour().is_some_and(|c| c != colour));
                if stray {
                    return Err(Refusal::PureStaysPure {
                        word: w.text(),
                        colour,
                    });
                }
            }
            (Kind::Mixed, Some(Kind::Pure(_))) => {
                return Err(Refusal::MixedStaysMixed { word: text });
            }
            (Kind::Mixed, Some(Kind::Mixed)) => {}
        }
        if !self.is_word(text.as_bytes()) {
            return Err(self.not_a_word(text));
        }
        Ok(slots)
    }

    fn change(&mut self, seat: usize, word: usize, edits: &[Edit]) -> Result<Vec<Event>, Refusal> {
        let slots = self.changed_slots(seat, word, edits)?;
        let from = self.words[word].text();
        self.remove_from_hand(
            seat,
            edits.iter().flat_map(|e| e.cards().iter().map(|l| l.card)),
        );
        self.words[word].slots = slots;
        let mut events = vec![Event::Changed {
            seat,
            word,
            from,
            to: self.words[word].text(),
        }];
        events.extend(self.bonus(seat, word));
        self.after_play(seat, &mut events);
        Ok(events)
    }

    /// Scores a bonus word `word` just formed by `seat`.
    fn bonus(&mut self, seat: usize, word: usize) -> Option<Event> {
        let w = &self.words[word];
        let points = self.rules.bonus(w.visible().map(|l| l.card));
        if points == 0 {
            return None;
        }
        let text = w.text();
        self.seats[seat].score += points;
        self.round_points[seat] += points;
        Some(Event::Bonus {
            seat,
            word: text,
            points,
        })
    }

    /// After a lay-down or a change: a seat with no card left has gone out.
    fn after_play(&mut self, seat: usize, events: &mut Vec<Event>) {
        if self.seats[seat].hand.is_empty() {
            events.push(Event::WentOut { seat });
            self.end_round(Some(seat), events);
        }
    }

    fn discard(&mut self, seat: usize, card: Card, pile: usize) -> Result<Vec<Event>, Refusal> {
        if pile >= self.discards.len() {
            return Err(Refusal::NoSuchPile { pile });
        }
        self.hand_without(seat, [card])?;
        // An empty pile must be started; when both are empty, either will do.
        if !self.discards[pile].is_empty()
            && let Some(empty) = (0..self.discards.len()).find(|&p| self.discards[p].is_empty())
        {
            return Err(Refusal::MustStartEmptyPile { pile: empty });
        }
        self.remove_from_hand(seat, [card]);
        self.discards[pile].push(card);
        let mut events = vec![Event::Discarded { seat, card, pile }];
        if self.seats[seat].hand.is_empty() {
            events.push(Event::WentOut { seat });
            self.end_round(Some(seat), &mut events);
        } else {
            self.next_turn(seat, &mut events);
        }
        Ok(events)
    }

    fn next_turn(&mut self, seat: usize, events: &mut Vec<Event>) {
        let next = (seat + 1) % self.seats.len();
        self.turn += 1;
        self.phase = Phase::Draw { seat: next };
        events.push(Event::TurnPassed { seat: next });
        if !self.stock.is_empty() {
            return;
        }
        let under_tops: usize = self
            .discards
            .iter()
            .map(|p| p.len().saturating_sub(1))
            .sum();
        if self.rebuilds >= MAX_REBUILDS || under_tops == 0 {
            self.end_round(None, events);
            return;
        }
        for pile in &mut self.discards {
            let keep = pile.len().saturating_sub(1);
            self.stock.extend(pile.drain(..keep));
        }
        self.rng.shuffle(&mut self.stock);
        self.rebuilds += 1;
        events.push(Event::StockRebuilt {
            cards: self.stock.len(),
        });
    }

    fn end_round(&mut self, winner: Option<usize>, events: &mut Vec<Event>) {
        let mut points = 0;
        if let Some(w) = winner {
            points = GOING_OUT_BONUS
                + self
                    .seats
                    .iter()
                    .flat_map(|s| &s.hand)
                    .map(|&c| self.rules.value(c))
                    .sum::<u32>();
            self.seats[w].score += points;
            self.round_points[w] += points;
        }
        self.history.push(RoundResult {
            challenge: self.challenge().number,
            winner,
            hands: self.seats.iter().map(|s| s.hand.clone()).collect(),
            points: self.round_points.clone(),
        });
        events.push(Event::RoundEnded {
            round: self.round + 1,
            winner,
            points,
        });
        if self.round + 1 >= self.schedule.len() {
            self.phase = Phase::Over;
            events.push(Event::GameOver {
                winners: self.leaders(),
            });
        } else {
            let n = self.seats.len();
            self.phase = Phase::RoundOver {
                next: (self.dealer + 2) % n,
            };
        }
    }

    fn next_round(&mut self) -> Vec<Event> {
        self.round += 1;
        self.dealer = (self.dealer + 1) % self.seats.len();
        self.deal();
        vec![Event::RoundStarted {
            round: self.round + 1,
            challenge: self.challenge().number,
            dealer: self.dealer,
            first: (self.dealer + 1) % self.seats.len(),
        }]
    }

    /// The cards of a run, as the notation writes them (for messages and tools).
    pub fn run_text(cards: &[Laid]) -> String {
        run_text(cards)
    }
}

/// Whether words of these kinds and lengths meet the challenge: each word fills one of its
/// places, of the same kind and at least as long.
pub fn meets(words: &[(super::rules::WordKind, usize)], challenge: &Challenge) -> bool {
    fn fill(words: &[(super::rules::WordKind, usize)], challenge: &Challenge, used: u32) -> bool {
        let Some(((kind, len), rest)) = words.split_first() else {
            return true;
        };
        challenge.words.iter().enumerate().any(|(i, w)| {
            used & (1 << i) == 0
                && w.kind == *kind
                && *len >= w.min
                && fill(rest, challenge, used | (1 << i))
        })
    }
    words.len() == challenge.words.len() && fill(words, challenge, 0)
}
