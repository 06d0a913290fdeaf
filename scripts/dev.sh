#!/usr/bin/env bash
# The dev loop (`make dev`): edit and see, no rebuild by hand.
# - Vite's dev server serves the client modules with hot module reload; in dev
#   the pages load them from it (settings.dev VITE_DEV_SERVER, which the CSP
#   allows in dev only);
# - `vite build --ssr --watch` rebuilds the server bundle on every change and
#   `node --watch-path` restarts the renderer on the new bundle;
# - Django's runserver reloads on Python changes; the render and page caches
#   are off, so every request shows the current code.
# Ctrl-C stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PWD/.venv/bin:$PATH"
PORT="${PORT:-8000}"
VITE_PORT="${VITE_PORT:-$((PORT + 173))}"
export SSR_PORT="${SSR_PORT:-$((PORT + 1))}"
export SSR_URL="http://127.0.0.1:${SSR_PORT}"
export VITE_DEV_SERVER="http://127.0.0.1:${VITE_PORT}"
export DJANGO_SETTINGS_MODULE=telecomsite.settings.dev
export DJANGO_DEBUG="${DJANGO_DEBUG:-1}"
export SSR_CACHE_SECONDS=0

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

vite --port "$VITE_PORT" --clearScreen false &
pids+=($!)
vite build --ssr --watch --logLevel warn &
pids+=($!)
node --watch-path=frontend/dist/server ssr-server/server.mjs &
pids+=($!)
python manage.py runserver "127.0.0.1:${PORT}" &
pids+=($!)

echo "Dev site: http://127.0.0.1:${PORT}  (modules from ${VITE_DEV_SERVER}; Ctrl-C to stop)"
wait -n
