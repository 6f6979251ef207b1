//! The compiled-in message catalogues: one Fluent bundle per language, built once from the
//! `.ftl` files under `assets/i18n/<lang>/`.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::{Lang, plural_category};

/// Embeds each listed `.ftl` file of each language. Adding a file is adding its name here.
macro_rules! catalogue_files {
    ($($file:literal),+ $(,)?) => {
        /// The catalogue's files, the same names in every language's folder.
        pub const FILES: &[&str] = &[$($file),+];
        const SOURCES: [&[&str]; 3] = [
            &[$(include_str!(concat!("../../assets/i18n/en/", $file, ".ftl"))),+],
            &[$(include_str!(concat!("../../assets/i18n/fr/", $file, ".ftl"))),+],
            &[$(include_str!(concat!("../../assets/i18n/ro/", $file, ".ftl"))),+],
        ];
    };
}

catalogue_files!(
    "shell",
    "games",
    "errors",
    "word_colony_refusals",
    "word_colony_table",
    "crossword_refusals",
    "crossword_table",
    "colonization_refusals",
    "color_words_refusals",
    "play_on_words_refusals",
    "colonization_table",
    "color_words_table",
    "play_on_words_table",
);

/// The text of one catalogue file in one language (for the completeness tests).
pub fn catalog_source(lang: Lang, file: &str) -> Option<&'static str> {
    let at = FILES.iter().position(|f| *f == file)?;
    Some(SOURCES[lang as usize][at])
}

/// Every language's bundle.
pub(super) struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Catalog {
    /// The catalogue, parsed on first use.
    pub(super) fn get() -> &'static Catalog {
        static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::build);
        &CATALOG
    }

    fn build() -> Catalog {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let id = lang
                    .code()
                    .parse()
                    .expect("language codes are valid identifiers");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Fluent would wrap every argument in Unicode isolation marks; the texts are
                // all left-to-right and egui would draw the marks as boxes.
                bundle.set_use_isolating(false);
                bundle
                    .add_function("PLURAL", move |positional, _named| {
                        match positional.first() {
                            Some(FluentValue::Number(n)) => {
                                FluentValue::String(plural_category(lang, n.value).key().into())
                            }
                            _ => FluentValue::String("other".into()),
                        }
                    })
                    .expect("PLURAL is defined once");
                for source in SOURCES[lang as usize] {
                    // A broken entry keeps the rest of its file; the catalogue test names it.
                    let resource = FluentResource::try_new(source.to_string())
                        .unwrap_or_else(|(partial, _errors)| partial);
                    // Duplicate keys keep the first; the catalogue test refuses them.
                    let _ = bundle.add_resource(resource);
                }
                bundle
            })
            .collect();
        Catalog { bundles }
    }

    /// Formats `key` in `lang`, falling back to English, then to the key itself.
    pub(super) fn format(&self, lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
        for bundle in [&self.bundles[lang as usize], &self.bundles[0]] {
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        key.to_owned()
    }
}
