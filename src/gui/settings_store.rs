//! The settings in force as a resource every screen and table reads, with where they are
//! stored and any problem reading or writing them.

use bevy::prelude::*;

use crate::settings::Settings;

/// The settings in force, where they are stored, and any problem reading them.
#[derive(Resource)]
pub struct SettingsStore {
    /// The current settings.
    pub settings: Settings,
    /// The file they are saved to (none when the OS has no config directory).
    pub path: Option<std::path::PathBuf>,
    /// Why the file could not be read or written, shown on the Settings screen.
    pub problem: Option<String>,
}

impl SettingsStore {
    /// Reads the settings file (defaults, and the problem kept, when it cannot be read).
    pub fn load() -> SettingsStore {
        let path = Settings::default_path();
        let (settings, problem) = match path.as_deref().map(Settings::load) {
            Some(Ok(s)) => (s, None),
            Some(Err(e)) => (Settings::default(), Some(e)),
            None => (Settings::default(), None),
        };
        SettingsStore {
            settings,
            path,
            problem,
        }
    }

    /// Writes the settings; a failure is kept to show, the game goes on.
    pub fn save(&mut self) {
        if let Some(path) = &self.path {
            self.problem = self
                .settings
                .save(path)
                .err()
                .map(|e| format!("could not save settings to {}: {e}", path.display()));
        }
    }
}
