#!/usr/bin/env python3
"""A tiny app that plays the counter screen through brl-bridge's live feed.

It sends its screen as JSON events (docs/feed.md), then reacts to the actions the braille
user asks for:

  activate start / magicTap  -> the timer starts: Start greys out, Stop is enabled,
                                "Timer started" is announced (3 events)
  activate stop / magicTap   -> the timer stops (3 events)
  increment / decrement      -> the app confirms the duration: valueChanged (1 event)
  customAction Reset         -> the duration goes back to 10 seconds (1 event)

With --tick SECONDS, a running timer also counts the duration down (valueChanged) every
SECONDS, like a real app; without it the app only answers actions, so a script can await
an exact number of events.

Usage:
  timer_app.py --socket PATH    connect to brl-bridge --feed-socket PATH
  timer_app.py --stdio          events on stdout, actions on stdin
                                (brl-bridge --feed reads them from its stdin)
Python 3 standard library only.
"""
import argparse
import json
import os
import select
import socket
import sys
import time


def screen():
    return {
        "title": "Timer",
        "language": "en",
        "order": "listed",
        "elements": [
            {"identifier": "title", "label": "Timer", "traits": ["header"],
             "frame": {"x": 0, "y": 20, "width": 320, "height": 44}},
            {"identifier": "start", "label": "Start", "traits": ["button"],
             "hint": "Starts the timer.",
             "frame": {"x": 10, "y": 80, "width": 60, "height": 44}},
            {"identifier": "duration", "label": "Duration", "traits": ["adjustable"],
             "adjustable": {"value": 10, "minimum": 0, "maximum": 60, "step": 5,
                            "format": "{value} seconds"},
             "customActions": [{"name": "Reset", "identifier": "reset"}],
             "frame": {"x": 80, "y": 80, "width": 160, "height": 44}},
            {"identifier": "stop", "label": "Stop", "traits": ["button", "notEnabled"],
             "hint": "Stops the timer.",
             "frame": {"x": 250, "y": 80, "width": 60, "height": 44}},
        ],
    }


class Timer:
    def __init__(self, send):
        self.send = send
        self.running = False
        self.seconds = 10

    def start_screen(self):
        self.send({"type": "screenChanged", "screen": screen()})

    def toggle(self):
        self.running = not self.running
        on, off = ("stop", "start") if self.running else ("start", "stop")
        self.send({"type": "elementChanged", "identifier": off, "traits": ["button", "notEnabled"]})
        self.send({"type": "elementChanged", "identifier": on, "traits": ["button"]})
        self.send({"type": "announcement", "text": "Timer started" if self.running else "Timer stopped"})

    def set_duration(self, seconds):
        # An adjustable element's value is its number: the bridge writes "4 seconds" from the
        # range's format, and the next increment starts from 4 (a text would be refused).
        self.seconds = seconds
        self.send({"type": "valueChanged", "identifier": "duration", "value": seconds})

    def react(self, action):
        kind = action.get("action")
        identifier = action.get("identifier")
        if kind == "magicTap":
            self.toggle()
        elif kind == "activate" and identifier == "start" and not self.running:
            self.toggle()
        elif kind == "activate" and identifier == "stop" and self.running:
            self.toggle()
        elif kind in ("increment", "decrement") and identifier == "duration":
            step = 5 if kind == "increment" else -5
            self.set_duration(min(60, max(0, self.seconds + step)))
        elif kind == "customAction" and identifier == "duration" and action.get("name") == "reset":
            self.set_duration(10)

    def tick(self):
        if self.running and self.seconds > 0:
            self.set_duration(self.seconds - 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--socket", help="the bridge's --feed-socket path")
    where.add_argument("--stdio", action="store_true", help="events on stdout, actions on stdin")
    parser.add_argument("--tick", type=float, default=0, help="count down every TICK seconds")
    arguments = parser.parse_args()

    if arguments.socket:
        connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        for _ in range(100):
            try:
                connection.connect(arguments.socket)
                break
            except (FileNotFoundError, ConnectionRefusedError):
                time.sleep(0.05)
        else:
            sys.exit(f"timer_app: cannot connect to {arguments.socket}")
        read_fd = connection.fileno()
        write = connection.sendall
    else:
        read_fd = sys.stdin.fileno()

        def write(data):
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()

    def send(event):
        write((json.dumps(event, ensure_ascii=False) + "\n").encode("utf-8"))

    timer = Timer(send)
    timer.start_screen()
    next_tick = time.monotonic() + arguments.tick if arguments.tick else None
    pending = b""
    while True:
        timeout = None if next_tick is None else max(0.0, next_tick - time.monotonic())
        ready, _, _ = select.select([read_fd], [], [], timeout)
        if not ready:
            timer.tick()
            next_tick += arguments.tick
            continue
        data = os.read(read_fd, 4096)
        if not data:
            break  # the bridge closed the feed
        pending += data
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            try:
                action = json.loads(line)
            except json.JSONDecodeError:
                print(f"timer_app: not an action: {line!r}", file=sys.stderr)
                continue
            timer.react(action)


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, ConnectionResetError, KeyboardInterrupt):
        pass
