//! The app's languages: every sentence a player reads comes from a Fluent message catalogue
//! (`assets/i18n/<lang>/*.ftl`, compiled in), looked up by key with named arguments.
//!
//! The current language is one process-wide setting: the window sets it from Settings, the
//! command line from `--lang` (English otherwise, since scripts parse its output). Code that
//! needs a given language whatever the setting (tests, a language picker's own names) asks
//! [`text_in`] directly.

mod catalog;
mod plural;

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

use serde::{Deserialize, Serialize};

pub use catalog::{FILES, add_catalogue, catalog_source};
pub use fluent_bundle::FluentArgs;
pub use plural::{PluralCategory, plural_category};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the default and the command line's language.
    #[default]
    En,
    /// French.
    Fr,
    /// Romanian.
    Ro,
}

impl Lang {
    /// Every language, in the order the Settings screen lists them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Ro];

    /// The ISO 639-1 code ("en", "fr", "ro"), as settings files and `--lang` write it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ro => "ro",
        }
    }

    /// Reads a code or a locale name ("fr", "fr-CA", "ro_RO.UTF-8"); `None` for any other
    /// language.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language's own name for itself, as a language picker shows it.
    pub fn native_name(self) -> String {
        text_in(self, "language-name", None)
    }

    fn index(self) -> usize {
        self as usize
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language this thread speaks for a while, whatever the app's (see [`with_language`]).
    static THREAD_LANGUAGE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language the app speaks now (on this thread).
pub fn language() -> Lang {
    THREAD_LANGUAGE
        .get()
        .unwrap_or_else(|| Lang::ALL[CURRENT.load(Ordering::Relaxed) as usize % Lang::ALL.len()])
}

/// Runs `f` speaking `lang` on this thread only, then goes back: how a test lays a screen out
/// in French while other tests, on other threads, go on in English.
pub fn with_language<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = THREAD_LANGUAGE.replace(Some(lang));
    // Restored even if `f` panics, so a failed test leaves its thread as it found it.
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREAD_LANGUAGE.set(self.0);
        }
    }
    let _restore = Restore(before);
    f()
}

/// Switches the app's language; every text drawn from then on is in it.
pub fn set_language(lang: Lang) {
    CURRENT.store(lang.index() as u8, Ordering::Relaxed);
}

/// The message `key` in the current language, with its arguments.
pub fn text(key: &str, args: Option<&FluentArgs>) -> String {
    text_in(language(), key, args)
}

/// The message `key` in `lang`. A key missing there falls back to English, and a key missing
/// everywhere shows as itself, so a gap is visible rather than blank.
pub fn text_in(lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
    catalog::Catalog::get().format(lang, key, args)
}

/// `value` with `places` decimals, written as the current language writes numbers: "0.9" in
/// English, "0,9" in French and Romanian.
pub fn decimal(value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match language() {
        Lang::En => text,
        Lang::Fr | Lang::Ro => text.replace('.', ","),
    }
}

/// Looks a message up in the current language: `tr!("key")` or
/// `tr!("key", name = value, count = n)`. Argument names are Fluent variable names; values are
/// strings or numbers. Called by path (`crate::i18n::tr!`), so a file that words something
/// depends on the catalogue, not on the crate's root.
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::text($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::text($key, Some(&args))
    }};
}
pub(crate) use tr;

/// Like [`tr!`] in a given language: `tr_in!(lang, "key", name = value)`. The key may be an
/// expression choosing among literal keys (`match kind { A => "key-a", B => "key-b" }`), when
/// every choice takes the same arguments; the catalogue test checks each literal.
macro_rules! tr_in {
    ($lang:expr, $key:expr) => {
        $crate::i18n::text_in($lang, $key, None)
    };
    ($lang:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::text_in($lang, $key, Some(&args))
    }};
}
pub(crate) use tr_in;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_map_to_languages() {
        assert_eq!(Lang::from_code("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("ro-RO"), Some(Lang::Ro));
        assert_eq!(Lang::from_code("EN"), Some(Lang::En));
        assert_eq!(Lang::from_code("de_DE"), None);
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn a_thread_can_speak_another_language_for_a_while() {
        let inside = with_language(Lang::Ro, || text("language-name", None));
        assert_eq!(inside, "Română");
        assert_eq!(
            language(),
            Lang::En,
            "the thread speaks the app's language again"
        );
    }

    #[test]
    fn decimals_follow_the_language() {
        assert_eq!(decimal(0.9, 1), "0.9");
        assert_eq!(with_language(Lang::Fr, || decimal(1.25, 2)), "1,25");
        assert_eq!(with_language(Lang::Ro, || decimal(3.0, 1)), "3,0");
    }

    #[test]
    fn each_language_names_itself() {
        assert_eq!(Lang::En.native_name(), "English");
        assert_eq!(Lang::Fr.native_name(), "Français");
        assert_eq!(Lang::Ro.native_name(), "Română");
    }
}
