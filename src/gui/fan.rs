//! Where the cards of a hand or the tiles of a rack stand along the bottom of the table: side by
//! side when they fit, overlapping evenly when they do not, in several rows when overlapping
//! would hide their letters, and which gap a piece dropped on the hand goes into. Pure layout,
//! in screen units, shared by every table that shows a hand (the egui-drawn ones and the
//! sprite-drawn one alike).

/// One row of `n` pieces of the same width: where each one's left edge is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    /// The left edge of the first piece.
    pub left: f32,
    /// From one piece's left edge to the next one's: the piece's width and the gap between
    /// them when they fit, less when they overlap.
    pub step: f32,
    /// How many pieces the row holds.
    pub n: usize,
    /// One piece's width.
    pub piece: f32,
}

impl Row {
    /// Lays `n` pieces `piece` wide, `gap` apart, centred on `centre`; when they do not fit in
    /// `room`, each covers the right part of the one before it, evenly.
    pub fn centred(n: usize, piece: f32, gap: f32, centre: f32, room: f32) -> Row {
        let side_by_side = piece + gap;
        let step = if n > 1 {
            ((room - piece) / (n - 1) as f32).min(side_by_side).max(0.0)
        } else {
            side_by_side
        };
        let width = step * n.saturating_sub(1) as f32 + piece;
        Row {
            left: centre - width / 2.0,
            step,
            n,
            piece,
        }
    }

    /// The left edge of piece `k`.
    pub fn x(&self, k: usize) -> f32 {
        self.left + k as f32 * self.step
    }

    /// The part of piece `k` that no later piece covers: where a pointer picks it up.
    pub fn visible(&self, k: usize) -> (f32, f32) {
        let width = if k + 1 < self.n {
            self.step.min(self.piece)
        } else {
            self.piece
        };
        (self.x(k), self.x(k) + width)
    }

    /// The whole row's width.
    pub fn width(&self) -> f32 {
        self.step * self.n.saturating_sub(1) as f32 + self.piece
    }

    /// The gap nearest `x` that a piece dropped there goes into: 0 before the first piece, `n`
    /// after the last.
    pub fn gap_at(&self, x: f32) -> usize {
        if self.step <= 0.0 {
            return 0;
        }
        (((x - self.left) / self.step) + 0.5).clamp(0.0, self.n as f32) as usize
    }
}

/// Where each piece of a fan row stands, from the row's centre, when some pieces need more of
/// their face seen than others (a card with a name written across it): each covers the right
/// part of the one before, `weights` say how much more room a piece keeps (1 for a plain one),
/// `piece` is a piece's width and `room` the width the row may take.
pub fn weighted_offsets(weights: &[f32], piece: f32, room: f32) -> Vec<f32> {
    let total: f32 = weights.iter().sum::<f32>().max(1.0);
    let unit = (piece * 0.92).min(room / total);
    let slot = |w: f32| {
        if w > 1.0 {
            (unit * w).min(piece * 1.02).max(unit)
        } else {
            unit
        }
    };
    let mut at = 0.0;
    let mut lefts = Vec::with_capacity(weights.len());
    for (k, &w) in weights.iter().enumerate() {
        lefts.push(at);
        if k + 1 < weights.len() {
            at += slot(w);
        }
    }
    lefts.iter().map(|x| x - at / 2.0).collect()
}

/// How many rows a fan of `pieces` needs in `room` so that every piece's letter and value stay
/// readable: a piece may hide at most the right half of the one before it (`piece` wide).
pub fn rows_needed(pieces: usize, piece: f32, room: f32) -> usize {
    let least = piece * 0.55;
    let per_row = ((room / least).floor() as usize).max(1);
    pieces.div_ceil(per_row).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_that_fits_stands_side_by_side_and_centred() {
        let row = Row::centred(7, 50.0, 6.0, 640.0, 1000.0);
        assert_eq!(row.step, 56.0);
        assert_eq!(row.width(), 6.0 * 56.0 + 50.0);
        assert!((row.left + row.width() / 2.0 - 640.0).abs() < 1e-3);
        assert_eq!(row.visible(3), (row.x(3), row.x(3) + 50.0));
    }

    #[test]
    fn a_row_too_wide_overlaps_evenly_within_its_room() {
        let row = Row::centred(20, 50.0, 6.0, 400.0, 600.0);
        assert!(row.step < 50.0);
        assert!((row.width() - 600.0).abs() < 1e-3);
        // A covered piece shows only its step; the last one shows whole.
        let shown = |k: usize| row.visible(k).1 - row.visible(k).0;
        assert!((shown(0) - row.step).abs() < 1e-3);
        assert!((shown(19) - 50.0).abs() < 1e-3);
    }

    #[test]
    fn a_drop_goes_into_the_nearest_gap() {
        let row = Row::centred(4, 50.0, 10.0, 200.0, 1000.0);
        assert_eq!(row.gap_at(row.left - 100.0), 0);
        assert_eq!(row.gap_at(row.x(0) + 5.0), 0);
        assert_eq!(row.gap_at(row.x(1) + 40.0), 2);
        assert_eq!(row.gap_at(row.x(3) + 50.0), 4);
        assert_eq!(row.gap_at(10_000.0), 4);
    }

    #[test]
    fn a_weighted_piece_keeps_more_of_its_face_and_the_row_stays_centred() {
        let plain = weighted_offsets(&[1.0, 1.0, 1.0], 100.0, 800.0);
        let with = weighted_offsets(&[1.0, 1.8, 1.0], 100.0, 800.0);
        assert!(with[2] - with[1] > plain[2] - plain[1]);
        assert!((with[0] + with[2]).abs() < 1e-3);
        // Squeezed: every piece still gets a share of the room.
        let tight = weighted_offsets(&[1.0; 30], 100.0, 600.0);
        assert!(tight[29] - tight[0] <= 600.0 + 1e-3);
    }

    #[test]
    fn rows_grow_only_when_letters_would_hide() {
        assert_eq!(rows_needed(6, 100.0, 1000.0), 1);
        assert_eq!(rows_needed(18, 100.0, 1000.0), 1);
        assert_eq!(rows_needed(19, 100.0, 1000.0), 2);
        assert_eq!(rows_needed(0, 100.0, 1000.0), 1);
    }
}
