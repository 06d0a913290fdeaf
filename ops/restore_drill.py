"""`make restore-drill`: back up, restore, compare, every table, row by row.

1. a fresh database (RESTORE_DRILL_DATABASE_URL, default
   postgres://postgres@127.0.0.1:5432/restore_drill) is migrated and filled
   with what the site holds in service (ops/drill_seed.py: staff
   accounts, leads through the public API with their queued mails, status
   history, reviews, a session, sign-in records, content revisions, second
   factors — whatever the installed apps have);
2. scripts/backup.sh takes the nightly backup, with a second local folder
   standing in for the off-machine copy (production: rclone to S3);
3. the dump is restored from that copy into another fresh database
   (<name>_restored) with pg_restore, as the runbook says;
4. every table of the public schema is compared row by row (each row as
   text, sorted): the drill fails on any difference.
Both databases are dropped at the end (RESTORE_DRILL_KEEP=1 keeps them).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import psycopg

from ops.faultkit.services import fresh_database

ROOT = Path(__file__).resolve().parent.parent

SOURCE = os.environ.get(
    "RESTORE_DRILL_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/restore_drill"
)
RESTORED = SOURCE + "_restored"


def tables(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
        ).fetchall()
    return [name for (name,) in rows]


def rows(url: str, table: str) -> Counter[str]:
    with psycopg.connect(url) as conn:
        # table comes from pg_tables, never from input
        sql = f'SELECT t::text FROM "{table}" AS t'  # noqa: S608
        return Counter(t for (t,) in conn.execute(sql))


def sequences(url: str) -> dict[str, int]:
    with psycopg.connect(url) as conn:
        found = conn.execute(
            "SELECT sequencename, coalesce(last_value, 0) FROM pg_sequences "
            "WHERE schemaname = 'public'"
        ).fetchall()
    return dict(found)


def drop(url: str) -> None:
    name = url.rsplit("/", 1)[-1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def main() -> int:
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="tq-restore-drill-"))
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "telecomsite.settings.dev",
        "DATABASE_URL": SOURCE,
        "DJANGO_ALLOWED_HOSTS": "testserver,127.0.0.1",
        "ALTCHA_REQUIRED": "0",
        "REDIS_URL": "",
    }
    python = str(ROOT / ".venv" / "bin" / "python")
    fresh_database(SOURCE)
    subprocess.run([python, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    seed = (ROOT / "ops" / "drill_seed.py").read_text()
    subprocess.run([python, "manage.py", "shell", "-c", seed], cwd=ROOT, env=env, check=True)
    backup_env = env | {"BACKUP_DIR": str(work / "local"), "BACKUP_REMOTE": str(work / "offsite")}
    took = time.monotonic()
    out = subprocess.run(
        [str(ROOT / "scripts" / "backup.sh")],
        env=backup_env,
        check=True,
        capture_output=True,
        text=True,
    )
    dump = work / "offsite" / Path(out.stdout.strip()).name  # restore from the copy
    backup_seconds = time.monotonic() - took
    took = time.monotonic()
    fresh_database(RESTORED)
    subprocess.run(
        [
            "pg_restore",
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "-d",
            RESTORED,
            str(dump),
        ],
        check=True,
    )
    restore_seconds = time.monotonic() - took
    names = tables(SOURCE)
    missing = set(names) ^ set(tables(RESTORED))
    differences = total = 0
    empty: list[str] = []
    counts: list[str] = []
    for table in names:
        before, after = rows(SOURCE, table), rows(RESTORED, table)
        total += sum(before.values())
        differences += sum(((before - after) + (after - before)).values())
        if not before:
            empty.append(table)
        elif table.split("_", 1)[0] in {
            "leads",
            "reviews",
            "auth",
            "accounts",
            "contentstore",
            "mfa",
        }:
            counts.append(f"{table} {sum(before.values())}")
    seq_diff = sum(1 for k, v in sequences(SOURCE).items() if sequences(RESTORED).get(k) != v)
    print(
        f"restore drill: {dump.stat().st_size / 1024:.0f} KiB dump (pg_dump custom format), "
        f"backup {backup_seconds:.1f} s, restore {restore_seconds:.1f} s"
    )
    print(
        "off-machine copy: a second local folder stands in for the S3 bucket (rclone in production)"
    )
    print(
        f"tables compared: {len(names)}, rows compared: {total}, rows different: {differences}, "
        f"tables missing on one side: {len(missing)}, sequences different: {seq_diff}"
    )
    print("rows by table: " + ", ".join(counts))
    print(f"tables empty in service data too ({len(empty)}): {', '.join(empty) or '-'}")
    if os.environ.get("RESTORE_DRILL_KEEP") != "1":
        drop(SOURCE)
        drop(RESTORED)
    passed = differences == 0 and not missing and seq_diff == 0 and total > 0
    verdict = "PASS" if passed else "FAIL"
    print(f"-> {verdict}: {differences} differences ({time.monotonic() - started:.0f} s)")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
