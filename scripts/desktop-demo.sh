#!/usr/bin/env bash
# A desktop demo a person can watch: a headless session (Xvfb -noreset, a session D-Bus, the
# AT-SPI bus) with the GTK 3 test app, and `brl-bridge desktop` on the terminal display.
# The app's focused button shows in braille; the terminal's keys move through the window's
# objects (flat review), and a routing key (a digit, then Enter) clicks, adjusts, places the caret.
#
#     bash scripts/desktop-demo.sh            # needs: xvfb dbus at-spi2-core python3-gi gir1.2-gtk-3.0 xdotool
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${BRL_DESKTOP_DEMO_INNER:-}" ]; then
  export PATH=/opt/swift/usr/bin:$PATH
  (cd "$root" && swift build --product brl-bridge >&2)
  exec env BRL_DESKTOP_DEMO_INNER=1 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" \
    dbus-run-session -- bash "$0" "$@"
fi
# Start the AT-SPI bus before the app (Qt needs it; GTK registers sooner).
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null
/usr/bin/python3 "$root/Tests/DesktopTests/Apps/gtk3_app.py" "brl desktop demo" >/dev/null 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
# No window manager: give the window the X input focus.
xdotool search --sync --name "^brl desktop demo$" windowfocus --sync >/dev/null
"$root/.build/debug/brl-bridge" desktop --display terminal "$@"
