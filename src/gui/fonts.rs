//! The fonts draw every letter of the three languages: egui's panels and the card faces' font
//! are checked against each alphabet and against every character of the catalogues.

use bevy_egui::egui;

/// The characters of `text` egui's panels cannot draw (control characters aside).
pub fn missing_glyphs(ctx: &egui::Context, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().filter(|c| !c.is_control()).collect();
    chars.sort_unstable();
    chars.dedup();
    ctx.fonts_mut(|fonts| {
        chars
            .into_iter()
            .filter(|&c| !fonts.has_glyph(&egui::FontId::proportional(16.0), c))
            .collect()
    })
}

/// The card faces' font: Hack (egui's monospace font), which has every letter of the three
/// languages; Bevy's default font has no accented letters.
pub const CARD_FONT: &[u8] = epaint_default_fonts::HACK_REGULAR;

/// Every letter each language writes with, lower and upper case.
pub const ALPHABETS: [(crate::i18n::Lang, &str); 3] = [
    (
        crate::i18n::Lang::En,
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    ),
    (
        crate::i18n::Lang::Fr,
        "abcdefghijklmnopqrstuvwxyzéèêëàâçôûùîïœæÿüABCDEFGHIJKLMNOPQRSTUVWXYZÉÈÊËÀÂÇÔÛÙÎÏŒÆŸÜ«»’…",
    ),
    (
        crate::i18n::Lang::Ro,
        "abcdefghijklmnopqrstuvwxyzăâîșțABCDEFGHIJKLMNOPQRSTUVWXYZĂÂÎȘȚ„”",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{FILES, catalog_source};

    /// The characters a language's texts use: its alphabet and every character of its
    /// catalogue files (the games' own texts, such as question decks, are checked with the
    /// games: `games::shared_pages`).
    fn characters(lang: crate::i18n::Lang, alphabet: &str) -> std::collections::BTreeSet<char> {
        let mut all: std::collections::BTreeSet<char> = alphabet.chars().collect();
        for file in FILES {
            all.extend(catalog_source(lang, file).unwrap().chars());
        }
        all.retain(|c| !c.is_control());
        all
    }

    #[test]
    fn egui_has_a_glyph_for_every_character_of_every_language() {
        let ctx = egui::Context::default();
        crate::gui::theme::style(&ctx);
        ctx.begin_pass(egui::RawInput::default());
        // The check can fail: a script the fonts do not cover is reported missing.
        let han = ctx.fonts_mut(|f| f.has_glyph(&egui::FontId::proportional(16.0), '漢'));
        assert!(
            !han,
            "egui's fonts were not expected to draw Han characters"
        );
        for (lang, alphabet) in ALPHABETS {
            let text: String = characters(lang, alphabet).into_iter().collect();
            let missing = missing_glyphs(&ctx, &text);
            assert!(
                missing.is_empty(),
                "{}: no glyph for {missing:?}",
                lang.code()
            );
        }
    }

    #[test]
    fn the_card_face_font_has_every_letter() {
        let font = swash::FontRef::from_index(CARD_FONT, 0).unwrap();
        for (lang, alphabet) in ALPHABETS {
            let missing: String = alphabet
                .chars()
                .filter(|&c| font.charmap().map(c) == 0)
                .collect();
            assert!(
                missing.is_empty(),
                "{}: no glyph for {missing:?}",
                lang.code()
            );
        }
    }
}
