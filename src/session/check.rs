//! What the title screen offers to continue: the autosave read, its game found from the name
//! it carries, its content loaded and its actions replayed. A save that cannot be played is
//! never dropped in silence: the player is told why, the file is kept aside, and whatever can
//! be resumed is offered.

use std::path::{Path, PathBuf};

use super::{GameSave, Resume, free_name, resume};
use crate::games::colonization::Refusal as ColonizationRefusal;
use crate::games::colonization::save::ColonizationSave;
use crate::games::color_words::Refusal as ColorWordsRefusal;
use crate::games::color_words::save::{ColorWordsSave, ReplayStop as ColorWordsStop};
use crate::games::crossword::game::Refusal;
use crate::games::crossword::save::CrosswordSave;
use crate::games::play_on_words::Refusal as PlayOnWordsRefusal;
use crate::games::play_on_words::save::PlayOnWordsSave;
use crate::games::word_colony::Content;
use crate::games::word_colony::save::SaveFile;
use crate::games::word_colony::setup::new_game;

/// What was found in the autosave, ready for the title screen.
#[derive(Debug, Default)]
pub struct ContinueCheck {
    /// A game to offer as Continue (its actions cut before the first one now refused).
    pub save: Option<GameSave>,
    /// What the player must be told: what is wrong and where the file was kept.
    pub problem: Option<String>,
}

/// Reads and replays the autosave at `path`, whichever game it holds. A finished game is not
/// offered; a damaged file is set aside (`autosave.damaged-N.ron`); a file whose deck, box,
/// dictionary or word list cannot be loaded is set aside (`autosave.unplayable-N.ron`); a file
/// with an action now refused is copied aside whole (`autosave.refused-N.ron`) and offered up
/// to that action.
pub fn check_continue(path: &Path) -> ContinueCheck {
    let save = match resume(path) {
        Resume::Nothing => return ContinueCheck::default(),
        Resume::Damaged { reason, moved_to } => {
            return problem(format!("The saved game was damaged ({reason})"), moved_to);
        }
        Resume::UnknownGame { reason, moved_to } => {
            return problem(
                format!("The saved game cannot be played ({reason})"),
                moved_to,
            );
        }
        Resume::Game(save) => *save,
    };
    match save {
        GameSave::WordColony(save) => check_word_colony(path, save),
        GameSave::Crossword(save) => check_crossword(path, save),
        GameSave::Colonization(save) => check_colonization(path, save),
        GameSave::ColorWords(save) => check_color_words(path, save),
        GameSave::PlayOnWords(save) => check_play_on_words(path, save),
    }
}

/// Loads a Word Colony save's content and replays it.
fn check_word_colony(path: &Path, save: SaveFile) -> ContinueCheck {
    let content = match Content::for_setup(&save.setup) {
        Ok(c) => c,
        Err(e) => return unplayable(path, e),
    };
    let mut game = match new_game(&save.setup, &content) {
        Ok((game, _)) => game,
        Err(e) => return unplayable(path, e),
    };
    for (index, act) in save.actions.iter().enumerate() {
        if let Err(refused) = game.apply(act) {
            let mut shorter = save.clone();
            shorter.actions.truncate(index);
            return resume_before(path, index, refused, GameSave::WordColony(shorter));
        }
    }
    if game.result.is_some() {
        return ContinueCheck::default();
    }
    ContinueCheck {
        save: Some(GameSave::WordColony(save)),
        problem: None,
    }
}

/// Loads a Wordgame or Classic save's words and replays it, as a Word Colony save is.
fn check_crossword(path: &Path, save: CrosswordSave) -> ContinueCheck {
    let lexicon = match save.lexicon() {
        Ok(lexicon) => lexicon,
        Err(e) => return unplayable(path, e),
    };
    match save.replay(&lexicon) {
        Ok(game) if game.over.is_some() => ContinueCheck::default(),
        Ok(_) => ContinueCheck {
            save: Some(GameSave::Crossword(save)),
            problem: None,
        },
        // An action after the end: what comes before it is a finished game, not offered.
        Err(stop) if stop.refusal == Refusal::GameOver => ContinueCheck::default(),
        Err(stop) => {
            let mut shorter = save.clone();
            shorter.actions.truncate(stop.index);
            resume_before(path, stop.index, stop.refusal, GameSave::Crossword(shorter))
        }
    }
}

/// Replays a Colonization save with the English dictionary, as a Wordgame save is: a
/// finished game is not offered, a refused action cuts the offer before it.
fn check_colonization(path: &Path, save: ColonizationSave) -> ContinueCheck {
    match save.replay(ColonizationSave::lexicon()) {
        Ok(game) if game.is_over() => ContinueCheck::default(),
        Ok(_) => ContinueCheck {
            save: Some(GameSave::Colonization(save)),
            problem: None,
        },
        Err(stop) if stop.refusal == ColonizationRefusal::GameOver => ContinueCheck::default(),
        Err(stop) => {
            let mut shorter = save.clone();
            shorter.actions.truncate(stop.index);
            resume_before(
                path,
                stop.index,
                stop.refusal,
                GameSave::Colonization(shorter),
            )
        }
    }
}

/// Replays a Color Words save, as a Colonization save is; a stacked deck that no longer fits
/// the box makes it unplayable.
fn check_color_words(path: &Path, save: ColorWordsSave) -> ContinueCheck {
    match save.replay() {
        Ok(game) if game.is_over() => ContinueCheck::default(),
        Ok(_) => ContinueCheck {
            save: Some(GameSave::ColorWords(save)),
            problem: None,
        },
        Err(ColorWordsStop::Setup(e)) => unplayable(path, e),
        Err(ColorWordsStop::Refused {
            refusal: ColorWordsRefusal::GameOver,
            ..
        }) => ContinueCheck::default(),
        Err(ColorWordsStop::Refused { index, refusal }) => {
            let mut shorter = save.clone();
            shorter.actions.truncate(index);
            resume_before(path, index, refusal, GameSave::ColorWords(shorter))
        }
    }
}

/// Replays a Play On Words save, as a Colonization save is.
fn check_play_on_words(path: &Path, save: PlayOnWordsSave) -> ContinueCheck {
    match save.replay() {
        Ok(game) if game.is_over() => ContinueCheck::default(),
        Ok(_) => ContinueCheck {
            save: Some(GameSave::PlayOnWords(save)),
            problem: None,
        },
        Err(stop) if stop.refusal == PlayOnWordsRefusal::GameOver => ContinueCheck::default(),
        Err(stop) => {
            let mut shorter = save.clone();
            shorter.actions.truncate(stop.index);
            resume_before(
                path,
                stop.index,
                stop.refusal,
                GameSave::PlayOnWords(shorter),
            )
        }
    }
}

/// The save's content cannot be loaded: the file is moved aside, so the next game does not
/// overwrite it, and the player is told why.
fn unplayable(path: &Path, reason: impl std::fmt::Display) -> ContinueCheck {
    let moved_to =
        free_name(path, "unplayable").filter(|aside| std::fs::rename(path, aside).is_ok());
    problem(
        format!("The saved game cannot be played ({reason})"),
        moved_to,
    )
}

/// Action `index` is refused now: the game before it (`shorter`) is offered, and the file is
/// copied aside whole, since resuming the shorter game will rewrite the autosave.
fn resume_before(
    path: &Path,
    index: usize,
    refused: impl std::fmt::Display,
    shorter: GameSave,
) -> ContinueCheck {
    let kept = free_name(path, "refused").filter(|aside| std::fs::copy(path, aside).is_ok());
    let what = format!(
        "Action {} of the saved game is refused now ({refused}); Continue resumes the game before it",
        index + 1
    );
    ContinueCheck {
        save: Some(shorter),
        problem: problem(what, kept).problem,
    }
}

fn problem(what: String, kept: Option<PathBuf>) -> ContinueCheck {
    ContinueCheck {
        save: None,
        problem: Some(match kept {
            Some(p) => format!("{what}; the file was kept as {}.", p.display()),
            None => format!("{what}; the file could not be kept aside."),
        }),
    }
}

/// Before another game is opened from a file (`wordtable open`), an unfinished game in the
/// autosave is moved to `autosave.before-open-N.ron`, since the opened game will autosave
/// over it. Returns where it went.
pub fn keep_aside_before_open(autosave: &Path) -> Option<PathBuf> {
    let finished = match GameSave::load(autosave).ok()? {
        GameSave::WordColony(save) => Content::for_setup(&save.setup)
            .ok()
            .and_then(|c| save.replay(&c).ok())
            .is_some_and(|g| g.result.is_some()),
        // A game over before a refused action is finished too, as Continue sees it.
        GameSave::Crossword(save) => {
            save.lexicon()
                .is_ok_and(|lexicon| match save.replay(&lexicon) {
                    Ok(game) => game.over.is_some(),
                    Err(stop) => stop.refusal == Refusal::GameOver,
                })
        }
        GameSave::Colonization(save) => match save.replay(ColonizationSave::lexicon()) {
            Ok(game) => game.is_over(),
            Err(stop) => stop.refusal == ColonizationRefusal::GameOver,
        },
        GameSave::ColorWords(save) => match save.replay() {
            Ok(game) => game.is_over(),
            Err(stop) => matches!(
                stop,
                ColorWordsStop::Refused {
                    refusal: ColorWordsRefusal::GameOver,
                    ..
                }
            ),
        },
        GameSave::PlayOnWords(save) => match save.replay() {
            Ok(game) => game.is_over(),
            Err(stop) => stop.refusal == PlayOnWordsRefusal::GameOver,
        },
    };
    if finished {
        return None;
    }
    let aside = free_name(autosave, "before-open")?;
    std::fs::rename(autosave, &aside).ok()?;
    Some(aside)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crossword::game::Action;
    use crate::games::crossword::rules::RulesKind;
    use crate::games::crossword::save::fixtures::{played, setup};

    fn scratch(name: &str) -> PathBuf {
        crate::testing::scratch_dir(&format!("check-{name}"))
    }

    const RULE_BOOK: &str = include_str!("../../docs/examples/rule-book.ron");

    #[test]
    fn a_save_whose_deck_is_gone_is_reported_and_kept() {
        let dir = scratch("deck-gone");
        let path = dir.join("autosave.ron");
        let mut save = SaveFile::parse(RULE_BOOK).unwrap();
        save.setup.deck_file = Some(dir.join("moved.csv").display().to_string());
        save.store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none());
        let problem = found.problem.expect("said");
        assert!(
            problem.contains("cannot be played") && problem.contains("moved.csv"),
            "{problem}"
        );
        assert!(problem.contains("autosave.unplayable-1.ron"), "{problem}");
        let kept = dir.join("autosave.unplayable-1.ron");
        assert_eq!(SaveFile::load(&kept).unwrap(), save, "kept whole");
        assert!(!path.exists(), "the next game does not overwrite it");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_save_with_a_refused_action_resumes_before_it() {
        let dir = scratch("refused");
        let path = dir.join("autosave.ron");
        let full = SaveFile::parse(RULE_BOOK).unwrap();
        // Cut the finished game short, then add an action no rule allows.
        let mut save = full.clone();
        save.actions.truncate(6);
        let mut bad = save.actions[0].clone();
        bad.player = 99;
        save.actions.push(bad);
        save.store(&path).unwrap();
        let found = check_continue(&path);
        let Some(GameSave::WordColony(resumed)) = found.save else {
            panic!("a Word Colony game is offered");
        };
        assert_eq!(resumed.actions, save.actions[..6]);
        let problem = found.problem.expect("said");
        assert!(
            problem.starts_with("Action 7 of the saved game is refused now"),
            "{problem}"
        );
        assert!(problem.contains("autosave.refused-1.ron"), "{problem}");
        assert_eq!(
            SaveFile::load(&dir.join("autosave.refused-1.ron")).unwrap(),
            save
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_box_that_would_crash_is_reported_not_a_panic() {
        let dir = scratch("bad-box");
        let path = dir.join("autosave.ron");
        let box_file = dir.join("box.ron");
        std::fs::write(
            &box_file,
            "(letters: [('A', 18446744073709551615)], black: [], specials: [])",
        )
        .unwrap();
        let mut save = SaveFile::parse(RULE_BOOK).unwrap();
        save.setup.deal = None;
        save.actions.clear();
        save.setup.box_file = Some(box_file.display().to_string());
        save.store(&path).unwrap();
        let found = check_continue(&path);
        let problem = found.problem.expect("said");
        assert!(problem.contains("box.ron line 1"), "{problem}");
        assert!(dir.join("autosave.unplayable-1.ron").exists());
        assert!(
            matches!(resume(&path), Resume::Nothing),
            "the next launch starts clean"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn continue_offers_a_named_save_and_an_unnamed_one_alike() {
        let dir = scratch("named");
        let path = dir.join("autosave.ron");
        let mut save = SaveFile::parse(RULE_BOOK).unwrap();
        save.actions.truncate(5);
        save.store(&path).unwrap();
        let unnamed = check_continue(&path);
        GameSave::WordColony(save.clone()).store(&path).unwrap();
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("word_colony")
        );
        let named = check_continue(&path);
        assert_eq!(named.problem, None);
        assert_eq!(named.save, Some(GameSave::WordColony(save)));
        assert_eq!(named.save, unnamed.save);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_autosave_of_an_unknown_game_is_reported_with_its_name_and_kept() {
        let dir = scratch("unknown-game");
        let path = dir.join("autosave.ron");
        std::fs::write(&path, "(game: \"colour_words\", save: (turn: 3))").unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none());
        let problem = found.problem.expect("said");
        assert!(
            problem.contains("autosave.ron") && problem.contains("\"colour_words\""),
            "{problem}"
        );
        assert!(
            problem.starts_with("The saved game cannot be played"),
            "{problem}"
        );
        assert!(dir.join("autosave.unplayable-1.ron").exists(), "{problem}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn opening_a_scenario_keeps_the_unfinished_autosave() {
        let dir = scratch("open");
        let path = dir.join("autosave.ron");
        assert_eq!(keep_aside_before_open(&path), None);
        let mut save = SaveFile::parse(RULE_BOOK).unwrap();
        save.actions.truncate(3);
        save.store(&path).unwrap();
        let kept = keep_aside_before_open(&path).expect("kept");
        assert!(kept.ends_with("autosave.before-open-1.ron"));
        assert_eq!(SaveFile::load(&kept).unwrap(), save);
        assert!(!path.exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_colonization_save_is_offered_until_it_ends_and_cut_before_a_refused_action() {
        use crate::games::colonization::Action as ColonizationAction;
        use crate::games::colonization::save::self_play;
        let dir = scratch("colonization");
        let path = dir.join("autosave.ron");
        let (save, game) = self_play(2, 2, 30);
        assert!(!game.is_over());
        GameSave::Colonization(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.problem, None);
        assert_eq!(found.save, Some(GameSave::Colonization(save.clone())));
        // A finished game is not offered, nor one with an action after its end.
        let (mut done, game) = self_play(2, 2, usize::MAX);
        assert!(game.is_over());
        GameSave::Colonization(done.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        done.record(0, &ColonizationAction::Pass);
        GameSave::Colonization(done).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        assert_eq!(keep_aside_before_open(&path), None);
        // A refused action: the game before it is offered, the file kept whole.
        let mut refused = save.clone();
        refused.record(1, &ColonizationAction::Transform { record: 99 });
        refused.record(0, &ColonizationAction::Pass);
        GameSave::Colonization(refused.clone())
            .store(&path)
            .unwrap();
        let found = check_continue(&path);
        assert_eq!(found.save, Some(GameSave::Colonization(save)));
        assert!(found.problem.expect("said").contains("Action 31"));
        assert_eq!(
            GameSave::load(&dir.join("autosave.refused-1.ron")),
            Ok(GameSave::Colonization(refused))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_play_on_words_save_is_offered_until_it_ends_and_cut_before_a_refused_action() {
        use crate::games::play_on_words::players::Level;
        use crate::games::play_on_words::save::self_play;
        use crate::games::play_on_words::{Action as PowAction, Card, Colour};
        let dir = scratch("play-on-words");
        let path = dir.join("autosave.ron");
        let levels = [Level::Normal, Level::Hard];
        let (save, game) = self_play(2, &levels, 3, 30);
        assert!(!game.is_over());
        GameSave::PlayOnWords(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.problem, None);
        assert_eq!(found.save, Some(GameSave::PlayOnWords(save.clone())));
        // A finished game is not offered, nor one with an action after its end.
        let (mut done, game) = self_play(2, &levels, 1, usize::MAX);
        assert!(game.is_over());
        done.record(0, &PowAction::NextRound);
        GameSave::PlayOnWords(done).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        assert_eq!(keep_aside_before_open(&path), None);
        // A refused action (there is no red Q): the game before it is offered, the file kept.
        let mut refused = save.clone();
        let no_card = Card::Letter(Colour::Red, b'Q');
        refused.record(
            game_seat(&save),
            &PowAction::Discard {
                card: no_card,
                pile: 0,
            },
        );
        GameSave::PlayOnWords(refused.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.save, Some(GameSave::PlayOnWords(save)));
        assert!(found.problem.expect("said").contains("Action 31"));
        assert_eq!(
            GameSave::load(&dir.join("autosave.refused-1.ron")),
            Ok(GameSave::PlayOnWords(refused))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The seat a Play On Words save's game waits for.
    fn game_seat(save: &crate::games::play_on_words::save::PlayOnWordsSave) -> usize {
        save.replay().expect("replays").acting()[0]
    }

    /// A Wordgame save of passes only: the opening two give new letters, three more end it.
    fn passes(count: usize) -> CrosswordSave {
        let mut save = CrosswordSave::new(setup(RulesKind::Wordgame, 9));
        for i in 0..count {
            save.record(i % 2, &Action::Pass);
        }
        save
    }

    #[test]
    fn an_unfinished_crossword_game_is_offered_and_a_finished_one_is_not() {
        let dir = scratch("crossword");
        let path = dir.join("autosave.ron");
        let (save, game) = played(RulesKind::Classic, 5, 6);
        assert!(game.over.is_none());
        GameSave::Crossword(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.problem, None);
        assert_eq!(found.save, Some(GameSave::Crossword(save)));
        GameSave::Crossword(passes(5)).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        // An action after the end leaves a finished game: not offered either.
        GameSave::Crossword(passes(6)).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        assert_eq!(
            keep_aside_before_open(&path),
            None,
            "finished: nothing to keep"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_crossword_save_with_a_refused_action_resumes_before_it() {
        let dir = scratch("crossword-refused");
        let path = dir.join("autosave.ron");
        let mut save = passes(3);
        // Wordgame has no exchanges.
        save.record(1, &Action::Exchange(b"A".to_vec()));
        save.record(0, &Action::Pass);
        GameSave::Crossword(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        let Some(GameSave::Crossword(resumed)) = found.save else {
            panic!("a crossword game is offered: {found:?}");
        };
        assert_eq!(resumed.actions, save.actions[..3]);
        let problem = found.problem.expect("said");
        assert!(
            problem.starts_with(
                "Action 4 of the saved game is refused now (These rules have no exchanges"
            ),
            "{problem}"
        );
        assert!(problem.contains("autosave.refused-1.ron"), "{problem}");
        assert_eq!(
            GameSave::load(&dir.join("autosave.refused-1.ron")),
            Ok(GameSave::Crossword(save))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_crossword_save_whose_word_list_is_gone_is_reported_and_kept() {
        let dir = scratch("crossword-words-gone");
        let path = dir.join("autosave.ron");
        let mut save = passes(1);
        save.setup.word_list = Some(dir.join("house-words.txt").display().to_string());
        GameSave::Crossword(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none());
        let problem = found.problem.expect("said");
        assert!(
            problem.starts_with("The saved game cannot be played")
                && problem.contains("house-words.txt"),
            "{problem}"
        );
        let kept = dir.join("autosave.unplayable-1.ron");
        assert!(problem.contains("autosave.unplayable-1.ron"), "{problem}");
        assert_eq!(GameSave::load(&kept), Ok(GameSave::Crossword(save)));
        assert!(!path.exists(), "the next game does not overwrite it");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn opening_a_file_keeps_an_unfinished_crossword_autosave() {
        let dir = scratch("crossword-open");
        let path = dir.join("autosave.ron");
        GameSave::Crossword(passes(2)).store(&path).unwrap();
        let kept = keep_aside_before_open(&path).expect("kept");
        assert!(kept.ends_with("autosave.before-open-1.ron"));
        assert_eq!(GameSave::load(&kept), Ok(GameSave::Crossword(passes(2))));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
