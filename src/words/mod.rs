//! Pure word logic shared by every game: the dictionary automaton, the built-in dictionaries
//! (English, French, Romanian), letter multisets, the anagram search and user word lists.
//! Plain data and functions, no ECS, no rendering.

pub mod compile;
pub mod dawg;
pub mod family;
pub mod fold;
pub mod gaddag;
pub mod language;
pub mod letters;
pub mod lexicon;
pub mod search;
pub mod table_words;
pub mod wordlist;

/// The longest word any game can use: the board games' board is 15 squares wide, and a card
/// game's word is spelled from one hand plus the word it extends. Longer words are refused when a
/// word list is read (with the line) and never enter a lexicon: the anagram search recurses
/// once a letter and the GADDAG keeps a key's length in one byte.
pub const MAX_WORD_LEN: usize = 64;

pub use family::FamilyList;
pub use gaddag::Gaddag;
pub use language::Language;
pub use letters::{BagError, LetterBag};
pub use lexicon::{LexNode, Lexicon};
pub use search::{WordMatch, WordMatches, find_words};
pub use wordlist::{BadWord, WordListError, load_word_list, parse_word_list};
