#!/usr/bin/env bash
# `make run`, the embedded default: the Node renderer, the mail worker and
# gunicorn; Ctrl-C stops them all. The renderer and the worker are optional to
# the site: each runs in a loop that starts it again 1 s after it dies, so a
# crash of either never stops gunicorn. (`make prod` uses supervisord instead.)
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
stopping=0
stop() {
  trap - INT TERM EXIT
  stopping=1
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

# keep NAME COMMAND...: run COMMAND, start it again 1 s after it exits.
keep() {
  local name=$1 child=
  shift
  trap '[[ -n $child ]] && kill -TERM "$child" 2>/dev/null; exit 0' TERM INT
  while :; do
    "$@" &
    child=$!
    wait "$child" && status=0 || status=$?
    echo "serve: $name exited ($status); starting it again in 1 s" >&2
    sleep 1
  done
}

keep renderer node ssr-server/server.mjs &
pids+=($!)

# The mail worker sends lead and review notifications, retrying until the
# mail server answers, and recovers sends cut short by a crash (README,
# "Mail and the worker").
keep worker python manage.py run_mail_worker --interval "${WORKER_INTERVAL:-1}" &
pids+=($!)

# Every other gunicorn setting is in gunicorn.conf.py (make prod, the image too).
GUNICORN_BIND="${HOST}:${PORT}" ACCESS_LOG="${ACCESS_LOG:--}" \
  gunicorn telecomsite.wsgi:application &
pids+=($!)

gunicorn_pid=$!
echo "Site: http://${HOST}:${PORT}  (Ctrl-C to stop)"
# The site lives as long as gunicorn does (it restarts its own workers).
wait "$gunicorn_pid" || true
