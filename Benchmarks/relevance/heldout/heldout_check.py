#!/usr/bin/env python3
"""Check a blind query set against the catalogue (default Resources/catalogue.tsv of the repository):
the held-out set (default), ../blind/blind_queries.tsv or ../collisions/collisions_queries.tsv, each with the per-kind minimums of its brief
(`MINIMUMS`; the blind set's short tickers may have three letters).
usage: heldout_check.py [QUERIES.tsv] [CATALOGUE]     exits 1 on any error
 - 6 columns, known kind, regexes compile (also with separators stripped, as company_id does);
 - every expected answer: a catalogue row whose ticker matches column 2 (company_id.ticker_ok: Yahoo suffix
   dropped, separators ignored) and whose country matches column 3; warns when no such row's name matches
   column 6, and when column 6 also matches a row of another ticker in the same country;
 - every ISIN in column 5: valid check digit and carried by one of the expected rows;
 - identifier: ISIN / CUSIP / FIGI with a valid check digit, carried by an expected row;
 - suffixed-ticker: the Yahoo symbol is the `symbol` of an expected row; prefixed-ticker: the part after ':'
   is the ticker of an expected row; short-ticker: 1-2 letters, the ticker of an expected row;
 - layout: the note converts to the query with the standard ЙЦУКЕН/QWERTY mapping;
 - typo: within 1-2 edits of a word (or the whole) of an expected row's name (a Cyrillic typo: of its alt name
   and the Russian names the set itself uses for it), and not itself a word of any name;
 - prefix: 3-6 letters, a prefix of a word of an expected row's name (warns when it is a whole word somewhere);
 - nothing: the folded query is in no ticker, name or alt_name of the catalogue."""
import os, re, sys, collections
sys.path.insert(0, '/work/shared/relevance')
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
from company_id import fold, ticker_ok, norm_ticker, LEGAL  # noqa: E402
from common import isin_valid, cusip_valid, figi_valid  # noqa: E402

MINIMUMS = {
    'heldout': ({'brand': 30, 'ru-everyday': 25, 'ru-spelling': 30, 'suffixed-ticker': 30, 'prefixed-ticker': 25,
                 'identifier': 25, 'legal-connector': 25, 'short-ticker': 20, 'typo': 30, 'layout': 25, 'prefix': 25,
                 'nothing': 10}, 2),
    'blind': ({'brand': 110, 'ru-everyday': 40, 'ru-spelling': 50, 'suffixed-ticker': 25, 'prefixed-ticker': 20,
               'identifier': 20, 'legal-connector': 25, 'short-ticker': 15, 'typo': 60, 'layout': 30, 'prefix': 30,
               'nothing': 15}, 3),
    # ../collisions: whole names that are also words of other companies' names or brands.
    'collisions': ({'brand': 100, 'prefix': 15}, 2),
}
LAT = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
RUS = "йцукенгшщзхъфывапролджэячсмитьбю"
here = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, 'heldout_queries.tsv')
cat = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, '..', '..', '..', 'Resources', 'catalogue.tsv')
KINDS, SHORT = MINIMUMS[next((k for k in ('blind', 'collisions') if os.path.basename(path).startswith(k)), 'heldout')]


def load(p):
    with open(p, encoding='utf-8') as f:
        next(f); hdr = next(f).rstrip('\n').split('\t')
        return [dict(zip(hdr, l.rstrip('\n').split('\t'))) for l in f]


def lev(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


rows = load(cat)
by_country = collections.defaultdict(list)
for x in rows:
    by_country[x['country']].append(x)
all_words = set()
for x in rows:
    all_words.update(re.findall(r'\w+', fold(x['name'])))
blob = '\n'.join(fold(x['ticker']) + '\n' + fold(x['name']) + '\n' + fold(x.get('alt_name')) for x in rows)
errors, warns = [], []
count = collections.Counter()
lines = [l.rstrip('\n').split('\t') for l in open(path, encoding='utf-8') if l.strip() and not l.startswith('#')]
seen = set()
for f in lines:
    if len(f) != 6:
        errors.append(f'{f[0]!r}: {len(f)} columns'); continue
    q, tick, country, kindf, isins, name_rx = f
    kind, _, note = (p.strip() for p in kindf.partition(':'))
    if kind not in KINDS:
        errors.append(f'{q!r}: unknown kind {kind!r}'); continue
    if q.casefold() in seen:
        errors.append(f'{q!r}: duplicate query')
    seen.add(q.casefold())
    count[kind] += 1
    if kind == 'nothing':
        if tick != '-' or country != '-':
            errors.append(f'{q!r}: nothing row needs - in columns 2 and 3')
        if fold(q) in blob:
            errors.append(f'{q!r}: nothing query occurs in the catalogue')
        for w in re.findall(r'\w+', fold(q)):
            if w not in LEGAL and len(w) >= 3 and any(x.startswith(w) for x in all_words):
                warns.append(f'{q!r}: word {w!r} is a prefix of a catalogue name word')
        continue
    try:
        for rx in (tick, re.sub(r'[._/\- ]', '', tick), country, name_rx):
            re.compile(rx)
    except re.error as e:
        errors.append(f'{q!r}: bad regex ({e})'); continue
    in_country = [x for c in by_country if re.fullmatch(country, c) for x in by_country[c]]
    exp = [x for x in in_country if ticker_ok(tick, x['ticker'])]
    if not exp:
        errors.append(f'{q!r}: no catalogue row with ticker /{tick}/ in {country}'); continue
    named = [x for x in exp if re.search(name_rx, fold(x['name'])) or re.search(name_rx, fold(x.get('alt_name')))]
    if not named:
        warns.append(f'{q!r}: rows {[x["ticker"] + "=" + x["name"] for x in exp[:2]]} do not match /{name_rx}/')
    named = named or exp
    others = [x['ticker'] + '=' + x['name'] for x in in_country
              if not ticker_ok(tick, x['ticker']) and re.search(name_rx, fold(x['name']))]
    def head(n):
        return ' '.join(re.findall(r'\w+', fold(n))[:2])
    heads = {head(x['name']) for x in named}
    others = [o for o in others if head(o.split('=', 1)[1]) not in heads]   # other share classes: same name
    if others:
        warns.append(f'{q!r}: /{name_rx}/ also matches other {country} rows {others[:3]}')
    carried = {x['isin'].upper() for x in exp if x['isin']}
    for i in filter(None, isins.split(',')):
        if not isin_valid(i):
            errors.append(f'{q!r}: ISIN {i} has a bad check digit')
        elif i.upper() not in carried:
            errors.append(f'{q!r}: ISIN {i} is on no expected row')
    u = q.strip().upper()
    if kind == 'identifier':
        if note == 'isin':
            ok = isin_valid(u) and u in carried and u in isins.split(',')
        elif note == 'cusip':
            ok = cusip_valid(u) and any(x['cusip'].upper() == u for x in exp)
        elif note == 'figi':
            ok = figi_valid(u) and any(u in x['figi'].upper().split() for x in exp)
        else:
            ok = False
        if not ok:
            errors.append(f'{q!r}: {note or "identifier"} invalid or not carried by an expected row')
    elif kind == 'suffixed-ticker':
        if not any(x['symbol'].upper() == u for x in exp):
            errors.append(f'{q!r}: no expected row has the symbol {q}')
    elif kind == 'prefixed-ticker':
        t = u.split(':', 1)[1] if ':' in u else ''
        if not any(norm_ticker(x['ticker']) == re.sub(r'[^0-9A-Z]', '', t) for x in exp):
            errors.append(f'{q!r}: {t} is not the ticker of an expected row')
    elif kind == 'short-ticker':
        if not (1 <= len(u) <= SHORT and any(x['ticker'].upper() == u for x in exp)):
            errors.append(f'{q!r}: not a 1-{SHORT} letter ticker of an expected row')
    elif kind == 'layout':
        m = dict(zip(RUS, LAT)) if re.search('[а-я]', note) else dict(zip(LAT, RUS))
        if ''.join(m.get(c, c) for c in note.lower()) != q:
            errors.append(f'{q!r}: is not {note!r} typed on the other layout')
    elif kind == 'typo':
        fq = fold(q)
        cands = set()
        for x in named:
            n = fold(x['name'])
            cands.update(re.findall(r'\w+', n)); cands.add(re.sub(r'\W', '', n))
        if re.search('[а-я]', fq):   # a Cyrillic typo: of the alt name or the Russian names used in this set
            for x in named:
                cands.update(re.findall(r'\w+', fold(x.get('alt_name'))))
            cands.update(w for g in lines if len(g) == 6 and g[1] == tick and g[2] == country
                         and g[3].split(':')[0] in ('ru-everyday', 'ru-spelling', 'legal-connector')
                         for w in re.findall(r'\w+', fold(g[0])))
            cands.discard('')
        d = min(lev(fq, c) for c in cands)
        if not 1 <= d <= 2:
            errors.append(f'{q!r}: {d} edits from the expected names')
        if fq in all_words:
            warns.append(f'{q!r}: the typo is itself a word of some catalogue name')
    elif kind == 'prefix':
        fq = fold(q)
        words = [w for x in named for w in re.findall(r'\w+', fold(x['name']))]
        if re.search('[а-я]', fq):   # a Cyrillic prefix: of the Russian name used in this set
            words = [w for g in lines if len(g) == 6 and g[1] == tick and g[2] == country
                     and g[3].split(':')[0] in ('ru-everyday', 'legal-connector') for w in re.findall(r'\w+', fold(g[0]))]
        if not (3 <= len(fq) <= 6 and any(w.startswith(fq) and w != fq for w in words)):
            errors.append(f'{q!r}: not a 3-6 letter prefix of a word of the expected name')
        if fq in all_words:
            warns.append(f'{q!r}: the prefix is itself a whole word of some catalogue name')
for k, need in KINDS.items():
    if count[k] < need:
        errors.append(f'kind {k}: {count[k]} queries < {need}')
for w in warns:
    print('WARN', w)
for e in errors:
    print('ERROR', e)
print(f'{len(lines)} queries;', ', '.join(f'{k} {count[k]}' for k in KINDS), f'; {len(errors)} errors, {len(warns)} warnings')
sys.exit(1 if errors else 0)
