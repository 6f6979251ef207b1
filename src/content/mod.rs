//! Loading content people bring: question decks in RON, CSV or the OpenTriviaQA text format,
//! checked line by line: each bad question is skipped and reported with its line, the good
//! ones are kept.

pub mod questions;

pub use questions::{DeckFault, DeckReport, Problem, load_deck, parse_deck};
