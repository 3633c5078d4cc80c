#!/usr/bin/env python3
"""Run ../heldout/heldout_check.py on fresh_queries.tsv with this set's per-kind minimums.
heldout_check.py picks its minimums by the file's name (blind*, collisions*, else the held-out set's, whose
short tickers have at most 2 letters and whose suffixed/prefixed/identifier minimums are 30/25/25); it has no
entry for this set. This wrapper runs the check's own code unchanged, adding one MINIMUMS entry ('fresh': the
brief's suggested counts, short tickers of up to 3 letters, as for the blind set) and the name 'fresh' to the
file-name choice. The check file itself is not edited.
usage: fresh_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, '..', 'heldout', 'heldout_check.py')
FRESH = ("MINIMUMS['fresh'] = ({'brand': 110, 'ru-everyday': 40, 'ru-spelling': 45, 'suffixed-ticker': 25, "
         "'prefixed-ticker': 20, 'identifier': 20, 'legal-connector': 30, 'short-ticker': 20, 'typo': 55, "
         "'layout': 25, 'prefix': 30, 'nothing': 15}, 3)\n")
src = open(CHECK, encoding='utf-8').read()
a, b = "LAT = \"qwertyuiop", "for k in ('blind', 'collisions')"
if src.count(a) != 1 or src.count(b) != 1:
    raise SystemExit('heldout_check.py changed: update fresh_check.py')
src = src.replace(a, FRESH + a).replace(b, "for k in ('blind', 'collisions', 'fresh')")
if len(sys.argv) < 2:
    sys.argv.append(os.path.join(HERE, 'fresh_queries.tsv'))
sys.argv[0] = CHECK
exec(compile(src, CHECK, 'exec'), {'__name__': '__main__', '__file__': CHECK})
