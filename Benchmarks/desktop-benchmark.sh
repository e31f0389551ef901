#!/usr/bin/env bash
# Runs desktop-benchmark (release) in a headless session: Xvfb -noreset, a session D-Bus, the
# AT-SPI bus, and the GTK 3 test app focused.   bash Benchmarks/desktop-benchmark.sh [COUNT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${BRL_DESKTOP_BENCH_INNER:-}" ]; then
  export PATH=/opt/swift/usr/bin:$PATH
  (cd "$here" && swift build -c release --product desktop-benchmark >&2)
  exec env BRL_DESKTOP_BENCH_INNER=1 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" \
    dbus-run-session -- bash "$0" "$@"
fi
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null
/usr/bin/python3 "$here/../Tests/DesktopTests/Apps/gtk3_big_list.py" "BigList" >/dev/null 2>&1 &
big=$!
/usr/bin/python3 "$here/../Tests/DesktopTests/Apps/gtk3_app.py" "brl desktop benchmark" >/dev/null 2>&1 &
app=$!
trap 'kill $app $big 2>/dev/null || true' EXIT
xdotool search --sync --name "^BigList$" >/dev/null
xdotool search --sync --name "^brl desktop benchmark$" windowfocus --sync >/dev/null
sleep 0.5
"$here/.build/release/desktop-benchmark" "$@"
