//! How a game presents itself to the menus, the new-game screen and the tools: its id (the
//! tag its saves carry), its name, one line on what it is, how many seats it takes, and
//! whether its table can be played yet. [`GameEntry`] is what a game registers: its
//! [`GameInfo`], how its saves are read, its table and how a saved game opens it, and any
//! catalogue of its own. The list itself is the registry in `games`.

use crate::engine::saved_game::GameSave;
use crate::i18n::Lang;

/// One game as the menus and tools know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// A stable id in snake case: the tag a save carries, and what the window asks for.
    pub id: &'static str,
    /// The game's name in English, as the command line prints it.
    pub name: &'static str,
    /// The catalogue key of the game's name in the app's language.
    pub name_key: &'static str,
    /// The catalogue key of one line on what the game is.
    pub tagline_key: &'static str,
    /// The fewest seats the game takes.
    pub min_seats: usize,
    /// The most seats the game takes.
    pub max_seats: usize,
    /// Whether its table can be played yet.
    pub playable: bool,
    /// "How to play": the catalogue keys of each section's heading and text, in order
    /// (empty while the game has no table).
    pub how_to_play: &'static [(&'static str, &'static str)],
}

impl GameInfo {
    /// The game's name in the app's language.
    pub fn local_name(&self) -> String {
        crate::i18n::text(self.name_key, None)
    }

    /// One line on what the game is, in the app's language.
    pub fn local_tagline(&self) -> String {
        crate::i18n::text(self.tagline_key, None)
    }

    /// Whether `seats` players can sit at this game.
    pub fn seats_fit(&self, seats: usize) -> bool {
        (self.min_seats..=self.max_seats).contains(&seats)
    }
}

/// A fuzz target: its name and the entry point that takes one input's bytes.
pub type FuzzTarget = (&'static str, fn(&[u8]));

/// Reads a game's save from a whole file's text (the envelope naming the game, or for the game
/// that reads unnamed files, the bare save); the error is the reason, in the app's language.
pub type ReadSave = fn(&str) -> Result<GameSave, String>;

/// Reads a record in another program's format as a save ([`GameEntry::read_record`]).
pub type ReadRecord = fn(&str) -> Option<Result<GameSave, String>>;

/// A game's table in the window: the plugin that adds it.
#[cfg(feature = "gui")]
pub type TablePlugin = fn(&mut bevy::prelude::App);

/// What opening a saved game at its table does to the app before it runs: the start message
/// sent at start-up and the game made the active one.
#[cfg(feature = "gui")]
pub type OpenTable = Box<dyn FnOnce(&mut bevy::prelude::App) + Send + Sync>;

/// Opens a saved game at its table (`wordtable open`): `None` when the save is another game's,
/// else the start, or why its content cannot be loaded (told before the window opens).
#[cfg(feature = "gui")]
pub type OpenSave = fn(&GameSave) -> Option<Result<OpenTable, String>>;

/// One game as it registers itself: everything the shell, the session, the tools and the
/// window need of it, so none of them names a game.
pub struct GameEntry {
    /// How it presents itself.
    pub info: GameInfo,
    /// How its saves are read; `None` for a game without saves.
    pub read_save: Option<ReadSave>,
    /// How a record in another program's format (a crossword's GCG) becomes one of its saves:
    /// `None` when the text is not such a record, else the save or why it cannot be made.
    pub read_record: Option<ReadRecord>,
    /// How a new game of it is hosted for phones (`wordtable host`, "Players join from their
    /// phones"); `None` for a game without phone pages.
    pub host: Option<crate::engine::hosted::HostGame>,
    /// Whether a save file that names no game is this game's (Word Colony's saves from before
    /// games were named). One game at most says so.
    pub reads_unnamed: bool,
    /// Message catalogue text of its own, by language (Fluent). The shipped games' catalogues
    /// are found under `assets/i18n/<lang>/` when the app is built; a game registered at run
    /// time brings its own here.
    pub catalogue: &'static [(Lang, &'static str)],
    /// The value of each letter on its tiles, when it has letter values to show: the title's
    /// tiles take the first registered game's.
    pub tile_value: Option<fn(char) -> i32>,
    /// Its readers of outside files of its own (records, decks) as fuzz targets, by name
    /// (`fuzz/fuzz_targets/NAME.rs`, its corpus in `fuzz/corpus/NAME/`).
    pub fuzz_targets: &'static [FuzzTarget],
    /// Its table in the window, if it has one.
    #[cfg(feature = "gui")]
    pub table: Option<TablePlugin>,
    /// How a saved game of it opens at that table.
    #[cfg(feature = "gui")]
    pub open: Option<OpenSave>,
}

impl std::fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameEntry")
            .field("info", &self.info)
            .field("reads_unnamed", &self.reads_unnamed)
            .finish_non_exhaustive()
    }
}
