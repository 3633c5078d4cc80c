#!/usr/bin/env python3
"""Build typed_queries.tsv from queries_src.tsv (query, company key, kind) and companies.tsv
(ticker regex, listing country, name regex). ISINs of each company are gathered from the shared
data (financedatabase rows of the company, investpy/MOEX/index rows whose name matches), keeping
only ISINs with a valid check digit and dropping the few known to be mislabelled."""
import re
from common import load, other_isins, parse_companies, listing_matches, isin_valid, fold

LAT = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
CYR = "йцукенгшщзхъфывапролджэячсмитьбюё"
TO_LAT = dict(zip(CYR, LAT))
TO_CYR = dict(zip(LAT, CYR))
# ISINs in the data that belong to something else (see README: data oddities)
BAD_ISINS = {'LU1681040900', 'XS1937306121'}


def layout(q):
    if q.startswith('@lat:'):
        return ''.join(TO_LAT.get(c, c) for c in q[5:])
    if q.startswith('@ru:'):
        return ''.join(TO_CYR.get(c, c) for c in q[4:])
    return q


def main():
    rows = load()
    others = other_isins()
    comp = parse_companies('companies.tsv')
    isins_of = {}
    for key, (t, c, n) in comp.items():
        s = set()
        for x in rows:
            if x['src'] != 'fd' or not x['isin']:
                continue
            if listing_matches(x, t, c, '') or re.search(n, fold(x['name'])):
                s.add(x['isin'].upper())
        for i, names in others.items():
            if any(re.search(n, fold(nm)) for nm in names if nm):
                s.add(i)
        isins_of[key] = sorted(i for i in s if isin_valid(i) and i not in BAD_ISINS)
    out = ['# query\texpected first ticker (regex)\texpected country of that listing (regex; * = any; - = nothing)'
           '\tkind[: note]\tISINs of the expected company (share classes and receipts)'
           '\tname of the expected company (regex on the folded name: old and current legal names)']
    seen = set()
    for line in open('queries_src.tsv', encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        f = line.split('\t')
        q, key, kind = layout(f[0]), f[1], f[2]
        if q in seen:
            raise SystemExit(f'duplicate query {q!r}')
        seen.add(q)
        if key == '-':
            out.append('\t'.join([q, '-', '-', kind, '', '']))
            continue
        t, c, n = comp[key]
        if len(f) > 3 and f[3]:
            t = f[3]
        if len(f) > 4 and f[4]:
            c = f[4]
        out.append('\t'.join([q, t, c, kind, ','.join(isins_of[key]), n]))
    open('typed_queries.tsv', 'w', encoding='utf-8').write('\n'.join(out) + '\n')
    print(len(out) - 1, 'queries written')


if __name__ == '__main__':
    main()
