//! Quoting record text in messages: a malformed line can be megabytes long, and an error
//! message should name the bad part, not repeat all of it. The quoting is every reader's
//! (`engine::saved_game::excerpt`); the crossword's readers name it from here.

pub use crate::engine::saved_game::{QUOTE_MAX, excerpt};
