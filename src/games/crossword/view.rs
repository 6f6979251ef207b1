//! What one seat, or a spectator, may know of a Wordgame or Classic game ([`SeatView`]): the
//! board, the scores, how many tiles each rack and the bag hold, the moves played (an
//! exchange by its number of tiles only), and for a seat its own rack. No rack but the
//! viewer's is in a view, nor the racks a move was played from.

use serde::Serialize;

use super::challenge_rule::ChallengeRule;
use super::game::{EndReason, Game};
use super::gcg::GcgKind;
use super::plugin::Crossword;
use crate::engine::word_vote::VoteView;
use crate::engine::{SeatView, Viewer};

/// A crossword game as one viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CrosswordView {
    /// Who looks.
    pub viewer: Viewer,
    /// The rules' name (Wordgame, Classic).
    pub rules: String,
    /// The premium squares, row by row: `T` triple word, `D` double word, `t` triple letter,
    /// `d` double letter, `.` none.
    pub premiums: Vec<String>,
    /// Each letter's value, A to Z (a blank is worth 0).
    pub values: [i32; 26],
    /// Tiles on a full rack.
    pub rack_size: usize,
    /// Whether tiles may be exchanged.
    pub exchanges: bool,
    /// The board in FEN.
    pub board: String,
    /// Tiles left in the bag.
    pub bag: usize,
    /// Every seat, in seat order.
    pub seats: Vec<RackView>,
    /// Whose turn it is.
    pub turn: usize,
    /// Scoreless turns in a row.
    pub scoreless_run: usize,
    /// How the game ended, once over.
    pub over: Option<Ending>,
    /// The moves so far, oldest first.
    pub moves: Vec<MoveView>,
    /// How a doubtful word is settled (Classic's house rule; `void` refuses it as laid).
    pub challenge: ChallengeRule,
    /// The play open to challenge, when there is one.
    pub pending: Option<PendingView>,
    /// The table's vote on a play's words outside the dictionary (house rule), while open.
    pub vote: Option<VoteView>,
}

impl CrosswordView {
    /// The viewer's own rack as tiles (`?` a blank); nothing for a spectator. The window's
    /// rack comes from here, so the laptop shows no more of a rack than the seat's phone would.
    pub fn own_rack(&self) -> Vec<u8> {
        own_tiles(self.viewer, |seat| self.seats.get(seat)?.rack.as_deref())
    }
}

/// The tiles of `viewer`'s own rack, given each seat's rack as a view holds it (`?` a blank,
/// `None` where the viewer may not see it); nothing for a spectator. Colonization's view reads
/// its racks the same way.
pub fn own_tiles<'a>(viewer: Viewer, rack_of: impl FnOnce(usize) -> Option<&'a str>) -> Vec<u8> {
    match viewer {
        Viewer::Seat(seat) => rack_of(seat)
            .map(|r| r.bytes().collect())
            .unwrap_or_default(),
        Viewer::Spectator => Vec::new(),
    }
}

/// A play open to challenge as everyone may know it: its words are on the board for all to
/// see; whether the dictionary holds them is not said until someone challenges.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PendingView {
    /// Who laid it.
    pub seat: usize,
    /// The words it formed, in capitals.
    pub words: Vec<String>,
    /// Its points.
    pub score: i32,
    /// It used its player's last tile with the bag empty: it is challenged or accepted before
    /// anything else.
    pub goes_out: bool,
}

/// One seat as a viewer may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RackView {
    /// Display name.
    pub name: String,
    /// Points so far.
    pub score: i32,
    /// How many tiles the rack holds.
    pub rack_count: usize,
    /// The rack (`?` a blank): the viewer's own only.
    pub rack: Option<String>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Ending {
    /// This seat went out with the bag empty.
    WentOut(usize),
    /// Too many scoreless turns.
    ScorelessTurns,
    /// Too many passes.
    Passes,
}

/// One move as everyone saw it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveView {
    /// The player's nick.
    pub nick: String,
    /// The move: `8D CRATE`, `pass`, `exchange 3`, `withdrawn`, end-of-game rack points.
    pub play: String,
    /// Its points.
    pub score: i32,
    /// The player's total after it.
    pub total: i32,
}

impl SeatView for Crossword {
    type View = CrosswordView;

    fn view(&self, viewer: Viewer) -> CrosswordView {
        view_of(&self.game, viewer)
    }

    fn seat_names(&self) -> Vec<String> {
        self.game.seats.iter().map(|s| s.name.clone()).collect()
    }

    fn verdict(
        &self,
        _seat: usize,
        action: &super::game::Action,
        lang: crate::i18n::Lang,
    ) -> Option<serde_json::Value> {
        let super::game::Action::Place(play) = action else {
            return None;
        };
        let game = &self.game;
        // Under a challenge rule the verdict says nothing of the dictionary (no one can learn
        // from it whether a word is a phony before playing it).
        Some(match game.check_placement(play) {
            Ok(scored) => serde_json::json!({
                "ok": true,
                "score": scored.score,
                "words": scored.words.iter()
                    .map(|w| serde_json::json!({"word": w.text, "score": w.score}))
                    .collect::<Vec<_>>(),
            }),
            Err(why) => serde_json::json!({"ok": false, "text": why.message(lang)}),
        })
    }
}

/// The game as `viewer` may know it.
pub fn view_of(game: &Game, viewer: Viewer) -> CrosswordView {
    let text = |tiles: &[u8]| String::from_utf8_lossy(tiles).into_owned();
    CrosswordView {
        viewer,
        rules: game.rules.name.clone(),
        premiums: premiums(&game.rules),
        values: game.rules.values,
        rack_size: game.rules.rack_size,
        exchanges: game.rules.exchanges,
        board: game.board.to_fen(),
        bag: game.bag.len(),
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| RackView {
                name: s.name.clone(),
                score: s.score,
                rack_count: s.rack.len(),
                rack: viewer.is(i).then(|| text(&s.rack)),
            })
            .collect(),
        turn: game.turn,
        scoreless_run: game.scoreless_run,
        over: game.over.map(|r| match r {
            EndReason::WentOut(seat) => Ending::WentOut(seat),
            EndReason::ScorelessTurns => Ending::ScorelessTurns,
            EndReason::Passes => Ending::Passes,
        }),
        moves: game
            .log
            .iter()
            .map(|e| MoveView {
                nick: e.nick.clone(),
                play: match &e.kind {
                    GcgKind::Play { coord, word } => format!("{coord} {word}"),
                    GcgKind::Withdrawn => "withdrawn".into(),
                    GcgKind::ChallengeBonus => "challenge bonus".into(),
                    // The tiles put back are the exchanger's secret: only how many.
                    GcgKind::Exchange(tiles) => {
                        let count = tiles.parse::<usize>().unwrap_or(tiles.chars().count());
                        format!("exchange {count}")
                    }
                    GcgKind::Pass => "pass".into(),
                    GcgKind::EndRack(tiles) => format!("({tiles})"),
                    GcgKind::TimePenalty => "time penalty".into(),
                },
                score: e.score,
                total: e.total,
            })
            .collect(),
        challenge: game.challenge,
        vote: game.house_vote.open.as_ref().map(VoteView::from),
        pending: game
            .pending
            .as_ref()
            .filter(|_| game.house_vote.open.is_none())
            .map(|p| PendingView {
                seat: p.seat,
                words: p.words.clone(),
                score: p.score,
                goes_out: game.pending_goes_out(),
            }),
    }
}

/// The rules' premium squares as rows of letters (`T`, `D`, `t`, `d`, `.`).
pub fn premiums(rules: &super::Rules) -> Vec<String> {
    (0..super::SIZE)
        .map(|row| {
            (0..super::SIZE)
                .map(|col| {
                    let square = row * super::SIZE + col;
                    match (rules.word_mult[square], rules.letter_mult[square]) {
                        (3, _) => 'T',
                        (2, _) => 'D',
                        (_, 3) => 't',
                        (_, 2) => 'd',
                        _ => '.',
                    }
                })
                .collect()
        })
        .collect()
}
