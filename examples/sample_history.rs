//! Fills the history of the data directory (`WORDTABLE_DATA_DIR` when set) with games played
//! by computer seats, two of them recorded as the people Ana and Ben, over the last weeks: a
//! history to look at the history and statistics screens with (the README's screenshots are
//! taken from one).
//!
//! Usage: cargo run --no-default-features --example sample_history -- [GAMES_OF_EACH]

use wordtable::engine::hosted::HostPlan;
use wordtable::engine::saved_game::GameSave;
use wordtable::history::{History, dates, history_path};
use wordtable::i18n::Lang;

/// The games, the computers' level and the variant.
const GAMES: [(&str, &str, Option<&str>); 6] = [
    ("word_colony", "normal", None),
    ("wordgame", "normal", None),
    ("wordgame", "normal", Some("classic")),
    ("colonization", "placeholder", None),
    ("color_words", "normal", None),
    ("play_on_words", "normal", None),
];

/// `record` with `name`'s seat a person's.
fn as_person(record: &str, name: &str) -> String {
    let Some(seat) = record.find(&format!("name: \"{name}\"")) else {
        return record.to_string();
    };
    let Some(from) = record[seat..].find("computer: Some(").map(|i| seat + i) else {
        return record.to_string();
    };
    let to = from + record[from..].find(')').unwrap_or(0) + 1;
    format!("{}computer: None{}", &record[..from], &record[to..])
}

fn main() {
    let each: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(4);
    let path = history_path().expect("a data directory");
    let mut history = History::open(&path).expect("the history opens").history;
    let now = dates::now();
    let mut kept = 0;
    for round in 0..each {
        for (i, (game, level, variant)) in GAMES.iter().enumerate() {
            let entry = wordtable::games::find_entry(game).expect("a game");
            let plan = HostPlan {
                names: vec!["Ana".into(), "Ben".into(), "Cleo".into()],
                computers: vec![Some(level.to_string()); 3],
                seed: (round * 10 + i) as u64,
                variant: variant.map(str::to_string),
                language: Lang::En,
            };
            let mut hosted = (entry.host.expect("hosted"))(&plan).expect("starts");
            while !hosted.is_over() && hosted.play_computer() {}
            let mut record = hosted.save().to_ron();
            for name in ["Ana", "Ben"] {
                record = as_person(&record, name);
            }
            let save = GameSave::parse(&record).expect("reads back");
            let ended = now - ((each - round) * GAMES.len() - i) as i64 * 7_200;
            history
                .add(&save, Some(ended - 1_800), ended)
                .expect("kept");
            kept += 1;
        }
    }
    println!("{kept} games kept in {}", path.display());
}
