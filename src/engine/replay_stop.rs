//! Why a save's replay stopped: the action at `index` was refused, and the rules' reason. Every
//! game whose saves keep a log of actions says it in the same words; a game's refusal only says
//! how it reads in a language ([`Worded`]).

use std::fmt;

use crate::i18n::Lang;

/// A game's reason put into words in a language.
pub trait Worded {
    /// The reason in `lang`.
    fn message(&self, lang: Lang) -> String;
}

/// Why a replay stopped: action `index` (from 0) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStop<R> {
    /// The refused action's index in the save, from 0.
    pub index: usize,
    /// Why the rules refused it.
    pub refusal: R,
}

impl<R: Worded> ReplayStop<R> {
    /// The reason in `lang`, in the same words for every game.
    pub fn message(&self, lang: Lang) -> String {
        crate::i18n::tr_in!(
            lang,
            "error-replay-illegal",
            index = self.index,
            reason = self.refusal.message(lang)
        )
    }
}

/// In the app's current language (English on the command line unless `--lang` says).
impl<R: Worded> fmt::Display for ReplayStop<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl<R: Worded + fmt::Debug> std::error::Error for ReplayStop<R> {}
