//! `wordtable color-words sheet`: the printable sheet of a grid is a PNG of an A4 page at
//! 150 dots an inch whose cells have their grid's colours, as the material data gives them;
//! a wrong grid or an unwritable place is refused with the reason.

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
