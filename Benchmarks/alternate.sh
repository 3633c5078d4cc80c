#!/usr/bin/env bash
# In-process top-20 latency of two finder-bench builds, alternating in one run:
#
#     Benchmarks/alternate.sh BEFORE_BENCH BEFORE_DIR AFTER_BENCH AFTER_DIR CATALOGUE [PAIRS]
#
# PAIRS (default 3) of runs, before then after, of `finder-bench CATALOGUE DIR --build-runs 0
# --queries 2000 --seed 42` on data folders each build prepared (its own index: the formats
# may differ; the same store may be copied into both), printing the lines of the query mix,
# the misspellings and the typo walks (median, p99, max, mean in µs).
set -uo pipefail
BB="$1"; BD="$2"; AB="$3"; AD="$4"; CAT="$5"; PAIRS="${6:-3}"
for i in $(seq 1 "$PAIRS"); do
    for side in before after; do
        bin=$BB; dir=$BD; [ $side = after ] && { bin=$AB; dir=$AD; }
        echo "== pair $i, $side, $(date +%H:%M:%S), load $(cut -d' ' -f1 /proc/loadavg)"
        "$bin" "$CAT" "$dir" --build-runs 0 --queries 2000 --seed 42 2>&1 \
            | grep -E "StockCatalogue.search|typo walk|open Stock|rebuil"
    done
done
