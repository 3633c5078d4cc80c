#!/usr/bin/env python3
"""Score finder on a typed query set.

usage: score.py FINDER DATA_DIR QUERIES.tsv [--json OUT] [--limit N]

Runs `FINDER_DATA_DIR=DATA_DIR FINDER_NO_HISTORY=1 FINDER --json stocks QUERY --limit 20` for each line
and prints, per kind (column 4 up to the first ':') and overall:
  P@1        the first row is the expected company (company_id.same_company) and its country matches
             column 3 (regex, * = any); for kind `nothing`: zero results;
  recall@5   the expected company is among the first 5 rows (kind `nothing`: zero results);
  irrelevant the share of irrelevant rows in the top 20. A row is irrelevant when it is not the expected
             company AND none of its ticker, name, altName or matched-name members contains every word
             of the query (legal-form words ignored) as a folded prefix of one of its words. For kinds
             layout, typo and ru-spelling only rows after the first count as candidates (the literal
             text is not what was meant) and rows of the expected company are relevant. For `nothing`
             every row is irrelevant.
Then lists the misses per kind with what came first.
"""
import json, os, re, subprocess, sys
sys.path.insert(0, '/work/shared/relevance')
from company_id import same_company, parse_isins, fold, LEGAL  # noqa: E402

SKIP_FIRST = {'layout', 'typo', 'ru-spelling'}


def words(s):
    return re.findall(r'\w+', fold(s))


def row_texts(row):
    out = [row.get('ticker'), row.get('name'), row.get('altName')]
    for k, v in row.items():
        if 'matched' in k.lower():
            if isinstance(v, str):
                out.append(v)
            elif isinstance(v, list):
                out += [x for x in v if isinstance(x, str)]
    return [t for t in out if t]


def text_match(qwords, row):
    if not qwords:
        return False
    for t in row_texts(row):
        tw = words(t) + [re.sub(r'\W', '', fold(t))]   # "BRK/B" also as "brkb"
        if all(any(w.startswith(q) for w in tw) for q in qwords):
            return True
    return False


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
        s = stats.setdefault(kind, {'n': 0, 'p1': 0, 'r5': 0, 'rows': 0, 'irrelevant': 0})
        s['n'] += 1
        top = res[0] if res else None
        got = f"{top.get('ticker')}/{top.get('country')} {top.get('name')!s:.40}" if top else 'nothing'
        if kind == 'nothing':
            ok = not res
            s['p1'] += ok; s['r5'] += ok
            s['rows'] += len(res); s['irrelevant'] += len(res)
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
        for r in cands:
            s['rows'] += 1
            if not is_exp(r) and (kind in SKIP_FIRST or not text_match(qwords, r)):
                s['irrelevant'] += 1
        if not p1:
            rank = next((i + 1 for i, r in enumerate(res) if is_exp(r)), None)
            misses.setdefault(kind, []).append(f'{q} -> {got}; expected {tick}/{country} at rank {rank or "-"}')
    tot = {'n': 0, 'p1': 0, 'r5': 0, 'rows': 0, 'irrelevant': 0}
    report = {}
    print(f"{'kind':18} {'n':>4} {'P@1':>6} {'R@5':>6} {'irrel':>6}")
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
               'rows': s['rows'], 'irrelevant_rows': s['irrelevant']}
        report[kind] = fig
        print(f"{kind:18} {fig['queries']:>4} {fig['p_at_1']:6.3f} {fig['recall_at_5']:6.3f} {fig['irrelevant_share']:6.3f}")
    for kind in sorted(misses):
        print(f'\nmisses: {kind} ({len(misses[kind])})')
        for m in misses[kind]:
            print('  ' + m)
    if out_json:
        json.dump({'figures': report, 'misses': misses}, open(out_json, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)


if __name__ == '__main__':
    main()
