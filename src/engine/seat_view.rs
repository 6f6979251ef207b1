//! What one seat may know of a game, and what a spectator may: each game says it once, as
//! serializable data, so every screen (the window, a player's phone, a streaming overlay)
//! draws from a view and none can show what its view does not hold. Privacy is the engine's,
//! not each screen's.

use std::fmt::Debug;

use serde::Serialize;

use super::contract::{SeatId, TurnGame};

/// Who looks at the game: a seat (its own private state and everything public) or a spectator
/// (everything public only: the big screen, an overlay page).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Viewer {
    /// A seat at the table.
    Seat(SeatId),
    /// Someone who plays no seat.
    Spectator,
}

impl Viewer {
    /// Whether this viewer plays `seat` (and so may see that seat's private state).
    pub fn is(self, seat: SeatId) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// A game that says what each viewer may know.
pub trait SeatView: TurnGame {
    /// What one viewer sees: everything public, and the viewer's own private state (a hand, a
    /// rack, a word being written, an answer given); nothing of another seat's.
    type View: Serialize + Clone + Debug + PartialEq + Send + Sync + 'static;

    /// The game as `viewer` may know it.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// The seats' names, in seat order (public: every view shows them).
    fn seat_names(&self) -> Vec<String>;

    /// The clock of a seat the game waits for, where the rules give one: how many seconds it
    /// has, and what it does when they run out (Word Colony's answerer gives no answer; a Color
    /// Words writer passes). A host without a window runs these clocks.
    fn clock(&self, _seat: SeatId) -> Option<(u32, Self::Action)> {
        None
    }

    /// What the table would say of `action` before it is sent (a crossword placement's words
    /// and score, or why it is not legal), in `lang`; `None` for a game without a live verdict.
    /// Changes nothing.
    fn verdict(
        &self,
        _seat: SeatId,
        _action: &Self::Action,
        _lang: crate::i18n::Lang,
    ) -> Option<serde_json::Value> {
        None
    }
}

/// What a table shows of `seat`'s own view (its rack, its hand), kept between frames in `seen`
/// with the seat it was taken for: taken again (`take`) only when the game `changed` or another
/// seat is at the screen, so a table builds a view only when it can differ.
pub fn kept_for<T>(
    seen: &mut Option<(SeatId, T)>,
    seat: SeatId,
    changed: bool,
    take: impl FnOnce() -> T,
) -> &T {
    if changed || seen.as_ref().is_none_or(|(s, _)| *s != seat) {
        *seen = Some((seat, take()));
    }
    &seen.as_ref().expect("taken just above when missing").1
}

/// Checks the privacy of views: `changed` is the game after only `seat`'s private state was
/// changed (`before` as it was); every other seat's view and the spectator's must be the same
/// in both. Panics naming the viewer whose view changed (for property tests).
pub fn assert_private_to<G: SeatView>(before: &G, changed: &G, seat: SeatId, seats: usize) {
    let others = (0..seats)
        .filter(|&s| s != seat)
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator));
    for viewer in others {
        let a = before.view(viewer);
        let b = changed.view(viewer);
        assert!(
            a == b,
            "{viewer:?} sees seat {seat}'s private state change:\nbefore {a:?}\nafter  {b:?}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::kept_for;

    #[test]
    fn a_kept_view_is_taken_again_only_for_a_changed_game_or_another_seat() {
        let mut seen = None;
        let mut taken = 0;
        let mut take = |seat: usize, changed: bool, seen: &mut Option<(usize, Vec<u8>)>| {
            kept_for(seen, seat, changed, || {
                taken += 1;
                vec![b'A' + seat as u8; taken]
            })
            .clone()
        };
        assert_eq!(take(0, false, &mut seen), b"A");
        assert_eq!(
            take(0, false, &mut seen),
            b"A",
            "kept: the same seat, the same game"
        );
        assert_eq!(
            take(1, false, &mut seen),
            b"BB",
            "another seat at the screen"
        );
        assert_eq!(take(1, true, &mut seen), b"BBB", "the game changed");
        assert_eq!(take(1, false, &mut seen), b"BBB");
    }
}
