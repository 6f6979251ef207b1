//! The computer players, built on the best-word search: Hard writes the best-scoring word
//! (a tie goes to the longer word, which fills more cells); Normal picks at random among the
//! five best; Easy reaches only words of up to five letters and picks among its twenty best.
//! They judge a word under a thematic card by the theme's word list (`themes`: a word the
//! list lacks does not fit), accept a proper noun (a tie accepts, as people's votes do), and
//! cross out, alone on grid B, the open star whose line is emptiest (the one they were least
//! likely to win).

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::game::Game;
use super::material::BonusKind;
use super::search::{Found, Query, best_words};
use super::state::{Action, Phase, Star, StarMark, VoteOn};
use super::themes::ThemeLists;

/// How a computer seat plays. Saves write it by its lowercase name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Short words, chosen loosely.
    Easy,
    /// One of the five best words.
    #[default]
    Normal,
    /// The best word.
    Hard,
}

/// The search's query for `seat`'s sheet this round (`None` before the draw).
pub fn query(game: &Game, seat: usize) -> Option<Query<'_>> {
    let draw = game.draw.as_ref()?;
    Some(Query {
        grid: game.grid(),
        points: &game.material.points,
        draw,
        card: &game.material.bonus[draw.bonus],
        sheet: &game.players[seat].sheet,
    })
}

/// The best word `seat` could write now (the hint, and "the best word you could have
/// written" when asked before the word is written).
pub fn best_word(game: &Game, seat: usize) -> Option<Found> {
    let q = query(game, seat)?;
    best_words(game.lexicon(), &q, 1, usize::MAX)
        .into_iter()
        .next()
}

/// "The best word you could have written": for `seat` in a finished (or the current) `round`
/// (from 0), the best word for that round's cards on the sheet as it was before that round's
/// word; `None` for a round not yet drawn.
pub fn hindsight(game: &Game, seat: usize, round: usize) -> Option<Found> {
    let draw = game.draws.get(round)?;
    let mut sheet = game.players[seat].sheet.clone();
    for word in sheet.words.iter().filter(|w| w.round >= round) {
        for cell in &word.cells {
            sheet.letters[cell.index()] = 0;
        }
    }
    let q = Query {
        grid: game.grid(),
        points: &game.material.points,
        draw,
        card: &game.material.bonus[draw.bonus],
        sheet: &sheet,
    };
    best_words(game.lexicon(), &q, 1, usize::MAX)
        .into_iter()
        .next()
}

/// What the computer seat `seat` does now (the game waits for it).
pub fn choose(game: &Game, seat: usize, level: Level, rng: &mut ChaCha8Rng) -> Action {
    match &game.phase {
        Phase::CrossOut => Action::CrossOutStar(emptiest_open_star(game, seat)),
        Phase::Draw { .. } => Action::Draw,
        Phase::Write { .. } => {
            let Some(q) = query(game, seat) else {
                return Action::Pass;
            };
            let (keep, reach) = match level {
                Level::Hard => (1, usize::MAX),
                Level::Normal => (5, usize::MAX),
                Level::Easy => (20, 5),
            };
            let found = best_words(game.lexicon(), &q, keep, reach);
            if found.is_empty() {
                return Action::Pass;
            }
            let pick = &found[rng.random_range(0..found.len())];
            Action::Write {
                word: pick.word.clone(),
                cells: pick.cells.clone(),
            }
        }
        Phase::Vote { .. } => {
            let writer = game.votes_owed(seat).first().copied().unwrap_or(seat);
            Action::Vote {
                writer,
                fits: judges_it_fits(game, writer),
            }
        }
        Phase::Over => Action::Pass,
    }
}

/// A computer's ballot on `writer`'s word: a proper noun is accepted (the seat cannot tell a
/// name from an invented one); under the theme, the word fits when the theme's list has it.
pub fn judges_it_fits(game: &Game, writer: usize) -> bool {
    let Some(word) = game.word_this_round(writer) else {
        return true;
    };
    match (game.vote_on(writer), game.bonus().map(|b| &b.kind)) {
        (VoteOn::Theme, Some(BonusKind::Theme(theme))) => {
            ThemeLists::built_in(game.language).fits(*theme, &word.folded)
        }
        _ => true,
    }
}

/// The open star whose line has the most empty cells (the first such, rows before columns).
fn emptiest_open_star(game: &Game, seat: usize) -> Star {
    let sheet = &game.players[seat].sheet;
    Star::all()
        .filter(|s| sheet.star(*s) == StarMark::Open)
        .max_by_key(|s| {
            let empty = s.cells().filter(|c| !sheet.filled(*c)).count();
            // Prefer the earliest star among equals: max_by_key keeps the last maximum.
            (empty, std::cmp::Reverse(s.index()))
        })
        .unwrap_or(Star::Row(0))
}
