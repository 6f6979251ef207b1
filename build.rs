//! Build script: compiles the English word list (the `wordnik_list` crate) into an `fst::Set`
//! in OUT_DIR, so the binary embeds a ready automaton and parses no text at start-up; and lists
//! the message catalogues under `assets/i18n/<lang>/`, so a game's catalogue is found by being
//! there (the same file names in every language), with no list to edit.

use std::env;
use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    catalogue_files(&out);
    #[cfg(windows)]
    windows_resources();

    // The game only places a-z cards, so anything else in the list could never be played.
    let mut words: Vec<&str> = wordnik_list::word_iterator()
        .filter(|w| w.len() >= 2 && w.bytes().all(|b| b.is_ascii_lowercase()))
        .collect();
    words.sort_unstable();
    words.dedup();
    assert!(
        words.len() > 150_000,
        "the English word list looks truncated: {} words",
        words.len()
    );

    let path = out.join("english.fst");
    let file = BufWriter::new(File::create(&path).expect("create english.fst"));
    let mut builder = fst::SetBuilder::new(file).expect("start fst");
    builder.extend_iter(words.iter()).expect("words are sorted");
    builder.finish().expect("write english.fst");
}

/// Writes `catalogue_files.rs`: the `catalogue_files!` call naming every `.ftl` file of the
/// English catalogue, in name order. Every language must have the same files (the catalogue
/// tests compare their keys).
fn catalogue_files(out: &std::path::Path) {
    let dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("assets")
        .join("i18n");
    println!("cargo:rerun-if-changed={}", dir.display());
    let names = |lang: &str| -> Vec<String> {
        let folder = dir.join(lang);
        println!("cargo:rerun-if-changed={}", folder.display());
        let mut names: Vec<String> = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
            .filter_map(|entry| {
                let name = entry.ok()?.file_name().into_string().ok()?;
                name.strip_suffix(".ftl").map(str::to_string)
            })
            .collect();
        names.sort();
        names
    };
    let english = names("en");
    for lang in ["fr", "ro"] {
        assert_eq!(
            names(lang),
            english,
            "assets/i18n/{lang}/ must hold the same catalogue files as assets/i18n/en/"
        );
    }
    let list: Vec<String> = english.iter().map(|n| format!("    {n:?},\n")).collect();
    std::fs::write(
        out.join("catalogue_files.rs"),
        format!("catalogue_files!(\n{});\n", list.concat()),
    )
    .expect("write catalogue_files.rs");
}

/// Windows: embeds the icon (the .exe in Explorer, the taskbar, the Start menu) and the
/// version resource (name, description, version in the file's Properties) in the executable.
#[cfg(windows)]
fn windows_resources() {
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo:rerun-if-changed=assets/icons/wordtable.ico");
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon("assets/icons/wordtable.ico")
        .set("ProductName", "WordTable")
        .set(
            "FileDescription",
            "WordTable: word board games on a card table",
        )
        .set("LegalCopyright", "Copyright (c) the WordTable developers");
    resource
        .compile()
        .expect("embed the icon and version resource (needs the Windows SDK's rc.exe)");
}
