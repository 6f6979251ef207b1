//! The computer seat most games need: a level and a random stream of its own. A game whose
//! seats keep nothing else names `SeededComputer<ItsLevel>` as its `TurnGame::Computer` and
//! seeds it from the game's seed and the seat, so a game replays the same and one seat's
//! choices never shift another's.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A computer seat: its level and its own randomness.
#[derive(Clone, Debug)]
pub struct SeededComputer<L> {
    /// How it plays.
    pub level: L,
    /// Its own random stream.
    pub rng: ChaCha8Rng,
}

impl<L> SeededComputer<L> {
    /// A seat playing at `level` whose stream starts from `seed` (the game's seed mixed with
    /// the seat, as the game does it).
    pub fn new(level: L, seed: u64) -> Self {
        SeededComputer {
            level,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::Rng;

    use super::*;

    #[test]
    fn a_seat_replays_its_stream_and_two_seeds_differ() {
        let draw = |seed| {
            let mut c = SeededComputer::new("hard", seed);
            (0..4).map(|_| c.rng.random::<u32>()).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }
}
