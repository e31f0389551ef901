#!/usr/bin/env python3
"""Fault benchmark for floods (issue 26, items 3-5): a release brl-bridge under an app that is
too fast. Prints one table per measure; the numbers go to BENCHMARKS.md.

    swift build -c release --scratch-path .build-release --product brl-bridge
    python3 scripts/flood-benchmark.py [--bridge .build-release/release/brl-bridge]

1. Time per event against screen size: 20,000 valueChanged on screens of 1,000/2,000/4,000/8,000
   elements (feed on stdin, a script awaiting them), minus the same run without the events.
2. Keys during a flood: 10^5 valueChanged of 1 KB on 5,000 elements over a socket; 20 keys
   (`next`) written to the script while they pour in, each timed until its frame is written;
   then `quit`; the peak RSS (VmHWM) of the bridge.
3. Floods of one kind each: a 16 MB line (a value of an element that is not focused, and one of
   the focused element), 200,000 announcements of 1 KB: peak RSS.
"""
import argparse, json, os, socket, subprocess, sys, tempfile, threading, time

def screen_line(n):
    rows = [{"identifier": f"row{i}", "label": f"Row {i}", "value": str(i),
             "frame": {"x": 0, "y": i * 50, "width": 300, "height": 44}} for i in range(n)]
    return json.dumps({"type": "screenChanged", "screen": {"title": "Flood", "elements": rows}}) + "\n"

def peak_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])

def run_stdin(bridge, feed_path, script):
    """Runs the bridge on a feed file; returns (seconds, peak RSS in MB)."""
    with tempfile.NamedTemporaryFile("w", suffix=".script", delete=False) as s:
        s.write(script)
    start = time.monotonic()
    out = subprocess.run(["/usr/bin/time", "-f", "%M", bridge, "--feed", "--script", s.name, "--cells", "24"],
                         stdin=open(feed_path, "rb"), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         env={**os.environ, "BRLAPI_HOST": "127.0.0.1:97"})
    elapsed = time.monotonic() - start
    os.unlink(s.name)
    return elapsed, int(out.stderr.decode().strip().splitlines()[-1]) / 1024

def per_event(bridge, work):
    events = 20_000
    print("| elements | 20,000 valueChanged (s) | per event (µs) |")
    print("|---|---|---|")
    for n in (1000, 2000, 4000, 8000):
        base = os.path.join(work, f"screen{n}.jsonl")
        full = os.path.join(work, f"events{n}.jsonl")
        with open(base, "w") as f:
            f.write(screen_line(n))
        with open(full, "w") as f:
            f.write(screen_line(n))
            for i in range(events):
                f.write(json.dumps({"type": "valueChanged", "identifier": f"row{1 + (i * 7) % (n - 1)}", "value": f"v{i}"}) + "\n")
        t0 = min(run_stdin(bridge, base, "await-feed 1\nquit\n")[0] for _ in range(3))
        t1 = min(run_stdin(bridge, full, f"await-feed {events + 1}\nquit\n")[0] for _ in range(3))
        print(f"| {n:,} | {t1 - t0:.3f} | {(t1 - t0) / events * 1e6:.1f} |")

def keys_during_flood(bridge, work, elements=5000, events=100_000, keys=20):
    path = os.path.join(work, "app.sock")
    fifo = os.path.join(work, "script")
    out = os.path.join(work, "out")
    os.mkfifo(fifo)
    script = os.open(fifo, os.O_RDWR)
    proc = subprocess.Popen([bridge, "--feed-socket", path, "--cells", "24"], stdin=script,
                            stdout=open(out, "wb"), stderr=subprocess.DEVNULL,
                            env={**os.environ, "BRLAPI_HOST": "127.0.0.1:97"})
    def output():
        with open(out, "rb") as f:
            return f.read()
    def wait(pred, limit=float(os.environ.get("FLOOD_WAIT", "600"))):
        start = time.monotonic()
        while time.monotonic() - start < limit:
            if pred():
                return time.monotonic() - start
            time.sleep(0.001)
        return None
    os.write(script, b"await-feed\n")
    wait(lambda: os.path.exists(path))
    app = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    app.connect(path)
    app.sendall(screen_line(elements).encode())
    wait(lambda: b"> await-feed" in output())
    pad = "x" * 1000
    sent = [0]
    def flood():
        try:
            for i in range(events):
                target = 0 if i % 10 == 0 else 1 + (i * 7) % (elements - 1)
                app.sendall((json.dumps({"type": "valueChanged", "identifier": f"row{target}", "value": f"{i} {pad}"}) + "\n").encode())
                sent[0] += 1
        except OSError:
            pass
    start = time.monotonic()
    t = threading.Thread(target=flood, daemon=True)
    t.start()
    time.sleep(0.5)
    latencies = []
    for k in range(keys):
        count = output().count(b"> next")
        os.write(script, b"next\n")
        latencies.append(wait(lambda: output().count(b"> next") > count))
        time.sleep(0.1)
    peak = peak_kb(proc.pid) / 1024
    os.write(script, b"quit\n")
    q0 = time.monotonic()
    proc.wait()
    quit_s = time.monotonic() - q0
    flood_s = time.monotonic() - start
    app.close()
    lat = sorted(x * 1000 for x in latencies if x is not None)
    print(f"| {elements:,} elements, {events:,} valueChanged of 1 KB ({sent[0]:,} sent in {flood_s:.1f} s) "
          f"| keys: median {lat[len(lat) // 2]:.1f} ms, max {lat[-1]:.1f} ms ({len(lat)} of {keys}) "
          f"| quit: {quit_s * 1000:.0f} ms | peak RSS {peak:.1f} MB |")

def floods(bridge, work):
    small = {"type": "screenChanged", "screen": {"title": "S", "elements": [
        {"identifier": "a", "label": "A", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
        {"identifier": "b", "label": "B", "frame": {"x": 0, "y": 50, "width": 10, "height": 10}}]}}
    print("| flood | peak RSS (MB) | time (s) |")
    print("|---|---|---|")
    path = os.path.join(work, "empty.jsonl")
    with open(path, "w") as f:
        f.write(json.dumps(small) + "\n")
    t, m = run_stdin(bridge, path, "await-feed 1\nquit\n")
    print(f"| none (a screen of 2 elements) | {m:.1f} | {t:.2f} |")
    for target, name in (("b", "not focused"), ("a", "focused")):
        path = os.path.join(work, f"line-{target}.jsonl")
        with open(path, "w") as f:
            f.write(json.dumps(small) + "\n")
            f.write('{"type":"valueChanged","identifier":"%s","value":"%s"}\n' % (target, "x" * (16_000_000 - 60)))
        t, m = run_stdin(bridge, path, "await-feed 2\nquit\n")
        print(f"| one 16 MB line: a value of an element {name} | {m:.1f} | {t:.2f} |")
    path = os.path.join(work, "announce.jsonl")
    text = "y" * 1000
    with open(path, "w") as f:
        f.write(json.dumps(small) + "\n")
        for i in range(200_000):
            f.write('{"type":"announcement","text":"%d %s"}\n' % (i, text))
    t, m = run_stdin(bridge, path, "await-feed 200001\nquit\n")
    print(f"| 200,000 announcements of 1 KB | {m:.1f} | {t:.2f} |")
    path = os.path.join(work, "burst.jsonl")
    with open(path, "w") as f:
        f.write(screen_line(5000))
        for i in range(800_000):
            f.write('{"type":"valueChanged","identifier":"row%d","value":"%d"}\n' % (1 + (i * 7) % 4999, i))
    t, m = run_stdin(bridge, path, "await-feed 800001\nquit\n")
    print(f"| 800,000 valueChanged on 5,000 elements (stdin) | {m:.1f} | {t:.2f} |")

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bridge", default=".build-release/release/brl-bridge")
    parser.add_argument("--only", choices=["per-event", "keys", "floods"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        if args.only in (None, "per-event"):
            per_event(args.bridge, work)
        if args.only in (None, "keys"):
            keys_during_flood(args.bridge, work)
        if args.only in (None, "floods"):
            floods(args.bridge, work)

if __name__ == "__main__":
    main()
