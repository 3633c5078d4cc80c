#!/usr/bin/env bash
# Where each UI language's man page goes, for install.sh and package.sh: one line per language
# of the build's catalogs (BUILD_DIR/finder_FinderLocalization.resources/LANG/*.strings, the
# languages of FinderText's UILanguage.all), "LANG man1" for the fallback language, whose page
# is the unlocalized one, "LANG LANG/man1" for the others (under share/man).
#
#   Scripts/man-pages.sh BUILD_DIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: Scripts/man-pages.sh BUILD_DIR" >&2; exit 2; }
catalogs="$1/finder_FinderLocalization.resources"
fallback=en   # UILanguage.all's first line
found=0
for d in "$catalogs"/*/; do
  l=${d%/}; l=${l##*/}
  compgen -G "$catalogs/$l/*.strings" >/dev/null || continue
  if [ "$l" = "$fallback" ]; then echo "$l man1"; else echo "$l $l/man1"; fi
  found=1
done
[ "$found" -eq 1 ] || { echo "man-pages.sh: $catalogs holds no catalogs" >&2; exit 1; }
