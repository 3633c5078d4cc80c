#!/usr/bin/env bash
# The index build of two builds against marisa-build on the same keys, alternating (issue 44's
# third goal: the 1M build <= 1.0x marisa-build, the index <= 2x marisa's dictionary):
#
#     Benchmarks/build_pairs.sh AFTER_BENCH BEFORE_BENCH CATALOGUE DATA PEERS [ROUNDS]
#
# *_BENCH: finder-bench binaries of the two builds (BEFORE_BENCH "-": the after build alone);
# CATALOGUE the catalogue DATA's store holds (DATA: a folder an earlier finder-bench run
# imported it into); PEERS the folder prepare_peers.py wrote for it (keys.txt). Each round runs
# `finder-bench --build-only --build-runs 1` of each build (the build alone, as finder-bench
# times it: reading the store, keys, tries, payloads, writing the file), then `marisa-build` on
# keys.txt (wall clock: the file read and the dictionary written), the load average before
# each. Each build's index is kept and compared byte for byte; the sizes are stocks.index's and
# keys.marisa's. Writes to Benchmarks/work/build-pairs/ (gitignored).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
AFTER="$1"; BEFORE="$2"; CATALOGUE="$3"; DATA="$4"; PEERS="$5"; ROUNDS="${6:-3}"
command -v marisa-build >/dev/null || { echo "build_pairs.sh: marisa-build is missing (apt-get install marisa)" >&2; exit 1; }
WORK="$HERE/work/build-pairs"
rm -rf "$WORK"; mkdir -p "$WORK"
load() { cut -d' ' -f1 /proc/loadavg; }
build() {  # build NAME BENCH: one index build, its seconds; the index kept as NAME.index
    "$2" "$CATALOGUE" "$DATA" --build-only --build-runs 1 --json "$WORK/$1.json" > "$WORK/$1.txt"
    cp "$DATA/stocks.index" "$WORK/$1.index"
    python3 -c "import json,sys; print('%.2f' % json.load(open(sys.argv[1]))['build_median_s'])" "$WORK/$1.json"
}
printf '%-6s %-18s %-18s %-18s %s\n' round "after s (load)" "before s (load)" "marisa s (load)" "after/marisa, before/marisa"
for r in $(seq 1 "$ROUNDS"); do
    la=$(load); a=$(build after "$AFTER")
    b=-; lb=-
    if [ "$BEFORE" != - ]; then lb=$(load); b=$(build before "$BEFORE"); fi
    lm=$(load); t0=$(date +%s%N); marisa-build -o "$WORK/keys.marisa" "$PEERS/keys.txt" 2>/dev/null; t1=$(date +%s%N)
    m=$(python3 -c "print('%.2f' % (($t1 - $t0) / 1e9))")
    printf '%-6s %-18s %-18s %-18s %s\n' "$r" "$a ($la)" "$b ($lb)" "$m ($lm)" \
        "$(python3 -c "import sys; a, b, m = sys.argv[1:]; print('%.2fx' % (float(a) / float(m)) + ('' if b == '-' else ', %.2fx' % (float(b) / float(m))))" "$a" "$b" "$m")"
done
if [ "$BEFORE" != - ]; then cmp -s "$WORK/after.index" "$WORK/before.index" && echo "the two builds' indexes: identical" || echo "the two builds' indexes: differ"; fi
i=$(stat -c %s "$WORK/after.index"); k=$(stat -c %s "$WORK/keys.marisa")
python3 -c "import sys; i, k = map(int, sys.argv[1:]); print('stocks.index %d bytes (%.1f MiB), keys.marisa %d bytes (%.1f MiB): %.2fx' % (i, i / 2**20, k, k / 2**20, i / k))" "$i" "$k"
