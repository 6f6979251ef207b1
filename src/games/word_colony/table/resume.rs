//! Word Colony's part of the title screen's Continue: when the player continues and the
//! autosave is a Word Colony game, the table resumes it. `--unlock` (screenshots) opens the current player's view.

use bevy::prelude::*;

use super::{StartGame, TableState, needed_viewer};
use crate::games::offer::FoundAutosave;
use crate::games::word_colony::Content;
use crate::games::word_colony::plugin::WordColony;
use crate::gui::screenshot::UnlockPrivateView;
use crate::gui::title::{ContinueOffer, ContinueRequested};
use crate::session::GameSave;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (resume, unlock_view).in_set(crate::gui::AppSystems::Input),
    );
}

fn resume(
    mut asked: MessageReader<ContinueRequested>,
    found: Res<FoundAutosave>,
    mut offer: ResMut<ContinueOffer>,
    mut start: MessageWriter<StartGame>,
    table: Res<TableState>,
) {
    if asked.read().count() == 0 {
        return;
    }
    // Only a Word Colony game is this table's to resume.
    let Some(GameSave::WordColony(save)) = found.0.clone() else {
        return;
    };
    match Content::for_setup(&save.setup) {
        Ok(content) => {
            start.write(StartGame {
                save,
                content,
                answer_mode: table.answer_mode,
            });
        }
        Err(e) => offer.problem = Some(e),
    }
}

/// `--unlock`: the current player has taken the laptop.
fn unlock_view(
    unlock: Option<Res<UnlockPrivateView>>,
    wc: Option<Res<WordColony>>,
    mut state: ResMut<TableState>,
) {
    if let (Some(_), Some(wc)) = (unlock, wc) {
        let want = needed_viewer(&wc.game, &state);
        if want.is_some() && state.viewer != want {
            state.viewer = want;
        }
    }
}
