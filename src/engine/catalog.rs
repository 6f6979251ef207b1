//! How a game presents itself to the menus, the new-game screen and the tools: its id (the
//! tag its saves carry), its name, one line on what it is, how many seats it takes, and
//! whether its table can be played yet. The list itself is the registry in `games`.

/// One game as the menus and tools know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// A stable id (`word_colony`): the tag a save carries, and what the window asks for.
    pub id: &'static str,
    /// The game's name.
    pub name: &'static str,
    /// One line on what the game is.
    pub tagline: &'static str,
    /// The fewest seats the game takes.
    pub min_seats: usize,
    /// The most seats the game takes.
    pub max_seats: usize,
    /// Whether its table can be played yet.
    pub playable: bool,
}

impl GameInfo {
    /// Whether `seats` players can sit at this game.
    pub fn seats_fit(&self, seats: usize) -> bool {
        (self.min_seats..=self.max_seats).contains(&seats)
    }
}
