#!/usr/bin/env python3
"""Plays a whole Play On Words game through the real window: Ana (a person, played by this
script with the mouse and keyboard) against Hal (Normal) and Eve (Hard), a shorter game of
three rounds. On her turns Ana clicks the draw pile (or a discard pile), asks for the hint (H)
and confirms the play it lays out (Enter), or discards the card it picks up by clicking a pile.
On her first turn she drags a card into the lay-down (the screenshot is taken while it is held
over its landing place) and takes it back. She closes
each round's summary with Enter. The game's state is read from the autosave
(`wordtable replay`). F12 screenshots of a turn, a verdict, a summary and the end screen are
kept under docs/screenshots/.

Usage (from the repository):
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/play-play-on-words.py BIN SEED [--streamer] [--lang fr|ro]
"""

import json
import os
import subprocess
import sys
import tempfile
import time

from window_driver import Driver

BIN, SEED = sys.argv[1], int(sys.argv[2])
STREAMER = "--streamer" in sys.argv
LANG = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
DATA = tempfile.mkdtemp(prefix="wordtable-play-on-words-")
PREFIX = "play-on-words-" + ("streamer-" if STREAMER else "") + ("" if LANG == "en" else LANG + "-")
env = dict(os.environ, WORDTABLE_DATA_DIR=DATA, WORDTABLE_CONFIG_DIR=DATA)
with open(os.path.join(DATA, "settings.ron"), "w") as f:
    f.write(f'(computer_pace_secs: 0.3, language: "{LANG}", streamer_mode: {str(STREAMER).lower()})')
SCENARIO = os.path.join(DATA, "start.ron")
seats = '[(name: "Ana"), (name: "Hal", computer: Some(normal)), (name: "Eve", computer: Some(hard))]'
with open(SCENARIO, "w") as f:
    f.write(f'(game: "play_on_words", save: (setup: (seed: {SEED}, rounds: 3, players: {seats}), actions: []))')


drive = Driver(BIN, DATA, env, PREFIX, SCENARIO)
x, shot, state = drive.x, drive.shot, drive.state


# The layout (board.rs), in egui points: streamer mode draws everything 1.25 times larger, so
# a 1280x800 window is 1024x640 points. The side panel is 310 wide, the top strip 112 high;
# the challenge card is 56 + 30 a word high from y 124, the piles 14 below it, 96 high; the
# hand's cards are 100 high, 12 above the bottom.
ZOOM = 1.25 if STREAMER else 1.0
W, H = 1280 / ZOOM, 800 / ZOOM


def at(x_, y_):
    return int(x_ * ZOOM), int(y_ * ZOOM)


def pile(k, words):
    pile_w = 96 * 0.72
    gap = (286 - 3 * pile_w) / 2
    return at(W - 298 + k * (pile_w + gap) + pile_w / 2, 124 + 56 + 30 * words + 14 + 48)


def hand_card(k, n):
    w, felt_w = 72.0, W - 334
    centre = 12 + felt_w / 2
    step = min(w + 6, (felt_w - w) / max(n - 1, 1))
    total = step * (n - 1) + w
    left = centre - total / 2
    return at(left + k * step + min(step, w) / 2, H - 66)


def lay_row(words):
    """The middle of the lay-down's first row, right of its label."""
    top = H - 12 - 112 - (words * 62 + 8)
    return at(12 + (W - 334) * 0.6, top + 6 + 26)


def changed(before, seconds=6):
    end = time.time() + seconds
    while time.time() < end:
        s = state()
        if s != before:
            return s
        time.sleep(0.3)
    return None


def hold():
    """In streamer mode the hand shows only while Space is held."""
    if STREAMER:
        x("keydown", "space")
        time.sleep(0.3)


def release():
    if STREAMER:
        x("keyup", "space")


app = subprocess.Popen([BIN, "open", SCENARIO], env=env,
                       stdout=subprocess.DEVNULL, stderr=open(os.path.join(DATA, "app.log"), "w"))
for _ in range(120):
    if subprocess.run(["xdotool", "search", "--name", "WordTable"], capture_output=True).stdout:
        break
    time.sleep(0.5)
wid = subprocess.run(["xdotool", "search", "--name", "WordTable"], capture_output=True,
                     text=True).stdout.split()[0]
x("windowfocus", wid)
time.sleep(3)

# How many words each challenge card asks for (assets/play_on_words/challenges.ron).
WORDS = {1: 2, 2: 2, 3: 2, 4: 3, 5: 3, 6: 2, 7: 3, 8: 2, 9: 4, 10: 3}
turns = 0
rounds_seen = 0
shown = set()
stuck = 0
while True:
    s = state()
    phase = s["phase"]
    if len(s["history"]) > rounds_seen:
        # A round ended: its summary is open.
        time.sleep(1.5)
        if "summary" not in shown:
            shown.add("summary")
            shot("summary")
        x("key", "Return")
        rounds_seen = len(s["history"])
        time.sleep(1.0)
        if s["over"]:
            break
        continue
    if s["over"]:
        break
    n_words = WORDS[s["challenge"]]
    if phase.startswith("RoundOver"):
        time.sleep(1.0)
        continue
    if phase == "Draw { seat: 0 }":
        turns += 1
        hold()
        if turns == 1 and "turn" not in shown:
            shown.add("turn")
            shot("turn")
        # Ana takes from the draw pile, now and then from the first discard pile.
        k = 1 if turns % 4 == 0 else 0
        px, py = pile(k, n_words)
        x("mousemove", px, py, "click", "1")
        release()
        changed(s)
        continue
    if phase == "Play { seat: 0 }":
        hand = s["players"][0]["hand"].split()
        hold()
        if turns == 1 and "drag" not in shown:
            # The drag: a card from the hand into the lay-down's first row, then Escape.
            shown.add("drag")
            hx, hy = hand_card(0, len(hand))
            x("mousemove", hx, hy, "mousedown", "1")
            for step in range(1, 11):
                x("mousemove", hx + step * 20, hy - step * 10)
                time.sleep(0.05)
            rx, ry = lay_row(n_words)
            x("mousemove", rx, ry)
            time.sleep(0.5)
            # Still held: the card under the pointer, its landing place outlined.
            shot("drag")
            x("mouseup", "1")
            time.sleep(0.8)
            x("key", "Escape")
            time.sleep(0.5)
        x("key", "h")
        time.sleep(0.8)
        if "verdict" not in shown and not s["players"][0]["in"]:
            # The hint's play laid out with the engine's verdict, before Enter: taken until
            # the hint is a lay-down (the state tells after Enter), each try over the last.
            shot("verdict")
        x("key", "Return")
        after = changed(s, 3)
        if after is None:
            # The hint was a discard: the card is picked up; a click on a pile discards it
            # (an empty pile must be started, so the other pile is tried too).
            for k in (1, 2):
                px, py = pile(k, n_words)
                x("mousemove", px, py, "click", "1")
                if changed(s, 3) is not None:
                    break
                x("key", "h")
                time.sleep(0.5)
            else:
                stuck += 1
        elif "laid" not in shown and after["players"][0]["in"] and not s["players"][0]["in"]:
            shown.update(["laid", "verdict"])
            time.sleep(0.5)
            shot("laid")
        release()
        if stuck > 5:
            raise SystemExit("Ana could not end her turn")
        continue
    time.sleep(0.5)

time.sleep(1.5)
shot("end")
s = state()
print(json.dumps({"scores": [p["score"] for p in s["players"]],
                  "names": [p["name"] for p in s["players"]],
                  "rounds": len(s["history"])}))
app.terminate()
