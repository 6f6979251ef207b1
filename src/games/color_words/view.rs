//! What one seat, or a spectator, may know of a Color Words game ([`SeatView`]): the round's
//! cards, every sheet as it stood before this round's writing, the votes, and for a seat its
//! own sheet whole. Everyone writes at once: until every seat has written (or passed), the
//! word a seat wrote this round is its own secret, so another seat's view (and the big
//! screen's) shows that sheet without it.

use serde::Serialize;

use super::game::Game;
use super::material::{BonusCard, BonusKind, CELLS, Cell, Colour, Paint, Step, Theme};
use super::plugin::ColorWords;
use super::state::{Phase, Sheet, StarMark};
use crate::engine::{SeatView, Viewer};

/// Seconds a writer has in a round (the rules' 90), when a host without a window runs the
/// clock.
pub const WRITE_SECONDS: u32 = 90;

/// A Color Words game as one viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ColorWordsView {
    /// Who looks.
    pub viewer: Viewer,
    /// The grid played (A or B).
    pub grid: super::material::GridName,
    /// The grid's 49 cells row by row from A1, as the material paints them: `S` the Start
    /// cell, `B` blue, `Y` yellow, `R` red.
    pub colours: String,
    /// The round (from 0).
    pub round: usize,
    /// What the game waits for: `cross out`, `draw`, `write`, `vote`, `over`.
    pub phase: String,
    /// In a write: who has written or passed.
    pub done: Vec<bool>,
    /// In a vote: each word's ballots (`None` not cast yet), by writer then voter.
    pub ballots: Vec<Vec<Option<bool>>>,
    /// In a vote: what each writer's ballot asks (a proper noun first, then the theme).
    pub vote_on: Vec<Option<super::state::VoteOn>>,
    /// The round's letters on their boards' colours, and the bonus card, once flipped.
    pub letters: Option<[(Colour, char); 3]>,
    /// The bonus card's index in the material.
    pub bonus: Option<usize>,
    /// The bonus card face up, once flipped.
    pub bonus_card: Option<BonusView>,
    /// Every seat's sheet.
    pub sheets: Vec<SheetView>,
}

/// A bonus card as the pages draw it: what it asks, what it names and its points.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BonusView {
    /// `theme`, `last` (last letter's colour), `turn` (a turn on a colour), `first` (first
    /// letter), `straight`, `cells` or `size`.
    pub kind: &'static str,
    /// What it names: a theme (`famous-people`), a colour (`B`, `Y`, `R`), a letter, a way
    /// (`right`, `down`), cells (`B4`), or a number of letters.
    pub names: Vec<String>,
    /// The points it adds.
    pub points: u32,
}

/// How the pages name a colour.
fn colour_code(c: Colour) -> &'static str {
    match c {
        Colour::Blue => "B",
        Colour::Yellow => "Y",
        Colour::Red => "R",
    }
}

/// A bonus card as the pages draw it.
fn bonus_view(card: &BonusCard) -> BonusView {
    let one = |s: &str| vec![s.to_string()];
    let (kind, names) = match &card.kind {
        BonusKind::Theme(t) => ("theme", one(theme_id(*t))),
        BonusKind::LastLetter(c) => ("last", one(colour_code(*c))),
        BonusKind::Turn(c) => ("turn", one(colour_code(*c))),
        BonusKind::FirstLetter(l) => ("first", vec![l.to_string()]),
        BonusKind::Straight(Step::Right) => ("straight", one("right")),
        BonusKind::Straight(Step::Down) => ("straight", one("down")),
        BonusKind::Cells(cells) => ("cells", cells.clone()),
        BonusKind::Size(n) => ("size", vec![n.to_string()]),
    };
    BonusView {
        kind,
        names,
        points: card.points,
    }
}

/// How the pages name a theme (their catalogue keys end so).
fn theme_id(t: Theme) -> &'static str {
    match t {
        Theme::Screen => "screen",
        Theme::Books => "books",
        Theme::Sports => "sports",
        Theme::Cooking => "cooking",
        Theme::History => "history",
        Theme::Nature => "nature",
        Theme::FamousPeople => "famous-people",
        Theme::Fashion => "fashion",
        Theme::Travel => "travel",
        Theme::Science => "science",
        Theme::Games => "games",
        Theme::Music => "music",
    }
}

/// The grid's paint, a letter a cell.
fn colours(game: &Game) -> String {
    let grid = game.grid();
    (0..CELLS)
        .filter_map(Cell::from_index)
        .map(|cell| match grid.paint(cell) {
            Paint::Start => 'S',
            Paint::Colour(c) => colour_code(c).chars().next().unwrap_or('?'),
        })
        .collect()
}

/// A sheet as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SheetView {
    /// The player's name.
    pub name: String,
    /// The grid's 49 cells, row by row, as shown (a space when empty).
    pub cells: String,
    /// The words written, in order: round, the word as shown, whether a proper noun.
    pub words: Vec<(usize, String, bool)>,
    /// Each finished round's points.
    pub bubbles: Vec<(usize, u32)>,
    /// Grid B's stars: open, circled or crossed, rows then columns.
    pub stars: Vec<StarMark>,
    /// The Star box, once over.
    pub star_box: Option<u32>,
    /// Whether this view holds the word written this round (the viewer's own, or everyone's
    /// once every seat has written).
    pub whole: bool,
}

impl SeatView for ColorWords {
    type View = ColorWordsView;

    fn view(&self, viewer: Viewer) -> ColorWordsView {
        view_of(&self.game, viewer)
    }

    fn seat_names(&self) -> Vec<String> {
        self.game.players.iter().map(|p| p.name.clone()).collect()
    }

    fn clock(&self, seat: usize) -> Option<(u32, super::state::Action)> {
        match &self.game.phase {
            Phase::Write { done } if !done.get(seat).copied().unwrap_or(true) => {
                Some((WRITE_SECONDS, super::state::Action::Pass))
            }
            _ => None,
        }
    }
}

/// Whether `viewer` may see `seat`'s sheet whole: its own always, another's once no one is
/// writing (the word written this round is its writer's secret until every seat has written).
pub fn sees_whole_sheet(game: &Game, viewer: Viewer, seat: usize) -> bool {
    !matches!(game.phase, Phase::Write { .. }) || viewer.is(seat)
}

/// `seat`'s sheet as `viewer` may see it whole, or nothing while part of it is secret to the
/// viewer. A view's sheets follow the same rule, and the window draws the sheet of the seat at
/// the screen from here, so the laptop shows no more of a sheet than the seat's phone would.
pub fn sheet_seen(game: &Game, viewer: Viewer, seat: usize) -> Option<&Sheet> {
    sees_whole_sheet(game, viewer, seat)
        .then(|| game.players.get(seat).map(|p| &p.sheet))
        .flatten()
}

/// The game as `viewer` may know it.
pub fn view_of(game: &Game, viewer: Viewer) -> ColorWordsView {
    let (phase, done, ballots) = match &game.phase {
        Phase::CrossOut => ("cross out", vec![], vec![]),
        Phase::Draw { .. } => ("draw", vec![], vec![]),
        Phase::Write { done } => ("write", done.clone(), vec![]),
        Phase::Vote { ballots } => ("vote", vec![], ballots.clone()),
        Phase::Over => ("over", vec![], vec![]),
    };
    ColorWordsView {
        viewer,
        grid: game.grid,
        colours: colours(game),
        round: game.round,
        phase: phase.into(),
        done,
        ballots,
        vote_on: match &game.phase {
            Phase::Vote { ballots } => (0..ballots.len())
                .map(|w| (!ballots[w].is_empty()).then(|| game.vote_on(w)))
                .collect(),
            _ => Vec::new(),
        },
        letters: game
            .draw
            .as_ref()
            .map(|d| d.letters.map(|(colour, l)| (colour, char::from(l)))),
        bonus: game.draw.as_ref().map(|d| d.bonus),
        bonus_card: game.bonus().map(bonus_view),
        sheets: game
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let whole = sees_whole_sheet(game, viewer, seat);
                sheet_view(&p.name, &p.sheet, (!whole).then_some(game.round))
            })
            .collect(),
    }
}

/// A sheet, without the words of round `hide` (and what they filled) when given.
fn sheet_view(name: &str, sheet: &Sheet, hide: Option<usize>) -> SheetView {
    let kept = |round: usize| hide.is_none_or(|h| round < h);
    let cells: String = match hide {
        None => sheet.shown.iter().collect(),
        Some(_) => {
            // The grid as the earlier words filled it.
            let mut shown = [' '; CELLS];
            for w in sheet.words.iter().filter(|w| kept(w.round)) {
                for (cell, ch) in w.cells.iter().zip(w.display.chars()) {
                    shown[cell.index()] = ch;
                }
            }
            shown.iter().collect()
        }
    };
    SheetView {
        name: name.to_string(),
        cells,
        words: sheet
            .words
            .iter()
            .filter(|w| kept(w.round))
            .map(|w| (w.round, w.display.clone(), w.proper_noun))
            .collect(),
        bubbles: sheet
            .bubbles
            .iter()
            .filter(|b| kept(b.round))
            .map(|b| (b.round, b.score.total()))
            .collect(),
        stars: sheet.stars.to_vec(),
        star_box: sheet.star_box,
        whole: hide.is_none(),
    }
}
