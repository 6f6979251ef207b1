//! The score track, for any game that races to a score: a line with round ticks, the finish
//! line with its label, and a pawn for each seat in its colour with its initial, gliding toward
//! its score; pawns on the same score stand side by side. Big enough to read on a streamed
//! screen. A game hands over its pawns and its finish; the track keeps where each pawn is drawn.

use bevy_egui::egui;

use super::theme::GOLD;

/// One seat's pawn.
pub struct Pawn {
    /// The seat's colour.
    pub colour: egui::Color32,
    /// What the pawn shows: the name's first letter.
    pub initial: String,
    /// The score it glides toward.
    pub score: i32,
    /// Whether it stands on the track at all (a seat out of the race does not).
    pub on_track: bool,
}

/// What the track shows.
pub struct Track {
    /// The score that ends the race.
    pub finish: i32,
    /// The finish line's label ("FINISH").
    pub finish_label: String,
    /// Every seat's pawn, in seat order.
    pub pawns: Vec<Pawn>,
}

/// Where each pawn is drawn now: it glides toward its score a little every frame.
#[derive(bevy::prelude::Resource, Default)]
pub struct PawnPositions(pub Vec<f32>);

/// Draws the track across `ui`'s width (52 points high), moving each pawn `dt` seconds further
/// toward its score.
pub fn draw(ui: &mut egui::Ui, track: &Track, shown: &mut PawnPositions, dt: f32) {
    let n = track.pawns.len();
    shown.0.resize(n, 0.0);
    let finish = track.finish.max(1) as f32;
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 52.0), egui::Sense::hover());
    let painter = ui.painter();
    // The finish label sits right of the line, past half the last tick's number, and the track
    // ends early enough for it: "ARRIVÉE" or a five-digit finish never runs off the window or
    // into the number.
    let label = painter.layout_no_wrap(
        track.finish_label.clone(),
        egui::FontId::proportional(13.0),
        GOLD,
    );
    let finish_number = painter
        .layout_no_wrap(
            track.finish.to_string(),
            egui::FontId::proportional(12.0),
            GOLD,
        )
        .size()
        .x;
    let label_gap = (finish_number / 2.0 + 6.0).max(14.0);
    let left = rect.left() + 14.0;
    let right = rect.right() - label_gap - label.size().x - 2.0;
    let y = rect.center().y + 4.0;
    let x_of = |score: f32| left + (right - left) * (score.clamp(0.0, finish) / finish);
    painter.line_segment(
        [egui::pos2(left, y), egui::pos2(right, y)],
        egui::Stroke::new(6.0, egui::Color32::from_rgb(40, 80, 60)),
    );
    let tick = tick_step(track.finish);
    for s in (0..=track.finish.max(0)).step_by(tick) {
        let x = x_of(s as f32);
        painter.line_segment(
            [egui::pos2(x, y - 7.0), egui::pos2(x, y + 7.0)],
            egui::Stroke::new(1.5, egui::Color32::from_rgb(120, 160, 135)),
        );
        painter.text(
            egui::pos2(x, y + 10.0),
            egui::Align2::CENTER_TOP,
            s.to_string(),
            egui::FontId::proportional(12.0),
            egui::Color32::from_rgb(150, 185, 160),
        );
    }
    let fx = x_of(finish);
    // Below the track, right of the line: a pawn at the finish never covers it.
    painter.galley(egui::pos2(fx + label_gap, y + 10.0), label, GOLD);
    painter.line_segment(
        [egui::pos2(fx, y - 22.0), egui::pos2(fx, y + 8.0)],
        egui::Stroke::new(3.0, GOLD),
    );
    for (p, pawn) in track.pawns.iter().enumerate() {
        let at = &mut shown.0[p];
        *at += (pawn.score as f32 - *at) * (dt * 4.0).min(1.0);
        if !pawn.on_track {
            continue;
        }
        // Pawns on the same score stand side by side, each initial showing.
        let (before, together) = side_by_side(track, p);
        let spread = (before as f32 - (together as f32 - 1.0) / 2.0) * 20.0;
        let centre = egui::pos2(x_of(*at) + spread, y - 6.0);
        painter.circle_filled(
            centre + egui::vec2(1.5, 2.0),
            11.0,
            egui::Color32::from_black_alpha(90),
        );
        painter.circle_filled(centre, 11.0, pawn.colour);
        painter.circle_stroke(
            centre,
            11.0,
            egui::Stroke::new(1.5, egui::Color32::from_black_alpha(150)),
        );
        painter.text(
            centre,
            egui::Align2::CENTER_CENTER,
            &pawn.initial,
            egui::FontId::proportional(13.0),
            egui::Color32::BLACK,
        );
    }
}

/// For pawn `p`: how many pawns on the track at the same score come before it, and how many
/// stand there in all (itself included).
pub fn side_by_side(track: &Track, p: usize) -> (usize, usize) {
    let score = track.pawns[p].score;
    let here: Vec<usize> = (0..track.pawns.len())
        .filter(|&q| track.pawns[q].on_track && track.pawns[q].score == score)
        .collect();
    let before = here.iter().filter(|&&q| q < p).count();
    (before, here.len().max(1))
}

/// A round step giving about ten ticks along the track.
fn tick_step(finish: i32) -> usize {
    let want = (finish.max(1) as f64 / 10.0).max(1.0);
    let mut base = 1.0;
    loop {
        for m in [1.0, 2.0, 5.0] {
            if base * m >= want {
                return (base * m) as usize;
            }
        }
        base *= 10.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_stay_few() {
        assert_eq!(tick_step(40), 5);
        assert_eq!(tick_step(70), 10);
        assert_eq!(tick_step(100), 10);
        assert_eq!(tick_step(100_000), 10_000);
    }

    #[test]
    fn pawns_on_one_score_stand_side_by_side_and_those_off_the_track_do_not_count() {
        let pawn = |score, on_track| Pawn {
            colour: egui::Color32::RED,
            initial: "A".into(),
            score,
            on_track,
        };
        let track = Track {
            finish: 100,
            finish_label: "FINISH".into(),
            pawns: vec![
                pawn(10, true),
                pawn(20, true),
                pawn(10, false),
                pawn(10, true),
            ],
        };
        assert_eq!(side_by_side(&track, 0), (0, 2));
        assert_eq!(side_by_side(&track, 3), (1, 2));
        assert_eq!(side_by_side(&track, 1), (0, 1));
    }
}
