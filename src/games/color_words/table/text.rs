//! The table's words for the game's things, in the player's language: the colours, the bonus
//! cards (as the card reads), the themes and grid B's stars.

use crate::games::color_words::material::{BonusCard, BonusKind, Colour, Step, Theme};
use crate::games::color_words::state::Star;
use crate::i18n::tr;

/// A colour's name.
pub fn colour_name(colour: Colour) -> String {
    match colour {
        Colour::Blue => tr!("clw-colour-blue"),
        Colour::Yellow => tr!("clw-colour-yellow"),
        Colour::Red => tr!("clw-colour-red"),
    }
}

/// A theme's name.
pub fn theme_name(theme: Theme) -> String {
    match theme {
        Theme::Screen => tr!("clw-theme-screen"),
        Theme::Books => tr!("clw-theme-books"),
        Theme::Sports => tr!("clw-theme-sports"),
        Theme::Cooking => tr!("clw-theme-cooking"),
        Theme::History => tr!("clw-theme-history"),
        Theme::Nature => tr!("clw-theme-nature"),
        Theme::FamousPeople => tr!("clw-theme-famous-people"),
        Theme::Fashion => tr!("clw-theme-fashion"),
        Theme::Travel => tr!("clw-theme-travel"),
        Theme::Science => tr!("clw-theme-science"),
        Theme::Games => tr!("clw-theme-games"),
        Theme::Music => tr!("clw-theme-music"),
    }
}

/// What a bonus card asks, as the card reads.
pub fn bonus_text(card: &BonusCard) -> String {
    match &card.kind {
        BonusKind::Theme(t) => tr!("clw-bonus-theme", theme = theme_name(*t)),
        BonusKind::LastLetter(c) => tr!("clw-bonus-last-letter", colour = colour_name(*c)),
        BonusKind::Turn(c) => tr!("clw-bonus-turn", colour = colour_name(*c)),
        BonusKind::FirstLetter(l) => tr!("clw-bonus-first-letter", letter = l.to_string()),
        BonusKind::Straight(Step::Right) => tr!("clw-bonus-straight-right"),
        BonusKind::Straight(Step::Down) => tr!("clw-bonus-straight-down"),
        BonusKind::Cells(cells) => tr!("clw-bonus-cells", cells = cells.join(", ")),
        BonusKind::Size(n) => tr!("clw-bonus-size", size = *n),
    }
}

/// A star's line: "row 4", "column C".
pub fn star_name(star: Star) -> String {
    match star {
        Star::Row(_) => tr!("clw-star-row", line = star.to_string()),
        Star::Column(_) => tr!("clw-star-column", line = star.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::color_words::Material;

    /// Every card of the box reads as a sentence of its own (no key left untranslated), in
    /// every language.
    #[test]
    fn every_bonus_card_has_its_words() {
        for lang in [
            crate::i18n::Lang::En,
            crate::i18n::Lang::Fr,
            crate::i18n::Lang::Ro,
        ] {
            crate::i18n::with_language(lang, || {
                let mut seen = std::collections::HashSet::new();
                for card in &Material::shipped().bonus {
                    let text = bonus_text(card);
                    assert!(!text.starts_with("clw-"), "{text}");
                    seen.insert(text);
                }
                // Distinct cards read differently.
                assert_eq!(seen.len(), Material::shipped().bonus.len());
            });
        }
    }

    /// Points and empty cells agree with their number in every language: "1 point",
    /// "2 points"; in Romanian "1 punct", "2 puncte", "20 de puncte".
    #[test]
    fn points_and_cells_agree_with_their_number() {
        use crate::i18n::Lang;
        let live = |lang, points: u32| {
            crate::i18n::tr_in!(
                lang,
                "clw-live-score",
                points = points,
                letters = points,
                bonus = "-"
            )
        };
        assert!(
            live(Lang::En, 1).starts_with("1 point:"),
            "{}",
            live(Lang::En, 1)
        );
        assert!(live(Lang::En, 2).starts_with("2 points:"));
        assert!(
            live(Lang::Fr, 1).starts_with("1 point :"),
            "{}",
            live(Lang::Fr, 1)
        );
        assert!(live(Lang::Fr, 0).starts_with("0 point :"));
        assert!(live(Lang::Fr, 7).starts_with("7 points :"));
        assert!(
            live(Lang::Ro, 1).starts_with("1 punct:"),
            "{}",
            live(Lang::Ro, 1)
        );
        assert!(live(Lang::Ro, 2).starts_with("2 puncte:"));
        assert!(live(Lang::Ro, 20).starts_with("20 de puncte:"));
        let solo = crate::i18n::tr_in!(Lang::Ro, "clw-solo-over", total = 56u32);
        assert!(solo.ends_with("56 de puncte"), "{solo}");
        let fin = |lang, empty: usize| {
            crate::i18n::tr_in!(
                lang,
                "clw-final",
                name = "Ana",
                total = 50u32,
                bubbles = 45u32,
                stars = 5u32,
                empty = empty
            )
        };
        assert!(
            fin(Lang::En, 1).ends_with("1 empty cell"),
            "{}",
            fin(Lang::En, 1)
        );
        assert!(fin(Lang::Fr, 1).ends_with("1 case vide"));
        assert!(fin(Lang::Fr, 12).ends_with("12 cases vides"));
        assert!(fin(Lang::Ro, 13).ends_with("13 căsuțe goale"));
    }
}
