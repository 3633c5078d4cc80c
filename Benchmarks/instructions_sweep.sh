#!/usr/bin/env bash
# Cold instructions of the commands people run besides an English search, two builds in one
# run (callgrind: the same binary, inputs and environment give the same count whatever else
# the machine is doing):
#
#     Benchmarks/instructions_sweep.sh BEFORE_FINDER AFTER_FINDER
#
# "Nothing else slower" (issue 25) asks for more than `finder stocks app`: a Russian
# screen-reader user, a shell's completion, suggestions, a query in another script. Each
# build gets its own data folder prepared alike — the bundled catalogue imported and indexed
# by one search, two photo searches written into history — and every measured command runs
# with --no-history, so the folders stay as prepared (the preparing search leaves "app" in
# stocks history). The same binary on the two folders differs by up to ±0.1%: changes that
# small are noise. The builds read the bundles beside
# AFTER_FINDER (FINDER_RESOURCES_DIR; give builds whose resources are the same). Stripped
# copies are measured (valgrind cannot read Swift's DWARF 5). Writes to
# Benchmarks/work/sweep/ (gitignored).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WORK="$HERE/work/sweep"
BEFORE="$1"; AFTER="$2"
for tool in valgrind sqlite3; do command -v "$tool" >/dev/null || { echo "instructions_sweep.sh: $tool is missing" >&2; exit 1; }; done
rm -rf "$WORK"; mkdir -p "$WORK"
export FINDER_RESOURCES_DIR="$(cd "$(dirname "$AFTER")" && pwd)"
for side in before after; do
    bin=$BEFORE; [ $side = after ] && bin=$AFTER
    strip -o "$WORK/$side" "$bin"
    "$WORK/$side" --data-dir "$WORK/d-$side" stocks app >/dev/null 2>&1
    # The preparing search taken into the store where it was only appended (decision 0602)
    # before the hand-written entries, then both WALs emptied: the two folders' stores alike.
    "$WORK/$side" --data-dir "$WORK/d-$side" history >/dev/null 2>&1 || true
    sqlite3 "$WORK/d-$side/finder.sqlite3" "INSERT INTO history VALUES
        ('photos', 'cats in snow', 'cats in snow', 1796188483.0, 100),
        ('photos', 'mountain lake', 'Mountain Lake', 1796188484.0, 101)"
    sqlite3 "$WORK/d-$side/finder.sqlite3" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
    # One search after that, as a user's next one: a build that remembers the catalogue's
    # state remembers it now, not in the first measured command.
    "$WORK/$side" --data-dir "$WORK/d-$side" --no-history stocks app >/dev/null 2>&1
done
count() {  # instructions of one run of "$@" (whatever its exit code: nothing found is 1)
    { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null </dev/null || true; } \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '%-46s %12s %12s %8s\n' "command (cold, --no-history)" "before" "after" "change"
while IFS= read -r line; do
    [ -z "$line" ] && continue
    read -r -a args <<< "$line"
    b=$(count "$WORK/before" --data-dir "$WORK/d-before" --no-history "${args[@]}")
    a=$(count "$WORK/after" --data-dir "$WORK/d-after" --no-history "${args[@]}")
    printf '%-46s %12s %12s %7.1f%%\n' "$line" "$b" "$a" "$(python3 -c "print(100 * ($a - $b) / $b)")"
done <<'EOF'
stocks app
--lang ru stocks app
--json stocks app
--accessible stocks app
--lang ru --accessible stocks app
--lang ru --accessible stocks газпром
--lang ru --accessible stocks fidelllity
stocks show AAPL
--lang ru --accessible stocks show AAPL
--lang ru --accessible offline
--lang ru --accessible history
suggest ap
suggest газ
suggest --domain photos cat
completion bash
completion zsh
completion fish
--lang ru completion zsh
stocks 東京
stocks ñ
--version
EOF
