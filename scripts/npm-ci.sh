#!/usr/bin/env bash
# `npm ci`, once per lock on this machine. The installed node_modules is kept
# outside the clone (NODE_MODULES_CACHE_DIR), like pip's and npm's own caches
# and the migrated test database, by a hash of the lock (which holds
# package.json's dependencies), npm's version and the architecture; a new
# clone of the same lock links it (0.4 s) instead of unpacking 375 packages
# again (22 s, which every later step of the setup waited for). Hard links,
# not a copy (9 to 13 s here): no package file is written after its install
# (npm replaces a package's folder, it never writes into one), and what tools
# write later (node_modules/.vite, .cache, .installed) are new files, in the
# clone's own folders. A cache on another file system is copied.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${NODE_MODULES_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/tq-site/node_modules}"
rm -rf node_modules node_modules.partial
key=$({ cat package-lock.json; npm --version; uname -m; } | sha256sum | cut -c1-16)
if [ -d "$cache/$key" ]; then
  cp -al "$cache/$key" node_modules.partial 2>/dev/null || { rm -rf node_modules.partial; cp -a "$cache/$key" node_modules.partial; }
  mv node_modules.partial node_modules
  exit 0
fi
npm ci --no-audit --no-fund
# Kept for the next clone; another lock's copy goes. A clone that placed the
# same key first wins (mv -T refuses a directory that is already there).
mkdir -p "$cache"
partial=$(mktemp -d "$cache/.partial.XXXXXX")
cp -al node_modules "$partial/node_modules" 2>/dev/null || { rm -rf "$partial/node_modules"; cp -a node_modules "$partial/node_modules"; }
mv -T "$partial/node_modules" "$cache/$key" 2>/dev/null || true
rm -rf "$partial"
find "$cache" -mindepth 1 -maxdepth 1 ! -name "$key" ! -name '.partial.*' -exec rm -rf {} +
