#!/usr/bin/env bash
# Runs every test: installs what the tests need, then `swift test` (unit, conformance, differential
# against liblouis, and end-to-end tests against a real BRLTTY daemon).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/install-deps.sh
# Build first, so that no test measures a key's answer while the compiler has the cores: the
# tests, then the installed programs' release build that InstallTests installs.
# Warnings are errors for the project's own files (SwiftPM's -warnings-as-errors would clash with
# the -suppress-warnings it gives dependencies, so the build's output is read instead).
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
swift build --build-tests 2>&1 | tee "$build_log"
bash scripts/check-warnings.sh "$build_log"
bash scripts/install.sh --build-only
swift test --skip-build
