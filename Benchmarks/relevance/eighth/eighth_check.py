#!/usr/bin/env python3
"""Run ../heldout/heldout_check.py on eighth_queries.tsv with this set's per-kind minimums
(this brief's counts, short tickers of up to 3 letters): `../typed/set_check.py`.
usage: eighth_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'typed'))
from set_check import run  # noqa: E402

run('eighth', {'brand': 85, 'ru-everyday': 25, 'ru-spelling': 30, 'suffixed-ticker': 14, 'prefixed-ticker': 14, 'identifier': 14, 'legal-connector': 45, 'short-ticker': 14, 'typo': 60, 'layout': 18, 'prefix': 20, 'nothing': 10}, HERE)
