#!/usr/bin/env python3
"""Build the peer data structures that run.sh compares finder against.

Usage:
    python3 Benchmarks/prepare_peers.py CATALOGUE.tsv OUTDIR
    python3 Benchmarks/prepare_peers.py --fold TEXT      (prints the folded key of TEXT)

From a finder catalogue, writes into OUTDIR the keys finder's index holds for each row —
the ticker, the whole name, and the name from the start of every later word — pre-folded
the way finder's ICU keys compare (NFKD, accents dropped, case-folded, only letters and
digits kept, so "L'Oréal SA" -> "lorealsa"):

  keys.txt        one folded key per line (input of marisa-build)
  sorted.txt      "key<TAB>ticker<TAB>name<TAB>country" lines, byte-sorted (LC_ALL=C) for look
  peers.sqlite3   stocks(id, ticker, name, country, currency, isin) and
                  keys(key, id) WITHOUT ROWID, PRIMARY KEY(key, id): the indexed key column

Standard library only; output is deterministic.
"""

import csv
import os
import sqlite3
import sys
import unicodedata


def fold(text):
    """Approximates finder's key folding in plain text: NFKD, drop marks, casefold,
    keep letters and digits only (ICU primary strength with shifted punctuation)."""
    out = []
    for ch in unicodedata.normalize("NFKD", text.casefold()):
        if unicodedata.category(ch).startswith("M"):
            continue
        if ch.isalnum():
            out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def word_starts(name):
    """Index of every letter/digit that follows a non-letter/digit (and 0)."""
    return [i for i, ch in enumerate(name) if ch.isalnum() and (i == 0 or not name[i - 1].isalnum())]


def main(argv):
    if len(argv) == 3 and argv[1] == "--fold":
        print(fold(argv[2]))
        return
    if len(argv) != 3:
        sys.exit("usage: prepare_peers.py CATALOGUE.tsv OUTDIR | --fold TEXT")
    catalogue, out = argv[1], argv[2]
    os.makedirs(out, exist_ok=True)
    rows, pairs = [], []
    with open(catalogue, encoding="utf-8", newline="") as f:
        f.readline()                                    # magic line
        header = f.readline().rstrip("\n").split("\t")
        col = {name: i for i, name in enumerate(header)}
        for i, line in enumerate(f):
            fld = line.rstrip("\n").split("\t")
            ticker, name = fld[col["ticker"]], fld[col["name"]]
            rows.append((i, ticker, name, fld[col["country"]], fld[col["currency"]], fld[col["isin"]]))
            keys = {fold(ticker)}
            keys.update(fold(name[s:]) for s in word_starts(name))
            alt = fld[col["alt_name"]] if "alt_name" in col else ""
            if alt:
                keys.update(fold(alt[s:]) for s in word_starts(alt))
            for k in sorted(keys):
                if k:
                    pairs.append((k, i))
    pairs.sort()

    with open(os.path.join(out, "keys.txt"), "w", encoding="utf-8") as f:
        f.writelines(k + "\n" for k, _ in pairs)
    by_id = {r[0]: r for r in rows}
    lines = [("%s\t%s\t%s\t%s\n" % (k, by_id[i][1], by_id[i][2], by_id[i][3])).encode("utf-8") for k, i in pairs]
    lines.sort()                                        # byte order = LC_ALL=C sort
    with open(os.path.join(out, "sorted.txt"), "wb") as f:
        f.writelines(lines)

    path = os.path.join(out, "peers.sqlite3")
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    db = sqlite3.connect(path)
    db.executescript("""
        PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
        CREATE TABLE stocks(id INTEGER PRIMARY KEY, ticker TEXT, name TEXT, country TEXT,
                            currency TEXT, isin TEXT);
        CREATE TABLE keys(key TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY(key, id)) WITHOUT ROWID;
    """)
    db.executemany("INSERT INTO stocks VALUES(?,?,?,?,?,?)", rows)
    db.executemany("INSERT INTO keys VALUES(?,?)", pairs)
    db.commit()
    db.execute("ANALYZE")
    db.commit()
    db.close()
    print("%s: %d rows, %d keys -> %s" % (catalogue, len(rows), len(pairs), out), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
