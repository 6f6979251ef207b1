//! Word Colony's data: the rule numbers, the box (which cards) and the question deck, as RON.
//! The defaults ship in `assets/word_colony/` and are compiled in, so a game never depends on
//! finding files at run time.

use serde::{Deserialize, Serialize};

use super::cards::{Face, Question, Special};
use crate::i18n::Lang;

/// The numbers of the rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulesData {
    /// Letter values: each group's value and its letters.
    pub letter_values: Vec<(i32, String)>,
    /// Points to reach for each game length.
    pub finish_lines: FinishLines,
    /// Cards dealt to each player.
    pub hand_size: usize,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// Words that make a Supercolony.
    pub supercolony_words: usize,
    /// Its bonus.
    pub supercolony_bonus: i32,
    /// Words a colony needs before it can be decolonized.
    pub decolonize_words: usize,
    /// Shortest word.
    pub min_word_len: usize,
}

/// Finish lines of the three game lengths.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct FinishLines {
    pub quick: i32,
    pub master: i32,
    pub epic: i32,
}

impl RulesData {
    /// The shipped defaults.
    pub fn default_rules() -> RulesData {
        ron::from_str(include_str!("../../../assets/word_colony/rules.ron"))
            .expect("the shipped rules.ron is valid (checked by tests)")
    }

    /// A letter card's value; 0 for a letter the table does not list.
    pub fn value_of(&self, letter: char) -> i32 {
        let upper = letter.to_ascii_uppercase();
        self.letter_values
            .iter()
            .find(|(_, letters)| letters.contains(upper))
            .map_or(0, |(v, _)| *v)
    }
}

/// A letter card's value in the shipped rules (what the title's tiles show).
pub fn letter_value(letter: char) -> i32 {
    static RULES: std::sync::LazyLock<RulesData> =
        std::sync::LazyLock::new(RulesData::default_rules);
    RULES.value_of(letter)
}

/// The most cards a game holds (box or fixed deal): card ids are 16-bit, and no real box
/// comes near (the shipped one holds 220).
pub const MAX_CARDS: usize = 10_000;

/// Which cards a box holds. Every entry is checked as it is read (a letter A-Z, a count up to
/// [`MAX_CARDS`], a black card worth -1 to -3), so a bad entry is refused with its line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoxSpec {
    /// Letter cards: letter and how many.
    #[serde(deserialize_with = "checked::letters")]
    pub letters: Vec<(char, usize)>,
    /// Black cards: letter and (negative) value, one card each.
    #[serde(deserialize_with = "checked::black")]
    pub black: Vec<(char, i32)>,
    /// Special cards and how many.
    #[serde(deserialize_with = "checked::specials")]
    pub specials: Vec<(Special, usize)>,
}

/// Box entries checked one by one while the file is parsed, so the parser's error carries the
/// line of the bad entry.
mod checked {
    use serde::de::{Deserialize, Deserializer, Error};

    use super::{MAX_CARDS, Special};

    fn count<E: Error>(n: u64) -> Result<usize, E> {
        usize::try_from(n)
            .ok()
            .filter(|&n| n <= MAX_CARDS)
            .ok_or_else(|| {
                E::custom(format!(
                    "{n} cards is more than a box holds (at most {MAX_CARDS})"
                ))
            })
    }

    fn letter<E: Error>(c: char) -> Result<char, E> {
        if c.is_ascii_alphabetic() {
            Ok(c.to_ascii_uppercase())
        } else {
            Err(E::custom(format!("'{c}' is not a letter A-Z")))
        }
    }

    struct Letter(char, usize);
    impl<'de> Deserialize<'de> for Letter {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let (c, n) = <(char, u64)>::deserialize(d)?;
            Ok(Letter(letter(c)?, count(n)?))
        }
    }

    struct Black(char, i32);
    impl<'de> Deserialize<'de> for Black {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let (c, v) = <(char, i64)>::deserialize(d)?;
            if !(-3..=-1).contains(&v) {
                return Err(D::Error::custom(format!(
                    "a black card is worth -1, -2 or -3, not {v}"
                )));
            }
            Ok(Black(letter(c)?, v as i32))
        }
    }

    struct Specials(Special, usize);
    impl<'de> Deserialize<'de> for Specials {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let (s, n) = <(Special, u64)>::deserialize(d)?;
            Ok(Specials(s, count(n)?))
        }
    }

    pub fn letters<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(char, usize)>, D::Error> {
        Ok(Vec::<Letter>::deserialize(d)?
            .into_iter()
            .map(|l| (l.0, l.1))
            .collect())
    }

    pub fn black<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(char, i32)>, D::Error> {
        Ok(Vec::<Black>::deserialize(d)?
            .into_iter()
            .map(|b| (b.0, b.1))
            .collect())
    }

    pub fn specials<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(Special, usize)>, D::Error> {
        Ok(Vec::<Specials>::deserialize(d)?
            .into_iter()
            .map(|s| (s.0, s.1))
            .collect())
    }
}

impl BoxSpec {
    /// The shipped default box.
    pub fn default_box() -> BoxSpec {
        ron::from_str(include_str!("../../../assets/word_colony/box.ron"))
            .expect("the shipped box.ron is valid (checked by tests)")
    }

    /// Parses the text of the box file `path` and checks it can deal a game under `rules`; an
    /// error names the file, and the line where there is one (`box.ron line 3: not a box: ...`).
    pub fn parse(text: &str, rules: &RulesData, path: &str) -> Result<BoxSpec, String> {
        let spec: BoxSpec = ron::from_str(text).map_err(|e| {
            crate::i18n::tr!(
                "wc-setup-not-a-box",
                path = path,
                line = e.span.start.line,
                reason = e.code.to_string()
            )
        })?;
        let cards = spec.card_count();
        if cards > MAX_CARDS {
            return Err(crate::i18n::tr!(
                "wc-setup-box-too-large",
                path = path,
                count = cards,
                most = MAX_CARDS
            ));
        }
        if cards < 2 * (rules.hand_size + 1) {
            return Err(crate::i18n::tr!("wc-setup-box-too-small", path = path));
        }
        Ok(spec)
    }

    /// How many cards the box holds, counted without building them (saturating, so a
    /// hand-made spec cannot overflow the count).
    pub fn card_count(&self) -> usize {
        let letters = self
            .letters
            .iter()
            .fold(0usize, |n, l| n.saturating_add(l.1));
        let specials = self
            .specials
            .iter()
            .fold(0usize, |n, s| n.saturating_add(s.1));
        letters
            .saturating_add(specials)
            .saturating_add(self.black.len())
    }

    /// Every card face in the box, in a fixed order (shuffled by the setup).
    pub fn faces(&self, rules: &RulesData) -> Vec<Face> {
        let mut faces = Vec::new();
        for &(letter, n) in &self.letters {
            let letter = letter.to_ascii_uppercase();
            let value = rules.value_of(letter);
            faces.extend(std::iter::repeat_n(Face::Letter { letter, value }, n));
        }
        for &(letter, value) in &self.black {
            faces.push(Face::Black {
                letter: letter.to_ascii_uppercase(),
                value: value.saturating_abs().saturating_neg(),
            });
        }
        for &(special, n) in &self.specials {
            faces.extend(std::iter::repeat_n(Face::Special(special), n));
        }
        faces
    }
}

/// A deck of questions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuestionDeck {
    /// The questions.
    pub questions: Vec<Question>,
}

/// How many questions each built-in deck held before the decks grew: a save that names no
/// questions of its own was dealt from these, the first entries of its language's deck. The
/// decks only grow at their end, so these stay where they are.
pub const FIRST_EDITION_QUESTIONS: usize = 240;

impl QuestionDeck {
    /// The deck a save without a question list of its own is dealt from: the first edition of
    /// the English deck.
    pub fn default_deck() -> QuestionDeck {
        QuestionDeck::first_edition(Lang::En)
    }

    /// The whole shipped deck in `lang`: English, French or Romanian questions. Parsed once.
    pub fn built_in(lang: Lang) -> QuestionDeck {
        QuestionDeck {
            questions: built_in_questions(lang).to_vec(),
        }
    }

    /// The first [`FIRST_EDITION_QUESTIONS`] of the shipped deck in `lang`: what a save from
    /// before the decks grew was dealt from.
    pub fn first_edition(lang: Lang) -> QuestionDeck {
        let all = built_in_questions(lang);
        QuestionDeck {
            questions: all[..FIRST_EDITION_QUESTIONS.min(all.len())].to_vec(),
        }
    }

    /// The questions of the shipped deck in `lang` at these positions, in this order; a
    /// position past the deck's end is refused (a save from a later version with a longer
    /// deck).
    pub fn pick(lang: Lang, positions: &[u16]) -> Result<QuestionDeck, String> {
        let all = built_in_questions(lang);
        let questions = positions
            .iter()
            .map(|&i| {
                all.get(usize::from(i)).cloned().ok_or_else(|| {
                    crate::i18n::tr!("wc-setup-question-missing", position = i, count = all.len())
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(QuestionDeck { questions })
    }
}

/// The shipped questions in `lang`, parsed once for the whole run.
pub fn built_in_questions(lang: Lang) -> &'static [Question] {
    use std::sync::OnceLock;
    static DECKS: [OnceLock<Vec<Question>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let (slot, text) = match lang {
        Lang::En => (0, include_str!("../../../assets/word_colony/questions.ron")),
        Lang::Fr => (
            1,
            include_str!("../../../assets/word_colony/questions.fr.ron"),
        ),
        Lang::Ro => (
            2,
            include_str!("../../../assets/word_colony/questions.ro.ron"),
        ),
    };
    DECKS[slot].get_or_init(|| {
        ron::from_str::<QuestionDeck>(text)
            .expect("the shipped question decks are valid (checked by tests)")
            .questions
    })
}

/// Parses a card from scenario notation: `F` (letter card), `R-1` (black card worth -1),
/// or a special's name (`Immunity`, `MagicWord`, `FistBump`, `Conquest`).
pub fn parse_face(text: &str, rules: &RulesData) -> Result<Face, String> {
    let t = text.trim();
    if let Some(special) = Special::parse(t).filter(|_| t.len() > 2) {
        return Ok(Face::Special(special));
    }
    let mut chars = t.chars();
    let letter = chars
        .next()
        .filter(char::is_ascii_alphabetic)
        .ok_or_else(|| format!("\"{t}\" is not a card (write F, R-1 or a special's name)"))?
        .to_ascii_uppercase();
    let rest: String = chars.collect();
    if rest.is_empty() {
        return Ok(Face::Letter {
            letter,
            value: rules.value_of(letter),
        });
    }
    match rest.parse::<i32>() {
        Ok(v) if (-3..=-1).contains(&v) => Ok(Face::Black { letter, value: v }),
        _ => Err(format!(
            "\"{t}\" is not a card: a black card is a letter and -1, -2 or -3, like R-1"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_values_fit_the_rule_book() {
        let r = RulesData::default_rules();
        let word = |w: &str| w.chars().map(|c| r.value_of(c)).sum::<i32>();
        assert_eq!(word("FLOW"), 6);
        assert_eq!(word("ERS"), 3);
        assert_eq!(word("WIN"), 4);
        assert_eq!(word("EMAKER"), 9);
        assert_eq!(word("APKIN"), 8);
        assert_eq!(word("EXT"), 5);
        assert_eq!(word("RY"), 3);
        assert_eq!(r.finish_lines.quick, 40);
        assert_eq!(r.finish_lines.master, 70);
        assert_eq!(r.finish_lines.epic, 100);
    }

    #[test]
    fn every_letter_has_a_value() {
        let r = RulesData::default_rules();
        for c in 'A'..='Z' {
            assert!((1..=3).contains(&r.value_of(c)), "{c}");
        }
    }

    #[test]
    fn default_box_holds_220_cards() {
        let r = RulesData::default_rules();
        let faces = BoxSpec::default_box().faces(&r);
        assert_eq!(faces.len(), 220);
        let letters = faces
            .iter()
            .filter(|f| matches!(f, Face::Letter { .. }))
            .count();
        let black = faces
            .iter()
            .filter(|f| matches!(f, Face::Black { .. }))
            .count();
        assert_eq!((letters, black, 220 - letters - black), (190, 20, 10));
        assert!(faces.iter().all(|f| match f {
            Face::Black { value, .. } => (-3..=-1).contains(value),
            _ => true,
        }));
    }

    #[test]
    fn every_built_in_deck_parses_with_as_many_questions() {
        for lang in Lang::ALL {
            let deck = QuestionDeck::built_in(lang);
            assert!(
                deck.questions.len() >= 1_500,
                "{lang:?}: {}",
                deck.questions.len()
            );
            let report = crate::games::word_colony::deck_files::parse_deck(
                match lang {
                    Lang::En => include_str!("../../../assets/word_colony/questions.ron"),
                    Lang::Fr => include_str!("../../../assets/word_colony/questions.fr.ron"),
                    Lang::Ro => include_str!("../../../assets/word_colony/questions.ro.ron"),
                },
                "ron",
                "",
            );
            assert!(
                report.problems.is_empty(),
                "{lang:?}: {:?}",
                report.problems
            );
        }
    }

    #[test]
    fn card_notation() {
        let r = RulesData::default_rules();
        assert_eq!(
            parse_face("F", &r),
            Ok(Face::Letter {
                letter: 'F',
                value: 2
            })
        );
        assert_eq!(
            parse_face("r-1", &r),
            Ok(Face::Black {
                letter: 'R',
                value: -1
            })
        );
        assert_eq!(
            parse_face("MagicWord", &r),
            Ok(Face::Special(Special::MagicWord))
        );
        assert!(parse_face("R-7", &r).is_err());
        assert!(parse_face("7", &r).is_err());
    }
}
