//! A saved game of any game, as everything that is not the game itself handles it: the
//! autosave, Continue, `wordtable replay`, `wordtable open`, the fuzzers and the history. Each
//! game's save type implements [`SavedGame`] once (how it describes itself, writes itself,
//! replays and checks itself), and [`GameSave`] carries any of them. A save file is an
//! envelope, `(game: "ID", save: (...))`; reading one is the registry's (`games::saves`), which
//! finds the game by its id, so nothing here names a game.

use std::any::Any;
use std::fmt;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::i18n::{Lang, tr, tr_in};

/// What a game's save type does for the rest of the app. Implemented once per game (beside
/// its save), so the session, the tools and the history name no game.
pub trait SavedGame: SaveValue + fmt::Debug + Send + Sync {
    /// The id the file's envelope carries (the game's registry id).
    fn game_id(&self) -> &'static str;
    /// The save in words, for Continue and the history: its game, the players, how far it
    /// went, in the app's language.
    fn describe(&self) -> String;
    /// The whole file: the envelope naming the game, around the save.
    fn to_ron(&self) -> String;
    /// Replays the save with the content it names: finished, still playing, unplayable, or
    /// playable up to an action the rules now refuse.
    fn check(&self) -> SaveCheck;
    /// Replays the save and gives its final state as JSON (`wordtable replay`).
    fn state_json(&self) -> Result<serde_json::Value, ReplayFailure>;
    /// The same save without the outside files it names (a deck, a box, a word list), played
    /// with the shipped content instead: what the fuzzers replay, so they open no file.
    fn without_outside_files(&self) -> GameSave;
    /// Replays the save and says what the history keeps of it: the seats, scores, winners and
    /// words scored.
    fn played(&self) -> Result<crate::engine::played::Played, ReplayFailure>;
    /// How many actions the save holds.
    fn actions(&self) -> usize;
    /// The same game after its first `actions` actions only (the replay viewer's steps).
    fn cut(&self, actions: usize) -> GameSave;
    /// The game as a GCG record, for a game that has one (the crossword games).
    fn gcg(&self) -> Option<String> {
        None
    }
}

/// What every save type gets without writing it: cloning, comparing and downcasting through
/// the trait object.
pub trait SaveValue: Any {
    /// A copy, boxed.
    fn clone_save(&self) -> GameSave;
    /// Whether `other` is the same save of the same game.
    fn same_as(&self, other: &dyn SavedGame) -> bool;
    /// The save as `Any`, to get the game's own type back.
    fn as_any(&self) -> &dyn Any;
}

impl<T: SavedGame + Clone + PartialEq> SaveValue for T {
    fn clone_save(&self) -> GameSave {
        GameSave::new(self.clone())
    }

    fn same_as(&self, other: &dyn SavedGame) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A saved game of any game WordTable plays.
pub struct GameSave(Box<dyn SavedGame>);

impl GameSave {
    /// Wraps one game's save.
    pub fn new(save: impl SavedGame) -> GameSave {
        GameSave(Box::new(save))
    }

    /// The game's own save, when it is of type `T`.
    pub fn get<T: SavedGame>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// The id of the save's game, as the file writes it.
    pub fn game_name(&self) -> &'static str {
        self.0.game_id()
    }

    /// The saved game in words, for Continue.
    pub fn describe(&self) -> String {
        self.0.describe()
    }

    /// The save as RON text, named.
    pub fn to_ron(&self) -> String {
        self.0.to_ron()
    }

    /// Replays it with the content it names.
    pub fn check(&self) -> SaveCheck {
        self.0.check()
    }

    /// Its final state as JSON.
    pub fn state_json(&self) -> Result<serde_json::Value, ReplayFailure> {
        self.0.state_json()
    }

    /// The same save played with the shipped content only.
    pub fn without_outside_files(&self) -> GameSave {
        self.0.without_outside_files()
    }

    /// How many actions it holds.
    pub fn actions(&self) -> usize {
        self.0.actions()
    }

    /// The same game after its first `actions` actions.
    pub fn cut(&self, actions: usize) -> GameSave {
        self.0.cut(actions)
    }

    /// The game as a GCG record, when its game writes one.
    pub fn gcg(&self) -> Option<String> {
        self.0.gcg()
    }

    /// What the history keeps of the replayed game.
    pub fn played(&self) -> Result<crate::engine::played::Played, ReplayFailure> {
        self.0.played()
    }

    /// Writes the save atomically (the previous file survives any failure).
    pub fn store(&self, path: &Path) -> std::io::Result<()> {
        crate::storage::write_atomic(path, self.to_ron().as_bytes())
    }
}

impl Clone for GameSave {
    fn clone(&self) -> GameSave {
        self.0.clone_save()
    }
}

impl PartialEq for GameSave {
    fn eq(&self, other: &GameSave) -> bool {
        self.0.same_as(other.0.as_ref())
    }
}

impl fmt::Debug for GameSave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What replaying a save found.
#[derive(Debug, PartialEq)]
pub enum SaveCheck {
    /// The game ended (also when the first action refused comes after its end).
    Finished,
    /// Every action replays and the game goes on.
    Playing,
    /// Its content (a deck, a box, a word list, a stacked deck) cannot be loaded: why.
    Unplayable(String),
    /// Action `index` is refused now, for `reason`; `shorter` is the save before it.
    RefusedAt {
        /// The first refused action's index.
        index: usize,
        /// Why the rules refuse it, in the app's language.
        reason: String,
        /// The save cut before it.
        shorter: GameSave,
    },
}

/// [`SavedGame::actions`] and [`SavedGame::cut`] for a save whose log is its `actions` list:
/// written once here, used inside each game's `impl SavedGame`.
#[macro_export]
macro_rules! saved_actions_list {
    () => {
        fn actions(&self) -> usize {
            self.actions.len()
        }

        fn cut(&self, actions: usize) -> $crate::engine::saved_game::GameSave {
            let mut shorter = self.clone();
            shorter.actions.truncate(actions);
            $crate::engine::saved_game::GameSave::new(shorter)
        }
    };
}

/// How far a saved game went, for its description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The turn under way (from 1).
    Turn(usize),
    /// The round under way (from 1) of so many.
    Round(usize, usize),
    /// The words on the board.
    Words(usize),
}

/// A saved game in one line, as Continue and the history show it, the same for every game: its
/// name, each seat's name and score, how far it went ("Word Colony: Ana 14, Ben 49 · turn 5").
pub fn summary(game: &str, standings: &[(String, i32)], progress: Progress) -> String {
    let standings = standings
        .iter()
        .map(|(name, score)| format!("{name} {score}"))
        .collect::<Vec<_>>()
        .join(", ");
    match progress {
        Progress::Turn(turn) => tr!(
            "continue-summary-turn",
            game = game,
            standings = standings,
            turn = turn
        ),
        Progress::Round(round, rounds) => tr!(
            "continue-summary-round",
            game = game,
            standings = standings,
            round = round,
            rounds = rounds
        ),
        Progress::Words(words) => tr!(
            "continue-summary-words",
            game = game,
            standings = standings,
            words = words
        ),
    }
}

/// What a replay means for Continue, for a save that is a log of actions: `replayed` is whether
/// the game is over, or the first action refused; a refusal because the game was over already
/// (`game_over`) is a finished game; any other is the save cut before it (`cut` keeps the first
/// `index` actions).
pub fn check_replay<S, R>(
    save: &S,
    replayed: Result<bool, crate::engine::ReplayStop<R>>,
    game_over: &R,
    cut: fn(&mut S, usize),
) -> SaveCheck
where
    S: SavedGame + Clone,
    R: PartialEq + fmt::Display,
{
    match replayed {
        Ok(true) => SaveCheck::Finished,
        Ok(false) => SaveCheck::Playing,
        Err(stop) if stop.refusal == *game_over => SaveCheck::Finished,
        Err(stop) => {
            let mut shorter = save.clone();
            cut(&mut shorter, stop.index);
            SaveCheck::RefusedAt {
                index: stop.index,
                reason: stop.refusal.to_string(),
                shorter: GameSave::new(shorter),
            }
        }
    }
}

/// Why a save could not be replayed to its end (`wordtable replay`'s exit code tells which).
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayFailure {
    /// An action is refused (exit code 2): the reason, naming the action.
    Refused(String),
    /// The file cannot be played at all (exit code 3): its content does not load.
    Unplayable(String),
}

impl ReplayFailure {
    /// The file's setup does not load (a table word list gone or damaged, say): `reason`,
    /// in the words every game uses for it.
    pub fn setup(reason: impl fmt::Display) -> ReplayFailure {
        ReplayFailure::Unplayable(crate::i18n::tr!(
            "error-replay-setup",
            reason = reason.to_string()
        ))
    }
}

impl fmt::Display for ReplayFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayFailure::Refused(m) | ReplayFailure::Unplayable(m) => f.write_str(m),
        }
    }
}

/// Why a saved game could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Not a save file (or not readable); the reason.
    Format(String),
    /// The file was written by a newer WordTable, in a save format this version cannot read.
    Newer {
        /// The file, when it was read from one.
        file: Option<PathBuf>,
        /// The format it names.
        format: u32,
    },
    /// The file names a game this version does not know.
    UnknownGame {
        /// The file, when it was read from one.
        file: Option<PathBuf>,
        /// The name it gives (an excerpt when long).
        game: String,
        /// The games this version knows, as files name them.
        known: Vec<&'static str>,
    },
}

impl LoadError {
    /// The error in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LoadError::Format(e) => tr_in!(lang, "error-save-invalid", reason = e),
            LoadError::Newer { file, format } => {
                let said = tr_in!(
                    lang,
                    "error-save-newer",
                    format = *format,
                    newest = SAVE_FORMAT
                );
                match file {
                    Some(file) => format!("{}: {said}", file.display()),
                    None => said,
                }
            }
            LoadError::UnknownGame { file, game, known } => {
                let known = known.join(", ");
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

/// The save format this version writes and the newest it reads. A save names its format in
/// its envelope; files written before formats were numbered name none and are format 1, read
/// as they always were (the shuffles that replay them are the same code, `crate::random`).
/// A change that an older WordTable could not read raises it, and a reader of the older
/// formats (or a migration) is kept beside it, with a test (docs/save-format.md).
pub const SAVE_FORMAT: u32 = 2;

/// The format of a save that names none.
fn unnumbered() -> u32 {
    1
}

/// The file as written: the game's name, the format, then its save.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    game: String,
    #[serde(default = "unnumbered")]
    format: u32,
    save: T,
}

/// Writes `save` in the envelope that names its game `id`.
pub fn write_enveloped<T: Serialize>(id: &str, save: &T, pretty: ron::ser::PrettyConfig) -> String {
    ron::ser::to_string_pretty(
        &Envelope {
            game: id.to_string(),
            format: SAVE_FORMAT,
            save,
        },
        pretty,
    )
    .expect("saves serialize")
}

/// Reads the save inside an envelope; the error is the line and column and the reason, in the
/// app's language.
pub fn read_enveloped<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    ron::from_str::<Envelope<T>>(text)
        .map(|e| e.save)
        .map_err(ron_reason)
}

/// The name an envelope gives its game; `None` when the text names none (or is not RON).
pub fn envelope_name(text: &str) -> Option<String> {
    /// Only the name, whatever the rest holds.
    #[derive(Deserialize)]
    struct Name {
        #[serde(default)]
        game: String,
    }
    ron::from_str::<Name>(text)
        .ok()
        .map(|n| n.game)
        .filter(|g| !g.is_empty())
}

/// The save format an envelope names: 1 when it names none (or is not RON at all).
pub fn envelope_format(text: &str) -> u32 {
    /// Only the format, whatever the rest holds.
    #[derive(Deserialize)]
    struct Format {
        #[serde(default = "unnumbered")]
        format: u32,
    }
    ron::from_str::<Format>(text).map_or(1, |f| f.format)
}

/// How saves are written: the setup's fields one a line, each action on a line of its own,
/// the players on one line. `depth` is how many levels the save sits inside (1 in the envelope).
pub fn pretty(depth: usize) -> ron::ser::PrettyConfig {
    // RON breaks lines down to the depth limit only: the save's own fields, then its setup's
    // fields and the list of actions, one a line; an action or the list of players, deeper,
    // stays on one line, which is what keeps a long game readable.
    ron::ser::PrettyConfig::default().depth_limit(depth + 2)
}

/// A RON reader's error as a save's error says it: the line and column, then the reason.
pub fn ron_reason(e: ron::error::SpannedError) -> String {
    tr!(
        "error-save-at",
        line = e.span.start.line,
        column = e.span.start.col,
        reason = ron_code(&e.code)
    )
}

/// A RON reader's error as `line:column: reason`, for readers that say it so.
pub fn ron_text(e: &ron::error::SpannedError) -> String {
    format!("{}: {}", e.span.start, ron_code(&e.code))
}

/// The reason of a RON reader's error in a player's words: the reader's own text, except where
/// that text speaks to a programmer (nesting past the reader's limit).
pub fn ron_code(code: &ron::Error) -> String {
    match code {
        ron::Error::ExceededRecursionLimit => tr!("error-ron-too-deep"),
        other => other.to_string(),
    }
}

/// Characters of record text a message quotes at most.
pub const QUOTE_MAX: usize = 40;

/// `text` as a message quotes it: whole when short, else its first [`QUOTE_MAX`] characters
/// and how many more there are (a malformed line can be megabytes long, and an error message
/// should name the bad part, not repeat all of it).
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(QUOTE_MAX) {
        None => text.to_string(),
        Some((cut, _)) => {
            let more = text[cut..].chars().count();
            format!("{}... ({more} more characters)", &text[..cut])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_and_short_text_kept() {
        assert_eq!(excerpt("8D WINDY"), "8D WINDY");
        let long = "É".repeat(1000);
        let q = excerpt(&long);
        assert!(q.starts_with(&"É".repeat(QUOTE_MAX)), "{q}");
        assert!(q.ends_with("(960 more characters)"), "{q}");
        assert!(q.len() < 120);
    }

    #[test]
    fn an_unknown_game_is_named_in_french_and_romanian() {
        let err = LoadError::UnknownGame {
            file: Some(PathBuf::from("chess.ron")),
            game: "chess".into(),
            known: vec!["alpha", "beta"],
        };
        assert_eq!(
            err.message(Lang::Fr),
            "chess.ron\u{a0}: sauvegarde du jeu «\u{a0}chess\u{a0}», inconnu de cette version de \
             WordTable (elle connaît\u{a0}: alpha, beta)"
        );
        assert_eq!(
            err.message(Lang::Ro),
            "chess.ron: o salvare a jocului „chess”, pe care această versiune de WordTable nu îl \
             cunoaște (cunoaște: alpha, beta)"
        );
    }

    #[test]
    fn an_envelope_names_its_game_and_a_bare_save_names_none() {
        assert_eq!(
            envelope_name("(game: \"wordgame\", save: (x: 1))").as_deref(),
            Some("wordgame")
        );
        assert_eq!(envelope_name("(setup: (seed: 1))"), None);
        assert_eq!(envelope_name("not ron at all ("), None);
    }
}
