//! The panels around the table: the score track on top, the turn panel on the right (what to
//! do now, the word being placed and its score, actions, the log), and over the table the
//! question reader, the privacy screen and the end of the game.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::overlays;
use super::score_track::{self, PawnPositions};
use super::{
    AnswerMode, BUZZER_KEYS, Hover, Pending, PendingTarget, TableState, needed_viewer, send,
    special_help, undo,
};
use crate::engine::{Intent, Viewer};
use crate::games::word_colony::cards::{Face, Special};
use crate::games::word_colony::groups::{Group, Protection};
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::{Action, Phase, Target};
use crate::gui::Screen;
use crate::gui::SettingsStore;
use crate::gui::theme::{GOLD, screen_ui};
use crate::i18n::Lang;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PawnPositions>()
        .add_systems(
            EguiPrimaryContextPass,
            table_panels.run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
        )
        .add_systems(
            Update,
            shortcuts
                .in_set(crate::gui::AppSystems::Input)
                .run_if(in_state(Screen::Table).and_then(resource_exists::<WordColony>)),
        );
}

#[allow(clippy::too_many_arguments)]
fn table_panels(
    mut contexts: EguiContexts,
    mut wc: ResMut<WordColony>,
    mut state: ResMut<TableState>,
    mut pawns: ResMut<PawnPositions>,
    settings: Res<SettingsStore>,
    mut intents: MessageWriter<Intent<WordColony>>,
    mut next: ResMut<NextState<Screen>>,
    mut start: MessageWriter<super::StartGame>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let safe = settings.settings.colour_blind_palette;
    let streamer = settings.settings.streamer_mode;
    let mut root = screen_ui(ctx, "table");
    score_track::show(&mut root, &wc, &state, &mut pawns, safe, time.delta_secs());
    egui::Panel::right("turn")
        .exact_size(crate::gui::theme::RIGHT_PANEL)
        .frame(
            // No fill: the table draws the panel's backing (see `table::felt`).
            egui::Frame::new().inner_margin(egui::Margin::same(14)),
        )
        .show(&mut root, |ui| {
            turn_panel(ui, &mut wc, &mut state, &mut intents, &mut next, streamer)
        });
    let covered = overlays::show(
        ctx,
        &wc,
        &mut state,
        &mut intents,
        &mut next,
        &mut start,
        overlays::Options {
            safe,
            streamer,
            timer: settings.settings.question_timer_secs,
            now: time.elapsed_secs_f64(),
        },
    );
    // Nothing of the table shows through the "Pass to" cover, a word's tip included.
    if !covered {
        hover_tooltip(ctx, &wc, &state, streamer);
    }
    ctx.request_repaint();
    Ok(())
}

/// The turn panel's heading in `lang`: whose turn, or that the game is over.
fn turn_heading(lang: Lang, game: &crate::games::word_colony::Game) -> String {
    if game.result.is_some() {
        crate::i18n::tr_in!(lang, "wc-game-over")
    } else {
        let name = game.players[game.current].name.clone();
        crate::i18n::tr_in!(lang, "wc-turn-of", name = name)
    }
}

/// A word's standing with the table's words, in a line.
fn standing_line(game: &crate::games::word_colony::Game, word: &str) -> String {
    use crate::games::word_colony::state::Standing;
    let language = match game.dictionary {
        crate::words::Language::English => crate::i18n::tr!("wc-dictionary-en"),
        crate::words::Language::French => crate::i18n::tr!("wc-dictionary-fr"),
        crate::words::Language::Romanian => crate::i18n::tr!("wc-dictionary-ro"),
    };
    match game.word_standing(word) {
        Standing::InDictionary => {
            crate::i18n::tr!(
                "wc-lookup-in",
                word = word.to_uppercase(),
                language = language
            )
        }
        Standing::VotedIn => crate::i18n::tr!("wc-lookup-voted", word = word.to_uppercase()),
        Standing::KeptOff => crate::i18n::tr!("wc-lookup-kept-off", word = word.to_uppercase()),
        Standing::Unknown => {
            crate::i18n::tr!(
                "wc-lookup-not-in",
                word = word.to_uppercase(),
                language = language
            )
        }
    }
}

/// The look-up: a word typed tells whether this table plays it (WordTable ships no
/// definitions: it works offline, and the free dictionaries' definitions are not bundled).
fn look_up(ui: &mut egui::Ui, game: &crate::games::word_colony::Game, text: &mut String) {
    ui.horizontal_wrapped(|ui| {
        ui.add(
            egui::TextEdit::singleline(text)
                .hint_text(crate::i18n::tr!("wc-lookup-hint"))
                .desired_width(200.0)
                .char_limit(crate::words::MAX_WORD_LEN),
        );
        if !text.trim().is_empty() {
            ui.label(egui::RichText::new(standing_line(game, text)).size(15.0));
        }
    });
}

/// What the tooltip of a word group on the table says: the word, whose it is and its value,
/// then whether the current player could conquer it.
fn group_tip(game: &crate::games::word_colony::Game, g: &Group) -> String {
    let owner = game.players[g.owner].name.clone();
    let word = g.last().text();
    let standing = standing_line(game, &word);
    let value = g.last().value();
    let what = if g.is_colony() {
        crate::i18n::tr!(
            "wc-hover-colony",
            word = word,
            owner = owner,
            count = g.words.len(),
            value = value
        )
    } else {
        crate::i18n::tr!("wc-hover-word", word = word, owner = owner, value = value)
    };
    let conquest = if g.owner == game.current {
        crate::i18n::tr!("wc-hover-yours")
    } else {
        match g.conquerable() {
            Ok(()) => crate::i18n::tr!("wc-hover-conquerable"),
            Err(Protection::Colony) => crate::i18n::tr!("wc-hover-protected-colony"),
            Err(Protection::Decolonized) => crate::i18n::tr!("wc-hover-protected-decolonized"),
            Err(Protection::Immunity) => crate::i18n::tr!("wc-hover-protected-immunity"),
        }
    };
    // Whether the word plays here: a word the table voted in says so.
    format!("{what}\n{conquest}\n{standing}")
}

/// What a hovered word or special card is, beside the pointer: a word's owner, value and
/// whether it can be conquered now; a special card's use.
fn hover_tooltip(ctx: &egui::Context, wc: &WordColony, state: &TableState, streamer: bool) {
    let (Some(text), Some(pointer)) = (
        hover_text(&wc.game, state, streamer),
        ctx.pointer_latest_pos(),
    ) else {
        return;
    };
    egui::Area::new(egui::Id::new("hover-tip"))
        .order(egui::Order::Tooltip)
        .fixed_pos(pointer + egui::vec2(18.0, 18.0))
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(crate::gui::theme::PANEL.to_opaque())
                .stroke(egui::Stroke::new(1.0, GOLD))
                .corner_radius(egui::CornerRadius::same(8))
                .inner_margin(egui::Margin::same(10))
                .show(ui, |ui| {
                    ui.set_max_width(320.0);
                    ui.label(egui::RichText::new(text).size(16.0));
                });
        });
}

/// The hover tooltip's text, if it has one now. A hand card's tip shows only while the hand
/// itself shows: the pointer may still rest where a card was when the hand was hidden (a
/// question read, the laptop passed, Space let go in streamer mode), and the tip must not tell
/// what the hidden hand holds.
fn hover_text(
    game: &crate::games::word_colony::Game,
    state: &TableState,
    streamer: bool,
) -> Option<String> {
    match state.hover? {
        Hover::Group(g) => game.table.get(g).map(|g| group_tip(game, g)),
        Hover::Card(card) if !super::hand::visible_cards(game, state, streamer).contains(&card) => {
            None
        }
        Hover::Card(card) => match game.face(card) {
            Face::Special(kind) => Some(special_help(kind)),
            Face::Black { letter, value } => Some(crate::i18n::tr!(
                "wc-hover-black",
                letter = letter.to_string(),
                value = value
            )),
            Face::Letter { .. } => None,
        },
    }
}

/// Takes the game as `ResMut` and writes through it only to undo: a game written every frame
/// would have the table's pieces made again every frame.
fn turn_panel(
    ui: &mut egui::Ui,
    wc: &mut ResMut<WordColony>,
    state: &mut TableState,
    intents: &mut MessageWriter<Intent<WordColony>>,
    next: &mut NextState<Screen>,
    streamer: bool,
) {
    let game = &wc.game;
    let me = game.current;
    let name = game.players[me].name.clone();
    let human = state.is_human(me);
    let unlocked = needed_viewer(game, state) == Some(me) && state.viewer == Some(me);
    // In streamer mode what the hand holds shows only while its player holds Space.
    let hand_shown = !streamer || state.hand_key_held;
    // The card picked in the hand, while it can still be read.
    let picked = state
        .picked
        .filter(|c| game.phase == Phase::Question && game.unread_questions(me).contains(c));
    let heading = turn_heading(crate::i18n::language(), game);
    ui.label(egui::RichText::new(heading).size(26.0).color(GOLD).strong());
    if game.result.is_none() {
        ui.label(
            egui::RichText::new(crate::i18n::tr!("wc-turn-number", turn = game.turn)).size(14.0),
        );
    }
    ui.separator();
    // What the turn asks for scrolls when it is taller than the panel (large type in
    // streamer mode, a busy build step), so the Menu button below never slides off the window.
    let room = (ui.available_height() - 70.0).max(80.0);
    // A solid bar, shown whenever the controls overflow: egui's floating one shows only under
    // the pointer, and a player could not tell that Pass lies below the fold.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .id_salt("turn-controls")
        .max_height(room)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let game = &wc.game;
            if let Some(n) = &state.notice {
                ui.colored_label(egui::Color32::from_rgb(255, 200, 120), n.text());
            }
            if let Some(vote) = game
                .house_vote
                .open
                .as_ref()
                .filter(|_| game.result.is_none())
            {
                // Words go to the table's vote: the voters at this screen vote here.
                let names = |s: usize| game.players[s].name.clone();
                let waiting: Vec<(usize, String)> =
                    vote.waiting().into_iter().map(|s| (s, names(s))).collect();
                let here = |s: usize| state.is_human(s) && !crate::seat_server::table::on_phone(s);
                if let Some((voter, yes)) =
                    crate::gui::word_vote::ballots(ui, &names(vote.by), &vote.words, &waiting, here)
                {
                    send(intents, voter, Action::Vote { yes });
                }
            } else if game.result.is_some() {
                ui.label(crate::i18n::tr!("wc-over-text"));
            } else if !human {
                let text = match crate::seat_server::table::on_phone(me) {
                    true => crate::i18n::tr!("wc-phone-playing", name = name),
                    false => crate::i18n::tr!("wc-computer-playing", name = name),
                };
                ui.label(egui::RichText::new(text).size(18.0));
            } else if state.reveal.is_some() {
                ui.label(egui::RichText::new(crate::i18n::tr!("wc-reveal-wait")).size(18.0));
            } else if !unlocked && game.phase != Phase::Answer {
                ui.label(
                    egui::RichText::new(crate::i18n::tr!("wc-pass-laptop", name = name)).size(18.0),
                );
            } else {
                match game.phase {
                    Phase::Draw => {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("wc-draw-prompt")).size(18.0),
                        );
                        // Sized to its text at least: a longer translation never clips.
                        let draw = egui::Button::new(
                            egui::RichText::new(crate::i18n::tr!("wc-draw-button")).size(19.0),
                        )
                        .min_size(egui::vec2(260.0_f32.min(ui.available_width()), 44.0));
                        if ui.add(draw).clicked() {
                            send(intents, me, Action::Draw);
                        }
                    }
                    Phase::Question if !hand_shown => {
                        // The picked card is not named: the stream would learn a letter of the hand.
                        let text = if picked.is_some() {
                            crate::i18n::tr!("wc-streamer-picked")
                        } else {
                            crate::i18n::tr!("wc-streamer-pick")
                        };
                        ui.label(egui::RichText::new(text).size(17.0));
                    }
                    Phase::Question if let Some(card) = picked => {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!(
                                "wc-read-ask",
                                card = game.face(card).notation()
                            ))
                            .size(18.0),
                        );
                        ui.horizontal_wrapped(|ui| {
                            let read = egui::Button::new(
                                egui::RichText::new(crate::i18n::tr!("wc-read-it")).size(17.0),
                            )
                            .min_size(egui::vec2(150.0, 40.0));
                            if ui.add(read).clicked() {
                                send(intents, me, Action::Read { card });
                                state.picked = None;
                            }
                            if ui.button(crate::i18n::tr!("wc-another-card")).clicked() {
                                state.picked = None;
                            }
                        });
                    }
                    Phase::Question => {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("wc-choose-question")).size(17.0),
                        );
                        let unread = game.unread_questions(me);
                        ui.horizontal_wrapped(|ui| {
                            for (i, c) in unread.iter().enumerate() {
                                let label = format!("{}  {}", i + 1, game.face(*c).notation());
                                if ui.button(egui::RichText::new(label).size(18.0)).clicked() {
                                    send(intents, me, Action::Read { card: *c });
                                }
                            }
                        });
                    }
                    Phase::Answer => {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("wc-others-answer")).size(18.0),
                        );
                    }
                    Phase::Build => build_controls(ui, wc, state, intents, hand_shown),
                    Phase::Over => {}
                }
            }
            if let Some((t, _)) = &state.toast {
                ui.add_space(6.0);
                ui.colored_label(
                    egui::Color32::from_rgb(255, 130, 110),
                    egui::RichText::new(t).size(17.0),
                );
            }
        });
    ui.separator();
    // Not on a stream: a word typed to check may tell what a hand holds.
    if !streamer {
        look_up(ui, &wc.game, &mut state.lookup);
        ui.separator();
    }
    // As many whole lines of the story as the panel has room for above the Menu button; with
    // no room for one (large type, a busy build step) the log waits.
    let font = egui::FontId::proportional(15.0);
    let rows = crate::gui::log_panel::rows_fitting(ui, ui.available_height() - 50.0, &font);
    crate::gui::log_panel::show(ui, "wc-log-view", &state.log, rows, &font, None);
    ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| {
        if ui.button(crate::i18n::tr!("wc-menu")).clicked() {
            next.set(Screen::Title);
        }
    });
}

fn build_controls(
    ui: &mut egui::Ui,
    wc: &mut ResMut<WordColony>,
    state: &mut TableState,
    intents: &mut MessageWriter<Intent<WordColony>>,
    hand_shown: bool,
) {
    undo_and_pass(ui, wc, state, intents);
    let game = &wc.game;
    let me = game.current;
    // A word the dictionary lacks, just refused: the house rule lets the table vote on it.
    if let Some((seat, word)) = state.ask.clone() {
        let label = crate::i18n::tr!("house-ask", words = word.clone());
        if seat != me || !game.house_vote.can_ask(me) {
            state.ask = None;
        } else if ui.button(egui::RichText::new(label).size(17.0)).clicked() {
            state.ask = None;
            send(intents, me, Action::AskTable { words: vec![word] });
        }
    }
    let how = if hand_shown {
        crate::i18n::tr!("wc-build-how")
    } else {
        crate::i18n::tr!("wc-build-how-hidden")
    };
    ui.label(egui::RichText::new(how).size(16.0));
    ui.add_space(4.0);
    if !state.pending.is_empty() {
        let what = match state.pending.target {
            Some(PendingTarget::Expand(_)) => crate::i18n::tr!("wc-pending-expand"),
            Some(PendingTarget::Colony(_)) => crate::i18n::tr!("wc-pending-colony"),
            _ => crate::i18n::tr!("wc-pending-new"),
        };
        ui.label(egui::RichText::new(what).size(15.0));
        // A Magic Word needs its letter.
        for i in 0..state.pending.cards.len() {
            if game.face(state.pending.cards[i]) == Face::Special(Special::MagicWord) {
                ui.horizontal(|ui| {
                    ui.label(crate::i18n::tr!("wc-magic-plays"));
                    let mut s = if state.pending.magic[i] == '?' {
                        String::new()
                    } else {
                        state.pending.magic[i].to_string()
                    };
                    if ui
                        .add(
                            egui::TextEdit::singleline(&mut s)
                                .desired_width(30.0)
                                .char_limit(1),
                        )
                        .changed()
                    {
                        state.pending.magic[i] = s
                            .chars()
                            .next()
                            .filter(char::is_ascii_alphabetic)
                            .map_or('?', |c| c.to_ascii_uppercase());
                    }
                });
            }
        }
        match &state.preview {
            Some(Ok(p)) => {
                let mut text = format!("{}  {:+}", p.word, p.gain);
                if let Some((w, from)) = &p.conquers {
                    text.push('\n');
                    text.push_str(&crate::i18n::tr!(
                        "wc-preview-conquers",
                        word = w.clone(),
                        name = from.clone()
                    ));
                }
                if p.supercolony {
                    text.push('\n');
                    text.push_str(&crate::i18n::tr!("wc-preview-supercolony"));
                }
                ui.colored_label(
                    egui::Color32::from_rgb(150, 240, 160),
                    egui::RichText::new(text).size(22.0).strong(),
                );
            }
            Some(Err(e)) => {
                ui.colored_label(
                    egui::Color32::from_rgb(255, 180, 110),
                    egui::RichText::new(e).size(17.0),
                );
            }
            None => {}
        }
        ui.horizontal_wrapped(|ui| {
            let ok = matches!(state.preview, Some(Ok(_)));
            if ui
                .add_enabled(
                    ok,
                    egui::Button::new(
                        egui::RichText::new(crate::i18n::tr!("wc-confirm")).size(16.0),
                    ),
                )
                .clicked()
            {
                confirm(wc, state, intents);
            }
            if ui
                .button(egui::RichText::new(crate::i18n::tr!("wc-take-back")).size(16.0))
                .clicked()
            {
                state.pending = Pending::default();
            }
        });
    }
    ui.add_space(6.0);
    ui.label(crate::i18n::tr!("wc-type-prompt"));
    let edit = ui.add(
        egui::TextEdit::singleline(&mut state.typed)
            .desired_width(260.0_f32.min(ui.available_width()))
            .font(egui::TextStyle::Heading),
    );
    // Enter leaves the box (egui lets go of a one-line box on Enter), so the next Enter
    // confirms and P passes instead of typing into it.
    if edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        typed_word(wc, state);
    }
    // "/" goes to the box from the keyboard, as in a search field.
    let nothing_focused = ui.memory(|m| m.focused().is_none());
    if nothing_focused && ui.input(|i| i.key_pressed(egui::Key::Slash)) {
        edit.request_focus();
    }
    ui.add_space(6.0);
    let game = &wc.game;
    ui.horizontal_wrapped(|ui| {
        for g in game
            .table
            .groups
            .iter()
            .filter(|g| g.owner == me && g.words.len() >= game.rules.decolonize_words)
        {
            if ui
                .button(crate::i18n::tr!("wc-decolonize", word = g.first().text()))
                .clicked()
            {
                send(
                    intents,
                    me,
                    Action::Decolonize {
                        target: Target::Group(g.id),
                    },
                );
            }
        }
        for &g in &game.claimable {
            if ui.button(crate::i18n::tr!("wc-announce")).clicked() {
                send(
                    intents,
                    me,
                    Action::ClaimSupercolony {
                        target: Target::Group(g),
                    },
                );
            }
        }
    });
    // The special cards' buttons would tell the stream what the hand holds.
    if hand_shown {
        specials(ui, wc, intents);
    }
}

/// Undo and Pass, first in the build step's panel: they stay where they are whatever a word
/// being placed adds below (on a stream they once scrolled away, and Pass jumped down as soon
/// as a word was confirmed).
fn undo_and_pass(
    ui: &mut egui::Ui,
    wc: &mut ResMut<WordColony>,
    state: &mut TableState,
    intents: &mut MessageWriter<Intent<WordColony>>,
) {
    let me = wc.game.current;
    ui.horizontal_wrapped(|ui| {
        let can_undo = wc.log.len() > state.undo_floor;
        if ui
            .add_enabled(can_undo, egui::Button::new(crate::i18n::tr!("wc-undo")))
            .clicked()
        {
            undo(wc, state);
        }
        let pass = egui::Button::new(egui::RichText::new(crate::i18n::tr!("wc-pass")).size(19.0))
            .min_size(egui::vec2(120.0, 40.0));
        if ui.add(pass).clicked() {
            state.pending = Pending::default();
            send(intents, me, Action::Pass);
        }
    });
    ui.add_space(6.0);
}

/// Buttons for the special cards in hand, with their targets.
fn specials(ui: &mut egui::Ui, wc: &WordColony, intents: &mut MessageWriter<Intent<WordColony>>) {
    let game = &wc.game;
    let me = game.current;
    for &card in crate::games::word_colony::view::own_hand(game, Viewer::Seat(me)) {
        let Face::Special(kind) = game.face(card) else {
            continue;
        };
        match kind {
            Special::Immunity => {
                for g in game
                    .table
                    .groups
                    .iter()
                    .filter(|g| g.owner == me && !g.is_colony() && !g.immune)
                {
                    if ui
                        .button(crate::i18n::tr!("wc-immunity-for", word = g.last().text()))
                        .clicked()
                    {
                        send(
                            intents,
                            me,
                            Action::Immunity {
                                card,
                                target: Target::Group(g.id),
                            },
                        );
                    }
                }
            }
            Special::Conquest => {
                for g in game
                    .table
                    .groups
                    .iter()
                    .filter(|g| g.owner != me && g.conquerable().is_ok())
                {
                    if ui
                        .button(crate::i18n::tr!(
                            "wc-conquest-take",
                            word = g.last().text(),
                            name = game.players[g.owner].name.clone()
                        ))
                        .clicked()
                    {
                        send(
                            intents,
                            me,
                            Action::Conquest {
                                card,
                                target: Target::Group(g.id),
                            },
                        );
                    }
                }
            }
            Special::FistBump => {
                for (p, other) in game.players.iter().enumerate().filter(|(p, _)| *p != me) {
                    if ui
                        .button(crate::i18n::tr!(
                            "wc-fist-bump-with",
                            name = other.name.clone()
                        ))
                        .clicked()
                    {
                        send(intents, me, Action::FistBump { card, with: p });
                    }
                }
            }
            Special::MagicWord => {}
        }
    }
}

fn confirm(
    wc: &WordColony,
    state: &mut TableState,
    intents: &mut MessageWriter<Intent<WordColony>>,
) {
    let game = &wc.game;
    if let Some(action) = state.pending.action(game) {
        // A new word keeps the place it was laid out at.
        super::room::pin_new_word(game, state);
        send(intents, game.current, action);
        state.pending = Pending::default();
        state.typed_reading = None;
    }
}

/// A typed word becomes the word being placed (an expansion, a colony word or a new word, as
/// the engine accepts it), shown with its verdict; Enter again confirms it.
fn typed_word(wc: &WordColony, state: &mut TableState) {
    let cell = super::free_cell(state);
    let readings = super::typed::typed_readings(&wc.game, &state.typed, cell);
    if let Some(first) = readings.first() {
        state.pending = first.clone();
        if readings.len() > 1 {
            state.toast = Some((
                crate::i18n::tr!("wc-other-readings", count = readings.len() - 1),
                4.0,
            ));
        }
        state.typed_reading = Some((std::mem::take(&mut state.typed), cell, 0));
        return;
    }
    match super::typed::typed_refused(&wc.game, &state.typed, cell) {
        Ok(pending) => {
            state.pending = pending;
            state.typed_reading = Some((std::mem::take(&mut state.typed), cell, 0));
        }
        Err(reason) => state.toast = Some((reason, 4.0)),
    }
}

/// Keys: Enter draws (then reads the picked card, then confirms), P pass, Esc take back,
/// Backspace last card back, Ctrl+Z undo, 1-9 read a card; A-D (or 1-4) answer, and in buzzer
/// mode each seat's key row. One key, one meaning at each step: D answers D and never draws.
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Res<EguiWantsInput>,
    mut wc: ResMut<WordColony>,
    mut state: ResMut<TableState>,
    mut intents: MessageWriter<Intent<WordColony>>,
    mut unlocked_before: Local<bool>,
) {
    if egui.wants_keyboard_input() {
        return;
    }
    let game = &wc.game;
    let me = game.current;
    if game.phase == Phase::Answer
        && state.answer_mode == AnswerMode::Buzzer
        && state.reveal.is_none()
    {
        if let Some(q) = game.question.as_ref() {
            for (p, row) in BUZZER_KEYS.iter().enumerate().take(game.players.len()) {
                for (i, key) in row.iter().enumerate() {
                    if keys.just_pressed(*key)
                        && q.answering[p]
                        && q.answers[p].is_none()
                        && state.is_human(p)
                    {
                        let choice = crate::games::word_colony::cards::Choice::ALL[i];
                        send(&mut intents, p, Action::Answer { choice });
                    }
                }
            }
        }
        return;
    }
    let unlocked = needed_viewer(game, &state) == Some(me) && state.viewer == Some(me);
    // The Enter that lifts the "Pass to" cover does not also draw: the table must have been
    // open a frame already.
    let fresh = unlocked && !*unlocked_before;
    *unlocked_before = unlocked;
    if !unlocked || !state.is_human(me) {
        return;
    }
    match game.phase {
        Phase::Draw if keys.just_pressed(KeyCode::Enter) && !fresh => {
            send(&mut intents, me, Action::Draw)
        }
        Phase::Question if keys.just_pressed(KeyCode::Enter) && state.picked.is_some() => {
            if let Some(card) = state.picked.take() {
                send(&mut intents, me, Action::Read { card });
            }
        }
        Phase::Question if keys.just_pressed(KeyCode::KeyN) => {
            // N walks the pick through every unread card, however many the hand holds (Tab
            // would move egui's focus to a button, which Enter would then press).
            let unread = game.unread_questions(me);
            let next = state
                .picked
                .and_then(|c| unread.iter().position(|&u| u == c))
                .map_or(0, |i| (i + 1) % unread.len().max(1));
            state.picked = unread.get(next).copied();
        }
        Phase::Question => {
            let unread = game.unread_questions(me);
            let digits = [
                KeyCode::Digit1,
                KeyCode::Digit2,
                KeyCode::Digit3,
                KeyCode::Digit4,
                KeyCode::Digit5,
                KeyCode::Digit6,
                KeyCode::Digit7,
                KeyCode::Digit8,
                KeyCode::Digit9,
            ];
            for (i, d) in digits.iter().enumerate() {
                if keys.just_pressed(*d)
                    && let Some(&card) = unread.get(i)
                {
                    send(&mut intents, me, Action::Read { card });
                }
            }
        }
        Phase::Build => {
            let ctrl = keys.pressed(KeyCode::ControlLeft) || keys.pressed(KeyCode::ControlRight);
            if ctrl && keys.just_pressed(KeyCode::KeyZ) {
                let wc = wc.as_mut();
                undo(wc, &mut state);
            } else if keys.just_pressed(KeyCode::Enter) && matches!(state.preview, Some(Ok(_))) {
                confirm(&wc, &mut state, &mut intents);
            } else if keys.just_pressed(KeyCode::PageDown)
                && let Some((typed, cell, at)) = state.typed_reading.clone()
            {
                // The next way the typed word can be placed (expanding another word, a colony
                // word, a new word), round again after the last.
                let readings = super::typed::typed_readings(game, &typed, cell);
                if !readings.is_empty() {
                    let next = (at + 1) % readings.len();
                    state.pending = readings[next].clone();
                    state.typed_reading = Some((typed, cell, next));
                }
            } else if keys.just_pressed(KeyCode::Escape) {
                state.pending = Pending::default();
                state.typed_reading = None;
            } else if keys.just_pressed(KeyCode::Backspace) {
                state.pending.pop();
            } else if keys.just_pressed(KeyCode::KeyP) {
                state.pending = Pending::default();
                send(&mut intents, me, Action::Pass);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::fixtures::{fixed_cards, reach_answer};
    use crate::games::word_colony::save::SaveFile;

    #[test]
    fn a_hand_card_tells_what_it_is_only_while_the_hand_shows() {
        let hands = [
            &["F", "L", "O", "W", "N-1"][..],
            &["A", "T", "Z", "Z", "Z"][..],
        ];
        let hands: Vec<Vec<String>> = hands
            .iter()
            .map(|h| h.iter().map(|c| c.to_string()).collect())
            .collect();
        let mut game = fixed_cards(&["Ana", "Ben"], &hands);
        let black = game.players[0]
            .hand
            .iter()
            .copied()
            .find(|&c| matches!(game.face(c), Face::Black { .. }))
            .expect("Ana holds a black N");
        let mut state = TableState {
            seats: vec![None, None],
            viewer: Some(0),
            hover: Some(Hover::Card(black)),
            ..default()
        };
        let tip = hover_text(&game, &state, false).expect("Ana sees her own card's tip");
        assert!(tip.contains('N') && tip.contains("-1"), "{tip}");
        // In streamer mode only while Space shows the hand.
        assert_eq!(hover_text(&game, &state, true), None);
        state.hand_key_held = true;
        assert!(hover_text(&game, &state, true).is_some());
        // Once a question is read the hand hides, though the pointer has not moved.
        reach_answer(&mut game);
        assert_eq!(hover_text(&game, &state, false), None);
    }

    #[test]
    fn a_finished_game_says_game_over_not_whose_turn() {
        let save =
            SaveFile::parse(include_str!("../../../../docs/examples/quick-game.ron")).unwrap();
        let content = crate::games::word_colony::Content::for_setup(&save.setup).unwrap();
        let mut game = crate::games::word_colony::new_game(&save.setup, &content)
            .unwrap()
            .0;
        assert_eq!(turn_heading(Lang::En, &game), "Ana's turn");
        assert_eq!(turn_heading(Lang::Fr, &game), "À Ana de jouer");
        for a in &save.actions {
            game.apply(a).unwrap();
        }
        assert!(game.result.is_some());
        assert_eq!(turn_heading(Lang::En, &game), "Game over");
        assert_eq!(turn_heading(Lang::Ro, &game), "Joc încheiat");
    }
}
