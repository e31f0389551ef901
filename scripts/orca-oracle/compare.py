#!/usr/bin/python3
"""Orca as a test oracle for `brl-bridge desktop`.

Starts a headless accessible session of its own (Xvfb, a session D-Bus, the AT-SPI bus), two
private BRLTTY daemons with the Virtual driver (one for Orca, one for brl), each with a display
peer that records what BRLTTY shows, Orca (braille on, speech off) and `brl-bridge desktop`; then
runs each app, presses keys through one long-running `xdotool -` and records, for every key, what
both displays show, how long each took to change, and what AT-SPI says has the focus. The verdicts
of `verdict()` go into one JSON line per key (`--out`); `--markdown` writes a report table.

Run with Debian's /usr/bin/python3 (pyatspi, GLib): see docs/orca-comparison.md.
Everything it starts is recorded by pid and stopped by pid; nothing outside its temporary
directory is written (HOME and the XDG directories point into it).
"""

import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CELLS = 40

# Apps by short name: command, and the keys pressed when --keys is not given (gtk3-widget-factory:
# the stops of its first page up to its text view, where a further Tab would type a tab).
APPS = {
    "gtk3-widget-factory": (["/usr/bin/gtk3-widget-factory"], "Tab*25"),
    "gtk4-widget-factory": (["/usr/bin/gtk4-widget-factory"], "Tab*26"),
    "qt5-gallery": (["/usr/lib/x86_64-linux-gnu/qt5/examples/widgets/gallery/gallery"], "Tab*24"),
}
# Orca on GTK 4.8 here answers a focus in 0.3-1.0 s, at times later: its stops wait longer
# (--silent, --max-wait at least these) so that Orca's answer is not taken for the next key's.
APP_WAITS = {"gtk4-widget-factory": (2.5, 5.0)}


def now():
    return time.monotonic()


def log(*parts):
    print("compare:", *parts, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Processes: every one recorded, stopped by pid.

class Processes:
    def __init__(self, directory):
        self.directory = directory
        self.started = []  # (name, Popen, grace seconds before SIGKILL)

    def start(self, name, argv, env, grace=3.0, stdin=None, stdout=None):
        out = open(os.path.join(self.directory, name + ".log"), "ab")
        process = subprocess.Popen(argv, env=env, stdin=stdin if stdin is not None else subprocess.DEVNULL,
                                   stdout=stdout if stdout is not None else out, stderr=out,
                                   start_new_session=True)
        self.started.append((name, process, grace))
        return process

    def stop(self, process):
        for entry in list(self.started):
            if entry[1] is process:
                self._stop(*entry)
                self.started.remove(entry)

    @staticmethod
    def _stop(name, process, grace):
        if process.poll() is not None:
            return
        try:
            process.terminate()
            process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
        except ProcessLookupError:
            pass

    def stop_all(self):
        for entry in reversed(self.started):
            self._stop(*entry)
        self.started.clear()


def poll(what, condition, timeout=10.0, interval=0.02):
    deadline = now() + timeout
    while now() < deadline:
        if condition():
            return
        time.sleep(interval)
    raise RuntimeError("timed out waiting for " + what)


# ---------------------------------------------------------------------------------------------
# The headless session.

class Session:
    def __init__(self, processes, directory):
        self.processes = processes
        self.directory = directory
        self.run = os.path.join(directory, "run")
        os.makedirs(self.run, mode=0o700)
        home = os.path.join(directory, "home")
        for sub in ("", ".config", ".local/share", ".cache"):
            os.makedirs(os.path.join(home, sub), exist_ok=True)
        env = {k: v for k, v in os.environ.items()
               if k not in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "NO_AT_BRIDGE", "WAYLAND_DISPLAY",
                            "AT_SPI_BUS_ADDRESS", "BRLAPI_HOST", "BRLAPI_AUTH")}
        env.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                   XDG_DATA_HOME=os.path.join(home, ".local/share"),
                   XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_RUNTIME_DIR=self.run,
                   LANG="C.UTF-8", LC_ALL="C.UTF-8", PYTHONDONTWRITEBYTECODE="1",
                   QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   GSK_RENDERER="cairo", GTK_A11Y="atspi", GDK_BACKEND="x11", GSETTINGS_BACKEND="memory")
        self.display = self._start_xvfb(env)
        env["DISPLAY"] = self.display
        self.bus = "unix:path=" + os.path.join(self.run, "session_bus")
        processes.start("dbus", ["/usr/bin/dbus-daemon", "--session", "--nofork", "--nopidfile",
                                 "--address=" + self.bus], env)
        poll("the session bus", lambda: os.path.exists(os.path.join(self.run, "session_bus")))
        env["DBUS_SESSION_BUS_ADDRESS"] = self.bus
        self.env = env
        processes.start("at-spi-bus-launcher", ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately",
                                                "--a11y=1", "--screen-reader=1"], env)
        poll("the AT-SPI bus", lambda: subprocess.run(
            ["/usr/bin/dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0)
        # Qt finds the a11y bus through this root property only.
        poll("the AT_SPI_BUS root property", lambda: b"unix:" in subprocess.run(
            ["/usr/bin/xprop", "-root", "AT_SPI_BUS"], env=env, capture_output=True).stdout, timeout=5)

    def _start_xvfb(self, env):
        for attempt in range(20):
            number = random.randint(100, 900)
            if os.path.exists("/tmp/.X11-unix/X%d" % number) or os.path.exists("/tmp/.X%d-lock" % number):
                continue
            display = ":%d" % number
            xenv = dict(env)
            xvfb = self.processes.start("xvfb", ["/usr/bin/Xvfb", display, "-screen", "0", "1280x1024x24",
                                                 "-nolisten", "tcp", "-noreset"], xenv)
            xenv["DISPLAY"] = display
            deadline = now() + 10
            while now() < deadline and xvfb.poll() is None:
                if subprocess.run(["/usr/bin/xdpyinfo"], env=xenv, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL).returncode == 0:
                    return display
                time.sleep(0.05)
            self.processes.stop(xvfb)
        raise RuntimeError("could not start Xvfb on a free display")

    def stray_pids(self):
        """Processes the session's buses started on their own (registry daemon, dconf): those whose
        environment names this session's bus address, which lives in our temporary directory."""
        marker = ("DBUS_SESSION_BUS_ADDRESS=" + self.bus).encode() + b"\0"
        pids = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit() or int(entry) == os.getpid():
                continue
            try:
                with open("/proc/%s/environ" % entry, "rb") as f:
                    environ = f.read()
            except OSError:
                continue
            if environ.startswith(marker) or (b"\0" + marker) in environ:
                pids.append(int(entry))
        return pids


# ---------------------------------------------------------------------------------------------
# A display peer for BRLTTY's Virtual driver, and BRLTTY itself.

def decode_braille_line(body):
    """`1257|12| |...` -> list of dot bit masks (dot n = bit n-1)."""
    cells = []
    for entry in body.split("|"):
        mask = 0
        for ch in entry:
            if ch.isdigit() and ch != "0":
                mask |= 1 << (int(ch) - 1)
        cells.append(mask)
    return cells


class DisplayPeer:
    """Listens on 127.0.0.1:port; BRLTTY (`-d client:...`) connects. Records every frame."""

    def __init__(self, name, cells=CELLS):
        self.name = name
        self.cells = cells
        self.server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(1)
        self.port = self.server.getsockname()[1]
        self.lock = threading.Lock()
        self.frames = []  # dicts: t, visual (str or None), cells (list or None)
        self.last_visual = None
        self.last_cells = None
        self.connection = None
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            self.connection = connection
            try:
                connection.sendall(("cells %d\n" % self.cells).encode())
                buffer = b""
                while True:
                    data = connection.recv(65536)
                    if not data:
                        break
                    buffer += data
                    while b"\n" in buffer:
                        line, buffer = buffer.split(b"\n", 1)
                        self._line(line.decode("utf-8", "replace"))
            except OSError:
                pass

    def _line(self, line):
        t = now()
        match = re.match(r'^(Visual|Braille) "(.*)"$', line)
        if not match:
            return
        with self.lock:
            if match.group(1) == "Visual":
                self.last_visual = match.group(2)
                self.frames.append({"t": t, "visual": match.group(2), "cells": None})
            else:
                self.last_cells = decode_braille_line(match.group(2))
                self.frames.append({"t": t, "visual": self.last_visual, "cells": self.last_cells})

    def count(self):
        with self.lock:
            return len(self.frames)

    def since(self, index):
        with self.lock:
            return list(self.frames[index:])

    def shown(self):
        """What the display shows now: (text, cells)."""
        with self.lock:
            return self.last_visual, self.last_cells

    def close(self):
        try:
            self.server.close()
            if self.connection:
                self.connection.close()
        except OSError:
            pass


def free_brlapi_number():
    for _ in range(200):
        n = random.randint(2000, 20000)
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            s.bind(("127.0.0.1", 4101 + n))
            return n
        except OSError:
            continue
        finally:
            s.close()
    raise RuntimeError("no free BrlAPI port")


class BRLTTY:
    def __init__(self, processes, directory, name, env):
        self.directory = os.path.join(directory, name)
        os.makedirs(self.directory)
        open(os.path.join(self.directory, "brltty.conf"), "w").close()
        self.peer = DisplayPeer(name)
        self.number = free_brlapi_number()
        self.host = "127.0.0.1:%d" % self.number
        d = self.directory
        self.process = processes.start(name, [
            next((p for p in ("/usr/bin/brltty", "/usr/sbin/brltty", "/bin/brltty", "/sbin/brltty")
                  if os.access(p, os.X_OK)), "brltty"),
            "-n", "-e", "-q", "-l", "info", "-f", d + "/brltty.conf", "-F", d + "/brltty.prefs",
            "-P", d + "/brltty.pid", "-W", d, "-U", d, "-t", "en-nabcc", "-b", "vr",
            "-d", "client:127.0.0.1:%d" % self.peer.port, "-x", "no", "-s", "no",
            "-A", "host=%s,auth=none" % self.host], env)
        # Ready when the display has its first frame (BRLTTY's own) and BrlAPI accepts.
        poll(name + " to draw its first frame", lambda: self.peer.count() > 0 or self.process.poll() is not None,
             timeout=15)
        if self.process.poll() is not None:
            raise RuntimeError(name + " exited; see its log in " + directory)

        def accepts():
            s = socket.socket()
            try:
                s.connect(("127.0.0.1", 4101 + self.number))
                return True
            except OSError:
                return False
            finally:
                s.close()
        poll(name + " BrlAPI", accepts, timeout=10)


# ---------------------------------------------------------------------------------------------
# The AT-SPI listener (a child process: pyatspi owns its own main loop).

LISTENER = r'''
import json, sys, time, pyatspi
from gi.repository import GLib
def out(d):
    d["t"] = time.monotonic(); sys.stdout.write(json.dumps(d) + "\n"); sys.stdout.flush()
def describe(o):
    d = {}
    try: d["role"] = o.getRoleName()
    except Exception: pass
    try: d["name"] = o.name or ""
    except Exception: pass
    try: d["description"] = o.description or ""
    except Exception: pass
    try: d["app"] = o.getApplication().name
    except Exception: pass
    try:
        labels = []
        for r in o.getRelationSet():
            if r.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                for i in range(r.getNTargets()):
                    t = r.getTarget(i)
                    if t is not None and t.name: labels.append(t.name)
        if labels: d["labelled_by"] = labels
    except Exception: pass
    try:
        p = o.parent
        if p is not None: d["parent"] = "%s %s" % (p.getRoleName(), p.name or "")
    except Exception: pass
    try:
        t = o.queryText(); d["text"] = t.getText(0, min(t.characterCount, 200))
    except Exception: pass
    return d
def on_focus(e):
    if e.detail1 != 1: return
    d = describe(e.source); d["event"] = "focus"; out(d)
seen = []
def apps():
    global seen
    try:
        names = [[a.name, a.get_process_id()] for a in pyatspi.Registry.getDesktop(0) if a is not None]
    except Exception:
        names = []
    if names != seen:
        seen = names; out({"event": "apps", "names": names})
    return True
pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
GLib.timeout_add(150, apps)
apps()
pyatspi.Registry.start()
'''


class Listener:
    def __init__(self, processes, env):
        self.lock = threading.Lock()
        self.events = []
        self.apps = []
        self.process = processes.start("listener", ["/usr/bin/python3", "-c", LISTENER], env,
                                       stdout=subprocess.PIPE)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            try:
                event = json.loads(line)
            except ValueError:
                continue
            with self.lock:
                if event.get("event") == "apps":
                    self.apps = event["names"]
                else:
                    self.events.append(event)

    def count(self):
        with self.lock:
            return len(self.events)

    def since(self, index):
        with self.lock:
            return list(self.events[index:])


# ---------------------------------------------------------------------------------------------
# Orca.

ORCA_LAUNCHER = r'''
import logging, os, sys, time
# Orca's own braille output log (orca/logger.py, "for regression testing"): every line it writes
# ("BRAILLE LINE: '...'", "VISIBLE: '...', cursor=N"), with the time, into a file the harness reads.
_out = open(os.environ["ORCA_ORACLE_BRAILLE_LOG"], "a", buffering=1)
class _Handler(logging.Handler):
    def emit(self, record):
        _out.write("%.6f\t%s\n" % (time.monotonic(), record.getMessage().replace("\n", " ")))
logging.getLogger("braille").addHandler(_Handler())
# And the region Orca gives the focus (its part of the line, without the window context).
from orca import braille as _braille
_setFocus = _braille.setFocus
def _setFocusLogged(region, *args, **kwargs):
    try:
        _out.write("%.6f\tFOCUS REGION:  '%s'\n" % (time.monotonic(), (region.string if region else "").replace("\n", " ")))
    except Exception:
        pass
    return _setFocus(region, *args, **kwargs)
_braille.setFocus = _setFocusLogged
# /usr/bin/orca, minus its refusal to run beside another user's Orca (pgrep -x orca: other
# sessions of this machine) and minus renaming itself "orca" (so it stays out of theirs).
path = "/usr/bin/orca"
g = {"__name__": "orca_oracle_launcher", "__file__": path}
exec(compile(open(path).read(), path, "exec"), g)
g["otherOrcas"] = lambda: []
g["setProcessName"] = lambda name: None
sys.argv = ["orca"] + sys.argv[1:]
sys.exit(g["main"]())
'''


class OrcaBrailleLog:
    """Follows the file the launcher writes Orca's braille log to: one entry a line Orca wrote,
    with its whole line (context included) and the part it showed (VISIBLE) and cursor cell."""

    def __init__(self, path):
        self.path = path
        open(path, "a").close()
        self.lock = threading.Lock()
        self.writes = []  # dicts: t, line, visible, cursor
        self.stopped = False
        threading.Thread(target=self._follow, daemon=True).start()

    def _follow(self):
        with open(self.path, encoding="utf-8", errors="replace") as f:
            pending = None
            region = None
            buffer = ""
            while not self.stopped:
                chunk = f.read()
                if not chunk:
                    time.sleep(0.01)
                    continue
                buffer += chunk
                while "\n" in buffer:
                    raw, buffer = buffer.split("\n", 1)
                    t, _, text = raw.partition("\t")
                    text = text.strip()
                    m = re.match(r"^FOCUS REGION:\s+'(.*)'$", text)
                    if m:
                        region = m.group(1)
                        continue
                    m = re.match(r"^BRAILLE LINE:\s+'(.*)'$", text)
                    if m:
                        pending = (float(t), m.group(1))
                        continue
                    m = re.match(r"^VISIBLE:\s+'(.*)', cursor=(\d+)$", text)
                    if m and pending:
                        with self.lock:
                            self.writes.append({"t": pending[0], "line": pending[1], "visible": m.group(1),
                                                "cursor": int(m.group(2)), "region": region})
                        pending = None
                        region = None

    def count(self):
        with self.lock:
            return len(self.writes)

    def since(self, index):
        with self.lock:
            return list(self.writes[index:])


def orca_settings(directory):
    os.makedirs(directory, exist_ok=True)
    general = {"enableSpeech": False, "enableBraille": True, "enableContractedBraille": False,
               "enableBrailleMonitor": False, "enableSound": False, "firstStart": False,
               "enableTutorialMessages": False, "enableMnemonicSpeaking": False}
    settings = {"general": general, "pronunciations": {}, "keybindings": {},
                "profiles": {"default": {"profile": ["Default", "default"], "pronunciations": {},
                                         "keybindings": {}}}}
    with open(os.path.join(directory, "user-settings.conf"), "w") as f:
        json.dump(settings, f, indent=2)


# ---------------------------------------------------------------------------------------------
# Decoding brl's cells, and the comparison rule.

def cells_to_unicode(cells):
    return "".join(chr(0x2800 + (c & 0x3F)) for c in cells)


class BackTranslator:
    """brl's own back-translation (brl-translate --backward), with liblouis as a fallback."""

    def __init__(self, brl_bridge, table):
        self.table = table
        candidate = os.path.join(os.path.dirname(brl_bridge), "brl-translate")
        self.brl_translate = candidate if os.access(candidate, os.X_OK) else None
        self.cache = {}

    def many(self, lines):
        todo = sorted({l for l in lines if l not in self.cache})
        if not todo:
            return [self.cache[l] for l in lines]
        texts = None
        if self.brl_translate:
            r = subprocess.run([self.brl_translate, "--backward", "-t", self.table], input="\n".join(todo) + "\n",
                               capture_output=True, text=True)
            if r.returncode == 0:
                texts = r.stdout.split("\n")[:len(todo)]
        if texts is None:
            import louis
            texts = [louis.backTranslateString([self.table + ".utb"], l) for l in todo]
        for line, text in zip(todo, texts):
            self.cache[line] = text.rstrip()
        return [self.cache[l] for l in lines]


def normalise(text):
    return re.sub(r"\s+", " ", (text or "").replace("\u00a0", " ")).strip().lower()


# Orca's braille words for roles (Atspi role names, as Orca shows them with the long style) and
# its state indicators. The name of the focused widget is what is left of the focused region.
ORCA_STATE_MARKS = [r"<x>", r"< >", r"<->", r"&=y", r"& y", r"\bgrayed\b", r"\brdonly\b", r"\brequired\b",
                    r"\binvalid\b", r"\bcollapsed\b", r"\bexpanded\b", r"\bLEVEL \d+\b", r"\bTREE LEVEL \d+\b",
                    r"\bh\d\b"]
ORCA_ROLE_WORDS = sorted([
    "horizontal slider", "vertical slider", "horizontal scroll bar", "vertical scroll bar",
    "horizontal separator", "vertical separator", "horizontal split pane", "vertical split pane",
    "push button", "toggle button", "radio button", "check box", "combo box", "menu item", "check menu item",
    "radio menu item", "menu bar", "menu", "page tab list", "page tab", "spin button", "slider", "scroll bar",
    "text", "entry", "password text", "label", "panel", "filler", "frame", "dialog", "window", "table",
    "tree table", "tree", "list box", "list item", "list", "table cell", "column header", "row header",
    "table row", "tool bar", "status bar", "progress bar", "separator", "icon", "image", "link", "heading",
    "split pane", "scroll pane", "viewport", "layered pane", "internal frame", "canvas", "tool tip",
    "switch", "button", "section", "paragraph", "document frame", "application", "calendar", "level bar",
    "color chooser", "font chooser", "file chooser", "grouping", "notification", "alert", "header", "footer",
    "tear off menu item", "editbar", "autocomplete", "embedded", "arrow", "dial", "spin box", "popup menu",
], key=len, reverse=True)

TOOLKIT_CLASS = re.compile(r"\b((?:Gtk|Gdk|Gsk)[A-Z]\w*|Q[A-Z][a-z]\w*)\b")


def orca_name(orca_text, focus=None, region=None):
    """The name Orca shows for the focused widget. Taken from the focused region of Orca's line
    (`region`, without the window context; else the visible line): its state marks ("<x>",
    "&=y"), its end-of-line mark ("$l") and its role word at the end ("combo box") removed, a
    repeated phrase once ("Left Left" -> "Left"). When the focused object's AT-SPI name or label
    is in that text, that name."""
    if region is None:
        name = _orca_name(orca_text or "", focus)
    else:
        name = _orca_name(region, focus)
        visible = orca_text or ""
        if not name and region.strip() and region.strip() in visible:
            # A focused region with no name of its own (a table's check box cell "<x>"): the
            # rest of what Orca shows after it (the row's other cells).
            name = _orca_name(visible[visible.index(region.strip()) + len(region.strip()):], focus)
    # The app's name is the context, never the focused widget's.
    if focus and focus.get("app") and normalise(name) == normalise(focus["app"]):
        return ""
    return name


def _orca_name(text, focus):
    if focus:
        candidates = []
        for key in ("name", "labelled_by"):
            value = focus.get(key)
            for v in (value if isinstance(value, list) else [value]):
                if v and normalise(v) and normalise(v) in normalise(text) and not TOOLKIT_CLASS.search(v):
                    candidates.append(v)
        if candidates:
            return max(candidates, key=len).strip()
    stripped = re.sub(r"\s\$l\b", " ", " " + text + " ")
    for mark in ORCA_STATE_MARKS:
        stripped = re.sub(mark, " ", stripped)
    stripped = re.sub(r"\s+", " ", stripped).strip()
    roles = "|".join(re.escape(w) for w in ORCA_ROLE_WORDS)
    stripped = re.sub(r"(^|\s)(" + roles + r")$", "", stripped, flags=re.I).strip()
    # A toolkit class name is no name (GTK 4.8 and Qt name some widgets by their class, and
    # Orca shows it): brl must not show it, so it is not asked to.
    stripped = re.sub(r"\s+", " ", TOOLKIT_CLASS.sub(" ", stripped)).strip()
    return collapse_repeat(stripped)


def collapse_repeat(text):
    """"Left Left" -> "Left": Orca shows a combo box's label and its value, often the same."""
    words = text.split()
    n = len(words)
    if n % 2 == 0 and n and words[:n // 2] == words[n // 2:]:
        return " ".join(words[:n // 2])
    return text


# brl's own words for roles and states (Sources/BrailleCore/Presentation/AbbreviationCatalog.swift,
# ElementMapping): the counterparts of Orca's role words and state marks, not more information.
BRL_VOCABULARY = {"btn", "lnk", "hdg", "srch", "edt", "gra", "key", "adj", "tabs", "book", "direct", "sel",
                  "unav", "checked", "not", "partly", "on", "off", "actions", "chk", "rbtn", "cbo", "tgbtn",
                  "swtch", "mnu", "mnubar", "mnuitem", "tab", "tvitm", "row", "lstitm"}


def name_words(text):
    """The words of a name for an in-order comparison: lower case, letters and digits, a number
    as its value ("50.0" and "50" are one), a word repeated next to itself once ("50.0 50" is
    Orca's slider: its value text and its value)."""
    words = []
    for word in re.findall(r"[0-9a-z]+(?:[.,][0-9]+)?", normalise(text)):
        try:
            word = repr(float(word.replace(",", ".")))
        except ValueError:
            pass
        if not words or words[-1] != word:
            words.append(word)
    return words


def in_order(needle, haystack):
    """Whether every word of `needle` is in `haystack`, in the same order (other words between)."""
    rest = iter(haystack)
    return all(any(word == other for other in rest) for word in needle)


def verdict(orca_text, brl_text, focus=None, orca_region=None):
    """The comparison rule. Returns a dict:
    - orca_name: the name Orca shows for the focus ("" when none);
    - brl_shows_name: brl's line contains that name (case-insensitive, whitespace normalised; or
      its words in order with others between them, numbers by value; or its first words ending
      brl's window, the rest in the next one), or
      a better one: it contains the focused object's AT-SPI name or label while Orca showed none
      of them (None when Orca shows no name);
    - class_names: toolkit class names (GtkButton, QPushButton…) on brl's display;
    - brl_more: words on brl's line that Orca's line does not have (what brl shows more);
    - ok: brl shows Orca's name and no class name."""
    orca_n = orca_name(orca_text, focus, orca_region) if orca_text is not None else ""
    brl_norm = normalise(brl_text)
    shows = None

    def key(s):
        # Letters and digits only: braille back-translation may differ in punctuation (quotes,
        # ellipsis) without the name being lost.
        return re.sub(r"[^0-9a-z]+", "", normalise(s))
    if orca_n:
        shows = normalise(orca_n) in brl_norm
        if not shows:
            shows = bool(key(orca_n)) and key(orca_n) in key(brl_text)
        if not shows:
            # The same words in the same order, with brl's state words between them ("Cool
            # checked Andrea Cimi" for Orca's "<x> Cool Andrea Cimi"), numbers by their value.
            shows = bool(name_words(orca_n)) and in_order(name_words(orca_n), name_words(brl_text))
        if not shows:
            # A long name that starts at the end of brl's window and goes on in the next one
            # (brl puts the label first; a date edit's value after it does not fit 40 cells):
            # at least its first two words end the window.
            needle, shown = name_words(orca_n), name_words(brl_text)
            shows = any(k >= 2 and shown[-k:] == needle[:k] for k in range(min(len(needle), len(shown)), 1, -1))
        if not shows and focus and focus.get("text"):
            # Orca shows a name the focused object has nowhere (its text, name, labels,
            # description): Orca is showing another object. Seen on GTK 4's widget factory under
            # the test runner: the focused entry holds "entry", Orca showed the next combo box's
            # "comboboxentry". brl is judged by the focused object's own text then.
            own = [focus.get("name", ""), focus.get("description", ""), focus["text"]] + focus.get("labelled_by", [])
            if not any(key(orca_n) in key(text) for text in own if text) and key(focus["text"]):
                shows = None if key(focus["text"]) in key(brl_text) else False
    classes = sorted(set(TOOLKIT_CLASS.findall(brl_text or "")))
    orca_words = set(re.findall(r"\w+", normalise(orca_text)))
    more = [w for w in re.findall(r"[\w/]+", normalise(brl_text)) if w not in orca_words and w not in BRL_VOCABULARY]
    ok = (shows is not False) and not classes
    return {"orca_name": orca_n, "brl_shows_name": shows, "class_names": classes,
            "brl_more": " ".join(more), "ok": ok}


# ---------------------------------------------------------------------------------------------
# The run.

def parse_keys(spec):
    keys = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if "*" in part:
            name, count = part.rsplit("*", 1)
            keys.extend([name.strip()] * int(count))
        else:
            keys.append(part)
    return keys


def display_text(frame, translator=None):
    if frame is None:
        return None
    return frame["visual"]


class Runner:
    def __init__(self, args, directory):
        self.args = args
        self.directory = directory
        self.processes = Processes(directory)
        self.session = None

    def start_common(self):
        args = self.args
        t0 = now()
        self.session = Session(self.processes, self.directory)
        env = self.session.env
        self.listener = Listener(self.processes, env)
        self.orca_brltty = BRLTTY(self.processes, self.directory, "brltty-orca", env)
        self.brl_brltty = BRLTTY(self.processes, self.directory, "brltty-brl", env)
        log("session %s up in %.2f s" % (self.session.display, now() - t0))
        # Orca.
        prefs = os.path.join(self.directory, "orca-prefs")
        orca_settings(prefs)
        self.orca_log = OrcaBrailleLog(os.path.join(self.directory, "orca-braille.log"))
        orca_env = dict(env, BRLAPI_HOST=self.orca_brltty.host, BRLAPI_AUTH="none",
                        ORCA_ORACLE_BRAILLE_LOG=self.orca_log.path)
        orca_argv = ["/usr/bin/python3", "-c", ORCA_LAUNCHER, "--user-prefs", prefs]
        if args.orca_debug:
            orca_argv += ["--debug-file", os.path.join(self.directory, "orca-debug.out")]
        frames = self.orca_brltty.peer.count()
        self.orca = self.processes.start("orca", orca_argv, orca_env, grace=2.0)
        # Orca greets with "Screen reader on." on braille once it is up, and registers on the
        # AT-SPI desktop.
        try:
            poll("Orca's first braille", lambda: (self.orca_brltty.peer.count() > frames
                                                  and any(pid == self.orca.pid for _, pid in self.listener.apps))
                 or self.orca.poll() is not None, timeout=20)
        except RuntimeError:
            raise RuntimeError("Orca wrote nothing to braille in 20 s (braille log: %d lines); see %s/orca.log"
                               % (self.orca_log.count(), self.directory))
        if self.orca.poll() is not None:
            raise RuntimeError("Orca exited (%s); see %s/orca.log" % (self.orca.returncode, self.directory))
        # brl.
        brl_env = dict(env, BRLAPI_HOST=self.brl_brltty.host, BRLAPI_AUTH="none")
        frames = self.brl_brltty.peer.count()
        self.brl = self.processes.start("brl-bridge", [args.brl, "desktop", "--display", "brltty",
                                                       "--brlapi-host", self.brl_brltty.host, "--brlapi-auth", "none",
                                                       "--table", args.table, "--status-cells", "off",
                                                       "--message-timeout", str(args.message_timeout),
                                                       "--no-computer-braille-text"] + args.brl_arg, brl_env)
        poll("brl-bridge's first frame", lambda: self.brl_brltty.peer.count() > frames or self.brl.poll() is not None,
             timeout=20)
        if self.brl.poll() is not None:
            raise RuntimeError("brl-bridge exited (%s); see %s/brl-bridge.log" % (self.brl.returncode, self.directory))
        log("orca and brl-bridge up, %.2f s" % (now() - t0))
        self.xdotool = self.processes.start("xdotool", ["/usr/bin/xdotool", "-"], env, stdin=subprocess.PIPE)

    def send_key(self, key):
        self.xdotool.stdin.write(("key --clearmodifiers %s\n" % key).encode())
        self.xdotool.stdin.flush()

    def run_app(self, app):
        args = self.args
        env = self.session.env
        if app in APPS:
            argv, title, default_keys = APPS[app][0], args.window_name, APPS[app][1]
        else:
            argv, title, default_keys = app.split(), args.window_name, "Tab*30"
        t0 = now()
        process = self.processes.start("app-" + os.path.basename(argv[0]), argv, env)
        poll("%s to register on the AT-SPI desktop" % app,
             lambda: any(pid == process.pid for _, pid in self.listener.apps) or process.poll() is not None,
             timeout=20)
        if process.poll() is not None:
            raise RuntimeError("%s exited (%s)" % (app, process.returncode))
        app_name = [n for n, pid in self.listener.apps if pid == process.pid][0]
        registered = now() - t0
        search = ["/usr/bin/timeout", "15", "/usr/bin/xdotool", "search", "--sync", "--onlyvisible"]
        search += ["--pid", str(process.pid)] if not title else ["--name", title]
        r = subprocess.run(search, env=env, capture_output=True, text=True)
        windows = r.stdout.split()
        if not windows:
            raise RuntimeError("no window of %s found (%s)" % (app, " ".join(search)))
        subprocess.run(["/usr/bin/timeout", "10", "/usr/bin/xdotool", "windowfocus", "--sync", windows[0]], env=env)
        log("%s registered as %r in %.2f s, window %s" % (app, app_name, registered, windows[0]))
        # Let the first focus reach both displays.
        self.settle(now(), self.orca_brltty.peer.count(), self.brl_brltty.peer.count(), minimum=args.start_wait)
        stops = []
        self.silent, self.max_wait = args.silent, args.max_wait
        if app in APP_WAITS:
            self.silent, self.max_wait = max(self.silent, APP_WAITS[app][0]), max(self.max_wait, APP_WAITS[app][1])
        keys = parse_keys(args.keys or default_keys)
        for index, key in enumerate(keys):
            orca_mark = self.orca_brltty.peer.count()
            brl_mark = self.brl_brltty.peer.count()
            orca_log_mark = self.orca_log.count()
            focus_mark = self.listener.count()
            sent = now()
            self.send_key(key)
            self.settle(sent, orca_mark, brl_mark, focus_mark=focus_mark, orca_log_mark=orca_log_mark)
            orca_frames = self.orca_brltty.peer.since(orca_mark)
            brl_frames = self.brl_brltty.peer.since(brl_mark)
            focus_events = [e for e in self.listener.since(focus_mark)]
            orca_writes = self.orca_log.since(orca_log_mark)
            orca_visual, _ = self.orca_brltty.peer.shown()
            _, brl_cells = self.brl_brltty.peer.shown()
            stop = {
                "app": app, "index": index + 1, "key": key,
                # What Orca's display shows after the key; None when Orca wrote nothing for it
                # (its display then still shows an earlier focus).
                "orca_text": (orca_visual or "").rstrip() if orca_writes else None,
                "orca_display": (orca_visual or "").rstrip(),
                "orca_line": orca_writes[-1]["line"] if orca_writes else None,
                "orca_region": orca_writes[-1]["region"] if orca_writes else None,
                "orca_writes": len(orca_writes),
                "orca_changed": bool(orca_frames),
                "brl_cells": cells_to_unicode(brl_cells) if brl_cells is not None else None,
                "brl_changed": bool(brl_frames),
                "orca_latency_ms": round((orca_frames[0]["t"] - sent) * 1000, 1) if orca_frames else None,
                "orca_write_latency_ms": round((orca_writes[0]["t"] - sent) * 1000, 1) if orca_writes else None,
                "brl_latency_ms": round((brl_frames[0]["t"] - sent) * 1000, 1) if brl_frames else None,
                "focus_latency_ms": round((focus_events[0]["t"] - sent) * 1000, 1) if focus_events else None,
                "focus": {k: v for k, v in focus_events[-1].items() if k not in ("t", "event")} if focus_events else None,
                "orca_frames": [f["visual"] for f in orca_frames],
            }
            stops.append(stop)
            if orca_writes:
                self.last_orca_region = orca_writes[-1]["region"]
            log("%s %d %s: orca %r | focus %s" % (app, index + 1, key, stop["orca_text"],
                                                  (stop["focus"] or {}).get("role")))
        self.processes.stop(process)
        # Let both readers see the app go before the next one.
        time.sleep(0.5)
        return stops

    def settle(self, sent, orca_mark, brl_mark, minimum=0.0, focus_mark=None, orca_log_mark=None):
        """Waits until both displays have changed and then been quiet for --quiet seconds (or, when
        one stays unchanged, until --silent seconds have passed and both are quiet); at most
        --max-wait seconds. With `focus_mark`, Orca counts as changed only by a write after the
        key's focus event: a slow Orca (GTK 4 under load) that writes the previous focus after
        the key was sent has not answered this key yet."""
        quiet = self.args.quiet
        silent = getattr(self, "silent", self.args.silent)
        deadline = sent + max(getattr(self, "max_wait", self.args.max_wait), minimum)
        while True:
            t = now()
            orca = self.orca_brltty.peer.since(orca_mark)
            brl = self.brl_brltty.peer.since(brl_mark)
            changes = [f["t"] for f in orca + brl]
            last = max(changes) if changes else sent
            orca_answered = bool(orca)
            if focus_mark is not None and orca_log_mark is not None:
                focus = self.listener.since(focus_mark)
                if focus:
                    writes = [w for w in self.orca_log.since(orca_log_mark) if w["t"] >= focus[0]["t"]]
                    # The focused object's own name, when it has one that is no class name: Orca
                    # has answered when its focused region says it.
                    name = normalise(focus[-1].get("name") or "")
                    role = normalise(focus[-1].get("role") or "")
                    def says(w, words):
                        return words in normalise(w.get("region") or w.get("line") or "")
                    if name and not TOOLKIT_CLASS.search(focus[-1].get("name") or ""):
                        writes = [w for w in writes if says(w, name)]
                    elif role in ORCA_ROLE_WORDS and role not in ("text", "entry", "password text", "filler", "panel"):
                        # Named by its class only: Orca has answered when its region has the
                        # focus's role word ("push button"), not the previous focus's.
                        # ...and a region other than the one the last stop ended on (two
                        # sliders both named "GtkScale").
                        previous = normalise(getattr(self, "last_orca_region", None) or "")
                        writes = [w for w in writes if says(w, role) and normalise(w.get("region") or "") != previous]
                    orca_answered = bool(writes)
            both = orca_answered and bool(brl)
            if t - sent >= minimum and t - last >= quiet and t - sent >= quiet and (both or t - sent >= silent):
                return
            if t >= deadline:
                return
            time.sleep(0.02)

    def stop(self):
        if self.session is None:
            self.processes.stop_all()
            return
        bus_started = []
        try:
            bus_started = self.session.stray_pids()
        except Exception:
            pass
        own = {p.pid for _, p, _ in self.processes.started}
        if getattr(self, "xdotool", None) is not None:
            try:
                self.xdotool.stdin.close()
            except OSError:
                pass
        self.processes.stop_all()
        for pid in bus_started:
            if pid in own:
                continue
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for peer in (getattr(self, "orca_brltty", None), getattr(self, "brl_brltty", None)):
            if peer:
                peer.peer.close()


def finish(stops, translator):
    texts = translator.many([s["brl_cells"] or "" for s in stops])
    for stop, text in zip(stops, texts):
        stop["brl_text"] = text if stop["brl_cells"] else None
        stop["verdict"] = verdict(stop["orca_text"], stop["brl_text"], stop["focus"], stop.get("orca_region"))
    return stops


def median(values):
    values = [v for v in values if v is not None]
    return "%.0f ms" % statistics.median(values) if values else "-"


def markdown(stops):
    lines = []
    apps = []
    for s in stops:
        if s["app"] not in apps:
            apps.append(s["app"])
    lines.append("| app | stops | Orca shows a name | brl shows it | brl shows less | brl shows a class name | brl shows more | Orca silent | brl silent | Orca latency (median) | brl latency (median) |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for app in apps:
        rows = [s for s in stops if s["app"] == app]
        named = [s for s in rows if s["verdict"]["orca_name"]]
        shown = [s for s in named if s["verdict"]["brl_shows_name"]]
        classes = [s for s in rows if s["verdict"]["class_names"]]
        more = [s for s in rows if s["verdict"]["brl_more"] and s["brl_changed"]]
        orca_silent = [s for s in rows if s["focus"] and not s["orca_writes"]]
        brl_silent = [s for s in rows if s["focus"] and not s["brl_changed"]]
        lines.append("| %s | %d | %d | %d | %d | %d | %d | %d | %d | %s | %s |" % (
            app, len(rows), len(named), len(shown), len(named) - len(shown), len(classes), len(more),
            len(orca_silent), len(brl_silent),
            median([s["orca_latency_ms"] for s in rows]), median([s["brl_latency_ms"] for s in rows])))
    lines.append("")
    def cell(text):
        return "`%s`" % (text or "").replace("|", "\\|").replace("`", "'") if text else "(nothing)"
    for app in apps:
        rows = [s for s in stops if s["app"] == app]
        failing = [s for s in rows if not s["verdict"]["ok"]]
        lines.append("### %s: failing stops: brl shows less than Orca, or a class name (%d of %d stops)" % (app, len(failing), len(rows)))
        lines.append("")
        if failing:
            lines.append("| # | key | focus (AT-SPI) | Orca | brl | missing / class name |")
            lines.append("|---|---|---|---|---|---|")
            for s in failing:
                f = s["focus"] or {}
                v = s["verdict"]
                lines.append("| %d | %s | %s | %s | %s | %s |" % (
                    s["index"], s["key"], cell(("%s %s" % (f.get("role", ""), f.get("name", ""))).strip()),
                    cell(s["orca_text"]), cell(s["brl_text"]),
                    cell(", ".join(v["class_names"]) or v["orca_name"])))
        lines.append("")
        more = [s for s in rows if s["verdict"]["brl_more"] and s["brl_changed"]]
        lines.append("### %s: where brl shows more (%d stops; brl's display changed for the key)" % (app, len(more)))
        lines.append("")
        if more:
            lines.append("| # | Orca | brl | brl's extra words |")
            lines.append("|---|---|---|---|")
            for s in more:
                lines.append("| %d | %s | %s | %s |" % (s["index"], cell(s["orca_text"]), cell(s["brl_text"]),
                                                       cell(s["verdict"]["brl_more"])))
        lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--brl", help="path of brl-bridge (required)")
    parser.add_argument("--app", action="append",
                        help="gtk3-widget-factory, gtk4-widget-factory, qt5-gallery, or a command (repeatable)")
    parser.add_argument("--window-name", help="xdotool --name regex of a command's window (default: by its pid)")
    parser.add_argument("--keys", help='xdotool key names, "Tab*40,Down,shift+Tab" (default: the app\'s own, else Tab*30)')
    parser.add_argument("--table", default="en-ueb-g1", help="brl's table (default en-ueb-g1)")
    parser.add_argument("--brl-arg", action="append", default=[], help="one more argument for brl-bridge desktop")
    parser.add_argument("--quiet", type=float, default=0.3, help="seconds both displays stay unchanged to end a stop")
    parser.add_argument("--max-wait", type=float, default=3.0, help="most seconds to wait after a key")
    parser.add_argument("--silent", type=float, default=1.0,
                        help="seconds after a key after which a display that has not changed counts as silent")
    parser.add_argument("--start-wait", type=float, default=1.5,
                        help="seconds to let both readers show the app's first focus before the first key")
    parser.add_argument("--message-timeout", type=float, default=1.0,
                        help="brl-bridge's --message-timeout (its start message would hide the first stops)")
    parser.add_argument("--out", help="JSON lines, one a stop")
    parser.add_argument("--markdown", help="write a report table (markdown) to this file ('-': stdout)")
    parser.add_argument("--orca-debug", action="store_true", help="Orca's debug log into the temp directory")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory (logs)")
    parser.add_argument("--rejudge", metavar="FILE",
                        help="run nothing: read the stops of an earlier --out FILE, judge them again (--out, --markdown)")
    args = parser.parse_args()
    if args.rejudge:
        with open(args.rejudge) as f:
            stops = [json.loads(line) for line in f if line.strip()]
        for stop in stops:
            stop["verdict"] = verdict(stop["orca_text"], stop["brl_text"], stop["focus"], stop.get("orca_region"))
        write_results(args, stops)
        return 0
    if not args.brl or not args.app:
        parser.error("--brl and --app are required")
    if not os.access(args.brl, os.X_OK):
        parser.error("not an executable: " + args.brl)
    directory = tempfile.mkdtemp(prefix="orca-oracle-")
    runner = Runner(args, directory)
    stops = []
    status = 0
    old = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGINT)}

    def interrupted(signum, frame):
        raise KeyboardInterrupt()
    signal.signal(signal.SIGTERM, interrupted)
    try:
        runner.start_common()
        for app in args.app:
            stops += runner.run_app(app)
    except KeyboardInterrupt:
        status = 130
    except Exception as error:
        log("error:", error)
        status = 1
    finally:
        runner.stop()
        for s, h in old.items():
            signal.signal(s, h)
    stops = finish(stops, BackTranslator(args.brl, args.table))
    write_results(args, stops)
    if args.keep or status:
        log("logs in", directory)
    else:
        shutil.rmtree(directory, ignore_errors=True)
    return status


def write_results(args, stops):
    if args.out:
        with open(args.out, "w") as f:
            for s in stops:
                f.write(json.dumps(s, ensure_ascii=False) + "\n")
    if args.markdown:
        report = markdown(stops)
        if args.markdown == "-":
            print(report)
        else:
            with open(args.markdown, "w") as f:
                f.write(report + "\n")


if __name__ == "__main__":
    sys.exit(main())
