#!/usr/bin/env bash
# Prints each exchange of Resources/catalogue.tsv (with its country: "CSE" is Canada's and
# Sri Lanka's) with the Yahoo symbol suffix its listings carry, the most common one, and how
# many of its listings have it: the table Sources/FinderDomain/Stocks/_QuoteSuffixes.swift
# holds. Run from the repository's root.
set -euo pipefail
awk -F'\t' 'NR > 2 && $3 != "" && $11 ~ /\./ {
    n = split($11, part, "."); e = $3 "|" $4; key = e "\t." part[n]; count[key]++; total[e]++
} END {
    for (k in count) { split(k, f, "\t"); if (count[k] > best[f[1]]) { best[f[1]] = count[k]; suffix[f[1]] = f[2] } }
    for (e in suffix) printf "%s\t%s\t%d/%d\n", e, suffix[e], best[e], total[e]
}' Resources/catalogue.tsv | sort
