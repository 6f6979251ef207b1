//! What covers the Colonization table for a moment, one at a time: the end, a show being
//! played out (English's turn, a duel's verdict), the "Pass to NAME" cover, the language-naming
//! step, the vote (each person in turn, or "the table agrees"), and the secret choice of a
//! Transform tile.

use bevy::prelude::*;
use bevy_egui::egui;

use super::board::{self, owner_colour};
use super::show::{STEP_SECS, Show, ShowKind, name, owner_name, tile_text, word};
use super::{Asked, ColonizationTable, StartColonization};
use crate::engine::Seats;
use crate::games::colonization::Game;
use crate::games::colonization::game::NAME_TILES;
use crate::games::colonization::players::best_name;
use crate::games::colonization::plugin::Colonization;
use crate::games::colonization::pronounce::Model;
use crate::games::colonization::state::{EndReason, Owner, Phase, Question};
use crate::gui::Screen;
use crate::gui::end_screen::{self, EndScreen, Standing};
use crate::gui::overlay::centered_window;
use crate::gui::theme::GOLD;

/// The widest a framed show or vote may be inside the side panel (its width less margins).
const SHOW_WIDTH: f32 = 270.0;

/// The top of the side panel: the show being played out, or else the vote for the people
/// still to answer; the board stays in sight.
pub(super) fn side(
    ui: &mut egui::Ui,
    col: &Colonization,
    table: &ColonizationTable,
    seats: Option<&Seats<Colonization>>,
    (safe, now): (bool, f64),
    asked: &mut Asked,
) {
    let game = &col.game;
    let person = |s: usize| crate::seat_server::table::at_screen(seats, s);
    if let Some(first) = table.shows.first() {
        show_window(ui, game, first, now, safe);
        ui.add_space(8.0);
        return;
    }
    if let Phase::Vote {
        question, waiting, ..
    } = game.phase()
    {
        let people: Vec<usize> = waiting.iter().copied().filter(|&s| person(s)).collect();
        if !people.is_empty() {
            vote(ui, game, question, &people, asked);
            ui.add_space(8.0);
        }
    }
}

/// Draws whichever cover is due.
pub(super) fn show(
    ctx: &egui::Context,
    col: &Colonization,
    table: &mut ColonizationTable,
    seats: Option<&Seats<Colonization>>,
    safe: bool,
    asked: &mut Asked,
    (next, start): (
        &mut NextState<Screen>,
        &mut MessageWriter<StartColonization>,
    ),
) {
    let game = &col.game;
    let person = |s: usize| crate::seat_server::table::at_screen(seats, s);
    // A show is played out in the side panel ([`side`]); nothing else covers the table then.
    if table.showing() {
        return;
    }
    if let Phase::Over(reason) = game.phase() {
        end(ctx, game, *reason, table, safe, next, start);
        return;
    }
    if let Some(seat) = super::session::covered(col, seats, table) {
        let n = name(game, seat);
        if crate::gui::overlay::pass_cover(
            ctx,
            &crate::i18n::tr!("col-privacy-title", name = n.clone()),
            &crate::i18n::tr!("col-privacy-text"),
            &crate::i18n::tr!("col-privacy-button", name = n),
        ) {
            table.viewer = Some(seat);
        }
        return;
    }
    match game.phase().clone() {
        Phase::Naming { seat } if person(seat) && table.viewer == Some(seat) => {
            naming(ctx, game, seat, table, asked);
        }
        Phase::Transform {
            actor,
            owner,
            record,
            ..
        } => {
            if let Some(seat) = table.viewer
                && person(seat)
                && game.acting().contains(&seat)
            {
                duel_choice(ctx, game, seat, (actor, owner, record), table, asked);
            }
        }
        _ => {}
    }
}

/// The name being arranged from the seven tiles: click or type letters, F2 suggests,
/// Backspace takes back, Enter proposes it to the table. In streamer mode the tiles show only
/// while the show key is held.
fn naming(
    ctx: &egui::Context,
    game: &Game,
    seat: usize,
    table: &mut ColonizationTable,
    asked: &mut Asked,
) {
    let events = ctx.input(|i| i.events.clone());
    for e in events {
        match e {
            egui::Event::Text(text) => {
                for ch in text.bytes().filter(u8::is_ascii_alphabetic) {
                    table.name_letter(ch);
                }
            }
            egui::Event::Key {
                key, pressed: true, ..
            } => match key {
                egui::Key::Backspace => {
                    table.naming.pop();
                }
                egui::Key::F2 => suggest_name(table),
                egui::Key::Enter if table.naming.len() == NAME_TILES => {
                    asked.actions.push((
                        seat,
                        crate::games::colonization::Action::Name(table.name_text()),
                    ));
                }
                _ => {}
            },
            _ => {}
        }
    }
    centered_window("col-naming").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading(
                egui::RichText::new(crate::i18n::tr!(
                    "col-naming-title",
                    name = name(game, seat)
                ))
                .size(26.0)
                .color(GOLD),
            );
            ui.label(egui::RichText::new(crate::i18n::tr!("col-naming-text")).size(16.0));
            ui.add_space(10.0);
            if table.hidden {
                ui.label(egui::RichText::new(crate::i18n::tr!("col-streamer-hold")).size(18.0));
                return;
            }
            // The name so far: a click takes a tile back.
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - NAME_TILES as f32 * 62.0).max(0.0) / 2.0);
                let mut remove = None;
                for i in 0..NAME_TILES {
                    match table.naming.get(i) {
                        Some(&(_, ch)) => {
                            if board::rack_tile(ui, ch, game, 56.0, false, false).clicked() {
                                remove = Some(i);
                            }
                        }
                        None => {
                            board::rack_tile(ui, b' ', game, 56.0, false, true);
                        }
                    }
                    ui.add_space(6.0);
                }
                if let Some(i) = remove {
                    table.naming.remove(i);
                }
            });
            ui.add_space(8.0);
            ui.label(crate::i18n::tr!("col-naming-tiles"));
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - NAME_TILES as f32 * 62.0).max(0.0) / 2.0);
                for slot in 0..table.rack.len() {
                    let used = table.slot_used(slot);
                    let t = table.rack[slot];
                    if board::rack_tile(ui, t, game, 56.0, false, used).clicked() && !used {
                        // A blank stands for the letter that reads best after the name so far.
                        let ch = if t == b'?' { blank_letter(table) } else { t };
                        table.naming.push((slot, ch));
                    }
                    ui.add_space(6.0);
                }
            });
            ui.add_space(10.0);
            if table.rack.contains(&b'?') {
                ui.label(
                    egui::RichText::new(crate::i18n::tr!("col-naming-blank"))
                        .size(14.0)
                        .color(egui::Color32::from_gray(215)),
                );
            }
            let model = Model::english();
            let text = table.name_text();
            if table.naming.len() == NAME_TILES {
                let easy = model.pronounceable(&text);
                let shown = super::shown_language(Some(&text));
                ui.label(
                    egui::RichText::new(if easy {
                        crate::i18n::tr!("col-naming-sounds-good", name = shown)
                    } else {
                        crate::i18n::tr!("col-naming-sounds-hard", name = shown)
                    })
                    .size(16.0),
                );
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        table.naming.len() == NAME_TILES,
                        egui::Button::new(
                            egui::RichText::new(crate::i18n::tr!("col-naming-propose")).size(18.0),
                        ),
                    )
                    .clicked()
                {
                    asked
                        .actions
                        .push((seat, crate::games::colonization::Action::Name(text.clone())));
                }
                if ui.button(crate::i18n::tr!("col-naming-suggest")).clicked() {
                    suggest_name(table);
                }
                if ui.button(crate::i18n::tr!("col-naming-clear")).clicked() {
                    table.naming.clear();
                }
            });
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-naming-keys"))
                    .size(13.0)
                    .color(egui::Color32::from_gray(200)),
            );
        });
    });
}

/// The letter a blank stands for in a name: the vowel that reads best after the name so far.
fn blank_letter(table: &ColonizationTable) -> u8 {
    let model = Model::english();
    let so_far = table.name_text().to_ascii_lowercase();
    [b'e', b'a', b'o', b'i', b'u']
        .into_iter()
        .max_by(|&a, &b| {
            let score = |v: u8| model.score(&format!("{so_far}{}", v as char));
            score(a).total_cmp(&score(b))
        })
        .unwrap_or(b'e')
}

/// Fills the name with the order the pronounceability model reads most easily.
fn suggest_name(table: &mut ColonizationTable) {
    table.naming.clear();
    let (best, _) = best_name(&table.rack, Model::english());
    for ch in best.bytes() {
        if ch.is_ascii_lowercase() {
            // A blank, standing for that letter.
            if let Some(s) =
                (0..table.rack.len()).find(|&s| table.rack[s] == b'?' && !table.slot_used(s))
            {
                table.naming.push((s, ch));
            }
        } else {
            table.name_letter(ch);
        }
    }
}

/// The vote: what is asked, and the first person still to answer; "the table agrees"
/// accepts for every person still to answer. A, R and T answer from the keyboard.
fn vote(ui: &mut egui::Ui, game: &Game, question: &Question, people: &[usize], asked: &mut Asked) {
    use crate::games::colonization::Action;
    let voter = people[0];
    let (title, detail) = match question {
        Question::Name { seat, name: n } => (
            crate::i18n::tr!(
                "col-vote-name-title",
                name = name(game, *seat),
                language = super::shown_language(Some(n))
            ),
            crate::i18n::tr!("col-vote-name-text"),
        ),
        Question::Move { seat, play } => {
            let words = crate::games::crossword::check_play(&game.board, game.rules, play, None)
                .map(|s| {
                    s.words
                        .iter()
                        .map(|w| w.text.to_uppercase())
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            (
                crate::i18n::tr!(
                    "col-vote-move-title",
                    name = name(game, *seat),
                    words = words
                ),
                crate::i18n::tr!("col-vote-move-text"),
            )
        }
    };
    let mut answer = None;
    ui.ctx().input(|i| {
        for e in &i.events {
            if let egui::Event::Text(t) = e {
                match t.to_ascii_lowercase().as_str() {
                    "a" => answer = Some(Some(true)),
                    "r" => answer = Some(Some(false)),
                    "t" => answer = Some(None),
                    _ => {}
                }
            }
        }
    });
    egui::Frame::new()
        .corner_radius(12)
        .stroke(egui::Stroke::new(2.0, GOLD))
        .fill(egui::Color32::from_rgb(16, 44, 32))
        .inner_margin(12)
        .show(ui, |ui| {
            ui.set_max_width(SHOW_WIDTH);
            ui.label(egui::RichText::new(title).size(22.0).color(GOLD));
            ui.label(egui::RichText::new(detail).size(15.0));
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-vote-voter", name = name(game, voter)))
                    .size(18.0)
                    .strong(),
            );
            ui.horizontal(|ui| {
                if ui
                    .button(egui::RichText::new(crate::i18n::tr!("col-vote-accept")).size(18.0))
                    .clicked()
                {
                    answer = Some(Some(true));
                }
                if ui
                    .button(egui::RichText::new(crate::i18n::tr!("col-vote-refuse")).size(18.0))
                    .clicked()
                {
                    answer = Some(Some(false));
                }
                if people.len() > 1
                    && ui
                        .button(
                            egui::RichText::new(crate::i18n::tr!("col-vote-table-agrees"))
                                .size(18.0),
                        )
                        .clicked()
                {
                    answer = Some(None);
                }
            });
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-vote-keys"))
                    .size(13.0)
                    .color(egui::Color32::from_gray(200)),
            );
        });
    match answer {
        Some(Some(accept)) => asked.actions.push((voter, Action::Vote(accept))),
        Some(None) => {
            for &s in people {
                asked.actions.push((s, Action::Vote(true)));
            }
        }
        None => {}
    }
}

/// A Transform's secret choice: the seat picks a rack tile (click, or its number key).
fn duel_choice(
    ctx: &egui::Context,
    game: &Game,
    seat: usize,
    (actor, owner, record): (usize, usize, usize),
    table: &mut ColonizationTable,
    asked: &mut Asked,
) {
    use crate::games::colonization::Action;
    // The seat's own view of its rack: its choice is secret, the laptop shows only its tiles.
    let rack = crate::games::colonization::view::view_of(game, crate::engine::Viewer::Seat(seat))
        .own_rack();
    let mut chosen = None;
    ctx.input(|i| {
        for e in &i.events {
            if let egui::Event::Text(t) = e
                && let Some(d) = t.chars().next().and_then(|c| c.to_digit(10))
                && (1..=rack.len() as u32).contains(&d)
            {
                chosen = Some(rack[d as usize - 1]);
            }
        }
    });
    centered_window("col-duel").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading(
                egui::RichText::new(crate::i18n::tr!(
                    "col-duel-title",
                    name = name(game, actor),
                    word = word(game, record),
                    owner = name(game, owner)
                ))
                .size(24.0)
                .color(GOLD),
            );
            let why = if seat == actor {
                crate::i18n::tr!("col-duel-actor", name = name(game, seat))
            } else {
                crate::i18n::tr!("col-duel-owner", name = name(game, seat))
            };
            ui.label(egui::RichText::new(why).size(17.0));
            ui.add_space(8.0);
            if table.hidden {
                ui.label(egui::RichText::new(crate::i18n::tr!("col-streamer-hold")).size(18.0));
                return;
            }
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - rack.len() as f32 * 62.0).max(0.0) / 2.0);
                for (i, &t) in rack.iter().enumerate() {
                    ui.vertical(|ui| {
                        if board::rack_tile(ui, t, game, 56.0, false, false).clicked() {
                            chosen = Some(t);
                        }
                        ui.label(format!("{}", i + 1));
                    });
                    ui.add_space(6.0);
                }
            });
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-duel-secret"))
                    .size(13.0)
                    .color(egui::Color32::from_gray(200)),
            );
        });
    });
    if let Some(t) = chosen {
        asked.actions.push((seat, Action::Reveal(t)));
        // Hidden again: the other side chooses behind the cover on a shared screen.
        table.viewer = None;
    }
}

/// A show, framed in the side panel: English's draw step by step, or a duel's two tiles.
fn show_window(ui: &mut egui::Ui, game: &Game, show: &Show, now: f64, safe: bool) {
    let step = show.step(now);
    egui::Frame::new()
        .corner_radius(12)
        .stroke(egui::Stroke::new(2.0, GOLD))
        .fill(egui::Color32::from_rgb(245, 245, 240))
        .inner_margin(12)
        .show(ui, |ui| {
            ui.set_max_width(SHOW_WIDTH);
            let ink = egui::Color32::from_rgb(30, 30, 40);
            match &show.kind {
                ShowKind::English {
                    tile,
                    candidates,
                    ties,
                    claimed,
                } => {
                    let Some(t) = tile else {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("col-log-english-drew-nothing"))
                                .color(ink),
                        );
                        return;
                    };
                    ui.horizontal(|ui| {
                        let (r, _) =
                            ui.allocate_exact_size(egui::vec2(30.0, 36.0), egui::Sense::hover());
                        board::meeple(ui.painter(), r.center(), 30.0, board::ENGLISH);
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("col-show-english-turn"))
                                .size(22.0)
                                .color(ink)
                                .strong(),
                        );
                    });
                    ui.horizontal(|ui| {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!("col-show-drew"))
                                .size(18.0)
                                .color(ink),
                        );
                        board::rack_tile(ui, *t, game, 40.0, false, false);
                    });
                    if step >= 1 {
                        let text = if candidates.is_empty() {
                            crate::i18n::tr!("col-show-no-candidates", letter = tile_text(*t))
                        } else {
                            let words: Vec<String> =
                                candidates.iter().map(|&r| word(game, r)).collect();
                            crate::i18n::tr!("col-show-candidates", words = words.join(", "))
                        };
                        ui.label(egui::RichText::new(text).size(17.0).color(ink));
                    }
                    for (round, draws) in ties.iter().enumerate() {
                        if step < 2 + round {
                            break;
                        }
                        ui.horizontal_wrapped(|ui| {
                            ui.label(
                                egui::RichText::new(crate::i18n::tr!(
                                    "col-show-tie",
                                    round = round + 1
                                ))
                                .color(ink),
                            );
                            for &(r, t) in draws {
                                ui.label(egui::RichText::new(word(game, r)).color(ink).strong());
                                board::rack_tile(ui, t, game, 34.0, false, false);
                            }
                        });
                    }
                    if step >= 2 + ties.len()
                        && let Some((r, from)) = claimed
                    {
                        ui.label(
                            egui::RichText::new(crate::i18n::tr!(
                                "col-show-claimed",
                                word = word(game, *r),
                                owner = owner_name(game, *from),
                                points = game.records.get(*r).map_or(0, |x| x.points)
                            ))
                            .size(20.0)
                            .color(egui::Color32::from_rgb(160, 30, 30))
                            .strong(),
                        );
                    }
                }
                ShowKind::Duel {
                    actor,
                    owner,
                    record,
                    actor_tile,
                    owner_tile,
                    success,
                } => {
                    ui.label(
                        egui::RichText::new(crate::i18n::tr!(
                            "col-duel-title",
                            name = name(game, *actor),
                            word = word(game, *record),
                            owner = name(game, *owner)
                        ))
                        .size(22.0)
                        .color(ink)
                        .strong(),
                    );
                    // One row a side, so long names never widen the panel.
                    for (seat, t) in [(*actor, *actor_tile), (*owner, *owner_tile)] {
                        ui.horizontal(|ui| {
                            let (r, _) = ui
                                .allocate_exact_size(egui::vec2(22.0, 26.0), egui::Sense::hover());
                            board::meeple(
                                ui.painter(),
                                r.center(),
                                22.0,
                                owner_colour(Owner::Seat(seat), safe),
                            );
                            ui.label(egui::RichText::new(name(game, seat)).color(ink).size(17.0));
                            if step >= 1 {
                                board::rack_tile(ui, t, game, 40.0, false, false);
                            }
                        });
                    }
                    if step >= 2 {
                        let text = if *success {
                            crate::i18n::tr!("col-duel-success", word = word(game, *record))
                        } else {
                            crate::i18n::tr!("col-duel-blocked", word = word(game, *record))
                        };
                        ui.label(egui::RichText::new(text).size(20.0).color(ink).strong());
                    }
                }
            }
            ui.label(
                egui::RichText::new(crate::i18n::tr!("col-show-skip"))
                    .size(12.0)
                    .color(egui::Color32::from_gray(100)),
            );
            let _ = STEP_SECS;
        });
}

/// The end: who won (English can), every score with its adjustment, and what next.
fn end(
    ctx: &egui::Context,
    game: &Game,
    reason: EndReason,
    table: &mut ColonizationTable,
    safe: bool,
    next: &mut NextState<Screen>,
    start: &mut MessageWriter<StartColonization>,
) {
    let mut rows: Vec<(Owner, String, i32, i32)> = (0..game.seats.len())
        .map(|s| {
            (
                Owner::Seat(s),
                format!(
                    "{} · {}",
                    name(game, s),
                    super::shown_language(game.seats[s].language.as_deref())
                ),
                game.seats[s].score,
                game.adjustments.get(s).copied().unwrap_or(0),
            )
        })
        .collect();
    rows.push((
        Owner::English,
        crate::i18n::tr!("col-english"),
        game.english_score,
        0,
    ));
    rows.sort_by_key(|r| -r.2);
    // English wins only if it entered the game (the rules' `winners`).
    let winners = game.winners();
    let headline = if winners.len() > 1 {
        crate::i18n::tr!("col-end-tie")
    } else if winners[0] == Owner::English {
        crate::i18n::tr!("col-end-english-wins")
    } else {
        let seat = rows
            .iter()
            .find(|r| r.0 == winners[0])
            .expect("a winner's row");
        crate::i18n::tr!("col-end-wins", name = seat.1.clone())
    };
    let why = match reason {
        EndReason::WentOut(s) => crate::i18n::tr!("col-end-went-out", name = name(game, s)),
        EndReason::ScorelessTurns => crate::i18n::tr!("col-end-scoreless"),
        EndReason::AllEnglish => crate::i18n::tr!("col-end-all-english"),
    };
    let standings = rows
        .iter()
        .map(|(owner, title, score, adj)| {
            let words = game.records.iter().filter(|x| x.owner == *owner).count();
            let mut text = format!(
                "{title} · {}",
                crate::i18n::tr!("col-end-words", count = words)
            );
            if *adj != 0 {
                text = format!(
                    "{text} · {}",
                    crate::i18n::tr!("col-end-adjustment", points = *adj)
                );
            }
            Standing {
                // Each language, and English, by its meeple as on the board.
                mark: |painter, at, colour| board::meeple(painter, at, 22.0, colour),
                ..Standing::new(owner_colour(*owner, safe), text, score)
            }
        })
        .collect();
    let screen = EndScreen {
        id: "col-game-over",
        headline,
        subline: Some(why),
        standings,
        chart: None,
        width: 700.0,
    };
    if end_screen::show(ctx, &screen, |_| {}, |_| {}).is_some_and(|c| c.go(next))
        && let Some(save) = &table.save
    {
        start.write(StartColonization::rematch(save));
    }
}
