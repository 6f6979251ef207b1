//! The compiled-in message catalogues: one Fluent bundle per language, built once from the
//! `.ftl` files under `assets/i18n/<lang>/`; and the catalogues of games registered while the
//! program runs, looked up after them.

use std::sync::{LazyLock, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::{Lang, plural_category};

/// Embeds each listed `.ftl` file of each language. Adding a file is adding its name here.
macro_rules! catalogue_files {
    ($($file:literal),+ $(,)?) => {
        /// The catalogue's files, the same names in every language's folder.
        pub const FILES: &[&str] = &[$($file),+];
        const SOURCES: [&[&str]; 3] = [
            &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/en/", $file, ".ftl"))),+],
            &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/fr/", $file, ".ftl"))),+],
            &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/ro/", $file, ".ftl"))),+],
        ];
    };
}

// Every `.ftl` file under `assets/i18n/en/`, listed by the build script (the same names in
// every language's folder): a game's catalogue is found by being there.
include!(concat!(env!("OUT_DIR"), "/catalogue_files.rs"));

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
                let mut bundle = new_bundle(lang);
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

    /// Formats `key` in `lang`, falling back to English, then to the catalogues added while
    /// running, then to the key itself.
    pub(super) fn format(&self, lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
        for bundle in [&self.bundles[lang as usize], &self.bundles[0]] {
            if let Some(text) = format_in(bundle, key, args) {
                return text;
            }
        }
        let added = ADDED.read().expect("never left half-written");
        if let Some(added) = added.as_ref() {
            for bundle in [&added.bundles[lang as usize], &added.bundles[0]] {
                if let Some(text) = format_in(bundle, key, args) {
                    return text;
                }
            }
        }
        key.to_owned()
    }
}

fn format_in(
    bundle: &FluentBundle<FluentResource>,
    key: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// An empty bundle for `lang`, with the `PLURAL` function the catalogues call.
fn new_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .expect("language codes are valid identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Fluent would wrap every argument in Unicode isolation marks; the texts are all
    // left-to-right and egui would draw the marks as boxes.
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
    bundle
}

/// The catalogues of games registered while running (see [`add_catalogue`]).
static ADDED: RwLock<Option<Catalog>> = RwLock::new(None);

/// Adds a registered game's catalogue text (Fluent), by language; its keys are found after the
/// built-in ones (a key the built-in catalogue has keeps its built-in text).
pub fn add_catalogue(sources: &[(Lang, &'static str)]) {
    if sources.is_empty() {
        return;
    }
    let mut added = ADDED.write().expect("never left half-written");
    let catalog = added.get_or_insert_with(|| Catalog {
        bundles: Lang::ALL.into_iter().map(new_bundle).collect(),
    });
    for &(lang, source) in sources {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(partial, _errors)| partial);
        let _ = catalog.bundles[lang as usize].add_resource(resource);
    }
}
