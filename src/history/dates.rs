//! Dates as the history shows and filters them, in UTC, without a calendar library: seconds
//! since 1970 to `YYYY-MM-DD HH:MM` and a `YYYY-MM-DD` back to seconds (the civil calendar's
//! day count, by whole 400-year eras).

/// The time now, in seconds since 1970.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Days since 1970-01-01 of a civil date.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let m = i64::from(month);
    let day_of_year = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The civil date of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `YYYY-MM-DD HH:MM` (UTC) of a time in seconds since 1970.
pub fn show(seconds: i64) -> String {
    let (y, m, d) = civil_from_days(seconds.div_euclid(86_400));
    let in_day = seconds.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        in_day / 3600,
        in_day % 3600 / 60
    )
}

/// The first second (UTC) of a `YYYY-MM-DD` date; `None` when it is not one.
pub fn parse_day(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: u32 = parts.next()?.parse().ok()?;
    let day: u32 = parts.next()?.parse().ok()?;
    if !(1..=12).contains(&month) || day == 0 {
        return None;
    }
    let days = days_from_civil(year, month, day);
    // A day past the month's end comes back as another date.
    (civil_from_days(days) == (year, month, day)).then_some(days * 86_400)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates_show_and_parse() {
        assert_eq!(show(0), "1970-01-01 00:00");
        // 2000-02-29 12:34 UTC, a leap day of a century leap year.
        assert_eq!(show(951_827_640), "2000-02-29 12:34");
        assert_eq!(parse_day("2000-02-29"), Some(951_782_400));
        assert_eq!(parse_day("1900-02-29"), None);
        assert_eq!(parse_day("2026-13-01"), None);
        assert_eq!(parse_day("yesterday"), None);
    }

    #[test]
    fn every_day_of_four_centuries_goes_and_comes_back() {
        for days in -146_097..146_097 {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
    }
}
