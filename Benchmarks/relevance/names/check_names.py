#!/usr/bin/env python3
"""Check names.tsv (finder's table of the names people use for listed companies).

Verifies, against the reference data in /work/shared/data:
  * the file format: first line "#finder-names<TAB>1", header "name<TAB>kind<TAB>symbol",
    three tab-separated fields per line, UTF-8, LF line ends, no quotes, no stray spaces;
  * names are lowercase and NFC, kinds are brand / ru-everyday / ru-spelling,
    ru-everyday and ru-spelling names are written in Cyrillic, brand names are not;
  * entries are sorted by (kind, name) and no (name, kind) pair appears twice;
  * every symbol exists in the data: us-listings (US), financedatabase/equities.csv
    (others), or, for Moscow Exchange issuers missing from financedatabase, the
    investpy Russian stocks / moex-cyrillic-names.json SECID plus ".ME", and elsewhere
    investpy's symbol plus the suffix of its country's main market;
  * counts per kind meet the minimums (brand 320, ru-everyday 110, ru-spelling 160);
  * warns when a name is just the listing's own name (adds nothing), when a brand is
    another company's exact US ticker, and when a symbol resolves only through investpy/MOEX.
Usage: check_names.py [TABLE] (default Resources/names.tsv).
It writes $TMPDIR/finder-names-resolved.tsv: each entry with the matched listing's name,
where it was found, country and size, so a human can eyeball it.
Exit status 1 if any error was found.
"""
import csv
import json
import os
import re
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("FINDER_DATA", "/work/shared/data")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
TABLE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Resources", "names.tsv")
RESOLVED = os.path.join(tempfile.gettempdir(), "finder-names-resolved.tsv")
MINIMUM = {"brand": 320, "ru-everyday": 110, "ru-spelling": 160}
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
LATIN = re.compile(r"[A-Za-z\u00C0-\u024F]")
US_TICKERS = {}  # US ticker -> listing name, to warn when a name is another company's ticker
LEGAL_FORMS = re.compile(
    r"\b(inc|corp|corporation|co|company|ltd|limited|plc|ag|se|sa|nv|n\.v|s\.a|ab|asa|a/s|"
    r"spa|s\.p\.a|holdings?|group|the|class [abc]|common stock|ordinary shares|"
    r"american depositary shares.*|public joint stock company|pjsc|pao|oao)\b\.?",
    re.I,
)


def load_listings():
    """symbol -> (source, name, country, size)"""
    listings = {}
    US_TICKERS.clear()
    for exchange in ("nasdaq", "nyse", "amex"):
        with open(os.path.join(DATA, "us-listings", f"{exchange}_full_tickers.json"), encoding="utf-8") as f:
            for row in json.load(f):
                US_TICKERS[row["symbol"].upper()] = row["name"].strip()
                listings.setdefault(row["symbol"], (f"us-listings/{exchange}", row["name"].strip(),
                                                    row.get("country", ""), row.get("marketCap", "")))
    with open(os.path.join(DATA, "financedatabase", "equities.csv"), encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            listings.setdefault(row["symbol"], ("financedatabase", row["name"].strip(),
                                                row["country"], row["market_cap"]))
    # Issuers that financedatabase lacks: Moscow's SECID + ".ME"; elsewhere investpy's symbol
    # plus the suffix of the country's main market (make_catalogue.HOME_SUFFIX).
    sys.path.insert(0, os.path.join(ROOT, "Scripts"))
    from make_catalogue import HOME_SUFFIX
    with open(os.path.join(DATA, "investpy-stocks.csv"), encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            if row["country"] == "russia":
                listings.setdefault(row["symbol"] + ".ME", ("investpy (SECID+.ME)", row["full_name"],
                                                            "Russia", ""))
            elif row["country"] in HOME_SUFFIX:
                listings.setdefault(row["symbol"].upper() + "." + HOME_SUFFIX[row["country"]],
                                    ("investpy (symbol+suffix)", row["full_name"], row["country"].title(), ""))
    with open(os.path.join(DATA, "moex-cyrillic-names.json"), encoding="utf-8") as f:
        for row in json.load(f):
            name = row.get("SECNAME") or row.get("SHORTNAME") or ""
            if row.get("LATNAME"):
                name += " / " + row["LATNAME"]
            listings.setdefault(row["SECID"] + ".ME", ("moex-cyrillic (SECID+.ME)", name, "Russia", ""))
    return listings


def bare(name):
    name = unicodedata.normalize("NFKD", name.lower())
    name = "".join(c for c in name if not unicodedata.combining(c))
    name = LEGAL_FORMS.sub(" ", name)
    return re.sub(r"[^0-9a-zа-яё]+", "", name)


def main():
    errors, warnings = [], []
    raw = open(TABLE, "rb").read()
    if b"\r" in raw:
        errors.append("CR characters: line ends must be LF only")
    if raw.startswith(b"\xef\xbb\xbf"):
        errors.append("UTF-8 byte order mark at the start")
    if not raw.endswith(b"\n"):
        errors.append("last line does not end with LF")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        print(f"ERROR: not UTF-8: {e}")
        return 1
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0] != "#finder-names\t1":
        errors.append("line 1 must be '#finder-names<TAB>1'")
    if len(lines) < 2 or lines[1] != "name\tkind\tsymbol":
        errors.append("line 2 must be 'name<TAB>kind<TAB>symbol'")

    listings = load_listings()
    seen = {}
    entries = []
    for number, line in enumerate(lines[2:], start=3):
        fields = line.split("\t")
        if len(fields) != 3:
            errors.append(f"line {number}: {len(fields)} fields, want 3: {line!r}")
            continue
        name, kind, symbol = fields
        where = f"line {number} ({name!r}, {kind})"
        if not name or name != name.strip() or "  " in name:
            errors.append(f"{where}: empty name or stray spaces")
        if '"' in line:
            errors.append(f"{where}: quote character")
        if name != name.lower():
            errors.append(f"{where}: name is not lowercase")
        if unicodedata.normalize("NFC", name) != name:
            errors.append(f"{where}: name is not NFC")
        if kind not in MINIMUM:
            errors.append(f"{where}: unknown kind")
        elif kind in ("ru-everyday", "ru-spelling"):
            if not CYRILLIC.search(name) or LATIN.search(name):
                errors.append(f"{where}: {kind} names are written in Cyrillic")
        elif CYRILLIC.search(name):
            errors.append(f"{where}: brand name in Cyrillic (use ru-everyday / ru-spelling)")
        key = (name, kind)
        if key in seen:
            errors.append(f"{where}: duplicate of line {seen[key]}")
        seen[key] = number
        found = listings.get(symbol)
        if found is None:
            errors.append(f"{where}: symbol {symbol!r} is not in the data")
            found = ("MISSING", "", "", "")
        elif bare(name) and bare(name) == bare(found[1]):
            warnings.append(f"{where}: same as the listing's own name {found[1]!r}")
        ticker = name.upper().replace(".", "/")
        if kind == "brand" and ticker in US_TICKERS and ticker != symbol.upper():
            warnings.append(f"{where}: also the US ticker of {US_TICKERS[ticker]!r}")
        if found[0].startswith(("investpy", "moex")):
            warnings.append(f"{where}: {symbol} resolved only through {found[0]}")
        entries.append((number, name, kind, symbol, found))

    order = [(kind, name) for _, name, kind, _, _ in entries]
    for i in range(1, len(order)):
        if order[i] < order[i - 1]:
            errors.append(f"line {entries[i][0]}: not sorted by (kind, name): {order[i]} after {order[i-1]}")

    counts = {kind: 0 for kind in MINIMUM}
    for _, _, kind, _, _ in entries:
        if kind in counts:
            counts[kind] += 1
    for kind, minimum in MINIMUM.items():
        if counts[kind] < minimum:
            errors.append(f"{kind}: {counts[kind]} entries, want at least {minimum}")

    with open(RESOLVED, "w", encoding="utf-8", newline="\n") as out:
        out.write("name\tkind\tsymbol\tfound in\tlisting name\tcountry\tsize\n")
        for _, name, kind, symbol, (source, listing, country, size) in entries:
            out.write("\t".join([name, kind, symbol, source, listing, country, size]) + "\n")

    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    symbols = len({e[3] for e in entries})
    print("counts:", ", ".join(f"{k} {v} (min {MINIMUM[k]})" for k, v in counts.items()),
          f"| {len(entries)} entries, {symbols} symbols | resolved.tsv written")
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
