//! `wordtable color-words sheet`: the printable sheet of a grid is a PNG of an A4 page at
//! 150 dots an inch whose cells have their grid's colours, as the material data gives them,
//! or a one-page A4 PDF holding that picture; a wrong grid or an unwritable place is refused
//! with the reason.

#![cfg(feature = "gui")]

mod common;

use wordtable::games::color_words::material::SIDE;
use wordtable::games::color_words::sheet::{self, CELL, HEIGHT, WIDTH};
use wordtable::games::color_words::{Cell, Colour, GridName, Material};

#[test]
fn the_sheet_of_each_grid_is_an_a4_png_in_the_grids_colours() {
    let dir = common::scratch_dir("cli-color-words-sheet");
    let material = Material::shipped();
    for (name, grid) in [("A", GridName::A), ("b", GridName::B)] {
        let out = dir.join(format!("sheet-{name}.png"));
        let (code, stdout, stderr) = common::wordtable(&[
            "color-words",
            "sheet",
            "--grid",
            name,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{stderr}");
        assert!(stdout.contains("sheet-"), "{stdout}");
        let page = image::open(&out).unwrap().to_rgb8();
        assert_eq!(page.dimensions(), (WIDTH, HEIGHT));
        let layout = material.grid(grid);
        let mut seen = std::collections::HashSet::new();
        for index in 0..SIDE * SIDE {
            let cell = Cell::from_index(index).unwrap();
            let [l, t, _, _] = sheet::cell_rect(grid, cell);
            let pixel = page.get_pixel((l + CELL * 0.2) as u32, (t + CELL * 0.2) as u32);
            let paint = layout.paint(cell);
            assert_eq!(pixel.0, sheet::paint_rgb(paint), "{name} {cell:?}");
            seen.insert(pixel.0);
        }
        // The three colours and the Start cell's stone, all different.
        assert_eq!(seen.len(), 4);
        let blue = (0..SIDE * SIDE)
            .filter_map(Cell::from_index)
            .find(|&c| layout.colour(c) == Some(Colour::Blue))
            .unwrap();
        let [l, t, _, _] = sheet::cell_rect(grid, blue);
        assert_eq!(
            page.get_pixel((l + CELL / 2.0) as u32, (t + CELL / 2.0) as u32)
                .0,
            sheet::paint_rgb(wordtable::games::color_words::material::Paint::Colour(
                Colour::Blue
            ))
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The standard CRC-32 of PNG chunks.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A PNG chunk with its length and CRC.
fn chunk(kind: &[u8], body: &[u8]) -> Vec<u8> {
    let mut c = (body.len() as u32).to_be_bytes().to_vec();
    let mut typed = kind.to_vec();
    typed.extend_from_slice(body);
    c.extend_from_slice(&typed);
    c.extend_from_slice(&crc32(&typed).to_be_bytes());
    c
}

/// The PDF sheet is one A4 page whose picture, read back as the PNG data it carries, is the
/// PNG sheet pixel for pixel.
#[test]
fn the_pdf_sheet_is_an_a4_page_holding_the_same_picture() {
    let dir = common::scratch_dir("cli-color-words-sheet-pdf");
    let (pdf_path, png_path) = (dir.join("sheet.PDF"), dir.join("sheet.png"));
    for path in [&pdf_path, &png_path] {
        let (code, _, stderr) = common::wordtable(&[
            "color-words",
            "sheet",
            "--grid",
            "B",
            "--out",
            path.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{stderr}");
    }
    let pdf = std::fs::read(&pdf_path).unwrap();
    assert!(pdf.starts_with(b"%PDF-1.4"));
    assert!(pdf.ends_with(b"%%EOF\n"));
    let text = String::from_utf8_lossy(&pdf).into_owned();
    assert!(text.contains("/MediaBox [0 0 595.28 841.89]"), "A4");
    assert!(text.contains(&format!("/Width {WIDTH} /Height {HEIGHT}")));
    // The picture's stream: its length is in its dictionary (found in the bytes: the file
    // is binary).
    let find = |from: usize, needle: &[u8]| {
        from + pdf[from..]
            .windows(needle.len())
            .position(|w| w == needle)
            .unwrap()
    };
    let dict = find(0, b"/Subtype /Image");
    let length_at = find(dict, b"/Length ") + 8;
    let digits = pdf[length_at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let length: usize = std::str::from_utf8(&pdf[length_at..length_at + digits])
        .unwrap()
        .parse()
        .unwrap();
    let start = find(length_at, b"stream\n") + 7;
    let data = &pdf[start..start + length];
    assert_eq!(&pdf[start + length..start + length + 10], b"\nendstream");
    let mut header = WIDTH.to_be_bytes().to_vec();
    header.extend_from_slice(&HEIGHT.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend(chunk(b"IHDR", &header));
    png.extend(chunk(b"IDAT", data));
    png.extend(chunk(b"IEND", &[]));
    let from_pdf = image::load_from_memory(&png).unwrap().to_rgb8();
    let from_png = image::open(&png_path).unwrap().to_rgb8();
    assert_eq!(from_pdf.dimensions(), (WIDTH, HEIGHT));
    assert!(from_pdf == from_png, "the PDF's picture is the PNG sheet");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_grid_or_an_unwritable_place_is_refused_with_the_reason() {
    let dir = common::scratch_dir("cli-color-words-sheet-bad");
    let out = dir.join("sheet.png");
    let (code, _, stderr) = common::wordtable(&[
        "color-words",
        "sheet",
        "--grid",
        "C",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--grid is A or B"), "{stderr}");
    assert!(!out.exists());
    let nowhere = dir.join("no-such-folder").join("sheet.png");
    let (code, _, stderr) =
        common::wordtable(&["color-words", "sheet", "--out", nowhere.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stderr.contains("Could not write the sheet"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
