# syntax=docker/dockerfile:1
# Multi-stage build. Every step calls the same Makefile targets that CI runs
# (`make build`, `make test`), so the logic lives in one place and is
# exercised by CI even where no Docker engine is available.

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

# --- runtime: gunicorn + the Node renderer + the mail worker ---------------
FROM node:24-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --home /app --shell /usr/sbin/nologin site
WORKDIR /app
COPY --from=build --chown=site /app /app
USER site
ENV DJANGO_SETTINGS_MODULE=telecomsite.settings.production \
    HOST=0.0.0.0 \
    PORT=8000
EXPOSE 8000
# Migrations run once per deploy (docker run ... make migrate), not per container.
CMD ["scripts/serve.sh"]
