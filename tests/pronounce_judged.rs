//! Colonization's ear against people's: the bar a computer seat's own invented words must pass
//! (`pronounce::Model::proposable`) is judged by two readers who rated invented strings by ear
//! (`tests/data/sayable.tsv`, the ratings they agreed on). Alternate lines tuned its floor;
//! the other half, which the tuning never saw, measures it, and the vote's bar beside it.

use wordtable::games::colonization::pronounce::{MAX_INVENTED, Model, TABLE_FLOOR_RAISE};

/// Rated strings, lowercase: (string, sayable).
type Rated = Vec<(String, bool)>;

/// The rated strings, split into the tuning half and the held-out half.
fn rated() -> (Rated, Rated) {
    let all: Vec<(String, bool)> = include_str!("data/sayable.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (s, r) = l.split_once('\t').expect("STRING<TAB>RATING");
            (s.to_ascii_lowercase(), r.trim() == "1")
        })
        .collect();
    let tune = all.iter().step_by(2).cloned().collect();
    let held = all.iter().skip(1).step_by(2).cloned().collect();
    (tune, held)
}

/// How a bar that accepts what `accepts` says fares on `set`: the share it agrees with the
/// readers on, the share of what it accepts that they found sayable (precision), and F0.5
/// (precision weighted: a computer proposing an unsayable word is the failure people see).
fn judge(set: &[(String, bool)], accepts: impl Fn(&str) -> bool) -> (f64, f64, f64) {
    let (mut agree, mut accepted, mut both) = (0, 0, 0);
    for (s, sayable) in set {
        let ok = accepts(s);
        agree += usize::from(ok == *sayable);
        accepted += usize::from(ok);
        both += usize::from(ok && *sayable);
    }
    let sayable = set.iter().filter(|(_, y)| *y).count();
    let precision = both as f64 / accepted.max(1) as f64;
    let recall = both as f64 / sayable.max(1) as f64;
    let f = 1.25 * precision * recall / (0.25 * precision + recall).max(1e-9);
    (agree as f64 / set.len() as f64, precision, f)
}

/// The bar with its floor raised by `raise` instead of [`TABLE_FLOOR_RAISE`].
fn with_raise(model: &Model, word: &str, raise: f32) -> bool {
    word.len() <= MAX_INVENTED && {
        let (mean, worst) = model.measure(word.as_bytes());
        mean >= model.bar[word.len()] && worst >= model.floor + raise
    }
}

#[test]
fn the_tuning_half_chose_the_floor_raise() {
    let model = Model::english();
    let (tune, _) = rated();
    let score = |raise: f32| judge(&tune, |w| with_raise(model, w, raise)).2;
    let chosen = score(TABLE_FLOOR_RAISE);
    for step in 0..=12 {
        let raise = step as f32 * 0.25;
        assert!(
            score(raise) <= chosen + 1e-9,
            "a raise of {raise} fits the tuning half better than {TABLE_FLOOR_RAISE}"
        );
    }
}

#[test]
fn on_the_held_out_half_fewer_of_the_words_the_bar_accepts_are_unsayable() {
    let model = Model::english();
    let (_, held) = rated();
    let (agree, precision, _) = judge(&held, |w| model.proposable(w));
    let (old_agree, old_precision, _) = judge(&held, |w| model.acceptable(w));
    println!(
        "held-out half ({} strings): a seat's own words: agreement {agree:.3}, precision \
         {precision:.3}; the vote's bar (and the seats' before the tuning): agreement \
         {old_agree:.3}, precision {old_precision:.3}",
        held.len()
    );
    assert!(agree >= 0.74, "agreement {agree:.3}");
    assert!(
        precision > old_precision && precision >= 0.83,
        "of what the bar accepts, {precision:.3} is sayable (untuned {old_precision:.3})"
    );
}
