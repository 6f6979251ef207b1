//! The sound effects, made from sine, square and noise voices with short envelopes.

/// Sample rate of every effect.
pub const RATE: u32 = 44_100;

/// The effects, in rising order of importance (the most important of a frame plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Effect {
    /// A card drawn from the box.
    Draw,
    /// A card laid down.
    Place,
    /// A word accepted.
    WordAccepted,
    /// An action refused.
    Rejected,
    /// Someone answered right.
    Correct,
    /// Nobody answered right.
    Wrong,
    /// Something taken from another player.
    Capture,
    /// A great play.
    Flourish,
    /// The greatest play of all.
    Fanfare,
    /// The game is won.
    Victory,
}

impl Effect {
    /// Every effect.
    pub const ALL: [Effect; 10] = [
        Effect::Draw,
        Effect::Place,
        Effect::WordAccepted,
        Effect::Rejected,
        Effect::Correct,
        Effect::Wrong,
        Effect::Capture,
        Effect::Flourish,
        Effect::Fanfare,
        Effect::Victory,
    ];
}

/// One note: start (s), length (s), frequency (Hz), voice, loudness.
struct Note(f32, f32, f32, Voice, f32);

#[derive(Clone, Copy)]
enum Voice {
    Sine,
    Square,
    Noise,
}

fn notes(effect: Effect) -> Vec<Note> {
    use Voice::*;
    const C5: f32 = 523.25;
    const E5: f32 = 659.25;
    const G5: f32 = 783.99;
    const C6: f32 = 1046.5;
    match effect {
        Effect::Draw => vec![Note(0.0, 0.12, 0.0, Noise, 0.25)],
        Effect::Place => vec![
            Note(0.0, 0.09, 190.0, Sine, 0.6),
            Note(0.0, 0.03, 0.0, Noise, 0.15),
        ],
        Effect::WordAccepted => vec![
            Note(0.0, 0.12, C5, Sine, 0.45),
            Note(0.09, 0.2, E5, Sine, 0.45),
        ],
        Effect::Rejected => vec![
            Note(0.0, 0.22, 110.0, Square, 0.18),
            Note(0.0, 0.22, 116.0, Square, 0.12),
        ],
        Effect::Correct => vec![
            Note(0.0, 0.12, C5, Sine, 0.4),
            Note(0.1, 0.12, E5, Sine, 0.4),
            Note(0.2, 0.25, G5, Sine, 0.45),
        ],
        Effect::Wrong => vec![
            Note(0.0, 0.18, 392.0, Square, 0.15),
            Note(0.16, 0.3, 311.1, Square, 0.15),
        ],
        Effect::Capture => vec![
            Note(0.0, 0.45, 220.0, Square, 0.14),
            Note(0.0, 0.45, 277.2, Square, 0.12),
            Note(0.0, 0.45, 329.6, Square, 0.12),
            Note(0.0, 0.08, 0.0, Noise, 0.2),
        ],
        Effect::Flourish => vec![
            Note(0.0, 0.12, C5, Sine, 0.4),
            Note(0.1, 0.12, E5, Sine, 0.4),
            Note(0.2, 0.12, G5, Sine, 0.4),
            Note(0.3, 0.4, C6, Sine, 0.5),
        ],
        Effect::Fanfare => vec![
            Note(0.0, 0.2, G5, Sine, 0.35),
            Note(0.15, 0.2, E5, Sine, 0.35),
            Note(0.3, 0.2, C5, Sine, 0.35),
            Note(0.45, 0.5, C6, Sine, 0.45),
        ],
        Effect::Victory => vec![
            Note(0.0, 0.15, C5, Square, 0.12),
            Note(0.15, 0.15, E5, Square, 0.12),
            Note(0.3, 0.15, G5, Square, 0.12),
            Note(0.45, 0.9, C6, Sine, 0.5),
            Note(0.45, 0.9, G5, Sine, 0.3),
            Note(0.45, 0.9, E5, Sine, 0.3),
        ],
    }
}

/// Renders an effect to stereo frames.
pub fn render(effect: Effect) -> Vec<bevy_kira_audio::prelude::Frame> {
    let notes = notes(effect);
    let end = notes.iter().map(|n| n.0 + n.1).fold(0.0f32, f32::max) + 0.05;
    let len = (end * RATE as f32) as usize;
    let mut out = vec![0.0f32; len];
    let mut seed = 0x1234_5678u32;
    for Note(start, dur, freq, voice, gain) in notes {
        let first = (start * RATE as f32) as usize;
        let n = (dur * RATE as f32) as usize;
        for i in 0..n {
            let t = i as f32 / RATE as f32;
            // A quick attack and an exponential fall keep every effect short and soft.
            let env = (t / 0.005).min(1.0) * (-5.0 * t / dur).exp();
            let phase = freq * t;
            let v = match voice {
                Voice::Sine => (phase * std::f32::consts::TAU).sin(),
                Voice::Square => {
                    if phase.fract() < 0.5 {
                        1.0
                    } else {
                        -1.0
                    }
                }
                Voice::Noise => {
                    seed ^= seed << 13;
                    seed ^= seed >> 17;
                    seed ^= seed << 5;
                    (seed as f32 / u32::MAX as f32) * 2.0 - 1.0
                }
            };
            if let Some(s) = out.get_mut(first + i) {
                *s += v * env * gain;
            }
        }
    }
    out.into_iter()
        .map(|s| {
            let s = s.clamp(-1.0, 1.0);
            bevy_kira_audio::prelude::Frame { left: s, right: s }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_effect_is_short_audible_and_never_clips() {
        for e in Effect::ALL {
            let frames = render(e);
            let secs = frames.len() as f32 / RATE as f32;
            assert!(secs > 0.05 && secs < 2.0, "{e:?}: {secs} s");
            let peak = frames.iter().map(|f| f.left.abs()).fold(0.0, f32::max);
            assert!(peak > 0.05, "{e:?} is silent");
            assert!(peak <= 1.0, "{e:?} clips");
        }
    }
}
