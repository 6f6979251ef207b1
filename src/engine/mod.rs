//! What every game shares below its own folder: the catalogue entry that names a game to the
//! menus and tools.

pub mod catalog;
