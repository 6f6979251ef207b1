//! Copy and paste in a text field of the real window under Xvfb: a name pasted from the
//! system clipboard (put there by `xclip`) reaches the new-game page's name field and the game
//! it starts, and the field's text copied with Ctrl+C is on the system clipboard for other
//! programs.

#![cfg(feature = "gui")]

mod common;

#[test]
fn a_name_pasted_into_the_new_game_page_plays_and_copies_back_out() {
    if !common::window_tools(&["xvfb-run", "xdotool", "xclip"]) {
        return;
    }
    let dir = common::scratch_dir("e2e-clipboard");
    let _ = std::fs::remove_file(dir.join("autosave.ron"));
    let _ = std::fs::remove_file(dir.join("copied.txt"));
    let steps = format!(
        r#"{wait_for}
# Another program owns the clipboard, holding a name with an accented letter.
printf 'Zoë' | xclip -selection clipboard -i
# Ctrl held as a person holds it, over several frames (the window reads the modifier keys
# once a frame, so a Ctrl pressed in the very frame of its letter is not yet seen).
with_ctrl() {{ xdotool keydown ctrl; sleep 0.3; xdotool key "$1"; sleep 0.3; xdotool keyup ctrl; sleep 0.3; }}
# Word Colony's Play, then Ana's name field: all of it replaced by what is pasted.
xdotool mousemove 852 163 click 1
sleep 2
xdotool mousemove 335 151 click 1
sleep 0.5
with_ctrl a
with_ctrl v
xdotool type ' K'
sleep 0.5
# The whole field copied: the clipboard now holds what the window wrote.
with_ctrl a
with_ctrl c
sleep 1
xclip -selection clipboard -o > "$DATA/copied.txt" 2>>"$DATA/app.log"
# Start the game (the page scrolled to its end), pass the laptop, draw.
xdotool mousemove 640 400
for i in $(seq 1 15); do xdotool click 5; sleep 0.1; done
sleep 1
xdotool mousemove 290 760 click 1
sleep 3
xdotool mousemove 640 437 click 1
sleep 1
until_saved Draw "key Return"
"#,
        wait_for = common::WAIT_FOR,
    );
    let log = common::drive_window_from_title(&dir, &steps, (1280, 800));
    let copied = std::fs::read_to_string(dir.join("copied.txt")).unwrap_or_default();
    assert_eq!(copied, "Zoë K", "what Ctrl+C put on the clipboard\n{log}");
    let save = std::fs::read_to_string(dir.join("autosave.ron"))
        .unwrap_or_else(|e| panic!("nothing was saved ({e})\n{log}"));
    assert!(
        save.contains("\"Zoë K\""),
        "the pasted name plays: {save}\n{log}"
    );
    assert!(!save.contains("\"Ana\""), "Ana's name was replaced: {save}");
    let _ = std::fs::remove_dir_all(&dir);
}
