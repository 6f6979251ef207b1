//! The message catalogues are complete and consistent: every file parses in every language,
//! all three languages have the same keys, every key is used by the code and every key the
//! code asks for exists, every `tr!` call supplies exactly the variables its message reads,
//! plurals go through `PLURAL()`, and no text carries Unicode isolation marks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use wordtable::i18n::{FILES, Lang, catalog_source};

/// One message: the variables it reads, and whether it selects on a bare variable with
/// plural-category variants (which must go through PLURAL instead).
#[derive(Default)]
struct MessageFacts {
    variables: BTreeSet<String>,
    bare_plural_select: bool,
}

fn walk_inline(expr: &InlineExpression<&str>, facts: &mut MessageFacts) {
    match expr {
        InlineExpression::VariableReference { id } => {
            facts.variables.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                walk_inline(arg, facts);
            }
            for arg in &arguments.named {
                walk_inline(&arg.value, facts);
            }
        }
        InlineExpression::Placeable { expression } => walk_expr(expression, facts),
        _ => {}
    }
}

fn walk_expr(expr: &Expression<&str>, facts: &mut MessageFacts) {
    match expr {
        Expression::Inline(inline) => walk_inline(inline, facts),
        Expression::Select { selector, variants } => {
            walk_inline(selector, facts);
            let plural_keys = variants.iter().any(|v| {
                matches!(v.key, VariantKey::Identifier { name } if ["one", "few", "many"].contains(&name))
            });
            if matches!(selector, InlineExpression::VariableReference { .. }) && plural_keys {
                facts.bare_plural_select = true;
            }
            for variant in variants {
                walk_pattern(&variant.value, facts);
            }
        }
    }
}

fn walk_pattern(pattern: &Pattern<&str>, facts: &mut MessageFacts) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expr(expression, facts);
        }
    }
}

/// Every message of one language: key -> facts, with the file it came from.
fn messages(lang: Lang) -> BTreeMap<String, MessageFacts> {
    let mut all = BTreeMap::new();
    for file in FILES {
        let source = catalog_source(lang, file).unwrap();
        assert!(
            !source.contains(['\u{2068}', '\u{2069}']),
            "assets/i18n/{}/{file}.ftl contains a Unicode isolation mark",
            lang.code()
        );
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
            panic!(
                "assets/i18n/{}/{file}.ftl does not parse: {errors:?}",
                lang.code()
            )
        });
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let mut facts = MessageFacts::default();
                    if let Some(value) = &message.value {
                        walk_pattern(value, &mut facts);
                    }
                    for attribute in &message.attributes {
                        walk_pattern(&attribute.value, &mut facts);
                    }
                    let key = message.id.name.to_string();
                    assert!(
                        all.insert(key.clone(), facts).is_none(),
                        "assets/i18n/{}/{file}.ftl: {key} is defined twice",
                        lang.code()
                    );
                }
                Entry::Junk { content } => {
                    panic!(
                        "assets/i18n/{}/{file}.ftl: unreadable entry {content:?}",
                        lang.code()
                    )
                }
                _ => {}
            }
        }
    }
    all
}

/// A `tr!`/`tr_in!` call found in the source: its key (each literal key, when the key is an
/// expression choosing among them) and the argument names it passes.
struct Call {
    place: String,
    key: String,
    args: BTreeSet<String>,
}

/// The string literals in a piece of source (the keys a key expression chooses among).
fn literals(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Splits a macro's argument text at its top-level commas (outside brackets and strings).
fn top_level_parts(text: &str) -> Vec<String> {
    let (mut parts, mut current, mut depth, mut in_str, mut escaped) =
        (Vec::new(), String::new(), 0i32, false, false);
    for c in text.chars() {
        if in_str {
            current.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut current).trim().to_string());
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current.trim().to_string());
    }
    parts
}

/// The text between a macro's opening parenthesis at `open` and its matching close.
fn macro_body(text: &str, open: usize) -> &str {
    let (mut depth, mut in_str, mut escaped) = (0i32, false, false);
    for (i, c) in text[open..].char_indices() {
        if in_str {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[open + 1..open + i];
                }
            }
            _ => {}
        }
    }
    panic!("unclosed macro call")
}

fn source_files(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "js" || e == "html")
        {
            out.push((
                path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap_or(&path)
                    .display()
                    .to_string(),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
}

fn calls_and_literals() -> (Vec<Call>, String) {
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    source_files(&root.join("src"), &mut files);
    let mut calls = Vec::new();
    let mut all_text = String::new();
    for (name, text) in &files {
        all_text.push_str(text);
        for (macro_name, skip) in [("tr!(", 0), ("tr_in!(", 1)] {
            let mut from = 0;
            while let Some(at) = text[from..].find(macro_name) {
                let start = from + at;
                from = start + macro_name.len();
                // `include_str!(` ends in `tr!(` too.
                if text[..start].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // `macro_rules! tr` itself and the docs' examples are not calls.
                let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
                if text[line_start..start].trim_start().starts_with("//") {
                    continue;
                }
                let body = macro_body(text, start + macro_name.len() - 1);
                if body.contains('$') {
                    continue;
                }
                let parts = top_level_parts(body);
                let args: BTreeSet<String> = parts[skip + 1..]
                    .iter()
                    .map(|p| p.split('=').next().unwrap().trim().to_string())
                    .collect();
                let line = text[..start].lines().count();
                let keys = literals(&parts[skip]);
                assert!(!keys.is_empty(), "{name}:{line}: the key names no literal");
                for key in keys {
                    calls.push(Call {
                        place: format!("{name}:{line}"),
                        key,
                        args: args.clone(),
                    });
                }
            }
        }
    }
    (calls, all_text)
}

#[test]
fn every_language_has_the_same_keys() {
    let english: BTreeSet<_> = messages(Lang::En).into_keys().collect();
    for lang in [Lang::Fr, Lang::Ro] {
        let other: BTreeSet<_> = messages(lang).into_keys().collect();
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{} has keys English lacks: {extra:?}",
            lang.code()
        );
    }
}

#[test]
fn the_code_and_the_catalogue_agree_on_keys_and_variables() {
    let (calls, all_text) = calls_and_literals();
    let catalogues: Vec<_> = Lang::ALL.into_iter().map(|l| (l, messages(l))).collect();
    let english = &catalogues[0].1;
    for call in &calls {
        english
            .get(&call.key)
            .unwrap_or_else(|| panic!("{}: no message {} in the catalogue", call.place, call.key));
        let mut read_anywhere = BTreeSet::new();
        for (lang, catalogue) in &catalogues {
            let read = &catalogue[&call.key].variables;
            let unsupplied: Vec<_> = read.difference(&call.args).collect();
            assert!(
                unsupplied.is_empty(),
                "{}: {} in {} reads {unsupplied:?}, which the call does not pass",
                call.place,
                call.key,
                lang.code()
            );
            read_anywhere.extend(read.iter().cloned());
        }
        let unused: Vec<_> = call.args.difference(&read_anywhere).collect();
        assert!(
            unused.is_empty(),
            "{}: {} is passed {unused:?}, which no language reads",
            call.place,
            call.key
        );
    }
    for key in english.keys() {
        assert!(
            all_text.contains(&format!("\"{key}\"")),
            "the catalogue's {key} is never used by the code"
        );
    }
}

#[test]
fn plurals_go_through_the_plural_function() {
    for lang in Lang::ALL {
        for (key, facts) in messages(lang) {
            assert!(
                !facts.bare_plural_select,
                "{} {key}: select on PLURAL($n), not on $n (Romanian needs our rules)",
                lang.code()
            );
        }
    }
}

#[test]
fn romanian_writes_the_comma_below_and_french_its_apostrophe() {
    for file in FILES {
        let ro = catalog_source(Lang::Ro, file).unwrap();
        assert!(
            !ro.contains(['ş', 'ţ', 'Ş', 'Ţ']),
            "assets/i18n/ro/{file}.ftl writes ş/ţ with a cedilla: Romanian has ș/ț"
        );
        let fr = catalog_source(Lang::Fr, file).unwrap();
        // Comments are the translators' notes; the texts are what players read.
        let straight = fr.lines().filter(|l| !l.starts_with('#')).any(|line| {
            let chars: Vec<char> = line.chars().collect();
            chars
                .windows(3)
                .any(|w| w[0].is_alphabetic() && w[1] == '\'' && w[2].is_alphabetic())
        });
        assert!(
            !straight,
            "assets/i18n/fr/{file}.ftl has a straight apostrophe: tools/french-spacing.py"
        );
    }
}
