#!/usr/bin/env bash
# Sets everything up and runs brl-bridge on the bundled demo: on BRLTTY when a display is reachable,
# else as a virtual display in this terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
swift build --product brl-bridge
exec .build/debug/brl-bridge "$@"
