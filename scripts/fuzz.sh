#!/usr/bin/env bash
# The fuzz campaign of issues 13 and 26: seeded random and mutated inputs for every reader — the
# translator (every bundled table, forward and back), the screen-document reader (as the bridge and
# `inspect` read it, then shown on a navigator and driven), the feed's event reader, the key-file
# reader, the back-translator on any cells (every bundled table) and the table compiler (mutated
# bundled table files).
#
#   bash scripts/fuzz.sh                      # a short campaign (300 inputs per reader), as CI runs it
#   bash scripts/fuzz.sh --count 1000000      # the full campaign
#   bash scripts/fuzz.sh --count 100000 --seed 7
#   bash scripts/fuzz.sh --count 1000000 --only 'BackTranslator|TableReader'   # some readers (test names)
#
# It is built optimized with the invariant checks of debug builds kept on (-DDEBUG), in its own
# build folder (.build-fuzz), so that a long campaign runs fast and still checks every position map
# and navigator state. Each reader prints one line of figures; a failure names the input's number
# and the seed, which make it again.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
count=300
seed=20261124
only=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --count) count="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        *) echo "fuzz.sh: unknown argument '$1' (use --count N, --seed S, --only PATTERN)" >&2; exit 64 ;;
    esac
done
flags=(-c release --scratch-path .build-fuzz -Xswiftc -enable-testing -Xswiftc -DDEBUG)
swift build "${flags[@]}" --build-tests
BRL_FUZZ_COUNT="$count" BRL_FUZZ_SEED="$seed" swift test "${flags[@]}" --skip-build --filter "FuzzCampaign${only:+.*($only)}" 2>&1 \
    | grep -E '^fuzz |✘|error|Fatal|passed after|failed after'
