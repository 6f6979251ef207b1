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

/// Names of the standard colours, as the colour picker shows them.
pub const NAMES: [&str; 6] = ["Red", "Blue", "Yellow", "White", "Violet", "Orange"];

/// Names of the colour-blind safe colours: what each looks like in that palette.
pub const SAFE_NAMES: [&str; 6] = ["Amber", "Sky blue", "Lemon", "White", "Pink", "Vermilion"];

/// The name of palette entry `i`, as it looks in the palette in use.
pub fn name(i: usize, safe: bool) -> &'static str {
    let names = if safe { &SAFE_NAMES } else { &NAMES };
    names[i % names.len()]
}

/// The colour of palette entry `i`.
pub fn colour(i: usize, safe: bool) -> Color32 {
    let p = if safe { &SAFE } else { &STANDARD };
    p[i % p.len()]
}
