//! The rules of Color Words: a plain [`Game`] changed only by [`Game::apply`], which checks the
//! whole action first and refuses without changing anything. A round is: (solo, grid B) cross
//! out a star, the dealer flips 3 letters and a bonus card, everyone writes a word at once (or
//! passes), the players vote on words written under a thematic card, then every sheet gets its
//! score bubble and grid B's stars are circled or crossed. After 6 rounds the Star box is
//! filled and the highest total wins; ties share the win.

use std::sync::Arc;

use crate::random::GameRng;
use serde::{Deserialize, Serialize};

use super::material::{BonusCard, Cell, Grid, GridName, Material, ROUNDS, Special};
use super::refusal::{Expected, Refusal};
use super::scoring::{WordScore, bonus_met, letters_score};
use super::state::{
    Action, Bubble, Draw, Event, Phase, Player, Rating, Sheet, Star, StarMark, VoteOn, Written,
};
use crate::words::fold::fold_char;
use crate::words::{Language, Lexicon};

/// The fewest letters a word has.
pub const MIN_WORD: usize = 2;

/// The cards in the order they will be flipped, for a scenario (a test, a worked example, a
/// hand-written save) instead of shuffled decks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stacked {
    /// The letter cards, first flipped first (at least 18; each a card of the box).
    pub letters: String,
    /// The bonus cards by their number in the box (from 1), first flipped first (at least 6).
    pub bonus: Vec<usize>,
}

/// Everything that decides a game before its first action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The seed of the shuffled decks.
    pub seed: u64,
    /// The grid everyone plays.
    pub grid: GridName,
    /// The dictionary words are checked in.
    pub language: Language,
    /// The players' names, in seat order (the dealer turns round them).
    pub players: Vec<String>,
    /// Decks in a fixed order instead of shuffled.
    pub stacked: Option<Stacked>,
}

/// Why a setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Too few or too many players.
    Players {
        /// How many were given.
        count: usize,
    },
    /// A stacked letter deck holds too few cards.
    LetterDeck,
    /// A stacked letter deck holds a letter that is no card of the box.
    LetterNotInBox {
        /// The letter.
        letter: char,
        /// The box's letters.
        letters: String,
    },
    /// A stacked letter deck holds a letter twice (the box has one card of each).
    LetterTwice(char),
    /// A stacked bonus deck names a card not in the box, a card twice, or too few cards.
    BonusDeck,
    /// The table's word list cannot be read (the reason names the file and line).
    WordList(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::tr;
        let info = crate::games::color_words::INFO;
        f.write_str(&match self {
            SetupError::Players { count } => tr!(
                "clw-setup-players",
                min = info.min_seats,
                max = info.max_seats,
                count = *count
            ),
            SetupError::LetterDeck => tr!("clw-setup-letter-deck"),
            SetupError::LetterNotInBox { letter, letters } => tr!(
                "clw-setup-letter-not-in-box",
                letter = letter.to_string(),
                letters = letters.clone()
            ),
            SetupError::LetterTwice(letter) => {
                tr!("clw-setup-letter-twice", letter = letter.to_string())
            }
            SetupError::BonusDeck => tr!("clw-setup-bonus-deck"),
            SetupError::WordList(why) => why.clone(),
        })
    }
}

impl std::error::Error for SetupError {}

/// A game of Color Words.
#[derive(Clone, Debug)]
pub struct Game {
    /// The box.
    pub material: Arc<Material>,
    /// The grid everyone plays.
    pub grid: GridName,
    /// The dictionary.
    pub language: Language,
    /// The family filter (house rule) keeps the language's offensive words off the sheets.
    pub family_filter: bool,
    /// The table's own words with the dictionary's (and the filter applied), when the setup
    /// names a word list; the built-in dictionary serves otherwise.
    pub table_words: Option<Arc<Lexicon>>,
    /// The players' vote may overrule the dictionary (house rule): a word outside it, under
    /// any card, goes to the other people's vote.
    pub dictionary_vote: bool,
    /// Which seats people play (only they vote on a word outside the dictionary under a card
    /// that is not thematic; every seat votes on a theme, as the rules say).
    pub people: Vec<bool>,
    /// The players, in seat order.
    pub players: Vec<Player>,
    /// The round (from 0; [`ROUNDS`] once the game is over).
    pub round: usize,
    /// What the game waits for.
    pub phase: Phase,
    /// The round's cards, once flipped.
    pub draw: Option<Draw>,
    /// Every round's cards so far, in order (for "the best word you could have written").
    pub draws: Vec<Draw>,
    /// Thematic card: the vote's verdict on each seat's word this round.
    pub judged: Vec<Option<bool>>,
    /// This round's verdict on each seat's proper noun (a word outside the dictionary under a
    /// thematic card): accepted, refused, or not yet voted on (also `None` for a dictionary
    /// word).
    pub nouns: Vec<Option<bool>>,
    /// Letter cards still face down, the next on top (last).
    letter_deck: Vec<u8>,
    /// Bonus cards still face down (indices), the next on top (last).
    bonus_deck: Vec<usize>,
}

impl Game {
    /// A new game with the shipped material.
    pub fn new(setup: &Setup) -> Result<Game, SetupError> {
        Game::with_material(Arc::new(Material::shipped().clone()), setup)
    }

    /// A new game with this material.
    pub fn with_material(material: Arc<Material>, setup: &Setup) -> Result<Game, SetupError> {
        let count = setup.players.len();
        if !crate::games::color_words::INFO.seats_fit(count) {
            return Err(SetupError::Players { count });
        }
        let (mut letters, mut bonus) = match &setup.stacked {
            Some(stacked) => {
                let letters: Vec<u8> = stacked
                    .letters
                    .bytes()
                    .map(|b| b.to_ascii_uppercase())
                    .collect();
                // The real fault first: a letter the box has no card of, then one twice, then
                // too few.
                if let Some(&l) = letters.iter().find(|l| !material.letters.contains(l)) {
                    return Err(SetupError::LetterNotInBox {
                        letter: char::from(l),
                        letters: String::from_utf8_lossy(&material.letters).into_owned(),
                    });
                }
                let mut seen: Vec<u8> = Vec::new();
                for &l in &letters {
                    if seen.contains(&l) {
                        return Err(SetupError::LetterTwice(char::from(l)));
                    }
                    seen.push(l);
                }
                if letters.len() < 3 * ROUNDS {
                    return Err(SetupError::LetterDeck);
                }
                let bonus: Vec<usize> = stacked.bonus.iter().map(|n| n.wrapping_sub(1)).collect();
                let mut seen = bonus.clone();
                seen.sort_unstable();
                seen.dedup();
                if bonus.len() < ROUNDS
                    || seen.len() != bonus.len()
                    || bonus.iter().any(|&b| b >= material.bonus.len())
                {
                    return Err(SetupError::BonusDeck);
                }
                (letters, bonus)
            }
            None => {
                let mut rng = GameRng::seeded(setup.seed);
                let mut letters = material.letters.clone();
                rng.shuffle(&mut letters);
                let mut bonus: Vec<usize> = (0..material.bonus.len()).collect();
                rng.shuffle(&mut bonus);
                (letters, bonus)
            }
        };
        // Drawn from the end: the first card to flip goes last.
        letters.reverse();
        bonus.reverse();
        let mut game = Game {
            material,
            grid: setup.grid,
            language: setup.language,
            family_filter: false,
            table_words: None,
            dictionary_vote: false,
            people: vec![true; setup.players.len()],
            players: setup
                .players
                .iter()
                .map(|name| Player {
                    name: name.clone(),
                    sheet: Sheet::default(),
                })
                .collect(),
            round: 0,
            phase: Phase::Over,
            draw: None,
            draws: Vec::new(),
            judged: vec![None; count],
            nouns: vec![None; count],
            letter_deck: letters,
            bonus_deck: bonus,
        };
        game.phase = game.round_opening();
        Ok(game)
    }

    /// The grid everyone plays.
    pub fn grid(&self) -> &Grid {
        self.material.grid(self.grid)
    }

    /// The dictionary.
    pub fn lexicon(&self) -> &Lexicon {
        if let Some(words) = &self.table_words {
            words
        } else if self.family_filter {
            crate::words::family::filtered(self.language)
        } else {
            self.language.lexicon()
        }
    }

    /// The round's bonus card, once flipped.
    pub fn bonus(&self) -> Option<&BonusCard> {
        self.draw.as_ref().map(|d| &self.material.bonus[d.bonus])
    }

    /// Whether one player plays alone (the solo rules).
    pub fn solo(&self) -> bool {
        self.players.len() == 1
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The seats the game waits for, in seat order.
    pub fn acting(&self) -> Vec<usize> {
        match &self.phase {
            Phase::CrossOut => vec![0],
            Phase::Draw { dealer } => vec![*dealer],
            Phase::Write { done } => (0..done.len()).filter(|&s| !done[s]).collect(),
            Phase::Vote { ballots } => (0..self.players.len())
                .filter(|&s| ballots.iter().any(|b| b.get(s) == Some(&None)))
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// The words `seat` still has to judge (their writers), in seat order.
    pub fn votes_owed(&self, seat: usize) -> Vec<usize> {
        match &self.phase {
            Phase::Vote { ballots } => (0..ballots.len())
                .filter(|&w| ballots[w].get(seat) == Some(&None))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The word `seat` wrote this round, if any.
    pub fn word_this_round(&self, seat: usize) -> Option<&Written> {
        self.players[seat]
            .sheet
            .words
            .last()
            .filter(|w| w.round == self.round)
    }

    /// Each seat's total (bubbles plus the Star box once filled).
    pub fn totals(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.sheet.total()).collect()
    }

    /// Plays `action` for `seat`: the events, or why it is refused (nothing changed).
    pub fn apply(&mut self, seat: usize, action: &Action) -> Result<Vec<Event>, Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        let acting = self.acting();
        // A vote on a word already judged, or on one's own, is told as such.
        let voting = matches!(
            (&self.phase, action),
            (Phase::Vote { .. }, Action::Vote { .. })
        );
        let voter = voting && seat < self.players.len();
        if !(acting.contains(&seat) || voter) {
            if let (Phase::Write { .. }, Action::Write { .. } | Action::Pass) =
                (&self.phase, action)
                && seat < self.players.len()
            {
                return Err(Refusal::AlreadyWrote);
            }
            return Err(Refusal::NotYourTurn { waiting: acting });
        }
        let mut events = Vec::new();
        match (&self.phase, action) {
            (Phase::CrossOut, Action::CrossOutStar(star)) => {
                if !star.on_grid() {
                    return Err(Refusal::NoSuchStar);
                }
                let sheet = &mut self.players[seat].sheet;
                if sheet.star(*star) != StarMark::Open {
                    return Err(Refusal::StarTaken { star: *star });
                }
                sheet.stars[star.index()] = StarMark::Crossed;
                events.push(Event::StarCrossedOut { seat, star: *star });
                self.phase = Phase::Draw {
                    dealer: self.dealer(),
                };
            }
            (Phase::CrossOut, _) => {
                return Err(Refusal::WrongAction {
                    expected: Expected::CrossOut,
                });
            }
            (Phase::Draw { .. }, Action::Draw) => {
                let boards = self.material.boards;
                let mut flip = || {
                    self.letter_deck
                        .pop()
                        .expect("18 letter cards for 6 rounds")
                };
                let letters = [
                    (boards[0], flip()),
                    (boards[1], flip()),
                    (boards[2], flip()),
                ];
                let bonus = self.bonus_deck.pop().expect("a bonus card for each round");
                let draw = Draw { letters, bonus };
                self.draw = Some(draw.clone());
                self.draws.push(draw.clone());
                self.judged = vec![None; self.players.len()];
                self.nouns = vec![None; self.players.len()];
                events.push(Event::Drew(draw));
                self.phase = Phase::Write {
                    done: vec![false; self.players.len()],
                };
            }
            (Phase::Draw { .. }, _) => {
                return Err(Refusal::WrongAction {
                    expected: Expected::Draw,
                });
            }
            (Phase::Write { .. }, Action::Write { word, cells }) => {
                let written = self.check_word(seat, word, cells)?;
                events.push(Event::Wrote {
                    seat,
                    word: written.display.clone(),
                    cells: written.cells.clone(),
                });
                let sheet = &mut self.players[seat].sheet;
                let shown: Vec<char> = written.display.chars().collect();
                let same_length = shown.len() == written.folded.len();
                for (i, (&cell, letter)) in
                    written.cells.iter().zip(written.folded.bytes()).enumerate()
                {
                    sheet.letters[cell.index()] = letter;
                    sheet.shown[cell.index()] = if same_length {
                        shown[i]
                    } else {
                        letter as char
                    };
                }
                sheet.words.push(written);
                self.mark_done(seat, &mut events);
            }
            (Phase::Write { .. }, Action::Pass) => {
                events.push(Event::Passed { seat });
                self.mark_done(seat, &mut events);
            }
            (Phase::Write { .. }, _) => {
                return Err(Refusal::WrongAction {
                    expected: Expected::Write,
                });
            }
            (Phase::Vote { ballots }, Action::Vote { writer, fits }) => {
                let writer = *writer;
                let Some(ballot) = ballots.get(writer).filter(|b| !b.is_empty()) else {
                    return Err(Refusal::NothingToJudge { writer });
                };
                if writer == seat && !self.solo() {
                    return Err(Refusal::OwnWord);
                }
                if ballot[seat].is_some() {
                    return Err(Refusal::AlreadyVoted { writer });
                }
                let Phase::Vote { ballots } = &mut self.phase else {
                    unreachable!("matched above");
                };
                ballots[writer][seat] = Some(*fits);
                events.push(Event::Voted {
                    seat,
                    writer,
                    fits: *fits,
                });
                let ballot = ballots[writer].clone();
                if ballot.iter().all(Option::is_some) {
                    let cast = |want: bool| {
                        (0..ballot.len())
                            .filter(|&s| self.counts(s, writer) && ballot[s] == Some(want))
                            .count()
                    };
                    let (yes, no) = (cast(true), cast(false));
                    // A tie accepts: a name and a theme are both taken broadly.
                    let yes = yes >= no;
                    match self.vote_on(writer) {
                        VoteOn::ProperNoun | VoteOn::OutsideDictionary => {
                            self.judge_noun(writer, yes, &mut events)
                        }
                        VoteOn::Theme => {
                            self.judged[writer] = Some(yes);
                            events.push(Event::Judged { writer, fits: yes });
                        }
                    }
                }
                if self.acting().is_empty() {
                    self.finish_round(&mut events);
                }
            }
            (Phase::Vote { .. }, _) => {
                return Err(Refusal::WrongAction {
                    expected: Expected::Vote,
                });
            }
            (Phase::Over, _) => return Err(Refusal::GameOver),
        }
        Ok(events)
    }

    /// Whether `seat` votes on `writer`'s word: every other player, or the player alone.
    fn is_voter(&self, seat: usize, writer: usize) -> bool {
        seat != writer || self.solo()
    }

    /// Whether `seat`'s ballot on `writer`'s word counts: a voter's, and on a word outside
    /// the dictionary under a card that is not thematic, a person's (computer seats know only
    /// the dictionary).
    fn counts(&self, seat: usize, writer: usize) -> bool {
        self.is_voter(seat, writer)
            && (self.people[seat] || self.vote_on(writer) != VoteOn::OutsideDictionary)
    }

    /// The dealer of this round: the seats take turns.
    fn dealer(&self) -> usize {
        self.round % self.players.len()
    }

    /// What a round opens with: the solo player's cross-out on grid B (while a star is left
    /// to cross), else the draw.
    fn round_opening(&self) -> Phase {
        let open = Star::all().any(|s| self.players[0].sheet.star(s) == StarMark::Open);
        if self.solo() && matches!(self.grid().special, Special::StarRace { .. }) && open {
            Phase::CrossOut
        } else {
            Phase::Draw {
                dealer: self.dealer(),
            }
        }
    }

    /// Checks a word for `seat` against every writing rule; the word as it will be written.
    pub fn check_word(&self, seat: usize, word: &str, cells: &[Cell]) -> Result<Written, Refusal> {
        let mut folded = String::with_capacity(word.len());
        for c in word.trim().chars() {
            folded.push_str(fold_char(c).ok_or(Refusal::NotALetter { found: c })?);
        }
        if folded.len() < MIN_WORD {
            return Err(Refusal::TooShort { min: MIN_WORD });
        }
        if folded.len() != cells.len() {
            return Err(Refusal::PathLength {
                letters: folded.len(),
                cells: cells.len(),
            });
        }
        if cells.iter().any(|c| !c.on_grid()) {
            return Err(Refusal::OffGrid);
        }
        if let Some(w) = cells.windows(2).find(|w| w[0].step_to(w[1]).is_none()) {
            return Err(Refusal::NotAStep {
                from: w[0],
                to: w[1],
            });
        }
        let sheet = &self.players[seat].sheet;
        if let Some(&cell) = cells.iter().find(|c| sheet.filled(**c)) {
            return Err(Refusal::Filled { cell });
        }
        let start = cells[0];
        if !sheet.may_start(start) {
            return Err(if sheet.empty_cells() == super::material::CELLS {
                Refusal::MustStartOnStart { cell: start }
            } else {
                Refusal::NotAdjacent { cell: start }
            });
        }
        let lexicon = self.lexicon();
        if lexicon.kept_off(&folded) {
            return Err(Refusal::KeptOff {
                word: word.trim().to_string(),
            });
        }
        let in_dictionary = lexicon.contains_lower(folded.as_bytes());
        let theme = self.bonus().is_some_and(BonusCard::is_theme);
        let asks =
            self.dictionary_vote && (0..self.players.len()).any(|s| s != seat && self.people[s]);
        if !in_dictionary && !theme && !asks {
            return Err(Refusal::NotAWord {
                word: word.trim().to_string(),
            });
        }
        let typed = word.trim().to_lowercase();
        let display = if in_dictionary {
            let forms = lexicon.display_forms(&folded);
            if forms.contains(&typed) {
                typed
            } else {
                forms.into_iter().next().unwrap_or(folded.clone())
            }
        } else {
            typed
        };
        Ok(Written {
            round: self.round,
            folded,
            display,
            cells: cells.to_vec(),
            proper_noun: !in_dictionary,
        })
    }

    /// Marks `seat` as done writing; once everyone is, the vote or the round's end.
    fn mark_done(&mut self, seat: usize, events: &mut Vec<Event>) {
        let Phase::Write { done } = &mut self.phase else {
            return;
        };
        done[seat] = true;
        if !done.iter().all(|d| *d) {
            return;
        }
        let theme = self.bonus().is_some_and(BonusCard::is_theme);
        let n = self.players.len();
        let ballots: Vec<Vec<Option<bool>>> = (0..n)
            .map(|w| {
                let word = self.word_this_round(w);
                if (theme && word.is_some()) || word.is_some_and(|w| w.proper_noun) {
                    vec![None; n]
                } else {
                    Vec::new()
                }
            })
            .collect();
        if ballots.iter().any(|b| !b.is_empty()) {
            // The writer does not vote on their word: their entry is filled so the ballot can
            // close, and the count leaves it out.
            let ballots = ballots
                .into_iter()
                .enumerate()
                .map(|(w, b)| {
                    b.into_iter()
                        .enumerate()
                        .map(|(s, v)| if self.counts(s, w) { v } else { Some(true) })
                        .collect()
                })
                .collect();
            self.phase = Phase::Vote { ballots };
        } else {
            self.finish_round(events);
        }
    }

    /// What the vote on `writer`'s word asks now: first whether a word outside the dictionary
    /// is a proper noun, then whether the word fits the theme (shared rules, Color Words).
    pub fn vote_on(&self, writer: usize) -> VoteOn {
        let noun = self.word_this_round(writer).is_some_and(|w| w.proper_noun);
        let theme = self.bonus().is_some_and(BonusCard::is_theme);
        if noun && self.nouns[writer].is_none() {
            if theme {
                VoteOn::ProperNoun
            } else {
                VoteOn::OutsideDictionary
            }
        } else {
            VoteOn::Theme
        }
    }

    /// The table's verdict on a proper noun. Refused, it is erased (the turn counts as a pass,
    /// so no theme vote follows); accepted, it stays and the same voters judge the theme,
    /// which only grants or denies the bonus.
    fn judge_noun(&mut self, writer: usize, accepted: bool, events: &mut Vec<Event>) {
        self.nouns[writer] = Some(accepted);
        events.push(Event::NounJudged { writer, accepted });
        if accepted {
            // Under a theme the same voters judge it next; otherwise its vote is over.
            let theme = self.bonus().is_some_and(BonusCard::is_theme);
            let voters: Vec<Option<bool>> = (0..self.players.len())
                .map(|s| (!theme || !self.is_voter(s, writer)).then_some(true))
                .collect();
            if let Phase::Vote { ballots } = &mut self.phase {
                ballots[writer] = voters;
            }
            return;
        }
        self.judged[writer] = Some(false);
        let sheet = &mut self.players[writer].sheet;
        let word = sheet.words.pop().expect("a proper noun was written");
        for cell in &word.cells {
            sheet.letters[cell.index()] = 0;
            sheet.shown[cell.index()] = ' ';
        }
        events.push(Event::Erased {
            seat: writer,
            word: word.display,
        });
    }

    /// The score of `seat`'s word this round, part by part (nothing written: 0).
    pub fn round_score(&self, seat: usize) -> WordScore {
        let (Some(draw), Some(word)) = (&self.draw, self.word_this_round(seat)) else {
            return WordScore::default();
        };
        let grid = self.grid();
        let card = &self.material.bonus[draw.bonus];
        let letters = letters_score(
            grid,
            &self.material.points,
            draw,
            word.folded.as_bytes(),
            &word.cells,
        );
        let met = bonus_met(grid, card, word.folded.as_bytes(), &word.cells)
            .unwrap_or(self.judged[seat] == Some(true));
        WordScore {
            letters,
            bonus: if met { card.points } else { 0 },
        }
    }

    /// Score bubbles, grid B's stars, then the next round or the end.
    fn finish_round(&mut self, events: &mut Vec<Event>) {
        for seat in 0..self.players.len() {
            let score = self.round_score(seat);
            events.push(Event::Scored {
                seat,
                round: self.round,
                score: score.clone(),
            });
            self.players[seat].sheet.bubbles.push(Bubble {
                round: self.round,
                score,
            });
        }
        if matches!(self.grid().special, Special::StarRace { .. }) {
            self.star_race(events);
        }
        self.round += 1;
        self.draw = None;
        if self.round == ROUNDS {
            self.end(events);
        } else {
            events.push(Event::RoundStarted { round: self.round });
            self.phase = self.round_opening();
        }
    }

    /// Grid B: every completed line whose star is open is circled (by everyone who completed
    /// it this round), and crossed out on the other sheets.
    fn star_race(&mut self, events: &mut Vec<Event>) {
        for star in Star::all() {
            let winners: Vec<usize> = (0..self.players.len())
                .filter(|&s| {
                    let sheet = &self.players[s].sheet;
                    sheet.star(star) == StarMark::Open && sheet.line_full(star)
                })
                .collect();
            if winners.is_empty() {
                continue;
            }
            for (seat, player) in self.players.iter_mut().enumerate() {
                let mark = &mut player.sheet.stars[star.index()];
                if winners.contains(&seat) {
                    *mark = StarMark::Circled;
                    events.push(Event::StarCircled { seat, star });
                } else if *mark == StarMark::Open {
                    *mark = StarMark::Crossed;
                    events.push(Event::StarLost { seat, star });
                }
            }
        }
    }

    /// The Star box, the totals, the winners and (solo) the rating.
    fn end(&mut self, events: &mut Vec<Event>) {
        let grid = self.grid().clone();
        let fewest = self
            .players
            .iter()
            .map(|p| p.sheet.empty_cells())
            .min()
            .unwrap_or(0);
        let solo = self.solo();
        for (seat, player) in self.players.iter_mut().enumerate() {
            let sheet = &mut player.sheet;
            let points = match grid.special {
                Special::Filling {
                    points,
                    solo_most_empty,
                } => {
                    let wins = if solo {
                        sheet.empty_cells() <= solo_most_empty
                    } else {
                        sheet.empty_cells() == fewest
                    };
                    if wins { points } else { 0 }
                }
                Special::StarRace { points_per_star } => {
                    points_per_star
                        * sheet
                            .stars
                            .iter()
                            .filter(|m| **m == StarMark::Circled)
                            .count() as u32
                }
            };
            sheet.star_box = Some(points);
            events.push(Event::StarBox { seat, points });
        }
        let totals = self.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        let winners = (0..totals.len()).filter(|&s| totals[s] == best).collect();
        let rating = solo.then(|| Rating::on_ladder(totals[0], &grid.ladder));
        events.push(Event::GameOver {
            totals,
            winners,
            rating,
        });
        self.phase = Phase::Over;
    }

    /// The winners once the game is over (ties share the win).
    pub fn winners(&self) -> Vec<usize> {
        if !self.is_over() {
            return Vec::new();
        }
        let totals = self.totals();
        let best = totals.iter().copied().max().unwrap_or(0);
        (0..totals.len()).filter(|&s| totals[s] == best).collect()
    }

    /// The solo player's rating once the game is over.
    pub fn rating(&self) -> Option<Rating> {
        (self.is_over() && self.solo())
            .then(|| Rating::on_ladder(self.players[0].sheet.total(), &self.grid().ladder))
    }
}
