//! The tool that expands the Hunspell dictionaries behind the French and Romanian word lists
//! (`tools/expand-hunspell.py`) passes its own test: prefixes, suffixes, cross products,
//! twofold suffixes, NEEDAFFIX, FORBIDDENWORD, ONLYINCOMPOUND, NOSUGGEST, the flag formats and
//! the Romanian comma below. It needs Python 3: without it the test says so and passes over,
//! except in CI.

#[test]
fn expand_hunspell_passes_its_self_test() {
    let tool = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/expand-hunspell.py");
    let out = match std::process::Command::new("python3")
        .arg(tool)
        .arg("--self-test")
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            assert!(
                std::env::var_os("WORDTABLE_REQUIRE_TOOLS").is_none(),
                "CI must have python3: {e}"
            );
            eprintln!("python3 cannot be run ({e}): skipping the tool's self-test");
            return;
        }
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert_eq!(stdout.trim(), "self-test passed", "{stderr}");
}
