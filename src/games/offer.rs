//! Continue on the title screen, for every game: when the title opens, the autosave is read
//! and replayed once (a damaged or unplayable file is set aside and the player told why),
//! the offer is described in the save's own game's words, and the game whose save it is
//! resumes it when the player continues.

use bevy::prelude::*;

use crate::engine::saved_game::GameSave;
use crate::games::saves::check_continue;
use crate::gui::Screen;
use crate::gui::title::{ContinueOffer, clear_offer};
use crate::session::autosave_path;

/// The game the autosave holds, as Continue would resume it (its actions cut before the
/// first one now refused); each game's table takes it if it is its own.
#[derive(Resource, Default, Clone, Debug)]
pub struct FoundAutosave(pub Option<GameSave>);

/// Whether the game starting now is the autosave's, continued (the history keeps the game an
/// autosave held only when a new game replaces it).
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct ResumedGame(pub bool);

/// Checks the autosave when the title opens.
pub fn plugin(app: &mut App) {
    app.init_resource::<FoundAutosave>()
        .init_resource::<ResumedGame>()
        .add_systems(OnEnter(Screen::Title), offer_autosave.after(clear_offer));
}

fn offer_autosave(mut offer: ResMut<ContinueOffer>, mut found: ResMut<FoundAutosave>) {
    found.0 = None;
    let Some(path) = autosave_path() else { return };
    let check = check_continue(&path);
    let save = check.save;
    offer.summary = save.as_ref().map(GameSave::describe);
    offer.problem = check.problem;
    found.0 = save;
}
