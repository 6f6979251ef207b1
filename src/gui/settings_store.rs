//! The settings in force as a resource every screen and table reads, with where they are
//! stored and any problem reading or writing them.

use bevy::prelude::*;

use crate::i18n::Lang;
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
    /// Reads the settings file (defaults, and the problem kept, when it cannot be read) and
    /// speaks the language it names. At first start, with no file yet, the language follows
    /// the OS when the app speaks it.
    pub fn load() -> SettingsStore {
        let path = Settings::default_path();
        let first_start = path.as_deref().is_none_or(|p| !p.exists());
        let (mut settings, problem) = match path.as_deref().map(Settings::load) {
            Some(Ok(s)) => (s, None),
            Some(Err(e)) => (Settings::default(), Some(e)),
            None => (Settings::default(), None),
        };
        if first_start {
            let os = sys_locale::get_locale();
            settings.language = first_start_language(os.as_deref()).code().into();
        }
        crate::i18n::set_language(crate::launch::language_override().unwrap_or(settings.lang()));
        SettingsStore {
            settings,
            path,
            problem,
        }
    }

    /// Writes the settings; a failure is kept to show, the game goes on.
    pub fn save(&mut self) {
        if let Some(path) = &self.path {
            self.problem = self.settings.save(path).err().map(|e| {
                crate::i18n::tr!(
                    "settings-save-failed",
                    path = path.display().to_string(),
                    reason = e.to_string()
                )
            });
        }
    }
}

/// The language of a first start: the OS's (`fr_FR.UTF-8`, `ro-RO`) when the app speaks it,
/// else English.
pub fn first_start_language(os_locale: Option<&str>) -> Lang {
    os_locale.and_then(Lang::from_code).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_start_follows_the_os_language_when_spoken() {
        assert_eq!(first_start_language(Some("fr-FR")), Lang::Fr);
        assert_eq!(first_start_language(Some("ro_RO.UTF-8")), Lang::Ro);
        assert_eq!(first_start_language(Some("de-DE")), Lang::En);
        assert_eq!(first_start_language(None), Lang::En);
    }
}
