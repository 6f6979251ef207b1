//! The crossword games' new-game panel, on the shared page (`gui::new_game`): the rule set
//! (Wordgame, two players with 8 tiles; Classic, two to four with 7), the seats (a person or a
//! computer at Easy, Normal, Hard or Expert), the dictionary and the seed.

use bevy::prelude::*;
use bevy_egui::egui;

use super::StartCrossword;
use crate::engine::catalog::GameInfo;
use crate::games::crossword::INFO as WORDGAME;
use crate::games::crossword::RulesKind;
use crate::games::crossword::ai::Strength;
use crate::games::crossword::challenge_rule::ChallengeRule;
use crate::games::crossword::save::{CrosswordSave, CrosswordSeat, CrosswordSetup};
use crate::gui::new_game::{
    GameForm, HouseWords, SeatRow, parse_seed, seats_editor_levels, section, seed_field,
};
use crate::words::Language;

/// The computer level of each seat kind (none for a person, here or on a phone; see
/// `gui::new_game::seat_kinds`).
const LEVELS: [Option<Strength>; 6] = [
    None,
    Some(Strength::Easy),
    Some(Strength::Normal),
    Some(Strength::Hard),
    None,
    Some(Strength::Expert),
];

/// A computer level's name in the app's language.
pub fn level_name(level: Strength) -> String {
    match level {
        Strength::Easy => crate::i18n::tr!("cw-kind-easy"),
        Strength::Normal => crate::i18n::tr!("cw-kind-normal"),
        Strength::Hard => crate::i18n::tr!("cw-kind-hard"),
        Strength::Expert => crate::i18n::tr!("cw-kind-expert"),
    }
}

/// A rule set's name in the app's language, from the name its rule file gives.
pub fn rules_name(name: &str) -> String {
    match RulesKind::parse(name) {
        Some(RulesKind::Classic) => crate::i18n::tr!("cw-rules-classic"),
        _ => crate::i18n::tr!("cw-rules-wordgame"),
    }
}

/// The form's state.
#[derive(Resource)]
pub struct CrosswordForm {
    rules: RulesKind,
    seats: Vec<SeatRow>,
    seed: String,
    /// `None` until the player chooses: English, the language the tiles are made for.
    dictionary: Option<Language>,
    /// The house rules on words (the family filter).
    words: HouseWords,
    /// Classic's challenge rule (house rule; Wordgame always refuses a phony as it is laid).
    challenge: ChallengeRule,
}

impl Default for CrosswordForm {
    fn default() -> Self {
        let ana = SeatRow::next(&[], 0);
        // A newcomer's first game: against a computer.
        let ben = SeatRow::next(std::slice::from_ref(&ana), 3);
        CrosswordForm {
            rules: RulesKind::Wordgame,
            seats: vec![ana, ben],
            seed: String::new(),
            dictionary: None,
            words: HouseWords::default(),
            challenge: ChallengeRule::Void,
        }
    }
}

impl CrosswordForm {
    /// How many seats the chosen rules take.
    fn seat_limits(&self) -> GameInfo {
        let mut info = WORDGAME;
        (info.min_seats, info.max_seats) = match self.rules {
            RulesKind::Wordgame => (2, 2),
            RulesKind::Classic => (2, 4),
        };
        info
    }
}

/// Classic's challenge rules, one radio each, and what the chosen one does.
fn challenge_choice(ui: &mut egui::Ui, chosen: &mut ChallengeRule) {
    let lang = crate::i18n::language();
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::i18n::tr!("cw-challenge"));
        for rule in ChallengeRule::ALL {
            ui.radio_value(chosen, rule, rule.name(lang));
        }
    });
    let text = match chosen {
        ChallengeRule::Void => crate::i18n::tr!("cw-challenge-void-text"),
        ChallengeRule::Single => crate::i18n::tr!("cw-challenge-single-text"),
        ChallengeRule::Double => crate::i18n::tr!("cw-challenge-double-text"),
        ChallengeRule::FivePoints | ChallengeRule::TenPoints => {
            crate::i18n::tr!("cw-challenge-points-text", points = chosen.bonus())
        }
    };
    ui.label(egui::RichText::new(text).size(14.0));
}

pub(super) fn plugin(app: &mut App) {
    crate::gui::new_game::add_form::<CrosswordForm>(app, WORDGAME.id);
}

impl GameForm for CrosswordForm {
    type Start = StartCrossword;
    const PAGE: &'static str = "cw-new-game";

    fn heading(&self) -> String {
        crate::i18n::tr!("cw-new-game-heading")
    }

    fn body(&mut self, ui: &mut egui::Ui, safe: bool) {
        section(ui, &crate::i18n::tr!("cw-section-rules"), |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(
                    &mut self.rules,
                    RulesKind::Wordgame,
                    crate::i18n::tr!("cw-rules-wordgame-long"),
                );
                ui.radio_value(
                    &mut self.rules,
                    RulesKind::Classic,
                    crate::i18n::tr!("cw-rules-classic-long"),
                );
            });
            ui.label(
                egui::RichText::new(match self.rules {
                    RulesKind::Wordgame => crate::i18n::tr!("cw-rules-wordgame-text"),
                    RulesKind::Classic => crate::i18n::tr!("cw-rules-classic-text"),
                })
                .size(15.0),
            );
            if self.rules == RulesKind::Classic {
                challenge_choice(ui, &mut self.challenge);
            }
        });
        let limits = self.seat_limits();
        self.seats.truncate(limits.max_seats);
        section(ui, &crate::i18n::tr!("cw-section-players"), |ui| {
            seats_editor_levels(
                ui,
                &mut self.seats,
                &limits,
                (false, safe, true),
                true,
                |_| {},
            );
        });
        section(ui, &crate::i18n::tr!("cw-section-game"), |ui| {
            let chosen = self.dictionary.unwrap_or(Language::English);
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::i18n::tr!("cw-dictionary"));
                for (lang, key) in [
                    (Language::English, "cw-dictionary-en"),
                    (Language::French, "cw-dictionary-fr"),
                    (Language::Romanian, "cw-dictionary-ro"),
                ] {
                    let label = match key {
                        "cw-dictionary-fr" => crate::i18n::tr!("cw-dictionary-fr"),
                        "cw-dictionary-ro" => crate::i18n::tr!("cw-dictionary-ro"),
                        _ => crate::i18n::tr!("cw-dictionary-en"),
                    };
                    if ui.radio(chosen == lang, label).clicked() {
                        self.dictionary = Some(lang);
                    }
                }
            });
            ui.label(egui::RichText::new(crate::i18n::tr!("cw-dictionary-note")).size(14.0));
            seed_field(ui, &mut self.seed);
        });
    }

    /// The game the form describes.
    fn build(&self) -> Result<StartCrossword, String> {
        let seed = parse_seed(&self.seed)?;
        let setup = CrosswordSetup {
            rules: self.rules,
            seed,
            players: self
                .seats
                .iter()
                .map(|s| CrosswordSeat {
                    name: s.player_name(),
                    computer: LEVELS[s.level()],
                })
                .collect(),
            dictionary: self.dictionary.unwrap_or(Language::English),
            word_list: self.words.word_list(),
            family_filter: self.words.family_filter(),
            challenge: match self.rules {
                RulesKind::Classic => self.challenge,
                RulesKind::Wordgame => ChallengeRule::Void,
            },
            dictionary_vote: self.words.dictionary_vote(),
            bag: None,
        };
        Ok(StartCrossword {
            save: CrosswordSave::new(setup),
        })
    }

    fn seats(&self) -> &[SeatRow] {
        &self.seats
    }

    fn house(&mut self) -> Option<&mut HouseWords> {
        Some(&mut self.words)
    }
}
