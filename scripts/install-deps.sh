#!/usr/bin/env bash
# Installs the Debian packages brl needs to build, run and test. Idempotent: does nothing when all are present.
set -euo pipefail
packages=(brltty libbrlapi-dev liblouis-bin liblouis-data liblouis-dev tmux python3 unicode-data libchewing3-data rime-data-terra-pinyin)
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
