//! The conventions records follow for the bonus a challenged play earns when it stands. With
//! the rules' base bonus `b` (Classic: 5): `b` a challenged play, `2b` a challenged play
//! (10-point clubs), or `b` for each word of the play that was challenged (up to the words it
//! formed). A record keeps one convention throughout, so each bonus narrows the candidates
//! and a bonus that no remaining convention explains is a mismatch.

/// One way of awarding challenge bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// The same points for every challenged play.
    PerPlay(i32),
    /// These points for each challenged word of the play.
    PerWord(i32),
}

impl Convention {
    /// Whether `bonus` is what this convention gives a play that formed `words` words.
    pub fn explains(self, bonus: i32, words: usize) -> bool {
        match self {
            Convention::PerPlay(p) => bonus == p,
            Convention::PerWord(p) => {
                p > 0 && bonus % p == 0 && bonus > 0 && (bonus / p) as usize <= words
            }
        }
    }

    /// How the report names it.
    pub fn describe(self) -> String {
        match self {
            Convention::PerPlay(p) => format!("+{p} a challenged play"),
            Convention::PerWord(p) => format!("+{p} a challenged word"),
        }
    }
}

/// The conventions a record may still follow, given its bonuses so far.
#[derive(Clone, Debug)]
pub struct Conventions {
    base: i32,
    left: Vec<Convention>,
    seen: bool,
}

impl Conventions {
    /// Every convention built on the rules' base bonus (none when it is 0: no bonus at all).
    pub fn new(base: i32) -> Conventions {
        let left = if base > 0 {
            vec![
                Convention::PerPlay(base),
                Convention::PerPlay(2 * base),
                Convention::PerWord(base),
            ]
        } else {
            Vec::new()
        };
        Conventions {
            base,
            left,
            seen: false,
        }
    }

    /// Checks a recorded bonus for a play that formed `words` words: `Ok` when a remaining
    /// convention gives it (and keeps only those), else the points expected and why.
    pub fn check(&mut self, bonus: i32, words: usize) -> Result<(), (i32, String)> {
        if self.base <= 0 {
            return Err((0, "these rules have no challenge bonus".into()));
        }
        let fits: Vec<Convention> = self
            .left
            .iter()
            .copied()
            .filter(|c| c.explains(bonus, words))
            .collect();
        if fits.is_empty() {
            let names: Vec<String> = self.left.iter().map(|c| c.describe()).collect();
            let expected = match self.left.first() {
                Some(Convention::PerPlay(p)) => *p,
                _ => self.base,
            };
            let earlier = if self.seen {
                " (as this record's earlier challenges)"
            } else {
                ""
            };
            return Err((
                expected,
                format!(
                    "challenge bonus {bonus:+} for a play of {words} word(s) fits none of {}{earlier}",
                    names.join(", ")
                ),
            ));
        }
        self.left = fits;
        self.seen = true;
        Ok(())
    }

    /// The conventions the record's bonuses fit, once it has one; `None` without challenges.
    pub fn found(&self) -> Option<String> {
        self.seen.then(|| {
            self.left
                .iter()
                .map(|c| c.describe())
                .collect::<Vec<_>>()
                .join(" or ")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bonuses_narrow_the_conventions_and_a_misfit_is_refused() {
        let mut c = Conventions::new(5);
        assert!(c.check(5, 1).is_ok());
        // +10 for a play of four words: two challenged words at 5 each.
        assert!(c.check(10, 4).is_ok());
        assert_eq!(c.found().as_deref(), Some("+5 a challenged word"));
        // +10 for a one-word play no longer fits.
        let (expected, why) = c.check(10, 1).unwrap_err();
        assert_eq!(expected, 5);
        assert!(why.contains("fits none"), "{why}");
        let mut ten = Conventions::new(5);
        assert!(ten.check(10, 1).is_ok());
        assert!(ten.check(5, 2).is_err());
        assert_eq!(ten.found().as_deref(), Some("+10 a challenged play"));
        assert!(Conventions::new(0).check(5, 1).is_err());
        assert!(Conventions::new(5).check(7, 3).is_err());
    }
}
