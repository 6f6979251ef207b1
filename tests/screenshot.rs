//! The app as a player sees it: `wordtable screenshot` renders the title screen in a real
//! window under Xvfb (software Vulkan), and the PNG shows the felt table and the letter tiles;
//! on a machine without a Vulkan driver it stops and says what to install.

#![cfg(feature = "gui")]

use std::path::Path;
use std::process::Command;

mod common;

/// `wordtable screenshot PATH` under Xvfb on Vulkan, keeping its data and settings beside PATH.
fn screenshot_command(path: &Path) -> Command {
    let dir = path.parent().unwrap();
    let mut command = Command::new("xvfb-run");
    command
        .args(["-a", "-s", "-screen 0 1920x1080x24"])
        .arg(env!("CARGO_BIN_EXE_wordtable"))
        .args(["screenshot", path.to_str().unwrap()])
        .env("WGPU_BACKEND", "vulkan")
        .env("WORDTABLE_DATA_DIR", dir)
        .env("WORDTABLE_CONFIG_DIR", dir);
    command
}

fn screenshot(path: &Path, scene: &str) {
    let _one_window = common::ONE_WINDOW.lock().unwrap_or_else(|e| e.into_inner());
    let status = screenshot_command(path)
        .args(["--scene", scene, "--size", "1280x720"])
        .status()
        .expect("run xvfb-run");
    assert!(status.success(), "screenshot exited with {status}");
}

#[test]
fn the_title_screen_renders() {
    if !common::window_tools(&["xvfb-run"]) {
        return;
    }
    let dir = common::scratch_dir("shot");
    let path = dir.join("title.png");
    screenshot(&path, "title");
    let img = image::open(&path).expect("a PNG").to_rgb8();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(img.dimensions(), (1280, 720));
    let (mut felt, mut cream) = (0usize, 0usize);
    for p in img.pixels() {
        let [r, g, b] = p.0.map(i32::from);
        if g > r + 20 && g > b && g < 120 {
            felt += 1;
        }
        if r > 235 && g > 225 && b > 200 && b < 235 {
            cream += 1;
        }
    }
    let total = (1280 * 720) as usize;
    assert!(
        felt > total / 3,
        "the felt covers the table: {felt} of {total}"
    );
    assert!(
        cream > 5_000,
        "cream letter tiles are drawn: {cream} pixels"
    );
}

#[test]
fn without_a_vulkan_driver_the_app_says_what_to_install() {
    if !common::window_tools(&["xvfb-run"]) {
        return;
    }
    let dir = common::scratch_dir("nogpu");
    // Point the Vulkan loader at a driver list that does not exist: no adapter at all.
    let missing = dir.join("no-such-driver.json");
    let _one_window = common::ONE_WINDOW.lock().unwrap_or_else(|e| e.into_inner());
    let out = screenshot_command(&dir.join("never.png"))
        .env("VK_ICD_FILENAMES", &missing)
        .env("VK_DRIVER_FILES", &missing)
        .output()
        .expect("run xvfb-run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let wrote_png = dir.join("never.png").exists();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!out.status.success(), "no driver, yet it succeeded");
    assert!(!wrote_png, "no driver, yet a screenshot was written");
    assert!(
        stderr.contains("found no graphics driver") && stderr.contains("mesa-vulkan-drivers"),
        "the player is told what to install: {stderr}"
    );
}

#[test]
#[cfg(all(unix, not(target_os = "macos")))]
fn without_a_display_the_app_says_so_and_does_not_panic() {
    let dir = common::scratch_dir("nodisplay");
    let out = Command::new(env!("CARGO_BIN_EXE_wordtable"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("WORDTABLE_DATA_DIR", &dir)
        .env("WORDTABLE_CONFIG_DIR", &dir)
        .output()
        .expect("run wordtable");
    let stderr = String::from_utf8_lossy(&out.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no display"), "{stderr}");
    assert!(!stderr.contains("panicked"), "no panic report: {stderr}");
}
