//! One accepted action as a save file writes it: the seat that acted and the action in the
//! game's own words (`(seat: 1, action: "transform 3")`). Every game whose saves keep such a
//! log shares this one shape; a game only says how its actions read and write as text.

use serde::{Deserialize, Serialize};

use super::ReplayStop;
use super::catalog::GameInfo;

/// How a game's action is written in a save and read back (with the reason when it cannot).
pub trait ActionText: Sized {
    /// The action as the file writes it.
    fn to_text(&self) -> String;
    /// Reads an action back; the error says what is wrong with the text.
    fn from_text(text: &str) -> Result<Self, String>;
}

/// Checks a player's name a save holds: not blank, at most `max` characters, no control
/// characters (they would reach the terminal through `wordtable replay`).
pub fn check_saved_name(seat: usize, name: &str, max: usize) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err(crate::i18n::tr!("error-cw-save-name-empty", seat = seat));
    }
    if name.chars().count() > max {
        return Err(crate::i18n::tr!(
            "error-cw-save-name-too-long",
            seat = seat,
            max = max
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(crate::i18n::tr!("error-cw-save-name-control", seat = seat));
    }
    Ok(())
}

/// Checks that no two seats share a name (compared without case or surrounding spaces): the
/// table calls every seat by its name ("Pass to Ana"), so two Anas would be told apart by
/// nothing. Used by every game's save and setup checks and by the new-game page.
pub fn check_distinct_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<(), String> {
    let mut seen: Vec<String> = Vec::new();
    for name in names {
        let key = name.trim().to_lowercase();
        if seen.contains(&key) {
            return Err(crate::i18n::tr!(
                "error-names-repeated",
                name = crate::engine::saved_game::excerpt(name.trim())
            ));
        }
        seen.push(key);
    }
    Ok(())
}

/// Checks that every saved action (its seat, in order) was taken by one of the game's `seats`.
pub fn check_saved_seats(
    action_seats: impl IntoIterator<Item = usize>,
    seats: usize,
) -> Result<(), String> {
    match action_seats
        .into_iter()
        .enumerate()
        .find(|&(_, s)| s >= seats)
    {
        Some((index, seat)) => Err(crate::i18n::tr!(
            "error-cw-save-seat",
            index = index,
            seat = seat,
            last = seats.saturating_sub(1)
        )),
        None => Ok(()),
    }
}

/// Checks what an action-log save holds before it is replayed, in the same words for every
/// game: as many players as `game` seats, each a fair name of at most `max_name` characters
/// (`check_saved_name`), at most `max_actions` actions (a bigger file is no game but an
/// attack on memory), each taken by one of the seats.
pub fn check_saved_log<'a, A>(
    game: &GameInfo,
    names: impl ExactSizeIterator<Item = &'a str>,
    max_name: usize,
    actions: &[SavedAction<A>],
    max_actions: usize,
) -> Result<(), String> {
    let seats = names.len();
    if !game.seats_fit(seats) {
        return Err(crate::i18n::tr!(
            "error-save-players",
            game = game.local_name(),
            min = game.min_seats,
            max = game.max_seats,
            count = seats
        ));
    }
    let names: Vec<&str> = names.collect();
    for (seat, name) in names.iter().enumerate() {
        check_saved_name(seat, name, max_name)?;
    }
    check_distinct_names(names.iter().copied())?;
    if actions.len() > max_actions {
        return Err(crate::i18n::tr!(
            "error-save-too-many-actions",
            game = game.local_name(),
            max = max_actions
        ));
    }
    check_saved_seats(actions.iter().map(|a| a.seat), seats)
}

/// Replays a save's log on `game` as it stands before the first action: `apply` plays one
/// action (the game's own rules), `each` hears every accepted action's index and events; the
/// first refusal stops the replay and says where.
pub fn replay_log<G, A, E, R>(
    mut game: G,
    actions: &[SavedAction<A>],
    mut apply: impl FnMut(&mut G, usize, &A) -> Result<Vec<E>, R>,
    mut each: impl FnMut(usize, &[E]),
) -> Result<G, ReplayStop<R>> {
    for (index, a) in actions.iter().enumerate() {
        let events =
            apply(&mut game, a.seat, &a.action).map_err(|refusal| ReplayStop { index, refusal })?;
        each(index, &events);
    }
    Ok(game)
}

/// One accepted action: who took it and what it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "ActionFields",
    try_from = "ActionFields",
    bound(serialize = "A: ActionText + Clone", deserialize = "A: ActionText")
)]
pub struct SavedAction<A> {
    /// The seat that acted (from 0).
    pub seat: usize,
    /// What it did.
    pub action: A,
}

/// A saved action as the file holds it: the action as text, and nothing else.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionFields {
    seat: usize,
    action: String,
}

impl<A: ActionText> From<SavedAction<A>> for ActionFields {
    fn from(a: SavedAction<A>) -> ActionFields {
        ActionFields {
            seat: a.seat,
            action: a.action.to_text(),
        }
    }
}

impl<A: ActionText> TryFrom<ActionFields> for SavedAction<A> {
    type Error = String;

    fn try_from(f: ActionFields) -> Result<SavedAction<A>, String> {
        Ok(SavedAction {
            seat: f.seat,
            action: A::from_text(&f.action)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game whose actions are numbers written in words.
    #[derive(Clone, Debug, PartialEq)]
    struct Count(u8);

    impl ActionText for Count {
        fn to_text(&self) -> String {
            ["none", "one", "two"][self.0 as usize].to_string()
        }
        fn from_text(text: &str) -> Result<Count, String> {
            match text {
                "none" => Ok(Count(0)),
                "one" => Ok(Count(1)),
                "two" => Ok(Count(2)),
                other => Err(format!("'{other}' is not a count")),
            }
        }
    }

    #[test]
    fn an_action_is_written_in_words_and_read_back() {
        let saved = SavedAction {
            seat: 1,
            action: Count(2),
        };
        let text = ron::to_string(&saved).unwrap();
        assert_eq!(text, r#"(seat:1,action:"two")"#);
        assert_eq!(ron::from_str::<SavedAction<Count>>(&text).unwrap(), saved);
    }

    #[test]
    fn a_bad_action_or_an_unknown_field_is_refused_with_the_reason() {
        let err = ron::from_str::<SavedAction<Count>>(r#"(seat: 0, action: "three")"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("'three' is not a count"), "{err}");
        let extra = ron::from_str::<SavedAction<Count>>(r#"(seat: 0, action: "one", x: 1)"#);
        assert!(extra.is_err());
    }
}
