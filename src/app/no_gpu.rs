//! Plain words when the renderer finds no graphics driver. Bevy stops with a panic whose text
//! points at its own documentation; a player needs to hear what to install, and that nothing
//! of theirs was lost.

/// What to tell the player when a panic's message says no graphics adapter was found.
pub fn advice(panic_message: &str) -> Option<&'static str> {
    panic_message
        .contains("Unable to find a GPU")
        .then_some(ADVICE)
}

const ADVICE: &str = "WordTable could not start: it found no graphics driver to draw with.
It needs Vulkan on Linux (Debian or Ubuntu: sudo apt install libvulkan1 mesa-vulkan-drivers),
DirectX 12 or Vulkan on Windows 10 or 11, Metal on macOS 11 or later.
Saved games and settings are untouched.";

/// Prints the advice before the usual panic report when a panic is the missing driver.
pub fn install() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if let Some(text) = info.payload_as_str().and_then(advice) {
            eprintln!("\n{text}\n");
        }
        previous(info);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_missing_driver_gets_advice_and_other_panics_do_not() {
        let bevy = "Unable to find a GPU! Make sure you have installed required drivers!";
        let text = advice(bevy).expect("advice for a missing driver");
        assert!(text.contains("mesa-vulkan-drivers"));
        assert!(text.contains("untouched"));
        assert_eq!(
            advice("index out of bounds: the len is 3 but the index is 7"),
            None
        );
    }
}
