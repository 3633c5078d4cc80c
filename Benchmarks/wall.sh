#!/usr/bin/env bash
# Cold wall time of `finder stocks app`, two builds against sqlite3, in one run:
#
#     Benchmarks/wall.sh AFTER_FINDER BEFORE_FINDER [RUNS]      # RUNS of hyperfine, default 5
#
# Each run is one `hyperfine -N --warmup 10 --runs 200` holding the three commands (after,
# before, sqlite3 on the same prefix query as instructions.sh), so the ratios of a run compare
# like with like on this shared machine. The binaries are stripped copies, each on its own
# data folder prepared by one search (the two builds may use different index formats); both
# read the bundles beside AFTER_FINDER (FINDER_RESOURCES_DIR; checked to be the same as
# BEFORE's). Needs Benchmarks/instructions.sh to have run (its sqlite3 peer). Writes to
# Benchmarks/work/wall/ (gitignored).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
A="$1"; B="$2"; RUNS="${3:-5}"
AR="$(dirname "$A")"; BR="$(dirname "$B")"
W="$HERE/work/wall"; rm -rf "$W"; mkdir -p "$W"
P="$HERE/work/instructions/peers/peers.sqlite3"
[ -s "$P" ] || { echo "run Benchmarks/instructions.sh first (it makes the sqlite3 peer)"; exit 2; }
command -v hyperfine >/dev/null || { SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo; $SUDO apt-get install -y hyperfine; }
for bundle in finder_FinderLocalization.resources finder_FinderResources.resources; do
    diff -rq "$AR/$bundle" "$BR/$bundle"
done
export FINDER_RESOURCES_DIR="$AR"
strip -o "$W/after" "$A"; strip -o "$W/before" "$B"
"$W/after" --data-dir "$W/d-after" stocks app >/dev/null 2>&1
"$W/before" --data-dir "$W/d-before" stocks app >/dev/null 2>&1
SQL="SELECT ticker, name FROM s WHERE key >= 'app' AND key < 'apq' ORDER BY key LIMIT 20"
for run in $(seq 1 "$RUNS"); do
    echo "run $run, load $(cut -d' ' -f1 /proc/loadavg)"
    hyperfine -N --warmup 10 --runs 200 --export-json "$W/run$run.json" \
        -n after "$W/after --data-dir $W/d-after stocks app" \
        -n before "$W/before --data-dir $W/d-before stocks app" \
        -n sqlite3 "sqlite3 $P \"$SQL\"" > "$W/run$run.txt" 2>&1 || { cat "$W/run$run.txt"; exit 1; }
    python3 - "$W/run$run.json" <<'PY'
import json, statistics, sys
r = {x['command']: x for x in json.load(open(sys.argv[1]))['results']}
med = {k: statistics.median(r[k]['times']) * 1e3 for k in ('after', 'before', 'sqlite3')}
mean = {k: statistics.mean(r[k]['times']) * 1e3 for k in ('after', 'before', 'sqlite3')}
print('  medians: after %.2f ms, before %.2f ms, sqlite3 %.2f ms; after/sqlite3 %.2fx, before/sqlite3 %.2fx'
      % (med['after'], med['before'], med['sqlite3'], med['after'] / med['sqlite3'], med['before'] / med['sqlite3']))
print('  means:   after %.2f ms, before %.2f ms, sqlite3 %.2f ms' % (mean['after'], mean['before'], mean['sqlite3']))
PY
done
