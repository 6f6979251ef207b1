#!/usr/bin/env python3
"""Measures the table's frame time the way the README reports it: a release build opens a saved
game (by default the 308-card table), the pass-and-play screen is unlocked with a click, and
the app's own frame statistics (`WORDTABLE_FRAME_STATS`, vsync off) are read for a few seconds
after a warm-up. Several runs, each in a fresh process, because a shared machine drifts from
run to run; with two binaries the runs alternate, so drift hits both alike.

Usage (from the repository, in an X session such as Xvfb at 1280x800):
  xvfb-run -a -s "-screen 0 1280x800x24" python3 tools/measure-frame-time.py BIN [BIN2] \
      [--runs 6] [--seconds 8] [--save docs/examples/three-hundred-cards.ron] [--title]

`--phones 1,2` opens the table with those seats on phones; `--load` then alternates runs
without and with 8 phones and 20 overlay pages connected (tools/phone-load.py), to measure what
they cost a frame. `--title` measures the title screen instead of a saved game. `--type X,Y,LETTERS` clicks at X,Y
and types the letters (tiles laid on a crossword board, with the live verdict), as in
  --save docs/examples/wordgame-full-board.ron --type 296,599,tesiiZ
`--env NAME=VALUE` sets the app's environment (repeatable): `--env WORDTABLE_FULL_PANELS=1`
draws egui's panels in full every frame, the cost of a frame where everything changes.
`--wiggle X1,Y1,X2,Y2` moves the pointer between the two points every 50 ms while measuring,
so buttons light and go out (the frames where a part of the panels changes).
`--all` measures every table in turn (the five games' tables and a table where computer seats
play), each as one `--save` would, e.g. with the build before:
  tools/measure-frame-time.py NEW OLD --all --runs 3
Needs xdotool.
"""

import argparse
import os
import re
import statistics
import subprocess
import tempfile
import threading
import time

# Where the pass-and-play screen's button lies in a 1280x800 window at the top-left corner.
UNLOCK = (640, 437)
REPORT = re.compile(r"median ([0-9.]+) ms, p95 ([0-9.]+) ms.* (\d+) of (\d+) over")


def one_run(binary, args, load=False):
    """Starts the app, unlocks the table, returns (medians, p95s, late, frames) after warm-up."""
    with tempfile.TemporaryDirectory(prefix="wordtable-frames-") as data:
        env = dict(
            os.environ,
            WORDTABLE_DATA_DIR=os.path.join(data, "data"),
            WORDTABLE_CONFIG_DIR=os.path.join(data, "config"),
            WORDTABLE_FRAME_STATS="50",
            WORDTABLE_NO_VSYNC="1",
        )
        env.update(kv.split("=", 1) for kv in args.env)
        command = [binary] if args.title else [binary, "open", args.save]
        if args.phones:
            command += ["--phones", args.phones]
        app = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
        lines = []
        reader = threading.Thread(target=lambda: lines.extend(app.stdout), daemon=True)
        reader.start()
        try:
            time.sleep(args.startup)
            if not args.title:
                subprocess.run(["xdotool", "mousemove", *map(str, UNLOCK), "click", "1"],
                               check=False)
            if args.type:
                # A crossword table: click a square (the cursor), then lay tiles by typing.
                x, y, text = args.type.split(",", 2)
                time.sleep(1.0)  # the pass-and-play screen fades out first
                subprocess.run(["xdotool", "mousemove", x, y, "click", "1"], check=False)
                # Without a window manager (Xvfb) a click does not give the window the
                # keyboard: focus it, or the letters typed go nowhere.
                subprocess.run(["xdotool", "search", "--name", "WordTable", "windowfocus"],
                               check=False)
                time.sleep(0.5)
                subprocess.run(["xdotool", "type", "--delay", "150", text], check=False)
            phones = None
            if load:
                url = next((m.group(0) for line in list(lines)
                            for m in [re.search(r"http://\S+", line)] if m), None)
                if not url:
                    raise SystemExit("no join address: is the table opened with --phones?")
                here = os.path.dirname(os.path.abspath(__file__))
                phones = subprocess.Popen(
                    ["python3", os.path.join(here, "phone-load.py"), url,
                     "--seconds", str(args.warmup + args.seconds + 1)],
                    stdout=subprocess.PIPE, text=True)
            time.sleep(args.warmup)
            skip = len(lines)
            if args.wiggle:
                wiggle(args.wiggle, args.seconds)
            else:
                time.sleep(args.seconds)
            reports = [REPORT.search(line) for line in lines[skip:]]
            if phones:
                print("  " + phones.communicate()[0].strip(), flush=True)
        finally:
            app.terminate()
            app.wait()
    reports = [r for r in reports if r]
    if not reports:
        raise SystemExit(f"{binary}: no frame statistics (did the window open?)")
    medians = [float(r.group(1)) for r in reports]
    p95s = [float(r.group(2)) for r in reports]
    late = sum(int(r.group(3)) for r in reports)
    frames = sum(int(r.group(4)) for r in reports)
    return medians, p95s, late, frames


# The tables `--all` measures: each game's table in a saved position, the crossword with a move
# being laid (100 tiles drawn), a Wordgame of two hard computer seats playing itself (a table
# while a computer seat thinks), and one of an expert against a hard seat (the expert thinks
# for seconds on a worker, sharing the machine with the renderer).
ALL_TABLES = [
    ("docs/examples/three-hundred-cards.ron", None),
    ("docs/examples/wordgame-full-board.ron", "296,599,tesiiZ"),
    ("docs/examples/colonization.ron", None),
    ("docs/examples/color-words-slaloms.ron", None),
    ("docs/examples/play-on-words-covered.ron", None),
    ("docs/examples/wordgame-computers.ron", None),
    ("docs/examples/wordgame-expert.ron", None),
]


def wiggle(points, seconds):
    """Moves the pointer between two points every 50 ms for `seconds`."""
    x1, y1, x2, y2 = points.split(",")
    end = time.time() + seconds
    there = False
    while time.time() < end:
        x, y = (x2, y2) if there else (x1, y1)
        subprocess.run(["xdotool", "mousemove", x, y], check=False)
        there = not there
        time.sleep(0.05)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binaries", nargs="+", help="one or two release builds of wordtable")
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=8.0, help="measured time a run")
    parser.add_argument("--warmup", type=float, default=2.5, help="after unlocking")
    parser.add_argument("--startup", type=float, default=5.0, help="before unlocking")
    parser.add_argument("--save", default="docs/examples/three-hundred-cards.ron")
    parser.add_argument("--title", action="store_true", help="measure the title screen")
    parser.add_argument("--phones", help="seats (from 1) played from phones, e.g. 1,2")
    parser.add_argument("--load", action="store_true",
                        help="alternate runs without and with 8 phones and 20 overlays")
    parser.add_argument("--type", help="X,Y,LETTERS: click at X,Y, then type LETTERS (tiles "
                        "laid this turn on a crossword board)")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the app")
    parser.add_argument("--wiggle", help="X1,Y1,X2,Y2: move the pointer between them meanwhile")
    parser.add_argument("--all", action="store_true",
                        help="every table in turn (ALL_TABLES), each measured as above")
    args = parser.parse_args()
    if args.all:
        for save, typed in ALL_TABLES:
            args.save, args.type = save, typed
            print(f"== {save}" + (f" --type {typed}" if typed else ""), flush=True)
            measure(args)
    else:
        measure(args)


def measure(args):
    """Runs every build `args.runs` times in alternation on `args.save` and sums them up."""
    loads = [False, True] if args.load else [False]
    configs = [(b, load) for b in args.binaries for load in loads]
    results = {c: [] for c in configs}
    for run in range(args.runs):
        for binary, load in configs:
            medians, p95s, late, frames = one_run(binary, args, load)
            median = statistics.median(medians)
            results[(binary, load)].append((median, statistics.median(p95s), late, frames))
            name = binary + (" with phones" if load else "")
            print(f"run {run + 1} {name}: median {median:.1f} ms, "
                  f"p95 {statistics.median(p95s):.1f} ms, {late} of {frames} frames over 16.7 ms",
                  flush=True)
    for (binary, load), runs in results.items():
        name = binary + (" with phones" if load else "")
        medians = [r[0] for r in runs]
        p95s = [r[1] for r in runs]
        late = sum(r[2] for r in runs)
        frames = sum(r[3] for r in runs)
        print(f"{name}: medians {min(medians):.1f}-{max(medians):.1f} ms, "
              f"{statistics.median(medians):.1f} ms their median over {len(medians)} runs; "
              f"p95 {min(p95s):.1f}-{max(p95s):.1f} ms; "
              f"{late} of {frames} frames over 16.7 ms ({100 * late / max(frames, 1):.0f} %)")


if __name__ == "__main__":
    main()
