#!/usr/bin/env python3
"""Run ../heldout/heldout_check.py on sealed_queries.tsv with this set's per-kind minimums.
heldout_check.py picks its minimums by the file's name (blind*, collisions*, else the held-out set's, whose
short tickers have at most 2 letters); it has no entry for this set. This wrapper (modelled on
../unseen/unseen_check.py) runs the check's own code unchanged, adding one MINIMUMS entry ('sealed': this brief's
counts, short tickers of up to 3 letters, as for the blind, fresh and unseen sets) and the name 'sealed' to the
file-name choice. The check file itself is not edited.
usage: sealed_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, '..', 'heldout', 'heldout_check.py')
SEALED = ("MINIMUMS['sealed'] = ({'brand': 100, 'ru-everyday': 30, 'ru-spelling': 35, 'suffixed-ticker': 15, "
          "'prefixed-ticker': 15, 'identifier': 15, 'legal-connector': 50, 'short-ticker': 15, 'typo': 70, "
          "'layout': 20, 'prefix': 25, 'nothing': 10}, 3)\n")
src = open(CHECK, encoding='utf-8').read()
a, b = "LAT = \"qwertyuiop", "for k in ('blind', 'collisions')"
if src.count(a) != 1 or src.count(b) != 1:
    raise SystemExit('heldout_check.py changed: update sealed_check.py')
src = src.replace(a, SEALED + a).replace(b, "for k in ('blind', 'collisions', 'sealed')")
if len(sys.argv) < 2:
    sys.argv.append(os.path.join(HERE, 'sealed_queries.tsv'))
sys.argv[0] = CHECK
exec(compile(src, CHECK, 'exec'), {'__name__': '__main__', '__file__': CHECK})
