//! The three levels and their numbers (from `assets/word_colony/ai.ron`).

use serde::{Deserialize, Serialize};

/// How strong a computer seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Often plays a random decent word; knows 40% of answers.
    Easy,
    /// Plays the best immediate score; knows 65%.
    Normal,
    /// Weighs cards kept, exposed words, conquests and the finish line; knows 85%.
    Hard,
}

impl Level {
    /// Parses `easy`, `normal` or `hard`.
    pub fn parse(text: &str) -> Option<Level> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// Lowercase name.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

/// Per-level numbers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PerLevel {
    pub easy: f64,
    pub normal: f64,
    pub hard: f64,
}

impl PerLevel {
    /// The value for a level.
    pub fn get(&self, level: Level) -> f64 {
        match level {
            Level::Easy => self.easy,
            Level::Normal => self.normal,
            Level::Hard => self.hard,
        }
    }
}

/// Scale of the chance to know an answer, by question difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DifficultyScale {
    pub easy: f64,
    pub medium: f64,
    pub hard: f64,
}

/// Hard's evaluation weights.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HardWeights {
    /// Per point of a 3-point card kept for later.
    pub keep_card: f64,
    /// Per point of one's own single word left conquerable.
    pub exposed_word: f64,
    /// A play that wins this turn.
    pub finish_bonus: f64,
    /// Per point of black card played out of the hand.
    pub black_card_dump: f64,
}

/// The computer players' numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiData {
    /// Chance to know an answer, per level.
    pub knows: PerLevel,
    /// Scaled by question difficulty.
    pub difficulty_scale: DifficultyScale,
    /// Chance an Easy seat plays its best word rather than a random decent one.
    pub easy_best_play: f64,
    /// Hard's weights.
    pub hard: HardWeights,
}

impl AiData {
    /// The shipped numbers.
    pub fn standard() -> AiData {
        ron::from_str(include_str!("../../../../assets/word_colony/ai.ron"))
            .expect("the shipped ai.ron is valid (checked by tests)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_numbers() {
        let d = AiData::standard();
        assert_eq!(d.knows.get(Level::Easy), 0.40);
        assert_eq!(d.knows.get(Level::Normal), 0.65);
        assert_eq!(d.knows.get(Level::Hard), 0.85);
        assert_eq!(Level::parse("HARD"), Some(Level::Hard));
        assert_eq!(Level::parse("expert"), None);
    }
}
