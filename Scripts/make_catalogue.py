#!/usr/bin/env python3
"""Build finder's bundled stock catalogue (Resources/catalogue.tsv).

Usage (from the repo root):
    python3 Scripts/make_catalogue.py [DATA_DIR] [OUTPUT] [MEMBERSHIP_OUTPUT]
Defaults: DATA_DIR=../shared/data, OUTPUT=Resources/catalogue.tsv,
MEMBERSHIP_OUTPUT=Sources/FinderDomain/Stocks/_IndexMembershipData.swift

Inputs (in DATA_DIR):
  investpy-stocks.csv       investpy 1.0.8 investpy/resources/stocks.csv (2022), MIT
  moex-cyrillic-names.json  Moscow Exchange SECID/SHORTNAME/SECNAME[/LATNAME/ISIN/PREVPRICE/PREVDATE]
  pytickersymbols-indices.json  members of 20 stock indices (pytickersymbols 1.17.10, MIT)

Second output: the index memberships of the catalogue's listings, the popularity signal the
bundled catalogue carries (README "How stock search matches and ranks"), as a Swift source
file compiled into finder: one line per key, the key an ISIN, or, for a member none of whose
ISINs is in the catalogue, "TICKER<TAB>country code" of the catalogue row its Yahoo symbol
names (AAPL -> US, 7203.T -> JP, BARC.L -> GB); then the short codes of its indices.

Output: UTF-8, LF line endings, tab-separated, no quoting.
  line 1: "#finder-catalogue<TAB>1"
  line 2: header (COLUMNS below)
  rows sorted by (ticker, country) in plain code-point order.
  Russian preference shares are written with their MOEX SECID (investpy
  "SBER_p" -> "SBERP").
Standard library only; output is deterministic (same input -> same bytes).
"""

import csv
import json
import os
import sys
import unicodedata

MAGIC = "#finder-catalogue"
VERSION = "1"
COLUMNS = ["ticker", "name", "exchange", "country", "currency", "isin",
           "alt_name", "price", "price_date"]
MOEX_COUNTRY = "russia"


def clean(value, stats=None):
    """Remove control/format characters, map any Unicode space to ' ',
    collapse runs of spaces and strip. Never returns None."""
    if value is None:
        return ""
    out = []
    for ch in str(value):
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn") or cat in ("Zl", "Zp"):
            # tabs, CR, LF, other C0/C1 controls, zero-width/format chars
            if ch in "\t\r\n\x0b\x0c" or cat in ("Zl", "Zp"):
                out.append(" ")  # a line/field break separates words
            if stats is not None:
                stats["chars removed (control/format)"] = \
                    stats.get("chars removed (control/format)", 0) + 1
            continue
        if cat == "Zs" and ch != " ":
            if stats is not None:
                stats["non-ASCII spaces normalised"] = \
                    stats.get("non-ASCII spaces normalised", 0) + 1
            ch = " "
        out.append(ch)
    return _collapse("".join(out))


def _collapse(s):
    # collapse runs of ' ' (only the ASCII space; everything else was mapped)
    return " ".join(part for part in s.split(" ") if part)


def moex_key(symbol):
    """investpy writes preference shares as SBER_p; MOEX as SBERP."""
    if symbol.endswith("_p"):
        return symbol[:-2] + "P"
    return symbol


def load_moex(path, stats):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    moex = {}
    order = []
    for rec in data:
        secid = clean(rec.get("SECID"), stats)
        if not secid:
            continue
        if secid in moex:
            stats["moex duplicate SECID ignored"] = \
                stats.get("moex duplicate SECID ignored", 0) + 1
            continue
        secname = clean(rec.get("SECNAME"), stats)
        shortname = clean(rec.get("SHORTNAME"), stats)
        moex[secid] = {
            "alt_name": secname or shortname,
            "latname": clean(rec.get("LATNAME"), stats),
            "shortname": shortname,
            "isin": clean(rec.get("ISIN"), stats),
            "price": clean(rec.get("PREVPRICE"), stats),
            "price_date": clean(rec.get("PREVDATE"), stats),
        }
        order.append(secid)
    return moex, order


# pytickersymbols index names -> the short codes StockRanking knows (_IndexMembership.swift).
INDEX_CODES = {
    "DOW JONES": "DJI", "S&P 100": "SP100", "EURO STOXX 50": "SX5E",
    "S&P 500": "SP500", "NASDAQ 100": "NDX", "FTSE 100": "UKX", "DAX": "DAX", "CAC_40": "CAC",
    "Switzerland 20": "SMI", "AEX": "AEX", "IBEX 35": "IBEX", "BEL 20": "BEL20",
    "OMX Stockholm 30": "OMXS30", "OMX Helsinki 25": "OMXH25", "NIKKEI 225": "N225",
    "MDAX": "MDAX", "TecDAX": "TECDAX", "CAC Mid 60": "CACMD", "SDAX": "SDAX", "S&P 600": "SP600",
}
# Yahoo symbol suffix -> the catalogue's country of that exchange (no suffix: a US listing).
# Frankfurt (.F) symbols are foreign codes ("1N8.F") the catalogue never uses: skipped.
YAHOO_SUFFIX_COUNTRY = {
    "": ("united states", "US"), "L": ("united kingdom", "GB"), "T": ("japan", "JP"),
    "AS": ("netherlands", "NL"), "MC": ("spain", "ES"), "ST": ("sweden", "SE"),
    "BR": ("belgium", "BE"), "HE": ("finland", "FI"), "DE": ("germany", "DE"),
    "PA": ("france", "FR"), "SW": ("switzerland", "CH"), "MI": ("italy", "IT"),
    "ME": ("russia", "RU"),
}


# The countries whose companies each index holds; an entry's ISINs of other countries are
# its ADRs (Adyen's US00783V1044) or mistakes (Deutsche Telekom's list holds Rostelecom's
# RU0008943394), and are dropped unless nothing else is left.
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


def index_memberships(path, rows):
    """Keys (ISIN, or (ticker, country code)) -> sorted index codes, and match counts.

    A member is matched by its ISINs when one of them is in the catalogue; else by the
    catalogue rows its Yahoo symbols name (ticker and the suffix's country)."""
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


def write_membership_swift(path, keys):
    lines = ["%s\t%s" % (k, ",".join(v)) for k, v in sorted(keys.items())]
    body = "\n".join(lines)
    assert '"' not in body and "\\" not in body
    # FNV-1a 64 of the lines as Swift sees the literal (UTF-8, LF): the index identity holds
    # it, so an index built with other memberships is rebuilt (a test checks it matches).
    h = 0xcbf29ce484222325
    for b in body.encode("utf-8"):
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    text = (
        "// Generated by Scripts/make_catalogue.py from pytickersymbols-indices.json (pytickersymbols\n"
        "// 1.17.10, MIT: Resources/README.md); do not edit. Each line: an ISIN, or a ticker and a\n"
        "// country code, then the codes of the indices it is a member of (_IndexMembership.swift).\n"
        "enum _IndexMembershipData {\n"
        "    static let checksum: UInt64 = 0x%016x\n"
        "    static let lines = \"\"\"\n" % h + body + "\n\"\"\"\n"
        "}\n")
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)
    return len(lines)


def main(argv):
    data_dir = argv[1] if len(argv) > 1 else "../shared/data"
    out_path = argv[2] if len(argv) > 2 else "Resources/catalogue.tsv"
    membership_path = argv[3] if len(argv) > 3 else "Sources/FinderDomain/Stocks/_IndexMembershipData.swift"
    stats = {}
    log = lambda msg: print(msg, file=sys.stderr)

    moex, moex_order = load_moex(os.path.join(data_dir, "moex-cyrillic-names.json"), stats)

    rows = []
    seen = set()
    read = 0
    dropped_empty_ticker = dropped_empty_name = dropped_dup = 0
    joined = []          # (moex secid, investpy symbol)
    matched_moex = set()
    isin_mismatch = []

    with open(os.path.join(data_dir, "investpy-stocks.csv"), encoding="utf-8", newline="") as f:
        for rec in csv.DictReader(f):
            read += 1
            ticker = clean(rec.get("symbol"), stats)
            name = clean(rec.get("full_name"), stats) or clean(rec.get("name"), stats)
            country = clean(rec.get("country"), stats)
            if not ticker:
                dropped_empty_ticker += 1
                continue
            if not name:
                dropped_empty_name += 1
                continue
            if country == MOEX_COUNTRY and ticker != moex_key(ticker):
                # SBER_p -> SBERP: the real MOEX SECID, as `stocks sync` will see it
                stats["russian X_p tickers written as XP"] = \
                    stats.get("russian X_p tickers written as XP", 0) + 1
                ticker = moex_key(ticker)
            key = (ticker, country)
            if key in seen:
                dropped_dup += 1
                continue
            seen.add(key)
            row = {
                "ticker": ticker,
                "name": name,
                "exchange": "MOEX" if country == MOEX_COUNTRY else "",
                "country": country,
                "currency": clean(rec.get("currency"), stats),
                "isin": clean(rec.get("isin"), stats),
                "alt_name": "", "price": "", "price_date": "",
            }
            if country == MOEX_COUNTRY:
                m = moex.get(moex_key(ticker))
                if m is not None:
                    row["alt_name"] = m["alt_name"]
                    row["price"] = m["price"]
                    row["price_date"] = m["price_date"] if m["price"] else ""
                    joined.append((ticker, clean(rec.get("symbol"))))
                    matched_moex.add(moex_key(ticker))
                    if m["isin"] and row["isin"] and m["isin"] != row["isin"]:
                        isin_mismatch.append(ticker)
            rows.append(row)

    added = []
    for secid in moex_order:
        if secid in matched_moex:
            continue
        m = moex[secid]
        name = m["latname"] or m["shortname"]
        if not name or (secid, MOEX_COUNTRY) in seen:
            continue
        seen.add((secid, MOEX_COUNTRY))
        rows.append({
            "ticker": secid, "name": name, "exchange": "MOEX",
            "country": MOEX_COUNTRY, "currency": "RUB", "isin": m["isin"],
            "alt_name": m["alt_name"], "price": m["price"],
            "price_date": m["price_date"] if m["price"] else "",
        })
        added.append(secid)

    rows.sort(key=lambda r: (r["ticker"], r["country"]))

    lines = [MAGIC + "\t" + VERSION, "\t".join(COLUMNS)]
    for r in rows:
        fields = [r[c] for c in COLUMNS]
        assert all("\t" not in v and "\n" not in v and "\r" not in v for v in fields)
        lines.append("\t".join(fields))
    data = ("\n".join(lines) + "\n").encode("utf-8")

    out_dir = os.path.dirname(out_path)
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
    tmp = out_path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, out_path)

    members, (by_isin, by_ticker, unmatched) = index_memberships(
        os.path.join(data_dir, "pytickersymbols-indices.json"), rows)
    written = write_membership_swift(membership_path, members)

    log("index memberships:         %d matched by ISIN, %d by ticker and country, %d not in the catalogue; "
        "%d keys (%s)" % (by_isin, by_ticker, unmatched, written, membership_path))
    log("investpy rows read:        %d" % read)
    log("moex records read:         %d" % len(moex))
    log("rows written:              %d (%s, %d bytes)" % (len(rows), out_path, len(data)))
    log("joined with MOEX names:    %d: %s" % (
        len(joined), " ".join(s if s == t else "%s(%s)" % (s, t) for s, t in sorted(joined))))
    log("added from MOEX only:      %d: %s" % (len(added), " ".join(sorted(added))))
    log("dropped, empty ticker:     %d" % dropped_empty_ticker)
    log("dropped, empty name:       %d" % dropped_empty_name)
    log("dropped, duplicate (ticker, country), first kept: %d" % dropped_dup)
    if isin_mismatch:
        log("ISIN differs investpy vs MOEX (investpy kept): %s" % " ".join(sorted(isin_mismatch)))
    for k in sorted(stats):
        log("sanitised, %s: %d" % (k, stats[k]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
