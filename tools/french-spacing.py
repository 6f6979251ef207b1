#!/usr/bin/env python3
"""Puts a no-break space before French high punctuation (: ; ! ?) in a French catalogue's
message texts, as French typography wants, so a line never breaks before it, and writes the
apostrophe between two letters as the typographic one (l’arrivée).

Usage: tools/french-spacing.py assets/i18n/fr/*.ftl   (rewrites the files in place)
"""
import re
import sys

for path in sys.argv[1:]:
    out = []
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith("#"):
            out.append(line)
            continue
        head, sep, text = line.partition(" = ") if " = " in line else ("", "", line)
        text = re.sub(r"[ \u202f]([:;!?])", "\u00a0\\1", text)
        text = re.sub(r"(?<=\w)'(?=\w)", "\u2019", text)
        out.append(head + sep + text)
    open(path, "w", encoding="utf-8").write("\n".join(out))
