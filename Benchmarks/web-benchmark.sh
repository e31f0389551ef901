#!/usr/bin/env bash
# A long web page in Firefox ESR (issue 25): load-complete → page read, and line moves through it.
# Runs web-benchmark (release) in a headless session: Xvfb -noreset, a session D-Bus, the AT-SPI
# bus, Firefox ESR on a page of PARAGRAPHS paragraphs (about 400 characters each), reloaded with
# F5 LOADS-1 times.   bash Benchmarks/web-benchmark.sh [PARAGRAPHS] [LOADS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
paragraphs=${1:-200}
loads=${2:-5}
if [ -z "${BRL_WEB_BENCH_INNER:-}" ]; then
  export PATH=/opt/swift/usr/bin:$PATH
  command -v firefox-esr >/dev/null || { echo "web-benchmark.sh: firefox-esr is not installed" >&2; exit 1; }
  (cd "$here" && swift build -c release --product web-benchmark >&2)
  exec env BRL_WEB_BENCH_INNER=1 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" \
    dbus-run-session -- bash "$0" "$@"
fi
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null
run=$(mktemp -d)
sentence="This sentence is one of many that fill the long page, so that it holds eighty thousand characters. "
{
  echo '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Long Page</title></head><body><h1>Long page top</h1>'
  for i in $(seq 1 "$paragraphs"); do echo "<p>Paragraph $i. $sentence$sentence$sentence$sentence</p>"; done
  echo '</body></html>'
} > "$run/long.html"
mkdir "$run/profile"
cp "$here/firefox-user.js" "$run/profile/user.js"
"$here/.build/release/web-benchmark" "$paragraphs" "$loads" >"$run/bench.out" 2>"$run/bench.err" &
bench=$!
sleep 1
GNOME_ACCESSIBILITY=1 MOZ_CRASHREPORTER_DISABLE=1 firefox-esr --no-remote --profile "$run/profile" "file://$run/long.html" >"$run/firefox.log" 2>&1 &
firefox=$!
cleanup() {
  # Firefox's own processes name the profile; stop them by pid.
  for pid in $(pgrep -f -- "--profile $run/profile" || true); do kill "$pid" 2>/dev/null || true; done
  kill "$firefox" 2>/dev/null || true
  rm -rf "$run"
}
trap cleanup EXIT
# Each load read: give the window the focus and reload, until LOADS loads were read.
# A reload whose page was not read within 15 s (Firefox busy, a load-complete of another
# document) is pressed again.
reloaded=1
since=0
while kill -0 "$bench" 2>/dev/null; do
  n=$(grep -c '^loaded' "$run/bench.err" || true)
  if { [ "$n" -ge "$reloaded" ] || [ "$since" -ge 75 ]; } && [ "$n" -ge 1 ] && [ "$n" -lt "$loads" ]; then
    reloaded=$((n + 1))
    since=0
    sleep 1
    xdotool search --sync --name "Long Page" windowfocus --sync key F5 >/dev/null 2>&1 || true
  fi
  since=$((since + 1))
  sleep 0.2
done
wait "$bench" || status=$?
cat "$run/bench.out"
grep -v '^loaded' "$run/bench.err" >&2 || true
exit "${status:-0}"
