//! `wordtable color-words sheet --grid A --out sheet.pdf`: writes the printable sheet of a
//! Color Words grid (an A4 page: a PDF, or a PNG at 150 dots an inch), for a game night played
//! on paper. The
//! sheet is drawn with the window's font, so a build without the window says so (exit code 2).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;

/// The Color Words tools.
#[derive(Subcommand, Debug)]
pub enum ColorWordsCommand {
    /// Write a grid's printable sheet, an A4 page: the 7x7 grid in its colours, the Start
    /// cell, grid B's stars, the Star box and six round lines for the words and scores.
    Sheet {
        /// Which grid: A (filling) or B (star race).
        #[arg(long, default_value = "A")]
        grid: String,
        /// Where to write it: a PDF when the name ends in .pdf, else a PNG.
        #[arg(long)]
        out: PathBuf,
    },
}

/// Runs a Color Words tool.
pub fn run(command: ColorWordsCommand) -> ExitCode {
    match command {
        ColorWordsCommand::Sheet { grid, out } => {
            let grid = match grid.trim().to_ascii_uppercase().as_str() {
                "A" => crate::games::color_words::GridName::A,
                "B" => crate::games::color_words::GridName::B,
                _ => {
                    eprintln!("--grid is A or B, not {grid}");
                    return ExitCode::from(2);
                }
            };
            sheet(grid, &out)
        }
    }
}

#[cfg(feature = "gui")]
fn sheet(grid: crate::games::color_words::GridName, out: &std::path::Path) -> ExitCode {
    use crate::games::color_words::{Material, sheet};
    match sheet::write(Material::shipped(), grid, out) {
        Ok(()) => {
            println!("{}", out.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn sheet(_grid: crate::games::color_words::GridName, _out: &std::path::Path) -> ExitCode {
    eprintln!("this build of wordtable draws no sheets (built without the `gui` feature)");
    ExitCode::from(2)
}
