#!/usr/bin/env bash
# `npm ci`, once per lock on this machine. The installed node_modules is kept
# outside the clone (NODE_MODULES_CACHE_DIR), like pip's and npm's own caches
# and the migrated test database, by a hash of the lock (which holds
# package.json's dependencies), npm's version and the architecture; a new
# clone of the same lock links it (1.5 s) instead of unpacking 375 packages
# again (22 s, which every later step of the setup waited for). Hard links,
# not a copy (9 to 13 s here): no package file is written after its install
# (npm replaces a package's folder, it never writes into one), and what tools
# write later (node_modules/.vite, .cache, .installed) are new files, in the
# clone's own folders.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${NODE_MODULES_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/tq-site/node_modules}"
rm -rf node_modules node_modules.partial
# Hard links where the cache shares the clone's file system, else a copy.
link_or_copy() { cp -al "$1" "$2" 2>/dev/null || { rm -rf "$2"; cp -a "$1" "$2"; }; }
key=$({ cat package-lock.json; npm --version; uname -m; } | sha256sum | cut -c1-16)
if [ -d "$cache/$key" ]; then
  link_or_copy "$cache/$key" node_modules.partial
  mv node_modules.partial node_modules
  exit 0
fi
npm ci --no-audit --no-fund
# Kept for the next clone; another lock's copy goes. A clone that placed the
# same key first wins (mv -T refuses a directory that is already there).
mkdir -p "$cache"
partial=$(mktemp -d "$cache/.partial.XXXXXX")
link_or_copy node_modules "$partial/node_modules"
mv -T "$partial/node_modules" "$cache/$key" 2>/dev/null || true
rm -rf "$partial"
find "$cache" -mindepth 1 -maxdepth 1 ! -name "$key" ! -name '.partial.*' -exec rm -rf {} +
