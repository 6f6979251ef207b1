//! THIRD-PARTY-LICENSES.md (written by cargo-about from the lock file) names every crate that
//! is compiled into WordTable on the systems it ships on, at the version the lock holds: a
//! dependency added or updated without writing the file again fails here.

use std::collections::BTreeSet;

/// The systems the installers are for (as about.toml and deny.toml list them).
const TARGETS: [&str; 4] = [
    "x86_64-unknown-linux-gnu",
    "x86_64-pc-windows-msvc",
    "aarch64-apple-darwin",
    "x86_64-apple-darwin",
];

#[test]
fn every_crate_built_in_has_its_licence_listed() {
    let mut tree = std::process::Command::new(env!("CARGO"));
    tree.current_dir(env!("CARGO_MANIFEST_DIR")).args([
        "tree",
        "--locked",
        "--offline",
        "-e",
        "normal,build",
        "--prefix",
        "none",
        "-f",
        "{p}",
    ]);
    for t in TARGETS {
        tree.args(["--target", t]);
    }
    let out = tree.output().expect("run cargo tree");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The other systems' crates are downloaded only by `cargo fetch` (which `.ci/run` runs):
    // a machine that built WordTable for itself alone may not have them.
    if !out.status.success() && stderr.contains("--offline was specified") {
        assert!(
            std::env::var_os("WORDTABLE_REQUIRE_TOOLS").is_none(),
            "CI must have every target's crates (`cargo fetch --locked`): {stderr}"
        );
        eprintln!("the other systems' crates are not downloaded (`cargo fetch --locked`): skipped");
        return;
    }
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // "name v1.2.3" or "name v1.2.3 (path)" -> "name 1.2.3"
    let built: BTreeSet<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let name = words.next()?;
            let version = words.next()?.strip_prefix('v')?;
            Some(format!("{name} {version}"))
        })
        .collect();
    assert!(built.len() > 100, "the tree looks empty: {built:?}");
    let listed_text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("THIRD-PARTY-LICENSES.md"),
    )
    .expect("THIRD-PARTY-LICENSES.md is in the source");
    let listed: BTreeSet<&str> = listed_text
        .lines()
        .filter_map(|l| l.strip_prefix("- "))
        .collect();
    let missing: Vec<&String> = built
        .iter()
        .filter(|c| !listed.contains(c.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "not in THIRD-PARTY-LICENSES.md (run `cargo about generate about.hbs -o \
         THIRD-PARTY-LICENSES.md`): {missing:?}"
    );
}
