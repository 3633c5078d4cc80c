#!/usr/bin/env python3
"""Which symbol `--refresh` asks the quote source for, for the company a person types.

    Benchmarks/quotes/score.py FINDER DATA_DIR [SET.tsv]

For each query of the set, the first result of `finder --json stocks QUERY --limit 1` is the
listing a person gets; its `symbol` (the catalogue's Yahoo symbol) is what a refresh asks for
(a listing without one is asked by its exchange's suffix: counted as "derived", not scored).
Prints each miss and the share right. The set is written from market knowledge, not from
finder's answers.
"""
import json, subprocess, sys, os

finder, data = sys.argv[1], sys.argv[2]
path = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(__file__), "symbols.tsv")
right = wrong = derived = 0
for line in open(path, encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    query, expected = line.rstrip("\n").split("\t")
    out = subprocess.run([finder, "--data-dir", data, "--no-history", "--json", "stocks", query, "--limit", "1"],
                         capture_output=True, text=True).stdout
    results = json.loads(out).get("results") or [] if out else []
    got = results[0].get("symbol") if results else None
    if got is None:
        derived += 1
        print(f"derived  {query!r}: {results[0]['ticker'] if results else 'no result'} has no symbol")
    elif got.upper() == expected.upper():
        right += 1
    else:
        wrong += 1
        print(f"wrong    {query!r}: asks {got} ({results[0]['name']}), expected {expected}")
total = right + wrong + derived
print(f"{right}/{total} right ({right / total:.1%}), {wrong} wrong, {derived} without a symbol")
