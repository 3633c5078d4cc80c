#!/usr/bin/env bash
# The test suite under load (every run must pass while a rebuild competes for the cores):
# clones this repository twice into a scratch
# folder, runs `swift test` N times in a row (default 5) in one clone while the other rebuilds
# from scratch (`rm -rf .build && swift build`) in a loop, and prints each run's result.
# Exits 0 only if every run passed.
#
#     Scripts/test-under-load.sh [N] [SCRATCH]      # SCRATCH default: a new mktemp -d folder
set -uo pipefail
RUNS="${1:-5}"
SCRATCH="${2:-$(mktemp -d)}"
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
git clone -q "$REPO" "$SCRATCH/tests" && git clone -q "$REPO" "$SCRATCH/load" || exit 2
echo "clean clones of $(git -C "$REPO" rev-parse --short HEAD) in $SCRATCH; logs there"
(
    cd "$SCRATCH/load"
    while [ ! -e "$SCRATCH/done" ]; do
        rm -rf .build
        swift build >/dev/null 2>&1
        echo "load: a from-scratch build finished at $(date +%T)" >> "$SCRATCH/load.log"
    done
) &
loader=$!
failed=0
cd "$SCRATCH/tests"
for i in $(seq 1 "$RUNS"); do
    start=$(date +%T)
    swift test > "$SCRATCH/test-$i.log" 2>&1
    rc=$?
    [ $rc -eq 0 ] || failed=1
    echo "run $i: exit $rc ($start-$(date +%T)) $(grep -E 'Test run with' "$SCRATCH/test-$i.log" | tail -n 1)"
done
touch "$SCRATCH/done"
wait "$loader"
echo "$(grep -c . "$SCRATCH/load.log" 2>/dev/null || echo 0) from-scratch builds ran beside the tests"
exit $failed
