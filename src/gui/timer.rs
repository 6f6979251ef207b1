//! How every table shows a clock: minutes and seconds counting down, a minus sign once the time
//! is up, and one colour code for the time left (calm, amber in the last half minute, red in
//! the last ten seconds and past zero), so a host's audience reads every game's timer alike.

use bevy_egui::egui;

/// Red: the last ten seconds, and a clock past zero.
pub const RED: egui::Color32 = egui::Color32::from_rgb(255, 110, 100);
/// Amber: the last half minute.
pub const AMBER: egui::Color32 = egui::Color32::from_rgb(255, 200, 120);

/// m:ss for `left` seconds: rounded up while time is left (a clock reads 0:01 until it runs
/// out), with a minus sign past zero.
pub fn clock_text(left: f64) -> String {
    let secs = left.abs().ceil() as u64;
    let sign = if left < 0.0 && secs > 0 { "-" } else { "" };
    format!("{sign}{}:{:02}", secs / 60, secs % 60)
}

/// The colour of a clock with `left` seconds: `calm` while there is time.
pub fn clock_colour(left: f64, calm: egui::Color32) -> egui::Color32 {
    if left <= 10.0 {
        RED
    } else if left <= 30.0 {
        AMBER
    } else {
        calm
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_counts_down_to_zero_and_past_it() {
        assert_eq!(clock_text(75.4), "1:16");
        assert_eq!(clock_text(60.0), "1:00");
        assert_eq!(clock_text(0.2), "0:01");
        assert_eq!(clock_text(0.0), "0:00");
        assert_eq!(clock_text(-5.0), "-0:05");
        assert_eq!(clock_text(-65.5), "-1:06");
    }

    #[test]
    fn the_colour_warns_in_the_last_half_minute_and_the_last_ten_seconds() {
        let calm = egui::Color32::WHITE;
        assert_eq!(clock_colour(90.0, calm), calm);
        assert_eq!(clock_colour(25.0, calm), AMBER);
        assert_eq!(clock_colour(10.0, calm), RED);
        assert_eq!(clock_colour(-3.0, calm), RED);
    }
}
