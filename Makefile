# One job per target. `make run` and `make test` both start from a fresh clone.
SHELL := /bin/bash
.DEFAULT_GOAL := run

VENV := .venv
PYTHON := $(VENV)/bin/python
# Node 24 LTS comes from the `node` npm package (node_modules/.bin/node), so
# every script runs on it even where the system Node is older.
export PATH := $(CURDIR)/node_modules/.bin:$(CURDIR)/$(VENV)/bin:$(PATH)
export DJANGO_SETTINGS_MODULE ?= telecomsite.settings.dev
PORT ?= 8000
export PORT

.PHONY: setup setup-vitest deps lock build bundles migrate run dev prod proxy faults check test test-all lint alerts format types djangocheck typecheck pytest pytest-sqlite pytest-sqlite-all vitest unit e2e e2e-more e2e-all browser system test-servers bench clean restore-drill image compose-test

# The Python and Node installs, the front-end build and the migrations run side
# by side where they do not depend on each other (about half the time).
setup:
	@$(MAKE) --no-print-directory -j3 build migrate $(TEST_DB)

# make test's first stage: the build, the migrated template every test
# database copies, and vitest while the project builds. Not `migrate`: no
# test uses make run's own database (var/db.sqlite3), and a second migration
# of 226 files cost about 15 s of CPU in a stage that fills both cores.
setup-vitest:
	@$(MAKE) --no-print-directory -j3 build $(TEST_DB) vitest

# The migrated SQLite database the e2e stacks and the SQLite pytest runs copy
# (ops/testdb.py), rebuilt when a migration, the seeding or the lock changes.
TEST_DB := var/migrated.sqlite3
$(TEST_DB): $(VENV)/.installed $(wildcard */migrations/*.py) cms/seed.py
	$(PYTHON) -m ops.testdb $@

deps: $(VENV)/.installed node_modules/.installed

# Hashed locks (see "Dependencies" in the README): every package, direct or
# not, pinned with its hashes; pip refuses anything else. LOCK=requirements/
# runtime.txt installs only what production needs.
LOCK ?= requirements/dev.txt

# pip installs uv alone (requirements/uv.txt, hashed too), and uv the lock:
# 2 s instead of pip's 20 to 36, CPU that the Node install and the build use.
$(VENV)/.installed: $(LOCK) requirements/uv.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check --require-hashes -r requirements/uv.txt
	$(VENV)/bin/uv pip install --quiet --python $(PYTHON) --require-hashes --compile-bytecode -r $(LOCK)
	touch $@

# Re-resolves pyproject.toml's dependencies into both locks, keeping the
# current pins where they still fit; `make lock UPGRADE=1` moves every package
# to its newest release. The dev lock is constrained by the runtime one, so
# tests run on the versions production gets.
UV_COMPILE = $(VENV)/bin/uv pip compile pyproject.toml --quiet --python-version 3.11 \
	--generate-hashes --custom-compile-command "make lock" $(if $(UPGRADE),--upgrade)
lock: deps
	$(UV_COMPILE) -o requirements/runtime.txt
	$(UV_COMPILE) --extra dev -c requirements/runtime.txt -o requirements/dev.txt
	echo uv | $(subst pyproject.toml,-,$(UV_COMPILE)) -c requirements/dev.txt -o requirements/uv.txt

node_modules/.installed: package-lock.json
	scripts/npm-ci.sh
	touch $@

# Client bundle, SSR bundle and optimised images, then Django's static files.
# collectstatic's compressed copies are kept on this machine by content
# (STATIC_COMPRESSION_CACHE_DIR, core/static_compression.py): a new clone
# compresses only the files that changed.
STATIC_COMPRESSION_CACHE_DIR ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/tq-site/compressed
build: $(VENV)/.installed bundles
	STATIC_COMPRESSION_CACHE_DIR=$(STATIC_COMPRESSION_CACHE_DIR) $(PYTHON) manage.py collectstatic --noinput --verbosity 0

bundles: node_modules/.installed
	npm run --silent build

migrate: $(VENV)/.installed
	$(PYTHON) manage.py migrate --noinput --verbosity 0

run: setup
	scripts/serve.sh

# Hot reload for everything: Vite dev server (client, HMR), the SSR bundle
# rebuilt and the renderer restarted on change, Django's runserver.
dev: setup
	scripts/dev.sh

# promtool and amtool check the alert rules (lint); `make test` installs them
# with the other Debian packages, while the project builds.
PROMETHEUS_PACKAGES := promtool:prometheus amtool:prometheus-alertmanager

# Format, lint, the import contracts and the generated types: no server, no
# Debian package (part of `make check`).
lint: deps
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-cache
	$(VENV)/bin/ruff format --check .
	npm run --silent lint
	npm run --silent format:check
	node frontend/scripts/generate-types.mjs --check

# The alert rules and the monitoring configuration (Debian's promtool and
# amtool, installed when missing; part of `make test`).
alerts:
	$(call debian,$(PROMETHEUS_PACKAGES))
	promtool check rules deploy/prometheus/alerts.yml
	promtool test rules deploy/prometheus/alerts.test.yml
	promtool check config deploy/prometheus/prometheus.yml
	amtool check-config deploy/prometheus/alertmanager.yml

# The TypeScript types of the page props and content files, from the pydantic
# models (website/props.py, core/routes.py, core/api/validation_file.py); run
# after changing them, and commit the result.
types: deps
	node frontend/scripts/generate-types.mjs

# Formats everything in place (Prettier for TS/JS/CSS, ruff for Python).
format: deps
	npm run --silent format
	$(VENV)/bin/ruff format .

# The production settings must pass Django's deployment checks, and every
# model change must come with its migration.
djangocheck: deps
	DJANGO_SETTINGS_MODULE=telecomsite.settings.production \
	DJANGO_SECRET_KEY=$$($(PYTHON) -c 'import secrets; print(secrets.token_urlsafe(50))') \
	ALTCHA_HMAC_KEY=$$($(PYTHON) -c 'import secrets; print(secrets.token_urlsafe(50))') \
	DATABASE_URL=sqlite:///:memory: REDIS_URL=redis://127.0.0.1:6379/0 SITE_URL=https://www.example.com \
	DJANGO_ALLOWED_HOSTS=www.example.com \
	$(PYTHON) manage.py check --deploy --fail-level WARNING
	$(PYTHON) manage.py makemigrations --check --dry-run --verbosity 0

typecheck: deps
	$(VENV)/bin/mypy .
	npm run --silent typecheck

# `make test` builds once (its setup stage) and then runs each stage on its
# own (scripts/stages.sh, which times them): STAGED=1 skips the rebuild there.
BUILT := $(if $(STAGED),deps,build)

# The whole suite once, on the production services (PostgreSQL, Redis): the
# machine's, or `make test`'s throwaway ones (ops/services.py);
# pytest-django creates and drops test_<db name>_gw<n>. In PYTEST_WORKERS
# processes (pytest-xdist; each its own database, Redis database and media
# folder: conftest.py): the suite's tail no longer runs on one core while the
# other is idle. `--dist load` hands each process the tests in pytest-django's
# order, the transactional ones last: `worksteal` gave one process tests from
# the other's end, which then ran after a flush had emptied the migrations'
# rows (the Commercial group, the « Approbation » workflow).
PYTEST_WORKERS ?= 2
PYTEST := $(VENV)/bin/pytest -q -n $(PYTEST_WORKERS) --dist load
pytest: $(BUILT)
	DJANGO_SETTINGS_MODULE=telecomsite.settings.test \
	DATABASE_URL=$${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test} \
	REDIS_URL=$${TEST_REDIS_URL:-redis://127.0.0.1:6379/15} \
	$(PYTEST)

# A smoke subset on the embedded defaults (SQLite, local-memory cache): every
# write path (leads, reviews, mail queue, admin, personal-data commands) and
# the migrations, so `make run` with no services keeps working.
SQLITE_SMOKE := leads/tests/test_spec_body.py leads/tests/test_admin.py \
	reviews/tests/test_api_review.py telecomsite/tests/test_mail_delivery.py \
	backoffice/tests/test_personal_data_commands.py
pytest-sqlite: $(BUILT)
	DJANGO_SETTINGS_MODULE=telecomsite.settings.test $(VENV)/bin/pytest -q $(SQLITE_SMOKE)

# The whole pytest on the embedded defaults, in random order (make test-all).
pytest-sqlite-all: $(BUILT)
	DJANGO_SETTINGS_MODULE=telecomsite.settings.test $(PYTEST)

vitest: deps
	npx vitest run

# The toolkit's own unit tests (ops/tests: verdicts, counts, waits, reports):
# no Django, no server.
unit: deps
	$(VENV)/bin/pytest -p no:django -p no:randomly -c ops/pytest.ini ops

# Debian packages, installed with apt when their command (or file, named by
# its absolute path) is missing, in one apt run:
# `$(call debian,COMMAND:PACKAGE ...)`. Nothing here downloads a browser or a
# server of its own.
debian = @missing=$$(for pair in $(1); do command -v $${pair%%:*} >/dev/null || \
	  [ -x /usr/sbin/$${pair%%:*} ] || [ -f $${pair%%:*} ] || printf '%s ' $${pair\#*:}; done); \
	[ -z "$$missing" ] || { echo "Installing Debian $$missing"; apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; }

# The end-to-end tests run on Debian's headless shell (playwright.config.ts);
# make prod and make faults need nginx and redis-server; nginx serves the
# static files' .br copies with the brotli_static module (nginx-light is only
# a meta package over Debian's nginx, whose module ABI the package matches).
BROWSER_PACKAGES := chromium-headless-shell:chromium-headless-shell
BROTLI_STATIC := /usr/lib/nginx/modules/ngx_http_brotli_static_module.so:libnginx-mod-http-brotli-static
PROXY_PACKAGES := nginx:nginx-light $(BROTLI_STATIC) redis-server:redis-server

browser:
	$(call debian,$(BROWSER_PACKAGES))

# make test's browser tests: the site, the back office and the page editor's
# walk (project chromium). make test-all adds the editor's walks on the other
# page types and the optional page shell on a stack of its own (e2e-more;
# playwright.config.ts, EDITOR_OTHER_PAGES). e2e-all runs every project.
e2e: $(BUILT) browser
	E2E_SHELL_STACK=off npx playwright test --project=chromium

e2e-more: $(BUILT) browser
	npx playwright test --project=editor-other-pages --project=shell

e2e-all: $(BUILT) browser
	npx playwright test

# Every Debian package `make test` needs, in one apt run.
system:
	$(call debian,$(BROWSER_PACKAGES) $(PROXY_PACKAGES) $(PROMETHEUS_PACKAGES))

# Three gates (README, "Which gate when"; docs/testing.md gives their times).
# A quoted group runs as lanes side by side (scripts/stages.sh), each stage
# timed, with a table of the durations at the end.
#
# make check: after each edit. Format, lint, the import contracts, types, and
# the unit tests that need no server (vitest, the toolkit's). Under a minute
# on a warm clone; no database, no Redis, no Debian package.
CHECK_STAGES := 'lint typecheck | vitest unit'
check: deps
	scripts/stages.sh $(CHECK_STAGES)

# make test: what a code change can break, from a fresh clone, in at most 5
# minutes on 2 cores (docs/testing.md: the measured times). The
# Debian packages install while the project builds, and vitest (it needs only
# the npm packages) runs beside the build; then the end-to-end tests in
# Chromium (`e2e`: the site, the back office, the page editor's walk) take one
# lane, then the smoke subset on the embedded defaults, the toolkit's unit tests, the alert rules and Django's deploy checks; the
# whole pytest on PostgreSQL in random order takes the other, at a lower CPU
# priority (`nice`: the browser tests get the CPU first). pytest ends last,
# its two processes then on both cores. Lint and types are make check's (run
# after each edit) and make test-all's. ops/services.py keeps the machine's PostgreSQL and Redis
# where TEST_DATABASE_URL and TEST_REDIS_URL answer, and otherwise starts
# throwaway ones for the run and stops them after, even on failure.
TEST_STAGES := 'setup-vitest | system' 'e2e pytest-sqlite unit alerts djangocheck | nice pytest'
test:
	STAGED=1 python3 -m ops.services scripts/stages.sh $(TEST_STAGES)

# make test-all: what CI runs (.ci/run). make test's stages, then the browser
# tests make test leaves out (`e2e-more`: the editor's walks on the legal pages,
# the campaign pages, the labels and the contact facts, and the optional page
# shell) beside lint, types and the whole pytest on SQLite in random order
# (at a lower CPU priority), the fault suite
# against `make prod` stacks, and compose-test: the shipped images built cold
# and compose.yaml run under podman (docs/deployment.md, "Status").
TEST_ALL_STAGES := $(TEST_STAGES) 'e2e-more | nice pytest-sqlite-all lint typecheck' faults compose-test
test-all:
	STAGED=1 python3 -m ops.services scripts/stages.sh $(TEST_ALL_STAGES)

# The Debian servers ops/services.py starts when none answers.
TEST_SERVERS ?= pg_ctlcluster:postgresql redis-server:redis-server
test-servers:
	$(call debian,$(TEST_SERVERS))

proxy:
	$(call debian,$(PROXY_PACKAGES))

# The production topology here, as on a server: nginx on $PORT (8080 unless
# given) in front of gunicorn, the renderer and the mail worker under
# supervisord (README, "Deployment"). The production settings come from the
# environment.
prod: setup proxy
	PORT=$(if $(filter environment command line,$(origin PORT)),$(PORT),8080) $(PYTHON) -m ops.prod

# Every fault of the README's list against `make prod` stacks on private
# ports, with a private redis-server and a fresh PostgreSQL database
# (FAULTS_PORT, FAULTS_DATABASE_URL).
faults: $(BUILT) proxy
	$(PYTHON) -m ops.faults

# The shipped Dockerfile, built as shipped with Debian's podman (runc, cgroupfs,
# vfs; its configuration under var/podman/, ops/podmankit/engine.py). No
# registry here: debian:bookworm-slim is built from Debian's packages with
# mmdebstrap when missing (docs/deployment.md, "What CI stands in for").
CONTAINER_PACKAGES := podman:podman runc:runc mmdebstrap:mmdebstrap
image: deps
	$(call debian,$(CONTAINER_PACKAGES))
	$(PYTHON) -m ops.podmankit.build

# compose.yaml as shipped, on a podman network: build, migrate, up, health,
# checks through nginx, kill and restart, down -v (ops/compose_test.py).
compose-test: deps
	$(call debian,$(CONTAINER_PACKAGES))
	$(PYTHON) -m ops.compose_test

# Lighthouse and the page weights use the full browser, as visitors have it.
# Lighthouse has its own npm lock (scripts/lighthouse/), out of `npm ci`.
bench: setup proxy scripts/lighthouse/node_modules/.installed
	$(call debian,chromium:chromium wrk:wrk)
	$(PYTHON) -m ops.bench

# Back up, restore into a fresh database, compare every table row by row
# (ops/restore_drill.py; docs/operations.md, "Backups").
restore-drill: deps
	$(PYTHON) -m ops.restore_drill

scripts/lighthouse/node_modules/.installed: scripts/lighthouse/package-lock.json
	npm ci --prefix scripts/lighthouse --no-audit --no-fund
	touch $@

clean:
	rm -rf $(VENV) node_modules scripts/lighthouse/node_modules frontend/dist staticfiles var
