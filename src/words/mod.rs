//! Pure word logic shared by every game: the dictionary automaton, letter multisets, the
//! anagram search and user word lists. Plain data and functions, no ECS, no rendering.

pub mod dawg;
pub mod fold;
pub mod gaddag;
pub mod letters;
pub mod lexicon;
pub mod search;
pub mod wordlist;

pub use gaddag::Gaddag;
pub use letters::LetterBag;
pub use lexicon::{LexNode, Lexicon};
pub use search::{WordMatch, WordMatches, find_words};
pub use wordlist::{WordListError, load_word_list, parse_word_list};
