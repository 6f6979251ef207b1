//! Loading content people bring: question decks in RON, CSV or the OpenTriviaQA text format,
//! checked line by line so a bad file is reported, never half-loaded.

pub mod questions;

pub use questions::{DeckReport, Problem, load_deck, parse_deck};
