#!/usr/bin/env python3
"""Run ../heldout/heldout_check.py on unseen_queries.tsv with this set's per-kind minimums
(this brief's counts, short tickers of up to 3 letters): `../typed/set_check.py`.
usage: unseen_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'typed'))
from set_check import run  # noqa: E402

run('unseen', {'brand': 100, 'ru-everyday': 30, 'ru-spelling': 35, 'suffixed-ticker': 15, 'prefixed-ticker': 15, 'identifier': 15, 'legal-connector': 50, 'short-ticker': 15, 'typo': 70, 'layout': 20, 'prefix': 25, 'nothing': 10}, HERE)
