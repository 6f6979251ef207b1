//! The word being written on a sheet before it is confirmed: its path (started by a click on
//! a cell, drawn by dragging across cells, or grown by typing in the chosen direction) and the
//! letters typed. Every step is checked as it is drawn and refused with the rules' own reason;
//! the word itself is judged by the rules ([`preview`]) before it is sent.

use crate::games::color_words::game::{Game, MIN_WORD};
use crate::games::color_words::material::{Cell, Step};
use crate::games::color_words::refusal::Refusal;
use crate::games::color_words::scoring::{WordScore, bonus_met, letters_score};
use crate::games::color_words::state::{Sheet, Written};
use crate::words::fold::fold_char;

/// The word being written: its cells and its letters, as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pen {
    /// The path, first cell first.
    pub cells: Vec<Cell>,
    /// The letters typed, as typed (an œ fills two cells).
    pub typed: Vec<char>,
    /// How many cells of the path were clicked or dragged (the rest grew from typing).
    pub anchored: usize,
    /// The way typing grows the path past its drawn cells.
    pub dir: Option<Step>,
}

impl Pen {
    /// Whether nothing is being written.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The word as typed.
    pub fn word(&self) -> String {
        self.typed.iter().collect()
    }

    /// The typed letters folded to a-z, one a cell.
    pub fn folded(&self) -> String {
        self.typed.iter().filter_map(|&c| fold_char(c)).collect()
    }

    /// What each cell of the path shows: the letter typed for it (capital), if any.
    pub fn shown(&self) -> Vec<Option<char>> {
        let mut out = Vec::new();
        for &c in &self.typed {
            match fold_char(c) {
                Some(f) if f.len() == 1 => out.extend(c.to_uppercase().next().map(Some)),
                Some(f) => out.extend(f.chars().map(|l| Some(l.to_ascii_uppercase()))),
                None => {}
            }
        }
        out.resize(self.cells.len().max(out.len()), None);
        out.truncate(self.cells.len());
        out
    }

    /// What to do before typing, as the rules say it: the first word starts on the Start cell,
    /// A1; a later one on an empty cell next to a written letter.
    pub fn where_to_start(sheet: &Sheet) -> String {
        if sheet.empty_cells() == crate::games::color_words::material::CELLS {
            crate::i18n::tr!("clw-type-first-word")
        } else {
            crate::i18n::tr!("clw-type-next-word")
        }
    }

    /// Starts a word on `cell` (anything written before is cleared): refused where a word may
    /// not start now.
    pub fn start(&mut self, sheet: &Sheet, cell: Cell) -> Result<(), Refusal> {
        if sheet.filled(cell) {
            return Err(Refusal::Filled { cell });
        }
        if !sheet.may_start(cell) {
            return Err(
                if sheet.empty_cells() == crate::games::color_words::material::CELLS {
                    Refusal::MustStartOnStart { cell }
                } else {
                    Refusal::NotAdjacent { cell }
                },
            );
        }
        *self = Pen {
            cells: vec![cell],
            anchored: 1,
            ..Pen::default()
        };
        Ok(())
    }

    /// The pointer, dragging, reached `cell`: one step right or down adds it, the cell before
    /// the last takes the last back, anything else is refused.
    pub fn drag_to(&mut self, sheet: &Sheet, cell: Cell) -> Result<(), Refusal> {
        let Some(&last) = self.cells.last() else {
            return self.start(sheet, cell);
        };
        if cell == last {
            return Ok(());
        }
        if self.cells.len() >= 2 && self.cells[self.cells.len() - 2] == cell {
            self.cells.pop();
            self.anchored = self.anchored.min(self.cells.len());
            // Typing goes on the way the path now ends.
            let n = self.cells.len();
            self.dir = (n >= 2)
                .then(|| self.cells[n - 2].step_to(self.cells[n - 1]))
                .flatten();
            self.trim_typed();
            return Ok(());
        }
        let Some(step) = last.step_to(cell) else {
            return Err(Refusal::NotAStep {
                from: last,
                to: cell,
            });
        };
        if sheet.filled(cell) {
            return Err(Refusal::Filled { cell });
        }
        self.cells.push(cell);
        self.anchored = self.cells.len();
        self.dir = Some(step);
        Ok(())
    }

    /// Sets the way typed letters grow the path past its drawn cells.
    pub fn turn(&mut self, step: Step) {
        self.dir = Some(step);
    }

    /// Types `c`: it fills the next cell of the path, which grows the chosen way (right
    /// unless told) when it is full. Refused when `c` is not a letter or the path cannot grow.
    pub fn type_char(&mut self, sheet: &Sheet, c: char) -> Result<(), Refusal> {
        if self.cells.is_empty() {
            return Ok(());
        }
        let letters = fold_char(c).ok_or(Refusal::NotALetter { found: c })?.len();
        let need = self.folded().len() + letters;
        let mut cells = self.cells.clone();
        while cells.len() < need {
            let last = *cells.last().expect("a path has a first cell");
            let step = self.dir.unwrap_or(Step::Right);
            let next = last.stepped(step).ok_or(Refusal::OffGrid)?;
            if sheet.filled(next) {
                return Err(Refusal::Filled { cell: next });
            }
            cells.push(next);
        }
        self.cells = cells;
        self.typed.push(c);
        Ok(())
    }

    /// Takes back the last letter typed (and the cell it grew, if typing grew it).
    pub fn backspace(&mut self) {
        self.typed.pop();
        let keep = self.folded().len().max(self.anchored).max(1);
        self.cells.truncate(keep);
    }

    /// Drops typed letters the path no longer has cells for.
    fn trim_typed(&mut self) {
        while self.folded().len() > self.cells.len() {
            self.typed.pop();
        }
    }
}

/// The rules' verdict on the word being written, and what it would score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The word as it would be written, or why it would be refused.
    pub verdict: Result<Written, Refusal>,
    /// Its score: the drawn letters, and the bonus when the engine judges it met.
    pub score: WordScore,
    /// Whether the bonus card's condition is met; `None` for a thematic card (the vote says).
    pub bonus: Option<bool>,
}

/// The live verdict on `seat`'s pen: `None` until the letters (two at least) fill the path.
pub fn preview(game: &Game, seat: usize, pen: &Pen) -> Option<Preview> {
    let folded = pen.folded();
    if folded.len() < MIN_WORD || folded.len() != pen.cells.len() {
        return None;
    }
    let draw = game.draw.as_ref()?;
    let card = game.bonus()?;
    let letters = letters_score(
        game.grid(),
        &game.material.points,
        draw,
        folded.as_bytes(),
        &pen.cells,
    );
    let bonus = bonus_met(game.grid(), card, folded.as_bytes(), &pen.cells);
    Some(Preview {
        verdict: game.check_word(seat, &pen.word(), &pen.cells),
        score: WordScore {
            letters,
            bonus: if bonus == Some(true) { card.points } else { 0 },
        },
        bonus,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::color_words::game::{Setup, Stacked};
    use crate::games::color_words::material::GridName;
    use crate::games::color_words::state::Action;
    use crate::words::Language;

    fn cell(name: &str) -> Cell {
        Cell::parse(name).unwrap()
    }

    /// A one-player game on grid A, its cards flipped: S, L and O drawn, the "straight line
    /// rightwards" bonus card.
    fn drawn() -> Game {
        let mut game = Game::new(&Setup {
            seed: 1,
            grid: GridName::A,
            language: Language::English,
            players: vec!["Ana".into()],
            stacked: Some(Stacked {
                letters: "SLOABCDEGIMNPRTUJV".into(),
                bonus: vec![25, 13, 16, 19, 27, 31],
            }),
        })
        .unwrap();
        game.apply(0, &Action::Draw).unwrap();
        game
    }

    #[test]
    fn the_first_word_starts_on_the_start_cell_and_others_next_to_a_letter() {
        let mut game = drawn();
        let mut pen = Pen::default();
        assert_eq!(
            pen.start(&game.players[0].sheet, cell("C3")),
            Err(Refusal::MustStartOnStart { cell: cell("C3") })
        );
        assert!(pen.is_empty(), "a refused start draws nothing");
        pen.start(&game.players[0].sheet, Cell::START).unwrap();
        for c in "so".chars() {
            pen.type_char(&game.players[0].sheet, c).unwrap();
        }
        assert_eq!(pen.cells, vec![cell("A1"), cell("B1")]);
        let word = pen.word();
        game.apply(
            0,
            &Action::Write {
                word,
                cells: pen.cells.clone(),
            },
        )
        .unwrap();
        let sheet = &game.players[0].sheet;
        let mut pen = Pen::default();
        assert_eq!(
            pen.start(sheet, cell("E5")),
            Err(Refusal::NotAdjacent { cell: cell("E5") })
        );
        assert_eq!(
            pen.start(sheet, cell("B1")),
            Err(Refusal::Filled { cell: cell("B1") })
        );
        assert!(pen.start(sheet, cell("C1")).is_ok());
        assert!(pen.start(sheet, cell("A2")).is_ok());
    }

    #[test]
    fn dragging_takes_right_and_down_steps_backs_up_and_refuses_the_rest() {
        let game = drawn();
        let sheet = &game.players[0].sheet;
        let mut pen = Pen::default();
        pen.start(sheet, Cell::START).unwrap();
        pen.drag_to(sheet, cell("B1")).unwrap();
        pen.drag_to(sheet, cell("B2")).unwrap();
        assert_eq!(
            pen.drag_to(sheet, cell("A2")),
            Err(Refusal::NotAStep {
                from: cell("B2"),
                to: cell("A2")
            })
        );
        assert_eq!(
            pen.drag_to(sheet, cell("D4")),
            Err(Refusal::NotAStep {
                from: cell("B2"),
                to: cell("D4")
            })
        );
        assert_eq!(pen.cells, vec![cell("A1"), cell("B1"), cell("B2")]);
        // Back over the cell before the last takes the last back.
        pen.drag_to(sheet, cell("B1")).unwrap();
        assert_eq!(pen.cells, vec![cell("A1"), cell("B1")]);
        // Typing fills the drawn cells, then grows the path the way it last went.
        for c in "sol".chars() {
            pen.type_char(sheet, c).unwrap();
        }
        assert_eq!(pen.cells, vec![cell("A1"), cell("B1"), cell("C1")]);
        pen.turn(Step::Down);
        pen.type_char(sheet, 'o').unwrap();
        assert_eq!(pen.cells.last(), Some(&cell("C2")));
        pen.backspace();
        pen.backspace();
        assert_eq!(
            pen.cells,
            vec![cell("A1"), cell("B1")],
            "the drawn cells stay"
        );
        assert_eq!(pen.word(), "so");
        assert_eq!(
            pen.type_char(sheet, '-'),
            Err(Refusal::NotALetter { found: '-' })
        );
    }

    #[test]
    fn typing_off_the_grid_is_refused_and_changes_nothing() {
        let game = drawn();
        let sheet = &game.players[0].sheet;
        let mut pen = Pen::default();
        pen.start(sheet, Cell::START).unwrap();
        for c in "abcdefg".chars() {
            pen.type_char(sheet, c).unwrap();
        }
        let before = pen.clone();
        assert_eq!(pen.type_char(sheet, 'h'), Err(Refusal::OffGrid));
        assert_eq!(pen, before);
    }

    #[test]
    fn the_preview_scores_as_the_rules_do_and_judges_the_word() {
        let mut game = drawn();
        let sheet = game.players[0].sheet.clone();
        let mut pen = Pen::default();
        pen.start(&sheet, Cell::START).unwrap();
        pen.type_char(&sheet, 's').unwrap();
        assert_eq!(preview(&game, 0, &pen), None, "one letter: not a word yet");
        pen.type_char(&sheet, 'o').unwrap();
        let seen = preview(&game, 0, &pen).unwrap();
        assert!(seen.verdict.is_ok(), "{:?}", seen.verdict);
        game.apply(
            0,
            &Action::Write {
                word: pen.word(),
                cells: pen.cells.clone(),
            },
        )
        .unwrap();
        // The bubble the rules filled is the score the preview showed.
        let bubble = &game.players[0].sheet.bubbles[0];
        assert_eq!(seen.bonus, Some(true), "so runs straight right");
        assert!(bubble.score.bonus > 0);
        assert_eq!(bubble.score, seen.score);
        // A word not in the dictionary is told before it is sent.
        let mut game = drawn();
        let mut pen = Pen::default();
        pen.start(&game.players[0].sheet, Cell::START).unwrap();
        for c in "sxq".chars() {
            pen.type_char(&game.players[0].sheet, c).unwrap();
        }
        let seen = preview(&game, 0, &pen).unwrap();
        assert!(matches!(seen.verdict, Err(Refusal::NotAWord { .. })));
        game.apply(0, &Action::Pass).unwrap();
    }

    #[test]
    fn typing_before_choosing_a_cell_is_told_the_rule_of_where_a_word_starts() {
        let game = drawn();
        let sheet = &game.players[0].sheet;
        let said = crate::i18n::with_language(crate::i18n::Lang::En, || Pen::where_to_start(sheet));
        assert!(said.contains("A1"), "{said}");
        let mut written = sheet.clone();
        written.letters[Cell::START.index()] = b'a';
        let said =
            crate::i18n::with_language(crate::i18n::Lang::En, || Pen::where_to_start(&written));
        assert!(said.contains("next to"), "{said}");
    }
}
