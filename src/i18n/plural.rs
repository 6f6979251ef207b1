//! Plural categories computed here rather than by Fluent's plural rules crate, whose Romanian
//! rule drops the `% 100` ("102 de puncte" where Romanian says "102 puncte"). Messages select
//! on `PLURAL($n)`, a function each bundle gets, never on a bare number.

use super::Lang;

/// A CLDR plural category, as message variants name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralCategory {
    /// "1 point", "1 punct"; French also 0.
    One,
    /// Romanian 0, 2-19 and n % 100 in 1..=19 above 100: "2 puncte".
    Few,
    /// French multiples of a million: "1 000 000 de points".
    Many,
    /// Everything else: "20 de puncte", "5 points".
    Other,
}

impl PluralCategory {
    /// The variant key a message uses for this category.
    pub fn key(self) -> &'static str {
        match self {
            PluralCategory::One => "one",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }
}

/// The plural category of `n` in `lang`, by the CLDR rules for cardinal numbers. A number with
/// a fractional part counts as having visible decimals (CLDR's `v != 0`).
pub fn plural_category(lang: Lang, n: f64) -> PluralCategory {
    let n = n.abs();
    let whole = n.fract() == 0.0;
    // Numbers past what a u64 holds are far beyond any score; treat them as "other".
    if !n.is_finite() || n >= u64::MAX as f64 {
        return PluralCategory::Other;
    }
    let i = n.trunc() as u64;
    match lang {
        Lang::En => {
            if whole && i == 1 {
                PluralCategory::One
            } else {
                PluralCategory::Other
            }
        }
        Lang::Fr => {
            if i <= 1 {
                PluralCategory::One
            } else if whole && i.is_multiple_of(1_000_000) {
                PluralCategory::Many
            } else {
                PluralCategory::Other
            }
        }
        Lang::Ro => {
            if whole && i == 1 {
                PluralCategory::One
            } else if !whole || i == 0 || (1..=19).contains(&(i % 100)) {
                PluralCategory::Few
            } else {
                PluralCategory::Other
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PluralCategory::*;
    use super::*;

    #[test]
    fn romanian_keeps_the_hundreds_rule() {
        let got: Vec<_> = [0.0, 1.0, 2.0, 19.0, 20.0, 101.0, 102.0, 119.0, 120.0]
            .iter()
            .map(|&n| plural_category(Lang::Ro, n))
            .collect();
        assert_eq!(got, [Few, One, Few, Few, Other, Few, Few, Few, Other]);
        assert_eq!(plural_category(Lang::Ro, 1.5), Few);
    }

    #[test]
    fn french_one_covers_zero_and_one() {
        let got: Vec<_> = [0.0, 1.0, 2.0, 19.0, 20.0, 101.0, 102.0, 119.0, 120.0]
            .iter()
            .map(|&n| plural_category(Lang::Fr, n))
            .collect();
        assert_eq!(
            got,
            [One, One, Other, Other, Other, Other, Other, Other, Other]
        );
        assert_eq!(plural_category(Lang::Fr, 1.5), One);
        assert_eq!(plural_category(Lang::Fr, 2_000_000.0), Many);
    }

    #[test]
    fn english_has_one_and_other() {
        assert_eq!(plural_category(Lang::En, 1.0), One);
        assert_eq!(plural_category(Lang::En, 0.0), Other);
        assert_eq!(plural_category(Lang::En, 1.5), Other);
        assert_eq!(plural_category(Lang::En, 101.0), Other);
    }
}
