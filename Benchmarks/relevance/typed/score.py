#!/usr/bin/env python3
"""Score finder on a typed query set.

usage: score.py FINDER DATA_DIR QUERIES.tsv [--json OUT] [--limit N]

Runs `FINDER_DATA_DIR=DATA_DIR FINDER_NO_HISTORY=1 FINDER --json stocks QUERY --limit 20` for each line
and prints, per kind (column 4 up to the first ':') and overall:
  P@1        the first row is the expected company (company_id.same_company) and its country matches
             column 3 (regex, * = any); for kind `nothing`: zero results;
  recall@5   the expected company is among the first 5 rows (kind `nothing`: zero results);
  irrelevant the share of irrelevant rows in the top 20. A row is irrelevant when it is not the expected
             company AND none of its ticker, name, altName or matched name (`matchedName.name`) contains
             every word of a reading of the query (legal-form words ignored) as a folded prefix of one
             of its words. The readings: the query as typed, and its Latin transliterations when it is
             Cyrillic; for kind layout, the other keyboard layout's text (and its transliterations)
             instead; for kind typo, the words of the expected company's row that are each query
             word's closest spelling (at most 2 edits) instead. For kinds layout, typo and
             ru-spelling only rows after the first count (the first is what P@1 judges). For
             `nothing` every row is irrelevant.
  strict     the definition before 2026-12-05, kept for comparison: for layout, typo and ru-spelling
             every row after the first that is not the expected company is irrelevant, and matched
             names given as objects and Cyrillic queries against Latin names were not read.
Then lists the misses per kind with what came first.
"""
import json, os, re, subprocess, sys
sys.path.insert(0, '/work/shared/relevance')
from company_id import same_company, parse_isins, fold, LEGAL  # noqa: E402

SKIP_FIRST = {'layout', 'typo', 'ru-spelling'}


def words(s):
    return re.findall(r'\w+', fold(s))


def row_texts(row, objects=True):
    out = [row.get('ticker'), row.get('name'), row.get('altName')]
    for k, v in row.items():
        if 'matched' in k.lower():
            if isinstance(v, str):
                out.append(v)
            elif isinstance(v, list):
                out += [x for x in v if isinstance(x, str)]
            elif objects and isinstance(v, dict) and isinstance(v.get('name'), str):
                out.append(v['name'])
    return [t for t in out if t]


def text_match(qwords, row, objects=True):
    if not qwords:
        return False
    for t in row_texts(row, objects):
        tw = words(t) + [re.sub(r'\W', '', fold(t))]   # "BRK/B" also as "brkb"
        if all(any(w.startswith(q) for w in tw) for q in qwords):
            return True
    return False


# Russian → Latin, three common schemes (passport/BGN, scholarly, the plain one people type).
_RU = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'
_SCHEMES = [
    'a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya',
    'a b v g d e e zh z i j k l m n o p r s t u f h c ch sh sch _ y _ e ju ja',
    'a b v g d e yo j z i i k l m n o p r s t u f h c ch sh sh _ i _ e yu ya',
]


def transliterations(text):
    t = (text or '').casefold().replace('ё', 'е')   # not fold(): its NFKD makes "й" an "и"
    if not re.search('[а-я]', t):
        return []
    out = []
    for scheme in _SCHEMES:
        table = dict(zip(_RU, [x.replace('_', '') for x in scheme.split()]))
        v = fold(''.join(table.get(c, c) for c in t))
        if v not in out:
            out.append(v)
    return out


_LAT = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_CYR = 'йцукенгшщзхъфывапролджэячсмитьбюё'


def other_layout(text):
    t = text.lower()
    if re.search('[а-яё]', t):
        return ''.join(_LAT[_CYR.index(c)] if c in _CYR else c for c in t)
    return ''.join(_CYR[_LAT.index(c)] if c in _LAT else c for c in t)


def osa(a, b):
    """Damerau–Levenshtein (optimal string alignment) distance."""
    d = [[max(i, j) if i == 0 or j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            c = a[i - 1] != b[j - 1]
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + c)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


def readings(q, kind, res, is_exp):
    """The word lists a relevant row matches (see the docstring)."""
    def ws(t):
        return [w for w in words(t) if w not in LEGAL] or words(t)
    if kind == 'layout':
        swapped = other_layout(q)
        texts = [swapped] + transliterations(swapped)
    elif kind == 'typo':
        exp = next((r for r in res if is_exp(r)), None)
        if exp is None:
            return []
        names = [w for t in row_texts(exp) for w in words(t)]
        texts = []
        for variant in [q] + transliterations(q):
            picked = []
            for w in ws(variant):
                best = min(names, key=lambda n: osa(w, n), default=None)
                if best is None or osa(w, best) > 2:
                    picked = []
                    break
                picked.append(best)
            if picked:
                texts.append(' '.join(picked))
    else:
        texts = [q] + transliterations(q)
    return [ws(t) for t in texts]


def run(finder, data_dir, q, limit):
    env = dict(os.environ, FINDER_DATA_DIR=data_dir, FINDER_NO_HISTORY='1')
    try:
        p = subprocess.run([finder, '--json', 'stocks', q, '--limit', str(limit)],
                           capture_output=True, env=env, timeout=120)
        return json.loads(p.stdout.decode('utf-8', 'replace')).get('results') or []
    except (ValueError, subprocess.TimeoutExpired, AttributeError):
        return []


def main():
    args = sys.argv[1:]
    out_json, limit = None, 20
    if '--json' in args:
        i = args.index('--json'); out_json = args[i + 1]; del args[i:i + 2]
    if '--limit' in args:
        i = args.index('--limit'); limit = int(args[i + 1]); del args[i:i + 2]
    if len(args) != 3:
        sys.exit(__doc__)
    finder, data_dir, qfile = args
    stats, misses = {}, {}
    for line in open(qfile, encoding='utf-8'):
        if not line.strip() or line.startswith('#'):
            continue
        f = line.rstrip('\n').split('\t') + [''] * 6
        q, tick, country, kindf, isins, name_rx = f[:6]
        kind = kindf.split(':')[0].strip()
        isins = parse_isins(isins)
        res = run(finder, data_dir, q, limit)[:limit]
        s = stats.setdefault(kind, {'n': 0, 'p1': 0, 'r5': 0, 'rows': 0, 'irrelevant': 0, 'strict': 0})
        s['n'] += 1
        top = res[0] if res else None
        got = f"{top.get('ticker')}/{top.get('country')} {top.get('name')!s:.40}" if top else 'nothing'
        if kind == 'nothing':
            ok = not res
            s['p1'] += ok; s['r5'] += ok
            s['rows'] += len(res); s['irrelevant'] += len(res); s['strict'] += len(res)
            if not ok:
                misses.setdefault(kind, []).append(f'{q} -> {got} ({len(res)} rows)')
            continue
        def is_exp(r):
            return same_company(r, tick, isins, name_rx)
        c_ok = top is not None and (country == '*' or re.fullmatch(country, (top.get('country') or '').lower()) is not None)
        p1 = top is not None and is_exp(top) and c_ok
        r5 = any(is_exp(r) for r in res[:5])
        s['p1'] += p1; s['r5'] += r5
        qwords = [w for w in words(q) if w not in LEGAL] or words(q)
        cands = res[1:] if kind in SKIP_FIRST else res
        reads = readings(q, kind, res, is_exp)
        for r in cands:
            s['rows'] += 1
            if not is_exp(r) and not any(text_match(w, r) for w in reads):
                s['irrelevant'] += 1
            if not is_exp(r) and (kind in SKIP_FIRST or not text_match(qwords, r, objects=False)):
                s['strict'] += 1
        if not p1:
            rank = next((i + 1 for i, r in enumerate(res) if is_exp(r)), None)
            misses.setdefault(kind, []).append(f'{q} -> {got}; expected {tick}/{country} at rank {rank or "-"}')
    tot = {'n': 0, 'p1': 0, 'r5': 0, 'rows': 0, 'irrelevant': 0, 'strict': 0}
    report = {}
    print(f"{'kind':18} {'n':>4} {'P@1':>6} {'R@5':>6} {'irrel':>6} {'strict':>6}")
    for kind in sorted(stats) + ['overall']:
        s = stats.get(kind)
        if kind == 'overall':
            s = tot
        else:
            for k in tot:
                tot[k] += s[k]
        fig = {'queries': s['n'], 'p_at_1': s['p1'] / s['n'] if s['n'] else 0.0,
               'recall_at_5': s['r5'] / s['n'] if s['n'] else 0.0,
               'irrelevant_share': s['irrelevant'] / s['rows'] if s['rows'] else 0.0,
               'irrelevant_share_strict': s['strict'] / s['rows'] if s['rows'] else 0.0,
               'rows': s['rows'], 'irrelevant_rows': s['irrelevant']}
        report[kind] = fig
        print(f"{kind:18} {fig['queries']:>4} {fig['p_at_1']:6.3f} {fig['recall_at_5']:6.3f} {fig['irrelevant_share']:6.3f} {fig['irrelevant_share_strict']:6.3f}")
    for kind in sorted(misses):
        print(f'\nmisses: {kind} ({len(misses[kind])})')
        for m in misses[kind]:
            print('  ' + m)
    if out_json:
        json.dump({'figures': report, 'misses': misses}, open(out_json, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)


if __name__ == '__main__':
    main()
