//! Player settings (volume, UI scale, palette, streamer mode, timer, language), kept as RON in
//! the OS config directory and written atomically.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::storage::write_atomic;

/// The longest clock the settings keep: three hours.
pub const MAX_CLOCK_SECS: u32 = 3 * 3600;

/// Everything the Settings screen changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Master volume, 0.0 to 1.0.
    pub volume: f32,
    /// Silence every sound.
    pub muted: bool,
    /// Multiplies the size of all panels and text (1.0 = normal).
    pub ui_scale: f32,
    /// Player colours chosen to stay distinct under colour blindness.
    pub colour_blind_palette: bool,
    /// Never show a hand on the main window (for streamed game nights).
    pub streamer_mode: bool,
    /// Seconds to answer a question; 0 for no countdown.
    pub question_timer_secs: u32,
    /// Interface language code.
    pub language: String,
    /// Seconds between a computer player's actions (so people can follow them).
    pub computer_pace_secs: f32,
    /// The board games' clock (Wordgame, Classic): seconds a move (or, with `clock_whole_game`, a player's
    /// time for the whole game); 0 for no clock. It shows and warns; it never costs points.
    pub clock_secs: u32,
    /// The clock's seconds are each player's for the whole game rather than for each move.
    pub clock_whole_game: bool,
    /// Teaching mode in the board games (Wordgame, Classic): the best moves shown after each of a person's.
    pub teaching_mode: bool,
    /// Seconds the crossword games' Expert computer thinks about a move.
    pub expert_think_secs: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            volume: 0.8,
            muted: false,
            ui_scale: 1.0,
            colour_blind_palette: false,
            streamer_mode: false,
            question_timer_secs: 20,
            language: "en".into(),
            computer_pace_secs: 0.9,
            clock_secs: 0,
            clock_whole_game: false,
            teaching_mode: false,
            expert_think_secs: 2,
        }
    }
}

impl Settings {
    /// Where settings live: `WORDTABLE_CONFIG_DIR` if set, else
    /// `<OS config dir>/wordtable/settings.ron`.
    pub fn default_path() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("WORDTABLE_CONFIG_DIR") {
            return Some(PathBuf::from(dir).join("settings.ron"));
        }
        dirs::config_dir().map(|d| d.join("wordtable").join("settings.ron"))
    }

    /// Reads settings; a missing file gives the defaults, a damaged one an error (the caller
    /// keeps the defaults and leaves the file alone).
    pub fn load(path: &Path) -> Result<Settings, String> {
        match crate::input::read_text(path, crate::input::Kind::Settings) {
            Ok(text) => Settings::parse(&text)
                .map_err(|e| format!("{}: damaged settings file: {e}", path.display())),
            Err(e) if e.is_not_found() => Ok(Settings::default()),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Parses a settings file's text, bringing values back into their ranges; the error is
    /// the parser's, with its line and column.
    pub fn parse(text: &str) -> Result<Settings, String> {
        ron::from_str::<Settings>(text)
            .map(Settings::clamped)
            .map_err(|e| crate::engine::saved_game::ron_text(&e))
    }

    /// Writes settings atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        write_atomic(path, text.as_bytes())
    }

    /// The interface language the settings name (English for a code the app does not speak).
    pub fn lang(&self) -> crate::i18n::Lang {
        crate::i18n::Lang::from_code(&self.language).unwrap_or_default()
    }

    /// Brings hand-edited values back into their ranges.
    pub fn clamped(mut self) -> Settings {
        let defaults = Settings::default();
        // `clamp` keeps NaN as it is, so a value that is not a number takes the default.
        let within = |v: f32, lo: f32, hi: f32, default: f32| {
            if v.is_nan() { default } else { v.clamp(lo, hi) }
        };
        self.volume = within(self.volume, 0.0, 1.0, defaults.volume);
        self.ui_scale = within(self.ui_scale, 0.75, 2.5, defaults.ui_scale);
        self.question_timer_secs = self.question_timer_secs.min(600);
        self.clock_secs = self.clock_secs.min(MAX_CLOCK_SECS);
        self.expert_think_secs = self.expert_think_secs.clamp(1, 10);
        self.computer_pace_secs = within(
            self.computer_pace_secs,
            0.0,
            5.0,
            defaults.computer_pace_secs,
        );
        if self.language.len() > 16
            || !self
                .language
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            self.language = defaults.language;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_survives_damage() {
        let dir = std::env::temp_dir().join(format!("wordtable-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        assert_eq!(Settings::load(&path).unwrap(), Settings::default());
        let mine = Settings {
            volume: 0.3,
            streamer_mode: true,
            ..Settings::default()
        };
        mine.save(&path).unwrap();
        assert_eq!(Settings::load(&path).unwrap(), mine);
        std::fs::write(&path, "(volume: \"loud\"").unwrap();
        let err = Settings::load(&path).unwrap_err();
        assert!(err.contains("damaged settings file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn clamps_hand_edited_values() {
        let s = Settings {
            volume: 7.0,
            ui_scale: 0.1,
            ..Settings::default()
        }
        .clamped();
        assert_eq!(s.volume, 1.0);
        assert_eq!(s.ui_scale, 0.75);
    }

    #[test]
    fn values_that_are_not_numbers_take_the_defaults() {
        let dir = crate::testing::scratch_dir("settings-nan");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "\u{feff}(ui_scale: NaN, volume: inf, computer_pace_secs: -inf, language: \"\\u{1b}[2J\")").unwrap();
        let s = Settings::load(&path).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(s.ui_scale, 1.0);
        assert_eq!(s.volume, 1.0);
        assert_eq!(s.computer_pace_secs, 0.0);
        assert_eq!(s.language, "en");
    }
}
