//! Where two frames of egui's painting differ. egui paints its panels as a few meshes, each a
//! run of shapes; a hovered button or a ticking clock changes a handful of their triangles and
//! leaves the rest exactly as they were. This finds the rectangle that holds every triangle
//! that changed, in either frame, so the window redraws that rectangle and nothing else
//! (`still_panels`).

use bevy_egui::egui::epaint::{ClippedPrimitive, Mesh, Primitive, Vertex};
use bevy_egui::egui::{Pos2, Rect};

/// What changed between two frames' paint jobs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Change {
    /// Nothing: the frame looks exactly as the one before.
    None,
    /// Only triangles inside this rectangle (logical points).
    Inside(Rect),
    /// The jobs differ in kind, number, clip or texture: draw everything.
    All,
}

/// Compares the jobs of two frames.
pub fn change(before: &[ClippedPrimitive], now: &[ClippedPrimitive]) -> Change {
    if before.len() != now.len() {
        return Change::All;
    }
    let mut dirty = Rect::NOTHING;
    for (b, n) in before.iter().zip(now) {
        let (Primitive::Mesh(bm), Primitive::Mesh(nm)) = (&b.primitive, &n.primitive) else {
            // A paint callback draws what it likes: nothing can be assumed of it.
            return Change::All;
        };
        if b.clip_rect != n.clip_rect || bm.texture_id != nm.texture_id {
            return Change::All;
        }
        if let Some(r) = mesh_change(bm, nm) {
            dirty = dirty.union(r.intersect(n.clip_rect));
        }
    }
    if dirty.is_positive() {
        Change::Inside(dirty)
    } else {
        Change::None
    }
}

/// The bounds of the triangles that differ between two meshes drawn under one clip, or None
/// when they are the same. Shapes keep their order in a mesh, so what changed lies between a
/// common beginning and a common end; triangles there are compared after the shift in vertex
/// numbers that a longer or shorter middle makes.
fn mesh_change(before: &Mesh, now: &Mesh) -> Option<Rect> {
    if before.vertices == now.vertices && before.indices == now.indices {
        return None;
    }
    let (bv, nv) = (&before.vertices, &now.vertices);
    let shortest = bv.len().min(nv.len());
    let head = common(bv.iter(), nv.iter(), shortest);
    let tail = common(bv.iter().rev(), nv.iter().rev(), shortest - head);
    // A vertex of `before` as numbered in `now`, if it is one of the unchanged ones.
    let renumber = |i: u32| -> Option<u32> {
        let i = i as usize;
        if i < head {
            Some(i as u32)
        } else if i >= bv.len() - tail {
            Some((i + nv.len() - bv.len()) as u32)
        } else {
            None
        }
    };
    let same = |b: &[u32], n: &[u32]| b.iter().zip(n).all(|(&x, &y)| renumber(x) == Some(y));
    let (bt, nt): (Vec<&[u32]>, Vec<&[u32]>) = (
        before.indices.chunks_exact(3).collect(),
        now.indices.chunks_exact(3).collect(),
    );
    let fewest = bt.len().min(nt.len());
    let first = bt.iter().zip(&nt).take_while(|(b, n)| same(b, n)).count();
    let last = bt
        .iter()
        .rev()
        .zip(nt.iter().rev())
        .take(fewest - first)
        .take_while(|(b, n)| same(b, n))
        .count();
    let mut dirty = Rect::NOTHING;
    for t in &bt[first..bt.len() - last] {
        dirty = dirty.union(bounds(t, bv));
    }
    for t in &nt[first..nt.len() - last] {
        dirty = dirty.union(bounds(t, nv));
    }
    Some(dirty)
}

/// How many leading items two sequences share, at most `limit`.
fn common<'a>(
    a: impl Iterator<Item = &'a Vertex>,
    b: impl Iterator<Item = &'a Vertex>,
    limit: usize,
) -> usize {
    a.zip(b).take(limit).take_while(|(x, y)| x == y).count()
}

/// A triangle's bounding rectangle.
fn bounds(t: &[u32], vertices: &[Vertex]) -> Rect {
    let corner = |k: usize| -> Pos2 { vertices.get(t[k] as usize).map_or(Pos2::ZERO, |v| v.pos) };
    Rect::from_points(&[corner(0), corner(1), corner(2)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::epaint::{RectShape, Tessellator};
    use bevy_egui::egui::{Color32, Stroke, StrokeKind, TextureId, pos2, vec2};

    /// One clip's mesh holding these rectangles, filled, in this order.
    fn job(rects: &[(Rect, Color32)]) -> ClippedPrimitive {
        let mut mesh = Mesh::with_texture(TextureId::default());
        for &(r, c) in rects {
            mesh.add_colored_rect(r, c);
        }
        ClippedPrimitive {
            clip_rect: Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0)),
            primitive: Primitive::Mesh(mesh),
        }
    }

    fn rect(x: f32, y: f32) -> Rect {
        Rect::from_min_size(pos2(x, y), vec2(10.0, 10.0))
    }

    #[test]
    fn the_same_painting_changes_nothing() {
        let a = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(50.0, 50.0), Color32::BLUE),
        ]);
        assert_eq!(
            change(std::slice::from_ref(&a), std::slice::from_ref(&a)),
            Change::None
        );
    }

    #[test]
    fn a_recoloured_shape_is_the_only_place_redrawn() {
        let a = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(50.0, 50.0), Color32::BLUE),
            (rect(200.0, 0.0), Color32::GREEN),
        ]);
        let b = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(50.0, 50.0), Color32::WHITE),
            (rect(200.0, 0.0), Color32::GREEN),
        ]);
        assert_eq!(change(&[a], &[b]), Change::Inside(rect(50.0, 50.0)));
    }

    #[test]
    fn a_shape_added_in_the_middle_is_found_past_the_shift_it_makes() {
        // A longer label: the shapes after it keep their look but not their vertex numbers.
        let a = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(300.0, 0.0), Color32::GREEN),
        ]);
        let b = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(100.0, 100.0), Color32::BLUE),
            (rect(300.0, 0.0), Color32::GREEN),
        ]);
        assert_eq!(
            change(std::slice::from_ref(&a), std::slice::from_ref(&b)),
            Change::Inside(rect(100.0, 100.0))
        );
        assert_eq!(change(&[b], &[a]), Change::Inside(rect(100.0, 100.0)));
    }

    #[test]
    fn a_moved_shape_redraws_where_it_was_and_where_it_is() {
        let a = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(40.0, 0.0), Color32::BLUE),
        ]);
        let b = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(40.0, 30.0), Color32::BLUE),
        ]);
        assert_eq!(
            change(&[a], &[b]),
            Change::Inside(rect(40.0, 0.0).union(rect(40.0, 30.0)))
        );
    }

    #[test]
    fn a_change_outside_its_clip_is_not_redrawn_past_it() {
        let mut a = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(95.0, 0.0), Color32::BLUE),
        ]);
        a.clip_rect = Rect::from_min_max(Pos2::ZERO, pos2(100.0, 100.0));
        let mut b = job(&[
            (rect(0.0, 0.0), Color32::RED),
            (rect(95.0, 0.0), Color32::GOLD),
        ]);
        b.clip_rect = a.clip_rect;
        assert_eq!(
            change(&[a], &[b]),
            Change::Inside(Rect::from_min_max(pos2(95.0, 0.0), pos2(100.0, 10.0)))
        );
    }

    #[test]
    fn another_number_of_jobs_or_another_clip_redraws_everything() {
        let a = job(&[(rect(0.0, 0.0), Color32::RED)]);
        let mut b = a.clone();
        assert_eq!(
            change(std::slice::from_ref(&a), &[a.clone(), b.clone()]),
            Change::All
        );
        b.clip_rect = rect(0.0, 0.0);
        assert_eq!(change(&[a], &[b]), Change::All);
    }

    #[test]
    fn a_stroke_thickened_on_hover_is_found() {
        // The kind of change a hovered button makes: its outline grows, everything else stays.
        let mut a = Mesh::default();
        let mut b = Mesh::default();
        let tess = |mesh: &mut Mesh, width: f32| {
            let mut t = Tessellator::new(1.0, Default::default(), [1, 1], vec![]);
            t.tessellate_rect(&RectShape::filled(rect(0.0, 0.0), 0.0, Color32::RED), mesh);
            t.tessellate_rect(
                &RectShape::stroke(
                    rect(60.0, 60.0),
                    2.0,
                    Stroke::new(width, Color32::WHITE),
                    StrokeKind::Inside,
                ),
                mesh,
            );
        };
        tess(&mut a, 1.0);
        tess(&mut b, 2.0);
        let clip = Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0));
        let wrap = |m: Mesh| ClippedPrimitive {
            clip_rect: clip,
            primitive: Primitive::Mesh(m),
        };
        let Change::Inside(r) = change(&[wrap(a)], &[wrap(b)]) else {
            panic!("a thicker outline must be found");
        };
        assert!(rect(60.0, 60.0).shrink(2.0).intersects(r), "{r:?}");
        assert!(!r.intersects(rect(0.0, 0.0).shrink(1.0)), "{r:?}");
    }
}
