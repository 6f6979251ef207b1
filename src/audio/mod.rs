//! Sound: every effect is synthesised at start-up (no sound files ship), and played through
//! kira when the game reports what happened, at the master volume from Settings.

mod synth;

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use crate::engine::{Happened, Refused};
use crate::games::word_colony::Outcome;
use crate::games::word_colony::plugin::WordColony;
use crate::ui::SettingsStore;

pub use synth::Effect;

/// The synthesised effects.
#[derive(Resource, Default)]
pub struct Sounds(HashMap<Effect, Handle<AudioSource>>);

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .init_resource::<Sounds>()
        .add_systems(Startup, make_sounds)
        .add_systems(Update, play_outcomes);
}

fn make_sounds(mut sounds: ResMut<Sounds>, mut sources: ResMut<Assets<AudioSource>>) {
    for effect in Effect::ALL {
        let sound = StaticSoundData {
            sample_rate: synth::RATE,
            frames: synth::render(effect).into(),
            settings: StaticSoundSettings::default(),
            slice: None,
        };
        sounds.0.insert(effect, sources.add(AudioSource { sound }));
    }
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
        Outcome::Conquered { .. } => Effect::Conquest,
        Outcome::Supercolony { .. } => Effect::Supercolony,
        Outcome::Decolonized { .. } => Effect::Decolonization,
        Outcome::GameOver { .. } => Effect::Victory,
        Outcome::SpecialUsed { .. } => Effect::Place,
        _ => return None,
    })
}

fn play_outcomes(
    mut happened: MessageReader<Happened<WordColony>>,
    mut refused: MessageReader<Refused<WordColony>>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    settings: Res<SettingsStore>,
) {
    let s = &settings.settings;
    // The biggest moment of the frame plays; a burst of draws sounds once.
    let mut chosen: Option<Effect> = None;
    for Happened(o) in happened.read() {
        if let Some(e) = effect_of(o) {
            chosen = Some(chosen.map_or(e, |c| c.max(e)));
        }
    }
    if refused.read().count() > 0 {
        chosen = Some(chosen.map_or(Effect::Rejected, |c| c.max(Effect::Rejected)));
    }
    let Some(effect) = chosen else { return };
    if s.muted || s.volume <= 0.0 {
        return;
    }
    if let Some(handle) = sounds.0.get(&effect) {
        let db = 20.0 * s.volume.max(0.001).log10();
        audio.play(handle.clone()).with_volume(Decibels(db));
    }
}
