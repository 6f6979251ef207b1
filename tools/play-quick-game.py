#!/usr/bin/env python3
"""Plays a whole Quick game of Word Colony through the real window: it clicks and types with
xdotool (under Xvfb) and reads the game's state from the autosave (`wordtable replay`) to
decide what to play. Screenshots (F12) of each screen are copied to docs/screenshots/.

Two ways to play:
- default: two people sharing a laptop (privacy screens between them);
- `--streamer`: a host's streamed game night: streamer mode on, Ana and Ben at the keyboard with
  buzzer keys, Cleo a computer seat; the hand is looked at only while Space is held.
  Screenshots are named streamer-night-*.
- `--lang fr` or `--lang ro`: the window in that language, with its questions and dictionary
  (the new-game page follows the language); screenshots are named fr-* or ro-*.

Usage (from the repository):
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/play-quick-game.py BIN [--streamer] [--lang fr|ro]
"""

import json
import os
import subprocess
import sys
import tempfile
import time

from window_driver import Driver

BIN = sys.argv[1]
STREAMER = "--streamer" in sys.argv[2:]
LANG = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
DATA = tempfile.mkdtemp(prefix="wordtable-play-")
env = dict(os.environ, WORDTABLE_DATA_DIR=DATA, WORDTABLE_CONFIG_DIR=DATA)
if STREAMER:
    with open(os.path.join(DATA, "settings.ron"), "w") as f:
        f.write("(streamer_mode: true, computer_pace_secs: 0.4)")
# Buzzer keys for option A, by seat (1 2 3 4, Q W E R, ...).
BUZZ_A = ["1", "q", "a", "z", "u", "h"]
VALUES = {**{c: 1 for c in "ADEILNORSTU"}, **{c: 2 for c in "BCFGHMPVWY"}, **{c: 3 for c in "JKQXZ"}}


drive = Driver(BIN, DATA, env, ("streamer-night-" if STREAMER else "") + ("" if LANG == "en" else LANG + "-"))
x, shot, state = drive.x, drive.shot, drive.state


def key(k, wait=0.8):
    x("key", k)
    time.sleep(wait)


def click(px, py, wait=1.0):
    x("mousemove", px, py, "click", "1")
    time.sleep(wait)


def best_word(hand):
    letters = "".join(c.split()[0] for c in hand if len(c.split()[0]) == 1)
    if len(letters) < 2:
        return None
    language = {"en": "en", "fr": "fr", "ro": "ro"}[LANG]
    out = subprocess.run([BIN, "words", "find", "--language", language, letters.lower()],
                         capture_output=True, text=True, env=env)
    # One word a line, accented spellings in brackets after it: the plain a-z word is typed.
    words = [line.split()[0] for line in out.stdout.splitlines() if line.split()]
    words = [w for w in words if len(w) >= 2 and w.isascii() and w.isalpha()]
    if not words:
        return None
    return max(words, key=lambda w: (sum(VALUES[c.upper()] for c in w), len(w)))


app = subprocess.Popen([BIN, "--lang", LANG], env=env, stdout=open(os.path.join(DATA, "app.log"), "w"), stderr=subprocess.STDOUT)
time.sleep(10)
wid = subprocess.run(["xdotool", "search", "--name", "WordTable"], capture_output=True, text=True, env=env).stdout.split()[0]
x("windowfocus", "--sync", wid)
time.sleep(1)
shot("title")
click(898, 205) if STREAMER else click(847, 163)  # Word Colony: Play
if STREAMER:
    click(177, 340)                  # Add a player: Cleo, a computer (Normal)
    x("mousemove", 640, 500)
    for _ in range(10):              # scroll to the end of the form
        x("click", "5")
        time.sleep(0.1)
    time.sleep(1)
    click(397, 199)                  # Answers: buzzer keys
    click(277, 316)                  # the seed field
    x("type", "2026")
    x("mousemove", 640, 500)
    time.sleep(0.5)
    shot("new-game")
    click(202, 750, 3)               # Start the game
    shot("start")
else:
    shot("new-game")
    x("mousemove", 640, 500)
    for _ in range(12):              # scroll to the end of the form
        x("click", "5")
        time.sleep(0.1)
    time.sleep(1)
    click(360, 413)                  # the seed field
    x("type", "2026")
    time.sleep(0.5)
    click(290, 760, 3)               # Start the game
    shot("privacy")
    key("Return")                    # "I'm Ana"
    key("Return", 1.5)                    # the first draw: from here on the game is saved

shots_wanted = {"question", "reveal", "build", "refusal", "pending", "table", "space", "computer"}
turns = 0
if STREAMER:
    key("Return", 1.5)                    # Ana draws: from here on the game is saved

while True:
    st = state()
    phase = st["phase"]
    if phase == "Over":
        time.sleep(2)
        shot("game-over")
        break
    me = st["current_player"]
    # Cleo, the computer seat, plays her own turn at her pace; the people answer her questions.
    cleo_plays = STREAMER and me == 2 and phase != "Answer"
    if cleo_plays:
        time.sleep(1.0)
        if st["turn"] > 4 and "computer" in shots_wanted:
            shots_wanted.discard("computer")
            shot("computer")
        turns += 0.05
    elif not STREAMER:
        key("Return")                # "I'm ...": take the laptop
    if cleo_plays:
        pass
    elif phase == "Draw":
        key("Return", 1.5)
    elif phase == "Question":
        if STREAMER and "space" in shots_wanted:
            shots_wanted.discard("space")
            x("keydown", "space")
            time.sleep(1.0)
            shot("space-held")
            x("keyup", "space")
            time.sleep(0.3)
        key("1", 1.5)
    elif phase == "Answer":
        if "question" in shots_wanted:
            shots_wanted.discard("question")
            shot("question")
        if STREAMER:
            # Everyone who answers at once from their own key row; the computer answers itself.
            for seat in (0, 1):
                if seat != st["current_player"]:
                    key(BUZZ_A[seat], 0.4)
            time.sleep(1.5)
        else:
            key("a", 1.5)            # the answerer's choice
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
        if "refusal" in shots_wanted and len(hand) >= 2:
            # A word no dictionary has, once: the engine's refusal, then Esc takes it back.
            shots_wanted.discard("refusal")
            key("slash", 0.5)
            x("type", "".join(c.split()[0] for c in hand[:2]).lower() + "qx")
            time.sleep(0.3)
            key("Return", 1.5)
            shot("refusal")
            key("slash", 0.5)                # the box keeps a refused word: clear it
            for _ in range(24):
                key("End", 0.02)
                key("BackSpace", 0.05)
            key("Escape", 0.5)
        if word:
            key("slash", 0.5)        # to the "type a word" box
            x("type", word)
            time.sleep(0.3)
            key("Return", 1.5)       # the word is placed, with its verdict
            if "pending" in shots_wanted:
                shots_wanted.discard("pending")
                shot("pending")
            key("Return", 1.5)       # confirmed (a refused word stays: Esc takes it back)
            key("Escape", 0.5)
            x("mousemove", 500, 400)
            time.sleep(0.3)
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
