#!/usr/bin/env bash
# Installs the Debian packages finder builds and tests with, when they are missing.
# Needs root (or sudo) only when something is missing.
set -euo pipefail
need=()
# libchafa-dev, libglib2.0-dev, libturbojpeg0-dev: finder-net's thumbnails (pkg-config finds them);
# imagemagick: the thumbnail tests make their JPEG files with `convert`; chafa: the
# thumbnail benchmark's peer (Benchmarks/thumbnails.sh). bash-completion: what loads finder's
# bash completion (Debian's ~/.bashrc sources it when the package is installed). strace: the
# package test checks that the release finder reads no /proc/self/maps at start (decision 0607).
for pkg in libicu-dev libsqlite3-dev libcurl4-openssl-dev sqlite3 espeak-ng tmux bash-completion zsh fish groff mandoc man-db dpkg-dev lintian \
           libchafa-dev libglib2.0-dev libturbojpeg0-dev pkg-config imagemagick chafa faketime strace; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
