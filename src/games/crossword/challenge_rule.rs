//! Classic's challenge rules (a house rule for tournament players). Under the default, "void",
//! a word outside the dictionary is refused as it is laid. Under the others a play is laid
//! whatever its words, and stands until another player challenges it: a phony comes off the
//! board and scores nothing; a play that stands costs the challenger nothing (single), their
//! next turn (double), or gives its player 5 or 10 points (the points rules). Records write
//! these as GCG does: `--` for a phony withdrawn, `(challenge)` for the points, a pass for a
//! lost turn.

use serde::{Deserialize, Serialize};

/// How a table settles a doubtful word.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeRule {
    /// A word outside the dictionary is refused as it is laid (no challenges).
    #[default]
    Void,
    /// A challenged phony comes off; a failed challenge costs nothing.
    Single,
    /// A challenged phony comes off; a failed challenge costs the challenger their next turn.
    Double,
    /// A challenged phony comes off; a play that stands gives its player 5 points.
    FivePoints,
    /// A challenged phony comes off; a play that stands gives its player 10 points.
    TenPoints,
}

impl ChallengeRule {
    /// Every rule, in the order the new-game page offers them.
    pub const ALL: [ChallengeRule; 5] = [
        ChallengeRule::Void,
        ChallengeRule::Single,
        ChallengeRule::Double,
        ChallengeRule::FivePoints,
        ChallengeRule::TenPoints,
    ];

    /// Whether plays are checked against the dictionary as they are laid (no challenges).
    pub fn is_void(&self) -> bool {
        *self == ChallengeRule::Void
    }

    /// Points a play that stands a challenge earns its player.
    pub fn bonus(self) -> i32 {
        match self {
            ChallengeRule::FivePoints => 5,
            ChallengeRule::TenPoints => 10,
            _ => 0,
        }
    }

    /// Whether a failed challenge costs the challenger their next turn.
    pub fn costs_a_turn(self) -> bool {
        self == ChallengeRule::Double
    }

    /// The rule's name in `lang`, as the new-game page and the table say it.
    pub fn name(self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::tr_in;
        match self {
            ChallengeRule::Void => tr_in!(lang, "cw-challenge-void"),
            ChallengeRule::Single => tr_in!(lang, "cw-challenge-single"),
            ChallengeRule::Double => tr_in!(lang, "cw-challenge-double"),
            ChallengeRule::FivePoints => tr_in!(lang, "cw-challenge-five"),
            ChallengeRule::TenPoints => tr_in!(lang, "cw-challenge-ten"),
        }
    }
}

/// A play laid under a challenge rule that no one has challenged or accepted yet. Its tiles
/// are on the board and its points on its player's score; its player draws once it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Who laid it.
    pub seat: usize,
    /// The squares its tiles were laid on, and the tile on each.
    pub laid: Vec<(usize, u8)>,
    /// The rack tiles it used (`?` for a blank), given back if it comes off.
    pub tiles: Vec<u8>,
    /// Its player's rack before it, as the record writes it.
    pub rack_before: String,
    /// Its points.
    pub score: i32,
    /// The words it formed, in capitals.
    pub words: Vec<String>,
    /// The words it formed that the dictionary lacks (private to the rules under a challenge
    /// rule: no view shows it; under the dictionary vote, the words put to the vote).
    pub phonies: Vec<String>,
    /// The scoreless-turn and pass counts before it, restored if it comes off.
    pub runs_before: (usize, usize),
}

impl Pending {
    /// Whether a challenge takes it off the board.
    pub fn is_phony(&self) -> bool {
        !self.phonies.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_says_its_cost_and_reads_back_from_its_saved_name() {
        assert!(ChallengeRule::Void.is_void());
        assert!(!ChallengeRule::Single.is_void());
        assert_eq!(ChallengeRule::FivePoints.bonus(), 5);
        assert_eq!(ChallengeRule::TenPoints.bonus(), 10);
        assert_eq!(ChallengeRule::Double.bonus(), 0);
        assert!(ChallengeRule::Double.costs_a_turn());
        assert!(!ChallengeRule::Single.costs_a_turn());
        for rule in ChallengeRule::ALL {
            let text = ron::to_string(&rule).unwrap();
            assert_eq!(ron::from_str::<ChallengeRule>(&text).unwrap(), rule);
        }
        assert_eq!(
            ron::to_string(&ChallengeRule::FivePoints).unwrap(),
            "five_points"
        );
    }
}
