#!/usr/bin/env python3
"""Build finder's bundled stock catalogue (Resources/catalogue.tsv) from current data.

Usage (from the repo root):
    python3 Scripts/make_catalogue.py [DATA_DIR] [OUTPUT] [MEMBERSHIP_OUTPUT] [NAMES] [SIZES]
Defaults: DATA_DIR=../shared/data, OUTPUT=Resources/catalogue.tsv,
MEMBERSHIP_OUTPUT=Sources/FinderDomain/Stocks/_IndexMembershipData.swift,
NAMES=Resources/names.tsv, SIZES=Resources/sizes.tsv

Inputs (in DATA_DIR; Resources/README.md has their provenance):
  us-listings/{nasdaq,nyse,amex}_full_tickers.json  every US listing (Nasdaq screener rows, Aug 2026)
  financedatabase/equities.csv   live listings on about 80 exchanges (FinanceDatabase, Aug 2026)
  investpy-stocks.csv            investpy's 2022 list: US ISINs, and the countries FinanceDatabase lacks
  moex-cyrillic-names.json       Russian names, ISINs and previous closes of Moscow Exchange tickers
  pytickersymbols-indices.json   members of 20 stock indices
and Resources/names.tsv, the names people use (brands, Russian names and spellings), and
Resources/sizes.tsv, size classes for listings the data leaves without a size, both written
from knowledge (Resources/README.md; decision 0608 for the sizes: the data wins).

What is in it (docs/decisions/0380-bundled-catalogue.md): ordinary and preference shares and
depositary receipts; no warrants, rights, units, notes, preferred-stock depositary shares,
when-issued lines or ETFs. A company's home listings (the exchange in the country it is based
in), its receipts (US ADRs, Brazilian BDRs, Argentine CEDEARs, London's international order
book), and its quotes on other boards only when it has no home listing here. One row per
(ticker, country): a listing quoted on several boards of one country keeps its main board's.

Output: UTF-8, LF line endings, tab-separated, no quoting; line 1 "#finder-catalogue<TAB>1",
line 2 the header (COLUMNS), rows sorted by (ticker, country) in code-point order.
Standard library only; output is deterministic (same input -> same bytes).
"""

import csv
import functools
import json
import os
import re
import sys
import unicodedata

MAGIC = "#finder-catalogue"
VERSION = "1"
COLUMNS = ["ticker", "name", "exchange", "country", "currency", "isin", "alt_name", "price",
           "price_date", "market_cap", "symbol", "cusip", "figi", "cap_class", "aliases"]
MOEX_COUNTRY = "russia"
US = "united states"
US_PRICE_DATE = "2026-08-22"   # the day the US listings were taken (shared/data/README.md)


def clean(value):
    """Control and format characters removed, any Unicode space a space, runs collapsed."""
    if value is None:
        return ""
    out = []
    for ch in str(value):
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            if ch in "\t\r\n\x0b\x0c" or cat in ("Zl", "Zp"):
                out.append(" ")
            continue
        out.append(" " if cat == "Zs" else ch)
    return " ".join(p for p in "".join(out).split(" ") if p)


# Yahoo exchange code -> (the exchange as the catalogue names it, the listing's country).
# The country is the exchange's, not the company's: a ticker and a country name one listing.
EXCHANGES = {
    "JPX": ("TSE", "japan"), "FKA": ("Fukuoka", "japan"), "SAP": ("Sapporo", "japan"),
    "LSE": ("LSE", "united kingdom"), "IOB": ("LSE IOB", "united kingdom"), "AQS": ("Aquis", "united kingdom"),
    "SHH": ("SSE", "china"), "SHZ": ("SZSE", "china"), "HKG": ("HKEX", "hong kong"),
    "BSE": ("BSE", "india"), "NSE": ("NSE", "india"), "NSI": ("NSE", "india"),
    "ASX": ("ASX", "australia"), "NZE": ("NZX", "new zealand"),
    "TOR": ("TSX", "canada"), "VAN": ("TSXV", "canada"), "CNQ": ("CSE", "canada"), "NEO": ("NEO", "canada"),
    "GER": ("XETRA", "germany"), "BER": ("Berlin", "germany"), "MUN": ("Munich", "germany"),
    "DUS": ("Düsseldorf", "germany"), "HAM": ("Hamburg", "germany"), "HAN": ("Hanover", "germany"),
    "PAR": ("Euronext Paris", "france"), "AMS": ("Euronext Amsterdam", "netherlands"),
    "BRU": ("Euronext Brussels", "belgium"), "LIS": ("Euronext Lisbon", "portugal"),
    "ISE": ("Euronext Dublin", "ireland"), "MIL": ("Borsa Italiana", "italy"), "TLO": ("EuroTLX", "italy"),
    "MCE": ("BME", "spain"), "EBS": ("SIX", "switzerland"), "VIE": ("Wiener Börse", "austria"),
    "STO": ("Nasdaq Stockholm", "sweden"), "NGM": ("NGM", "sweden"), "SAT": ("Spotlight", "sweden"),
    "HEL": ("Nasdaq Helsinki", "finland"), "CPH": ("Nasdaq Copenhagen", "denmark"),
    "OSL": ("Oslo Børs", "norway"), "ICE": ("Nasdaq Iceland", "iceland"),
    "RIS": ("Nasdaq Riga", "latvia"), "LIT": ("Nasdaq Vilnius", "lithuania"), "TAL": ("Nasdaq Tallinn", "estonia"),
    "ATH": ("ATHEX", "greece"), "BUD": ("BSE Budapest", "hungary"), "PRA": ("PSE", "czech republic"),
    "IST": ("Borsa Istanbul", "turkey"), "MCX": ("MOEX", "russia"),
    "KSC": ("KRX", "south korea"), "KOE": ("KOSDAQ", "south korea"),
    "TAI": ("TWSE", "taiwan"), "TWO": ("TPEx", "taiwan"),
    "SES": ("SGX", "singapore"), "KLS": ("Bursa Malaysia", "malaysia"), "SET": ("SET", "thailand"),
    "JKT": ("IDX", "indonesia"), "CSE": ("CSE", "sri lanka"),
    "SAO": ("B3", "brazil"), "MEX": ("BMV", "mexico"), "BUE": ("BYMA", "argentina"),
    "SGO": ("Santiago", "chile"), "CCS": ("Caracas", "venezuela"),
    "TLV": ("TASE", "israel"), "SAU": ("Tadawul", "saudi arabia"), "DOH": ("QSE", "qatar"),
    "CAI": ("EGX", "egypt"), "JNB": ("JSE", "south africa"),
}
# Exchange codes of FinanceDatabase rows with none, by Yahoo suffix.
SUFFIX_EXCHANGE = {"T": "JPX", "TW": "TAI", "TWO": "TWO", "L": "LSE", "AX": "ASX", "NS": "NSE", "TO": "TOR",
                   "V": "VAN", "PA": "PAR", "ST": "STO", "HK": "HKG", "MI": "MIL", "OL": "OSL", "DE": "GER"}
# German regional boards: quotes of shares whose main German market is XETRA.
REGIONAL = {"BER", "MUN", "DUS", "HAM", "HAN"}
# Boards that quote other countries' shares (Vienna's global market, Mexico's SIC, EuroTLX,
# Aquis, Milan's and the German boards' foreign segments, BX Worldcaps): kept only for a
# company with no home listing here.
FOREIGN_BOARDS = {"VIE", "MEX", "TLO", "AQS", "EBS", "MIL", "IOB", "SAO", "BUE"}
RECEIPT_BOARDS = {"IOB", "SAO", "BUE"}   # their foreign lines are receipts people trade: kept

# What a stock user does not want in a stock catalogue.
NOT_A_SHARE = re.compile(
    r"\b(warrants?|wts?|rights?|units?|notes? due|debentures?|subordinated|preferred (stock|shares?)"
    r"|depositary shares,? (each )?rep|when[- ]issued|etf|etn|ucits|turbo|knock[- ]?out|mini future"
    r"|certificates?|tracker|bonds?|zero coupon|convertible|cw (call|put)|c/w|ishares|lof|(index|mixed|hybrid|bond|stock|securities|offering|mmk) fund)\b|%|\b\d+ \d/\d+\b"
    r"|\b\d/\d+th\b|^von\b|(?-i:\bET[CP]s?\b)|^ls [-+]?\d+x\b|\bt[ls]\.z\.|frn(pl|\d|\b)", re.I)   # ETC, ETP: exchange-traded commodities and products ("Leverage Shares 2x Tesla ETC", "LS -1X BOEING"); Vienna's turbo certificates ("EGB OE TL.Z./LUFTHANSA"); floating-rate notes ("AXA FRNPL", "NIBC FRN21FEB40")   # Vontobel's covered warrants and certificates in Milan: "VON MMCCBARXP BAYER/PFIZER 70 2"

# The Nordic Derivatives Exchange's knock-outs and sprinters on a share, quoted in Stockholm
# under the share's company ("VOL1D-220NDS", "Volvo. AB ser. B KO 1(220)"): not a share.
NORDIC_DERIVATIVE = re.compile(r"-\d+[A-Z]*NDS$")

# An unclassified row that names a fund or a leveraged product, not a company.
A_FUND = re.compile(r"\b(fund|fondo|fonds|leverage shares|trust units)\b|\b[-+]?\d+x\b", re.I)


def listing_name(name):
    """A Nasdaq screener name without its security class ("Apple Inc. Common Stock" -> "Apple
    Inc."); "American Depositary Shares" -> " ADR" (NasdaqScreener.listingName in Swift)."""
    words = name.split(" ")
    lower = [w.lower() for w in words]

    def cut(i, receipt):
        kept = " ".join(words[:i]).rstrip(",-; ")
        if not kept:
            return name
        return kept + " ADR" if receipt else kept

    for i in range(1, len(words)):
        rest = lower[i:]
        if rest[:2] in (["american", "depositary"], ["american", "depository"], ["sponsored", "adr"]) or \
                (lower[i] in ("ads", "adr", "adss") and i == len(lower) - 1):
            return cut(i, True)
        if rest[:2] in (["common", "stock"], ["common", "shares"], ["ordinary", "shares"], ["capital", "stock"]):
            return cut(i, False)
    return name


def catalogue_ticker(symbol):
    """The catalogue's spelling of a US symbol (NasdaqScreener.catalogueTicker): BRK/B -> BRKb."""
    m = re.fullmatch(r"(.+)/([A-Za-z])", symbol)
    if m:
        return m.group(1) + m.group(2).lower()
    return symbol


def isin_ok(isin):
    """An ISIN of the right shape whose check digit holds (Luhn over the digits of its letters)."""
    if not re.fullmatch(r"[A-Z]{2}[A-Z0-9]{9}[0-9]", isin or ""):
        return False
    digits = "".join(str(int(c, 36)) for c in isin[:-1])
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d) * (2 if i % 2 == 0 else 1)
        total += n // 10 + n % 10
    return (10 - total % 10) % 10 == int(isin[-1])


def cap_class(value):
    v = (value or "").lower().replace(" cap", "")
    return v if v in ("mega", "large", "mid", "small", "micro", "nano") else ""


def us_rows(data_dir, investpy):
    """The US listings: every row of the three screener files that is a share or a receipt."""
    us_isin = {}
    for r in investpy:
        if r["country"] == US and isin_ok(r["isin"]):
            us_isin.setdefault(clean(r["symbol"]).upper().replace(".", ""), (r["isin"], clean(r["full_name"] or r["name"])))
    rows = []
    for board in ("nasdaq", "nyse", "amex"):
        with open(os.path.join(data_dir, "us-listings", "%s_full_tickers.json" % board), encoding="utf-8") as f:
            for s in json.load(f):
                symbol, raw = clean(s.get("symbol")), clean(s.get("name"))
                if not symbol or not raw or "^" in symbol or NOT_A_SHARE.search(raw):
                    continue
                ticker = catalogue_ticker(symbol)
                name = listing_name(raw)
                # BRK/A and BRK/B are both "Berkshire Hathaway Inc." in the screener: the
                # class the symbol names tells the two rows apart.
                share_class = symbol.split("/")[1] if "/" in symbol else ""
                if len(share_class) == 1 and share_class.isalpha() and "class" not in name.lower():
                    name += " Class " + share_class.upper()
                price = (s.get("lastsale") or "").replace("$", "").replace(",", "")
                cap = (s.get("marketCap") or "").replace(",", "")
                isin = ""
                known = us_isin.get(symbol.upper().replace("/", ""))
                aliases = []
                if known and same_name(known[1], name):
                    isin = known[0]
                    # investpy's spelling of the name where its words differ ("JPMorgan Chase & Co"
                    # beside "JP Morgan Chase & Co."): people type either.
                    if name_key(known[1]) != name_key(name) and "|" not in known[1]:
                        aliases.append(("also", known[1]))
                rows.append({
                    "ticker": ticker, "name": name, "exchange": "", "country": US, "currency": "USD",
                    "isin": isin, "alt_name": "",
                    "price": number(price), "price_date": US_PRICE_DATE if number(price) else "",
                    "market_cap": number(cap, positive=True),
                    "symbol": symbol.replace("/", "-"), "cusip": isin[2:11] if isin.startswith("US") else "",
                    "figi": "", "cap_class": "", "aliases": aliases, "home": True, "company_country": US,
                    "share_figi": "", "screener_country": clean(s.get("country")).lower(),
                })
    return rows


def number(text, positive=False):
    try:
        v = float(text)
    except (TypeError, ValueError):
        return ""
    if v != v or v in (float("inf"), float("-inf")) or v < 0 or (positive and v == 0) or v > 1e16:
        return ""
    return ("%.6f" % v).rstrip("0").rstrip(".") if v != int(v) or v < 1e15 else "%d" % v


def same_name(a, b):
    """Two spellings of one company's name: their folded letters without legal words agree in
    the first four ("JP Morgan Chase" and "JPMorgan Chase", "ExxonMobil Holdings" and "Exxon
    Mobil"), or the shorter is all of the other's start."""
    x, y = name_key(a).replace(" ", ""), name_key(b).replace(" ", "")
    if not x or not y:
        return False
    n = min(4, len(x), len(y))
    return x[:n] == y[:n]


def prefix_name(a, b):
    """Stricter than `same_name`: one name's folded letters without legal words are the first
    whole words of the other's ("Exxon Mobil" and "ExxonMobil Holdings", "Siemens" and
    "Siemens Healthineers"; not "Intel" and "Intellinetics"). 2 when they are the same
    letters, 1 when one begins the other, 0 otherwise."""
    x, y = name_key(a).split(), name_key(b).split()
    cx, cy = "".join(x), "".join(y)
    if len(cx) > len(cy):
        x, y, cx, cy = y, x, cy, cx
    if len(cx) < 4:
        return 0
    if cx == cy:
        return 2
    joined = ""
    for w in y:
        joined += w
        if joined == cx:
            return 1
        if len(joined) >= len(cx):
            return 0
    return 0


# Words a quote's name carries beside the company's: share classes and series, German boards'
# abbreviations (registered, bearer, par value in euros or pounds, "new"), and forms left
# after `LEGAL_WORDS`.
QUOTE_NOISE = set("ser series inh nam na on o n eo ls sk nk dk zy rc ba fgn yc new shs sh pref pfd vz st "
                  "hldgs hldg grp coltd grplc societe anonyme soc sas oy spolka akcyjna qpsc pvt br bo cva nom "
                  "ord units reg".split())


def only_noise_after(holder, taker):
    """Whether a line named `taker`, whose name `prefix_name` finds beginning or begun by the
    name of the line holding an ISIN, `holder`, may take it: its name is the shorter (a board's
    short name, "INARI" for "Inari Amertron Berhad"), or what it has after the holder's words is
    only `QUOTE_NOISE`, numbers and single letters ("SIEMENS AG NA O.N."; not "Siemens Energy")."""
    x, y = name_key(holder).split(), name_key(taker).split()
    short = "".join(x)
    if len("".join(y)) <= len(short):
        return True
    joined = ""
    for k, w in enumerate(y):
        joined += w
        if joined == short:
            return all(v in QUOTE_NOISE or v.isdigit() or len(v) == 1 for v in y[k + 1:])
    return False


def best_share(candidates, name, size):
    """The listing a receipt or another line named `name` stands for: among `candidates` of a
    like name (`prefix_name`), those of the same letters first, then the largest."""
    scored = [(prefix_name(o["name"], name), o) for o in candidates]
    scored = [(q, o) for q, o in scored if q]
    if not scored:
        return None
    top = max(q for q, _ in scored)
    return max((o for q, o in scored if q == top), key=size)


def first_word(name):
    words = re.findall(r"\w+", unicodedata.normalize("NFKD", name).casefold())
    return words[0] if words else ""


HOME_RECEIPT_SUFFIX = re.compile(r"\s+(sponsored\s+|unsponsored\s+)?(adrs?|gdrs?|ads)\b.*$", re.I)


def world_rows(data_dir):
    """FinanceDatabase's listings outside the US (whose main boards come from us-listings)."""
    rows = []
    with open(os.path.join(data_dir, "financedatabase", "equities.csv"), encoding="utf-8", newline="") as f:
        source = list(csv.DictReader(f))
    renamed = current_names(source)
    by_isin = {}
    for r in source:
        if clean(r["isin"]):
            by_isin.setdefault(clean(r["isin"]).upper(), []).append(r)
    for r in source:
        symbol, name = clean(r["symbol"]), clean(r["name"])
        formerly = clean(r["formerly"])
        if symbol in renamed:
            formerly, name = name, renamed[symbol]
        base, _, suffix = symbol.rpartition(".")
        if not base:
            base, suffix = symbol, ""
        code = r["exchange"] or SUFFIX_EXCHANGE.get(suffix.upper(), "")
        if code not in EXCHANGES or not name or NOT_A_SHARE.search(name) or NORDIC_DERIVATIVE.search(base.upper()):
            continue
        exchange, country = EXCHANGES[code]
        company = clean(r["country"]).lower()
        # No sector and no size class: a fund, a certificate, a bond line (most rows
        # without a company country are such), or a company's own home listing that the
        # source left unclassified (Danone in Paris, NTT in Tokyo, Vodafone in London):
        # those stay.
        if not clean(r["sector"]) and not cap_class(r["market_cap"]) \
                and not (company == country and code not in REGIONAL | FOREIGN_BOARDS and not A_FUND.search(name)):
            continue
        # A home listing is not a receipt, whatever the source calls it (Infosys on the
        # NSE, "Infosys Limited Sponsored ADR").
        # A German regional board's line so named is the receipt it says it is: Berlin quotes
        # Lufthansa's ADR ("LUFTHANSA AG DM 5 ADR 1", the ADR's CUSIP) beside the share.
        if company == country and code not in RECEIPT_BOARDS | REGIONAL:
            name = HOME_RECEIPT_SUFFIX.sub("", name) or name
        rows.append({
            "ticker": base, "name": name, "exchange": exchange, "country": country,
            "currency": clean(r["currency"]).upper(), "isin": clean(r["isin"]).upper(),
            "source_isin": clean(r["isin"]).upper(), "alt_name": "",
            "price": "", "price_date": "", "market_cap": "", "symbol": symbol,
            "cusip": clean(r["cusip"]).upper(),
            "figi": " ".join(dict.fromkeys(x for x in (clean(r["figi"]), clean(r["composite_figi"])) if x)),
            "cap_class": cap_class(r["market_cap"]), "aliases": [], "code": code,
            "company_country": company,
            "home": company == country or (not company and code not in REGIONAL | FOREIGN_BOARDS),
            "share_figi": clean(r["shareclass_figi"]),
            "formerly": formerly,
            "stale_name": clean(r["name"]) if symbol in renamed else "",
            # The name is that of the company whose lines in another country share this line's
            # ISIN (BRKM3.SA, Braskem on B3, as "Bankinter, S.A." with Bankinter's ADR ISIN).
            "borrowed_name": any(clean(o["symbol"]) != symbol and same_name(clean(o["name"]), name)
                                 and clean(o["country"]).lower() not in ("", company)
                                 for o in by_isin.get(clean(r["isin"]).upper(), [])),
        })
    return rows


def current_names(source):
    """Lines still under a company's former name: the lines of the same ISIN that say
    "formerly" that name give the current one (FP.PA "TOTAL SE" beside TotalEnergies SE's
    lines, "formerly TOTAL SE"). Symbol -> the current name, the one most of them give. Only
    lines that name it as their former name are asked: an ISIN's other lines may carry
    abbreviated regional names ("BUFAB AB O.N.") or another company's (a stray line)."""
    groups = {}
    for r in source:
        isin = clean(r["isin"]).upper()
        if isin:
            groups.setdefault(isin, []).append(r)
    out = {}
    for group in groups.values():
        for r in group:
            key = name_key(clean(r["name"]))
            if not key:
                continue
            current = {}
            for o in group:
                if name_key(clean(o["formerly"])) == key and name_key(clean(o["name"])) != key:
                    current[clean(o["name"])] = current.get(clean(o["name"]), 0) + 1
            if current:
                out[clean(r["symbol"])] = max(sorted(current), key=lambda n: current[n])
    return out


def trusted_isin(row):
    """A row's ISIN when it can be the listing's own: FinanceDatabase sometimes gives a home
    listing its ADR's ISIN (a US ISIN on a Tokyo line)."""
    isin = row["isin"]
    if not isin_ok(isin):
        return ""
    if isin.startswith("US") and row["country"] != US and row["company_country"] != US:
        return ""
    return isin


LEGAL_WORDS = set("inc incorporated corp corporation co company ltd limited plc ag sa se nv spa ab asa oyj as "
                  "aktiengesellschaft kgaa publ "
                  "group holding holdings the and pao oao pjsc jsc class tbk bhd berhad pcl public kk sab de cv "
                  "ordinary shares share adr gdr".split())


@functools.lru_cache(maxsize=None)
def name_key(name):
    """A company name compared across sources: folded, legal forms and punctuation dropped."""
    s = unicodedata.normalize("NFKD", re.sub(r"(?<=\w)\.(?=\w)", "", name).replace("&", " and ")).casefold()
    words = [w for w in re.findall(r"[^\W_]+", "".join(c for c in s if not unicodedata.combining(c))) if w not in LEGAL_WORDS]
    return " ".join(words)


OFFSHORE = {"KY", "BM", "VG", "JE", "GG", "IM", "LU", "NL", "IE", "CY", "PA", "MH", "CW", "XS"}
ISO = {"united states": "US", "japan": "JP", "china": "CN", "south korea": "KR", "india": "IN", "canada": "CA",
       "vietnam": "VN", "australia": "AU", "hong kong": "HK", "germany": "DE", "united kingdom": "GB",
       "sweden": "SE", "taiwan": "TW", "malaysia": "MY", "thailand": "TH", "poland": "PL", "france": "FR",
       "brazil": "BR", "singapore": "SG", "indonesia": "ID", "mexico": "MX", "switzerland": "CH",
       "israel": "IL", "pakistan": "PK", "italy": "IT", "turkey": "TR", "austria": "AT", "south africa": "ZA",
       "bangladesh": "BD", "sri lanka": "LK", "philippines": "PH", "russia": "RU", "norway": "NO", "egypt": "EG",
       "spain": "ES", "saudi arabia": "SA", "romania": "RO", "finland": "FI", "kuwait": "KW", "denmark": "DK",
       "belgium": "BE", "nigeria": "NG", "jordan": "JO", "argentina": "AR", "new zealand": "NZ", "greece": "GR",
       "chile": "CL", "netherlands": "NL", "dubai": "AE", "bulgaria": "BG", "oman": "OM", "portugal": "PT",
       "ireland": "IE", "hungary": "HU", "croatia": "HR", "peru": "PE", "colombia": "CO", "qatar": "QA"}


def investpy_rows(data_dir, rows):
    """investpy's listings (2022) of companies the current sources lack: every row of a country
    FinanceDatabase has no exchange of, and elsewhere a listing whose ticker, ISIN and name are
    all new to its country (FinanceDatabase's copy lacks some main boards' big names: TSMC's
    2330 in Taiwan, Fast Retailing's 9983 in Tokyo)."""
    have_key = {(r["ticker"].upper(), r["country"]) for r in rows}
    have_isin = {r["isin"] for r in rows if r["isin"]}
    have_name = {(name_key(r["name"]), r["country"]) for r in rows}
    by_key, by_name = {}, {}
    for r in rows:
        by_key.setdefault((r["ticker"].upper(), r["country"]), []).append(r)
        by_name.setdefault((name_key(r["name"]), r["country"]), []).append(r)
    out, all_rows = [], []
    with open(os.path.join(data_dir, "investpy-stocks.csv"), encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            all_rows.append(r)
            country = clean(r["country"])
            ticker, name = clean(r["symbol"]), clean(r["full_name"]) or clean(r["name"])
            if country == MOEX_COUNTRY:
                ticker = ticker[:-2] + "P" if ticker.endswith("_p") else ticker
            isin = clean(r["isin"]).upper()
            if country == US or not ticker or not name or NOT_A_SHARE.search(name):
                continue
            if (ticker.upper(), country) in have_key or isin in have_isin or (name_key(name), country) in have_name:
                # A line FinanceDatabase pieced together from two companies: its ISIN is a US
                # receipt's (dropped by `trusted_isin`) and its name that of the company whose
                # lines in another country share the ISIN (`borrowed_name`), where investpy
                # lists the ticker under another name with the exchange's own ISIN (BRKM3.SA,
                # Braskem on B3, came as "Bankinter, S.A." with Bankinter's ADR ISIN). The
                # exchange's ISIN says whose line it is: it takes investpy's name.
                for same in by_key.get((ticker.upper(), country), []):
                    if (same.get("borrowed_name") and same.get("source_isin", "").startswith("US") and not same["isin"]
                            and isin_ok(isin) and isin[:2] == ISO.get(country) and not same_name(same["name"], name)):
                        same["renamed_from"] = same["name"]
                        same["name"], same["isin"], same["cusip"] = name, isin, ""   # the CUSIP was the receipt's too
                # The same listing from a current source: it takes investpy's ISIN when it has
                # none and the names agree (a US ISIN abroad is a receipt's: not taken).
                for same in by_key.get((ticker.upper(), country), []) + by_name.get((name_key(name), country), []):
                    if not same["isin"] and isin_ok(isin) and not isin.startswith("US") and same_name(same["name"], name):
                        same["isin"] = isin
                continue
            # A quote of a foreign company's share (Nestlé in Italy): its ISIN names another
            # country, and not an offshore one companies register in.
            if isin and isin[:2] not in OFFSHORE and ISO.get(country, isin[:2]) != isin[:2]:
                continue
            have_key.add((ticker.upper(), country))
            out.append({
                "ticker": ticker, "name": name, "exchange": "MOEX" if country == MOEX_COUNTRY else "",
                "country": country, "currency": clean(r["currency"]).upper(), "isin": isin if isin_ok(isin) else "",
                "alt_name": "", "price": "", "price_date": "", "market_cap": "", "symbol": "", "cusip": "", "figi": "",
                "cap_class": "", "aliases": [], "home": True, "company_country": country, "share_figi": "",
            })
    return out, all_rows


RUSSIAN_LONG_FORM = re.compile(r"^(public joint[- ]stock company|pjsc|public company|open joint[- ]stock company)\s+", re.I)


def load_moex(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = {}
    for rec in data:
        secid = clean(rec.get("SECID"))
        if secid and secid not in out:
            out[secid] = {"alt_name": clean(rec.get("SECNAME")) or clean(rec.get("SHORTNAME")),
                          "latname": clean(rec.get("LATNAME")), "shortname": clean(rec.get("SHORTNAME")),
                          "isin": clean(rec.get("ISIN")).upper(), "price": number(clean(rec.get("PREVPRICE"))),
                          "price_date": clean(rec.get("PREVDATE"))}
    return out


def former_name(text, current):
    """A former name from FinanceDatabase's description ("formerly known as …"), or "" when it
    is not a name (a sentence, a fragment, the current name again)."""
    text = re.split(r"[,;(]| until | in \d{4}| officially", text)[0].strip(" .")
    if not (3 <= len(text) <= 60) or len(text.split()) > 7 or not re.match(r"\w", text):
        return ""
    if first_word(text) == first_word(current) and len(text) <= len(current):
        return ""
    return text


def select(us, world, extra, named):
    """Which listings stay (module doc) and one row per (ticker, country). `named`: the Yahoo
    symbols the name table gives as companies' main listings, kept whatever the company's
    country (Glencore in London, Tencent in Hong Kong, Airbus in Paris)."""
    # Companies with a home listing here, by share-class FIGI and by ISIN.
    home_figi = {r["share_figi"] for r in world if r["home"] and r["share_figi"] and r["code"] not in REGIONAL}
    home_isin = {r["isin"] for r in world + us + extra if r["home"] and r["isin"]}
    out = list(us) + list(extra)
    for r in world:
        if r["home"]:
            out.append(r)
            continue
        receipt = r["code"] in RECEIPT_BOARDS
        has_home = (r["share_figi"] and r["share_figi"] in home_figi) or (r["isin"] and r["isin"] in home_isin) \
            or r["company_country"] == US
        if receipt or not has_home or r["symbol"].upper() in named:
            out.append(r)
    # One row per (ticker, country): a country's main board first (XETRA before the regional
    # boards, NSE before BSE), then the current sources before investpy's 2022 rows, then the
    # order above.
    main_board = {"GER", "NSE", "NSI"}

    def board_rank(r):
        code = r.get("code")
        if code is None:
            return 3 if id(r) in extra_ids else 1
        return 0 if code in main_board else 2 if code in REGIONAL else 1
    extra_ids = {id(r) for r in extra}
    out.sort(key=lambda r: (r["ticker"].upper(), r["country"], board_rank(r)))
    seen, kept = set(), []
    for r in out:
        k = (r["ticker"].upper(), r["country"])
        if k not in seen:
            seen.add(k)
            kept.append(r)
    return kept


def share_isins(rows):
    """A listing with no ISIN takes the ISIN of its share class (its share-class FIGI's listings'
    of the same name), when those agree."""
    by_figi = {}
    for r in rows:
        if r["share_figi"] and r["isin"]:
            by_figi.setdefault((r["share_figi"], first_word(r["name"])), set()).add(r["isin"])
    for r in rows:
        # The name's first word must agree too: the source gives some unrelated companies one
        # share-class FIGI (VK in Moscow and MailUp in Milan).
        key = (r["share_figi"], first_word(r["name"]))
        if not r["isin"] and r["share_figi"] and len(by_figi.get(key, ())) == 1:
            r["isin"] = next(iter(by_figi[key]))


def us_isins(rows):
    """A US listing with no ISIN takes the US ISIN a listing abroad of the same ticker and first
    name word carries (META's from its Argentine line)."""
    abroad = {}
    for r in rows:
        if r["country"] != US and r["isin"].startswith("US"):
            abroad.setdefault(r["ticker"].upper(), []).append(r)
    for r in rows:
        if r["country"] == US and not r["isin"]:
            for o in abroad.get(r["ticker"].upper(), []):
                if first_word(o["name"]) == first_word(r["name"]):
                    r["isin"], r["cusip"] = o["isin"], o["isin"][2:11]
                    break


def foreign_line_isins(rows):
    """A company's ordinary line with no ISIN takes the ISIN of its share as another line of the
    same company has it: Toyota in London takes the Tokyo line's, H&M in Stockholm the one its
    London line carries. The lines must be of one company (its country is the same, one name
    begins the other's) and the ISIN of that country; a line named as a receipt, or on a
    receipt board abroad, gives and takes none (a home line there, Bradesco's in São Paulo,
    gives). Failing that, a line quoted abroad takes the ISIN of a US line of the very same
    name of five letters or more (Lululemon, a Canadian company by its seat, in London,
    Frankfurt and Mexico: its US line's; not "TEAM plc" Team Inc's, nor Poland's Agora the
    Chinese Agora Inc's: namesakes abroad are many, a US line is a company's main market), and
    a US company's lines abroad only so (the US has too many namesakes for a name that only
    begins another; a US line without ISIN takes none: "Toro Corp." is not The Toro Company).
    Several ISINs under the very name taken, of one issuer (their first six characters:
    Bradesco's ordinary and preferred shares), give the first."""
    # Holders by country and the first four letters of their folded name: a name that begins
    # another shares them (prefix_name wants four), so only those are compared.
    letters = lambda r: "".join(name_key(r["name"]).split())   # what prefix_name compares
    start = lambda r: letters(r)[:4]
    by_start, home_by_start = {}, {}
    for r in rows:
        cc = r.get("company_country") or ""
        if not r["isin"] or RECEIPT_WORD.search(r["name"]) or (r.get("code") in RECEIPT_BOARDS and r["country"] != cc):
            continue
        if cc and r["isin"][:2] == ISO.get(cc):
            by_start.setdefault((cc, start(r)), []).append(r)
        if r.get("home") and r["country"] == US and (r["isin"][:2] == "US" or r["isin"][:2] in OFFSHORE) \
                and len(letters(r)) >= 5:
            home_by_start.setdefault(start(r), []).append(r)

    def taken(scored, exact_only):
        top = max((q for q, _ in scored), default=0)
        if not top or (exact_only and top != 2):
            return None
        found = {i for q, i in scored if q == top}
        return min(found) if len(found) == 1 or (top == 2 and len({i[:6] for i in found}) == 1) else None

    for r in rows:
        cc = r.get("company_country") or ""
        if r["isin"] or not cc or r.get("code") in RECEIPT_BOARDS or RECEIPT_WORD.search(r["name"]):
            continue
        # A name longer than the holder's by more than a quote's noise (the share class, German
        # boards' par values) is another company's: "Siemens Energy" is not Siemens, nor
        # "Welspun Investments" Welspun Corp.
        # The very same name, legal form and all, is the same company however short ("GSK
        # plc" in London and on Xetra): prefix_name wants four letters.
        scored = [(q if q == 2 or only_noise_after(o["name"], r["name"]) else 0, o["isin"])
                  for o in by_start.get((cc, start(r)), ())
                  for q in [2 if o["name"].casefold() == r["name"].casefold() else prefix_name(o["name"], r["name"])]]
        isin = taken(scored, exact_only=False) if cc != US else None
        if isin is None and r["country"] != cc:
            isin = taken([(prefix_name(o["name"], r["name"]), o["isin"]) for o in home_by_start.get(start(r), ())
                          if o["country"] != r["country"]], exact_only=True)
        if isin:
            r["isin"] = isin


def kase_russian_isins(rows):
    """The Kazakhstan Stock Exchange quotes a Russian share as "RU_" and its Moscow ticker
    ("RU_VTBR", "Bank VTB PAO"): with no ISIN of its own, it takes that Moscow line's, so it is
    a listing of its company, not a company of its own. After `distrust_isins`: the two lines'
    names are written differently ("VTB Bank (public joint-stock company)")."""
    moex_isin = {r["ticker"]: r["isin"] for r in rows if r["exchange"] == "MOEX" and r["isin"]}
    for r in rows:
        if r["country"] == "kazakhstan" and r["ticker"].startswith("RU_") and not r["isin"]:
            r["isin"] = moex_isin.get(r["ticker"][3:], "")


def drop_side_quotes(rows):
    """A quote on a regional or foreign board (Berlin, Vienna's global market, Mexico's SIC)
    goes when its share has a listing on a main board here (the same ISIN): Prada in Berlin
    beside Prada in Hong Kong. So does a line of London's international order book of a share
    listed at home here."""
    side = REGIONAL | (FOREIGN_BOARDS - RECEIPT_BOARDS)
    main = {r["isin"] for r in rows if r["isin"] and (r.get("home") or r.get("code") not in side)}
    # London's international order book quotes an ordinary share (not a GDR) of a company whose
    # home listing is here: a side quote too (Holcim, Bradesco, H&M), matched by name when the
    # line has no ISIN.
    home_names = {}
    for r in rows:
        if r.get("home") and r.get("code") not in RECEIPT_BOARDS:
            home_names.setdefault(r["country"], []).append(r["name"])

    # The same, on any side board, for a line without an ISIN (Michelin on EuroTLX).
    def iob_side_quote(r):
        return (r.get("code") in side | {"IOB"} and (r.get("code") == "IOB" or not r["isin"])
                and not RECEIPT_WORD.search(r["name"]) and r.get("company_country")
                and r["company_country"] != r["country"]
                and any(prefix_name(n, r["name"]) for n in home_names.get(r["company_country"], ())))
    # And a line of the international order book whose ISIN a main board's line carries, not
    # named as a receipt: Stellantis's ordinary share, led by its Paris line, not London's.
    on_main_board = {r["isin"] for r in rows if r["isin"] and r.get("code") not in side | RECEIPT_BOARDS}

    def iob_quote_of_main(r):
        return r.get("code") == "IOB" and r["isin"] in on_main_board and not RECEIPT_WORD.search(r["name"])
    return [r for r in rows if r.get("home") or not ((r.get("code") in side and r["isin"] in main) or iob_side_quote(r)
                                                        or iob_quote_of_main(r))]


PREFERENCE_SUFFIX = re.compile(r"^(-?P[A-Z]{1,2}|\.?PR[A-Z]?)$")
KOREAN_ELW = re.compile(r"^\d{2}[A-Z][A-Z\d]\d{2}$")
# The Korea Exchange's exchange-traded notes: six-digit codes from 5 ("500046 Shinhan K200
# Mthly Short Strang", "520030 MiraeAsset KRXGold Auto-KO-C 23"); its shares' codes start
# lower, its foreign companies' at 9.
KOREAN_ETN = re.compile(r"^5\d{5}$")


def one_line_per_share(rows):
    """An ISIN names one security, quoted once per exchange. Lines of an exchange that repeat
    the ISIN of a line with a shorter ticker there are the issuer's notes and structured
    products the data labels with the share's ISIN (Credit Agricole's 42 "ACAxx" lines in
    Paris: two or more characters after the share's ticker) go. The shortest ticker stays, and
    so do lines whose ticker does not extend it (Siemens Energy's ENR, which the data gives
    Siemens' ISIN, is another company), a class one character on (VOW3 beside VOW) and
    preference lines (BMO-PB, CBAPD), shown under their company. Korean equity-linked warrants ("52G221", labelled POSCO) and
    exchange-traded notes ("500046") go too."""
    shortest = {}
    for r in rows:
        if r["isin"] and r["exchange"]:
            k = (r["isin"], r["exchange"], r["country"])
            if k not in shortest or (len(r["ticker"]), r["ticker"]) < (len(shortest[k]), shortest[k]):
                shortest[k] = r["ticker"]

    def kept(r):
        if r["country"] == "south korea" and (KOREAN_ELW.match(r["ticker"]) or KOREAN_ETN.match(r["ticker"])):
            return False
        if not (r["isin"] and r["exchange"]):
            return True
        # Only a line whose ticker extends the shortest one's: ENR beside SIE in Xetra is
        # another company the data gave Siemens' ISIN, and stays.
        # VOW3 beside VOW (one character more) is a share class the data gave one ISIN, and
        # BMO-PB, CBAPD preference lines: they stay, under their company.
        short = shortest[(r["isin"], r["exchange"], r["country"])]
        rest = r["ticker"][len(short):]
        return (short == r["ticker"] or not r["ticker"].startswith(short) or len(rest) < 2
                or PREFERENCE_SUFFIX.match(rest) is not None)
    return [r for r in rows if kept(r)]


CAP_ORDER = {"nano": 1, "micro": 2, "small": 3, "mid": 4, "large": 5, "mega": 6}
RECEIPT_MARK = {"SAO": "BDR", "BUE": "CEDEAR"}
RECEIPT_WORD = re.compile(r"\b(adrs?|ads|gdrs?|bdrs?|drc|drn|cedears?|depositary|depository|receipts?)\b", re.I)


def us_receipts(rows):
    """A US line of a foreign company with a US ISIN (or none known) whose name is its home
    listing's is that share's depositary receipt, whatever the screener calls it ("Novo Nordisk
    A/S Common Stock", "Toyota Motor Corporation Common Stock": ADRs): named "… ADR", it is
    shown under its company. A foreign company's own share listed in New York has its home
    ISIN (Shopify's CA…, Spotify's LU…) and stays a listing."""
    homes = {}
    for r in rows:
        if r.get("home") and r["country"] != US and r.get("code") not in RECEIPT_BOARDS and not RECEIPT_WORD.search(r["name"]):
            homes.setdefault(r["country"], []).append(r["name"])
    marked = 0
    for r in rows:
        origin = r.get("screener_country") or ""
        if r["country"] != US or origin in ("", "united states") or RECEIPT_WORD.search(r["name"]):
            continue
        if r["isin"] and not r["isin"].startswith("US"):
            continue
        if any(prefix_name(h, r["name"]) == 2 for h in homes.get(origin, ())):
            r["name"] += " ADR"
            r["home"] = False
            marked += 1
    return marked


def mark_receipts(rows):
    """A foreign company's line on a board that trades receipts (B3's BDRs, BYMA's CEDEARs) says
    so in its name, as the Nasdaq screener's ADRs do: "The Procter & Gamble Company BDR", so
    that it is shown under the company, not as it. A receipt is named as the share it stands
    for where that is clear (the largest listing of a like name in the company's country:
    "Exxon Mobil Corporation" on B3 is "ExxonMobil Holdings Corporation BDR", "Reliance
    Industries Ltd Sponsored GDR 144A" in London "Reliance Industries Limited GDR"), so that it
    joins its company."""
    by_country = {}
    for r in rows:
        if r.get("home") and r.get("code") not in RECEIPT_BOARDS and not RECEIPT_WORD.search(r["name"]):
            by_country.setdefault(r["country"], []).append(r)

    def size(r):
        cap = float(r["market_cap"]) if r["market_cap"] else 0.0
        return (cap, CAP_ORDER.get(r["cap_class"], 0), r["ticker"])
    for r in rows:
        mark = RECEIPT_MARK.get(r.get("code"))
        named = RECEIPT_WORD.search(r["name"])
        if not mark and named and r.get("code") and r["company_country"] and r["company_country"] != r["country"]:
            share = best_share(by_country.get(r["company_country"], ()), r["name"], size)
            if share is not None:
                r["name"] = share["name"] + " " + named.group(1).upper()
        if mark and r["company_country"] and r["company_country"] != r["country"]:
            share = best_share(by_country.get(r["company_country"], ()), r["name"], size)
            if share is not None:
                r["name"] = share["name"]
            if not RECEIPT_WORD.search(r["name"]):
                r["name"] += " " + mark
            # The source gives many receipts the ISIN of the share they stand for; a receipt's
            # own is of its market's country (AR…, BR…): another would group it as a listing.
            if r["isin"][:2] != ISO.get(r["country"], r["isin"][:2]):
                r["isin"] = ""


def size_rank(r):
    """A row's size as `CAP_ORDER` ranks classes: its class, else its market cap (US rows, in
    dollars) in FinanceDatabase's bands; 0 when the data gives neither."""
    if r["cap_class"]:
        return CAP_ORDER.get(r["cap_class"], 0)
    cap = float(r["market_cap"]) if r["market_cap"] else 0.0
    bands = [(200e9, "mega"), (10e9, "large"), (2e9, "mid"), (300e6, "small"), (50e6, "micro"), (1, "nano")]
    return next((CAP_ORDER[c] for floor, c in bands if cap >= floor), 0)


def distrust_isins(rows):
    """An ISIN several rows share names one security: a row whose name disagrees with the
    others' (the source calls Toronto-Dominion's Buenos Aires line "AT&T INC") loses it.
    Of two rows whose names disagree, one usually carries the other's ISIN by a shared ticker
    on another exchange (Taiwan's 3402, Wholetech, has Toray's Japanese ISIN; Japan's 3690,
    YRGLM, Meituan's): the row in the ISIN's country keeps it; with neither there, the one of
    the larger size (class, or market cap in its bands) does, and with no such difference both
    keep it. Two rows in the ISIN's country keep it (a company renamed: "Crompton Greaves",
    "CG Power")."""
    by_isin = {}
    for r in rows:
        if r["isin"]:
            by_isin.setdefault(r["isin"], []).append(r)
    dropped = 0
    for isin, group in by_isin.items():
        if len(group) == 2 and not same_name(group[0]["name"], group[1]["name"]):
            at_home = [r for r in group if ISO.get(r["country"]) == isin[:2]]
            if len(at_home) == 2:
                continue
            if len(at_home) == 1:
                losers = [r for r in group if r is not at_home[0]]
            else:
                a, b = (size_rank(r) for r in group)
                losers = [group[1]] if a > b > 0 else [group[0]] if b > a > 0 else []
            for r in losers:
                r["isin"] = ""
                dropped += 1
            continue
        if len(group) < 3:
            continue
        for r in group:
            agree = sum(1 for o in group if o is not r and same_name(o["name"], r["name"]))
            if agree == 0:
                r["isin"] = ""
                dropped += 1
    return dropped


def load_names(path):
    """Resources/names.tsv: name, kind, Yahoo symbol of the company's main listing."""
    entries = []
    if not os.path.exists(path):
        return entries
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if not lines or not lines[0].startswith("#finder-names\t"):
        raise SystemExit("%s: not a names file" % path)
    for line in lines[2:]:
        if not line.strip() or line.startswith("#"):
            continue
        name, kind, symbol = line.split("\t")[:3]
        entries.append((clean(name).replace("|", " "), kind, symbol))
    return entries


SIZES_MAGIC = "#finder-sizes"
SIZE_CLASSES = ("mega", "large", "mid", "small")


def load_sizes(path):
    """Resources/sizes.tsv: symbol (as names.tsv keys it), size class, the row's name (for the
    reader). Written from knowledge for rows the data leaves without a size (README "Sizes")."""
    entries = []
    if not os.path.exists(path):
        return entries
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if not lines or not lines[0].startswith(SIZES_MAGIC + "\t"):
        raise SystemExit("%s: not a sizes file" % path)
    for number, line in enumerate(lines[2:], start=3):
        if not line.strip():
            continue
        fields = line.split("\t")
        if len(fields) != 3 or fields[1] not in SIZE_CLASSES:
            raise SystemExit("%s:%d: want symbol, class (%s), name: %r" % (path, number, "/".join(SIZE_CLASSES), line))
        entries.append((fields[0], fields[1]))
    return entries


def attach_sizes(rows, entries, log):
    """A size class from the table for the row its symbol names, only where the data gives that
    row none (no market cap, no class): the data wins. Entries whose row is missing or already
    sized are reported, so that the table can be pruned. Returns how many rows took a class."""
    by_symbol = rows_by_symbol(rows)
    missing, sized, taken = [], [], 0
    for symbol, size in entries:
        r = find_row(by_symbol, symbol)
        if r is None:
            missing.append(symbol)
        elif r["market_cap"] or r["cap_class"]:
            sized.append("%s (%s)" % (symbol, r["cap_class"] or "market cap"))
        else:
            r["cap_class"] = size
            taken += 1
    if missing:
        log("sizes whose symbol is not in the catalogue: %d: %s" % (len(missing), " ".join(sorted(set(missing)))))
    if sized:
        log("sizes for rows the data already sizes (ignored): %d: %s" % (len(sized), " ".join(sorted(sized))))
    return taken


ALIAS_KIND = {"brand": "brand", "ru-everyday": "ru", "ru-spelling": "ru", "former": "former", "also": "also"}


def rows_by_symbol(rows):
    """Rows by the symbols the name and size tables key them by: a row's Yahoo symbol, a US
    row's ticker, a Moscow row's SECID and ".ME", and a line only investpy has (no Yahoo symbol)
    its ticker and its market's suffix, as Yahoo would name it (`home_symbol`: "271560.KS",
    Orion in Seoul; "9202.T", ANA)."""
    by_symbol = {}
    for r in rows:
        if r["symbol"]:
            by_symbol.setdefault(r["symbol"].upper(), r)
        if r["country"] == US:
            by_symbol.setdefault(r["ticker"].upper(), r)
        if r["exchange"] == "MOEX":
            by_symbol.setdefault(r["ticker"].upper() + ".ME", r)
        if not r["symbol"]:
            home = home_symbol(r["ticker"], r["country"])
            if home:
                by_symbol.setdefault(home, r)
    return by_symbol


def find_row(by_symbol, symbol):
    return by_symbol.get(symbol.upper()) or by_symbol.get(symbol.upper().replace("/", "-"))


def attach_names(rows, entries, log):
    by_symbol = rows_by_symbol(rows)
    missing = []
    for name, kind, symbol in entries:
        r = find_row(by_symbol, symbol)
        if r is None:
            missing.append(symbol)
            continue
        tag = ALIAS_KIND.get(kind)
        if tag and name and (tag, name) not in r["aliases"]:
            r["aliases"].append((tag, name))
    if missing:
        log("names whose symbol is not in the catalogue: %d: %s" % (len(missing), " ".join(sorted(set(missing)))))
    for r in rows:
        f = former_name(r.get("formerly", ""), r["name"])
        if f and ("former", f) not in r["aliases"]:
            r["aliases"].append(("former", f))


# pytickersymbols index names -> the short codes StockRanking knows (_IndexMembership.swift).
INDEX_CODES = {
    "DOW JONES": "DJI", "S&P 100": "SP100", "EURO STOXX 50": "SX5E",
    "S&P 500": "SP500", "NASDAQ 100": "NDX", "FTSE 100": "UKX", "DAX": "DAX", "CAC_40": "CAC",
    "Switzerland 20": "SMI", "AEX": "AEX", "IBEX 35": "IBEX", "BEL 20": "BEL20",
    "OMX Stockholm 30": "OMXS30", "OMX Helsinki 25": "OMXH25", "NIKKEI 225": "N225",
    "MDAX": "MDAX", "TecDAX": "TECDAX", "CAC Mid 60": "CACMD", "SDAX": "SDAX", "S&P 600": "SP600",
}
# The Yahoo suffix of a country's main market, for lines without a symbol (`home_symbol`).
# China has two (`home_symbol`); the United Arab Emirates' lines, Dubai's and Abu Dhabi's
# alike (investpy's "dubai"), are ".AE".
HOME_SUFFIX = {"japan": "T", "south korea": "KS", "brazil": "SA", "canada": "TO", "india": "NS",
               "hong kong": "HK", "taiwan": "TW", "australia": "AX", "united kingdom": "L",
               "germany": "DE", "france": "PA", "switzerland": "SW", "netherlands": "AS",
               "spain": "MC", "italy": "MI", "sweden": "ST", "mexico": "MX", "singapore": "SI",
               "denmark": "CO", "norway": "OL", "finland": "HE", "poland": "WA", "turkey": "IS",
               "israel": "TA", "south africa": "JO", "malaysia": "KL", "thailand": "BK",
               "indonesia": "JK", "philippines": "PS", "vietnam": "VN", "saudi arabia": "SR",
               "qatar": "QA", "kuwait": "KW", "dubai": "AE"}


def home_symbol(ticker, country):
    """The symbol of a line only investpy has: its ticker and its market's suffix ("066570.KS",
    "1299.HK"); a Chinese share by its code's exchange (6 and 9: Shanghai, ".SS"; else
    Shenzhen, ".SZ"); "" for a country without one here."""
    if country == "china":
        return ticker.upper() + (".SS" if ticker[:1] in "69" else ".SZ") if ticker else ""
    suffix = HOME_SUFFIX.get(country)
    return ticker.upper() + "." + suffix if suffix and ticker else ""


YAHOO_SUFFIX_COUNTRY = {
    "": ("united states", "US"), "L": ("united kingdom", "GB"), "T": ("japan", "JP"),
    "AS": ("netherlands", "NL"), "MC": ("spain", "ES"), "ST": ("sweden", "SE"),
    "BR": ("belgium", "BE"), "HE": ("finland", "FI"), "DE": ("germany", "DE"),
    "PA": ("france", "FR"), "SW": ("switzerland", "CH"), "MI": ("italy", "IT"),
    "ME": ("russia", "RU"),
}
EURO_AREA = {"AT", "BE", "DE", "ES", "FI", "FR", "IE", "IT", "LU", "NL", "PT"}
INDEX_COUNTRIES = {
    "DJI": {"US"}, "SP100": {"US"}, "SP500": {"US"}, "NDX": {"US"}, "SP600": {"US"},
    "UKX": {"GB", "JE", "GG", "IM"}, "DAX": {"DE"}, "MDAX": {"DE"}, "SDAX": {"DE"}, "TECDAX": {"DE"},
    "CAC": {"FR"}, "CACMD": {"FR"}, "SX5E": EURO_AREA, "SMI": {"CH"}, "AEX": {"NL"}, "IBEX": {"ES"},
    "BEL20": {"BE"}, "OMXS30": {"SE"}, "OMXH25": {"FI"}, "N225": {"JP"},
}
COUNTRY_CODES = {"United States": "US", "United Kingdom": "GB", "Germany": "DE", "France": "FR",
                 "Netherlands": "NL", "Switzerland": "CH", "Spain": "ES", "Belgium": "BE",
                 "Sweden": "SE", "Finland": "FI", "Japan": "JP", "Luxembourg": "LU", "Ireland": "IE",
                 "Italy": "IT", "Denmark": "DK", "Norway": "NO", "Austria": "AT", "Australia": "AU",
                 "Canada": "CA", "Israel": "IL", "South Africa": "ZA", "Jersey": "JE", "Bermuda": "BM"}


def entry_isins(entry, code):
    isins = [clean(i).upper() for i in entry.get("isins") or [] if clean(i)]
    allowed = INDEX_COUNTRIES[code] | ({COUNTRY_CODES[entry["country"]]} if entry.get("country") in COUNTRY_CODES else set())
    kept = [i for i in isins if i[:2] in allowed]
    if not kept:
        kept = [i for i in isins if not i.startswith("US")]
    return kept or isins


def index_home_symbols(path):
    """The home-market Yahoo symbols of the members of one country's indices that are from
    that country ("RHM.DE" for Rheinmetall, in the DAX): kept by `select` though the data
    gives the company another country (FinanceDatabase says Rheinmetall is American, which
    dropped its German lines as an American company's foreign ones). The index lists
    Frankfurt symbols ("RHM.F"); their ticker takes the home market's suffix."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = set()
    for entry in data:
        code = INDEX_CODES.get(entry.get("index"))
        home = INDEX_COUNTRIES.get(code, set())
        country = COUNTRY_CODES.get(entry.get("country"))
        if len(home) != 1 or country not in home or country == "US":
            continue
        name = next((n for n, c in COUNTRY_CODES.items() if c == country), "").lower()
        suffix = HOME_SUFFIX.get(name)
        for symbol in entry.get("symbols") or []:
            base, dot, _ = symbol.partition(".")
            if dot and suffix:
                out.add(base.upper() + "." + suffix)
    return out


def index_memberships(path, rows):
    """Keys (ISIN, or "TICKER<TAB>country code") -> sorted index codes, and match counts.
    A member is matched by its ISINs when one of them is in the catalogue, else by the
    catalogue rows its Yahoo symbols name."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    isins = {r["isin"] for r in rows if r["isin"]}
    row_keys = {(r["ticker"].upper(), r["country"]) for r in rows}
    keys = {}
    by_isin = by_ticker = unmatched = 0
    for entry in data:
        code = INDEX_CODES.get(entry.get("index"))
        if code is None:
            raise SystemExit("unknown index %r in %s" % (entry.get("index"), path))
        own_isins = entry_isins(entry, code)
        found = []
        if any(i in isins for i in own_isins):
            found = own_isins
            by_isin += 1
        else:
            for sym in entry.get("symbols") or []:
                sym = clean(sym).upper()
                ticker, _, suffix = sym.partition(".")
                place = YAHOO_SUFFIX_COUNTRY.get(suffix)
                ticker = ticker.replace("-", "")
                if ticker and place and (ticker, place[0]) in row_keys:
                    found.append(ticker + "\t" + place[1])
            if found:
                by_ticker += 1
            else:
                unmatched += 1
                found = own_isins  # a sync may bring the listing
        for k in found:
            keys.setdefault(k, set()).add(code)
    return {k: sorted(v) for k, v in keys.items()}, (by_isin, by_ticker, unmatched)


def fnv1a64(data):
    """FNV-1a 64 of `data` (bytes), as the Swift tests compute it."""
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def write_swift(path, text):
    """Writes a generated Swift file whole (a temporary, then renamed), UTF-8, LF."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def write_membership_swift(path, keys):
    lines = ["%s\t%s" % (k, ",".join(v)) for k, v in sorted(keys.items())]
    body = "\n".join(lines)
    assert '"' not in body and "\\" not in body
    # FNV-1a 64 of the lines as Swift sees the literal (UTF-8, LF): the index identity holds
    # it, so an index built with other memberships is rebuilt (a test checks it matches).
    h = fnv1a64(body.encode("utf-8"))
    write_swift(path, (
        "// Generated by Scripts/make_catalogue.py from pytickersymbols-indices.json (pytickersymbols\n"
        "// 1.17.10, MIT: Resources/README.md); do not edit. Each line: an ISIN, or a ticker and a\n"
        "// country code, then the codes of the indices it is a member of (_IndexMembership.swift).\n"
        "enum _IndexMembershipData {\n"
        "    static let checksum: UInt64 = 0x%016x\n"
        "    static let lines = \"\"\"\n" % h + body + "\n\"\"\"\n"
        "}\n"))
    return len(lines)


def write_bundle_version_swift(path, data):
    """The version of the bundled catalogue, compiled in: FNV-1a 64 of its bytes. A store
    imported from another bundle takes this one (decision 0611; a test checks it matches)."""
    h = fnv1a64(data)
    write_swift(path, "// Generated by Scripts/make_catalogue.py; do not edit. FNV-1a 64 of Resources/catalogue.tsv's\n"
                      "// bytes: a store imported from another bundled catalogue takes this one (decision 0611).\n"
                      "enum _BundledCatalogueVersion {\n"
                      "    static let value: UInt64 = 0x%016x\n"
                      "}\n" % h)
    return h


def build(data_dir, names_path, log):
    """The catalogue's rows from the data and the names table, before the size table
    (`attach_sizes`) and the sort: what the data says of each listing."""
    world = world_rows(data_dir)
    stale = [r for r in world if r["stale_name"]]
    log("lines under a former name, renamed as their ISIN's other lines name them: %d: %s"
        % (len(stale), "; ".join("%s %s (was %s)" % (r["symbol"], r["name"], r["stale_name"]) for r in stale)))
    with open(os.path.join(data_dir, "investpy-stocks.csv"), encoding="utf-8", newline="") as f:
        us = us_rows(data_dir, list(csv.DictReader(f)))
    for r in world:
        r["isin"] = trusted_isin(r)
    extra, investpy = investpy_rows(data_dir, us + world)
    renamed = [r for r in world if r.get("renamed_from")]
    log("lines named as investpy names them, their ISIN and name another company's receipt: %d: %s"
        % (len(renamed), "; ".join("%s %s (was %s)" % (r["symbol"], r["name"], r["renamed_from"]) for r in renamed[:40])))
    names = load_names(names_path)
    named = {symbol.upper() for _, _, symbol in names} | index_home_symbols(os.path.join(data_dir, "pytickersymbols-indices.json"))
    rows = select(us, world, extra, named)
    share_isins(rows)
    us_isins(rows)

    # Moscow Exchange: Russian names, ISINs and previous closes; ISINs from investpy too.
    moex = load_moex(os.path.join(data_dir, "moex-cyrillic-names.json"))
    ru_isin = {clean(r["symbol"]).replace("_p", "P"): clean(r["isin"]).upper() for r in investpy if r["country"] == MOEX_COUNTRY}
    tickers = {(r["ticker"], r["country"]) for r in rows}
    for secid, m in sorted(moex.items()):
        if (secid, MOEX_COUNTRY) not in tickers and (m["latname"] or m["shortname"]):
            rows.append({"ticker": secid, "name": m["latname"] or m["shortname"], "exchange": "MOEX",
                         "country": MOEX_COUNTRY, "currency": "RUB", "isin": "", "alt_name": "", "price": "",
                         "price_date": "", "market_cap": "", "symbol": secid + ".ME", "cusip": "", "figi": "",
                         "cap_class": "", "aliases": [], "home": True, "company_country": MOEX_COUNTRY,
                         "share_figi": ""})
    # FinanceDatabase names three Moscow lines "Public Joint Stock Company Gazprom" (Gazprom,
    # Gazprom Neft, a Rostov gas distributor): a name two MOEX lines share, unless they are a
    # share and its preference share (TATN, TATNP), is taken from investpy for that ticker.
    ru_name = {clean(r["symbol"]): clean(r["full_name"] or r["name"]) for r in investpy if r["country"] == MOEX_COUNTRY}
    moex_names = {}
    for r in rows:
        if r["exchange"] == "MOEX":
            moex_names.setdefault(r["name"], []).append(r["ticker"])
    for r in rows:
        shared = moex_names.get(r["name"], []) if r["exchange"] == "MOEX" else []
        base = min(shared, key=len) if shared else ""
        if len(shared) > 1 and not all(t == base or t == base + "P" for t in shared) and ru_name.get(r["ticker"]):
            r["name"] = ru_name[r["ticker"]]
    for r in rows:
        # "Public Joint Stock Company Gazprom" is "Gazprom PAO", as Russians and the rest of the
        # catalogue write a Russian issuer's legal form: in Moscow and abroad (Magnit in
        # Vienna), so that a line abroad is named as its home line and takes its ISIN (a
        # receipt keeps its name: "PJSC MMC NORILSK NICKEL ADR (10").
        abroad = r["exchange"] != "MOEX"
        if abroad and (r.get("company_country") != MOEX_COUNTRY or r.get("code") in RECEIPT_BOARDS
                       or RECEIPT_WORD.search(r["name"])):
            continue
        long_form = RUSSIAN_LONG_FORM.match(r["name"])
        if long_form and r["name"][long_form.end():].strip():
            r["name"] = r["name"][long_form.end():].strip().strip('"') + " PAO"
        if abroad:
            continue
        m = moex.get(r["ticker"])
        if m:
            r["alt_name"] = m["alt_name"]
            if m["price"]:
                r["price"], r["price_date"] = m["price"], m["price_date"]
        isin = (m and m["isin"]) or ru_isin.get(r["ticker"], "")
        # The exchange's own ISIN wins over FinanceDatabase's (which gives Aeroflot a fund's).
        if isin_ok(isin) and (not r["isin"] or (m and m["isin"] == isin)):
            r["isin"] = isin

    foreign_line_isins(rows)
    log("US lines named as receipts of a home listing: %d" % us_receipts(rows))
    mark_receipts(rows)
    rows = drop_side_quotes(rows)
    log("ISINs dropped, their names disagreeing with the other rows': %d" % distrust_isins(rows))
    kase_russian_isins(rows)
    before = len(rows)
    rows = one_line_per_share(rows)
    log("lines dropped that repeat a share's ISIN on its exchange, or are Korean ELWs: %d" % (before - len(rows)))
    attach_names(rows, names, log)
    return rows, len(extra)


def main(argv):
    data_dir = argv[1] if len(argv) > 1 else "../shared/data"
    out_path = argv[2] if len(argv) > 2 else "Resources/catalogue.tsv"
    membership_path = argv[3] if len(argv) > 3 else "Sources/FinderDomain/Stocks/_IndexMembershipData.swift"
    names_path = argv[4] if len(argv) > 4 else "Resources/names.tsv"
    sizes_path = argv[5] if len(argv) > 5 else "Resources/sizes.tsv"
    log = lambda msg: print(msg, file=sys.stderr)

    rows, from_investpy = build(data_dir, names_path, log)
    sizes = load_sizes(sizes_path)
    log("size classes from %s: %d of %d entries" % (sizes_path, attach_sizes(rows, sizes, log), len(sizes)))
    rows.sort(key=lambda r: (r["ticker"], r["country"]))

    lines = [MAGIC + "\t" + VERSION, "\t".join(COLUMNS)]
    for r in rows:
        r["aliases"] = "|".join("%s:%s" % a for a in r["aliases"])
        fields = [r[c] for c in COLUMNS]
        assert all("\t" not in v and "\n" not in v and "\r" not in v for v in fields), fields
        lines.append("\t".join(fields))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    tmp = out_path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, out_path)

    members, (by_isin, by_ticker, unmatched) = index_memberships(
        os.path.join(data_dir, "pytickersymbols-indices.json"), rows)
    written = write_membership_swift(membership_path, members)
    version = write_bundle_version_swift(os.path.join(os.path.dirname(membership_path), "_BundledCatalogueVersion.swift"), data)
    log("bundled catalogue version: %016x" % version)
    count = lambda p: sum(1 for r in rows if p(r))
    log("rows written: %d (%s, %d bytes): US %d, FinanceDatabase %d, investpy (countries FinanceDatabase lacks) %d"
        % (len(rows), out_path, len(data), count(lambda r: r["country"] == US), count(lambda r: r["symbol"] and r["country"] != US),
           from_investpy))
    log("with ISIN %d, CUSIP %d, FIGI %d, market cap %d, cap class %d, price %d, names %d"
        % tuple(count(lambda r, c=c: r[c]) for c in ("isin", "cusip", "figi", "market_cap", "cap_class", "price", "aliases")))
    log("index memberships: %d matched by ISIN, %d by ticker and country, %d not in the catalogue; %d keys"
        % (by_isin, by_ticker, unmatched, written))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
