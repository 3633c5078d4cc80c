#!/usr/bin/env bash
# Thumbnails (issue 20): two ratios, each from one hyperfine run.
#
# 1. A page of 10 thumbnails from a loopback server that delays every image by 200 ms,
#    against a page of 1 (the slowest single image): the images are fetched together, so
#    the page should take at most 1.5 times as long.
# 2. One thumbnail's cost — the same one-photo page with thumbnails minus with the blur only
#    (`--images blurhash`: same process, same search, nothing fetched) — against the `chafa`
#    command drawing the same file in the same cells. Compared in CPU time (user + system,
#    as hyperfine reports it): the wall-time difference of two ~80 ms processes is smaller
#    than their noise on a shared machine; the CPU time of the fetch, decode and drawing is
#    what the thumbnail adds.
#
# Every command runs on a pseudo-terminal (`script`): finder draws no image into a pipe.
# Knobs: ROOT_SCRATCH (build folder, /tmp/bench-root-images), BENCH_RUNS (20), IMAGES
# (the forced protocol, kitty; also blocks, sixel, iterm).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
scratch=${ROOT_SCRATCH:-/tmp/bench-root-images}
runs=${BENCH_RUNS:-20}
images=${IMAGES:-kitty}
work="$here/work/thumbnails"
mkdir -p "$work"
for tool in hyperfine chafa convert script; do
  command -v "$tool" >/dev/null || { echo "thumbnails.sh: $tool is missing (Scripts/setup.sh installs it)" >&2; exit 1; }
done

(cd "$root" && swift build -c release --scratch-path "$scratch" --product finder >/dev/null \
   && swift build -c release --scratch-path "$scratch" --product finder-net >/dev/null)
finder="$scratch/release/finder"

# A photo-like 3:2 JPEG as imgix would send it for 16 × 5 cells of 10 × 20 pixels.
convert -seed 7 -size 240x160 plasma:fractal -blur 0x1 -quality 80 "$work/photo.jpg"

start_server() {
  python3 "$here/thumbnail_server.py" "$work/photo.jpg" "$1" > "$work/port.$1" &
  echo $! > "$work/server.$1.pid"
  for _ in $(seq 50); do [ -s "$work/port.$1" ] && break; sleep 0.1; done
}
stop_servers() { for f in "$work"/server.*.pid; do [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null; rm -f "$f"; done; }
trap stop_servers EXIT
start_server 0.2
start_server 0
slow="http://127.0.0.1:$(cat "$work/port.0.2")"
fast="http://127.0.0.1:$(cat "$work/port.0")"

export UNSPLASH_ACCESS_KEY=bench FINDER_NO_HISTORY=1 TERM=xterm-256color COLUMNS=80 LINES=24
data="$work/data"
rm -rf "$data"; mkdir -p "$data"
page() { # URL PER_PAGE IMAGES
  echo "script -qfec 'FINDER_UNSPLASH_URL=$1 $finder --data-dir $data --images $3 photos cats --per-page $2' /dev/null"
}

echo "== 1. ten thumbnails delayed 200 ms each against one ($images)"
hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/page.json" \
  -n "1 photo" "$(page "$slow" 1 "$images")" \
  -n "10 photos" "$(page "$slow" 10 "$images")" \
  -n "1 photo, blur only" "$(page "$slow" 1 blurhash)" 2>&1 | grep -v '^ *$' || true

echo "== 2. one thumbnail against chafa on the same file ($images)"
chafa_format=$([ "$images" = blocks ] && echo symbols || echo "$images")
hyperfine -N --warmup 3 --runs "$((runs * 2))" --export-json "$work/one.json" \
  -n "finder, thumbnail" "$(page "$fast" 1 "$images")" \
  -n "finder, blur only" "$(page "$fast" 1 blurhash)" \
  -n "chafa" "script -qfec 'chafa -f $chafa_format -s 16x5 $work/photo.jpg' /dev/null" 2>&1 | grep -v '^ *$' || true

python3 - "$work/page.json" "$work/one.json" <<'PY'
import json, sys
page = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
one = {r["command"]: r for r in json.load(open(sys.argv[2]))["results"]}
m = lambda r: r["mean"] * 1000
print("10 photos / 1 photo: %.0f / %.0f ms = %.2fx (goal <= 1.5x)" % (m(page["10 photos"]), m(page["1 photo"]),
      page["10 photos"]["mean"] / page["1 photo"]["mean"]))
med = lambda r: r["median"] * 1000
print("  medians: %.0f / %.0f ms = %.2fx; fastest runs: %.0f / %.0f ms" % (med(page["10 photos"]), med(page["1 photo"]),
      page["10 photos"]["median"] / page["1 photo"]["median"], page["10 photos"]["min"] * 1000, page["1 photo"]["min"] * 1000))
cpu = lambda r: (r["user"] + r["system"]) * 1000
cost = cpu(one["finder, thumbnail"]) - cpu(one["finder, blur only"])
print("one thumbnail, CPU: %.1f ms (%.1f - %.1f) vs the chafa command %.1f ms = %.2fx (goal <= 1x)" % (
      cost, cpu(one["finder, thumbnail"]), cpu(one["finder, blur only"]), cpu(one["chafa"]), cost / cpu(one["chafa"])))
print("wall: finder thumbnail %.1f ms, blur only %.1f ms, chafa %.1f ms" % (m(one["finder, thumbnail"]),
      m(one["finder, blur only"]), m(one["chafa"])))
PY
