#!/usr/bin/env bash
# The reconnect soak of issue 13, run by hand: a real BRLTTY (Virtual driver) is killed and started
# again N times (default 20) under a running brl-bridge; after every restart the display must show
# the same window, and a key must work. Prints the restore times.
#
#   bash scripts/soak-reconnect.sh        # 20 restarts
#   bash scripts/soak-reconnect.sh 100
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
BRL_SOAK_RESTARTS="${1:-20}" swift test --filter theSameWindowComesBackAfterEveryRestart 2>&1 \
    | grep -E '^soak:|✘|passed after|failed after|skipped'
