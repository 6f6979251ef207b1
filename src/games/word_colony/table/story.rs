//! The turn panel's log: the game's story told from its action log, so it is the same live,
//! after a resume and after an undo (an undone action leaves no line behind). Every question's
//! answer and each player's pick, every point won or lost and why, every pass.

use crate::games::word_colony::actions::ScoreReason;
use crate::games::word_colony::cards::Choice;
use crate::games::word_colony::plugin::WordColony;
use crate::games::word_colony::{Action, Game, Outcome, PlayerAction};
use crate::i18n::Lang;

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

/// Names as a list: "Ana", "Ana and Ben", "Ana, Ben and Cleo" (in `lang`).
pub fn and_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            crate::i18n::tr_in!(
                lang,
                "wc-names-and",
                first = rest.join(", "),
                last = last.clone()
            )
        }
    }
}

/// "Ana wins!", "Ana and Ben win!" (in `lang`).
pub fn winners_line(lang: Lang, names: &[String]) -> String {
    crate::i18n::tr_in!(
        lang,
        "wc-wins",
        names = and_list(lang, names),
        count = names.len()
    )
}

/// The log's line for a score change, in `lang`: who, how many points (signed) and why.
fn score_line(lang: Lang, name: String, delta: i32, reason: &ScoreReason) -> String {
    let sign = format!("{delta:+}");
    let n = delta.unsigned_abs();
    // Points for a word name the word; the others say only why.
    let word = match reason {
        ScoreReason::Letters(w)
        | ScoreReason::Conquest(w)
        | ScoreReason::Conquered(w)
        | ScoreReason::Decolonization(w) => w.clone(),
        ScoreReason::BlackQuestion | ScoreReason::Supercolony | ScoreReason::BlackCardsInHand => {
            return crate::i18n::tr_in!(
                lang,
                match reason {
                    ScoreReason::BlackQuestion => "wc-log-points-black-question",
                    ScoreReason::Supercolony => "wc-log-points-supercolony",
                    _ => "wc-log-points-black-in-hand",
                },
                name = name,
                delta = sign,
                count = n
            );
        }
    };
    crate::i18n::tr_in!(
        lang,
        match reason {
            ScoreReason::Letters(_) => "wc-log-points-letters",
            ScoreReason::Conquest(_) => "wc-log-points-conquest",
            ScoreReason::Conquered(_) => "wc-log-points-conquered",
            _ => "wc-log-points-decolonization",
        },
        name = name,
        delta = sign,
        count = n,
        word = word
    )
}

/// The log's line for an outcome in `lang`, if it gets one (a reveal's has a line for the
/// answer and one for each pick, newline-separated); `actions` is the action log up to the
/// action that had it (a reveal names each answerer's pick from it).
pub fn log_line(lang: Lang, game: &Game, o: &Outcome, actions: &[PlayerAction]) -> Option<String> {
    let name = |p: usize| game.players[p].name.clone();
    Some(match o {
        Outcome::QuestionRead { reader, .. } => {
            crate::i18n::tr_in!(lang, "wc-log-reads", name = name(*reader))
        }
        Outcome::AnswersRevealed { correct, .. } => {
            let each: Vec<String> = last_picks(actions)
                .iter()
                .map(|&(p, c)| {
                    let letter = choice_letter(c).to_string();
                    if c == *correct {
                        crate::i18n::tr_in!(
                            lang,
                            "wc-log-pick-right",
                            name = name(p),
                            letter = letter
                        )
                    } else {
                        crate::i18n::tr_in!(
                            lang,
                            "wc-log-pick-wrong",
                            name = name(p),
                            letter = letter
                        )
                    }
                })
                .collect();
            // The answer, then each pick on a line of its own: one line of them all ran past
            // the panel's edge and ended in "…" (on a stream, where nobody hovers to read it).
            let letter = choice_letter(*correct).to_string();
            let mut lines = vec![crate::i18n::tr_in!(lang, "wc-log-answer", letter = letter)];
            lines.extend(each.into_iter().map(|pick| format!("  · {pick}")));
            lines.join("\n")
        }
        Outcome::Scored(e) if e.delta != 0 => score_line(lang, name(e.player), e.delta, &e.reason),
        Outcome::WordBuilt { player, word, .. } => crate::i18n::tr_in!(
            lang,
            "wc-log-builds",
            name = name(*player),
            word = word.clone()
        ),
        Outcome::WordExpanded { player, word, .. } => crate::i18n::tr_in!(
            lang,
            "wc-log-expands",
            name = name(*player),
            word = word.clone()
        ),
        Outcome::ColonyWordBuilt { player, word, .. } => crate::i18n::tr_in!(
            lang,
            "wc-log-colony-word",
            name = name(*player),
            word = word.clone()
        ),
        Outcome::Conquered { by, from, word, .. } => crate::i18n::tr_in!(
            lang,
            "wc-log-conquers",
            name = name(*by),
            word = word.clone(),
            from = name(*from)
        ),
        Outcome::Supercolony { player, .. } => {
            crate::i18n::tr_in!(lang, "wc-log-supercolony", name = name(*player))
        }
        Outcome::SupercolonyClaimable { player, .. } => {
            crate::i18n::tr_in!(lang, "wc-log-supercolony-claimable", name = name(*player))
        }
        Outcome::Decolonized {
            player, remaining, ..
        } => crate::i18n::tr_in!(
            lang,
            "wc-log-decolonizes",
            name = name(*player),
            word = remaining.clone()
        ),
        Outcome::SpecialUsed { player, special } => crate::i18n::tr_in!(
            lang,
            "wc-log-plays",
            name = name(*player),
            card = special.display_name_in(lang)
        ),
        Outcome::QuestionSkipped { reader } => {
            crate::i18n::tr_in!(lang, "wc-log-no-question", name = name(*reader))
        }
        Outcome::BoxReshuffled => crate::i18n::tr_in!(lang, "wc-log-reshuffled"),
        Outcome::TurnStarted { player } => {
            crate::i18n::tr_in!(lang, "wc-log-turn", name = name(*player))
        }
        Outcome::GameOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|&w| name(w)).collect();
            winners_line(lang, &names)
        }
        Outcome::VoteOpened { player, words } => crate::i18n::tr_in!(
            lang,
            "house-log-asked",
            name = name(*player),
            words = words.join(", ")
        ),
        Outcome::Voted {
            words, accepted, ..
        } => {
            if *accepted {
                crate::i18n::tr_in!(lang, "house-log-accepted", words = words.join(", "))
            } else {
                crate::i18n::tr_in!(lang, "house-log-refused", words = words.join(", "))
            }
        }
        _ => return None,
    })
}

/// The player and word of an outcome that puts a word on the table.
fn built_word(o: &Outcome) -> Option<(usize, &str)> {
    match o {
        Outcome::WordBuilt { player, word, .. }
        | Outcome::WordExpanded { player, word, .. }
        | Outcome::ColonyWordBuilt { player, word, .. } => Some((*player, word.as_str())),
        _ => None,
    }
}

/// A word's line with the points its letters scored (found among `outcomes`, the same
/// action's), in `lang`; `None` for another outcome or a word with no points outcome.
fn word_line(lang: Lang, game: &Game, o: &Outcome, outcomes: &[Outcome]) -> Option<String> {
    let (player, word) = built_word(o)?;
    let delta = outcomes.iter().find_map(|s| match s {
        Outcome::Scored(e)
            if e.player == player && matches!(&e.reason, ScoreReason::Letters(w) if w == word) =>
        {
            Some(e.delta)
        }
        _ => None,
    })?;
    let name = game.players[player].name.clone();
    let (word, sign, count) = (word.to_string(), format!("{delta:+}"), delta.unsigned_abs());
    Some(match o {
        Outcome::WordBuilt { .. } => crate::i18n::tr_in!(
            lang,
            "wc-log-builds-points",
            name = name,
            word = word,
            delta = sign,
            count = count
        ),
        Outcome::WordExpanded { .. } => crate::i18n::tr_in!(
            lang,
            "wc-log-expands-points",
            name = name,
            word = word,
            delta = sign,
            count = count
        ),
        _ => crate::i18n::tr_in!(
            lang,
            "wc-log-colony-word-points",
            name = name,
            word = word,
            delta = sign,
            count = count
        ),
    })
}

/// The whole story of `wc`'s game so far in `lang`, one line an event, opening with `intro`.
pub fn story(wc: &WordColony, lang: Lang, intro: String) -> Vec<String> {
    let mut lines = vec![intro];
    let Ok(mut again) = WordColony::start(wc.setup.clone(), wc.content.clone()) else {
        return lines;
    };
    for (i, act) in wc.log.iter().enumerate() {
        let Ok(outcomes) = again.game.apply(act) else {
            break;
        };
        if act.action == Action::Pass {
            let name = again.game.players[act.player].name.clone();
            lines.push(crate::i18n::tr_in!(lang, "wc-log-passes", name = name));
        }
        if act.action == Action::TimeUp {
            let name = again.game.players[act.player].name.clone();
            lines.push(crate::i18n::tr_in!(lang, "wc-log-out-of-time", name = name));
        }
        for o in &outcomes {
            // A word's line carries its points (negative and zero included), so its own
            // points line is not told again.
            if let Some(line) = word_line(lang, &again.game, o, &outcomes) {
                lines.push(line);
                continue;
            }
            if let Outcome::Scored(e) = o
                && let ScoreReason::Letters(w) = &e.reason
                && outcomes
                    .iter()
                    .any(|w2| built_word(w2) == Some((e.player, w.as_str())))
            {
                continue;
            }
            if let Some(said) = log_line(lang, &again.game, o, &wc.log[..=i]) {
                lines.extend(said.lines().map(String::from));
            }
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
        let lines = story(&wc, Lang::En, "A game.".into());
        let all = lines.join("\n");
        assert!(all.contains("The answer was"), "{all}");
        // Each pick on its own short line, under the answer.
        assert!(
            lines.iter().any(
                |l| l.starts_with("  · ") && (l.ends_with("(right)") || l.ends_with("(wrong)"))
            ),
            "{all}"
        );
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
    fn a_words_line_carries_its_points_negative_and_zero_included() {
        use crate::games::word_colony::actions::ScoreEvent;
        let wc = example();
        let built = Outcome::WordBuilt {
            player: 0,
            group: crate::games::word_colony::groups::GroupId(0),
            word: "ERA".into(),
        };
        for (delta, want) in [
            (1, "builds ERA: +1 point."),
            (-2, "builds ERA: -2 points."),
            (0, "builds ERA: +0 points."),
        ] {
            let scored = Outcome::Scored(ScoreEvent {
                player: 0,
                delta,
                reason: ScoreReason::Letters("ERA".into()),
            });
            let line = word_line(Lang::En, &wc.game, &built, &[built.clone(), scored]).unwrap();
            assert!(line.ends_with(want), "{line}");
        }
        // The story tells each word once, with its points, and no separate points line.
        let lines = story(&wc, Lang::En, String::new());
        assert!(
            lines
                .iter()
                .any(|l| l.contains(" builds ") && l.contains(" point"))
        );
        let letters_line = |l: &&String| {
            l.rsplit_once(" for ").is_some_and(|(_, w)| {
                w.strip_suffix('.')
                    .is_some_and(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_uppercase()))
            })
        };
        assert_eq!(lines.iter().find(letters_line), None);
    }

    #[test]
    fn log_lines_speak_french_and_romanian_with_their_plurals() {
        use crate::games::word_colony::actions::ScoreEvent;
        let wc = example();
        let scored = |delta: i32| {
            Outcome::Scored(ScoreEvent {
                player: 0,
                delta,
                reason: ScoreReason::Letters("WINEMAKER".into()),
            })
        };
        let line = |lang: Lang, delta: i32| log_line(lang, &wc.game, &scored(delta), &[]).unwrap();
        let ana = &wc.game.players[0].name;
        assert_eq!(line(Lang::En, 1), format!("{ana} +1 point for WINEMAKER."));
        assert_eq!(
            line(Lang::En, 13),
            format!("{ana} +13 points for WINEMAKER.")
        );
        assert_eq!(line(Lang::Fr, 1), format!("{ana} +1 point pour WINEMAKER."));
        assert_eq!(
            line(Lang::Fr, -4),
            format!("{ana} -4 points pour WINEMAKER.")
        );
        assert_eq!(
            line(Lang::Ro, 1),
            format!("{ana} +1 punct pentru WINEMAKER.")
        );
        assert_eq!(
            line(Lang::Ro, 13),
            format!("{ana} +13 puncte pentru WINEMAKER.")
        );
        assert_eq!(
            line(Lang::Ro, 21),
            format!("{ana} +21 de puncte pentru WINEMAKER.")
        );
        assert_eq!(
            line(Lang::Ro, 102),
            format!("{ana} +102 puncte pentru WINEMAKER.")
        );
        // A whole story in French: the answers, the passes, the winner.
        let all = story(&wc, Lang::Fr, String::new()).join("\n");
        assert!(all.contains("La bonne réponse était"), "{all}");
        assert!(all.contains(" passe."), "{all}");
        let winners = ["Ana".to_string(), "Ben".to_string(), "Cleo".to_string()];
        assert_eq!(winners_line(Lang::Fr, &winners[..1]), "Ana gagne\u{a0}!");
        assert_eq!(
            winners_line(Lang::Fr, &winners),
            "Ana, Ben et Cleo gagnent\u{a0}!"
        );
        assert_eq!(winners_line(Lang::Ro, &winners[..2]), "Ana și Ben câștigă!");
        assert_eq!(winners_line(Lang::En, &winners[..2]), "Ana and Ben win!");
    }

    #[test]
    fn an_undone_action_leaves_no_line() {
        let mut wc = example();
        let before = story(&wc, Lang::En, String::new());
        // Take back the last word built, as undo does.
        let last_build = wc
            .log
            .iter()
            .rposition(|a| matches!(a.action, Action::Build { .. }))
            .expect("a word was built");
        wc.log.truncate(last_build);
        let after = story(&wc, Lang::En, String::new());
        assert!(after.len() < before.len());
        assert_eq!(
            after[..],
            before[..after.len()],
            "the story up to there is unchanged"
        );
    }
}
