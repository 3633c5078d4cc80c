#!/usr/bin/env python3
"""Check sizes.tsv (finder's table of size classes for listings the data leaves without a size).

Verifies, against the catalogue rows Scripts/make_catalogue.py builds from /work/shared/data
(before it applies the table):
  * the file format: first line "#finder-sizes<TAB>1", header "symbol<TAB>class<TAB>name",
    three tab-separated fields per line, UTF-8, LF line ends, no quotes, no stray spaces;
  * entries are sorted by symbol (code-point order) and no symbol appears twice;
  * classes are FinanceDatabase's bands: mega, large, mid, small;
  * every symbol names a catalogue row the way names.tsv does (the Yahoo symbol of the row, or
    for a line only investpy has its ticker and its market's suffix: make_catalogue.home_symbol),
    and that row has neither a market cap nor a size class in the data;
  * warns when the name column is not the row's name, when another row with the row's ISIN
    is sized (the data already sizes the company), and when another row of the same name in
    the same country is sized.
Usage: check_sizes.py [TABLE] (default Resources/sizes.tsv).
It writes $TMPDIR/finder-sizes-resolved.tsv: each entry with the matched row's name, country,
ISIN and whether it came from investpy, and prints the counts per class and per country.
Exit status 1 if any error was found.
"""
import collections
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("FINDER_DATA", "/work/shared/data")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
TABLE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Resources", "sizes.tsv")
RESOLVED = os.path.join(tempfile.gettempdir(), "finder-sizes-resolved.tsv")

sys.path.insert(0, os.path.join(ROOT, "Scripts"))
import make_catalogue as mc  # noqa: E402


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
    if not lines or lines[0] != mc.SIZES_MAGIC + "\t1":
        errors.append("line 1 must be '#finder-sizes<TAB>1'")
    if len(lines) < 2 or lines[1] != "symbol\tclass\tname":
        errors.append("line 2 must be 'symbol<TAB>class<TAB>name'")

    rows, _ = mc.build(DATA, os.path.join(ROOT, "Resources", "names.tsv"), lambda msg: None)
    by_symbol = mc.rows_by_symbol(rows)
    sized = lambda r: r["market_cap"] or r["cap_class"]
    sized_by_isin = collections.defaultdict(list)
    sized_by_name = collections.defaultdict(list)
    for r in rows:
        if sized(r):
            if r["isin"]:
                sized_by_isin[r["isin"]].append(r)
            sized_by_name[(mc.name_key(r["name"]).replace(" ", ""), r["country"])].append(r)

    entries, previous = [], None
    per_class, per_country = collections.Counter(), collections.Counter()
    for number, line in enumerate(lines[2:], start=3):
        fields = line.split("\t")
        if len(fields) != 3:
            errors.append(f"line {number}: {len(fields)} fields, want 3: {line!r}")
            continue
        symbol, size, name = fields
        where = f"line {number} ({symbol})"
        if any(not v or v != v.strip() or "  " in v for v in fields):
            errors.append(f"{where}: empty field or stray spaces")
        if '"' in line:
            errors.append(f"{where}: quote character")
        if size not in mc.SIZE_CLASSES:
            errors.append(f"{where}: class {size!r} is not one of {', '.join(mc.SIZE_CLASSES)}")
        if previous is not None and symbol <= previous:
            errors.append(f"{where}: not sorted by symbol, or a duplicate: {symbol} after {previous}")
        previous = symbol
        r = mc.find_row(by_symbol, symbol)
        if r is None:
            errors.append(f"{where}: no catalogue row has this symbol")
            entries.append((symbol, size, name, None))
            continue
        if sized(r):
            errors.append(f"{where}: the data already sizes this row ({r['cap_class'] or 'market cap'}): prune it")
        if name != r["name"]:
            warnings.append(f"{where}: name {name!r}, the row's is {r['name']!r}")
        same_isin = [o for o in sized_by_isin.get(r["isin"], ()) if o is not r]
        if same_isin:
            o = same_isin[0]
            warnings.append(f"{where}: the data sizes its ISIN's line {o['symbol'] or o['ticker']} ({o['cap_class'] or 'market cap'})")
        same_name = [o for o in sized_by_name.get((mc.name_key(r["name"]).replace(" ", ""), r["country"]), ()) if o is not r]
        if same_name:
            o = same_name[0]
            warnings.append(f"{where}: the data sizes {o['symbol'] or o['ticker']} {o['name']!r} ({o['cap_class'] or 'market cap'})")
        per_class[size] += 1
        per_country[r["country"]] += 1
        entries.append((symbol, size, name, r))

    with open(RESOLVED, "w", encoding="utf-8", newline="\n") as out:
        out.write("symbol\tclass\tname in table\trow name\tcountry\tisin\tsource\n")
        for symbol, size, name, r in entries:
            if r is None:
                out.write("\t".join([symbol, size, name, "MISSING", "", "", ""]) + "\n")
            else:
                out.write("\t".join([symbol, size, name, r["name"], r["country"], r["isin"],
                                     "FinanceDatabase" if r["symbol"] else "investpy"]) + "\n")

    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("classes:", ", ".join(f"{c} {per_class[c]}" for c in mc.SIZE_CLASSES), f"| {len(entries)} entries")
    print("countries:", ", ".join(f"{c} {n}" for c, n in sorted(per_country.items(), key=lambda x: (-x[1], x[0]))))
    print("resolved.tsv written:", RESOLVED)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
