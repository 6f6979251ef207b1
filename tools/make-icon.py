#!/usr/bin/env python3
"""Draws WordTable's app icon (two letter cards on green felt, a W on the front card) with
signed distance functions, and writes it as PNG in the sizes the installers want.

Usage: python3 tools/make-icon.py   (writes assets/icons/wordtable-SIZE.png and wordtable.ico)
"""

import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "icons")


def rounded_box(px, py, cx, cy, hw, hh, r, angle):
    """Signed distance to a rounded rectangle centred at (cx, cy), rotated by angle."""
    c, s = math.cos(-angle), math.sin(-angle)
    x, y = px - cx, py - cy
    x, y = x * c - y * s, x * s + y * c
    qx, qy = abs(x) - hw + r, abs(y) - hh + r
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def segment(px, py, ax, ay, bx, by, r):
    """Signed distance to a thick line segment."""
    pax, pay, bax, bay = px - ax, py - ay, bx - ax, by - ay
    h = max(0.0, min(1.0, (pax * bax + pay * bay) / (bax * bax + bay * bay)))
    return math.hypot(pax - bax * h, pay - bay * h) - r


def cover(d, px_size):
    return max(0.0, min(1.0, 0.5 - d / px_size))


def blend(dst, src, a):
    return tuple(d * (1 - a) + s * a for d, s in zip(dst, src))


def render(size):
    u = 1.0 / size  # one pixel in unit coordinates
    felt, rim = (24, 96, 62), (14, 60, 38)
    cream, ink, back = (250, 243, 224), (45, 36, 30), (232, 221, 196)
    angle_back, angle_front = -0.28, 0.12
    rows = []
    for j in range(size):
        row = bytearray()
        for i in range(size):
            x, y = (i + 0.5) * u, (j + 0.5) * u
            colour, alpha = (0, 0, 0), 0.0
            d = rounded_box(x, y, 0.5, 0.5, 0.47, 0.47, 0.11, 0.0)
            a = cover(d, u)
            if a > 0:
                colour = blend(rim, felt, cover(d + 0.035, u))
                alpha = a
                # Shadows, the back card, the front card.
                for cx, cy, ang, fill in ((0.41, 0.5, angle_back, back), (0.57, 0.53, angle_front, cream)):
                    sh = rounded_box(x, y, cx + 0.02, cy + 0.03, 0.2, 0.27, 0.04, ang)
                    colour = blend(colour, (0, 0, 0), 0.25 * cover(sh, 0.03))
                    card = rounded_box(x, y, cx, cy, 0.2, 0.27, 0.04, ang)
                    colour = blend(colour, fill, cover(card, u))
                    edge = abs(card + 0.006) - 0.004
                    colour = blend(colour, (196, 170, 120), cover(edge, u) * cover(card, u))
                # The W on the front card, in its frame.
                c, s = math.cos(-angle_front), math.sin(-angle_front)
                lx, ly = x - 0.57, y - 0.53
                lx, ly = lx * c - ly * s, lx * s + ly * c
                pts = [(-0.13, -0.12), (-0.065, 0.12), (0.0, -0.04), (0.065, 0.12), (0.13, -0.12)]
                w = min(segment(lx, ly, *pts[k], *pts[k + 1], 0.028) for k in range(4))
                colour = blend(colour, ink, cover(w, u))
                # Its value, a small 2 made of strokes, bottom right.
                stroke = [(0.1, 0.172), (0.112, 0.16), (0.13, 0.158), (0.142, 0.17), (0.138, 0.186), (0.1, 0.216), (0.146, 0.216)]
                two = min(segment(lx, ly, *stroke[k], *stroke[k + 1], 0.0105) for k in range(len(stroke) - 1))
                colour = blend(colour, ink, cover(two, u))
            row += bytes((int(colour[0]), int(colour[1]), int(colour[2]), int(alpha * 255)))
        rows.append(bytes(row))
    return rows


def png(path, size, rows):
    raw = b"".join(b"\x00" + r for r in rows)
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


def ico(path, sizes):
    """A Windows icon holding the PNGs of `sizes` (PNG entries: Windows Vista and later)."""
    images = [open(os.path.join(OUT, f"wordtable-{s}.png"), "rb").read() for s in sizes]
    offset = 6 + 16 * len(images)
    with open(path, "wb") as f:
        f.write(struct.pack("<HHH", 0, 1, len(images)))
        for size, data in zip(sizes, images):
            side = size if size < 256 else 0  # 0 stands for 256
            f.write(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
            offset += len(data)
        for data in images:
            f.write(data)


os.makedirs(OUT, exist_ok=True)
for size in (16, 32, 48, 64, 128, 256, 512):
    png(os.path.join(OUT, f"wordtable-{size}.png"), size, render(size))
    print("wrote", size)
ico(os.path.join(OUT, "wordtable.ico"), (16, 32, 48, 64, 128, 256))
print("wrote wordtable.ico")
