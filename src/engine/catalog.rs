//! How a game presents itself to the menus, the new-game screen and the tools: its id (the
//! tag its saves carry), its name, one line on what it is, how many seats it takes, and
//! whether its table can be played yet. The list itself is the registry in `games`.

/// One game as the menus and tools know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// A stable id (`word_colony`): the tag a save carries, and what the window asks for.
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
