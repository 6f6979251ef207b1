//! Which sound each of Word Colony's outcomes makes: the table hands the shared sound player
//! a cue for the biggest moment of the frame, and the refusal sound for a refused intent.

use bevy::prelude::*;

use crate::audio::{Effect, PlayCue};
use crate::engine::{Happened, Refused};
use crate::games::word_colony::Outcome;
use crate::games::word_colony::plugin::WordColony;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, cue_outcomes.in_set(crate::gui::AppSystems::Sync));
}

/// The effect for an outcome, if it has one.
fn effect_of(o: &Outcome) -> Option<Effect> {
    Some(match o {
        Outcome::CardDrawn { .. } => Effect::Draw,
        Outcome::WordBuilt { .. }
        | Outcome::WordExpanded { .. }
        | Outcome::ColonyWordBuilt { .. } => Effect::WordAccepted,
        Outcome::AnswersRevealed { right, .. } => {
            if right.is_empty() {
                Effect::Wrong
            } else {
                Effect::Correct
            }
        }
        Outcome::Conquered { .. } => Effect::Capture,
        Outcome::Supercolony { .. } => Effect::Flourish,
        Outcome::Decolonized { .. } => Effect::Fanfare,
        Outcome::GameOver { .. } => Effect::Victory,
        Outcome::SpecialUsed { .. } => Effect::Place,
        _ => return None,
    })
}

fn cue_outcomes(
    mut happened: MessageReader<Happened<WordColony>>,
    mut refused: MessageReader<Refused<WordColony>>,
    mut cues: MessageWriter<PlayCue>,
) {
    cues.write_batch(happened.read().filter_map(|h| effect_of(&h.0)).map(PlayCue));
    if refused.read().count() > 0 {
        cues.write(PlayCue(Effect::Rejected));
    }
}
