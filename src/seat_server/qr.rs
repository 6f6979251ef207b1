//! The join address as a QR code: its dark and light modules (the table draws them) and an
//! SVG picture of them (the phone page and the public table page show it).

use qrcode::{Color, EcLevel, QrCode};

/// A QR code as rows of modules, `true` dark, without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modules {
    /// Modules per side.
    pub width: usize,
    /// Row by row.
    pub dark: Vec<bool>,
}

/// The QR code of `text` (medium error correction: a screen photographed at an angle still
/// reads); `None` only for a text too long for any QR code.
pub fn modules(text: &str) -> Option<Modules> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let width = code.width();
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == Color::Dark)
        .collect();
    Some(Modules { width, dark })
}

/// The QR code of `text` as an SVG picture, a four-module quiet zone around it.
pub fn svg(text: &str) -> String {
    let Some(m) = modules(text) else {
        return String::new();
    };
    let side = m.width + 8;
    let mut path = String::new();
    for (i, _) in m.dark.iter().enumerate().filter(|(_, d)| **d) {
        let (x, y) = (i % m.width + 4, i / m.width + 4);
        path.push_str(&format!("M{x} {y}h1v1h-1z"));
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_address_makes_a_square_code_with_finder_patterns() {
        let m = modules("http://192.168.1.20:7070/?room=KTRZ").unwrap();
        assert_eq!(m.dark.len(), m.width * m.width);
        assert!((21..=41).contains(&m.width), "{}", m.width);
        // The top-left finder pattern: a dark 7x7 ring around a light ring and a dark centre.
        let at = |x: usize, y: usize| m.dark[y * m.width + x];
        assert!((0..7).all(|i| at(i, 0) && at(0, i) && at(6, i) && at(i, 6)));
        assert!(!at(1, 1) && at(3, 3));
        let svg = svg("http://192.168.1.20:7070/?room=KTRZ");
        assert!(svg.starts_with("<svg") && svg.contains("h1v1h-1z"));
    }
}
