//! Saved games of every game, through the registry: a file is read by the game its envelope
//! names (a file that names none by the game that reads unnamed saves), and what the title
//! screen offers to continue is the autosave read and replayed by its own game. A save that
//! cannot be played is never dropped in silence: the player is told why, the file is kept
//! aside, and whatever can be resumed is offered.

use std::path::{Path, PathBuf};

use crate::engine::saved_game::{
    GameSave, LoadError, SAVE_FORMAT, SaveCheck, envelope_format, envelope_name, excerpt,
};
use crate::session::free_name;

impl GameSave {
    /// A record in another program's format (a GCG) as a save of the game that reads it:
    /// `None` when no registered game reads the text, else the save or why it cannot be made.
    pub fn from_record(text: &str) -> Option<Result<GameSave, String>> {
        super::registry()
            .iter()
            .filter_map(|e| e.read_record)
            .find_map(|read| read(text))
    }

    /// Parses a saved game of any registered game from RON text.
    pub fn parse(text: &str) -> Result<GameSave, LoadError> {
        // A newer format may hold what this version cannot read: say so before trying.
        let format = envelope_format(text);
        if format > SAVE_FORMAT {
            return Err(LoadError::Newer { file: None, format });
        }
        let name = envelope_name(text);
        let registry = super::registry();
        // A file that is not RON at all, or names no game, is read by the game that reads
        // unnamed saves (Word Colony's, from before games were named).
        let read = match &name {
            None => registry.iter().find(|e| e.reads_unnamed),
            Some(name) => registry.iter().find(|e| e.info.id == name),
        }
        .and_then(|e| e.read_save);
        match read {
            Some(read) => read(text).map_err(LoadError::Format),
            None => Err(LoadError::UnknownGame {
                file: None,
                game: excerpt(name.as_deref().unwrap_or_default()),
                known: known_names(),
            }),
        }
    }

    /// Reads a saved game; errors name the file.
    pub fn load(path: &Path) -> Result<GameSave, LoadError> {
        let text = crate::input::read_text(path, crate::input::Kind::Save)
            .map_err(|e| LoadError::Format(e.to_string()))?;
        GameSave::parse(&text).map_err(|e| match e {
            LoadError::Format(m) => LoadError::Format(crate::i18n::tr!(
                "error-in-file",
                path = path.display().to_string(),
                reason = m
            )),
            LoadError::Newer { format, .. } => LoadError::Newer {
                file: Some(path.to_owned()),
                format,
            },
            LoadError::UnknownGame { game, known, .. } => LoadError::UnknownGame {
                file: Some(path.to_owned()),
                game,
                known,
            },
        })
    }
}

/// The names of the games a save may hold, as files write them.
pub fn known_names() -> Vec<&'static str> {
    super::registry()
        .iter()
        .filter(|e| e.read_save.is_some())
        .map(|e| e.info.id)
        .collect()
}

/// What was found where the autosave lives.
#[derive(Debug)]
pub enum Resume {
    /// No autosave.
    Nothing,
    /// A game to continue.
    Game(Box<GameSave>),
    /// The file was damaged: it was moved aside to the given path.
    Damaged {
        reason: String,
        moved_to: Option<PathBuf>,
    },
    /// The file holds a game this version does not know (written by a newer one): it was
    /// moved aside to the given path.
    UnknownGame {
        reason: String,
        moved_to: Option<PathBuf>,
    },
}

/// Reads the autosave at `path`; a damaged file is renamed to `autosave.damaged-N.ron`, one
/// of an unknown game to `autosave.unplayable-N.ron`.
pub fn resume(path: &Path) -> Resume {
    if !path.exists() {
        return Resume::Nothing;
    }
    match GameSave::load(path) {
        Ok(save) => Resume::Game(Box::new(save)),
        Err(e @ (LoadError::UnknownGame { .. } | LoadError::Newer { .. })) => Resume::UnknownGame {
            reason: e.to_string(),
            moved_to: set_aside(path, "unplayable"),
        },
        Err(e) => Resume::Damaged {
            reason: e.to_string(),
            moved_to: set_aside(path, "damaged"),
        },
    }
}

fn set_aside(path: &Path, why: &str) -> Option<PathBuf> {
    let aside = free_name(path, why)?;
    std::fs::rename(path, &aside).ok().map(|_| aside)
}

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
    match save.check() {
        SaveCheck::Finished => ContinueCheck::default(),
        SaveCheck::Playing => ContinueCheck {
            save: Some(save),
            problem: None,
        },
        SaveCheck::Unplayable(reason) => unplayable(path, reason),
        SaveCheck::RefusedAt {
            index,
            reason,
            shorter,
        } => resume_before(path, index, reason, shorter),
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
    let save = GameSave::load(autosave).ok()?;
    // A game over before a refused action is finished too, as Continue sees it.
    if save.check() == SaveCheck::Finished {
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
    use crate::games::crossword::save::CrosswordSave;
    use crate::games::crossword::save::fixtures::{played, setup};
    use crate::games::word_colony::save::SaveFile;
    use crate::i18n::Lang;

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
        let Some(resumed) = found.save.as_ref().and_then(|s| s.get::<SaveFile>()) else {
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
        GameSave::new(save.clone()).store(&path).unwrap();
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("word_colony")
        );
        let named = check_continue(&path);
        assert_eq!(named.problem, None);
        assert_eq!(named.save, Some(GameSave::new(save)));
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
        GameSave::new(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.problem, None);
        assert_eq!(found.save, Some(GameSave::new(save.clone())));
        // A finished game is not offered, nor one with an action after its end.
        let (mut done, game) = self_play(2, 2, usize::MAX);
        assert!(game.is_over());
        GameSave::new(done.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        done.record(0, &ColonizationAction::Pass);
        GameSave::new(done).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        assert_eq!(keep_aside_before_open(&path), None);
        // A refused action: the game before it is offered, the file kept whole.
        let mut refused = save.clone();
        refused.record(1, &ColonizationAction::Transform { record: 99 });
        refused.record(0, &ColonizationAction::Pass);
        GameSave::new(refused.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.save, Some(GameSave::new(save)));
        assert!(found.problem.expect("said").contains("Action 31"));
        assert_eq!(
            GameSave::load(&dir.join("autosave.refused-1.ron")),
            Ok(GameSave::new(refused))
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
        GameSave::new(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.problem, None);
        assert_eq!(found.save, Some(GameSave::new(save.clone())));
        // A finished game is not offered, nor one with an action after its end.
        let (mut done, game) = self_play(2, &levels, 1, usize::MAX);
        assert!(game.is_over());
        done.record(0, &PowAction::NextRound);
        GameSave::new(done).store(&path).unwrap();
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
        GameSave::new(refused.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.save, Some(GameSave::new(save)));
        assert!(found.problem.expect("said").contains("Action 31"));
        assert_eq!(
            GameSave::load(&dir.join("autosave.refused-1.ron")),
            Ok(GameSave::new(refused))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The seat a Play On Words save's game waits for.
    fn game_seat(save: &crate::games::play_on_words::save::PlayOnWordsSave) -> usize {
        save.replay(&save.lexicon().unwrap())
            .expect("replays")
            .acting()[0]
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
        GameSave::new(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        assert_eq!(found.problem, None);
        assert_eq!(found.save, Some(GameSave::new(save)));
        GameSave::new(passes(5)).store(&path).unwrap();
        let found = check_continue(&path);
        assert!(found.save.is_none() && found.problem.is_none(), "{found:?}");
        // An action after the end leaves a finished game: not offered either.
        GameSave::new(passes(6)).store(&path).unwrap();
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
        GameSave::new(save.clone()).store(&path).unwrap();
        let found = check_continue(&path);
        let Some(resumed) = found.save.as_ref().and_then(|s| s.get::<CrosswordSave>()) else {
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
            Ok(GameSave::new(save))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_crossword_save_whose_word_list_is_gone_is_reported_and_kept() {
        let dir = scratch("crossword-words-gone");
        let path = dir.join("autosave.ron");
        let mut save = passes(1);
        save.setup.word_list = Some(dir.join("house-words.txt").display().to_string());
        GameSave::new(save.clone()).store(&path).unwrap();
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
        assert_eq!(GameSave::load(&kept), Ok(GameSave::new(save)));
        assert!(!path.exists(), "the next game does not overwrite it");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn opening_a_file_keeps_an_unfinished_crossword_autosave() {
        let dir = scratch("crossword-open");
        let path = dir.join("autosave.ron");
        GameSave::new(passes(2)).store(&path).unwrap();
        let kept = keep_aside_before_open(&path).expect("kept");
        assert!(kept.ends_with("autosave.before-open-1.ron"));
        assert_eq!(GameSave::load(&kept), Ok(GameSave::new(passes(2))));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    // What the save envelope did before the registry read it: every example, named or not,
    // reads as it always did.

    #[test]
    fn every_unnamed_example_loads_as_word_colony_unchanged() {
        for path in [
            "docs/examples/rule-book.ron",
            "docs/examples/quick-game.ron",
            "docs/examples/three-hundred-cards.ron",
            "docs/examples/winemaker.ron",
            "tests/data/e2e-flow.ron",
            "tests/data/streamer-flow.ron",
        ] {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
            let direct = SaveFile::load(&path).expect("a Word Colony save");
            assert_eq!(
                GameSave::load(&path),
                Ok(GameSave::new(direct)),
                "{}",
                path.display()
            );
        }
    }

    #[test]
    fn a_named_save_round_trips_and_names_its_game() {
        let save = GameSave::new(SaveFile::parse(RULE_BOOK).unwrap());
        let text = save.to_ron();
        assert!(text.contains("game: \"word_colony\""), "{text}");
        assert_eq!(GameSave::parse(&text), Ok(save.clone()));
        assert_eq!(save.game_name(), "word_colony");
    }

    const CROSSWORD: &str = r#"(setup: (rules: classic, seed: 4, players: [(name: "Ada"), (name: "Bo")]),
        actions: [(seat: 0, move: "8D CRATE"), (seat: 1, move: "pass")])"#;

    #[test]
    fn a_crossword_save_round_trips_under_the_wordgame_tag_one_action_a_line() {
        let save = GameSave::new(CrosswordSave::parse(CROSSWORD).unwrap());
        let text = save.to_ron();
        assert!(text.starts_with("(\n    game: \"wordgame\",\n"), "{text}");
        assert!(text.contains("            rules: classic,\n"), "{text}");
        assert!(
            text.contains("\n            (seat: 0, move: \"8D CRATE\"),\n"),
            "{text}"
        );
        assert!(
            text.contains("\n            players: [(name: \"Ada\"), (name: \"Bo\")],\n"),
            "{text}"
        );
        assert_eq!(GameSave::parse(&text), Ok(save.clone()));
        assert_eq!(save.game_name(), "wordgame");
        assert_eq!(
            known_names(),
            [
                "word_colony",
                "wordgame",
                "colonization",
                "color_words",
                "play_on_words"
            ]
        );
    }

    #[test]
    fn a_damaged_crossword_save_names_the_line_and_the_action() {
        let text = format!(
            "(game: \"wordgame\", save: {})",
            CROSSWORD.replace("\"pass\"", "\"8D\"")
        );
        let err = GameSave::parse(&text).unwrap_err();
        let said = err.to_string();
        assert!(
            said.starts_with("not a valid save file: line 2, column ")
                && said.contains("action 1: \"8D\" is not a move"),
            "{said}"
        );
        // The reader's reason is said in the language of the moment it reads.
        let french = crate::i18n::with_language(Lang::Fr, || GameSave::parse(&text))
            .unwrap_err()
            .message(Lang::Fr);
        assert!(
            french.starts_with("pas une sauvegarde valide\u{a0}: ligne 2, colonne ")
                && french.contains("action 1\u{a0}: «\u{a0}8D\u{a0}» n’est pas un coup"),
            "{french}"
        );
    }

    #[test]
    fn a_file_naming_an_unknown_game_is_refused_naming_the_file_and_the_game() {
        let dir = crate::testing::scratch_dir("envelope-unknown");
        let path = dir.join("chess.ron");
        std::fs::write(&path, "(game: \"chess\", save: (moves: [E4, Nf6(x: 1)]))").unwrap();
        let err = GameSave::load(&path).unwrap_err();
        assert_eq!(
            err,
            LoadError::UnknownGame {
                file: Some(path.clone()),
                game: "chess".into(),
                known: known_names(),
            }
        );
        let said = err.to_string();
        assert!(
            said.contains("chess.ron") && said.contains("\"chess\""),
            "{said}"
        );
        assert!(said.contains("word_colony"), "{said}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn saves_name_their_format_and_older_files_read_the_same() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let old = std::fs::read_to_string(root.join("docs/examples/wordgame.ron")).unwrap();
        assert_eq!(
            envelope_format(&old),
            1,
            "the example predates numbered formats"
        );
        let save = GameSave::parse(&old).unwrap();
        let written = save.to_ron();
        assert!(written.contains("format: 2,"), "{written}");
        assert_eq!(envelope_format(&written), SAVE_FORMAT);
        let again = GameSave::parse(&written).unwrap();
        assert_eq!(again, save);
        assert_eq!(again.state_json(), save.state_json());
    }

    #[test]
    fn a_save_from_a_newer_version_is_refused_and_kept() {
        let dir = crate::testing::scratch_dir("newer-format");
        let path = dir.join("autosave.ron");
        let newer = "(game: \"wordgame\", format: 3, save: (board: \"something new\"))";
        std::fs::write(&path, newer).unwrap();
        let err = GameSave::load(&path).unwrap_err();
        assert_eq!(
            err,
            LoadError::Newer {
                file: Some(path.clone()),
                format: 3
            }
        );
        let said = err.to_string();
        assert!(
            said.contains("autosave.ron") && said.contains("save format 3"),
            "{said}"
        );
        assert!(said.contains("formats 1 to 2"), "{said}");
        let french = err.message(Lang::Fr);
        assert!(french.contains("format de sauvegarde 3"), "{french}");
        // The autosave is moved aside whole, never overwritten by the next game.
        match resume(&path) {
            Resume::UnknownGame { reason, moved_to } => {
                assert!(reason.contains("save format 3"), "{reason}");
                let moved = moved_to.expect("moved aside");
                assert_eq!(std::fs::read_to_string(moved).unwrap(), newer);
            }
            other => panic!("{other:?}"),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_damaged_file_is_not_a_valid_save_file() {
        let err = GameSave::parse("(setup: (seed: 1, players: [").unwrap_err();
        assert!(
            matches!(&err, LoadError::Format(_))
                && err.to_string().starts_with("not a valid save file"),
            "{err}"
        );
        let named = GameSave::parse("(game: \"word_colony\", save: (setup: 3))").unwrap_err();
        assert!(matches!(named, LoadError::Format(_)), "{named}");
    }

    #[test]
    fn a_damaged_autosave_is_set_aside() {
        let dir = crate::testing::scratch_dir("resume");
        let path = dir.join("autosave.ron");
        assert!(matches!(resume(&path), Resume::Nothing));
        std::fs::write(&path, "(setup: (seed: 1, players: [").unwrap();
        match resume(&path) {
            Resume::Damaged { reason, moved_to } => {
                assert!(reason.contains("not a valid save file"), "{reason}");
                let moved = moved_to.expect("moved aside");
                assert!(moved.ends_with("autosave.damaged-1.ron"));
                assert_eq!(
                    std::fs::read_to_string(&moved).unwrap(),
                    "(setup: (seed: 1, players: ["
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(
            !path.exists(),
            "the damaged file no longer blocks a new autosave"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn continue_describes_every_game_by_its_scores_and_how_far_it_went() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for (file, want) in [
            (
                "docs/examples/rule-book.ron",
                "Word Colony: Ana 14, Ben 49 · turn 5",
            ),
            (
                "docs/examples/quick-game.ron",
                "Word Colony: Ana 41, Ben 15 · turn 5",
            ),
            ("docs/examples/color-words-slaloms.ron", "· round "),
            ("docs/examples/play-on-words-covered.ron", "· round "),
            (
                "tests/data/e2e-colonization.ron",
                "Colonization Mode: Ana 0, Ben 0 · 0 words on the board",
            ),
            ("tests/data/e2e-crossword.ron", "· turn 1"),
        ] {
            let save = GameSave::load(&root.join(file)).unwrap();
            let said = crate::i18n::with_language(crate::i18n::Lang::En, || save.describe());
            assert!(said.contains(want), "{file}: {said}");
        }
    }
}
