#!/usr/bin/env python3
"""Cold commands at a million listings against sqlite3, two builds in one run: wall time, page
faults and memory (issue 44's first two goals).

    Benchmarks/million.py AFTER/finder BEFORE/finder DATA_1M PEERS_1M [--rounds N] [--as installed|strip] [--one-index] [--bundled PEERS]

DATA_1M is a data folder holding the 1M catalogue (finder-bench leaves one: `finder-bench
CATALOGUE DIR --build-runs 1`); PEERS_1M the folder `prepare_peers.py` wrote for the same
catalogue. Each build runs on its own copy of DATA_1M (its index left behind and built by
the build's first search, as a user's is), and on a folder of the bundled catalogue. The
binaries measured are what a user runs: each build installed by `Scripts/install.sh --from`
its folder (stripped, and written whole: how a file was written decides the folios the page
cache holds it in, and so a cold run's faults, decision 0612; `--as strip` measures `strip -o`
copies instead, as instructions.sh and wall_paired.py do). Both read the bundles beside AFTER
(FINDER_RESOURCES_DIR).

Wall: every round runs each command once with each build and sqlite3's prefix query for
"apple" (the anchor of every command: sqlite3 answers any prefix at about the same cost), in
one of the six orders taken in turn; medians over the rounds, the ratio to sqlite3's median of
the same rounds. History is on, as a user has it (searches append to it; `history` takes them
in). Each run is posix_spawn + wait4, timed with CLOCK_MONOTONIC, output to /dev/null.

Each build reads the index it wrote (how it was written is part of its readers' cost);
`--one-index` makes two identical indexes one file (a hard link), so that both read the same
pages of the page cache.

Memory: `rusage --memory` (Benchmarks/rusage.c, compiled here) runs each command five times:
peak RSS as wait4 reports it, and the RSS just before exit split into RssAnon (the process's own
memory) and RssFile (mapped files: the binary and the index, pages of the page cache that every
process shares; a kernel that keeps a file in large folios maps a whole folio on a fault).

Writes to Benchmarks/work/million/ (gitignored). Nothing here is a test.
"""
import argparse, itertools, os, shutil, statistics, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument("after"); ap.add_argument("before"); ap.add_argument("data"); ap.add_argument("peers")
ap.add_argument("--rounds", type=int, default=300)
ap.add_argument("--as", dest="form", choices=("installed", "strip"), default="installed",
                help="installed: each build installed by Scripts/install.sh --from its folder (default); "
                     "strip: a `strip -o` copy, as instructions.sh and wall_paired.py measure")
ap.add_argument("--one-index", action="store_true", help="identical indexes made one file (a hard link)")
ap.add_argument("--bundled", help="peers folder of the bundled catalogue (default: instructions.sh's)",
                default=os.path.join(here, "work/instructions/peers"))
args = ap.parse_args()

work = os.path.join(here, "work/million")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
rusage = os.path.join(work, "rusage")
subprocess.run(["cc", "-O2", "-o", rusage, os.path.join(here, "rusage.c")], check=True)
env = dict(os.environ, FINDER_RESOURCES_DIR=os.path.dirname(os.path.abspath(args.after)))
null = os.open(os.devnull, os.O_WRONLY)

COMMANDS = ["stocks apple", "stocks a", "stocks mircosotf", "--json stocks apple", "--accessible stocks apple",
            "--lang ru stocks apple", "suggest ap", "history"]
SQL = "SELECT s.ticker, s.name, s.country FROM keys k JOIN stocks s ON s.id = k.id WHERE k.key >= 'apple' AND k.key < 'applf' LIMIT 20"
sqlite3 = shutil.which("sqlite3") or sys.exit("sqlite3 is not installed (apt-get install sqlite3)")

builds = {}
install = os.path.join(os.path.dirname(here), "Scripts/install.sh")
for side, binary in (("after", args.after), ("before", args.before)):
    if args.form == "installed":
        prefix = os.path.join(work, "prefix-" + side)
        subprocess.run(["bash", install, "--prefix", prefix, "--from", os.path.dirname(os.path.abspath(binary))],
                       check=True, capture_output=True)
        stripped = os.path.join(prefix, "lib/finder/finder")
    else:
        stripped = os.path.join(work, side)
        subprocess.run(["strip", "-o", stripped, binary], check=True)
    big = os.path.join(work, "d1m-" + side)
    # The index is built by the build itself, as a user's is: a copied file lies in the page
    # cache in other folios than finder's writes leave (a cold query faults more on a copy).
    shutil.copytree(args.data, big, ignore=shutil.ignore_patterns("stocks.index*", "*.tmp"))
    small = os.path.join(work, "dbundled-" + side)
    for d in (big, small):   # one search: the index current, the catalogue's state remembered
        subprocess.run([stripped, "--data-dir", d, "stocks", "apple"], env=env, capture_output=True, check=True)
    builds[side] = (stripped, big, small)
# The kernel keeps a file in folios of the sizes its writes or reads left (large ones map many
# pages a fault): how a build writes its index is part of what it costs its readers, and each
# build reads the index it wrote. With --one-index, two identical indexes are made one file
# (both builds read the same pages: a change of the search alone, measured apart from the
# page cache's luck — two indexes written alike in 1 MiB pieces cost their readers up to 15
# faults apart).
for folder in (1, 2):
    a, b = (os.path.join(builds[side][folder], "stocks.index") for side in ("after", "before"))
    same = subprocess.run(["cmp", "-s", a, b]).returncode == 0
    if same and args.one_index:
        os.unlink(a)
        os.link(b, a)
    print("%s: the two builds' indexes %s" % (("1M", "bundled")[folder - 1],
          ("are identical" + (": one file" if args.one_index else ", each read by its build")) if same else "differ"))

def finder(side, folder, command):
    stripped, big, small = builds[side]
    return [stripped, "--data-dir", big if folder == "1m" else small] + command.split()

def peer(folder):
    p = os.path.join(args.peers if folder == "1m" else args.bundled, "peers.sqlite3")
    if not os.path.exists(p):
        sys.exit("no %s: run prepare_peers.py (or Benchmarks/instructions.sh for the bundled one)" % p)
    return [sqlite3, "-readonly", p, SQL]

def run(argv):
    t0 = time.monotonic_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
    _, status, ru = os.wait4(pid, 0)
    t1 = time.monotonic_ns()
    if os.waitstatus_to_exitcode(status) not in (0, 1):   # 1: nothing found
        sys.exit("%s exited with %d" % (" ".join(argv), os.waitstatus_to_exitcode(status)))
    return (t1 - t0) / 1e6, ru.ru_minflt

def load():
    return open("/proc/loadavg").read().split()[0]

def wall(folder, commands):
    runs = {(c, s): [] for c in commands for s in ("after", "before", "sqlite3")}
    argv = {(c, s): (peer(folder) if s == "sqlite3" else finder(s, folder, c)) for (c, s) in runs}
    for key in runs:                                     # warm-up
        for _ in range(3): run(argv[key])
    orders = list(itertools.permutations(("after", "before", "sqlite3")))
    for r in range(args.rounds):
        for c in commands:
            for s in orders[(r + commands.index(c)) % len(orders)]:
                runs[(c, s)].append(run(argv[(c, s)]))
    return runs

def med(xs): return statistics.median(xs)

print("Benchmarks/million.py: %d rounds; after %s, before %s, measured %s" % (args.rounds, args.after, args.before, args.form))
for folder, commands in (("1m", COMMANDS), ("bundled", ["stocks apple", "stocks a"])):
    start = load()
    runs = wall(folder, commands)
    print("\n%s catalogue, wall (medians of %d rounds, load %s at the start, %s at the end)" % (folder, args.rounds, start, load()))
    print("| command | after | before | sqlite3 | after / sqlite3 | before / sqlite3 | faults after, before, sqlite3 |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for c in commands:
        m = {s: med(t for t, _ in runs[(c, s)]) for s in ("after", "before", "sqlite3")}
        f = {s: med(x for _, x in runs[(c, s)]) for s in ("after", "before", "sqlite3")}
        print("| `%s` | %.2f ms | %.2f ms | %.2f ms | %.3f× | %.3f× | %d, %d, %d |"
              % (c, m["after"], m["before"], m["sqlite3"], m["after"] / m["sqlite3"], m["before"] / m["sqlite3"],
                 f["after"], f["before"], f["sqlite3"]))

def memory(argv):
    rows = []
    for _ in range(5):
        out = subprocess.run([rusage, "--memory"] + argv, env=env, capture_output=True, text=True, check=True).stdout.split()
        rows.append([int(x) for x in out])
    return [med(r[i] for r in rows) for i in range(8)]   # us maxrss minflt majflt code hwm anon file

print("\nMemory (KiB, medians of 5 runs: peak RSS from wait4; RssAnon and RssFile just before exit)")
print("| command | catalogue | after: peak, anon, file | before: peak, anon, file | sqlite3: peak, anon, file | peak after / sqlite3 |")
print("| --- | --- | --- | --- | --- | --- |")
for folder in ("bundled", "1m"):
    s = memory(peer(folder))
    for c in COMMANDS:
        a, b = memory(finder("after", folder, c)), memory(finder("before", folder, c))
        print("| `%s` | %s | %d, %d, %d | %d, %d, %d | %d, %d, %d | %.2f× |"
              % (c, folder, a[1], a[6], a[7], b[1], b[6], b[7], s[1], s[6], s[7], a[1] / s[1]))
