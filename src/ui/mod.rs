//! egui panels: the title screen, settings, and the shared look (colours, letter tiles).

#[cfg(test)]
mod fit;
mod new_game;
mod overlays;
pub mod palette;
mod score_track;
mod settings_panel;
mod table_hud;
pub mod theme;
mod title;

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
    fn load() -> SettingsStore {
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

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(SettingsStore::load());
    app.add_plugins((
        theme::plugin,
        title::plugin,
        settings_panel::plugin,
        new_game::plugin,
        table_hud::plugin,
    ));
}
