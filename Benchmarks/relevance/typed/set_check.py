"""Run ../heldout/heldout_check.py, unchanged, on a blind set whose minimums it has no entry
for (`../fresh`, `../unseen`, `../sealed`, `../eighth`): the check picks its minimums by the
file's name (blind*, collisions*, else the held-out set's, whose short tickers have at most
2 letters), so this adds one MINIMUMS entry for the set and its name to the file-name choice,
then runs the check's own code. The check file itself is not edited."""
import os, sys

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'heldout', 'heldout_check.py')


def run(name, minimums, folder, short_letters=3):
    """Check `folder`/`name`_queries.tsv (or the file given as the first argument) with
    `minimums` per kind and short tickers of up to `short_letters` letters; exits 1 on any
    error, as the check does."""
    entry = "MINIMUMS[%r] = (%r, %d)\n" % (name, minimums, short_letters)
    src = open(CHECK, encoding='utf-8').read()
    a, b = "LAT = \"qwertyuiop", "for k in ('blind', 'collisions')"
    if src.count(a) != 1 or src.count(b) != 1:
        raise SystemExit('heldout_check.py changed: update typed/set_check.py')
    src = src.replace(a, entry + a).replace(b, "for k in ('blind', 'collisions', %r)" % name)
    if len(sys.argv) < 2:
        sys.argv.append(os.path.join(folder, name + '_queries.tsv'))
    sys.argv[0] = CHECK
    exec(compile(src, CHECK, 'exec'), {'__name__': '__main__', '__file__': CHECK})
