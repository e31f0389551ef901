#!/usr/bin/env bash
# Runs every test: installs what the tests need, then `swift test` (unit, conformance, differential
# against liblouis, and end-to-end tests against a real BRLTTY daemon).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
swift test
