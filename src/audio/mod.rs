//! Sound: every effect is synthesised at start-up (no sound files ship), and played through
//! kira when a game's table sends a cue, at the master volume from Settings. It names no game.

mod synth;

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use crate::gui::SettingsStore;

pub use synth::Effect;

/// The synthesised effects.
#[derive(Resource, Default)]
pub struct Sounds(HashMap<Effect, Handle<AudioSource>>);

/// Sound for the window: the effects, and the player of cues.
pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .init_resource::<Sounds>()
        .add_systems(Startup, make_sounds)
        .add_message::<PlayCue>()
        .add_systems(Update, play_cues.in_set(crate::gui::AppSystems::Present));
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

/// A sound to play: a game's table maps its events to cues; the biggest cue of a frame plays
/// (a burst of draws sounds once).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayCue(pub Effect);

fn play_cues(
    mut cues: MessageReader<PlayCue>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    settings: Res<SettingsStore>,
) {
    let s = &settings.settings;
    // The biggest moment of the frame plays; a burst of draws sounds once.
    let mut chosen: Option<Effect> = None;
    for PlayCue(e) in cues.read() {
        chosen = Some(chosen.map_or(*e, |c| c.max(*e)));
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
