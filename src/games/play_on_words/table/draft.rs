//! What a player is putting together before confirming it: the words of a lay-down, row by
//! row, or the changes to one word on the table (cards slipped in front, between, at the end,
//! or laid over a card). The draft only arranges cards from the hand; it becomes an engine
//! [`Action`] when confirmed, and the engine alone says whether it holds ([`verdict`]).

use crate::games::play_on_words::cards::{Card, Laid, spell};
use crate::games::play_on_words::game::Game;
use crate::games::play_on_words::state::{Action, Edit, Event, Kind, TableWord};
use crate::i18n::Lang;

/// A card from the hand placed in the draft, with the letters a wild was given (0 while the
/// player has not chosen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The card.
    pub card: Card,
    /// The letters a wild stands for; a letter card's own letter.
    pub letters: [u8; 2],
}

impl Piece {
    /// A card as it comes from the hand: a letter card shows its letter, a wild nothing yet.
    pub fn new(card: Card) -> Piece {
        let letters = match card {
            Card::Letter(_, l) => [l, 0],
            _ => [0, 0],
        };
        Piece { card, letters }
    }

    /// A card as laid, with the letters it shows.
    pub fn from_laid(l: Laid) -> Piece {
        let shows = l.shows();
        Piece {
            card: l.card,
            letters: [shows[0], shows.get(1).copied().unwrap_or(0)],
        }
    }

    /// Whether a wild still waits for its letter(s).
    pub fn needs_letters(&self) -> bool {
        self.letters[..self.card.width()].contains(&0)
    }

    /// The card as laid, once its letters are known.
    pub fn laid(&self) -> Option<Laid> {
        Laid::new(self.card, &self.letters[..self.card.width()])
    }

    /// What the card shows so far ('?' for a letter still to choose).
    pub fn shows(&self) -> String {
        self.letters[..self.card.width()]
            .iter()
            .map(|&l| if l == 0 { '?' } else { l as char })
            .collect()
    }
}

/// One place in a word being changed: a card of the word (perhaps with a card laid over it)
/// or a card added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// The word's card `at` (its position before the change), and the card covering it.
    Kept {
        /// Its position in the word before the change.
        at: usize,
        /// The card laid over it, if any.
        cover: Option<Piece>,
    },
    /// A card added from the hand.
    Added(Piece),
}

/// Where a card of the draft is, to take it back or to give a wild its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// Row `row`, card `at` of a lay-down.
    Lay {
        /// The row.
        row: usize,
        /// The card's index in the row.
        at: usize,
    },
    /// Item `at` of the word being changed (an added card, or the cover of a kept one).
    Change {
        /// The item's index.
        at: usize,
    },
}

/// The draft of the seat whose turn it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Draft {
    /// Nothing arranged.
    #[default]
    Empty,
    /// The words of a lay-down, one row per word the challenge asks for.
    Lay {
        /// The rows.
        rows: Vec<Vec<Piece>>,
    },
    /// Changes to the table's word `word`.
    Change {
        /// The word's index on the table.
        word: usize,
        /// The word as it will read, card by card.
        items: Vec<Item>,
    },
}

impl Draft {
    /// Every hand card the draft uses.
    pub fn cards(&self) -> Vec<Card> {
        self.pieces().into_iter().map(|(_, p)| p.card).collect()
    }

    /// Every card from the hand in the draft, with where it is.
    pub fn pieces(&self) -> Vec<(Spot, Piece)> {
        match self {
            Draft::Empty => Vec::new(),
            Draft::Lay { rows } => rows
                .iter()
                .enumerate()
                .flat_map(|(row, r)| {
                    r.iter()
                        .enumerate()
                        .map(move |(at, p)| (Spot::Lay { row, at }, *p))
                })
                .collect(),
            Draft::Change { items, .. } => items
                .iter()
                .enumerate()
                .filter_map(|(at, item)| match item {
                    Item::Added(p) | Item::Kept { cover: Some(p), .. } => {
                        Some((Spot::Change { at }, *p))
                    }
                    Item::Kept { cover: None, .. } => None,
                })
                .collect(),
        }
    }

    /// Whether nothing is arranged.
    pub fn is_empty(&self) -> bool {
        self.pieces().is_empty()
    }

    /// Puts `piece` in lay-down row `row` before its card `gap` (the row's length: at the
    /// end), starting a lay-down of `rows` words if the draft held something else.
    pub fn lay(&mut self, rows: usize, row: usize, gap: usize, piece: Piece) {
        if !matches!(self, Draft::Lay { .. }) {
            *self = Draft::Lay {
                rows: vec![Vec::new(); rows],
            };
        }
        if let Draft::Lay { rows } = self
            && let Some(r) = rows.get_mut(row)
        {
            r.insert(gap.min(r.len()), piece);
        }
    }

    /// Starts changing `word` (a fresh draft) unless it is the word already being changed.
    fn changing(&mut self, index: usize, word: &TableWord) {
        if !matches!(self, Draft::Change { word: w, .. } if *w == index) {
            *self = Draft::Change {
                word: index,
                items: (0..word.slots.len())
                    .map(|at| Item::Kept { at, cover: None })
                    .collect(),
            };
        }
    }

    /// Adds `piece` to word `index` before its shown card `gap` (0: in front; the shown
    /// length: at the end).
    pub fn add(&mut self, index: usize, word: &TableWord, gap: usize, piece: Piece) {
        self.changing(index, word);
        if let Draft::Change { items, .. } = self {
            items.insert(gap.min(items.len()), Item::Added(piece));
        }
    }

    /// Lays `piece` over shown card `at` of word `index`; gives the piece back when that
    /// place holds an added card or is already covered.
    pub fn cover(
        &mut self,
        index: usize,
        word: &TableWord,
        at: usize,
        piece: Piece,
    ) -> Result<(), Piece> {
        self.changing(index, word);
        if let Draft::Change { items, .. } = self
            && let Some(Item::Kept {
                cover: c @ None, ..
            }) = items.get_mut(at)
        {
            *c = Some(piece);
            return Ok(());
        }
        Err(piece)
    }

    /// Takes the card at `spot` back to the hand.
    pub fn take_back(&mut self, spot: Spot) -> Option<Piece> {
        let piece = match (&mut *self, spot) {
            (Draft::Lay { rows }, Spot::Lay { row, at }) => {
                let r = rows.get_mut(row)?;
                (at < r.len()).then(|| r.remove(at))
            }
            (Draft::Change { items, .. }, Spot::Change { at }) => match items.get_mut(at)? {
                Item::Added(p) => {
                    let p = *p;
                    items.remove(at);
                    Some(p)
                }
                Item::Kept { cover, .. } => cover.take(),
            },
            _ => None,
        };
        if self.is_empty() {
            *self = Draft::Empty;
        }
        piece
    }

    /// The first wild still waiting for its letters.
    pub fn unnamed_wild(&self) -> Option<Spot> {
        self.pieces()
            .into_iter()
            .find(|(_, p)| p.needs_letters())
            .map(|(s, _)| s)
    }

    /// Gives the wild at `spot` its next missing letter.
    pub fn name_wild(&mut self, spot: Spot, letter: u8) {
        let piece = match (self, spot) {
            (Draft::Lay { rows }, Spot::Lay { row, at }) => {
                rows.get_mut(row).and_then(|r| r.get_mut(at))
            }
            (Draft::Change { items, .. }, Spot::Change { at }) => match items.get_mut(at) {
                Some(Item::Added(p)) | Some(Item::Kept { cover: Some(p), .. }) => Some(p),
                _ => None,
            },
            _ => None,
        };
        if let Some(p) = piece
            && let Some(slot) = p.letters[..p.card.width()].iter_mut().find(|l| **l == 0)
        {
            *slot = letter.to_ascii_uppercase();
        }
    }

    /// The action the draft stands for, once every wild has its letters.
    pub fn action(&self) -> Option<Action> {
        match self {
            Draft::Empty => None,
            Draft::Lay { rows } => rows
                .iter()
                .map(|r| r.iter().map(Piece::laid).collect::<Option<Vec<Laid>>>())
                .collect::<Option<Vec<_>>>()
                .map(Action::LayDown),
            Draft::Change { word, items } => {
                edits(items).map(|edits| Action::Change { word: *word, edits })
            }
        }
    }

    /// The draft that stands for `action` (a lay-down or a change to a word of `game`), so a
    /// hint can be shown in place before it is confirmed; `None` for any other action.
    pub fn from_action(game: &Game, action: &Action) -> Option<Draft> {
        match action {
            Action::LayDown(words) => Some(Draft::Lay {
                rows: words
                    .iter()
                    .map(|w| w.iter().copied().map(Piece::from_laid).collect())
                    .collect(),
            }),
            Action::Change { word, edits } => {
                let n = game.words.get(*word)?.slots.len();
                let mut before: Vec<Vec<Item>> = vec![Vec::new(); n + 1];
                let mut covers: Vec<Option<Piece>> = vec![None; n];
                for e in edits {
                    let added = e.cards().iter().map(|&l| Item::Added(Piece::from_laid(l)));
                    match e {
                        Edit::Prefix(_) => before[0].extend(added),
                        Edit::Suffix(_) => before[n].extend(added),
                        Edit::Insert { before: at, .. } => before.get_mut(*at)?.extend(added),
                        Edit::Cover { at, card } => {
                            *covers.get_mut(*at)? = Some(Piece::from_laid(*card))
                        }
                    }
                }
                let mut items = Vec::new();
                for (at, added) in before.into_iter().enumerate() {
                    items.extend(added);
                    if at < n {
                        items.push(Item::Kept {
                            at,
                            cover: covers[at],
                        });
                    }
                }
                Some(Draft::Change { word: *word, items })
            }
            _ => None,
        }
    }

    /// What the changed word reads, with the cards the table keeps (for its row on screen).
    pub fn shown(&self, word: &TableWord) -> Vec<(Option<Laid>, Option<Piece>)> {
        match self {
            Draft::Change { items, .. } => items
                .iter()
                .map(|item| match item {
                    Item::Kept { at, cover } => (Some(word.slots[*at].top()), *cover),
                    Item::Added(p) => (None, Some(*p)),
                })
                .collect(),
            _ => word.visible().map(|l| (Some(l), None)).collect(),
        }
    }
}

/// The engine's edits for a word's items: added cards before the first kept card are a
/// prefix, after the last a suffix, between two an insertion; covers as they are.
fn edits(items: &[Item]) -> Option<Vec<Edit>> {
    let mut out = Vec::new();
    let mut run: Vec<Laid> = Vec::new();
    for item in items {
        match item {
            Item::Added(p) => run.push(p.laid()?),
            Item::Kept { at, cover } => {
                if !run.is_empty() {
                    let cards = std::mem::take(&mut run);
                    out.push(if *at == 0 {
                        Edit::Prefix(cards)
                    } else {
                        Edit::Insert { before: *at, cards }
                    });
                }
                if let Some(c) = cover {
                    out.push(Edit::Cover {
                        at: *at,
                        card: c.laid()?,
                    });
                }
            }
        }
    }
    if !run.is_empty() {
        out.push(Edit::Suffix(run));
    }
    Some(out)
}

/// What the engine says of a draft before it is confirmed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing to judge yet.
    Nothing,
    /// A wild waits for its letter.
    NameTheWild,
    /// The rules would take it: what it makes, the bonus points, and whether the seat goes out.
    Holds {
        /// The words it forms (a lay-down's words, or a change's new spelling).
        words: Vec<String>,
        /// Bonus points it scores at once.
        bonus: u32,
        /// Whether the seat's hand is then empty.
        goes_out: bool,
    },
    /// The rules would refuse it, and why.
    Refused(String),
    /// A lay-down still being made: a row is shorter than its word's least length. What it
    /// still wants (not yet a refusal: a word in progress is no "not a word").
    InProgress(String),
    /// Refused for a word the dictionary lacks, which the table may vote in (house rule):
    /// why, and the word to ask about.
    Ask {
        /// The rules' reason.
        why: String,
        /// The word.
        word: String,
    },
}

/// The verdict on a refused draft: a word the dictionary lacks may go to the table's vote
/// when the house rule has someone to ask; anything else is the rules' reason.
fn refused(
    game: &Game,
    seat: usize,
    refusal: &crate::games::play_on_words::Refusal,
    lang: Lang,
) -> Verdict {
    match refusal {
        crate::games::play_on_words::Refusal::NotAWord { word }
            if game.house_vote.can_ask(seat) =>
        {
            Verdict::Ask {
                why: refusal.message(lang),
                word: word.clone(),
            }
        }
        _ => Verdict::Refused(refusal.message(lang)),
    }
}

/// The engine's verdict on `draft` for `seat`: the action played on a copy of the game.
pub fn verdict(game: &Game, seat: usize, draft: &Draft, lang: Lang) -> Verdict {
    if draft.is_empty() {
        return Verdict::Nothing;
    }
    let Some(action) = draft.action() else {
        return Verdict::NameTheWild;
    };
    let mut trial = game.clone();
    match trial.apply(seat, &action) {
        Ok(events) => {
            let mut words = Vec::new();
            let mut bonus = 0;
            let mut goes_out = false;
            for e in &events {
                match e {
                    Event::LaidDown { words: laid, .. } => {
                        words.extend(laid.iter().map(|&w| trial.words[w].text()));
                    }
                    Event::Changed { to, .. } => words.push(to.clone()),
                    Event::Bonus { points, .. } => bonus += points,
                    Event::WentOut { .. } => goes_out = true,
                    _ => {}
                }
            }
            Verdict::Holds {
                words,
                bonus,
                goes_out,
            }
        }
        Err(refusal) => match draft {
            Draft::Lay { rows } => lay_down_verdict(game, seat, rows, &refusal, lang),
            _ => refused(game, seat, &refusal, lang),
        },
    }
}

/// Why a lay-down would be refused, said of its rows: the first row still shorter than its
/// word's least length is in progress; a challenge not met names the row's word that is the
/// wrong kind; anything else is the rules' own reason (a word not in the dictionary names it).
fn lay_down_verdict(
    game: &Game,
    seat: usize,
    rows: &[Vec<Piece>],
    refusal: &crate::games::play_on_words::Refusal,
    lang: Lang,
) -> Verdict {
    use crate::games::play_on_words::Refusal;
    use crate::games::play_on_words::rules::WordKind;
    use crate::i18n::tr_in;
    let wanted = &game.challenge().words;
    let want = |w: &crate::games::play_on_words::rules::Wanted| match w.kind {
        WordKind::Pure => tr_in!(lang, "pow-row-want-pure", min = w.min),
        WordKind::Mixed => tr_in!(lang, "pow-row-want-mixed", min = w.min),
    };
    for (row, w) in wanted.iter().enumerate() {
        let letters: usize = rows
            .get(row)
            .map_or(0, |r| r.iter().map(|p| p.card.width()).sum());
        if letters < w.min {
            return Verdict::InProgress(tr_in!(
                lang,
                "pow-row-in-progress",
                row = row + 1,
                want = want(w)
            ));
        }
    }
    if let Refusal::ChallengeNotMet { .. } = refusal {
        for (row, w) in wanted.iter().enumerate() {
            let Some(laid) = rows
                .get(row)
                .and_then(|r| r.iter().map(Piece::laid).collect::<Option<Vec<_>>>())
            else {
                continue;
            };
            let kind = Kind::of(laid.iter().map(|l| l.card)).map(Kind::word_kind);
            if kind != Some(w.kind) {
                let is = match kind {
                    Some(WordKind::Pure) => tr_in!(lang, "pow-row-is-pure"),
                    _ => tr_in!(lang, "pow-row-is-mixed"),
                };
                return Verdict::Refused(tr_in!(
                    lang,
                    "pow-row-wrong-kind",
                    word = spell(&laid),
                    is = is,
                    row = row + 1,
                    want = want(w)
                ));
            }
        }
    }
    refused(game, seat, refusal, lang)
}

/// Whether lay-down row `row` already meets the challenge's word `row`: a dictionary word of
/// the kind asked for, long enough (the challenge card's ticks).
pub fn row_meets(game: &Game, draft: &Draft, row: usize) -> bool {
    let (Draft::Lay { rows }, Some(wanted)) = (draft, game.challenge().words.get(row)) else {
        return false;
    };
    let Some(laid) = rows
        .get(row)
        .and_then(|r| r.iter().map(Piece::laid).collect::<Option<Vec<_>>>())
    else {
        return false;
    };
    let text = spell(&laid);
    let kind = Kind::of(laid.iter().map(|l| l.card)).map(Kind::word_kind);
    kind == Some(wanted.kind) && text.len() >= wanted.min && game.is_word(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::play_on_words::cards::Colour::{Blue, Green, Red};
    use crate::games::play_on_words::state::{Slot, TableWord};

    fn word(cards: &[Laid]) -> TableWord {
        TableWord {
            owner: 1,
            kind: Kind::of(cards.iter().map(|l| l.card)).unwrap(),
            slots: cards.iter().map(|&l| Slot { stack: vec![l] }).collect(),
            laid_turn: 0,
        }
    }

    /// Cards dropped in front, between, at the end and over a card become the engine's
    /// prefix, insertion, suffix and cover, positions counted on the word before the change.
    #[test]
    fn placed_cards_become_the_engines_edits() {
        let cat = word(&[
            Laid::letter(Red, b'C'),
            Laid::letter(Red, b'A'),
            Laid::letter(Red, b'T'),
        ]);
        let mut d = Draft::Empty;
        d.add(4, &cat, 3, Piece::new(Card::Letter(Red, b'S')));
        d.add(4, &cat, 0, Piece::new(Card::Letter(Blue, b'S')));
        // Shown now: S C A T S; between C and A is shown gap 2.
        d.add(4, &cat, 2, Piece::new(Card::Letter(Green, b'H')));
        d.cover(4, &cat, 4, Piece::new(Card::Letter(Green, b'R')))
            .unwrap();
        assert_eq!(
            d.action(),
            Some(Action::Change {
                word: 4,
                edits: vec![
                    Edit::Prefix(vec![Laid::letter(Blue, b'S')]),
                    Edit::Insert {
                        before: 1,
                        cards: vec![Laid::letter(Green, b'H')]
                    },
                    Edit::Cover {
                        at: 2,
                        card: Laid::letter(Green, b'R')
                    },
                    Edit::Suffix(vec![Laid::letter(Red, b'S')]),
                ]
            })
        );
        // An added card cannot be covered; a covered card not twice.
        assert!(
            d.cover(4, &cat, 0, Piece::new(Card::Letter(Red, b'X')))
                .is_err()
        );
        assert!(
            d.cover(4, &cat, 4, Piece::new(Card::Letter(Red, b'X')))
                .is_err()
        );
        assert_eq!(d.cards().len(), 4);
        // Taking every card back empties the draft.
        while let Some((spot, _)) = d.pieces().first().copied() {
            d.take_back(spot).unwrap();
        }
        assert_eq!(d, Draft::Empty);
    }

    /// A wild has no action until its letter is chosen; the double wild takes two.
    #[test]
    fn a_wild_waits_for_its_letters() {
        let mut d = Draft::Empty;
        d.lay(2, 0, 0, Piece::new(Card::Letter(Red, b'O')));
        d.lay(2, 0, 1, Piece::new(Card::DoubleWild));
        assert_eq!(d.action(), None);
        let spot = d.unnamed_wild().unwrap();
        assert_eq!(spot, Spot::Lay { row: 0, at: 1 });
        d.name_wild(spot, b'x');
        assert_eq!(d.action(), None, "one letter of two");
        d.name_wild(spot, b'E');
        assert_eq!(d.unnamed_wild(), None);
        assert_eq!(
            d.action(),
            Some(Action::LayDown(vec![
                vec![Laid::letter(Red, b'O'), Laid::double(b'X', b'E')],
                vec![]
            ]))
        );
        // Changing a word drops the lay-down: one draft at a time.
        let cat = word(&[Laid::letter(Red, b'C'), Laid::letter(Red, b'A')]);
        d.add(0, &cat, 2, Piece::new(Card::Letter(Red, b'T')));
        assert!(matches!(d, Draft::Change { word: 0, .. }));
    }

    /// A lay-down being made is said row by row: a row short of its word is in progress (not
    /// "not a word"), a word of the wrong kind is named with its row, and a word the
    /// dictionary lacks is named by the rules.
    #[test]
    fn a_lay_down_is_judged_row_by_row_and_names_the_word_at_fault() {
        use crate::games::play_on_words::state::Pile;
        let mut game = Game::standard(&["Ana", "Ben"], 5, 10);
        game.round = 0; // challenge 1: two pure words
        let hand: Vec<Card> = "rT rR rE rE rT rR rE bA rB rA gC"
            .split(' ')
            .map(|t| Card::parse(t).unwrap())
            .collect();
        game.set_hand(0, &hand).unwrap();
        game.apply(0, &Action::Draw(Pile::Stock)).unwrap();
        let lay = |rows: &[&str]| {
            let mut d = Draft::Empty;
            for (row, cards) in rows.iter().enumerate() {
                for (at, t) in cards.split(' ').filter(|t| !t.is_empty()).enumerate() {
                    d.lay(rows.len(), row, at, Piece::new(Card::parse(t).unwrap()));
                }
            }
            verdict(&game, 0, &d, Lang::En)
        };
        assert_eq!(
            lay(&["rT rR rE rE", ""]),
            Verdict::InProgress("Row 2 still wants a pure word of 3+ letters.".into())
        );
        assert_eq!(
            lay(&["rB bA rT", "rT rR rE rE"]),
            Verdict::Refused(
                "BAT is mixed (two colours or more): row 1 wants a pure word of 3+ letters.".into()
            )
        );
        let Verdict::Refused(why) = lay(&["rT rR rE", "rT rR rE rE"]) else {
            panic!("TRE is no word")
        };
        assert!(why.contains("TRE") && !why.contains("TREE"), "{why}");
        assert!(matches!(
            lay(&["rT rR rE rE", "rR rA rT"]),
            Verdict::Holds { .. }
        ));
    }

    /// Every lay-down and change the computer players make in a whole game, turned into a
    /// draft (as the hint shows it), plays the same again.
    #[test]
    fn a_hint_shown_as_a_draft_is_the_same_action() {
        use crate::games::play_on_words::players::{Level, choose};
        use rand::SeedableRng;
        let (mut lays, mut changes) = (0, 0);
        // Whole games until both kinds of play were seen often enough.
        for seed in 21..30 {
            if lays > 5 && changes > 5 {
                break;
            }
            let mut game = Game::standard(&["Ana", "Ben", "Cleo"], seed, 10);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
            while !game.is_over() {
                let seat = game.acting()[0];
                let action = choose(&game, seat, Level::Hard, &mut rng);
                match &action {
                    Action::LayDown(_) => lays += 1,
                    Action::Change { .. } => changes += 1,
                    _ => {}
                }
                if let Some(d) = Draft::from_action(&game, &action) {
                    // The same play, though the edits may be listed in another order.
                    let (mut by_hint, mut by_ai) = (game.clone(), game.clone());
                    by_hint.apply(seat, &d.action().unwrap()).unwrap();
                    by_ai.apply(seat, &action).unwrap();
                    assert_eq!(by_hint.words, by_ai.words);
                    assert_eq!(by_hint.seats, by_ai.seats);
                    assert!(matches!(
                        verdict(&game, seat, &d, Lang::En),
                        Verdict::Holds { .. }
                    ));
                }
                game.apply(seat, &action).unwrap();
            }
        }
        assert!(
            lays > 5 && changes > 5,
            "{lays} lay-downs, {changes} changes"
        );
    }

    /// The verdict is the engine's: a change that makes a word is held, with its new
    /// spelling; a blue card in a red word is refused with the rules' reason.
    #[test]
    fn the_verdict_comes_from_the_engine() {
        use crate::games::play_on_words::state::Pile;
        let mut game = Game::standard(&["Ana", "Ben"], 5, 10);
        let hand = [
            Card::Letter(Red, b'S'),
            Card::Letter(Blue, b'S'),
            Card::Letter(Green, b'E'),
        ];
        game.set_hand(0, &hand).unwrap();
        let cat = game.place_word(1, "rCrArT").unwrap();
        game.set_in(0);
        game.apply(0, &Action::Draw(Pile::Stock)).unwrap();
        let mut d = Draft::Empty;
        assert_eq!(verdict(&game, 0, &d, Lang::En), Verdict::Nothing);
        let word = game.words[cat].clone();
        d.add(cat, &word, 3, Piece::new(hand[0]));
        assert_eq!(
            verdict(&game, 0, &d, Lang::En),
            Verdict::Holds {
                words: vec!["CATS".into()],
                bonus: 0,
                goes_out: false
            }
        );
        let mut d = Draft::Empty;
        d.add(cat, &word, 3, Piece::new(hand[1]));
        let Verdict::Refused(why) = verdict(&game, 0, &d, Lang::En) else {
            panic!("a blue S in a red word")
        };
        assert!(why.contains("CAT"), "{why}");
        // The table's game is untouched by the trials.
        assert_eq!(game.words[cat].text(), "CAT");
        assert_eq!(game.seats[0].hand.len(), 4);
    }
}
