//! The statistics against a history of 200 self-played games of each game: every game is played
//! to its end by computer seats of one level (changing from game to game) through the same
//! hosted game the phones play, its save naming Ana's and Ben's seats people's, kept in a
//! history, and each player's statistics are computed again here, in plain Rust from what each
//! save replays to, and compared with the history's, over all games, each game, and a period.

use std::collections::BTreeMap;

use wordtable::engine::hosted::HostPlan;
use wordtable::engine::played::Played;
use wordtable::engine::saved_game::GameSave;
use wordtable::history::{Filter, HeadToHead, History, PlayerStats, player_names, player_stats};
use wordtable::i18n::Lang;

/// Games of each game in the history.
const GAMES: usize = 200;

/// Each game, its computer levels, and its variant.
const PLAYED: [(&str, &[&str], Option<&str>); 6] = [
    ("word_colony", &["easy", "normal", "hard"], None),
    ("wordgame", &["easy", "normal"], None),
    ("wordgame", &["easy"], Some("classic")),
    ("colonization", &["placeholder"], None),
    ("color_words", &["easy", "normal"], None),
    ("play_on_words", &["easy", "normal", "hard"], None),
];

/// A whole game of `game` from `seed`, every seat played by a computer at `level`; the save
/// then names Ana's and Ben's seats people's (as a game where they let a computer play for them
/// reads).
fn self_played(game: &str, variant: Option<&str>, level: &str, seed: u64) -> GameSave {
    let entry = wordtable::games::find_entry(game).expect("a registered game");
    let plan = HostPlan {
        names: vec!["Ana".into(), "Ben".into(), "Cleo".into()],
        computers: vec![Some(level.into()); 3],
        seed,
        variant: variant.map(str::to_string),
        language: Lang::En,
    };
    let mut hosted = (entry.host.expect("hosted"))(&plan).expect("a game starts");
    let mut steps = 0;
    while !hosted.is_over() {
        assert!(
            hosted.play_computer(),
            "{game} {seed}: the computers are stuck"
        );
        steps += 1;
        assert!(steps < 20_000, "{game} {seed}: no end in sight");
    }
    let mut record = hosted.save().to_ron();
    for name in ["Ana", "Ben"] {
        record = as_person(&record, name);
    }
    GameSave::parse(&record).expect("the save reads back")
}

/// The record with `name`'s seat a person's: its `computer: Some(..)` (however the game lays
/// out its seats) becomes `computer: None`.
fn as_person(record: &str, name: &str) -> String {
    let seat = record
        .find(&format!("name: \"{name}\""))
        .expect("the seat is in the record");
    let from = seat
        + record[seat..]
            .find("computer: Some(")
            .expect("a computer seat");
    let to = from + record[from..].find(')').expect("the level closes") + 1;
    assert!(
        !record[seat + 1..from].contains("name: "),
        "{name}'s level is its own"
    );
    format!("{}computer: None{}", &record[..from], &record[to..])
}

/// Every game kept, with what it replays to and when it was kept.
struct Kept {
    ended: i64,
    game: String,
    played: Played,
}

fn expected(kept: &[Kept], name: &str, filter: &Filter) -> PlayerStats {
    let mut stats = PlayerStats {
        name: name.to_string(),
        games: 0,
        wins: 0,
        win_rate: 0.0,
        best_score: None,
        mean_score: None,
        best_word: None,
        longest_word: None,
        head_to_head: Vec::new(),
        scores: Vec::new(),
    };
    let mut sum = 0i64;
    let mut best: Option<(i32, String)> = None;
    let mut longest: Option<(usize, i32, String)> = None;
    let mut meetings: BTreeMap<(bool, String), HeadToHead> = BTreeMap::new();
    for k in kept {
        let in_filter = filter.game.as_ref().is_none_or(|g| *g == k.game)
            && filter.since.is_none_or(|s| k.ended >= s)
            && filter.until.is_none_or(|u| k.ended < u);
        let Some(seat) = k
            .played
            .seats
            .iter()
            .position(|s| s.name == name && s.computer.is_none())
        else {
            continue;
        };
        if !in_filter || !k.played.finished {
            continue;
        }
        let me = &k.played.seats[seat];
        stats.games += 1;
        stats.wins += u32::from(me.winner);
        sum += i64::from(me.score);
        stats.best_score = Some(stats.best_score.map_or(me.score, |b| b.max(me.score)));
        stats.scores.push((k.ended, k.game.clone(), me.score));
        for w in k.played.words.iter().filter(|w| w.seat == seat) {
            // Strictly better only: the earliest of equals stays.
            if best.as_ref().is_none_or(|(p, _)| w.points > *p) {
                best = Some((w.points, w.word.clone()));
            }
            let len = w.word.chars().count();
            if longest
                .as_ref()
                .is_none_or(|(l, p, _)| len > *l || (len == *l && w.points > *p))
            {
                longest = Some((len, w.points, w.word.clone()));
            }
        }
        for (i, other) in k.played.seats.iter().enumerate() {
            if i == seat {
                continue;
            }
            let key = match &other.computer {
                Some(level) => (true, level.clone()),
                None => (false, other.name.clone()),
            };
            let h = meetings.entry(key.clone()).or_insert(HeadToHead {
                opponent: key.1.clone(),
                computer: key.0,
                games: 0,
                ahead: 0,
                behind: 0,
                level: 0,
            });
            h.games += 1;
            match me.score.cmp(&other.score) {
                std::cmp::Ordering::Greater => h.ahead += 1,
                std::cmp::Ordering::Less => h.behind += 1,
                std::cmp::Ordering::Equal => h.level += 1,
            }
        }
    }
    if stats.games > 0 {
        stats.win_rate = f64::from(stats.wins) / f64::from(stats.games);
        stats.mean_score = Some(sum as f64 / f64::from(stats.games));
    }
    stats.best_word = best.map(|(p, w)| (w, p));
    stats.longest_word = longest.map(|(_, _, w)| w);
    let mut h2h: Vec<HeadToHead> = meetings.into_values().collect();
    // Most games first, then people before computers, then by name (as the history orders).
    h2h.sort_by(|a, b| {
        b.games
            .cmp(&a.games)
            .then(a.computer.cmp(&b.computer))
            .then(a.opponent.cmp(&b.opponent))
    });
    stats.head_to_head = h2h;
    stats
}

#[test]
fn statistics_match_two_hundred_self_played_games_of_each_game() {
    let dir = std::env::temp_dir().join(format!("wordtable-history-stats-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut history = History::open(&dir.join("history.sqlite")).unwrap().history;
    let mut kept = Vec::new();
    let mut clock = 1_700_000_000i64;
    for (game, levels, variant) in PLAYED {
        let runs = if variant.is_some() { GAMES / 4 } else { GAMES };
        for i in 0..runs {
            let level = levels[i % levels.len()];
            let save = self_played(game, variant, level, 7_000 + i as u64);
            clock += 3_600;
            history.add(&save, Some(clock - 1_800), clock).unwrap();
            let played = save.played().expect("a self-played game replays");
            assert!(played.finished);
            assert_eq!(played.seats[0].computer, None);
            assert_eq!(played.seats[2].computer.as_deref(), Some(level));
            kept.push(Kept {
                ended: clock,
                game: game.to_string(),
                played,
            });
        }
    }
    assert_eq!(history.list(None).unwrap().len(), kept.len());
    let middle = kept[kept.len() / 2].ended;
    let mut filters = vec![
        Filter::default(),
        Filter {
            since: Some(middle),
            ..Filter::default()
        },
        Filter {
            until: Some(middle),
            game: Some("wordgame".into()),
            ..Filter::default()
        },
    ];
    for (game, _, _) in PLAYED {
        filters.push(Filter {
            game: Some(game.into()),
            ..Filter::default()
        });
    }
    for filter in &filters {
        let mut names = player_names(&history, filter).unwrap();
        names.sort();
        assert_eq!(names, ["Ana", "Ben"], "{filter:?}");
        for name in ["Ana", "Ben", "ana"] {
            let got = player_stats(&history, name, filter).unwrap();
            let mut want = expected(&kept, if name == "ana" { "Ana" } else { name }, filter);
            want.name = got.name.clone();
            assert_eq!(got.name.to_lowercase(), name.to_lowercase());
            assert!(want.games > 0, "{filter:?}");
            assert!((got.win_rate - want.win_rate).abs() < 1e-9, "{filter:?}");
            assert!(
                (got.mean_score.unwrap() - want.mean_score.unwrap()).abs() < 1e-9,
                "{filter:?}"
            );
            let (mut got, mut want) = (got, want);
            (got.win_rate, got.mean_score) = (0.0, None);
            (want.win_rate, want.mean_score) = (0.0, None);
            assert_eq!(got, want, "{name}, {filter:?}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
