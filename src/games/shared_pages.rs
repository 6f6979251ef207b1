//! The registry's games on the shared layer's pages: every playable game explains itself in
//! the three languages, its How to play page fits, and the title holds every game. These tests
//! live with the registry, so the shared layer itself names no game.

use crate::gui::GameCatalog;
use crate::gui::fit::assert_fits_or_scrolls;
use crate::gui::how_to_play::page_body;
use crate::gui::title::{ContinueOffer, TitleTiles, title_body};

#[test]
fn every_playable_game_explains_itself() {
    for game in super::infos().into_iter().filter(|g| g.playable) {
        assert!(
            !game.how_to_play.is_empty(),
            "{} has no How to play",
            game.id
        );
    }
}

#[test]
fn the_page_fits_across_and_scrolls_to_its_buttons_in_every_language() {
    for game in super::infos().into_iter().filter(|g| g.playable) {
        assert_fits_or_scrolls(false, |ui| {
            page_body(ui, &game);
        });
    }
}

#[test]
fn sections_are_written_in_each_language() {
    let games = super::infos().into_iter().filter(|g| g.playable);
    for (heading, text) in games.flat_map(|g| g.how_to_play) {
        let english = crate::i18n::text_in(crate::i18n::Lang::En, text, None);
        for lang in [crate::i18n::Lang::Fr, crate::i18n::Lang::Ro] {
            let other = crate::i18n::text_in(lang, text, None);
            assert_ne!(other, english, "{heading} in {} is English", lang.code());
            assert_ne!(other, *text, "{heading} is missing in {}", lang.code());
        }
    }
}

#[test]
fn the_title_fits_1280x800_in_streamer_mode_and_scrolls_when_larger() {
    // Streamer mode at the usual size once hid Settings and Quit: it must all show, with a
    // Continue button and a problem, and every game the registry lists.
    let offer = ContinueOffer {
        summary: Some("Sample Game, Ana, Ben, Cleo: 34 actions".into()),
        problem: Some("The saved game was damaged (line 3); it was kept aside.".into()),
    };
    let catalog = GameCatalog(super::infos());
    assert_fits_or_scrolls(true, |ui| {
        title_body(ui, &offer, &catalog, &TitleTiles::default());
    });
}

/// Every character of Word Colony's question decks, in the three languages, has a glyph in
/// the panels' fonts (the question reader shows them).
#[test]
fn the_question_decks_draw_in_every_language() {
    let ctx = bevy_egui::egui::Context::default();
    crate::gui::theme::style(&ctx);
    ctx.begin_pass(bevy_egui::egui::RawInput::default());
    for (name, deck) in [
        ("en", include_str!("../../assets/word_colony/questions.ron")),
        (
            "fr",
            include_str!("../../assets/word_colony/questions.fr.ron"),
        ),
        (
            "ro",
            include_str!("../../assets/word_colony/questions.ro.ron"),
        ),
    ] {
        let missing = crate::gui::fonts::missing_glyphs(&ctx, deck);
        assert!(missing.is_empty(), "{name}: no glyph for {missing:?}");
    }
    // The check can fail: a script the fonts do not cover is reported missing.
    assert_eq!(crate::gui::fonts::missing_glyphs(&ctx, "漢"), "漢");
}

/// The Settings page fits 1280x800 in streamer mode with every game's own options in it.
#[test]
fn the_settings_with_every_games_options_fit_in_streamer_mode() {
    let mut s = crate::settings::Settings::default();
    let sections = [
        crate::games::word_colony::table::SETTINGS,
        crate::games::crossword::table::SETTINGS,
    ];
    assert_fits_or_scrolls(true, |ui| {
        crate::gui::settings_panel::settings_body(ui, &mut s, None, &sections);
    });
}
