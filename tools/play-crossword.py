#!/usr/bin/env python3
"""Plays a whole Wordgame or Classic game through the real window: Ana (a person, played by
this script with the keyboard) against Ben, a Hard computer seat. Each of Ana's moves is the
best one `wordtable movegen` finds for her rack, typed as a player would: a click on the
first square (a second click turns the cursor down), the letters from the rack (Shift for a
blank), Enter. The game's state is read from the autosave (`wordtable replay`). Along the way
it shows an illegal placement, the blank picker (when Ana holds a blank) and teaching mode,
and keeps F12 screenshots of them and of the end screen under docs/screenshots/. At the end
it exports the game record (E) and checks it with `wordtable gcg replay`.

Usage (from the repository):
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/play-crossword.py BIN wordgame|classic SEED [--lang fr|ro] [--streamer]
"""

import json
import os
import subprocess
import sys
import tempfile
import time

from window_driver import Driver

BIN, RULES, SEED = sys.argv[1], sys.argv[2], int(sys.argv[3])
LANG = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
STREAMER = "--streamer" in sys.argv
DATA = tempfile.mkdtemp(prefix="wordtable-crossword-")
PREFIX = ("" if LANG == "en" else LANG + "-") + ("streamer-" if STREAMER else "") + RULES + "-"
env = dict(os.environ, WORDTABLE_DATA_DIR=DATA, WORDTABLE_CONFIG_DIR=DATA)
with open(os.path.join(DATA, "settings.ron"), "w") as f:
    f.write(f'(teaching_mode: true, computer_pace_secs: 0.3, language: "{LANG}", streamer_mode: {str(STREAMER).lower()})')
SCENARIO = os.path.join(DATA, "start.ron")
with open(SCENARIO, "w") as f:
    f.write(f'(game: "wordgame", save: (setup: (rules: {RULES}, seed: {SEED}, players: '
            f'[(name: "Ana"), (name: "Ben", computer: Some(hard))]), actions: []))')

# The layout at 1280x800 once the camera has framed the board (gui::view::frame_table): the
# free area between the score strip (112 points), the turn panel (310), the rack's room (100)
# and a 20-pixel edge holds the board, 16.6 squares of 44 world units plus 80 of margin.
# Streamer mode's larger type (x1.25) widens the panels.
ZOOM = 1.25 if STREAMER else 1.0
TOP, RIGHT = 112 * ZOOM + 8, 310 * ZOOM + 20
FREE = (1280 - 20 - RIGHT, 800 - TOP - 100)
SCALE = max((16.6 * 44.0 + 80.0) / FREE[0], (16.6 * 44.0 + 80.0) / FREE[1])
CENTRE = (20 + FREE[0] / 2, TOP + FREE[1] / 2)
SQUARE = 44.0 / SCALE


drive = Driver(BIN, DATA, env, PREFIX, SCENARIO)
x, shot, state = drive.x, drive.shot, drive.state


def square(row, col):
    """Screen position of a square (0-based row and column)."""
    return int(CENTRE[0] + (col - 7) * SQUARE), int(CENTRE[1] + (row - 7) * SQUARE)


def best_move(s):
    rack = s["players"][0]["rack"]
    with open(os.path.join(DATA, "pos.txt"), "w") as f:
        f.write(f'{s["board"]} {rack}\n')
    out = subprocess.run([BIN, "movegen", "--rules", RULES, "--positions",
                          os.path.join(DATA, "pos.txt"), "--top", "1"],
                         capture_output=True, text=True, env=env).stdout.split("\n")
    moves = [l for l in out if l and not l.startswith("#")]
    return moves[0].rsplit(" ", 1)[0] if moves else None


def parse(move):
    """'8G NOTE' or 'H7 B(A)D': start row, col, across?, and the new letters with their squares."""
    coord, word = move.split(" ")
    across = coord[0].isdigit()
    num = int("".join(c for c in coord if c.isdigit())) - 1
    letter = ord([c for c in coord if c.isalpha()][0]) - ord("A")
    # "8G" (across) and "G8" (down) both name row 8, column G.
    row, col = num, letter
    new, inside, i = [], False, 0
    for c in word:
        if c == "(":
            inside = True
        elif c == ")":
            inside = False
        else:
            if not inside:
                r, k = (row, col + i) if across else (row + i, col)
                new.append((r, k, c))
            i += 1
    return across, new


def play(move):
    across, new = parse(move)
    r, c, _ = new[0]
    px, py = square(r, c)
    x("mousemove", px, py, "click", "1")
    time.sleep(0.4)
    if not across:
        x("click", "1")
        time.sleep(0.4)
    for _, _, ch in new:
        # A blank is typed with Shift (an uppercase letter); a tile as a lowercase one.
        x("type", ch.upper() if ch.islower() else ch.lower())
        time.sleep(0.25)
    time.sleep(0.8)
    x("key", "Return")


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
x("mousemove", 485, 200)

turn = 0
shown_illegal = shown_blank = shown_mid = shown_teaching = False
while True:
    s = state()
    if s["over"]:
        break
    if s["to_play"] != 0:
        time.sleep(0.5)
        continue
    if STREAMER:
        x("keydown", "Tab")
        time.sleep(0.4)
    rack = s["players"][0]["rack"]
    if not shown_illegal and s["turns_played"] >= 2:
        # Two tiles far apart: the verdict says why.
        for (r, c) in [(0, 0), (0, 2)]:
            px, py = square(r, c)
            x("mousemove", px, py, "click", "1")
            time.sleep(0.3)
            x("type", [t for t in rack if t != "?"][0].lower())
            time.sleep(0.3)
        time.sleep(0.8)
        shot("illegal")
        x("key", "Escape")
        time.sleep(0.3)
        x("key", "Escape")
        shown_illegal = True
    if not shown_blank and "?" in rack:
        px, py = square(14, 14)
        x("mousemove", px, py, "click", "1")
        time.sleep(0.3)
        x("type", "?")
        time.sleep(1.0)
        shot("blank-picker")
        x("key", "Escape")
        time.sleep(0.5)
        x("key", "Escape")
        shown_blank = True
    move = best_move(s)
    before = s["turns_played"]
    if move is None:
        print("no move: passing is left to the computer's end")
        break
    print("Ana plays", move)
    play(move)
    if STREAMER:
        time.sleep(0.3)
        x("keyup", "Tab")
    # A debug build on a busy machine can take a while over a rack with a blank.
    for _ in range(240):
        time.sleep(0.5)
        t = state()
        if t["turns_played"] > before:
            break
    else:
        print("the move was not taken:", move)
        shot("stuck")
        break
    turn += 1
    if not shown_teaching and turn == 3:
        time.sleep(0.3)
        shot("teaching")
        shown_teaching = True
    if not shown_mid and turn == 8:
        time.sleep(2.0)
        shot("mid-game")
        shown_mid = True

time.sleep(2.5)
shot("end")
final = state()
print(json.dumps({"players": final["players"], "end": final["end"]}, indent=1))
# Export the game record from the end screen (E) and check it with the record replayer.
x("key", "e")
time.sleep(2)
records = [f for f in os.listdir(DATA) if f.endswith(".gcg")]
if records:
    out = subprocess.run([BIN, "gcg", "replay", os.path.join(DATA, records[0])],
                         capture_output=True, text=True, env=env)
    report = json.loads(out.stdout)
    print("exported", records[0], "mismatches:", report["mismatches"],
          "final:", report["final_scores"])
else:
    print("no game record was exported")
app.terminate()
