//! Colonization Mode's new-game panel, on the shared page (`gui::new_game`): two to four
//! seats, each a person or a computer at Easy, Normal or Hard, and the seed.

use bevy::prelude::*;
use bevy_egui::egui;

use super::StartColonization;
use crate::games::colonization::INFO as COLONIZATION;
use crate::games::colonization::plugin::ColonizationLevel;
use crate::games::colonization::save::{ColonizationSave, ColonizationSeat, ColonizationSetup};
use crate::gui::new_game::{
    GameForm, HouseWords, SeatRow, parse_seed, seats_editor, section, seed_field,
};

/// The computer level of each kind the form lists (none for a person).
const LEVELS: [Option<ColonizationLevel>; 4] = [
    None,
    Some(ColonizationLevel::Easy),
    Some(ColonizationLevel::Normal),
    Some(ColonizationLevel::Hard),
];

/// The form's state.
#[derive(Resource)]
pub struct ColonizationForm {
    seats: Vec<SeatRow>,
    seed: String,
    /// The house rules on words (the family filter).
    words: HouseWords,
}

impl Default for ColonizationForm {
    fn default() -> Self {
        // A newcomer's first game: one person against two Normal computers.
        let ana = SeatRow::next(&[], 0);
        let ben = SeatRow::next(std::slice::from_ref(&ana), 2);
        let cleo = SeatRow::next(&[ana.clone(), ben.clone()], 2);
        ColonizationForm {
            seats: vec![ana, ben, cleo],
            seed: String::new(),
            // Every word is put to the players' vote by the rules already.
            words: HouseWords::votes_already(),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::gui::new_game::add_form::<ColonizationForm>(app, COLONIZATION.id);
}

impl GameForm for ColonizationForm {
    type Start = StartColonization;
    const PAGE: &'static str = "col-new-game";

    fn heading(&self) -> String {
        crate::i18n::tr!("col-new-game-heading")
    }

    fn body(&mut self, ui: &mut egui::Ui, safe: bool) {
        section(ui, &crate::i18n::tr!("col-section-rules"), |ui| {
            ui.label(egui::RichText::new(crate::i18n::tr!("col-rules-summary")).size(15.0));
        });
        section(ui, &crate::i18n::tr!("col-section-players"), |ui| {
            seats_editor(
                ui,
                &mut self.seats,
                &COLONIZATION,
                (false, safe, true),
                |_| {},
            );
            ui.label(egui::RichText::new(crate::i18n::tr!("col-players-note")).size(14.0));
        });
        section(ui, &crate::i18n::tr!("col-section-game"), |ui| {
            seed_field(ui, &mut self.seed);
        });
    }

    /// The game the form describes.
    fn build(&self) -> Result<StartColonization, String> {
        let seed = parse_seed(&self.seed)?;
        let setup = ColonizationSetup {
            seed,
            players: self
                .seats
                .iter()
                .map(|s| ColonizationSeat {
                    name: s.player_name(),
                    computer: LEVELS[s.level().min(LEVELS.len() - 1)],
                })
                .collect(),
            bag: None,
            family_filter: self.words.family_filter(),
            word_list: self.words.word_list(),
        };
        Ok(StartColonization {
            save: ColonizationSave::new(setup),
        })
    }

    fn seats(&self) -> &[SeatRow] {
        &self.seats
    }

    fn house(&mut self) -> Option<&mut HouseWords> {
        Some(&mut self.words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_form_seats_a_person_and_two_normal_computers() {
        let start = ColonizationForm::default().build().unwrap();
        let kinds: Vec<_> = start
            .save
            .setup
            .players
            .iter()
            .map(|p| p.computer)
            .collect();
        assert_eq!(
            kinds,
            vec![
                None,
                Some(ColonizationLevel::Normal),
                Some(ColonizationLevel::Normal)
            ]
        );
        assert!(start.save.actions.is_empty());
    }
}
