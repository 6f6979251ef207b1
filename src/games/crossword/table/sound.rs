//! Which sound each crossword moment makes: a tile laid on the board, a move accepted, a
//! bingo (the whole rack played), a refusal, a pass or exchange, and the end of the game.

use bevy::prelude::*;

use super::CrosswordTable;
use crate::audio::{Effect, PlayCue};
use crate::engine::{Happened, Refused};
use crate::games::crossword::game::Event;
use crate::games::crossword::play::Play;
use crate::games::crossword::plugin::Crossword;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (cue_events, cue_tiles_laid)
            .in_set(crate::gui::AppSystems::Sync)
            .run_if(resource_exists::<Crossword>),
    );
}

/// The effect for an event, if it has one; `rack_size` tells a bingo.
fn effect_of(e: &Event, rack_size: usize) -> Option<Effect> {
    Some(match e {
        Event::Placed { notation, .. } => {
            let laid = notation
                .split_once(' ')
                .and_then(|(c, w)| Play::parse(c, w).ok())
                .map_or(0, |p| p.tiles_laid());
            if laid >= rack_size {
                Effect::Flourish
            } else {
                Effect::WordAccepted
            }
        }
        Event::Passed { .. }
        | Event::Exchanged { .. }
        | Event::NewLetters
        | Event::TurnLost { .. } => Effect::Draw,
        Event::Withdrawn { .. } => Effect::Rejected,
        Event::Stood { .. } | Event::WordsAccepted { .. } => Effect::WordAccepted,
        Event::VoteOpened { .. } => Effect::Place,
        Event::Ended { .. } => Effect::Victory,
    })
}

fn cue_events(
    cw: Res<Crossword>,
    mut happened: MessageReader<Happened<Crossword>>,
    mut refused: MessageReader<Refused<Crossword>>,
    mut cues: MessageWriter<PlayCue>,
) {
    let rack = cw.game.rules.rack_size;
    cues.write_batch(
        happened
            .read()
            .filter_map(|h| effect_of(&h.0, rack))
            .map(PlayCue),
    );
    if refused.read().count() > 0 {
        cues.write(PlayCue(Effect::Rejected));
    }
}

/// A tile set on the board this turn clicks like a card laid down.
fn cue_tiles_laid(
    table: Res<CrosswordTable>,
    mut seen: Local<usize>,
    mut cues: MessageWriter<PlayCue>,
) {
    let now = table.laid.len();
    if now > *seen {
        cues.write(PlayCue(Effect::Place));
    }
    *seen = now;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_rack_sounds_bigger_than_a_word() {
        let word = Event::Placed {
            seat: 0,
            notation: "8H CAT".into(),
            words: vec!["CAT".into()],
            score: 10,
        };
        assert_eq!(effect_of(&word, 7), Some(Effect::WordAccepted));
        let bingo = Event::Placed {
            seat: 0,
            notation: "8D RET(A)INERS".into(),
            words: vec!["RETAINERS".into()],
            score: 80,
        };
        assert_eq!(effect_of(&bingo, 8), Some(Effect::Flourish));
        assert_eq!(effect_of(&Event::Passed { seat: 1 }, 7), Some(Effect::Draw));
    }
}
