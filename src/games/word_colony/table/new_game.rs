//! Word Colony's new-game panel, on the shared page (`gui::new_game`, whose `form` runs it):
//! seats with alliances, game length, answer mode, house rules, the seed, question deck and
//! dictionary. A bad deck or word list is reported next to its field and never replaces the
//! one in use. A built-in deck deals the questions this computer's tables have not heard yet,
//! in the categories chosen; the page says how many are left and can put them all back.

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::egui;

use super::{AnswerMode, StartGame};
use crate::games::word_colony::Content;
use crate::games::word_colony::INFO as WORD_COLONY;
use crate::games::word_colony::ai::Level;
use crate::games::word_colony::content::{FinishLines, QuestionDeck, RulesData};
use crate::games::word_colony::heard::{self, Heard};
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::setup::{GameLength, Seat, Setup};
use crate::games::word_colony::state::HouseRules;
use crate::gui::new_game::{
    GameForm, HouseWords, SeatRow, parse_seed, seats_editor, section, seed_field,
};
use crate::i18n::Lang;
use crate::words::Language;

/// The computer level of each kind (none for a person).
const LEVELS: [Option<Level>; 4] = [
    None,
    Some(Level::Easy),
    Some(Level::Normal),
    Some(Level::Hard),
];

/// Where the questions come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckChoice {
    /// The built-in deck in this language.
    BuiltIn(Lang),
    /// The deck loaded from a file.
    File,
}

/// A deck loaded from a file: the deck, the path as typed.
type LoadedDeck = (QuestionDeck, String);

/// The form's state.
#[derive(Resource)]
pub struct NewGameForm {
    seats: Vec<SeatRow>,
    length: GameLength,
    alliances: bool,
    house: HouseRules,
    answer_mode: AnswerMode,
    seed: String,
    /// The deck chosen; `None` until the player chooses: the built-in deck in the app's
    /// language then.
    deck_choice: Option<DeckChoice>,
    deck_path: String,
    deck: Option<LoadedDeck>,
    deck_error: Option<String>,
    /// The dictionary chosen; `None` until the player chooses: the app's language's then.
    dictionary: Option<Language>,
    /// The questions this computer's tables have heard (read from the data directory each
    /// time the page opens).
    heard: Heard,
    /// The built-in deck's categories left out (by name; every category when empty).
    left_out: std::collections::BTreeSet<String>,
    /// The house rules on words (the family filter).
    words: HouseWords,
}

impl Default for NewGameForm {
    fn default() -> Self {
        let ana = SeatRow::next(&[], 0);
        let ben = SeatRow::next(std::slice::from_ref(&ana), 0);
        NewGameForm {
            seats: vec![ana, ben],
            length: GameLength::Quick,
            alliances: false,
            house: HouseRules::default(),
            answer_mode: AnswerMode::PassAndPlay,
            seed: String::new(),
            deck_choice: None,
            deck_path: String::new(),
            deck: None,
            deck_error: None,
            dictionary: None,
            heard: Heard::default(),
            left_out: Default::default(),
            words: HouseWords::default(),
        }
    }
}

impl NewGameForm {
    /// Where the questions come from: as chosen, or the built-in deck in the app's language;
    /// a file only once one is loaded.
    pub fn deck_choice(&self) -> DeckChoice {
        match self.deck_choice {
            Some(DeckChoice::File) if self.deck.is_none() => {
                DeckChoice::BuiltIn(crate::i18n::language())
            }
            Some(choice) => choice,
            None => DeckChoice::BuiltIn(crate::i18n::language()),
        }
    }

    /// The dictionary words are checked against: as chosen, or the app's language's (a French
    /// table plays French words, as it reads French questions).
    pub fn dictionary_choice(&self) -> Language {
        self.dictionary.unwrap_or(match crate::i18n::language() {
            Lang::En => Language::English,
            Lang::Fr => Language::French,
            Lang::Ro => Language::Romanian,
        })
    }

    /// The built-in categories in `lang` that are chosen.
    fn chosen_categories(&self, lang: Lang) -> Vec<String> {
        heard::categories(lang)
            .into_iter()
            .filter(|c| !self.left_out.contains(*c))
            .map(str::to_string)
            .collect()
    }
}

pub(super) fn plugin(app: &mut App) {
    crate::gui::new_game::add_form::<NewGameForm>(app, WORD_COLONY.id);
    app.add_systems(OnEnter(crate::gui::Screen::NewGame), read_heard);
}

/// The page counts fresh questions from what the data directory says now: another game (or
/// another running copy) may have asked some since the page was last open.
fn read_heard(mut f: ResMut<NewGameForm>) {
    if let Some(dir) = crate::storage::data_dir() {
        let (heard, damaged) = Heard::load_or_start_again(&dir);
        if let Some(why) = damaged {
            warn!("{why}; kept aside, every question counts as fresh");
        }
        f.heard = heard;
    }
}

impl GameForm for NewGameForm {
    type Start = StartGame;
    const PAGE: &'static str = "new-game";

    fn heading(&self) -> String {
        crate::i18n::tr!("wc-new-game-heading", game = WORD_COLONY.name)
    }

    fn body(&mut self, ui: &mut egui::Ui, safe: bool) {
        section(ui, &crate::i18n::tr!("wc-section-players"), |ui| {
            let alliances = &mut self.alliances;
            seats_editor(
                ui,
                &mut self.seats,
                &WORD_COLONY,
                (*alliances, safe, true),
                |ui| {
                    ui.checkbox(alliances, crate::i18n::tr!("wc-alliances"));
                },
            );
        });
        section(ui, &crate::i18n::tr!("wc-section-game"), |ui| {
            game_options(ui, self)
        });
        section(ui, &crate::i18n::tr!("wc-section-content"), |ui| {
            content_options(ui, self)
        });
    }

    /// The game the form describes.
    fn build(&self) -> Result<StartGame, String> {
        let seed = parse_seed(&self.seed)?;
        let players = self
            .seats
            .iter()
            .map(|s| Seat {
                name: s.player_name(),
                team: self.alliances.then_some(s.team),
                computer: LEVELS[s.level()],
                colour: Some(s.colour as u8),
            })
            .collect();
        let mut content = Content::standard();
        let (question_language, deck_file) = match (self.deck_choice(), &self.deck) {
            (DeckChoice::File, Some((deck, path))) => {
                content.deck = deck.clone();
                (Lang::En, Some(path.clone()))
            }
            // A file is chosen only once one is loaded: otherwise English.
            (DeckChoice::File, None) => (Lang::En, None),
            (DeckChoice::BuiltIn(lang), _) => (lang, None),
        };
        // A built-in deck deals the questions not heard yet, in the categories chosen.
        let questions = match self.deck_choice() {
            DeckChoice::BuiltIn(lang) => {
                let chosen = self.chosen_categories(lang);
                if chosen.is_empty() {
                    return Err(crate::i18n::tr!("wc-categories-none"));
                }
                let chosen = if chosen.len() == heard::categories(lang).len() {
                    vec![]
                } else {
                    chosen
                };
                let picked = heard::choose(
                    lang,
                    &chosen,
                    &self.heard,
                    heard::questions_per_game(),
                    seed,
                );
                content.deck = QuestionDeck::pick(lang, &picked)?;
                Some(picked)
            }
            DeckChoice::File => None,
        };
        let dictionary = self.dictionary_choice();
        let word_list = self.words.word_list();
        content.lexicon = Arc::new(
            crate::words::table_words::table_lexicon(dictionary, word_list.as_deref(), false)
                .map_err(|e| e.to_string())?,
        );
        let setup = Setup {
            seed,
            players,
            length: self.length,
            house: self.house,
            deck_file,
            question_language,
            questions,
            dictionary,
            word_list,
            family_filter: self.words.family_filter(),
            dictionary_vote: self.words.dictionary_vote(),
            buzzer_answers: self.answer_mode == AnswerMode::Buzzer,
            ..Default::default()
        };
        crate::games::word_colony::new_game(&setup, &content)?;
        Ok(StartGame {
            save: SaveFile {
                setup,
                actions: vec![],
            },
            content,
            answer_mode: self.answer_mode,
        })
    }

    fn seats(&self) -> &[SeatRow] {
        &self.seats
    }

    fn house(&mut self) -> Option<&mut HouseWords> {
        Some(&mut self.words)
    }
}

fn game_options(ui: &mut egui::Ui, f: &mut NewGameForm) {
    static LINES: std::sync::LazyLock<FinishLines> =
        std::sync::LazyLock::new(|| RulesData::default_rules().finish_lines);
    let lines = *LINES;
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::i18n::tr!("wc-length"));
        ui.radio_value(
            &mut f.length,
            GameLength::Quick,
            crate::i18n::tr!("wc-length-quick", points = lines.quick),
        );
        ui.radio_value(
            &mut f.length,
            GameLength::Master,
            crate::i18n::tr!("wc-length-master", points = lines.master),
        );
        ui.radio_value(
            &mut f.length,
            GameLength::Epic,
            crate::i18n::tr!("wc-length-epic", points = lines.epic),
        );
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::i18n::tr!("wc-answers"));
        ui.radio_value(
            &mut f.answer_mode,
            AnswerMode::PassAndPlay,
            crate::i18n::tr!("wc-answers-pass"),
        );
        ui.radio_value(
            &mut f.answer_mode,
            AnswerMode::Buzzer,
            crate::i18n::tr!("wc-answers-buzzer"),
        );
    });
    ui.checkbox(
        &mut f.house.strict_announce,
        crate::i18n::tr!("wc-house-strict"),
    );
    ui.checkbox(
        &mut f.house.reshuffle_discards,
        crate::i18n::tr!("wc-house-reshuffle"),
    );
    seed_field(ui, &mut f.seed);
}

fn content_options(ui: &mut egui::Ui, f: &mut NewGameForm) {
    // The built-in decks in each language, or a loaded file; the app's language until the
    // player chooses.
    let chosen = f.deck_choice();
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::i18n::tr!("wc-deck"));
        for lang in Lang::ALL {
            let label = match lang {
                Lang::En => crate::i18n::tr!("wc-deck-en"),
                Lang::Fr => crate::i18n::tr!("wc-deck-fr"),
                Lang::Ro => crate::i18n::tr!("wc-deck-ro"),
            };
            let choice = DeckChoice::BuiltIn(lang);
            if ui.radio(chosen == choice, label).clicked() {
                f.deck_choice = Some(choice);
            }
        }
        let file = ui.add_enabled(
            f.deck.is_some(),
            egui::RadioButton::new(chosen == DeckChoice::File, crate::i18n::tr!("wc-deck-file")),
        );
        if file.clicked() {
            f.deck_choice = Some(DeckChoice::File);
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut f.deck_path)
                .hint_text(crate::i18n::tr!("wc-deck-hint"))
                .desired_width(470.0_f32.min(ui.available_width() - 20.0)),
        );
        if ui.button(crate::i18n::tr!("wc-load")).clicked() {
            let path = PathBuf::from(f.deck_path.trim());
            match crate::games::word_colony::deck_files::load_deck(&path)
                .map_err(|e| vec![e])
                .and_then(|r| {
                    r.usable()
                        .map_err(|ps| ps.iter().take(3).map(|p| p.to_string()).collect())
                }) {
                Ok(deck) => {
                    f.deck = Some((deck, f.deck_path.trim().to_string()));
                    f.deck_choice = Some(DeckChoice::File);
                    f.deck_error = None;
                }
                Err(lines) => f.deck_error = Some(lines.join("\n")),
            }
        }
    });
    match (f.deck_choice(), &f.deck) {
        (DeckChoice::File, Some((deck, path))) => {
            let note = crate::i18n::tr!(
                "wc-deck-loaded",
                path = path.clone(),
                count = deck.questions.len()
            );
            status(ui, Some(&note), f.deck_error.as_deref());
        }
        (DeckChoice::BuiltIn(lang), _) => {
            if f.deck_error.is_some() {
                status(ui, None, f.deck_error.as_deref());
            }
            fresh_and_categories(ui, f, lang);
        }
        (DeckChoice::File, None) => status(ui, None, f.deck_error.as_deref()),
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::i18n::tr!("wc-dictionary"));
        let chosen = f.dictionary_choice();
        for language in Language::ALL {
            let label = match language {
                Language::English => crate::i18n::tr!("wc-dictionary-en"),
                Language::French => crate::i18n::tr!("wc-dictionary-fr"),
                Language::Romanian => crate::i18n::tr!("wc-dictionary-ro"),
            };
            if ui.radio(chosen == language, label).clicked() {
                f.dictionary = Some(language);
            }
        }
    });
}

/// One line for a built-in deck: how many of its questions (in the categories chosen) this
/// computer's tables have not heard yet, a button that puts every heard one back, and the
/// categories, ticked in a menu so the page keeps its height.
fn fresh_and_categories(ui: &mut egui::Ui, f: &mut NewGameForm, lang: Lang) {
    let all = heard::categories(lang);
    let chosen = f.chosen_categories(lang);
    let (fresh, count) = heard::fresh_count(lang, &chosen, &f.heard);
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(
            egui::Color32::from_rgb(150, 230, 160),
            crate::i18n::tr!("wc-deck-fresh", fresh = fresh, count = count),
        );
        let heard_any = !f.heard.of(lang).is_empty();
        if heard_any && ui.button(crate::i18n::tr!("wc-deck-reset")).clicked() {
            reset_heard(f, lang);
        }
        let shown = if chosen.len() == all.len() {
            crate::i18n::tr!("wc-categories-all")
        } else {
            format!("{}/{}", chosen.len(), all.len())
        };
        // The menu stays open while boxes are ticked: several categories are usually left
        // out at once.
        let stay_open = egui::containers::menu::MenuConfig::new()
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
        egui::containers::menu::MenuButton::new(format!(
            "{} {shown}",
            crate::i18n::tr!("wc-categories")
        ))
        .config(stay_open)
        .ui(ui, |ui| {
            let mut every = chosen.len() == all.len();
            if ui
                .checkbox(&mut every, crate::i18n::tr!("wc-categories-all"))
                .changed()
            {
                for c in &all {
                    if every {
                        f.left_out.remove(*c);
                    } else {
                        f.left_out.insert(c.to_string());
                    }
                }
            }
            ui.separator();
            for c in &all {
                let mut on = !f.left_out.contains(*c);
                if ui.checkbox(&mut on, *c).changed() {
                    if on {
                        f.left_out.remove(*c);
                    } else {
                        f.left_out.insert(c.to_string());
                    }
                }
            }
        });
    });
}

/// Puts every heard question of `lang` back: the file is read again first (another game or
/// another running copy may have written it), this language emptied, the others kept.
fn reset_heard(f: &mut NewGameForm, lang: Lang) {
    f.heard.reset(lang);
    if let Some(dir) = crate::storage::data_dir() {
        let (mut on_disk, _) = Heard::load_or_start_again(&dir);
        on_disk.reset(lang);
        if let Err(e) = on_disk.store(&dir) {
            warn!("could not write {}: {e}", Heard::path(&dir).display());
        }
        f.heard = on_disk;
    }
}

fn status(ui: &mut egui::Ui, ok: Option<&str>, error: Option<&str>) {
    if let Some(e) = error {
        ui.colored_label(
            egui::Color32::from_rgb(255, 140, 120),
            crate::i18n::tr!("wc-not-loaded", error = e),
        );
    } else if let Some(ok) = ok {
        ui.colored_label(egui::Color32::from_rgb(150, 230, 160), ok);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::fit::assert_fits_or_scrolls;

    #[test]
    fn the_new_game_form_fits_across_and_scrolls_to_start_with_six_seats_at_every_size() {
        let mut f = NewGameForm::default();
        for name in ["Cleo", "Dan", "Eve", "Finn"] {
            f.seats.push(SeatRow {
                name: name.into(),
                colour: f.seats.len(),
                kind: 2,
                team: 0,
            });
        }
        // Six seats are taller than the window: the form scrolls to Start.
        assert_fits_or_scrolls(false, |ui| {
            let heading = f.heading();
            crate::gui::new_game::page(
                ui,
                &heading,
                Some("the seed is a whole number"),
                Some("Ana, Ben"),
                &mut true,
                |ui| f.body(ui, false),
            );
        });
    }

    #[test]
    fn the_chosen_question_deck_is_dealt_and_saved() {
        let mut f = NewGameForm::default();
        // Until the player chooses, the deck follows the app's language.
        assert_eq!(
            f.deck_choice(),
            DeckChoice::BuiltIn(crate::i18n::language())
        );
        f.deck_choice = Some(DeckChoice::BuiltIn(Lang::Ro));
        let start = f.build().expect("a game");
        assert_eq!(start.save.setup.question_language, Lang::Ro);
        assert_eq!(start.save.setup.deck_file, None);
        // Fresh questions of the Romanian deck, one for each card that carries one.
        let picked = start.save.setup.questions.clone().expect("a question list");
        assert_eq!(picked.len(), heard::questions_per_game());
        assert_eq!(
            start.content.deck,
            QuestionDeck::pick(Lang::Ro, &picked).unwrap()
        );
        // Heard questions are left for last; categories narrow the deck; none is refused.
        f.heard.mark(Lang::Ro, picked.iter().copied());
        let again = f.build().expect("a game").save.setup.questions.unwrap();
        assert!(
            again.iter().all(|p| !picked.contains(p)),
            "nothing heard dealt again"
        );
        let cats = heard::categories(Lang::Ro);
        f.left_out = cats[1..].iter().map(|c| c.to_string()).collect();
        let one = f.build().expect("a game");
        assert!(
            one.content
                .deck
                .questions
                .iter()
                .all(|q| q.category == cats[0])
        );
        f.left_out.insert(cats[0].to_string());
        assert!(f.build().is_err());
        f.left_out.clear();
        // A file is only chosen once loaded.
        f.deck_choice = Some(DeckChoice::File);
        assert_eq!(
            f.deck_choice(),
            DeckChoice::BuiltIn(crate::i18n::language())
        );
    }

    #[test]
    fn the_dictionary_follows_the_language_until_chosen_and_checks_the_words() {
        let mut f = NewGameForm::default();
        let french = crate::i18n::with_language(Lang::Fr, || f.build().expect("a game"));
        assert_eq!(french.save.setup.dictionary, Language::French);
        assert!(french.content.lexicon.contains("maison"));
        assert!(!french.content.lexicon.contains("napkin"));
        f.dictionary = Some(Language::English);
        let english = crate::i18n::with_language(Lang::Fr, || f.build().expect("a game"));
        assert_eq!(english.save.setup.dictionary, Language::English);
        assert!(english.content.lexicon.contains("napkin"));
    }

    #[test]
    fn every_option_on_the_page_reaches_the_game_the_shared_form_starts() {
        let mut f = NewGameForm::default();
        f.seats.push(SeatRow {
            name: "  ".into(),
            colour: 4,
            kind: 3,
            team: 0,
        });
        f.seats[1].kind = 1;
        f.seats[1].team = 1;
        f.alliances = true;
        f.length = GameLength::Epic;
        f.answer_mode = AnswerMode::Buzzer;
        f.house = HouseRules {
            strict_announce: true,
            reshuffle_discards: true,
        };
        f.seed = " 77 ".into();
        // What the shared page's Start sends.
        let start = <NewGameForm as GameForm>::build(&f).expect("a game");
        let setup = &start.save.setup;
        assert!(start.save.actions.is_empty());
        assert_eq!(setup.seed, 77);
        assert_eq!(setup.length, GameLength::Epic);
        assert_eq!(setup.house, f.house);
        assert!(setup.buzzer_answers);
        assert_eq!(start.answer_mode, AnswerMode::Buzzer);
        let seats: Vec<_> = setup
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.team, p.computer, p.colour))
            .collect();
        assert_eq!(
            seats,
            [
                ("Ana", Some(0), None, Some(0)),
                ("Ben", Some(1), Some(Level::Easy), Some(1)),
                ("Player", Some(0), Some(Level::Hard), Some(4)),
            ]
        );
        // Without alliances nobody is on a team; a seed that is no number is refused.
        f.alliances = false;
        let start = <NewGameForm as GameForm>::build(&f).expect("a game");
        assert!(start.save.setup.players.iter().all(|p| p.team.is_none()));
        f.seed = "forty".into();
        assert!(<NewGameForm as GameForm>::build(&f).is_err());
        // Two seats of one name (blank names are both "Player") are refused at Start.
        f.seed.clear();
        f.seats[2].name = " ben ".into();
        let refused = crate::gui::new_game::start_checked(&f)
            .err()
            .expect("refused");
        assert!(refused.contains("“ben”"), "{refused}");
    }

    #[test]
    fn the_safe_palette_names_its_own_colours() {
        use crate::gui::palette;
        assert_eq!(palette::name(0, false), "Red");
        assert_ne!(palette::name(0, true), "Red");
        assert_ne!(palette::name(1, true), "Blue");
    }
}
