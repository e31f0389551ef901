#!/usr/bin/env bash
# Fails when a build's output (the file given, or stdin) has a compiler warning about one of the
# project's own files (Sources/, Tests/, Benchmarks/), not a dependency's under .build/checkouts.
# A warning is printed when its file is compiled, so a clean build sees them all.
set -euo pipefail
cd "$(dirname "$0")/.."
roots="$(pwd)|$(pwd -P)"
warnings="$(grep -E "^(${roots})/(Sources|Tests|Benchmarks)/[^:]*:[0-9]+:[0-9]+: warning:" "${1:-/dev/stdin}" | sort -u || true)"
if [ -n "$warnings" ]; then
    printf '%s\n' "$warnings" >&2
    echo "check-warnings: $(printf '%s\n' "$warnings" | wc -l) compiler warning(s) in the project's files; warnings are errors here" >&2
    exit 1
fi
