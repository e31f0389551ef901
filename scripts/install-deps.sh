#!/usr/bin/env bash
# Installs the Debian packages brl needs to build, run and test. Idempotent: does nothing when all are present.
set -euo pipefail
packages=(brltty libbrlapi-dev liblouis-bin liblouis-data liblouis-dev tmux python3 unicode-data libchewing3-data rime-data-terra-pinyin
  # the zh-tw generator's word frequencies (Rime's essay), issue 27
  rime-essay
  # the back-translation corpus test (liblouis as the oracle, read with /usr/bin/python3)
  python3-louis
  # brl-bridge desktop (AT-SPI2) and its tests with real GTK 3 / GTK 4 / Qt 5 apps under Xvfb
  libatspi2.0-dev pkg-config at-spi2-core dbus dbus-bin dbus-daemon xvfb x11-utils xdotool
  python3-gi gir1.2-gtk-3.0 gir1.2-gtk-4.0 python3-pyqt5
  # Orca as the oracle of brl-bridge desktop on real apps (scripts/orca-oracle, docs/orca-comparison.md)
  orca python3-pyatspi python3-brlapi gtk-3-examples gtk-4-examples qtbase5-examples
  # scripts/install.sh's test: the systemd user unit (systemd-analyze verify) and the autostart entry (desktop-file-validate)
  systemd desktop-file-utils
  # web pages under brl-bridge desktop (Tests/DesktopTests/DesktopWebTests.swift): 117 MB,
  # installed in 46 s here; its four tests take about a minute
  firefox-esr
  # LibreOffice Writer documents under brl-bridge desktop (Tests/DesktopTests/DesktopWriterTests.swift):
  # about 3.5 min and ~208 MB without recommends (with recommends here: 2 min 57 s, 235 packages,
  # 190 MB downloaded, 394 MB installed); its test takes about 25 s
  libreoffice-writer libreoffice-gtk3)
# The packages whose zh_TW catalogs the zh-tw measurement reads (a fixed corpus, issue 27).
while read -r package; do
  [[ -z "$package" || "$package" == \#* ]] || packages+=("$package")
done < "$(dirname "$0")/zh-tw/catalog-packages.txt"
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "install-deps: swift is not on PATH (expected /opt/swift/usr/bin)" >&2; exit 1; }
