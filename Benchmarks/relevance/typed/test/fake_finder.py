#!/usr/bin/env python3
"""A fake finder for testing score.py: prints canned JSON for a few queries, empty results otherwise."""
import json, sys
args = sys.argv[1:]
q = args[args.index('stocks') + 1]
CANNED = {
    'google': [{'ticker': 'GOOGL', 'name': 'Alphabet Inc. Class A', 'country': 'united states', 'matchedName': 'brand: Google'},
               {'ticker': 'GOOG', 'name': 'Alphabet Inc. Class C', 'country': 'united states'},
               {'ticker': 'VGL', 'name': 'Very Good Leisure', 'country': 'japan'}],
    'meta': [{'ticker': '5713', 'name': 'Sumitomo Metal Mining', 'country': 'japan'},
             {'ticker': 'META', 'name': 'Meta Platforms Inc', 'country': 'united states'}],
    '7203.T': [{'ticker': '7203.T', 'name': 'Toyota Motor Corporation', 'country': 'japan'}],
    'ищуштп': [{'ticker': 'XYZ', 'name': 'Ищуштп Corp', 'country': 'russia'},
               {'ticker': 'BA', 'name': 'Boeing Company (The)', 'country': 'united states'},
               {'ticker': 'BOIN', 'name': 'Boingo', 'country': 'united states'}],
    'zzz nothing': [{'ticker': 'ZZZ', 'name': 'Zzz Inc', 'country': 'united states'}],
}
print(json.dumps({'count': len(CANNED.get(q, [])), 'results': CANNED.get(q, [])}))
