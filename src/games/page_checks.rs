//! The checks every registered game's pages pass on the shared layer: it explains itself (How
//! to play) in the three languages, and its page fits the window or scrolls to its buttons;
//! the title holds every registered game and fits 1280x800 in streamer mode. They are
//! functions, so a game registered elsewhere (a test's) is checked by the same code; the unit
//! tests below run them over the built-in games. They live with the registry, so the shared
//! layer itself names no game.

use crate::engine::catalog::GameInfo;
use crate::gui::GameCatalog;
use crate::gui::fit::assert_fits_or_scrolls;
use crate::gui::how_to_play::page_body;
use crate::gui::title::{ContinueOffer, TitleTiles, title_body};
use crate::i18n::Lang;

/// A playable game explains itself: How to play has sections, each written in French and
/// Romanian (not left in English, not missing), and its page fits across and scrolls to its
/// buttons at every interface size.
pub fn check_how_to_play(game: &GameInfo) {
    if !game.playable {
        return;
    }
    assert!(
        !game.how_to_play.is_empty(),
        "{} has no How to play",
        game.id
    );
    for (heading, text) in game.how_to_play {
        let english = crate::i18n::text_in(Lang::En, text, None);
        for lang in [Lang::Fr, Lang::Ro] {
            let other = crate::i18n::text_in(lang, text, None);
            assert_ne!(other, english, "{heading} in {} is English", lang.code());
            assert_ne!(other, *text, "{heading} is missing in {}", lang.code());
        }
    }
    assert_fits_or_scrolls(false, |ui| {
        page_body(ui, game);
    });
}

/// The title lists `games` and fits 1280x800 in streamer mode (with a Continue button and a
/// problem shown), and scrolls when the interface is larger.
pub fn check_title(games: &[GameInfo]) {
    // Streamer mode at the usual size once hid Settings and Quit: it must all show.
    let offer = ContinueOffer {
        summary: Some("Sample Game, Ana, Ben, Cleo: 34 actions".into()),
        problem: Some("The saved game was damaged (line 3); it was kept aside.".into()),
    };
    let catalog = GameCatalog(games.to_vec());
    assert_fits_or_scrolls(true, |ui| {
        title_body(ui, &offer, &catalog, &TitleTiles::default());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_game_explains_itself_on_a_page_that_fits() {
        for game in crate::games::infos() {
            check_how_to_play(&game);
        }
    }

    #[test]
    fn the_title_with_every_built_in_game_fits_1280x800_in_streamer_mode() {
        check_title(&crate::games::infos());
    }

    /// A screen reader hears each of the title's buttons by a name that says what it does:
    /// "Play Word Colony", not five times "Play".
    #[test]
    fn a_screen_reader_names_the_titles_buttons() {
        use crate::gui::spoken::controls;
        use bevy_egui::egui::accesskit::Role;
        let catalog = GameCatalog(crate::games::infos());
        let offer = ContinueOffer {
            summary: Some("Word Colony: Ana 14, Ben 49".into()),
            problem: None,
        };
        let buttons = |lang| {
            crate::i18n::with_language(lang, || {
                controls(|ui| {
                    title_body(ui, &offer, &catalog, &TitleTiles::default());
                })
                .into_iter()
                .filter(|c| c.role == Role::Button)
                .map(|c| c.name.expect("every button is named"))
                .collect::<Vec<String>>()
            })
        };
        let english = buttons(Lang::En);
        for name in [
            "Continue: Word Colony: Ana 14, Ben 49",
            "Play Word Colony",
            "How to play Word Colony",
            "Play Wordgame",
            "Play Play On Words",
            "Settings",
            "History",
            "Quit",
        ] {
            assert!(english.iter().any(|b| b == name), "{name} in {english:?}");
        }
        let playable = catalog.0.iter().filter(|g| g.playable).count();
        assert_eq!(english.len(), 1 + 2 * playable + 3, "{english:?}");
        let french = buttons(Lang::Fr);
        assert!(
            french.iter().any(|b| b == "Jouer à Word Colony"),
            "{french:?}"
        );
        let romanian = buttons(Lang::Ro);
        assert!(
            romanian.iter().any(|b| b == "Cum se joacă Word Colony"),
            "{romanian:?}"
        );
    }

    #[test]
    fn the_title_lays_out_more_games_than_one_column_holds() {
        // Eight games (the built-in ones and three more like them): two columns, still whole
        // at 1280x800 in streamer mode.
        let mut games = crate::games::infos();
        games.extend(games.clone().into_iter().take(3));
        check_title(&games);
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
}
