//! The phone pages in a real browser: for each game, the seat server hosts it (one phone seat
//! and a computer seat) and a script drives headless Chromium through the page as a player
//! would, at a phone's size (390x844), tapping the page's own buttons through whole turns
//! until the server's next view shows the move (`tests/browser/GAME.js`, Playwright).
//! Wants Node.js, Debian's `chromium` and `npm ci` in `tests/browser`; without them the test
//! says so and passes over, except in CI, where `.ci/run` installs them.

mod common;

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use wordtable::engine::hosted::HostPlan;
use wordtable::i18n::Lang;
use wordtable::seat_server::host::{Host, phone_or_computer};
use wordtable::seat_server::server::ServerConfig;

/// Hosts `game` with these seats, runs its browser script against the phone page, and
/// returns what the script printed.
fn drive(game: &str, variant: Option<&str>, seats: &[Option<&str>], script: &str) -> String {
    let entry = wordtable::games::find_entry(game).unwrap();
    let computers: Vec<Option<String>> = seats.iter().map(|s| s.map(str::to_string)).collect();
    let plan = HostPlan {
        names: (1..=seats.len()).map(|i| format!("Player {i}")).collect(),
        computers: computers.clone(),
        seed: 5,
        variant: variant.map(str::to_string),
        language: Lang::En,
    };
    let hosted = (entry.host.unwrap())(&plan).unwrap();
    let mut host = Host::start(
        hosted,
        phone_or_computer(&computers),
        ServerConfig::loopback(),
    )
    .expect("the server listens");
    let url = host.server.join_url().to_string();
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    let runner = std::thread::spawn(move || host.run(|_| stopped.load(Ordering::Relaxed)));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("node")
        .arg(root.join("tests/browser").join(script))
        .arg(&url)
        .env(
            "PLAYWRIGHT_CORE",
            root.join("tests/browser/node_modules/playwright-core"),
        )
        .output()
        .expect("node runs");
    stop.store(true, Ordering::Relaxed);
    runner.join().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success() && stdout.lines().any(|l| l.starts_with("ok")),
        "{game}: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    eprintln!("{game}: {}", stdout.trim());
    stdout
}

#[test]
fn word_colony_is_played_from_a_phone_in_a_browser() {
    if common::browser_tools() {
        drive("word_colony", None, &[None, Some("easy")], "word_colony.js");
    }
}

#[test]
fn color_words_is_played_from_a_phone_in_a_browser() {
    if common::browser_tools() {
        drive(
            "color_words",
            None,
            &[None, Some("normal")],
            "color_words.js",
        );
    }
}

#[test]
fn wordgame_and_classic_are_played_from_a_phone_in_a_browser() {
    if common::browser_tools() {
        drive("wordgame", None, &[None, Some("normal")], "wordgame.js");
        drive(
            "wordgame",
            Some("classic"),
            &[Some("normal"), None],
            "wordgame.js",
        );
    }
}

#[test]
fn colonization_is_played_from_a_phone_in_a_browser() {
    if common::browser_tools() {
        drive(
            "colonization",
            None,
            &[None, Some("normal")],
            "colonization.js",
        );
    }
}

#[test]
fn play_on_words_is_played_from_a_phone_in_a_browser() {
    if common::browser_tools() {
        drive(
            "play_on_words",
            None,
            &[None, Some("normal")],
            "play_on_words.js",
        );
    }
}
