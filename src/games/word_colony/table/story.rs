//! The turn panel's log: the game's story told from its action log, so it is the same live,
//! after a resume and after an undo (an undone action leaves no line behind). Every question's
//! answer and each player's pick, every point won or lost and why, every pass.

use crate::games::word_colony::actions::ScoreReason;
use crate::games::word_colony::cards::Choice;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::{Action, Game, Outcome, PlayerAction};

/// The picks of the question answered last in `actions`: each answerer and their choice.
pub fn last_picks(actions: &[PlayerAction]) -> Vec<(usize, Choice)> {
    let since_read = actions
        .iter()
        .rposition(|a| matches!(a.action, Action::Read { .. }))
        .map_or(0, |i| i + 1);
    actions[since_read..]
        .iter()
        .filter_map(|a| match a.action {
            Action::Answer { choice } => Some((a.player, choice)),
            _ => None,
        })
        .collect()
}

/// An option's letter, A to D.
pub fn choice_letter(c: Choice) -> char {
    ['A', 'B', 'C', 'D'][c.index()]
}

/// Why a score changed, as the log says it.
fn reason_text(reason: &ScoreReason) -> String {
    match reason {
        ScoreReason::Letters(w) => format!("for {w}"),
        ScoreReason::Conquest(w) => format!("for conquering {w}"),
        ScoreReason::Conquered(w) => format!("for losing {w}"),
        ScoreReason::BlackQuestion => "for missing a black card's question".into(),
        ScoreReason::Supercolony => "for a Supercolony".into(),
        ScoreReason::Decolonization(w) => format!("for decolonizing {w}"),
        ScoreReason::BlackCardsInHand => "for black cards left in hand".into(),
    }
}

/// The log's line for an outcome, if it gets one; `actions` is the action log up to the action
/// that had it (a reveal names each answerer's pick from it).
pub fn log_line(game: &Game, o: &Outcome, actions: &[PlayerAction]) -> Option<String> {
    let name = |p: usize| game.players[p].name.clone();
    Some(match o {
        Outcome::QuestionRead { reader, .. } => format!("{} reads a question.", name(*reader)),
        Outcome::AnswersRevealed { correct, .. } => {
            let each: Vec<String> = last_picks(actions)
                .iter()
                .map(|&(p, c)| {
                    let verdict = if c == *correct { "right" } else { "wrong" };
                    format!("{} {} ({verdict})", name(p), choice_letter(c))
                })
                .collect();
            if each.is_empty() {
                format!("The answer was {}.", choice_letter(*correct))
            } else {
                format!(
                    "The answer was {}: {}.",
                    choice_letter(*correct),
                    each.join(", ")
                )
            }
        }
        Outcome::Scored(e) if e.delta != 0 => {
            let points = if e.delta.abs() == 1 {
                "point"
            } else {
                "points"
            };
            format!(
                "{} {:+} {points} {}.",
                name(e.player),
                e.delta,
                reason_text(&e.reason)
            )
        }
        Outcome::WordBuilt { player, word, .. } => format!("{} builds {word}.", name(*player)),
        Outcome::WordExpanded { player, word, .. } => {
            format!("{} expands to {word}.", name(*player))
        }
        Outcome::ColonyWordBuilt { player, word, .. } => {
            format!("{} builds {word} in a colony.", name(*player))
        }
        Outcome::Conquered { by, from, word, .. } => {
            format!("{} conquers {word} from {}!", name(*by), name(*from))
        }
        Outcome::Supercolony { player, .. } => format!("Supercolony for {}!", name(*player)),
        Outcome::SupercolonyClaimable { player, .. } => format!(
            "{} made a Supercolony: announce it this turn!",
            name(*player)
        ),
        Outcome::Decolonized {
            player, remaining, ..
        } => format!("{} decolonizes, leaving {remaining}.", name(*player)),
        Outcome::SpecialUsed { player, special } => {
            format!("{} plays {}.", name(*player), special.name())
        }
        Outcome::QuestionSkipped { reader } => format!(
            "{} has no unread card: no question this turn.",
            name(*reader)
        ),
        Outcome::BoxReshuffled => "The discards are shuffled into the box.".into(),
        Outcome::TurnStarted { player } => format!("{}'s turn.", name(*player)),
        Outcome::GameOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|&w| name(w)).collect();
            format!("{} wins!", names.join(" and "))
        }
        _ => return None,
    })
}

/// The whole story of `wc`'s game so far, one line an event, opening with `intro`.
pub fn story(wc: &WordColony, intro: String) -> Vec<String> {
    let mut lines = vec![intro];
    let Ok(mut again) = WordColony::start(wc.setup.clone(), wc.content.clone()) else {
        return lines;
    };
    for (i, act) in wc.log.iter().enumerate() {
        let Ok(outcomes) = again.game.apply(act) else {
            break;
        };
        if act.action == Action::Pass {
            lines.push(format!("{} passes.", again.game.players[act.player].name));
        }
        for o in &outcomes {
            lines.extend(log_line(&again.game, o, &wc.log[..=i]));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::save::SaveFile;

    /// The quick game of the docs' example, opened as the table opens it.
    fn example() -> WordColony {
        let text = include_str!("../../../../docs/examples/quick-game.ron");
        let save = SaveFile::parse(text).expect("the example parses");
        let content = crate::games::word_colony::Content::for_setup(&save.setup).expect("content");
        let mut wc = WordColony::start(save.setup.clone(), content).expect("starts");
        let replayed = wc.replay(&save.actions);
        assert!(replayed.stopped.is_none());
        wc
    }

    #[test]
    fn the_story_tells_answers_points_and_passes() {
        let wc = example();
        let lines = story(&wc, "A game.".into());
        let all = lines.join("\n");
        assert!(all.contains("The answer was"), "{all}");
        assert!(all.contains(" passes."), "{all}");
        assert!(
            lines
                .iter()
                .any(|l| l.contains(" +") && l.contains("point")),
            "{all}"
        );
        // Every pass in the log is told, once.
        let passes = wc.log.iter().filter(|a| a.action == Action::Pass).count();
        assert_eq!(
            lines.iter().filter(|l| l.ends_with(" passes.")).count(),
            passes
        );
    }

    #[test]
    fn an_undone_action_leaves_no_line() {
        let mut wc = example();
        let before = story(&wc, String::new());
        // Take back the last word built, as undo does.
        let last_build = wc
            .log
            .iter()
            .rposition(|a| matches!(a.action, Action::Build { .. }))
            .expect("a word was built");
        wc.log.truncate(last_build);
        let after = story(&wc, String::new());
        assert!(after.len() < before.len());
        assert_eq!(
            after[..],
            before[..after.len()],
            "the story up to there is unchanged"
        );
    }
}
