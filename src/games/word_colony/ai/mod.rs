//! Computer players for Word Colony. They speak the same actions as a human seat and see only
//! what their seat may see: their own hand, the table, the scores, and (when they answer) the
//! question's options, never the answer, which they "know" with their level's probability.

pub mod answering;
pub mod finder;
pub mod levels;
pub mod policy;
pub mod selfplay;

pub use finder::{Candidate, CardsUsed, Play, PlayKind, find_plays, materialize, visit_plays};
pub use levels::{AiData, Level};
pub use policy::ComputerSeat;
