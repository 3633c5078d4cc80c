"""Shared helpers for the evaluation set: data loading, exchange country, ISIN check digit."""
import csv, glob, json, re, sys
sys.path.insert(0, '/work/shared/relevance')
from company_id import fold, norm_ticker, ticker_ok  # noqa: E402

D = '/work/shared/data'
SUFFIX_COUNTRY = {
    'T': 'japan', 'F': 'japan', 'S': 'japan', 'HK': 'hong kong', 'KS': 'south korea', 'KQ': 'south korea',
    'TW': 'taiwan', 'TWO': 'taiwan', 'SS': 'china', 'SZ': 'china', 'NS': 'india', 'BO': 'india',
    'ME': 'russia', 'SA': 'brazil', 'DE': 'germany', 'BE': 'germany', 'MU': 'germany', 'DU': 'germany',
    'HM': 'germany', 'HA': 'germany', 'PA': 'france', 'L': 'united kingdom', 'IL': 'united kingdom',
    'AQ': 'united kingdom', 'AS': 'netherlands', 'SW': 'switzerland', 'VX': 'switzerland', 'MI': 'italy',
    'TI': 'italy', 'MC': 'spain', 'ST': 'sweden', 'CO': 'denmark', 'HE': 'finland', 'OL': 'norway',
    'BR': 'belgium', 'VI': 'austria', 'AX': 'australia', 'TO': 'canada', 'V': 'canada', 'CN': 'canada',
    'NE': 'canada', 'JO': 'south africa', 'IS': 'turkey', 'SR': 'saudi arabia', 'JK': 'indonesia',
    'BK': 'thailand', 'KL': 'malaysia', 'SI': 'singapore', 'MX': 'mexico', 'BA': 'argentina',
    'SN': 'chile', 'TA': 'israel', 'NZ': 'new zealand', 'CA': 'egypt', 'QA': 'qatar', 'LS': 'portugal',
    'IR': 'ireland', 'AT': 'greece', 'WA': 'poland', 'PR': 'czech republic', 'BD': 'hungary',
    'CM': 'sri lanka', 'CR': 'venezuela', 'IC': 'iceland', 'RG': 'latvia', 'VS': 'lithuania',
    'TL': 'estonia',
}


def listing_country(sym, exchange, src):
    if src == 'us':
        return 'united states'
    if '.' in sym:
        suf = sym.rsplit('.', 1)[1].upper()
        if suf in SUFFIX_COUNTRY:
            return SUFFIX_COUNTRY[suf]
    if exchange == 'NGM':
        return 'sweden'
    if exchange in ('ASE', 'NCM', 'OID', 'OQB', 'PCX', 'BTS', 'NMS', 'NYQ', 'NGM_US'):
        return 'united states'
    return ''


def load():
    rows = []
    for x in csv.DictReader(open(D + '/financedatabase/equities.csv', encoding='utf-8')):
        x['src'] = 'fd'
        x['xcountry'] = listing_country(x['symbol'], x['exchange'], 'fd')
        rows.append(x)
    for f in sorted(glob.glob(D + '/us-listings/*.json')):
        ex = f.split('/')[-1].split('_')[0]
        for x in json.load(open(f, encoding='utf-8')):
            rows.append({'symbol': x['symbol'], 'name': x['name'], 'exchange': ex, 'country': x.get('country', ''),
                         'market_cap': x.get('marketCap', ''), 'isin': '', 'cusip': '', 'figi': '',
                         'composite_figi': '', 'shareclass_figi': '', 'formerly': '', 'src': 'us',
                         'xcountry': 'united states'})
    return rows


def other_isins():
    """ISINs known to the other shared files (investpy, MOEX, index memberships): isin -> names."""
    out = {}
    for x in csv.DictReader(open(D + '/investpy-stocks.csv', encoding='utf-8')):
        if x.get('isin'):
            out.setdefault(x['isin'].upper(), set()).update([x['name'], x['full_name']])
    for x in json.load(open(D + '/moex-cyrillic-names.json', encoding='utf-8')):
        if x.get('ISIN'):
            out.setdefault(x['ISIN'].upper(), set()).update(
                [x.get('SHORTNAME') or '', x.get('SECNAME') or '', x.get('LATNAME') or ''])
    for x in json.load(open(D + '/pytickersymbols-indices.json', encoding='utf-8')):
        for i in x.get('isins') or []:
            out.setdefault(i.upper(), set()).add(x.get('name') or '')
    return out


def isin_valid(s):
    s = s.strip().upper()
    if not re.fullmatch(r'[A-Z]{2}[A-Z0-9]{9}[0-9]', s):
        return False
    digits = ''.join(str(int(c, 36)) for c in s[:-1])
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10 == int(s[-1])


def cusip_valid(s):
    s = s.strip().upper()
    if not re.fullmatch(r'[0-9A-Z*@#]{8}[0-9]', s):
        return False
    total = 0
    for i, c in enumerate(s[:8]):
        v = int(c) if c.isdigit() else (ord(c) - 55 if c.isalpha() else {'*': 36, '@': 37, '#': 38}[c])
        if i % 2:
            v *= 2
        total += v // 10 + v % 10
    return (10 - total % 10) % 10 == int(s[8])


def figi_valid(s):
    s = s.strip().upper()
    if not re.fullmatch(r'BBG[0-9BCDFGHJKLMNPQRSTVWXYZ]{8}[0-9]', s):
        return False
    total = 0
    for i, c in enumerate(s[:11]):
        v = int(c) if c.isdigit() else ord(c) - 55
        if i % 2:
            v *= 2
        total += sum(int(d) for d in str(v))
    return (10 - total % 10) % 10 == int(s[11])


def parse_companies(path):
    comp = {}
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        key, tick, country, name_rx = line.split('\t')
        comp[key] = (tick, country, name_rx)
    return comp


def listing_matches(x, tick, country, name_rx):
    """Does a data row match the expectation (ticker after suffix drop, exchange country, name)?"""
    if not re.fullmatch(country, x['xcountry']):
        return False
    t = x['symbol']
    if not (re.fullmatch(tick, t, re.I) or re.fullmatch(tick, norm_ticker(t), re.I)
            or re.fullmatch(tick, re.sub(r'[^0-9A-Za-z]', '', t.rsplit('.', 1)[0] if '.' in t else t), re.I)):
        return False
    if name_rx:
        return bool(re.search(name_rx, fold(x['name']))) or bool(re.search(name_rx, fold(x.get('formerly') or '')))
    return True
