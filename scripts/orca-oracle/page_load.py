#!/usr/bin/python3
"""brl and Orca on the same web page load in Firefox ESR (issue 25), side by side.

Starts, in a headless session of its own (compare.py's `Session`), Orca with braille on (its
private BRLTTY, Virtual driver, its braille log timed on CLOCK_MONOTONIC), then brl's
`web-benchmark` (Benchmarks/, release: it runs one `DesktopSource` and prints, for each load, the
time from `document:load-complete` to the page's top shown and to the whole page read, and the
load-complete's time on CLOCK_MONOTONIC), then Firefox ESR on a page of PARAGRAPHS paragraphs,
reloaded with F5 until LOADS loads were read. For each load it prints brl's times and Orca's:
load-complete → the first braille line Orca writes with the page's text on it ("Long page top" or
"Paragraph").

    /usr/bin/python3 scripts/orca-oracle/page_load.py [--paragraphs 200] [--loads 3]

Build the benchmark first: `cd Benchmarks && swift build -c release --product web-benchmark`.
Everything it starts is stopped by pid; its files are in a temporary directory, removed after.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import compare  # noqa: E402

SENTENCE = ("This sentence is one of many that fill the long page, so that it holds eighty thousand "
            "characters. ")
PREFS = os.path.join(HERE, "../../Benchmarks/firefox-user.js")


def write_page(path, paragraphs):
    with open(path, "w") as f:
        f.write('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Long Page</title></head>'
                "<body><h1>Long page top</h1>\n")
        for i in range(1, paragraphs + 1):
            f.write("<p>Paragraph %d. %s</p>\n" % (i, SENTENCE * 4))
        f.write("</body></html>\n")


def orca_shows_page(write):
    return "Long page top" in write["line"] or "Paragraph " in write["line"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--paragraphs", type=int, default=200)
    parser.add_argument("--loads", type=int, default=3)
    parser.add_argument("--benchmark", default=os.path.join(HERE, "../../Benchmarks/.build/release/web-benchmark"))
    args = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="brl-page-load-")
    processes = compare.Processes(directory)
    session = None
    brltty = None
    try:
        session = compare.Session(processes, directory)
        env = session.env
        brltty = compare.BRLTTY(processes, directory, "brltty-orca", env)
        prefs = os.path.join(directory, "orca-prefs")
        compare.orca_settings(prefs)
        orca_log = compare.OrcaBrailleLog(os.path.join(directory, "orca-braille.log"))
        orca_env = dict(env, BRLAPI_HOST=brltty.host, BRLAPI_AUTH="none", ORCA_ORACLE_BRAILLE_LOG=orca_log.path)
        frames = brltty.peer.count()
        orca = processes.start("orca", ["/usr/bin/python3", "-c", compare.ORCA_LAUNCHER, "--user-prefs", prefs],
                               orca_env, grace=2.0)
        compare.poll("Orca's first braille", lambda: brltty.peer.count() > frames or orca.poll() is not None, timeout=30)
        page = os.path.join(directory, "long.html")
        write_page(page, args.paragraphs)
        profile = os.path.join(directory, "profile")
        os.makedirs(profile)
        shutil.copy(PREFS, os.path.join(profile, "user.js"))
        bench_out = os.path.join(directory, "bench.out")
        bench_err = os.path.join(directory, "bench.err")
        bench = subprocess.Popen([args.benchmark, str(args.paragraphs), str(args.loads)], env=env,
                                 stdout=open(bench_out, "w"), stderr=open(bench_err, "w"), start_new_session=True)
        processes.started.append(("web-benchmark", bench, 3.0))
        time.sleep(1)
        firefox = processes.start("firefox", ["/usr/bin/firefox-esr", "--no-remote", "--profile", profile, "file://" + page],
                                  dict(env, GNOME_ACCESSIBILITY="1", MOZ_CRASHREPORTER_DISABLE="1"), grace=5.0)
        reloaded, since = 1, 0
        while bench.poll() is None:
            loads = open(bench_err).read().count("loaded ")
            if (loads >= reloaded or since >= 75) and 1 <= loads < args.loads:
                reloaded, since = loads + 1, 0
                time.sleep(1)
                subprocess.run(["/usr/bin/xdotool", "search", "--sync", "--name", "Long Page", "windowfocus", "--sync",
                                "key", "F5"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=20)
            since += 1
            time.sleep(0.2)
        time.sleep(1)  # Orca's last writes
        report = open(bench_out).read()
        writes = orca_log.since(0)
        stamps = [float(m) for m in re.findall(r"load-complete at ([0-9.]+)", report)]
        lines = [line for line in report.splitlines() if not line.startswith("load-complete at ")]
        print("\n".join(lines))
        for number, stamp in enumerate(stamps, 1):
            after = [w for w in writes if w["t"] >= stamp and orca_shows_page(w)]
            ending = stamps[number] if number < len(stamps) else float("inf")
            after = [w for w in after if w["t"] < ending]
            if after:
                print("load %d: Orca: load-complete → the page's text on its braille line: %.1f ms (%r)"
                      % (number, (after[0]["t"] - stamp) * 1000, after[0]["line"][:60]))
            else:
                print("load %d: Orca wrote no line with the page's text before the next load" % number)
        if firefox.poll() is not None:
            print("firefox exited early (%s)" % firefox.returncode)
        return bench.returncode or 0
    finally:
        own = {process.pid for _, process, _ in processes.started}
        strays = [pid for pid in (session.stray_pids() if session else []) if pid not in own]
        # Firefox's own child processes name the profile: stopped by pid, after Firefox.
        profile_pids = subprocess.run(["/usr/bin/pgrep", "-f", "--", "--profile " + os.path.join(directory, "profile")],
                                      capture_output=True, text=True).stdout.split()
        processes.stop_all()
        for pid in strays + [int(p) for p in profile_pids if p.isdigit() and int(p) not in own]:
            try:
                os.kill(pid, 15)
            except ProcessLookupError:
                pass
        if brltty is not None:
            brltty.peer.close()
        shutil.rmtree(directory, ignore_errors=True)

if __name__ == "__main__":
    sys.exit(main())
