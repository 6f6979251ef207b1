//! Shared helpers for the integration tests: Word Colony deals and turn driving, running the
//! `wordtable` binary, and small English word lists for crossword games.
#![allow(dead_code)]

use wordtable::games::word_colony::Phase;
use wordtable::games::word_colony::actions::{Action, Outcome, ScoreReason};
use wordtable::games::word_colony::cards::{Choice, Face};
use wordtable::games::word_colony::setup::{FixedDeal, Seat, Setup};
use wordtable::games::word_colony::testing::HeadlessTable;
/// A shell function for the window tests' scripts: `drag X1 Y1 X2 Y2` presses at the first
/// point, moves to the second in six steps and lets go, slowly enough for a busy frame to see
/// each step.
pub const SHELL_DRAG: &str = "drag() {
  xdotool mousemove $1 $2; sleep 0.3; xdotool mousedown 1; sleep 0.3
  for k in 1 2 3 4 5 6; do
    xdotool mousemove $(( $1 + ($3 - $1) * k / 6 )) $(( $2 + ($4 - $2) * k / 6 )); sleep 0.15
  done
  sleep 0.3; xdotool mouseup 1; sleep 1
}";

/// The colony of the rule book's example, word by word after WIN: each entry builds the second
/// word on the last letter of the first, ending in OXEN (ten words with WIN).
pub const RULE_BOOK_COLONY: [(&str, &str); 9] = [
    ("WIN", "NAPKIN"),
    ("NAPKIN", "NEXT"),
    ("NEXT", "TRY"),
    ("TRY", "YANK"),
    ("YANK", "KITE"),
    ("KITE", "EAR"),
    ("EAR", "RAT"),
    ("RAT", "TWO"),
    ("TWO", "OXEN"),
];

/// Card notation for each letter of a string (`"FLOW"` -> F, L, O, W).
pub fn cards(letters: &str) -> Vec<String> {
    letters.chars().map(|c| c.to_string()).collect()
}

/// A game with fixed hands, a box of plain E cards, seat 0 starting, a far finish line.
pub fn fixed(hands: &[Vec<String>]) -> HeadlessTable {
    fixed_with(hands, |_| {})
}

/// Like [`fixed`], with a chance to adjust the setup.
pub fn fixed_with(hands: &[Vec<String>], adjust: impl FnOnce(&mut Setup)) -> HeadlessTable {
    let mut setup = Setup {
        seed: 7,
        players: (0..hands.len())
            .map(|i| Seat {
                name: ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"][i].to_string(),
                team: None,
                ..Default::default()
            })
            .collect(),
        finish_line: Some(1000),
        deal: Some(FixedDeal {
            hands: hands.to_vec(),
            box_top_first: vec!["E".to_string(); 60],
            start: 0,
        }),
        ..Default::default()
    };
    adjust(&mut setup);
    HeadlessTable::new(setup)
}

/// A two-player deal of `hands` where Ana builds `word` and passes, and Ben reaches his build
/// step and builds AT: the table at the build a test is about.
pub fn ben_after_at(hands: &[Vec<String>], word: &str) -> HeadlessTable {
    let mut t = fixed(hands);
    reach_build(&mut t, 0);
    build(&mut t, 0, word);
    pass(&mut t, 0);
    reach_build(&mut t, 1);
    build(&mut t, 1, "AT");
    t
}

/// Draws, reads the first unread letter card, and has everyone answer `answer`: the turn is
/// then in its build step.
pub fn reach_build_answering(t: &mut HeadlessTable, player: usize, answer: Choice) {
    t.act(player, Action::Draw).expect("draw");
    if t.game().phase == Phase::Question {
        let g = t.game();
        let card = g.players[player]
            .hand
            .iter()
            .copied()
            .find(|&c| matches!(g.face(c), Face::Letter { .. }) && !g.card(c).read)
            .or_else(|| {
                g.players[player]
                    .hand
                    .iter()
                    .copied()
                    .find(|&c| g.face(c).has_question() && !g.card(c).read)
            })
            .expect("a card to read");
        t.act(player, Action::Read { card }).expect("read");
        let answering: Vec<usize> = (0..t.game().players.len())
            .filter(|&p| t.game().question.as_ref().unwrap().answering[p])
            .collect();
        for p in answering {
            t.act(p, Action::Answer { choice: answer }).expect("answer");
        }
    }
    assert_eq!(t.game().phase, Phase::Build);
}

/// [`reach_build_answering`] with answer A.
pub fn reach_build(t: &mut HeadlessTable, player: usize) {
    reach_build_answering(t, player, Choice::A);
}

/// Ends the current turn.
pub fn pass(t: &mut HeadlessTable, player: usize) {
    t.act(player, Action::Pass).expect("pass");
}

/// Builds a word.
pub fn build(t: &mut HeadlessTable, player: usize, word: &str) -> Vec<Outcome> {
    t.act(
        player,
        Action::Build {
            word: word.parse().unwrap(),
            cards: vec![],
        },
    )
    .unwrap_or_else(|r| panic!("building {word}: {r}"))
}

/// Expands `target` into `word`.
pub fn expand(t: &mut HeadlessTable, player: usize, target: &str, word: &str) -> Vec<Outcome> {
    t.act(
        player,
        Action::Expand {
            target: target.parse().unwrap(),
            word: word.parse().unwrap(),
            cards: vec![],
        },
    )
    .unwrap_or_else(|r| panic!("expanding {target} to {word}: {r}"))
}

/// Builds `word` on the last letter of `target`.
pub fn colony(t: &mut HeadlessTable, player: usize, target: &str, word: &str) -> Vec<Outcome> {
    t.act(
        player,
        Action::Colony {
            target: target.parse().unwrap(),
            word: word.parse().unwrap(),
            cards: vec![],
        },
    )
    .unwrap_or_else(|r| panic!("building {word} on {target}: {r}"))
}

/// The score changes among outcomes, per player, as (player, delta, reason).
pub fn scores(outcomes: &[Outcome]) -> Vec<(usize, i32, ScoreReason)> {
    outcomes
        .iter()
        .filter_map(|o| match o {
            Outcome::Scored(e) => Some((e.player, e.delta, e.reason.clone())),
            _ => None,
        })
        .collect()
}

/// Net points a player got from these outcomes.
pub fn net(outcomes: &[Outcome], player: usize) -> i32 {
    scores(outcomes)
        .iter()
        .filter(|s| s.0 == player)
        .map(|s| s.1)
        .sum()
}

/// Runs the `wordtable` binary with `args` from the project's folder (the examples are named
/// from there): exit code, standard output, standard error.
pub fn wordtable(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_wordtable"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run wordtable");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `wordtable replay PATH`: exit code, the state's JSON as printed, standard error.
pub fn replay(path: impl AsRef<std::path::Path>) -> (i32, String, String) {
    wordtable(&["replay", path.as_ref().to_str().expect("a UTF-8 path")])
}

/// The JSON `wordtable replay` printed.
pub fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).expect("replay prints JSON")
}

/// A sample of the English list: every `every`-th word of up to `max_len` letters, every
/// two-letter word (so boards stay connected), and `extra`. Big enough for real crossword
/// games, small enough to build its GADDAG quickly in a debug test.
pub fn english_sample(every: usize, max_len: usize, extra: &[&str]) -> wordtable::words::Lexicon {
    let words = wordtable::words::Lexicon::english().words();
    wordtable::words::Lexicon::from_words(
        words
            .iter()
            .enumerate()
            .filter(|(i, w)| w.len() == 2 || (w.len() <= max_len && i % every == 0))
            .map(|(_, w)| w.as_str())
            .chain(extra.iter().copied()),
    )
}

/// A directory for one test's files under the system's temporary directory, created if need
/// be: `name` keeps tests apart, the process id keeps concurrent runs apart.
pub fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wordtable-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether the window tests can run: `tools` (such as `xvfb-run` and `xdotool`) installed. In CI
/// they must be (`.ci/run` installs them); elsewhere a missing tool skips the test with a word
/// on stderr.
pub fn window_tools(tools: &[&str]) -> bool {
    let have = |t: &&str| {
        std::process::Command::new("which")
            .arg(t)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let missing: Vec<&str> = tools.iter().filter(|t| !have(t)).copied().collect();
    none_missing(&missing, "window")
}

/// A word list of the system's (`/usr/share/dict/FILE`, from Debian's `wamerican` and
/// `wamerican-huge`), or `None` where it is missing (other systems): the test is skipped with a
/// word on stderr, except in CI, which installs the lists.
pub fn system_word_list(file: &str) -> Option<String> {
    let path = format!("/usr/share/dict/{file}");
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => {
            none_missing(&[&format!("{path} ({e})")], "word-list");
            None
        }
    }
}

/// Whether nothing a test needs is `missing`; in CI something missing fails the test (`.ci/run`
/// installs it), elsewhere the test is skipped with a word on stderr.
fn none_missing(missing: &[&str], test: &str) -> bool {
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("WORDTABLE_REQUIRE_TOOLS").is_none(),
        "CI must have {missing:?} (.ci/run installs them)"
    );
    eprintln!("{missing:?} not installed: skipping the {test} test");
    false
}

/// Shell helpers for window tests' scripts: `until_saved WANT KEYS...` waits (up to two
/// minutes) until the autosave holds `WANT`, running the xdotool commands `KEYS...` each round
/// until it does; `until_state WANT` waits until the game's state, as `wordtable replay` prints
/// it, holds `WANT`.
pub const WAIT_FOR: &str = r#"
until_saved() {
  want=$1; shift
  for i in $(seq 1 120); do
    grep -q "$want" "$DATA/autosave.ron" 2>/dev/null && return 0
    for k in "$@"; do xdotool $k; sleep 0.3; done
    sleep 0.7
  done
  echo "never saw $want" >> "$DATA/app.log"
}
until_state() {
  for i in $(seq 1 120); do
    "$BIN" replay "$DATA/autosave.ron" 2>/dev/null | grep -q "$1" && return 0
    sleep 1
  done
  echo "never saw $1" >> "$DATA/app.log"
}
"#;

/// The start of every window test's script: the app opens `$SCENARIO`, or the title screen
/// when there is none (its output to `$DATA/app.log`), the script waits for its window and
/// gives it the keyboard.
const OPEN_THE_WINDOW: &str = r#"
set -u
if [ -n "$SCENARIO" ]; then
  "$BIN" open "$SCENARIO" ${OPEN_ARGS:-} > "$DATA/app.log" 2>&1 &
else
  "$BIN" > "$DATA/app.log" 2>&1 &
fi
APP=$!
for i in $(seq 1 240); do xdotool search --name WordTable >/dev/null 2>&1 && break; sleep 0.5; done
sleep 4
WID=$(xdotool search --name WordTable | head -1)
xdotool windowfocus --sync "$WID" 2>/dev/null
"#;

/// The end of every window test's script: the app is closed.
const CLOSE_THE_WINDOW: &str = r#"
kill $APP
wait $APP 2>/dev/null
exit 0
"#;

/// Opens the app on `scenario` under Xvfb in a `width` x `height` screen, runs the shell
/// `steps` on its window (`$DATA` is the test's directory, also the app's data and config
/// directory), and closes it. Returns the app's log.
pub fn drive_window(
    dir: &std::path::Path,
    steps: &str,
    scenario: &std::path::Path,
    size: (u32, u32),
) -> String {
    drive(dir, steps, scenario.as_os_str(), size, &[])
}

/// [`drive_window`] on a display whose scale factor is `scale` (as a 2x laptop screen's: the
/// window is `size` in physical pixels).
pub fn drive_window_scaled(
    dir: &std::path::Path,
    steps: &str,
    scenario: &std::path::Path,
    size: (u32, u32),
    scale: f32,
) -> String {
    let scale = scale.to_string();
    drive(
        dir,
        steps,
        scenario.as_os_str(),
        size,
        &[("WINIT_X11_SCALE_FACTOR", scale.as_str())],
    )
}

/// [`drive_window`] with more of the environment set (`OPEN_ARGS`: more arguments for
/// `wordtable open`).
pub fn drive_window_with(
    dir: &std::path::Path,
    steps: &str,
    scenario: &std::path::Path,
    size: (u32, u32),
    env: &[(&str, &str)],
) -> String {
    drive(dir, steps, scenario.as_os_str(), size, env)
}

/// Whether the phone pages' browser tests can run: Node.js, Debian's Chromium and Playwright
/// (`npm ci --prefix tests/browser`). In CI they must be there (`.ci/run` installs them).
pub fn browser_tools() -> bool {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let node = std::process::Command::new("node").arg("--version").output();
    let missing: Vec<&str> = [
        ("node", node.is_ok_and(|o| o.status.success())),
        (
            "chromium",
            std::path::Path::new("/usr/bin/chromium").exists(),
        ),
        (
            "playwright-core (npm ci in tests/browser)",
            root.join("tests/browser/node_modules/playwright-core")
                .is_dir(),
        ),
    ]
    .into_iter()
    .filter(|(_, here)| !here)
    .map(|(what, _)| what)
    .collect();
    none_missing(&missing, "browser")
}

/// Opens the app on its title screen under Xvfb (with whatever autosave `dir` holds), runs
/// the shell `steps` on its window as [`drive_window`] does, and closes it. Returns the
/// app's log.
pub fn drive_window_from_title(dir: &std::path::Path, steps: &str, size: (u32, u32)) -> String {
    drive(dir, steps, std::ffi::OsStr::new(""), size, &[])
}

/// One window at a time in a test binary: two `xvfb-run -a` started together can pick the
/// same display number, and the second app then fails to open its window.
pub static ONE_WINDOW: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn drive(
    dir: &std::path::Path,
    steps: &str,
    scenario: &std::ffi::OsStr,
    (width, height): (u32, u32),
    env: &[(&str, &str)],
) -> String {
    // A test that failed while holding the lock leaves it poisoned; the next one still runs.
    let _one_window = ONE_WINDOW.lock().unwrap_or_else(|e| e.into_inner());
    let script_path = dir.join("drive.sh");
    let script = format!("{OPEN_THE_WINDOW}{steps}{CLOSE_THE_WINDOW}");
    std::fs::write(&script_path, script).unwrap();
    let status = std::process::Command::new("xvfb-run")
        .args([
            "-a",
            "-s",
            &format!("-screen 0 {width}x{height}x24"),
            "bash",
        ])
        .arg(&script_path)
        .env("BIN", env!("CARGO_BIN_EXE_wordtable"))
        .env("SCENARIO", scenario)
        .env("DATA", dir)
        .env("WORDTABLE_DATA_DIR", dir)
        .env("WORDTABLE_CONFIG_DIR", dir)
        // A test that prints a sheet or exports a record opens no viewer on the machine.
        .env("WORDTABLE_NO_OPEN", "1")
        .envs(env.iter().copied())
        .status()
        .expect("run xvfb-run");
    assert!(status.success());
    std::fs::read_to_string(dir.join("app.log")).unwrap_or_default()
}

/// Screen position of card `i` of Word Colony's `n`-card hand fan, as the table lays it out
/// in a `w` x `h` window.
pub fn word_colony_hand_card(i: usize, n: usize, (w, h): (i32, i32)) -> (i32, i32) {
    let free = (w - 330) as f32;
    let spacing = (64.0 * 1.3 * 0.92f32).min((free - 160.0) / n as f32);
    let mid = (n as f32 - 1.0) / 2.0;
    let x = free / 2.0 + (i as f32 - mid) * spacing;
    (x as i32, h - 66)
}

/// The state of the game in `dir`'s autosave, as `wordtable replay` prints it.
pub fn replay_autosave(dir: &std::path::Path, log: &str) -> serde_json::Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_wordtable"))
        .args(["replay", dir.join("autosave.ron").to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{log}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
