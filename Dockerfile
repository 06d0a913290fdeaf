# The shipped images, built by CI exactly as operators build them
# (`make image`; docs/deployment.md). Two images from one file:
#   --target runtime  web (gunicorn), renderer (Node) and mail worker
#   --target proxy    nginx with the static files and the one nginx template
# Every stage starts from debian:bookworm-slim: Python 3.11 and nginx are
# Debian's, Node 24 is the npm `node` package that the Makefile installs too.
# Few layers on purpose: CI builds cold on podman's vfs driver, which copies
# every layer whole.
#
# Package registries over TLS: build with the machine's CA bundle mounted,
#   podman build --network host -v /etc/ssl/certs/ca-certificates.crt:/run/build-ca.crt:ro
# It is used when present (the CA env below) and never copied into an image.
# (Not over the image's own bundle: Debian's ca-certificates, which npm pulls
# in, rewrites that file and fails on a read-only mount.)

# --- build: make deps + make build, then the runtime tree in /out ------------
FROM debian:bookworm-slim AS build
# Debian's npm (Node 18) only installs the lock's `node` package (Node 24), which
# then runs `npm ci` and the build: under Node 18, npm skips the optional native
# packages whose engines want Node 20+ (rolldown's binding).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv make npm \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
# One layer: dependencies, bundles, static files, then the lean runtime tree
# (the runtime-only hashed lock, npm without dev packages, the Node 24 binary,
# every Python package at the top: each Django app, whatever its name; not
# the operator's toolkit ops/, nor deploy/, which the proxy image copies).
RUN ca=/run/build-ca.crt; \
    if [ -f $ca ]; then export PIP_CERT=$ca SSL_CERT_FILE=$ca NODE_EXTRA_CA_CERTS=$ca; fi; \
    set -e; \
    node24=$(node -p "require('./package-lock.json').packages['node_modules/node'].version") \
 && npm install --global --prefix /opt/node24 --no-audit --no-fund "node@$node24" \
 && export PATH=/opt/node24/bin:$PATH \
 && make build \
 && python3 -m venv /opt/venv \
 && .venv/bin/uv pip install --quiet --python /opt/venv/bin/python --require-hashes -r requirements/runtime.txt \
 && install -D node_modules/node/bin/node /out/usr/local/bin/node \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p /out/app /out/opt \
 && cp -a manage.py package.json gunicorn.conf.py node_modules frontend content templates ssr-server \
          staticfiles /out/app/ \
 && for app in */__init__.py; do case $app in ops/*|deploy/*) continue;; esac; \
      cp -a "${app%/__init__.py}" /out/app/; done \
 && rm -rf /out/app/frontend/src /out/app/frontend/e2e /out/app/node_modules/node /out/app/*/tests \
 && mv /opt/venv /out/opt/venv

# --- runtime: one image for web, renderer and worker; not root ---------------
# compose.yaml picks the command; gunicorn reads /app/gunicorn.conf.py.
FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home /app --shell /usr/sbin/nologin site \
 && install -d -o site -g site /srv/media /srv/spool
# One COPY, one layer (/usr/local/bin/node, /opt/venv, /app): under vfs each
# layer is a whole copy of the file system below it.
COPY --from=build /out/ /
WORKDIR /app
ENV PATH=/opt/venv/bin:$PATH \
    DJANGO_SETTINGS_MODULE=telecomsite.settings.production \
    NODE_ENV=production \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1
USER site
EXPOSE 8000
# Liveness from inside the container: /livez answers loopback callers under
# the production settings (no host check, no https redirect; website/health.py).
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/livez', timeout=3).status != 200)"]
CMD ["gunicorn", "telecomsite.wsgi:application"]

# --- proxy: Debian's nginx, the static files, the one template ---------------
# deploy/nginx_conf.py renders deploy/*.template at start (TRUSTED_LOAD_BALANCERS
# and the upstream come from the environment), as ops/prod.py does.
FROM debian:bookworm-slim AS proxy
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static python3-minimal \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/*
COPY --from=build /app/staticfiles /srv/static
COPY deploy/ /opt/tq/deploy/
COPY core/pagevariants.py /opt/tq/core/pagevariants.py
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["python3", "/opt/tq/deploy/nginx_conf.py", "--probe", "8080"]
CMD ["python3", "/opt/tq/deploy/nginx_conf.py", "--compose"]

# --- db, cache: PostgreSQL 15 and Redis 7.0 from Debian's packages ------------
# The images compose.yaml runs (no registry here, and Debian 12 has neither
# PostgreSQL 16 nor Redis 7.2: docs/deployment.md, "What CI stands in for").
FROM debian:bookworm-slim AS db
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && install -d -o postgres -g postgres /var/lib/postgresql/data /run/postgresql
COPY deploy/db-entrypoint.sh /usr/local/bin/db-entrypoint.sh
USER postgres
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
EXPOSE 5432
# A stop (`docker compose stop`/`down`, a deploy) is PostgreSQL's fast
# shutdown, as in the official image: SIGTERM is its smart shutdown, which
# waits for every session to end, and the web replicas and the mail worker
# keep theirs open, so the engine's SIGKILL came after the grace period
# (compose-test's outage: `podman stop` 30.2 s, exit 137, crash recovery at start).
STOPSIGNAL SIGINT
CMD ["db-entrypoint.sh"]

FROM debian:bookworm-slim AS cache
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/*
USER redis
EXPOSE 6379
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--maxmemory", "256mb", \
     "--maxmemory-policy", "allkeys-lru", "--save", "", "--appendonly", "no"]

# --- monitoring: Prometheus and Alertmanager from Debian's packages ----------
# compose.yaml's optional "monitoring" profile (docs/operations.md, "Metrics").
FROM debian:bookworm-slim AS monitoring
RUN apt-get update \
 && apt-get install -y --no-install-recommends prometheus prometheus-alertmanager gettext-base \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/prometheus/ /etc/prometheus/
USER prometheus
EXPOSE 9090 9093
CMD ["prometheus", "--config.file=/etc/prometheus/prometheus.yml", \
     "--storage.tsdb.path=/var/lib/prometheus/metrics2", "--storage.tsdb.retention.time=30d"]
