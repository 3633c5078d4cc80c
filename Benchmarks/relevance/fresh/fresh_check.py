#!/usr/bin/env python3
"""Run ../heldout/heldout_check.py on fresh_queries.tsv with this set's per-kind minimums
(the brief's suggested counts, short tickers of up to 3 letters): `../typed/set_check.py`.
usage: fresh_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'typed'))
from set_check import run  # noqa: E402

run('fresh', {'brand': 110, 'ru-everyday': 40, 'ru-spelling': 45, 'suffixed-ticker': 25, 'prefixed-ticker': 20, 'identifier': 20, 'legal-connector': 30, 'short-ticker': 20, 'typo': 55, 'layout': 25, 'prefix': 30, 'nothing': 15}, HERE)
