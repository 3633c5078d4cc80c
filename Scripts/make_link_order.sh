#!/usr/bin/env bash
# Writes Sources/finder/link-order.txt: the symbols a cold command touches, in the order it
# first touches them, for the linker to lay out together (lld's --symbol-ordering-file; the
# release link of `finder` in Package.swift reads it).
#
#     bash Scripts/make_link_order.sh
#
# A cold query is paid in page faults as much as in instructions: the code and the Swift
# metadata a search touches lay scattered over a 10 MB text and a 2.7 MB writable segment, a
# page here and a page there (docs/decisions/0441-hot-code-and-data-together.md). The
# functions come from callgrind (every function a run executes), the data from lackey's
# memory trace (every data symbol read or written), command by command, over
# the commands people run cold: searches in both languages, --json, --accessible, a typo,
# a Russian query, an identifier, show, suggest, history, watch.
#
# A stale list costs only speed: the linker skips names no longer in the binary
# (--no-warn-symbol-ordering) and lays out the rest as usual. Run it again after a change
# that moves much of the cold path. The same build and catalogue give the same list, but for
# the few symbols a run meets by timing (a WAL checkpoint, the date): diff before committing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export PATH="/opt/swift/usr/bin:$PATH"
for tool in valgrind python3 nm strip; do
    command -v "$tool" >/dev/null || { echo "make_link_order.sh: $tool is missing (bash Scripts/setup.sh)" >&2; exit 1; }
done

cd "$ROOT"
swift build -c release --product finder 2>&1 | tail -n 1
BIN="$(swift build -c release --show-bin-path)"
strip -g -o "$WORK/finder" "$BIN/finder"   # valgrind cannot read Swift's DWARF 5; symbols stay
export FINDER_RESOURCES_DIR="$BIN"
export SWIFT_DETERMINISTIC_HASHING=1   # the same sets and dictionaries, run after run
DATA="$WORK/data"
"$WORK/finder" --data-dir "$DATA" stocks app >/dev/null 2>&1 || true
"$WORK/finder" --data-dir "$DATA" watch add AAPL SBER >/dev/null 2>&1 || true

COMMANDS=(
    "stocks app"
    "stocks a"
    "--json stocks apple"
    "--accessible stocks apple"
    "--lang ru stocks apple"
    "--lang ru --accessible stocks газпром"
    "stocks mircosotf"
    "stocks US0378331005"
    "stocks show AAPL"
    "suggest ap"
    "history"
    "watch"
)
i=0
for command in "${COMMANDS[@]}"; do
    read -r -a args <<< "$command"
    i=$((i + 1))
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/calls.$(printf %02d $i)" \
        "$WORK/finder" --data-dir "$DATA" "${args[@]}" >/dev/null 2>&1 </dev/null || true
done
# Data: the first four commands cover what the others touch besides (lackey is slow).
for j in 1 2 3 4; do
    read -r -a args <<< "${COMMANDS[$((j - 1))]}"
    valgrind --tool=lackey --trace-mem=yes --log-file="$WORK/memory.$j" \
        "$WORK/finder" --data-dir "$DATA" "${args[@]}" >/dev/null 2>&1 </dev/null || true
done
nm -n --defined-only "$WORK/finder" > "$WORK/symbols"
readelf -lW "$WORK/finder" > "$WORK/segments"

python3 - "$WORK" "$ROOT/Sources/finder/link-order.txt" <<'EOF'
import bisect, glob, re, sys
work, out = sys.argv[1], sys.argv[2]
order, seen = [], set()

def add(name):
    if name not in seen:
        seen.add(name)
        order.append(name)

# Functions: those of the first command, then those the next adds, and so on; within one
# command by name, so that the list does not depend on the order a run happened to meet them
# in (a name's "'2" is callgrind's recursion mark).
for path in sorted(glob.glob(work + '/calls.*')):
    names = set()
    for line in open(path, errors='replace'):
        m = re.match(r'c?fn=\(\d+\) (\S+)', line)
        if m and not m.group(1).startswith('0x'):
            names.add(m.group(1).split("'")[0])
    for name in sorted(names):
        add(name)

# Data: the symbol each load or store into a writable segment falls in.
writable = []
for line in open(work + '/segments'):
    f = line.split()
    if f and f[0] == 'LOAD' and 'W' in f[6]:
        start = int(f[2], 16)
        writable.append((start, start + int(f[5], 16)))
symbols = sorted((int(f[0], 16), f[2]) for f in (l.split() for l in open(work + '/symbols'))
                 if len(f) == 3 and f[1] in 'dDbBrRgGsSvV')
starts = [a for a, _ in symbols]
for path in sorted(glob.glob(work + '/memory.*')):
    names = set()
    for line in open(path, errors='replace'):
        if line[:1] != ' ' or line[1] not in 'LSM':
            continue
        a = int(line[3:].split(',')[0], 16)
        if any(lo <= a < hi for lo, hi in writable):
            j = bisect.bisect_right(starts, a) - 1
            if j >= 0:
                names.add(symbols[j][1])
    for name in sorted(names):
        add(name)
open(out, 'w').write(''.join(n + '\n' for n in order))
print(f'{out}: {len(order)} symbols')
EOF
# SwiftPM does not know the linker reads the list: the next build links again without them.
rm -f "$BIN/finder"
