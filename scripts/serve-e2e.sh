#!/usr/bin/env bash
# The real stack for Playwright (playwright.config.ts starts it): a fresh
# SQLite database, the Node renderer, the mail worker and gunicorn.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PWD/.venv/bin:$PATH"
free_port() { python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
export PORT="${E2E_PORT:-$(free_port)}"
# The renderer gets a free port of its own (PORT + 1 may be taken).
export SSR_PORT="${E2E_SSR_PORT:-$(free_port)}"
export SITE_URL="http://127.0.0.1:${PORT}"
# make run's settings with a quick password hash (telecomsite/settings/e2e.py).
export DJANGO_SETTINGS_MODULE=telecomsite.settings.e2e
state="${E2E_STATE_DIR:-$PWD/var/e2e-$PORT}"
rm -rf "$state" && mkdir -p "$state"
export DATABASE_URL="sqlite:///$state/db.sqlite3"
export EMAIL_FILE_PATH="$state/mail"
# Uploaded images (Wagtail's library) stay with the run, not in the checkout's var/media.
export MEDIA_ROOT="${MEDIA_ROOT:-$state/media}"
# No nginx here: Django serves them (telecomsite/urls.py), as in `make run`.
export SERVE_MEDIA=1
export WEB_CONCURRENCY="${WEB_CONCURRENCY:-2}"
export ACCESS_LOG="$state/access.log"
# Less proof of work than production (50 000): the same real ALTCHA round
# trip, but each hash is a Web Crypto round trip, which takes milliseconds on
# a loaded 2-core CI machine: at 10 000, one solve took up to 30 s there.
export ALTCHA_MAX_NUMBER="${ALTCHA_MAX_NUMBER:-1000}"
# Every browser of the suite comes from 127.0.0.1, and the limits are now
# really shared by the workers: the suite's dozens of submissions would meet
# the per-visitor budget. The limits themselves are tested in pytest and in
# the fault suite (12 clients through nginx).
export LEADS_RATE_LIMIT="${LEADS_RATE_LIMIT:-1000/600}"
export REVIEWS_RATE_LIMIT="${REVIEWS_RATE_LIMIT:-1000/600}"
# Staff pages keep the second factor (STAFF_MFA_REQUIRED, on by default) and
# are tested on http://localhost (frontend/e2e/staffSignIn.ts): passkeys over
# plain HTTP there, as in `make run`; never in production.
export STAFF_WEBAUTHN_INSECURE_ORIGIN="${STAFF_WEBAUTHN_INSECURE_ORIGIN:-1}"
# A copy of the migrated database `make setup` builds (ops/testdb.py), when
# current: it was made by this migrate, post-migrate steps included, so running
# migrate again would only check it (3 s of CPU per stack, before any test).
if ! python -m ops.testdb --copy "$state/db.sqlite3"; then
  python manage.py migrate --noinput --verbosity 0
fi
# The largest content the editors allow (issue 31: budgets at the largest content).
if [ "${E2E_CONTENT:-}" = largest ]; then python -m cms.tests.largest_content >"$state/largest-content.txt"; fi
exec scripts/serve.sh
