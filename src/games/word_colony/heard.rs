//! Which built-in questions this machine's tables have already heard, kept in the data
//! directory beside the autosave, so that a new game deals questions nobody has heard yet and
//! a season of game nights goes by without a repeat. A question counts as heard once its card
//! is read at the table: the cards whose questions were never asked keep theirs fresh for the
//! next game. When the fresh questions of the chosen categories run short, the game tops its
//! list up with heard ones; Reset puts every question of a language back.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::random::GameRng;
use serde::{Deserialize, Serialize};

use super::content::built_in_questions;
use super::state::Game;
use crate::i18n::Lang;

/// The file, in the data directory.
pub const FILE: &str = "questions-heard.ron";

/// The positions (in each language's built-in deck) of the questions already read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heard {
    /// English.
    #[serde(default)]
    pub en: BTreeSet<u16>,
    /// French.
    #[serde(default)]
    pub fr: BTreeSet<u16>,
    /// Romanian.
    #[serde(default)]
    pub ro: BTreeSet<u16>,
}

impl Heard {
    /// Where the record lives in `dir`.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join(FILE)
    }

    /// Reads the record in `dir`; no file is a machine that has heard nothing yet. A damaged
    /// file is refused with its name and line, and left where it is.
    pub fn load(dir: &Path) -> Result<Heard, String> {
        let path = Heard::path(dir);
        if !path.exists() {
            return Ok(Heard::default());
        }
        let text = crate::input::read_text(&path, crate::input::Kind::Settings)
            .map_err(|e| e.to_string())?;
        ron::from_str(&text)
            .map_err(|e| format!("{}: line {}: {}", path.display(), e.span.start.line, e.code))
    }

    /// Reads the record in `dir`; a damaged one is moved aside (to `questions-heard.ron.damaged`,
    /// never deleted) and the machine starts again from nothing heard. Returns the record and
    /// what was wrong, if anything.
    pub fn load_or_start_again(dir: &Path) -> (Heard, Option<String>) {
        match Heard::load(dir) {
            Ok(heard) => (heard, None),
            Err(e) => {
                let path = Heard::path(dir);
                let _ = std::fs::rename(&path, path.with_extension("ron.damaged"));
                (Heard::default(), Some(e))
            }
        }
    }

    /// Writes the record into `dir`, atomically.
    pub fn store(&self, dir: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("a set of numbers serialises");
        crate::storage::write_atomic(&Heard::path(dir), text.as_bytes())
    }

    /// The questions heard in `lang`.
    pub fn of(&self, lang: Lang) -> &BTreeSet<u16> {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
            Lang::Ro => &self.ro,
        }
    }

    fn of_mut(&mut self, lang: Lang) -> &mut BTreeSet<u16> {
        match lang {
            Lang::En => &mut self.en,
            Lang::Fr => &mut self.fr,
            Lang::Ro => &mut self.ro,
        }
    }

    /// Marks these questions heard; true when any was not before.
    pub fn mark(&mut self, lang: Lang, positions: impl IntoIterator<Item = u16>) -> bool {
        let set = self.of_mut(lang);
        let before = set.len();
        set.extend(positions);
        set.len() != before
    }

    /// Puts every question of `lang` back.
    pub fn reset(&mut self, lang: Lang) {
        self.of_mut(lang).clear();
    }
}

/// The categories of the built-in deck in `lang`, in the order the deck first names them.
pub fn categories(lang: Lang) -> Vec<&'static str> {
    let mut seen: Vec<&'static str> = Vec::new();
    for q in built_in_questions(lang) {
        if !seen.contains(&q.category.as_str()) {
            seen.push(q.category.as_str());
        }
    }
    seen
}

/// The positions of the built-in questions in `lang` whose category is one of `chosen`
/// (every question when `chosen` is empty).
pub fn in_categories(lang: Lang, chosen: &[String]) -> Vec<u16> {
    built_in_questions(lang)
        .iter()
        .enumerate()
        .filter(|(_, q)| chosen.is_empty() || chosen.contains(&q.category))
        .map(|(i, _)| position(i))
        .collect()
}

/// How many of the questions in `chosen` categories are still fresh, and how many there are.
pub fn fresh_count(lang: Lang, chosen: &[String], heard: &Heard) -> (usize, usize) {
    let all = in_categories(lang, chosen);
    let fresh = all.iter().filter(|p| !heard.of(lang).contains(p)).count();
    (fresh, all.len())
}

/// The questions a new game deals from: `wanted` of the chosen categories' questions, every
/// one fresh while enough are, else all the fresh ones and heard ones after them (chosen by
/// `seed`). Fewer when the categories hold fewer.
pub fn choose(lang: Lang, chosen: &[String], heard: &Heard, wanted: usize, seed: u64) -> Vec<u16> {
    let mut rng = GameRng::seeded(seed);
    let (mut fresh, mut old): (Vec<u16>, Vec<u16>) = in_categories(lang, chosen)
        .into_iter()
        .partition(|p| !heard.of(lang).contains(p));
    rng.shuffle(&mut fresh);
    rng.shuffle(&mut old);
    fresh.truncate(wanted);
    let missing = wanted - fresh.len();
    fresh.extend(old.into_iter().take(missing));
    fresh
}

/// How many questions a game with the built-in box deals: one for each letter and black card.
pub fn questions_per_game() -> usize {
    static COUNT: OnceLock<usize> = OnceLock::new();
    *COUNT.get_or_init(|| {
        super::content::BoxSpec::default_box()
            .faces(&super::content::RulesData::default_rules())
            .iter()
            .filter(|f| f.has_question())
            .count()
    })
}

/// The built-in positions (in `lang`) of the questions this game has read so far; a question
/// from a deck file, or one the deck no longer holds, has none.
pub fn read_positions(game: &Game, lang: Lang) -> Vec<u16> {
    let index = positions_by_text(lang);
    game.cards
        .iter()
        .filter(|c| c.read)
        .filter_map(|c| c.question.as_ref())
        .filter_map(|q| index.get(q.text.as_str()).copied())
        .collect()
}

/// Each built-in question's position, by its text (texts are unique in a deck: the deck test
/// checks it).
fn positions_by_text(lang: Lang) -> &'static HashMap<&'static str, u16> {
    static INDEX: [OnceLock<HashMap<&'static str, u16>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match lang {
        Lang::En => 0,
        Lang::Fr => 1,
        Lang::Ro => 2,
    };
    INDEX[slot].get_or_init(|| {
        built_in_questions(lang)
            .iter()
            .enumerate()
            .map(|(i, q)| (q.text.as_str(), position(i)))
            .collect()
    })
}

fn position(i: usize) -> u16 {
    u16::try_from(i).expect("a built-in deck holds fewer than 65,536 questions")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_deals_only_fresh_questions_while_enough_remain_then_tops_up_with_heard_ones() {
        let all = in_categories(Lang::En, &[]);
        let mut heard = Heard::default();
        // Everything but ten questions heard: those ten come first, then heard ones.
        heard.mark(Lang::En, all[10..].iter().copied());
        let picked = choose(Lang::En, &[], &heard, 30, 5);
        assert_eq!(picked.len(), 30);
        let fresh: BTreeSet<u16> = all[..10].iter().copied().collect();
        let got: BTreeSet<u16> = picked.iter().copied().collect();
        assert_eq!(got.len(), 30, "no question twice");
        assert!(fresh.is_subset(&got), "every fresh question is dealt");
        assert_eq!(fresh_count(Lang::En, &[], &heard), (10, all.len()));
        // With enough fresh ones, nothing heard is dealt.
        heard.reset(Lang::En);
        heard.mark(Lang::En, all[..all.len() / 2].iter().copied());
        let picked = choose(Lang::En, &[], &heard, 50, 9);
        assert!(picked.iter().all(|p| !heard.en.contains(p)));
    }

    #[test]
    fn categories_narrow_the_questions_in_every_language() {
        for lang in Lang::ALL {
            let cats = categories(lang);
            assert_eq!(cats.len(), 12, "{lang:?}: {cats:?}");
            let one = vec![cats[3].to_string()];
            let picked = choose(lang, &one, &Heard::default(), 40, 1);
            let deck = built_in_questions(lang);
            assert!(!picked.is_empty());
            assert!(
                picked
                    .iter()
                    .all(|&p| deck[usize::from(p)].category == cats[3])
            );
        }
    }

    #[test]
    fn the_record_survives_a_round_trip_and_a_damaged_one_is_kept_aside() {
        let dir = crate::testing::scratch_dir("heard");
        let mut heard = Heard::default();
        assert!(heard.mark(Lang::Fr, [3, 7]));
        assert!(!heard.mark(Lang::Fr, [3]));
        heard.store(&dir).unwrap();
        assert_eq!(Heard::load(&dir).unwrap(), heard);
        std::fs::write(Heard::path(&dir), "(fr: [3, oops])").unwrap();
        let err = Heard::load(&dir).unwrap_err();
        assert!(err.contains("questions-heard.ron: line 1"), "{err}");
        let (again, why) = Heard::load_or_start_again(&dir);
        assert_eq!(again, Heard::default());
        assert!(why.is_some());
        assert!(
            dir.join("questions-heard.ron.damaged").exists(),
            "kept aside"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
