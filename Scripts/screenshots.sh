#!/usr/bin/env bash
# Screenshots of finder's photo pages in real terminals under a virtual display, for the
# README and GUIDE (docs/screenshots/*.png):
#
#     Scripts/screenshots.sh            # all of them, into docs/screenshots/
#     Scripts/screenshots.sh list-80    # one scene (see `scenes` below)
#
# Each scene runs the built finder in a terminal on an Xvfb display against a loopback
# Unsplash stand-in (Scripts/screenshots/server.py: a real recorded answer, its pictures
# made by ImageMagick, since nothing real can be fetched offline), waits for it to draw, and
# captures that terminal's window with ImageMagick's `import`. The terminals:
#   xterm        truecolour blocks (COLORTERM=truecolor)
#   xterm-sixel  `xterm -ti vt340`: sixel, which the terminal reports
#   kitty        kitty's graphics protocol (LIBGL_ALWAYS_SOFTWARE=1: no GPU here)
#   tmux         tmux inside xterm: blocks (tmux passes no graphics protocol)
# Interactive scenes are typed through `tmux send-keys` or kitty's remote control.
# Knobs: OUT (docs/screenshots), SCRATCH (the SwiftPM build folder, .build), WAIT (seconds
# a scene is given to draw, 6).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out=${OUT:-$root/docs/screenshots}
wait=${WAIT:-6}
scratch=${SCRATCH:-$root/.build}
recorded="$root/../shared/data/unsplash/search_photos_query_blue.json"
work=$(mktemp -d)
export PATH="/opt/swift/usr/bin:$PATH"

need=()
for tool in Xvfb:xvfb xterm:xterm kitty:kitty tmux:tmux import:imagemagick xwininfo:x11-utils; do
    command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get install -y "${need[@]}"
fi
[ -f "$recorded" ] || { echo "screenshots.sh: $recorded is missing (shared/ beside the checkout)" >&2; exit 1; }

(cd "$root" && swift build --scratch-path "$scratch" --product finder >/dev/null \
    && swift build --scratch-path "$scratch" --product finder-net >/dev/null)
bin="$(cd "$root" && swift build --scratch-path "$scratch" --show-bin-path)"

display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 2200x1400x24 >/dev/null 2>&1 &
xvfb=$!
python3 "$here/screenshots/server.py" "$recorded" "$work/images" > "$work/port" &
server=$!
cleanup() {
    tmux -L shots kill-server 2>/dev/null || true
    kill "$server" "$xvfb" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 600); do [ -s "$work/port" ] && break; sleep 0.1; done
export DISPLAY=$display
mkdir -p "$out"

# The environment every scene runs finder in: the stand-in, no history, English.
cat > "$work/env.sh" <<EOF
export UNSPLASH_ACCESS_KEY=screenshots-stand-in-key-000000000000000000 FINDER_UNSPLASH_URL=http://127.0.0.1:$(cat "$work/port")
export FINDER_NO_HISTORY=1 LANG=en_US.UTF-8 PATH="$bin:\$PATH" PS1='\$ '
cd "$work"
EOF

# capture TITLE NAME: the window titled TITLE, as docs/screenshots/NAME.png.
capture() {
    local id
    id=$(xwininfo -name "$1" 2>/dev/null | sed -n 's/^xwininfo: Window id: \(0x[0-9a-f]*\).*/\1/p')
    [ -n "$id" ] || { echo "screenshots.sh: no window \"$1\"" >&2; return 1; }
    import -window "$id" "$out/$2.png"
    echo "$out/$2.png"
}

# shell TERMINAL COLS ROWS TITLE COMMAND…: COMMAND at a prompt, in TERMINAL, left open.
shell() {
    local terminal=$1 cols=$2 rows=$3 title=$4; shift 4
    printf 'source %q\nclear\necho "\\$ %s"\n%s\nsleep 600\n' "$work/env.sh" "$*" "$*" > "$work/$title.sh"
    case $terminal in
        xterm) COLORTERM=truecolor xterm -T "$title" -geometry "${cols}x${rows}+0+0" -fa 'DejaVu Sans Mono' -fs 10 \
                   -bg '#1e1e1e' -fg '#e0e0e0' -e bash "$work/$title.sh" & ;;
        xterm-sixel) xterm -T "$title" -ti vt340 -xrm 'XTerm*numColorRegisters: 256' -xrm 'XTerm*sixelScrolling: true' \
                   -geometry "${cols}x${rows}+0+0" -fa 'DejaVu Sans Mono' -fs 10 -bg '#1e1e1e' -fg '#e0e0e0' \
                   -e bash "$work/$title.sh" & ;;
        kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -T "$title" -o font_size=10 -o remember_window_size=no \
                   -o initial_window_width="${cols}c" -o initial_window_height="${rows}c" -o background='#1e1e1e' \
                   -o foreground='#e0e0e0' -o allow_remote_control=yes --listen-on "unix:$work/$title.sock" \
                   bash "$work/$title.sh" & ;;
        tmux) xterm -T "$title" -geometry "${cols}x${rows}+0+0" -fa 'DejaVu Sans Mono' -fs 10 -bg '#1e1e1e' -fg '#e0e0e0' \
                   -e tmux -L shots -f /dev/null new-session -s "$title" bash "$work/$title.sh" & ;;
    esac
    echo $! > "$work/$title.pid"
}

# interactive TERMINAL COLS ROWS TITLE KEYS…: `finder interactive photos`, then KEYS typed.
interactive() {
    local terminal=$1 cols=$2 rows=$3 title=$4; shift 4
    printf 'source %q\nfinder interactive photos\nsleep 600\n' "$work/env.sh" > "$work/$title.sh"
    case $terminal in
        tmux) xterm -T "$title" -geometry "${cols}x${rows}+0+0" -fa 'DejaVu Sans Mono' -fs 10 -bg '#1e1e1e' -fg '#e0e0e0' \
                  -e tmux -L shots -f /dev/null new-session -s "$title" bash "$work/$title.sh" & ;;
        kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -T "$title" -o font_size=10 -o remember_window_size=no \
                  -o initial_window_width="${cols}c" -o initial_window_height="${rows}c" -o background='#1e1e1e' \
                  -o foreground='#e0e0e0' -o allow_remote_control=yes --listen-on "unix:$work/$title.sock" \
                  bash "$work/$title.sh" & ;;
    esac
    echo $! > "$work/$title.pid"
    sleep 3
    for keys in "$@"; do
        case $terminal in
            tmux) if [ "$keys" = Enter ] || [ "$keys" = Down ]; then tmux -L shots send-keys -t "$title" "$keys"
                  else tmux -L shots send-keys -t "$title" -l "$keys"; fi ;;
            kitty) case $keys in Enter) keys=$'\r' ;; Down) keys=$'\e[B' ;; esac
                   kitty @ --to "unix:$work/$title.sock" send-text -- "$keys" ;;
        esac
        sleep 2
    done
}

done_with() { kill "$(cat "$work/$1.pid")" 2>/dev/null || true; }

# scene NAME: set up, wait, capture, close.
scene() {
    local name=$1
    case $name in
        list-80)        shell xterm 80 34 "$name" finder photos blue --per-page 3 ;;
        list-200)       shell xterm 200 62 "$name" finder photos blue --per-page 6 ;;
        list-sixel)     shell xterm-sixel 100 50 "$name" finder photos blue --per-page 3 ;;
        list-kitty)     shell kitty 100 50 "$name" finder photos blue --per-page 3 ;;
        list-tmux)      shell tmux 100 50 "$name" finder photos blue --per-page 3 ;;
        show-kitty)     shell kitty 100 44 "$name" finder photos show Xaanw0s0pMk ;;
        show-sixel)     shell xterm-sixel 100 44 "$name" finder photos show Xaanw0s0pMk ;;
        # Typing searches after a pause; with history off, Enter on a listed line shows the
        # selected photo (Down: the next one), Esc goes back to the list.
        interactive-tmux)  interactive tmux 100 36 "$name" blue Down ;;
        interactive-kitty) interactive kitty 100 36 "$name" blue Down ;;
        interactive-view)  interactive tmux 100 36 "$name" blue Down Enter ;;
        interactive-view-kitty) interactive kitty 100 36 "$name" blue Enter ;;
        *) echo "screenshots.sh: no scene $name" >&2; return 2 ;;
    esac
    sleep "$wait"
    capture "$name" "$name"
    done_with "$name"
}

scenes=(list-80 list-200 list-sixel list-kitty list-tmux show-kitty show-sixel interactive-tmux interactive-kitty interactive-view
        interactive-view-kitty)
for s in "${@:-${scenes[@]}}"; do scene "$s"; done
