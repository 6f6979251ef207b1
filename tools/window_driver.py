"""What the whole-game window scripts under tools/ (play-*.py) share: xdotool against the app's
window, F12 screenshots kept under docs/screenshots/ by name, and the game's state read from
its autosave with `wordtable replay`. Each script keeps its own layout and way of playing.
"""

import json
import os
import shutil
import subprocess
import time

SHOTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "screenshots")


class Driver:
    """One app run: its binary, data directory and environment, the screenshots' name prefix,
    and the scenario it was opened with (read as the state until the first autosave)."""

    def __init__(self, binary, data, env, prefix="", scenario=None):
        self.binary = binary
        self.data = data
        self.env = env
        self.prefix = prefix
        self.scenario = scenario
        self.count = 0
        self.taken = set()

    def x(self, *args):
        """Runs xdotool with these arguments, quietly."""
        subprocess.run(["xdotool", *map(str, args)], check=False, env=self.env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def shot(self, name):
        """F12 saves screenshot-N.png in the data directory; keep it under a name once the
        file is whole (its size has stopped growing)."""
        self.count += 1
        self.x("key", "F12")
        path = os.path.join(self.data, f"screenshot-{self.count}.png")
        last = -1
        for _ in range(60):
            time.sleep(0.5)
            size = os.path.getsize(path) if os.path.exists(path) else -1
            if size > 0 and size == last:
                break
            last = size
        shutil.copy(path, os.path.join(SHOTS, self.prefix + name + ".png"))
        self.taken.add(name)
        print("shot", self.prefix + name, flush=True)

    def state(self):
        """The game as the autosave has it (or as the scenario starts it); None before the
        first autosave of a game opened without a scenario."""
        save = os.path.join(self.data, "autosave.ron")
        path = save if os.path.exists(save) else self.scenario
        if path is None:
            return None
        out = subprocess.run([self.binary, "replay", path], capture_output=True, text=True,
                             env=self.env)
        return json.loads(out.stdout)
