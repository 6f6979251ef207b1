//! Player colours: a standard palette and one chosen to stay distinct under the common colour
//! blindnesses (Okabe and Ito's), both readable on the green felt.

use bevy_egui::egui::Color32;

/// The standard pawn colours.
pub const STANDARD: [Color32; 6] = [
    Color32::from_rgb(230, 57, 70),
    Color32::from_rgb(69, 123, 245),
    Color32::from_rgb(250, 210, 60),
    Color32::from_rgb(245, 245, 245),
    Color32::from_rgb(170, 90, 220),
    Color32::from_rgb(255, 140, 40),
];

/// Colour-blind safe pawn colours.
pub const SAFE: [Color32; 6] = [
    Color32::from_rgb(230, 159, 0),
    Color32::from_rgb(86, 180, 233),
    Color32::from_rgb(240, 228, 66),
    Color32::from_rgb(245, 245, 245),
    Color32::from_rgb(204, 121, 167),
    Color32::from_rgb(213, 94, 0),
];

/// How many colours each palette has.
pub const COUNT: usize = 6;

/// The name of palette entry `i` in the app's language, as it looks in the palette in use
/// (the colour-blind safe entries are named for what they look like there).
pub fn name(i: usize, safe: bool) -> String {
    match (i % COUNT, safe) {
        (0, false) => crate::i18n::tr!("colour-red"),
        (1, false) => crate::i18n::tr!("colour-blue"),
        (2, false) => crate::i18n::tr!("colour-yellow"),
        (4, false) => crate::i18n::tr!("colour-violet"),
        (5, false) => crate::i18n::tr!("colour-orange"),
        (0, true) => crate::i18n::tr!("colour-amber"),
        (1, true) => crate::i18n::tr!("colour-sky-blue"),
        (2, true) => crate::i18n::tr!("colour-lemon"),
        (4, true) => crate::i18n::tr!("colour-pink"),
        (5, true) => crate::i18n::tr!("colour-vermilion"),
        _ => crate::i18n::tr!("colour-white"),
    }
}

/// The colour of palette entry `i`.
pub fn colour(i: usize, safe: bool) -> Color32 {
    let p = if safe { &SAFE } else { &STANDARD };
    p[i % p.len()]
}
