//! A GCG record made into a save, so the history keeps it like a game played here. A record
//! gives each turn's rack, not the bag's order: the order is rebuilt from the racks (each
//! seat's opening rack, then what each move's player drew, read from their next rack) and
//! saved as a fixed bag. Exchanged tiles go to the bottom of a fixed bag, as the engine puts
//! them back. The save plays under the single challenge rule so that words of any word list
//! stand (a `--` line is a challenge that took a phony off; a `(challenge)` line sets the
//! 5- or 10-point rule). A record that leaves a rack out, hides an exchange, or whose racks
//! disagree with its moves is refused with the line.

use super::board::{Board, SIZE};
use super::challenge_rule::ChallengeRule;
use super::game::Action;
use super::gcg::{GcgKind, GcgRecord, VARIANTS};
use super::play::{Cell, Play};
use super::rules::RulesKind;
use super::save::{CrosswordSave, CrosswordSeat, CrosswordSetup, check_fixed_bag};

/// A turn's draw: how many tiles the bag gave, and which, once the drawer's next rack is read.
struct Draw {
    count: usize,
    tiles: Option<Vec<u8>>,
}

/// The last placement, until the next line: its seat, the squares it filled and its draw.
type LastPlay = (usize, Vec<(usize, usize)>, usize);

/// The save a GCG record's game makes, or why it cannot be rebuilt (naming the line).
pub fn save_from_gcg(record: &GcgRecord) -> Result<CrosswordSave, String> {
    let seats = record.players.len();
    if !(2..=4).contains(&seats) {
        return Err(format!("a record of {seats} players (2 to 4 play)"));
    }
    let kind = record
        .variant
        .as_deref()
        .and_then(|v| {
            VARIANTS
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case(v))
        })
        .map_or(RulesKind::Classic, |(_, kind)| *kind);
    let rules = kind.rules();
    let seat_of = |nick: &str, line: usize| {
        record
            .players
            .iter()
            .position(|p| p.nick == nick)
            .ok_or_else(|| format!("line {line}: no player {nick}"))
    };
    let mut board = Board::empty();
    let mut opening: Vec<Option<Vec<u8>>> = vec![None; seats];
    let mut leave: Vec<Option<Vec<u8>>> = vec![None; seats];
    let mut draws: Vec<Draw> = Vec::new();
    // Each seat's draw still waiting for its next rack.
    let mut waiting: Vec<Option<usize>> = vec![None; seats];
    let mut last_play: Option<LastPlay> = None;
    // Tiles left in the bag once the opening racks are drawn.
    let mut in_bag = rules.tile_total().saturating_sub(seats * rules.rack_size);
    let mut actions: Vec<(usize, Action)> = Vec::new();
    let mut bonus = None;
    for e in &record.events {
        let who = seat_of(&e.nick, e.line)?;
        let rack = || -> Result<Vec<u8>, String> {
            if e.rack.is_empty() || e.rack_unknown {
                return Err(format!(
                    "line {}: the rack is left out, so the tiles drawn cannot be rebuilt",
                    e.line
                ));
            }
            Ok(e.rack.to_ascii_uppercase().into_bytes())
        };
        let mut read_rack = |rack: Vec<u8>| -> Result<(), String> {
            match (&leave[who], waiting[who].take()) {
                (None, _) => opening[who] = Some(rack),
                (Some(kept), slot) => {
                    let drawn = minus(&rack, kept).ok_or_else(|| {
                        format!(
                            "line {}: the rack {} lacks tiles its player kept from their last move: a record that writes only part of a rack cannot rebuild the bag",
                            e.line, e.rack
                        )
                    })?;
                    match slot {
                        Some(i) if drawn.len() != draws[i].count => {
                            return Err(format!(
                                "line {}: the rack {} does not follow from its player's last rack and move ({} tiles drawn, {} new on the rack): a record that writes only part of a rack cannot rebuild the bag",
                                e.line,
                                e.rack,
                                draws[i].count,
                                drawn.len()
                            ));
                        }
                        Some(i) => draws[i].tiles = Some(drawn),
                        None if drawn.is_empty() => {}
                        None => {
                            return Err(format!(
                                "line {}: the rack {} holds tiles never drawn",
                                e.line, e.rack
                            ));
                        }
                    }
                }
            }
            Ok(())
        };
        match &e.kind {
            GcgKind::Play { coord, word } => {
                let r = rack()?;
                read_rack(r.clone())?;
                let play =
                    Play::parse(coord, word).map_err(|why| format!("line {}: {why}", e.line))?;
                let play = on_board(&board, play);
                let laid = play.rack_letters();
                let kept = minus(&r, &laid).ok_or_else(|| {
                    format!(
                        "line {}: the rack {} lacks the tiles played",
                        e.line, e.rack
                    )
                })?;
                let mut squares = Vec::new();
                for (i, cell) in play.cells.iter().enumerate() {
                    if let Cell::New(t) = cell {
                        let (row, col) = play.square(i);
                        if row >= SIZE || col >= SIZE {
                            return Err(format!("line {}: off the board", e.line));
                        }
                        board.set(row, col, *t);
                        squares.push((row, col));
                    }
                }
                let count = laid.len().min(in_bag);
                in_bag -= count;
                draws.push(Draw { count, tiles: None });
                waiting[who] = Some(draws.len() - 1);
                last_play = Some((who, squares, draws.len() - 1));
                leave[who] = Some(kept);
                actions.push((who, Action::Place(play)));
            }
            GcgKind::Withdrawn => {
                let Some((seat, squares, draw)) = last_play.take().filter(|p| p.0 == who) else {
                    return Err(format!(
                        "line {}: no play of this player to withdraw",
                        e.line
                    ));
                };
                for (row, col) in squares {
                    board.set(row, col, 0);
                }
                // No tiles were drawn for it: the rack is the one before the play.
                in_bag += draws.remove(draw).count;
                waiting[seat] = None;
                leave[seat] = Some(rack()?);
                actions.push(((seat + 1) % seats, Action::Challenge));
            }
            GcgKind::ChallengeBonus => {
                let Some((seat, _, _)) = last_play.as_ref().filter(|p| p.0 == who) else {
                    return Err(format!(
                        "line {}: no play of this player to earn it",
                        e.line
                    ));
                };
                bonus = Some(e.score);
                actions.push(((seat + 1) % seats, Action::Challenge));
            }
            GcgKind::Exchange(tiles) => {
                if tiles.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(format!(
                        "line {}: the exchanged tiles are hidden, so the bag cannot be rebuilt",
                        e.line
                    ));
                }
                let r = rack()?;
                read_rack(r.clone())?;
                let back = tiles.to_ascii_uppercase().into_bytes();
                let kept = minus(&r, &back).ok_or_else(|| {
                    format!(
                        "line {}: the rack {} lacks the tiles exchanged",
                        e.line, e.rack
                    )
                })?;
                // As many drawn as put back: the bag keeps its size.
                draws.push(Draw {
                    count: back.len(),
                    tiles: None,
                });
                waiting[who] = Some(draws.len() - 1);
                leave[who] = Some(kept);
                last_play = None;
                actions.push((who, Action::Exchange(back)));
            }
            GcgKind::Pass => {
                if let Ok(r) = rack() {
                    read_rack(r)?;
                }
                last_play = None;
                actions.push((who, Action::Pass));
            }
            // The end's rack points: the racks left, when the record writes its own.
            GcgKind::EndRack(tiles) if e.score < 0 => {
                read_rack(tiles.to_ascii_uppercase().into_bytes())?;
            }
            GcgKind::EndRack(_) | GcgKind::TimePenalty => {}
        }
    }
    let challenge = match bonus {
        Some(5) => ChallengeRule::FivePoints,
        Some(10) => ChallengeRule::TenPoints,
        Some(other) => return Err(format!("a challenge bonus of {other} (5 or 10 play here)")),
        None => ChallengeRule::Single,
    };
    // The bag: every opening rack in seat order, then each draw in turn order, up to the first
    // draw no later rack tells (the rest of the set is shuffled below).
    let mut bag: Vec<u8> = Vec::new();
    for (seat, rack) in opening.iter().enumerate() {
        let rack = rack
            .as_ref()
            .ok_or_else(|| format!("{} never has a rack", record.players[seat].name))?;
        bag.extend(rack);
    }
    for d in &draws {
        match &d.tiles {
            Some(tiles) => bag.extend(tiles),
            None => break,
        }
    }
    let bag = String::from_utf8(bag).map_err(|e| e.to_string())?;
    check_fixed_bag(rules, &bag)?;
    let setup = CrosswordSetup {
        rules: kind,
        seed: 0,
        players: record
            .players
            .iter()
            .map(|p| CrosswordSeat {
                name: if p.name.trim().is_empty() {
                    p.nick.clone()
                } else {
                    p.name.clone()
                },
                computer: None,
            })
            .collect(),
        dictionary: Default::default(),
        word_list: None,
        family_filter: false,
        challenge,
        dictionary_vote: false,
        bag: Some(bag),
    };
    let mut save = CrosswordSave::new(setup);
    let lexicon = crate::words::Lexicon::english().clone();
    let mut game = save.new_game(&lexicon);
    for (index, (seat, action)) in actions.iter().enumerate() {
        game.apply(*seat, action)
            .map_err(|why| format!("the record's move {} does not replay: {why}", index + 1))?;
        save.record(*seat, action);
    }
    // The last play went out: it stands (nobody challenged it).
    if game.over.is_none()
        && game.pending_goes_out()
        && let Some(p) = &game.pending
    {
        let other = (p.seat + 1) % seats;
        game.apply(other, &Action::Accept)
            .map_err(|why| format!("the record's end does not replay: {why}"))?;
        save.record(other, &Action::Accept);
    }
    Ok(save)
}

/// `play` with every letter written on a square the board already holds read as that board
/// tile (records written the Elise way spell the whole word).
fn on_board(board: &Board, mut play: Play) -> Play {
    for i in 0..play.cells.len() {
        let (row, col) = play.square(i);
        if row < SIZE
            && col < SIZE
            && board.get(row, col) != 0
            && let Cell::New(t) = play.cells[i]
        {
            play.cells[i] = Cell::Board(Some(t.to_ascii_uppercase()));
        }
    }
    play
}

/// `from` less the tiles of `take` (as multisets), or `None` when it lacks one.
fn minus(from: &[u8], take: &[u8]) -> Option<Vec<u8>> {
    let mut left = from.to_vec();
    for t in take {
        let at = left.iter().position(|l| l == t)?;
        left.remove(at);
    }
    Some(left)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_exported_here_imports_to_the_same_scores() {
        // A Classic game played by computers, exported as GCG and read back.
        let text = include_str!("../../../docs/examples/classic.ron");
        let saved = crate::engine::saved_game::GameSave::parse(text).unwrap();
        let saved = saved.get::<CrosswordSave>().unwrap().clone();
        let lexicon = saved.lexicon().unwrap();
        let game = saved.replay(&lexicon).unwrap();
        let gcg = game.to_gcg().to_text();
        let record = GcgRecord::parse(&gcg).unwrap();
        let imported = save_from_gcg(&record).unwrap();
        let again = imported.replay(&lexicon).unwrap();
        let scores = |g: &super::super::game::Game| -> Vec<i32> {
            g.seats.iter().map(|s| s.score).collect()
        };
        assert_eq!(scores(&again), scores(&game));
        assert_eq!(again.board, game.board);
        assert_eq!(again.over.is_some(), game.over.is_some());
    }

    #[test]
    fn a_record_without_racks_is_refused_with_its_line() {
        let text = "#player1 a Ann\n#player2 b Bob\n>a: 8D CAT +10 10\n";
        let record = GcgRecord::parse(text).unwrap();
        let err = save_from_gcg(&record).unwrap_err();
        assert!(err.contains("line 3") && err.contains("rack"), "{err}");
    }
}
