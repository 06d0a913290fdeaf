#!/bin/sh
# The db image (Dockerfile, stage db): on an empty volume, create the cluster,
# the role and the database named by POSTGRES_USER / POSTGRES_DB with
# POSTGRES_PASSWORD (scram); then run PostgreSQL in the foreground.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username=postgres --pwfile="$pwfile" --auth-local=peer --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 "$PGDATA" >/dev/null
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  psql -v ON_ERROR_STOP=1 --username=postgres -q <<SQL
CREATE ROLE "$POSTGRES_USER" LOGIN PASSWORD '$(cat "$pwfile")';
CREATE DATABASE "$POSTGRES_DB" OWNER "$POSTGRES_USER";
SQL
  rm -f "$pwfile"
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -c listen_addresses='*'
