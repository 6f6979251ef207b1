#!/usr/bin/env python3
"""Puts phones and overlay pages on a table's seat server, as a game night would: PHONES phone
connections (the first take the free phone seats, the others join those seats again, as a
second device of the same player does) and OVERLAYS watching pages, every one reading all it is
sent; each phone sends an intent a second (the rules refuse most: it is not their turn) and a
ping. Runs for SECONDS, then prints what the connections received.

Usage: python3 tools/phone-load.py URL [--phones 8] [--overlays 20] [--seconds 10]
(URL is the join address the table prints: http://HOST:PORT/?room=CODE). A plain WebSocket
client of the standard library, so it needs nothing installed.
"""

import argparse
import base64
import json
import os
import socket
import struct
import threading
import time
import urllib.parse


class Socket:
    """One WebSocket connection: text frames out (masked, as clients send), all frames in."""

    def __init__(self, host, port):
        self.sock = socket.create_connection((host, port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                   "Sec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1024)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(head.split(b"\r\n", 1)[0].decode())
        self.buffer = head.split(b"\r\n\r\n", 1)[1]
        self.lock = threading.Lock()
        self.received = 0

    def send(self, message):
        data = json.dumps(message).encode()
        header = bytearray([0x81])
        if len(data) < 126:
            header.append(0x80 | len(data))
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        mask = os.urandom(4)
        body = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        with self.lock:
            self.sock.sendall(bytes(header) + mask + body)

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def recv(self):
        """The next text message, as JSON (other frames are skipped)."""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            self.received += 1
            if first & 0x0F == 0x1:
                return json.loads(payload)
            if first & 0x0F == 0x8:
                raise ConnectionError("closed by the server")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url")
    parser.add_argument("--phones", type=int, default=8)
    parser.add_argument("--overlays", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    url = urllib.parse.urlparse(args.url)
    room = urllib.parse.parse_qs(url.query)["room"][0]
    stop = time.time() + args.seconds

    def drain(ws):
        ws.sock.settimeout(0.5)
        while time.time() < stop:
            try:
                ws.recv()
            except socket.timeout:
                continue
            except (ConnectionError, OSError):
                return

    sockets = []
    tokens = []
    for i in range(args.phones):
        ws = Socket(url.hostname, url.port)
        ws.send({"type": "hello", "room": room})
        welcome = ws.recv()
        free = [s for s, seat in enumerate(welcome["seats"])
                if seat["kind"] == "phone" and not seat["taken"]]
        if free:
            ws.send({"type": "take", "seat": free[0]})
            while True:
                m = ws.recv()
                if m["type"] == "seated":
                    tokens.append(m["token"])
                    break
        elif tokens:
            # Every phone seat is taken: a second device of one of those players.
            ws.send({"type": "hello", "room": room, "token": tokens[i % len(tokens)]})
        sockets.append(("phone", ws))
    for _ in range(args.overlays):
        ws = Socket(url.hostname, url.port)
        ws.send({"type": "hello", "room": room, "watch": True})
        sockets.append(("overlay", ws))
    readers = [threading.Thread(target=drain, args=(ws,), daemon=True) for _, ws in sockets]
    for r in readers:
        r.start()
    seq = 10**6  # above any number a real phone of these seats used
    while time.time() < stop:
        seq += 1
        for kind, ws in sockets:
            if kind == "phone":
                try:
                    ws.send({"type": "act", "seq": seq, "action": "Pass"})
                    ws.send({"type": "ping"})
                except OSError:
                    pass
        time.sleep(1.0)
    for r in readers:
        r.join(timeout=2)
    got = sum(ws.received for _, ws in sockets)
    print(f"{args.phones} phones ({len(tokens)} seats taken), {args.overlays} overlays: "
          f"{got} messages received in {args.seconds:.0f} s")


if __name__ == "__main__":
    main()
