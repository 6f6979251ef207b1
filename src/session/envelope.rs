//! A saved game names its game: `(game: "word_colony", save: (...))`,
//! `(game: "wordgame", save: (...))` (Wordgame and Classic, whose save names its rules) or
//! `(game: "colonization", save: (...))` or `(game: "color_words", save: (...))`, so the
//! autosave, Continue, `wordtable replay` and `wordtable open` take whichever game it holds to
//! that game's loader.
//! A file without the name is a Word Colony save from before games were named, and loads as
//! it always did; a file naming a game this version does not know is refused, saying so.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::games::colonization::save::ColonizationSave;
use crate::games::color_words::save::ColorWordsSave;
use crate::games::crossword::save::{CrosswordSave, ron_reason};
use crate::games::play_on_words::save::PlayOnWordsSave;
use crate::games::word_colony::save::SaveFile;
use crate::i18n::Lang;
use crate::i18n::tr_in;
use crate::storage::write_atomic;

/// A saved game of any game WordTable plays.
#[derive(Clone, Debug, PartialEq)]
pub enum GameSave {
    /// A Word Colony game: its setup and action log.
    WordColony(SaveFile),
    /// A Wordgame or Classic game: its setup (with the rules) and action log.
    Crossword(CrosswordSave),
    /// A Colonization Mode game: its setup and action log.
    Colonization(ColonizationSave),
    /// A Color Words game: its setup and action log.
    ColorWords(ColorWordsSave),
    /// A Play On Words game: its setup and action log.
    PlayOnWords(PlayOnWordsSave),
}

/// Why a saved game could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Not a save file (or not readable); the reason.
    Format(String),
    /// The file names a game this version does not know.
    UnknownGame {
        /// The file, when it was read from one.
        file: Option<PathBuf>,
        /// The name it gives.
        game: String,
    },
}

impl LoadError {
    /// The error in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LoadError::Format(e) => tr_in!(lang, "error-save-invalid", reason = e),
            LoadError::UnknownGame { file, game } => {
                let known = GameSave::NAMES.join(", ");
                match file {
                    Some(file) => tr_in!(
                        lang,
                        "error-save-unknown-game-in-file",
                        path = file.display().to_string(),
                        game = game,
                        known = known
                    ),
                    None => tr_in!(lang, "error-save-unknown-game", game = game, known = known),
                }
            }
        }
    }
}

/// In the app's current language.
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::i18n::language()))
    }
}

impl std::error::Error for LoadError {}

/// The file as written: the game's name, then its save.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    game: String,
    save: T,
}

/// Only the name, whatever the rest holds; empty when the file has none (an unnamed Word
/// Colony save).
#[derive(Deserialize)]
struct Name {
    #[serde(default)]
    game: String,
}

const WORD_COLONY: &str = crate::games::word_colony::INFO.id;
/// Both crossword rule sets are saved under the Wordgame tag: the save's setup says which.
const WORDGAME: &str = crate::games::crossword::INFO.id;
const COLONIZATION: &str = crate::games::colonization::INFO.id;
const PLAY_ON_WORDS: &str = crate::games::play_on_words::INFO.id;
const COLOR_WORDS: &str = crate::games::color_words::INFO.id;

impl GameSave {
    /// The names of the games a save may hold, as files write them.
    pub const NAMES: [&str; 5] = [
        WORD_COLONY,
        WORDGAME,
        COLONIZATION,
        COLOR_WORDS,
        PLAY_ON_WORDS,
    ];

    /// The saved game in words, for Continue: its game, the players, how far it went.
    pub fn describe(&self) -> String {
        match self {
            GameSave::WordColony(save) => {
                let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
                crate::i18n::tr!(
                    "wc-continue-summary",
                    game = crate::games::word_colony::INFO.name,
                    names = names.join(", "),
                    count = save.actions.len()
                )
            }
            GameSave::Crossword(save) => {
                let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
                crate::i18n::tr!(
                    "cw-continue-summary",
                    game = save.setup.rules.rules().name.clone(),
                    names = names.join(", "),
                    count = save.actions.len()
                )
            }
            GameSave::Colonization(save) => {
                let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
                crate::i18n::tr!(
                    "col-continue-summary",
                    game = crate::games::colonization::INFO.name,
                    names = names.join(", "),
                    count = save.actions.len()
                )
            }
            GameSave::ColorWords(save) => {
                let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
                crate::i18n::tr!(
                    "clw-continue-summary",
                    game = crate::games::color_words::INFO.name,
                    names = names.join(", "),
                    count = save.actions.len()
                )
            }
            GameSave::PlayOnWords(save) => {
                let names: Vec<&str> = save.setup.players.iter().map(|p| p.name.as_str()).collect();
                crate::i18n::tr!(
                    "pow-continue-summary",
                    game = crate::games::play_on_words::INFO.name,
                    names = names.join(", "),
                    count = save.actions.len()
                )
            }
        }
    }

    /// The name of the save's game, as the file writes it.
    pub fn game_name(&self) -> &'static str {
        match self {
            GameSave::WordColony(_) => WORD_COLONY,
            GameSave::Crossword(_) => WORDGAME,
            GameSave::Colonization(_) => COLONIZATION,
            GameSave::ColorWords(_) => COLOR_WORDS,
            GameSave::PlayOnWords(_) => PLAY_ON_WORDS,
        }
    }

    /// Parses a saved game from RON text.
    pub fn parse(text: &str) -> Result<GameSave, LoadError> {
        let format = |e: String| LoadError::Format(e);
        // A file that is not RON at all is reported by the Word Colony reader, as before
        // games were named.
        let name = ron::from_str::<Name>(text)
            .ok()
            .map(|n| n.game)
            .filter(|g| !g.is_empty());
        match name.as_deref() {
            None => SaveFile::parse(text)
                .map(GameSave::WordColony)
                .map_err(|e| format(word_colony_reason(e))),
            Some(WORD_COLONY) => ron::from_str::<Envelope<SaveFile>>(text)
                .map(|e| GameSave::WordColony(e.save))
                .map_err(|e| format(e.to_string())),
            // Said with the line and column in the app's language, as the crossword reader says
            // its own errors.
            Some(WORDGAME) => ron::from_str::<Envelope<CrosswordSave>>(text)
                .map(|e| GameSave::Crossword(e.save))
                .map_err(|e| format(ron_reason(e))),
            Some(COLONIZATION) => ron::from_str::<Envelope<ColonizationSave>>(text)
                .map(|e| GameSave::Colonization(e.save))
                .map_err(|e| format(ron_reason(e))),
            Some(COLOR_WORDS) => ron::from_str::<Envelope<ColorWordsSave>>(text)
                .map(|e| GameSave::ColorWords(e.save))
                .map_err(|e| format(ron_reason(e))),
            Some(PLAY_ON_WORDS) => ron::from_str::<Envelope<PlayOnWordsSave>>(text)
                .map(|e| GameSave::PlayOnWords(e.save))
                .map_err(|e| format(ron_reason(e))),
            Some(other) => Err(LoadError::UnknownGame {
                file: None,
                game: other.to_string(),
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
            LoadError::UnknownGame { game, .. } => LoadError::UnknownGame {
                file: Some(path.to_owned()),
                game,
            },
        })
    }

    /// The save as RON text, named.
    pub fn to_ron(&self) -> String {
        let pretty = ron::ser::PrettyConfig::default();
        match self {
            GameSave::WordColony(save) => ron::ser::to_string_pretty(
                &Envelope {
                    game: WORD_COLONY.to_string(),
                    save,
                },
                pretty,
            ),
            // One action a line: the save sits one level inside the envelope.
            GameSave::Crossword(save) => ron::ser::to_string_pretty(
                &Envelope {
                    game: WORDGAME.to_string(),
                    save,
                },
                crate::games::crossword::save::pretty(1),
            ),
            GameSave::Colonization(save) => ron::ser::to_string_pretty(
                &Envelope {
                    game: COLONIZATION.to_string(),
                    save,
                },
                crate::games::crossword::save::pretty(1),
            ),
            GameSave::ColorWords(save) => ron::ser::to_string_pretty(
                &Envelope {
                    game: COLOR_WORDS.to_string(),
                    save,
                },
                crate::games::crossword::save::pretty(1),
            ),
            GameSave::PlayOnWords(save) => ron::ser::to_string_pretty(
                &Envelope {
                    game: PLAY_ON_WORDS.to_string(),
                    save,
                },
                crate::games::crossword::save::pretty(1),
            ),
        }
        .expect("saves serialize")
    }

    /// Writes the save atomically (the previous file survives any failure).
    pub fn store(&self, path: &Path) -> std::io::Result<()> {
        write_atomic(path, self.to_ron().as_bytes())
    }
}

/// The reason inside a Word Colony reader's format error, without its own prefix (the
/// envelope's error adds it back).
fn word_colony_reason(e: crate::games::word_colony::save::ReplayError) -> String {
    match e {
        crate::games::word_colony::save::ReplayError::Format(m) => m,
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE_BOOK: &str = include_str!("../../docs/examples/rule-book.ron");

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
                Ok(GameSave::WordColony(direct)),
                "{}",
                path.display()
            );
        }
    }

    #[test]
    fn a_named_save_round_trips_and_names_its_game() {
        let save = GameSave::WordColony(SaveFile::parse(RULE_BOOK).unwrap());
        let text = save.to_ron();
        assert!(text.contains("game: \"word_colony\""), "{text}");
        assert_eq!(GameSave::parse(&text), Ok(save.clone()));
        assert_eq!(save.game_name(), "word_colony");
    }

    const CROSSWORD: &str = r#"(setup: (rules: classic, seed: 4, players: [(name: "Ada"), (name: "Bo")]),
        actions: [(seat: 0, move: "8D CRATE"), (seat: 1, move: "pass")])"#;

    #[test]
    fn a_crossword_save_round_trips_under_the_wordgame_tag_one_action_a_line() {
        let save = GameSave::Crossword(CrosswordSave::parse(CROSSWORD).unwrap());
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
            GameSave::NAMES,
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
                game: "chess".into()
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
    fn an_unknown_game_is_named_in_french_and_romanian() {
        let err = LoadError::UnknownGame {
            file: Some(PathBuf::from("chess.ron")),
            game: "chess".into(),
        };
        assert_eq!(
            err.message(Lang::Fr),
            "chess.ron\u{a0}: sauvegarde du jeu «\u{a0}chess\u{a0}», inconnu de cette version de \
             WordTable (elle connaît\u{a0}: word_colony, wordgame, colonization, color_words, play_on_words)"
        );
        assert_eq!(
            err.message(Lang::Ro),
            "chess.ron: o salvare a jocului „chess”, pe care această versiune de WordTable nu îl \
             cunoaște (cunoaște: word_colony, wordgame, colonization, color_words, play_on_words)"
        );
    }
}
