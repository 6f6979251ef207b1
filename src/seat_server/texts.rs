//! The phone pages' words: every message of the `phone*.ftl` catalogues (the shell's and each
//! game's page's) in one language, as a JSON object the page looks its texts up in. A message's variables come out as `{name}`,
//! which the page fills in.

use fluent_bundle::{FluentArgs, FluentValue};

use crate::i18n::{FILES, Lang, catalog_source, text_in};

/// The messages of the `phone*.ftl` catalogues in `lang`, as a JSON object from key to text.
pub fn phone_texts(lang: Lang) -> String {
    let sources = FILES
        .iter()
        .filter(|f| f.starts_with("phone"))
        .filter_map(|f| catalog_source(Lang::En, f));
    let mut texts = serde_json::Map::new();
    for (key, variables) in sources.flat_map(messages) {
        let mut args = FluentArgs::new();
        for v in &variables {
            args.set(v.clone(), FluentValue::from(format!("{{{v}}}")));
        }
        let text = text_in(lang, &key, Some(&args)).replace(['\u{2068}', '\u{2069}'], "");
        texts.insert(key, serde_json::Value::String(text));
    }
    serde_json::Value::Object(texts).to_string()
}

/// The message keys of a catalogue's text and the variables each reads.
fn messages(source: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in source.lines() {
        let starts_message = line
            .split_once(" =")
            .filter(|(key, _)| {
                !key.is_empty()
                    && key.starts_with(|c: char| c.is_ascii_lowercase())
                    && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            })
            .map(|(key, _)| key.to_string());
        if let Some(key) = starts_message {
            out.push((key, Vec::new()));
        }
        if let Some((_, vars)) = out.last_mut() {
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !name.is_empty() && !vars.contains(&name) {
                    vars.push(name.clone());
                }
                rest = &rest[at + 1 + name.len()..];
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phone_message_is_served_in_every_language_with_its_variables_marked() {
        let english: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&phone_texts(Lang::En)).unwrap();
        assert!(english.len() > 20, "{}", english.len());
        for lang in [Lang::Fr, Lang::Ro] {
            let other: serde_json::Map<String, serde_json::Value> =
                serde_json::from_str(&phone_texts(lang)).unwrap();
            assert_eq!(
                english.keys().collect::<Vec<_>>(),
                other.keys().collect::<Vec<_>>()
            );
            let differ = english.iter().filter(|(k, v)| other[*k] != **v).count();
            assert!(differ * 2 > english.len(), "{lang:?} is mostly English");
        }
        let waiting = english["phone-waiting-for"].as_str().unwrap();
        assert!(waiting.contains("{name}"), "{waiting}");
    }

    #[test]
    fn keys_and_variables_are_read_from_the_catalogue_text() {
        let source = "# a comment\nphone-a = One\nphone-b =\n    Two { $name } and { $n }\n";
        assert_eq!(
            messages(source),
            vec![
                ("phone-a".to_string(), vec![]),
                ("phone-b".to_string(), vec!["name".into(), "n".into()])
            ]
        );
    }
}
