#!/usr/bin/env python3
"""Plays a whole Colonization Mode game through the real window: Ana (a person, played by this
script with the keyboard) against Ben (Normal) and Cleo (Hard), two computer seats. Ana names
her language with the suggested order (F2, Enter), votes on the others' names and words (A),
places the word the table suggests for her rack (H, Enter; P when there is none), tries one
Transform on a computer's word (X, Enter, then the number of her highest tile), and defends
her words with her lowest tile. The game's state is read from the autosave (`wordtable
replay`). Along the way it keeps F12 screenshots of the naming step, a vote, the Transform
duel, English's turn and the end under docs/screenshots/colonization-*.png.

Usage (from the repository):
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/play-colonization.py BIN SEED [--lang fr|ro]
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time

from window_driver import Driver

BIN, SEED = sys.argv[1], int(sys.argv[2])
LANG = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
DATA = tempfile.mkdtemp(prefix="wordtable-colonization-")
PREFIX = ("" if LANG == "en" else LANG + "-") + "colonization-"
env = dict(os.environ, WORDTABLE_DATA_DIR=DATA, WORDTABLE_CONFIG_DIR=DATA)
with open(os.path.join(DATA, "settings.ron"), "w") as f:
    f.write(f'(computer_pace_secs: 0.3, language: "{LANG}")')
SCENARIO = os.path.join(DATA, "start.ron")
with open(SCENARIO, "w") as f:
    f.write(f'(game: "colonization", save: (setup: (seed: {SEED}, players: [(name: "Ana"), '
            f'(name: "Ben", computer: Some(normal)), (name: "Cleo", computer: Some(hard))]), '
            f'actions: []))')
VALUES = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ?",
                  [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10, 0]))


drive = Driver(BIN, DATA, env, PREFIX, SCENARIO)
x, shot, state = drive.x, drive.shot, drive.state


taken = drive.taken


def actions():
    """The actions the autosave holds, as written."""
    save = os.path.join(DATA, "autosave.ron")
    if not os.path.exists(save):
        return []
    return re.findall(r'\(seat: (\d+), action: "([^"]*)"\)', open(save).read())


def wait_for_change(before, secs=20):
    """Waits until the autosave holds more actions than `before`; whether it did."""
    for _ in range(int(secs / 0.4)):
        time.sleep(0.4)
        if len(actions()) > before:
            return True
    return False


app = subprocess.Popen([BIN, "open", SCENARIO], env=env,
                       stdout=subprocess.DEVNULL, stderr=open(os.path.join(DATA, "app.log"), "w"))
for _ in range(240):
    if subprocess.run(["xdotool", "search", "--name", "WordTable"], capture_output=True).stdout:
        break
    time.sleep(0.5)
time.sleep(5)
wid = subprocess.run(["xdotool", "search", "--name", "WordTable"], capture_output=True,
                     text=True).stdout.split()[0]
x("windowfocus", "--sync", wid)
x("mousemove", 1270, 790)

english_seen = 0
transformed = False
turns = 0
while True:
    s = state()
    if s["over"]:
        time.sleep(2.5)
        shot("end")
        break
    done = actions()
    phase = s["phase"]
    owned = sum(1 for r in s["records"] if r["owner"] == "english")
    if done and done[-1][1] == "english" and owned > english_seen and "english" not in taken:
        # English just claimed a word: its turn is being played out on the table.
        time.sleep(1.6)
        shot("english")
    english_seen = owned
    rack = s["players"][0]["rack"]
    if phase.startswith("Naming { seat: 0"):
        time.sleep(1.0)
        x("key", "F2")
        time.sleep(1.0)
        if "naming" not in taken:
            shot("naming")
        x("key", "Return")
        wait_for_change(len(done))
    elif phase.startswith("Vote") and re.search(r"waiting: \[0", phase):
        time.sleep(1.5)
        if "vote" not in taken and "Move" in phase:
            shot("vote")
        x("type", "a")
        wait_for_change(len(done))
    elif phase.startswith("Turn { seat: 0"):
        time.sleep(1.0)
        turns += 1
        theirs = [i for i, r in enumerate(s["records"]) if r["owner"] in (1, 2)]
        high = max(VALUES[t] for t in rack) if rack else 0
        if not transformed and turns >= 3 and theirs and high >= 4:
            transformed = True
            x("type", "x")
            time.sleep(0.8)
            x("key", "Return")
        else:
            x("type", "h")
            time.sleep(2.5)
            x("key", "Return")
        if not wait_for_change(len(done), 8):
            x("key", "Escape")
            time.sleep(0.5)
            x("keydown", "ctrl")  # held over a few frames, as a person holds it
            time.sleep(0.3)
            x("key", "p")
            time.sleep(0.3)
            x("keyup", "ctrl")
            wait_for_change(len(done))
    elif phase.startswith("Transform") and ("actor: 0" in phase or "owner: 0" in phase):
        actor = "actor: 0" in phase
        mine = re.search(r"actor_tile: (None|Some)", phase).group(1) if actor else \
            re.search(r"owner_tile: (None|Some)", phase).group(1)
        if mine == "None":
            time.sleep(1.0)
            if "transform" not in taken:
                shot("transform")
            pick = max if actor else min
            best = pick(range(len(rack)), key=lambda i: VALUES[rack[i]])
            x("type", str(best + 1))
            if wait_for_change(len(done)):
                time.sleep(2.8)
                if "transform-result" not in taken:
                    shot("transform-result")
        else:
            time.sleep(0.5)
    else:
        time.sleep(0.5)

s = state()
print("final", json.dumps({"players": [(p["name"], p["language"], p["score"]) for p in s["players"]],
                           "english": s["english"]["score"]}), flush=True)
app.terminate()
app.wait(timeout=30)
