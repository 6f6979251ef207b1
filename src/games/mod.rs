//! The five games WordTable plays. Each game's rules live in its own folder; this module
//! names them for menus and tools.

pub mod crossword;
pub mod word_colony;

/// One of the games on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Trivia decides who draws letter cards; words grow into colonies.
    WordColony,
    /// A crossword game on a 15x15 board with 8-tile racks.
    Wordgame,
    /// The classic crossword game with an "English" non-player that devours words.
    Colonization,
    /// Flip-and-write on a 7x7 coloured grid.
    ColorWords,
    /// Rummy with coloured letter cards and challenge rounds.
    PlayOnWords,
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 5] = [
        GameKind::WordColony,
        GameKind::Wordgame,
        GameKind::Colonization,
        GameKind::ColorWords,
        GameKind::PlayOnWords,
    ];

    /// The game's name.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::WordColony => "Word Colony",
            GameKind::Wordgame => "Wordgame",
            GameKind::Colonization => "Colonization Mode",
            GameKind::ColorWords => "Color Words",
            GameKind::PlayOnWords => "Play On Words",
        }
    }

    /// One line on what the game is.
    pub fn tagline(self) -> &'static str {
        match self {
            GameKind::WordColony => "Answer trivia, win letter cards, grow colonies of words",
            GameKind::Wordgame => "Crossword duel on a 15x15 board, 8-tile racks",
            GameKind::Colonization => "The classic crossword game, with English devouring words",
            GameKind::ColorWords => "Flip three coloured letters, write words on your 7x7 grid",
            GameKind::PlayOnWords => "Rummy with letters: meld words, meet the challenge cards",
        }
    }

    /// Whether the table can play it yet.
    pub fn is_playable(self) -> bool {
        self == GameKind::WordColony
    }
}
