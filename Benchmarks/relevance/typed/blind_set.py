"""The builder the blind query sets written in one format share (`../fresh/build_fresh.py`,
`../unseen/build_unseen.py`): hand-written COMPANIES (key | ticker regex | country regex |
folded-name regex) and QUERIES (query | key | kind) blocks checked against the catalogue;
`@lat:`/`@ru:` queries converted with the ЙЦУКЕН↔QWERTY mapping, `@isin`/`@cusip`/`@figi`
filled from the expected rows (valid check digits only), the ISIN column from those rows."""
import os, re, sys
sys.path.insert(0, '/work/shared/relevance')
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from company_id import fold, ticker_ok  # noqa: E402
from common import isin_valid, cusip_valid, figi_valid  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
CAT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', 'Resources', 'catalogue.tsv')
LAT = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
RUS = "йцукенгшщзхъфывапролджэячсмитьбю"
US = 'united states'


def load(p):
    with open(p, encoding='utf-8') as f:
        next(f); hdr = next(f).rstrip('\n').split('\t')
        return [dict(zip(hdr, l.rstrip('\n').split('\t'))) for l in f]


def parse(block, n):
    out = []
    for line in block.strip('\n').split('\n'):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        f = [x.strip() for x in re.split(r'\s\|\s', line)]
        if len(f) != n:
            raise SystemExit(f'bad line: {line!r}')
        out.append(f)
    return out


def companies(rows, block):
    """key -> (ticker regex, country regex, folded-name regex, the catalogue rows they match)."""
    comp = {}
    for key, tick, country, name_rx in parse(block, 4):
        country = re.sub(r'\bUS\b', US, country)
        if key in comp:
            raise SystemExit(f'duplicate company {key}')
        exp = [x for x in rows if re.fullmatch(country, x['country']) and ticker_ok(tick, x['ticker'])
               and (re.search(name_rx, fold(x['name'])) or re.search(name_rx, fold(x['alt_name'])))]
        if not exp:
            print(f'NO ROW: {key} /{tick}/ {country} /{name_rx}/', file=sys.stderr)
        comp[key] = (tick, country, name_rx, exp)
    return comp


def build(name, companies_block, queries_block):
    """Writes NAME_queries.tsv beside the calling builder from its COMPANIES and QUERIES."""
    rows = load(CAT)
    comp = companies(rows, companies_block)
    out = [f'# {name} blind typed query set for finder: query, ticker regex, country regex, kind[: note], ISINs, '
           'folded-name regex (written blind, see README.md)']
    used = set()
    for q, key, kind in parse(queries_block, 3):
        if key == '-':
            out.append('\t'.join([q, '-', '-', kind, '', ''])); continue
        if key not in comp:
            print(f'UNKNOWN KEY {key} for {q}', file=sys.stderr); continue
        used.add(key)
        tick, country, name_rx, exp = comp[key]
        if q.startswith('@lat:') or q.startswith('@ru:'):
            word = q.split(':', 1)[1]
            m = dict(zip(RUS, LAT)) if q.startswith('@lat:') else dict(zip(LAT, RUS))
            q = ''.join(m.get(c, c) for c in word.lower())
            kind = f'layout: {word}'
        elif q in ('@isin', '@cusip', '@figi'):
            what = q[1:]
            val = ''
            for x in exp:
                cand = (x[what].split() or [''])[0].upper()
                if cand and {'isin': isin_valid, 'cusip': cusip_valid, 'figi': figi_valid}[what](cand):
                    val = cand; break
            if not val:
                print(f'NO {what} for {key}', file=sys.stderr); continue
            q = val
            kind = f'identifier: {what}'
        out.append(row(q, tick, country, kind, exp, name_rx))
    unused = [k for k in comp if k not in used]
    if unused:
        print('unused companies:', ' '.join(unused), file=sys.stderr)
    write(out, os.path.join(HERE, name, f'{name}_queries.tsv'))


def row(q, tick, country, kind, exp, name_rx):
    """A query's line: its expectations and the valid ISINs of the expected rows, each once."""
    isins = []
    for x in exp:
        i = x['isin'].upper()
        if i and isin_valid(i) and i not in isins:
            isins.append(i)
    return '\t'.join([q, tick, country, kind, ','.join(isins), name_rx])


def write(lines, path):
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    print(f'{len(lines) - 1} queries written')
