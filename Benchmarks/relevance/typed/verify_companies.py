import re, sys
from common import *
rows = load()
comp = parse_companies('companies.tsv')
bad = 0
for k, (t, c, n) in comp.items():
    m = [x for x in rows if listing_matches(x, t, c, '')]
    if not m:
        bad += 1
        print('MISS', k, t, c)
    elif not any(listing_matches(x, t, c, n) for x in m):
        print('name?', k, n, '::', ' ; '.join(f"{x['symbol']}={x['name']}" for x in m[:4]))
    elif '-v' in sys.argv:
        print('ok', k, ' ; '.join(f"{x['symbol']}={x['name']}" for x in m[:3]))
print('bad', bad, 'of', len(comp))
