#!/usr/bin/env python3
"""Plays a whole Color Words game through the real window: Ana (a person, played by this
script with the mouse and keyboard) alone on grid A or B, or against Hal, a computer seat.
Round 1 she clicks the Start cell and types a word; round 2 she drags a path (first trying a
step the rules refuse) and types a word along it; later rounds she asks for the hint (F2) and
writes it with Enter. She flips the cards when she deals, crosses out a star alone on grid B,
votes with Y on words under a theme card, and closes each round's summary with Enter. The
game's state is read from the autosave (`wordtable replay`). F12 screenshots of the writing,
the refused step, a round's summary and the end screen are kept under docs/screenshots/.

Usage (from the repository):
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/play-color-words.py BIN A|B SEED [--vs easy|normal|hard]
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from window_driver import Driver

BIN, GRID, SEED = sys.argv[1], sys.argv[2].upper(), int(sys.argv[3])
VS = sys.argv[sys.argv.index("--vs") + 1] if "--vs" in sys.argv else None
DATA = tempfile.mkdtemp(prefix="wordtable-color-words-")
PREFIX = "color-words-" + ("duel-" if VS else "solo-") + GRID.lower() + "-"
env = dict(os.environ, WORDTABLE_DATA_DIR=DATA, WORDTABLE_CONFIG_DIR=DATA)
with open(os.path.join(DATA, "settings.ron"), "w") as f:
    f.write('(computer_pace_secs: 0.3, language: "en")')
SCENARIO = os.path.join(DATA, "start.ron")
seats = '[(name: "Ana")' + (f', (name: "Hal", computer: Some({VS}))' if VS else "") + "]"
with open(SCENARIO, "w") as f:
    f.write(f'(game: "color_words", save: (setup: (seed: {SEED}, grid: {GRID}, players: {seats}), actions: []))')

# The layout at 1280x800 (board.rs): the score strip is 112 high, the turn panel 310 wide;
# the sheet's cells start at (50, 180), their side from the room the felt leaves.
STARS = 0.8 if GRID == "B" else 0.0
CELL = min((616.2 - 90) / (7 + STARS), (688 - 130) / (7 + STARS))
ORIGIN = (50, 180)
FLIP = (1125, 368)


drive = Driver(BIN, DATA, env, PREFIX, SCENARIO)
x, shot, state = drive.x, drive.shot, drive.state


def cell(name):
    """Screen position of a cell ("C4")."""
    col, row = ord(name[0]) - ord("A"), int(name[1:]) - 1
    return int(ORIGIN[0] + (col + 0.5) * CELL), int(ORIGIN[1] + (row + 0.5) * CELL)


def star(name):
    """Screen position of grid B's star of a row ("4") or column ("C")."""
    if name.isdigit():
        r = int(name) - 1
        return int(ORIGIN[0] + 7 * CELL + CELL * 0.4), int(ORIGIN[1] + (r + 0.5) * CELL)
    c = ord(name) - ord("A")
    return int(ORIGIN[0] + (c + 0.5) * CELL), int(ORIGIN[1] + 7 * CELL + CELL * 0.4)


def wait_for(test, seconds=60):
    end = time.time() + seconds
    while time.time() < end:
        s = state()
        if test(s):
            return s
        time.sleep(0.4)
    raise SystemExit(f"timed out waiting; state: {state()['phase']}")


def ana_writing(s):
    return s["phase"].startswith("Write") and "done: [false" in s["phase"]


def ana_words(s):
    return len(s["players"][0]["words"])


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

summary_shot = False
while True:
    s = state()
    if s["over"]:
        break
    phase, round_ = s["phase"], s["round"]
    if phase == "CrossOut":
        # The emptiest line's star: a column from the right, as Ana fills from the top left.
        crossed = s["players"][0]["stars"]
        pick = next(n for n in "GFEDCBA7654321" if n not in crossed)
        px, py = star(pick)
        x("mousemove", px, py, "click", "1")
        if round_ == 0:
            time.sleep(0.6)
        wait_for(lambda t: t["phase"] != "CrossOut")
        continue
    if phase.startswith("Draw"):
        if "dealer: 0" in phase:
            x("mousemove", *FLIP, "click", "1")
        wait_for(lambda t: not t["phase"].startswith("Draw"))
        time.sleep(1.0)
        continue
    if ana_writing(s):
        before = ana_words(s)
        if round_ == 0:
            x("mousemove", *cell("A1"), "click", "1")
            time.sleep(0.4)
            x("type", "--delay", "120", "tea")
            time.sleep(1.0)
            shot("writing")
            x("key", "Return")
        elif round_ == 1 and s["players"][0]["rows"][1][1] == ".":
            # A drag from B2 that tries a step left (refused, with the reason), then goes down.
            x("mousemove", *cell("B2"), "mousedown", "1")
            time.sleep(0.3)
            for c in ["B3", "A4"]:
                x("mousemove", *cell(c))
                time.sleep(0.4)
            time.sleep(0.6)
            shot("refused-step")
            for c in ["B3", "B4"]:
                x("mousemove", *cell(c))
                time.sleep(0.4)
            x("mouseup", "1")
            time.sleep(0.3)
            x("type", "--delay", "120", "ate")
            time.sleep(0.6)
            x("key", "Return")
        else:
            x("key", "F2")
            time.sleep(2.5)
            x("key", "Return")
        time.sleep(1.0)
        s = state()
        if ana_writing(s) and ana_words(s) == before:
            x("key", "Escape")
            x("key", "F2")
            time.sleep(2.5)
            x("key", "Return")
            time.sleep(1.0)
        wait_for(lambda t: t["round"] != round_ or t["over"] or t["phase"].startswith("Vote"), 120)
        s = state()
        if s["phase"].startswith("Vote"):
            continue
        time.sleep(2.5)
        if not summary_shot and round_ >= 1:
            shot("summary")
            summary_shot = True
        x("key", "Return")
        time.sleep(0.8)
        continue
    if phase.startswith("Vote"):
        x("key", "y")
        time.sleep(1.5)
        s = state()
        if not s["phase"].startswith("Vote"):
            time.sleep(2.5)
            x("key", "Return")
            time.sleep(0.8)
        continue
    time.sleep(0.5)

time.sleep(2.0)
x("key", "Return")  # the last round's summary
time.sleep(2.0)
shot("end")
final = state()
print(json.dumps({p["name"]: p["total"] for p in final["players"]}),
      "winners", final["winners"], "rating", final["rating"], flush=True)
app.terminate()
app.wait(timeout=20)
shutil.rmtree(DATA, ignore_errors=True)
