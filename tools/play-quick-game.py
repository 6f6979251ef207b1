#!/usr/bin/env python3
"""Plays a whole two-player Quick game of Word Colony through the real window, as two people
sharing a laptop would: it clicks and types with xdotool (under Xvfb) and reads the game's
state from the autosave (`wordtable replay`) to decide what to play. Screenshots (F12) of
each screen are copied to docs/screenshots/.

Usage (from the repository): xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/play-quick-game.py BIN
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1]
DATA = tempfile.mkdtemp(prefix="wordtable-play-")
SHOTS = os.path.join(os.path.dirname(__file__), "..", "docs", "screenshots")
env = dict(os.environ, WORDTABLE_DATA_DIR=DATA)
VALUES = {**{c: 1 for c in "ADEILNORSTU"}, **{c: 2 for c in "BCFGHMPVWY"}, **{c: 3 for c in "JKQXZ"}}


def x(*args):
    subprocess.run(["xdotool", *map(str, args)], check=False, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def key(k, wait=0.8):
    x("key", k)
    time.sleep(wait)


def click(px, py, wait=1.0):
    x("mousemove", px, py, "click", "1")
    time.sleep(wait)


shot_count = 0


def shot(name):
    """F12 saves screenshot-N.png in the data directory; keep it under a name."""
    global shot_count
    shot_count += 1
    key("F12", 0.2)
    path = os.path.join(DATA, f"screenshot-{shot_count}.png")
    for _ in range(40):
        if os.path.exists(path):
            break
        time.sleep(0.25)
    time.sleep(0.5)
    shutil.copy(path, os.path.join(SHOTS, f"{name}.png"))
    print("screenshot", name)


def state():
    out = subprocess.run([BIN, "replay", os.path.join(DATA, "autosave.ron")],
                         capture_output=True, text=True, env=env)
    return json.loads(out.stdout)


def best_word(hand):
    letters = "".join(c.split()[0] for c in hand if len(c.split()[0]) == 1)
    if len(letters) < 2:
        return None
    out = subprocess.run([BIN, "words", "find", letters.lower()], capture_output=True, text=True, env=env)
    words = [w for w in out.stdout.split() if len(w) >= 2]
    if not words:
        return None
    return max(words, key=lambda w: (sum(VALUES[c.upper()] for c in w), len(w)))


app = subprocess.Popen([BIN], env=env, stdout=open(os.path.join(DATA, "app.log"), "w"), stderr=subprocess.STDOUT)
time.sleep(10)
wid = subprocess.run(["xdotool", "search", "--name", "WordTable"], capture_output=True, text=True, env=env).stdout.split()[0]
x("windowfocus", "--sync", wid)
time.sleep(1)
shot("title")
click(865, 203)                      # Word Colony: Play
shot("new-game")
click(350, 498)                      # the seed field
x("type", "2026")
time.sleep(0.5)
click(290, 752, 3)                   # Start the game
shot("privacy")

shots_wanted = {"question", "reveal", "build", "pending", "table"}
turns = 0
while True:
    st = state()
    phase = st["phase"]
    if phase == "Over":
        time.sleep(2)
        shot("game-over")
        break
    me = st["current_player"]
    key("Return")                    # "I'm ...": take the laptop
    if phase == "Draw":
        key("d", 1.5)
    elif phase == "Question":
        key("1", 1.5)
    elif phase == "Answer":
        if "question" in shots_wanted:
            shots_wanted.discard("question")
            shot("question")
        key("a", 1.5)                # the answerer's choice
        if "reveal" in shots_wanted:
            shots_wanted.discard("reveal")
            shot("reveal")
        key("Return", 1.0)           # Continue
    elif phase == "Build":
        hand = st["players"][me]["hand"]
        word = best_word(hand)
        if "build" in shots_wanted:
            shots_wanted.discard("build")
            shot("build")
        if word:
            click(1115, 350, 0.5)    # the "type a word" box
            x("type", word)
            time.sleep(0.3)
            key("Return", 2.0)
            key("Escape", 0.5)       # leave the text box, so P passes
            x("mousemove", 500, 400)
            time.sleep(0.3)
        after = state()
        if turns > 6 and "table" in shots_wanted:
            shots_wanted.discard("table")
            shot("table")
        key("p", 2.0)
        turns += 1
    if turns > 80:
        print("too long; stopping")
        break
app.terminate()
final = state()
print(json.dumps({"winners": final["winners"], "scores": [p["score"] for p in final["players"]],
                  "turn": final["turn"], "words": [t["words"] for t in final["table"]]}))
