#!/bin/sh
# The nightly backup (docs/operations.md, "Backups"): cron runs it, e.g.
#   15 2 * * *  cd /srv/telecomsite && DATABASE_URL=... BACKUP_DIR=/var/backups/telecomsite \
#               BACKUP_REMOTE=s3:tq-backups/telecomsite scripts/backup.sh
# 1. pg_dump in custom format (compressed, restorable table by table with
#    pg_restore) into $BACKUP_DIR, named by date;
# 2. the uploaded files, when MEDIA_ROOT is set (the site has none today:
#    every upload-free table is in the dump);
# 3. retention: files older than $BACKUP_KEEP_DAYS (default 14) are deleted;
# 4. a copy leaves the machine: `rclone copy` to $BACKUP_REMOTE (any
#    S3-compatible storage configured in rclone.conf), or, when
#    BACKUP_REMOTE is a local folder (the restore drill's stand-in), cp.
set -eu
: "${DATABASE_URL:?DATABASE_URL is required}"
: "${BACKUP_DIR:?BACKUP_DIR is required}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$BACKUP_DIR"
umask 077  # the dump holds personal data: readable by this account only
dump="$BACKUP_DIR/db-$stamp.dump"
pg_dump --format=custom --no-owner --no-privileges --file="$dump.part" "$DATABASE_URL"
mv "$dump.part" "$dump"
files="$dump"
if [ -n "${MEDIA_ROOT:-}" ] && [ -d "$MEDIA_ROOT" ]; then
  tar -C "$MEDIA_ROOT" -czf "$BACKUP_DIR/media-$stamp.tar.gz" .
  files="$files $BACKUP_DIR/media-$stamp.tar.gz"
fi
find "$BACKUP_DIR" -name 'db-*.dump' -mtime +"$keep_days" -delete
find "$BACKUP_DIR" -name 'media-*.tar.gz' -mtime +"$keep_days" -delete
if [ -n "${BACKUP_REMOTE:-}" ]; then
  case "$BACKUP_REMOTE" in
    /*) mkdir -p "$BACKUP_REMOTE" && cp $files "$BACKUP_REMOTE"/ ;;
    *) rclone copy --immutable "$BACKUP_DIR" "$BACKUP_REMOTE" --include 'db-*.dump' --include 'media-*.tar.gz' \
         --max-age "${keep_days}d" ;;
  esac
fi
echo "$dump"
