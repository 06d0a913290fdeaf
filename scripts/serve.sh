#!/usr/bin/env bash
# Starts the Node renderer, the mail worker and gunicorn; Ctrl-C stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-8000}"
HOST="${HOST:-127.0.0.1}"
SSR_PORT="${SSR_PORT:-3001}"
export SSR_URL="${SSR_URL:-http://127.0.0.1:${SSR_PORT}}"
export SSR_PORT
export DJANGO_SETTINGS_MODULE="${DJANGO_SETTINGS_MODULE:-telecomsite.settings.dev}"
export PATH="$PWD/node_modules/.bin:$PWD/.venv/bin:$PATH"

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

node ssr-server/server.mjs &
pids+=($!)

# The mail worker sends lead and review notifications, retrying until the
# mail server answers (see README, "Workers").
python manage.py db_worker --interval "${WORKER_INTERVAL:-1}" --no-reload &
pids+=($!)

gunicorn telecomsite.wsgi:application \
  --bind "${HOST}:${PORT}" \
  --workers "${WEB_CONCURRENCY:-3}" \
  --threads "${GUNICORN_THREADS:-1}" \
  --access-logfile "${ACCESS_LOG:--}" \
  --graceful-timeout 5 \
  --no-control-socket &
pids+=($!)

echo "Site: http://${HOST}:${PORT}  (Ctrl-C to stop)"
# Stop everything as soon as one of the processes exits.
wait -n
