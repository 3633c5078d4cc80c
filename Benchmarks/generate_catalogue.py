#!/usr/bin/env python3
"""Generate an N-row benchmark catalogue in finder's bundled format.

Usage:
    python3 Benchmarks/generate_catalogue.py N OUT.tsv [--seed S] [--data DIR]

Reads the ~133,000 real security names in ../../shared/data (relative to this script):
investpy-stocks.csv, investpy-etfs.csv, investpy-funds.csv (investpy 1.0.8, MIT).

Rows:
  * rows 1..B (B = number of real rows, about 133k) are the real listings as they are:
    real ticker, real name (stock/ETF full_name, fund name), country, currency, ISIN.
    A (ticker, country) pair already used is made unique with a "-2", "-3", … ticker suffix
    (the same ticker in several countries is kept, as in the bundled catalogue).
  * rows past B are generated: a real listing drawn with a seeded PRNG, its name followed
    by one or two real words drawn from the words of all real names (so prefixes, word
    starts and name lengths keep a realistic distribution), its ticker followed by "." and
    the row number in base 36 (unique), same country and currency, no ISIN, no price.
    Nothing is invented beyond that.

Output: finder's catalogue format (Resources/README.md): line 1 is the magic line, with a
third tab-separated field noting that the file is generated (readers look only at the
first two); line 2 the header; rows sorted by (ticker, country) in code-point order,
(ticker, country) unique. UTF-8, LF. Same N, seed and input give the same bytes.
Standard library only.
"""

import argparse
import csv
import os
import random
import sys
import unicodedata

MAGIC = "#finder-catalogue"
VERSION = "1"
COLUMNS = ["ticker", "name", "exchange", "country", "currency", "isin",
           "alt_name", "price", "price_date"]
DEFAULT_SEED = 20260101
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.normpath(os.path.join(HERE, "..", "..", "shared", "data"))


def clean(value):
    """Drop control/format characters, map Unicode spaces to ' ', collapse, strip."""
    if not value:
        return ""
    out = []
    for ch in value:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            if ch in "\t\r\n\x0b\x0c" or cat in ("Zl", "Zp"):
                out.append(" ")
            continue
        out.append(" " if cat == "Zs" else ch)
    return " ".join(p for p in "".join(out).split(" ") if p)


def load_real(data_dir):
    """Real listings in a fixed order: stocks, then ETFs, then funds (file order)."""
    rows = []
    sources = [
        ("investpy-stocks.csv", lambda r: r.get("full_name") or r.get("name")),
        ("investpy-etfs.csv", lambda r: r.get("full_name") or r.get("name")),
        ("investpy-funds.csv", lambda r: r.get("name")),
    ]
    for file, name_of in sources:
        with open(os.path.join(data_dir, file), encoding="utf-8", newline="") as f:
            for r in csv.DictReader(f):
                ticker = clean(r.get("symbol"))
                name = clean(name_of(r))
                if not ticker or not name:
                    continue
                country = clean(r.get("country"))
                rows.append((ticker, name, "MOEX" if country == "russia" else "", country,
                             clean(r.get("currency")), clean(r.get("isin"))))
    return rows


def words_of(rows):
    """Distinct real words (letters only, 3+ characters) in first-seen order."""
    seen, words = set(), []
    for row in rows:
        for w in row[1].split(" "):
            if len(w) >= 3 and w.isalpha() and w not in seen:
                seen.add(w)
                words.append(w)
    return words


def base36(n):
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    s = ""
    while True:
        n, r = divmod(n, 36)
        s = digits[r] + s
        if n == 0:
            return s


def main(argv):
    p = argparse.ArgumentParser(description="Generate a finder benchmark catalogue.")
    p.add_argument("n", type=int, help="number of rows")
    p.add_argument("out", help="output .tsv")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED, help="PRNG seed (default %(default)s)")
    p.add_argument("--data", default=DEFAULT_DATA, help="folder of investpy CSVs (default %(default)s)")
    a = p.parse_args(argv[1:])
    if a.n < 1:
        p.error("N must be positive")

    real = load_real(a.data)
    words = words_of(real)
    rng = random.Random(a.seed)
    used = set()   # (ticker, country) pairs
    out = []

    def unique(ticker, country):
        if (ticker, country) not in used:
            used.add((ticker, country))
            return ticker
        k = 2
        while ("%s-%d" % (ticker, k), country) in used:
            k += 1
        t = "%s-%d" % (ticker, k)
        used.add((t, country))
        return t

    take = min(a.n, len(real))
    for ticker, name, exchange, country, currency, isin in real[:take]:
        out.append((unique(ticker, country), name, exchange, country, currency, isin))
    for i in range(take, a.n):
        ticker, name, exchange, country, currency, _ = real[rng.randrange(len(real))]
        extra = words[rng.randrange(len(words))]
        if rng.random() < 0.3:
            extra += " " + words[rng.randrange(len(words))]
        out.append((unique(ticker + "." + base36(i), country), name + " " + extra, exchange, country,
                    currency, ""))

    out.sort(key=lambda r: (r[0], r[3]))
    note = ("# generated by Benchmarks/generate_catalogue.py n=%d seed=%d: first %d rows real "
            "(investpy 1.0.8 stocks/ETFs/funds, MIT), the rest synthetic" % (a.n, a.seed, take))
    tmp = a.out + ".tmp"
    d = os.path.dirname(a.out)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(MAGIC + "\t" + VERSION + "\t" + note + "\n")
        f.write("\t".join(COLUMNS) + "\n")
        buf = []
        for r in out:
            buf.append("\t".join(r) + "\t\t\t\n")   # alt_name, price, price_date empty
            if len(buf) >= 65536:
                f.write("".join(buf))
                buf.clear()
        f.write("".join(buf))
    os.replace(tmp, a.out)
    print("wrote %d rows (%d real, %d generated) to %s, seed %d"
          % (a.n, take, a.n - take, a.out, a.seed), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
