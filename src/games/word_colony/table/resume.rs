//! Word Colony's part of the title screen's Continue: when the title opens and the autosave is
//! a Word Colony game, it offers it (or says why it cannot); when the player continues, the
//! table resumes it. `--unlock` (screenshots) opens the current player's view.

use bevy::prelude::*;

use super::{StartGame, TableState, needed_viewer};
use crate::games::word_colony::Content;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::save::SaveFile;
use crate::gui::Screen;
use crate::gui::screenshot::UnlockPrivateView;
use crate::gui::title::{ContinueOffer, ContinueRequested, clear_offer};
use crate::session::{GameSave, autosave_path, check_continue};

/// The saved game the title offers, kept to start it on Continue.
#[derive(Resource, Default)]
struct Offered(Option<SaveFile>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Offered>()
        .add_systems(OnEnter(Screen::Title), offer_autosave.after(clear_offer))
        .add_systems(
            Update,
            (resume, unlock_view).in_set(crate::gui::AppSystems::Input),
        );
}

/// The title's line for a saved game ("Word Colony, Ana, Ben: 34 actions").
pub fn describe(save: &SaveFile) -> String {
    let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
    crate::tr!(
        "wc-continue-summary",
        game = crate::games::WORD_COLONY.name,
        names = names.join(", "),
        count = save.actions.len()
    )
}

fn offer_autosave(mut offer: ResMut<ContinueOffer>, mut offered: ResMut<Offered>) {
    offered.0 = None;
    let Some(path) = autosave_path() else { return };
    // The session says what is wrong with a save and keeps it aside; the title shows it.
    let found = check_continue(&path);
    // The autosave names its game: only a Word Colony game is this table's to offer.
    let save = found.save.and_then(|save| match save {
        GameSave::WordColony(save) => Some(save),
        GameSave::Crossword(_) => None,
    });
    offer.summary = save.as_ref().map(describe);
    offer.problem = found.problem;
    offered.0 = save;
}

fn resume(
    mut asked: MessageReader<ContinueRequested>,
    offered: Res<Offered>,
    mut offer: ResMut<ContinueOffer>,
    mut start: MessageWriter<StartGame>,
    table: Res<TableState>,
) {
    if asked.read().count() == 0 {
        return;
    }
    let Some(save) = offered.0.clone() else {
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
