#!/usr/bin/env python3
"""Run ../heldout/heldout_check.py on eighth_queries.tsv with this set's per-kind minimums.
heldout_check.py picks its minimums by the file's name (blind*, collisions*, else the held-out set's, whose
short tickers have at most 2 letters); it has no entry for this set. This wrapper (modelled on
../sealed/sealed_check.py) runs the check's own code unchanged, adding one MINIMUMS entry ('eighth': this brief's
counts, short tickers of up to 3 letters, as for the blind, fresh and unseen sets) and the name 'eighth' to the
file-name choice. The check file itself is not edited.
usage: eighth_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, '..', 'heldout', 'heldout_check.py')
EIGHTH = ("MINIMUMS['eighth'] = ({'brand': 85, 'ru-everyday': 25, 'ru-spelling': 30, 'suffixed-ticker': 14, "
          "'prefixed-ticker': 14, 'identifier': 14, 'legal-connector': 45, 'short-ticker': 14, 'typo': 60, "
          "'layout': 18, 'prefix': 20, 'nothing': 10}, 3)\n")
src = open(CHECK, encoding='utf-8').read()
a, b = "LAT = \"qwertyuiop", "for k in ('blind', 'collisions')"
if src.count(a) != 1 or src.count(b) != 1:
    raise SystemExit('heldout_check.py changed: update eighth_check.py')
src = src.replace(a, EIGHTH + a).replace(b, "for k in ('blind', 'collisions', 'eighth')")
if len(sys.argv) < 2:
    sys.argv.append(os.path.join(HERE, 'eighth_queries.tsv'))
sys.argv[0] = CHECK
exec(compile(src, CHECK, 'exec'), {'__name__': '__main__', '__file__': CHECK})
