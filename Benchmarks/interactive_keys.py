#!/usr/bin/env python3
"""Key -> redrawn list in the interactive stock session, measured through a pseudo-terminal.

Starts `finder` (which hands the session to finder-net) in a pty at 100x30, waits for its first screen, then
types each query one key at a time. For every key it times from the write of the key to the
end of the first frame (`ESC[?25h` closes every frame) that shows the line with that key and
no "Searching..." state: the list redrawn for it. The next key is sent only after that, as a
typist slower than the search would. Ctrl-U clears the line between queries.

What it measures is finder's own time (read thread, search, frame, write) plus the pty's
round trip, not a terminal's rendering. A benchmark, never a test: nothing asserts on it.

    Benchmarks/interactive_keys.py .build/release/finder [--data-dir DIR] [--rounds N]

Without --data-dir a temporary folder is used, and the bundled catalogue is imported there
first (not timed).
"""
import argparse
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import tempfile
import termios
import time

FRAME_END = b"\x1b[?25h"
LOADING = "Searching stocks for"


def read_frames(fd, buffer, deadline):
    """Reads until at least one whole frame is in `buffer`; returns (frames, rest, time of the read)."""
    while True:
        if FRAME_END in buffer:
            parts = buffer.split(FRAME_END)
            return [p.decode("utf-8", "replace") for p in parts[:-1]], parts[-1], time.perf_counter()
        timeout = deadline - time.perf_counter()
        if timeout <= 0:
            raise TimeoutError("no frame from finder")
        ready, _, _ = select.select([fd], [], [], timeout)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                raise EOFError("finder ended")
            buffer += chunk


def wait_for(fd, buffer, condition, seconds=120.0):
    """Reads frames until one satisfies `condition`; returns (the time its end was read, rest)."""
    deadline = time.perf_counter() + seconds
    while True:
        frames, buffer, at = read_frames(fd, buffer, deadline)
        if any(condition(f) for f in frames):
            return at, buffer


def lines(frame):
    """A frame's rows as text: the cursor moves and row clears taken out."""
    return [row.replace("\r", "").replace("\x1b[2K", "").split("\x1b[?25l\x1b[H")[-1] for row in frame.split("\n")]


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("--data-dir")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--queries", default="apple,gazprom,microsoft,сбербанк,tesla,toyota,nestle,samsung,berkshire,nvidia")
    ap.add_argument("--slowest", type=int, default=0, help="also list the N slowest keys (round, line typed, ms)")
    args = ap.parse_args()
    data = args.data_dir or tempfile.mkdtemp(prefix="finder-keys-")

    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update({"LANG": "C.UTF-8", "TERM": "xterm-256color"})
        os.environ.pop("FINDER_DEBOUNCE_MS", None)
        os.execv(args.binary, [args.binary, "--data-dir", data, "--lang", "en", "--color", "never", "interactive"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    buffer = b""
    _, buffer = wait_for(fd, buffer, lambda f: "Type to search stocks" in f, seconds=600)

    per_key, where = [], []
    for round_ in range(args.rounds):
        for query in args.queries.split(","):
            typed = ""
            for ch in query:
                typed += ch
                line = "Search stocks: " + typed
                start = time.perf_counter()
                os.write(fd, ch.encode())
                end, buffer = wait_for(fd, buffer, lambda f, line=line: line in lines(f) and LOADING not in f)
                per_key.append((end - start) * 1000)
                where.append((round_ + 1, typed))
            os.write(fd, b"\x15")  # Ctrl-U
            _, buffer = wait_for(fd, buffer, lambda f: "Type to search stocks" in f)
    os.write(fd, b"\x1b")
    os.waitpid(pid, 0)

    load = os.getloadavg()
    print(f"binary: {args.binary}")
    print(f"load average: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; keys: {len(per_key)}")
    print(f"key -> redrawn list, ms: median {statistics.median(per_key):.2f}, p90 {percentile(per_key, 90):.2f}, "
          f"p99 {percentile(per_key, 99):.2f}, max {max(per_key):.2f}")
    for ms, (round_, typed) in sorted(zip(per_key, where), reverse=True)[:args.slowest]:
        print(f"  {ms:8.2f} ms  round {round_}  {typed!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
