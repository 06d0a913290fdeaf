# syntax=docker/dockerfile:1
# Multi-stage build. The build and test stages call the same Makefile targets
# that CI runs (`make build`, `make test`), so the logic lives in one place and
# is exercised by CI even where no Docker engine is available. compose.yaml
# uses the runtime and proxy stages (README, "Deployment").

# --- build: Python venv, npm packages, front-end bundles, static files ------
FROM node:24-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv make ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY requirements/ requirements/
COPY package.json package-lock.json Makefile ./
RUN make deps
COPY . .
RUN make build

# --- test: the whole suite, as in CI (docker build --target test .) ---------
FROM build AS test
RUN make browser
CMD ["make", "test"]

# --- runtime dependencies only: the hashed runtime lock, npm without dev ----
# requirements/runtime.txt is the runtime-only hashed lock (`make lock`); the
# venv is built with the same Debian python3 as the runtime image below.
FROM node:24-bookworm-slim AS runtime-deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY requirements/runtime.txt /tmp/runtime.txt
RUN python3 -m venv /opt/venv \
 && /opt/venv/bin/pip install --no-cache-dir --require-hashes -r /tmp/runtime.txt
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# --- runtime: one image for web (gunicorn), renderer and worker --------------
# compose.yaml picks the command; no test tools, no dev packages, not root.
FROM node:24-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home /app --shell /usr/sbin/nologin site
WORKDIR /app
COPY --from=runtime-deps /opt/venv /opt/venv
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/frontend/dist ./frontend/dist
COPY --from=build /app/staticfiles ./staticfiles
COPY --from=build /app/manage.py /app/package.json ./
COPY --from=build /app/content ./content
COPY --from=build /app/templates ./templates
COPY --from=build /app/ssr-server ./ssr-server
COPY --from=build /app/telecomsite ./telecomsite
COPY --from=build /app/core ./core
COPY --from=build /app/website ./website
COPY --from=build /app/backoffice ./backoffice
COPY --from=build /app/leads ./leads
COPY --from=build /app/reviews ./reviews
# The venv first on PATH: `docker compose run --rm web python manage.py migrate` works.
ENV PATH=/opt/venv/bin:$PATH \
    DJANGO_SETTINGS_MODULE=telecomsite.settings.production \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1
USER site
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=3).status != 200)"]
CMD ["gunicorn", "telecomsite.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3", "--threads", "4", "--worker-class", "gthread", "--keep-alive", "30", "--no-control-socket"]

# --- proxy: nginx with the static files and the generated configuration -----
# deploy/compose/nginx.conf is written from deploy/*.template by
# `python scripts/prod.py --compose` (a test keeps it in sync).
FROM nginx:1.27-bookworm AS proxy
COPY --from=build /app/staticfiles /srv/static
COPY deploy/compose/nginx.conf /etc/nginx/tq.conf
