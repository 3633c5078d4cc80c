#!/usr/bin/env python3
"""Cold wall time of `finder stocks app`, two builds against sqlite3, interleaved and paired:

    Benchmarks/wall_paired.py AFTER_FINDER BEFORE_FINDER [ROUNDS]     # ROUNDS default 1000

wall.sh runs each command's 200 runs one after the other, so a machine that drifts over the
seconds between them (this VM's sqlite3 median moved 2.25 → 3.10 ms from one run to the next)
moves one command's median and not the other's. Here every round runs the three commands once
each, in one of the six orders taken in turn (each command as often right after each other),
and the ratios are taken within a round (the median of after/sqlite3 over the rounds) as well
as of the medians, with the median of the paired differences (the spawning and timing here
add the same to each run: that draws ratios towards 1, not differences), and after against
before directly. Each run is posix_spawn + waitpid timed with CLOCK_MONOTONIC, stdout and
stderr to /dev/null (the same for all three). The setup is wall.sh's: stripped copies, each on
its own data folder prepared by one search, both reading the bundles beside AFTER (checked to
be BEFORE's), sqlite3 on instructions.sh's peer; run Benchmarks/instructions.sh first. Writes
to Benchmarks/work/wall-paired/ (gitignored).
"""
import filecmp, itertools, os, shutil, statistics, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
after, before = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
peer = os.path.join(here, "work/instructions/peers/peers.sqlite3")
if not (os.path.exists(peer) and os.path.getsize(peer) > 0):
    sys.exit("run Benchmarks/instructions.sh first (it makes the sqlite3 peer)")
work = os.path.join(here, "work/wall-paired")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
resources = os.path.dirname(os.path.abspath(after))
for bundle in ("finder_FinderLocalization.resources", "finder_FinderResources.resources"):
    theirs = os.path.join(os.path.dirname(os.path.abspath(before)), bundle)
    if os.path.isdir(theirs):   # both builds read AFTER's bundles: they must be BEFORE's too
        d = filecmp.dircmp(os.path.join(resources, bundle), theirs)
        if d.left_only or d.right_only or d.diff_files:
            sys.exit("the bundles beside the two builds differ: %s" % bundle)
env = dict(os.environ, FINDER_RESOURCES_DIR=resources)
commands = {}
for name, binary in (("after", after), ("before", before)):
    stripped = os.path.join(work, name)
    subprocess.run(["strip", "-o", stripped, binary], check=True)
    data = os.path.join(work, "d-" + name)
    subprocess.run([stripped, "--data-dir", data, "stocks", "app"], env=env, capture_output=True, check=True)
    commands[name] = [stripped, "--data-dir", data, "stocks", "app"]
sql = "SELECT ticker, name FROM s WHERE key >= 'app' AND key < 'apq' ORDER BY key LIMIT 20"
sqlite3 = shutil.which("sqlite3") or sys.exit("sqlite3 is not installed (apt-get install sqlite3)")
commands["sqlite3"] = [sqlite3, peer, sql]
null = os.open(os.devnull, os.O_WRONLY)

def run(argv):
    t0 = time.monotonic_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
    _, status = os.waitpid(pid, 0)
    t1 = time.monotonic_ns()
    if status != 0:
        sys.exit("%s exited with %d" % (argv[0], status))
    return (t1 - t0) / 1e6

names = ["after", "before", "sqlite3"]
for _ in range(20):                                   # warm-up
    for n in names:
        run(commands[n])
times = {n: [] for n in names}
load = open("/proc/loadavg").read().split()[0]
orders = list(itertools.permutations(names))   # each command before and after each other, alike
for r in range(rounds):
    order = orders[r % len(orders)]
    for n in order:
        times[n].append(run(commands[n]))
med = {n: statistics.median(times[n]) for n in names}
paired = {n: statistics.median(a / s for a, s in zip(times[n], times["sqlite3"])) for n in ("after", "before")}
print("%d rounds, load %s at the start: medians after %.2f ms, before %.2f ms, sqlite3 %.2f ms"
      % (rounds, load, med["after"], med["before"], med["sqlite3"]))
print("  ratio of medians: after/sqlite3 %.3fx, before/sqlite3 %.3fx" % (med["after"] / med["sqlite3"], med["before"] / med["sqlite3"]))
print("  median of paired ratios: after/sqlite3 %.3fx, before/sqlite3 %.3fx" % (paired["after"], paired["before"]))
# The spawning and timing add the same to every run, which draws the ratios towards 1; the
# differences are free of it.
diff = {n: statistics.median(a - s for a, s in zip(times[n], times["sqlite3"])) * 1e3 for n in ("after", "before")}
print("  median of paired differences: after - sqlite3 %+.0f us, before - sqlite3 %+.0f us" % (diff["after"], diff["before"]))
print("  after against before, paired: ratio %.3fx, difference %+.0f us"
      % (statistics.median(a / b for a, b in zip(times["after"], times["before"])),
         statistics.median(a - b for a, b in zip(times["after"], times["before"])) * 1e3))
