//! The new-game screen's shared part, for every game: the page (heading, the game's sections,
//! the warning before a new game replaces an unfinished one, Start and Back), the seats editor
//! (names, colours, a person or a computer level, teams, within the game's seat limits) and
//! the seed. A game's new-game panel puts its own options between them.

use bevy::prelude::*;
use bevy_egui::egui;

use super::theme::{GOLD, PANEL};
use super::{palette, spoken};
use crate::engine::catalog::GameInfo;

/// One seat as the form edits it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The player's name.
    pub name: String,
    /// Pawn colour (index into the palette).
    pub colour: usize,
    /// 0: a person at this screen; 1, 2, 3: a computer at the easy, normal or hard level;
    /// [`PHONE`]: a person on their own phone; [`EXPERT`]: a computer above hard, where the
    /// game has one (`seat_kinds`).
    pub kind: usize,
    /// The seat's team, when the game plays in teams.
    pub team: u8,
}

/// The seat kind of a person who plays from their own phone.
pub const PHONE: usize = 4;
/// The seat kind of a computer above hard, for the games that have one (it comes after the
/// phone, so the kinds every game shares keep their numbers).
pub const EXPERT: usize = 5;

/// Names offered to seats as they are added, in order.
const NEW_NAMES: [&str; 8] = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"];

impl SeatRow {
    /// The seat added after `seats`: the next free name and colour, a computer of `kind`.
    pub fn next(seats: &[SeatRow], kind: usize) -> SeatRow {
        let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
        let name = NEW_NAMES.iter().find(|n| !names.contains(n)).map_or_else(
            || crate::i18n::tr!("new-game-player-numbered", number = seats.len() + 1),
            |n| n.to_string(),
        );
        let used: Vec<usize> = seats.iter().map(|s| s.colour).collect();
        let colour = (0..palette::COUNT).find(|c| !used.contains(c)).unwrap_or(0);
        SeatRow {
            name,
            colour,
            kind,
            team: (seats.len() % 2) as u8,
        }
    }

    /// The computer level's index (0 for a person, at this screen or on a phone).
    pub fn level(&self) -> usize {
        if self.kind == PHONE { 0 } else { self.kind }
    }

    /// Whether the seat's person plays from their own phone.
    pub fn on_phone(&self) -> bool {
        self.kind == PHONE
    }

    /// The name to play under: trimmed, or "Player" when left empty.
    pub fn player_name(&self) -> String {
        match self.name.trim() {
            "" => crate::i18n::tr!("new-game-player"),
            name => name.into(),
        }
    }
}

/// What the player chose on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormChoice {
    /// Start the game (after confirming, if it replaces a saved one).
    Start,
    /// Back to the title.
    Back,
}

/// The seed a form's field asks for: a whole number, or a fresh one when left empty.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    if text.trim().is_empty() {
        return Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1));
    }
    text.trim()
        .parse()
        .map_err(|_| crate::i18n::tr!("new-game-seed-invalid"))
}

/// A titled panel of the form.
pub fn section(ui: &mut egui::Ui, title: &str, body: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(PANEL)
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::same(16))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(title).size(22.0).color(GOLD));
            ui.add_space(4.0);
            body(ui);
        });
    ui.add_space(8.0);
}

/// The house rules on words that every game checking words offers, drawn by the shared page
/// below the game's own sections: the family filter, which follows streamer mode until the
/// player ticks or clears it, and the table's own word list, added to the dictionary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HouseWords {
    family: bool,
    chosen: bool,
    /// What the word-list field holds.
    list_path: String,
    /// The list loaded: its path as the setup names it, and how many words it holds.
    list: Option<(String, usize)>,
    /// Why the list last asked for did not load.
    list_error: Option<String>,
    /// The players' vote may overrule the dictionary.
    vote: bool,
    /// The game has its own votes on words and offers no dictionary vote (Colonization Mode).
    votes_already: bool,
}

impl HouseWords {
    /// Whether the game starts with the family filter on.
    pub fn family_filter(&self) -> bool {
        self.family
    }

    /// The section for a game whose rules already put every word to a vote: no dictionary
    /// vote is offered.
    pub fn votes_already() -> HouseWords {
        HouseWords {
            votes_already: true,
            ..HouseWords::default()
        }
    }

    /// Whether the players' vote may overrule the dictionary (off unless ticked).
    pub fn dictionary_vote(&self) -> bool {
        self.vote
    }

    /// The table's word list the game is set up with (its path), once one has loaded.
    pub fn word_list(&self) -> Option<String> {
        self.list.as_ref().map(|(path, _)| path.clone())
    }

    /// Follows streamer mode (on while it is on) until the player chooses.
    pub fn follow(&mut self, streamer: bool) {
        if !self.chosen {
            self.family = streamer;
        }
    }

    /// Reads the list the field names: kept with its word count, or the reason (naming the
    /// file and line) kept to show, the previous list dropped.
    pub fn load(&mut self) {
        let path = self.list_path.trim().to_string();
        match crate::words::load_word_list(std::path::Path::new(&path)) {
            Ok(words) => {
                self.list = Some((path, words.len()));
                self.list_error = None;
            }
            Err(e) => {
                self.list = None;
                self.list_error = Some(e.to_string());
            }
        }
    }

    /// The section's controls.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let mut on = self.family;
        if ui
            .checkbox(&mut on, crate::i18n::tr!("house-family-filter"))
            .changed()
        {
            self.family = on;
            self.chosen = true;
        }
        ui.label(egui::RichText::new(crate::i18n::tr!("house-family-filter-hint")).size(15.0));
        ui.add_space(6.0);
        if !self.votes_already {
            ui.checkbox(&mut self.vote, crate::i18n::tr!("house-vote"));
            ui.label(egui::RichText::new(crate::i18n::tr!("house-vote-hint")).size(15.0));
            ui.add_space(6.0);
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::i18n::tr!("house-words"));
            ui.add(
                egui::TextEdit::singleline(&mut self.list_path)
                    .hint_text(crate::i18n::tr!("house-words-hint"))
                    .desired_width(480.0_f32.min(ui.available_width() - 20.0)),
            );
            if ui.button(crate::i18n::tr!("house-load")).clicked() {
                self.load();
            }
            if self.list.is_some()
                && ui
                    .button(crate::i18n::tr!("house-dictionary-only"))
                    .clicked()
            {
                self.list = None;
            }
        });
        if let Some(e) = &self.list_error {
            ui.colored_label(
                egui::Color32::from_rgb(255, 140, 120),
                crate::i18n::tr!("house-not-loaded", error = e.clone()),
            );
        } else if let Some((path, count)) = &self.list {
            ui.colored_label(
                egui::Color32::from_rgb(150, 230, 160),
                crate::i18n::tr!("house-words-loaded", count = *count, path = path.clone()),
            );
        }
    }
}

/// The seed field ("random" when empty).
pub fn seed_field(ui: &mut egui::Ui, seed: &mut String) {
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::i18n::tr!("new-game-seed"));
        ui.add(
            egui::TextEdit::singleline(seed)
                .hint_text(crate::i18n::tr!("new-game-seed-random"))
                .desired_width(180.0),
        );
    });
}

/// A seat's kinds as every new-game page lists them, in the same words for every game: a
/// person at this screen, a computer at each level, weakest first, then a person on their
/// own phone ([`PHONE`]), and the level above hard ([`EXPERT`]) that some games have.
pub fn seat_kinds() -> [String; 6] {
    [
        crate::i18n::tr!("seat-kind-person"),
        crate::i18n::tr!("seat-kind-easy"),
        crate::i18n::tr!("seat-kind-normal"),
        crate::i18n::tr!("seat-kind-hard"),
        crate::i18n::tr!("seat-kind-phone"),
        crate::i18n::tr!("seat-kind-expert"),
    ]
}

/// The kinds a game's seats may take, in the order its list shows them: the computers from
/// weakest to strongest (Expert where `expert`), then the phone.
fn offered_kinds(expert: bool) -> Vec<usize> {
    let mut kinds = vec![0, 1, 2, 3];
    if expert {
        kinds.push(EXPERT);
    }
    kinds.push(PHONE);
    kinds
}

/// The seats editor: a row a seat, Remove while more than the game's fewest seats, Add a
/// player up to its most. Each seat is a person or a computer level (`seat_kinds`); `teams`
/// shows each seat's team; `safe` uses the colour-blind palette's names; `colours` offers each
/// seat's colour (a game whose table shows none leaves it out); `beside_add` draws
/// the game's own seat options on the Add line (so the form stays short).
pub fn seats_editor(
    ui: &mut egui::Ui,
    seats: &mut Vec<SeatRow>,
    game: &GameInfo,
    flags: (bool, bool, bool),
    beside_add: impl FnOnce(&mut egui::Ui),
) {
    seats_editor_levels(ui, seats, game, flags, false, beside_add);
}

/// [`seats_editor`] for a game that also offers the Expert computer ([`EXPERT`]) when
/// `expert`.
pub fn seats_editor_levels(
    ui: &mut egui::Ui,
    seats: &mut Vec<SeatRow>,
    game: &GameInfo,
    (teams, safe, colours): (bool, bool, bool),
    expert: bool,
    beside_add: impl FnOnce(&mut egui::Ui),
) {
    let kinds = seat_kinds();
    let offered = offered_kinds(expert);
    // Every seat's kind box as wide as its longest choice, so the Remove buttons line up in
    // every language ("Ordinateur : difficile" is twice "Person").
    let font = egui::TextStyle::Button.resolve(ui.style());
    let longest = offered
        .iter()
        .map(|&k| &kinds[k])
        .map(|k| {
            ui.painter()
                .layout_no_wrap(k.clone(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let kind_width =
        (longest + ui.spacing().icon_width + 3.0 * ui.spacing().button_padding.x).max(170.0);
    let mut remove = None;
    let n = seats.len();
    // A seat a row; in a narrow window (large type) a seat takes two rows instead of running off
    // the side.
    let narrow = ui.available_width() < 640.0;
    let seat_layout = if narrow {
        egui::Layout::top_down(egui::Align::Min)
    } else {
        // Top-aligned: both halves of a seat's row are as tall as their combo boxes.
        egui::Layout::left_to_right(egui::Align::Min)
    };
    ui.vertical(|ui| {
        for (i, s) in seats.iter_mut().enumerate() {
            ui.with_layout(seat_layout, |ui| {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 12.0;
                    // One height for both halves, so their widgets centre on one line.
                    ui.set_min_height(48.0);
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
                    if colours {
                        ui.painter().circle_filled(
                            rect.center(),
                            10.0,
                            palette::colour(s.colour, safe),
                        );
                    }
                    // Wide enough for a 16-letter name: a narrower box clipped the last letter.
                    let seat = i + 1;
                    let name = ui.add(
                        egui::TextEdit::singleline(&mut s.name)
                            .desired_width(190.0)
                            .min_size(egui::vec2(190.0, 30.0))
                            .char_limit(16),
                    );
                    spoken::named(name, crate::i18n::tr!("a11y-seat-name", seat = seat));
                    if colours {
                        let colour = egui::ComboBox::from_id_salt(("colour", i))
                            .width(130.0)
                            .selected_text(palette::name(s.colour, safe))
                            .show_ui(ui, |ui| {
                                for c in 0..palette::COUNT {
                                    ui.selectable_value(&mut s.colour, c, palette::name(c, safe));
                                }
                            });
                        let said = crate::i18n::tr!("a11y-seat-colour", seat = seat);
                        spoken::named(colour.response, said);
                    }
                });
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 12.0;
                    ui.set_min_height(48.0);
                    if narrow {
                        ui.add_space(34.0);
                    }
                    // Tall enough for every kind: a list that scrolls hides the strongest.
                    let kind = egui::ComboBox::from_id_salt(("kind", i))
                        .width(kind_width)
                        .height(64.0 * offered.len() as f32)
                        .selected_text(kinds.get(s.kind).map_or("?", String::as_str))
                        .show_ui(ui, |ui| {
                            for &k in &offered {
                                ui.selectable_value(&mut s.kind, k, kinds[k].as_str());
                            }
                        });
                    let said = crate::i18n::tr!("a11y-seat-kind", seat = i + 1);
                    spoken::named(kind.response, said);
                    if teams {
                        let team = egui::ComboBox::from_id_salt(("team", i))
                            .selected_text(crate::i18n::tr!(
                                "new-game-alliance",
                                number = s.team + 1
                            ))
                            .show_ui(ui, |ui| {
                                for t in 0..3u8 {
                                    ui.selectable_value(
                                        &mut s.team,
                                        t,
                                        crate::i18n::tr!("new-game-alliance", number = t + 1),
                                    );
                                }
                            });
                        let said = crate::i18n::tr!("a11y-seat-team", seat = i + 1);
                        spoken::named(team.response, said);
                    }
                    if n > game.min_seats
                        && ui.button(crate::i18n::tr!("new-game-remove")).clicked()
                    {
                        remove = Some(i);
                    }
                });
            });
        }
    });
    if let Some(i) = remove {
        seats.remove(i);
    }
    ui.horizontal_wrapped(|ui| {
        if seats.len() < game.max_seats
            && ui.button(crate::i18n::tr!("new-game-add-player")).clicked()
        {
            // A new seat is a computer at the middle level, so a table fills up quickly.
            let kind = 2;
            let row = SeatRow::next(seats, kind);
            seats.push(row);
        }
        beside_add(ui);
    });
}

/// A click on Start: the game starts, unless it would replace the unfinished saved game
/// `replaces`; then the page asks first (`asked`) and starts only on "Start anyway".
pub fn start_clicked(replaces: Option<&str>, asked: &mut bool) -> Option<FormChoice> {
    if replaces.is_some() {
        *asked = true;
        None
    } else {
        Some(FormChoice::Start)
    }
}

/// The whole page: the heading, the game's sections (`body`), an error, the warning before a
/// new game replaces the unfinished `replaces` (`asked` keeps the question open), Start and
/// Back. What was clicked, if anything.
pub fn page(
    ui: &mut egui::Ui,
    heading: &str,
    error: Option<&str>,
    replaces: Option<&str>,
    asked: &mut bool,
    body: impl FnOnce(&mut egui::Ui),
) -> Option<FormChoice> {
    let mut choice = None;
    ui.vertical_centered(|ui| {
        ui.heading(egui::RichText::new(heading).size(34.0).color(GOLD));
    });
    ui.add_space(8.0);
    // Room is left for the scroll bar that large type brings.
    let width = 900.0_f32.min(ui.available_width() - 40.0);
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - width).max(0.0) / 2.0);
        ui.vertical(|ui| {
            ui.set_width(width);
            body(ui);
            if let Some(e) = error {
                ui.colored_label(egui::Color32::from_rgb(255, 140, 120), e);
            }
            ui.add_space(10.0);
            if let (true, Some(saved)) = (*asked, replaces) {
                ui.colored_label(
                    egui::Color32::from_rgb(255, 200, 120),
                    egui::RichText::new(crate::i18n::tr!(
                        "new-game-replace-question",
                        saved = saved
                    ))
                    .size(19.0),
                );
                // The question and its answers are brought into view: on a long page they
                // opened below the fold, where nobody saw why Start did nothing.
                let answers = ui.horizontal_wrapped(|ui| {
                    if ui
                        .button(crate::i18n::tr!("new-game-start-anyway"))
                        .clicked()
                    {
                        *asked = false;
                        choice = Some(FormChoice::Start);
                    }
                    if ui.button(crate::i18n::tr!("new-game-keep-saved")).clicked() {
                        *asked = false;
                    }
                });
                answers.response.scroll_to_me(None);
            }
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_sized(
                        [200.0, 48.0],
                        egui::Button::new(
                            egui::RichText::new(crate::i18n::tr!("new-game-start")).size(22.0),
                        ),
                    )
                    .clicked()
                {
                    choice = start_clicked(replaces, asked);
                }
                if ui
                    .add_sized(
                        [140.0, 48.0],
                        egui::Button::new(crate::i18n::tr!("new-game-back")),
                    )
                    .clicked()
                    || super::theme::back_key(ui)
                {
                    choice = Some(FormChoice::Back);
                }
            });
        });
    });
    choice
}

/// A game's new-game panel on the shared page: its options as a resource, its sections, and
/// the game they start. [`form`] is the one system every such panel runs.
pub trait GameForm: Resource<Mutability = bevy::ecs::component::Mutable> {
    /// The message that starts the game the form describes.
    type Start: Message;
    /// The egui id of the page.
    const PAGE: &'static str;
    /// The page's heading, in the player's language.
    fn heading(&self) -> String;
    /// The game's sections (`safe`: the colour-blind palette is on).
    fn body(&mut self, ui: &mut egui::Ui, safe: bool);
    /// The game the form describes, or why it cannot start.
    fn build(&self) -> Result<Self::Start, String>;
    /// The seats as the page lists them: Start refuses two seats of one name.
    fn seats(&self) -> &[SeatRow];
    /// The house rules on words the game offers (none for a game that checks no words).
    fn house(&mut self) -> Option<&mut HouseWords> {
        None
    }
}

/// What Start begins: the game the form builds, unless two seats share a name (the table calls
/// each by name) or the form itself refuses.
pub fn start_checked<F: GameForm>(f: &F) -> Result<F::Start, String> {
    let names: Vec<String> = f.seats().iter().map(SeatRow::player_name).collect();
    crate::engine::check_distinct_names(names.iter().map(String::as_str))?;
    f.build()
}

/// Adds a game's new-game panel `F` to the app: its options as a resource and [`form`] run on
/// the new-game screen while the game chosen is `game` (its registry id).
pub fn add_form<F: GameForm + Default>(app: &mut App, game: &'static str) {
    app.init_resource::<F>().add_systems(
        bevy_egui::EguiPrimaryContextPass,
        form::<F>.run_if(in_state(super::Screen::NewGame).and_then(super::game_is(game))),
    );
}

/// The new-game page of the game whose form is `F`: Start sends the game the form builds (or
/// shows why it cannot), Back returns to the title.
#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per thing it reads
pub fn form<F: GameForm>(
    mut contexts: bevy_egui::EguiContexts,
    mut f: ResMut<F>,
    settings: Res<crate::gui::SettingsStore>,
    mut next: ResMut<NextState<crate::gui::Screen>>,
    mut start: MessageWriter<F::Start>,
    mut error: Local<Option<String>>,
    mut asked: Local<bool>,
    offer: Res<crate::gui::title::ContinueOffer>,
    (active, mut commands): (Res<crate::gui::ActiveGame>, Commands),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let safe = settings.settings.colour_blind_palette;
    if let Some(house) = f.house() {
        house.follow(settings.settings.streamer_mode);
    }
    let mut root = crate::gui::theme::screen_ui(ctx, F::PAGE);
    let replaces = offer.summary.clone();
    let heading = f.heading();
    let choice = crate::gui::theme::page(&mut root, |ui| {
        page(
            ui,
            &heading,
            error.as_deref(),
            replaces.as_deref(),
            &mut asked,
            |ui| {
                f.body(ui, safe);
                if let Some(house) = f.house() {
                    section(ui, &crate::i18n::tr!("house-section"), |ui| house.ui(ui));
                }
            },
        )
    })
    .inner;
    match choice {
        Some(FormChoice::Start) => match start_checked(&*f) {
            Ok(s) => {
                *error = None;
                start.write(s);
                phone_room(&*f, active.0, &mut commands);
            }
            Err(e) => *error = Some(e),
        },
        Some(FormChoice::Back) => next.set(crate::gui::Screen::Title),
        None => {}
    }
    Ok(())
}

/// Asks for a room for the phones when a seat is played from one (it opens when the game
/// starts); a game without phone seats asks for none.
fn phone_room<F: GameForm>(f: &F, game: Option<&'static str>, commands: &mut Commands) {
    use crate::seat_server::table::PhoneRoomRequest;
    let seats = f.seats();
    match game {
        Some(game) if seats.iter().any(SeatRow::on_phone) => {
            commands.insert_resource(PhoneRoomRequest {
                game,
                names: seats.iter().map(SeatRow::player_name).collect(),
                phones: seats.iter().map(SeatRow::on_phone).collect(),
                computers: seats.iter().map(|s| s.level() > 0).collect(),
                loopback: false,
            });
        }
        _ => commands.remove_resource::<PhoneRoomRequest>(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// A game of two to six seats, as the seats editor sees one.
    const SIX_SEATS: GameInfo = GameInfo {
        id: "test",
        name: "Test",
        name_key: "test",
        tagline_key: "test",
        min_seats: 2,
        max_seats: 6,
        playable: true,
        how_to_play: &[],
    };

    /// The left edge of every text shape reading `wanted`, top to bottom.
    fn lefts_of(shapes: &[egui::epaint::ClippedShape], wanted: &str) -> Vec<f32> {
        shapes
            .iter()
            .filter_map(|s| match &s.shape {
                egui::Shape::Text(t) if t.galley.text() == wanted => Some(t.pos.x),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_word_list_loads_with_its_count_and_a_bad_one_says_which_line() {
        let dir = std::env::temp_dir().join(format!("house-words-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("ours.txt");
        std::fs::write(&path, "glorp\nzindle\nfrabjous\n").unwrap();
        let mut house = HouseWords {
            list_path: format!(" {} ", path.display()),
            ..HouseWords::default()
        };
        assert_eq!(house.word_list(), None, "nothing until it loads");
        house.load();
        assert_eq!(house.word_list(), Some(path.display().to_string()));
        assert_eq!(house.list.as_ref().unwrap().1, 3);
        std::fs::write(&path, "glorp\ntwo words\n").unwrap();
        house.load();
        assert_eq!(house.word_list(), None, "a bad list is not played");
        let why = house.list_error.clone().unwrap();
        assert!(why.contains("ours.txt") && why.contains('2'), "{why}");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn the_family_filter_follows_streamer_mode_until_the_player_chooses() {
        let mut house = HouseWords::default();
        assert!(
            !house.family_filter(),
            "off at a table that is not streamed"
        );
        house.follow(true);
        assert!(house.family_filter(), "on by default in streamer mode");
        house.follow(false);
        assert!(!house.family_filter());
        // The player ticks it: streamer mode no longer decides.
        house.family = true;
        house.chosen = true;
        house.follow(false);
        assert!(house.family_filter());
    }

    #[test]
    fn every_seat_row_lines_up_whatever_its_kind_in_every_language() {
        for lang in [Lang::En, Lang::Fr, Lang::Ro] {
            crate::i18n::with_language(lang, || {
                // A person, a Normal and a Hard computer: the kinds' names differ in length.
                let mut seats: Vec<SeatRow> =
                    [0, 2, 3].into_iter().fold(Vec::new(), |mut v, kind| {
                        v.push(SeatRow::next(&v, kind));
                        v
                    });
                let ctx = egui::Context::default();
                super::super::theme::style(&ctx);
                let mut shapes = Vec::new();
                // A combo box sizes itself over a pass or two.
                for _ in 0..3 {
                    ctx.begin_pass(egui::RawInput {
                        screen_rect: Some(egui::Rect::from_min_size(
                            egui::Pos2::ZERO,
                            egui::vec2(1280.0, 800.0),
                        )),
                        ..Default::default()
                    });
                    let mut root = super::super::theme::screen_ui(&ctx, "seats");
                    seats_editor(
                        &mut root,
                        &mut seats,
                        &SIX_SEATS,
                        (false, false, true),
                        |_| {},
                    );
                    drop(root);
                    let mut out = ctx.end_pass();
                    out.textures_delta.clear();
                    shapes = out.shapes;
                }
                let removes = lefts_of(&shapes, &crate::i18n::tr!("new-game-remove"));
                assert_eq!(removes.len(), 3, "{lang:?}: a Remove button a seat");
                assert!(
                    removes.iter().all(|x| (x - removes[0]).abs() < 0.5),
                    "{lang:?}: the Remove buttons line up: {removes:?}"
                );
            });
        }
    }

    #[test]
    fn an_added_seat_takes_a_free_name_and_colour() {
        let seats = vec![SeatRow::next(&[], 0)];
        assert_eq!((seats[0].name.as_str(), seats[0].colour), ("Ana", 0));
        let mut seats = seats;
        seats[0].colour = 1;
        let b = SeatRow::next(&seats, 2);
        assert_eq!((b.name.as_str(), b.colour, b.kind), ("Ben", 0, 2));
    }

    #[test]
    fn start_asks_before_replacing_a_saved_game_and_not_otherwise() {
        let mut asked = false;
        assert_eq!(start_clicked(None, &mut asked), Some(FormChoice::Start));
        assert!(!asked);
        assert_eq!(
            start_clicked(Some("Sample Game, Ana, Ben"), &mut asked),
            None
        );
        assert!(asked, "the question is shown");
    }

    /// The page with the question open shows both answers, and Start anyway starts.
    #[test]
    fn the_replace_question_offers_start_anyway_and_keep() {
        let ctx = egui::Context::default();
        let mut asked = true;
        ctx.begin_pass(egui::RawInput::default());
        let mut root = super::super::theme::screen_ui(&ctx, "replace");
        page(
            &mut root,
            "New game",
            None,
            Some("Ana, Ben"),
            &mut asked,
            |_| {},
        );
        drop(root);
        // What the page laid out, read back from egui's shapes.
        let mut out = ctx.end_pass();
        out.textures_delta.clear();
        let all = format!("{:?}", out.shapes);
        for text in [
            "replaces the unfinished game of Ana, Ben",
            "Start anyway",
            "Keep the saved game",
        ] {
            assert!(all.contains(text), "{text} is shown");
        }
    }

    #[test]
    fn an_empty_name_plays_as_player_and_a_seed_must_be_a_number() {
        let mut s = SeatRow::next(&[], 0);
        s.name = "  ".into();
        assert_eq!(s.player_name(), "Player");
        assert_eq!(parse_seed(" 42 "), Ok(42));
        assert!(parse_seed("forty").is_err());
        assert!(parse_seed("").is_ok());
    }
}
