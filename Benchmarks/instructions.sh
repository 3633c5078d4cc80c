#!/usr/bin/env bash
# Noise-free cost of a cold query: instructions counted by valgrind's callgrind (the same
# binary, inputs and environment give the same count, whatever else the machine is doing).
#
#     Benchmarks/instructions.sh [QUERY]        # default query: app
#
# ROOT_SCRATCH: a SwiftPM scratch path to build in and measure (as run.sh's; default .build).
#
# Prints, in one run, the instructions of:
#   finder stocks QUERY     a cold search on the bundled catalogue, history on (as users run it)
#   finder --version        start-up alone
#   finder watch            a watchlist of 20 entries, each priced by a kept quote, from the
#                           store (issue: no more than a cold search costs)
#   finder stocks QUERY     again, with those 20 quotes kept (a search reads them)
#   finder watch            again, the quotes dated today
#   sqlite3 DB "SELECT …"   the same prefix query on an indexed table of the same keys
# and the ratios. valgrind cannot read Swift's DWARF 5, so a `strip -o` copy of the release
# binary is measured, with FINDER_RESOURCES_DIR pointing at the build's bundles.
# Everything it writes goes to Benchmarks/work/instructions/ (gitignored).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/work/instructions"
QUERY="${1:-app}"
export PATH="/opt/swift/usr/bin:$PATH"

for tool in valgrind sqlite3 python3; do
    command -v "$tool" >/dev/null || { SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo; $SUDO apt-get install -y "$tool"; }
done

SCRATCH=(); [ -n "${ROOT_SCRATCH:-}" ] && SCRATCH=(--scratch-path "$ROOT_SCRATCH")
(cd "$ROOT" && swift build -c release "${SCRATCH[@]}" --product finder 2>&1 | tail -n 1)
BIN="$(cd "$ROOT" && swift build -c release "${SCRATCH[@]}" --show-bin-path)"
rm -rf "$WORK"
mkdir -p "$WORK"
strip -o "$WORK/finder" "$BIN/finder"

# A data folder with the bundled catalogue imported and indexed, and the query already in
# history (the measured run updates an entry, as a repeated search does).
DATA="$WORK/data"
FINDER_RESOURCES_DIR="$BIN" "$WORK/finder" --data-dir "$DATA" stocks "$QUERY" >/dev/null 2>&1 || true

# The peer: the same keys finder indexes, in an indexed SQLite table.
python3 "$HERE/prepare_peers.py" "$ROOT/Resources/catalogue.tsv" "$WORK/peers" >/dev/null 2>&1
sqlite3 "$WORK/peers/peers.sqlite3" "
    CREATE TABLE s AS SELECT k.key AS key, st.ticker AS ticker, st.name AS name
        FROM keys k JOIN stocks st ON st.id = k.id;
    CREATE INDEX s_key ON s(key);"
upper="$(python3 -c 'import sys; q=sys.argv[1]; print(q[:-1] + chr(ord(q[-1]) + 1))' "$QUERY")"
SQL="SELECT ticker, name FROM s WHERE key >= '$QUERY' AND key < '$upper' ORDER BY key LIMIT 20"

count() {  # instructions of one run of "$@"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
export FINDER_RESOURCES_DIR="$BIN"
search=$(count "$WORK/finder" --data-dir "$DATA" stocks "$QUERY")
version=$(count "$WORK/finder" --version)
peer=$(count sqlite3 "$WORK/peers/peers.sqlite3" "$SQL")
# A watchlist of 20 large companies on several exchanges, each with a kept quote (as after
# `finder watch --refresh`), written straight into the store's quotes table.
WATCHED="AAPL MSFT NVDA AMZN GOOGL META TSLA 7203 SAP NESN SBER GAZP 0700 ASML SHEL VOD BHP RELIANCE 6758 LKOH"
"$WORK/finder" --data-dir "$DATA" watch add $WATCHED >/dev/null 2>&1
sqlite3 "$DATA/finder.sqlite3" "INSERT OR REPLACE INTO quotes(key, symbol, price, change, change_percent, price_date, source, fetched_at)
    SELECT ticker || char(31) || exchange || char(31) || country, ticker, 100, 1, 1, '2030-01-01', 'yahoo', 0 FROM stocks
    WHERE ticker IN ('$(echo $WATCHED | sed "s/ /','/g")');
    INSERT OR REPLACE INTO meta(key, value) VALUES('quotes.kept', '1')"
watch=$(count "$WORK/finder" --data-dir "$DATA" watch)
searchq=$(count "$WORK/finder" --data-dir "$DATA" stocks "$QUERY")
# The same quotes dated today (UTC), as right after a refresh in market hours: no row says
# its date (the 2030 quotes above each say theirs with the year, the costliest line a price has).
sqlite3 "$DATA/finder.sqlite3" "UPDATE quotes SET price_date = '$(date -u +%F)'"
watchtoday=$(count "$WORK/finder" --data-dir "$DATA" watch)

commit="$(cd "$ROOT" && git rev-parse --short HEAD)$(cd "$ROOT" && git diff --quiet || echo '+changes')"
printf 'commit %s, query "%s", bundled catalogue (callgrind instructions)\n' "$commit" "$QUERY"
printf '%-36s %12s\n' "finder stocks $QUERY (history on)" "$search" "finder --version" "$version" "sqlite3 (same prefix, LIMIT 20)" "$peer" \
    "finder watch (20 entries, quotes kept)" "$watch" "finder stocks $QUERY (20 quotes kept)" "$searchq" \
    "finder watch (quotes of today)" "$watchtoday"
# The watch against the search in the same store (quotes kept, as every watch user's store
# has them: its rows then show the day's change too), and against the store before any.
python3 -c "import sys; s,v,p,w,q,t=map(int,sys.argv[1:]); print('finder / sqlite3: %.2fx   start-up share of the search: %.0f%%\nwatch / search in the same store: %.2fx   watch / search before any quote was kept: %.2fx (quotes of today: %.2fx)' % (s/p, 100*v/s, w/q, w/s, t/s))" "$search" "$version" "$peer" "$watch" "$searchq" "$watchtoday"
