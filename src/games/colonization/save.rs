//! Saves of Colonization games.
