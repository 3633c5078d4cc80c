#!/usr/bin/env python3
"""Check typed_queries.tsv against the shared data (financedatabase/equities.csv, us-listings/).
usage: check_set.py [typed_queries.tsv]     exits 1 on any error
 - kind labels, per-kind minimum counts, regexes compile (also as company_id strips separators);
 - every expected row: a listing in the data whose ticker (Yahoo suffix dropped) matches column 2 and
   whose exchange country matches column 3; warns when none of those listings' names matches column 6;
 - every ISIN: valid check digit and present somewhere in the shared data;
 - identifier queries: the ISIN / CUSIP / FIGI is valid and is carried by a row of the expected company;
 - nothing queries: no listing name, former name or ticker contains the query (folded)."""
import re, sys, collections
from common import load, other_isins, listing_matches, isin_valid, cusip_valid, figi_valid, fold

KINDS = {'brand', 'ru-everyday', 'ru-spelling', 'suffixed-ticker', 'prefixed-ticker', 'identifier',
         'legal-connector', 'short-ticker', 'typo', 'layout', 'prefix', 'nothing'}
path = sys.argv[1] if len(sys.argv) > 1 else 'typed_queries.tsv'
rows = load()
others = other_isins()
known_isins = {x['isin'].upper() for x in rows if x.get('isin')} | set(others)
errors, warns = [], []
count = collections.Counter()
lines = [l.rstrip('\n').split('\t') for l in open(path, encoding='utf-8') if l.strip() and not l.startswith('#')]
for f in lines:
    if len(f) != 6:
        errors.append(f'{f[0]!r}: {len(f)} columns'); continue
    q, tick, country, kindf, isins, name_rx = f
    kind = kindf.split(':')[0].strip()
    if kind not in KINDS:
        errors.append(f'{q!r}: unknown kind {kind!r}'); continue
    count[kind] += 1
    if kind == 'nothing':
        if tick != '-' or country != '-':
            errors.append(f'{q!r}: nothing row needs - in columns 2 and 3')
        fq = fold(q)
        hit = [x['symbol'] for x in rows if fq in fold(x['name']) or fq in fold(x.get('formerly') or '')
               or fq in fold(x['symbol'])]
        if hit:
            errors.append(f'{q!r}: nothing query found in {hit[:3]}')
        continue
    try:
        for rx in (tick, re.sub(r'[._/\- ]', '', tick), country, name_rx):
            re.compile(rx)
    except re.error as e:
        errors.append(f'{q!r}: bad regex ({e})'); continue
    m = [x for x in rows if listing_matches(x, tick, country, '')]
    if not m:
        errors.append(f'{q!r}: no listing with ticker /{tick}/ in /{country}/')
        continue
    if name_rx and not any(listing_matches(x, tick, country, name_rx) for x in m):
        warns.append(f'{q!r}: the listings {[x["symbol"] + "=" + x["name"] for x in m[:2]]} do not match /{name_rx}/')
    for i in filter(None, isins.split(',')):
        if not isin_valid(i):
            errors.append(f'{q!r}: ISIN {i} has a bad check digit')
        elif i not in known_isins:
            errors.append(f'{q!r}: ISIN {i} is in no data file')
    if kind == 'identifier':
        u = q.strip().upper()
        if u.startswith('BBG'):
            carriers = [x for x in rows if u in (x.get('figi'), x.get('composite_figi'), x.get('shareclass_figi'))]
            if not figi_valid(u) or not carriers or not any(re.search(name_rx, fold(x['name'])) or
                                                              listing_matches(x, tick, country, '') for x in carriers):
                errors.append(f'{q!r}: FIGI invalid or not on a row of the company')
            elif u in {x.get('figi') for x in carriers} and not any(listing_matches(x, tick, country, '') for x in carriers if x.get('figi') == u):
                errors.append(f'{q!r}: listing FIGI belongs to another listing than expected')
        elif re.fullmatch(r'[A-Z]{2}[A-Z0-9]{9}\d', u):
            if not (isin_valid(u) and u in set(isins.split(','))):
                errors.append(f'{q!r}: ISIN invalid or not among the company ISINs')
        else:
            carriers = [x for x in rows if (x.get('cusip') or '').upper() == u]
            if not cusip_valid(u) or not any(re.search(name_rx, fold(x['name'])) for x in carriers):
                errors.append(f'{q!r}: CUSIP invalid or not on a row of the company')
for k in sorted(KINDS):
    need = 20 if k == 'nothing' else 35
    if count[k] < need:
        errors.append(f'kind {k}: {count[k]} queries < {need}')
for w in warns:
    print('WARN', w)
for e in errors:
    print('ERROR', e)
print(f'{len(lines)} queries;', ', '.join(f'{k} {count[k]}' for k in sorted(count)), f'; {len(errors)} errors, {len(warns)} warnings')
sys.exit(1 if errors else 0)
